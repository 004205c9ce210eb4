/// What kept the main thread busy, read from events: one list of spans that `stats`, `timeline`,
/// the summary line and lesson checks all use, so they can never disagree (FIDELITY §8).
public enum MainThread {
    /// Apple calls a main thread that stops responding for longer than this (ms) a hang.
    public static let hangThreshold = 250.0

    public enum SpanKind: Sendable, Equatable {
        /// A data-source or delegate method.
        case callback
        /// `Data(contentsOf:)` on the main thread; `context` is what it ran inside.
        case download(context: DownloadContext)
        /// A main-queue block that puts a downloaded image into a cell.
        case assign
        /// A main-queue block that downloads (`DispatchQueue.main.async { Data(contentsOf:) }`): its
        /// download is a span of its own.
        case task
    }

    public enum DownloadContext: Sendable, Equatable {
        /// Before the first screen (`load preload`).
        case plain
        /// Inside `cellForRowAt` (`load sync`, `load cached`).
        case cellForRowAt
        /// Inside a block on the main queue (`load main-async`).
        case mainAsync
        /// Inside a `Task { }` made on the main actor (`load task`): it runs on the main thread too.
        case task
    }

    public struct Span: Sendable, Equatable {
        public var start: Double
        public var end: Double
        public var kind: SpanKind
        public var path: TablePath?
        /// The event the span comes from.
        public var event: Int
    }

    /// A stretch of time in which the main thread never rested.
    public struct Run: Sendable, Equatable {
        public var start: Double
        public var end: Double
        public var length: Double { end - start }
    }

    /// Every span of main-thread work among `events`, in time order.
    ///
    /// The ids of `cellForRowAt` calls and download tasks are gathered only when a download on the
    /// main thread needs them (what it ran inside), and spans already in time order (the usual case)
    /// are not sorted again: a reload with 10,000 rows on screen has 40,000 callback spans (attack M7).
    public static func spans(_ events: [Event]) -> [Span] {
        var last = events.first?.time ?? 0
        var downloadsOnMain = false
        // Fields are read in place, by index: a `for e in events` copies every event.
        for i in events.indices {
            let onMain = events[i].thread == .main
            last = max(last, events[i].time + (onMain ? (events[i].duration ?? 0) : 0))
            if events[i].kind == .imageLoadStart && onMain { downloadsOnMain = true }
        }
        var cellForRowAt = Set<Int>()
        var tasks = Set<Int>()
        if downloadsOnMain {
            for i in events.indices {
                if events[i].kind == .cellForRowAt { cellForRowAt.insert(events[i].id) }
                if events[i].kind == .taskStart && events[i].work == .taskDownload { tasks.insert(events[i].id) }
            }
        }
        var spans: [Span] = []
        for i in events.indices where events[i].thread == .main {
            switch events[i].kind {
            case .imageLoadStart:
                let e = events[i]
                let context: DownloadContext = e.cause.map(tasks.contains) == true ? .task : e.task != nil ? .mainAsync
                    : (e.cause.map(cellForRowAt.contains) == true ? .cellForRowAt : .plain)
                spans.append(Span(start: e.time, end: e.time + (e.duration ?? 0), kind: .download(context: context),
                                  path: e.path, event: e.id))
            case .taskStart:
                let e = events[i]
                let kind: SpanKind = e.work?.isAssignment == true ? .assign : .task
                spans.append(Span(start: e.time, end: e.duration.map { e.time + $0 } ?? last, kind: kind, path: e.path, event: e.id))
            case let kind where kind.isCallback:
                guard let d = events[i].duration else { break }
                let start = events[i].time
                spans.append(Span(start: start, end: start + d, kind: .callback, path: events[i].path, event: events[i].id))
            default:
                break
            }
        }
        return inStartOrder(spans)
    }

    /// `spans` sorted by start (stable), without sorting when they already are.
    static func inStartOrder(_ spans: [Span]) -> [Span] {
        if zip(spans, spans.dropFirst()).allSatisfy({ $0.start <= $1.start }) { return spans }
        return spans.sorted { $0.start < $1.start }
    }

    /// The union of the spans: the stretches in which the main thread was busy.
    ///
    /// The same runs as `runs(of: spans(events))`, made as the events are read when the spans come
    /// in start order (the usual case), without making the spans: a reload with 10,000 rows on screen
    /// has 40,000 of them, and the counts of every command ask for its runs (attack M7). Spans out of
    /// order take the long way.
    public static func busyRuns(_ events: [Event]) -> [Run] {
        // Where a block on the main queue still running at the end ends (as `spans` reads it).
        var last: Double?
        func end() -> Double {
            if let last { return last }
            var found = events.first?.time ?? 0
            for i in events.indices {
                found = max(found, events[i].time + (events[i].thread == .main ? (events[i].duration ?? 0) : 0))
            }
            last = found
            return found
        }
        var runs: [Run] = []
        var previousStart = -Double.infinity
        for i in events.indices where events[i].thread == .main {
            let start = events[i].time
            let stop: Double
            switch events[i].kind {
            case .imageLoadStart: stop = start + (events[i].duration ?? 0)
            case .taskStart: stop = events[i].duration.map { start + $0 } ?? end()
            case let kind where kind.isCallback:
                guard let d = events[i].duration else { continue }
                stop = start + d
            default: continue
            }
            guard start >= previousStart else { return self.runs(of: spans(events)) }
            previousStart = start
            guard stop > start else { continue }
            if let lastEnd = runs.last?.end, start <= lastEnd + 1e-9 {
                runs[runs.count - 1].end = max(lastEnd, stop)
            } else {
                runs.append(Run(start: start, end: stop))
            }
        }
        return runs
    }

    public static func runs(of spans: [Span]) -> [Run] {
        var runs: [Run] = []
        for s in inStartOrder(spans) where s.end > s.start {
            if let lastEnd = runs.last?.end, s.start <= lastEnd + 1e-9 {
                runs[runs.count - 1].end = max(lastEnd, s.end)
            } else {
                runs.append(Run(start: s.start, end: s.end))
            }
        }
        return runs
    }

    /// How long the main thread was busy among `events` (ms).
    public static func busyTime(_ events: [Event]) -> Double {
        busyRuns(events).reduce(0) { $0 + $1.length }
    }

    /// Stalls of `hangThreshold` or more (Apple's tools report a hang from 250 ms on): the main
    /// thread could not answer a touch for that long.
    public static func hangs(_ events: [Event]) -> [Run] {
        hangs(among: busyRuns(events))
    }

    /// Whether `events` hold a hang (`hangs(events)` is not empty), without building the spans when
    /// the main thread's work adds up to less than a hang (the union of spans is never longer).
    public static func hasHang(_ events: [Event]) -> Bool {
        var total = 0.0
        for e in events where e.thread == .main { total += e.duration ?? 0 }
        let unfinished = events.contains { $0.thread == .main && $0.kind == .taskStart && $0.duration == nil }
        guard total >= hangThreshold || unfinished else { return false }
        return !hangs(events).isEmpty
    }

    /// The hangs among runs of busy time: the one place the threshold is compared.
    public static func hangs(among runs: [Run]) -> [Run] {
        runs.filter { $0.length >= hangThreshold }
    }
}
