import AppWire
import TableSim
import XCTest
@testable import TableLab

/// A learner's app reloading and moving its own sections (FIDELITY §8c.34): `reloadSections` and
/// `moveSection` from its `didSelectRowAt` run through the same update code as tablelab's app
/// (`reload section`, `move section`), with its counts asked again and the learner's line on the
/// events; the wrong order is UIKit's `Invalid update`, and the table rolls back.
final class LearnerAppSectionUpdateTests: XCTestCase, LearnerAppTesting {
    static let pantry = AppFixtures.apps.appendingPathComponent("PantryViewController.swift")

    private func tap(_ table: inout TableState, _ path: TablePath, _ app: ChildApp) throws -> Step {
        try table.apply([.tap(path)], command: "tap \(path.section):\(path.row)", app: app)
    }

    private func text(_ table: TableState, _ path: TablePath) -> String? {
        table.visibleCell(at: path).flatMap { table.cell($0)?.text }
    }

    func testReloadSectionsFromATapGivesTheSectionNewCellsAndItsNewCount() throws {
        let app = try AppFixtures.child(Self.pantry)
        var table = try launch(app)
        XCTAssertEqual(table.layout.rowCount(inSection: 1), 2)
        let old = [try XCTUnwrap(table.visibleCell(at: TablePath(1, 0))), try XCTUnwrap(table.visibleCell(at: TablePath(1, 1)))]
        let kept = table.visibleCell(at: TablePath(2, 0))
        let step = try tap(&table, TablePath(1, 1), app)
        XCTAssertNil(step.crash)
        let call = try XCTUnwrap(step.events.first { $0.kind == .reloadSections })
        XCTAssertEqual(call.paths, [TablePath(section: 1, row: -1)])
        XCTAssertEqual(app.source.line(Int(call.site?.line ?? 0))?.contains("tableView.reloadSections(IndexSet(integer: indexPath.section), with: .automatic)"),
                       true, "the call names the learner's line")
        XCTAssertEqual(step.events.filter { $0.kind == .numberOfRowsInSection && $0.path?.section == 1 }.last?.value, 3,
                       "the counts asked again: the reloaded section has a row more, and no Invalid update")
        // Its three rows get cells from the learner's cellForRowAt; the old two leave after the animation.
        XCTAssertEqual(step.events.filter { $0.kind == .cellForRowAt }.map(\.path), (0..<3).map { TablePath(1, $0) })
        XCTAssertEqual(step.events.filter { $0.kind == .didEndDisplaying }.map(\.cell), old)
        XCTAssertEqual(text(table, TablePath(1, 2)), "More Bakery")
        XCTAssertEqual(table.visibleCell(at: TablePath(2, 0)), kept, "the sections below keep their cells")
        XCTAssertEqual(table.layout.rowCount(inSection: 1), 3)
        XCTAssertNil(try table.apply([.scroll(.rows(2))], command: "scroll 2", app: app).crash, "the next command runs")
    }

    func testMoveSectionFromATapMovesTheRowsWithTheirCells() throws {
        let app = try AppFixtures.child(Self.pantry)
        var table = try launch(app)
        let dairy = (0..<4).map { table.visibleCell(at: TablePath(2, $0)) }
        let step = try tap(&table, TablePath(2, 0), app)
        XCTAssertNil(step.crash)
        let call = try XCTUnwrap(step.events.first { $0.kind == .moveSection })
        XCTAssertEqual(call.path, TablePath(section: 2, row: -1))
        XCTAssertEqual(call.paths, [TablePath(section: 0, row: -1)])
        XCTAssertEqual(app.source.line(Int(call.site?.line ?? 0))?.contains("tableView.moveSection(indexPath.section, toSection: 0)"), true)
        XCTAssertEqual(step.events.filter { $0.kind == .cellForRowAt }.count, 0, "every row keeps its cell")
        XCTAssertEqual((0..<4).map { table.visibleCell(at: TablePath(0, $0)) }, dairy)
        XCTAssertEqual(text(table, TablePath(0, 0)), "Milk")
        XCTAssertEqual(text(table, TablePath(1, 0)), "Apples")
        XCTAssertEqual((0..<4).map { table.layout.rowCount(inSection: $0) }, [4, 3, 2, 2])
    }

    func testMoveSectionWithoutTheModelIsUIKitsInvalidUpdateAtTheLineAndRollsBack() throws {
        let app = try AppFixtures.child(Self.pantry) {
            $0.replacingOccurrences(of: "            let shelf = shelves.remove(at: indexPath.section)\n            shelves.insert(shelf, at: 0)\n",
                                    with: "")
        }
        var table = try launch(app)
        let before = table
        let step = try tap(&table, TablePath(2, 0), app)
        let crash = try XCTUnwrap(step.crash)
        let stop = try XCTUnwrap(crash.app)
        XCTAssertEqual(stop.name, "NSInternalInconsistencyException")
        XCTAssertEqual(stop.message, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        XCTAssertEqual(stop.sourceLine?.contains("tableView.moveSection(indexPath.section, toSection: 0)"), true, "\(stop)")
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertEqual((0..<4).map { table.layout.rowCount(inSection: $0) }, [3, 2, 4, 2])
    }

    func testAReloadOfASectionThatIsNotThereIsUIKitsException() throws {
        let app = try AppFixtures.child(Self.pantry) {
            $0.replacingOccurrences(of: "IndexSet(integer: indexPath.section)", with: "IndexSet(integer: 9)")
        }
        var table = try launch(app)
        let step = try tap(&table, TablePath(1, 1), app)
        XCTAssertEqual(step.crash?.app?.message, "attempt to delete section 9, but there are only 4 sections before the update")
    }

    /// The new wire cases come back equal from their frames.
    func testTheSectionCallsComeBackEqualFromTheirFrames() throws {
        let message = ChildMessage.call(.updateRows([.reloadSections([0, 2]), .moveSection(from: 3, to: 1), .deleteSections([1])],
                                                    batch: true, site: WireSite(file: "Pantry.swift", line: 46)))
        XCTAssertEqual(try AppWire.message(ChildMessage.self, from: AppWire.frame(message).dropFirst(4)), message)
    }
}
