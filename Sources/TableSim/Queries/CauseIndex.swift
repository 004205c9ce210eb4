/// Which events each event caused, by `cause` id: how the event list groups a download with its
/// end and with the block that puts its image into a cell, a cell leaving with its trip to the
/// reuse queue, a block with its end. Grouping follows the causes the simulation recorded, never
/// how close two events lie in the log (a main-thread download ends frames after it began, with
/// other rows' events in between).
public struct CauseIndex: Sendable {
    /// For each cause id, the positions in the list of the events it caused, in list order.
    private var effects: [Int: [Int]] = [:]

    public init(_ events: [Event]) {
        for (i, e) in events.enumerated() {
            if let c = e.cause { effects[c, default: []].append(i) }
        }
    }

    /// The positions of the events `id` caused, in list order.
    public func effects(of id: Int) -> [Int] { effects[id] ?? [] }
}
