import XCTest
@testable import TableSim

/// Many rows entering or leaving the screen the same plain way are recorded as runs, one event per
/// kind (attack M7: a reload with 10,000 rows on screen recorded 60,000 events). Every query must
/// read a run as the calls it stands for, so what the learner is told is what single events said.
final class RowRunTests: XCTestCase {
    /// 1,200 rows on screen, one pixel each, in a table of 3,000.
    private func tallScreen() throws -> TableState {
        var table = TableState()
        try table.run(.rows(3000), .rowHeight(1), .viewport(1200))
        XCTAssertEqual(table.visibleRows.count, 1200)
        return table
    }

    func testAReloadOfManyRowsOnScreenIsRecordedAsRuns() throws {
        var table = try tallScreen()
        let step = try table.apply(.reload)
        XCTAssertLessThan(step.events.count, 20)
        for kind: Event.Kind in [.didEndDisplaying, .enqueue, .cellForRowAt, .prepareForReuse, .dequeueReusableCell, .willDisplay] {
            XCTAssertEqual(step.events.count(kind), 1200, "\(kind)")
        }
        XCTAssertEqual(step.counts.reuses, 1200)
        XCTAssertEqual(step.counts.cellsCreated, 0)
        let reused = try XCTUnwrap(step.events.first { $0.kind == .dequeueReusableCell })
        XCTAssertEqual(reused.cells?.count, 1200)
        XCTAssertEqual(reused.lastPath, TablePath(0, 1199))
        // The causes single calls have: the dequeue answers the cellForRowAt, prepareForReuse runs
        // inside the dequeue, the enqueue follows the didEndDisplaying.
        let request = try XCTUnwrap(step.events.first { $0.kind == .cellForRowAt })
        XCTAssertEqual(reused.cause, request.id)
        XCTAssertEqual(step.events.first { $0.kind == .prepareForReuse }?.cause, reused.id)
        let ended = try XCTUnwrap(step.events.first { $0.kind == .didEndDisplaying })
        XCTAssertEqual(step.events.first { $0.kind == .enqueue }?.cause, ended.id)
    }

    func testAnOrdinaryScreenIsRecordedCallByCall() throws {
        var table = TableState()
        try table.run(.rows(3000), .rowHeight(1), .viewport(999))
        let step = try table.apply(.reload)
        XCTAssertFalse(step.events.contains { $0.isRowRun })
        XCTAssertEqual(step.events.of(.cellForRowAt).count, 999)
    }

    /// A jump to rows none of which were on screen: with the queue empty, the rows get new cells,
    /// one run of `init`; then the rows that left go to the queue one by one.
    func testAJumpToManyNewRowsMakesARunOfNewCells() throws {
        var table = try tallScreen()
        let cellsBefore = table.cells.count
        let jump = try table.apply(.scrollTo(TablePath(0, 1500)))
        let made = try XCTUnwrap(jump.events.first { $0.kind == .initCell })
        XCTAssertTrue(made.isRowRun)
        XCTAssertEqual(made.count, 1200)
        XCTAssertEqual(made.cells, Array((cellsBefore + 1)...(cellsBefore + 1200)))
        XCTAssertEqual(jump.counts.cellsCreated, 1200)
        XCTAssertEqual(jump.events.count(.enqueue), 1200)
        XCTAssertEqual(table.visibleCell(at: TablePath(0, 1500)), cellsBefore + 1)
        XCTAssertEqual(table.creation(ofCell: cellsBefore + 7)?.row, TablePath(0, 1506))
        XCTAssertEqual(jump.before.map { $0.replaying(jump.events) }, table.screen)
    }

    /// The screen before the command, moved along its events, is the screen the table shows after.
    func testRunsReplayToTheScreenTheTableShows() throws {
        var table = try tallScreen()
        let step = try table.apply(.reload)
        let before = try XCTUnwrap(step.before)
        let replayed = before.replaying(step.events)
        XCTAssertEqual(replayed, table.screen)
        XCTAssertEqual(replayed.cells, table.screen.cells)
        XCTAssertEqual(replayed.queuedCount, table.queuedCellCount)
        let last = try XCTUnwrap(step.events.last { $0.kind == .willDisplay })
        XCTAssertEqual(table.screen(atEvent: last.id)?.cells, table.screen.cells)
    }

    /// One cell's life, the row a reused cell showed, how a row got its cell: each read from the
    /// run's call for that cell or row.
    func testQueriesReadTheCallOfARunForOneCellOrRow() throws {
        var table = try tallScreen()
        let step = try table.apply(.reload)
        let row = TablePath(0, 700)
        let cell = try XCTUnwrap(table.visibleCell(at: row))
        let life = table.life(ofCell: cell).entries.map(\.what)
        XCTAssertEqual(Array(life.suffix(2)), [.queued("cell"), .reused(previous: row)])
        XCTAssertEqual(step.previousRows[row], row)
        let dequeue = try XCTUnwrap(table.dequeue(forRow: row))
        XCTAssertEqual(dequeue.cell, cell)
        XCTAssertEqual(dequeue.path, row)
        XCTAssertEqual(dequeue.count, 1)
        let changes = CellChanges(step.events)
        XCTAssertEqual(changes.change(of: cell, at: row), .reused(was: nil))
        XCTAssertNil(changes.change(of: cell, at: TablePath(0, 701)))
    }

    /// A screen taken from the table reads its rows when asked, and gives what a table of them gives.
    func testAScreenReadsTheTablesRowsAsATableOfThemWould() throws {
        let table = try tallScreen()
        let screen = table.screen
        let built = Screen(offset: screen.offset, cells: screen.cells, pool: table.pool)
        XCTAssertEqual(screen, built)
        XCTAssertEqual(screen.rows.map(\.path), built.rows.map(\.path))
        XCTAssertEqual(screen.rows.map(\.cell), built.rows.map(\.cell))
        XCTAssertEqual(screen.cell(at: TablePath(0, 5)), built.cell(at: TablePath(0, 5)))
        XCTAssertNil(screen.cell(at: TablePath(0, 2999)))
        XCTAssertEqual(screen.globalRows(in: table.layout), built.globalRows(in: table.layout))
        XCTAssertEqual(screen.globalRows(in: table.layout), 0..<1200)
    }
}
