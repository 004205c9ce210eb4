import TableSim

// Lines that wrap instead of losing their end.
//
// An event line is a chain — `cellForRowAt → new cell#17 (init) → willDisplay` — and every link in it
// is a UIKit name the learner is there to learn. So a line that does not fit is never shortened: it
// continues on an indented line, broken between links (a link moves down whole), and only a single
// link wider than a whole line is broken inside, after a `(`, `:` or `,` where it can be. Colour is
// kept per span, so a break never leaves an escape sequence open across lines.

/// Text in one colour role (`nil`: plain).
struct Span {
    var text: String
    var role: Palette.Role?
}

/// Words that belong together on a line (`→ new cell#17 (init)`): the flow moves a piece to the next
/// line as a whole.
struct Piece {
    var spans: [Span]

    init(_ text: String, _ role: Palette.Role? = nil) {
        spans = [Span(text: text, role: role)]
    }

    init(spans: [Span]) {
        self.spans = spans
    }

    /// `→ ` followed by `text` (the arrow plain, the text in `role`).
    static func arrow(_ ctx: RenderContext, _ text: String, _ role: Palette.Role? = nil) -> Piece {
        Piece(spans: [Span(text: ctx.symbols.arrow + " ", role: nil), Span(text: text, role: role)])
    }

    static func + (a: Piece, b: Piece) -> Piece { Piece(spans: a.spans + b.spans) }
    static func + (a: Piece, b: String) -> Piece { Piece(spans: a.spans + [Span(text: b, role: nil)]) }

    var plain: String { spans.map(\.text).joined() }
    var width: Int { plain.displayWidth }

    func painted(_ ctx: RenderContext) -> String {
        spans.map { ctx.paint($0.text, ifAny: $0.role) }.joined()
    }

    /// The piece split at its spaces, each word keeping its colours.
    var words: [Piece] {
        var result: [Piece] = []
        var current: [Span] = []
        for span in spans {
            var parts = span.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let first = parts.removeFirst()
            if !first.isEmpty { current.append(Span(text: first, role: span.role)) }
            for part in parts {
                if !current.isEmpty { result.append(Piece(spans: current)) }
                current = part.isEmpty ? [] : [Span(text: part, role: span.role)]
            }
        }
        if !current.isEmpty { result.append(Piece(spans: current)) }
        // An arrow stays with the word it points at.
        var joined: [Piece] = []
        for word in result {
            if let last = joined.last, ["→", "->"].contains(last.plain) {
                joined[joined.count - 1] = last + Piece(" ") + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// Chunks of at most `width` columns, broken after `(`, `:` or `,` when one is near the end.
    func chunks(width: Int) -> [Piece] {
        let width = max(1, width)
        var chars: [(Character, Palette.Role?)] = []
        for span in spans { for ch in span.text { chars.append((ch, span.role)) } }
        var result: [Piece] = []
        var start = 0
        while start < chars.count {
            var end = start, used = 0
            while end < chars.count, used + chars[end].0.displayWidth <= width {
                used += chars[end].0.displayWidth
                end += 1
            }
            if end == start { end = start + 1 }        // a character wider than the line
            if end < chars.count {
                let earliest = start + max(1, (end - start) / 2)
                if let b = (earliest..<end).last(where: { "(:,".contains(chars[$0 - 1].0) }) { end = b }
            }
            var spans: [Span] = []
            for (ch, role) in chars[start..<end] {
                if let last = spans.last, last.role == role {
                    spans[spans.count - 1].text.append(ch)
                } else {
                    spans.append(Span(text: String(ch), role: role))
                }
            }
            result.append(Piece(spans: spans))
            start = end
        }
        return result
    }
}

extension RenderContext {
    /// `lead` followed by `pieces` separated by spaces, in lines of at most `width` columns; lines
    /// after the first start with `indent` spaces. A piece that does not fit moves to the next line
    /// whole; one wider than a line is split into words, and a word wider than a line into chunks.
    func flow(lead: String, _ pieces: [Piece], indent: Int, width: Int) -> [String] {
        let indent = max(0, min(indent, width - 8))
        var lines: [String] = []
        var current = lead
        var used = lead.displayWidth
        var empty = true
        func newline() {
            lines.append(current)
            current = String(repeating: " ", count: indent)
            used = indent
            empty = true
        }
        func put(_ piece: Piece) {
            current += (empty ? "" : " ") + piece.painted(self)
            used += (empty ? 0 : 1) + piece.width
            empty = false
        }
        func place(_ piece: Piece, level: Int) {
            if used + (empty ? 0 : 1) + piece.width <= width { put(piece); return }
            // Start a new line — also right after the lead, when the piece fits whole on the next one.
            if !empty || (used > indent && indent + piece.width <= width) { newline() }
            if used + piece.width <= width { put(piece); return }
            // Wider than a whole line: its words, then chunks of a word.
            if level == 0 {
                for word in piece.words { place(word, level: 1) }
            } else {
                for chunk in piece.chunks(width: width - used) {
                    if used + (empty ? 0 : 1) + chunk.width > width && !empty { newline() }
                    put(chunk)
                }
            }
        }
        for piece in pieces where !piece.plain.isEmpty { place(piece, level: 0) }
        lines.append(current)
        return lines.map { $0.trimmingTrailingSpaces }
    }
}

// MARK: - Runs of rows and cells, as a learner reads them

enum RunText {
    /// `cell#1 … cell#16`; ids out of order keep their order in groups: `cell#20, cell#1 … cell#4`.
    static func cells(_ ids: [Int], _ ctx: RenderContext) -> String {
        ints(ids, ctx) { Cell.name($0) }
    }

    /// `global 17 … 20` style: numbers after a prefix written once.
    static func numbers(_ values: [Int], _ ctx: RenderContext) -> String {
        ints(values, ctx) { "\($0)" }
    }

    /// Consecutive runs of three or more as `first … last`, the rest one by one; very long lists keep
    /// their first groups and their last.
    static func ints(_ values: [Int], _ ctx: RenderContext, name: (Int) -> String) -> String {
        let e = ctx.symbols.ellipsis
        var groups: [String] = []
        var i = 0
        while i < values.count {
            var j = i
            while j + 1 < values.count, values[j + 1] == values[j] + 1 { j += 1 }
            if j - i >= 2 {
                groups.append("\(name(values[i])) \(e) \(name(values[j]))")
            } else {
                for k in i...j { groups.append(name(values[k])) }
            }
            i = j + 1
        }
        if groups.count > 6 { groups = Array(groups.prefix(3)) + [e] + [groups.last!] }
        return groups.joined(separator: ", ")
    }

    /// `[0, 0] … [0, 15]` for consecutive rows; others listed (`[0, 20] … [0, 23], [0, 25]`).
    static func paths(_ paths: [TablePath], _ ctx: RenderContext, layout: TableLayout?) -> String {
        let e = ctx.symbols.ellipsis
        var groups: [String] = []
        var i = 0
        while i < paths.count {
            var j = i
            while j + 1 < paths.count, follows(paths[j + 1], paths[j], layout: layout) { j += 1 }
            if j - i >= 2 {
                groups.append("\(paths[i]) \(e) \(paths[j])")
            } else {
                for k in i...j { groups.append(paths[k].description) }
            }
            i = j + 1
        }
        if groups.count > 5 { groups = Array(groups.prefix(2)) + [e] + [groups.last!] }
        return groups.joined(separator: ", ")
    }

    /// Whether `b` is the row right after `a` on screen (the next row of the section, or the first row
    /// of the next section when the layout says `a` ended its section).
    static func follows(_ b: TablePath, _ a: TablePath, layout: TableLayout?) -> Bool {
        if a.section == b.section { return b.row == a.row + 1 }
        guard let layout, layout.contains(a), layout.contains(b) else { return false }
        return layout.global(b) == layout.global(a) + 1
    }
}
