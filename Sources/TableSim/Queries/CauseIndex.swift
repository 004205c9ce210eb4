/// Which events each event caused, by `cause` id: how the event list groups a download with its
/// end and with the block that puts its image into a cell, a cell leaving with its trip to the
/// reuse queue, a block with its end. Grouping follows the causes the simulation recorded, never
/// how close two events lie in the log (a main-thread download ends frames after it began, with
/// other rows' events in between).
///
/// Stored as chains, not as an array per cause: for each cause its first and last effect, and for
/// each event the next event with the same cause. A reload with 10,000 rows on screen has about
/// 40,000 causes; an array each was that many allocations (attack M7).
public struct CauseIndex: Sendable {
    /// For each cause id, the positions of its first and last effect.
    private var ends: [Int: (first: Int32, last: Int32)] = [:]
    /// For each position, the position of the next event with the same cause (-1: none).
    private var next: [Int32]

    public init(_ events: [Event]) {
        next = [Int32](repeating: -1, count: events.count)
        ends.reserveCapacity(events.count)
        for (i, e) in events.enumerated() {
            guard let c = e.cause else { continue }
            let here = Int32(i)
            if let found = ends[c] {
                next[Int(found.last)] = here
                ends[c] = (found.first, here)
            } else {
                ends[c] = (here, here)
            }
        }
    }

    /// The positions of the events `id` caused, in list order.
    public func effects(of id: Int) -> [Int] {
        guard var i = ends[id]?.first else { return [] }
        var list: [Int] = []
        while i >= 0 {
            list.append(Int(i))
            i = next[Int(i)]
        }
        return list
    }
}
