import AppWire

extension TableState {
    /// One layout pass (one frame): bring the cells on screen in line with the visible rect.
    ///
    /// Order (FIDELITY §2.10, a model after the open-source reimplementations): first the rows that
    /// entered, in row order — `cellForRowAt` (dequeue) then `willDisplay`; then the rows that left —
    /// `didEndDisplaying`, then the cell goes to the reuse queue. So a row entering while another
    /// leaves in the same pass gets a new cell when the queue is empty.
    mutating func layoutPass(_ rec: inout EventRecorder, direction: Int) throws {
        var range = currentVisibleRows()
        if layout.heights.isEstimating { range = learnHeights(in: range, &rec) }

        let old = visibleRange
        let cellsBefore = cells.count
        let entering = range.filter { !old.contains($0) }.count
        // About four events for a row entering (cellForRowAt, a dequeue, init or prepareForReuse,
        // willDisplay), two for one leaving.
        let app = isLearnerApp
        // Many rows entering a screen that had none of them enter as runs (`enterAsRuns`) — never in
        // a learner's app, whose code answers each row.
        let asRuns = !app && enterAsRuns(range, old: old, &rec)
        if !asRuns { rec.expect(4 * entering + 2 * (old.count - old.clamped(to: range).count)) }
        rec.app?.inPass = true
        for g in range where !asRuns && !old.contains(g) {
            let path = layout.path(g)
            let (id, request) = try app ? appCellForRow(path, &rec) : cellForRow(path, &rec)
            visible[g] = id
            let shown = rec.emit(.willDisplay, path, cell: id, identifier: cells[id - 1].identifier, cause: request)
            if app { try tellApp(.willDisplay(cell: id, path.wire), cause: shown.id, row: path, &rec) }
        }
        var leftUnder: Set<String> = []
        for g in old where !range.contains(g) {
            guard let id = visible.removeValue(forKey: g) else { continue }
            if app { try appRetire(id, path: layout.path(g), &rec) } else { retire(id, path: layout.path(g), &rec) }
            if cells[id - 1].place == .queued, let identifier = cells[id - 1].identifier { leftUnder.insert(identifier) }
        }
        // New cells this pass made while a cell of their kind left later in the same pass: the order
        // (entering rows first) is tablelab's model, FIDELITY §2.10 — the same reason `why` gives.
        // Said when the pass moved more than one row (late frames, a jump, an index tap); the one
        // extra cell of a smooth drag is the steady state of FIDELITY §2.11.
        let caused = cells[cellsBefore...].filter { $0.identifier.map(leftUnder.contains) == true }.map(\.id)
        if entering > 1 && !caused.isEmpty { rec.enteredBeforeLeft += caused }
        if entering > 1 { rec.passesOverARow += 1 }
        layoutHeaderViews(&rec)
        visibleRange = range
        // A learner's app is asked when it has a prefetch data source (`askAppPrefetch`).
        if settings.prefetchEnabled || app { updatePrefetch(direction: direction, &rec) }
        // The screen at this frame, for anyone replaying the log (`Screen`).
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        rec.currentCause = nil
        rec.app?.inPass = false
        syncAppSelection(&rec)
        if rec.app?.reloadAfterPass == true {
            // `reloadData()` called from a callback of the pass: UIKit reloads once the pass is done (model).
            rec.app?.reloadAfterPass = false
            try reload(&rec, callReloadData: true)
        }
    }

    /// The global rows meeting the visible rect `[offset, offset + viewport)`.
    func currentVisibleRows() -> Range<Int> {
        layout.rows(intersecting: offset, offset + settings.viewportHeight)
    }

    /// With estimated heights, the table asks the real height of each row it is about to show, then
    /// corrects `contentSize` (the scroll indicator jumps — FIDELITY §4.14). When rows above the ones
    /// already on screen turn out taller or shorter than estimated, the offset moves by the same
    /// amount so what is on screen stays put (model).
    ///
    /// Heights are asked one row at a time, nearest to what is already on screen first (from the top
    /// edge down when nothing is), and the visible rect is recomputed after each answer: a row pushed
    /// out of the rect by a taller neighbour is never asked. So only rows that get a cell are asked
    /// (FIDELITY §4.14: "asks real heights only for rows it realizes"). (Asking every unknown row of
    /// the estimated rect at once asked rows that then fell outside it: 16 heights, 10 cells on the
    /// first screen.)
    mutating func learnHeights(in start: Range<Int>, _ rec: inout EventRecorder) -> Range<Int> {
        var range = start
        let contentBefore = contentHeight
        while true {
            let anchor = visibleRange.first { range.contains($0) }
            let unknown = range.filter { !layout.heights.isKnown($0) }
            guard !unknown.isEmpty else { break }
            let g = anchor.map { a in unknown.min { abs($0 - a) < abs($1 - a) }! } ?? unknown[0]
            let anchorTop = anchor.map { layout.rowTop($0) }
            let h = isLearnerApp ? appHeight(g, estimate: settings.estimatedRowHeight ?? 44, &rec) : TableData.variableHeight(g)
            rec.emit(.heightForRowAt, layout.path(g)) { $0.value = h }
            layout.heights.learn(g, height: h)
            if let anchor, let anchorTop { offset += layout.rowTop(anchor) - anchorTop }
            offset = min(max(0, offset), maxOffset)
            range = currentVisibleRows()
        }
        if contentHeight != contentBefore {
            rec.emit(.contentSizeChanged) { $0.value = self.contentHeight }
        }
        return range
    }

    /// `tableView(_:cellForRowAt:)`: the data source dequeues a cell for the row and configures it.
    /// Returns the cell and the id of the `cellForRowAt` event (the cause of what follows).
    mutating func cellForRow(_ path: TablePath, _ rec: inout EventRecorder) throws -> (cell: Int, request: Int) {
        let request = rec.emit(.cellForRowAt, path).id
        let identifier = settings.identifiers.identifier(for: path)
        let id: Int
        if let queued = pool.dequeue(identifier: identifier) {
            id = queued
            // prepareForReuse runs inside the dequeue, which is recorded when it returns.
            let dequeue = rec.reserveID()
            let previous = cells[id - 1].row
            let prepare = rec.emit(.prepareForReuse, path, cell: id, identifier: identifier, cause: dequeue).id
            prepareImage(cell: id, cause: prepare, &rec)
            if settings.prepareResets {
                cells[id - 1].alpha = 1
                cells[id - 1].alphaSetFor = nil
                cells[id - 1].isSelected = false
            } else if cells[id - 1].alpha != 1 && cells[id - 1].alphaSetFor != path {
                // Seed 002's lesson: nothing reset the cell, so another row's fade shows here (not
                // when the cell is back on the row it was faded on).
                rec.notes.append(.staleCellState(cell: id, path: path))
            }
            cells[id - 1].reuseCount += 1
            rec.emit(.dequeueReusableCell, path, cell: id, identifier: identifier, cause: request, id: dequeue) {
                $0.dequeue = .reused
                $0.previousPath = previous
            }
        } else if let registration = settings.registration(for: identifier) {
            let dequeue = rec.reserveID()
            id = makeCell(identifier: identifier, style: registration.style, for: path, cause: dequeue, &rec)
            rec.emit(.dequeueReusableCell, path, cell: id, identifier: identifier, cause: request, id: dequeue) {
                $0.dequeue = .created
            }
        } else {
            switch settings.dequeue {
            case .forIndexPath:
                throw Crash.unregistered(identifier)
            case .fallback:
                // `dequeueReusableCell(withIdentifier:)` → nil; `?? UITableViewCell()` builds a bare
                // cell with no reuse identifier, which will never be enqueued (FIDELITY §2.6).
                rec.emit(.dequeueReusableCell, path, identifier: identifier, cause: request) { $0.dequeue = .nil }
                id = makeCell(identifier: nil, style: .basic, for: path, cause: request, &rec)
            }
        }
        cells[id - 1].row = path
        cells[id - 1].place = .visible
        applyRowState(path, cell: id, &rec)
        loadImage(for: path, cell: id, cause: request, &rec)
        return (id, request)
    }

    private mutating func makeCell(identifier: String?, style: CellStyle, for path: TablePath, cause: Int,
                                   _ rec: inout EventRecorder) -> Int {
        let id = cells.count + 1
        cells.append(Cell(id: id, identifier: identifier, style: style, createdFor: path,
                          createdAtFrame: rec.clock.frame, row: path, place: .visible))
        rec.emit(.initCell, path, cell: id, identifier: identifier, cause: cause)
        return id
    }

    /// A cell leaves the screen: `didEndDisplaying`, then into the reuse queue — or released, when it
    /// has no reuse identifier.
    ///
    /// Also released: a cell whose identifier was unregistered (`unregister ID`). A running app cannot
    /// lose a cell class, so tablelab reads `unregister ID` as "the app that never registered ID"
    /// (model): its cells have no queue to return to, and the dequeue that follows behaves as in
    /// that app — `for:` crashes, `?? UITableViewCell()` builds a bare cell for every new row
    /// (FIDELITY §2.5–2.6; without this, the old cells kept circulating through the queue and the
    /// fallback made one cell per scroll instead of one per row).
    mutating func retire(_ id: Int, path: TablePath, _ rec: inout EventRecorder) {
        let identifier = cells[id - 1].identifier
        let ended = rec.emit(.didEndDisplaying, path, cell: id, identifier: identifier).id
        queueOrRelease(id, path: path, queues: identifier.map { settings.registration(for: $0) != nil } ?? false,
                       cause: ended, &rec)
    }

    /// After `didEndDisplaying` (the event `cause`): the cell goes to the reuse queue under its
    /// identifier when it `queues`, else it is released.
    mutating func queueOrRelease(_ id: Int, path: TablePath, queues: Bool, cause ended: Int, _ rec: inout EventRecorder) {
        let identifier = cells[id - 1].identifier
        if queues, let identifier {
            pool.enqueue(id, identifier: identifier)
            cells[id - 1].place = .queued
            rec.emit(.enqueue, path, cell: id, identifier: identifier, cause: ended)
        } else {
            cells[id - 1].place = .discarded
            rec.emit(.deinitCell, path, cell: id, identifier: identifier, cause: ended)
        }
    }
}
