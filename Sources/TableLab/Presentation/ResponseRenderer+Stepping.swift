import CustomDump
import TableRender
import TableSim
import TableText

/// Pictures for stepping, going back, `history`, `diff` and `replay`. Every fact comes from the
/// session's timeline and the simulation's queries; this only arranges and words them.
extension ResponseRenderer {
    /// After a command typed after `back`: which commands ahead it dropped.
    static func droppedLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        let dropped = session.droppedAhead
        guard !dropped.isEmpty else { return [] }
        let list = dropped.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (dropped.count > 5 ? " …" : "")
        return HelpText.wrap("• " + ctx.text("This new command dropped the \(dropped.count) command\(dropped.count == 1 ? "" : "s") ahead of it: \(list) (`forward` has nothing to redo now).",
                                             "이 새 명령 때문에 앞에 있던 명령 \(dropped.count)개를 버렸습니다: \(list) (이제 `forward`로 다시 할 것이 없습니다)."),
                             width: ctx.columns).map { ctx.paint($0, Palette.Role.warning) }
    }

    /// A line when the command ended a stepping, and while stepping, before a picture of the table:
    /// it shows the table after the whole command, not at the step.
    static func steppingContext(_ session: Session, _ response: Response, _ ctx: RenderContext) -> [String] {
        var lines: [String] = []
        if let line = session.finishedStepping {
            lines += HelpText.wrap(ctx.text("(stepping through `\(line)` ended: the rest of its events happened as recorded)",
                                            "(`\(line)` 명령을 한 단계씩 보기가 끝났습니다: 나머지 이벤트는 기록된 그대로 일어났습니다)"),
                                   width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
        }
        if let s = session.stepping, case .view(let command) = response {
            switch command {
            case .show, .queue, .stats, .cell, .why, .log, .timeline, .code, .diff:
                lines += HelpText.wrap(ctx.text("(while stepping: this describes the table after all of `\(s.line)`, not step \(s.position) — `continue` to finish, `step` to go on)",
                                                "(한 단계씩 보는 중: 이것은 \(s.position)단계가 아니라 명령(`\(s.line)`)이 모두 끝난 뒤의 테이블입니다 — `continue`로 끝까지, `step`으로 계속)"),
                                       width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
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
        let head = back
            ? ctx.text("⏪ back before `\(undone)` — point \(t.cursor) of \(t.last) (`forward` redoes it)",
                       "⏪ `\(undone)` 전으로 돌아왔습니다 — 지점 \(t.cursor)/\(t.last) (`forward`로 다시 할 수 있습니다)")
            : ctx.text("⏩ forward past `\(undone)` — point \(t.cursor) of \(t.last)",
                       "⏩ `\(undone)` 다음으로 나아갔습니다 — 지점 \(t.cursor)/\(t.last)")
        let table = session.table
        let lastEvents = table.log.last.flatMap { $0.rolledBack ? nil : $0.events } ?? []
        return HelpText.wrap(head, width: ctx.columns).map { ctx.paint($0, .heading) }
            + ViewportPicture(state: table, lastEvents: back ? [] : lastEvents).render(in: ctx)
            + QueuePicture(state: table).render(in: ctx)
    }

    /// `history`: the numbered points.
    static func historyLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        let t = session.timeline
        var lines = [ctx.paint(ctx.text("points of this session (`diff N M` compares two, `back` / `forward` move)",
                                        "이 세션의 지점들 (`diff N M`으로 둘을 비교, `back` / `forward`로 이동)"), .heading)]
        let shown: [Int] = t.points.count <= 40 ? Array(t.points.indices)
            : Array(0..<5) + Array(max(5, t.cursor - 15)...min(t.last, t.cursor + 15)) + (t.cursor + 15 < t.last ? [t.last] : [])
        var previous = -1
        for i in shown {
            if i > previous + 1 { lines.append("  " + ctx.symbols.ellipsis) }
            previous = i
            let mark = i == t.cursor ? ctx.paint("▶", .accent) : " "
            let text = t.points[i].line.map { "`\($0)`" } ?? ctx.text("(start)", "(시작)")
            lines.append(" \(mark) " + String(i).padded(toWidth: 5, alignment: .right) + "  " + text)
        }
        return lines
    }

    /// While stepping: the call being made, what it changed, and the screen and queue at that instant.
    static func steppingLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        guard let s = session.stepping else { return [] }
        let total = s.step.events.count
        guard let e = s.current else {
            return [ctx.text("`\(s.line)` caused no events — nothing to step through", "`\(s.line)` 명령은 이벤트를 만들지 않았습니다 — 한 단계씩 볼 것이 없습니다")]
        }
        var lines: [String] = []
        if s.atFirst {
            lines += HelpText.wrap(ctx.text("this is the first event of `\(s.line)` — `step` goes on; `continue` shows it all; any other command ends the stepping",
                                            "이 명령(`\(s.line)`)의 첫 이벤트입니다 — `step` 계속 · `continue` 전부 · 다른 명령을 입력하면 한 단계씩 보기를 끝냅니다"),
                                   width: ctx.columns).map { ctx.paint($0, .warning) }
        }
        if let missed = s.missed {
            let what: String
            switch missed {
            case .kind(let k): what = k.rawValue
            case .frame(let f): what = ctx.text("frame \(f)", "프레임 \(f)")
            case .cell(let c): what = Cell.name(c)
            }
            lines += HelpText.wrap(ctx.text("no more \(what) in `\(s.line)` — here is its last event",
                                            "이 명령(`\(s.line)`)에는 더 이상 \(what) 이벤트가 없습니다 — 마지막 이벤트입니다"), width: ctx.columns)
                .map { ctx.paint($0, .warning) }
        }
        lines.append(ctx.paint(ctx.text("step \(s.position) of \(total)", "단계 \(s.position)/\(total)") + " · `\(s.line)` · "
                               + ctx.text("frame", "프레임") + " \(e.frame) · " + NumberText.ms(e.time), .heading))
        // The call chain: who called what, outermost first.
        let chain = s.callChain.map { link -> String in
            var text = link.kind == .frame ? ctx.text("UITableView (layout pass)", "UITableView (레이아웃 패스)") : link.kind.rawValue
            if let p = link.path, p.row >= 0, link.kind != .frame { text += " \(p)" }
            if let c = link.cell { text += " \(Cell.name(c))" }
            if link.kind == .dequeueReusableCell, let id = link.identifier { text += " \"\(id)\"" }
            return text
        }
        lines += HelpText.wrap(chain.joined(separator: " \(ctx.symbols.arrow) "), width: ctx.columns)
        // The event itself, as the event list draws it.
        lines += EventListPicture(events: [e], state: session.table, detail: .full, maxLines: 6).render(in: ctx)
        // What it changed on the screen and in the queue.
        if let before = s.screenBefore, let after = s.screen {
            lines += changeLines(before, after, ctx).map { "  " + $0 }
        }
        if let screen = s.screen {
            lines += ViewportPicture(state: session.table, lastEvents: [e], screen: screen).render(in: ctx)
            lines += QueuePicture(state: session.table, screen: screen).render(in: ctx)
        }
        let hint = s.isAtEnd
            ? ctx.text("the last event of `\(s.line)` — `back` goes one event back; any command goes on",
                       "마지막 이벤트입니다 (`\(s.line)`) — `back` 하나 뒤로 · 다른 명령을 입력하면 그대로 진행")
            : ctx.text("`step` next · `step 5` · `step until prepareForReuse` · `back` one back · `continue` the rest",
                       "`step` 다음 · `step 5` · `step until prepareForReuse` · `back` 하나 뒤로 · `continue` 나머지 전부")
        lines += HelpText.wrap(hint, width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
        return lines
    }

    /// The difference between two screens, in words: rows that came and went, queue changes, the offset.
    static func changeLines(_ a: Screen, _ b: Screen, _ ctx: RenderContext) -> [String] {
        var lines: [String] = []
        for (path, cell) in b.rows where a.cell(at: path) != cell {
            lines.append(ctx.text("on screen: \(path) shows \(Cell.name(cell))", "화면: \(path) 행을 셀(\(Cell.name(cell)))이 보여줌"))
        }
        for (path, cell) in a.rows where b.cell(at: path) == nil {
            lines.append(ctx.text("off screen: \(path) (\(Cell.name(cell)))", "화면 밖으로: \(path) 행 (셀 \(Cell.name(cell)))"))
        }
        let qa = Dictionary(a.queues.map { ($0.identifier, $0.cells) }, uniquingKeysWith: { x, _ in x })
        for q in b.queues where qa[q.identifier] != q.cells {
            let old = Set(qa[q.identifier] ?? [])
            let new = Set(q.cells)
            for c in q.cells where !old.contains(c) {
                lines.append(ctx.text("\(Cell.name(c)) waits in the reuse queue \"\(q.identifier)\"", "재사용 큐 \"\(q.identifier)\"에서 셀(\(Cell.name(c)))이 대기 중"))
            }
            for c in old.subtracting(new).sorted() {
                lines.append(ctx.text("\(Cell.name(c)) leaves the reuse queue \"\(q.identifier)\"", "재사용 큐 \"\(q.identifier)\"에서 셀(\(Cell.name(c)))이 나옴"))
            }
        }
        if a.offset != b.offset {
            lines.append("contentOffset.y \(NumberText.points(a.offset)) \(ctx.symbols.arrow) \(NumberText.points(b.offset))")
        }
        return lines.map { ctx.paint($0, .accent) }
    }

    /// `diff`: the table before and after, as a diff of two values (− before, + after).
    static func diffLines(_ session: Session, from: Int?, to: Int?, _ ctx: RenderContext) -> [String] {
        let t = session.timeline
        let a = from ?? max(0, t.cursor - 1), b = to ?? t.cursor
        let before = TableSnapshot(t.table(at: a)), after = TableSnapshot(t.table(at: b))
        let title = from == nil
            ? ctx.text("what `\(t.points[b].line ?? "")` changed (− before, + after)", "`\(t.points[b].line ?? "")`이 바꾼 것 (− 전, + 후)")
            : ctx.text("from point \(a) to point \(b) (− \(a), + \(b))", "\(a)번 지점에서 \(b)번 지점까지 (− \(a), + \(b))")
        guard let text = diff(before, after) else {
            return [ctx.paint(title, .heading), ctx.text("nothing changed", "바뀐 것이 없습니다")]
        }
        return [ctx.paint(title, .heading)] + text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let l = String(line)
            if l.hasPrefix("-") { return ctx.paint(l, .bad) }
            if l.hasPrefix("+") { return ctx.paint(l, .good) }
            return l
        }
    }

    /// `replay`: both runs side by side, then where they part.
    static func replayLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        guard let r = session.replayResult else { return [] }
        let g = NumberText.grouped
        let change: String
        switch r.variation {
        case .fix(let f, _): change = "fix \(f.rawValue) on"
        case .loading(let l): change = "load \(l.rawValue)"
        }
        let n = r.lines.count
        let title = ctx.text("the \(n == 1 ? "command" : "\(n) commands") from `\(r.lines.first ?? "")` on, replayed on the same schedule with `\(change)`",
                             "`\(r.lines.first ?? "")`부터 명령 \(n)개를 같은 일정으로 다시 실행, 바꾼 설정 하나: `\(change)`")
        var lines = HelpText.wrap(title, width: ctx.columns).map { ctx.paint($0, .heading) }
        let rows: [(String, String, String)] = [
            (ctx.text("wrong images", "잘못된 이미지"), g(r.original.wrongImages), g(r.replayed.wrongImages)),
            (ctx.text("hitches", "끊김"), g(r.original.hitches) + " (" + NumberText.ms(r.original.hitchTime) + ")",
             g(r.replayed.hitches) + " (" + NumberText.ms(r.replayed.hitchTime) + ")"),
            (ctx.text("hangs (> 250 ms)", "멈춤 (> 250 ms)"), g(r.original.hangs), g(r.replayed.hangs)),
            (ctx.text("downloads", "다운로드"), g(r.original.downloadsOnMain + r.original.downloadsOffMain),
             g(r.replayed.downloadsOnMain + r.replayed.downloadsOffMain)),
            (ctx.text("cells created", "만든 셀"), g(r.originalCells), g(r.replayedCells)),
            (ctx.text("main thread busy", "메인 스레드 사용"), NumberText.ms(r.original.mainBusy), NumberText.ms(r.replayed.mainBusy)),
        ]
        let w0 = max(rows.map { $0.0.displayWidth }.max() ?? 0, 4) + 2
        let w1 = max(rows.map { $0.1.displayWidth }.max() ?? 0, ctx.text("as run", "실행한 대로").displayWidth) + 3
        lines.append("".padded(toWidth: w0) + ctx.text("as run", "실행한 대로").padded(toWidth: w1) + change)
        for (label, a, b) in rows {
            let role: Palette.Role? = a == b ? nil : .accent
            let line = label.padded(toWidth: w0) + a.padded(toWidth: w1) + b
            lines.append(role.map { ctx.paint(line, $0) } ?? line)
        }
        if let d = r.divergence {
            func describe(_ e: Event?) -> String {
                guard let e else { return ctx.text("(no more events)", "(이벤트 없음)") }
                var s = "\(e.kind.rawValue) · " + ctx.text("frame", "프레임") + " \(e.frame)"
                if let p = e.path { s += " · \(p)" }
                if let c = e.cell { s += " · \(Cell.name(c))" }
                if let shown = e.shownPath, e.kind == .imageAssign || e.kind == .imageIgnored {
                    s += " · " + ctx.text("cell shows", "셀이 보여주는 행") + " \(shown)" + (e.isWrong ? " ✗" : "")
                }
                return s
            }
            lines += HelpText.wrap(ctx.text("where the two runs first differ:", "두 실행이 처음 달라지는 곳:"), width: ctx.columns)
            lines += HelpText.wrap(ctx.text("as run", "실행한 대로") + ": " + describe(d.original), width: max(20, ctx.columns - 2)).map { "  " + $0 }
            lines += HelpText.wrap(change + ": " + describe(d.replayed), width: max(20, ctx.columns - 2)).map { "  " + $0 }
        } else {
            lines += HelpText.wrap(ctx.text("the two runs did exactly the same — this change makes no difference here",
                                            "두 실행이 완전히 같았습니다 — 여기서는 이 변경이 아무 차이를 만들지 않습니다"), width: ctx.columns)
        }
        lines += HelpText.wrap(ctx.text("(your session is unchanged; to keep the change, type `\(change)`)",
                                        "(세션은 그대로입니다. 바꾼 채로 가려면 이렇게 입력하세요: `\(change)`)"), width: ctx.columns)
            .map { ctx.paint($0, Palette.Role.dim) }
        return lines
    }
}

/// What `diff` compares: the table as a learner thinks of it.
struct TableSnapshot: Equatable {
    var contentOffset: Double
    var visibleRows: [String]
    var reuseQueue: [String: [String]]
    var cellsCreated: Int
    var reuses: Int
    var cellForRowAt: Int
    var framesDrawn: Int
    var hitches: Int
    var wrongImages: Int
    var selectedRows: [String]
    var checkedRows: [String]
    var clock: String
    var settings: TableSettings

    init(_ t: TableState) {
        contentOffset = t.offset
        visibleRows = t.screen.rows.map { "\($0.path) \(Cell.name($0.cell))" }
        reuseQueue = Dictionary(t.queues.map { ($0.identifier, $0.cells.map(Cell.name)) }, uniquingKeysWith: { a, _ in a })
        let s = t.statistics
        cellsCreated = s.cellsCreated
        reuses = s.reuses
        cellForRowAt = t.log.count(.cellForRowAt)
        framesDrawn = s.framesDrawn
        hitches = s.hitches
        wrongImages = s.wrongAssignments
        selectedRows = t.rowState.selected.sorted().map(\.description)
        checkedRows = t.rowState.checked.sorted().map(\.description)
        clock = "frame \(t.clock.frame) · " + NumberText.ms(t.clock.now)
        settings = t.settings
    }
}
