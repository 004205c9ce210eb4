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
    public static func wrapBlock(_ text: String, width: Int) -> [String] {
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
        var currentWidth = 0
        // Widths are added up word by word (measuring the whole line again for every word was a
        // sixteenth of a first `glossary TERM`, issue 17 §7); where the space could join a character
        // of its neighbours, or the text holds an escape sequence, the line is measured as before.
        let measureLines = text.utf8.contains(0x1B)
        for word in units(text, width: width) {
            if current.isEmpty {
                current = word
                currentWidth = word.displayWidth
                continue
            }
            let candidate = current + " " + word
            let candidateWidth = measureLines || !spaceStandsAlone(after: current, before: word)
                ? candidate.displayWidth : currentWidth + 1 + word.displayWidth
            if candidateWidth > width {
                lines.append(current)
                current = word
                currentWidth = word.displayWidth
            } else {
                current = candidate
                currentWidth = candidateWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether a space between `left` and `right` is a character of its own, leaving theirs as
    /// they were — then the width of `left + " " + right` is the sum of the three. Always so
    /// between ASCII; otherwise asked of the characters that meet the space (a mark after it, or a
    /// prepended sign before it, would join it).
    static func spaceStandsAlone(after left: String, before right: String) -> Bool {
        let l = left.utf8.last ?? 0x20, r = right.utf8.first ?? 0x20
        if l < 0x80 && r < 0x80 { return true }
        var joint = ""
        if let c = left.last { joint.append(c) }
        joint.append(" ")
        if let c = right.first { joint.append(c) }
        return joint.count == (left.isEmpty ? 0 : 1) + 1 + (right.isEmpty ? 0 : 1)
    }

    /// An indented line of a lesson — a choice (`  a) text`), a verdict (`  my prediction │ a) text  ✓`)
    /// — wrapped at spaces with its continuation lines under its text, not under the margin: the
    /// hanging indent is the line's lead (its leading spaces, a `label │ ` column, a choice key
    /// `a) `). A line that fits is returned as it is, so a lesson's own aligned lines are never
    /// moved. A mark at the end (`✓`, `✗`) stays with the word before it rather than alone on a line.
    public static func wrapItem(_ line: String, width: Int) -> [String] {
        guard line.displayWidth > width else { return [line] }
        var lead = String(line.prefix { $0 == " " })
        var body = Substring(line.dropFirst(lead.count))
        if let bar = body.range(of: " │ "), body[..<bar.lowerBound].displayWidth <= width / 3 {
            lead += body[..<bar.upperBound]
            body = body[bar.upperBound...]
        }
        if let close = body.prefix(4).range(of: ") "), !body[..<close.lowerBound].contains(" ") {
            lead += body[..<close.upperBound]
            body = body[close.upperBound...]
        }
        // With a lead wider than half the line, only the margin hangs (the text needs the room).
        var text = String(body)
        if lead.displayWidth > width / 2 {
            let margin = String(lead.prefix { $0 == " " })
            text = String(lead.dropFirst(margin.count)) + text
            lead = margin
        }
        let indent = lead.displayWidth
        var mark = ""
        if let space = text.range(of: "  ", options: .backwards), text[space.upperBound...].count == 1 {
            mark = String(text[space.lowerBound...])
            text = String(text[..<space.lowerBound])
        }
        let room = max(1, width - indent)
        var lines = wrap(text, width: room)
        if !mark.isEmpty, let last = lines.last {
            if (last + mark).displayWidth <= room {
                lines[lines.count - 1] = last + mark
            } else if let space = last.range(of: " ", options: .backwards) {
                lines[lines.count - 1] = String(last[..<space.lowerBound])
                lines.append(String(last[space.upperBound...]) + mark)
            } else {
                lines.append(mark.trimmingWhitespace())
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.enumerated().map { i, text in (i == 0 ? lead : margin) + text }
    }

    /// The space-separated words, with the words of one backtick span joined into one unit.
    static func units(_ text: String, width: Int) -> [String] {
        var units: [String] = []
        var open: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let ticks = word.utf8.contains(UInt8(ascii: "`")) ? word.filter { $0 == "`" }.count : 0
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
        return joiningIndexPaths(units)
    }

    /// An index path is one word: `[0,` and `15]` (or `[[0,` and `2]],`) stay on one line — split,
    /// "[0," at the end of a line read as an unfinished list.
    static func joiningIndexPaths(_ units: [String]) -> [String] {
        var joined: [String] = []
        joined.reserveCapacity(units.count)
        for unit in units {
            if let last = joined.last, last.hasSuffix(","), opensIndexPath(last),
               let first = unit.first, first.isASCII, first.isNumber, unit.contains("]") {
                joined[joined.count - 1] = last + " " + unit
            } else {
                joined.append(unit)
            }
        }
        return joined
    }

    /// `[0,` or `[[12,` (after any text, as in `at:[0,`): a bracket, digits, a comma, not closed.
    private static func opensIndexPath(_ word: String) -> Bool {
        guard let open = word.lastIndex(of: "[") else { return false }
        let rest = word[word.index(after: open)...].dropLast()  // without the comma
        return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
