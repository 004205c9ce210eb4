/// Everything that happened to one table, grouped by the command that caused it, plus running
/// counters so statistics cost nothing to read (they never rescan the log).
public struct EventLog: Sendable, Equatable {
    public struct Batch: Sendable, Equatable {
        /// The command as the learner typed it (or a description when the engine ran it).
        public var command: String
        public var events: [Event]
        /// The command crashed the (simulated) app and its effects were rolled back; its events are
        /// kept so the learner can read what led to the crash, but they count in no statistic.
        public var rolledBack: Bool
    }

    public private(set) var batches: [Batch] = []
    /// Calls per event kind (bulk events add their `count`), over committed batches only.
    public private(set) var callCounts: [Event.Kind: Int] = [:]
    /// Cells created per reuse identifier ("" for cells with none).
    public private(set) var createdByIdentifier: [String: Int] = [:]
    public private(set) var reuses: Int = 0
    /// Main-thread time spent in callbacks, blocks and downloads on it (ms).
    public private(set) var mainBusy: Double = 0
    /// Frames drawn, frames that started (or reached the screen) late, and the time lost (ms).
    public private(set) var frames: Int = 0
    public private(set) var hitches: Int = 0
    public private(set) var hitchTime: Double = 0
    /// The length of every frame drawn, added up (frames keep the length they had, even after `hz`).
    public private(set) var frameTime: Double = 0
    /// Images put into a cell that shows another row (the stale-image bug).
    public private(set) var wrongAssignments: Int = 0

    public init() {}

    public mutating func append(command: String, events: [Event], rolledBack: Bool = false) {
        batches.append(Batch(command: command, events: events, rolledBack: rolledBack))
        guard !rolledBack else { return }
        for e in events {
            callCounts[e.kind, default: 0] += e.count
            if e.kind == .initCell { createdByIdentifier[e.identifier ?? "", default: 0] += 1 }
            if e.kind == .dequeueReusableCell && e.dequeue == .reused { reuses += 1 }
            if e.queue == "main", let d = e.duration { mainBusy += d }
            if e.kind == .frame {
                frames += 1
                frameTime += e.duration ?? 0
                if let late = e.value, late > 0 { hitches += 1; hitchTime += late }
            }
            if e.isWrong { wrongAssignments += 1 }
        }
    }

    public func count(_ kind: Event.Kind) -> Int { callCounts[kind] ?? 0 }

    public var cellsCreated: Int { createdByIdentifier.values.reduce(0, +) }

    /// All events in order, committed and rolled back alike.
    public var allEvents: [Event] { batches.flatMap(\.events) }

    public var last: Batch? { batches.last }
}

extension EventLog {
    /// Apple's hitch time ratio: ms of hitches per second of drawing frames (FIDELITY §8.21).
    public func hitchRatio() -> Double {
        let seconds = (frameTime + hitchTime) / 1000
        return seconds > 0 ? hitchTime / seconds : 0
    }
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
