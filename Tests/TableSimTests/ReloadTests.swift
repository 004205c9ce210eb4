import XCTest
@testable import TableSim

/// FIDELITY §6.17: reloadData re-asks counts and the visible rows; the visible cells come back through
/// dequeue (model); the offset is clamped when the content shrank.
final class ReloadTests: XCTestCase {
    func testReloadReasksCountsBeforeAnyCell() throws {
        var table = TableState()
        let step = try table.apply(.reload)
        XCTAssertTrue(step.notes.contains(.reloaded))
        let kinds = step.events.kinds.filter { $0 != .frame }
        XCTAssertEqual(step.events.first?.kind, .frame, "a reload is drawn in the next frame")
        XCTAssertEqual(kinds.first, .reloadData)
        XCTAssertEqual(step.events.count(.numberOfSections), 1)
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).map(\.value), [100])
        XCTAssertLessThan(kinds.firstIndex(of: .numberOfSections)!, kinds.firstIndex(of: .numberOfRowsInSection)!)
        XCTAssertLessThan(kinds.firstIndex(of: .numberOfRowsInSection)!, kinds.firstIndex(of: .cellForRowAt)!)
        XCTAssertTrue(step.events.allSatisfy { $0.frame == 1 }, "one layout pass, in the next frame")
    }

    func testVisibleCellsComeBackThroughDequeueWithPrepareForReuse() throws {
        var table = TableState()
        try table.run(.scroll(.rows(10)))
        let before = table.visible
        let reuses = table.log.reuses
        let step = try table.apply(.reload)
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), Array(10...25))
        XCTAssertEqual(step.events.count(.prepareForReuse), 16)
        XCTAssertEqual(step.events.of(.dequeueReusableCell).map(\.dequeue), Array(repeating: .reused, count: 16))
        XCTAssertEqual(step.events.count(.initCell), 0)
        XCTAssertEqual(step.events.count(.didEndDisplaying), 16)
        XCTAssertEqual(step.events.count(.enqueue), 16)
        XCTAssertEqual(step.events.count(.willDisplay), 16)
        XCTAssertEqual(table.log.reuses, reuses + 16)
        XCTAssertEqual(table.cells.count, 17, "nothing new is created")
        XCTAssertEqual(table.offset, 440, "the offset stays")
        // The cell that waited in the queue before the reload is handed out first (FIFO), so row 10 gets it.
        XCTAssertEqual(Set(table.visible.values).count, 16)
        XCTAssertEqual(table.pool.count, 1)
        XCTAssertNotEqual(table.visible, before)
        // Every visible cell left (didEndDisplaying, enqueue) before any row was asked again.
        let kinds = step.events.kinds
        XCTAssertLessThan(kinds.lastIndex(of: .enqueue)!, kinds.firstIndex(of: .cellForRowAt)!)
    }

    func testReloadOfTheFirstScreenHandsEachRowItsOwnCellBack() throws {
        var table = TableState()
        let before = table.visible
        let step = try table.apply(.reload)
        XCTAssertEqual(table.visible, before, "the queue is FIFO and the rows are asked in the order they left")
        XCTAssertEqual(step.events.of(.prepareForReuse).compactMap(\.cell), Array(1...16))
        XCTAssertTrue(table.pool.isEmpty)
    }

    func testShrinkingTheDataClampsTheOffsetAndSaysSo() throws {
        var table = TableState()
        try table.run(.bottom)
        XCTAssertEqual(table.offset, 4400 - 667)
        let step = try table.apply(.rows(20))
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(table.contentHeight, 880)
        XCTAssertEqual(table.offset, 213)
        XCTAssertEqual(table.offset, 20 * 44 - 667)
        XCTAssertTrue(step.notes.contains(.offsetClampedAfterReload(from: 3733, to: 213)))
        XCTAssertTrue(step.notes.contains(.reloaded))
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).map(\.value), [20])
        // [213, 880) meets rows 4 (176–220) to 19.
        XCTAssertEqual(table.visibleRange, 4..<20)
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), Array(4...19))
    }

    func testShrinkingBelowOneScreenClampsToZero() throws {
        var table = TableState()
        try table.run(.scroll(.rows(30)))
        let step = try table.apply(.rows(10))
        XCTAssertEqual(table.offset, 0)
        XCTAssertTrue(step.notes.contains(.offsetClampedAfterReload(from: 1320, to: 0)))
        XCTAssertEqual(table.visibleRange, 0..<10)
        XCTAssertEqual(table.maxOffset, 0)
    }

    func testGrowingTheDataKeepsTheOffset() throws {
        var table = TableState()
        try table.run(.scroll(.rows(10)))
        let step = try table.apply(.rows(1000))
        XCTAssertEqual(table.offset, 440)
        XCTAssertFalse(step.notes.contains { if case .offsetClampedAfterReload = $0 { return true } else { return false } })
    }

    func testZeroRowsGiveAnEmptyTable() throws {
        var table = TableState()
        let step = try table.apply(.rows(0))
        XCTAssertEqual(table.rowCount, 0)
        XCTAssertEqual(table.contentHeight, 0)
        XCTAssertEqual(table.visibleRange, 0..<0)
        XCTAssertTrue(table.visibleRows.isEmpty)
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).map(\.value), [0])
        XCTAssertEqual(step.events.count(.cellForRowAt), 0)
        XCTAssertEqual(step.events.count(.didEndDisplaying), 16)
        XCTAssertEqual(table.pool.count, 16, "the 16 cells wait in the queue")

        for action: Action in [.scroll(.rows(3)), .scroll(.points(-50)), .top, .bottom] {
            let s = try table.apply(action)
            XCTAssertEqual(s.notes, [.emptyTable], "\(action)")
            XCTAssertTrue(s.events.isEmpty)
        }
        XCTAssertEqual(table.offset, 0)
        XCTAssertThrowsError(try table.apply(.scrollTo(TablePath(0, 0)))) {
            XCTAssertEqual($0 as? SimError, .noSuchRow(TablePath(0, 0), rowsInSection: 0, sections: 1))
        }

        // Rows again: the queued cells come back.
        let back = try table.apply(.rows(30))
        XCTAssertEqual(back.events.count(.prepareForReuse), 16)
        XCTAssertEqual(table.cells.count, 16)
    }
}
