import XCTest
@testable import TableSim

/// FIDELITY §2: the reuse queue while dragging.
final class ScrollReuseTests: XCTestCase {
    func testScrollTenRowsReusesNineCellsAndCreatesOne() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(10)))
        let asked = step.events.of(.cellForRowAt).compactMap(\.row)
        XCTAssertEqual(asked, Array(16...25), "cellForRowAt once for each of rows 16–25")
        XCTAssertEqual(table.offset, 440)
        XCTAssertEqual(table.visibleRange, 10..<26)
        XCTAssertEqual(table.cells.count, 17)
        XCTAssertEqual(step.events.count(.prepareForReuse), 9)
        XCTAssertEqual(table.pool.count, 1)
        XCTAssertEqual(table.log.reuses, 9)
        XCTAssertEqual(table.log.cellsCreated, 17)
    }

    func testScrollTenRowsTakesFifteenFramesAtThirtyPointsEach() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertTrue(step.notes.contains(.frames(15)))
        XCTAssertEqual(table.clock.frame, 15)
        XCTAssertEqual(table.clock.frameTime, 250, accuracy: 0.001)
        XCTAssertEqual(step.events.count(.frame), 15)
        XCTAssertTrue(step.events.of(.frame).allSatisfy { $0.value == 0 }, "no hitch without slow work")
    }

    func testPrepareForReuseRunsOnlyOnQueuedCells() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(10)))
        for e in step.events.of(.prepareForReuse) {
            let created = table.log.allEvents.first { $0.kind == .initCell && $0.cell == e.cell }!
            XCTAssertLessThan(created.frame, e.frame)
        }
        let enqueued = Set(table.log.allEvents.of(.enqueue).compactMap(\.cell))
        XCTAssertTrue(Set(step.events.of(.prepareForReuse).compactMap(\.cell)).isSubset(of: enqueued))
    }

    func testScrollingBackAsksForTheOldRowsAgain() throws {
        var table = TableState()
        try table.run(.scroll(.rows(10)))
        let back = try table.apply(.scroll(.rows(-10)))
        XCTAssertEqual(Set(back.events.of(.cellForRowAt).compactMap(\.row)), Set(0...9))
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(table.cells.count, 17, "scrolling back reuses; nothing new is created")
    }

    func testEnteringRowsComeBeforeLeavingRowsInAPass() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(1)))
        for frame in Set(step.events.map(\.frame)) {
            let kinds = step.events.filter { $0.frame == frame }.kinds
            if let display = kinds.lastIndex(of: .willDisplay), let end = kinds.firstIndex(of: .didEndDisplaying) {
                XCTAssertLessThan(display, end)
            }
        }
    }

    func testARowThatStaysVisibleKeepsItsCell() throws {
        var table = TableState()
        let before = table.visible[12]
        let step = try table.apply(.scroll(.rows(3)))
        XCTAssertEqual(table.visible[12], before)
        XCTAssertFalse(step.events.contains { $0.kind == .cellForRowAt && $0.row == 12 })
    }

    func testScrollPastTheEndsIsClampedAndSaid() throws {
        var table = TableState()
        let up = try table.apply(.scroll(.rows(-3)))
        XCTAssertEqual(table.offset, 0)
        XCTAssertTrue(up.notes.contains(.alreadyAtTop))
        let down = try table.apply(.scroll(.points(100_000)))
        XCTAssertEqual(table.offset, 4400 - 667)
        XCTAssertTrue(down.notes.contains { if case .clampedAtBottom = $0 { return true } else { return false } })
    }

    func testFarJumpCreatesUpToASecondScreenful() throws {
        var table = TableState()
        try table.run(.scrollTo(TablePath(0, 60)))
        XCTAssertEqual(table.offset, 60 * 44)
        XCTAssertEqual(table.cells.count, 32, "all 16 new rows enter before the 16 old ones leave")
        XCTAssertEqual(table.pool.count, 16)
    }

    func testSteadyStateOwnsMaxVisiblePlusOne() throws {
        var table = TableState()
        try table.run(.scroll(.rows(80)))
        XCTAssertEqual(table.cells.count, 17)
        XCTAssertEqual(table.offset, 80 * 44)
    }

    func testDeviceReportOneThousandRowsOfTwentyPoints() throws {
        var settings = TableSettings()
        settings.viewportHeight = 896
        settings.heights = .rowHeight(20)
        var table = TableState(settings: settings, data: TableData(.numbers(rowCounts: [1000], titled: false)))
        try table.run(.scroll(.rows(200)))
        // 896/20 = 44.8 → up to 46 rows meet the rect; one more while a row enters before one leaves.
        XCTAssertEqual(table.cells.count, 47)
    }
}
