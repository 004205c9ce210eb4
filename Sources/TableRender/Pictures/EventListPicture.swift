import AppWire
import TableSim
import TableText

// What one command made the table do, frame by frame.
//
// Why compact by default: a drag of ten rows is about a hundred callbacks, and a learner drowns in
// them. But they come in a few shapes only — a row *enters* (cellForRowAt → a new or a reused cell →
// willDisplay), a row *leaves* (didEndDisplaying → the cell goes to the queue), an image download
// starts, finishes and reaches a cell — so the compact list prints one entry per shape, with the
// answer to the question the learner actually has: was the cell new (✚) or reused (↻), did the
// right image go into it (◫) or another row's (✗)? Consecutive rows that went the same way in the
// same frame share one entry (`[0, 0] … [0, 15]`), so a reload reads as two lines, not thirty-two.
// The UIKit names are the lesson, so a long line is never shortened: it continues on an indented
// line. `.full` shows every event, for those who want the raw sequence (it is the trace, as text).

/// The events of one command grouped by frame (`frame 3 · 50.0 ms`).
///
/// ```
/// frame 2 · 33.3 ms
///   ✚ [0, 16] cellForRowAt → new cell#17 (init) → willDisplay
///   ⇢ [0, 0]  didEndDisplaying → cell#1 to queue "cell"
/// frame 3 · 50.0 ms
///   ↻ [0, 17] cellForRowAt → reused cell#1 (prepareForReuse) → willDisplay
///   ⇢ [0, 1]  didEndDisplaying → cell#2 to queue "cell"
/// ```
///
/// A crash ends the list with UIKit's message, once (``CrashPicture``).
public struct EventListPicture: Sendable {
    public enum Detail: Sendable, Hashable {
        /// One entry per row (or run of rows) that entered or left, one per run of questions (the
        /// default after a command).
        case compact
        /// One line per event: frame, time, kind, index path, cell, identifier, result.
        case full
    }

    public var events: [Event]
    /// The table after these events (or, when they ended in a crash, the table rolled back to before
    /// them). Used only to name the row a reused cell showed before, when that happened in an
    /// earlier command, and to tell which rows follow each other.
    public var state: TableState?
    public var detail: Detail
    /// Longer lists keep their first and last lines and summarise the middle in one line.
    public var maxLines: Int
    /// Whether UIKit's crash message ends the list (``CrashPicture``). Turn it off only when the
    /// caller draws the crash itself — it must appear once.
    public var showsCrashMessage: Bool

    public init(events: [Event], state: TableState? = nil, detail: Detail = .compact, maxLines: Int = 40,
                showsCrashMessage: Bool = true) {
        self.events = events
        self.state = state
        self.detail = detail
        self.maxLines = max(5, maxLines)
        self.showsCrashMessage = showsCrashMessage
    }

    /// One piece of the list: a frame heading or an entry of one or more lines, with what it tells
    /// about cells (for the summary of elided parts).
    struct Unit {
        var lines: [String]
        var frame: Int
        var isHeader: Bool
        var tally = Tally()
    }

    struct Tally {
        var created = 0, reused = 0, queued = 0, released = 0, rightImages = 0, wrongImages = 0
        static func + (a: Tally, b: Tally) -> Tally {
            Tally(created: a.created + b.created, reused: a.reused + b.reused,
                  queued: a.queued + b.queued, released: a.released + b.released,
                  rightImages: a.rightImages + b.rightImages, wrongImages: a.wrongImages + b.wrongImages)
        }
    }

    public func render(in ctx: RenderContext) -> [String] {
        guard !events.isEmpty else {
            return ["  " + ctx.paint(ctx.text(L10n.Events.none), .dim)]
        }
        let units = detail == .compact ? compactUnits(ctx) : fullUnits(ctx)
        var lines = elide(units, ctx)
        if showsCrashMessage, let crash = events.last(where: { $0.kind == .crash }) {
            lines += CrashPicture(message: crash.text ?? "crash").render(in: ctx)
        }
        return lines
    }

    // MARK: - Frames

    /// Consecutive events of the same frame.
    var frames: [ArraySlice<Event>] {
        var result: [ArraySlice<Event>] = []
        var start = events.startIndex
        for i in events.indices.dropFirst() where events[i].frame != events[i - 1].frame {
            result.append(events[start..<i])
            start = i
        }
        result.append(events[start...])
        return result
    }

    /// `frame 3 · 50.0 ms`, and `· 12.5 ms late` when the frame missed its vsync (a hitch).
    func frameHeading(_ e: Event, late: Double = 0, verdict: FrameVerdict = .onTime, _ ctx: RenderContext) -> String {
        let d = ctx.symbols.separator
        let head = ctx.paint(ctx.text(L10n.Events.frame) + " \(NumberText.grouped(e.frame))", .heading)
            + ctx.paint(d + NumberText.ms(e.time), .dim)
        guard late > 0 else { return head }
        let ms = NumberText.ms(late)
        // A late frame while scrolling is a hitch; outside scrolling (a launch, a reload) it follows
        // a hang or a shorter stall, which the hitch time ratio does not count (`FrameVerdict`).
        typealias T = L10n.Events.Late
        let why = ctx.text(verdict == .hitch ? T.hitch : verdict == .afterHang ? T.hang : T.notScrolling)
        return ctx.firstFitting([
            head + ctx.paint(d + ms + " " + why, .bad),
            head + ctx.paint(d + ms + " " + ctx.text(T.short), .bad),
            head + ctx.paint(d + "+" + ms, .bad),
        ], width: ctx.columns)
    }

    // MARK: - Compact

    private func compactUnits(_ ctx: RenderContext) -> [Unit] {
        var used = UsedEvents(count: events.count)
        var perFrame: [(first: Event, late: Double, verdict: FrameVerdict, entries: [Entry])] = []
        // Found only when a late frame outside a drag needs them (`FrameVerdict`).
        var hangs: [MainThread.Run]?
        let causes = CauseIndex(events)
        for frame in frames {
            // A frame where nothing but the vsync happened, on time, is not worth a line.
            // Read in place, by index: a frame of a reload with 10,000 rows on screen has 60,000 events.
            var vsync: Event?
            var quiet = true
            for i in frame.indices {
                switch events[i].kind {
                case .frame: if vsync == nil || events[i].lateness > vsync!.lateness { vsync = events[i] }
                case .taskEnd: break
                default: quiet = false
                }
            }
            let late = vsync?.lateness ?? 0
            var verdict = FrameVerdict.onTime
            if let vsync, vsync.lateness > 0 {
                if !vsync.isFrameWhileMoving && hangs == nil { hangs = MainThread.hangs(events) }
                verdict = FrameVerdict(vsync, hangs: hangs ?? [])
            }
            if late <= 0 && quiet { continue }
            let list = entries(events, in: frame.indices, used: &used, ctx, causes: causes).filter { if case .crash = $0.shape { return false } else { return true } }
            if list.isEmpty && late <= 0 { continue }
            perFrame.append((frame.first!, late, verdict, list))
        }
        let all = perFrame.flatMap(\.entries)
        var style = LineStyle(
            pathWidth: min(14, all.filter { $0.rowCount == 1 }.compactMap { $0.rows[0].path?.description.displayWidth }.max() ?? 0),
            showIdentifiers: hasTwoIdentifiers,
            showWas: true, width: ctx.columns)
        // "was [0, 0]" only where every reused row keeps it on its first line (the viewport shows it too).
        style.showWas = all.allSatisfy { e in
            guard e.shape == .reused, e.rowCount == 1, e.rows[0].was != nil else { return true }
            return mainLines(of: e, style, ctx).count == 1
        }
        func count(_ style: LineStyle) -> Int { all.reduce(0) { $0 + mainLines(of: $1, style, ctx).count } }
        var near = style
        near.nearIndent = true
        if count(near) < count(style) { style = near }
        var units: [Unit] = []
        var headed = Set<Int>()
        for (first, late, verdict, list) in perFrame {
            // A frame's heading is printed once, however its events are split.
            if headed.insert(first.frame).inserted {
                units.append(Unit(lines: [frameHeading(first, late: late, verdict: verdict, ctx)], frame: first.frame, isHeader: true))
            }
            for e in list {
                units.append(Unit(lines: lines(of: e, style, ctx), frame: e.frame, isHeader: false, tally: e.tally))
            }
        }
        return units
    }

    /// Whether the events name more than one reuse identifier (then each entry says which). Stops at
    /// the second one instead of hashing every event's identifier.
    private var hasTwoIdentifiers: Bool {
        var first: String?
        for i in events.indices {
            guard let id = events[i].identifier else { continue }
            if let first { if id != first { return true } } else { first = id }
        }
        return false
    }

    // MARK: - One-line entries

    /// `? numberOfRowsInSection × 3 → 10, 10, 10`, `? heightForRowAt × 1,000,000 ([0, 0] … [0, 999999])`.
    func questionRun(_ run: ArraySlice<Event>, _ ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        let e = run.first!
        let name = e.kind.rawValue
        let total = run.reduce(0) { $0 + $1.count }
        let q = s.question + " "
        let firstPath = e.path
        let lastPath = run.last!.lastPath ?? run.last!.path
        func where_(_ p: TablePath?) -> String {
            guard let p else { return "" }
            return p.row < 0 ? "\(p.section)" : p.description
        }
        let range = total > 1 && firstPath != nil
            ? " (\(where_(firstPath)) \(s.ellipsis) \(where_(lastPath)))" : ""
        let sectionWord = e.kind == .heightForRowAt ? "" : ctx.text(L10n.Events.sections) + " "
        if total == 1 {
            let at = e.path.map { $0.row < 0 ? "(\($0.section))" : " \($0)" } ?? ""
            let value = e.value.map { " \(s.arrow) " + (e.kind == .heightForRowAt ? NumberText.points($0) + " pt" : NumberText.points($0)) } ?? ""
            return [q + name + at + value]
        }
        let values = run.compactMap(\.value)
        var lines: [String] = []
        if values.count == run.count && run.count == total && run.count <= 8 {
            let list = values.map(NumberText.points).joined(separator: ", ")
            lines.append(q + name + " × \(NumberText.grouped(total))" + " \(s.arrow) " + list)
        }
        let rangeText = range.isEmpty ? "" : " (" + sectionWord + String(range.dropFirst(2))
        lines.append(q + name + " × \(NumberText.grouped(total))" + rangeText)
        lines.append(q + name + " × \(NumberText.grouped(total))")
        return lines
    }

    /// One event on one line (compact mode, kinds that are not part of a row entering or leaving).
    func singleLine(_ e: Event, _ ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        func path(_ e: Event) -> String { e.path.map { "\($0) " } ?? "" }
        let mark = ctx.paint(e.kind.symbol(s, dequeue: e.dequeue), ifAny: e.kind.role(dequeue: e.dequeue))
        let a = " \(s.arrow) "
        switch e.kind {
        case .reloadData:
            return [mark + " " + ctx.paint("reloadData()", .accent)]
        case .insertRows, .deleteRows, .moveRow, .insertSections, .deleteSections, .reloadSections, .moveSection, .performBatchUpdates, .applySnapshot:
            return [mark + " " + ctx.paint(Self.updateCall(e), .accent)]
        case .commitForRowAt:
            return [mark + " " + (e.path?.description ?? "") + " commit .delete" + (e.cell.map { a + Cell.name($0) } ?? "")]
        case .numberOfSections:
            return [mark + " numberOfSections" + (e.value.map { a + NumberText.points($0) } ?? "")]
        case .sectionIndexTitles:
            let n = e.value.map { NumberText.points($0) } ?? ""
            let titles = e.text ?? ""
            let count = ctx.text(L10n.Events.titles(count: n))
            return [mark + " sectionIndexTitles" + a + count + ": " + titles,
                    mark + " sectionIndexTitles" + a + count]
        case .contentSizeChanged:
            let h = e.value.map { NumberText.points($0) + " pt" } ?? ""
            return [mark + " contentSize.height" + a + h + " (" + ctx.text(L10n.Events.estimatesReplaced) + ")",
                    mark + " contentSize.height" + a + h]
        case .sectionForSectionIndexTitle:
            let t = e.text.map { "\"\($0)\"" } ?? ""
            let sec = e.value.map { Int($0) }.map { ctx.text(L10n.Events.section(section: String($0))) } ?? ""
            return [mark + " sectionForSectionIndexTitle " + t + a + sec]
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            let paths = e.paths ?? e.path.map { [$0] } ?? []
            return pathList(mark + " " + e.kind.rawValue, paths, ctx)
        case .willDisplay:
            return [mark + " " + (e.path?.description ?? "") + " willDisplay" + (e.cell.map { a + Cell.name($0) } ?? "")]
        case .enqueue:
            return [mark + " " + (e.cell.map(Cell.name) ?? "") + a + ctx.text(L10n.Events.queue) + " \"\(e.identifier ?? "")\""]
        case .deinitCell:
            return [mark + " " + (e.cell.map(Cell.name) ?? "") + " " + ctx.text(L10n.Events.released)]
        case .taskStart:
            let q = e.queue ?? "main"
            // A learner's closure: its own line says more than the queue's name for it.
            let what = (ctx.sourceText(e) ?? e.text).map { s.separator + $0 } ?? ""
            let time = e.duration.map { s.separator + NumberText.ms($0) } ?? ""
            return [mark + " " + q + what + time, mark + " " + q + time]
        case .frame:
            let late = (e.value ?? 0) > 0 ? " " + ctx.text(L10n.Events.Late.by(ms: NumberText.ms(e.value!))) : ""
            return [mark + " vsync" + late]
        case .reloadRows:
            return pathList(mark + " " + ctx.paint("reloadRows(at:with: .automatic)", .accent), e.paths ?? [], ctx)
        case .reconfigureRows:
            return pathList(mark + " " + ctx.paint("reconfigureRows(at:)", .accent), e.paths ?? [], ctx)
        case .deselectRow:
            return [mark + " " + (e.path?.description ?? "") + " deselectRow(at:animated: true) (" + ctx.text(L10n.Events.noDelegateMessage) + ")"]
        case .viewForHeaderInSection:
            return [mark + " " + ctx.text(L10n.Events.section(section: String(e.section ?? 0))) + " viewForHeaderInSection"]
        case .dequeueReusableHeaderFooterView:
            let view = e.headerView.map(HeaderView.name) ?? ""
            if e.dequeue == .reused {
                let was = e.previousPath.map { ", " + ctx.text(L10n.Events.Entry.was) + " " + ctx.text(L10n.Events.section(section: String($0.section))) } ?? ""
                return [mark + " dequeueReusableHeaderFooterView" + a + ctx.text(L10n.Events.headerReused) + " " + view + " (prepareForReuse" + was + ")"]
            }
            return [mark + " dequeueReusableHeaderFooterView" + a + ctx.text(L10n.Events.headerNew) + " " + view + " (init(reuseIdentifier:))"]
        case .willDisplayHeaderView, .didEndDisplayingHeaderView:
            let section = ctx.text(L10n.Events.section(section: String(e.section ?? 0)))
            return [mark + " " + section + " " + e.kind.rawValue + (e.headerView.map { a + HeaderView.name($0) } ?? "")]
        case .headerViewDeinit:
            return [mark + " " + (e.headerView.map(HeaderView.name) ?? "") + " " + ctx.text(L10n.Events.released)]
        case .headerViewEnqueue:
            return [mark + " " + (e.headerView.map(HeaderView.name) ?? "") + a + ctx.text(L10n.Events.queue) + " \"\(e.identifier ?? "")\""]
        default:
            let path = e.path.map { " " + $0.description } ?? ""
            let cell = e.cell.map { " " + Cell.name($0) } ?? ""
            let count = e.count > 1 ? " × " + NumberText.grouped(e.count) : ""
            return [mark + " " + e.kind.rawValue + count + path + cell]
        }
    }

    /// An update's call as the app wrote it: `deleteRows(at: [[0, 3]], with: .automatic)`.
    static func updateCall(_ e: Event) -> String {
        let paths = (e.paths ?? []).map(\.description).joined(separator: ", ")
        let sections = (e.paths ?? []).map { String($0.section) }.joined(separator: ", ")
        switch e.kind {
        case .insertRows: return "insertRows(at: [\(paths)], with: .automatic)"
        case .deleteRows: return "deleteRows(at: [\(paths)], with: .automatic)"
        case .moveRow: return "moveRow(at: \(e.path?.description ?? ""), to: \(paths))"
        case .insertSections: return "insertSections([\(sections)], with: .automatic)"
        case .deleteSections: return "deleteSections([\(sections)], with: .automatic)"
        case .reloadSections: return "reloadSections([\(sections)], with: .automatic)"
        case .moveSection: return "moveSection(\(e.path?.section ?? 0), toSection: \(e.paths?.first?.section ?? 0))"
        case .performBatchUpdates: return "performBatchUpdates { … }"
        case .applySnapshot: return "dataSource." + (e.text ?? "apply(snapshot)")
        default: return e.kind.rawValue
        }
    }

    /// `⇣ prefetchRowsAt [0, 26] [0, 27] [0, 28] … (10 rows)`: as many paths as fit, always the count.
    func pathList(_ head: String, _ paths: [TablePath], _ ctx: RenderContext) -> [String] {
        let n = NumberText.grouped(paths.count)
        let count = paths.count == 1 ? "" : " (" + ctx.text(L10n.Events.rows(count: n)) + ")"
        var candidates: [String] = []
        for k in stride(from: paths.count, through: 1, by: -1) {
            let more = k < paths.count ? " \(ctx.symbols.ellipsis)" : ""
            candidates.append(head + " " + paths.prefix(k).map(\.description).joined(separator: " ") + more + count)
            if candidates.count > 40 { break }
        }
        candidates.append(head + count)
        return candidates
    }

    // MARK: - Full

    private func fullUnits(_ ctx: RenderContext) -> [Unit] {
        let s = ctx.symbols
        let pathText: (Event) -> String = { e in
            guard let p = e.path else { return "" }
            return p.row < 0 ? ctx.text(L10n.Events.section(section: String(p.section))) : p.description
        }
        typealias T = L10n.Events.Full
        let labels = (frame: ctx.text(T.frame), time: ctx.text(T.time), kind: ctx.text(T.event),
                      path: "indexPath", cell: ctx.text(T.cell), id: ctx.text(T.identifier),
                      result: ctx.text(T.result))
        let frameW = max(labels.frame.displayWidth, events.map { NumberText.grouped($0.frame).count }.max() ?? 1)
        let timeW = max(labels.time.displayWidth, events.map { NumberText.ms($0.time).count }.max() ?? 1)
        let kindW = max(labels.kind.displayWidth, min(26, events.map { $0.kind.rawValue.count }.max() ?? 1))
        let pathW = max(labels.path.displayWidth, min(16, events.map { pathText($0).displayWidth }.max() ?? 0))
        let cellW = max(labels.cell.displayWidth, events.map { ($0.cell.map(Cell.name) ?? "").count }.max() ?? 0)
        let ids = events.map { ($0.identifier.map { "\"\($0)\"" } ?? "").displayWidth }.max() ?? 0
        let idW = max(labels.id.displayWidth, min(14, ids))
        let showTime = ctx.columns >= 70
        let showId = ctx.columns >= 60 && ids > 0
        let width = ctx.columns

        /// One event's line; when it is wider than the screen it wraps between whole fields and
        /// words (`ctx.flow`), so a number is never cut in the middle (`× 1,00…` read as another
        /// number): the result moves under itself, or, on a narrow screen, the fields after the
        /// event name follow it on indented lines.
        func row(sym: String, frame: String, time: String, kind: String, path: String, cell: String, id: String,
                 result: Piece) -> [String] {
            var lead = sym + " " + frame.padded(toWidth: frameW, alignment: .right) + "  "
            if showTime { lead += time.padded(toWidth: timeW, alignment: .right) + "  " }
            lead += kind.padded(toWidth: kindW)
            var fields = "  " + path.padded(toWidth: pathW) + "  " + cell.padded(toWidth: cellW)
            if showId { fields += "  " + ctx.fitted(id, width: idW) }
            let base = (lead + fields).trimmingTrailingSpaces
            if result.plain.isEmpty && base.displayWidth <= width { return [base] }
            // In its column; else right after the last field; else under itself; else everything
            // after the event name flows on indented lines.
            for line in [lead + fields + "  " + result.painted(ctx), base + "  " + result.painted(ctx)] where line.displayWidth <= width {
                return [line]
            }
            if base.displayWidth + 2 < width {
                return ctx.flow(lead: base + "  ", [result], indent: base.displayWidth + 2, width: width)
            }
            let rest = [path, cell, showId ? id : ""].map { Piece($0) } + [result]
            return ctx.flow(lead: lead + "  ", rest, indent: 4, width: width)
        }
        let heading = row(sym: " ", frame: labels.frame, time: labels.time, kind: labels.kind, path: labels.path,
                          cell: labels.cell, id: labels.id, result: Piece(labels.result))
        var units = [Unit(lines: heading.map { ctx.paint($0, .dim) }, frame: events[0].frame, isHeader: true)]
        var lastSite: WireSite?
        for e in events {
            let role = e.kind.role(dequeue: e.dequeue)
            let sym = ctx.paint(e.kind.symbol(s, dequeue: e.dequeue), ifAny: role)
            var tally = Tally()
            switch e.kind {
            // (A run of rows, `Event.isRowRun`, stands for `count` cells.)
            case .initCell: tally.created = e.count
            case .prepareForReuse: tally.reused = e.count
            case .enqueue: tally.queued = e.count
            case .deinitCell: tally.released = e.count
            default: break
            }
            let lines = row(sym: sym, frame: NumberText.grouped(e.frame), time: NumberText.ms(e.time),
                            kind: ctx.paint(ctx.fitted(e.kind == .frame ? "vsync" : e.kind.rawValue, width: kindW), ifAny: role),
                            path: ctx.fitted(pathText(e), width: pathW),
                            cell: e.cell.map(Cell.name) ?? "", id: e.identifier.map { "\"\($0)\"" } ?? "",
                            result: result(e, ctx))
            var styled = e.kind == .crash ? lines.map { ctx.paint($0, .crash) } : lines
            // The learner's line, under the first event it made (not repeated under the next ones).
            if let site = e.site, site != lastSite, let said = ctx.sourceText(e) {
                styled += ctx.wrap("    " + said, width: width).map { ctx.paint($0, .dim) }
            }
            if e.site != nil { lastSite = e.site }
            units.append(Unit(lines: styled, frame: e.frame, isHeader: false, tally: tally))
        }
        return units
    }

    /// What the event returned or carried, for the full list's last column (a piece, so a line too
    /// long for the screen wraps between its words).
    private func result(_ e: Event, _ ctx: RenderContext) -> Piece {
        let s = ctx.symbols
        let a = "\(s.arrow) "
        typealias T = L10n.Events.Full
        if e.count > 1 {
            let last = e.lastPath.map { p in p.row < 0 ? "\(p.section)" : p.description } ?? ""
            let first = e.path.map { p in p.row < 0 ? "\(p.section)" : p.description } ?? ""
            return Piece("× \(NumberText.grouped(e.count)) (\(first) \(s.ellipsis) \(last))")
        }
        switch e.kind {
        case .dequeueReusableCell:
            switch e.dequeue {
            case .reused: return Piece(a + ctx.text(T.reused))
            case .created: return Piece(a + ctx.text(T.new))
            case .same: return Piece(a + ctx.text(L10n.Events.sameCell))
            case .nil, nil: return Piece(a + "nil")
            }
        case .dequeueReusableHeaderFooterView:
            let view = e.headerView.map { " " + HeaderView.name($0) } ?? ""
            return Piece(a + ctx.text(e.dequeue == .reused ? L10n.Events.headerReused : L10n.Events.headerNew) + view)
        case .willDisplayHeaderView, .didEndDisplayingHeaderView, .headerViewInit, .headerViewPrepareForReuse,
             .headerViewEnqueue, .headerViewDeinit:
            return Piece(e.headerView.map(HeaderView.name) ?? "")
        case .reloadRows, .reconfigureRows:
            return Piece((e.paths ?? []).map(\.description).joined(separator: " "))
        case .heightForRowAt, .contentSizeChanged:
            return Piece(e.value.map { a + NumberText.points($0) + " pt" } ?? "")
        case .sectionIndexTitles:
            return Piece(a + (e.text ?? ""))
        case .sectionForSectionIndexTitle:
            return Piece("\"\(e.text ?? "")\" " + a + (e.value.map { NumberText.points($0) } ?? ""))
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            return Piece((e.paths ?? []).map(\.description).joined(separator: " "))
        case .crash:
            return Piece(ctx.text(T.crashed), .crash)
        case .taskStart, .taskEnd:
            return Piece([e.queue, e.text, e.duration.map(NumberText.ms)].compactMap { $0 }.joined(separator: s.separator))
        case .imageAssign:
            guard e.isWrong, let shown = e.shownPath else { return Piece("") }
            return Piece(ctx.text(T.wrongImage(row: shown.description)), .bad)
        case .imageIgnored:
            return Piece(e.shownPath.map { ctx.text(T.cellShows(row: $0.description)) } ?? "")
        case .frame:
            return (e.value ?? 0) > 0 ? Piece(ctx.text(L10n.Events.Late.by(ms: NumberText.ms(e.value!))), .bad) : Piece("")
        case .imageLoadStart:
            return Piece(e.queue ?? "")
        case .imageLoadFinish:
            // The simulated size of the downloaded image (all rows' for a preload), not a UIKit value.
            return Piece(e.value.map { a + ctx.text(T.imageData(size: NumberText.grouped(Int($0)))) } ?? "")
        case .enqueue:
            return Piece(a + ctx.text(L10n.Events.queue))
        case .deinitCell:
            return Piece(ctx.text(L10n.Events.released))
        default:
            return Piece(e.value.map { a + NumberText.points($0) } ?? "")
        }
    }

    // MARK: - Eliding long lists

    /// Keeps the first and the last lines within `maxLines` and puts one line in between that says
    /// exactly what was left out: the rest of a frame whose start is shown, the frames left out whole,
    /// the start of a frame whose end is shown — and how many cells were created, reused and queued
    /// there. Cuts fall between frames where they can; a frame's heading is never printed twice.
    private func elide(_ units: [Unit], _ ctx: RenderContext) -> [String] {
        let total = units.reduce(0) { $0 + $1.lines.count }
        guard total > maxLines else { return units.flatMap(\.lines) }
        let budget = maxLines - 1
        let headBudget = (budget + 1) / 2
        var tailBudget = budget - headBudget
        func cost(_ r: Range<Int>) -> Int { units[r].reduce(0) { $0 + $1.lines.count } }

        var head = 0, used = 0
        while head < units.count, used + units[head].lines.count <= headBudget {
            used += units[head].lines.count
            head += 1
        }
        // End the head between frames when that keeps at least half of it.
        if head < units.count, !units[head].isHeader,
           let start = units[..<head].lastIndex(where: \.isHeader), start > 0, cost(0..<start) * 2 >= headBudget {
            head = start
        }
        // A frame heading with none of its lines under it says nothing: leave it to the summary.
        while head > 0 && units[head - 1].isHeader { head -= 1 }
        used = cost(0..<head)
        tailBudget += headBudget - used

        let headed = Set(units[..<head].filter(\.isHeader).map(\.frame))
        var tail = units.count, tailUsed = 0
        while tail - 1 >= head {
            let u = units[tail - 1]
            // Starting the tail inside a frame whose heading is not shown costs that heading too.
            let headingCost = u.isHeader || headed.contains(u.frame) ? 0 : 1
            guard tailUsed + u.lines.count + headingCost <= tailBudget else { break }
            tailUsed += u.lines.count
            tail -= 1
        }
        // Start the tail at a frame heading when that keeps at least half of it.
        if tail < units.count, !units[tail].isHeader,
           let next = units[tail...].firstIndex(where: \.isHeader), cost(next..<units.count) * 2 >= tailBudget {
            tail = next
        }
        if tail <= head { return units.flatMap(\.lines) }
        // `tail == units.count` when even the last unit is longer than the tail's budget (a long entry
        // wrapped on a narrow terminal): nothing is shown after the summary line then.
        var tailLines = units[tail...].flatMap(\.lines)
        if tail < units.count, !units[tail].isHeader, !headed.contains(units[tail].frame),
           let heading = units[head..<tail].last(where: { $0.isHeader && $0.frame == units[tail].frame }) {
            tailLines = heading.lines + tailLines
        }
        let summary = elisionLine(units, hidden: head..<tail, ctx)
        return units[..<head].flatMap(\.lines) + [summary] + tailLines
    }

    /// `… 12 more lines in frame 207 · 4 more frames (208–211): ✚ 1 · ↻ 15 · ⇢ 14 …`
    private func elisionLine(_ units: [Unit], hidden: Range<Int>, _ ctx: RenderContext) -> String {
        let s = ctx.symbols
        let g = NumberText.grouped
        typealias T = L10n.Events.Elision
        let slice = units[hidden]
        // Lines of a frame shown before the cut (its heading is above).
        let firstHeader = slice.firstIndex(where: \.isHeader) ?? hidden.upperBound
        let leading = units[hidden.lowerBound..<firstHeader]
        // Frames whose heading is hidden; the last one may go on below the cut.
        let hiddenFrames = slice.filter(\.isHeader).map(\.frame)
        let continues = hidden.upperBound < units.count && !units[hidden.upperBound].isHeader
            ? units[hidden.upperBound].frame : nil
        var parts: [String] = []
        if let f = leading.first?.frame {
            let n = g(leading.reduce(0) { $0 + $1.lines.count })
            parts.append(ctx.text(T.linesInFrame(count: n, frame: g(f))))
        }
        let whole = hiddenFrames.filter { $0 != continues }
        if let a = whole.first, let b = whole.last {
            let n = g(whole.count)
            parts.append(ctx.text(whole.count == 1 ? T.frame(frame: g(a)) : T.frames(count: n, first: g(a), last: g(b))))
        }
        if let c = continues, hiddenFrames.contains(c) {
            let n = g(slice.filter { $0.frame == c && !$0.isHeader }.reduce(0) { $0 + $1.lines.count })
            parts.append(ctx.text(T.firstLines(count: n, frame: g(c))))
        }
        let tally = slice.reduce(Tally()) { $0 + $1.tally }
        var counts: [String] = []
        if tally.created > 0 { counts.append(ctx.paint(s.created, .created) + " \(g(tally.created))") }
        if tally.reused > 0 { counts.append(ctx.paint(s.reused, .reused) + " \(g(tally.reused))") }
        if tally.queued > 0 { counts.append(ctx.paint(s.enqueued, .enqueue) + " \(g(tally.queued))") }
        if tally.released > 0 { counts.append(ctx.paint(s.released, .warning) + " \(g(tally.released))") }
        if tally.wrongImages > 0 {
            counts.append(ctx.paint(s.wrongImage + " " + ctx.text(T.wrongImages(count: g(tally.wrongImages))), .bad))
        }
        let what = parts.joined(separator: s.separator)
        let withCounts = counts.isEmpty ? what : what + ": " + counts.joined(separator: s.separator)
        let text = ctx.firstFitting(["\(s.ellipsis) " + withCounts + " \(s.ellipsis)", "\(s.ellipsis) " + what + " \(s.ellipsis)"],
                                    width: ctx.columns - 2)
        return "  " + ctx.paint(text, .dim)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
