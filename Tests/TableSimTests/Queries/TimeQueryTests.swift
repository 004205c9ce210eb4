import XCTest
@testable import TableSim

/// The facts of time and threads are computed once: `stats` and `timeline` read the same numbers.
final class TimeQueryTests: XCTestCase {
    private func session(_ strategy: LoadStrategy) throws -> TableState {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(300), .jitter(40, seed: 3), .load(strategy),
                  .scroll(.rows(10)), .wait(2000), .scroll(.rows(-6)), .wait(2000))
        return t
    }

    func testStatsAndTimelineReportTheSameMainThreadTime() throws {
        for strategy in LoadStrategy.allCases {
            let t = try session(strategy)
            let committed = t.log.batches.filter { !$0.rolledBack }.flatMap(\.events)
            XCTAssertEqual(TimelineSpans(events: committed).mainBusy, t.statistics.mainBusy, accuracy: 1e-6, "\(strategy)")
            XCTAssertEqual(MainThread.busyTime(committed), t.log.mainBusy, accuracy: 1e-6, "\(strategy)")
            // And for the last commands only (`stats last 2` / `timeline 2`).
            let last2 = t.log.batches.suffix(2).flatMap(\.events)
            XCTAssertEqual(TimelineSpans(events: last2).mainBusy, t.statistics(lastCommands: 2).mainBusy, accuracy: 1e-6)
        }
    }

    func testImageAssignmentBlocksCountAsMainThreadTime() throws {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(300), .load(.background), .callbackCost(1))
        let step = try t.apply(.wait(1000))
        let blocks = step.events.filter { $0.kind == .taskStart && $0.work == .assignImage }
        XCTAssertFalse(blocks.isEmpty)
        for b in blocks { XCTAssertEqual(b.duration ?? 0, 1, accuracy: 1e-9, "a block's span is on its start") }
        XCTAssertEqual(MainThread.busyTime(step.events), Double(blocks.count), accuracy: 1e-6)
    }

    func testASynchronousLaunchIsAHang() throws {
        var t = TableState()
        try t.run(.latency(300))
        let step = try t.apply(.dataSet(.movies, count: nil))
        XCTAssertEqual(EventCounts(step.events).hangs, 1, "16 downloads of 300 ms, back to back, before the first screen")
        XCTAssertEqual(t.statistics.hangs, 1)
        var background = TableState()
        try background.run(.latency(300), .load(.background), .dataSet(.movies, count: nil), .scroll(.rows(10)), .wait(2000))
        XCTAssertEqual(background.statistics.hangs, 0)
    }

    func testJitterIsKeyedByTheDownloadNotByTheOrderOfDraws() throws {
        func networkTimes(_ fix: ImageFix?) throws -> [TablePath: [Double]] {
            var t = TableState()
            try t.run(.dataSet(.movies, count: nil), .latency(300), .jitter(200, seed: 9), .load(.background))
            if let fix { try t.run(.fix(fix, true)) }
            try t.run(.velocity(90), .scroll(.rows(30)), .wait(3000))
            var times: [TablePath: [Double]] = [:]
            for e in t.log.allEvents where e.kind == .imageLoadStart && e.thread == .network { times[e.path!, default: []].append(e.duration!) }
            return times
        }
        let plain = try networkTimes(nil)
        let fixed = try networkTimes(.identityCheck)
        XCTAssertEqual(plain, fixed, "switching a fix on replays the same network times")
        XCTAssertGreaterThan(Set(plain.values.flatMap { $0 }).count, 3, "jitter does vary")
        // Another order of downloads: the same row's first download takes the same time.
        var other = TableState()
        try other.run(.dataSet(.movies, count: nil), .latency(300), .jitter(200, seed: 9), .load(.background), .bottom)
        for e in other.log.allEvents where e.kind == .imageLoadStart && e.thread == .network {
            if let first = plain[e.path!]?.first { XCTAssertEqual(e.duration, first) }
        }
    }

    func testCellLifeFollowsTheCell() throws {
        var t = TableState()
        try t.run(.scroll(.rows(10)))
        let life = t.life(ofCell: 1).entries
        XCTAssertEqual(life.first?.what, .created)
        XCTAssertEqual(life.first?.path, TablePath(0, 0))
        XCTAssertTrue(life.contains { $0.what == .queued("cell") && $0.path == TablePath(0, 0) })
        XCTAssertEqual(life.last?.what, .reused(previous: TablePath(0, 0)))
        XCTAssertEqual(life.last?.path, TablePath(0, 17))
    }

    func testEventCategoriesAreListedOnce() {
        XCTAssertEqual(Event.Kind.prepareForReuse.category, .reuse)
        XCTAssertTrue(Event.Kind.prepareForReuse.isCallback, "a cell method UIKit calls on the main thread")
        XCTAssertEqual(Set(Event.Kind.allCases.map(\.category)), Set(Event.Category.allCases))
    }
}
