import XCTest
@testable import TableSim

/// FIDELITY §8c.38: a diffable data source. The app applies snapshots; the data source diffs the
/// identifiers and performs the deletes, inserts and moves itself, so the counts cannot disagree.
final class DiffableTests: XCTestCase {
    private func diffable(_ n: Int) throws -> TableState {
        var table = TableState()
        try table.run(.rows(n))
        try table.run(.diffable(true))
        return table
    }

    private func update(_ calls: TableUpdate.Call..., batch: Bool = false) -> Action {
        .update(TableUpdate(calls, batch: batch))
    }

    private func ids(_ s: DiffableSnapshot?) -> [Int] { s?.items.first?.map(\.id) ?? [] }

    /// FIDELITY §8c.39 with a diffable data source: the subclass's `commit editingStyle` deletes the
    /// item from a snapshot and applies it, so the row goes through the diff (an `apply` caused by
    /// the commit, then the batch it performs), not through a `deleteRows` of the app's own.
    func testSwipeDeleteAppliesASnapshotWhoseDiffDeletesTheRow() throws {
        var table = try diffable(30)
        let steps = try table.run(.swipeDelete(TablePath(0, 3)))
        let events = steps.flatMap(\.events)
        let commit = try XCTUnwrap(events.first { $0.kind == .commitForRowAt })
        let apply = try XCTUnwrap(events.first { $0.kind == .applySnapshot })
        XCTAssertEqual(apply.cause, commit.id)
        XCTAssertEqual(apply.value, 1)
        XCTAssertEqual(events.first { $0.kind == .performBatchUpdates }?.cause, apply.id)
        XCTAssertEqual(events.first { $0.kind == .deleteRows }?.paths, [TablePath(0, 3)])
        XCTAssertEqual(table.rowCount, 29)
        XCTAssertFalse(ids(table.snapshot).contains(3))
    }

    // MARK: the diff

    func testTheDiffOfTwoSnapshotsIsDeletesInsertsAndTheFewestMoves() throws {
        func snap(_ ids: [Int]) -> DiffableSnapshot { DiffableSnapshot(items: [ids.map { ItemIdentifier(id: $0) }]) }
        let diff = try SnapshotDiff(from: snap([0, 1, 2, 3, 4, 5]), to: snap([5, 0, 1, 9, 3, 4]))
        XCTAssertEqual(diff.deleted, [TablePath(0, 2)])
        XCTAssertEqual(diff.inserted, [TablePath(0, 3)])
        XCTAssertEqual(diff.moves, [TableUpdate.Move(from: TablePath(0, 5), to: TablePath(0, 0))], "5 moved; 0 1 3 4 stay")
        // The batch it makes moves every row where the new snapshot has it.
        let update = diff.update
        XCTAssertEqual(update.newPath(ofOld: TablePath(0, 0)), TablePath(0, 1))
        XCTAssertEqual(update.newPath(ofOld: TablePath(0, 3)), TablePath(0, 4))
        XCTAssertEqual(update.newPath(ofOld: TablePath(0, 4)), TablePath(0, 5))
        XCTAssertNil(update.newPath(ofOld: TablePath(0, 2)))
    }

    func testAnItemThatChangesSectionIsAMove() throws {
        let old = DiffableSnapshot(items: [[0, 1].map { ItemIdentifier(id: $0) }, [2].map { ItemIdentifier(id: $0) }])
        let new = DiffableSnapshot(items: [[1].map { ItemIdentifier(id: $0) }, [0, 2].map { ItemIdentifier(id: $0) }])
        let diff = try SnapshotDiff(from: old, to: new)
        XCTAssertEqual(diff.moves, [TableUpdate.Move(from: TablePath(0, 0), to: TablePath(1, 0))])
        XCTAssertEqual(diff.deleted + diff.inserted, [])
    }

    // MARK: apply: the data source performs the change

    func testDeleteAppliesASnapshotAndTheDataSourcePerformsTheDelete() throws {
        var table = try diffable(30)
        let cell4 = table.visibleCell(at: TablePath(0, 3))!
        let step = try table.apply(update(.deleteRows([TablePath(0, 3)])))
        XCTAssertNil(step.crash)
        let apply = try XCTUnwrap(step.events.of(.applySnapshot).first)
        XCTAssertEqual(apply.text, "apply(snapshot, animatingDifferences: true)")
        XCTAssertEqual(apply.value, 1, "one change")
        let batch = try XCTUnwrap(step.events.of(.performBatchUpdates).first)
        XCTAssertEqual(batch.cause, apply.id, "the data source's batch is the apply's effect")
        XCTAssertEqual(batch.update?.deletedRows, [TablePath(0, 3)])
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).first?.value, 29, "the counts come from the snapshot")
        XCTAssertEqual(table.rowCount, 29)
        XCTAssertEqual(Array(ids(table.snapshot).prefix(5)), [0, 1, 2, 4, 5])
        let ended = try XCTUnwrap(step.events.of(.didEndDisplaying).first)
        XCTAssertEqual(ended.cell, cell4)
        XCTAssertEqual(ended.cause, batch.id, "the cell left because of the apply's batch")
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [TablePath(0, 15)])
    }

    func testApplyWithoutAnimationStillDiffsAndTheCellLeavesAtOnce() throws {
        var table = try diffable(30)
        try table.run(.applyMode(.instant))
        let step = try table.apply(update(.deleteRows([TablePath(0, 3)])))
        XCTAssertEqual(step.events.count(.reloadData), 0, "since iOS 15 animatingDifferences: false diffs too")
        XCTAssertEqual(step.events.count(.performBatchUpdates), 1)
        XCTAssertEqual(step.events.of(.frame).count, 1, "no animation: one frame")
    }

    func testApplyUsingReloadDataReloads() throws {
        var table = try diffable(30)
        try table.run(.applyMode(.reload))
        let step = try table.apply(update(.deleteRows([TablePath(0, 3)])))
        XCTAssertEqual(step.events.count(.reloadData), 1)
        XCTAssertEqual(step.events.count(.performBatchUpdates), 0)
        XCTAssertEqual(step.events.of(.applySnapshot).first?.text, "applySnapshotUsingReloadData(snapshot)")
        XCTAssertEqual(table.rowCount, 29)
    }

    func testModelOrderIsRefusedWithADiffableDataSource() throws {
        var table = try diffable(30)
        XCTAssertThrowsError(try table.apply(.modelUpdate(.never))) {
            XCTAssertEqual($0 as? SimError, .diffable(.modelOrder))
        }
        XCTAssertEqual(table.settings.modelUpdate, .first)
    }

    // MARK: the four scenarios

    func testADuplicateIdentifierIsUIKitsCrashAndRollsBack() throws {
        var table = try diffable(30)
        let before = table
        let step = try table.apply(.insertCopy(TablePath(0, 0), of: TablePath(0, 5)))
        let crash = try XCTUnwrap(step.crash)
        XCTAssertEqual(crash.exception, "NSInternalInconsistencyException")
        XCTAssertEqual(crash.reason, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Item(id: 5, title: \"Row 5\"))}")
        XCTAssertEqual(crash.diffable, .duplicate(ItemIdentifier(id: 5)))
        XCTAssertEqual(step.events.count(.applySnapshot), 0, "appendItems throws before apply")
        XCTAssertEqual(table.snapshot, before.snapshot)
        XCTAssertEqual(table.screen, before.screen)
    }

    func testReloadingAnIdentifierNotInTheSnapshotIsUIKitsException() throws {
        var table = try diffable(30)
        try table.run(update(.deleteRows([TablePath(0, 3)])))
        let step = try table.apply(.reloadItem(3))
        let crash = try XCTUnwrap(step.crash)
        XCTAssertEqual(crash.consoleMessage,
                       "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Attempted to reload item identifier that does not exist in the snapshot'")
        XCTAssertEqual(crash.diffable, .missingReload(id: 3))
        // An identifier still there reloads its row: a new cell.
        let ok = try table.apply(.reloadItem(4))
        XCTAssertNil(ok.crash)
        XCTAssertEqual(ok.events.of(.reloadRows).first?.paths, [TablePath(0, 3)])
    }

    func testAnEditWithTheSameIdentifierIsNotRedrawnUntilReconfigured() throws {
        var table = try diffable(30)
        let cell = table.visibleCell(at: TablePath(0, 2))!
        let step = try table.apply(.editItem(TablePath(0, 2)))
        XCTAssertEqual(step.events.of(.applySnapshot).first?.value, 0, "the diff found no change")
        XCTAssertEqual(step.events.count(.cellForRowAt), 0)
        XCTAssertEqual(table.data.content(at: TablePath(0, 2)).text, "Row 2 v2")
        XCTAssertEqual(table.cells[cell - 1].text, "Row 2", "the screen keeps the old text")
        XCTAssertEqual(table.staleRows.map(\.path), [TablePath(0, 2)])
        let fix = try table.apply(.reconfigureRows([TablePath(0, 2)]))
        XCTAssertEqual(fix.events.of(.reconfigureRows).first?.cause, fix.events.of(.applySnapshot).first?.id)
        XCTAssertEqual(fix.events.of(.dequeueReusableCell).map(\.dequeue), [.same])
        XCTAssertEqual(table.cells[cell - 1].text, "Row 2 v2")
        XCTAssertEqual(table.staleRows.count, 0)
    }

    func testAnIdentifierThatIsTheWholeValueTurnsAnEditIntoADeleteAndAnInsert() throws {
        var table = try diffable(30)
        try table.run(.identity(.value))
        let old = table.visibleCell(at: TablePath(0, 2))!
        let step = try table.apply(.editItem(TablePath(0, 2)))
        let update = try XCTUnwrap(step.events.of(.performBatchUpdates).first?.update)
        XCTAssertEqual(update.deletedRows, [TablePath(0, 2)])
        XCTAssertEqual(update.insertedRows, [TablePath(0, 2)])
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [TablePath(0, 2)])
        XCTAssertEqual(step.events.of(.didEndDisplaying).map(\.cell), [old])
        XCTAssertNotEqual(table.visibleCell(at: TablePath(0, 2)), old, "a new cell for the new identifier")
        XCTAssertEqual(table.staleRows.count, 0)
        XCTAssertEqual(table.snapshot?.items[0][2], ItemIdentifier(id: 2, version: 1))
    }

    // MARK: everything else keeps working

    func testBackAfterAnApplyIsExact() throws {
        var table = try diffable(30)
        let before = table
        try table.run(update(.deleteRows([TablePath(0, 1)]), .insertRows([TablePath(0, 4)]), .moveRow(TablePath(0, 8), TablePath(0, 0)), batch: true))
        XCTAssertEqual(ids(table.snapshot).prefix(6), [8, 0, 2, 3, 30, 4])
        XCTAssertEqual(before.rowCount, 30)
        XCTAssertNotEqual(table, before)
    }
}
