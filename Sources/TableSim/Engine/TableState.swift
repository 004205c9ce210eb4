/// The whole simulated table: settings, data, geometry, cells, reuse queue, clock and event log.
///
/// It is a value. A command is a function from one state to the next plus the events it caused
/// (`apply(_:)`), so undo, replay, "predict then run" and side-by-side comparisons are copies.
/// Nothing here performs I/O or prints.
public struct TableState: Sendable, Equatable {
    public internal(set) var settings: TableSettings
    public internal(set) var data: TableData
    public internal(set) var layout: TableLayout
    /// `contentOffset.y`.
    public internal(set) var offset: Double = 0
    /// Every cell ever created, by id − 1 (ids start at 1).
    public internal(set) var cells: [Cell] = []
    var pool = ReusePool()
    /// Global row index → id of the cell showing it, for the rows currently on screen.
    var visible: [Int: Int] = [:]
    /// The contiguous global rows currently on screen.
    public internal(set) var visibleRange: Range<Int> = 0..<0
    /// With `headers views` (FIDELITY §8c.40): every header view ever made, by id − 1; their reuse
    /// queue (apart from the cells'); section → the header view showing its header on screen.
    public internal(set) var headerViews: [HeaderView] = []
    var headerPool = ReusePool()
    var visibleHeaders: [Int: Int] = [:]
    public internal(set) var clock = Clock()
    public internal(set) var prefetch = PrefetchState()
    /// The selection and the checked rows: state of rows, kept by the table and the app (FIDELITY §8a).
    public internal(set) var rowState = RowState()
    /// The threads, queues, network and images (FIDELITY §8).
    var runtime = Runtime()
    public internal(set) var log = EventLog()
    /// The learner's app this table runs and the commands it ran since launch (`app FILE.swift`);
    /// nil for tablelab's own app.
    public internal(set) var appScript: AppScript?
    /// The snapshot a learner's diffable data source applied last, by its tokens (nil: none applied).
    public internal(set) var appDiffable: AppDiffable?
    /// Where the learner's thumbnails are now, by movie (`imageRow`): nil until the app's first
    /// update (movie i is row i of section 0), then each moved with its item (`followRowKeys`).
    var appImageRows: [TablePath?]?

    /// A new table with `settings` and `data`, already loaded (its first layout pass ran: frame 0).
    public init(settings: TableSettings = TableSettings(), data: TableData = .standard) {
        self.init(data: data, settings: settings, command: "load", settle: false)
    }

    /// An app that launches with `data`: its first screen (frame 0) under `command`, then, like any
    /// command, what the main thread still owes runs (a slow first screen makes a late first frame —
    /// a hang, not a scrolling hitch). Needs every identifier it dequeues to be registered.
    init(launching data: TableData, settings: TableSettings, command: String) {
        self.init(data: data, settings: settings, command: command, settle: true)
    }

    /// The first screen: the table learns its data and lays out frame 0 (`settle`: then the main
    /// thread's queued work runs, as after any command).
    private init(data: TableData, settings: TableSettings, command: String, settle: Bool) {
        self.settings = settings
        self.data = data
        self.layout = TableLayout(rowCounts: [], headerHeights: [], heights: .uniform(44, count: 0))
        var recorder = EventRecorder(clock: clock, settings: settings, firstID: log.nextID)
        do {
            try reload(&recorder, callReloadData: false)
        } catch {
            preconditionFailure("A table's first screen needs every identifier it dequeues to be registered: \(error)")
        }
        if settle {
            settleFrame(&recorder)
            runMainQueue(until: recorder.clock.now, &recorder)
        }
        clock = recorder.clock
        log.append(command: command, events: recorder.eventsInTimeOrder, ids: log.nextID..<recorder.nextID, isStart: !settle)
    }

    /// Nothing has happened since the app launched: only settings without events (`latency 300ms`)
    /// were changed. A data command now reads as the app launching with that data (topic 1), not as a
    /// reload of the default table.
    public var isAtLaunch: Bool {
        guard let first = log.batches.first, first.isStart, log.trimmedEvents == 0 else { return false }
        return log.batches.dropFirst().allSatisfy { $0.events.isEmpty && !$0.rolledBack }
    }

    // MARK: Reading the state

    public var contentHeight: Double { layout.contentHeight }
    public var maxOffset: Double { max(0, contentHeight - settings.viewportHeight) }
    public var rowCount: Int { layout.rowCount }

    public func cell(_ id: Int) -> Cell? {
        id >= 1 && id <= cells.count ? cells[id - 1] : nil
    }

    /// The rows on screen, top to bottom, with the cell showing each.
    public var visibleRows: [(path: TablePath, cell: Cell)] {
        visibleRange.compactMap { g in
            visible[g].map { (layout.path(g), cells[$0 - 1]) }
        }
    }

    /// The section whose header floats at the top (plain style only), if it has one.
    public var stickyHeaderSection: Int? { stickyHeaderSection(at: offset) }

    /// The section whose header floats at the top when the table is at `offset`.
    public func stickyHeaderSection(at offset: Double) -> Int? {
        guard settings.style == .plain, let s = layout.section(at: offset), layout.headerHeight(s) > 0
        else { return nil }
        return s
    }

    /// What the data source's index strip shows, or nil (grouped tables show none — FIDELITY §7.19).
    public var indexTitles: [String]? {
        settings.style == .plain ? data.indexTitles() : nil
    }
}

/// Simulated time (FIDELITY §8). Vsyncs tick at the refresh rate; `now` is the main thread's cursor:
/// callbacks and main-queue blocks move it forward by what they cost. When the main thread is still
/// busy at a vsync, that vsync is missed and the next frame starts late — a hitch.
public struct Clock: Sendable, Equatable {
    /// The frame (vsync) whose work is running; frame 0 is the first load.
    public internal(set) var frame: Int = 0
    /// When that vsync happened, in ms since the table was created.
    public internal(set) var frameTime: Double = 0
    /// The main thread's cursor, in ms: the earliest moment it can start something new.
    public internal(set) var now: Double = 0

    /// Moves to the next vsync the main thread can serve. Returns how many vsyncs were missed because
    /// the main thread was busy (0 when on time).
    @discardableResult
    mutating func nextFrame(duration: Double) -> Int {
        frame += 1
        frameTime += duration
        var missed = 0
        while frameTime < now - 1e-9 {
            frame += 1
            frameTime += duration
            missed += 1
        }
        now = max(now, frameTime)
        return missed
    }

    /// The frame a moment belongs to (for events on other threads).
    func frame(at time: Double, duration: Double) -> Int {
        frame + Int(((time - frameTime) / duration).rounded(.down))
    }
}

/// Outstanding prefetch requests (FIDELITY §5).
public struct PrefetchState: Sendable, Equatable {
    /// Global rows handed to `prefetchRowsAt` and neither shown nor cancelled since.
    public internal(set) var pending: [Int] = []
    /// +1 scrolling down, −1 up, 0 not yet moved.
    public internal(set) var direction: Int = 0
}
