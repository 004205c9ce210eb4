import AppWire
import TableSim
import XCTest
@testable import TableLab

/// A learner's app changing its own table (FIDELITY §8c.34–39): its `deleteRows`, batches,
/// `reloadRows` and `reconfigureRows` run through the same update code as tablelab's own app, with
/// its counts asked again; the swipe runs its `commit editingStyle`; the wrong order is UIKit's
/// `Invalid update`, with the learner's line.
final class LearnerAppUpdateTests: XCTestCase, LearnerAppTesting {
    static let groceries = AppFixtures.apps.appendingPathComponent("GroceryListViewController.swift")
    static let groceriesWrongOrder = AppFixtures.apps.appendingPathComponent("GroceryListWrongOrderViewController.swift")

    private func visibleText(_ table: TableState, _ row: Int) -> String? {
        table.visibleCell(at: TablePath(section: 0, row: row)).flatMap { table.cell($0)?.text }
    }

    func testSwipeDeleteInTheRightOrderDeletesTheRowThroughTheUpdate() throws {
        let app = try AppFixtures.child(Self.groceries)
        var table = try launch(app)
        // 44-point rows in 667 points: rows 0…15 on screen, 18 items.
        XCTAssertEqual(table.visibleRange, 0..<16)
        let deletedCell = try XCTUnwrap(table.visibleCell(at: TablePath(section: 0, row: 3)))
        let step = try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")
        XCTAssertNil(step.crash)
        XCTAssertEqual(table.rowCount, 17)
        let kinds = step.events.map(\.kind)
        XCTAssertEqual(kinds.filter { $0 == .commitForRowAt }.count, 1)
        let delete = try XCTUnwrap(step.events.first { $0.kind == .deleteRows })
        XCTAssertEqual(delete.paths, [TablePath(section: 0, row: 3)])
        XCTAssertEqual(app.source.line(Int(delete.site?.line ?? 0))?.contains("tableView.deleteRows(at: [indexPath], with: .automatic)"), true,
                       "the call names the learner's line")
        // The counts asked again: 17 rows.
        XCTAssertEqual(step.events.first { $0.kind == .numberOfRowsInSection }?.value, 17)
        // The row that moved into view (old 16, now 15) gets a cell from the learner's cellForRowAt.
        XCTAssertEqual(step.events.filter { $0.kind == .cellForRowAt }.map(\.path), [TablePath(section: 0, row: 15)])
        XCTAssertEqual(visibleText(table, 15), "Carrots")
        // The deleted row's cell leaves when the animation ends and waits in the queue.
        XCTAssertTrue(step.events.contains { $0.kind == .didEndDisplaying && $0.cell == deletedCell })
        XCTAssertEqual(table.cell(deletedCell)?.place, .queued)
        // The rows below moved up with their cells.
        XCTAssertEqual(visibleText(table, 3), "Rice")
        // And the app is where the table is: the next command runs.
        XCTAssertNil(try run(&table, .scroll(.rows(3)), app, "scroll 3").crash)
    }

    func testSwipeDeleteInTheWrongOrderIsUIKitsInvalidUpdateWithTheLineAndRollsBack() throws {
        let app = try AppFixtures.child(Self.groceriesWrongOrder)
        var table = try launch(app)
        let before = table
        let step = try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")
        let crash = try XCTUnwrap(step.crash)
        let stop = try XCTUnwrap(crash.app)
        XCTAssertEqual(stop.kind, .exception)
        XCTAssertEqual(stop.name, "NSInternalInconsistencyException")
        XCTAssertEqual(stop.message, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (18) must be equal to the number of rows contained in that section before the update (18), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        XCTAssertEqual(stop.sourceLine?.contains("tableView.deleteRows(at: [indexPath], with: .automatic)"), true, "\(stop)")
        XCTAssertEqual(crash.invalidUpdate?.expected, 17, "the crash box explains the counts")
        XCTAssertEqual(crash.invalidUpdate?.found, 18)
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertEqual(table.rowCount, 18)
        XCTAssertNil(try run(&table, .scroll(.rows(2)), app, "scroll 2").crash, "the next command runs")
    }

    func testSwipeDeleteOnAnAppWithoutCommitSaysWhatToImplement() throws {
        let app = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "override func tableView(_ tableView: UITableView, commit editingStyle",
                                    with: "func notTheDataSource(_ tableView: UITableView, commit editingStyle")
        }
        var table = try launch(app)
        XCTAssertThrowsError(try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")) {
            XCTAssertEqual($0 as? SimError, .appCannotSwipeDelete(TablePath(section: 0, row: 3), reason: .noCommit))
        }
        XCTAssertEqual(table.rowCount, 18)
        let refused = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "    override func tableView(_ tableView: UITableView, didSelectRowAt", with: """
                    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                        indexPath.row != 3
                    }

                    override func tableView(_ tableView: UITableView, didSelectRowAt
                """)
        }
        var other = try launch(refused)
        XCTAssertThrowsError(try run(&other, .swipeDelete(TablePath(section: 0, row: 3)), refused, "swipe delete 3")) {
            XCTAssertEqual($0 as? SimError, .appCannotSwipeDelete(TablePath(section: 0, row: 3), reason: .canEditSaysNo))
        }
        XCTAssertNil(try run(&other, .swipeDelete(TablePath(section: 0, row: 4)), refused, "swipe delete 4").crash)
        XCTAssertEqual(other.rowCount, 17)
    }

    func testDeselectRowFromDidSelectRowAtClearsTheSelection() throws {
        let app = try AppFixtures.child(Self.groceries)
        var table = try launch(app)
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        XCTAssertNil(step.crash)
        XCTAssertTrue(step.events.contains { $0.kind == .didSelectRowAt })
        XCTAssertTrue(table.rowState.selected.isEmpty)
    }

    func testReloadRowsFromDidSelectReplacesTheCellAndReconfigureKeepsIt() throws {
        let reloading = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "tableView.deselectRow(at: indexPath, animated: true)",
                                    with: "items[indexPath.row] += \" ✓\"\n        tableView.reloadRows(at: [indexPath], with: .automatic)")
        }
        var table = try launch(reloading)
        _ = try run(&table, .scroll(.rows(3)), reloading, "scroll 3")   // a few cells queued
        let row = TablePath(section: 0, row: 5)
        let old = try XCTUnwrap(table.visibleCell(at: row))
        let step = try run(&table, .tap(row), reloading, "tap 5")
        XCTAssertNil(step.crash)
        XCTAssertTrue(step.events.contains { $0.kind == .reloadRows && $0.paths == [row] })
        let new = try XCTUnwrap(table.visibleCell(at: row))
        XCTAssertNotEqual(new, old, "reloadRows replaces the cell (FIDELITY §8c.37)")
        XCTAssertTrue(step.events.contains { $0.kind == .prepareForReuse && $0.cell == new })
        XCTAssertEqual(table.cell(old)?.place, .queued)
        XCTAssertEqual(table.cell(new)?.text, "Coffee ✓")
        XCTAssertTrue(table.rowState.selected.isEmpty, "reloadRows clears the selection (FIDELITY §8b.30)")

        let reconfiguring = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "tableView.deselectRow(at: indexPath, animated: true)",
                                    with: "items[indexPath.row] += \" ✓\"\n        tableView.reconfigureRows(at: [indexPath])")
        }
        var kept = try launch(reconfiguring)
        _ = try run(&kept, .scroll(.rows(3)), reconfiguring, "scroll 3")
        let same = try XCTUnwrap(kept.visibleCell(at: row))
        let again = try run(&kept, .tap(row), reconfiguring, "tap 5")
        XCTAssertNil(again.crash)
        XCTAssertEqual(kept.visibleCell(at: row), same, "reconfigureRows keeps the cell")
        XCTAssertEqual(again.events.filter { $0.kind == .dequeueReusableCell }.map(\.dequeue), [.same])
        XCTAssertFalse(again.events.contains { $0.kind == .prepareForReuse }, "no prepareForReuse (FIDELITY §8c.37)")
        XCTAssertEqual(kept.cell(same)?.text, "Coffee ✓")
    }

    func testABatchAppliesItsCallsAtTheEndAndRunsTheCompletionAfter() throws {
        let app = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "            items.remove(at: indexPath.row)\n            tableView.deleteRows(at: [indexPath], with: .automatic)",
                                    with: """
                        tableView.performBatchUpdates({
                            self.items.remove(at: indexPath.row)
                            self.items.insert("Basil", at: 0)
                            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                            tableView.deleteRows(at: [indexPath], with: .automatic)
                        }, completion: { _ in
                            print("batch done, \\(tableView.indexPathsForVisibleRows?.count ?? 0) rows on screen")
                        })
                """)
        }
        var table = try launch(app)
        let step = try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")
        XCTAssertNil(step.crash)
        XCTAssertEqual(table.rowCount, 18)
        let batch = try XCTUnwrap(step.events.first { $0.kind == .performBatchUpdates })
        XCTAssertEqual(batch.update?.insertedRows, [TablePath(section: 0, row: 0)])
        XCTAssertEqual(batch.update?.deletedRows, [TablePath(section: 0, row: 3)])
        XCTAssertEqual(visibleText(table, 0), "Basil")
        XCTAssertEqual(visibleText(table, 4), "Rice")
        XCTAssertEqual(app.takeConsole().lines, ["batch done, 16 rows on screen"])
    }

    /// Commands that change the app's code or data are the learner's code's to decide; the user's
    /// gestures are not (FIDELITY §8c.39: the swipe runs the app's own `commit editingStyle`).
    func testAnAppsOwnCodeDecidesItsUpdatesButTheGesturesRun() {
        let p = TablePath(section: 0, row: 1)
        let decided: [Action] = [.update(TableUpdate([.deleteRows([p])])), .update(TableUpdate([.insertRows([p])], batch: true)),
                                 .modelUpdate(.after), .reloadRows([p]), .reconfigureRows([p]), .headers(.views),
                                 .multipleSelection(true), .deselectOnTap(true)]
        for action in decided { XCTAssertTrue(Session.decidedByAppCode(action), "\(action)") }
        for action in [Action.tap(p), .swipeDelete(p)] { XCTAssertFalse(Session.decidedByAppCode(action), "\(action)") }
    }

    /// The messages of table changes and header views come back equal from their frames.
    func testTheTableChangeMessagesComeBackEqualFromTheirFrames() throws {
        let site = WireSite(file: "GroceryListViewController.swift", line: 31)
        let path = WirePath(section: 1, row: 4)
        let child: [ChildMessage] = [
            .call(.updateRows([.insertRows([path]), .deleteRows([]), .moveRow(path, WirePath(section: 0, row: 0)),
                               .insertSections([0, 3]), .deleteSections([2])], batch: true, site: site)),
            .call(.updateRows([.deleteRows([path])], batch: false, site: .unknown)),
            .call(.reloadRows([path], site: site)), .call(.reconfigureRows([], site: site)),
            .call(.registerHeader(identifier: "Header", viewClass: "SectionHeader", site: site)),
            .call(.registerHeader(identifier: "", viewClass: nil, site: site)),
            .call(.dequeueHeader(identifier: "Header", section: 3, site: site)),
            .call(.didMakeHeader(view: 2, identifier: "Header", site: site)),
            .reply(.flag(false)), .reply(.flag(true)), .reply(.headerView(nil)), .reply(.headerView(7)),
        ]
        let parent: [ParentMessage] = [
            .request(.canEditRow(path)), .request(.commitDelete(path)), .request(.reconfigureCell(path)),
            .request(.viewForHeader(section: 2)), .request(.willDisplayHeader(view: 1, section: 2)),
            .request(.didEndDisplayingHeader(view: 1, section: 0)), .request(.allowsMultipleSelection),
            .answer(.raise(name: "NSInternalInconsistencyException", reason: "Invalid update: …")),
            .answer(.dequeue(.same(cell: 5))),
        ]
        for message in child {
            XCTAssertEqual(try AppWire.message(ChildMessage.self, from: AppWire.frame(message).dropFirst(4)), message)
        }
        for message in parent {
            XCTAssertEqual(try AppWire.message(ParentMessage.self, from: AppWire.frame(message).dropFirst(4)), message)
        }
    }

    /// Header views of a learner's app come from their own reuse queue, as `headers views` shows for
    /// tablelab's app (FIDELITY §8c.40): the app's `viewForHeaderInSection` dequeues, a queued view
    /// gets its `prepareForReuse` in the app, `didEndDisplayingHeaderView` is told to the app.
    func testHeaderViewsOfALearnersAppAreReusedFromTheirOwnQueue() throws {
        let app = try AppFixtures.child(AppFixtures.apps.appendingPathComponent("ShelvesViewController.swift"))
        var table = try launch(app)
        let first = table.log.batches[0].events
        let shown = first.filter { $0.kind == .viewForHeaderInSection }.compactMap(\.path?.section)
        XCTAssertEqual(shown, table.visibleHeaderViews.map(\.section))
        XCTAssertFalse(shown.isEmpty)
        XCTAssertEqual(first.filter { $0.kind == .headerViewInit }.count, shown.count)
        XCTAssertEqual(app.source.line(Int(first.first { $0.kind == .dequeueReusableHeaderFooterView }?.site?.line ?? 0))?
                        .contains("dequeueReusableHeaderFooterView(withIdentifier: \"Shelf\")"), true)
        _ = app.takeConsole()
        let step = try run(&table, .scroll(.rows(20)), app, "scroll 20")
        XCTAssertNil(step.crash)
        let reused = step.events.filter { $0.kind == .dequeueReusableHeaderFooterView && $0.dequeue == .reused }
        XCTAssertFalse(reused.isEmpty, "a header view that left came back for another section")
        let ended = step.events.filter { $0.kind == .didEndDisplayingHeaderView }.compactMap(\.path?.section)
        let console = app.takeConsole().lines
        XCTAssertEqual(console.filter { $0.hasPrefix("didEndDisplayingHeaderView") },
                       ended.map { "didEndDisplayingHeaderView \($0)" })
        XCTAssertEqual(console.filter { $0.hasPrefix("prepareForReuse Shelf") }.count,
                       step.events.filter { $0.kind == .headerViewPrepareForReuse }.count)
        XCTAssertEqual(table.visibleHeaderViews.count, Set(table.visibleHeaderViews.map(\.view.id)).count, "no header view in two places")
    }

    /// `allowsMultipleSelection = true` in the app's own `viewDidLoad`: a second tap keeps the first
    /// row selected (FIDELITY §8b.29), read from the app, not from tablelab's `multiple` setting.
    func testTheAppsOwnAllowsMultipleSelectionDecidesWhatATapDeselects() throws {
        let app = try AppFixtures.child(Self.groceries) {
            $0.replacingOccurrences(of: "tableView.deselectRow(at: indexPath, animated: true)", with: "print(\"selected\")")
                .replacingOccurrences(of: "        super.viewDidLoad()\n", with: "        super.viewDidLoad()\n        tableView.allowsMultipleSelection = true\n")
        }
        var table = try launch(app)
        _ = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        let second = try run(&table, .tap(TablePath(section: 0, row: 5)), app, "tap 5")
        XCTAssertNil(second.crash)
        XCTAssertFalse(second.events.contains { $0.kind == .didDeselectRowAt })
        XCTAssertEqual(table.rowState.selected, [TablePath(section: 0, row: 2), TablePath(section: 0, row: 5)])
    }
}
