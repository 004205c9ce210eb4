import XCTest
@testable import TableSim

/// FIDELITY §9: the finger's speed is points per second; a faster display shows the same drag in
/// more, smaller passes, never a faster finger.
final class VelocityTests: XCTestCase {
    private func framesAndTime(hz: Int, _ amount: ScrollAmount = .rows(10)) throws -> (frames: Int, ms: Double, offsets: [Double]) {
        var table = TableState()
        try table.run(.refreshRate(hz))
        let start = table.clock.frameTime
        var drag = table.beginDrag(to: table.scrollTarget(for: amount))
        var offsets: [Double] = []
        while !drag.isFinished {
            try table.dragFrame(&drag)
            offsets.append(table.offset)
        }
        return (offsets.count, table.clock.frameTime - start, offsets)
    }

    func testTheDefaultIs1800PointsPerSecondThirtyPerSixtyHertzFrame() {
        let s = TableSettings()
        XCTAssertEqual(s.velocity, 1800)
        XCTAssertEqual(s.pointsPerFrame, 30)
        var fast = s
        fast.refreshRate = 120
        XCTAssertEqual(fast.pointsPerFrame, 15)
    }

    func testScrollTenTakesTheSameSimulatedTimeAtSixtyAndOneHundredTwentyHertz() throws {
        let sixty = try framesAndTime(hz: 60)
        let oneTwenty = try framesAndTime(hz: 120)
        XCTAssertEqual(sixty.frames, 15, "440 pt at 30 pt per frame")
        XCTAssertEqual(oneTwenty.frames, 30, "the same drag in twice as many passes")
        XCTAssertEqual(sixty.ms, 250, accuracy: 0.001)
        XCTAssertEqual(oneTwenty.ms, 250, accuracy: 0.001)
        XCTAssertEqual(sixty.offsets.first, 30)
        XCTAssertEqual(oneTwenty.offsets.first, 15)
        XCTAssertEqual(sixty.offsets.last, 440)
        XCTAssertEqual(oneTwenty.offsets.last, 440)
    }

    func testScrollCommandReportsTheFrames() throws {
        var sixty = TableState()
        XCTAssertTrue(try sixty.apply(.scroll(.rows(10))).notes.contains(.frames(15)))
        var oneTwenty = TableState()
        try oneTwenty.run(.refreshRate(120))
        XCTAssertTrue(try oneTwenty.apply(.scroll(.rows(10))).notes.contains(.frames(30)))
    }

    func testVelocityIsPointsPerSecond() throws {
        var table = TableState()
        try table.run(.velocity(24_000))
        XCTAssertEqual(table.settings.pointsPerFrame, 400)
        XCTAssertTrue(try table.apply(.scroll(.rows(10))).notes.contains(.frames(2)))
        try table.run(.refreshRate(120), .top)
        XCTAssertTrue(try table.apply(.scroll(.rows(10))).notes.contains(.frames(3)), "200 pt per 120-Hz frame")
    }
}

/// FIDELITY §2.11: 1000 rows of 20 pt in an 818-pt table (an 896-pt iPhone less its status bar and
/// home indicator) show at most 42 rows at once, and long drags both ways create exactly 42 + 1 = 43.
final class DeviceCellCountTests: XCTestCase {
    func testAnEightHundredEighteenPointTableOfTwentyPointRowsCreatesFortyThreeCells() throws {
        var table = TableState()
        try table.run(.viewport(818), .rowHeight(20), .rows(1000))
        XCTAssertEqual(table.cells.count, 41, "the first screen: rows 0–40 (818 / 20 = 40.9)")
        try table.run(.scroll(.rows(300)), .scroll(.rows(-200)), .scroll(.rows(600)), .scroll(.rows(-700)), .scroll(.rows(1000)))
        XCTAssertEqual(table.offset, table.maxOffset)
        try table.run(.scroll(.rows(-1000)))
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(table.cells.count, 43)
    }
}
