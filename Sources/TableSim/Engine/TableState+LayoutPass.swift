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
        for g in range where !old.contains(g) {
            let path = layout.path(g)
            let id = try cellForRow(path, &rec)
            visible[g] = id
            rec.emit(.willDisplay, path, cell: id, identifier: cells[id - 1].identifier)
        }
        for g in old where !range.contains(g) {
            guard let id = visible.removeValue(forKey: g) else { continue }
            retire(id, path: layout.path(g), &rec)
        }
        visibleRange = range
        if settings.prefetchEnabled { updatePrefetch(direction: direction, &rec) }
    }

    /// The global rows meeting the visible rect `[offset, offset + viewport)`.
    func currentVisibleRows() -> Range<Int> {
        layout.rows(intersecting: offset, offset + settings.viewportHeight)
    }

    /// With estimated heights, the table asks the real height of each row it is about to show, then
    /// corrects `contentSize` (the scroll indicator jumps — FIDELITY §4.14). When rows above the ones
    /// already on screen turn out taller or shorter than estimated, the offset moves by the same
    /// amount so what is on screen stays put (model).
    private mutating func learnHeights(in start: Range<Int>, _ rec: inout EventRecorder) -> Range<Int> {
        var range = start
        for _ in 0..<8 {
            let unknown = range.filter { !layout.heights.isKnown($0) }
            if unknown.isEmpty { break }
            let anchor = visibleRange.first { range.contains($0) }
            let anchorTop = anchor.map { layout.rowTop($0) }
            let contentBefore = contentHeight
            for g in unknown {
                let h = TableData.variableHeight(g)
                rec.emit(.heightForRowAt, layout.path(g)) { $0.value = h }
                layout.heights.learn(g, height: h)
            }
            if let anchor, let anchorTop { offset += layout.rowTop(anchor) - anchorTop }
            offset = min(max(0, offset), maxOffset)
            if contentHeight != contentBefore {
                rec.emit(.contentSizeChanged) { $0.value = self.contentHeight }
            }
            range = currentVisibleRows()
        }
        return range
    }

    /// `tableView(_:cellForRowAt:)`: the data source dequeues a cell for the row and configures it.
    private mutating func cellForRow(_ path: TablePath, _ rec: inout EventRecorder) throws -> Int {
        rec.emit(.cellForRowAt, path)
        let identifier = settings.identifiers.identifier(for: path)
        let id: Int
        if let queued = pool.dequeue(identifier: identifier) {
            id = queued
            rec.emit(.prepareForReuse, path, cell: id, identifier: identifier)
            if settings.prepareResets {
                cells[id - 1].alpha = 1
                cells[id - 1].isSelected = false
            }
            cells[id - 1].reuseCount += 1
            cells[id - 1].rowsShown.append(path)
            rec.emit(.dequeueReusableCell, path, cell: id, identifier: identifier) { $0.dequeue = .reused }
        } else if let registration = settings.registration(for: identifier) {
            id = makeCell(identifier: identifier, style: registration.style, for: path, &rec)
            rec.emit(.dequeueReusableCell, path, cell: id, identifier: identifier) { $0.dequeue = .created }
        } else {
            switch settings.dequeue {
            case .forIndexPath:
                throw Crash.unregistered(identifier)
            case .fallback:
                // `dequeueReusableCell(withIdentifier:)` → nil; `?? UITableViewCell()` builds a bare
                // cell with no reuse identifier, which will never be enqueued (FIDELITY §2.6).
                rec.emit(.dequeueReusableCell, path, identifier: identifier) { $0.dequeue = .nil }
                id = makeCell(identifier: nil, style: .basic, for: path, &rec)
            }
        }
        cells[id - 1].row = path
        cells[id - 1].place = .visible
        return id
    }

    private mutating func makeCell(identifier: String?, style: CellStyle, for path: TablePath,
                                   _ rec: inout EventRecorder) -> Int {
        let id = cells.count + 1
        cells.append(Cell(id: id, identifier: identifier, style: style, createdFor: path,
                          createdAtFrame: rec.clock.frame, row: path, rowsShown: [path], place: .visible))
        rec.emit(.initCell, path, cell: id, identifier: identifier)
        return id
    }

    /// A cell leaves the screen: `didEndDisplaying`, then into the reuse queue — or released, when it
    /// has no reuse identifier.
    mutating func retire(_ id: Int, path: TablePath, _ rec: inout EventRecorder) {
        let identifier = cells[id - 1].identifier
        rec.emit(.didEndDisplaying, path, cell: id, identifier: identifier)
        if let identifier {
            pool.enqueue(id, identifier: identifier)
            cells[id - 1].place = .queued
            rec.emit(.enqueue, path, cell: id, identifier: identifier)
        } else {
            cells[id - 1].place = .discarded
            rec.emit(.deinitCell, path, cell: id)
        }
    }
}
