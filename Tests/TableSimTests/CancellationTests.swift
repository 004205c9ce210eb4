import XCTest
@testable import TableSim

/// FIDELITY §8b.31: what `cancel()` can stop. A `Data(contentsOf:)` running on a GCD worker cannot be
/// stopped; a `URLSessionDataTask` can; a completion already queued on the main queue still runs —
/// which is why the identity check stays needed.
final class CancellationTests: XCTestCase {
    /// `data movies`, `latency`, fixes, `load background`: the app as built with those fixes.
    private func background(latency: Double, cost: Double = 0.05, _ fixes: ImageFix...) throws -> TableState {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(latency))
        for f in fixes { try table.run(.fix(f, true)) }
        try table.run(.load(.background), .callbackCost(cost))
        return table
    }

    func testTheCancellableLoadIsAURLSessionDataTaskWithNoWorkerThread() throws {
        var table = try background(latency: 1500, .cancelOnReuse)
        try table.run(.velocity(24_000), .scroll(.rows(20)), .wait(3000))
        let events = table.log.allEvents
        // (The launch under the default `load sync` downloaded on the main thread.)
        let starts = events.of(.imageLoadStart).filter { $0.thread != .main }
        XCTAssertFalse(starts.isEmpty)
        XCTAssertTrue(starts.allSatisfy { $0.work == .dataTask && $0.thread == .network && $0.text == "URLSessionDataTask" })
        // A worker runs only the tasks' completion handlers (URLSession's delegate queue), never a download.
        XCTAssertTrue(events.filter { $0.thread?.worker != nil }.allSatisfy { $0.work == .appCompletion },
                      "no Data(contentsOf:) block on a worker")
        XCTAssertGreaterThan(events.count(.imageLoadCancel), 0)
        XCTAssertTrue(events.of(.imageLoadCancel).allSatisfy { $0.text == "URLSessionDataTask.cancel()" })
    }

    /// Review (issue 17): downloads are counted started / finished / stopped by `cancel()`, and by the
    /// code that started them — what `replay --fix cancel-on-reuse` compares.
    func testDownloadsAreCountedStartedFinishedAndCancelledByTheirCode() throws {
        var fixed = try background(latency: 1500, .cancelOnReuse)
        try fixed.run(.velocity(24_000), .scroll(.rows(20)))
        let counts = EventCounts(fixed.log.allEvents)
        XCTAssertGreaterThan(counts.downloadsCancelled, 0)
        XCTAssertEqual(counts.downloadsCancelled, fixed.log.allEvents.filter { $0.kind == .imageLoadCancel && $0.cancelled }.count)
        let onTheirWay = fixed.runtime.loads.filter { $0.started != nil }.count
        XCTAssertEqual(counts.downloadsStarted, counts.downloadsFinished + counts.downloadsCancelled + onTheirWay)
        XCTAssertEqual(counts.downloadCode, ["Data(contentsOf:)", "URLSessionDataTask"], "the launch (load sync), then the data tasks")

        var plain = try background(latency: 1500)
        try plain.run(.velocity(24_000), .scroll(.rows(20)))
        let before = EventCounts(plain.log.allEvents)
        XCTAssertEqual(before.downloadsCancelled, 0)
        XCTAssertEqual(before.downloadCode, ["Data(contentsOf:)"])
    }

    /// `fix cancel-on-reuse on` while Data(contentsOf:) blocks are on the global queue: the table
    /// says how many can no longer be cancelled; loads started afterwards are data tasks.
    func testLoadsAlreadyOnTheGlobalQueueStayUncancellable() throws {
        var table = try background(latency: 1500)
        try table.run(.scroll(.rows(5)))
        let running = table.uncancellableLoads
        XCTAssertGreaterThan(running, 0)
        try table.run(.fix(.cancelOnReuse, true))
        XCTAssertEqual(table.uncancellableLoads, running)
        try table.run(.scroll(.rows(5)))
        let later = table.log.batches.last!.events.of(.imageLoadStart).filter { $0.work == .dataTask }
        XCTAssertFalse(later.isEmpty, "new loads are URLSessionDataTasks")
    }

    /// The fix switched on while Data(contentsOf:) blocks run on workers: they cannot be stopped, so
    /// they finish and their completions reach the reused cells.
    func testARunningDataContentsOfIsNeverStopped() throws {
        var table = try background(latency: 1500)
        try table.run(.fix(.cancelOnReuse, true), .velocity(24_000), .scroll(.rows(20)), .wait(3000))
        let events = table.log.allEvents
        XCTAssertFalse(events.contains { $0.kind == .taskEnd && $0.cancelled }, "no worker block ends early")
        let workerLoads = Set(events.filter { $0.kind == .taskStart && $0.thread?.worker != nil }.compactMap(\.load))
        let finished = Set(events.of(.imageLoadFinish).compactMap(\.load))
        XCTAssertFalse(workerLoads.isEmpty)
        XCTAssertTrue(workerLoads.isSubset(of: finished), "every Data(contentsOf:) ran to its end")
        XCTAssertGreaterThan(table.log.wrongAssignments, 0)
    }

    /// Expensive cellForRowAt calls make long layout passes: a download that finishes during one has
    /// its completion queued on the main queue before the cell is reused later in the same pass.
    /// `cancel()` cannot take it back — it lands on the reused cell — and the identity check catches it.
    func testACompletionAlreadyQueuedOnTheMainQueueStillLands() throws {
        var cancelOnly = try background(latency: 200, cost: 20, .cancelOnReuse)
        try cancelOnly.run(.scroll(.rows(20)), .wait(3000))
        XCTAssertGreaterThan(cancelOnly.log.wrongAssignments, 0)
        let wrong = cancelOnly.log.allEvents.filter(\.isWrong)
        // The wrong image is from a download that finished before the cell was handed to its new row.
        for w in wrong {
            let reuse = cancelOnly.log.allEvents.first { $0.kind == .prepareForReuse && $0.cell == w.cell && $0.path == w.shownPath }
            let finish = cancelOnly.log.allEvents.first { $0.kind == .imageLoadFinish && $0.load == w.load }
            XCTAssertNotNil(reuse)
            XCTAssertLessThanOrEqual(finish!.time, reuse!.time)
        }
        var both = try background(latency: 200, cost: 20, .cancelOnReuse, .identityCheck)
        try both.run(.scroll(.rows(20)), .wait(3000))
        XCTAssertEqual(both.log.wrongAssignments, 0)
        XCTAssertGreaterThan(both.log.count(.imageIgnored), 0)
    }

    /// `load await` with `fix cancel-on-reuse`: a download in flight is stopped (data(from:) throws
    /// URLError(.cancelled)); the code after an `await` that already returned still runs, and only
    /// its `Task.isCancelled` check keeps the image out.
    func testAwaitCancellationStopsDownloadsAndChecksIsCancelledAfterAwait() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(200), .fix(.cancelOnReuse, true), .load(.asyncAwait),
                      .callbackCost(20), .scroll(.rows(20)), .wait(3000))
        let events = table.log.allEvents
        XCTAssertEqual(table.log.wrongAssignments, 0)
        let afterAwait = events.filter { c in c.kind == .imageLoadCancel && events.first(where: { $0.id == c.cause })?.work == .resumeAfterAwait }
        XCTAssertGreaterThan(afterAwait.count, 0, "a resumed task stopped by its Task.isCancelled check")
        XCTAssertTrue(afterAwait.allSatisfy { $0.text == "guard !Task.isCancelled" })
        XCTAssertTrue(events.of(.imageLoadCancel).contains { $0.text?.contains("URLError(.cancelled)") == true })
        XCTAssertGreaterThan(events.count(.imageLoadCancel), afterAwait.count, "downloads in flight stopped too")
    }
}

/// Review M1: `load STRATEGY` is a reload with other loading code; the cells keep what their image
/// views hold, as after any reloadData — so a reused cell shows the previous row's image until its
/// own arrives.
final class LoadKeepsImagesTests: XCTestCase {
    func testLoadKeepsTheImageEachCellHolds() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil))
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.image == .image($0.path) })
        try table.run(.latency(1500), .load(.background))
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.image == .image($0.path) },
                      "\(table.visibleRows.map(\.cell.image))")
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.loadingRow == $0.path }, "each loads its row again")
        try table.run(.velocity(24_000), .scroll(.rows(20)))
        let leftovers = table.visibleRows.filter { if case .image(let p) = $0.cell.image { return p != $0.path } else { return false } }
        XCTAssertFalse(leftovers.isEmpty, "reused cells show the previous row's image: the first stage of the flicker")
    }
}
