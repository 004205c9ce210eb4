import MessageCatalog
// Text from outside the program reaches the terminal only as text.
//
// Glossary and lesson files, a typed line echoed back in an error, a file path: any of them may hold
// ESC, BEL, C1 controls or other control characters. Printed raw, `ESC ] 0 ; title BEL` retitles the
// window, `ESC [ 2 J` clears the screen, `ESC ] 52 ; c ; … BEL` writes the clipboard and `ESC [ 6 n`
// makes the terminal type its answer into the prompt. So such text passes through `visibleControls`
// before it is printed, and colour is added by the renderer only after that step: every escape
// sequence on the screen comes from tablelab's own palette, none from data.

/// Replaces control characters with a visible form, so text from outside can be printed safely.
///
/// What counts as a control character: C0 (U+0000–001F) except newline (U+000A) and tab (U+0009),
/// DEL (U+007F), C1 (U+0080–009F), and the bidirectional controls U+202A–202E and U+2066–2069. ESC
/// (U+001B) is one of the C0 controls. The bidi controls cannot command the terminal, but they
/// reorder what it shows: `x\u{202E}txt.sh` reads as "xhs.txt", so a file name or a word quoted back
/// would say something else than it is.
///
/// The visible form, one rule per block:
/// - C0 and DEL become their Unicode **control picture** (U+2400 + code; DEL is U+2421): ESC → `␛`,
///   BEL → `␇`, NUL → `␀`, CR → `␍`, DEL → `␡`. One column each, unmistakably a symbol.
/// - C1 and the bidi controls have no control pictures in Unicode, so each becomes its Swift escape,
///   `\u{9B}`, `\u{202E}`.
///
/// Newline and tab are left alone (they lay text out; they cannot command the terminal). Every other
/// character, including Hangul, emoji and right-to-left text, is left as it is.
public enum TerminalText {
    /// True for the scalars `sanitize` replaces: C0 except newline and tab, DEL, C1, bidi controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v != 0x0A && v != 0x09 }
        if v < 0x7F { return false }
        return v <= 0x9F || isBidiControl(scalar)
    }

    /// True for the bidirectional embedding, override and isolate controls: U+202A–202E (LRE, RLE,
    /// PDF, LRO, RLO) and U+2066–2069 (LRI, RLI, FSI, PDI).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The visible form of one control scalar (`␛` for ESC, `\u{9B}` for CSI); other scalars as they are.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        let v = scalar.value
        if v < 0x20 { return String(Unicode.Scalar(0x2400 + v)!) }
        if v == 0x7F { return "\u{2421}" }
        return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
    }

    /// The text with every control character in its visible form (see the type's documentation).
    public static func sanitize<S: StringProtocol>(_ text: S) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A short name for a control scalar, for messages that say what was found: `ESC (U+001B)`.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0B: "VT", 0x0C: "FF",
                                       0x0D: "CR", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC",
                                       0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
                                       0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI"]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return visible(scalar) + " " + (names[scalar.value].map { "\($0) (\(code))" } ?? code)
    }
}

extension TerminalText {
    /// The SGR parameters tablelab's own palette writes (`TextStyle`: reset, bold, dim, italic,
    /// underline and underline off — a glossary term in help text is underlined, `ESC [ 4 m` …
    /// `ESC [ 24 m` — and six colours). Only these styles pass `forTerminal`: they change how text looks,
    /// never what it says (no conceal, no black, no background), and nothing else can move, clear,
    /// retitle or query the terminal.
    public static let paletteSGRParameters: Set<Int> = [0, 1, 2, 3, 4, 24, 31, 32, 33, 34, 35, 36]

    /// Text on its way to the terminal — what `Output` writes, every line of it. It is the one place
    /// every printed text passes, whatever file, decoding or typed line it came from: each control
    /// character becomes its visible form (`sanitize`), except the colour sequences of tablelab's
    /// palette (`ESC [ 1 ; 31 m`, parameters from `paletteSGRParameters` only), which the renderer
    /// added after the text was laid out. A sequence from data that looks like one is harmless colour
    /// at worst, and `tablelab check` refuses it; any other sequence — OSC titles, clipboard writes,
    /// cursor moves, screen clears, C1 controls, bidi controls — is shown, not obeyed.
    public static func forTerminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}", let end = paletteSGREnd(scalars, from: i) {
                out.append(contentsOf: scalars[i..<end])
                i = end
                continue
            }
            if isControl(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// The index after a palette SGR sequence (`ESC [ n ; n m`) starting at `start`, or nil.
    private static func paletteSGREnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start + 1
        guard i < scalars.count, scalars[i] == "[" else { return nil }
        i += 1
        var number: Int? = nil
        while i < scalars.count {
            let s = scalars[i]
            if (0x30...0x39).contains(s.value) {
                number = (number ?? 0) * 10 + Int(s.value - 0x30)
                guard number! < 1000 else { return nil }
            } else if s == ";" || s == "m" {
                guard let n = number, paletteSGRParameters.contains(n) else { return nil }
                if s == "m" { return i + 1 }
                number = nil
            } else {
                return nil
            }
            i += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The text with every control character except newline and tab in a visible form (`␛` for ESC,
    /// `\u{9B}` for a C1 control); see `TerminalText`. Apply it to text from outside (data files,
    /// typed lines, file paths) before colour is added.
    public var visibleControls: String { TerminalText.sanitize(self) }

    /// True when the text holds a character `visibleControls` would replace.
    /// (Its bytes first, `TerminalText.mayHoldControl`: most text has none that could begin one.)
    public var containsControlCharacters: Bool {
        TerminalText.mayHoldControl(self) && unicodeScalars.contains(where: TerminalText.isControl)
    }
}
