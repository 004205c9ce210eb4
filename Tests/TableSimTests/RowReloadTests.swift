import XCTest
@testable import TableSim

/// FIDELITY §8c.37: `reloadRows(at:with:)` replaces a row's cell (a dequeue hands out another one,
/// the old one is queued); `reconfigureRows(at:)` keeps it (the dequeue returns the same cell, no
/// `prepareForReuse`). §8b.30: reloadRows clears the selection of the rows it reloads. §8c.36: only
/// rows on screen get `cellForRowAt`.
final class RowReloadTests: XCTestCase {
    /// 100 rows of 44 pt in 667 pt: rows 0–15 on screen, cells #1–#16, the queue empty.
    private func firstScreen() -> TableState { TableState() }

    /// FIDELITY §8c.34: `reloadRows` is an update: the table asks the counts again (and checks them)
    /// before it asks for the reloaded rows' cells; `reconfigureRows` is not listed there.
    func testReloadRowsAsksTheCountsAgainBeforeTheCells() throws {
        var table = firstScreen()
        let step = try table.apply(.reloadRows([TablePath(0, 5)]), command: "reload rows 5")
        let kinds = step.events.map(\.kind).filter { [.reloadRows, .numberOfSections, .numberOfRowsInSection, .cellForRowAt].contains($0) }
        XCTAssertEqual(kinds, [.reloadRows, .numberOfSections, .numberOfRowsInSection, .cellForRowAt])
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).first?.value, 100)
        let call = try XCTUnwrap(step.events.of(.reloadRows).first)
        XCTAssertEqual(step.events.of(.numberOfSections).first?.cause, call.id)
        let reconfigure = try table.apply(.reconfigureRows([TablePath(0, 5)]), command: "reconfigure 5")
        XCTAssertEqual(reconfigure.events.count(.numberOfRowsInSection), 0)
    }

    func testReloadRowsGivesEachVisibleRowAnotherCellAndQueuesTheOld() throws {
        var table = firstScreen()
        let (three, five) = (TablePath(0, 3), TablePath(0, 5))
        XCTAssertEqual(table.visibleCell(at: three), 4)
        XCTAssertEqual(table.visibleCell(at: five), 6)
        let step = try table.apply(.reloadRows([five, three, TablePath(0, 40)]), command: "reload rows 5 3 40")

        // Row 40 is off screen: no cell for it. Rows 3 and 5, in row order.
        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [three, five])
        // The queue was empty and the old cells stay on screen while the rows animate (model): two new cells.
        XCTAssertEqual(step.events.of(.initCell).map(\.cell), [17, 18])
        XCTAssertEqual(step.events.count(.prepareForReuse), 0)
        XCTAssertEqual(step.events.of(.didEndDisplaying).map(\.cell), [4, 6])
        XCTAssertEqual(step.events.of(.enqueue).map(\.cell), [4, 6])
        XCTAssertEqual(table.visibleCell(at: three), 17)
        XCTAssertEqual(table.visibleCell(at: five), 18)
        XCTAssertEqual(table.queuedCells("cell"), [4, 6])
        XCTAssertEqual(table.cells.count, 18)

        // Causes: the app's call is the root of what follows in its frame.
        let call = try XCTUnwrap(step.events.of(.reloadRows).first)
        XCTAssertEqual(call.paths, [three, five, TablePath(0, 40)])
        XCTAssertTrue(step.events.of(.cellForRowAt).allSatisfy { $0.cause == call.id })
        XCTAssertTrue(step.events.of(.didEndDisplaying).allSatisfy { $0.cause == call.id })
        XCTAssertEqual(step.modelNotes, [.reloadRowsModel(rows: [three, five])])

        // A second reload of row 3 gets a queued cell back, through prepareForReuse: the one that
        // waited longest (FIFO model, §2.7a), which had shown row 3 before.
        let again = try table.apply(.reloadRows([three]))
        XCTAssertEqual(again.events.of(.prepareForReuse).map(\.cell), [4])
        XCTAssertEqual(again.events.of(.dequeueReusableCell).first?.dequeue, .reused)
        XCTAssertEqual(again.events.count(.initCell), 0)
        XCTAssertEqual(table.visibleCell(at: three), 4)
        XCTAssertEqual(table.queuedCells("cell"), [6, 17])
        XCTAssertEqual(table.screen, table.log.batches.dropLast().reduce(Screen.empty) { $1.rolledBack ? $0 : $0.replaying($1.events) }
            .replaying(again.events), "replaying the log gives the same screen")
    }

    func testReconfigureKeepsTheCellsAndRunsNoPrepareForReuse() throws {
        var table = firstScreen()
        try table.run(.scroll(.rows(3)))   // some cells in the queue, which reconfigure must not touch
        let queued = table.queuedCells("cell")
        XCTAssertFalse(queued.isEmpty)
        let rows = [TablePath(0, 5), TablePath(0, 7), TablePath(0, 90)]
        let before = rows.map { table.visibleCell(at: $0) }
        let cellsBefore = table.cells.count
        let step = try table.apply(.reconfigureRows(rows))

        XCTAssertEqual(step.events.of(.cellForRowAt).map(\.path), [TablePath(0, 5), TablePath(0, 7)], "row 90 is off screen")
        let dequeues = step.events.of(.dequeueReusableCell)
        XCTAssertEqual(dequeues.map(\.dequeue), [.same, .same])
        XCTAssertEqual(dequeues.map(\.cell), [before[0], before[1]], "the same cell comes back")
        for kind in [Event.Kind.prepareForReuse, .initCell, .willDisplay, .didEndDisplaying, .enqueue] {
            XCTAssertEqual(step.events.count(kind), 0, "\(kind)")
        }
        XCTAssertEqual(rows.map { table.visibleCell(at: $0) }, before)
        XCTAssertEqual(table.queuedCells("cell"), queued)
        XCTAssertEqual(table.cells.count, cellsBefore)
        XCTAssertEqual(table.rowsShown(ofCell: before[0]!).last, TablePath(0, 5))
        XCTAssertEqual(table.life(ofCell: before[0]!).entries.last?.what, .reconfigured)
    }

    func testReloadRowsClearsTheSelectionOfThoseRowsAndReconfigureKeepsIt() throws {
        var table = firstScreen()
        try table.run(.multipleSelection(true), .select(TablePath(0, 2)), .select(TablePath(0, 4)), .select(TablePath(0, 50)))
        let step = try table.apply(.reconfigureRows([TablePath(0, 2)]))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 2), TablePath(0, 4), TablePath(0, 50)])
        XCTAssertFalse(step.notes.contains { if case .selectionClearedByReload = $0 { return true } else { return false } })

        let reload = try table.apply(.reloadRows([TablePath(0, 2), TablePath(0, 50)]))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 4)], "both reloaded rows lost their selection, on screen or not")
        XCTAssertTrue(reload.notes.contains(.selectionClearedByReload(rows: [TablePath(0, 2), TablePath(0, 50)])))
        XCTAssertEqual(reload.events.filter { $0.category == .delegate && $0.kind != .willDisplay && $0.kind != .didEndDisplaying }, [],
                       "no delegate message for the cleared selection")
        XCTAssertEqual(table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [TablePath(0, 4)])
    }

    func testWhyTellsWhichCommandReplacedTheCell() throws {
        var table = firstScreen()
        _ = try table.apply(.reloadRows([TablePath(0, 3)]), command: "reload rows 3")
        let made = try XCTUnwrap(table.creation(ofCell: 17))
        XCTAssertEqual(made.reason, .replacedByReload(cell: 4, row: TablePath(0, 3)))
        let left = try XCTUnwrap(table.life(ofCell: 4).entries.last)
        XCTAssertEqual(left.what, .queued("cell"))
        let call = try XCTUnwrap(left.call)
        XCTAssertEqual(table.log.event(call)?.kind, .reloadRows)
    }

    /// `why row 5` after `reload rows 5` then `reconfigure 5` said "frame 0: cellForRowAt [0, 5] got a
    /// new cell, cell#3" — cell#3 was made for row 2 and came to row 5 from the queue in the reload.
    /// A reconfigure's dequeue hands back the cell the row has: it is not how the row got it.
    func testHowARowGotItsCellIsTheReloadNotTheReconfigureAfterIt() throws {
        var table = firstScreen()
        try table.run(.scroll(.rows(3)))   // cell#3 (row 2) waits in the queue
        let five = TablePath(0, 5)
        let reload = try table.apply(.reloadRows([five]))
        XCTAssertEqual(table.visibleCell(at: five), 3)
        _ = try table.apply(.reconfigureRows([five]))
        let got = try XCTUnwrap(table.dequeue(forRow: five))
        XCTAssertEqual(got.dequeue, .reused)
        XCTAssertEqual(got.cell, 3)
        XCTAssertEqual(got.frame, reload.events.of(.dequeueReusableCell).first?.frame)
    }

    /// `why row 2` after `delete 2` said "frame 0: cellForRowAt [0, 2] got a new cell, cell#4" —
    /// cell#4 was made for row 3, which the delete moved up to 2 with its cell. The dequeue is found
    /// by the cell the row has, not by today's index path.
    func testHowARowGotItsCellFollowsTheRowThroughAnUpdate() throws {
        var table = firstScreen()
        let cell = try XCTUnwrap(table.visibleCell(at: TablePath(0, 3)))
        _ = try table.apply(.update(TableUpdate([.deleteRows([TablePath(0, 2)])])))
        XCTAssertEqual(table.visibleCell(at: TablePath(0, 2)), cell, "row 3 moved up with its cell")
        let got = try XCTUnwrap(table.dequeue(forRow: TablePath(0, 2)))
        XCTAssertEqual(got.cell, cell)
        XCTAssertEqual(got.path, TablePath(0, 3), "the row's index path when it got the cell")
    }

    func testBadRowsChangeNothing() throws {
        var table = firstScreen()
        let before = table
        XCTAssertThrowsError(try table.apply(.reloadRows([TablePath(0, 3), TablePath(0, 100)]))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 100), rowsInSection: 100, sections: 1))
        }
        XCTAssertThrowsError(try table.apply(.reconfigureRows([TablePath(1, 0)])))
        XCTAssertEqual(table, before)
    }
}
