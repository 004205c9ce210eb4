extension TableState {
    /// How long a row animation (`.automatic`, `.fade`, …) runs: deleted rows' cells leave when it
    /// ends (model: UIKit's row animations take about 0.3 s; the frames between draw no new cell).
    public static let rowAnimationDuration = 300.0

    /// An update without `reloadData` (FIDELITY §8c.34–36): the app's calls (alone or in one
    /// `performBatchUpdates`), the table asking the counts again and checking them, then the rows:
    /// rows that are or become visible get `cellForRowAt` in the update's frame; deleted rows' cells
    /// and rows pushed off screen leave (`didEndDisplaying`, the queue) when the animation ends.
    ///
    /// The app's model changes before the calls (`model first`), after them (`model after`: the
    /// table asks while it still has the old counts) or never; a count that disagrees is UIKit's
    /// `NSInternalInconsistencyException`, thrown as a `Crash` (the command rolls back).
    ///
    /// Models, said on screen: the offset stays (rows below an insert above the screen move down),
    /// the animation's length, which frame a cell comes and goes in.
    ///
    /// `cause`: the app's code the calls run in (a swipe's `commitForRowAt`), in the frame already begun.
    ///
    /// `inAppCode`: a learner's app made the calls (`serveTableChange`), in its code's frame: its
    /// counts are asked of it, its model is its own.
    ///
    /// `modelReady`: the data source already holds the change (a diffable data source's snapshot,
    /// FIDELITY §8c.38); `animated: false` (`animatingDifferences: false`): what leaves, leaves now.
    mutating func performUpdate(_ update: TableUpdate, _ rec: inout EventRecorder, cause: Int? = nil,
                                inAppCode: Bool = false, modelReady: Bool = false, animated: Bool = true) throws {
        try validate(update)
        if let cause { rec.currentCause = cause } else if !inAppCode { beginFrame(&rec) }
        let oldLayout = layout
        let oldCounts = (0..<oldLayout.sectionCount).map { oldLayout.rowCount(inSection: $0) }
        if settings.modelUpdate == .first && !inAppCode && !modelReady { changeModel(update) }
        // The calls, as the app wrote them; the last one (or the batch) carries the whole update.
        var root: Int
        if update.isBatch {
            root = rec.emit(.performBatchUpdates) { $0.update = update }.id
            rec.currentCause = root
            for call in update.calls { emitCall(call, &rec, update: nil) }
        } else {
            root = rec.currentCause ?? 0
            for (i, call) in update.calls.enumerated() {
                root = emitCall(call, &rec, update: i == update.calls.count - 1 ? update : nil)
            }
        }
        rec.currentCause = root
        // The table asks again and checks (FIDELITY §8c.34).
        let counts = inAppCode ? try askAppCounts(cause: root, &rec) : data.rowCounts(jamo: settings.jamo)
        rec.emit(.numberOfSections) { $0.value = Double(counts.count) }
        let expectedSections = update.expectedSections(before: oldCounts.count)
        if counts.count != expectedSections {
            throw Crash.invalidUpdate(.sections(after: counts.count, before: oldCounts.count,
                                                inserted: update.insertedSections.count, deleted: update.deletedSections.count))
        }
        emitPerSection(.numberOfRowsInSection, counts.count, &rec) { Double(counts[$0]) }
        // Each existing section in its order after the update (a moved one where it went — model:
        // which section UIKit names first when several disagree is not documented).
        let existing = oldCounts.indices.compactMap { old in update.newSection(ofOld: old).map { (old: old, new: $0) } }
        for (old, new) in existing.sorted(by: { $0.new < $1.new }) where update.checksRows(ofOld: old) {
            let change = update.change(old: old, new: new, before: oldCounts[old])
            if counts[new] != change.expected {
                throw Crash.invalidUpdate(.rows(section: new, after: counts[new], change: change))
            }
        }
        // What is kept by row follows its item, for tablelab's app and a learner's alike.
        if !inAppCode, settings.modelUpdate == .after && !modelReady { changeModel(update) }
        cancelPrefetchesOfRemovedRows(update, &rec)
        if inAppCode {
            try appRelayout(counts: counts, update: update, oldLayout: oldLayout, &rec)
        } else {
            relayout(counts: counts, &rec)
        }
        followRowKeys(update, oldLayout: oldLayout)
        try showUpdate(update, oldLayout: oldLayout, root: root, animated: animated, &rec)
    }

    /// Refuses rows and sections the update cannot name (nothing changes): deletes and move sources
    /// must exist before the update, inserts may be at most one past the end of their section.
    func validate(_ update: TableUpdate) throws(SimError) {
        func noRow(_ p: TablePath) -> SimError {
            .noSuchRow(p, rowsInSection: p.section >= 0 && p.section < layout.sectionCount ? layout.rowCount(inSection: p.section) : nil,
                       sections: layout.sectionCount)
        }
        for p in update.deletedRows + update.moves.map(\.from) where !layout.contains(p) { throw noRow(p) }
        // Each row and section once (UIKit throws for these too; tablelab refuses them as input).
        func once<T: Hashable>(_ items: [T], _ path: (T) -> TablePath) throws(SimError) {
            var seen = Set<T>()
            for item in items where !seen.insert(item).inserted { throw .namedTwice(path(item)) }
        }
        try once(update.deletedRows + update.moves.map(\.from)) { $0 }
        try once(update.insertedRows + update.moves.map(\.to)) { $0 }
        let goneSections = Set(update.deletedSections)
        for p in update.deletedRows + update.moves.map(\.from) where goneSections.contains(p.section) {
            throw .namedTwice(TablePath(section: p.section, row: -1))
        }
        let newSections = Set(update.insertedSections.map(\.index))
        for m in update.moves where newSections.contains(m.to.section) {
            throw .namedTwice(TablePath(section: m.to.section, row: -1))
        }
        // A section is deleted, reloaded or moved once; a place after the update is taken once.
        let sectionsBefore = update.deletedSections + update.reloadedSections + update.sectionMoves.map(\.from)
        try once(sectionsBefore) { TablePath(section: $0, row: -1) }
        try once(update.insertedSections.map(\.index) + update.sectionMoves.map(\.to)) { TablePath(section: $0, row: -1) }
        for s in sectionsBefore where s < 0 || s >= layout.sectionCount {
            throw noRow(TablePath(section: s, row: 0))
        }
        // A reloaded section's rows are all new: no row of it is named besides (model: UIKit's
        // answer to one is undocumented; tablelab refuses it as input).
        let reloaded = Set(update.reloadedSections)
        for p in update.deletedRows + update.moves.map(\.from) where reloaded.contains(p.section) {
            throw .namedTwice(TablePath(section: p.section, row: -1))
        }
        let reloadedAfter = Set(update.reloadedSections.compactMap(update.newSection(ofOld:)))
        for p in update.insertedRows + update.moves.map(\.to) where reloadedAfter.contains(p.section) {
            throw .namedTwice(TablePath(section: p.section, row: -1))
        }
        let sectionsAfter = update.expectedSections(before: layout.sectionCount)
        for n in update.insertedSections where n.index > sectionsAfter - 1 {
            throw noRow(TablePath(section: n.index, row: 0))
        }
        for m in update.sectionMoves where m.to < 0 || m.to > sectionsAfter - 1 {
            throw noRow(TablePath(section: m.to, row: 0))
        }
        var expected: [Int: Int] = [:]   // by section after the update, worked out once each
        for p in update.insertedRows + update.moves.map(\.to) {
            // The section after the update; its count after = expected (what the model will hold).
            guard p.section < sectionsAfter, p.row >= 0 else { throw noRow(p) }
            if let old = update.oldSection(ofNew: p.section, oldCount: layout.sectionCount) {
                let after = expected[p.section]
                    ?? update.change(old: old, new: p.section, before: layout.rowCount(inSection: old)).expected
                expected[p.section] = after
                if p.row > after - 1 { throw noRow(p) }
            } else if let n = update.insertedSections.first(where: { $0.index == p.section }) {
                if p.row > n.rows - 1 + update.insertedRows.filter({ $0.section == p.section }).count { throw noRow(p) }
            }
        }
    }

    @discardableResult
    private func emitCall(_ call: TableUpdate.Call, _ rec: inout EventRecorder, update: TableUpdate?) -> Int {
        let site = rec.app?.site
        func mark(_ e: inout Event) { if let update { e.update = update }; e.site = site }
        switch call {
        case .insertRows(let paths):
            return rec.emit(.insertRows, paths.first) { $0.paths = paths; mark(&$0) }.id
        case .deleteRows(let paths):
            return rec.emit(.deleteRows, paths.first) { $0.paths = paths; mark(&$0) }.id
        case .moveRow(let from, let to):
            return rec.emit(.moveRow, from) { $0.paths = [to]; mark(&$0) }.id
        case .insertSections(let sections):
            let paths = sections.map { TablePath(section: $0.index, row: -1) }
            return rec.emit(.insertSections, paths.first) { $0.paths = paths; $0.count = 1; mark(&$0) }.id
        case .deleteSections(let sections):
            let paths = sections.map { TablePath(section: $0, row: -1) }
            return rec.emit(.deleteSections, paths.first) { $0.paths = paths; mark(&$0) }.id
        case .reloadSections(let sections):
            let paths = sections.map { TablePath(section: $0, row: -1) }
            return rec.emit(.reloadSections, paths.first) { $0.paths = paths; mark(&$0) }.id
        case .moveSection(let from, let to):
            return rec.emit(.moveSection, TablePath(section: from, row: -1)) { $0.paths = [TablePath(section: to, row: -1)]; mark(&$0) }.id
        }
    }

    /// The app's model takes the change (its array of arrays; tablelab's `DataEdits`).
    private mutating func changeModel(_ update: TableUpdate) {
        var edits = data.edits ?? DataEdits(rowCounts: data.rowCounts(jamo: settings.jamo))
        update.apply(to: &edits)
        data.edits = edits
    }

    /// The new geometry for the new counts: heights asked as a reload would (every row's when there
    /// is no estimate, a model), the offset kept where it was unless the content got shorter.
    private mutating func relayout(counts: [Int], _ rec: inout EventRecorder) {
        let titles = data.sectionTitles()
        let headers = titles.map { $0 == nil ? 0 : settings.headerHeight }
        let total = counts.reduce(0, +)
        let heights: RowHeights
        switch (settings.heights, settings.estimatedRowHeight) {
        case (.rowHeight(let h), _):
            heights = .uniform(h, count: total)
        case (.heightForRowAt, nil):
            heights = .pattern(count: total)
            if total > 0 {
                let paths = TableLayout(rowCounts: counts, headerHeights: headers, heights: .uniform(1, count: total))
                rec.emit(.heightForRowAt, TablePath(section: 0, row: 0)) {
                    $0.count = total
                    $0.lastPath = paths.path(total - 1)
                    if total == 1 { $0.value = TableData.variableHeight(0) }
                }
            }
        case (.heightForRowAt, let est?):
            heights = .estimated(est, count: total)
        }
        layout = TableLayout(rowCounts: counts, headerHeights: headers, heights: heights)
        offset = min(offset, maxOffset)
    }

    /// The rows on screen follow the update: each kept cell moves to its row's new place; rows
    /// that are or become visible and have no cell get one now; deleted rows' cells, and cells of
    /// rows pushed off screen, leave when the animation ends.
    private mutating func showUpdate(_ update: TableUpdate, oldLayout: TableLayout, root: Int, animated: Bool = true,
                                     _ rec: inout EventRecorder) throws {
        var moved: [Int: Int] = [:]
        var deleted: [(cell: Int, path: TablePath)] = []
        for g in visibleRange {
            guard let id = visible[g] else { continue }
            let old = oldLayout.path(g)
            if let new = update.newPath(ofOld: old) {
                moved[layout.global(new)] = id
                cells[id - 1].row = new
            } else {
                deleted.append((id, old))
            }
        }
        visible = moved
        followSections(update, &rec)
        // A reloaded section's rows lose their selection, as reloaded rows do (FIDELITY §8b.30);
        // checkmarks kept in the model stay with their items.
        let unselected = rowState.selected.filter { update.reloadedSections.contains($0.section) }.sorted()
        if !unselected.isEmpty { rec.notes.append(.selectionClearedByReload(rows: unselected)) }
        rowState.selected = Set(rowState.selected.compactMap(update.newPath(ofOld:)))
        rowState.checked = Set(rowState.checked.compactMap(update.itemPath(ofOld:)))
        var range = currentVisibleRows()
        if layout.heights.isEstimating {
            visibleRange = range.clamped(to: moved.keys.min().map { $0..<($0 + 1) } ?? range)
            range = learnHeights(in: range, &rec)
        }
        for g in range where visible[g] == nil {
            visible[g] = try updateCellForRow(layout.path(g), &rec)
        }
        let pushedOff = visible.keys.filter { !range.contains($0) }.sorted()
        visibleRange = range
        // Rows shifted into view have their cells now: no longer pending a prefetch.
        prefetch.pending.removeAll { range.contains($0) }
        // Header views enter and leave with the new layout, after the rows, as in a layout pass.
        layoutHeaderViews(&rec)
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        guard !deleted.isEmpty || !pushedOff.isEmpty else { rec.currentCause = nil; return }
        // The animation runs; when it ends, what left the table leaves the screen (at once, unanimated).
        if animated {
            wait(Self.rowAnimationDuration - settings.frameDuration, &rec)
            beginFrame(&rec)
        }
        // A deleted row's cell leaves because of the update (`why cell` names the command); a row
        // pushed off screen leaves in the animation's last frame, as in scrolling.
        let animationEnd = rec.currentCause
        rec.currentCause = root
        for (id, path) in deleted { try updateRetire(id, path: path, &rec) }
        rec.currentCause = animationEnd
        for g in pushedOff {
            guard let id = visible.removeValue(forKey: g) else { continue }
            try updateRetire(id, path: layout.path(g), &rec)
        }
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        rec.currentCause = nil
    }

    /// Header views on screen follow their sections to their new index (a section inserted or
    /// deleted above moves them); a deleted section's header view leaves and is queued, as a
    /// deleted row's cell does (FIDELITY §8c.40).
    private mutating func followSections(_ update: TableUpdate, _ rec: inout EventRecorder) {
        guard !visibleHeaders.isEmpty else { return }
        for s in visibleHeaders.keys.sorted() where update.newSection(ofOld: s) == nil {
            retireHeaderView(section: s, &rec)
        }
        var kept: [Int: Int] = [:]
        for (s, view) in visibleHeaders {
            guard let n = update.newSection(ofOld: s) else { continue }
            kept[n] = view
            headerViews[view - 1].section = n
        }
        visibleHeaders = kept
    }

    /// `swipe delete ROW`: the user swipes the row and taps Delete; UIKit calls
    /// `tableView(_:commit:forRowAt:)` with `.delete`, whose code removes the model item and calls
    /// `deleteRows` (FIDELITY §8c.39) — in the order `model` says.
    mutating func swipeDelete(_ path: TablePath, _ rec: inout EventRecorder) throws {
        guard layout.contains(path) else {
            throw SimError.noSuchRow(path, rowsInSection: path.section >= 0 && path.section < layout.sectionCount
                                     ? layout.rowCount(inSection: path.section) : nil, sections: layout.sectionCount)
        }
        guard let id = visible[layout.global(path)] else { throw SimError.notVisible(path) }
        beginFrame(&rec)
        let commit = rec.emit(.commitForRowAt, path, cell: id, cause: nil) { $0.text = "delete" }
        try performUpdate(TableUpdate([.deleteRows([path])]), &rec, cause: commit.id)
    }
}
