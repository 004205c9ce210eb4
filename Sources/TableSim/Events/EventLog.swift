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

    public init() {}

    public mutating func append(command: String, events: [Event], rolledBack: Bool = false) {
        batches.append(Batch(command: command, events: events, rolledBack: rolledBack))
        guard !rolledBack else { return }
        for e in events {
            callCounts[e.kind, default: 0] += e.count
            if e.kind == .initCell { createdByIdentifier[e.identifier ?? "", default: 0] += 1 }
            if e.kind == .dequeueReusableCell && e.dequeue == .reused { reuses += 1 }
        }
    }

    public func count(_ kind: Event.Kind) -> Int { callCounts[kind] ?? 0 }

    public var cellsCreated: Int { createdByIdentifier.values.reduce(0, +) }

    /// All events in order, committed and rolled back alike.
    public var allEvents: [Event] { batches.flatMap(\.events) }

    public var last: Batch? { batches.last }
}
