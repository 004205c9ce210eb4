import XCTest
@testable import TableSim

/// FIDELITY §8c.34–35 for sections: `reloadSections(_:with:)` (UIKit deletes and inserts the
/// section: its rows on screen get new cells, its count may change) and `moveSection(_:toSection:)`
/// (the rows travel with it, keeping their cells), alone and inside `performBatchUpdates`; the
/// counts checked with UIKit's text; a bad request rolls back.
final class SectionUpdateTests: XCTestCase {
    private func sections(_ counts: [Int]) throws -> TableState {
        var table = TableState()
        try table.run(.sections(counts))
        return table
    }

    private func update(_ calls: TableUpdate.Call..., batch: Bool = false) -> Action {
        .update(TableUpdate(calls, batch: batch))
    }

    private func texts(_ table: TableState) -> [String] {
        table.visibleRows.map { table.data.content(at: $0.path).text }
    }

    // MARK: Where sections and rows go

    func testAMovedSectionTakesItsRowsAndTheOthersCloseUp() {
        let u = TableUpdate([.moveSection(from: 2, to: 0)])
        XCTAssertEqual(u.newSection(ofOld: 2), 0)
        XCTAssertEqual(u.newSection(ofOld: 0), 1)
        XCTAssertEqual(u.newSection(ofOld: 1), 2)
        XCTAssertEqual(u.newSection(ofOld: 3), 3)
        XCTAssertEqual(u.oldSection(ofNew: 0, oldCount: 4), 2)
        XCTAssertEqual(u.oldSection(ofNew: 1, oldCount: 4), 0)
        XCTAssertEqual(u.oldSection(ofNew: 2, oldCount: 4), 1)
        XCTAssertEqual(u.newPath(ofOld: TablePath(2, 3)), TablePath(0, 3))
        XCTAssertEqual(u.expectedSections(before: 4), 4, "a move changes no count of sections")
        // In a batch with a delete above: the move's source is before the update, its place after.
        let b = TableUpdate([.deleteSections([0]), .moveSection(from: 3, to: 0)], batch: true)
        XCTAssertNil(b.newSection(ofOld: 0))
        XCTAssertEqual(b.newSection(ofOld: 3), 0)
        XCTAssertEqual(b.newSection(ofOld: 1), 1)
        XCTAssertEqual(b.newSection(ofOld: 2), 2)
        XCTAssertEqual(b.expectedSections(before: 4), 3)
    }

    func testAReloadedSectionKeepsItsPlaceButItsRowsAreNew() {
        let u = TableUpdate([.reloadSections([1])])
        XCTAssertEqual(u.newSection(ofOld: 1), 1)
        XCTAssertNil(u.newPath(ofOld: TablePath(1, 0)), "its cells leave")
        XCTAssertEqual(u.itemPath(ofOld: TablePath(1, 4)), TablePath(1, 4), "its items stay where they are")
        XCTAssertEqual(u.newPath(ofOld: TablePath(0, 4)), TablePath(0, 4))
        XCTAssertFalse(u.checksRows(ofOld: 1))
        XCTAssertTrue(u.checksRows(ofOld: 0))
    }

    // MARK: reloadSections

    func testReloadSectionGivesItsVisibleRowsNewCellsAndQueuesTheOld() throws {
        var table = try sections([3, 4, 20])
        let old = (0..<4).map { table.visibleCell(at: TablePath(1, $0))! }
        let keep = table.visibleCell(at: TablePath(0, 0))!
        let step = try table.apply(update(.reloadSections([1])))
        XCTAssertNil(step.crash)
        let call = try XCTUnwrap(step.events.of(.reloadSections).first)
        XCTAssertEqual(call.paths, [TablePath(section: 1, row: -1)])
        XCTAssertEqual(step.events.kinds.filter { $0 != .frame }.prefix(2), [.reloadSections, .numberOfSections])
        XCTAssertEqual(step.events.count(.numberOfRowsInSection), 3, "the counts are asked again")
        XCTAssertEqual(step.events.count(.reloadData), 0)
        // The four rows of section 1 get cells (new ones: the old ones are still on screen), in row order.
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), (0..<4).map { TablePath(1, $0) })
        let fresh = (0..<4).compactMap { table.visibleCell(at: TablePath(1, $0)) }
        XCTAssertEqual(fresh.count, 4)
        XCTAssertTrue(Set(fresh).isDisjoint(with: old), "the dequeue cannot hand back a cell still on screen (model)")
        // The old cells leave when the animation ends (model), into the queue, caused by the call.
        let ended = step.events.of(.didEndDisplaying)
        XCTAssertEqual(ended.map(\.cell), old)
        XCTAssertEqual(ended.map(\.path), (0..<4).map { TablePath(1, $0) })
        XCTAssertTrue(ended.allSatisfy { $0.cause == call.id })
        XCTAssertGreaterThan(ended[0].time, call.time + 250)
        XCTAssertEqual(table.queuedCells("cell"), old)
        XCTAssertEqual(table.visibleCell(at: TablePath(0, 0)), keep, "other sections keep their cells")
        XCTAssertEqual(table.data.sectionTitles(), ["Section 0", "Section 1", "Section 2"])
        XCTAssertNil(FuzzInvariant.violation(table))
        // The cell that left says why.
        let life = table.life(ofCell: old[0]).entries
        XCTAssertEqual(life.compactMap(\.sectionReloadedBy), [table.log.batches.last!.command])
    }

    func testReloadSectionClearsTheSelectionOfItsRows() throws {
        var table = try sections([3, 4, 20])
        try table.run(.select(TablePath(1, 2)))
        let step = try table.apply(update(.reloadSections([1])))
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertTrue(step.notes.contains(.selectionClearedByReload(rows: [TablePath(1, 2)])), "\(step.notes)")
    }

    func testReloadSectionThatLostRowsWithoutTheModelIsNoCrashButAMissingSectionIs() throws {
        // A reload does not check the section's rows: UIKit deletes and inserts it.
        var table = try sections([3, 4, 20])
        try table.run(.modelUpdate(.never))
        XCTAssertNil(try table.apply(update(.reloadSections([1]))).crash)
        // Deleting a section with the reload beside it still checks the number of sections, word for word.
        let before = table
        let step = try table.apply(update(.reloadSections([0]), .deleteSections([1]), batch: true))
        XCTAssertEqual(step.crash?.reason, "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        XCTAssertEqual(table.screen, before.screen, "rolled back")
        XCTAssertEqual(table.data, before.data)
    }

    // MARK: moveSection

    func testMoveSectionKeepsTheCellsAndMovesTheRows() throws {
        var table = try sections([2, 2, 3])
        let moving = (0..<3).map { table.visibleCell(at: TablePath(2, $0))! }
        let step = try table.apply(update(.moveSection(from: 2, to: 0)))
        XCTAssertNil(step.crash)
        let call = try XCTUnwrap(step.events.of(.moveSection).first)
        XCTAssertEqual(call.path, TablePath(section: 2, row: -1))
        XCTAssertEqual(call.paths, [TablePath(section: 0, row: -1)])
        XCTAssertEqual(step.events.count(.cellForRowAt), 0, "every row on screen kept its cell")
        XCTAssertEqual(step.events.count(.didEndDisplaying), 0)
        XCTAssertEqual((0..<3).map { table.visibleCell(at: TablePath(0, $0)) }, moving)
        XCTAssertEqual(table.data.sectionTitles(), ["Section 2", "Section 0", "Section 1"])
        XCTAssertEqual(texts(table).prefix(3), ["Row 0", "Row 1", "Row 2"])
        XCTAssertEqual(table.data.content(at: TablePath(0, 2)).text, "Row 2")
        XCTAssertEqual((0..<3).map { table.layout.rowCount(inSection: $0) }, [3, 2, 2])
        XCTAssertNil(FuzzInvariant.violation(table))
    }

    func testMoveSectionWithoutTheModelIsTheRowsCrashWordForWord() throws {
        // 2, 4 rows; the model never moves: section 0 after the update (the moved one) should have 4.
        var table = try sections([2, 4])
        try table.run(.modelUpdate(.never))
        let before = table
        let step = try table.apply(update(.moveSection(from: 1, to: 0)))
        XCTAssertEqual(step.crash?.invalidUpdate, .rows(section: 0, after: 2, change: .init(before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)))
        XCTAssertEqual(step.crash?.reason, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        XCTAssertEqual(table.screen, before.screen, "rolled back")
        XCTAssertEqual(table.data, before.data)
        // Two sections of the same count: nothing to see, nothing crashes (the table and model disagree).
        var same = try sections([3, 3])
        try same.run(.modelUpdate(.never))
        XCTAssertNil(try same.apply(update(.moveSection(from: 1, to: 0))).crash)
    }

    // MARK: In a batch

    func testABatchRunsDeletesBeforeInsertsWithSectionsReloadedAndMoved() throws {
        var table = try sections([2, 2, 2, 2])
        let b = TableUpdate([.insertSections([.init(index: 0, rows: 1)]), .moveSection(from: 3, to: 1), .reloadSections([0]),
                             .deleteSections([1])], batch: true)
        // Before: S0 S1 S2 S3. Deleted S1, moved S3 to 1, new section at 0: New, S3, S0, S2.
        XCTAssertEqual(b.newSection(ofOld: 0), 2)
        XCTAssertEqual(b.newSection(ofOld: 2), 3)
        XCTAssertEqual(b.newSection(ofOld: 3), 1)
        let step = try table.apply(.update(b))
        XCTAssertNil(step.crash)
        XCTAssertEqual(step.events.count(.performBatchUpdates), 1)
        XCTAssertEqual(step.events.of(.performBatchUpdates).first?.update, b)
        XCTAssertEqual(table.data.sectionTitles(), ["New section 1", "Section 3", "Section 0", "Section 2"])
        XCTAssertNil(FuzzInvariant.violation(table))
        // The same calls written in another order do the same.
        var other = try sections([2, 2, 2, 2])
        try other.run(update(.deleteSections([1]), .reloadSections([0]), .moveSection(from: 3, to: 1),
                             .insertSections([.init(index: 0, rows: 1)]), batch: true))
        XCTAssertEqual(other.data.sectionTitles(), table.data.sectionTitles())
        XCTAssertEqual(other.visibleRows.map(\.path), table.visibleRows.map(\.path))
    }

    // MARK: Bad requests change nothing

    func testSectionsNamedTwiceOrMissingAreRefused() throws {
        var table = try sections([2, 2, 2])
        let before = table
        XCTAssertThrowsError(try table.apply(update(.reloadSections([3])))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(3, 0), rowsInSection: nil, sections: 3))
        }
        XCTAssertThrowsError(try table.apply(update(.moveSection(from: 0, to: 3)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(3, 0), rowsInSection: nil, sections: 3))
        }
        XCTAssertThrowsError(try table.apply(update(.reloadSections([1]), .deleteSections([1]), batch: true))) {
            XCTAssertEqual($0 as? SimError, .namedTwice(TablePath(section: 1, row: -1)))
        }
        XCTAssertThrowsError(try table.apply(update(.reloadSections([1]), .deleteRows([TablePath(1, 0)]), batch: true))) {
            XCTAssertEqual($0 as? SimError, .namedTwice(TablePath(section: 1, row: -1)))
        }
        XCTAssertThrowsError(try table.apply(update(.moveSection(from: 0, to: 1), .insertSections([.init(index: 1, rows: 1)]), batch: true))) {
            XCTAssertEqual($0 as? SimError, .namedTwice(TablePath(section: 1, row: -1)))
        }
        XCTAssertEqual(table.screen, before.screen)
        XCTAssertEqual(table.data, before.data)
    }

    // MARK: Back and replay

    func testTheScreenReplayedAndBackAreExact() throws {
        var table = try sections([3, 4, 20])
        for action in [update(.reloadSections([1])), update(.moveSection(from: 2, to: 0)),
                       update(.moveSection(from: 0, to: 2), .reloadSections([1]), batch: true)] {
            let before = table
            let step = try table.apply(action)
            XCTAssertNil(step.crash)
            let replayed = step.before!.replaying(step.events)
            XCTAssertEqual(replayed.rows.map(\.path), table.screen.rows.map(\.path))
            XCTAssertEqual(replayed.rows.map(\.cell), table.screen.rows.map(\.cell))
            XCTAssertEqual(replayed.queues, table.screen.queues)
            XCTAssertEqual(step.before, before.screen)
        }
    }
}
