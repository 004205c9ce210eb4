import XCTest
@testable import TableSim

/// Sequences a review found that broke the simulation: each now behaves.
final class RobustnessTests: XCTestCase {
    private func movies(latency: Double = 1500, _ more: Action...) throws -> TableState {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(latency), .load(.background))
        for a in more { _ = try t.apply(a) }
        return t
    }

    func testShrinkingTheWorkerPoolWhileDownloadsRunDoesNotCrash() throws {
        var t = try movies(.workers(1), .fix(.cancelOnReuse, true))
        try t.run(.scroll(.rows(20)), .workers(2), .workers(2), .wait(60_000))
        XCTAssertTrue(t.runtime.loads.isEmpty)
        var p = try movies(.prefetch(true, window: nil))
        try p.run(.scroll(.rows(3)), .workers(1), .scroll(.rows(-3)), .wait(5000))
    }

    func testAnEstimateTallerThanTheRowsNeverScrollsPastTheEnd() throws {
        var t = TableState()
        try t.run(.heightForRowAt, .estimate(200), .rows(100), .scroll(.rows(1000)))
        XCTAssertLessThanOrEqual(t.offset, t.maxOffset)
        XCTAssertFalse(t.visibleRange.isEmpty)
        let up = try t.apply(.scroll(.rows(-3)))
        XCTAssertFalse(up.notes.contains { if case .clampedAtBottom = $0 { true } else { false } })
    }

    func testDraggingUpThroughEstimatedRowsMovesWithTheFinger() throws {
        var t = TableState()
        try t.run(.heightForRowAt, .estimate(44), .rows(1000), .bottom)
        var drag = t.beginDrag(to: t.offset - 600)
        var moves: [Double] = []
        while !drag.isFinished {
            let anchorRow = t.visibleRange.upperBound - 1
            let before = t.layout.rowTop(anchorRow) - t.offset
            try t.dragFrame(&drag)
            moves.append((t.layout.rowTop(anchorRow) - t.offset) - before)
        }
        XCTAssertTrue(moves.allSatisfy { abs($0 - 30) < 0.001 || $0 == moves.last }, "\(moves)")
    }

    func testAVeryLongDragIsCutShort() throws {
        var t = TableState()
        try t.run(.rowHeight(2000), .rows(1000), .velocity(60))
        let step = try t.apply(.scroll(.rows(1000)))
        XCTAssertTrue(step.notes.contains(.dragTooLong(frames: TableState.maxDragFrames)))
        XCTAssertEqual(t.offset, Double(TableState.maxDragFrames))
    }

    func testTheJitterSeedIsKeptWhenDataOrLoadingChanges() throws {
        func timeline(seed: UInt64) throws -> [Double] {
            var t = TableState()
            try t.run(.latency(300), .jitter(100, seed: seed), .dataSet(.movies, count: nil), .load(.background), .wait(2000))
            return t.log.allEvents.filter { $0.kind == .imageLoadFinish }.map(\.time)
        }
        XCTAssertNotEqual(try timeline(seed: 7), try timeline(seed: 1))
        XCTAssertEqual(try timeline(seed: 7), try timeline(seed: 7))
    }

    func testAReloadWhileLoadingAssignsEachImageOnce() throws {
        var t = try movies(latency: 1000, .reload, .wait(2000))
        XCTAssertEqual(t.log.count(.imageAssign), t.log.count(.imageLoadFinish))
        try t.run(.wait(10))
    }

    func testCancelOnReuseCancelsEveryPendingLoadOfTheCell() throws {
        // Down and back up fast: cells are reused while several loads are on their way to them.
        var t = try movies(.velocity(24_000), .fix(.cancelOnReuse, true), .wait(3000))
        try t.run(.scroll(.rows(20)), .scroll(.rows(-20)), .wait(5000))
        XCTAssertEqual(t.log.wrongAssignments, 0)
        XCTAssertGreaterThan(t.log.count(.imageLoadCancel), 0)
    }

    func testChangingTheRefreshRateDoesNotRewriteThePast() throws {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(300), .scroll(.rows(10)))
        let ratio = t.statistics.hitchRatio
        try t.run(.refreshRate(120))
        XCTAssertEqual(t.statistics.hitchRatio, ratio)
    }

    func testTheFirstLoadKeepsItsClock() {
        var settings = TableSettings()
        settings.heights = .heightForRowAt
        let t = TableState(settings: settings, data: TableData(.numbers(rowCounts: [100_000], titled: false)))
        XCTAssertGreaterThan(t.clock.now, 0, "asking 100,000 heights takes main-thread time")
    }
}
