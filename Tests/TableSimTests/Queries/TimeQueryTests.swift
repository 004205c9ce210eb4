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

    /// A completion that only hands an image to a cell costs the main thread ~0 (FIDELITY §8.22):
    /// `cost` is what callbacks cost, and the block costs what it calls — as a learner's
    /// `DispatchQueue.main.async { … }` block does (it cost one cellForRowAt before:
    /// CodeRoundTripTests found the two apps' completions a `cost` apart).
    func testImageAssignmentBlocksCostOnlyWhatTheyCall() throws {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(300), .load(.background), .callbackCost(1))
        let step = try t.apply(.wait(1000))
        let blocks = step.events.filter { $0.kind == .taskStart && $0.work == .assignImage }
        XCTAssertFalse(blocks.isEmpty)
        for b in blocks { XCTAssertEqual(b.duration ?? -1, 0, accuracy: 1e-9, "a block's span is on its start, and empty") }
        XCTAssertEqual(step.events.filter { $0.kind == .imageAssign }.count, blocks.count)
        XCTAssertEqual(MainThread.busyTime(step.events), 0, accuracy: 1e-6)
        // A block that downloads on the main thread is main-thread time all the same.
        var mainAsync = TableState()
        try mainAsync.run(.latency(300), .load(.mainAsync), .callbackCost(1), .dataSet(.movies, count: nil), .wait(6000))
        let downloads = mainAsync.log.allEvents.filter { $0.kind == .taskStart && $0.work == .mainAsyncDownload }
        XCTAssertEqual(downloads.count, 16)
        for b in downloads { XCTAssertEqual(b.duration ?? 0, 300, accuracy: 1e-9, "its download, nothing of its own") }
    }

    /// One download is one on the network lane: tablelab's `Data(contentsOf:)` block names its download
    /// (one span); a learner's closure on a worker does not, and its download is on the lane itself —
    /// the closure is not network time too (it counted twice, "2 = two downloads at once").
    func testAWorkersDownloadIsCountedOnceOnTheNetworkLane() {
        func event(_ kind: Event.Kind, _ time: Double, _ thread: Event.Thread, task: Int? = nil, load: Int? = nil,
                   duration: Double? = nil) -> Event {
            var e = Event(kind, frame: 0, time: time, path: TablePath(section: 0, row: 0))
            e.thread = thread
            e.task = task
            e.load = load
            e.duration = duration
            return e
        }
        let learner = [event(.taskStart, 0, .global(1), task: 1), event(.imageLoadStart, 0, .network, load: 7, duration: 200),
                       event(.imageLoadFinish, 200, .network, load: 7), event(.taskEnd, 200, .global(1), task: 1)]
        XCTAssertEqual(TimelineSpans(events: learner).net.count, 1)
        XCTAssertEqual(TimelineSpans(events: learner).work.count, 1, "the closure is drawn on its worker")
        let builtin = [event(.taskStart, 0, .global(1), task: 1, load: 7), event(.imageLoadStart, 0, .network, load: 7, duration: 200),
                       event(.imageLoadFinish, 200, .network, load: 7), event(.taskEnd, 200, .global(1), task: 1, load: 7)]
        XCTAssertEqual(TimelineSpans(events: builtin).net.count, 1)
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
            try t.run(.velocity(5_400), .scroll(.rows(30)), .wait(3000))
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

/// The log's memory is bounded: past its budget, old commands keep their counts but not their events.
final class LogBudgetTests: XCTestCase {
    func testOldEventsAreDroppedButEveryStatisticStays() throws {
        func run(budget: Int) throws -> TableState {
            var t = TableState()
            t.log.eventBudget = budget
            for _ in 0..<5 { try t.run(.scroll(.rows(20)), .scroll(.rows(-20))) }
            return t
        }
        let full = try run(budget: EventLog.defaultEventBudget)
        let small = try run(budget: 400)
        XCTAssertEqual(full.log.trimmedEvents, 0)
        XCTAssertGreaterThan(small.log.trimmedEvents, 0)
        XCTAssertLessThanOrEqual(small.log.eventCount, 400 + (small.log.last?.events.count ?? 0))
        XCTAssertEqual(small.statistics, full.statistics, "counts were taken before the events were dropped")
        XCTAssertEqual(small.log.last?.events, full.log.last?.events, "the last command is never trimmed")
        XCTAssertEqual(small.log.batches.map(\.command), full.log.batches.map(\.command), "every command line stays")
        XCTAssertTrue(small.log.batches.contains { $0.trimmed > 0 && $0.events.isEmpty })
    }

    func testPreloadingManyRowsIsOneBulkEvent() throws {
        var t = TableState()
        try t.run(.latency(1), .dataSet(.movies, count: 50_000))
        let step = try t.apply(.load(.preload))
        let downloads = step.events.filter { $0.kind == .imageLoadStart }
        XCTAssertEqual(downloads.count, 1)
        XCTAssertEqual(downloads.first?.count, 50_000)
        XCTAssertEqual(t.statistics(lastCommands: 1).imagesDownloaded, 50_000)
        XCTAssertLessThan(step.events.count, 200)
    }
}
