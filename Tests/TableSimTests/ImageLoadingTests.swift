import XCTest
@testable import TableSim

/// FIDELITY §8 and the figures: `scroll 10` on the movie chart with `latency 300ms`, each
/// loading strategy, on the simulated clock.
final class ImageLoadingTests: XCTestCase {
    private func movies(_ strategy: LoadStrategy, latency: Double = 300, _ more: Action...) throws -> TableState {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(latency), .load(strategy))
        for a in more { _ = try table.apply(a) }
        return table
    }

    private func mainBusyByLoads(_ events: [Event]) -> Double {
        events.filter { $0.kind == .imageLoadStart && $0.queue == "main" }.compactMap(\.duration).reduce(0, +)
    }

    func testSyncBlocksTheMainThreadForEveryNewRow() throws {
        var table = try movies(.sync)
        let step = try table.apply(.scroll(.rows(10)))
        let newRows = step.events.count(.cellForRowAt)
        XCTAssertEqual(newRows, 10)
        XCTAssertGreaterThanOrEqual(mainBusyByLoads(step.events), 300 * Double(newRows))
        // cellForRowAt does not return until its download is done.
        for e in step.events.of(.imageLoadStart) { XCTAssertEqual(e.queue, "main") }
        let frames = step.events.of(.frame)
        XCTAssertGreaterThan(frames.filter { ($0.value ?? 0) > 0 }.count, 0, "hitches occur")
        let stats = table.statistics
        XCTAssertGreaterThan(stats.hitchRatio, 50)
        XCTAssertTrue([HitchBand.critical, .veryBad].contains(stats.hitchBand))
    }

    func testMainAsyncBlocksTheMainThreadJustAsLongButLater() throws {
        var sync = try movies(.sync)
        // Let the first screen's queued downloads finish, so only the scroll's own work is compared.
        var mainAsync = try movies(.mainAsync, .wait(10_000))
        let s = try sync.apply(.scroll(.rows(10)))
        let a = try mainAsync.apply(.scroll(.rows(10)))
        try mainAsync.run(.wait(5000))
        let syncBusy = mainBusyByLoads(s.events)
        let asyncBusy = mainBusyByLoads(mainAsync.log.batches.suffix(2).flatMap(\.events))
        XCTAssertEqual(asyncBusy, syncBusy, accuracy: 1, "the \"async\" fix does not take the work off the main thread")
        // cellForRowAt itself returns quickly: no download inside it.
        let cellCalls = a.events.of(.cellForRowAt)
        XCTAssertTrue(cellCalls.allSatisfy { ($0.duration ?? 0) < 1 })
        XCTAssertTrue(a.events.of(.imageLoadStart).allSatisfy { $0.queue == "main" })
        XCTAssertGreaterThan(mainAsync.statistics.hitches, 0)
    }

    func testBackgroundLoadingCausesNoHitchAndImagesArriveLater() throws {
        var table = try movies(.background)
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(step.events.of(.frame).filter { ($0.value ?? 0) > 0 }.count, 0)
        XCTAssertTrue(step.events.of(.imageLoadStart).allSatisfy { $0.queue == "network" })
        try table.run(.wait(1000))
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.image == .image($0.path) }, "\(table.visibleRows.map(\.cell.image))")
    }

    /// Fast scrolling with a long latency: cells are reused before their loads finish.
    private func fastScroll(_ fixes: ImageFix...) throws -> TableState {
        var table = try movies(.background, latency: 1500, .velocity(24_000))
        for f in fixes { try table.run(.fix(f, true)) }
        try table.run(.scroll(.rows(20)), .wait(3000))
        return table
    }

    func testFastScrollingAssignsAWrongImageWithoutFixes() throws {
        let table = try fastScroll()
        XCTAssertGreaterThan(table.log.wrongAssignments, 0)
    }

    func testIdentityCheckLeavesNoWrongImageOnTheSameSchedule() throws {
        let plain = try fastScroll()
        let fixed = try fastScroll(.identityCheck)
        XCTAssertEqual(fixed.log.wrongAssignments, 0)
        XCTAssertGreaterThan(fixed.log.count(.imageIgnored), 0)
        // Same schedule: the same downloads started at the same times.
        XCTAssertEqual(plain.log.allEvents.of(.imageLoadStart).map(\.time), fixed.log.allEvents.of(.imageLoadStart).map(\.time))
    }

    /// The app that cancels its loads is built that way from the start (`fix` before `load`): its
    /// downloads are URLSessionDataTasks, which `cancel()` stops (FIDELITY §8b.31).
    func testCancelOnReuseCancelsLoadsAndLeavesNoWrongImage() throws {
        var fixed = TableState()
        try fixed.run(.dataSet(.movies, count: nil), .latency(1500), .fix(.cancelOnReuse, true), .load(.background),
                      .velocity(24_000), .scroll(.rows(20)), .wait(3000))
        XCTAssertEqual(fixed.log.wrongAssignments, 0)
        XCTAssertGreaterThan(fixed.log.count(.imageLoadCancel), 0)
    }

    func testCachedScrollingBackDownloadsNothing() throws {
        var table = try movies(.cached)
        try table.run(.scroll(.rows(10)))
        let downloaded = table.log.count(.imageLoadFinish)
        let back = try table.apply(.scroll(.rows(-10)))
        XCTAssertEqual(back.events.count(.imageLoadStart), 0)
        XCTAssertEqual(table.log.count(.imageLoadFinish), downloaded)
        XCTAssertGreaterThan(back.events.count(.imageCacheHit), 0)
    }

    func testPreloadShowsNothingUntilEveryImageIsDownloaded() throws {
        let table = try movies(.preload)
        let load = table.log.last!.events
        let lastDownload = load.of(.imageLoadFinish).map(\.time).max()!
        let firstCell = load.of(.cellForRowAt).map(\.time).min()!
        XCTAssertEqual(load.count(.imageLoadFinish), 40)
        XCTAssertGreaterThanOrEqual(firstCell, lastDownload)
        XCTAssertGreaterThanOrEqual(firstCell, 40 * 300)
        XCTAssertEqual(table.imageMemoryKB, MovieChart.movies.map(\.imageKB).reduce(0, +))
    }

    /// `load preload` downloads where the movies arrive (`viewDidLoad` in the code shown), then the
    /// table asks its counts: at launch and on a reload, every download ends before numberOfSections.
    func testPreloadDownloadsBeforeTheTableAsksItsCounts() throws {
        var settings = TableSettings()
        settings.loading = .preload
        settings.latency = 300
        let launched = TableState(launching: TableData(.movies(count: 40)), settings: settings, command: "data movies")
        let reloaded = try movies(.preload)
        for (name, table) in [("launch", launched), ("reload", reloaded)] {
            let events = table.log.last!.events
            let counts = try XCTUnwrap(events.firstIndex { $0.kind == .numberOfSections }, name)
            let lastDownload = try XCTUnwrap(events.lastIndex { $0.kind == .imageLoadFinish }, name)
            XCTAssertEqual(events.count(.imageLoadFinish), 40, name)
            XCTAssertLessThan(lastDownload, counts, name)
            XCTAssertGreaterThanOrEqual(events[counts].time, 40 * 300, name)
        }
    }

    func testPrefetchStartsDownloadsBeforeRowsAppearAndCancelsOnReversal() throws {
        var table = try movies(.background, .prefetch(true, window: nil))
        let down = try table.apply(.scroll(.rows(5)))
        let firstShown = Dictionary(down.events.of(.cellForRowAt).map { ($0.path!, $0.time) }, uniquingKeysWith: min)
        let prefetchStarts = down.events.of(.imageLoadStart).filter { $0.cell == nil }
        XCTAssertFalse(prefetchStarts.isEmpty)
        for start in prefetchStarts {
            if let shown = firstShown[start.path!] { XCTAssertLessThan(start.time, shown) }
        }
        let up = try table.apply(.scroll(.rows(-3)))
        XCTAssertGreaterThan(up.events.count(.cancelPrefetchingForRowsAt), 0)
        XCTAssertGreaterThan(up.events.count(.imageLoadCancel), 0)
    }

    func testTheSameCommandsGiveTheSameTimelineWithJitter() throws {
        func run() throws -> [Event] {
            var t = try movies(.background, .jitter(120, seed: 7))
            try t.run(.scroll(.rows(12)), .wait(800), .scroll(.rows(-4)))
            return t.log.allEvents
        }
        XCTAssertEqual(try run(), try run())
    }

    func testFramesOfEventsNeverGoBackwards() throws {
        var table = try movies(.background, latency: 1500, .velocity(24_000))
        let scroll = try table.apply(.scroll(.rows(20)))
        let wait = try table.apply(.wait(3000))
        for step in [scroll, wait] {
            let frames = step.events.map(\.frame)
            XCTAssertEqual(frames, frames.sorted(), "\(zip(step.events.map(\.kind), frames).map { "\($0) \($1)" })")
        }
    }

    func testMainAsyncPaysForItsDownloadsInTheCommandThatQueuedThem() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300))
        let load = try table.apply(.load(.mainAsync))
        XCTAssertEqual(mainBusyByLoads(load.events), 16 * 300, accuracy: 1)
        XCTAssertTrue(table.runtime.mainQueue.isEmpty)
        // The images those blocks put into cells need a frame; it waits for all sixteen downloads.
        let late = load.events.filter { $0.kind == .frame && ($0.value ?? 0) > 0 }
        XCTAssertEqual(late.count, 1)
        XCTAssertGreaterThan(late[0].value!, 16 * 300 - 50)
    }

    func testMainAsyncDropsAsManyFramesAsSync() throws {
        func hitchTime(_ strategy: LoadStrategy) throws -> Double {
            var t = try movies(strategy, .wait(10_000))
            let before = t.log.hitchTime
            try t.run(.scroll(.rows(10)))
            return t.log.hitchTime - before
        }
        let sync = try hitchTime(.sync), mainAsync = try hitchTime(.mainAsync)
        XCTAssertGreaterThan(sync, 2900)
        XCTAssertEqual(mainAsync, sync, accuracy: 100, "the book's async fix drops the same frames, a moment later")
    }

    func testHz120HalvesTheFrame() throws {
        var table = TableState()
        try table.run(.refreshRate(120))
        let step = try table.apply(.scroll(.rows(10)))
        let times = step.events.of(.frame).map(\.time)
        XCTAssertEqual(times[1] - times[0], 1000.0 / 120, accuracy: 0.001)
    }
}
