import XCTest
@testable import TableSim

/// FIDELITY §8b.29: with `allowsMultipleSelection` a tap adds its row and deselects no other; a tap
/// on a selected row deselects it (willDeselectRowAt, didDeselectRowAt). `deselectRow(at:animated:
/// true)` called in didSelectRowAt is the app's call: no delegate message, the row ends unselected.
final class MultipleSelectionTests: XCTestCase {
    private let selectionKinds: Set<Event.Kind> = [.shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt,
                                                   .didUnhighlightRowAt, .didDeselectRowAt, .didSelectRowAt]

    func testTapsAddRowsAndATapOnASelectedRowDeselectsIt() throws {
        var table = TableState()
        try table.run(.multipleSelection(true))
        let first = try table.apply(.tap(TablePath(0, 2)))
        let second = try table.apply(.tap(TablePath(0, 4)))
        XCTAssertEqual(second.events.filter { selectionKinds.contains($0.kind) }.kinds,
                       [.shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .didUnhighlightRowAt, .didSelectRowAt],
                       "no other row is deselected")
        XCTAssertEqual(first.events.count(.didDeselectRowAt), 0)
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 2), TablePath(0, 4)])

        let again = try table.apply(.tap(TablePath(0, 2)))
        let calls = again.events.filter { selectionKinds.contains($0.kind) }
        XCTAssertEqual(calls.kinds, [.shouldHighlightRowAt, .didHighlightRowAt, .willDeselectRowAt, .didUnhighlightRowAt, .didDeselectRowAt])
        XCTAssertTrue(calls.allSatisfy { $0.path == TablePath(0, 2) && $0.cell == 3 })
        XCTAssertEqual(calls[2].cause, calls[1].id)
        XCTAssertEqual(calls[4].cause, calls[2].id, "didDeselectRowAt follows its willDeselectRowAt")
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 4)])
        XCTAssertEqual(table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [TablePath(0, 4)])
    }

    func testSingleSelectionStaysTheDefault() throws {
        var table = TableState()
        XCTAssertFalse(table.settings.allowsMultipleSelection)
        try table.run(.tap(TablePath(0, 2)))
        let step = try table.apply(.tap(TablePath(0, 2)))
        XCTAssertEqual(step.events.count(.didDeselectRowAt), 0, "tapping the selected row again selects it again")
        XCTAssertEqual(step.events.count(.didSelectRowAt), 1)
        try table.run(.tap(TablePath(0, 4)))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 4)])
    }

    func testSelectFromCodeAddsWithMultipleOnAndTurningItOffKeepsOne() throws {
        var table = TableState()
        try table.run(.multipleSelection(true))
        let steps = try table.run(.select(TablePath(0, 2)), .select(TablePath(0, 7)), .deselect(TablePath(0, 2)), .select(TablePath(0, 9)))
        XCTAssertEqual(steps.flatMap(\.events).filter { selectionKinds.contains($0.kind) }, [], "code sends no delegate message")
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 7), TablePath(0, 9)])
        try table.run(.multipleSelection(false))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 7)])
    }

    func testDeselectOnTapLeavesTheRowUnselectedWithNoDelegateMessage() throws {
        var table = TableState()
        try table.run(.deselectOnTap(true))
        let step = try table.apply(.tap(TablePath(0, 6)))
        let selected = try XCTUnwrap(step.events.of(.didSelectRowAt).first)
        let deselect = try XCTUnwrap(step.events.of(.deselectRow).first)
        XCTAssertEqual(deselect.cause, selected.id, "called from didSelectRowAt")
        XCTAssertEqual(deselect.path, TablePath(0, 6))
        XCTAssertEqual(deselect.category, .marker)
        XCTAssertEqual(step.events.count(.willDeselectRowAt) + step.events.count(.didDeselectRowAt), 0)
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertEqual(table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [])
        // With a checkmark tap too: the mark stays, the selection goes.
        try table.run(.checkmark(TablePath(0, 3), true))
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertEqual(table.cell(table.visibleCell(at: TablePath(0, 3))!)?.checkmarkSetFor, TablePath(0, 3))
    }
}
