import TableRender

/// Two runs side by side, one row per fact: a label, the value as run, the value with the change
/// (`replay`). Laid out for the terminal, widest first:
/// - three columns, when they fit as they are;
/// - the two value columns narrowed and their cells wrapped at spaces — never inside a word, where
///   a terminal folding a line would cut `URLSessionDataTask` in two;
/// - when even a column as wide as its longest word does not fit, each fact stacked: its label, then
///   `as run → changed` on a line of its own.
/// A row whose two values differ is painted as a whole, in every layout.
struct ComparisonTable {
    struct Row {
        var label: String
        var before: String
        var after: String
    }

    /// The headings of the two value columns (`as run`, `fix cancel-on-reuse on`).
    var before: String
    var after: String
    var rows: [Row]

    /// Columns between the two value columns when they are narrowed.
    static let gap = 2

    func render(in ctx: RenderContext) -> [String] {
        let width = ctx.columns
        let labelWidth = max(rows.map(\.label.displayWidth).max() ?? 0, 4) + 2
        let beforeWidth = max(rows.map(\.before.displayWidth).max() ?? 0, before.displayWidth) + 3
        let afterWidth = max(rows.map(\.after.displayWidth).max() ?? 0, after.displayWidth)
        if labelWidth + beforeWidth + afterWidth <= width {
            return lines(labelWidth: labelWidth, beforeWidth: beforeWidth - 3, afterWidth: afterWidth, gap: 3, ctx)
        }
        // Narrowed: each value column at least as wide as its longest word, the room shared out.
        let room = width - labelWidth - Self.gap
        let beforeNeed = beforeWidth - 3
        let beforeLeast = longestWord(rows.map(\.before) + [before])
        let afterLeast = longestWord(rows.map(\.after) + [after])
        var b = max(beforeLeast, min(beforeNeed, room / 2))
        let a = min(afterWidth, room - b)
        b = min(beforeNeed, room - a)
        guard a >= afterLeast, b >= beforeLeast else { return stacked(ctx) }
        return lines(labelWidth: labelWidth, beforeWidth: b, afterWidth: a, gap: Self.gap, ctx)
    }

    /// The widest word (a run of characters between spaces) of any of `texts`.
    func longestWord(_ texts: [String]) -> Int {
        texts.flatMap { $0.split(separator: " ") }.map(\.displayWidth).max() ?? 0
    }

    /// The columns at these widths, a cell too wide for its column wrapped onto lines below.
    func lines(labelWidth: Int, beforeWidth: Int, afterWidth: Int, gap: Int, _ ctx: RenderContext) -> [String] {
        func row(_ label: String, _ a: String, _ b: String) -> [String] {
            let left = HelpText.wrap(a, width: beforeWidth), right = HelpText.wrap(b, width: afterWidth)
            return (0..<max(left.count, right.count, 1)).map { i in
                let lead = (i == 0 ? label : "").padded(toWidth: labelWidth)
                var line = lead + (i < left.count ? left[i] : "").padded(toWidth: beforeWidth + gap) + (i < right.count ? right[i] : "")
                while line.last == " " { line.removeLast() }
                return line
            }
        }
        var lines = row("", before, after)
        for r in rows {
            let drawn = row(r.label, r.before, r.after)
            lines += r.before == r.after ? drawn : drawn.map { ctx.paint($0, .accent) }
        }
        return lines
    }

    /// Each fact as its label, then `before → after` indented under it.
    func stacked(_ ctx: RenderContext) -> [String] {
        let arrow = " " + ctx.symbols.arrow + " "
        var lines = HelpText.wrap(before + arrow + after, width: ctx.columns)
        for r in rows {
            let drawn = HelpText.wrap(r.label, width: ctx.columns)
                + HelpText.wrap(r.before + arrow + r.after, width: ctx.columns - 2).map { "  " + $0 }
            lines += r.before == r.after ? drawn : drawn.map { ctx.paint($0, .accent) }
        }
        return lines
    }
}
