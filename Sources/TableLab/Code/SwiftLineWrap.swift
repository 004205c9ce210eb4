import TableRender

/// `code` at the terminal's width: a Swift line too long for it is broken where Swift allows a line
/// break and a reader expects one, and its continuation is indented.
///
/// Why here and not left to the terminal: the terminal soft-wraps at the last column, in the middle
/// of an identifier ("UITableV / iewCell"), and a learner who copies the text gets code that does not
/// compile. Breaks go, in order of preference, after a comma, an opening bracket or a type's inheritance
/// colon, then before the
/// `.` of a member chain, then after an infix operator surrounded by spaces, before a function's
/// `->`, or after a closure's `{`;
/// never inside a string literal or a word. A trailing comment moves to its own line above the code,
/// and a comment line is wrapped at spaces, each piece starting with `//`. What has no break point
/// (one long string literal, one long word) stays whole, longer than the width. The result still
/// parses (`swiftc -parse`, SwiftCodeTests).
enum SwiftLineWrap {
    /// The width a `code` listing is laid out for when the context's is narrower than this: below it,
    /// Swift reads worse broken into scraps than run past the edge.
    static let minimumWidth = 40

    /// Every line at most `width` columns where it has a break point.
    static func wrap(_ lines: [String], width: Int) -> [String] {
        let width = max(width, minimumWidth)
        return lines.flatMap { wrap(line: $0, width: width) }
    }

    static func wrap(line: String, width: Int) -> [String] {
        guard line.displayWidth > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let body = String(line.dropFirst(indent.count))
        if body.hasPrefix("//") {
            return comment(String(body.dropFirst(2)).trimmingWhitespace(), indent: indent, width: width)
        }
        let scan = Scan(body)
        if let start = scan.commentStart {
            let code = String(body[..<start]).trimmingWhitespace()
            let note = String(body[start...].dropFirst(2)).trimmingWhitespace()
            return comment(note, indent: indent, width: width) + wrap(line: indent + code, width: width)
        }
        // A line that opens a block keeps its body at +4: its own continuation goes deeper.
        let continuation = indent + String(repeating: " ", count: body.hasSuffix("{") ? 8 : 4)
        var out: [String] = []
        var lead = indent
        var rest = body
        var restScan = scan
        while (lead + rest).displayWidth > width, let cut = restScan.bestBreak(lead: lead.displayWidth, width: width) {
            let head = rest[..<cut].trimmingTrailingSpaces()
            let tail = rest[cut...].drop { $0 == " " }
            guard !head.isEmpty, !tail.isEmpty else { break }
            out.append(lead + head)
            lead = continuation
            rest = String(tail)
            restScan = Scan(rest)
        }
        out.append(lead + rest)
        return out
    }

    /// A comment's words at `indent`, each line starting with `// `.
    static func comment(_ text: String, indent: String, width: Int) -> [String] {
        let lead = indent + "// "
        var out: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, (lead + current + " " + word).displayWidth > width {
                out.append(lead + current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        out.append(lead + current)
        return out
    }

    /// Where a line of Swift (without its indentation) may break, found once, outside string literals
    /// and before any `//` comment.
    struct Scan {
        let text: String
        /// A break before each index: its preference (0 best) and the columns the text before it takes.
        var breaks: [(index: String.Index, rank: Int, columns: Int)] = []
        /// Where a `//` comment starts, outside any string literal.
        var commentStart: String.Index?

        init(_ text: String) {
            self.text = text
            let chars = Array(text.indices)
            var inString = false
            var escaped = false
            var interpolation: [Int] = []  // parenthesis depth inside each open `\(`
            var columns = 0
            func ch(_ k: Int) -> Character? { k >= 0 && k < chars.count ? text[chars[k]] : nil }
            func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            /// Whether the word before `k` is a number (`0.5`, `1.0`): its `.` is a decimal point.
            func numberBefore(_ k: Int) -> Bool {
                var j = k - 1
                while j > 0, isWord(ch(j - 1)) { j -= 1 }
                return ch(j)?.isNumber ?? false
            }
            // A type's inheritance clause may go on the next line (`final class DataSource:` /
            // `UITableViewDiffableDataSource<Section, Item> {`): a break after its colon.
            var inheritanceColon = ["class ", "final class ", "struct ", "enum ", "extension ", "protocol "]
                .contains { text.hasPrefix($0) }
            var k = 0
            while k < chars.count {
                let c = text[chars[k]]
                let next = ch(k + 1)
                columns += String(c).displayWidth
                defer { k += 1 }
                if inString {
                    if escaped {
                        escaped = false
                        if c == "(" { interpolation.append(0); inString = false }
                    } else if c == "\\" {
                        escaped = true
                    } else if c == "\"" {
                        inString = false
                    }
                    continue
                }
                if !interpolation.isEmpty {
                    // Inside `\( … )`: code, but a break here would split the literal.
                    if c == "(" { interpolation[interpolation.count - 1] += 1 }
                    if c == ")" {
                        if interpolation[interpolation.count - 1] == 0 { interpolation.removeLast(); inString = true }
                        else { interpolation[interpolation.count - 1] -= 1 }
                    }
                    if c == "\"" { inString = true }
                    continue
                }
                switch c {
                case "\"":
                    inString = true
                case "/" where next == "/":
                    commentStart = chars[k]
                    return
                case "," where next == " ":
                    add(k + 2, rank: 0, columns: columns)
                case ":" where next == " " && inheritanceColon:
                    inheritanceColon = false
                    add(k + 2, rank: 0, columns: columns)
                case "(", "[":
                    if let n = next, n != ")" && n != "]" && n != " " { add(k + 1, rank: 0, columns: columns) }
                case "." where k > 0 && (isWord(ch(k - 1)) || ch(k - 1) == ")" || ch(k - 1) == "?" || ch(k - 1) == "]")
                    && (next?.isLetter ?? false) && !numberBefore(k):
                    add(k, rank: 1, columns: columns - 1)
                case "{" where next == " " && ch(k - 1) == " ":
                    add(k + 2, rank: 2, columns: columns)
                case " " where next == "-" && ch(k + 2) == ">" && ch(k + 3) == " ":
                    add(k + 1, rank: 2, columns: columns - 1)  // before a function's `->`
                case " " where Scan.breaksAfterOperator(chars: chars, text: text, at: k):
                    add(k + 1, rank: 2, columns: columns - 1)
                default:
                    break
                }
            }

            func add(_ position: Int, rank: Int, columns: Int) {
                guard position > 0 && position < chars.count else { return }
                breaks.append((chars[position], rank, columns))
            }
        }

        /// `a == b`: the space after an infix operator that has a space on each side.
        static func breaksAfterOperator(chars: [String.Index], text: String, at k: Int) -> Bool {
            let operators = ["=", "==", "!=", "&&", "||", "??", "+", "-", "<", ">", "<=", ">=", "..<", "..."]
            var start = k - 1
            while start >= 0, "=!&|?+-<>.".contains(text[chars[start]]) { start -= 1 }
            guard start >= 0, start < k - 1, text[chars[start]] == " " else { return false }
            let op = String(text[chars[start + 1]...chars[k - 1]])
            return operators.contains(op) && k + 1 < chars.count && text[chars[k + 1]] != " "
        }

        /// The break that fills the line best: the rightmost one that fits of the best rank that has
        /// one; when none fits, the first break of all (the line runs over, but no word is cut).
        func bestBreak(lead: Int, width: Int) -> String.Index? {
            let fitting = breaks.filter { lead + $0.columns <= width }
            if let rank = fitting.map(\.rank).min() {
                return fitting.last { $0.rank == rank }?.index
            }
            return breaks.min { $0.columns < $1.columns }?.index
        }
    }
}

private extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
