import XCTest
@testable import TableSim

/// A million rows cost what a hundred do (the layout never walks every row), and the simulation is
/// deterministic: the same commands always give the same events.
final class ScaleTests: XCTestCase {
    private static let million = 1_000_000

    func testMillionUniformRows() throws {
        var table = TableState()
        let load = try table.apply(.rows(Self.million))
        XCTAssertEqual(load.events.of(.numberOfRowsInSection).map(\.value), [1_000_000])
        XCTAssertEqual(table.contentHeight, 44_000_000)
        XCTAssertEqual(table.visibleRange, 0..<16)

        let scroll = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(table.offset, 440)
        XCTAssertTrue(scroll.notes.contains(.frames(15)))
        XCTAssertEqual(table.visibleRange, 10..<26)
        XCTAssertEqual(table.cells.count, 17)

        let jump = try table.apply(.scrollTo(TablePath(0, 500_000)))
        XCTAssertEqual(table.offset, 500_000 * 44)
        XCTAssertEqual(table.offset, 22_000_000)
        XCTAssertEqual(table.visibleRange, 500_000..<500_016)
        XCTAssertEqual(jump.events.of(.cellForRowAt).compactMap(\.row), Array(500_000..<500_016))
        XCTAssertEqual(table.cells.count, 17 + 15, "16 rows enter before 16 leave; the queue had one")

        try table.run(.bottom)
        XCTAssertEqual(table.offset, 44_000_000 - 667)
        // 43,999,333 / 44 = 999,984.8: rows 999,984 … 999,999.
        XCTAssertEqual(table.visibleRange, 999_984..<1_000_000)
        XCTAssertEqual(table.visibleRows.last?.path, TablePath(0, 999_999))

        let reload = try table.apply(.reload)
        XCTAssertEqual(reload.events.count(.prepareForReuse), 16)
        XCTAssertEqual(reload.events.of(.cellForRowAt).compactMap(\.row), Array(999_984..<1_000_000))
        XCTAssertEqual(table.offset, 44_000_000 - 667)

        let again = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(again.notes, [.alreadyAtBottom])
        try table.run(.top)
        XCTAssertEqual(table.visibleRange, 0..<16)
        XCTAssertEqual(table.log.count(.heightForRowAt), 0)
    }

    func testLongDragsAreCutToAThousandRows() throws {
        var table = TableState()
        try table.run(.rows(Self.million))
        let step = try table.apply(.scroll(.rows(5000)))
        XCTAssertTrue(step.notes.contains(.dragLimited(rows: 1000)))
        XCTAssertEqual(table.offset, 1000 * 44)
        XCTAssertEqual(table.cells.count, 17)
    }

    /// Σ (real − estimate) over every height the table has asked, committed batches only.
    private func corrections(_ table: TableState) -> Double {
        table.log.batches.filter { !$0.rolledBack }.flatMap(\.events).of(.heightForRowAt)
            .reduce(0) { $0 + $1.value! - 44 }
    }

    func testMillionRowsWithHeightForRowAtAndAnEstimate() throws {
        var table = TableState()
        try table.run(.rows(Self.million), .estimate(44))
        let load = try table.apply(.heightForRowAt)
        XCTAssertEqual(load.events.count(.heightForRowAt), 10, "only the rows on the first screen")
        XCTAssertEqual(table.contentHeight, 44_000_000 + 308)

        try table.run(.scroll(.rows(10)))
        XCTAssertEqual(table.offset, 748)
        XCTAssertEqual(table.visibleRange.lowerBound, 10)
        XCTAssertEqual(table.contentHeight, 44_000_000 + corrections(table))

        let before = corrections(table)
        let jump = try table.apply(.scrollTo(TablePath(0, 500_000)))
        // Rows above 500,000 that were never shown still count as 44.
        XCTAssertEqual(table.offset, 500_000 * 44 + before)
        XCTAssertEqual(table.visibleRange.lowerBound, 500_000)
        let asked = jump.events.of(.heightForRowAt).compactMap(\.row)
        XCTAssertEqual(asked, Array(table.visibleRange), "heights of the new screen's rows, and only those")
        XCTAssertEqual(jump.events.of(.cellForRowAt).compactMap(\.row), asked)
        for g in table.visibleRange {
            XCTAssertEqual(table.layout.rowHeight(g), TableData.variableHeight(g))
        }

        // `bottom` sets the offset to contentSize − viewport as it is when asked; the rows found there are
        // taller than 44, so contentSize grows under the finger (the scroll indicator jumps).
        let bottomTarget = table.maxOffset
        let bottom = try table.apply(.bottom)
        XCTAssertEqual(table.offset, bottomTarget)
        XCTAssertFalse(bottom.events.of(.contentSizeChanged).isEmpty)
        XCTAssertEqual(table.contentHeight, 44_000_000 + corrections(table))
        XCTAssertGreaterThan(table.maxOffset, bottomTarget)
        // Asking again converges on the real bottom.
        var tries = 0
        while try !table.apply(.bottom).notes.contains(.alreadyAtBottom) {
            tries += 1
            XCTAssertLessThan(tries, 10)
        }
        XCTAssertEqual(table.offset, table.maxOffset)
        XCTAssertEqual(table.visibleRange.upperBound, Self.million)

        // reloadData forgets the learned heights (estimates again) and asks the visible rows anew.
        let reload = try table.apply(.reload)
        let reasked = reload.events.of(.heightForRowAt).compactMap(\.row)
        XCTAssertEqual(reasked, reload.events.of(.cellForRowAt).compactMap(\.row))
        XCTAssertEqual(table.layout.heights.knownCount, reasked.count)
        XCTAssertEqual(table.contentHeight, 44_000_000 + reload.events.of(.heightForRowAt).reduce(0) { $0 + $1.value! - 44 })
    }

    func testMillionRowsWithoutAnEstimateAskEveryHeightOnce() throws {
        var table = TableState()
        try table.run(.rows(Self.million))
        let step = try table.apply(.heightForRowAt)
        XCTAssertEqual(step.events.count(.heightForRowAt), 1_000_000)
        XCTAssertEqual(step.events.of(.heightForRowAt).count, 1)
        try table.run(.scrollTo(TablePath(0, 500_000)))
        XCTAssertEqual(table.offset, (0..<500_000).reduce(0.0) { $0 + TableData.variableHeight($1) })
        XCTAssertEqual(table.log.count(.heightForRowAt), 1_000_000, "the jump asks nothing more")
    }

    func testSameCommandsGiveIdenticalLogs() throws {
        let script: [Action] = [
            .rows(500), .prefetch(true, window: nil), .scroll(.rows(37)), .register([Registration(identifier: "text", style: .basic),
                                                                                     Registration(identifier: "image", style: .subtitle)]),
            .identifiers(.alternate(["text", "image"])), .scroll(.rows(-12)), .estimate(44), .heightForRowAt,
            .scroll(.points(1234)), .scrollTo(TablePath(0, 60)), .setAlpha(TablePath(0, 61), 0.3), .prepareResets(false), .scroll(.rows(20)),
            .scrollTo(TablePath(0, 400)), .velocity(4_500), .scroll(.rows(-50)), .sections([5, 12, 3]), .bottom, .reload,
            .identifiers(.single("photo")),   // crashes and is rolled back, in both
            .dataSet(.timezonesKo, count: nil), .tapIndex("ㅅ"), .jamo(.raw), .jamo(.mapped), .top,
        ]
        var a = TableState(), b = TableState()
        for action in script {
            let sa = try a.apply(action)
            let sb = try b.apply(action)
            XCTAssertEqual(sa, sb, "\(action)")
        }
        XCTAssertEqual(a.log, b.log)
        XCTAssertEqual(a.cells, b.cells)
        XCTAssertEqual(a.offset, b.offset)
        XCTAssertEqual(a.pool, b.pool)
        XCTAssertEqual(a.clock, b.clock)
        XCTAssertEqual(a.statistics, b.statistics)
        XCTAssertTrue(a.log.batches.contains { $0.rolledBack })
    }

    func testAStateIsAValue() throws {
        var a = TableState()
        let saved = a
        try a.run(.scroll(.rows(30)), .setAlpha(TablePath(0, 35), 0.2))
        XCTAssertEqual(saved.offset, 0)
        XCTAssertEqual(saved.cells.count, 16)
        XCTAssertEqual(saved.log.batches.count, 1)
        var replay = saved
        try replay.run(.scroll(.rows(30)), .setAlpha(TablePath(0, 35), 0.2))
        XCTAssertEqual(replay.log, a.log)
        XCTAssertEqual(replay.cells, a.cells)
    }
}
