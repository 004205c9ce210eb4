import XCTest
@testable import TableLab
@testable import TableSim

/// Seeded random sessions of inserts, deletes, moves, batches, section changes (insert, delete,
/// reload, move), swipes and scrolls
/// (FIDELITY §8c.34–36, 39): after every line the fuzz test's invariants hold (visible rows have
/// cells, no cell in two places, queue and screen disjoint), the table's counts equal the model's,
/// the screen replayed over the step's events is the table's, and back/forward stay exact.
final class UpdatePropertyTests: XCTestCase {
    static func line(_ random: inout SeededRandom) -> String {
        func row() -> Int { Int.random(in: 0..<24, using: &random) }
        func path() -> String { random.chance(0.7) ? "\(row())" : "\(Int.random(in: 0..<3, using: &random)):\(row() % 6)" }
        func change() -> String {
            switch Int.random(in: 0..<8, using: &random) {
            case 6: return "reload section \(Int.random(in: 0..<3, using: &random))"
            case 7: return "move section \(Int.random(in: 0..<3, using: &random)) \(Int.random(in: 0..<3, using: &random))"
            case 0: return "insert \(path()) \(Int.random(in: 1...3, using: &random))"
            case 1: return "delete \(path())"
            case 2: return "move \(path()) to \(path())"
            case 3: return "insert section \(Int.random(in: 0..<3, using: &random)) \(Int.random(in: 0...4, using: &random))"
            case 4: return "delete section \(Int.random(in: 0..<3, using: &random))"
            default: return "delete \(path()) \(Int.random(in: 1...4, using: &random))"
            }
        }
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return "scroll \(Int.random(in: -12...12, using: &random))"
        case 1: return "bottom"
        case 2: return "top"
        case 3: return "batch " + (0..<Int.random(in: 1...4, using: &random)).map { _ in change() }.joined(separator: "; ")
        case 4: return "swipe delete \(path())"
        case 5: return random.pick(["model first", "model first", "model after", "model never"])
        case 6: return random.pick(["rows 40", "sections 3x8", "sections 2,30,5", "height var", "estimate 44", "data movies 30"])
        default: return change()
        }
    }

    func testRandomUpdatesKeepEveryInvariantAndGoBackExactly() throws {
        var random = SeededRandom(seed: 2026_1126)
        var updated = 0, crashed = 0
        for round in 0..<25 {
            var session = Session()
            var states: [TableState] = [session.table]
            var lines: [String] = []
            for _ in 0..<30 {
                let line = Self.line(&random)
                lines.append(line)
                let response = session.execute(line)
                let context = "round \(round), after:\n" + lines.joined(separator: "\n")
                if let problem = FuzzTests.violation(in: session.table) { return XCTFail("\(problem)\n\(context)") }
                let table = session.table
                let counts = table.data.rowCounts(jamo: table.settings.jamo)
                XCTAssertEqual((0..<table.layout.sectionCount).map { table.layout.rowCount(inSection: $0) }, counts,
                               "the table's counts are the model's\n\(context)")
                if case .step(let step, _) = response, step.crashed { crashed += 1 }
                if case .step(let step, _) = response, !step.crashed {
                    if step.events.contains(where: { $0.update != nil }) { updated += 1 }
                    let replayed = step.before?.replaying(step.events)
                    XCTAssertEqual(replayed?.rows.map(\.path), table.screen.rows.map(\.path), context)
                    XCTAssertEqual(replayed?.rows.map(\.cell), table.screen.rows.map(\.cell), context)
                    XCTAssertEqual(replayed?.queues, table.screen.queues, context)
                }
                if session.timeline.last == states.count { states.append(session.table) }
            }
            let last = session.timeline.cursor
            for i in stride(from: last - 1, through: 0, by: -1) {
                XCTAssertFalse(session.execute("back").isError)
                XCTAssertEqual(session.table, states[i], "round \(round): back to point \(i)")
            }
            for i in 1...max(1, last) where last > 0 {
                XCTAssertFalse(session.execute("forward").isError)
                XCTAssertEqual(session.table, states[i], "round \(round): forward to point \(i)")
            }
            var other = Session()
            XCTAssertFalse(other.open(script: session.savedScript, name: "round \(round)").isError)
            XCTAssertEqual(other.table, session.table, "round \(round): save then open\n\(session.savedScript)")
        }
        // The sessions really changed the table, and really crashed (`model after`, `model never`).
        XCTAssertGreaterThan(updated, 100, "updates that ran")
        XCTAssertGreaterThan(crashed, 10, "invalid updates")
    }
}
