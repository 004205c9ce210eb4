import XCTest
@testable import TableSim

/// UIKit clamps contentOffset to [0, contentSize − bounds]; tablelab says when it did.
final class ClampTests: XCTestCase {
    func testScrollingUpAtTheTopStaysAtZero() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(-3)))
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(step.notes, [.alreadyAtTop])
        XCTAssertTrue(step.events.isEmpty)
        XCTAssertEqual(table.clock.frame, 0, "no frame ran")
    }

    func testScrollingUpPastTheTopStopsAtZeroAndSaysWhereItWasAsked() throws {
        var table = TableState()
        try table.run(.scroll(.rows(2)))
        let step = try table.apply(.scroll(.rows(-5)))
        XCTAssertEqual(table.offset, 0)
        XCTAssertTrue(step.notes.contains(.clampedAtTop(requested: -3 * 44)))
        XCTAssertTrue(step.notes.contains(.frames(3)))   // 88 pt at 30 pt a frame
    }

    func testTopTwiceSaysAlreadyAtTop() throws {
        var table = TableState()
        try table.run(.scroll(.rows(20)))
        let first = try table.apply(.top)
        XCTAssertEqual(table.offset, 0)
        XCTAssertFalse(first.notes.contains(.alreadyAtTop))
        XCTAssertEqual(try table.apply(.top).notes, [.alreadyAtTop])
    }

    func testBottomTwiceSaysAlreadyAtBottom() throws {
        var table = TableState()
        let first = try table.apply(.bottom)
        XCTAssertEqual(table.offset, 4400 - 667)
        XCTAssertTrue(first.notes.isEmpty)
        XCTAssertEqual(first.events.count(.cellForRowAt), 16)
        let second = try table.apply(.bottom)
        XCTAssertEqual(second.notes, [.alreadyAtBottom])
        XCTAssertTrue(second.events.isEmpty)
        XCTAssertEqual(table.offset, 3733)
    }

    func testScrollingDownPastTheBottomStopsAtTheLargestOffset() throws {
        var table = TableState()
        try table.run(.scroll(.rows(80)))
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(table.offset, 3733)
        XCTAssertTrue(step.notes.contains(.clampedAtBottom(requested: 90 * 44, maxOffset: 3733)))
        XCTAssertEqual(table.visibleRange, 84..<100)
        let more = try table.apply(.scroll(.rows(1)))
        XCTAssertEqual(more.notes, [.alreadyAtBottom])
    }

    func testScrollToARowNearTheEndIsClamped() throws {
        var table = TableState()
        let step = try table.apply(.scrollTo(TablePath(0, 95)))
        XCTAssertEqual(table.offset, 3733)
        XCTAssertTrue(step.notes.contains(.clampedAtBottom(requested: 95 * 44, maxOffset: 3733)))
    }

    func testScrollToANonexistentRowThrows() throws {
        var table = TableState()
        let before = table.log
        XCTAssertThrowsError(try table.apply(.scrollTo(TablePath(0, 100)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 100), rowsInSection: 100, sections: 1))
        }
        XCTAssertThrowsError(try table.apply(.scrollTo(TablePath(1, 0)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(1, 0), rowsInSection: nil, sections: 1))
        }
        XCTAssertThrowsError(try table.apply(.scrollTo(TablePath(0, -1)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, -1), rowsInSection: 100, sections: 1))
        }
        XCTAssertEqual(table.log, before, "a bad request changes nothing, not even the log")
        XCTAssertEqual(table.offset, 0)
    }

    func testAShorterTableThanTheViewportCannotScroll() throws {
        var table = TableState()
        try table.run(.rows(10))
        XCTAssertEqual(table.maxOffset, 0)
        XCTAssertEqual(try table.apply(.scroll(.rows(3))).notes, [.alreadyAtBottom])
        XCTAssertEqual(try table.apply(.bottom).notes, [.alreadyAtBottom])
        XCTAssertEqual(table.offset, 0)
    }

    func testShrinkingTheViewportIsNotAClampButGrowingItAtTheBottomIs() throws {
        var table = TableState()
        try table.run(.bottom)
        let step = try table.apply(.viewport(1000))
        XCTAssertEqual(table.offset, 3400)
        XCTAssertTrue(step.notes.contains(.offsetClampedAfterReload(from: 3733, to: 3400)))
        XCTAssertEqual(table.visibleRange, 77..<100)
    }
}
