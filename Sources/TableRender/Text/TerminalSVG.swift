import TableText

// Pictures for slides (`export svg FILE`).
//
// The SVG is made from the very lines the terminal shows, painted by the same `Palette`: the text is
// read with `ANSITokens` (the tokenizer `displayWidth` and `paint` use), every SGR style becomes SVG
// attributes (a colour becomes a fill), and every character is placed at the column
// `DisplayWidth` gives it — so Korean takes two columns, as in the terminal, whatever font the
// viewer substitutes. Nothing from the text reaches the file as markup or as a control byte.

/// Styled terminal lines (palette colour sequences allowed) as a standalone SVG picture.
public enum TerminalSVG {
    /// Pixel metrics of one terminal cell. A monospace font's advance is 0.6 em in most fonts
    /// (DejaVu Sans Mono, Menlo, Consolas); the line pitch is 1.25 em.
    public static let fontSize = 14.0
    public static let cellWidth = 8.4
    public static let lineHeight = 17.5
    /// Empty cells around the text, left/right and top/bottom.
    public static let padding = 1

    /// The colours of a dark terminal theme, one for each SGR colour the palette uses
    /// (`TerminalText.paletteSGRParameters`).
    public static let background = "#1e1e1e"
    public static let foreground = "#d4d4d4"
    public static let colors: [Int: String] = [
        31: "#f14c4c",  // red: crash, bad
        32: "#23d18b",  // green: created, good
        33: "#f5f543",  // yellow: reused, warning
        34: "#3b8eea",  // blue: display
        35: "#d670d6",  // magenta: accent
        36: "#29b8db",  // cyan: queue, enqueue
    ]

    /// The attributes of one style, as the terminal shows it.
    struct Look: Equatable {
        var color: Int?
        var bold = false
        var dim = false
        var italic = false
        var underline = false

        /// Applies one SGR sequence's parameters (an empty list is a reset, as `ESC [ m` is).
        mutating func apply(_ parameters: [Int]) {
            for p in parameters.isEmpty ? [0] : parameters {
                switch p {
                case 0: self = Look()
                case 1: bold = true
                case 2: dim = true
                case 3: italic = true
                case 4: underline = true
                case 22: bold = false; dim = false
                case 23: italic = false
                case 24: underline = false
                case 39: color = nil
                case 30...37, 90...97: color = p >= 90 ? p - 60 : p
                default: break
                }
            }
        }

        var attributes: String {
            var a = " fill=\"\(color.flatMap { TerminalSVG.colors[$0] } ?? TerminalSVG.foreground)\""
            if bold { a += " font-weight=\"bold\"" }
            if dim { a += " fill-opacity=\"0.6\"" }
            if italic { a += " font-style=\"italic\"" }
            if underline { a += " text-decoration=\"underline\"" }
            return a
        }
    }

    /// One piece of text placed at a column: a run of printable ASCII without spaces, or a single
    /// other character (placed on its own, so a fallback font's advance cannot shift what follows).
    struct Piece: Equatable {
        var column: Int
        var text: String
        var look: Look
    }

    /// The pieces of one line, each at its display column. Escape sequences take no column; a
    /// control character left in the text is shown in its visible form (`TerminalText.visible`).
    static func pieces(of line: String) -> [Piece] {
        var pieces: [Piece] = []
        var look = Look()
        var column = 0
        var run: Piece? = nil
        func endRun() {
            if let r = run { pieces.append(r) }
            run = nil
        }
        var tokens = ANSITokens(Substring(line))
        while let token = tokens.next() {
            switch token {
            case .escape(let sequence):
                endRun()
                if token.isSGR {
                    look.apply(sequence.dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
                        .map { Int($0) ?? 0 })
                }
            case .character(let character):
                if character == " " || character == "\t" {
                    endRun()
                    column += character == "\t" ? 8 - column % 8 : 1
                    continue
                }
                let shown = character.unicodeScalars.contains(where: TerminalText.isControl)
                    ? TerminalText.sanitize(String(character)) : String(character)
                let width = DisplayWidth.width(of: shown)
                if let ascii = character.asciiValue, ascii >= 0x21, ascii < 0x7F {
                    if run != nil, run!.look == look {
                        run!.text.append(character)
                    } else {
                        endRun()
                        run = Piece(column: column, text: String(character), look: look)
                    }
                } else {
                    endRun()
                    if width > 0 { pieces.append(Piece(column: column, text: shown, look: look)) }
                }
                column += width
            }
        }
        endRun()
        return pieces
    }

    /// The SVG document for `lines`, `columns` wide at least (the widest line decides otherwise).
    /// `title` (the command that drew the pictures) becomes the picture's accessible title.
    public static func document(_ lines: [String], columns minimumColumns: Int = 0, title: String? = nil) -> String {
        let columns = max(minimumColumns, lines.map(\.displayWidth).max() ?? 0)
        let width = Double(columns + 2 * padding) * cellWidth
        let height = Double(lines.count + 2 * padding) * lineHeight
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
        viewBox="0 0 \(number(width)) \(number(height))" font-family="'DejaVu Sans Mono', Menlo, Consolas, \
        'D2Coding', 'Noto Sans Mono CJK KR', monospace" font-size="\(number(fontSize))">

        """
        if let title { svg += "<title>\(escaped(title))</title>\n" }
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(background)\"/>\n"
        for (row, line) in lines.enumerated() {
            // The baseline sits at 80 % of the line's height, as terminals draw it.
            let y = (Double(row + padding) + 0.8) * lineHeight
            for piece in pieces(of: line) {
                let x = Double(piece.column + padding) * cellWidth
                svg += "<text x=\"\(number(x))\" y=\"\(number(y))\"\(piece.look.attributes)>\(escaped(piece.text))</text>\n"
            }
        }
        return svg + "</svg>\n"
    }

    /// Text as XML character data or attribute value: markup characters escaped, and any control
    /// character (which XML 1.0 forbids, and which must never reach a file as a byte) in its
    /// visible form.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in TerminalText.sanitize(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out += " "
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A coordinate with at most two decimals, no trailing zeros (`8.4`, `17.5`, `42`).
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
