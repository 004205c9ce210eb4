import XCTest
@testable import TableSim

/// FIDELITY §2.6: `dequeueReusableCell(withIdentifier:) ?? UITableViewCell()` with nothing registered
/// builds a cell with no reuse identifier for every new row; such cells are never queued or reused.
final class FallbackTests: XCTestCase {
    /// The REPL path the help text suggests: `unregister cell`, then `dequeue fallback`.
    private func fallbackTable() throws -> TableState {
        var table = TableState()
        try table.run(.unregister("cell"), .dequeue(.fallback))
        return table
    }

    func testReloadWithTheFallbackGivesEveryVisibleRowABareCell() throws {
        let table = try fallbackTable()
        let events = table.log.last!.events
        XCTAssertEqual(events.of(.cellForRowAt).compactMap(\.row), Array(0...15))
        let dequeues = events.of(.dequeueReusableCell)
        XCTAssertEqual(dequeues.count, 16)
        XCTAssertTrue(dequeues.allSatisfy { $0.dequeue == .nil && $0.identifier == "cell" && $0.cell == nil })
        XCTAssertEqual(events.count(.prepareForReuse), 0)
        XCTAssertEqual(events.of(.initCell).map(\.identifier), Array(repeating: nil, count: 16))
        for (_, cell) in table.visibleRows { XCTAssertNil(cell.identifier) }
        XCTAssertEqual(table.visibleRows.map(\.cell.id), Array(17...32))
        XCTAssertTrue(table.pool.isEmpty)
    }

    func testDequeueReturnsNilThenTheFallbackCellIsCreated() throws {
        let table = try fallbackTable()
        let row3 = table.log.last!.events.filter { $0.row == 3 && $0.kind != .didEndDisplaying && $0.kind != .deinitCell }
        XCTAssertEqual(row3.kinds, [.cellForRowAt, .dequeueReusableCell, .initCell, .willDisplay])
        XCTAssertEqual(row3[1].dequeue, .nil)
        XCTAssertNil(row3[2].identifier)
    }

    func testScrollingTenRowsCreatesTenMoreCellsAndReleasesTheTenThatLeft() throws {
        var table = try fallbackTable()
        let created = table.log.cellsCreated
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), Array(16...25))
        XCTAssertEqual(table.log.cellsCreated, created + 10)
        XCTAssertEqual(step.events.count(.initCell), 10)
        XCTAssertEqual(step.events.of(.dequeueReusableCell).map(\.dequeue), Array(repeating: .nil, count: 10))
        XCTAssertEqual(step.events.count(.prepareForReuse), 0)
        XCTAssertEqual(step.events.count(.enqueue), 0, "a cell with no reuse identifier is never enqueued")
        XCTAssertEqual(step.events.count(.deinitCell), 10)
        XCTAssertEqual(step.events.of(.deinitCell).compactMap(\.row), Array(0...9))
        XCTAssertTrue(table.pool.isEmpty)
        XCTAssertEqual(table.log.reuses, 0)
        XCTAssertEqual(table.visibleRange, 10..<26)
        // The ten cells that left are gone for good.
        let gone = step.events.of(.deinitCell).compactMap(\.cell)
        XCTAssertTrue(gone.allSatisfy { table.cell($0)!.place == .discarded })
        XCTAssertEqual(table.statistics.discardedCells, table.cells.count - 16)
    }

    func testTheCellCountClimbsWithEveryNewRow() throws {
        var table = try fallbackTable()
        var counts: [Int] = []
        for _ in 0..<3 {
            try table.run(.scroll(.rows(10)))
            counts.append(table.cells.filter { $0.identifier == nil }.count)
        }
        XCTAssertEqual(counts, [26, 36, 46])
        try table.run(.scroll(.rows(-30)))
        XCTAssertEqual(table.cells.filter { $0.identifier == nil }.count, 76, "scrolling back creates again")
        XCTAssertEqual(table.statistics.liveCells, 16, "only the cells on screen are alive")
    }

    func testUnregisteringReleasesTheCellsWaitingInTheQueue() throws {
        var table = TableState()
        try table.run(.scroll(.rows(10)))
        let queued = table.pool.cells(for: "cell")
        XCTAssertEqual(queued.count, 1)
        let step = try table.apply(.unregister("cell"))
        XCTAssertEqual(step.events.kinds, [.deinitCell])
        XCTAssertEqual(step.events.compactMap(\.cell), queued)
        XCTAssertTrue(table.pool.isEmpty)
        XCTAssertEqual(table.cell(queued[0])!.place, .discarded)
        // The fallback then releases every "cell" cell as it leaves and builds bare ones.
        let fallback = try table.apply(.dequeue(.fallback))
        XCTAssertEqual(fallback.events.count(.deinitCell), 16)
        XCTAssertEqual(fallback.events.count(.enqueue), 0)
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.identifier == nil })
        XCTAssertEqual(table.statistics.liveCells, 16)
    }

    func testAnAppThatNeverRegisteredStartsWithBareCells() throws {
        var settings = TableSettings()
        settings.registrations = []
        settings.dequeue = .fallback
        var table = TableState(settings: settings)
        XCTAssertEqual(table.cells.count, 16)
        XCTAssertTrue(table.cells.allSatisfy { $0.identifier == nil })
        XCTAssertEqual(table.log.createdByIdentifier, ["": 16])
        try table.run(.scroll(.rows(10)))
        XCTAssertEqual(table.cells.count, 26)
        XCTAssertEqual(table.log.count(.deinitCell), 10)
    }

    func testWithTheIdentifierRegisteredTheFallbackNeverRuns() throws {
        // Real UIKit creates a cell from the registration instead of returning nil (FIDELITY §2.5).
        var table = TableState()
        try table.run(.dequeue(.fallback), .scroll(.rows(10)))
        XCTAssertEqual(table.log.allEvents.filter { $0.dequeue == .nil }.count, 0)
        XCTAssertEqual(table.cells.count, 17)
        XCTAssertTrue(table.cells.allSatisfy { $0.identifier == "cell" })
    }

    func testSwitchingBackToForIndexPathWithNothingRegisteredCrashes() throws {
        var table = try fallbackTable()
        let step = try table.apply(.dequeue(.forIndexPath))
        XCTAssertEqual(step.crash, .unregistered("cell"))
        XCTAssertEqual(table.settings.dequeue, .fallback)
    }
}
