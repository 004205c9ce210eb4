/// Counts over a run of events — one command's (the summary line), some commands' (`stats last 3`)
/// or the whole log's (`stats`). One counting code path, so the summary and `stats` always agree.
public struct EventCounts: Sendable, Equatable {
    /// Calls per event kind (bulk events add their `count`).
    public private(set) var calls: [Event.Kind: Int] = [:]
    /// Cells created per reuse identifier ("" for cells with none).
    public private(set) var createdByIdentifier: [String: Int] = [:]
    public private(set) var reuses = 0
    /// Dequeues that returned nil (`dequeueReusableCell(withIdentifier:)` with nothing queued and
    /// nothing registered): where the app's own fallback makes a cell.
    public private(set) var nilDequeues = 0
    public private(set) var frames = 0
    /// Frames drawn while moving (`Event.isFrameWhileMoving`): what the hitch time ratio is about.
    public private(set) var scrollFrames = 0
    /// Hitches (`Event.isHitch`): late frames while moving (a launch or a reload that stalls is a
    /// hang, not a hitch).
    public private(set) var hitches = 0
    /// Time lost to late frames while scrolling (ms).
    public private(set) var hitchTime = 0.0
    /// The length of every frame drawn while scrolling, added up.
    public private(set) var frameTime = 0.0
    /// Late frames outside a drag (`Event.isLateWhileStill`) and the time they lost (ms).
    public private(set) var lateWhileStill = 0
    public private(set) var lateWhileStillTime = 0.0
    /// Images put into a cell that shows another row, and the cells that got them (first time order).
    public private(set) var wrongImages = 0
    public private(set) var wrongCells: [Int] = []
    public private(set) var rightImages = 0
    /// Downloads on the main thread (`Data(contentsOf:)` there) and elsewhere.
    public private(set) var downloadsOnMain = 0
    public private(set) var downloadsOffMain = 0
    /// Downloads that finished, and those `cancel()` stopped on their way (`imageLoadCancel` with
    /// `cancelled`): started = finished + cancelled + still on their way.
    public private(set) var downloadsFinished = 0
    public private(set) var downloadsCancelled = 0
    /// Downloads started as a `URLSessionDataTask` and with `try await … data(from:)`; the others
    /// are `Data(contentsOf:)` (on the main thread or a worker).
    public private(set) var dataTaskDownloads = 0
    public private(set) var awaitedDownloads = 0
    /// Rows handed to `prefetchRowsAt`.
    public private(set) var prefetchedRows = 0
    /// Rows handed to `cancelPrefetchingForRowsAt` (one call can cancel many rows).
    public private(set) var cancelledPrefetchRows = 0
    /// `MainThread.busyTime` and the hangs among these events.
    public private(set) var mainBusy = 0.0
    public private(set) var hangs = 0
    /// The longest of those hangs (ms), 0 without one.
    public private(set) var longestHang = 0.0

    public init() {}

    public init<S: Sequence>(_ events: S) where S.Element == Event {
        self.init(Array(events))
    }

    /// One pass over the events, then one over the main thread's spans. Takes the array itself, so a
    /// command's events are not copied (a reload with 10,000 rows on screen has 60,000: attack M7).
    public init(_ all: [Event]) {
        // Fields are read in place, by index: a `for e in all` copies every event. Only the few
        // kinds with more to count are copied, into `addDetails`. Calls are added up by the kind's
        // place in `Event.Kind.allCases`, not hashed once per event; the dictionary is made at the end.
        var perKind = [Int](repeating: 0, count: Event.Kind.allCases.count)
        var seen = [Bool](repeating: false, count: Event.Kind.allCases.count)
        for i in all.indices {
            let kind = all[i].kind
            perKind[kind.ordinal] += all[i].count
            seen[kind.ordinal] = true
            switch kind {
            // (A run of rows, `Event.isRowRun`, made or reused `count` cells.)
            case .initCell: createdByIdentifier[all[i].identifier ?? "", default: 0] += all[i].count
            case .dequeueReusableCell:
                if all[i].dequeue == .reused { reuses += all[i].count } else if all[i].dequeue == .nil { nilDequeues += all[i].count }
            case .frame, .imageAssign, .imageLoadStart, .imageLoadFinish, .imageLoadCancel, .prefetchRowsAt,
                 .cancelPrefetchingForRowsAt:
                addDetails(all[i])
            default: break
            }
        }
        for (k, kind) in Event.Kind.allCases.enumerated() where seen[k] { calls[kind] = perKind[k] }
        let runs = MainThread.busyRuns(all)
        mainBusy = runs.reduce(0) { $0 + $1.length }
        let stalls = MainThread.hangs(among: runs)
        hangs = stalls.count
        longestHang = stalls.map(\.length).max() ?? 0
    }

    /// The counts of a frame, an image event or a prefetch call beyond its call count.
    private mutating func addDetails(_ e: Event) {
        switch e.kind {
        case .frame:
            frames += 1
            if e.isLateWhileStill { lateWhileStill += 1; lateWhileStillTime += e.lateness }
            guard e.isFrameWhileMoving else { break }
            scrollFrames += 1
            frameTime += e.duration ?? 0
            if e.isHitch { hitches += 1; hitchTime += e.lateness }
        case .imageAssign:
            if e.isWrong {
                wrongImages += 1
                if let c = e.cell, !wrongCells.contains(c) { wrongCells.append(c) }
            } else {
                rightImages += 1
            }
        case .imageLoadStart:
            if e.thread == .main { downloadsOnMain += e.count } else { downloadsOffMain += e.count }
            if e.work == .dataTask { dataTaskDownloads += e.count }
            if e.work == .awaitDownload { awaitedDownloads += e.count }
        case .imageLoadFinish:
            downloadsFinished += e.count
        case .imageLoadCancel where e.cancelled:
            downloadsCancelled += 1
        case .prefetchRowsAt:
            prefetchedRows += e.paths?.count ?? 1
        case .cancelPrefetchingForRowsAt:
            cancelledPrefetchRows += e.paths?.count ?? 1
        default:
            break
        }
    }

    public func count(_ kind: Event.Kind) -> Int { calls[kind] ?? 0 }
    public var cellsCreated: Int { createdByIdentifier.values.reduce(0, +) }
    public var downloadsStarted: Int { downloadsOnMain + downloadsOffMain }

    /// The code that started the downloads, as the app wrote it (API names, never translated), in a
    /// fixed order: `Data(contentsOf:)`, `URLSessionDataTask`, `try await URLSession.shared.data(from:)`.
    public var downloadCode: [String] {
        let contentsOf = downloadsStarted - dataTaskDownloads - awaitedDownloads
        return [(contentsOf, Event.Work.download), (dataTaskDownloads, .dataTask), (awaitedDownloads, .awaitDownload)]
            .filter { $0.0 > 0 }.map { $0.1.code }
    }

    /// Apple's hitch time ratio: ms of hitches per second of scrolling (FIDELITY §8.21). Frames drawn
    /// outside a drag (a launch, a reload, a `wait`) do not count: a stall there is a hang.
    public var hitchRatio: Double {
        let seconds = (frameTime + hitchTime) / 1000
        return seconds > 0 ? hitchTime / seconds : 0
    }

    /// Adds the counts of later events (spans never cross commands, so busy times add up).
    public mutating func add(_ other: EventCounts) {
        for (k, n) in other.calls { calls[k, default: 0] += n }
        for (k, n) in other.createdByIdentifier { createdByIdentifier[k, default: 0] += n }
        reuses += other.reuses
        nilDequeues += other.nilDequeues
        frames += other.frames
        scrollFrames += other.scrollFrames
        hitches += other.hitches
        hitchTime += other.hitchTime
        frameTime += other.frameTime
        lateWhileStill += other.lateWhileStill
        lateWhileStillTime += other.lateWhileStillTime
        wrongImages += other.wrongImages
        for c in other.wrongCells where !wrongCells.contains(c) && wrongCells.count < 64 { wrongCells.append(c) }
        rightImages += other.rightImages
        downloadsOnMain += other.downloadsOnMain
        downloadsOffMain += other.downloadsOffMain
        downloadsFinished += other.downloadsFinished
        downloadsCancelled += other.downloadsCancelled
        dataTaskDownloads += other.dataTaskDownloads
        awaitedDownloads += other.awaitedDownloads
        prefetchedRows += other.prefetchedRows
        cancelledPrefetchRows += other.cancelledPrefetchRows
        mainBusy += other.mainBusy
        hangs += other.hangs
        longestHang = max(longestHang, other.longestHang)
    }
}

extension Event.Kind {
    /// The kind's place in `allCases`: counting by kind indexes an array with it instead of hashing
    /// each event's kind. A case without a payload is stored as its index in declaration order, which
    /// is `allCases`' order (a test checks every kind).
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
