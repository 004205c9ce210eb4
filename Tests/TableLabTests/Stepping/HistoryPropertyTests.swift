import XCTest
@testable import TableLab
import TableSim

/// Seeded random sessions: going back and forward, saving and opening, and replaying the log always
/// give the exact state, whatever the commands.
final class HistoryPropertyTests: XCTestCase {
    static let lines = [
        "scroll 10", "scroll -4", "scroll 30", "scroll to 60", "top", "bottom", "rows 40", "rows 3", "sections 3x10",
        "reload", "height var", "estimate 44", "estimate off", "height 44", "viewport 300", "viewport 667",
        "identifiers alternate", "register basic subtitle", "dequeue fallback", "dequeue for", "unregister cell",
        "data movies", "data timezones-ko", "index ㄷ", "load background", "load sync", "load main-async",
        "latency 400ms jitter 80ms", "fix identity-check on", "fix cancel-on-reuse on", "prefetch on", "wait 700ms",
        "select 3", "checkmark 2", "prepare none", "alpha 1 0.5", "hz 120", "reset", "scroll 50 frames 7",
    ]

    func testRandomSessionsGoBackAndForwardExactly() throws {
        var random = SplitMix64(seed: 2026)
        for round in 0..<30 {
            var session = Session()
            var states: [TableState] = [session.table]
            for _ in 0..<18 {
                let line = Self.lines[Int(random.next() % UInt64(Self.lines.count))]
                let response = session.execute(line)
                if response.isError { continue }
                if case .step(let step, _) = response, !step.crashed {
                    XCTAssertEqual(step.before?.replaying(step.events), session.table.screen, "round \(round): \(line)")
                    let screen = session.table.screen
                    XCTAssertEqual(Set(screen.rows.map(\.cell)).count, screen.rows.count, "no cell on two rows")
                    let queued = Set(screen.queues.flatMap(\.cells))
                    XCTAssertTrue(queued.isDisjoint(with: screen.rows.map(\.cell)), "no queued cell on screen")
                }
                if session.timeline.last == states.count { states.append(session.table) }
            }
            // All the way back, checking every state, then all the way forward.
            let last = session.timeline.cursor
            for i in stride(from: last - 1, through: 0, by: -1) {
                XCTAssertFalse(session.execute("back").isError)
                XCTAssertEqual(session.table, states[i], "round \(round): back to point \(i)")
            }
            for i in 1...max(1, last) where last > 0 {
                XCTAssertFalse(session.execute("forward").isError)
                XCTAssertEqual(session.table, states[i], "round \(round): forward to point \(i)")
            }
            // Saving and opening gives the same table.
            var other = Session()
            XCTAssertFalse(other.open(script: session.savedScript, name: "round \(round)").isError)
            XCTAssertEqual(other.table, session.table, "round \(round): save then open\n\(session.savedScript)")
        }
    }
}
