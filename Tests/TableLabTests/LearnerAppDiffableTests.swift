import AppWire
import TableSim
import XCTest
@testable import TableLab

/// A learner's `UITableViewDiffableDataSource` (FIDELITY §8c.38–39), in a to-do list no one here
/// wrote: its snapshots go to tablelab by tokens, and the diff and the batch are tablelab's own
/// (`SnapshotDiff`, `performUpdate`) — the counts come from the snapshot, the swipe reaches the
/// data source's subclass, a tap reconfigures an item, UIKit's snapshot exceptions end the app at
/// the learner's line with the texts tablelab's own app gives, and the command rolls back.
final class LearnerAppDiffableTests: XCTestCase, LearnerAppTesting {
    static let todos = AppFixtures.apps.appendingPathComponent("TodoListViewController.swift")

    private func text(_ table: TableState, _ row: Int) -> String? {
        table.visibleCell(at: TablePath(section: 0, row: row)).flatMap { table.cell($0)?.text }
    }

    private func line(_ app: ChildApp, _ event: Event?) -> String? {
        event?.site.flatMap { app.source.line(Int($0.line)) }
    }

    func testTheFirstScreenComesFromTheAppliedSnapshotAndItsCellProvider() throws {
        let app = try AppFixtures.child(Self.todos)
        let table = try launch(app)
        XCTAssertEqual(table.rowCount, 20, "numberOfRowsInSection answered from the snapshot")
        XCTAssertEqual(table.visibleRange, 0..<16)
        XCTAssertEqual(text(table, 0), "Milk")
        XCTAssertEqual(text(table, 15), "Plan trip")
        XCTAssertEqual(table.snapshot?.items.map(\.count), [20], "the snapshot, by the app's tokens")
        let events = table.log.batches.last?.events ?? []
        XCTAssertEqual(events.filter { $0.kind == .cellForRowAt }.count, 16)
        XCTAssertFalse(events.contains { $0.kind == .applySnapshot }, "applied in viewDidLoad: the first layout asks")
    }

    func testSwipeDeleteReachesTheSubclassAndTheDiffDeletesTheRow() throws {
        let app = try AppFixtures.child(Self.todos)
        var table = try launch(app)
        let deletedCell = try XCTUnwrap(table.visibleCell(at: TablePath(section: 0, row: 3)))
        let step = try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")
        XCTAssertNil(step.crash)
        let apply = try XCTUnwrap(step.events.first { $0.kind == .applySnapshot })
        XCTAssertEqual(apply.text, "apply(snapshot, animatingDifferences: true)")
        XCTAssertEqual(apply.value, 1, "one change: the deleted item")
        XCTAssertEqual(line(app, apply)?.contains("apply(snapshot, animatingDifferences: true)"), true, "the learner's line")
        let commit = try XCTUnwrap(step.events.first { $0.kind == .commitForRowAt })
        XCTAssertEqual(apply.cause, commit.id, "the apply ran in the subclass's commit editingStyle")
        let delete = try XCTUnwrap(step.events.first { $0.kind == .deleteRows })
        XCTAssertEqual(delete.paths, [TablePath(section: 0, row: 3)])
        XCTAssertEqual(step.events.first { $0.kind == .numberOfRowsInSection }?.value, 19)
        XCTAssertEqual(table.rowCount, 19)
        XCTAssertEqual(step.events.filter { $0.kind == .cellForRowAt }.map(\.path), [TablePath(section: 0, row: 15)])
        XCTAssertEqual(text(table, 15), "Renew passport")
        XCTAssertEqual(text(table, 3), "Water the plants")
        XCTAssertEqual(table.cell(deletedCell)?.place, .queued)
        XCTAssertNil(try run(&table, .scroll(.rows(3)), app, "scroll 3").crash, "the app is where the table is")
    }

    func testATapReconfiguresTheItemOnTheCellItHas() throws {
        let app = try AppFixtures.child(Self.todos)
        var table = try launch(app)
        let cell = try XCTUnwrap(table.visibleCell(at: TablePath(section: 0, row: 2)))
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        XCTAssertNil(step.crash)
        let apply = try XCTUnwrap(step.events.first { $0.kind == .applySnapshot })
        XCTAssertEqual(apply.value, 0, "the identifier stayed: the diff sees no change")
        let reconfigure = try XCTUnwrap(step.events.first { $0.kind == .reconfigureRows })
        XCTAssertEqual(reconfigure.paths, [TablePath(section: 0, row: 2)])
        XCTAssertEqual(reconfigure.cause, apply.id)
        XCTAssertEqual(step.events.first { $0.kind == .dequeueReusableCell }?.dequeue, .same)
        XCTAssertFalse(step.events.contains { $0.kind == .prepareForReuse })
        XCTAssertEqual(table.visibleCell(at: TablePath(section: 0, row: 2)), cell)
        XCTAssertEqual(table.cell(cell)?.checkmarkSetFor, TablePath(section: 0, row: 2), "configure(with:) set the checkmark")
    }

    func testADuplicateIdentifierIsUIKitsCrashAtTheLearnersLineAndRollsBack() throws {
        let app = try AppFixtures.child(Self.todos) {
            $0.replacingOccurrences(of: "snapshot.reconfigureItems([id])", with: "snapshot.appendItems([id])")
        }
        var table = try launch(app)
        let before = table
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        let stop = try XCTUnwrap(step.crash?.app)
        XCTAssertEqual(stop.name, "NSInternalInconsistencyException")
        XCTAssertEqual(stop.message, Crash.duplicateReason("todo-2"))
        XCTAssertEqual(stop.message, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(todo-2)}")
        XCTAssertEqual(stop.sourceLine?.contains("snapshot.appendItems([id])"), true, "\(stop)")
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertNil(try run(&table, .scroll(.rows(2)), app, "scroll 2").crash, "the next command runs")
    }

    func testReconfiguringAnItemNotInTheSnapshotIsUIKitsException() throws {
        let app = try AppFixtures.child(Self.todos) {
            $0.replacingOccurrences(of: "snapshot.reconfigureItems([id])",
                                    with: "snapshot.deleteItems([id]); snapshot.reconfigureItems([id])")
        }
        var table = try launch(app)
        let step = try run(&table, .tap(TablePath(section: 0, row: 4)), app, "tap 4")
        let stop = try XCTUnwrap(step.crash?.app)
        XCTAssertEqual(stop.message, "Attempted to reconfigure item identifier that does not exist in the snapshot: todo-4")
        XCTAssertEqual(stop.sourceLine?.contains("snapshot.reconfigureItems([id])"), true, "\(stop)")
        XCTAssertEqual(table.rowCount, 20)
    }

    func testAnInsertAfterAnItemAndApplyUsingReloadData() throws {
        let app = try AppFixtures.child(Self.todos) {
            $0.replacingOccurrences(of: "todos[id]?.isDone.toggle()", with: """
                if indexPath.row == 0 { var first = dataSource.snapshot(); first.moveItem("todo-5", beforeItem: "todo-0"); \
                dataSource.applySnapshotUsingReloadData(first); return }; if indexPath.row > 0 { addTodo("Milk again", after: id); return }
                """)
        }
        var table = try launch(app)
        let insert = try run(&table, .tap(TablePath(section: 0, row: 1)), app, "tap 1")
        XCTAssertNil(insert.crash)
        XCTAssertEqual(insert.events.first { $0.kind == .insertRows }?.paths, [TablePath(section: 0, row: 2)])
        XCTAssertEqual(table.rowCount, 21)
        XCTAssertEqual(text(table, 2), "Milk again")
        let reload = try run(&table, .tap(TablePath(section: 0, row: 0)), app, "tap 0")
        XCTAssertNil(reload.crash)
        XCTAssertEqual(reload.events.first { $0.kind == .applySnapshot }?.text, "applySnapshotUsingReloadData(snapshot)")
        XCTAssertTrue(reload.events.contains { $0.kind == .reloadData })
        XCTAssertFalse(reload.events.contains { $0.kind == .moveRow }, "no diff")
        XCTAssertEqual(text(table, 0), "Pay rent")
    }

    /// A section appended between two applies: the batch inserts it with its items; the item that
    /// left the kept section is deleted there (model: not a move into the new section).
    func testASectionAppendedBetweenAppliesIsInsertedInTheBatch() throws {
        let app = try AppFixtures.child(Self.todos) {
            $0.replacingOccurrences(of: "case today", with: "case today, done")
                .replacingOccurrences(of: "todos[id]?.isDone.toggle()", with: """
                    var moved = dataSource.snapshot(); moved.deleteItems([id]); moved.appendSections([.done]); \
                    moved.appendItems([id], toSection: .done); dataSource.apply(moved); return
                    """)
        }
        var table = try launch(app)
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        XCTAssertNil(step.crash)
        XCTAssertEqual(step.events.first { $0.kind == .applySnapshot }?.value, 2)
        XCTAssertEqual(step.events.first { $0.kind == .insertSections }?.paths, [TablePath(section: 1, row: -1)])
        XCTAssertEqual(step.events.first { $0.kind == .deleteRows }?.paths, [TablePath(section: 0, row: 2)])
        XCTAssertEqual(step.events.first { $0.kind == .numberOfSections }?.value, 2)
        XCTAssertEqual(table.layout.sectionCount, 2)
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(table.appDiffable?.sections, [0, 1])
    }

    /// `back` after snapshots is exact: the child started again (or a copy) and replayed gives the
    /// same events and cells, the tokens numbered the same way.
    func testBackAfterSnapshotsGivesTheSameEvents() throws {
        var limits = AppProcess.Limits()
        limits.keepsCopies = false
        let app = try AppFixtures.child(Self.todos, limits: limits)
        var table = try launch(app)
        _ = try run(&table, .swipeDelete(TablePath(section: 0, row: 3)), app, "swipe delete 3")
        let before = table
        _ = try run(&table, .tap(TablePath(section: 0, row: 5)), app, "tap 5")
        _ = try run(&table, .swipeDelete(TablePath(section: 0, row: 1)), app, "swipe delete 1")
        let after = table
        var restored = before
        _ = try run(&restored, .tap(TablePath(section: 0, row: 5)), app, "tap 5")
        _ = try run(&restored, .swipeDelete(TablePath(section: 0, row: 1)), app, "swipe delete 1")
        XCTAssertEqual(restored.log.batches.last?.events, after.log.batches.last?.events)
        XCTAssertEqual(restored.cells, after.cells)
        XCTAssertEqual(restored.appDiffable, after.appDiffable)
        XCTAssertEqual(restored.rowCount, 18)
    }

    func testTheDiffableMessagesComeBackEqualFromTheirFrames() throws {
        let site = WireSite(file: "TodoListViewController.swift", line: 64)
        let child: [ChildMessage] = [
            .call(.applySnapshot(WireSnapshot(sections: [0], items: [[0, 1, 2]], reloaded: [1], reconfigured: [2]),
                                 mode: .animated, site: site)),
            .call(.applySnapshot(WireSnapshot(sections: [], items: []), mode: .reloadData, site: .unknown)),
            .call(.snapshotFault(.duplicateItem("todo-2"), site: site)),
            .call(.snapshotFault(.missingItem("x", reconfigure: true), site: site)),
            .call(.snapshotFault(.noSections, site: site)),
            .call(.snapshotFault(.duplicateSection("main"), site: site)),
            .call(.snapshotFault(.unknownIdentifier(call: "moveItem(_:beforeItem:)", "a"), site: site)),
        ]
        for message in child {
            XCTAssertEqual(try AppWire.message(ChildMessage.self, from: AppWire.frame(message).dropFirst(4)), message)
        }
    }
}
