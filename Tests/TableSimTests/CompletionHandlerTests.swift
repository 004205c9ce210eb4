import XCTest
@testable import TableSim

/// A data task's completion handler runs on URLSession's delegate queue, a background thread, and
/// the code shown hops to the main queue from inside it (`fix cancel-on-reuse` under `load
/// background`, and prefetching). tablelab's app runs it as the printed code does: a block on a
/// worker (model: a worker of the global queue), then the main-queue block — never straight from
/// the network to the main queue (issue 18 · 7, CodeRoundTripTests).
final class CompletionHandlerTests: XCTestCase {
    /// `data movies` with a 500 ms network, then the settings (the first screen was loaded sync).
    private func table(_ actions: Action...) throws -> TableState {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(500), .callbackCost(0))
        for a in actions { try table.run(a) }
        return table
    }

    func testAFinishedDataTaskRunsItsHandlerOnAWorkerThenHopsToTheMainQueue() throws {
        var table = try table(.fix(.cancelOnReuse, true), .load(.background))
        try table.run(.scroll(.rows(1)), .wait(1000))
        let events = table.log.allEvents
        let start = try XCTUnwrap(events.first { $0.kind == .imageLoadStart && $0.work == .dataTask })
        let finish = try XCTUnwrap(events.first { $0.kind == .imageLoadFinish && $0.load == start.load })
        XCTAssertEqual(finish.time, start.time + 500, accuracy: 1e-9)
        XCTAssertEqual(finish.thread, .network)
        // The handler: a block on a worker at the download's end, caused by it, of no time.
        let handler = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.cause == finish.id })
        XCTAssertEqual(handler.work, .appCompletion)
        XCTAssertEqual(handler.thread, .global(1))
        XCTAssertEqual(handler.time, finish.time, accuracy: 1e-9)
        XCTAssertEqual(handler.path, start.path)
        XCTAssertNil(handler.load, "a handler is no download (the network lane does not count it)")
        let end = try XCTUnwrap(events.first { $0.kind == .taskEnd && $0.task == handler.task })
        XCTAssertEqual(end.time, handler.time, accuracy: 1e-9)
        // Then the main queue: the block that assigns the image, queued by the handler.
        let hop = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.cause == handler.id })
        XCTAssertEqual(hop.thread, .main)
        XCTAssertEqual(hop.work, .assignImage)
        XCTAssertEqual(hop.cell, start.cell, "the completion names the cell the download is for")
        XCTAssertGreaterThanOrEqual(hop.time, handler.time)
        XCTAssertLessThan(events.firstIndex(of: end)!, events.firstIndex(of: hop)!)
        XCTAssertTrue(events.contains { $0.kind == .imageAssign && $0.cause == hop.id })
        // Every finished data task went through a handler.
        let finished = events.filter { $0.kind == .imageLoadFinish && $0.thread == .network }.count
        XCTAssertEqual(events.filter { $0.kind == .taskStart && $0.work == .appCompletion }.count, finished)
        XCTAssertTrue(table.runtime.handlers.isEmpty)
    }

    /// `cancel()` stops the download, and URLSession still calls the handler, with
    /// `URLError(.cancelled)`: it runs on a worker and returns — nothing reaches the main queue.
    func testACancelledDataTaskStillCallsItsHandlerWhichReturns() throws {
        var table = try table(.latency(1500), .fix(.cancelOnReuse, true), .load(.background))
        try table.run(.velocity(24_000), .scroll(.rows(20)), .wait(100))
        let events = table.log.allEvents
        let cancels = events.filter { $0.kind == .imageLoadCancel && $0.cancelled }
        XCTAssertFalse(cancels.isEmpty)
        for cancel in cancels {
            let handler = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.cause == cancel.id }, "\(cancel)")
            XCTAssertEqual(handler.work, .appCompletion)
            XCTAssertNotNil(handler.thread?.worker)
            XCTAssertEqual(handler.time, cancel.time, accuracy: 1e-9, "a worker is free: it runs at once")
            XCTAssertFalse(events.contains { $0.cause == handler.id && $0.kind == .taskStart }, "no hop to the main queue")
        }
    }

    /// A prefetch's data task: the handler on a worker, then the main-queue block that keeps the
    /// image (`movie.image`); the row counts as prefetching until that block ran.
    func testAPrefetchHandlerRunsOnAWorkerBeforeTheMainQueueKeepsTheImage() throws {
        var table = try table(.load(.background), .prefetch(true, window: nil))
        try table.run(.scroll(.rows(1)), .wait(1000))
        let events = table.log.allEvents
        let prefetched = events.filter { $0.kind == .imageLoadStart && $0.work == .dataTask }
        XCTAssertFalse(prefetched.isEmpty)
        for start in prefetched {
            let finish = try XCTUnwrap(events.first { $0.kind == .imageLoadFinish && $0.load == start.load })
            let handler = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.cause == finish.id })
            XCTAssertEqual(handler.work, .appCompletion)
            XCTAssertNil(handler.cell, "prefetchRowsAt has no cell")
            let keep = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.cause == handler.id })
            XCTAssertEqual(keep.thread, .main)
            XCTAssertEqual(keep.path, start.path)
        }
    }

    /// With one worker busy with `Data(contentsOf:)` downloads, a handler waits for it (model: the
    /// delegate queue's thread comes from the global queue's pool, as for a learner's handler): a
    /// prefetch's handler starts only when the downloads given before it have ended. (`load
    /// background` reloads the 16 rows on screen: 16 downloads of 500 ms on one worker.)
    func testAHandlerWaitsForAFreeWorker() throws {
        var table = try table(.workers(1), .load(.background), .prefetch(true, window: nil))
        try table.run(.scroll(.rows(1)), .wait(12_000))
        let events = table.log.allEvents
        let handlers = events.filter { $0.kind == .taskStart && $0.work == .appCompletion }
        XCTAssertFalse(handlers.isEmpty)
        // One worker: its blocks never overlap, and a handler starts no earlier than its download ended.
        let blocks = events.filter { $0.kind == .taskStart && $0.thread == .global(1) }
        var freeAt = -Double.infinity
        for b in blocks.sorted(by: { $0.time < $1.time }) {
            XCTAssertGreaterThanOrEqual(b.time + 1e-9, freeAt, "\(b)")
            let end = try XCTUnwrap(events.first { $0.kind == .taskEnd && $0.task == b.task })
            freeAt = end.time
        }
        for h in handlers {
            let finish = try XCTUnwrap(events.first { $0.id == h.cause })
            XCTAssertGreaterThanOrEqual(h.time + 1e-9, finish.time)
        }
        XCTAssertTrue(handlers.contains { h in events.first { $0.id == h.cause }.map { h.time > $0.time + 1e-9 } ?? false },
                      "some handler waited for the worker")
    }

    /// The timeline tells a handler from a download: its span says it is a handler.
    func testTheTimelineTellsAHandlerFromADownload() throws {
        var table = try table(.workers(1), .load(.background), .prefetch(true, window: nil))
        try table.run(.scroll(.rows(1)), .wait(12_000))
        let spans = TimelineSpans(events: table.log.allEvents).work
        XCTAssertTrue(spans.contains { $0.isHandler })
        XCTAssertTrue(spans.contains { !$0.isHandler && $0.work == .download })
        XCTAssertTrue(spans.filter(\.isHandler).allSatisfy { $0.load == nil })
    }
}
