import XCTest
@testable import TableSim

/// FIDELITY §2.8 and seed 002: alpha is non-content state; it survives reuse unless the cell's
/// `prepareForReuse` resets it. (Selection is the table's: SelectionTests.)
final class CellStateTests: XCTestCase {
    /// Fades row 2 (cell#3), then scrolls it off and far enough that cell#3 is handed out again.
    private func fadeRowTwoThenScroll(prepareResets: Bool) throws -> (TableState, Step) {
        var table = TableState()
        try table.run(.prepareResets(prepareResets))
        XCTAssertEqual(table.visible[2], 3)
        try table.run(.setAlpha(TablePath(0, 2), 0.5))
        XCTAssertEqual(table.cell(3)!.alpha, 0.5)
        let step = try table.apply(.scroll(.rows(10)))
        return (table, step)
    }

    func testSetAlphaChangesOnlyThatCell() throws {
        var table = TableState()
        let step = try table.apply(.setAlpha(TablePath(0, 2), 0.5))
        XCTAssertTrue(step.events.isEmpty, "the app touching its cell calls nothing on the table")
        XCTAssertEqual(table.cells.map(\.alpha), [1, 1, 0.5] + Array(repeating: 1, count: 13))
    }

    func testPrepareForReuseThatResetsGivesTheReusedCellAlphaOne() throws {
        let (table, step) = try fadeRowTwoThenScroll(prepareResets: true)
        // Row 16 entered before row 0 left (cell#17 is new); then the FIFO queue gave cell#1 to row 17,
        // cell#2 to row 18 and cell#3 to row 19.
        let cell = table.cell(3)!
        XCTAssertEqual(cell.row, TablePath(0, 19))
        XCTAssertEqual(table.rowsShown(ofCell: cell.id), [TablePath(0, 2), TablePath(0, 19)])
        XCTAssertEqual(cell.place, .visible)
        XCTAssertEqual(cell.alpha, 1)
        XCTAssertTrue(step.events.contains { $0.kind == .prepareForReuse && $0.cell == 3 && $0.row == 19 })
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.alpha == 1 })
        XCTAssertFalse(step.notes.contains { if case .staleCellState = $0 { return true } else { return false } })
    }

    func testPrepareForReuseThatDoesNotResetCarriesTheFadeToAnotherRow() throws {
        let (table, step) = try fadeRowTwoThenScroll(prepareResets: false)
        let cell = table.cell(3)!
        XCTAssertEqual(cell.row, TablePath(0, 19))
        XCTAssertEqual(cell.alpha, 0.5, "row 19 shows up faded: the state was set for row 2")
        XCTAssertEqual(table.visibleRows.filter { $0.cell.alpha != 1 }.map(\.path), [TablePath(0, 19)])
        XCTAssertTrue(step.events.contains { $0.kind == .prepareForReuse && $0.cell == 3 })
        XCTAssertTrue(step.notes.contains(.staleCellState(cell: 3, path: TablePath(0, 19))))
    }

    func testTheFadeFollowsTheCellNotTheRow() throws {
        var (table, _) = try fadeRowTwoThenScroll(prepareResets: false)
        let shownBefore = table.rowsShown(ofCell: 3).count
        let step = try table.apply(.scroll(.rows(30)))
        let cell = table.cell(3)!
        XCTAssertEqual(cell.alpha, 0.5)
        let newRows = Array(table.rowsShown(ofCell: cell.id).dropFirst(shownBefore))
        XCTAssertFalse(newRows.isEmpty, "cell#3 came back for more rows")
        // Each time, the step says so.
        let stale = step.notes.compactMap { note -> TablePath? in
            if case .staleCellState(3, let path) = note { return path } else { return nil }
        }
        XCTAssertEqual(stale, newRows)
        for (path, c) in table.visibleRows {
            XCTAssertEqual(c.alpha, c.id == 3 ? 0.5 : 1, "\(path)")
        }
    }

    func testSelectionDoesNotFollowTheCellEvenWithoutReset() throws {
        // Selection is the table's (FIDELITY §8a.27, SelectionTests): unlike alpha, it never leaks.
        var table = TableState()
        try table.run(.prepareResets(false), .select(TablePath(0, 1)), .scroll(.rows(10)))
        XCTAssertEqual(table.cell(2)!.row, TablePath(0, 18))
        XCTAssertFalse(table.cell(2)!.isSelected)
    }

    func testTouchingARowThatIsNotOnScreenIsABadRequest() throws {
        var table = TableState()
        XCTAssertThrowsError(try table.apply(.setAlpha(TablePath(0, 40), 0.5))) {
            XCTAssertEqual($0 as? SimError, .notVisible(TablePath(0, 40)))
        }
        XCTAssertThrowsError(try table.apply(.setAlpha(TablePath(0, 400), 0.5))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 400), rowsInSection: 100, sections: 1))
        }
    }
}
