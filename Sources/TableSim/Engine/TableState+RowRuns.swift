extension TableState {
    /// From this many rows on, rows that enter or leave the screen together, each the same plain way,
    /// are recorded as runs (`Event.isRowRun`): one `didEndDisplaying × N`, one `cellForRowAt × N`…
    /// instead of N of each. A `reload` with 10,000 rows on screen recorded 60,000 events one by one,
    /// and every query and picture went through them (attack M7): cost grew with rows on screen
    /// times the work per event. The same number as `bulkPreloadRows`, the other bulk record; a
    /// screen of an ordinary session never comes near it, so what a learner reads there is unchanged.
    static let rowRunLength = bulkPreloadRows

    /// The rows on screen leave as one run: `didEndDisplaying × N`, then `enqueue × N` (each caused
    /// by the first), the calls in row order. Only when every row is a plain call — its cell has a
    /// registered identifier, the same for all, and the rows follow each other in one section (what
    /// a run's rows are: `Event.path(ofCall:)`). Returns false, having done nothing, otherwise.
    ///
    /// A model, as every bulk record is: the calls run row after row (didEndDisplaying, enqueue, the
    /// next row…); the run records all of one kind, then all of the next.
    mutating func retireAsRun(_ rows: Range<Int>, _ rec: inout EventRecorder) -> Bool {
        guard rows.count >= Self.rowRunLength else { return false }
        var ids: [Int] = []
        ids.reserveCapacity(rows.count)
        var identifier = ""
        var first = TablePath(section: 0, row: 0)
        for g in rows {
            guard let id = visible[g], let name = cells[id - 1].identifier else { return false }
            let path = cells[id - 1].row
            if ids.isEmpty {
                guard settings.registration(for: name) != nil else { return false }
                identifier = name
                first = path
            } else {
                guard name == identifier, path.section == first.section, path.row == first.row + ids.count else { return false }
            }
            ids.append(id)
        }
        let last = TablePath(section: first.section, row: first.row + ids.count - 1)
        let ended = rec.emit(.didEndDisplaying, first, cell: ids[0], identifier: identifier) {
            $0.count = ids.count
            $0.lastPath = last
            $0.cells = ids
        }.id
        pool.enqueue(ids, identifier: identifier)
        for id in ids { cells[id - 1].place = .queued }
        rec.emit(.enqueue, first, cell: ids[0], identifier: identifier, cause: ended) {
            $0.count = ids.count
            $0.lastPath = last
            $0.cells = ids
        }
        return true
    }

    /// Rows entering a screen that had none of them, as runs: the rows whose cell comes out of the
    /// reuse queue, then those that need a new one — each `cellForRowAt × N`, then `prepareForReuse
    /// × N` (or `init × N`), `dequeueReusableCell × N`, `willDisplay × N`, with the causes single
    /// calls have. Only when every row is a plain call: the rows follow each other in one section,
    /// one registered identifier, no images to load. Returns false, having done nothing, otherwise.
    mutating func enterAsRuns(_ range: Range<Int>, old: Range<Int>, _ rec: inout EventRecorder) -> Bool {
        guard range.count >= Self.rowRunLength, old.clamped(to: range).isEmpty, !data.hasImages else { return false }
        let first = layout.path(range.lowerBound)
        guard layout.path(range.upperBound - 1) == TablePath(section: first.section, row: first.row + range.count - 1) else { return false }
        let identifier = settings.identifiers.identifier(for: first)
        guard let registration = settings.registration(for: identifier) else { return false }
        for i in 1..<range.count where settings.identifiers.identifier(for: TablePath(section: first.section, row: first.row + i)) != identifier {
            return false
        }
        let reused = pool.dequeue(identifier: identifier, upTo: range.count)
        if !reused.isEmpty {
            enterRun(from: 0, cells: reused, first: first, identifier: identifier, reused: true, &rec)
        }
        if reused.count < range.count {
            let made = (cells.count + 1)...(cells.count + range.count - reused.count)
            enterRun(from: reused.count, cells: Array(made), first: first, identifier: identifier, reused: false, &rec,
                     style: registration.style)
        }
        for (i, g) in range.enumerated() { visible[g] = i < reused.count ? reused[i] : cells.count - range.count + i + 1 }
        return true
    }

    /// One run of rows entering (`enterAsRuns`): rows `first.row + offset` on, with `ids` — cells out
    /// of the queue (`reused`) or new ones, numbered on from the last cell made.
    private mutating func enterRun(from offset: Int, cells ids: [Int], first: TablePath, identifier: String, reused: Bool,
                                   _ rec: inout EventRecorder, style: CellStyle = .basic) {
        let start = TablePath(section: first.section, row: first.row + offset)
        let last = TablePath(section: first.section, row: start.row + ids.count - 1)
        func run(_ e: inout Event) {
            e.count = ids.count
            e.lastPath = last
        }
        let request = rec.emit(.cellForRowAt, start) { run(&$0) }.id
        let dequeue = rec.reserveID()
        var previous: [TablePath] = []
        if reused {
            previous.reserveCapacity(ids.count)
            for (i, id) in ids.enumerated() {
                let path = TablePath(section: first.section, row: start.row + i)
                previous.append(cells[id - 1].row)
                if settings.prepareResets {
                    cells[id - 1].alpha = 1
                    cells[id - 1].alphaSetFor = nil
                    cells[id - 1].isSelected = false
                } else if cells[id - 1].alpha != 1 && cells[id - 1].alphaSetFor != path {
                    rec.notes.append(.staleCellState(cell: id, path: path))
                }
                cells[id - 1].reuseCount += 1
            }
            rec.emit(.prepareForReuse, start, cell: ids[0], identifier: identifier, cause: dequeue) { run(&$0); $0.cells = ids }
        } else {
            for (i, id) in ids.enumerated() {
                let path = TablePath(section: first.section, row: start.row + i)
                cells.append(Cell(id: id, identifier: identifier, style: style, createdFor: path,
                                  createdAtFrame: rec.clock.frame, row: path, place: .visible))
            }
            rec.emit(.initCell, start, cell: ids[0], identifier: identifier, cause: dequeue) { run(&$0); $0.cells = ids }
        }
        rec.emit(.dequeueReusableCell, start, cell: ids[0], identifier: identifier, cause: request, id: dequeue) {
            run(&$0)
            $0.cells = ids
            $0.dequeue = reused ? .reused : .created
            if reused {
                $0.previousPath = previous[0]
                $0.previousPaths = previous
            }
        }
        for (i, id) in ids.enumerated() {
            let path = TablePath(section: first.section, row: start.row + i)
            cells[id - 1].row = path
            cells[id - 1].place = .visible
            applyRowState(path, cell: id, &rec)
        }
        rec.emit(.willDisplay, start, cell: ids[0], identifier: identifier, cause: request) { run(&$0); $0.cells = ids }
    }
}
