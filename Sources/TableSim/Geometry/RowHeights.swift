/// Heights of all rows, flattened across sections (global row index 0 ..< count), answering
/// "where does row g start" and "which row is at y" without touching every row.
///
/// The three cases follow what UIKit knows (FIDELITY §4):
/// - `uniform`: `rowHeight` only — positions are arithmetic, O(1).
/// - `pattern`: `heightForRowAt` with no estimate — UIKit asked every height up front (that per-row
///   cost is the lesson, recorded as one bulk event), and the answers are `HeightPattern`, so every
///   position is arithmetic, O(1), with nothing kept per row: states kept for `back` share it for free.
/// - `estimated`: `heightForRowAt` with `estimatedRowHeight` — unknown rows count as the estimate;
///   a sparse Fenwick tree of (real − estimate) corrections keeps both lookups at O(log n) while
///   real heights arrive row by row as rows are shown. Sparse (a dictionary of the nodes touched), so
///   memory and the cost of copying the table value grow with the rows shown, not the row count.
public struct RowHeights: Sendable, Equatable {
    public enum Storage: Sendable, Equatable {
        case uniform(height: Double)
        case pattern
        case estimated(estimate: Double, tree: [Int: Double], known: Set<Int>)
        /// Every row's top, as a learner's app answered `heightForRowAt` for each (its tables are
        /// learner-sized: `TableState.maxAppRows`).
        case listed(tops: [Double])
    }

    public private(set) var storage: Storage
    public let count: Int

    public static func uniform(_ height: Double, count: Int) -> RowHeights {
        RowHeights(storage: .uniform(height: height), count: count)
    }

    /// Every row answers `HeightPattern` (`height var` with no estimate).
    public static func pattern(count: Int) -> RowHeights {
        RowHeights(storage: .pattern, count: count)
    }

    /// The heights a learner's app answered, one a row.
    public static func listed(_ heights: [Double]) -> RowHeights {
        var tops = [0.0]
        tops.reserveCapacity(heights.count + 1)
        for h in heights { tops.append(tops[tops.count - 1] + h) }
        return RowHeights(storage: .listed(tops: tops), count: heights.count)
    }

    public static func estimated(_ estimate: Double, count: Int) -> RowHeights {
        RowHeights(storage: .estimated(estimate: estimate, tree: [:], known: []), count: count)
    }

    /// The top of row `g` (0 ≤ g ≤ count; `top(count)` is the total height).
    public func top(_ g: Int) -> Double {
        switch storage {
        case .uniform(let h): return Double(g) * h
        case .pattern: return HeightPattern.top(g)
        case .estimated(let est, let tree, _):
            var sum = 0.0
            var i = g
            while i > 0 { sum += tree[i] ?? 0; i &= i - 1 }
            return Double(g) * est + sum
        case .listed(let tops): return tops[min(max(g, 0), tops.count - 1)]
        }
    }

    public func height(_ g: Int) -> Double { top(g + 1) - top(g) }

    public var total: Double { top(count) }

    /// Whether the table knows row `g`'s real height (always, unless estimating).
    public func isKnown(_ g: Int) -> Bool {
        if case .estimated(_, _, let known) = storage { return known.contains(g) }
        return true
    }

    public var isEstimating: Bool {
        if case .estimated = storage { return true }
        return false
    }

    /// Records the real height of row `g` (estimated storage only).
    public mutating func learn(_ g: Int, height: Double) {
        guard case .estimated(let est, var tree, var known) = storage else { return }
        storage = .uniform(height: 0) // drop our reference so the updates below do not copy the storage
        if !known.contains(g) {
            known.insert(g)
            let delta = height - est
            var i = g + 1
            while i <= count { tree[i, default: 0] += delta; i += i & (-i) }
        }
        storage = .estimated(estimate: est, tree: tree, known: known)
    }

    /// How many rows of real (or estimated) height have been learned.
    public var knownCount: Int {
        if case .estimated(_, _, let known) = storage { return known.count }
        return count
    }
}

extension RowHeights {
    /// How many per-row values this value keeps: none for `uniform` and `pattern`, the learned
    /// corrections and known rows when estimating. What "memory grows with what is shown, not with
    /// the row count" means for heights, as a number a test can pin.
    public var storedValueCount: Int {
        switch storage {
        case .uniform, .pattern: return 0
        case .listed(let tops): return tops.count
        case .estimated(_, let tree, let known): return tree.count + known.count
        }
    }
}
