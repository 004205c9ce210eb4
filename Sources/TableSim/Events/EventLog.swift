/// Everything that happened to one table, one batch per command, plus running counters so
/// statistics cost nothing to read (they never rescan the log).
public struct EventLog: Sendable, Equatable {
    public struct Batch: Sendable, Equatable {
        /// The command as the learner typed it (or a description when the engine ran it).
        public var command: String
        /// The first screen of the table tablelab starts with, before any command of the learner's
        /// (its `command` reads "load"): a typed mark, so nothing compares that text.
        public internal(set) var isStart = false
        /// In time order. Their ids are `ids`, in the order the simulation recorded them.
        public var events: [Event]
        /// The command crashed the (simulated) app and its effects were rolled back; its events are
        /// kept so the learner can read what led to the crash, but they count in no statistic.
        public var rolledBack: Bool
        /// A drag stopped after this many frames (Ctrl-C during its animation), so a replay of the
        /// command reproduces where it stopped.
        public var frameLimit: Int?
        /// How many events this command had before they were dropped to keep the log within its
        /// budget (0: all kept).
        public internal(set) var trimmed: Int = 0
        /// The ids the command's events were given.
        public var ids: Range<Int>
        /// Index into `events` for each id, by `id - ids.lowerBound`.
        var positions: [Int32]

        init(command: String, events: [Event], rolledBack: Bool, frameLimit: Int?, ids: Range<Int>) {
            self.command = command
            self.events = events
            self.rolledBack = rolledBack
            self.frameLimit = frameLimit
            self.ids = ids
            var positions = [Int32](repeating: -1, count: ids.count)
            // By index: a `for e in events` copies every event (a reload with 10,000 rows on screen has 60,000).
            for i in events.indices where ids.contains(events[i].id) { positions[events[i].id - ids.lowerBound] = Int32(i) }
            self.positions = positions
        }

        /// The event with this id, if this command recorded it.
        public func event(_ id: Int) -> Event? {
            guard ids.contains(id) else { return nil }
            guard id - ids.lowerBound < positions.count else { return nil }
            let p = positions[id - ids.lowerBound]
            return p >= 0 ? events[Int(p)] : nil
        }
    }

    public private(set) var batches: [Batch] = []
    /// The id the next recorded event gets.
    public private(set) var nextID: Int = 1
    /// Counts over the committed batches (rolled-back commands count in no statistic).
    public private(set) var totals = EventCounts()
    public var callCounts: [Event.Kind: Int] { totals.calls }
    public var createdByIdentifier: [String: Int] { totals.createdByIdentifier }
    public var reuses: Int { totals.reuses }
    /// `MainThread.busyTime`: the number `timeline` draws.
    public var mainBusy: Double { totals.mainBusy }
    public var frames: Int { totals.frames }
    public var hitches: Int { totals.hitches }
    public var hitchTime: Double { totals.hitchTime }
    public var frameTime: Double { totals.frameTime }
    public var wrongAssignments: Int { totals.wrongImages }
    public var hangs: Int { totals.hangs }
    public var longestHang: Double { totals.longestHang }
    /// Frames drawn while scrolling (the hitch time ratio's frames).
    public var scrollFrames: Int { totals.scrollFrames }
    /// Events kept in `batches` (bulk events count once).
    public private(set) var eventCount: Int = 0
    /// At most this many events are kept (about 250 MB at the most). Past it, the oldest commands'
    /// events are dropped — each keeps its line, its counts in every statistic, and how many events
    /// it had (`trimmed`) — so a long session's memory stays bounded. The last command is never trimmed.
    public static let defaultEventBudget = 1_000_000
    var eventBudget = EventLog.defaultEventBudget
    /// Events dropped from old commands to stay within `eventBudget`.
    public private(set) var trimmedEvents: Int = 0

    /// Set on a log whose batches were taken out (`detached()`): how many it had.
    private(set) var detachedBatches: Int?

    public init() {}

    /// The log without its batches, remembering how many it had: every counter stays. What `back`
    /// keeps for each command — the batches are shared with the session's longest log.
    func detached() -> EventLog {
        var copy = self
        copy.detachedBatches = batches.count
        copy.batches = []
        return copy
    }

    /// A detached log with its batches put back: the first ones of `full`, a log it is a prefix of.
    func reattached(from full: EventLog) -> EventLog {
        guard let n = detachedBatches else { return self }
        var copy = self
        copy.batches = Array(full.batches.prefix(n))
        copy.detachedBatches = nil
        return copy
    }

    /// Appends one command's events. `ids` are the ids the recorder handed out for them.
    /// `counts` are the events' `EventCounts` when the caller has them already.
    mutating func append(command: String, events: [Event], rolledBack: Bool = false, frameLimit: Int? = nil,
                         ids: Range<Int>, isStart: Bool = false, counts: EventCounts? = nil) {
        var batch = Batch(command: command, events: events, rolledBack: rolledBack, frameLimit: frameLimit, ids: ids)
        batch.isStart = isStart
        batches.append(batch)
        nextID = max(nextID, ids.upperBound)
        eventCount += events.count
        if !rolledBack { totals.add(counts ?? EventCounts(events)) }
        trimToBudget()
    }

    /// Drops the events of the oldest commands until the log is within `eventBudget`.
    private mutating func trimToBudget() {
        var i = 0
        while eventCount > eventBudget && i < batches.count - 1 {
            let n = batches[i].events.count
            if n > 0 {
                batches[i].trimmed = n
                batches[i].events = []
                batches[i].positions = []
                eventCount -= n
                trimmedEvents += n
            }
            i += 1
        }
    }

    public func count(_ kind: Event.Kind) -> Int { callCounts[kind] ?? 0 }

    public var cellsCreated: Int { createdByIdentifier.values.reduce(0, +) }

    /// All events in order, committed and rolled back alike.
    public var allEvents: [Event] { batches.flatMap(\.events) }

    public var last: Batch? { batches.last }

    /// The event with this id, wherever it is in the log (a binary search over the commands).
    public func event(_ id: Int) -> Event? {
        var lo = 0, hi = batches.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if batches[mid].ids.upperBound <= id { lo = mid + 1 } else { hi = mid }
        }
        return lo < batches.count ? batches[lo].event(id) : nil
    }

    /// The index of the command whose events include this id.
    public func batchIndex(containing id: Int) -> Int? {
        var lo = 0, hi = batches.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if batches[mid].ids.upperBound <= id { lo = mid + 1 } else { hi = mid }
        }
        return lo < batches.count && batches[lo].ids.contains(id) ? lo : nil
    }

    /// The same counters over only some commands (`stats last 3`): built from those batches alone.
    public func counters(ofLast commands: Int) -> EventLog {
        var recent = EventLog()
        for batch in batches.suffix(commands) {
            recent.batches.append(batch)
            guard !batch.rolledBack else { continue }
            recent.totals.add(EventCounts(batch.events))
        }
        return recent
    }
}

extension EventLog {
    /// Apple's hitch time ratio: ms of hitches per second of drawing frames (FIDELITY §8.21).
    public func hitchRatio() -> Double { totals.hitchRatio }
}

/// Apple's bands for the hitch time ratio (FIDELITY §8.21).
public enum HitchBand: String, Sendable {
    case good, warning, critical, veryBad = "very bad"

    public init(ratio: Double) {
        switch ratio {
        case ...10: self = .good
        case ...25: self = .warning
        case ...50: self = .critical
        default: self = .veryBad
        }
    }
}
