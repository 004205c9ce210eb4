/// What ran where over simulated time — the facts behind `timeline`, computed once from events by
/// task and load ids (never by matching text). The picture only decides how to draw them.
public struct TimelineSpans: Sendable {
    public struct WorkSpan: Sendable, Equatable {
        /// 1-based worker of the global queue.
        public var worker: Int
        public var start: Double
        public var end: Double
        public var path: TablePath?
        public var load: Int?
        /// Began before the first event given (its start is in an earlier command).
        public var startedEarlier = false
        /// Still running after the last event given.
        public var stillRunning = false
        public var cancelled = false
        /// What the block is (`Data(contentsOf:)`, a learner's closure, a data task's completion
        /// handler): the picture tells a handler from a download.
        public var work: Event.Work?
        /// A data task's completion handler (URLSession's delegate queue), not a download.
        public var isHandler: Bool { work == .appCompletion }
    }

    public struct FrameMark: Sendable, Equatable {
        public var time: Double
        /// How late the frame reached the screen (0: on time).
        public var late: Double
        public var number: Int
        /// Drawn during a drag (`Event.scrolling`): only these count as hitches.
        public var scrolling = false
        /// On time, a hitch, or late outside a drag (`FrameVerdict`, the one definition).
        public var verdict: FrameVerdict = .onTime
    }

    public var main: [MainThread.Span] = []
    public var wrong: [Event] = []
    public var ignored: [Event] = []
    public var cancels: [Event] = []
    public var work: [WorkSpan] = []
    /// Downloads in flight on the network.
    public var net: [(start: Double, end: Double)] = []
    public var frames: [FrameMark] = []
    /// The length of the union of the main thread's spans: `MainThread.busyTime`, as `stats` says.
    public var mainBusy = 0.0
    public var start = 0.0
    public var end = 0.0

    public init(events: [Event]) {
        guard !events.isEmpty else { return }
        let sorted = events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let first = sorted[0].time
        var last = first
        for e in sorted { last = max(last, e.time + (e.thread == .main ? (e.duration ?? 0) : 0)) }

        main = MainThread.spans(sorted)
        let busy = MainThread.runs(of: main)
        mainBusy = busy.reduce(0) { $0 + $1.length }
        let hangs = MainThread.hangs(among: busy)

        var ends: [Int: Event] = [:]
        var downloads: [Int: Event] = [:]
        for e in sorted {
            if e.kind == .taskEnd, let t = e.task, e.thread?.worker != nil { ends[t] = e }
            if e.kind == .imageLoadStart, e.thread == .network, let l = e.load { downloads[l] = e }
        }
        var started = Set<Int>()
        for e in sorted {
            switch e.kind {
            case .taskStart:
                guard let w = e.thread?.worker, let t = e.task else { break }
                started.insert(t)
                if let end = ends[t] {
                    work.append(WorkSpan(worker: w, start: e.time, end: end.time, path: e.path, load: e.load,
                                         cancelled: end.cancelled, work: e.work))
                } else {
                    let expected = e.load.flatMap { downloads[$0] }.flatMap(\.duration).map { e.time + $0 }
                    var span = WorkSpan(worker: w, start: e.time, end: max(e.time, min(expected ?? last, last)),
                                        path: e.path, load: e.load, work: e.work)
                    span.stillRunning = (expected ?? .infinity) > last
                    work.append(span)
                }
            case .taskEnd:
                guard let w = e.thread?.worker, let t = e.task, !started.contains(t) else { break }
                work.append(WorkSpan(worker: w, start: first, end: e.time, path: e.path, load: e.load,
                                     startedEarlier: true, cancelled: e.cancelled, work: e.work))
            case .frame:
                frames.append(FrameMark(time: e.time, late: e.lateness, number: e.frame, scrolling: e.scrolling,
                                        verdict: FrameVerdict(e, hangs: hangs)))
            case .imageAssign where e.isWrong:
                wrong.append(e)
            case .imageIgnored:
                ignored.append(e)
            case .imageLoadCancel:
                cancels.append(e)
            default:
                break
            }
        }
        work.sort { ($0.start, $0.worker) < ($1.start, $1.worker) }
        // A worker's block is network time when it is a download's (tablelab's `Data(contentsOf:)`
        // block); a learner's closure is not — its download, if any, is on the network lane itself.
        net = work.filter { $0.load != nil }.map { ($0.start, $0.end) }
        let withWorker = Set(work.compactMap(\.load))
        // A download with no worker (awaited, or a URLSessionDataTask) ends when it finishes, or
        // when `cancel()` stopped it: a cancel of a download that never finished.
        var finished = Set<Int>(), stopped: [Int: Double] = [:]
        for e in sorted {
            if e.kind == .imageLoadFinish, let l = e.load { finished.insert(l) }
            if e.kind == .imageLoadCancel, let l = e.load, stopped[l] == nil { stopped[l] = e.time }
        }
        for e in sorted where e.kind == .imageLoadStart && e.thread == .network {
            guard let l = e.load, !withWorker.contains(l) else { continue }
            var end = e.time + (e.duration ?? 0)
            if !finished.contains(l), let at = stopped[l] { end = min(end, at) }
            net.append((e.time, max(e.time, min(end, last))))
        }
        start = first
        end = last
    }
}
