import XCTest
@testable import TableSim

/// FIDELITY §1 and §9: the first load of the default table.
final class FirstLoadTests: XCTestCase {
    func testDefaultFirstLoadCreatesSixteenCellsForRowsZeroToFifteen() {
        let table = TableState()
        let events = table.log.allEvents
        XCTAssertEqual(events.count(.cellForRowAt), 16)
        XCTAssertEqual(events.of(.cellForRowAt).compactMap(\.row), Array(0...15))
        XCTAssertEqual(events.count(.prepareForReuse), 0)
        XCTAssertEqual(events.count(.initCell), 16)
        XCTAssertEqual(table.cells.count, 16)
        XCTAssertEqual(table.visibleRange, 0..<16)
        XCTAssertEqual(table.cells.map(\.id), Array(1...16))
        XCTAssertEqual(table.cells.map(\.identifier), Array(repeating: "cell", count: 16))
    }

    func testCountsAreAskedBeforeAnyCell() {
        let kinds = TableState().log.allEvents.kinds
        let sections = kinds.firstIndex(of: .numberOfSections)!
        let rows = kinds.firstIndex(of: .numberOfRowsInSection)!
        let firstCell = kinds.firstIndex(of: .cellForRowAt)!
        XCTAssertLessThan(sections, rows)
        XCTAssertLessThan(rows, firstCell)
    }

    func testEachCellIsRequestedThenDisplayed() {
        let events = TableState().log.allEvents.filter { $0.path?.row == 3 }
        XCTAssertEqual(events.kinds, [.cellForRowAt, .initCell, .dequeueReusableCell, .willDisplay])
        XCTAssertEqual(events.of(.dequeueReusableCell).first?.dequeue, .created)
    }

    func testThirtyRowsStillOnlyAskForTheVisibleOnes() throws {
        var table = TableState()
        try table.run(.rows(30))
        XCTAssertEqual(table.rowCount, 30)
        XCTAssertEqual(table.cells.count, 16, "30 rows never means 30 cells")
        XCTAssertEqual(table.log.last!.events.count(.cellForRowAt), 16)
    }

    func testFirstLoadHappensInFrameZeroStartingAtTimeZero() {
        let events = TableState().log.allEvents
        XCTAssertTrue(events.allSatisfy { $0.frame == 0 })
        XCTAssertEqual(events.first?.time, 0)
        // Each callback costs main-thread time, so time moves on inside the frame — but stays in it.
        XCTAssertEqual(events.map(\.time), events.map(\.time).sorted())
        XCTAssertLessThan(events.last!.time, 1000.0 / 60)
    }
}
