import XCTest
@testable import TableSim

/// Row-keyed facts follow their items through an update (FIDELITY §8c.36): an image load under way,
/// a kept image and a pending prefetch move with the row, so "wrong image" keeps meaning "another
/// item's image"; pending prefetches of removed rows are cancelled, not dropped silently.
final class UpdateRowKeysTests: XCTestCase {
    func testALoadUnderWayFollowsItsRowPastAnInsertAbove() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(.background), .wait(2000))
        _ = try table.apply(.scroll(.rows(10)))
        XCTAssertFalse(table.runtime.loads.isEmpty, "loads are under way when the row is inserted")
        _ = try table.apply(.update(TableUpdate([.insertRows([TablePath(0, 0)])])))
        try table.run(.wait(2000))
        let wrong = table.visibleRows.filter { row in
            if case .image(let p) = row.cell.image { return p != row.path } else { return false }
        }
        XCTAssertEqual(wrong.map(\.path), [], "rows shifted by the insert show their own images")
        XCTAssertTrue(table.visibleRows.allSatisfy { $0.cell.image == .image($0.path) })
    }

    func testPendingPrefetchesOfDeletedRowsAreCancelledAndTheOthersMove() throws {
        var table = TableState()
        try table.run(.rows(100), .prefetch(true, window: nil))
        _ = try table.apply(.scroll(.rows(10)))
        let pending = table.prefetch.pending
        XCTAssertTrue(pending.contains(30) && pending.contains(31), "\(pending)")
        let step = try table.apply(.update(TableUpdate([.deleteRows([TablePath(0, 30), TablePath(0, 31)])])))
        let cancel = try XCTUnwrap(step.events.of(.cancelPrefetchingForRowsAt).first, "the removed rows' prefetches are cancelled")
        XCTAssertEqual(cancel.paths, [TablePath(0, 30), TablePath(0, 31)], "index paths before the update")
        XCTAssertGreaterThan(cancel.id, try XCTUnwrap(step.events.of(.numberOfRowsInSection).first).id, "once the counts checked out")
        let expected = pending.filter { $0 != 30 && $0 != 31 }.map { $0 > 31 ? $0 - 2 : $0 }
        XCTAssertEqual(table.prefetch.pending, expected, "the other pending rows keep their items")
    }
}

/// The committed frames of a run with an update: rows shifted by an insert show their own images
/// (`ShownImages`, what `replay` counts), not "another row's image".
final class UpdateShownImagesTests: XCTestCase {
    func testAnInsertAboveDoesNotMakeShiftedRowsReadAsWrong() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(.background), .wait(2000))
        _ = try table.apply(.scroll(.rows(2)))
        try table.run(.wait(2000))
        let before = table.screen
        let step = try table.apply(.update(TableUpdate([.insertRows([TablePath(0, 0)])])))
        let shown = ShownImages.of(step.events, from: before, frameDuration: table.settings.frameDuration)
        XCTAssertEqual(shown.rowsWithOtherImage, [], "every row had its own image before the insert")
    }
}
