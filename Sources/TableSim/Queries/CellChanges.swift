/// Which cells a run of events made (`init`) or took back out of the reuse queue (a reused
/// `dequeueReusableCell`), and for which rows: the ✚ / ↻ marks the viewport draws next to each row.
///
/// Why one pass: asking "what happened to this row's cell" by scanning the events once per row cost
/// rows × events — quadratic in the rows on screen (a `reload` with 10,000 visible rows took 1.4 s,
/// attack M7). Built once, each row's answer is a dictionary lookup.
public struct CellChanges: Sendable {
    public enum Change: Sendable, Equatable {
        case created
        /// Out of the reuse queue; `was` is the row the cell showed before, when it was another row
        /// (after a reload the same row is noise).
        case reused(was: TablePath?)
    }

    private struct Key: Hashable {
        let cell: Int
        let path: TablePath
    }

    /// The last change of each cell among the events, and its row, by cell id (cells are numbered
    /// from 1, so an array, not a hashed table: a reload with 10,000 rows on screen changes 10,000
    /// cells — attack M7).
    private var last: [(path: TablePath, change: Change)?] = []
    /// The last change of each (cell, row) whose cell changed again later for another row (a drag
    /// reuses a cell for several rows): rare, so hashed.
    private var earlier: [Key: Change] = [:]

    public init(_ events: [Event]) {
        // Fields are read in place, by index: a `for e in events` copies every event.
        for i in events.indices {
            guard let cell = events[i].cell, let path = events[i].path else { continue }
            let change: Change
            switch events[i].kind {
            case .initCell:
                change = .created
            case .dequeueReusableCell where events[i].dequeue == .reused:
                let was = events[i].previousPath
                change = .reused(was: was == path ? nil : was)
            default:
                continue
            }
            guard cell > 0 else { earlier[Key(cell: cell, path: path)] = change; continue }
            if cell >= last.count { last += Array(repeating: nil, count: max(cell + 1 - last.count, last.count)) }
            if let before = last[cell], before.path != path { earlier[Key(cell: cell, path: before.path)] = before.change }
            last[cell] = (path, change)
        }
    }

    /// What last happened to `cell` for `path` among the events; nil when neither was made nor reused.
    public func change(of cell: Int, at path: TablePath) -> Change? {
        if cell > 0, cell < last.count, let l = last[cell], l.path == path { return l.change }
        return earlier[Key(cell: cell, path: path)]
    }
}
