import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// Issue 19's commands: `reload rows`, `reconfigure`, `multiple`, `deselect-on-tap`, `headers`
/// (FIDELITY §8b.29–30, §8c.37, §8c.40) — parsing, the learner's app refusing them, `code`, `why`,
/// the trace.
final class RowUpdateCommandTests: XCTestCase {
    func testTheCommandsParse() throws {
        XCTAssertEqual(try CommandParser.parse("reload"), .sim(.reload))
        XCTAssertEqual(try CommandParser.parse("reload rows 3 5"), .sim(.reloadRows([TablePath(0, 3), TablePath(0, 5)])))
        XCTAssertEqual(try CommandParser.parse("reload rows 1:2"), .sim(.reloadRows([TablePath(1, 2)])))
        XCTAssertEqual(try CommandParser.parse("reconfigure 3 1:5"), .sim(.reconfigureRows([TablePath(0, 3), TablePath(1, 5)])))
        XCTAssertEqual(try CommandParser.parse("multiple on"), .sim(.multipleSelection(true)))
        XCTAssertEqual(try CommandParser.parse("multiple off"), .sim(.multipleSelection(false)))
        XCTAssertEqual(try CommandParser.parse("deselect-on-tap on"), .sim(.deselectOnTap(true)))
        XCTAssertEqual(try CommandParser.parse("headers views"), .sim(.headers(.views)))
        XCTAssertEqual(try CommandParser.parse("headers titles"), .sim(.headers(.titles)))
        for bad in ["reload rows", "reload 3", "reconfigure", "reconfigure x", "reload rows 3 -1", "multiple", "headers view"] {
            XCTAssertThrowsError(try CommandParser.parse(bad), bad)
        }
    }

    func testALearnersAppRefusesThem() {
        for action in [Action.reloadRows([TablePath(0, 1)]), .reconfigureRows([TablePath(0, 1)]), .multipleSelection(true),
                       .deselectOnTap(true), .headers(.views)] {
            XCTAssertTrue(Session.decidedByAppCode(action), "\(action)")
        }
    }

    /// The kept-offset model note (FIDELITY §8c.36) is said when the screen changed, not after a
    /// change wholly off screen (a learner's walkthrough: `insert 25` below the screen said it).
    func testTheKeptOffsetNoteOnlyWhenTheScreenChanged() throws {
        var session = Session()
        XCTAssertFalse(session.execute("rows 30").isError)
        func said(_ line: String) -> String {
            let response = session.execute(line)
            XCTAssertFalse(response.isError, line)
            return ResponseRenderer.render(response, session: session, context: RenderContext(width: 80)).joined(separator: " ")
                .replacingOccurrences(of: "\n", with: " ")
        }
        let words = "the offset stayed where it was"
        XCTAssertFalse(said("insert 25").contains(words), "nothing on screen moved")
        XCTAssertFalse(said("delete 27").contains(words), "nothing on screen moved")
        XCTAssertTrue(said("insert 2").contains(words), "rows on screen moved down")
    }

    func testTheSessionSaysWhatReloadAndReconfigureDid() throws {
        var session = Session()
        XCTAssertFalse(session.execute("rows 30").isError)
        XCTAssertFalse(session.execute("select 3").isError)
        let reload = session.execute("reload rows 3")
        XCTAssertFalse(reload.isError)
        let text = ResponseRenderer.render(reload, session: session, context: RenderContext(width: 80)).joined(separator: "\n")
        XCTAssertTrue(text.contains("reloadRows(at:with: .automatic) [0, 3]"), text)
        XCTAssertTrue(text.contains("new cell#17"), text)
        XCTAssertTrue(text.contains("cell#4 to queue \"cell\""), text)
        XCTAssertTrue(text.contains("◇ model: reloadRows gave rows [0, 3] other cells"), text)
        XCTAssertTrue(text.contains("reloadRows cleared the selection of [0, 3]"), text)

        let reconfigure = session.execute("reconfigure 2")
        let said = ResponseRenderer.render(reconfigure, session: session, context: RenderContext(width: 80)).joined(separator: "\n")
        XCTAssertTrue(said.contains("cellForRowAt → the same cell#3 (no prepareForReuse)"), said)

        let why = ResponseRenderer.render(session.execute("why cell 4"), session: session, context: RenderContext(width: 200)).joined(separator: "\n")
        XCTAssertTrue(why.contains("`reload rows 3` replaced it (reloadRows)"), why)
        let whyKo = ResponseRenderer.render(session.execute("why cell 17"), session: session,
                                            context: RenderContext(language: .ko, width: 200)).joined(separator: "\n")
        XCTAssertTrue(whyKo.contains("reloadRows는 행의 셀을 바꿉니다"), whyKo)
    }

    /// A tap that only deselects (multiple selection) has no willSelectRowAt: its model note says so.
    func testADeselectingTapNamesItsOwnModel() {
        var session = Session()
        for line in ["rows 30", "multiple on", "tap 2"] { XCTAssertFalse(session.execute(line).isError, line) }
        let first = ResponseRenderer.render(session.execute("tap 4"), session: session, context: RenderContext(width: 200)).joined(separator: "\n")
        XCTAssertTrue(first.contains("◇ model: where willDeselectRowAt"), first)
        let again = ResponseRenderer.render(session.execute("tap 2"), session: session, context: RenderContext(width: 200)).joined(separator: "\n")
        XCTAssertTrue(again.contains("◇ model: where didUnhighlightRowAt comes in a tap that deselects a row"), again)
        XCTAssertFalse(again.contains("willSelectRowAt"), again)
        XCTAssertEqual(session.table.rowState.selected, [TablePath(0, 4)])
    }

    func testTheTraceNamesHeaderViews() throws {
        var session = Session()
        for line in ["sections 5x10", "headers views", "scroll 24"] { XCTAssertFalse(session.execute(line).isError, line) }
        let lines = session.table.log.batches.flatMap { b in b.events.map { TraceRecord($0, command: b.command, rolledBack: b.rolledBack).jsonLine } }
        let reused = try XCTUnwrap(lines.first { $0.contains("\"event\":\"dequeueReusableHeaderFooterView\"") && $0.contains("\"result\":\"reused\"") })
        XCTAssertTrue(reused.contains("\"header_view\":\"header#1\""), reused)
        XCTAssertTrue(reused.contains("\"previous_section\":0"), reused)
        XCTAssertFalse(reused.contains("previous_row"), reused)
        XCTAssertFalse(reused.contains("\"cell\""), "a header view is not a cell: \(reused)")
        XCTAssertTrue(lines.contains { $0.contains("\"event\":\"header.prepareForReuse\"") })
    }

    func testCodeShowsTheNewSettings() {
        func code(_ lines: [String]) -> String {
            var session = Session()
            for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
            return SwiftCode.lines(for: session.table, language: .en).joined(separator: "\n")
        }
        let plain = code(["rows 30"])
        for absent in ["deselectRow", "allowsMultipleSelection", "reloadRows", "reconfigureRows", "HeaderFooterView"] {
            XCTAssertFalse(plain.contains(absent), absent)
        }
        XCTAssertTrue(code(["rows 30", "deselect-on-tap on"]).contains("        tableView.deselectRow(at: indexPath, animated: true)"))
        XCTAssertTrue(code(["rows 30", "multiple on"]).contains("        tableView.allowsMultipleSelection = true"))
        XCTAssertTrue(code(["rows 30", "reload rows 2"]).contains("tableView.reloadRows(at: indexPaths, with: .automatic)"))
        XCTAssertTrue(code(["rows 30", "reconfigure 2"]).contains("tableView.reconfigureRows(at: indexPaths)"))
        let headers = code(["sections 3x10", "headers views"])
        XCTAssertTrue(headers.contains("tableView.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: \"header\")"))
        XCTAssertTrue(headers.contains("let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: \"header\")"))
        XCTAssertTrue(headers.contains("final class SectionHeaderView: UITableViewHeaderFooterView {"))
        XCTAssertFalse(headers.contains("titleForHeaderInSection"))
        XCTAssertFalse(code(["rows 30", "headers views"]).contains("SectionHeaderView"), "no titled section, no header view")
        XCTAssertTrue(code(["data timezones-ko", "headers views"]).contains("header?.textLabel?.text = sectionTitles[section]"))
    }
}
