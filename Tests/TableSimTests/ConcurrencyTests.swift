import XCTest
@testable import TableSim

/// FIDELITY §8.25 and CURRICULUM topic 16: `Task { Data(contentsOf:) }` in a main-actor view
/// controller blocks like `DispatchQueue.main.async`; `try await URLSession.shared.data(from:)` keeps
/// the main thread free — and the stale image is still there until a fix removes it.
final class ConcurrencyTests: XCTestCase {
    private func movies(_ strategy: LoadStrategy, latency: Double = 300, _ more: Action...) throws -> TableState {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(latency), .load(strategy))
        for a in more { _ = try table.apply(a) }
        return table
    }

    /// Hitches of the same `scroll 10` after the first screen's work is done.
    private func hitches(_ strategy: LoadStrategy) throws -> (count: Int, time: Double) {
        var t = try movies(strategy, .wait(10_000))
        let before = (t.log.hitches, t.log.hitchTime)
        try t.run(.scroll(.rows(10)), .wait(5000))
        return (t.log.hitches - before.0, t.log.hitchTime - before.1)
    }

    func testTaskHitchesAboutAsMuchAsSyncAndAwaitNotAtAll() throws {
        let sync = try hitches(.sync), task = try hitches(.task), awaited = try hitches(.asyncAwait)
        XCTAssertGreaterThan(sync.time, 2900)
        XCTAssertEqual(task.time, sync.time, accuracy: 100, "a Task made on the main actor drops the same frames, a moment later")
        XCTAssertGreaterThan(task.count, 0)
        XCTAssertEqual(awaited.count, 0)
        XCTAssertEqual(awaited.time, 0)
    }

    func testTaskDownloadsOnTheMainThreadInsideATaskNotInsideCellForRowAt() throws {
        var table = try movies(.task, .wait(10_000))
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertTrue(step.events.of(.cellForRowAt).allSatisfy { ($0.duration ?? 0) < 1 }, "cellForRowAt returns at once")
        let tasks = step.events.of(.taskStart).filter { $0.work == .taskDownload }
        XCTAssertFalse(tasks.isEmpty)
        XCTAssertTrue(tasks.allSatisfy { $0.thread == .main })
        XCTAssertTrue(step.events.of(.imageLoadStart).allSatisfy { $0.thread == .main && $0.task != nil })
    }

    func testAwaitKeepsTheMainThreadFreeAndResumesOnTheMainActor() throws {
        var table = try movies(.asyncAwait, .wait(10_000))
        let step = try table.apply(.scroll(.rows(10)))
        let starts = step.events.of(.imageLoadStart)
        XCTAssertFalse(starts.isEmpty)
        XCTAssertTrue(starts.allSatisfy { $0.thread == .network && $0.work == .awaitDownload })
        XCTAssertTrue(step.events.of(.taskStart).allSatisfy { $0.thread?.worker == nil }, "no worker thread waits for an await")
        XCTAssertLessThan(MainThread.busyTime(step.events), 5)
        try table.run(.wait(1000))
        let resumed = table.log.batches.last!.events.of(.taskStart)
        XCTAssertFalse(resumed.isEmpty)
        XCTAssertTrue(resumed.allSatisfy { $0.thread == .main && $0.work == .resumeAfterAwait })
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.image == .image($0.path) })
    }

    /// Review F-16: the `Task { }` that `cellForRowAt` makes under `load await` inherits the main
    /// actor, so its body — and the download at its `await` — starts after the layout pass, like
    /// `load task`: never inside `cellForRowAt`, never before the row's `willDisplay`.
    func testAnAwaitTaskStartsItsDownloadAfterTheLayoutPass() throws {
        var table = try movies(.asyncAwait, .wait(10_000))
        let step = try table.apply(.scroll(.rows(2)))
        let events = step.events
        let starts = events.indices.filter { events[$0].kind == .imageLoadStart }
        XCTAssertEqual(starts.count, 2)
        for i in starts {
            let start = events[i]
            let task = try XCTUnwrap(events.first { $0.id == start.cause }, "started inside a task")
            XCTAssertEqual(task.kind, .taskStart)
            XCTAssertEqual(task.thread, .main)
            XCTAssertEqual(task.work, .awaitDownload)
            let request = try XCTUnwrap(events.first { $0.id == task.cause })
            XCTAssertEqual(request.kind, .cellForRowAt, "the task was made in cellForRowAt")
            let displayed = try XCTUnwrap(events.firstIndex { $0.kind == .willDisplay && $0.path == start.path })
            let passEnd = try XCTUnwrap(events.lastIndex { $0.frame == events[displayed].frame && $0.kind == .enqueue })
            XCTAssertGreaterThan(i, passEnd, "after the whole layout pass")
        }
    }

    private func fastScroll(_ strategy: LoadStrategy, _ fixes: ImageFix...) throws -> TableState {
        var table = try movies(strategy, latency: 1500, .velocity(24_000))
        for f in fixes { try table.run(.fix(f, true)) }
        try table.run(.scroll(.rows(20)), .wait(3000))
        return table
    }

    func testTheStaleImageSurvivesAwaitAndTheFixesRemoveIt() throws {
        let plain = try fastScroll(.asyncAwait)
        XCTAssertGreaterThan(plain.log.wrongAssignments, 0, "after await the cell may show another row")
        let checked = try fastScroll(.asyncAwait, .identityCheck)
        XCTAssertEqual(checked.log.wrongAssignments, 0)
        XCTAssertGreaterThan(checked.log.count(.imageIgnored), 0)
        // Same schedule: the same downloads started at the same times.
        XCTAssertEqual(plain.log.allEvents.of(.imageLoadStart).map(\.time), checked.log.allEvents.of(.imageLoadStart).map(\.time))
        let cancelled = try fastScroll(.asyncAwait, .cancelOnReuse)
        XCTAssertEqual(cancelled.log.wrongAssignments, 0)
        XCTAssertGreaterThan(cancelled.log.count(.imageLoadCancel), 0)
    }

    func testATaskOnTheMainActorRunsBeforeTheNextPassLikeMainAsync() throws {
        // The main queue runs every waiting block before the next layout pass: a cell is never reused
        // while its task waits, so neither shows a wrong image — they only block.
        for strategy in [LoadStrategy.task, .mainAsync] {
            let table = try fastScroll(strategy)
            XCTAssertEqual(table.log.wrongAssignments, 0, "\(strategy)")
            XCTAssertGreaterThan(table.log.count(.imageLoadStart), 0)
            XCTAssertGreaterThan(table.statistics.hitches, 0, "\(strategy)")
        }
    }
}
