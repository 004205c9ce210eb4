import Foundation
import XCTest
import TableRender
@testable import TableSim
@testable import TableLab
import TableText

/// Seeded fuzzing: thousands of random lines through `Session.execute` and random command sequences
/// straight through `TableState`, checking after every line what must always hold.
///
/// The suite runs a fixed seed (the same lines every time, a few seconds in a debug build). For a
/// longer hunt, `scripts/fuzz SEED COUNT` runs the same tests with another seed and more lines
/// (`TABLELAB_FUZZ_SEED`, `TABLELAB_FUZZ_LINES`). A failure names its seed and the shortest
/// sequence of lines found that still fails.
final class FuzzTests: XCTestCase {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["TABLELAB_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_123
    static let lineCount = environment["TABLELAB_FUZZ_LINES"].flatMap { Int($0) } ?? 3_000
    /// Lines per session before a fresh one: long enough to build up state, short enough that a
    /// failure shrinks quickly.
    static let sessionLength = 40

    // MARK: - Invariants

    /// What must hold for any table after any command; nil when it does.
    static func violation(in table: TableState) -> String? {
        let rows = table.visibleRows
        if rows.count != table.visibleRange.count {
            return "\(table.visibleRange.count) visible rows but \(rows.count) have a cell"
        }
        let shown = rows.map(\.cell.id)
        if Set(shown).count != shown.count {
            return "a cell is visible twice: \(shown)"
        }
        if Set(rows.map { table.layout.global($0.path) }).count != rows.count {
            return "a row is shown twice"
        }
        let queued = table.queues.flatMap(\.cells)
        if Set(queued).count != queued.count {
            return "a cell is queued twice: \(queued)"
        }
        let both = Set(queued).intersection(shown)
        if !both.isEmpty {
            return "queued cells are visible: \(both.sorted())"
        }
        for cell in rows.map(\.cell) where cell.place != .visible {
            return "\(cell.name) is on screen but its place is \(cell.place)"
        }
        for id in queued where table.cell(id)?.place != .queued {
            return "cell#\(id) is queued but its place is \(String(describing: table.cell(id)?.place))"
        }
        if !(0...max(0, table.maxOffset)).contains(table.offset) {
            return "offset \(table.offset) outside 0…\(table.maxOffset)"
        }
        return headerViolation(in: table)
    }

    /// The header views' pool (FIDELITY §8c.40), held to the cells' promises: every section whose
    /// header is on screen has a view, no view is in two places, the queue and the screen are disjoint.
    static func headerViolation(in table: TableState) -> String? {
        let shown = table.visibleHeaderViews
        let sections = shown.map(\.section)
        if sections != table.currentVisibleHeaderSections() {
            return "header views on screen for sections \(sections), but sections \(table.currentVisibleHeaderSections()) show a header"
        }
        let views = shown.map(\.view.id)
        if Set(views).count != views.count { return "a header view is on screen twice: \(views)" }
        let queued = table.queuedHeaderViews
        if Set(queued).count != queued.count { return "a header view is queued twice: \(queued)" }
        let both = Set(queued).intersection(views)
        if !both.isEmpty { return "queued header views are on screen: \(both.sorted())" }
        for (section, view) in shown where view.place != .visible || view.section != section {
            return "\(view.name) shows section \(section) but is \(view.place) for section \(view.section)"
        }
        for id in queued where table.headerView(id)?.place != .queued {
            return "header#\(id) is queued but is \(String(describing: table.headerView(id)?.place))"
        }
        return nil
    }

    /// No control character other than newline and tab in what the learner reads (colour off).
    static func controlViolation(_ lines: [String]) -> String? {
        for line in lines where line.containsControlCharacters {
            return "a control character reached the output: \(line.visibleControls.prefix(120))"
        }
        return nil
    }

    // MARK: - Through the session

    /// Runs lines through a fresh session; the first broken promise, with the line that broke it.
    static func sessionFailure(_ lines: [String]) -> String? {
        var session = Session(glossary: SessionGlossary.shared)
        let plain = RenderContext(width: 80)
        for (i, line) in lines.enumerated() {
            let historyBefore = session.history
            let tableBefore = session.table
            let response = session.execute(line)
            if response.isError && (session.history != historyBefore || session.table != tableBefore) {
                return "line \(i + 1) failed but changed the session: \(line.visibleControls)"
            }
            if let problem = violation(in: session.table) {
                return "after line \(i + 1) `\(line.visibleControls)`: \(problem)"
            }
            // What the learner would read: every picture, message and summary, colour off.
            var shown = ResponseRenderer.render(response, session: session, context: plain)
            shown.append(ResponseRenderer.errorSummary(response, language: .both))
            if let problem = controlViolation(shown) {
                return "line \(i + 1) `\(line.visibleControls)`: \(problem)"
            }
        }
        return nil
    }

    func testRandomLinesThroughTheSession() {
        var random = SeededRandom(seed: Self.seed)
        var ran = 0
        while ran < Self.lineCount {
            let lines = (0..<Self.sessionLength).map { _ in LineGenerator.line(&random) }
            ran += lines.count
            guard let failure = Self.sessionFailure(lines) else { continue }
            let shortest = Shrink.minimal(lines) { Self.sessionFailure($0) != nil }
            XCTFail("""
                seed \(Self.seed): \(failure)
                shortest failing sequence (\(shortest.count) lines), with control characters shown:
                \(shortest.map { "  " + $0.visibleControls }.joined(separator: "\n"))
                after shrinking: \(Self.sessionFailure(shortest) ?? "?")
                """)
            return
        }
    }

    // MARK: - Straight through the table

    /// Runs the actions of the valid lines among `lines` on a `TableState`, with no session around it.
    static func tableFailure(_ lines: [String]) -> String? {
        var table = TableState()
        for (i, line) in lines.enumerated() {
            guard let command = try? CommandParser.parse(line) else { continue }
            let actions: [Action]
            var frameLimit: Int?
            switch command {
            case .sim(let action): actions = [action]
            case .sims(let list): actions = list
            case .stopped(let action, let frames): actions = [action]; frameLimit = frames
            case .reset: table = TableState(); continue
            default: continue
            }
            let before = table
            do {
                _ = try table.apply(actions, command: line, frameLimit: frameLimit)
            } catch {
                if table != before { return "line \(i + 1) `\(line.visibleControls)` was refused but changed the table" }
            }
            if let problem = violation(in: table) {
                return "after line \(i + 1) `\(line.visibleControls)`: \(problem)"
            }
        }
        return nil
    }

    func testRandomCommandSequencesThroughTheTable() {
        var random = SeededRandom(seed: Self.seed &+ 1)
        // Valid commands mostly: catalog examples with a little noise, so the table really moves.
        let examples = CommandCatalog.all.flatMap(\.examples).filter { !$0.hasPrefix("trace") }
        var ran = 0
        while ran < Self.lineCount {
            let lines = (0..<Self.sessionLength).map { _ in
                random.chance(0.8) ? random.pick(examples) : LineGenerator.line(&random)
            }
            ran += lines.count
            guard let failure = Self.tableFailure(lines) else { continue }
            let shortest = Shrink.minimal(lines) { Self.tableFailure($0) != nil }
            XCTFail("""
                seed \(Self.seed &+ 1): \(failure)
                shortest failing sequence (\(shortest.count) lines):
                \(shortest.map { "  " + $0.visibleControls }.joined(separator: "\n"))
                """)
            return
        }
    }

    /// `reload rows`, `reconfigure`, `reload section`, `move section`, taps with `multiple` and
    /// `deselect-on-tap`, and header views
    /// mixed with scrolls and data changes (issue 19): after every line the invariants hold, the log
    /// replayed from the start gives the screen the table has, and `back` then `forward` give back
    /// exactly the states they left.
    func testRowUpdatesTapsAndHeaderViewsKeepEveryInvariant() {
        var random = SeededRandom(seed: Self.seed &+ 19)
        func row() -> String {
            random.chance(0.3) ? "\(Int.random(in: 0...4, using: &random)):\(Int.random(in: 0...12, using: &random))" : String(Int.random(in: 0...40, using: &random))
        }
        let setups = ["rows 30", "sections 5x10", "sections 3,0,20,1,8", "data timezones-ko", "headers views", "headers titles",
                      "style grouped", "style plain", "multiple on", "multiple off", "deselect-on-tap on", "deselect-on-tap off",
                      "reload", "height var", "estimate 44", "prepare none", "identifiers alternate"]
        func line() -> String {
            switch Int.random(in: 0...12, using: &random) {
            // Section changes move header views too (the replayed screen follows them).
            case 10: return (random.chance(0.5) ? "insert" : "delete") + " section \(Int.random(in: 0...4, using: &random))"
            case 8: return "reload section \(Int.random(in: 0...4, using: &random))"
            case 9: return "move section \(Int.random(in: 0...4, using: &random)) \(Int.random(in: 0...4, using: &random))"
            case 0, 1: return "reload rows " + (0..<Int.random(in: 1...3, using: &random)).map { _ in row() }.joined(separator: " ")
            case 2, 3: return "reconfigure " + (0..<Int.random(in: 1...3, using: &random)).map { _ in row() }.joined(separator: " ")
            case 4: return "tap " + row()
            case 5: return "select " + row()
            case 6: return "scroll \(Int.random(in: -25...25, using: &random))"
            case 7: return "scroll to " + row()
            default: return random.pick(setups)
            }
        }
        var ran = 0
        while ran < Self.lineCount / 3 {
            var session = Session(glossary: SessionGlossary.shared)
            var said: [String] = []
            for _ in 0..<Self.sessionLength {
                let text = line()
                said.append(text)
                ran += 1
                let before = session.table
                let response = session.execute(text)
                let after = session.table
                if let problem = Self.violation(in: after) {
                    return XCTFail("seed \(Self.seed &+ 19): after `\(text)`: \(problem)")
                }
                let replayed = after.log.batches.reduce(Screen.empty) { $1.rolledBack ? $0 : $0.replaying($1.events) }
                if after.log.trimmedEvents == 0 && replayed != after.screen {
                    return XCTFail("seed \(Self.seed &+ 19): the log replayed does not give the screen after: \(said.joined(separator: "; "))")
                }
                guard !response.isError, after != before, random.chance(0.3) else { continue }
                _ = session.execute("back")
                if session.table != before { return XCTFail("seed \(Self.seed &+ 19): `back` after `\(text)` is not the state before it") }
                _ = session.execute("forward")
                if session.table != after { return XCTFail("seed \(Self.seed &+ 19): `forward` after `\(text)` is not the state after it") }
            }
        }
    }

    // MARK: - Found by fuzzing

    func testOpeningAFileThatChangesNothingDoesNotCrash() {
        // `points[1...cursor]` with cursor 0: `open` of an empty file (or one with only `show`)
        // and `save` before any command stopped tablelab with "Range requires lowerBound <= upperBound".
        var session = Session()
        XCTAssertEqual(session.timeline.lines, [])
        XCTAssertFalse(session.open(script: "", name: "empty.txt").isError)
        let lines = ResponseRenderer.render(.view(.open(path: "empty.txt")), session: session, context: RenderContext(width: 80))
        XCTAssertTrue(lines.joined().contains("0 commands"), lines.joined(separator: "\n"))
        XCTAssertFalse(session.open(script: "show\n", name: "show.txt").isError)
        XCTAssertEqual(session.timeline.lines, [])
    }

    func testAControlCharacterBetweenWordsIsNotKept() {
        // `select \r 20` ran (CR is whitespace) and `history` then printed the CR raw.
        var session = Session()
        XCTAssertFalse(session.execute("select \r 20").isError)
        XCTAssertFalse(session.execute("rows 30\r").isError)
        XCTAssertEqual(session.history, ["select   20", "rows 30"])
        XCTAssertFalse(session.history.joined().containsControlCharacters)
        let lines = ResponseRenderer.render(session.execute("history"), session: session, context: RenderContext(width: 80))
        XCTAssertNil(Self.controlViolation(lines))
    }

    // MARK: - The tools themselves

    func testTheGeneratorIsDeterministic() {
        var a = SeededRandom(seed: 7), b = SeededRandom(seed: 7)
        XCTAssertEqual((0..<50).map { _ in LineGenerator.line(&a) }, (0..<50).map { _ in LineGenerator.line(&b) })
    }

    func testShrinkingFindsTheShortestFailingSequence() {
        // Fails when "rows 0" comes before "scroll 1" (anything else is noise).
        func fails(_ lines: [String]) -> Bool {
            guard let a = lines.firstIndex(of: "rows 0"), let b = lines.lastIndex(of: "scroll 1") else { return false }
            return a < b
        }
        let noisy = ["top", "rows 5", "rows 0", "help", "show", "queue", "scroll 1", "bottom", "stats"]
        XCTAssertEqual(Shrink.minimal(noisy, stillFails: fails), ["rows 0", "scroll 1"])
    }
}

/// The shipped glossary, read once for all fuzzed sessions (so `glossary …` lines look things up).
enum SessionGlossary {
    static let shared: Glossary = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Glossary.load(from: root.appendingPathComponent("glossary")).0
    }()
}
