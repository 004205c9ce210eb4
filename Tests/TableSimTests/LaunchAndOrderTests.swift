import XCTest
@testable import TableSim

/// A first screen that reads as one (issue 10, item 8) and the note that says why rows entering
/// before others leave make new cells (item 6).
final class LaunchAndOrderTests: XCTestCase {
    func testRowsFirstIsALaunchNotAReload() throws {
        var table = TableState()
        let step = try table.applyLine([.rows(30)], command: "rows 30")
        XCTAssertTrue(step.notes.contains(.launched))
        XCTAssertEqual(step.events.count(.cellForRowAt), 16, "cellForRowAt = rows on screen")
        XCTAssertEqual(step.events.count(.prepareForReuse), 0)
        XCTAssertEqual(step.events.count(.reloadData), 0)
        XCTAssertEqual(table.statistics.callbacks.first { $0.kind == .cellForRowAt }?.count, 16)
        XCTAssertEqual(table.statistics.cellsCreated, 16)
        XCTAssertEqual(table.log.batches.count, 1)
    }

    func testSettingsWithoutEventsKeepTheTableAtLaunch() throws {
        var table = TableState()
        _ = try table.applyLine([.latency(300)], command: "latency 300ms")
        XCTAssertTrue(table.isAtLaunch)
        _ = try table.applyLine([.dataSet(.movies, count: nil)], command: "data movies")
        XCTAssertEqual(table.settings.latency, 300)
        XCTAssertEqual(table.log.batches.count, 1)
        XCTAssertFalse(table.isAtLaunch)
        // A second data command is a reload.
        let again = try table.applyLine([.rows(30)], command: "rows 30")
        XCTAssertTrue(again.notes.contains(.reloaded))
        XCTAssertEqual(again.events.count(.prepareForReuse), 16)
    }

    func testAfterAnythingHappenedADataCommandReloads() throws {
        var table = TableState()
        _ = try table.applyLine([.scroll(.rows(2))], command: "scroll 2")
        let step = try table.applyLine([.rows(30)], command: "rows 30")
        XCTAssertFalse(step.notes.contains(.launched))
        XCTAssertEqual(step.events.count(.reloadData), 1)
    }

    func testLateFramesSayWhichNewCellsTheOrderMade() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(.sync))
        let step = try table.apply(.scroll(.rows(10)))
        guard let note = step.modelNotes.first(where: { if case .enteredBeforeLeft = $0 { return true } else { return false } }),
              case .enteredBeforeLeft(let cells, let passes) = note else { return XCTFail("\(step.modelNotes)") }
        XCTAssertEqual(step.modelNotes.filter { if case .enteredBeforeLeft = $0 { return true } else { return false } }.count, 1, "one line")
        XCTAssertGreaterThan(passes, 0)
        // The cells named are the ones `why` explains by the same model.
        for id in cells {
            guard case .enteredBeforeLeft? = table.creation(ofCell: id)?.reason else { return XCTFail("cell#\(id)") }
        }
        XCTAssertFalse(cells.isEmpty)
        XCTAssertTrue(Set(cells).isSubset(of: step.events.of(.initCell).compactMap(\.cell)))
    }

    func testAFarJumpSaysSoAndASlowDragDoesNot() throws {
        var table = TableState()
        let jump = try table.apply(.scrollTo(TablePath(0, 60)))
        XCTAssertTrue(jump.modelNotes.contains { if case .enteredBeforeLeft(let cells, 1) = $0 { return cells.count == 16 } else { return false } },
                      "\(jump.modelNotes)")
        var slow = TableState()
        let drag = try slow.apply(.scroll(.rows(10)))
        XCTAssertFalse(drag.modelNotes.contains { if case .enteredBeforeLeft = $0 { return true } else { return false } })
    }

    /// `rows 1000`, `velocity 120000`, `scroll 200` (review F-16): every one of the 5 passes moved
    /// ~45 rows; the note's "(N passes moved more than a row)" counts them all, not only the passes
    /// that made a cell.
    func testTheNoteCountsEveryPassThatMovedMoreThanARow() throws {
        var table = TableState()
        try table.run(.rows(1000), .velocity(120_000))
        let step = try table.apply(.scroll(.rows(200)))
        let passes = step.events.filter { $0.kind == .frame && $0.offset != nil }.count
        XCTAssertEqual(passes, 5)
        guard case .enteredBeforeLeft(_, let said)? = step.modelNotes.first(where: { if case .enteredBeforeLeft = $0 { return true } else { return false } })
        else { return XCTFail("\(step.modelNotes)") }
        XCTAssertEqual(said, 5)
    }

    func testStyleMakesANewTableAsItSays() throws {
        var table = TableState()
        try table.run(.scroll(.rows(5)), .select(TablePath(0, 7)))
        let before = table.cells.count
        let step = try table.apply(.style(.grouped))
        XCTAssertTrue(step.notes.contains(.styleRebuilt))
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(step.events.count(.deinitCell), before, "the old table's cells are released")
        XCTAssertEqual(step.events.count(.prepareForReuse), 0)
        XCTAssertEqual(step.events.count(.initCell), 16, "fresh cells")
        XCTAssertEqual(table.queuedCellCount, 0)
        XCTAssertTrue(table.rowState.selected.isEmpty, "selection belonged to the old table")
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.id > before })
        XCTAssertEqual(step.before?.replaying(step.events), table.screen)
    }
}
