import XCTest
@testable import TableSim

/// Every event has an id and names the event that caused it (DESIGN: "events carry their causes").
final class CauseTests: XCTestCase {
    /// A session that touches every kind of work: reuse, images in the background, a reload.
    private func busyTable() throws -> TableState {
        var t = TableState()
        try t.run(.dataSet(.movies, count: nil), .latency(300), .load(.background), .prefetch(true, window: nil),
                  .scroll(.rows(10)), .wait(500), .scroll(.rows(-4)), .wait(1000), .reload)
        return t
    }

    func testIdsAreUniqueAndEveryCauseIsAnEventOfTheLog() throws {
        let t = try busyTable()
        let all = t.log.allEvents
        XCTAssertEqual(Set(all.map(\.id)).count, all.count, "ids are unique")
        XCTAssertFalse(all.contains { $0.id <= 0 })
        for e in all {
            XCTAssertEqual(t.log.event(e.id), e, "lookup by id")
            if let c = e.cause {
                let cause = try XCTUnwrap(t.log.event(c), "cause \(c) of \(e.kind) exists")
                // prepareForReuse and init run inside the dequeue, which is recorded when it returns.
                let inside = cause.kind == .dequeueReusableCell && [.prepareForReuse, .initCell].contains(e.kind)
                if !inside {
                    XCTAssertLessThanOrEqual(cause.time, e.time + 1e-9, "a cause does not come after its effect: \(cause.kind) → \(e.kind)")
                }
            }
        }
    }

    func testTheDequeueChain() throws {
        var t = TableState()
        let step = try t.apply(.scroll(.rows(10)))
        let byID = Dictionary(uniqueKeysWithValues: step.events.map { ($0.id, $0) })
        for d in step.events.of(.dequeueReusableCell) {
            XCTAssertEqual(byID[d.cause!]?.kind, .cellForRowAt, "the cellForRowAt that asked")
            XCTAssertEqual(byID[d.cause!]?.path, d.path)
        }
        for p in step.events.of(.prepareForReuse) {
            let dequeue = try XCTUnwrap(byID[p.cause!])
            XCTAssertEqual(dequeue.kind, .dequeueReusableCell, "the dequeue that ran prepareForReuse")
            XCTAssertEqual(dequeue.dequeue, .reused)
            XCTAssertEqual(dequeue.cell, p.cell)
        }
        for i in step.events.of(.initCell) { XCTAssertEqual(byID[i.cause!]?.kind, .dequeueReusableCell) }
        for w in step.events.of(.willDisplay) { XCTAssertEqual(byID[w.cause!]?.kind, .cellForRowAt) }
        for q in step.events.of(.enqueue) {
            let ended = try XCTUnwrap(byID[q.cause!])
            XCTAssertEqual(ended.kind, .didEndDisplaying)
            XCTAssertEqual(ended.cell, q.cell)
        }
        for c in step.events.of(.cellForRowAt) { XCTAssertEqual(byID[c.cause!]?.kind, .frame, "the layout pass") }
    }

    func testAnImageAssignmentLeadsBackToTheRowThatAskedForIt() throws {
        let t = try busyTable()
        // The first image a background load delivered (the launch under `sync` came before it).
        let assign = try XCTUnwrap(t.log.allEvents.first { e in
            e.kind == .imageAssign && e.cause.flatMap(t.log.event)?.kind == .taskStart
        })
        var chain: [Event.Kind] = [assign.kind]
        var e = assign
        while let c = e.cause, let cause = t.log.event(c) { chain.append(cause.kind); e = cause }
        XCTAssertEqual(Array(chain.prefix(6)),
                       [.imageAssign, .taskStart, .imageLoadFinish, .imageLoadStart, .taskStart, .cellForRowAt],
                       "assignment ← main block ← download finished ← started ← worker's block ← cellForRowAt")
        XCTAssertNotNil(assign.load)
    }

    func testThreadsAreTyped() throws {
        let t = try busyTable()
        let all = t.log.allEvents
        XCTAssertTrue(all.contains { $0.thread == .main })
        XCTAssertTrue(all.contains { $0.thread == .network })
        XCTAssertTrue(all.contains { if case .global(let n)? = $0.thread { return n >= 1 } else { return false } })
        // Every worker's block is closed by the end with the same task id.
        let starts = all.filter { $0.kind == .taskStart && $0.thread?.worker != nil }
        let ends = Dictionary(all.filter { $0.kind == .taskEnd }.map { ($0.task!, $0) }, uniquingKeysWith: { a, _ in a })
        for s in starts { if let end = ends[s.task!] { XCTAssertEqual(end.thread, s.thread) } }
    }

    func testALineOfSeveralActionsIsOneBatch() throws {
        var t = TableState()
        let before = t.log.batches.count
        let step = try t.apply([.latency(300), .jitter(50, seed: 7)], command: "latency 300ms jitter 50ms")
        XCTAssertEqual(t.log.batches.count, before + 1)
        XCTAssertEqual(step.actions.count, 2)
        XCTAssertEqual(t.settings.latency, 300)
        XCTAssertEqual(t.settings.seed, 7)
    }

    func testACrashInAnyActionOfALineRollsBackTheWholeLine() throws {
        var t = TableState()
        let before = t
        let step = try t.apply([.register([Registration(identifier: "photo", style: .basic)]),
                                .identifiers(.alternate(["cell", "text"]))], command: "two things")
        XCTAssertNotNil(step.crash)
        XCTAssertEqual(t.settings, before.settings, "the register of the first action is undone too")
        XCTAssertEqual(t.log.last?.rolledBack, true)
        XCTAssertEqual(t.log.last?.events.last?.kind, .crash)
    }

    func testTheSameCommandsGiveEqualStates() throws {
        XCTAssertEqual(try busyTable(), try busyTable())
        var a = try busyTable()
        try a.run(.scroll(.rows(1)))
        XCTAssertNotEqual(a, try busyTable())
    }
}
