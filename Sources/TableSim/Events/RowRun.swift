/// A run of rows recorded as one bulk event: many rows that entered or left the screen in one layout
/// pass the same plain way (`reload` with 10,000 rows on screen: attack M7). Like `heightForRowAt ×
/// 1,000,000`, the event stands for `count` calls, on the rows `path.row` … `lastPath.row` of one
/// section; unlike it, each call has its own cell (`cells`, and for reused dequeues the row each
/// cell showed before, `previousPaths`). Ids, causes and time are the run's: the calls share them.
///
/// A query that asks about one cell or one row reads the run's calls (`calls`, `call(forCell:)`,
/// `call(at:)`), so it never needs to know whether the simulation recorded a run or single events.
extension Event {
    /// Whether this event is a run of rows, one call per row with a cell of its own.
    public var isRowRun: Bool { cells != nil }

    /// The row of call `i` of a run (`path` itself for an event that is not one).
    public func path(ofCall i: Int) -> TablePath? {
        guard i > 0, let p = path else { return path }
        return TablePath(section: p.section, row: p.row + i)
    }

    /// Whether cell `id` takes part in this event (for a run: in any of its calls).
    public func involves(cell id: Int) -> Bool {
        if let cells { return cells.contains(id) }
        return cell == id
    }

    /// Whether row `p` takes part in this event (for a run: in any of its calls).
    public func involves(row p: TablePath) -> Bool {
        guard isRowRun, let first = path, let last = lastPath else { return path == p }
        return p.section == first.section && p.row >= first.row && p.row <= last.row
    }

    /// The calls of this event, one event each: the event itself when it is not a run of rows. Each
    /// call keeps the run's id and cause; its time is the run's start plus the calls before it.
    public var calls: [Event] {
        guard let cells else { return [self] }
        return cells.indices.map { call($0, of: cells) }
    }

    /// The call of this event that concerns cell `id` (the event itself when it is not a run).
    public func call(forCell id: Int) -> Event? {
        guard let cells else { return cell == id ? self : nil }
        return cells.firstIndex(of: id).map { call($0, of: cells) }
    }

    /// The call of this event that concerns row `p` (the event itself when it is not a run).
    public func call(at p: TablePath) -> Event? {
        guard let cells else { return path == p ? self : nil }
        guard involves(row: p), let first = path else { return nil }
        return call(p.row - first.row, of: cells)
    }

    private func call(_ i: Int, of cells: [Int]) -> Event {
        var e = self
        let each = duration.map { $0 / Double(max(1, count)) }
        e.count = 1
        e.lastPath = nil
        e.cells = nil
        e.previousPaths = nil
        e.path = path(ofCall: i)
        e.cell = cells[i]
        if let previous = previousPaths, i < previous.count { e.previousPath = previous[i] }
        if let each {
            e.time = time + each * Double(i)
            e.duration = each
        }
        return e
    }
}
