import TableSim
import TableText

// Swimlanes over simulated time: the main thread, each worker of the global queue, the network, and
// the frames — for `timeline`.
//
// Why: "synchronous", "blocking" and "DispatchQueue.main.async is not a background thread" are claims
// about *when* and *where* work runs, and an event list cannot show either. Lanes side by side can:
// with `load sync` the main-thread lane is one solid block of downloads while the frames lane is a
// long run of hitches; with `load background` the main thread shows only short callbacks while the
// workers and the network carry the downloads. Idle stretches (a `wait`, the gap between commands)
// are squeezed into one `≈` column with the time skipped, so a three-second stall and 16 ms frames
// stay readable in one picture. Below the lanes a few lines name what the longest spans were, which
// images went into the wrong cell, and the hitch-time ratio with Apple's band (FIDELITY §8).

/// `timeline`: what ran where, over simulated time.
///
/// ```
/// timeline · 8,083.3–11,133.3 ms · 1 column = 40 ms
/// main thread │█0:16████0:17███0:18████0:19███0:20████0:21███…
/// frames      │|300 ms─!─────────────── 2,700 ms late ───────…
///             └──────────┬────────────┬───────────┬──────────…
///                        8,500        9,000       9,500
/// █ Data(contentsOf:) on main  0:16 = row [0, 16]  | frame on time  ──! late frame (hitch)
/// main thread 8,100.1–8,400.1 ms  cellForRowAt → Data(contentsOf:) [0, 16]  300.0 ms
/// …
/// main thread busy 3,001.6 ms, 98% of the time shown · 4 frames · 2 hitches (3,000.0 ms)
/// hitch time ratio 978.3 ms/s very bad (> 50)
/// ```
///
/// Lanes appear only when something ran on them: the main thread (callbacks `▪`, `Data(contentsOf:)`
/// `█`, image assignments `▫`, a wrong image `✗`), each worker of the global queue (`═`, the
/// row's `section:row` written in the span, `▸` a data task's completion handler; with many
/// workers three get a lane and the rest are
/// counted), the network (downloads at once) and the frames (`|` on time, `──!` late, the time lost
/// written in the stretch). Every line fits `ctx.columns`.
public struct TimelinePicture: Sendable {
    public var events: [Event]
    /// One frame at the refresh rate (16.67 ms at 60 Hz): the unit of the hitch-time ratio.
    public var frameDuration: Double

    public init(events: [Event], frameDuration: Double) {
        self.events = events
        self.frameDuration = frameDuration
    }

    public func render(in ctx: RenderContext) -> [String] {
        let width = ctx.columns
        let m = Model(events: events, frameDuration: frameDuration)
        guard m.hasLanes else {
            // A message of its own: in both languages the Korean lines come under the English ones.
            let text = ctx.language.block(events.isEmpty ? L10n.Timeline.nothingYet : L10n.Timeline.tookNoTime)
            return text.split(separator: "\n").flatMap { ctx.wrap(String($0), width: width) }.map { ctx.paint($0, .dim) }
        }

        // Lane labels, padded by display width so Korean labels line up.
        let workerLanes = m.workerLaneGroups
        var labels: [String] = []
        if m.hasMain { labels.append(Self.mainLabel(ctx)) }
        labels += workerLanes.map { $0.label(ctx) }
        if !m.net.isEmpty { labels.append(ctx.text(L10n.Timeline.Lanes.network)) }
        if m.hasRows { labels.append(Self.rowsLabel(ctx)) }
        if !m.frames.isEmpty { labels.append(ctx.text(L10n.Timeline.Lanes.frames)) }
        let labelWidth = min(labels.map(\.displayWidth).max() ?? 0, width / 3)
        let available = width - labelWidth - 2
        let axis = Axis(intervals: m.intervals, frameDuration: frameDuration, available: available)

        // The lanes; a `≈` column in every lane where idle time was skipped.
        var lanes: [(label: String, cells: [Spot])] = []
        if m.hasMain { lanes.append((Self.mainLabel(ctx), mainLane(m, axis, ctx))) }
        for group in workerLanes {
            lanes.append((group.label(ctx), workerLane(group, m, axis, ctx)))
        }
        if !m.net.isEmpty {
            lanes.append((ctx.text(L10n.Timeline.Lanes.network), countLane(m.net.map { ($0.start, $0.end) }, axis, .queue)))
        }
        if m.hasRows { lanes.append((Self.rowsLabel(ctx), rowsLane(m, axis, ctx))) }
        if !m.frames.isEmpty { lanes.append((ctx.text(L10n.Timeline.Lanes.frames), frameLane(m, axis, ctx))) }
        for i in lanes.indices {
            for b in axis.breaks { lanes[i].cells[b.column] = Spot(ctx.border == .ascii ? "~" : "≈", .dim, rank: 99, .gap) }
        }
        let used = Set(lanes.flatMap { $0.cells.compactMap(\.legend) })

        let s = ctx.symbols
        let ascii = ctx.border == .ascii
        var out: [String] = []

        // Header: what span of time, at what scale.
        let scale = Self.scaleText(axis.scale)
        let head = [ctx.paint(ctx.text(L10n.Timeline.title), .heading),
                    NumberText.oneDecimal(m.start) + Self.dash(ctx) + NumberText.ms(m.end),
                    ctx.text(L10n.Timeline.scale(scale: scale))]
        out += pack(head, width: width, separator: s.separator, ctx)

        for lane in lanes {
            var line = ctx.fitted(lane.label, width: labelWidth) + " " + (ascii ? "|" : "│") + paintCells(lane.cells, ctx)
            while line.hasSuffix(" ") { line.removeLast() }     // idle columns at the end are never painted
            out.append(line)
        }

        // The time axis: a ruler with ticks, and labels under it.
        out += axisLines(axis, m, labelWidth: labelWidth, width: width, ctx)

        // What the marks mean (only those drawn).
        out += pack(Legend.allCases.filter(used.contains).map { $0.text(ctx) }, width: width, separator: "  ", ctx)

        // The longest spans, wrong images, cancels, hitches.
        out += explanations(m, ctx, labelWidth: labelWidth, width: width)

        // The summary.
        out += pack(summary(m, ctx), width: width, separator: s.separator, ctx)
        return out.map { ctx.fit($0, width: width) }
    }

    /// "main thread", or just "main" where columns are scarce.
    static func mainLabel(_ ctx: RenderContext) -> String {
        ctx.text(ctx.columns < 60 ? L10n.Timeline.Lanes.main : L10n.Timeline.Lanes.mainThread)
    }

    /// The lane of rows appearing on screen (`willDisplay`) and their images arriving.
    static func rowsLabel(_ ctx: RenderContext) -> String {
        ctx.text(ctx.columns < 60 ? L10n.Timeline.Lanes.rows : L10n.Timeline.Lanes.rowsShown)
    }

    static func scaleText(_ s: Double) -> String {
        s == s.rounded() ? NumberText.grouped(Int(s)) : NumberText.oneDecimal(s)
    }
}

// MARK: - What the events say happened

extension TimelinePicture {
    typealias FrameMark = TimelineSpans.FrameMark
    typealias WorkSpan = TimelineSpans.WorkSpan
    typealias MainSpan = MainThread.Span
    typealias MainKind = MainThread.SpanKind
    typealias DownloadContext = MainThread.DownloadContext

    /// The spans and marks the events make (computed in TableSim), with what drawing them needs.
    struct Model {
        let main: [MainSpan]
        let wrong: [Event]
        let ignored: [Event]
        let cancels: [Event]
        let work: [WorkSpan]
        let net: [(start: Double, end: Double)]
        let frames: [FrameMark]
        /// `MainThread.busyTime` over these events: the number `stats` reports.
        let mainBusy: Double
        /// The counts `stats` and the summary line read: frames, hitches, late frames outside a drag.
        let counts: EventCounts
        /// When each row appeared on screen and when its image did (only for data with images).
        let rows: [RowAppearance]
        /// Image assignments are the code after `await`, resumed on the main actor (`load await`).
        let resumesAfterAwait: Bool
        var start = 0.0
        var end = 0.0

        init(events: [Event], frameDuration: Double) {
            let spans = TimelineSpans(events: events)
            // A block that downloads is drawn as its download.
            main = spans.main.filter { $0.kind != .task }
            wrong = spans.wrong
            ignored = spans.ignored
            cancels = spans.cancels
            work = spans.work
            net = spans.net
            frames = spans.frames
            mainBusy = spans.mainBusy
            counts = EventCounts(events)
            let hasImages = events.contains { [.imageLoadStart, .imageAssign, .imageCacheHit].contains($0.kind) }
            rows = hasImages ? RowAppearance.of(events.enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element),
                frameDuration: frameDuration) : []
            resumesAfterAwait = events.contains { $0.work == .resumeAfterAwait }
            start = spans.start
            end = spans.end
            for iv in intervals {
                start = min(start, iv.start)
                end = max(end, iv.end)
            }
        }

        var hasMain: Bool { !main.isEmpty || !wrong.isEmpty }
        var hasLanes: Bool { hasMain || !work.isEmpty || !net.isEmpty || !frames.isEmpty }
        /// Some row appeared while its image was not there yet: the rows lane is worth drawing then,
        /// and when rows waited for their images before appearing (`load sync`).
        var hasRows: Bool { !rows.isEmpty }

        /// Everything that occupies time: the axis keeps these and squeezes what lies between.
        var intervals: [(start: Double, end: Double)] {
            var all: [(start: Double, end: Double)] = main.map { ($0.start, $0.end) }
            all += work.map { ($0.start, $0.end) }
            all += net
            let first = main.map(\.start).min().map { min($0, work.map(\.start).min() ?? $0) } ?? work.map(\.start).min()
            for f in frames {
                let from = f.late > 0 ? max(f.time - f.late, min(first ?? f.time, f.time)) : f.time
                all.append((from, f.time))
            }
            all += (wrong + ignored + cancels).map { ($0.time, $0.time) }
            all += rows.map { ($0.shownAt, $0.imageShownAt ?? $0.shownAt) }
            return all
        }

        /// Worker lanes: every worker on its own lane when there are few. With many, three get a
        /// lane of their own — those whose downloads start inside the picture, earliest first, so a
        /// download can be followed from its start to its image on the main thread — and the rest are
        /// counted on one lane (like the network).
        var workerLaneGroups: [WorkerGroup] {
            let workers = Set(work.map(\.worker)).sorted()
            if workers.count <= 5 { return workers.map { WorkerGroup(workers: [$0]) } }
            let byStart = work.filter { !$0.startedEarlier }.map(\.worker) + workers
            var chosen: [Int] = []
            for w in byStart where !chosen.contains(w) && chosen.count < 3 { chosen.append(w) }
            chosen.sort()
            return chosen.map { WorkerGroup(workers: [$0]) } + [WorkerGroup(workers: workers.filter { !chosen.contains($0) })]
        }
    }

    struct WorkerGroup {
        var workers: [Int]
        func label(_ ctx: RenderContext) -> String {
            workers.count == 1 ? "global \(workers[0])"
                : ctx.text(L10n.Timeline.Lanes.moreWorkers(count: NumberText.grouped(workers.count)))
        }
    }
}

// MARK: - The compressed time axis

extension TimelinePicture {
    /// Time → column: linear stretches at `scale` ms per column, separated by one `≈` column where
    /// nothing happened for longer than four columns (and two frames).
    struct Axis {
        struct Segment {
            /// The time at the left edge of the segment's first column (a multiple of the scale).
            var from: Double
            var columns: Int
            var offset: Int
        }

        var scale: Double = 1
        var segments: [Segment] = []
        var breaks: [(column: Int, skipped: Double)] = []
        var width = 0

        init(intervals: [(start: Double, end: Double)], frameDuration: Double, available: Int) {
            let sorted = intervals.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            var ladder: [Double] = [0.1, 0.2, 0.5]
            var p = 1.0
            while p <= 1e7 {
                ladder += [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8].map { $0 * p }
                p *= 10
            }
            // A few breaks explain themselves; a row of them is noise. Only the longest idle stretches
            // become breaks, and the others are drawn to scale.
            let maxBreaks = min(max(available / 20, 1), 4)
            for s in ladder {
                self = Axis(sorted, scale: s, frameDuration: frameDuration, maxBreaks: maxBreaks)
                if width <= available { return }
            }
        }

        private init(_ sorted: [(start: Double, end: Double)], scale s: Double, frameDuration: Double, maxBreaks: Int) {
            scale = s
            let threshold = max(4 * s, 2 * frameDuration)
            var clusters: [(start: Double, end: Double)] = []
            for iv in sorted {
                if let last = clusters.last, iv.start <= last.end + threshold {
                    clusters[clusters.count - 1].end = max(last.end, iv.end)
                } else {
                    clusters.append(iv)
                }
            }
            if clusters.count > maxBreaks + 1 {
                let gaps = (1..<clusters.count).map { clusters[$0].start - clusters[$0 - 1].end }
                let cut = gaps.sorted(by: >)[maxBreaks - 1]
                var kept = 0
                var merged = [clusters[0]]
                for i in 1..<clusters.count {
                    if gaps[i - 1] >= cut && kept < maxBreaks {
                        merged.append(clusters[i])
                        kept += 1
                    } else {
                        merged[merged.count - 1].end = max(merged[merged.count - 1].end, clusters[i].end)
                    }
                }
                clusters = merged
            }
            var column = 0
            for (i, c) in clusters.enumerated() {
                if i > 0 {
                    breaks.append((column, c.start - clusters[i - 1].end))
                    column += 1
                }
                let from = (c.start / s).rounded(.down) * s
                let n = Int(((c.end - from) / s).rounded(.down)) + 1
                segments.append(Segment(from: from, columns: n, offset: column))
                column += n
            }
            width = column
        }

        /// The column showing moment `t`.
        func column(_ t: Double) -> Int {
            guard var seg = segments.first else { return 0 }
            for s in segments where s.from <= t + 1e-9 { seg = s }
            let c = Int(((t - seg.from) / scale + 1e-9).rounded(.down))
            return seg.offset + min(max(c, 0), seg.columns - 1)
        }

        /// The moments a column stands for.
        func timeRange(ofColumn c: Int) -> (Double, Double) {
            guard var seg = segments.first else { return (0, 0) }
            for s in segments where s.offset <= c { seg = s }
            let from = seg.from + Double(c - seg.offset) * scale
            return (from, from + scale)
        }

        /// The columns a span covers (at least one).
        func columns(_ start: Double, _ end: Double) -> ClosedRange<Int> {
            let a = column(start)
            return a...max(a, column(max(start, end - 1e-6)))
        }
    }
}

// MARK: - Lanes

extension TimelinePicture {
    struct Spot {
        var text: String
        var role: Palette.Role?
        var rank: Int
        /// The legend entry this mark needs (the legend lists only marks still visible).
        var legend: Legend?
        init(_ text: String, _ role: Palette.Role?, rank: Int, _ legend: Legend? = nil) {
            self.text = text
            self.role = role
            self.rank = rank
            self.legend = legend
        }
        static let idle = Spot(" ", nil, rank: 0)
    }

    /// The marks a picture can use; the legend lists those drawn, in this order.
    enum Legend: CaseIterable {
        case callback, download, assign, wrong, work, handler, rowLabel, inFlight, many, rowWithImage, rowWithoutImage, waiting, frame, hitch, lateStill, gap

        func text(_ ctx: RenderContext) -> String {
            let a = ctx.border == .ascii
            typealias T = L10n.Timeline.Legend
            switch self {
            case .callback:
                return ctx.paint(a ? "c" : "▪", .display) + " " + ctx.text(T.callback)
            case .download:
                return ctx.paint(a ? "#" : "█", .bad) + " " + ctx.text(T.download)
            case .assign:
                return ctx.paint(a ? "a" : "▫", .good) + " " + ctx.text(T.assign)
            case .wrong:
                return ctx.paint(a ? "x" : "✗", .crash) + " " + ctx.text(T.wrong)
            case .work:
                return ctx.paint(a ? "=" : "═", .accent) + " " + ctx.text(T.work)
            case .handler:
                return ctx.paint(a ? ">" : "▸", .accent) + " " + ctx.text(T.handler)
            case .rowLabel:
                return "0:16 = " + ctx.text(T.rowLabel)
            case .inFlight:
                return ctx.paint("2", .queue) + " = " + ctx.text(T.inFlight)
            case .many:
                return ctx.paint("+", .queue) + " = " + ctx.text(T.many)
            case .rowWithImage:
                return ctx.paint(a ? "@" : "◼", .good) + " " + ctx.text(T.rowWithImage)
            case .rowWithoutImage:
                return ctx.paint(a ? "o" : "◻", .warning) + " " + ctx.text(T.rowWithoutImage)
            case .waiting:
                return ctx.paint(a ? "." : "┄", .warning) + " " + ctx.text(T.waiting)
            case .frame:
                return ctx.paint("|", .dim) + " " + ctx.text(T.frame)
            case .hitch:
                return ctx.paint((a ? "--" : "──") + "!", .bad) + " " + ctx.text(T.hitch)
            case .lateStill:
                return ctx.paint((a ? "--" : "──") + "!", .bad) + " " + ctx.text(T.lateStill)
            case .gap:
                return ctx.paint(a ? "~" : "≈", .dim) + " " + ctx.text(T.gap)
            }
        }
    }

    func blank(_ axis: Axis) -> [Spot] { Array(repeating: .idle, count: axis.width) }

    func put(_ cells: inout [Spot], _ range: ClosedRange<Int>, _ cell: Spot) {
        for c in range where c >= 0 && c < cells.count && cells[c].rank < cell.rank { cells[c] = cell }
    }

    /// Writes `text` into a span, after its first column, when the span is wide enough to keep a
    /// mark on both sides and no other span is drawn over those columns.
    func label(_ cells: inout [Spot], _ range: ClosedRange<Int>, _ text: String, rank: Int, role: Palette.Role) {
        let chars = text.map(String.init)
        guard range.count >= chars.count + 2 else { return }
        let from = range.lowerBound + 1
        guard (from..<from + chars.count).allSatisfy({ cells[$0].rank == rank }) else { return }
        for (i, ch) in chars.enumerated() { cells[from + i] = Spot(ch, role, rank: rank, .rowLabel) }
    }

    func mainLane(_ m: Model, _ axis: Axis, _ ctx: RenderContext) -> [Spot] {
        let a = ctx.border == .ascii
        var cells = blank(axis)
        var labels: [(ClosedRange<Int>, String)] = []
        for span in m.main {
            let r = axis.columns(span.start, span.end)
            switch span.kind {
            case .callback, .task:
                put(&cells, r, Spot(a ? "c" : "▪", .display, rank: 2, .callback))
            case .assign:
                put(&cells, r, Spot(a ? "a" : "▫", .good, rank: 3, .assign))
            case .download:
                put(&cells, r, Spot(a ? "#" : "█", .bad, rank: 4, .download))
                if let p = span.path { labels.append((r, p.compact)) }
            }
        }
        for e in m.wrong {
            put(&cells, axis.columns(e.time, e.time), Spot(a ? "x" : "✗", .crash, rank: 5, .wrong))
        }
        for (r, text) in labels { label(&cells, r, text, rank: 4, role: .bad) }
        return cells
    }

    func workerLane(_ group: WorkerGroup, _ m: Model, _ axis: Axis, _ ctx: RenderContext) -> [Spot] {
        let spans = m.work.filter { group.workers.contains($0.worker) }
        if group.workers.count > 1 { return countLane(spans.map { ($0.start, $0.end) }, axis, .accent) }
        var cells = blank(axis)
        let ch = ctx.border == .ascii ? "=" : "═"
        for span in spans where !span.isHandler {
            put(&cells, axis.columns(span.start, span.end), Spot(ch, .accent, rank: 2, .work))
        }
        for span in spans where !span.isHandler {
            if let p = span.path { label(&cells, axis.columns(span.start, span.end), p.compact, rank: 2, role: .accent) }
        }
        // A data task's completion handler only hops to the main queue: a mark of its own, over a
        // download drawn in the same column, so it is never read as one.
        let handler = ctx.border == .ascii ? ">" : "▸"
        for span in spans where span.isHandler {
            put(&cells, axis.columns(span.start, span.end), Spot(handler, .accent, rank: 3, .handler))
        }
        return cells
    }

    /// How many spans run at once in each column (the most at any moment of it, so one download
    /// handing over to the next is not counted twice): `1`…`9`, `+` for ten or more.
    func countLane(_ spans: [(Double, Double)], _ axis: Axis, _ role: Palette.Role) -> [Spot] {
        var pieces = Array(repeating: [(Double, Double)](), count: axis.width)
        for (s, e) in spans {
            for c in axis.columns(s, e) where c < pieces.count {
                let (lo, hi) = axis.timeRange(ofColumn: c)
                pieces[c].append((max(s, lo), max(max(s, lo), min(e, hi))))
            }
        }
        let counts = pieces.map { list -> Int in
            guard !list.isEmpty else { return 0 }
            // Ends before starts at the same moment.
            let edges = list.flatMap { [($0.0, 1), ($0.1, -1)] }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            var now = 0, most = 0
            for (_, d) in edges {
                now += d
                most = max(most, now)
            }
            return max(most, 1)
        }
        return counts.map { n in
            n == 0 ? .idle : Spot(n < 10 ? "\(n)" : "+", role, rank: 2, n < 10 ? .inFlight : .many)
        }
    }

    /// Rows reaching the screen — at the first frame committed after their `willDisplay`, not at the
    /// `willDisplay` itself (FIDELITY §8b.33: nothing appears while the main thread is busy): `◼` when
    /// the row came with its image (it waited for it, as under `load sync`), `◻` when it came
    /// without, then `┄` until the frame that showed its image, `◼`.
    func rowsLane(_ m: Model, _ axis: Axis, _ ctx: RenderContext) -> [Spot] {
        let a = ctx.border == .ascii
        var cells = blank(axis)
        for row in m.rows {
            let shown = axis.column(row.shownAt)
            if row.cameWithImage {
                put(&cells, shown...shown, Spot(a ? "@" : "◼", .good, rank: 3, .rowWithImage))
                continue
            }
            put(&cells, shown...shown, Spot(a ? "o" : "◻", .warning, rank: 4, .rowWithoutImage))
            if let image = row.imageShownAt {
                let at = axis.column(image)
                if at > shown + 1 { put(&cells, (shown + 1)...(at - 1), Spot(a ? "." : "┄", .warning, rank: 1, .waiting)) }
                put(&cells, at...at, Spot(a ? "@" : "◼", .good, rank: 3, .rowWithImage))
            }
        }
        return cells
    }

    func frameLane(_ m: Model, _ axis: Axis, _ ctx: RenderContext) -> [Spot] {
        let a = ctx.border == .ascii
        var cells = blank(axis)
        var stretches: [(ClosedRange<Int>, Double)] = []
        for f in m.frames {
            let at = axis.column(f.time)
            if f.late > 0 {
                // A late frame is a hitch only while moving (`FrameVerdict`); the legend says which.
                let kind: Legend = f.verdict == .hitch ? .hitch : .lateStill
                let from = axis.column(max(m.start, f.time - f.late))
                if from < at {
                    put(&cells, from...(at - 1), Spot(a ? "-" : "─", .bad, rank: 1, kind))
                    stretches.append((from...(at - 1), f.late))
                }
                put(&cells, at...at, Spot("!", .crash, rank: 3, kind))
            } else {
                put(&cells, at...at, Spot("|", .dim, rank: 2, .frame))
            }
        }
        // The time lost, in the middle of its stretch when there is room.
        for (r, late) in stretches {
            let ms = NumberText.grouped(Int(late.rounded())) + " ms"
            for text in [" " + ctx.text(L10n.Timeline.late(time: ms)) + " ", " \(ms) ", ms] {
                let w = text.displayWidth
                guard r.count >= w + 2 else { continue }
                let from = r.lowerBound + (r.count - w) / 2
                guard (from..<from + w).allSatisfy({ cells[$0].rank == 1 }) else { continue }
                var c = from
                for ch in text {
                    cells[c] = Spot(String(ch), .bad, rank: 1)
                    // A wide character takes two columns: the second holds nothing.
                    if ch.displayWidth == 2 { cells[c + 1] = Spot("", .bad, rank: 1); c += 1 }
                    c += 1
                }
                break
            }
        }
        return cells
    }

    /// Cells to text, one escape sequence per run of the same role.
    func paintCells(_ cells: [Spot], _ ctx: RenderContext) -> String {
        var out = ""
        var run = ""
        var role: Palette.Role?
        func flush() {
            if !run.isEmpty { out += ctx.paint(run, ifAny: role) }
            run = ""
        }
        for c in cells {
            if c.role != role { flush(); role = c.role }
            run += c.text
        }
        flush()
        return out
    }
}

// MARK: - The axis, the notes and the summary

extension TimelinePicture {
    func axisLines(_ axis: Axis, _ m: Model, labelWidth: Int, width: Int, _ ctx: RenderContext) -> [String] {
        let a = ctx.border == .ascii
        let g = NumberText.grouped
        let widest = max(g(Int(m.end.rounded(.up))).count, 3)
        let spacing = widest + 2
        var step = axis.scale * Double(spacing)
        search: for p in stride(from: -1, through: 8, by: 1) {
            var base = 1.0
            for _ in 0..<abs(p) { base = p < 0 ? base / 10 : base * 10 }
            for k in [1.0, 2, 5] where k * base / axis.scale >= Double(spacing) {
                step = k * base
                break search
            }
        }
        var ticks: [(column: Int, text: String)] = []
        for seg in axis.segments {
            let segEnd = seg.from + Double(seg.columns) * axis.scale
            var t = (seg.from / step).rounded(.up) * step
            while t < segEnd - 1e-9 {
                let text = step >= 1 ? g(Int(t.rounded())) : NumberText.oneDecimal(t)
                ticks.append((axis.column(t), text))
                t += step
            }
        }
        var ruler = Array(repeating: a ? "-" : "─", count: axis.width)
        for b in axis.breaks { ruler[b.column] = a ? "~" : "≈" }
        // Place labels: the time skipped at each break first, then the ticks; none may touch another.
        let rowWidth = width - labelWidth - 2
        var row = Array(repeating: " ", count: max(rowWidth, 0))
        var taken = Array(repeating: false, count: max(rowWidth, 0))
        func place(_ column: Int, _ text: String, _ role: Palette.Role?) -> Bool {
            let chars = text.map(String.init)
            let lo = column - 1, hi = column + chars.count
            guard column >= 0, column + chars.count <= rowWidth else { return false }
            for c in max(lo, 0)...min(hi, rowWidth - 1) where taken[c] { return false }
            for i in chars.indices {
                row[column + i] = i == 0 ? ctx.paint(text, ifAny: role) : ""
                taken[column + i] = true
            }
            return true
        }
        for b in axis.breaks {
            _ = place(b.column, (a ? "~" : "≈") + g(Int(b.skipped.rounded())), .dim)
        }
        for t in ticks where place(t.column, t.text, nil) {
            if ruler[t.column] != (a ? "~" : "≈") { ruler[t.column] = a ? "+" : "┬" }
        }
        // The unit, after the last label when there is room.
        if let lastTaken = taken.lastIndex(of: true) { _ = place(lastTaken + 2, "ms", .dim) }
        let pad = String(repeating: " ", count: labelWidth + 1)
        var rowText = row.joined()
        while rowText.hasSuffix(" ") { rowText.removeLast() }
        return [pad + (a ? "+" : "└") + ruler.joined(), pad + " " + rowText]
    }

    /// `parts` joined by `separator`, as few lines as fit in `width`.
    func pack(_ parts: [String], width: Int, separator: String, _ ctx: RenderContext) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = part
            } else if current.displayWidth + separator.displayWidth + part.displayWidth <= width {
                current += separator + part
            } else {
                lines.append(current)
                current = part
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { ctx.fit($0, width: width) }
    }

    func range(_ a: Double, _ b: Double, _ ctx: RenderContext) -> String {
        NumberText.oneDecimal(a) + Self.dash(ctx) + NumberText.ms(b)
    }

    /// The en dash of a range, or a hyphen in ASCII.
    static func dash(_ ctx: RenderContext) -> String { ctx.border == .ascii ? "-" : "–" }

    /// Up to about twelve lines naming what the lanes show: the longest blocking spans first.
    func explanations(_ m: Model, _ ctx: RenderContext, labelWidth: Int, width: Int) -> [String] {
        let s = ctx.symbols
        let g = NumberText.grouped
        let times = ctx.border == .ascii ? " x " : " × "
        // Each line starts with its lane's name, lined up with the lanes — where there is room.
        let named = width >= 60
        let mainPrefix = named ? ctx.fitted(Self.mainLabel(ctx), width: labelWidth) + " " : ""
        let framesPrefix = named ? ctx.fitted(ctx.text(L10n.Timeline.Lanes.frames), width: labelWidth) + " " : ""
        let ids = Set(m.work.map(\.worker)).sorted()
        let workersName = ids.count == 1 ? "global \(ids[0])" : "global \(ids.first ?? 0)\(Self.dash(ctx))\(ids.last ?? 0)"
        let workersPrefix = !named ? "" : (workersName.displayWidth <= labelWidth ? ctx.fitted(workersName, width: labelWidth) : workersName) + " "
        /// The first candidate that fits; when none does with its lane name in front, without it.
        func line(_ candidates: [String]) -> String {
            for c in candidates where c.displayWidth <= width { return c }
            let bare = candidates.map { c in
                [mainPrefix, framesPrefix, workersPrefix].first(where: c.hasPrefix).map { String(c.dropFirst($0.count)) } ?? c
            }
            return ctx.firstFitting(bare, width: width)
        }

        // Downloads on the main thread: the first ones, in time order, and how many more. Not the
        // longest: picked from a run of equal downloads (differing in the last bits of a Double) they
        // left gaps in the rows listed — [0, 1] then [0, 3] — and "N more" did not say where.
        var downloads: [String] = []
        let onMain = m.main.filter { if case .download = $0.kind { return true } else { return false } }
        let shownCount = onMain.count > 6 ? 5 : onMain.count
        for span in onMain.prefix(shownCount) {
            let path = span.path.map { " \($0)" } ?? ""
            let d = NumberText.ms(span.end - span.start)
            let call = ctx.paint("Data(contentsOf:)", .bad)
            var full = call
            var short = call
            if case .download(let context) = span.kind {
                switch context {
                case .cellForRowAt: full = "cellForRowAt " + s.arrow + " " + call
                case .mainAsync:
                    full = "DispatchQueue.main.async { " + call + " }"
                    short = "main.async { " + call + " }"
                case .task:
                    full = "Task { " + call + " }"
                    short = full
                case .plain: break
                }
            }
            downloads.append(line([
                mainPrefix + range(span.start, span.end, ctx) + "  " + full + path + "  " + d,
                mainPrefix + NumberText.ms(span.start) + "  " + full + path + "  " + d,
                mainPrefix + range(span.start, span.end, ctx) + "  " + short + path + "  " + d,
                mainPrefix + NumberText.ms(span.start) + "  " + short + path + "  " + d,
                mainPrefix + NumberText.ms(span.start) + "  " + call + path + "  " + d,
                mainPrefix + call + path + "  " + d,
                mainPrefix + call + path + " " + NumberText.grouped(Int((span.end - span.start).rounded())) + " ms",
            ]))
        }
        if onMain.count > shownCount {
            let rest = onMain.dropFirst(shownCount).map { $0.end - $0.start }.reduce(0, +)
            let n = g(onMain.count - shownCount)
            downloads.append(line([
                mainPrefix + s.ellipsis + " " + ctx.text(L10n.Timeline.Downloads.more(count: n, time: NumberText.ms(rest))),
                mainPrefix + s.ellipsis + " " + ctx.text(L10n.Timeline.Downloads.moreShort(count: n, time: NumberText.ms(rest))),
            ]))
        }

        // Image assignments hopping back to the main thread.
        var assigns: [String] = []
        let blocks = m.main.filter { $0.kind == .assign }
        if !blocks.isEmpty {
            let total = NumberText.ms(blocks.map { $0.end - $0.start }.reduce(0, +))
            let n = g(blocks.count)
            typealias T = L10n.Timeline.Assigns
            let full = m.resumesAfterAwait ? T.afterAwait(count: n, times: times, ellipsis: s.ellipsis, total: total)
                : T.mainAsync(count: n, times: times, ellipsis: s.ellipsis, total: total)
            assigns.append(line([
                mainPrefix + ctx.text(full),
                mainPrefix + ctx.text(T.short(count: n, times: times, ellipsis: s.ellipsis, total: total)),
                mainPrefix + ctx.text(T.shortest(count: n, total: total)),
            ]))
        }

        // The stale-image bug.
        var wrong: [String] = []
        for e in m.wrong.prefix(m.wrong.count > 4 ? 3 : 4) {
            let p = e.path.map(\.description) ?? "?"
            let shown = e.shownPath.map(\.description) ?? "?"
            let cell = e.cell.map(Cell.name) ?? "?"
            let verdict = ctx.paint(ctx.text(L10n.Timeline.Legend.wrong), .crash)
            wrong.append(line([
                mainPrefix + NumberText.ms(e.time) + "  imageAssign \(p) \(s.arrow) \(cell) "
                    + ctx.text(L10n.Timeline.Wrong.showing(row: shown)) + "  " + verdict,
                mainPrefix + "imageAssign \(p) \(s.arrow) \(cell) " + ctx.text(L10n.Timeline.Wrong.showingShort(row: shown)) + "  " + verdict,
                mainPrefix + "\(p) \(s.arrow) \(cell) (\(shown))  " + verdict,
            ]))
        }
        if m.wrong.count > wrong.count {
            let n = g(m.wrong.count - wrong.count)
            wrong.append(line([mainPrefix + s.ellipsis + " " + ctx.paint(ctx.text(L10n.Timeline.Wrong.more(count: n)), .bad)]))
        }

        // Loads the identity check left alone.
        var ignored: [String] = []
        for e in m.ignored.prefix(m.ignored.count > 2 ? 1 : 2) {
            let p = e.path.map(\.description) ?? "?"
            let cell = e.cell.map(Cell.name) ?? "?"
            // Left alone because the cell shows another row now, or is off screen (queued).
            let (why, short): (String, String)
            if let shown = e.shownPath, shown != e.path {
                why = ctx.text(L10n.Timeline.Ignored.showsNow(cell: cell, row: shown.description))
                short = ctx.text(L10n.Timeline.Ignored.shows(cell: cell, row: shown.description))
            } else {
                why = ctx.text(L10n.Timeline.Ignored.offScreen(cell: cell))
                short = ctx.text(L10n.Timeline.Ignored.offScreenShort(cell: cell))
            }
            ignored.append(line([
                mainPrefix + NumberText.ms(e.time) + "  imageIgnored \(p): " + ctx.paint(why, .good),
                mainPrefix + "imageIgnored \(p): " + ctx.paint(why, .good),
                mainPrefix + "imageIgnored \(p): " + ctx.paint(short, .good),
            ]))
        }
        if m.ignored.count > ignored.count {
            let n = g(m.ignored.count - ignored.count)
            ignored.append(line([mainPrefix + s.ellipsis + " " + ctx.text(L10n.Timeline.Ignored.more(count: n))]))
        }

        // Cancelled loads.
        var cancels: [String] = []
        for e in m.cancels.prefix(m.cancels.count > 2 ? 1 : 2) {
            let p = e.path.map(\.description) ?? "?"
            let cell = e.cell.map { " " + Cell.name($0) } ?? ""
            let shown = e.shownPath.flatMap { $0 == e.path ? nil : " " + ctx.text(L10n.Timeline.Cancels.now(row: $0.description)) } ?? ""
            cancels.append(line([
                mainPrefix + NumberText.ms(e.time) + "  " + ctx.paint("imageLoadCancel", .dim) + " \(p)\(cell)\(shown)",
                mainPrefix + ctx.paint("imageLoadCancel", .dim) + " \(p)\(cell)",
            ]))
        }
        if m.cancels.count > cancels.count {
            let n = g(m.cancels.count - cancels.count)
            cancels.append(line([mainPrefix + s.ellipsis + " " + ctx.text(L10n.Timeline.Cancels.more(count: n))]))
        }

        // The workers, in one line.
        var workers: [String] = []
        // A data task's completion handler is no download: its own line.
        let workBlocks = m.work.filter { !$0.isHandler }
        if !workBlocks.isEmpty {
            let prefix = workersPrefix
            let n = g(workBlocks.count)
            let complete = workBlocks.filter { !$0.startedEarlier && !$0.stillRunning && !$0.cancelled }.map { $0.end - $0.start }
            var each = ""
            if let lo = complete.min(), let hi = complete.max() {
                each = lo == hi ? NumberText.ms(lo) : NumberText.oneDecimal(lo) + Self.dash(ctx) + NumberText.ms(hi)
            }
            let running = workBlocks.filter(\.stillRunning).count
            let cancelled = workBlocks.filter(\.cancelled).count
            typealias T = L10n.Timeline.Workers
            var extra = ""
            if running > 0 { extra += ", " + ctx.text(T.stillRunning(count: g(running))) }
            if cancelled > 0 { extra += ", " + ctx.text(T.cancelled(count: g(cancelled))) }
            let eachText = each.isEmpty ? "" : ", " + ctx.text(T.each(time: each))
            workers.append(line([
                prefix + ctx.paint(ctx.text(T.offMainCalls(count: n, times: times)), .accent) + eachText + extra,
                prefix + ctx.paint(ctx.text(T.offMain(count: n)), .accent) + eachText,
                prefix + ctx.paint(ctx.text(T.offMainShort(count: n)), .accent) + eachText,
                prefix + ctx.paint(ctx.text(T.offMainShort(count: n)), .accent),
            ]))
        }
        let handlers = m.work.count - workBlocks.count
        if handlers > 0 {
            typealias T = L10n.Timeline.Workers
            let n = g(handlers)
            workers.append(line([
                workersPrefix + ctx.paint(ctx.text(T.handlers(count: n, times: times)), .accent),
                workersPrefix + ctx.paint(ctx.text(T.handlersShort(count: n)), .accent),
            ]))
        }

        // The worst hitches.
        var hitches: [String] = []
        let late = m.frames.enumerated().filter { $0.element.late > 0 }
            .sorted { ($1.element.late, $0.offset) < ($0.element.late, $1.offset) }.prefix(2).sorted { $0.offset < $1.offset }
        for f in late.map(\.element) {
            let from = max(m.start, f.time - f.late)
            let missed = Int((f.late / frameDuration).rounded())
            let lateText = NumberText.ms(f.late)
            // A frame already late when the events shown begin: its start is not in the picture.
            let when = from < f.time - 1e-9 ? range(from, f.time, ctx) : NumberText.ms(f.time)
            let lateWords = ctx.text(L10n.Timeline.late(time: lateText))
            hitches.append(line([
                framesPrefix + when + "  " + ctx.paint(ctx.text(L10n.Timeline.Hitches.frameLate(number: g(f.number), time: lateText)), .bad)
                    + " " + ctx.text(L10n.Timeline.Hitches.vsyncsMissed(count: g(missed))),
                framesPrefix + when + "  " + ctx.paint(lateWords, .bad),
                framesPrefix + ctx.paint(lateWords, .bad),
            ]))
        }

        // Rows and their images: appeared at once without it (main-async, background, await), or
        // only once it had downloaded (sync).
        var rowLines: [String] = []
        let rowsPrefix = named ? ctx.fitted(Self.rowsLabel(ctx), width: labelWidth) + " " : ""
        let early = m.rows.filter { !$0.cameWithImage }
        let withImage = m.rows.count - early.count
        if !early.isEmpty {
            let waits = early.compactMap(\.waitedForImage)
            let n = g(early.count)
            let longest = waits.max().map(NumberText.ms)
            typealias T = L10n.Timeline.Rows
            let message: Message = switch (early.count == 1, longest) {
            case (true, nil): T.appearedWithoutOne
            case (true, let time?): T.appearedWithoutOneLongest(time: time)
            case (false, nil): T.appearedWithout(count: n)
            case (false, let time?): T.appearedWithoutLongest(count: n, time: time)
            }
            let text = ctx.text(message)
            rowLines.append(line([rowsPrefix + text, text]))
        }
        if withImage > 0 {
            let n = g(withImage)
            let text = ctx.text(withImage == 1 ? L10n.Timeline.Rows.appearedWithOne : L10n.Timeline.Rows.appearedWith(count: n))
            rowLines.append(line([rowsPrefix + text, text]))
        }

        // At most twelve lines: trim the least important groups first.
        var groups = [downloads, assigns, wrong, ignored, cancels, workers, hitches, rowLines]
        let priority = [7, 0, 6, 1, 4, 5, 3, 2]       // index into groups, most important first
        var budget = 12
        var keep = Array(repeating: 0, count: groups.count)
        for i in priority {
            keep[i] = min(groups[i].count, budget)
            budget -= keep[i]
        }
        for i in groups.indices { groups[i] = Array(groups[i].prefix(keep[i])) }
        return groups.flatMap { $0 }
    }

    func summary(_ m: Model, _ ctx: RenderContext) -> [String] {
        // Hitches and their ratio are about scrolling (the counts `stats` reads, `EventCounts`); a
        // late frame outside a drag (a launch, a reload, a wait) is said apart.
        let counts = m.counts
        let frames = counts.frames
        let g = NumberText.grouped
        // How much of the time shown the main thread was busy: the first thing to read.
        typealias T = L10n.Timeline.Summary
        let busy = NumberText.ms(m.mainBusy)
        var parts = [ctx.text(T.mainBusy(time: busy))]
        let span = m.end - m.start
        if span > 0 {
            let share = m.mainBusy / span * 100
            let pct = (share > 0 && share < 1 ? "<1" : NumberText.grouped(Int(min(share, 100).rounded()))) + "%"
            let long = ctx.text(T.mainBusyShare(time: busy, percent: pct))
            parts[0] = long.displayWidth <= ctx.columns ? long : parts[0] + " (\(pct))"
        }
        guard frames > 0 else {
            parts.append(ctx.text(T.noFrames))
            return parts
        }
        parts.append(ctx.text(T.frames(count: g(frames))))
        let hitchText = ctx.text(T.hitches(count: g(counts.hitches)))
        parts.append(counts.hitches == 0 ? hitchText : hitchText + " (\(NumberText.ms(counts.hitchTime)))")
        if counts.lateWhileStill > 0 {
            let n = g(counts.lateWhileStill)
            let ms = NumberText.ms(counts.lateWhileStillTime)
            parts.append(ctx.text(T.lateOutsideScrolling(count: n, time: ms)))
        }
        guard counts.scrollFrames > 0 else { return parts }
        let ratio = counts.hitchRatio
        let band = HitchBand(ratio: ratio)
        let le = ctx.border == .ascii ? "<=" : "≤"
        let (limit, role): (String, Palette.Role) = switch band {
        case .good: ("\(le) 10", .good)
        case .warning: ("\(le) 25", .warning)
        case .critical: ("\(le) 50", .bad)
        case .veryBad: ("> 50", .bad)
        }
        let value = NumberText.oneDecimal(ratio) + " ms/s"
        // The words of `stats`: one name for the ratio and its bands.
        let name = ctx.text(L10n.Stats.hitchTimeRatio), bandName = ctx.text(StatsPicture.bandName(band))
        parts.append(name + " " + ctx.paint(value + " " + bandName + " (\(limit))", role))
        return parts
    }
}
