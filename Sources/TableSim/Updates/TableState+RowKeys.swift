/// What the table keeps by row, followed through an update (FIDELITY §8c.36): the rows of an update
/// change their index paths, and every fact keyed by a row must move with the item it belongs to —
/// a download under way, a kept image, a pending prefetch, the image a cell shows — or a row shifted
/// by an insert above it would read as showing "another row's image" while it shows its own.
extension TableState {
    /// Pending prefetches of rows the update removes are cancelled with `cancelPrefetchingForRowsAt`
    /// (their index paths before the update, as deletes use), once the counts checked out.
    /// UIKit documents cancelling rows that are no longer needed, not when it does so for an update:
    /// the moment is a model (`UpdateText.modelNotes` says so on screen). Runs on the layout before
    /// the update.
    mutating func cancelPrefetchesOfRemovedRows(_ update: TableUpdate, _ rec: inout EventRecorder) {
        let gone = prefetch.pending.filter { update.itemPath(ofOld: layout.path($0)) == nil }
        guard !gone.isEmpty else { return }
        prefetch.pending.removeAll { gone.contains($0) }
        if isLearnerApp {
            askAppPrefetch(gone, cancel: true, &rec)
        } else {
            let cancel = rec.emit(.cancelPrefetchingForRowsAt, layout.path(gone[0])) { $0.paths = gone.map(layout.path) }
            cancelPrefetchedImages(gone, cause: cancel.id, &rec)
        }
    }

    /// After the new layout: every row key moves to its item's new row. Work for a deleted row's
    /// image that has not reached the screen is forgotten (model: its item is gone; the cell that
    /// waited for it left the screen with the row). Costs what is kept and under way, not the rows.
    mutating func followRowKeys(_ update: TableUpdate, oldLayout: TableLayout) {
        let layout = self.layout
        func new(_ g: Int) -> Int? {
            guard g >= 0, g < oldLayout.rowCount else { return nil }
            return update.itemPath(ofOld: oldLayout.path(g)).map(layout.global)
        }
        prefetch.pending = prefetch.pending.compactMap(new)
        runtime.followRows(new)
        if isLearnerApp {
            // A learner's image is its URL's: the URL's row moves with its movie (`imageRow`), and
            // the app's downloads and closures under way name their rows' new numbers.
            followAppImageRows(update, oldLayout: oldLayout)
            runtime.followAppRows { p in oldLayout.contains(p) ? update.itemPath(ofOld: p) : nil }
        }
        for i in cells.indices where cells[i].place != .discarded {
            if case .image(let p) = cells[i].image, oldLayout.contains(p), let n = update.itemPath(ofOld: p) {
                cells[i].image = .image(n)
            }
            if let p = cells[i].loadingRow {
                cells[i].loadingRow = oldLayout.contains(p) ? update.itemPath(ofOld: p) : nil
            }
        }
    }
}

extension Runtime {
    /// A learner's data tasks and closures waiting name their rows' new paths (`new`: nil for a row
    /// the update removed — the app's code still runs; the work is just for no row).
    mutating func followAppRows(_ new: (TablePath) -> TablePath?) {
        for i in appDownloads.indices { appDownloads[i].path = appDownloads[i].path.flatMap(new) }
        for i in appBlocks.indices { appBlocks[i].path = appBlocks[i].path.flatMap(new) }
        for i in appSuspended.indices { appSuspended[i].block.path = appSuspended[i].block.path.flatMap(new) }
    }

    /// Downloads, blocks and kept images move to their rows' new numbers (`new`: nil for a row the
    /// update removed, whose pending work is dropped).
    mutating func followRows(_ new: (Int) -> Int?) {
        loads = loads.compactMap { load in
            guard let row = new(load.row) else { return nil }
            var moved = load
            moved.row = row
            return moved
        }
        mainQueue = mainQueue.compactMap { block in
            var moved = block
            switch block.work {
            case .downloadAndAssign(let row, let cell):
                guard let n = new(row) else { return nil }
                moved.work = .downloadAndAssign(row: n, cell: cell)
            case .assign(let row, let cells):
                guard let n = new(row) else { return nil }
                moved.work = .assign(row: n, cells: cells)
            case .prefetched(let row):
                guard let n = new(row) else { return nil }
                moved.work = .prefetched(row: n)
            case .startAwait(let row, let cell):
                guard let n = new(row) else { return nil }
                moved.work = .startAwait(row: n, cell: cell)
            case .app:
                break
            }
            return moved
        }
        kept = Dictionary(kept.compactMap { row, kb in new(row).map { ($0, kb) } }, uniquingKeysWith: { a, _ in a })
    }
}
