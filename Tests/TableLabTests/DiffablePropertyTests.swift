import XCTest
@testable import TableLab
@testable import TableSim

/// Seeded random sessions with a diffable data source (FIDELITY §8c.38): inserts, deletes, moves,
/// batches, renames, marks, copies, reloads by identifier, identity and apply modes, scrolls. After
/// every line the fuzz test's invariants hold (visible rows have cells, no cell in two places, queue
/// and screen disjoint), the table's counts equal the snapshot's, the snapshot's identifiers are
/// unique, the screen replayed over the step's events is the table's, and back/forward and
/// save/open stay exact.
final class DiffablePropertyTests: XCTestCase {
    static func line(_ random: inout SeededRandom) -> String {
        func row() -> Int { Int.random(in: 0..<24, using: &random) }
        func change() -> String {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "insert \(row()) \(Int.random(in: 1...3, using: &random))"
            case 1: return "delete \(row())"
            case 2: return "move \(row()) to \(row())"
            default: return "delete \(row()) \(Int.random(in: 1...4, using: &random))"
            }
        }
        switch Int.random(in: 0..<16, using: &random) {
        case 0: return "scroll \(Int.random(in: -12...12, using: &random))"
        case 1: return random.pick(["bottom", "top"])
        case 2, 3: return "batch " + (0..<Int.random(in: 1...4, using: &random)).map { _ in change() }.joined(separator: "; ")
        case 4: return "rename \(row())"
        case 5: return random.pick(["reconfigure", "reload rows"]) + " \(row())"
        case 6: return "reload item \(Int.random(in: 0..<45, using: &random))"
        case 7: return "insert \(row()) copy \(row())"
        case 8: return random.pick(["identity id", "identity value", "apply animated", "apply instant", "apply reload"])
        case 9: return random.pick(["rows 40", "height var", "estimate 44", "data movies 30", "diffable on"])
        default: return change()
        }
    }

    func testRandomAppliesKeepEveryInvariantAndGoBackExactly() throws {
        var random = SeededRandom(seed: 2026_1127)
        var applied = 0, crashed = 0
        for round in 0..<20 {
            var session = Session()
            var states: [TableState] = [session.table]
            XCTAssertFalse(session.execute("diffable on").isError)
            if session.timeline.last == states.count { states.append(session.table) }
            var lines: [String] = ["diffable on"]
            for _ in 0..<30 {
                let line = Self.line(&random)
                lines.append(line)
                let response = session.execute(line)
                let context = "round \(round), after:\n" + lines.joined(separator: "\n")
                if let problem = FuzzTests.violation(in: session.table) { return XCTFail("\(problem)\n\(context)") }
                let table = session.table
                let snapshot = try XCTUnwrap(table.snapshot, context)
                XCTAssertEqual((0..<table.layout.sectionCount).map { table.layout.rowCount(inSection: $0) },
                               snapshot.items.map(\.count), "the table's counts are the snapshot's\n\(context)")
                let ids = snapshot.items.flatMap { $0 }
                XCTAssertEqual(Set(ids).count, ids.count, "identifiers are unique\n\(context)")
                if case .step(let step, _) = response, step.crashed { crashed += 1 }
                if case .step(let step, _) = response, !step.crashed {
                    if step.events.contains(where: { $0.kind == .applySnapshot }) { applied += 1 }
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
        XCTAssertGreaterThan(applied, 150, "applies that ran")
        XCTAssertGreaterThan(crashed, 10, "duplicate identifiers and missing reloads")
    }

    /// The diff of two random snapshots, performed as the batch it makes, moves every kept item to
    /// where the new snapshot has it, and deletes and inserts exactly the others.
    func testTheDiffOfRandomSnapshotsLeadsFromTheOldToTheNew() throws {
        var random = SeededRandom(seed: 38)
        for _ in 0..<300 {
            let sections = Int.random(in: 1...3, using: &random)
            var pool = Array(0..<60).shuffled(using: &random)
            var old: [[ItemIdentifier]] = []
            for _ in 0..<sections {
                let n = Int.random(in: 0...12, using: &random)
                old.append(pool.prefix(n).map { ItemIdentifier(id: $0) })
                pool.removeFirst(min(n, pool.count))
            }
            // The new snapshot: keep some, shuffle a little, move some across sections, add new ids.
            var kept = old.flatMap { $0 }.filter { _ in random.chance(0.75) }
            if random.chance(0.5) { kept.shuffle(using: &random) }
            var new = Array(repeating: [ItemIdentifier](), count: sections)
            for id in kept + pool.prefix(Int.random(in: 0...5, using: &random)).map({ ItemIdentifier(id: $0) }) {
                let s = random.chance(0.8) ? (old.firstIndex { $0.contains(id) } ?? 0) : Int.random(in: 0..<sections, using: &random)
                new[s].insert(id, at: Int.random(in: 0...new[s].count, using: &random))
            }
            let diff = try SnapshotDiff(from: DiffableSnapshot(items: old), to: DiffableSnapshot(items: new))
            let update = diff.update
            for (s, ids) in old.enumerated() {
                for (r, id) in ids.enumerated() {
                    let moved = update.newPath(ofOld: TablePath(section: s, row: r))
                    let expected = new.enumerated().lazy.compactMap { ns, nids in nids.firstIndex(of: id).map { TablePath(section: ns, row: $0) } }.first
                    XCTAssertEqual(moved, expected, "\(old) → \(new)")
                }
            }
            XCTAssertEqual(diff.inserted.count + old.flatMap { $0 }.count - diff.deleted.count, new.flatMap { $0 }.count)
        }
    }
}
