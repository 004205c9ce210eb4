import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// `reload section S` and `move section S T` (also inside `batch`): parsing, what the learner reads
/// in both languages at 80 columns (the calls, the summary, the model notes, the index paths side
/// by side), `why` for a cell that left with a reloaded section, and the commands refused on a
/// learner's app (its code decides).
final class SectionCommandTests: XCTestCase {
    private static func render(_ session: inout Session, _ line: String, _ lang: Language = .en) -> String {
        let response = session.execute(line)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: lang, width: 80)).joined(separator: "\n")
    }

    func testTheCommandsParse() throws {
        XCTAssertEqual(try CommandParser.parse("reload section 1"), .sim(.update(TableUpdate([.reloadSections([1])]))))
        XCTAssertEqual(try CommandParser.parse("move section 2 0"), .sim(.update(TableUpdate([.moveSection(from: 2, to: 0)]))))
        XCTAssertEqual(try CommandParser.parse("move section 2 to 0"), .sim(.update(TableUpdate([.moveSection(from: 2, to: 0)]))))
        XCTAssertEqual(try CommandParser.parse("batch reload section 0; move section 2 1; delete 1:3"),
                       .sim(.update(TableUpdate([.reloadSections([0]), .moveSection(from: 2, to: 1), .deleteRows([TablePath(1, 3)])], batch: true))))
        XCTAssertThrowsError(try CommandParser.parse("move section 2"))
        XCTAssertThrowsError(try CommandParser.parse("batch reload rows 3"))
        XCTAssertTrue(Completion.candidates(for: "reload s").contains { $0.hasSuffix("section") }, "\(Completion.candidates(for: "reload s"))")
        XCTAssertTrue(Completion.candidates(for: "move s").contains { $0.hasSuffix("section") }, "\(Completion.candidates(for: "move s"))")
    }

    func testWhatTheLearnerReadsInBothLanguages() {
        for lang in [Language.en, .ko] {
            var session = Session()
            _ = session.execute("sections 3x6")
            let reload = Self.render(&session, "reload section 0", lang)
            XCTAssertTrue(reload.contains("reloadSections([0], with: .automatic)"), reload)
            XCTAssertTrue(reload.contains(lang.text(L10n.Updates.reloadedSections(sections: "0"))), reload)
            XCTAssertTrue(reload.contains(lang.text(L10n.Updates.sectionReloadModel).prefix(20)), reload)
            let move = Self.render(&session, "move section 2 0", lang)
            XCTAssertTrue(move.contains("moveSection(2, toSection: 0)"), move)
            XCTAssertTrue(move.contains(lang.text(L10n.Updates.movedSection(from: "2", to: "0"))), move)
            let batch = Self.render(&session, "batch reload section 1; move section 2 0", lang)
            // The before → after table pads its columns: "[1, 0]        → reloaded".
            XCTAssertNotNil(batch.range(of: #"\[1, 0\] +→ "# + NSRegularExpression.escapedPattern(for: lang.text(L10n.Updates.reloaded)),
                                        options: .regularExpression), batch)
            for line in reload.components(separatedBy: "\n") + move.components(separatedBy: "\n") + batch.components(separatedBy: "\n") {
                XCTAssertLessThanOrEqual(line.displayWidth, 80, line)
            }
        }
    }

    func testWhyACellLeftWithAReloadedSection() {
        var session = Session()
        _ = session.execute("sections 3x6")
        let cell = session.table.visibleCell(at: TablePath(0, 0))!
        _ = session.execute("reload section 0")
        let why = Self.render(&session, "why cell \(cell)")
        XCTAssertTrue(why.contains("section 0 was reloaded by `reload section 0`"), why)
    }

    /// tablelab's snapshots change items, not sections: with `diffable on` they are refused, as
    /// `insert section` is, and nothing changes.
    func testADiffableDataSourceRefusesThem() {
        var session = Session()
        _ = session.execute("sections 3x6")
        _ = session.execute("diffable on")
        let before = session.table
        for line in ["reload section 0", "move section 2 0"] {
            guard case .error(let error) = session.execute(line) else { return XCTFail(line) }
            XCTAssertEqual(error, .sim(.diffable(.sections)), line)
        }
        XCTAssertEqual(session.table, before)
    }

    func testTheyAreRefusedOnALearnersAppWhoseCodeDecides() throws {
        for line in ["reload section 0", "move section 1 0", "batch reload section 0"] {
            guard case .sim(let action) = try CommandParser.parse(line) else { return XCTFail(line) }
            XCTAssertTrue(Session.decidedByAppCode(action), line)
        }
    }
}
