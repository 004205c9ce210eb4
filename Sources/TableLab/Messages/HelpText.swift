import TableRender
import TableText

/// `help` and `help NAME`, in the session's language.
public enum HelpText {
    public static func overview(_ lang: Language, width: Int) -> [String] {
        var lines: [String] = []
        lines += wrapBlock(lang.block(L10n.Help.intro), width: width)
        // The name on the left, the summary wrapped beside it: nothing is cut at 80 columns or less.
        let nameWidth = (CommandCatalog.names.map(\.count).max() ?? 10) + 4
        let room = max(16, width - nameWidth)
        let indent = String(repeating: " ", count: nameWidth)
        for area in CommandInfo.Area.allCases {
            lines.append("")
            lines.append(area.title(lang))
            for info in CommandCatalog.all where info.area == area {
                let summaries = lang == .both ? [info.summary(.en), info.summary(.ko)] : [info.summary(lang)]
                var first = true
                for summary in summaries {
                    for piece in wrap(summary, width: room) {
                        lines.append((first ? ("  " + info.name).padded(toWidth: nameWidth) : indent) + piece)
                        first = false
                    }
                }
            }
        }
        lines.append("")
        lines += wrapBlock(lang.block(L10n.Help.start), width: width)
        return lines
    }

    /// A paragraph that may stand in both languages (`Language.block`): each of its lines wrapped.
    static func wrapBlock(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").flatMap { wrap(String($0), width: width) }
    }

    /// `mark` decorates glossary terms (before wrapping, so widths stay right).
    public static func command(_ info: CommandInfo, _ lang: Language, width: Int,
                               mark: (String) -> String = { $0 }) -> [String] {
        var lines = wrap(info.usage, width: width) + [""]
        lines += wrap(info.summary(lang), width: width)
        lines.append("")
        for paragraph in info.detail(lang).split(separator: "\n") {
            lines += wrap(mark(String(paragraph)), width: width)
        }
        lines.append("")
        lines.append(lang.text(L10n.Help.examples))
        lines += info.examples.map { "  " + $0 }
        if lines.contains(where: { $0.contains("°") || $0.contains("\u{1B}[4m") }) {
            lines.append("")
            lines += wrapBlock(lang.block(L10n.Help.marked), width: width)
        }
        return lines
    }

    /// Wraps at spaces to a column width, measuring Korean as two columns.
    /// Wraps at spaces to `width` columns. A span of code in backticks (`` `scroll to 25` ``) is kept
    /// on one line when it fits on one, so a command is never cut in two.
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in units(text, width: width) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.displayWidth > width && !current.isEmpty {
                lines.append(current)
                current = word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The space-separated words, with the words of one backtick span joined into one unit.
    static func units(_ text: String, width: Int) -> [String] {
        var units: [String] = []
        var open: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let ticks = word.filter { $0 == "`" }.count
            if open.isEmpty {
                if ticks % 2 == 1 { open = [word] } else { units.append(String(word)) }
            } else {
                open.append(word)
                if ticks % 2 == 1 {
                    let span = open.joined(separator: " ")
                    if span.displayWidth <= width { units.append(span) } else { units += open.map(String.init) }
                    open = []
                }
            }
        }
        units += open.map(String.init)  // an unclosed backtick: its words as they are
        return units
    }
}
