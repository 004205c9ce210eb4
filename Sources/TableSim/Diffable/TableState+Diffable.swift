extension TableState {
    /// The most items tablelab's diffable data source holds: a snapshot lists every identifier, so
    /// an apply costs time in the items (as UIKit's does), not in what is on screen.
    public static let maxDiffableItems = 1_000_000

    /// The snapshot the data source holds now (its counts), or nil with the classic data source.
    /// A learner's app: the snapshot its diffable data source applied last (identifiers by token).
    public var snapshot: DiffableSnapshot? {
        if isLearnerApp { return appDiffable?.snapshot }
        return settings.diffable.map { DiffableSnapshot(data: data, jamo: settings.jamo, identity: $0.identity) }
    }

    /// The diffable commands (FIDELITY §8c.38).
    mutating func applyDiffable(_ action: Action, _ rec: inout EventRecorder, _ notes: inout [Note]) throws {
        switch action {
        case .diffable(let on):
            if on {
                let n = layout.rowCount
                guard n <= Self.maxDiffableItems else {
                    throw SimError.diffable(.tooManyItems(count: n, limit: Self.maxDiffableItems))
                }
                if settings.diffable == nil { settings.diffable = DiffableSetup() }
            } else {
                settings.diffable = nil
                for i in cells.indices { cells[i].text = nil }
            }
            // A new data source for the table: it asks everything again (model: as `reloadData`).
            try reload(&rec, callReloadData: true)
            notes.append(.reloaded)
        case .identity(let identity):
            try requireDiffable("identity")
            settings.diffable?.identity = identity
        case .applyMode(let mode):
            try requireDiffable("apply")
            settings.diffable?.apply = mode
        case .editItem(let path):
            try requireDiffable("rename")
            try checkExists(path)
            var edits = data.edits ?? DataEdits(rowCounts: data.rowCounts(jamo: settings.jamo))
            let item = edits.item(at: path)
            edits.versions[item, default: 0] += 1
            try applySnapshot(of: edits, &rec)
        case .insertCopy(let at, let of):
            try requireDiffable("insert")
            try checkExists(of)
            var edits = data.edits ?? DataEdits(rowCounts: data.rowCounts(jamo: settings.jamo))
            guard at.section >= 0, at.section < layout.sectionCount, at.row >= 0,
                  at.row <= layout.rowCount(inSection: at.section) else {
                throw SimError.noSuchRow(at, rowsInSection: at.section >= 0 && at.section < layout.sectionCount
                                         ? layout.rowCount(inSection: at.section) : nil, sections: layout.sectionCount)
            }
            edits.insertRow(edits.item(at: of), at: at)
            // The copy is the item at `of`: UIKit's text prints it whole, title too.
            let title = data.content(at: of).text
            do {
                try applySnapshot(of: edits, &rec)
            } catch let crash as Crash {
                guard case .duplicate(let id)? = crash.diffable else { throw crash }
                throw Crash.duplicateIdentifier(id, title: title)
            }
        case .reloadItem(let id):
            try requireDiffable("reload")
            guard let path = path(ofItem: id) else { throw Crash.missingReloadItem(id: id) }
            try markItems([path], reload: true, &rec)
        default:
            preconditionFailure("not a diffable action: \(action)")
        }
    }

    private func requireDiffable(_ command: String) throws(SimError) {
        guard settings.diffable != nil else { throw SimError.diffable(.needsDiffable(command: command)) }
    }

    /// Where the item with identifier `id` is in the snapshot now, or nil.
    public func path(ofItem id: Int) -> TablePath? {
        snapshot?.items.enumerated().lazy.compactMap { s, ids in
            ids.firstIndex { $0.id == id }.map { TablePath(section: s, row: $0) }
        }.first
    }

    /// `insert`/`delete`/`move`/`batch` with a diffable data source: the app edits its model, makes
    /// a snapshot of it and applies it; the data source works out the changes (FIDELITY §8c.38).
    mutating func applyChange(_ update: TableUpdate, _ rec: inout EventRecorder, inFrame: Bool = false) throws {
        guard update.insertedSections.isEmpty, update.deletedSections.isEmpty,
              update.reloadedSections.isEmpty, update.sectionMoves.isEmpty else {
            throw SimError.diffable(.sections)
        }
        try validate(update)
        var edits = data.edits ?? DataEdits(rowCounts: data.rowCounts(jamo: settings.jamo))
        update.apply(to: &edits)
        try applySnapshot(of: edits, &rec, inFrame: inFrame)
    }

    /// `swipe delete ROW` with a diffable data source (FIDELITY §8c.39): the data source's subclass
    /// answers `tableView(_:commit:forRowAt:)` — it deletes the item from a snapshot and applies it,
    /// so the diff deletes the row (no `deleteRows` of the app's own, no count to get wrong).
    mutating func diffableSwipeDelete(_ path: TablePath, _ rec: inout EventRecorder) throws {
        try checkExists(path)
        guard let id = visible[layout.global(path)] else { throw SimError.notVisible(path) }
        beginFrame(&rec)
        rec.currentCause = rec.emit(.commitForRowAt, path, cell: id, cause: nil) { $0.text = "delete" }.id
        try applyChange(TableUpdate([.deleteRows([path])]), &rec, inFrame: true)
    }

    /// The data source applies the snapshot of `edits`: it diffs the identifiers with the snapshot it
    /// holds, and performs the deletes, inserts and moves as one batch (the counts come from the new
    /// snapshot, so they always agree) — or reloads the data (`applySnapshotUsingReloadData`). An
    /// item whose identifier did not change is not asked for again, even if its content did.
    @discardableResult
    mutating func applySnapshot(of edits: DataEdits, _ rec: inout EventRecorder, inFrame: Bool = false) throws -> SnapshotDiff {
        guard let setup = settings.diffable else { preconditionFailure("apply without a diffable data source") }
        let old = DiffableSnapshot(data: data, jamo: settings.jamo, identity: setup.identity)
        var next = data
        next.edits = edits
        let new = DiffableSnapshot(data: next, jamo: settings.jamo, identity: setup.identity)
        // `appendItems` throws before `apply` runs.
        let diff = try SnapshotDiff(from: old, to: new)
        if !inFrame { beginFrame(&rec) }
        let root = rec.emit(.applySnapshot) {
            $0.text = setup.apply.call
            $0.value = Double(setup.apply == .reload ? 0 : diff.changeCount)
        }.id
        rec.currentCause = root
        data = next
        switch setup.apply {
        case .reload:
            try reload(&rec, callReloadData: true, inFrame: true)
            endApply(&rec)
        case .animated, .instant:
            if diff.isEmpty {
                endApply(&rec)
            } else {
                try performUpdate(diff.update, &rec, cause: root, modelReady: true, animated: setup.apply == .animated)
            }
        }
        return diff
    }

    /// `snapshot.reconfigureItems(items)` / `reloadItems(items)`, then `apply`: the diff finds no
    /// change; the marked items on screen are asked again — reconfigured on the cell they have, or
    /// reloaded with another cell (FIDELITY §8c.37–38).
    mutating func markItems(_ paths: [TablePath], reload: Bool, _ rec: inout EventRecorder) throws {
        for p in paths { try checkExists(p) }
        guard let setup = settings.diffable else { return }
        beginFrame(&rec)
        rec.currentCause = rec.emit(.applySnapshot) { $0.text = setup.apply.call; $0.value = 0 }.id
        if setup.apply == .reload {
            try self.reload(&rec, callReloadData: true, inFrame: true)
            endApply(&rec)
        } else if reload {
            try reloadRows(paths, &rec, inFrame: true)
        } else {
            try reconfigureRows(paths, &rec, inFrame: true)
        }
    }

    private mutating func endApply(_ rec: inout EventRecorder) {
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        rec.currentCause = nil
    }

    /// The cell provider configures the cell from the item (its text now): with a diffable data
    /// source the screen keeps what the provider last set until the item is asked for again.
    mutating func configureFromItem(_ path: TablePath, cell id: Int) {
        guard !isLearnerApp else { return }
        cells[id - 1].text = data.content(at: path).text
    }

    /// Rows on screen whose cell shows other text than the model holds now: an edited item the diff
    /// did not see (its identifier stayed the same), not yet reconfigured or reloaded.
    public var staleRows: [(path: TablePath, shows: String, model: String)] {
        guard settings.diffable != nil, !isLearnerApp else { return [] }
        return visibleRange.compactMap { g -> (TablePath, String, String)? in
            guard let id = visible[g], let shown = cells[id - 1].text else { return nil }
            let path = layout.path(g)
            let model = data.content(at: path).text
            return shown == model ? nil : (path, shown, model)
        }
    }
}
