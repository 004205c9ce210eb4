import Foundation
import TableLab
import TableSim
import XCTest
import TableText

/// Topic 1 through the session: `rows 30` first is the app launching with 30 rows (issue 10, item 8).
final class LaunchCommandTests: XCTestCase {
    func testRowsThirtyFirstCountsOnlyTheRowsOnScreen() throws {
        var session = Session()
        guard case .step(let step, _) = session.execute("rows 30") else { return XCTFail() }
        XCTAssertTrue(step.notes.contains(.launched))
        let stats = session.table.statistics
        XCTAssertEqual(stats.callbacks.first { $0.kind == .cellForRowAt }?.count, 16)
        XCTAssertNil(stats.callbacks.first { $0.kind == .prepareForReuse })
        XCTAssertEqual(stats.cellsCreated, 16)
        XCTAssertEqual(session.timeline.lines, ["rows 30"])
        XCTAssertEqual(NoteText.text(.launched, .en)?.contains("launched"), true)
        XCTAssertEqual(NoteText.text(.launched, .ko)?.contains("을(를)"), false)
    }

    /// Review S24: `select 5`, `alpha 3 0.5`, then `rows 30` — what the launch dropped is said, in
    /// both languages, instead of vanishing.
    func testStateSetBeforeTheFirstDataCommandIsSaidToBeGone() throws {
        var session = Session()
        for line in ["select 5", "alpha 3 0.5"] { XCTAssertFalse(session.execute(line).isError, line) }
        guard case .step(let step, _) = session.execute("rows 30") else { return XCTFail() }
        let note = try XCTUnwrap(step.notes.first { if case .launchDroppedState = $0 { return true } else { return false } })
        let en = try XCTUnwrap(NoteText.text(note, .en))
        XCTAssertTrue(en.contains("the selection of [0, 5], the alpha of [0, 3]"), en)
        let ko = try XCTUnwrap(NoteText.text(note, .ko))
        XCTAssertTrue(ko.contains("[0, 5] 행의 선택, [0, 3] 행의 alpha"), ko)
        XCTAssertEqual(session.table.rowState.selected, [])
    }

    func testTheTraceMarksTheLaunchAsANewTable() throws {
        var session = Session()
        _ = session.takeTraceLines()
        _ = session.execute("rows 30")
        let lines = session.takeTraceLines()
        let objects = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(objects.first?["event"] as? String, "reset")
        XCTAssertEqual(objects.filter { $0["event"] as? String == "cellForRowAt" }.count, 16)
    }

    func testBackReturnsToTheDefaultTable() {
        var session = Session()
        _ = session.execute("rows 30")
        _ = session.execute("back")
        XCTAssertEqual(session.table.rowCount, 100)
        XCTAssertEqual(session.table, TableState())
    }
}
