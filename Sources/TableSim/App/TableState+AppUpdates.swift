import AppWire

/// A learner's app changing its table without `reloadData` (FIDELITY §8c.34–39): its
/// `insertRows`/`deleteRows`/`moveRow`/section calls and `performBatchUpdates`, `reloadRows`,
/// `reconfigureRows`, and the swipe that calls its `tableView(_:commit:forRowAt:)`. The same update
/// code as tablelab's own app (`performUpdate`, `showUpdate`); where tablelab's app answers from its
/// model, the learner's code answers: its counts are asked again, and a count that disagrees is
/// UIKit's `Invalid update`, raised at the learner's line.
extension TableState {
    /// The host call of a table change: the update runs now, inside the app's code that made it.
    mutating func serveTableChange(_ call: HostCall, _ rec: inout EventRecorder) throws -> HostAnswer {
        switch call {
        case .updateRows(let calls, let batch, let site):
            let update = TableUpdate(calls.map(TableUpdate.Call.init), batch: batch)
            return try inAppCall(site: site, &rec) { state, rec in
                do {
                    try state.performUpdate(update, &rec, cause: rec.app?.cause, inAppCode: true)
                } catch let crash as Crash where crash.invalidUpdate != nil {
                    rec.app?.invalidUpdate = crash.invalidUpdate
                    return .raise(name: crash.exception, reason: crash.reason)
                } catch let refused as SimError {
                    return .raise(name: Self.internalInconsistency, reason: state.uikitReason(refused, update))
                }
                return .ok
            }
        case .reloadRows(let paths, let site):
            return try inAppCall(site: site, &rec) { state, rec in
                try state.appReloadRows(paths.map(TablePath.init), site: site, &rec)
            }
        case .reconfigureRows(let paths, let site):
            return try inAppCall(site: site, &rec) { state, rec in
                try state.appReconfigureRows(paths.map(TablePath.init), site: site, &rec)
            }
        case .registerHeader, .dequeueHeader, .didMakeHeader:
            return try serveHeaderView(call, &rec)
        default:
            throw AppStop(kind: .failed, name: "tablelab", message: "not a table change: \(call)")
        }
    }

    static let internalInconsistency = "NSInternalInconsistencyException"

    /// Runs a table change the app's code called, with the call's line; what the app's code runs in
    /// (its callback's event, the frame) is as before when it returns.
    mutating func inAppCall(site: WireSite, _ rec: inout EventRecorder,
                                    _ body: (inout TableState, inout EventRecorder) throws -> HostAnswer) throws -> HostAnswer {
        var spot = rec.app?.spot ?? AppCall.Spot()
        spot.site = site
        let cause = rec.currentCause
        defer { rec.currentCause = cause }
        return try withAppSpot(spot, &rec, body)
    }

    /// UIKit's reason for an update naming a row it cannot (its exception; tablelab's own app refuses
    /// such input before it runs).
    private func uikitReason(_ refused: SimError, _ update: TableUpdate) -> String {
        guard case .noSuchRow(let p, let rows, let sections) = refused else {
            return "Invalid update: a row or section is named twice, or does not exist (\(refused))"
        }
        // A section that is not there. The delete's and insert's texts are reported from UIKit, and a
        // reload's is the delete's (UIKit deletes and inserts a reloaded section); the move's
        // wording is modelled on them (not found reported).
        let before = update.deletedSections + update.reloadedSections + update.sectionMoves.map(\.from)
        if p.row == 0, before.contains(p.section), p.section >= sections || p.section < 0 {
            let verb = update.sectionMoves.contains { $0.from == p.section } ? "move" : "delete"
            return "attempt to \(verb) section \(p.section), but there are only \(sections) sections before the update"
        }
        let after = update.expectedSections(before: sections)
        if p.row == 0, (update.insertedSections.map(\.index) + update.sectionMoves.map(\.to)).contains(p.section), p.section >= after || p.section < 0 {
            let verb = update.sectionMoves.contains { $0.to == p.section } ? "move section to" : "insert section"
            return "attempt to \(verb) \(p.section) but there are only \(after) sections after the update"
        }
        if (update.deletedRows + update.moves.map(\.from)).contains(p) {
            return "attempt to delete row \(p.row) from section \(p.section) which only contains \(rows ?? 0) rows before the update"
        }
        let rowsAfter = update.oldSection(ofNew: p.section, oldCount: layout.sectionCount).map {
            update.change(old: $0, new: p.section, before: layout.rowCount(inSection: $0)).expected
        } ?? 0
        return "attempt to insert row \(p.row) into section \(p.section), but there are only \(rowsAfter) rows in section \(p.section) after the update"
    }

    // MARK: The counts and the geometry after an update

    /// The app's counts after an update, asked again (`numberOfSections`, then each section's rows);
    /// recorded by `performUpdate` as for tablelab's own app.
    mutating func askAppCounts(cause: Int?, _ rec: inout EventRecorder) throws -> [Int] {
        try withAppContext(&rec, cause: cause, row: nil, site: rec.app?.site) { state, rec in
            guard case .count(let sections) = try state.ask(.numberOfSections, &rec), sections >= 0,
                  sections <= TableData.maxSections else {
                throw AppStop(kind: .failed, name: "tablelab", message: "numberOfSections(in:) gave no count tablelab can use")
            }
            var counts: [Int] = []
            for s in 0..<sections {
                guard case .count(let n) = try state.ask(.numberOfRows(section: s), &rec), n >= 0 else {
                    throw AppStop(kind: .failed, name: "tablelab", message: "tableView(_:numberOfRowsInSection:) gave no count tablelab can use")
                }
                counts.append(n)
            }
            guard counts.reduce(0, +) <= Self.maxAppRows else {
                throw AppStop(kind: .failed, name: "tablelab",
                              message: "the data source answered \(counts.reduce(0, +)) rows; tablelab runs apps of up to \(Self.maxAppRows)")
            }
            return counts
        }
    }

    /// The geometry for the app's new counts: each section keeps its header's height (an inserted
    /// one gets the height the others have — model), rows keep the app's `rowHeight`; an app that
    /// answers `heightForRowAt` is asked every row again (no estimate) or starts from its estimate.
    mutating func appRelayout(counts: [Int], update: TableUpdate, oldLayout: TableLayout, _ rec: inout EventRecorder) throws {
        let oldHeaders = (0..<oldLayout.sectionCount).map { oldLayout.headerHeight($0) }
        let usual = oldHeaders.first { $0 > 0 } ?? 0
        let headers = counts.indices.map { s in
            update.oldSection(ofNew: s, oldCount: oldLayout.sectionCount).map { oldHeaders[$0] } ?? usual
        }
        let total = counts.reduce(0, +)
        let heights: RowHeights
        switch oldLayout.heights.storage {
        case .uniform(let h): heights = .uniform(h, count: total)
        case .estimated(let est, _, _): heights = .estimated(est, count: total)
        case .pattern, .listed: heights = try askAppRowHeights(counts: counts, &rec)
        }
        data = TableData(.app(rowCounts: counts))
        layout = TableLayout(rowCounts: counts, headerHeights: headers, heights: heights)
        offset = min(offset, maxOffset)
    }

    /// Every row's `heightForRowAt`, as after `reloadData` with no estimate (FIDELITY §4.14): one bulk event.
    private mutating func askAppRowHeights(counts: [Int], _ rec: inout EventRecorder) throws -> RowHeights {
        let rows = counts.enumerated().flatMap { s, n in (0..<n).map { TablePath(section: s, row: $0) } }
        guard !rows.isEmpty else { return .uniform(44, count: 0) }
        var heights: [Double] = []
        heights.reserveCapacity(rows.count)
        for path in rows {
            let reply = try withAppContext(&rec, cause: nil, row: path) { state, rec in
                try state.ask(.heightForRow(path.wire), &rec)
            }
            guard case .height(let h?) = reply else { throw AppStop.unexpected(reply, asking: "heightForRowAt") }
            heights.append(max(0, h))
        }
        rec.emit(.heightForRowAt, rows[0]) {
            $0.count = rows.count
            if rows.count > 1 { $0.lastPath = rows[rows.count - 1] } else { $0.value = heights[0] }
        }
        return .listed(heights)
    }

    // MARK: Cells entering and leaving in an update

    /// A row that is or becomes visible in an update gets its cell (and `willDisplay`), from the
    /// learner's `cellForRowAt` in a learner's app.
    mutating func updateCellForRow(_ path: TablePath, _ rec: inout EventRecorder) throws -> Int {
        if isLearnerApp {
            let (id, request) = try appCellForRow(path, &rec)
            let shown = rec.emit(.willDisplay, path, cell: id, identifier: cells[id - 1].identifier, cause: request)
            try tellApp(.willDisplay(cell: id, path.wire), cause: shown.id, row: path, &rec)
            return id
        }
        let (id, request) = try cellForRow(path, &rec)
        rec.emit(.willDisplay, path, cell: id, identifier: cells[id - 1].identifier, cause: request)
        return id
    }

    /// A cell leaves in an update: `didEndDisplaying` (told to a learner's app), then its queue.
    mutating func updateRetire(_ id: Int, path: TablePath, _ rec: inout EventRecorder) throws {
        if isLearnerApp { try appRetire(id, path: path, &rec) } else { retire(id, path: path, &rec) }
    }

    // MARK: reloadRows and reconfigureRows

    /// `reloadRows(at:with:)` in the app's code: as `reloadRows` (FIDELITY §8c.37) — each visible
    /// row's cell is replaced by what the app's `cellForRowAt` returns, then the old ones leave.
    mutating func appReloadRows(_ paths: [TablePath], site: WireSite, _ rec: inout EventRecorder) throws -> HostAnswer {
        for p in paths where !layout.contains(p) {
            return .raise(name: Self.internalInconsistency,
                          reason: "attempt to reload row \(p.row) from section \(p.section) which only contains \(p.section < layout.sectionCount && p.section >= 0 ? layout.rowCount(inSection: p.section) : 0) rows before the update")
        }
        let rows = Array(Set(paths)).sorted()
        rec.currentCause = rec.emit(.reloadRows, cause: rec.app?.cause) { $0.paths = rows; $0.site = site }.id
        do {
            try askCountsAgain(try askAppCounts(cause: rec.currentCause, &rec), &rec)
        } catch let crash as Crash where crash.invalidUpdate != nil {
            rec.app?.invalidUpdate = crash.invalidUpdate
            return .raise(name: crash.exception, reason: crash.reason)
        }
        clearSelection(ofReloaded: rows, &rec)
        var replaced: [(path: TablePath, cell: Int)] = []
        for p in rows {
            let g = layout.global(p)
            guard let old = visible[g] else { continue }
            let id = try updateCellForRow(p, &rec)
            visible[g] = id
            replaced.append((p, old))
        }
        for (p, old) in replaced { try appRetire(old, path: p, &rec) }
        if !replaced.isEmpty { rec.modelNotes.append(.reloadRowsModel(rows: replaced.map(\.path))) }
        return .ok
    }

    /// `reconfigureRows(at:)` in the app's code (FIDELITY §8c.37): `cellForRowAt` runs for each
    /// visible row, and its dequeue hands back the cell already there — no `prepareForReuse`, no
    /// `willDisplay`, nothing queued.
    mutating func appReconfigureRows(_ paths: [TablePath], site: WireSite, _ rec: inout EventRecorder) throws -> HostAnswer {
        for p in paths where !layout.contains(p) {
            return .raise(name: Self.internalInconsistency,
                          reason: "attempt to reconfigure row \(p.row) from section \(p.section) which only contains \(p.section < layout.sectionCount && p.section >= 0 ? layout.rowCount(inSection: p.section) : 0) rows before the update")
        }
        let rows = Array(Set(paths)).sorted()
        rec.currentCause = rec.emit(.reconfigureRows, cause: rec.app?.cause) { $0.paths = rows; $0.site = site }.id
        for p in rows {
            guard let id = visible[layout.global(p)] else { continue }
            let request = rec.emit(.cellForRowAt, p).id
            let saved = rec.app?.reconfiguring
            rec.app?.reconfiguring = id
            defer { rec.app?.reconfiguring = saved }
            let reply = try withAppContext(&rec, cause: request, row: p) { state, rec in
                try state.ask(.reconfigureCell(p.wire), &rec)
            }
            guard case .cell(let returned) = reply, cell(returned) != nil else {
                throw AppStop.unexpected(reply, asking: "tableView(_:cellForRowAt:)")
            }
            if returned != id {
                throw AppStop(kind: .exception, name: Self.internalInconsistency,
                              message: "tableView(_:cellForRowAt:) returned \(Cell.name(returned)) while reconfiguring row \(p.row), which shows \(Cell.name(id)); during reconfigureRows the dequeue returns the cell already there")
            }
            applyRowState(p, cell: id, &rec)
        }
        return .ok
    }

    /// The dequeue inside a reconfigure: the row's own cell, as it is.
    mutating func reconfigureDequeue(_ identifier: String, cell id: Int, site: WireSite, _ rec: inout EventRecorder) -> WireDequeue {
        let row = rec.app?.row ?? cells[id - 1].row
        appEmit(.dequeueReusableCell, row, cell: id, identifier: identifier, site: site, &rec) {
            $0.dequeue = .same
            $0.previousPath = row
        }
        return .same(cell: id)
    }

    /// `tableView.allowsMultipleSelection` as the app's code set it: a tap deselects the row selected
    /// before only when it is false (FIDELITY §8b.29).
    mutating func readAppSelectionMode(_ rec: inout EventRecorder) throws {
        let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in try state.ask(.allowsMultipleSelection, &rec) }
        if case .flag(let on) = reply { settings.allowsMultipleSelection = on }
    }

    // MARK: The swipe

    /// `swipe delete ROW` on a learner's app: the user swipes the row (`canEditRowAt`, when the app
    /// implements it, must say yes) and taps Delete: the app's `tableView(_:commit:forRowAt:)` runs
    /// with `.delete` — its code removes the model item and calls `deleteRows` (FIDELITY §8c.39), or
    /// does it in the wrong order and gets UIKit's `Invalid update`. An app without that method shows
    /// no Delete button: nothing happens, and the learner is told what to implement.
    mutating func appSwipeDelete(_ path: TablePath, _ rec: inout EventRecorder) throws {
        try checkExists(path)
        guard let id = visible[layout.global(path)] else { throw SimError.notVisible(path) }
        let can = try withAppContext(&rec, cause: nil, row: path) { state, rec in try state.ask(.canEditRow(path.wire), &rec) }
        if case .flag(false) = can { throw SimError.appCannotSwipeDelete(path, reason: .canEditSaysNo) }
        beginFrame(&rec)
        let commit = rec.emit(.commitForRowAt, path, cell: id, cause: nil) { $0.text = "delete" }
        let reply = try withAppContext(&rec, cause: commit.id, row: path) { state, rec in
            try state.ask(.commitDelete(path.wire), &rec)
        }
        if case .implemented(false) = reply { throw SimError.appCannotSwipeDelete(path, reason: .noCommit) }
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = self.offset } }
        rec.passFrame = nil
        rec.passFrameEvent = nil
        rec.currentCause = nil
    }
}

extension TableUpdate.Call {
    init(_ wire: WireUpdateCall) {
        switch wire {
        case .insertRows(let paths): self = .insertRows(paths.map(TablePath.init))
        case .deleteRows(let paths): self = .deleteRows(paths.map(TablePath.init))
        case .moveRow(let from, let to): self = .moveRow(TablePath(from), TablePath(to))
        // The rows of an inserted section are what the app's count says (asked after the calls).
        case .insertSections(let sections): self = .insertSections(sections.map { TableUpdate.NewSection(index: $0, rows: 0) })
        case .deleteSections(let sections): self = .deleteSections(sections)
        case .reloadSections(let sections): self = .reloadSections(sections)
        case .moveSection(let from, let to): self = .moveSection(from: from, to: to)
        }
    }
}

extension TableState {
    // MARK: Header views (FIDELITY §8c.40)

    /// The header view calls of a learner's app: its registration (from then on every section has a
    /// header), its dequeue from the header views' own queue, a new view made.
    mutating func serveHeaderView(_ call: HostCall, _ rec: inout EventRecorder) throws -> HostAnswer {
        switch call {
        case .registerHeader(_, let viewClass, _):
            if viewClass != nil { settings.headers = .views }
            return .ok
        case .dequeueHeader(let identifier, let section, let site):
            let path = TablePath(section: section, row: -1)
            let request = rec.app?.cause
            let dequeue = rec.reserveID()
            if let view = headerPool.dequeue(identifier: identifier) {
                let previous = TablePath(section: headerViews[view - 1].section, row: -1)
                appEmit(.headerViewPrepareForReuse, path, identifier: identifier, cause: dequeue, site: site, &rec) {
                    $0.headerView = view
                }
                headerViews[view - 1].reuseCount += 1
                headerViews[view - 1].section = section
                appEmit(.dequeueReusableHeaderFooterView, path, identifier: identifier, cause: request, id: dequeue, site: site, &rec) {
                    $0.headerView = view
                    $0.dequeue = .reused
                    $0.previousPath = previous
                }
                return .dequeue(.reuse(cell: view))
            }
            rec.app?.pendingHeader = (dequeue, identifier, section, site)
            return .dequeue(.makeNew(cell: headerViews.count + 1))
        case .didMakeHeader(let view, let identifier, let site):
            guard let pending = rec.app?.pendingHeader, pending.identifier == identifier, view == headerViews.count + 1 else {
                throw AppStop(kind: .failed, name: "tablelab", message: "a header view was made that no dequeue asked for")
            }
            rec.app?.pendingHeader = nil
            let path = TablePath(section: pending.section, row: -1)
            headerViews.append(HeaderView(id: view, identifier: identifier, createdFor: pending.section,
                                          section: pending.section, place: .visible))
            appEmit(.headerViewInit, path, identifier: identifier, cause: pending.dequeue, site: site, &rec) { $0.headerView = view }
            appEmit(.dequeueReusableHeaderFooterView, path, identifier: identifier, cause: rec.app?.cause, id: pending.dequeue,
                    site: site, &rec) {
                $0.headerView = view
                $0.dequeue = .created
            }
            return .ok
        default:
            throw AppStop(kind: .failed, name: "tablelab", message: "not a header view call: \(call)")
        }
    }

    /// Inside a layout pass of a learner's app, after the rows: sections entering get their header
    /// view from the app's `viewForHeaderInSection` (its dequeue reaches the header views' queue),
    /// then `willDisplayHeaderView`; leaving ones end (`didEndDisplayingHeaderView`) and are queued —
    /// the order of tablelab's own app (`layoutHeaderViews`).
    mutating func appLayoutHeaderViews(_ rec: inout EventRecorder) throws {
        let now = currentVisibleHeaderSections()
        guard !now.isEmpty || !visibleHeaders.isEmpty else { return }
        for s in now where visibleHeaders[s] == nil {
            let path = TablePath(section: s, row: -1)
            let request = rec.emit(.viewForHeaderInSection, path).id
            let reply = try withAppContext(&rec, cause: request, row: nil) { state, rec in
                try state.ask(.viewForHeader(section: s), &rec)
            }
            guard case .headerView(let returned?) = reply, let view = headerView(returned) else { continue }
            headerViews[view.id - 1].section = s
            headerViews[view.id - 1].place = .visible
            visibleHeaders[s] = view.id
            let shown = rec.emit(.willDisplayHeaderView, path, identifier: view.identifier, cause: request) { $0.headerView = view.id }
            _ = try withAppContext(&rec, cause: shown.id, row: nil) { state, rec in
                try state.ask(.willDisplayHeader(view: view.id, section: s), &rec)
            }
        }
        let keep = Set(now)
        for s in visibleHeaders.keys.sorted() where !keep.contains(s) {
            retireHeaderView(section: s, &rec)
        }
    }

    /// A header view of a learner's app leaves (already out of `visibleHeaders`): the app is told,
    /// then it waits in its queue.
    mutating func appRetireHeaderView(_ view: Int, section s: Int, _ rec: inout EventRecorder) throws {
        let path = TablePath(section: s, row: -1)
        let id = headerViews[view - 1].identifier
        let ended = rec.emit(.didEndDisplayingHeaderView, path, identifier: id) { $0.headerView = view }.id
        _ = try withAppContext(&rec, cause: ended, row: nil) { state, rec in
            try state.ask(.didEndDisplayingHeader(view: view, section: s), &rec)
        }
        headerPool.enqueue(view, identifier: id)
        headerViews[view - 1].place = .queued
        rec.emit(.headerViewEnqueue, path, identifier: id, cause: ended) { $0.headerView = view }
    }
}
