import XCTest
@testable import TableSim

/// FIDELITY §8a: selection belongs to the table (27); what leaks through reuse is state the app puts
/// on the cell object, like a checkmark set in didSelectRowAt (28).
final class SelectionTests: XCTestCase {
    private func selectedRowsOnScreen(_ table: TableState) -> [TablePath] {
        table.visibleRows.filter { $0.cell.isSelected }.map(\.path)
    }

    /// `select 2`, `scroll 17`, `scroll -17`: row 2's cell goes to row 19 and back.
    private func selectionFollowsTheRow(prepareResets: Bool) throws {
        var table = TableState()
        try table.run(.prepareResets(prepareResets), .select(TablePath(0, 2)))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 2)])
        XCTAssertEqual(selectedRowsOnScreen(table), [TablePath(0, 2)])
        let cell = table.visible[2]!
        try table.run(.scroll(.rows(17)))
        XCTAssertEqual(table.cell(cell)!.row, TablePath(0, 19), "row 2's old cell now shows row 19")
        XCTAssertFalse(table.cell(cell)!.isSelected, "the selection stayed with row 2, not with the cell")
        XCTAssertEqual(selectedRowsOnScreen(table), [], "no other row shows the selection")
        try table.run(.scroll(.rows(-17)))
        XCTAssertEqual(selectedRowsOnScreen(table), [TablePath(0, 2)], "row 2 is still selected when it comes back")
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 2)])
    }

    func testSelectionFollowsTheRowWithoutAReset() throws {
        try selectionFollowsTheRow(prepareResets: false)
    }

    func testSelectionFollowsTheRowWithAReset() throws {
        try selectionFollowsTheRow(prepareResets: true)
    }

    func testSelectionIsNotANoteAboutStaleState() throws {
        var table = TableState()
        try table.run(.prepareResets(false), .select(TablePath(0, 2)))
        let step = try table.apply(.scroll(.rows(17)))
        XCTAssertFalse(step.notes.contains { if case .staleCellState = $0 { return true } else { return false } })
    }

    func testOneRowAtATimeAndOffScreenRowsCanBeSelected() throws {
        var table = TableState()
        try table.run(.select(TablePath(0, 2)), .select(TablePath(0, 40)))
        XCTAssertEqual(table.rowState.selected, [TablePath(0, 40)], "allowsMultipleSelection is false by default")
        XCTAssertEqual(selectedRowsOnScreen(table), [])
        try table.run(.scrollTo(TablePath(0, 40)))
        XCTAssertEqual(selectedRowsOnScreen(table), [TablePath(0, 40)])
        try table.run(.deselect(TablePath(0, 40)))
        XCTAssertEqual(selectedRowsOnScreen(table), [])
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertThrowsError(try table.apply(.select(TablePath(0, 400)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 400), rowsInSection: 100, sections: 1))
        }
    }

    func testNewDataClearsTheSelection() throws {
        var table = TableState()
        try table.run(.select(TablePath(0, 2)), .rows(30))
        XCTAssertEqual(table.rowState.selected, [])
        XCTAssertEqual(selectedRowsOnScreen(table), [])
    }

    // MARK: Checkmarks (FIDELITY §8a.28)

    func testACheckmarkSetOnTheCellLeaksToAnotherRow() throws {
        var table = TableState()
        let cell = table.visible[2]!
        try table.run(.checkmark(TablePath(0, 2), true))
        XCTAssertEqual(table.cell(cell)!.checkmarkSetFor, TablePath(0, 2))
        let step = try table.apply(.scroll(.rows(17)))
        XCTAssertEqual(table.cell(cell)!.row, TablePath(0, 19))
        XCTAssertEqual(table.cell(cell)!.checkmarkSetFor, TablePath(0, 2), "prepareForReuse (reset) does not touch accessoryType")
        XCTAssertTrue(table.hasLeakedCheckmark(table.cell(cell)!))
        XCTAssertTrue(step.notes.contains(.leakedCheckmark(cell: cell, path: TablePath(0, 19), setFor: TablePath(0, 2))))
        XCTAssertEqual(table.visibleRows.filter { table.hasLeakedCheckmark($0.cell) }.map(\.path), [TablePath(0, 19)])
    }

    func testACheckmarkFromTheModelStaysOnItsRow() throws {
        var table = TableState()
        try table.run(.checkmarks(.fromModel), .checkmark(TablePath(0, 2), true))
        let step = try table.apply(.scroll(.rows(17)))
        XCTAssertFalse(step.notes.contains { if case .leakedCheckmark = $0 { return true } else { return false } })
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.checkmarkSetFor == nil }, "cellForRowAt set .none on every other row")
        try table.run(.scroll(.rows(30)), .scroll(.rows(-47)))
        XCTAssertEqual(table.visibleRows.filter { $0.cell.checkmarkSetFor != nil }.map(\.path), [TablePath(0, 2)])
        XCTAssertFalse(table.visibleRows.contains { table.hasLeakedCheckmark($0.cell) })
    }

    func testSwitchingToTheModelMendsCellsAlreadyOnScreen() throws {
        var table = TableState()
        try table.run(.checkmark(TablePath(0, 2), true), .scroll(.rows(17)))
        XCTAssertTrue(table.visibleRows.contains { table.hasLeakedCheckmark($0.cell) })
        try table.run(.checkmarks(.fromModel))
        XCTAssertFalse(table.visibleRows.contains { table.hasLeakedCheckmark($0.cell) })
        try table.run(.scroll(.rows(-17)))
        XCTAssertEqual(table.visibleRows.filter { $0.cell.checkmarkSetFor != nil }.map(\.path), [TablePath(0, 2)])
    }

    func testACheckmarkNeedsTheRowOnScreen() throws {
        var table = TableState()
        XCTAssertThrowsError(try table.apply(.checkmark(TablePath(0, 40), true))) {
            XCTAssertEqual($0 as? SimError, .notVisible(TablePath(0, 40), tap: true))
        }
    }

    // MARK: The stale-state note (issue 10, item 7)

    func testNoStaleNoteWhenACellReturnsToTheRowItWasChangedOn() throws {
        var table = TableState()
        try table.run(.prepareResets(false), .setAlpha(TablePath(0, 2), 0.5))
        let cell = table.visible[2]!
        let down = try table.apply(.scroll(.rows(17)))
        XCTAssertTrue(down.notes.contains(.staleCellState(cell: cell, path: TablePath(0, 19))))
        let up = try table.apply(.scroll(.rows(-17)))
        XCTAssertEqual(table.cell(cell)!.row, TablePath(0, 2), "the faded cell is back on the row it was faded on")
        XCTAssertFalse(up.notes.contains { if case .staleCellState = $0 { return true } else { return false } })
    }
}
