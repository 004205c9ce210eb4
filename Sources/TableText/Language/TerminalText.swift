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
/// DEL (U+007F) and C1 (U+0080–009F). ESC (U+001B) is one of the C0 controls.
///
/// The visible form, one rule per block:
/// - C0 and DEL become their Unicode **control picture** (U+2400 + code; DEL is U+2421): ESC → `␛`,
///   BEL → `␇`, NUL → `␀`, CR → `␍`, DEL → `␡`. One column each, unmistakably a symbol.
/// - C1 has no control pictures in Unicode, so each becomes its Swift escape, `\u{9B}`.
///
/// Newline and tab are left alone (they lay text out; they cannot command the terminal). Every other
/// character, including Hangul, emoji and right-to-left text, is left as it is.
public enum TerminalText {
    /// True for the scalars `sanitize` replaces: C0 except newline and tab, DEL, C1.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 { return v != 0x0A && v != 0x09 }
        return (0x7F...0x9F).contains(v)
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
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
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
                                       0x0D: "CR", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI", 0x9D: "OSC"]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return visible(scalar) + " " + (names[scalar.value].map { "\($0) (\(code))" } ?? code)
    }
}

extension StringProtocol {
    /// The text with every control character except newline and tab in a visible form (`␛` for ESC,
    /// `\u{9B}` for a C1 control); see `TerminalText`. Apply it to text from outside (data files,
    /// typed lines, file paths) before colour is added.
    public var visibleControls: String { TerminalText.sanitize(self) }

    /// True when the text holds a character `visibleControls` would replace.
    public var containsControlCharacters: Bool { unicodeScalars.contains(where: TerminalText.isControl) }
}
