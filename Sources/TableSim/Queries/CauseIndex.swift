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
    /// For each cause id, the positions of its first and last effect. Causes among the events' own
    /// ids (nearly all: one command's ids are consecutive) are looked up in `near`, by
    /// `id - base`, without hashing; others in `far`.
    private var near: [(first: Int32, last: Int32)] = []
    private var base = 0
    private var far: [Int: (first: Int32, last: Int32)] = [:]
    /// For each position, the position of the next event with the same cause (-1: none).
    private var next: [Int32]

    public init(_ events: [Event]) {
        next = [Int32](repeating: -1, count: events.count)
        var low = Int.max, high = Int.min
        for i in events.indices {
            low = min(low, events[i].id)
            high = max(high, events[i].id)
        }
        // A table of every id in between only when the ids are dense (they are, within a command).
        if low <= high, high - low < 4 * events.count + 64 {
            base = low
            near = Array(repeating: (-1, -1), count: high - low + 1)
        }
        for i in events.indices {
            guard let c = events[i].cause else { continue }
            let here = Int32(i)
            let slot = c - base
            if slot >= 0 && slot < near.count {
                if near[slot].first >= 0 {
                    next[Int(near[slot].last)] = here
                    near[slot].last = here
                } else {
                    near[slot] = (here, here)
                }
            } else if let found = far[c] {
                next[Int(found.last)] = here
                far[c] = (found.first, here)
            } else {
                far[c] = (here, here)
            }
        }
    }

    /// The position of the first event `id` caused, if any.
    private func first(_ id: Int) -> Int32? {
        let slot = id - base
        if slot >= 0 && slot < near.count { return near[slot].first >= 0 ? near[slot].first : nil }
        return far[id]?.first
    }

    /// The position of the first event `id` caused after position `i` that `accept` takes, without
    /// listing them all (`effects(of:)` makes an array: the event list asks this for every row).
    public func firstEffect(of id: Int, after i: Int, where accept: (Int) -> Bool) -> Int? {
        guard var j = first(id) else { return nil }
        while j >= 0 {
            if Int(j) > i && accept(Int(j)) { return Int(j) }
            j = next[Int(j)]
        }
        return nil
    }

    /// The positions of the events `id` caused, in list order.
    public func effects(of id: Int) -> [Int] {
        guard var i = first(id) else { return [] }
        var list: [Int] = []
        while i >= 0 {
            list.append(Int(i))
            i = next[Int(i)]
        }
        return list
    }
}
