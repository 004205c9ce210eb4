import XCTest
@testable import TableSim

/// FIDELITY §4: `rowHeight` asks nothing; `heightForRowAt` without an estimate asks every row before
/// the first cell; with an estimate only the rows it realizes, correcting `contentSize` as it goes.
final class HeightTests: XCTestCase {
    /// Σ variableHeight(0 ..< n): the exact top of row n in one untitled section.
    private func top(_ n: Int) -> Double { (0..<n).reduce(0) { $0 + TableData.variableHeight($1) } }

    private func estimating(rows: Int = 100) throws -> TableState {
        var table = TableState()
        if rows != 100 { try table.run(.rows(rows)) }
        try table.run(.estimate(44), .heightForRowAt)
        return table
    }

    // MARK: rowHeight

    func testUniformRowHeightAsksNoHeights() throws {
        var table = TableState()
        try table.run(.scroll(.rows(30)), .scrollTo(TablePath(0, 80)), .reload, .top)
        XCTAssertEqual(table.log.count(.heightForRowAt), 0)
        XCTAssertEqual(table.log.count(.contentSizeChanged), 0)
        XCTAssertEqual(table.contentHeight, 4400)
    }

    func testTheHeightPatternIsFixed() {
        XCTAssertEqual((0..<12).map(TableData.variableHeight), [44, 44, 52, 64, 76, 120, 88, 64, 76, 120, 88, 44])
    }

    // MARK: heightForRowAt, no estimate

    func testEveryHeightIsAskedInOneBulkEventBeforeTheFirstCell() throws {
        var table = TableState()
        let step = try table.apply(.heightForRowAt)
        let heights = step.events.of(.heightForRowAt)
        XCTAssertEqual(heights.count, 1, "one bulk event")
        XCTAssertEqual(heights[0].count, 100)
        XCTAssertEqual(heights[0].path, TablePath(0, 0))
        XCTAssertEqual(heights[0].lastPath, TablePath(0, 99))
        let kinds = step.events.kinds
        XCTAssertLessThan(kinds.firstIndex(of: .heightForRowAt)!, kinds.firstIndex(of: .cellForRowAt)!)
        XCTAssertLessThan(kinds.firstIndex(of: .numberOfRowsInSection)!, kinds.firstIndex(of: .heightForRowAt)!)
        XCTAssertEqual(table.contentHeight, 6920)
        XCTAssertEqual(table.contentHeight, top(100))
    }

    func testOneThousandRowsAskOneThousandHeightsBeforeTheFirstCell() throws {
        var table = TableState()
        try table.run(.rows(1000))
        let step = try table.apply(.heightForRowAt)
        XCTAssertEqual(step.events.count(.heightForRowAt), 1000)
        XCTAssertEqual(step.events.of(.heightForRowAt).count, 1)
        XCTAssertEqual(step.events.of(.heightForRowAt)[0].lastPath, TablePath(0, 999))
        let kinds = step.events.kinds
        XCTAssertLessThan(kinds.firstIndex(of: .heightForRowAt)!, kinds.firstIndex(of: .cellForRowAt)!)
        XCTAssertEqual(table.log.count(.heightForRowAt), 1000)
        XCTAssertEqual(table.contentHeight, 69664)
    }

    func testVisibleRowsWithVariableHeightsMatchTheLayout() throws {
        var table = TableState()
        try table.run(.heightForRowAt)
        // Tops 0, 44, 88, 140, 204, 280, 400, 488, 552, 628 | 748: rows 0–9 meet [0, 667).
        XCTAssertEqual(table.visibleRange, 0..<10)
        XCTAssertEqual(table.layout.rowTop(9), 628)
        XCTAssertEqual(table.layout.rowTop(10), 748)
        XCTAssertEqual(table.log.last!.events.of(.cellForRowAt).compactMap(\.row), Array(0...9))

        let targets: [Double] = [300, 1000, 2500, 6920 - 667]
        for target in targets {
            try table.run(.scroll(.points(target - table.offset)))
            XCTAssertEqual(table.offset, target)
            XCTAssertEqual(table.visibleRange, table.layout.rows(intersecting: target, target + 667))
            for g in table.visibleRange {
                XCTAssertEqual(table.layout.rowTop(g), top(g))
                XCTAssertEqual(table.layout.rowHeight(g), TableData.variableHeight(g))
                XCTAssertLessThan(top(g), target + 667)
                XCTAssertGreaterThan(top(g + 1), target)
                XCTAssertNotNil(table.visible[g])
            }
            let first = table.visibleRange.lowerBound, last = table.visibleRange.upperBound - 1
            XCTAssertLessThanOrEqual(top(first), target)
            if last + 1 < 100 { XCTAssertGreaterThanOrEqual(top(last + 1), target + 667) }
        }
        XCTAssertEqual(table.visibleRange.upperBound, 100, "the last offset shows the last row")
        XCTAssertEqual(table.log.count(.heightForRowAt), 100, "scrolling asks no more heights")
    }

    func testScrollRowsLandsOnTheRowTopWithVariableHeights() throws {
        var table = TableState()
        try table.run(.heightForRowAt, .scroll(.rows(10)))
        XCTAssertEqual(table.offset, 748)
        XCTAssertEqual(table.visibleRange.lowerBound, 10)
    }

    // MARK: heightForRowAt with an estimate

    func testWithAnEstimateOnlyRealizedRowsAreAsked() throws {
        let table = try estimating()
        let events = table.log.last!.events
        let asked = events.of(.heightForRowAt).compactMap(\.row)
        let realized = events.of(.cellForRowAt).compactMap(\.row)
        XCTAssertEqual(asked, Array(0...9))
        XCTAssertEqual(realized, Array(0...9))
        XCTAssertTrue(events.of(.heightForRowAt).allSatisfy { $0.count == 1 })
        XCTAssertEqual(events.of(.heightForRowAt).map(\.value), (0...9).map { TableData.variableHeight($0) })
        // Each row's height is asked before its cell.
        for g in realized {
            let h = events.firstIndex { $0.kind == .heightForRowAt && $0.row == g }!
            let c = events.firstIndex { $0.kind == .cellForRowAt && $0.row == g }!
            XCTAssertLessThan(h, c)
        }
        XCTAssertEqual(table.visibleRange, 0..<10)
    }

    func testContentSizeStartsAsRowsTimesEstimateAndIsCorrected() throws {
        var table = TableState()
        try table.run(.estimate(44))
        XCTAssertEqual(table.contentHeight, 4400, "rowHeight 44 still answers: nothing is estimated yet")
        let step = try table.apply(.heightForRowAt)
        // 100 × 44 = 4400, then rows 0–9 turn out 748 pt instead of 440: 4400 + 308.
        let sizes = step.events.of(.contentSizeChanged).compactMap(\.value)
        XCTAssertEqual(sizes, [4708])
        XCTAssertEqual(table.contentHeight, 4708)
        XCTAssertEqual(table.contentHeight, 100 * 44 + top(10) - 10 * 44)
        XCTAssertEqual(table.layout.heights.knownCount, 10)
    }

    func testContentSizeIsCorrectedWhileScrolling() throws {
        var table = try estimating()
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(table.offset, 748, "row 10's top: rows 0–9 are known")
        XCTAssertEqual(table.visibleRange.lowerBound, 10)
        let sizes = step.events.of(.contentSizeChanged).compactMap(\.value)
        XCTAssertFalse(sizes.isEmpty, "the scroll indicator jumps while scrolling")
        XCTAssertEqual(sizes, sizes.sorted(), "every real height here is ≥ 44, so the content only grows")
        XCTAssertEqual(sizes.last, table.contentHeight)

        // contentSize is always rows × estimate plus the corrections learned so far.
        let learned = table.log.allEvents.of(.heightForRowAt)
        XCTAssertEqual(Set(learned.compactMap(\.row)).count, learned.count, "no row's height is asked twice")
        let corrections = learned.reduce(0.0) { $0 + $1.value! - 44 }
        XCTAssertEqual(table.contentHeight, 4400 + corrections)
        XCTAssertEqual(table.layout.heights.knownCount, learned.count)

        // Only rows that were shown had their height asked.
        let shown = Set(table.log.allEvents.of(.cellForRowAt).compactMap(\.row))
        XCTAssertTrue(Set(learned.compactMap(\.row)).isSubset(of: shown))

        // Rows on screen sit at their real positions.
        for g in table.visibleRange {
            XCTAssertEqual(table.layout.rowTop(g), top(g))
        }
    }

    func testScrollingUpIntoUnknownRowsKeepsWhatIsOnScreenInPlace() throws {
        var table = try estimating()
        try table.run(.scrollTo(TablePath(0, 50)))
        // Rows 10–49 are unknown: row 50's top is 748 + 40 × 44.
        XCTAssertEqual(table.offset, 748 + 40 * 44)
        XCTAssertEqual(table.visibleRange.lowerBound, 50)
        let target = table.offset - 200
        while table.offset != target {
            let anchor = table.visibleRange.upperBound - 1   // the bottom row stays on screen this frame
            let yBefore = table.layout.rowTop(anchor) - table.offset
            let offsetBefore = table.offset
            let step = try table.dragFrame(toward: target)
            let learnedAbove = step.events.of(.heightForRowAt).filter { $0.row! < anchor }
                .reduce(0.0) { $0 + $1.value! - 44 }
            let moved = min(30, offsetBefore - target)
            XCTAssertEqual(table.layout.rowTop(anchor) - table.offset, yBefore + moved, accuracy: 1e-9,
                           "on screen, the row moved only by the drag")
            XCTAssertEqual(table.offset, offsetBefore - moved + learnedAbove, accuracy: 1e-9)
        }
    }

    func testEstimateOffGoesBackToAskingEveryRow() throws {
        var table = try estimating()
        let step = try table.apply(.estimate(nil))
        XCTAssertEqual(step.events.count(.heightForRowAt), 100)
        XCTAssertEqual(table.contentHeight, 6920)
    }
}
