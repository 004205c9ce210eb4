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
    /// Slices of the text, not arrays of characters: building those was a twentieth of a first
    /// `glossary TERM` (issue 17 §7).
    static func flowItems(_ characters: Substring) -> [Substring] {
        var items: [Substring] = []
        var start = characters.startIndex
        var quote: Character?
        var blank = true  // the item so far is only spaces
        for i in characters.indices {
            let c = characters[i]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "," {
                items.append(characters[start..<i])
                start = characters.index(after: i)
                blank = true
                continue
            } else if (c == "\"" || c == "'") && blank {
                quote = c
            }
            if c != " " { blank = false }
        }
        items.append(characters[start...])
        return items
    }

    /// One scalar of the subset: a plain word or phrase, or a quoted text with no quote or backslash
    /// inside. `isNull` for a plain `~`, `null` or nothing (what `value(of:)` calls null).
    static func plainScalar(_ characters: Substring, inList: Bool) -> (text: String, isNull: Bool)? {
        guard let first = characters.first else { return inList ? nil : ("", true) }
        let text = String(characters)
        if first == "\"" || first == "'" {
            guard characters.count >= 2, characters.last == first else { return nil }
            let inside = characters.dropFirst().dropLast()
            guard !inside.contains("\""), !inside.contains("'"), !inside.contains("\\") else { return nil }
            return (String(inside), false)
        }
        // A plain scalar: no YAML sign at its start, no `: ` or ` #` inside, nothing after it that
        // would end it early, and in a list no flow sign at all.
        guard !isIndicator(first) else { return nil }
        if inList, characters.contains(where: isFlowSign) { return nil }
        for (c, next) in zip(characters, characters.dropFirst()) where (c == ":" && next == " ") || (c == " " && next == "#") {
            return nil
        }
        guard characters.last != ":", !inList || !characters.contains("\"") else { return nil }
        return (text, text == "~" || text == "null")
    }

    /// A YAML indicator: a plain scalar cannot start with one (`-?:,[]{}#&*!|>'"%@` and backtick).
    /// A switch, not a search of a string literal: that search walked the literal character by
    /// character for every value, a twentieth of a first `glossary TERM` (issue 17 §7).
    static func isIndicator(_ c: Character) -> Bool {
        switch c.asciiValue {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"): return true
        default: return false
        }
    }

    /// A sign that ends or splits a plain scalar inside a flow list: `[]{},:#`.
    static func isFlowSign(_ c: Character) -> Bool {
        switch c.asciiValue {
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
