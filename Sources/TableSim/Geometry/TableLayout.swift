/// Where everything is in the table's content: section headers and rows, in points from the top of
/// the content. Rows are addressed by a global index across sections; `TablePath` converts.
///
/// Every query is O(log sections + log rows), so a million rows cost the same as a hundred.
public struct TableLayout: Sendable, Equatable {
    /// `sectionStarts[s]` is the global index of section s's first row; the last entry is the row count.
    public let sectionStarts: [Int]
    /// `headerTops[s]` is the sum of header heights of sections before s; the last entry is the total.
    public let headerSums: [Double]
    public var heights: RowHeights

    public init(rowCounts: [Int], headerHeights: [Double], heights: RowHeights) {
        var starts = [0]
        starts.reserveCapacity(rowCounts.count + 1)
        for c in rowCounts { starts.append(starts.last! + c) }
        var sums = [0.0]
        sums.reserveCapacity(headerHeights.count + 1)
        for h in headerHeights { sums.append(sums.last! + h) }
        self.sectionStarts = starts
        self.headerSums = sums
        self.heights = heights
    }

    public var sectionCount: Int { sectionStarts.count - 1 }
    public var rowCount: Int { sectionStarts.last ?? 0 }

    public func rowCount(inSection s: Int) -> Int { sectionStarts[s + 1] - sectionStarts[s] }
    public func headerHeight(_ s: Int) -> Double { headerSums[s + 1] - headerSums[s] }

    public var contentHeight: Double { headerSums.last! + heights.total }

    // MARK: Index conversion

    public func global(_ path: TablePath) -> Int { sectionStarts[path.section] + path.row }

    public func path(_ g: Int) -> TablePath {
        // The last section whose start is <= g (empty sections share a start with the next one).
        var lo = 0, hi = sectionCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= g { lo = mid } else { hi = mid - 1 }
        }
        return TablePath(section: lo, row: g - sectionStarts[lo])
    }

    public func contains(_ path: TablePath) -> Bool {
        path.section >= 0 && path.section < sectionCount && path.row >= 0 && path.row < rowCount(inSection: path.section)
    }

    // MARK: Positions

    /// The top of global row `g` in content coordinates.
    public func rowTop(_ g: Int) -> Double {
        let s = path(g).section
        return headerSums[s + 1] + heights.top(g)
    }

    public func rowHeight(_ g: Int) -> Double { heights.height(g) }

    /// The top of section `s`'s header (or of its first row when it has no header).
    public func sectionTop(_ s: Int) -> Double {
        headerSums[s] + heights.top(sectionStarts[s])
    }

    /// The global rows whose rect intersects `[top, bottom)`: a row is visible when its rect meets
    /// the visible rect and its height is above zero (FIDELITY §2.9).
    public func rows(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        let n = rowCount
        guard n > 0, bottom > top else { return 0..<0 }
        // First row whose bottom is below `top`.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if rowTop(mid) + rowHeight(mid) > top { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        // First row whose top is at or below `bottom`.
        lo = first; hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if rowTop(mid) >= bottom { hi = mid } else { lo = mid + 1 }
        }
        return first..<max(first, lo)
    }

    /// The section whose area contains `y` (header and rows); for sticky headers.
    public func section(at y: Double) -> Int? {
        guard sectionCount > 0 else { return nil }
        var lo = 0, hi = sectionCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionTop(mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
