import TableSim
import TableText

// One line that answers "what did that command do?" before the learner reads any detail:
// `10 cellForRowAt · ✚ 1 new · ↻ 9 reused · ⇢ 10 to queue · 15 frames`. It is the line a teacher
// points at ("only one new cell for ten new rows — why?"), so it uses the same marks and colours as
// the event list and the viewport. It is also the line still on screen when the rest has scrolled
// away, so what the pictures above may no longer show — images that went into the wrong cell and
// were replaced a moment later — is counted here.

/// A one-line summary of a `Step` (two lines when the terminal is too narrow for one).
public struct SummaryLine: Sendable {
    public var step: Step
    /// Simulated time the command let pass with no input (`wait 3s`), when the caller knows it.
    public var waited: Double?

    public init(step: Step, waited: Double? = nil) {
        self.step = step
        self.waited = waited
    }

    public func render(in ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        let d = s.separator
        let g = NumberText.grouped
        typealias T = L10n.Summary
        if let crash = step.crash {
            let parts = [ctx.paint(s.crash + " " + ctx.text(T.crashed) + " (\(crash.exception))", .crash),
                         ctx.text(T.rolledBack)]
            return pack(parts, short: parts, ctx)
        }
        let events = step.events
        let waitedText = waited.map { ms in
            ctx.text(T.waited(time: NumberText.wholeMs(ms)))
        }
        guard !events.isEmpty else {
            let none = ctx.paint(ctx.text(T.noCallbacks), .dim)
            return [[none, waitedText].compactMap { $0 }.joined(separator: d)]
        }
        // The same counts `stats` reads (`EventCounts`, in TableSim).
        let counts = step.counts
        func count(_ kind: Event.Kind) -> Int { counts.count(kind) }
        var long: [String] = [], short: [String] = []
        func add(_ l: String, _ sh: String? = nil) { long.append(l); short.append(sh ?? l) }

        // Cells: only for commands that laid rows out (a `wait` does not, and "0 cellForRowAt" would
        // read as if something failed).
        let frameNote = step.notes.lazy.compactMap { note -> Int? in
            if case .frames(let n) = note { return n } else { return nil }
        }.first
        let cfr = count(.cellForRowAt)
        let created = count(.initCell), reused = counts.reuses
        let queued = count(.enqueue), released = count(.deinitCell)
        let laidOut = frameNote != nil || cfr > 0 || queued > 0 || released > 0 || count(.reloadData) > 0
            || count(.didEndDisplaying) > 0
        if count(.reloadData) > 0 { add(ctx.paint("reloadData()", .accent)) }
        // A tap: which row lost the selection and which got it (FIDELITY §8b.29).
        // (Looked for only when the counts say there is one: a reload's events are not scanned.)
        if count(.didDeselectRowAt) + count(.didSelectRowAt) > 0 {
            for e in events where e.kind == .didDeselectRowAt || e.kind == .didSelectRowAt {
                add(ctx.paint(s.selection + " " + e.kind.rawValue + " " + (e.path?.description ?? ""), .accent))
            }
        }
        let heights = count(.heightForRowAt)
        if heights > 0 {
            add(ctx.text(T.heightForRowAt(count: g(heights))))
        }
        if laidOut {
            add(ctx.text(T.cellForRowAt(count: g(cfr))))
            if created > 0 || cfr > 0 {
                add(ctx.paint(s.created, .created) + " " + ctx.paint(ctx.text(T.created(count: g(created))), .created),
                    ctx.paint(s.created + g(created), .created))
            }
            if reused > 0 || cfr > 0 {
                add(ctx.paint(s.reused, .reused) + " " + ctx.paint(ctx.text(T.reused(count: g(reused))), .reused),
                    ctx.paint(s.reused + g(reused), .reused))
            }
            if queued > 0 {
                add(ctx.paint(s.enqueued, .enqueue) + " " + ctx.paint(ctx.text(T.enqueued(count: g(queued))), .enqueue),
                    ctx.paint(s.enqueued + g(queued), .enqueue))
            }
            if released > 0 {
                add(ctx.paint(s.released, .warning) + " " + ctx.paint(ctx.text(T.released(count: g(released))), .warning),
                    ctx.paint(s.released + g(released), .warning))
            }
        }
        let prefetched = counts.prefetchedRows
        if prefetched > 0 { add(ctx.text(T.prefetched(count: g(prefetched)))) }

        let vsyncs = count(.frame)
        let frames = frameNote ?? (vsyncs > 0 ? vsyncs : (laidOut ? Set(events.filter { $0.kind != .frame }.map(\.frame)).count : 0))
        if frames > 0 {
            add(ctx.text(T.frames(count: g(frames))))
        }

        // Images: downloads, and every image that went into a cell — the wrong ones first.
        let onMain = counts.downloadsOnMain
        let offMain = counts.downloadsOffMain
        if onMain > 0 {
            let n = g(onMain)
            add(ctx.paint(s.imageLoadStart, .bad) + " " + ctx.text(T.downloadsOnMain(count: n)),
                ctx.paint(s.imageLoadStart, .bad) + n)
        }
        if offMain > 0 {
            add(ctx.paint(s.imageLoadStart, .accent) + " " + ctx.text(T.downloadsStarted(count: g(offMain))),
                ctx.paint(s.imageLoadStart, .accent) + g(offMain))
        }
        if counts.wrongImages > 0 {
            let cells = counts.wrongCells
            let names = Cell.name(cells[0]) + (cells.count > 1 ? " \(s.ellipsis)" : "")
            let n = g(counts.wrongImages)
            add(ctx.paint(s.wrongImage + " " + ctx.text(T.wrongImages(count: n)) + " (\(names))", .bad),
                ctx.paint(s.wrongImage + " " + ctx.text(T.wrongImagesShort(count: n)) + " (\(names))", .bad))
        }
        let right = counts.rightImages
        if right > 0 {
            add(ctx.paint(s.check + " " + ctx.text(T.rightImages(count: g(right))), .good),
                ctx.paint(s.check + g(right), .good))
        }
        let ignored = count(.imageIgnored)
        if ignored > 0 {
            add(s.imageIgnored + " " + ctx.text(T.ignored(count: g(ignored))), s.imageIgnored + g(ignored))
        }
        let cancelled = count(.imageLoadCancel)
        if cancelled > 0 {
            add(s.cancelPrefetch + " " + ctx.text(T.cancelled(count: g(cancelled))), s.cancelPrefetch + g(cancelled))
        }

        // Time: hitches and time waited.
        if counts.hitches > 0 {
            let ms = NumberText.ms(counts.hitchTime)
            add(ctx.paint(ctx.text(T.hitches(count: g(counts.hitches), time: ms)), .bad))
        }
        if counts.hangs > 0 {
            // Apple's hangs: the main thread stuck 250 ms or more, scrolling or not (a launch, a preload).
            let ms = NumberText.ms(counts.longestHang)
            let n = counts.hangs
            add(ctx.paint(ctx.text(n == 1 ? T.hang(time: ms) : T.hangs(count: g(n), time: ms)), .bad))
        }
        if let waitedText { add(waitedText) }
        if long.isEmpty { return [ctx.paint(ctx.text(T.noCallbacks), .dim)] }
        return pack(long, short: short, ctx)
    }

    /// The long forms on one line, or on two; else the short forms (`✚1 · ↻9`) on one line; else the
    /// long forms on as many lines as they need — a part is never cut.
    private func pack(_ long: [String], short: [String], _ ctx: RenderContext) -> [String] {
        let width = ctx.columns
        let longLines = lines(long, ctx)
        if longLines.count <= 2 { return longLines }
        let shortLines = lines(short, ctx)
        if shortLines.count == 1 { return shortLines }
        return longLines.flatMap { $0.displayWidth <= width ? [$0] : ctx.wrap($0, width: width) }
    }

    private func lines(_ parts: [String], _ ctx: RenderContext) -> [String] {
        let d = ctx.symbols.separator
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = part
            } else if (current + d + part).displayWidth <= ctx.columns {
                current += d + part
            } else {
                lines.append(current)
                current = part
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
