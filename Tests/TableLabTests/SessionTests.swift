import XCTest
import Foundation
@testable import TableLab
import TableSim
import TableRender
import TableText

/// The session as a whole: reset, glossary sightings, language switches.
final class SessionTests: XCTestCase {
    private var glossary: Glossary {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Glossary.load(from: root.appendingPathComponent("glossary")).0
    }

    func testResetReturnsToTheDefaultTableAndKeepsTheRest() {
        var session = Session(language: .ko)
        for line in ["rows 30", "height 60", "scroll 5", "speed fast"] { _ = session.execute(line) }
        _ = session.execute("reset")
        XCTAssertEqual(session.table.rowCount, 100)
        XCTAssertEqual(session.table.offset, 0)
        XCTAssertEqual(session.table.settings, TableSettings())
        XCTAssertEqual(session.table.cells.count, 16)
        XCTAssertEqual(session.language, .ko)
        XCTAssertEqual(session.speed, .fast)
        XCTAssertEqual(session.history.count, 5)
    }

    func testAGlossaryEntrySaysWhereTheLearnerMetTheTerm() {
        var session = Session(glossary: glossary)
        _ = session.execute("scroll 10")
        let lines = ResponseRenderer.render(session.execute("glossary prepareForReuse"), session: session,
                                            context: RenderContext(width: 100))
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("You met it:"), text)
        XCTAssertTrue(text.contains("`scroll 10`"), text)
    }

    func testGlossaryTermsCompleteWordByWordInBothLanguages() {
        let g = glossary
        XCTAssertEqual(Completion.candidates(for: "glossary reuse qu", glossary: g, indexTitles: []), ["queue"])
        XCTAssertTrue(Completion.candidates(for: "glossary 재사", glossary: g, indexTitles: []).contains("재사용"))
        XCTAssertEqual(Completion.candidates(for: "index ", glossary: g, indexTitles: ["A", "B"]), ["A", "B"])
        XCTAssertEqual(Completion.candidates(for: "scr", glossary: g, indexTitles: []), ["scroll"])
    }

    func testHelpMarksGlossaryTerms() {
        let session = Session(glossary: glossary)
        let lines = ResponseRenderer.render(.view(.help(topic: "scroll")), session: session, context: RenderContext(width: 100))
        XCTAssertTrue(lines.joined().contains("reuse queue°"), lines.joined(separator: "\n"))
    }
}

final class StatsLastTests: XCTestCase {
    func testStatsLastCountsOnlyTheLastCommands() {
        var session = Session()
        for line in ["data movies", "latency 300ms", "load sync", "scroll 10", "load background", "scroll 10"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        XCTAssertEqual(try CommandParser.parse("stats last 2"), .stats(lastCommands: 2))
        let whole = session.table.statistics
        let last = session.table.statistics(lastCommands: 1)
        XCTAssertGreaterThan(whole.hitches, 0, "the sync scroll dropped frames")
        XCTAssertEqual(last.hitches, 0, "the background scroll alone drops none")
        XCTAssertEqual(last.callbacks.first { $0.kind == .cellForRowAt }?.count, 10)
        let lines = ResponseRenderer.render(session.execute("stats last"), session: session, context: RenderContext(width: 80))
        XCTAssertTrue(lines.first?.contains("scroll 10") == true, lines.joined(separator: "\n"))
    }
}
