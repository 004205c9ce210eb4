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

    /// The last change of each cell among the single events, its row, and the event's place in the
    /// list, by cell id (cells are numbered from 1, so an array, not a hashed table).
    private var last: [(path: TablePath, change: Change, at: Int)?] = []
    /// The last change of each (cell, row) whose cell changed again later for another row (a drag
    /// reuses a cell for several rows): rare, so hashed.
    private var earlier: [Key: (change: Change, at: Int)] = [:]
    /// Runs of rows (`Event.isRowRun`) that made or reused cells, with their place in the list:
    /// asked about a cell and a row, not taken apart (a reload with 10,000 rows on screen reuses
    /// 10,000 cells in one run, and a picture asks about the 60 rows it draws — attack M7).
    private var runs: [(event: Event, at: Int)] = []

    public init(_ events: [Event]) {
        // Fields are read in place, by index: a `for e in events` copies every event.
        for i in events.indices {
            let kind = events[i].kind
            guard kind == .initCell || (kind == .dequeueReusableCell && events[i].dequeue == .reused) else { continue }
            if events[i].isRowRun {
                runs.append((events[i], i))
                continue
            }
            guard let cell = events[i].cell, let path = events[i].path else { continue }
            let change = Self.change(events[i], at: path)
            guard cell > 0 else { earlier[Key(cell: cell, path: path)] = (change, i); continue }
            if cell >= last.count { last += Array(repeating: nil, count: max(cell + 1 - last.count, last.count)) }
            if let before = last[cell], before.path != path { earlier[Key(cell: cell, path: before.path)] = (before.change, before.at) }
            last[cell] = (path, change, i)
        }
    }

    /// What a made or reused cell's event (or a run's call) tells about row `path`.
    private static func change(_ e: Event, at path: TablePath) -> Change {
        guard e.kind == .dequeueReusableCell else { return .created }
        let was = e.previousPath
        return .reused(was: was == path ? nil : was)
    }

    /// What last happened to `cell` for `path` among the events; nil when neither was made nor reused.
    public func change(of cell: Int, at path: TablePath) -> Change? {
        var found: (change: Change, at: Int)?
        if cell > 0, cell < last.count, let l = last[cell], l.path == path {
            found = (l.change, l.at)
        } else {
            found = earlier[Key(cell: cell, path: path)]
        }
        for run in runs.reversed() where run.at > found?.at ?? -1 {
            guard run.event.involves(row: path), let call = run.event.call(at: path), call.cell == cell else { continue }
            return Self.change(call, at: path)
        }
        return found?.change
    }
}
