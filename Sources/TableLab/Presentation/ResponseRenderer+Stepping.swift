import TableRender
import TableSim
import TableText

/// Pictures for stepping, going back, `history`, `diff` and `replay`. Every fact comes from the
/// session's timeline and the simulation's queries; this only arranges and words them.
extension ResponseRenderer {
    fileprivate typealias T = L10n.Stepping

    /// After a command typed after `back`: which commands ahead it dropped.
    static func droppedLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        let dropped = session.droppedAhead
        guard !dropped.isEmpty else { return [] }
        let list = dropped.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (dropped.count > 5 ? " …" : "")
        return HelpText.wrap("• " + ctx.text(T.dropped(count: String(dropped.count), list: list)), width: ctx.columns).map { ctx.paint($0, Palette.Role.warning) }
    }

    /// A line when the command ended a stepping, and while stepping, before a picture of the table:
    /// it shows the table after the whole command, not at the step.
    static func steppingContext(_ session: Session, _ response: Response, _ ctx: RenderContext) -> [String] {
        var lines: [String] = []
        if let line = session.finishedStepping {
            lines += HelpText.wrapBlock(ctx.block(T.ended(line: line)), width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
        }
        if let s = session.stepping, case .view(let command) = response {
            switch command {
            case .show, .queue, .stats, .cell, .why, .log, .timeline, .code, .diff:
                lines += HelpText.wrapBlock(ctx.block(T.afterAll(line: s.line, position: String(s.position))), width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
            default:
                break
            }
        }
        return lines
    }

    /// After `back` / `forward`: where the session is now, and the table there.
    static func movedLines(_ session: Session, _ back: Bool, _ ctx: RenderContext) -> [String] {
        let t = session.timeline
        let undone = back ? t.points[t.cursor + 1].line ?? "" : t.points[t.cursor].line ?? ""
        let (point, last) = (String(t.cursor), String(t.last))
        let head = ctx.text(back ? T.back(line: undone, point: point, last: last) : T.forward(line: undone, point: point, last: last))
        let table = session.table
        let lastEvents = table.log.last.flatMap { $0.rolledBack ? nil : $0.events } ?? []
        return HelpText.wrap(head, width: ctx.columns).map { ctx.paint($0, .heading) }
            + StepPicture.boxes(ViewportPicture(state: table, lastEvents: back ? [] : lastEvents), QueuePicture(state: table), in: ctx)
    }

    /// `history`: the numbered points.
    static func historyLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        let t = session.timeline
        var lines = HelpText.wrap(ctx.text(T.historyHeading), width: ctx.columns).map { ctx.paint($0, .heading) }
        let shown: [Int] = t.points.count <= 40 ? Array(t.points.indices)
            : Array(0..<5) + Array(max(5, t.cursor - 15)...min(t.last, t.cursor + 15)) + (t.cursor + 15 < t.last ? [t.last] : [])
        var previous = -1
        for i in shown {
            if i > previous + 1 { lines.append("  " + ctx.symbols.ellipsis) }
            previous = i
            let mark = i == t.cursor ? ctx.paint("▶", .accent) : " "
            let text = t.points[i].line.map { "`\($0)`" } ?? ctx.text(T.historyStart)
            lines.append(" \(mark) " + String(i).padded(toWidth: 5, alignment: .right) + "  " + text)
        }
        return lines
    }

    /// While stepping: the call being made, what it changed, and the screen and queue at that instant.
    static func steppingLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        guard let s = session.stepping else { return [] }
        let total = s.step.events.count
        guard let e = s.current else {
            return [ctx.text(T.noEvents(line: s.line))]
        }
        var lines: [String] = []
        if s.atFirst {
            lines += HelpText.wrapBlock(ctx.block(T.firstEvent(line: s.line)), width: ctx.columns).map { ctx.paint($0, .warning) }
        }
        if let missed = s.missed {
            let message: Message
            switch missed {
            case .kind(let k): message = T.noMoreKind(kind: k.rawValue, line: s.line)
            case .frame(let f): message = T.noMoreFrame(frame: String(f), line: s.line)
            case .cell(let c): message = T.noMoreCell(cell: Cell.name(c), line: s.line)
            }
            lines += HelpText.wrapBlock(ctx.block(message), width: ctx.columns)
                .map { ctx.paint($0, .warning) }
        }
        lines.append(ctx.paint(ctx.text(T.position(position: String(s.position), total: String(total))) + " · `\(s.line)` · "
                               + ctx.text(T.frame(frame: String(e.frame))) + " · " + NumberText.ms(e.time), .heading))
        // The call chain: who called what, outermost first.
        func name(_ link: Event) -> String {
            var text = link.kind == .frame ? ctx.text(T.layoutPass) : link.kind.rawValue
            if let p = link.path, p.row >= 0, link.kind != .frame { text += " \(p)" }
            if let c = link.cell { text += " \(Cell.name(c))" }
            if link.kind == .dequeueReusableCell, let id = link.identifier { text += " \"\(id)\"" }
            return text
        }
        var chain: [String] = []
        let links = s.callChain
        for (i, link) in links.enumerated() {
            if link.kind == .cellForRowAt, i + 1 < links.count, links[i + 1].kind == .willDisplay { continue }
            var text = name(link)
            // The table calls willDisplay after cellForRowAt returned, not from inside it (FIDELITY §3.12).
            if link.kind == .willDisplay, i > 0, links[i - 1].kind == .cellForRowAt {
                text += " " + ctx.text(T.afterReturned(call: name(links[i - 1])))
            }
            chain.append(text)
        }
        lines += HelpText.wrap(chain.joined(separator: " \(ctx.symbols.arrow) "), width: ctx.columns)
        // The event itself, as the event list draws it.
        lines += EventListPicture(events: [e], state: session.table, detail: .full, maxLines: 6).render(in: ctx)
        // What it changed on the screen and in the queue.
        if let update = e.update {
            // An update moves every row under it with its cell: what it inserted, deleted and moved
            // says the change (listing each shifted row as "about to show" said it wrong).
            lines += UpdateText.summary(update, Step(events: [e], notes: [], crash: nil), ctx)
                .flatMap { HelpText.wrap($0, width: max(20, ctx.columns - 2)) }.map { "  " + ctx.paint($0, .accent) }
        } else if let before = s.screenBefore, let after = s.screen {
            let commit = s.commit(frameDuration: session.table.settings.frameDuration)
            lines += changeLines(before, after, ctx, stepping: true, commit: commit).map { "  " + $0 }
        }
        if let screen = s.screen {
            lines += StepPicture.boxes(ViewportPicture(state: session.table, lastEvents: [e], screen: screen),
                                       QueuePicture(state: session.table, screen: screen), in: ctx)
        }
        let hint = ctx.text(s.isAtEnd ? T.lastEvent(line: s.line) : T.keys)
        lines += HelpText.wrap(hint, width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
        return lines
    }

    /// While stepping, at most this many changes are listed before and after a summary line.
    static let runChangeLines = 10

    /// The difference between two screens, in words: rows that came and went, queue changes, the offset.
    /// While `stepping`, a row that came is the table's but not drawn yet: it is "about to be shown",
    /// at the frame `commit` says (FIDELITY §8b.33), not "on screen".
    static func changeLines(_ a: Screen, _ b: Screen, _ ctx: RenderContext, stepping: Bool = false, commit: FrameCommit? = nil) -> [String] {
        var lines: [String] = []
        for (path, cell) in b.rows where a.cell(at: path) != cell {
            let row = path.description, name = Cell.name(cell)
            if !stepping {
                lines.append(ctx.text(T.Change.shows(row: row, cell: name)))
            } else if let commit {
                lines.append(ctx.text(T.Change.willShowAt(row: row, cell: name, frame: String(commit.frame), ms: NumberText.ms(commit.time))))
            } else {
                lines.append(ctx.text(T.Change.willShow(row: row, cell: name)))
            }
        }
        for (path, cell) in a.rows where b.cell(at: path) == nil {
            lines.append(ctx.text(T.Change.offScreen(row: path.description, cell: Cell.name(cell))))
        }
        let qa = Dictionary(a.queues.map { ($0.identifier, $0.cells) }, uniquingKeysWith: { x, _ in x })
        for q in b.queues where qa[q.identifier] != q.cells {
            let old = Set(qa[q.identifier] ?? [])
            let new = Set(q.cells)
            for c in q.cells where !old.contains(c) {
                lines.append(ctx.text(T.Change.waits(cell: Cell.name(c), queue: q.identifier)))
            }
            for c in old.subtracting(new).sorted() {
                lines.append(ctx.text(T.Change.leaves(cell: Cell.name(c), queue: q.identifier)))
            }
        }
        if a.offset != b.offset {
            lines.append("contentOffset.y \(NumberText.points(a.offset)) \(ctx.symbols.arrow) \(NumberText.points(b.offset))")
        }
        // One step of a run of rows (`Event.isRowRun`: a reload with 10,000 rows on screen) changes
        // every row of it: its first and last changes, and how many between.
        if stepping && lines.count > 2 * Self.runChangeLines + 1 {
            let hidden = lines.count - 2 * Self.runChangeLines
            lines = Array(lines.prefix(Self.runChangeLines)) + [ctx.text(T.Change.more(count: NumberText.grouped(hidden)))]
                + Array(lines.suffix(Self.runChangeLines))
        }
        return lines.map { ctx.paint($0, .accent) }
    }

    /// `diff`: what changed between two points, as a picture in the learner's language — the rows
    /// and queues in words (`changeLines`, as `step` says them), then each counter and setting that
    /// changed, `label  before → after`. Labels come from the catalogs or are API and command
    /// names, never Swift type or field names.
    static func diffLines(_ session: Session, from: Int?, to: Int?, _ ctx: RenderContext) -> [String] {
        let t = session.timeline
        let a = from ?? max(0, t.cursor - 1), b = to ?? t.cursor
        let before = t.table(at: a), after = t.table(at: b)
        let title = ctx.text(from == nil ? T.Diff.changed(line: t.points[b].line ?? "") : T.Diff.between(from: String(a), to: String(b)))
        // One update (`delete 3`): what it inserted, deleted and moved first; then the screen
        // compared with the rows before it moved with their items — a row shifted up by a delete
        // keeps its cell, which is no change of what that cell shows (FIDELITY §8c.36).
        var beforeScreen = before.screen
        var lines: [String] = []
        if b == a + 1, let batch = after.log.last, !batch.rolledBack,
           let move = batch.events.first(where: { $0.update != nil }), let update = move.update {
            beforeScreen = beforeScreen.replaying([move])
            let step = Step(events: batch.events, notes: [], crash: nil)
            lines += UpdateText.summary(update, step, ctx).flatMap { HelpText.wrap($0, width: max(20, ctx.columns - 2)) }.map { "  " + $0 }
        }
        lines += changeLines(beforeScreen, after.screen, ctx).map { "  " + $0 }
        let old = DiffFacts(before), new = DiffFacts(after)
        let changed = zip(old.facts, new.facts).filter { $0.value != $1.value }
        let width = changed.map { $0.0.label.text(ctx).displayWidth }.max() ?? 0
        for (x, y) in changed {
            lines.append("  " + x.label.text(ctx).padded(toWidth: width) + "  " + ctx.paint(x.value, .bad)
                         + " \(ctx.symbols.arrow) " + ctx.paint(y.value, .good))
        }
        guard !lines.isEmpty else { return [ctx.paint(title, .heading), ctx.text(T.Diff.nothing)] }
        return [ctx.paint(title, .heading)] + lines
    }

    /// `replay`: both runs side by side, then where they part.
    static func replayLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        guard let r = session.replayResult else { return [] }
        typealias R = T.Replay
        let g = NumberText.grouped
        let change: String
        switch r.variation {
        case .fix(let f, _): change = "fix \(f.rawValue) on"
        case .loading(let l): change = "load \(l.rawValue)"
        }
        /// Rows shown with another row's image, and their times added up (row by row, so more than
        /// the run lasted when several rows showed one at once) — when that was measured.
        func shownText(_ s: ShownImages) -> String {
            guard !s.rowsWithOtherImage.isEmpty else { return "0" }
            let n = g(s.rowsWithOtherImage.count)
            return s.timeMeasured ? n + " (" + ctx.text(R.rowTimeInAll(ms: NumberText.ms(s.otherImageTime))) + ")" : n
        }
        /// Hitches and their time in all; no time for none (a "0.0 ms" that says nothing).
        func hitchText(_ c: EventCounts) -> String {
            c.hitches == 0 ? "0" : g(c.hitches) + " (" + NumberText.ms(c.hitchTime) + ")"
        }
        /// The code that downloaded (`Data(contentsOf:)`, `URLSessionDataTask`, …): a fix can change it.
        func code(_ c: EventCounts) -> String { c.downloadCode.isEmpty ? "–" : c.downloadCode.joined(separator: " + ") }
        let n = r.lines.count
        let first = r.lines.first ?? ""
        let title = ctx.text(n == 1 ? R.titleOne(first: first, change: change) : R.title(count: String(n), first: first, change: change))
        var lines = HelpText.wrap(title, width: ctx.columns).map { ctx.paint($0, .heading) }
        let row = ComparisonTable.Row.init
        let rows = [
            row(ctx.text(R.wrongImages), g(r.original.wrongImages), g(r.replayed.wrongImages)),
            row(ctx.text(R.otherImageShown), shownText(r.originalShown), shownText(r.replayedShown)),
            row(ctx.text(R.hitches), hitchText(r.original), hitchText(r.replayed)),
            row(ctx.text(R.hangs), g(r.original.hangs), g(r.replayed.hangs)),
            row(ctx.text(R.downloadCode), code(r.original), code(r.replayed)),
            row(ctx.text(R.downloadsStarted), g(r.original.downloadsStarted), g(r.replayed.downloadsStarted)),
            row(ctx.text(R.downloadsFinished), g(r.original.downloadsFinished), g(r.replayed.downloadsFinished)),
            row(ctx.text(R.downloadsCancelled), g(r.original.downloadsCancelled), g(r.replayed.downloadsCancelled)),
            row(ctx.text(R.cellsCreated), g(r.originalCells), g(r.replayedCells)),
            row(ctx.text(R.mainBusy), NumberText.ms(r.original.mainBusy), NumberText.ms(r.replayed.mainBusy)),
        ]
        lines += ComparisonTable(before: ctx.text(R.asRun), after: change, rows: rows).render(in: ctx)
        if let d = r.divergence {
            func describe(_ e: Event?) -> String {
                guard let e else { return ctx.text(R.noMoreEvents) }
                var s = EventKindLabel.one(e.kind, ctx) + " · " + ctx.text(T.frame(frame: String(e.frame)))
                if let p = e.path { s += " · \(p)" }
                if let c = e.cell { s += " · \(Cell.name(c))" }
                if e.kind == .taskStart || e.kind == .imageLoadStart, let work = e.work { s += " · " + work.code }
                if let shown = e.shownPath, e.kind == .imageAssign || e.kind == .imageIgnored {
                    s += " · " + ctx.text(R.cellShows(row: shown.description)) + (e.isWrong ? " ✗" : "")
                }
                return s
            }
            lines += HelpText.wrapBlock(ctx.block(R.firstDiffer), width: ctx.columns)
            lines += HelpText.wrapBlock(ctx.block(R.asRun) + ": " + describe(d.original), width: max(20, ctx.columns - 2)).map { "  " + $0 }
            lines += HelpText.wrap(change + ": " + describe(d.replayed), width: max(20, ctx.columns - 2)).map { "  " + $0 }
        } else {
            lines += HelpText.wrapBlock(ctx.block(R.same), width: ctx.columns)
        }
        // Two equal columns under `fix cancel-on-reuse` say nothing by themselves: say why. Where the
        // fix cancels downloads on the network (a data task, an awaited URLSession call), every cell
        // reused while its download ran cancels it, so none cancelled means none was. (Under
        // main-async and task it cancels blocks not yet run, which are no downloads: not said.)
        if case .fix(.cancelOnReuse, true) = r.variation, r.replayed.downloadsCancelled == 0,
           [.background, .asyncAwait].contains(session.table.settings.loading) {
            lines += HelpText.wrapBlock(ctx.block(R.nothingCancelled), width: ctx.columns)
        }
        let unchanged = r.alreadySet ? R.alreadySet(change: change) : R.unchanged(change: change)
        lines += HelpText.wrapBlock(ctx.block(unchanged), width: ctx.columns)
            .map { ctx.paint($0, Palette.Role.dim) }
        return lines
    }
}

/// What `diff` compares besides the screen and the queues: the counters and the settings, each with
/// a label a learner reads (a catalog message, or an API or command name, which are never translated)
/// and its value as text. The same facts in the same order for every state, so two lists compare
/// fact by fact.
struct DiffFacts {
    /// A catalog message, or a name that is the same in every language (an API or a command).
    enum Label: Equatable {
        case message(Message)
        case name(String)

        func text(_ ctx: RenderContext) -> String {
            switch self {
            case .message(let m): return ctx.text(m)
            case .name(let n): return n
            }
        }
    }

    struct Fact: Equatable {
        var label: Label
        var value: String
    }

    var facts: [Fact] = []

    init(_ t: TableState) {
        typealias S = L10n.Stats
        let g = NumberText.grouped
        func ms(_ v: Double) -> String { NumberText.points(v) + " ms" }
        func pt(_ v: Double) -> String { NumberText.points(v) + " pt" }
        func add(_ label: Message, _ value: String) { facts.append(Fact(label: .message(label), value: value)) }
        func add(_ label: Label, _ value: String) { facts.append(Fact(label: label, value: value)) }
        func name(_ text: String) -> Label { .name(text) }
        let st = t.statistics
        add(S.rows, g(t.rowCount))
        add(S.cellsCreated, g(st.cellsCreated))
        add(S.reuses, g(st.reuses))
        add(name("cellForRowAt"), g(t.log.count(.cellForRowAt)))
        add(S.framesDrawn, g(st.framesDrawn))
        add(S.hitches, g(st.hitches))
        add(S.hangs, g(st.hangs))
        add(S.wrongImages, g(st.wrongAssignments))
        add(name("indexPathsForSelectedRows"), Self.rows(t.rowState.selected))
        add(name("accessoryType = .checkmark"), Self.rows(t.rowState.checked))
        add(S.clock, g(t.clock.frame) + " · " + NumberText.ms(t.clock.now))
        // The settings, under the command that sets each.
        let s = t.settings
        add(name("viewport"), pt(s.viewportHeight))
        switch s.heights {
        case .rowHeight(let h): add(name("height"), pt(h))
        case .heightForRowAt: add(name("height"), "var (heightForRowAt)")
        }
        add(name("estimate"), s.estimatedRowHeight.map(pt) ?? "off")
        add(name("style"), s.style.rawValue)
        add(name("register"), s.registrations.map { "\($0.identifier) (\($0.style.rawValue))" }.joined(separator: ", "))
        switch s.identifiers {
        case .single(let id): add(name("identifiers"), "single \(id)")
        case .alternate(let ids): add(name("identifiers"), "alternate " + ids.joined(separator: " "))
        }
        add(name("dequeue"), s.dequeue.rawValue)
        add(name("prepare"), s.prepareResets ? "reset" : "none")
        add(name("prefetch"), s.prefetchEnabled ? "on (window \(s.prefetchWindow))" : "off")
        add(name("velocity"), NumberText.points(s.velocity) + " pt/s")
        add(name("hz"), String(s.refreshRate))
        add(name("jamo"), s.jamo.rawValue)
        add(name("checkmarks"), s.checkmarks.rawValue)
        add(name("multiple"), s.allowsMultipleSelection ? "on" : "off")
        add(name("deselect-on-tap"), s.deselectsOnTap ? "on" : "off")
        add(name("headers"), s.headers.rawValue)
        add(name("model"), s.modelUpdate.rawValue)
        add(name("cost"), ms(s.callbackCost))
        add(name("load"), s.loading.rawValue)
        add(name("fix"), s.fixes.isEmpty ? "–" : s.fixes.sorted().map(\.rawValue).joined(separator: ", "))
        add(name("latency"), ms(s.latency))
        add(name("jitter"), ms(s.jitter) + " (seed \(s.seed))")
        add(name("workers"), String(s.workers))
    }

    static func rows(_ paths: Set<TablePath>) -> String {
        paths.isEmpty ? "–" : paths.sorted().map(\.description).joined(separator: ", ")
    }
}
