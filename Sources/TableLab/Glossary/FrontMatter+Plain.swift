/// A reader for the plainest front matter, without a YAML library: what every shipped glossary entry
/// and lesson header is written in, read at a fraction of the cost.
///
/// Why: composing the front matter with Yams (`fieldsAndControls`) was most of the time of a first
/// `glossary TERM` or `lesson N` — each of the 78 entries and 17 lesson headers went through
/// libyaml twice (the `SafeYAML` scan, then the composition). A header made only of one-line
/// `key: value` and `key: [a, b]` lines needs none of YAML's machinery.
///
/// Why it is safe: it reads a *subset* and declines everything else. Any line it does not fully
/// understand — an indented or `- ` line, a comment, an escape, a quote inside a value, a YAML sign at
/// the start of a value (`&`, `*`, `!`, `|`, `>`, `{`, …), a character YAML treats specially (tab,
/// U+2028, U+FEFF) or a duplicated key — makes it return nil, and the caller reads the text with
/// Yams as before (`SafeYAML`'s refusals of anchors, aliases and too many nodes included). What it
/// does return is exactly what `fields(file:)` would (`FrontMatterPlainTests` compares the two on
/// every shipped file and on hand-written edge cases), and such text cannot hold a decoded control
/// character (there is no escape to decode), so the control diagnostics of `fieldsAndControls` are
/// empty for it. `tablelab check` always reads with Yams.
extension FrontMatter {
    /// The most list items read this way; a longer header goes to Yams, whose node limit then applies.
    static let plainItemLimit = 1_000

    /// The fields, if the front matter is in the plain subset; nil to read it with Yams.
    public func plainFields() -> [FrontMatterField]? {
        var fields: [FrontMatterField] = []
        var keys = Set<String>()
        var items = 0
        // The lines are the runs between LF bytes (LF is always a character of its own; a CR, which
        // could join one, is not plain), found without walking the text character by character.
        for (offset, bytes) in yaml.utf8.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            let line = yamlFirstLine + offset
            let raw = Substring(bytes)
            guard raw.unicodeScalars.allSatisfy(FrontMatter.isPlainSafe) else { return nil }
            var text = raw
            while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = text[..<colon]
            guard !key.isEmpty, key.unicodeScalars.allSatisfy(FrontMatter.isKeyScalar), keys.insert(String(key)).inserted else { return nil }
            var rest = text[text.index(after: colon)...]
            if rest.isEmpty {
                fields.append(FrontMatterField(key: String(key), line: line, value: .null))
                continue
            }
            guard rest.first == " " else { return nil }
            rest = rest.drop { $0 == " " }
            let value: FrontMatterValue
            if rest.first == "[" {
                guard rest.last == "]" else { return nil }
                let inside = rest.dropFirst().dropLast()
                var list: [FrontMatterItem] = []
                if !inside.allSatisfy({ $0 == " " }) {
                    for part in FrontMatter.flowItems(inside) {
                        var item = part
                        while item.first == " " { item.removeFirst() }
                        while item.last == " " { item.removeLast() }
                        guard let scalar = FrontMatter.plainScalar(item, inList: true) else { return nil }
                        list.append(FrontMatterItem(text: scalar.text, line: line))
                    }
                }
                items += list.count
                guard items <= FrontMatter.plainItemLimit else { return nil }
                value = .list(list)
            } else {
                guard let scalar = FrontMatter.plainScalar(rest, inList: false) else { return nil }
                value = scalar.isNull ? .null : .text(scalar.text)
            }
            fields.append(FrontMatterField(key: String(key), line: line, value: value))
        }
        return fields
    }

    /// The items of a one-line flow list, split at the commas outside quotes (`"first in, first
    /// out"` is one item). A quote left open keeps the rest in one item, which `plainScalar` declines.
    ///
    /// Read byte by byte, as libyaml reads (a comma is a comma even with a combining mark after it),
    /// and as slices: arrays of characters were a twentieth of a first `glossary TERM` (issue 17 §7).
    static func flowItems(_ text: Substring) -> [Substring] {
        let bytes = text.utf8
        var items: [Substring] = []
        var start = bytes.startIndex
        var quote: UInt8?
        var blank = true  // the item so far is only spaces
        var i = bytes.startIndex
        while i != bytes.endIndex {
            let c = bytes[i]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == UInt8(ascii: ",") {
                items.append(Substring(bytes[start..<i]))
                start = bytes.index(after: i)
                blank = true
                i = start
                continue
            } else if (c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")) && blank {
                quote = c
            }
            if c != UInt8(ascii: " ") { blank = false }
            i = bytes.index(after: i)
        }
        items.append(Substring(bytes[start...]))
        return items
    }

    /// One scalar of the subset: a plain word or phrase, or a quoted text with no quote or backslash
    /// inside. `isNull` for a plain `~`, `null` or nothing (what `value(of:)` calls null).
    ///
    /// The signs are looked for byte by byte, as libyaml does: a sign with a combining mark after
    /// it is still the sign (declined), never part of a larger character that hides it.
    static func plainScalar(_ text: Substring, inList: Bool) -> (text: String, isNull: Bool)? {
        let bytes = text.utf8
        guard let first = bytes.first else { return inList ? nil : ("", true) }
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        if first == doubleQuote || first == singleQuote {
            guard bytes.count >= 2, bytes.last == first else { return nil }
            let inside = bytes.dropFirst().dropLast()
            guard !inside.contains(doubleQuote), !inside.contains(singleQuote), !inside.contains(UInt8(ascii: "\\")) else { return nil }
            return (String(Substring(inside)), false)
        }
        // A plain scalar: no YAML sign at its start, no `: ` or ` #` inside, nothing after it that
        // would end it early, and in a list no flow sign at all.
        guard !isIndicator(first) else { return nil }
        var previous: UInt8 = 0
        for c in bytes {
            if (previous == UInt8(ascii: ":") && c == UInt8(ascii: " ")) || (previous == UInt8(ascii: " ") && c == UInt8(ascii: "#")) { return nil }
            if inList && (isFlowSign(c) || c == doubleQuote) { return nil }
            previous = c
        }
        guard bytes.last != UInt8(ascii: ":") else { return nil }
        let string = String(text)
        return (string, string == "~" || string == "null")
    }

    /// A YAML indicator: a plain scalar cannot start with one (`-?:,[]{}#&*!|>'"%@` and backtick).
    /// A switch, not a search of a string literal: that search walked the literal character by
    /// character for every value, a twentieth of a first `glossary TERM` (issue 17 §7).
    static func isIndicator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"): return true
        default: return false
        }
    }

    /// A sign that ends or splits a plain scalar inside a flow list: `[]{},:#`.
    static func isFlowSign(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "#"): return true
        default: return false
        }
    }

    /// Printable scalars YAML reads as themselves on one line: not tab (it ends a plain scalar
    /// differently), not a control, not U+0085 / U+2028 / U+2029 (YAML line breaks), not a BOM or a
    /// non-character, and not a backslash (a visible control, `\u{202E}`, is read by Yams).
    static func isPlainSafe(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x20 || v == 0x7F || v == 0x5C { return false }
        if v < 0x7F { return true }
        if v < 0xA0 { return false }
        return v != 0x2028 && v != 0x2029 && v != 0xFEFF && v != 0xFFFE && v != 0xFFFF
    }

    /// Keys of the subset: ASCII letters, digits, `-` and `_` (every key tablelab knows, and more).
    static func isKeyScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_"
    }
}
