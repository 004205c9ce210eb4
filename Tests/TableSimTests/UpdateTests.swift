import XCTest
@testable import TableSim

/// FIDELITY §8c.34–36 and 39: inserts, deletes, moves and batches without reloadData; the counts
/// checked with UIKit's exact text; only rows that are or become visible get cellForRowAt.
final class UpdateTests: XCTestCase {
    private func rows(_ n: Int) throws -> TableState {
        var table = TableState()
        try table.run(.rows(n))
        return table
    }

    private func update(_ calls: TableUpdate.Call..., batch: Bool = false) -> Action {
        .update(TableUpdate(calls, batch: batch))
    }

    private func texts(_ table: TableState) -> [String] {
        table.visibleRows.map { table.data.content(at: $0.path).text }
    }

    // MARK: 34: the counts are asked again and checked

    func testDeleteAsksTheCountsAgainAndMovesTheRowsUp() throws {
        var table = try rows(30)
        let cell4 = table.visibleCell(at: TablePath(0, 3))!
        let step = try table.apply(update(.deleteRows([TablePath(0, 3)])))
        XCTAssertNil(step.crash)
        XCTAssertEqual(step.events.kinds.filter { $0 != .frame }.prefix(3), [.deleteRows, .numberOfSections, .numberOfRowsInSection])
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).first?.value, 29)
        XCTAssertEqual(step.events.count(.reloadData), 0, "no reloadData")
        XCTAssertEqual(table.rowCount, 29)
        XCTAssertEqual(Array(texts(table).prefix(5)), ["Row 0", "Row 1", "Row 2", "Row 4", "Row 5"])
        // 36: the deleted row's cell leaves when the animation ends, into the queue.
        let ended = try XCTUnwrap(step.events.of(.didEndDisplaying).first)
        XCTAssertEqual(ended.cell, cell4)
        XCTAssertEqual(ended.path, TablePath(0, 3))
        XCTAssertGreaterThan(ended.time, step.events.of(.deleteRows)[0].time + 250, "after the 0.3 s animation (model)")
        XCTAssertEqual(table.queuedCells("cell"), [cell4])
        XCTAssertEqual(step.events.of(.deleteRows)[0].cause, step.events.of(.frame)[0].id)
        XCTAssertEqual(ended.cause, step.events.of(.deleteRows)[0].id, "the cell left because of the delete")
        // The row shifted into view at the bottom (row 16 of the 16 on screen) got a cell as in scrolling.
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [TablePath(0, 15)])
    }

    func testInsertOffScreenCostsNoCell() throws {
        var table = try rows(100)
        let step = try table.apply(update(.insertRows([TablePath(0, 50)])))
        XCTAssertEqual(step.events.count(.cellForRowAt), 0)
        XCTAssertEqual(step.events.count(.didEndDisplaying), 0)
        XCTAssertEqual(table.rowCount, 101)
        XCTAssertEqual(table.data.content(at: TablePath(0, 50)).text, "New 1")
        XCTAssertEqual(table.data.content(at: TablePath(0, 51)).text, "Row 50")
    }

    func testInsertOnScreenGetsACellAndPushesTheLastRowOff() throws {
        var table = try rows(100)
        let last = table.visibleCell(at: TablePath(0, 15))!
        let step = try table.apply(update(.insertRows([TablePath(0, 2)])))
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [TablePath(0, 2)])
        XCTAssertEqual(step.events.of(.didEndDisplaying).map(\.cell), [last], "row 15 moved to 16, off screen")
        XCTAssertEqual(step.events.of(.didEndDisplaying).map(\.path), [TablePath(0, 16)])
        XCTAssertEqual(table.offset, 0, "the offset stays (model)")
        XCTAssertEqual(Array(texts(table).prefix(4)), ["Row 0", "Row 1", "New 1", "Row 2"])
    }

    func testMoveKeepsTheCells() throws {
        var table = try rows(30)
        let moving = table.visibleCell(at: TablePath(0, 5))!
        let step = try table.apply(update(.moveRow(TablePath(0, 5), TablePath(0, 0))))
        XCTAssertEqual(step.events.count(.cellForRowAt), 0)
        XCTAssertEqual(table.visibleCell(at: TablePath(0, 0)), moving)
        XCTAssertEqual(Array(texts(table).prefix(7)), ["Row 5", "Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 6"])
    }

    // MARK: 34: the crash, word for word

    func testModelNeverDeleteThrowsUIKitsTextWordForWord() throws {
        var table = try rows(30)
        try table.run(.modelUpdate(.never))
        let before = table
        let step = try table.apply(update(.deleteRows([TablePath(0, 3)])))
        let crash = try XCTUnwrap(step.crash)
        XCTAssertEqual(crash.consoleMessage, "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (30) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'")
        XCTAssertEqual(crash.invalidUpdate?.expected, 29)
        XCTAssertEqual(crash.invalidUpdate?.found, 30)
        XCTAssertEqual(table.screen, before.screen, "rolled back")
        XCTAssertEqual(table.data, before.data)
        XCTAssertEqual(table.rowCount, 30)
    }

    /// FIDELITY's own example: 7 rows before, the model answers 1, nothing reported.
    func testTheFidelityExampleNumbers() {
        let c = TableUpdate([]).change(old: 0, new: 0, before: 7)
        XCTAssertEqual(InvalidUpdate.rows(section: 0, after: 1, change: c).reason, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (7), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        XCTAssertEqual(InvalidUpdate.sections(after: 1, before: 0, inserted: 0, deleted: 0).reason, "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    func testModelAfterInsertCrashesWithTheOldCount() throws {
        var table = try rows(30)
        try table.run(.modelUpdate(.after))
        let step = try table.apply(update(.insertRows([TablePath(0, 0), TablePath(0, 1)])))
        XCTAssertEqual(step.crash?.invalidUpdate, .rows(section: 0, after: 30, change: .init(before: 30, inserted: 2, deleted: 0, movedIn: 0, movedOut: 0)))
        XCTAssertEqual(table.rowCount, 30)
        XCTAssertNil(table.data.edits, "the model never got the change: the call crashed first")
    }

    func testSectionDeleteWithoutTheModelIsTheSectionsCrash() throws {
        var table = TableState()
        try table.run(.sections([4, 4, 4]), .modelUpdate(.never))
        let step = try table.apply(update(.deleteSections([1])))
        XCTAssertEqual(step.crash?.reason, "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    func testSectionsInsertAndDelete() throws {
        var table = TableState()
        try table.run(.sections([4, 4, 4]))
        try table.run(update(.insertSections([.init(index: 1, rows: 2)])))
        XCTAssertEqual(table.layout.sectionCount, 4)
        XCTAssertEqual(table.layout.rowCount(inSection: 1), 2)
        XCTAssertEqual(table.data.sectionTitles()[1], "New section 1")
        XCTAssertEqual(table.data.sectionTitles()[2], "Section 1")
        try table.run(update(.deleteSections([0])))
        XCTAssertEqual(table.data.sectionTitles(), ["New section 1", "Section 1", "Section 2"])
        XCTAssertNil(FuzzInvariant.violation(table))
    }

    func testMoveAcrossSectionsCountsInAndOut() throws {
        var table = TableState()
        try table.run(.sections([4, 4]), .modelUpdate(.never))
        // Without the model change the counts stay 4 and 4: section 0 expected 3.
        let step = try table.apply(update(.moveRow(TablePath(0, 1), TablePath(1, 0))))
        XCTAssertEqual(step.crash?.invalidUpdate, .rows(section: 0, after: 4, change: .init(before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1)))
    }

    // MARK: 35: batch — deletes before, inserts after

    func testBatchUsesOldPathsForDeletesAndNewPathsForInserts() throws {
        var table = try rows(30)
        let b = TableUpdate([.deleteRows([TablePath(0, 2)]), .insertRows([TablePath(0, 2)]), .moveRow(TablePath(0, 5), TablePath(0, 0))], batch: true)
        XCTAssertEqual(b.newPath(ofOld: TablePath(0, 0)), TablePath(0, 1))
        XCTAssertEqual(b.newPath(ofOld: TablePath(0, 1)), TablePath(0, 3))
        XCTAssertNil(b.newPath(ofOld: TablePath(0, 2)))
        XCTAssertEqual(b.newPath(ofOld: TablePath(0, 3)), TablePath(0, 4))
        XCTAssertEqual(b.newPath(ofOld: TablePath(0, 5)), TablePath(0, 0))
        XCTAssertEqual(b.newPath(ofOld: TablePath(0, 6)), TablePath(0, 6))
        let step = try table.apply(.update(b))
        XCTAssertEqual(step.events.count(.performBatchUpdates), 1)
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).count, 1, "the counts are asked once, at the end")
        XCTAssertEqual(Array(texts(table).prefix(7)), ["Row 5", "Row 0", "New 1", "Row 1", "Row 3", "Row 4", "Row 6"])
        // The same batch written in another order does the same: deletes run before inserts.
        var other = try rows(30)
        try other.run(update(.insertRows([TablePath(0, 2)]), .moveRow(TablePath(0, 5), TablePath(0, 0)), .deleteRows([TablePath(0, 2)]), batch: true))
        XCTAssertEqual(texts(other), texts(table))
    }

    // MARK: 39: swipe to delete

    func testSwipeDeleteCommitsThenDeletes() throws {
        var table = try rows(30)
        let step = try table.apply(.swipeDelete(TablePath(0, 4)))
        let commit = try XCTUnwrap(step.events.of(.commitForRowAt).first)
        XCTAssertEqual(step.events.of(.deleteRows).first?.cause, commit.id)
        XCTAssertEqual(table.rowCount, 29)
        try table.run(.modelUpdate(.after))
        let crash = try table.apply(.swipeDelete(TablePath(0, 4)))
        XCTAssertEqual(crash.crash?.invalidUpdate, .rows(section: 0, after: 29, change: .init(before: 29, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0)))
        XCTAssertThrowsError(try table.apply(.swipeDelete(TablePath(0, 25)))) {
            XCTAssertEqual($0 as? SimError, .notVisible(TablePath(0, 25)))
        }
    }

    // MARK: Bad requests change nothing

    func testRowsThatDoNotExistAreRefused() throws {
        var table = try rows(10)
        XCTAssertThrowsError(try table.apply(update(.deleteRows([TablePath(0, 10)])))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 10), rowsInSection: 10, sections: 1))
        }
        XCTAssertThrowsError(try table.apply(update(.insertRows([TablePath(0, 12)]))))
        try table.run(update(.insertRows([TablePath(0, 10)])))
        XCTAssertEqual(table.rowCount, 11, "an insert may go at the end")
    }

    // MARK: Replaying the log gives the same screen

    func testTheScreenReplayedOverAnUpdateIsTheTables() throws {
        var table = try rows(40)
        for action in [update(.deleteRows([TablePath(0, 3), TablePath(0, 4)])), update(.insertRows([TablePath(0, 0)])),
                       update(.moveRow(TablePath(0, 10), TablePath(0, 1)), .insertRows([TablePath(0, 3)]), batch: true)] {
            let step = try table.apply(action)
            let replayed = step.before!.replaying(step.events)
            XCTAssertEqual(replayed.rows.map(\.path), table.screen.rows.map(\.path))
            XCTAssertEqual(replayed.rows.map(\.cell), table.screen.rows.map(\.cell))
            XCTAssertEqual(replayed.queues, table.screen.queues)
        }
    }
}

/// The fuzz test's invariants (TableLabTests' `FuzzTests.violation`), for the engine's own tests.
enum FuzzInvariant {
    static func violation(_ table: TableState) -> String? {
        let rows = table.visibleRows
        if rows.count != table.visibleRange.count { return "\(table.visibleRange.count) visible rows but \(rows.count) have a cell" }
        let shown = rows.map(\.cell.id)
        if Set(shown).count != shown.count { return "a cell is visible twice" }
        let queued = table.queues.flatMap(\.cells)
        if !Set(queued).isDisjoint(with: shown) { return "queued cells are visible" }
        if table.layout.sectionCount != table.data.rowCounts(jamo: table.settings.jamo).count { return "sections differ from the model" }
        for s in 0..<table.layout.sectionCount where table.layout.rowCount(inSection: s) != table.data.rowCounts(jamo: table.settings.jamo)[s] {
            return "section \(s) differs from the model"
        }
        return nil
    }
}
