extension TableState {
    /// `tableView.reloadRows(at: paths, with: .automatic)` (FIDELITY §8c.37): the rows' cells are
    /// **replaced**. For each row on screen, in row order, `cellForRowAt` runs and its dequeue hands
    /// out another cell — the queued cell that waited longest (FIFO, §2.7a), after `prepareForReuse`,
    /// or a new one when none waits — then `willDisplay`; then each old cell leaves
    /// (`didEndDisplaying`) and goes to the reuse queue.
    ///
    /// The order is tablelab's model: the old cell stays on screen while the new one animates in, so
    /// the dequeue cannot hand the old one back, and it is queued once the animation ends (said on
    /// screen, `Note.reloadRowsModel`). Rows off screen get no cell (§8c.36). The selection of every
    /// reloaded row is cleared, on screen or not (§8b.30), with no delegate message. One layout pass.
    mutating func reloadRows(_ paths: [TablePath], _ rec: inout EventRecorder, inFrame: Bool = false) throws {
        for p in paths { try checkExists(p) }
        let rows = Array(Set(paths)).sorted()
        if !inFrame { beginFrame(&rec) }
        rec.currentCause = rec.emit(.reloadRows) { $0.paths = rows }.id
        try askCountsAgain(data.rowCounts(jamo: settings.jamo), &rec)
        clearSelection(ofReloaded: rows, &rec)
        var replaced: [(path: TablePath, cell: Int)] = []
        for p in rows {
            let g = layout.global(p)
            guard let old = visible[g] else { continue }
            let (id, request) = try cellForRow(p, &rec)
            visible[g] = id
            rec.emit(.willDisplay, p, cell: id, identifier: cells[id - 1].identifier, cause: request)
            replaced.append((p, old))
        }
        for (p, old) in replaced { retire(old, path: p, &rec) }
        if !replaced.isEmpty { rec.modelNotes.append(.reloadRowsModel(rows: replaced.map(\.path))) }
        endRowUpdate(&rec)
    }

    /// `tableView.reconfigureRows(at: paths)` (iOS 15, FIDELITY §8c.37): the rows **keep** their
    /// cells. For each row on screen `cellForRowAt` runs and its dequeue hands back the cell already
    /// showing the row (`DequeueResult.same`): no `prepareForReuse`, no `willDisplay`, nothing
    /// queued. The selection stays. Rows off screen are not asked.
    mutating func reconfigureRows(_ paths: [TablePath], _ rec: inout EventRecorder, inFrame: Bool = false) throws {
        for p in paths { try checkExists(p) }
        let rows = Array(Set(paths)).sorted()
        if !inFrame { beginFrame(&rec) }
        rec.currentCause = rec.emit(.reconfigureRows) { $0.paths = rows }.id
        for p in rows {
            guard let id = visible[layout.global(p)] else { continue }
            let request = rec.emit(.cellForRowAt, p).id
            rec.emit(.dequeueReusableCell, p, cell: id, identifier: cells[id - 1].identifier, cause: request) {
                $0.dequeue = .same
                $0.previousPath = p
            }
            applyRowState(p, cell: id, &rec)
            loadImage(for: p, cell: id, cause: request, &rec)
        }
        endRowUpdate(&rec)
    }

    /// A reload clears the selection of every row it reloads, on screen or not, with no delegate
    /// message (FIDELITY §8b.30) — for tablelab's app and a learner's alike.
    mutating func clearSelection(ofReloaded rows: [TablePath], _ rec: inout EventRecorder) {
        let cleared = rows.filter { rowState.selected.contains($0) }
        for p in cleared { rowState.selected.remove(p) }
        applySelectionToVisibleCells()
        if !cleared.isEmpty { rec.notes.append(.selectionClearedByReload(rows: cleared)) }
    }

    /// `reloadRows` is an update too (FIDELITY §8c.34): the table asks the counts again and checks
    /// them — a reload inserts and deletes nothing, so each count must be what it was. `counts`: what
    /// the data source answers (tablelab's model, or a learner's app asked).
    mutating func askCountsAgain(_ counts: [Int], _ rec: inout EventRecorder) throws {
        rec.emit(.numberOfSections) { $0.value = Double(counts.count) }
        let before = layout.sectionCount
        if counts.count != before {
            throw Crash.invalidUpdate(.sections(after: counts.count, before: before, inserted: 0, deleted: 0))
        }
        emitPerSection(.numberOfRowsInSection, counts.count, &rec) { Double(counts[$0]) }
        for s in counts.indices where counts[s] != layout.rowCount(inSection: s) {
            throw Crash.invalidUpdate(.rows(section: s, after: counts[s], change: TableUpdate.SectionChange(
                before: layout.rowCount(inSection: s), inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)))
        }
    }

    /// The pass of a row update is over: its frame records the offset (for `Screen`), and nothing
    /// more is put down to the app's call.
    private mutating func endRowUpdate(_ rec: inout EventRecorder) {
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        rec.currentCause = nil
    }

    /// The rows of `paths` that are on screen now (they get `cellForRowAt` in a reload or reconfigure).
    public func visibleRows(among paths: [TablePath]) -> [TablePath] {
        Array(Set(paths)).sorted().filter { visibleCell(at: $0) != nil }
    }
}
