import XCTest
@testable import TableSim

/// Hangs apart from hitches (issue 10, item 7): a stall outside scrolling (a launch under sync, a
/// preload) is a hang; the hitch time ratio covers the frames of drags only.
final class HangTests: XCTestCase {
    func testASyncLaunchIsAHangAndDoesNotSpoilALaterScrollsHitchRatio() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil))            // 16 × 200 ms under the default sync
        XCTAssertEqual(table.statistics.hangs, 1)
        XCTAssertGreaterThan(table.statistics.longestHang, 3000)
        XCTAssertEqual(table.statistics.hitches, 0, "the launch is no scrolling hitch")
        try table.run(.load(.background), .scroll(.rows(10)))
        let stats = table.statistics
        XCTAssertEqual(stats.hitches, 0)
        XCTAssertEqual(stats.hitchRatio, 0)
        XCTAssertEqual(stats.hitchBand, .good)
        XCTAssertGreaterThanOrEqual(stats.scrollFrames, 15)
        XCTAssertGreaterThan(stats.framesDrawn, stats.scrollFrames)
    }

    /// Apple's tools report a hang from 250 ms on, so a stall of exactly 250 ms is one.
    func testAStallOfExactly250MillisecondsIsAHang() {
        let runs = [MainThread.Run(start: 0, end: 249.9), MainThread.Run(start: 1000, end: 1250)]
        XCTAssertEqual(MainThread.hangs(among: runs), [MainThread.Run(start: 1000, end: 1250)])
    }

    func testSyncScrollingStillHitches() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .scroll(.rows(10)))
        let stats = table.statistics
        XCTAssertGreaterThan(stats.hitches, 0)
        XCTAssertEqual(stats.hitchBand, .veryBad)
        let frames = table.log.batches.last!.events.of(.frame)
        XCTAssertTrue(frames.allSatisfy(\.scrolling))
    }

    func testFramesOutsideADragAreNotScrolling() throws {
        var table = TableState()
        let steps = try table.run(.dataSet(.movies, count: nil), .scrollTo(TablePath(0, 30)), .wait(500))
        for step in steps { XCTAssertFalse(step.events.of(.frame).contains(where: \.scrolling)) }
    }

    func testPreloadIsAHang() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .load(.preload))
        let counts = EventCounts(table.log.batches.last!.events)
        XCTAssertEqual(counts.hangs, 1)
        XCTAssertEqual(counts.hitches, 0)
    }
}
