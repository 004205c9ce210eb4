import TableSim

// What one command made the table do, frame by frame.
//
// Why compact by default: a drag of ten rows is about a hundred callbacks, and a learner drowns in
// them. But they come in two shapes only — a row *enters* (cellForRowAt → a new or a reused cell →
// willDisplay) or a row *leaves* (didEndDisplaying → the cell goes to the queue) — so the compact
// list prints one line per row that entered or left, with the answer to the question the learner
// actually has: was the cell new (✚) or reused (↻), and which row did it show before? Everything
// else (counts, heights, titles, prefetch, crashes) gets one line per run of the same question.
// `.full` shows every event, for those who want the raw sequence (it is the trace, as text).

/// The events of one command grouped by frame (`frame 3 · 50.0 ms`).
///
/// ```
/// frame 2 · 33.3 ms
///   ✚ [0, 16] cellForRowAt → new cell#17 (init) → willDisplay
///   ⇢ [0, 0]  didEndDisplaying → cell#1 to queue "cell"
/// frame 3 · 50.0 ms
///   ↻ [0, 17] cellForRowAt → cell#1 reused (prepareForReuse, was [0, 0]) → willDisplay
///   ⇢ [0, 1]  didEndDisplaying → cell#2 to queue "cell"
/// ```
public struct EventListPicture: Sendable {
    public enum Detail: Sendable, Hashable {
        /// One line per row that entered or left, one per run of questions (the default after a command).
        case compact
        /// One line per event: frame, time, kind, index path, cell, identifier, result.
        case full
    }

    public var events: [Event]
    /// The table after these events (or, when they ended in a crash, the table rolled back to before
    /// them). Used only to name the row a reused cell showed before, when that happened in an
    /// earlier command.
    public var state: TableState?
    public var detail: Detail
    /// Longer lists keep their first and last lines and summarise the middle in one line.
    public var maxLines: Int

    public init(events: [Event], state: TableState? = nil, detail: Detail = .compact, maxLines: Int = 40) {
        self.events = events
        self.state = state
        self.detail = detail
        self.maxLines = max(5, maxLines)
    }

    /// One piece of the list: a frame heading or an entry of one or more lines, with what it tells
    /// about cells (for the summary of elided parts).
    struct Unit {
        var lines: [String]
        var frame: Int
        var isHeader: Bool
        var tally = Tally()
        /// For a row entering or leaving: its line at each of the ``rowLevels`` (chosen for the whole
        /// list at once, so every row reads alike), followed by `lines` (already fitted).
        var choices: [String]? = nil
    }

    /// How much a row line says, from most to least: 0 the full callback chain (`cellForRowAt → new
    /// cell#17 (init) → willDisplay`), 1 without `willDisplay`, 2 the first callback only, 3 no
    /// callback names, 4 compact index paths. The list uses the first level at which every row fits.
    static let rowLevels = 5

    struct Tally {
        var created = 0, reused = 0, queued = 0, released = 0
        static func + (a: Tally, b: Tally) -> Tally {
            Tally(created: a.created + b.created, reused: a.reused + b.reused,
                  queued: a.queued + b.queued, released: a.released + b.released)
        }
    }

    public func render(in ctx: RenderContext) -> [String] {
        guard !events.isEmpty else {
            return ["  " + ctx.paint(ctx.text("no callbacks: the table did nothing", "콜백 없음: 테이블이 한 일이 없음"), .dim)]
        }
        let units = detail == .compact ? compactUnits(ctx) : fullUnits(ctx)
        return elide(units, ctx)
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
    func frameHeading(_ e: Event, late: Double = 0, _ ctx: RenderContext) -> String {
        let d = ctx.symbols.separator
        let head = ctx.paint(ctx.text("frame", "프레임") + " \(NumberText.grouped(e.frame))", .heading)
            + ctx.paint(d + NumberText.ms(e.time), .dim)
        guard late > 0 else { return head }
        let ms = NumberText.ms(late)
        return ctx.firstFitting([
            head + ctx.paint(d + ms + " " + ctx.text("late (hitch)", "늦음 (끊김)"), .bad),
            head + ctx.paint(d + ms + " " + ctx.text("late", "늦음"), .bad),
            head + ctx.paint(d + "+" + ms, .bad),
        ], width: ctx.columns)
    }

    // MARK: - Compact

    private func compactUnits(_ ctx: RenderContext) -> [Unit] {
        var tracker = PreviousRows(events: events, state: state)
        let showIdentifiers = Set(events.compactMap(\.identifier)).count > 1
        let pathWidth = min(14, events.filter { $0.row != nil }.compactMap { $0.path?.description.displayWidth }.max() ?? 0)
        let width = ctx.columns - 2
        var units: [Unit] = []
        for frame in frames {
            let first = frame.first!
            // A frame where nothing but the vsync happened, on time, is not worth a line.
            let late = frame.filter { $0.kind == .frame }.compactMap(\.value).max() ?? 0
            if late <= 0 && frame.allSatisfy({ $0.kind == .frame || $0.kind == .taskEnd }) { continue }
            units.append(Unit(lines: [frameHeading(first, late: late, ctx)], frame: first.frame, isHeader: true))
            var i = frame.startIndex
            while i < frame.endIndex {
                if frame[i].kind == .frame || frame[i].kind == .taskEnd {
                    i += 1
                    continue
                }
                var (unit, next) = compactEntry(at: i, in: frame, tracker: &tracker, showIdentifiers: showIdentifiers,
                                                pathWidth: pathWidth, width: width, ctx)
                unit.lines = unit.lines.map { "  " + $0 }
                units.append(unit)
                i = next
            }
        }
        // One level for every row line: the most that fits everywhere.
        let level = (0..<EventListPicture.rowLevels).first { level in
            units.allSatisfy { u in u.choices.map { $0[min(level, $0.count - 1)].displayWidth <= width } ?? true }
        } ?? EventListPicture.rowLevels - 1
        return units.map { u in
            guard let choices = u.choices else { return u }
            var u = u
            u.lines = ["  " + ctx.fit(choices[min(level, choices.count - 1)], width: width)] + u.lines
            u.choices = nil
            return u
        }
    }

    /// The entry starting at `i` and the index after it.
    private func compactEntry(at i: Int, in frame: ArraySlice<Event>, tracker: inout PreviousRows,
                              showIdentifiers: Bool, pathWidth: Int, width: Int,
                              _ ctx: RenderContext) -> (Unit, Int) {
        let e = frame[i]
        let s = ctx.symbols
        let a = " \(s.arrow) "
        func one(_ candidates: [String], _ tally: Tally = Tally()) -> Unit {
            Unit(lines: [ctx.firstFitting(candidates, width: width)], frame: e.frame, isHeader: false, tally: tally)
        }
        func path(_ p: TablePath?) -> String { (p?.description ?? "").padded(toWidth: pathWidth) }
        func quoted(_ id: String?) -> String { id.map { "\"\($0)\"" } ?? "nil" }

        switch e.kind {
        case .cellForRowAt:
            // A row entering: everything about the same row until willDisplay.
            // Other events inside (image loading, tasks) are drawn under the row's line.
            var j = i + 1
            var created: Event?, reused: Event?, nilDequeue: Event?, displayed = false
            var inner: [Event] = []
            scan: while j < frame.endIndex {
                let f = frame[j]
                switch f.kind {
                case .cellForRowAt, .didEndDisplaying, .crash, .heightForRowAt, .prefetchRowsAt,
                     .cancelPrefetchingForRowsAt, .reloadData, .contentSizeChanged:
                    break scan
                case .willDisplay where f.path == e.path:
                    displayed = true
                    j += 1
                    break scan
                case .initCell where f.path == e.path: created = f
                case .prepareForReuse where f.path == e.path: reused = f
                case .dequeueReusableCell where f.path == e.path: if f.dequeue == .nil { nilDequeue = f }
                case .frame, .taskEnd: break
                default: inner.append(f)
                }
                j += 1
            }
            let was = reused.flatMap { r in r.cell.flatMap { tracker.previous(of: $0, before: r) } }
            for k in i..<j { tracker.note(frame[k]) }
            func one(_ candidates: [String], _ tally: Tally = Tally()) -> Unit {
                let sub = inner.map { "  " + ctx.firstFitting(singleLine($0, ctx), width: width - 2) }
                return Unit(lines: sub, frame: e.frame, isHeader: false, tally: tally, choices: candidates)
            }
            let display = displayed ? a + ctx.paint("willDisplay", .display) : ""
            let p = path(e.path), cp = e.path?.compact ?? ""
            let cfr = "cellForRowAt" + a
            if let r = reused, let cell = r.cell {
                let name = Cell.name(cell) + (showIdentifiers ? " " + quoted(r.identifier) : "")
                let cellText = ctx.paint(name + " " + ctx.text("reused", "재사용"), .reused)
                let mark = ctx.paint(s.reused, .reused)
                let wasText = was.map { ", " + ctx.text("was", "이전") + " \($0)" } ?? ""
                return (one([
                    "\(mark) \(p) " + cfr + cellText + " (prepareForReuse\(wasText))" + display,
                    "\(mark) \(p) " + cfr + cellText + " (prepareForReuse\(wasText))",
                    "\(mark) \(p) " + cfr + cellText + wasText,
                    "\(mark) \(p) " + cellText + wasText,
                    "\(mark) \(cp) " + ctx.paint(Cell.name(cell), .reused) + (was.map { " \(s.backArrow) \($0.compact)" } ?? ""),
                ], Tally(reused: 1)), j)
            }
            if let c = created, let cell = c.cell {
                let mark = ctx.paint(s.created, .created)
                if let nilEvent = nilDequeue {
                    let cellText = ctx.paint("UITableViewCell() " + Cell.name(cell), .created)
                    let noId = " (" + ctx.paint(ctx.text("no identifier", "식별자 없음"), .warning) + ")"
                    let dequeue = "dequeueReusableCell(\(quoted(nilEvent.identifier)))" + a + "nil" + a
                    return (one([
                        "\(mark) \(p) " + cfr + dequeue + cellText + noId + display,
                        "\(mark) \(p) " + cfr + dequeue + cellText + noId,
                        "\(mark) \(p) " + cfr + "nil" + a + cellText + noId,
                        "\(mark) \(p) nil" + a + cellText,
                        "\(mark) \(cp) " + ctx.paint(Cell.name(cell), .created) + noId,
                    ], Tally(created: 1)), j)
                }
                let name = Cell.name(cell) + (showIdentifiers ? " " + quoted(c.identifier) : "")
                let cellText = ctx.paint(ctx.text("new", "새 셀") + " " + name, .created)
                return (one([
                    "\(mark) \(p) " + cfr + cellText + " (init)" + display,
                    "\(mark) \(p) " + cfr + cellText + " (init)",
                    "\(mark) \(p) " + cfr + cellText,
                    "\(mark) \(p) " + cellText,
                    "\(mark) \(cp) " + cellText,
                ], Tally(created: 1)), j)
            }
            // cellForRowAt that did not get a cell: the crash follows.
            // (The identifier is in UIKit's message below; the state may be rolled back and not know it.)
            let mark = ctx.paint(s.crash, .crash)
            let call = "dequeueReusableCell(withIdentifier:for:)"
            let sub = inner.map { "  " + ctx.firstFitting(singleLine($0, ctx), width: width - 2) }
            return (Unit(lines: [ctx.firstFitting([
                "\(mark) \(p) " + cfr + call,
                "\(mark) \(p) " + cfr + "dequeueReusableCell",
                "\(mark) \(cp) cellForRowAt",
            ], width: width)] + sub, frame: e.frame, isHeader: false), j)

        case .didEndDisplaying:
            var j = i + 1
            var fate: Event?
            if j < frame.endIndex, frame[j].cell == e.cell, frame[j].kind == .enqueue || frame[j].kind == .deinitCell {
                fate = frame[j]
                j += 1
            }
            for k in i..<j { tracker.note(frame[k]) }
            let name = e.cell.map(Cell.name) ?? "?"
            let p = path(e.path), cp = e.path?.compact ?? ""
            let end = ctx.paint("didEndDisplaying", .end)
            func row(_ choices: [String], _ tally: Tally) -> Unit {
                Unit(lines: [], frame: e.frame, isHeader: false, tally: tally, choices: choices)
            }
            if fate?.kind == .deinitCell {
                let mark = ctx.paint(s.released, .warning)
                let gone = ctx.paint(name + " " + ctx.text("released", "해제"), .warning)
                let why = " (" + ctx.text("no identifier, never reused", "식별자 없음, 재사용 불가") + ")"
                let whyShort = " (" + ctx.text("no identifier", "식별자 없음") + ")"
                return (row([
                    "\(mark) \(p) \(end)" + a + gone + why,
                    "\(mark) \(p) \(end)" + a + gone + why,
                    "\(mark) \(p) \(end)" + a + gone,
                    "\(mark) \(p) " + gone + whyShort,
                    "\(mark) \(cp) " + gone,
                ], Tally(released: 1)), j)
            }
            if fate?.kind == .enqueue {
                let mark = ctx.paint(s.enqueued, .enqueue)
                let q = quoted(fate?.identifier ?? e.identifier)
                let cellText = ctx.paint(name, .enqueue)
                let full = "\(mark) \(p) \(end)" + a + cellText + " "
                    + ctx.text("to queue \(q)", "\(s.arrow) \(q) 큐로", both: "\(s.arrow) " + ctx.text("queue", "큐") + " \(q)")
                return (row([
                    full, full, full,
                    "\(mark) \(p) " + cellText + a + ctx.text("queue \(q)", "\(q) 큐", both: ctx.text("queue", "큐") + " \(q)"),
                    "\(mark) \(cp) " + cellText + a + ctx.text("queue", "큐"),
                ], Tally(queued: 1)), j)
            }
            return (one(["\(ctx.paint(s.ended, .end)) \(p) \(end)" + a + name]), j)

        case .numberOfRowsInSection, .titleForHeaderInSection, .heightForRowAt:
            // A run of the same question: one line.
            var j = i + 1
            while j < frame.endIndex, frame[j].kind == e.kind { j += 1 }
            let run = frame[i..<j]
            for k in i..<j { tracker.note(frame[k]) }
            return (one(questionRun(run, ctx)), j)

        case .crash:
            tracker.note(e)
            let mark = ctx.paint(s.crash, .crash)
            let message = e.text ?? "crash"
            let body = ctx.wrap(message, width: max(10, width - 2))
            var lines = body.enumerated().map { n, line in (n == 0 ? mark + " " : "  ") + ctx.paint(line, .crash) }
            lines += ctx.wrap(ctx.text("The app crashed. tablelab rolled the table back to before this command.",
                                       "앱이 종료되었습니다. tablelab이 테이블을 이 명령 이전으로 되돌렸습니다."),
                              width: max(10, width - 2)).map { "  " + ctx.paint($0, .dim) }
            return (Unit(lines: lines, frame: e.frame, isHeader: false), i + 1)

        default:
            tracker.note(e)
            return (one(singleLine(e, ctx)), i + 1)
        }
    }

    /// `? numberOfRowsInSection × 3 → 10, 10, 10`, `? heightForRowAt × 1,000,000 ([0, 0] … [0, 999999])`.
    private func questionRun(_ run: ArraySlice<Event>, _ ctx: RenderContext) -> [String] {
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
        let sectionWord = e.kind == .heightForRowAt ? "" : ctx.text("sections", "섹션") + " "
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
    private func singleLine(_ e: Event, _ ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        func path(_ e: Event) -> String { e.path.map { "\($0) " } ?? "" }
        let mark = ctx.paint(e.kind.symbol(s, dequeue: e.dequeue), ifAny: e.kind.role(dequeue: e.dequeue))
        let a = " \(s.arrow) "
        switch e.kind {
        case .reloadData:
            return [mark + " " + ctx.paint("reloadData()", .accent)]
        case .numberOfSections:
            return [mark + " numberOfSections" + (e.value.map { a + NumberText.points($0) } ?? "")]
        case .sectionIndexTitles:
            let n = e.value.map { NumberText.points($0) } ?? ""
            let titles = e.text ?? ""
            return [mark + " sectionIndexTitles" + a + ctx.text("\(n) titles", "제목 \(n)개") + ": " + titles,
                    mark + " sectionIndexTitles" + a + ctx.text("\(n) titles", "제목 \(n)개")]
        case .contentSizeChanged:
            let h = e.value.map { NumberText.points($0) + " pt" } ?? ""
            return [mark + " contentSize.height" + a + h + " (" + ctx.text("estimates replaced by real heights", "추정 높이를 실제 높이로 교체") + ")",
                    mark + " contentSize.height" + a + h]
        case .sectionForSectionIndexTitle:
            let t = e.text.map { "\"\($0)\"" } ?? ""
            let sec = e.value.map { Int($0) }.map { ctx.text("section \($0)", "섹션 \($0)") } ?? ""
            return [mark + " sectionForSectionIndexTitle " + t + a + sec]
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            let paths = e.paths ?? e.path.map { [$0] } ?? []
            return pathList(mark + " " + e.kind.rawValue, paths, ctx)
        case .willDisplay:
            return [mark + " " + (e.path?.description ?? "") + " willDisplay" + (e.cell.map { a + Cell.name($0) } ?? "")]
        case .enqueue:
            return [mark + " " + (e.cell.map(Cell.name) ?? "") + a + ctx.text("queue", "큐") + " \"\(e.identifier ?? "")\""]
        case .deinitCell:
            return [mark + " " + (e.cell.map(Cell.name) ?? "") + " " + ctx.text("released", "해제")]
        case .taskStart:
            let q = e.queue ?? "main"
            let what = e.text.map { s.separator + $0 } ?? ""
            let time = e.duration.map { s.separator + NumberText.ms($0) } ?? ""
            return [mark + " " + q + what + time, mark + " " + q + time]
        case .imageLoadStart:
            let q = e.queue.map { " (\($0))" } ?? ""
            return [mark + " " + path(e) + ctx.text("image download starts", "이미지 다운로드 시작") + q]
        case .imageLoadFinish:
            return [mark + " " + path(e) + ctx.text("image downloaded", "이미지 다운로드 끝")]
        case .imageCacheHit:
            return [mark + " " + path(e) + ctx.text("image already kept: no download", "이미지가 이미 있음: 다운로드 없음"),
                    mark + " " + path(e) + ctx.text("image kept", "이미지 있음")]
        case .imageLoadCancel:
            return [mark + " " + path(e) + ctx.text("image download cancelled", "이미지 다운로드 취소")]
        case .imageAssign:
            let cell = e.cell.map(Cell.name) ?? ""
            let of = e.path.map { ctx.text("image of \($0)", "\($0)의 이미지") } ?? ""
            if e.isWrong, let shown = e.shownPath {
                let bad = ctx.paint(s.image, .bad) + " " + cell + " " + s.backArrow + " " + of
                return [bad + " " + ctx.paint(ctx.text("but it shows \(shown): wrong image!", "그런데 \(shown) 표시 중: 잘못된 이미지!"), .bad),
                        bad + " " + ctx.paint(ctx.text("wrong image!", "잘못된 이미지!"), .bad)]
            }
            return [mark + " " + cell + " " + s.backArrow + " " + of]
        case .imageIgnored:
            let cell = e.cell.map(Cell.name) ?? ""
            let shown = e.shownPath.map { ctx.text(", it shows \($0) now", ", 지금은 \($0) 표시 중") } ?? ""
            return [mark + " " + path(e) + ctx.text("image not used: \(cell)\(shown)", "이미지 안 씀: \(cell)\(shown)"),
                    mark + " " + path(e) + ctx.text("image not used", "이미지 안 씀")]
        case .frame:
            let late = (e.value ?? 0) > 0 ? " " + ctx.text("\(NumberText.ms(e.value!)) late", "\(NumberText.ms(e.value!)) 늦음") : ""
            return [mark + " vsync" + late]
        default:
            let path = e.path.map { " " + $0.description } ?? ""
            let cell = e.cell.map { " " + Cell.name($0) } ?? ""
            let count = e.count > 1 ? " × " + NumberText.grouped(e.count) : ""
            return [mark + " " + e.kind.rawValue + count + path + cell]
        }
    }

    /// `⇣ prefetchRowsAt [0, 26] [0, 27] [0, 28] … (10 rows)`: as many paths as fit, always the count.
    private func pathList(_ head: String, _ paths: [TablePath], _ ctx: RenderContext) -> [String] {
        let n = NumberText.grouped(paths.count)
        let count = paths.count == 1 ? "" : " (" + ctx.text("\(n) rows", "\(n)행") + ")"
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
            return p.row < 0 ? ctx.text("section \(p.section)", "섹션 \(p.section)") : p.description
        }
        let labels = (frame: ctx.text("frame", "프레임"), time: ctx.text("time", "시간"), kind: ctx.text("event", "이벤트"),
                      path: "indexPath", cell: ctx.text("cell", "셀"), id: ctx.text("identifier", "식별자"),
                      result: ctx.text("result", "결과"))
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

        func row(sym: String, frame: String, time: String, kind: String, path: String, cell: String, id: String,
                 result: String) -> String {
            var line = sym + " " + frame.padded(toWidth: frameW, alignment: .right) + "  "
            if showTime { line += time.padded(toWidth: timeW, alignment: .right) + "  " }
            line += kind.padded(toWidth: kindW) + "  " + path.padded(toWidth: pathW) + "  " + cell.padded(toWidth: cellW)
            if showId { line += "  " + ctx.fitted(id, width: idW) }
            if !result.isEmpty { line += "  " + result }
            return ctx.fit(line.trimmingTrailingSpaces, width: width)
        }
        let heading = row(sym: " ", frame: labels.frame, time: labels.time, kind: labels.kind, path: labels.path,
                          cell: labels.cell, id: labels.id, result: labels.result)
        var units = [Unit(lines: [ctx.paint(heading, .dim)], frame: events[0].frame, isHeader: true)]
        for e in events {
            let role = e.kind.role(dequeue: e.dequeue)
            let sym = ctx.paint(e.kind.symbol(s, dequeue: e.dequeue), ifAny: role)
            var tally = Tally()
            switch e.kind {
            case .initCell: tally.created = 1
            case .prepareForReuse: tally.reused = 1
            case .enqueue: tally.queued = 1
            case .deinitCell: tally.released = 1
            default: break
            }
            let line = row(sym: sym, frame: NumberText.grouped(e.frame), time: NumberText.ms(e.time),
                           kind: ctx.paint(ctx.fitted(e.kind == .frame ? "vsync" : e.kind.rawValue, width: kindW), ifAny: role),
                           path: ctx.fitted(pathText(e), width: pathW),
                           cell: e.cell.map(Cell.name) ?? "", id: e.identifier.map { "\"\($0)\"" } ?? "",
                           result: result(e, ctx))
            let styled = e.kind == .crash ? ctx.paint(line, .crash) : line
            units.append(Unit(lines: [styled], frame: e.frame, isHeader: false, tally: tally))
        }
        return units
    }

    /// What the event returned or carried, for the full list's last column.
    private func result(_ e: Event, _ ctx: RenderContext) -> String {
        let s = ctx.symbols
        let a = "\(s.arrow) "
        if e.count > 1 {
            let last = e.lastPath.map { p in p.row < 0 ? "\(p.section)" : p.description } ?? ""
            let first = e.path.map { p in p.row < 0 ? "\(p.section)" : p.description } ?? ""
            return "× \(NumberText.grouped(e.count)) (\(first) \(s.ellipsis) \(last))"
        }
        switch e.kind {
        case .dequeueReusableCell:
            switch e.dequeue {
            case .reused: return a + ctx.text("reused", "재사용")
            case .created: return a + ctx.text("new", "새 셀")
            case .nil, nil: return a + "nil"
            }
        case .heightForRowAt, .contentSizeChanged:
            return e.value.map { a + NumberText.points($0) + " pt" } ?? ""
        case .sectionIndexTitles:
            return a + (e.text ?? "")
        case .sectionForSectionIndexTitle:
            return "\"\(e.text ?? "")\" " + a + (e.value.map { NumberText.points($0) } ?? "")
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            return (e.paths ?? []).map(\.description).joined(separator: " ")
        case .crash:
            return e.text ?? ""
        case .taskStart, .taskEnd:
            return [e.queue, e.text, e.duration.map(NumberText.ms)].compactMap { $0 }.joined(separator: s.separator)
        case .imageAssign:
            guard e.isWrong, let shown = e.shownPath else { return "" }
            return ctx.paint(ctx.text("cell shows \(shown): wrong image", "셀은 \(shown) 표시 중: 잘못된 이미지"), .bad)
        case .imageIgnored:
            return e.shownPath.map { ctx.text("cell shows \($0)", "셀은 \($0) 표시 중") } ?? ""
        case .frame:
            return (e.value ?? 0) > 0 ? ctx.paint(ctx.text("\(NumberText.ms(e.value!)) late", "\(NumberText.ms(e.value!)) 늦음"), .bad) : ""
        case .imageLoadStart:
            return e.queue ?? ""
        case .enqueue:
            return a + ctx.text("queue", "큐")
        case .deinitCell:
            return ctx.text("released", "해제")
        default:
            return e.value.map { a + NumberText.points($0) } ?? ""
        }
    }

    // MARK: - Eliding long lists

    /// Keeps the first and the last lines within `maxLines` and puts one line in between that says
    /// what was left out: how many frames, and how many cells were created, reused and queued there.
    /// A tail that starts inside a frame gets that frame's heading, so every line keeps its frame.
    private func elide(_ units: [Unit], _ ctx: RenderContext) -> [String] {
        let total = units.reduce(0) { $0 + $1.lines.count }
        guard total > maxLines else { return units.flatMap(\.lines) }
        let budget = maxLines - 1
        let headBudget = (budget + 1) / 2
        var tailBudget = budget - headBudget

        var head = 0, used = 0
        while head < units.count, used + units[head].lines.count <= headBudget {
            used += units[head].lines.count
            head += 1
        }
        // A frame heading with none of its lines under it says nothing: leave it to the summary.
        while head > 0 && units[head - 1].isHeader {
            head -= 1
            used -= units[head].lines.count
        }
        tailBudget += headBudget - used
        var tail = units.count, tailUsed = 0
        while tail - 1 >= head {
            let u = units[tail - 1]
            // Starting the tail inside a frame costs that frame's heading too.
            let headingCost = u.isHeader ? 0 : 1
            guard tailUsed + u.lines.count + headingCost <= tailBudget else { break }
            tailUsed += u.lines.count
            tail -= 1
        }
        var tailLines = units[tail...].flatMap(\.lines)
        if tail < units.count, !units[tail].isHeader,
           let heading = units[..<tail].last(where: { $0.isHeader && $0.frame == units[tail].frame }) {
            tailLines = heading.lines + tailLines
        }
        let hidden = units[head..<tail]
        let summary = elisionLine(hidden, ctx)
        return units[..<head].flatMap(\.lines) + [summary] + tailLines
    }

    private func elisionLine(_ hidden: ArraySlice<Unit>, _ ctx: RenderContext) -> String {
        let s = ctx.symbols
        let frames = Array(Set(hidden.map(\.frame))).sorted()
        let lines = hidden.filter { !$0.isHeader }.reduce(0) { $0 + $1.lines.count }
        let tally = hidden.reduce(Tally()) { $0 + $1.tally }
        var parts: [String] = []
        if tally.created > 0 { parts.append(ctx.paint(s.created, .created) + " \(NumberText.grouped(tally.created))") }
        if tally.reused > 0 { parts.append(ctx.paint(s.reused, .reused) + " \(NumberText.grouped(tally.reused))") }
        if tally.queued > 0 { parts.append(ctx.paint(s.enqueued, .enqueue) + " \(NumberText.grouped(tally.queued))") }
        if tally.released > 0 { parts.append(ctx.paint(s.released, .warning) + " \(NumberText.grouped(tally.released))") }
        let counts = parts.isEmpty ? "" : ": " + parts.joined(separator: s.separator)
        let what: String
        if frames.count <= 1 {
            let n = NumberText.grouped(lines)
            let f = frames.first.map(NumberText.grouped) ?? ""
            what = ctx.text("\(n) more lines in frame \(f)", "프레임 \(f)에서 \(n)줄 더")
        } else {
            let n = NumberText.grouped(frames.count)
            let range = "\(NumberText.grouped(frames.first!))–\(NumberText.grouped(frames.last!))"
            what = ctx.text("\(n) more frames (\(range))", "프레임 \(n)개 더 (\(range))")
        }
        let text = "\(s.ellipsis) " + what + counts + " \(s.ellipsis)"
        return "  " + ctx.paint(ctx.fit(text, width: ctx.columns - 2), .dim)
    }
}

// MARK: - Which row a reused cell showed before

/// Follows cells through a list of events to answer "which row did this cell show before it was
/// reused for this one?" — from the events themselves when the cell left the screen earlier in the
/// same list, else from the cell's `rowsShown` in the state.
struct PreviousRows {
    private var lastPath: [Int: TablePath] = [:]
    private var reusesLeft: [Int: Int] = [:]
    private let cells: [Int: Cell]
    /// When the events end in a crash, the state is the one from *before* them (rolled back).
    private let stateIsBefore: Bool

    init(events: [Event], state: TableState?) {
        var left: [Int: Int] = [:]
        for e in events where e.kind == .prepareForReuse { if let c = e.cell { left[c, default: 0] += 1 } }
        reusesLeft = left
        var cells: [Int: Cell] = [:]
        if let state {
            for id in left.keys { if let c = state.cell(id) { cells[id] = c } }
        }
        self.cells = cells
        stateIsBefore = events.contains { $0.kind == .crash }
    }

    /// The row `cell` showed before the reuse event `e` (call before ``note(_:)`` for `e`).
    func previous(of cell: Int, before e: Event) -> TablePath? {
        if let p = lastPath[cell] { return p }
        guard let c = cells[cell] else { return nil }
        if stateIsBefore { return c.row }
        // rowsShown ends with the rows given by the reuses still ahead in this list (this one included).
        let index = c.rowsShown.count - (reusesLeft[cell] ?? 0)
        guard index >= 1, index < c.rowsShown.count, c.rowsShown[index] == e.path else { return nil }
        return c.rowsShown[index - 1]
    }

    mutating func note(_ e: Event) {
        guard let cell = e.cell else { return }
        if e.kind == .prepareForReuse { reusesLeft[cell, default: 1] -= 1 }
        if let p = e.path, p.row >= 0 { lastPath[cell] = p }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
