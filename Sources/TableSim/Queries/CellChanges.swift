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

    /// The last change of each (cell, row) among the events.
    private var changes: [Key: Change] = [:]

    public init(_ events: [Event]) {
        for e in events {
            guard let cell = e.cell, let path = e.path else { continue }
            switch e.kind {
            case .initCell:
                changes[Key(cell: cell, path: path)] = .created
            case .dequeueReusableCell where e.dequeue == .reused:
                changes[Key(cell: cell, path: path)] = .reused(was: e.previousPath == path ? nil : e.previousPath)
            default:
                continue
            }
        }
    }

    /// What last happened to `cell` for `path` among the events; nil when neither was made nor reused.
    public func change(of cell: Int, at path: TablePath) -> Change? {
        changes[Key(cell: cell, path: path)]
    }
}
