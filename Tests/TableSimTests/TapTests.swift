import XCTest
@testable import TableSim

/// FIDELITY §8b.29–30: a tap runs UIKit's selection calls in order; `selectRow(at:…)` from code sends
/// none; `checkmark` is a tap whose didSelectRowAt also sets a checkmark; reloadData clears the
/// selection; state set before the first data command is reported, not silently dropped.
final class TapTests: XCTestCase {
    private let selectionKinds: Set<Event.Kind> = [.shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt,
                                                   .didUnhighlightRowAt, .didDeselectRowAt, .didSelectRowAt]
    /// A tap with another row selected, in UIKit's order (FIDELITY §8b.29; where willDeselectRowAt
    /// and didUnhighlightRowAt fall is the model the screen names).
    private let tapOrder: [Event.Kind] = [.shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt,
                                          .didUnhighlightRowAt, .didDeselectRowAt, .didSelectRowAt]

    func testATapRunsHighlightWillSelectDeselectThenDidSelect() throws {
        var table = TableState()
        try table.run(.select(TablePath(0, 2)))
        let step = try table.apply(.tap(TablePath(0, 5)))
        let calls = step.events.filter { selectionKinds.contains($0.kind) }
        XCTAssertEqual(calls.kinds, tapOrder)
        let (new, old) = (TablePath(0, 5), TablePath(0, 2))
        XCTAssertEqual(calls.map(\.path), [new, new, new, old, new, old, new])
        XCTAssertEqual(calls[0].cause, nil, "the touch is the root")
        XCTAssertEqual(calls[1].cause, calls[0].id, "highlighted because shouldHighlightRowAt said yes")
        XCTAssertEqual(calls[2].cause, calls[1].id)
        XCTAssertEqual(calls[3].cause, calls[2].id, "willDeselectRowAt comes of willSelectRowAt")
        XCTAssertEqual(calls[4].cause, calls[1].id, "the unhighlight ends the highlight")
        XCTAssertEqual(calls[5].cause, calls[3].id, "didDeselectRowAt follows its willDeselectRowAt")
        XCTAssertEqual(calls[6].cause, calls[2].id)
        XCTAssertEqual(calls[3].cell, table.visibleCell(at: old))
        XCTAssertEqual(calls[6].cell, table.visibleCell(at: new))
        XCTAssertTrue(calls.allSatisfy { $0.category == .delegate && $0.thread == .main })
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 5)])
        XCTAssertEqual(table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [TablePath(0, 5)])
    }

    func testSelectAndDeselectFromCodeSendNoDelegateMessage() throws {
        var table = TableState()
        let select = try table.apply(.select(TablePath(0, 2)))
        let deselect = try table.apply(.deselect(TablePath(0, 2)))
        XCTAssertTrue(select.events.isEmpty)
        XCTAssertTrue(deselect.events.isEmpty)
    }

    func testTappingTheSelectedRowAgainDeselectsNothing() throws {
        var table = TableState()
        try table.run(.tap(TablePath(0, 5)))
        let again = try table.apply(.tap(TablePath(0, 5)))
        XCTAssertEqual(again.events.count(.didDeselectRowAt), 0)
        XCTAssertEqual(again.events.count(.willDeselectRowAt), 0)
        XCTAssertEqual(again.events.filter { selectionKinds.contains($0.kind) }.kinds,
                       [.shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .didUnhighlightRowAt, .didSelectRowAt])
        XCTAssertEqual(again.events.count(.didSelectRowAt), 1)
    }

    func testTheRowSelectedBeforeIsDeselectedEvenOffScreen() throws {
        var table = TableState()
        try table.run(.select(TablePath(0, 40)))
        let step = try table.apply(.tap(TablePath(0, 3)))
        let deselect = step.events.of(.didDeselectRowAt)
        XCTAssertEqual(deselect.map(\.path), [TablePath(0, 40)])
        XCTAssertEqual(deselect.first?.cell, nil, "no cell shows row 40")
    }

    func testATapNeedsTheRowOnScreen() throws {
        var table = TableState()
        XCTAssertThrowsError(try table.apply(.tap(TablePath(0, 40)))) {
            XCTAssertEqual($0 as? SimError, .notVisible(TablePath(0, 40), tap: true))
        }
    }

    /// `select 2`, `checkmark 5`: the state UIKit reaches — row 5 selected, row 2 not (review F-4).
    func testCheckmarkIsATapSoItMovesTheSelection() throws {
        var table = TableState()
        try table.run(.select(TablePath(0, 2)))
        let step = try table.apply(.checkmark(TablePath(0, 5), true))
        XCTAssertEqual(step.events.filter { selectionKinds.contains($0.kind) }.kinds, tapOrder)
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 5)])
        XCTAssertEqual(table.cell(table.visibleCell(at: TablePath(0, 5))!)!.checkmarkSetFor, TablePath(0, 5))
        try table.run(.scroll(.rows(17)), .scroll(.rows(-17)))
        XCTAssertEqual(table.visibleRows.filter { $0.cell.isSelected }.map(\.path), [TablePath(0, 5)])
    }

    /// `rows 40`, `select 5`, `reload` (review F-3): reloadData clears the selection, like `rows N`.
    func testReloadDataClearsTheSelection() throws {
        var table = TableState()
        try table.run(.rows(40), .select(TablePath(0, 5)), .reload)
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertTrue(table.visibleRows.allSatisfy { !$0.cell.isSelected })
        try table.run(.tap(TablePath(0, 3)), .estimate(44))
        XCTAssertEqual(table.rowState.selected, [], "any command that reloads")
    }

    /// `select 5`, then `rows 30` as the first data command: the app launches with the data, a new
    /// table; the learner is told what was set before and is gone (review S24).
    func testStateSetBeforeTheFirstDataCommandIsReported() throws {
        var table = TableState()
        _ = try table.applyLine([.select(TablePath(0, 5))], command: "select 5")
        _ = try table.applyLine([.setAlpha(TablePath(0, 2), 0.5)], command: "alpha 2 0.5")
        let launch = try table.applyLine([.rows(30)], command: "rows 30")
        XCTAssertTrue(launch.notes.contains(.launched))
        XCTAssertTrue(launch.notes.contains(.launchDroppedState(selected: [TablePath(0, 5)], checked: [], faded: [TablePath(0, 2)])))
        XCTAssertEqual(table.rowState.selected, [])

        var plain = TableState()
        let quiet = try plain.applyLine([.rows(30)], command: "rows 30")
        XCTAssertEqual(quiet.notes, [.launched])
    }
}
