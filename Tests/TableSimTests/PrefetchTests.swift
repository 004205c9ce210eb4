import XCTest
@testable import TableSim

/// FIDELITY §5: prefetching is off by default; when on, `prefetchRowsAt` names rows past the visible
/// edge in the scroll direction, nearest first, never a visible row, never one already pending; on a
/// reversal the pending rows are cancelled. The 10-row window is a model choice (§5.16).
final class PrefetchTests: XCTestCase {
    /// Mirrors the data source's view of what is in flight, checking each frame's events.
    private struct Tracker {
        var pending: Set<Int> = []

        mutating func check(_ step: Step, _ table: TableState, direction: Int,
                            file: StaticString = #filePath, line: UInt = #line) {
            let visible = table.visibleRange
            pending.subtract(visible)
            for e in step.events {
                switch e.kind {
                case .cancelPrefetchingForRowsAt:
                    let rows = e.paths!.map(\.row)
                    XCTAssertTrue(Set(rows).isSubset(of: pending), "cancels only what is pending", file: file, line: line)
                    pending.subtract(rows)
                case .prefetchRowsAt:
                    let rows = e.paths!.map(\.row)
                    XCTAssertEqual(e.path, e.paths!.first)
                    XCTAssertTrue(rows.allSatisfy { !visible.contains($0) }, "prefetched a visible row: \(rows) while \(visible)", file: file, line: line)
                    XCTAssertTrue(pending.isDisjoint(with: rows), "asked again while pending: \(rows)", file: file, line: line)
                    XCTAssertEqual(Set(rows).count, rows.count, file: file, line: line)
                    // Nearest to the visible rows first.
                    let distance = rows.map { $0 >= visible.upperBound ? $0 - visible.upperBound : visible.lowerBound - 1 - $0 }
                    XCTAssertEqual(distance, distance.sorted(), "not nearest-first: \(rows)", file: file, line: line)
                    XCTAssertTrue(rows.allSatisfy { direction > 0 ? $0 >= visible.upperBound : $0 < visible.lowerBound },
                                  "prefetch goes the way of the scroll", file: file, line: line)
                    pending.formUnion(rows)
                default: break
                }
            }
            XCTAssertEqual(pending, Set(table.prefetch.pending), file: file, line: line)
        }
    }

    private func prefetching() throws -> TableState {
        var table = TableState()
        let step = try table.apply(.prefetch(true, window: nil))
        XCTAssertTrue(step.events.isEmpty, "setting a prefetchDataSource calls nothing by itself")
        return table
    }

    func testOffByDefault() throws {
        var table = TableState()
        XCTAssertFalse(table.settings.prefetchEnabled)
        XCTAssertEqual(table.settings.prefetchWindow, 10)
        try table.run(.scroll(.rows(30)), .scroll(.rows(-20)), .scrollTo(TablePath(0, 80)), .top)
        XCTAssertEqual(table.log.count(.prefetchRowsAt), 0)
        XCTAssertEqual(table.log.count(.cancelPrefetchingForRowsAt), 0)
        XCTAssertTrue(table.prefetch.pending.isEmpty)
    }

    func testFirstFrameOfADragPrefetchesTheTenRowsBelow() throws {
        var table = try prefetching()
        let step = try table.dragFrame(toward: 440)
        let prefetch = step.events.of(.prefetchRowsAt)
        XCTAssertEqual(prefetch.count, 1)
        XCTAssertEqual(prefetch[0].paths, (16...25).map { TablePath(0, $0) })
        XCTAssertEqual(table.prefetch.pending, Array(16...25))
        XCTAssertEqual(step.events.count(.cellForRowAt), 0, "frame 1 (offset 30) shows no new row")
    }

    func testEveryFrameOfADragPrefetchesOnlyRowsThatAreNotVisible() throws {
        var table = try prefetching()
        var tracker = Tracker()
        var frames = 0
        while table.offset != 40 * 44 {
            let step = try table.dragFrame(toward: 40 * 44)
            tracker.check(step, table, direction: 1)
            frames += 1
        }
        XCTAssertEqual(frames, 59)   // 1760 / 30 = 58.7
        XCTAssertEqual(table.prefetch.pending, Array(56...65), "the window just below rows 40–55")
        // Every row that came on screen during the drag had been prefetched first.
        let prefetched = Set(table.log.allEvents.of(.prefetchRowsAt).flatMap { $0.paths!.map(\.row) })
        let shown = Set(table.log.allEvents.of(.cellForRowAt).compactMap(\.row)).subtracting(0...15)
        XCTAssertEqual(shown, Set(16...55))
        XCTAssertTrue(shown.isSubset(of: prefetched))
        XCTAssertEqual(table.log.count(.cancelPrefetchingForRowsAt), 0, "no reversal, no jump: nothing cancelled")
    }

    func testReversalCancelsThePendingRows() throws {
        var table = try prefetching()
        var tracker = Tracker()
        while table.offset != 20 * 44 {
            tracker.check(try table.dragFrame(toward: 20 * 44), table, direction: 1)
        }
        let pendingBefore = table.prefetch.pending
        XCTAssertEqual(pendingBefore, Array(36...45))

        let up = try table.dragFrame(toward: 0)
        let kinds = up.events.kinds
        let cancel = up.events.of(.cancelPrefetchingForRowsAt)
        XCTAssertEqual(cancel.count, 1)
        XCTAssertEqual(cancel[0].paths, pendingBefore.map { TablePath(0, $0) })
        // Then the rows above are prefetched, nearest first.
        let prefetch = up.events.of(.prefetchRowsAt)
        XCTAssertEqual(prefetch.count, 1)
        let top = table.visibleRange.lowerBound
        XCTAssertEqual(prefetch[0].paths, (max(0, top - 10)..<top).reversed().map { TablePath(0, $0) })
        XCTAssertLessThan(kinds.firstIndex(of: .cancelPrefetchingForRowsAt)!, kinds.firstIndex(of: .prefetchRowsAt)!)
        tracker.check(up, table, direction: -1)

        while table.offset != 0 {
            tracker.check(try table.dragFrame(toward: 0), table, direction: -1)
        }
        XCTAssertTrue(table.prefetch.pending.isEmpty, "at the top there is nothing above to prefetch")
    }

    func testScrollCommandPrefetchesTheSameWay() throws {
        var table = try prefetching()
        let step = try table.apply(.scroll(.rows(10)))
        let rows = step.events.of(.prefetchRowsAt).flatMap { $0.paths!.map(\.row) }
        XCTAssertEqual(rows, Array(16...35), "each row once, in order, as the window slides")
        XCTAssertEqual(table.prefetch.pending, Array(26...35))
    }

    func testAFarJumpCancelsWhatIsNoLongerNear() throws {
        var table = try prefetching()
        try table.run(.scroll(.rows(5)))
        let pending = table.prefetch.pending
        XCTAssertFalse(pending.isEmpty)
        let jump = try table.apply(.scrollTo(TablePath(0, 70)))
        let cancelled = jump.events.of(.cancelPrefetchingForRowsAt).flatMap { $0.paths!.map(\.row) }
        XCTAssertEqual(cancelled, pending)
        XCTAssertEqual(table.prefetch.pending, Array(86...95))
    }

    func testAWindowCanBeSetAndPrefetchingTurnedOff() throws {
        var table = TableState()
        try table.run(.prefetch(true, window: 3))
        let step = try table.dragFrame(toward: 440)
        XCTAssertEqual(step.events.of(.prefetchRowsAt).first?.paths, [TablePath(0, 16), TablePath(0, 17), TablePath(0, 18)])
        try table.run(.prefetch(false, window: nil))
        XCTAssertTrue(table.prefetch.pending.isEmpty)
        try table.run(.scroll(.rows(10)))
        XCTAssertEqual(table.log.last!.events.count(.prefetchRowsAt), 0)
    }

    func testNoPrefetchPastTheLastRow() throws {
        var table = try prefetching()
        try table.run(.scrollTo(TablePath(0, 80)), .scroll(.rows(10)))
        let rows = table.log.allEvents.of(.prefetchRowsAt).flatMap { $0.paths!.map(\.row) }
        XCTAssertTrue(rows.allSatisfy { $0 < 100 })
        XCTAssertEqual(table.offset, 4400 - 667)
        XCTAssertTrue(table.prefetch.pending.isEmpty)
    }
}
