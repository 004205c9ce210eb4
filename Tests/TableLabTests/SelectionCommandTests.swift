import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// `select`, `deselect`, `checkmark`, `checkmarks` (FIDELITY §8a), in both languages.
final class SelectionCommandTests: XCTestCase {
    func testTheCommandsParse() throws {
        XCTAssertEqual(try CommandParser.parse("select 2"), .sim(.select(TablePath(0, 2))))
        XCTAssertEqual(try CommandParser.parse("select 1:3"), .sim(.select(TablePath(1, 3))))
        XCTAssertEqual(try CommandParser.parse("deselect 2"), .sim(.deselect(TablePath(0, 2))))
        XCTAssertEqual(try CommandParser.parse("checkmark 2"), .sim(.checkmark(TablePath(0, 2), true)))
        XCTAssertEqual(try CommandParser.parse("checkmark 2 off"), .sim(.checkmark(TablePath(0, 2), false)))
        XCTAssertEqual(try CommandParser.parse("checkmarks from-model"), .sim(.checkmarks(.fromModel)))
        XCTAssertEqual(try CommandParser.parse("checkmarks on-cell"), .sim(.checkmarks(.onCell)))
        XCTAssertThrowsError(try CommandParser.parse("checkmarks model"))
        XCTAssertEqual(try CommandParser.parse("tap 5"), .sim(.tap(TablePath(0, 5))))
        XCTAssertEqual(try CommandParser.parse("tap 1:3"), .sim(.tap(TablePath(1, 3))))
        XCTAssertEqual(try CommandParser.parse("selected"), .selectedRows)
    }

    /// FIDELITY §8b.29: `select` is selectRow(at:…) from code, never "a tap"; `tap` says UIKit's order.
    func testHelpTellsATapFromSelectRow() throws {
        let select = try XCTUnwrap(CommandCatalog.info(named: "select"))
        XCTAssertFalse(select.detail(.en).contains("or a tap"))
        XCTAssertTrue(select.detail(.en).contains("not a tap"))
        XCTAssertTrue(select.detail(.ko).contains("탭이 아닙니다"))
        let tap = try XCTUnwrap(CommandCatalog.info(named: "tap"))
        for lang in [Language.en, .ko] {
            let text = tap.detail(lang)
            let order = ["shouldHighlightRowAt", "didHighlightRowAt", "willSelectRowAt", "willDeselectRowAt", "didUnhighlightRowAt",
                         "didDeselectRowAt", "didSelectRowAt"].map { text.range(of: $0)?.lowerBound }
            XCTAssertFalse(order.contains(nil), "\(lang): \(text)")
            XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "\(lang): in UIKit's order")
            XCTAssertTrue(text.contains(lang == .en ? "model" : "모델"), "\(lang): the places FIDELITY leaves open are called a model")
        }
    }

    /// Issue 17: a tap lists every call UIKit sends, in order — willDeselectRowAt and
    /// didUnhighlightRowAt too — and says where their place is tablelab's model.
    func testATapListsEveryCallInOrderAndNamesTheModel() {
        for (language, model) in [(Language.en, "model: where willDeselectRowAt"), (.ko, "모델")] {
            var session = Session()
            XCTAssertFalse(session.execute("rows 30").isError)
            XCTAssertFalse(session.execute("tap 2").isError)
            let text = ResponseRenderer.render(session.execute("tap 5"), session: session,
                                               context: RenderContext(language: language, width: 100)).joined(separator: "\n")
            let names = ["shouldHighlightRowAt [0, 5]", "didHighlightRowAt [0, 5]", "willSelectRowAt [0, 5]", "willDeselectRowAt [0, 2]",
                         "didUnhighlightRowAt [0, 5]", "didDeselectRowAt [0, 2]", "didSelectRowAt [0, 5]"]
            let found = names.map { text.range(of: $0)?.lowerBound }
            XCTAssertFalse(found.contains(nil), "\(language): \(text)")
            XCTAssertEqual(found.compactMap { $0 }, found.compactMap { $0 }.sorted(), "\(language): in order\n\(text)")
            let note = text.split(separator: "\n").drop { !$0.hasPrefix("◇") }.joined(separator: " ")
            XCTAssertTrue(note.contains(model) && note.contains("didUnhighlightRowAt"), "\(language): \(text)")
        }
    }

    func testSelectedReadsIndexPathsForSelectedRows() {
        var session = Session()
        func say(_ line: String) -> String {
            ResponseRenderer.render(session.execute(line), session: session, context: RenderContext(width: 100)).joined(separator: "\n")
        }
        XCTAssertTrue(say("selected").contains("tableView.indexPathsForSelectedRows → nil"))
        XCTAssertFalse(session.execute("tap 5").isError)
        XCTAssertFalse(session.execute("scroll 17").isError)
        XCTAssertTrue(say("selected").contains("→ [[0, 5]]"))
        XCTAssertFalse(session.execute("reload").isError)
        XCTAssertTrue(say("selected").contains("→ nil"), "reloadData clears the selection")
    }

    /// A review read "row [0, 2] is not selected" after a successful `deselect 2` as a failure.
    func testDeselectSaysItDeselectedAndSendsNoDelegateMessage() {
        var session = Session()
        func say(_ line: String) -> String {
            ResponseRenderer.render(session.execute(line), session: session, context: RenderContext(width: 200)).joined(separator: "\n")
        }
        XCTAssertFalse(session.execute("select 2").isError)
        let out = say("deselect 2")
        XCTAssertTrue(out.contains("row [0, 2] is deselected"), out)
        XCTAssertFalse(out.contains("is not selected"), out)
        XCTAssertTrue(out.contains("no delegate message"), out)
        XCTAssertTrue(say("selected").contains("→ nil"))
    }

    func testEveryNewCommandHasHelpInBothLanguages() throws {
        for name in ["select", "deselect", "tap", "selected", "checkmark", "checkmarks"] {
            let info = try XCTUnwrap(CommandCatalog.info(named: name))
            XCTAssertFalse(info.detail(.en).isEmpty)
            XCTAssertFalse(info.detail(.ko).isEmpty)
            XCTAssertNotEqual(info.summary(.en), info.summary(.ko))
            XCTAssertFalse(info.detail(.ko).contains("을(를)"))
        }
    }

    func testALeakedCheckmarkIsToldInTheLearnersLanguage() {
        var session = Session(language: .ko)
        XCTAssertFalse(session.execute("checkmark 2").isError)
        guard case .step(let step, _) = session.execute("scroll 17") else { return XCTFail("no step") }
        let notes = step.notes.compactMap { NoteText.text($0, .ko) }
        XCTAssertTrue(notes.contains { $0.contains("cell#3에는") && $0.contains("[0, 19] 행에") && $0.contains("`checkmarks from-model`") }, "\(notes)")
        XCTAssertTrue(step.notes.compactMap { NoteText.text($0, .en) }.contains { $0.contains("first-in-first-out queue, a model") })
    }

    func testSelectIsTheTablesWithEitherPrepareSetting() {
        for prepare in ["prepare none", "prepare reset"] {
            var session = Session()
            for line in [prepare, "select 2", "scroll 17", "scroll -17"] { XCTAssertFalse(session.execute(line).isError, line) }
            XCTAssertEqual(session.table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [TablePath(0, 2)], prepare)
        }
    }
}
