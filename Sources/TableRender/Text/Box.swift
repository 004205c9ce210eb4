// A bordered box of text lines, aligned in terminal columns.
//
// The one promise: every line a box renders has the same `displayWidth`, whatever mix of Korean,
// English, emoji and colour is inside it. Content lines are fitted (truncated with "…" or padded) to
// the inner width, so a right border can never drift.
import TableText

/// A box with an optional title in its top border:
///
/// ```
/// ┌─ 재사용 큐 ─────────┐
/// │ cell#3 → row 12     │
/// ├─────────────────────┤
/// │ 화면 밖: 2개        │
/// └─────────────────────┘
/// ```
///
/// `Box(title:lines:width:)` for plain lines, `Box(title:rows:width:)` when dividers (`├──┤`) are
/// needed; `render()` gives the lines (no trailing newline on any of them).
public struct Box: Sendable {
    /// Which characters draw the border.
    public enum Border: Sendable, Hashable {
        /// Box-drawing characters `┌─┐│└┘├┤` (each 1 column — ambiguous width, drawn narrow).
        case unicode
        /// Plain ASCII `+-|`, for `TERM=dumb` and terminals or fonts without box drawing.
        case ascii

        /// `.ascii` when `TERM=dumb`, `.unicode` otherwise. Like ``Palette/fromEnvironment(isTTY:environment:)``
        /// this takes the environment as an argument, so the library never reads process state.
        public static func fromEnvironment(_ environment: [String: String]) -> Border {
            environment["TERM"] == "dumb" ? .ascii : .unicode
        }

        var topLeft: String { self == .unicode ? "┌" : "+" }
        var topRight: String { self == .unicode ? "┐" : "+" }
        var bottomLeft: String { self == .unicode ? "└" : "+" }
        var bottomRight: String { self == .unicode ? "┘" : "+" }
        var horizontal: Character { self == .unicode ? "─" : "-" }
        var vertical: String { self == .unicode ? "│" : "|" }
        var teeLeft: String { self == .unicode ? "├" : "+" }
        var teeRight: String { self == .unicode ? "┤" : "+" }
    }

    /// One row inside the box.
    public enum Row: Sendable, Hashable {
        /// A line of text (may contain ANSI styles; a `"\n"` inside starts a new row).
        case text(String)
        /// A horizontal divider across the box (`├────┤`).
        case divider
    }

    /// Shown in the top border; truncated with "…" when the box is too narrow; omitted when nil,
    /// empty, or when there is not even room for one column of it.
    public var title: String?
    public var rows: [Row]
    /// The **outer** width in columns, borders included. `nil` fits the widest row and the title.
    /// A width too small for one content column is raised to that minimum (`2 * padding + 3`).
    public var width: Int?
    public var border: Border
    /// Blank columns between each vertical border and the text.
    public var padding: Int

    public init(
        title: String? = nil, rows: [Row], width: Int? = nil, border: Border = .unicode,
        padding: Int = 1
    ) {
        self.title = title
        self.rows = rows
        self.width = width
        self.border = border
        self.padding = max(0, padding)
    }

    public init(
        title: String? = nil, lines: [String], width: Int? = nil, border: Border = .unicode,
        padding: Int = 1
    ) {
        self.init(title: title, rows: lines.map(Row.text), width: width, border: border, padding: padding)
    }

    /// The outer width this box renders at (see ``width``).
    public var renderedWidth: Int {
        let minimum = 2 * padding + 3
        if let width { return max(width, minimum) }
        let widestRow = textLines.map(\.displayWidth).max() ?? 0
        // "┌─ title ─┐" needs the title plus six columns.
        let titleNeeds = title.map { $0.isEmpty ? 0 : $0.displayWidth + 6 } ?? 0
        return max(widestRow + 2 * padding + 2, titleNeeds, minimum)
    }

    /// The box, one string per terminal line; every one has `displayWidth == renderedWidth`.
    public func render() -> [String] {
        let outer = renderedWidth
        let inner = outer - 2
        let textWidth = inner - 2 * padding
        let pad = String(repeating: " ", count: padding)
        let rule = String(repeating: border.horizontal, count: inner)

        var output: [String] = [topBorder(inner: inner)]
        for row in expandedRows {
            switch row {
            case .divider:
                output.append(border.teeLeft + rule + border.teeRight)
            case .text(let line):
                output.append(
                    border.vertical + pad + line.fitted(toWidth: textWidth) + pad + border.vertical)
            }
        }
        output.append(border.bottomLeft + rule + border.bottomRight)
        return output
    }

    /// Rows with embedded newlines split, so one row is always one terminal line.
    private var expandedRows: [Row] {
        rows.flatMap { row -> [Row] in
            guard case .text(let text) = row else { return [row] }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { .text(String($0)) }
        }
    }

    private var textLines: [String] {
        expandedRows.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    /// `┌─ title ───┐`: one rule column, a space, the title, a space, at least one rule column.
    private func topBorder(inner: Int) -> String {
        let titleBudget = inner - 4
        guard let title, !title.isEmpty, titleBudget >= 1 else {
            return border.topLeft + String(repeating: border.horizontal, count: inner) + border.topRight
        }
        // `cut`, not `truncated`: when a 2-column syllable does not fit, the spare column belongs to
        // the rule ("가나… ──"), not to a space inside the title ("가나…  ─").
        let (shown, shownWidth) = title.cut(toWidth: titleBudget)
        let rest = inner - 3 - shownWidth
        return border.topLeft + String(border.horizontal) + " " + shown + " "
            + String(repeating: border.horizontal, count: rest) + border.topRight
    }
}
