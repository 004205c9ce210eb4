/// The numbers `stats` reports, read from the event log's counters and the current state.
public struct Statistics: Sendable, Equatable {
    public var cellsCreated: Int
    /// Cells created per reuse identifier; cells with no identifier are under "".
    public var createdByIdentifier: [IdentifierCount]
    public var reuses: Int
    /// Calls per callback, in a fixed teaching order, only those that happened.
    public var callbacks: [KindCount]
    public var visibleRows: Range<Int>
    public var firstVisible: TablePath?
    public var lastVisible: TablePath?
    public var contentOffset: Double
    public var contentHeight: Double
    public var viewportHeight: Double
    public var queue: [QueuedCells]
    public var liveCells: Int
    public var discardedCells: Int
    /// The clock: the frame counter (every vsync since launch) and the time of that frame's vsync —
    /// the pair the log shows on a frame ("frame 434 · 7,233.3 ms"). After a hang the main thread
    /// may have finished its work before that vsync; its own cursor is not this clock.
    public var frame: Int
    public var time: Double
    public var rowCount: Int
    public var sectionCount: Int
    // Time and threads
    /// The length of the union of everything the main thread did (`MainThread.busyTime`).
    public var mainBusy: Double
    /// Main-thread stalls of 250 ms or more (`MainThread.hangThreshold`): Apple's hangs.
    public var hangs: Int
    /// The longest hang (ms), 0 without one.
    public var longestHang: Double
    /// Frames drawn while the finger dragged: the hitch time ratio is about these.
    public var scrollFrames: Int
    public var framesDrawn: Int
    public var hitches: Int
    public var hitchTime: Double
    /// ms of hitches per second of frames, and Apple's band for it.
    public var hitchRatio: Double
    public var hitchBand: HitchBand
    public var imagesDownloaded: Int
    public var cacheHits: Int
    /// Loads that had to download because the image was not kept.
    public var cacheMisses: Int
    public var imageMemoryKB: Int
    public var wrongAssignments: Int
    public var cancelledLoads: Int
}

public struct IdentifierCount: Sendable, Equatable {
    public var identifier: String
    public var count: Int
}

public struct KindCount: Sendable, Equatable {
    public var kind: Event.Kind
    public var count: Int
}

public struct QueuedCells: Sendable, Equatable {
    public var identifier: String
    public var cells: [Int]
}

extension TableState {
    public var statistics: Statistics { statistics(of: log) }

    /// The numbers for the last `commands` commands only (the table's state is as it is now): for
    /// comparing one experiment with another without the session's earlier history.
    public func statistics(lastCommands commands: Int) -> Statistics {
        statistics(of: log.counters(ofLast: commands))
    }

    func statistics(of log: EventLog) -> Statistics {
        let order: [Event.Kind] = Event.Kind.allCases
        let calls = order.compactMap { k in log.count(k) > 0 ? KindCount(kind: k, count: log.count(k)) : nil }
        let byId = log.createdByIdentifier.sorted { $0.key < $1.key }.map { IdentifierCount(identifier: $0.key, count: $0.value) }
        let discarded = cells.filter { $0.place == .discarded }.count
        let ratio = log.hitchRatio()
        return Statistics(
            cellsCreated: log.cellsCreated, createdByIdentifier: byId, reuses: log.reuses, callbacks: calls,
            visibleRows: visibleRange,
            firstVisible: visibleRange.isEmpty ? nil : layout.path(visibleRange.lowerBound),
            lastVisible: visibleRange.isEmpty ? nil : layout.path(visibleRange.upperBound - 1),
            contentOffset: offset, contentHeight: contentHeight, viewportHeight: settings.viewportHeight,
            queue: pool.listed,
            liveCells: cells.count - discarded, discardedCells: discarded,
            frame: clock.frame, time: clock.frameTime, rowCount: rowCount, sectionCount: layout.sectionCount,
            mainBusy: log.mainBusy, hangs: log.hangs, longestHang: log.longestHang,
            scrollFrames: log.scrollFrames, framesDrawn: log.frames, hitches: log.hitches, hitchTime: log.hitchTime,
            hitchRatio: ratio, hitchBand: HitchBand(ratio: ratio),
            imagesDownloaded: log.count(.imageLoadFinish), cacheHits: log.count(.imageCacheHit),
            cacheMisses: log.count(.imageLoadStart), imageMemoryKB: imageMemoryKB,
            wrongAssignments: log.wrongAssignments, cancelledLoads: log.count(.imageLoadCancel))
    }
}
