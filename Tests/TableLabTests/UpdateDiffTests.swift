import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// `diff` after an update (issue 19 item 8): it says which rows the update deleted, inserted and
/// moved, and that the row count changed; rows shifted by it keep their cells, which is no change.
final class UpdateDiffTests: XCTestCase {
    func testDiffAfterADeleteNamesTheRowNotEveryShiftedRow() {
        for language in [Language.en, .ko] {
            var session = Session()
            for line in ["rows 30", "delete 3"] { XCTAssertFalse(session.execute(line).isError, line) }
            let text = ResponseRenderer.render(session.execute("diff"), session: session,
                                               context: RenderContext(language: language, width: 80)).joined(separator: "\n")
            XCTAssertTrue(text.contains("[0, 3] (cell#4)"), text)
            XCTAssertFalse(text.contains("cell#5"), "cell#5 moved up with its row: \(text)")
            XCTAssertTrue(text.contains("30 → 29"), "the row count: \(text)")
            XCTAssertTrue(text.contains("cell#17"), "the row that came into view got a new cell: \(text)")
        }
    }

    func testDiffShowsTheModelSetting() {
        var session = Session()
        for line in ["rows 30", "model never"] { XCTAssertFalse(session.execute(line).isError, line) }
        let text = ResponseRenderer.render(session.execute("diff"), session: session, context: RenderContext(width: 80)).joined(separator: "\n")
        XCTAssertTrue(text.contains("model") && text.contains("first → never"), text)
    }
}

/// `step` through an update: the update's own event says what it inserted and deleted, not every
/// shifted row as "about to show"; its viewport draws the leaving cell.
final class UpdateSteppingTests: XCTestCase {
    func testSteppingOntoTheDeleteSaysWhatItDeleted() throws {
        var session = Session()
        XCTAssertFalse(session.execute("rows 30").isError)
        XCTAssertFalse(session.execute("step delete 3").isError)
        var text = ""
        for _ in 0..<4 {
            text = ResponseRenderer.render(session.execute("step"), session: session, context: RenderContext(width: 80)).joined(separator: "\n")
            if text.contains("deleteRows [0, 3]") { break }
        }
        XCTAssertTrue(text.contains("deleted [0, 3]"), text)
        XCTAssertFalse(text.contains("about to be shown"), text)
        XCTAssertTrue(text.contains("− "), "the leaving cell is drawn: \(text)")
    }
}

/// `why cell` for a cell whose row an update moved off the screen names the update (item 8).
final class UpdateWhyTests: XCTestCase {
    func testWhyNamesTheUpdateThatMovedARowOffScreen() {
        for (language, words) in [(Language.en, "`move 5 to 0` moved the rows, and row [0, 0] was no longer on screen"),
                                  (.ko, "`move 5 to 0` 명령이 행들을 옮겨 [0, 0] 행이 화면 밖으로")] {
            var session = Session()
            for line in ["rows 30", "scroll 2", "move 5 to 0"] { XCTAssertFalse(session.execute(line).isError, line) }
            let text = ResponseRenderer.render(session.execute("why cell 6"), session: session,
                                               context: RenderContext(language: language, width: 200)).joined(separator: "\n")
            XCTAssertTrue(text.contains(words), text)
        }
    }

    /// `why row 2` after `delete 2` names the row's index path when it got its cell ([0, 3]) and says
    /// the delete moved the row, with its cell, to [0, 2] — not a dequeue at [0, 2] that was another row's.
    func testWhyRowAfterADeleteSaysWhereTheRowGotItsCell() {
        for language in [Language.en, .ko] {
            var session = Session()
            for line in ["rows 30", "delete 2"] { XCTAssertFalse(session.execute(line).isError, line) }
            let ctx = RenderContext(language: language, width: 200)
            let text = ResponseRenderer.render(session.execute("why row 2"), session: session, context: ctx).joined(separator: "\n")
            XCTAssertTrue(text.contains(ctx.text(L10n.Why.rowNew(frame: "0", row: "[0, 3]", cell: "cell#4"))), text)
            XCTAssertTrue(text.contains(ctx.text(L10n.Why.rowMovedSince(then: "[0, 3]", row: "[0, 2]", cell: "cell#4"))), text)
        }
    }
}
