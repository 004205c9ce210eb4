/// The heights `heightForRowAt` answers with `height var`: a fixed, varied pattern, so a learner can
/// predict it and tests can pin it (model: real apps compute heights from content).
///
/// Why a type of its own: a pattern is arithmetic, not a table. Row g = 7q + r answers
/// `heights[(5r + q) mod 7]`, so each block of seven rows holds every height of the pattern once
/// (5 is invertible mod 7) and sums to `blockHeight`. The top of any row is then
/// `q · blockHeight` plus a prefix inside the block, read from a 7 × 8 table: O(1), so finding the
/// row at a given y is a binary search over O(1) tops (`TableLayout.rows(intersecting:)`). Nothing is kept per row, so a table of ten million rows and every state kept
/// for `back` carry the same few bytes (a per-row table of running sums cost 8 bytes × rows on
/// every reload, and each state kept for `back` kept its own).
public enum HeightPattern {
    /// The heights the pattern cycles through, in points.
    public static let heights: [Double] = [44, 64, 88, 52, 120, 44, 76]
    /// Rows in one block: every height of the pattern once.
    public static let blockRows = 7
    /// The height of one block of `blockRows` rows.
    public static let blockHeight: Double = heights.reduce(0, +)

    /// `prefix[q mod 7][r]`: the height of the first r rows of a block whose index is q (0 ≤ r ≤ 7).
    private static let prefix: [[Double]] = (0..<blockRows).map { q in
        var sums = [0.0]
        for r in 0..<blockRows { sums.append(sums[r] + heights[(5 * r + q) % blockRows]) }
        return sums
    }

    /// The height of global row `g` (g ≥ 0).
    public static func height(_ g: Int) -> Double {
        let (q, r) = g.quotientAndRemainder(dividingBy: blockRows)
        return heights[(5 * r + q % blockRows) % blockRows]
    }

    /// The top of global row `g`: the sum of the heights of rows 0 ..< g (g ≥ 0).
    public static func top(_ g: Int) -> Double {
        let (q, r) = g.quotientAndRemainder(dividingBy: blockRows)
        return Double(q) * blockHeight + prefix[q % blockRows][r]
    }
}
