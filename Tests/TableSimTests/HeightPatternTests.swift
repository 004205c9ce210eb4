import XCTest
@testable import TableSim

/// `height var` without an estimate is a pattern, not a table (attack H5): positions come from
/// `HeightPattern`'s arithmetic, equal to summing every row's height, and nothing is kept per row.
final class HeightPatternTests: XCTestCase {
    /// The pattern as it was first written, row by row: the reference the arithmetic must match.
    private static func reference(_ g: Int) -> Double {
        let pattern: [Double] = [44, 64, 88, 52, 120, 44, 76]
        return pattern[(g * 5 + g / 7) % pattern.count]
    }

    func testHeightsAndTopsEqualABruteForceTable() {
        var top = 0.0
        for g in 0..<5_000 {
            XCTAssertEqual(HeightPattern.height(g), Self.reference(g), "height of row \(g)")
            XCTAssertEqual(HeightPattern.top(g), top, "top of row \(g)")
            top += Self.reference(g)
        }
    }

    func testFarRowsEqualTheirBlockSums() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let g = Int.random(in: 0..<10_000_000, using: &rng)
            let start = g - g % 70  // 70 rows: ten whole blocks, so the sum up to `start` is arithmetic
            let brute = Double(start / 7) * 488 + (start..<g).reduce(0.0) { $0 + Self.reference($1) }
            XCTAssertEqual(HeightPattern.top(g), brute, "top of row \(g)")
            XCTAssertEqual(HeightPattern.height(g), Self.reference(g), "height of row \(g)")
        }
    }

    /// Random tables (sections with headers, random sizes, random offsets): row tops and the rows
    /// found at an offset equal those of a table of every row's running sum.
    func testLayoutOffsetsAndRowsEqualABruteForceTable() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let counts = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Int.random(in: 0...300, using: &rng) }
            let headers = counts.map { _ in Bool.random(using: &rng) ? 28.0 : 0 }
            let total = counts.reduce(0, +)
            let layout = TableLayout(rowCounts: counts, headerHeights: headers, heights: .pattern(count: total))
            // Brute force: walk every section and row.
            var tops: [Double] = []
            var y = 0.0
            var g = 0
            for (s, c) in counts.enumerated() {
                y += headers[s]
                for _ in 0..<c { tops.append(y); y += Self.reference(g); g += 1 }
            }
            XCTAssertEqual(layout.contentHeight, y)
            for g in 0..<total {
                XCTAssertEqual(layout.rowTop(g), tops[g])
                XCTAssertEqual(layout.rowHeight(g), Self.reference(g))
            }
            for _ in 0..<20 where y > 0 {
                let top = Double.random(in: 0..<y, using: &rng).rounded()
                let bottom = top + Double.random(in: 1...700, using: &rng).rounded()
                let expected = (0..<total).filter { tops[$0] < bottom && tops[$0] + Self.reference($0) > top }
                let found = layout.rows(intersecting: top, bottom)
                XCTAssertEqual(Array(found), expected, "rows meeting [\(top), \(bottom)) of \(counts)")
            }
        }
    }

    /// A million rows with `height var` and no estimate keep no per-row values, so every state kept
    /// for `back` (a copy of the table) shares the pattern rather than a table of a million sums.
    func testAMillionVariableRowsKeepNoPerRowValues() throws {
        var table = TableState()
        try table.run(.rows(1_000_000), .heightForRowAt, .reload)
        XCTAssertEqual(table.layout.heights.storage, .pattern)
        XCTAssertEqual(table.layout.heights.storedValueCount, 0)
        XCTAssertEqual(table.layout.heights.count, 1_000_000)
        XCTAssertEqual(table.contentHeight, (0..<1_000_000).reduce(0.0) { $0 + Self.reference($1) })
    }

    /// With an estimate, only the rows shown are kept (the sparse corrections).
    func testEstimatedHeightsKeepOnlyTheRowsShown() throws {
        var table = TableState()
        try table.run(.rows(1_000_000), .estimate(44), .heightForRowAt)
        XCTAssertGreaterThan(table.layout.heights.storedValueCount, 0)
        XCTAssertLessThan(table.layout.heights.storedValueCount, 200)
    }
}
