/// A reader for the plainest catalogs, without a YAML library: what both shipped catalogs are written
/// in, read at a fraction of the cost.
///
/// Why: every session shows a message before its first answer, so every first answer waited for
/// libyaml to scan the catalog (`SafeYAML.scan`) and Yams to compose it — nearly a thousand entries —
/// when the file is only sections (`key:`) and one-line double-quoted texts (`key: "text"`).
///
/// Why it is safe: it reads a *subset* and declines everything else. Any line it does not fully
/// understand — a tab, a key that is not a plain ASCII word, a value that is not one double-quoted
/// line, an escape other than `\"` and `\\`, a comment after a value, an indentation that matches no
/// open section, a section with nothing in it, a key written twice, a character YAML treats specially
/// (a control, U+0085, U+2028, U+2029, U+FEFF) — or more than `SafeYAML.maxNodes` nodes makes it return
/// nil, and `parse` reads the text with Yams as before, with `SafeYAML`'s refusals of anchors, aliases
/// and too many nodes. What it does return is exactly the entries Yams gives, with no problem
/// (`PlainCatalogTests` compares the two on both shipped catalogs and on hand-written edge cases);
/// such text cannot hold a decoded control character, as it has no escape that could make one.
/// `tablelab check` always reads with Yams.
extension Catalog {
    /// The longest key read this way: YAML allows a one-line key of up to 1024 characters.
    static let plainKeyLimit = 1_000

    /// The entries, if the catalog is in the plain subset; nil to read it with Yams.
    public static func plainEntries(_ text: String) -> [String: Entry]? {
        var text = text
        return text.withUTF8 { plainEntries(bytes: $0) }
    }

    private static func plainEntries(bytes: UnsafeBufferPointer<UInt8>) -> [String: Entry]? {
        let space: UInt8 = 0x20, newline: UInt8 = 0x0A, quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        let colon: UInt8 = 0x3A, hash: UInt8 = 0x23
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(bytes.count / 64)
        var sectionPaths = Set<String>()
        // The open sections' keys, and the indentation of the keys at each depth (the root's is 0);
        // `prefix` is the open sections' dotted path with a final dot (`errors.`), or empty.
        var sections: [String] = []
        var indents = [0]
        var prefix = ""
        // A section just opened: its first key sets the next depth's indentation.
        var opened: Int?
        var nodes = 1  // the root mapping
        var lineNumber = 0
        var start = 0
        let count = bytes.count
        while start < count {
            lineNumber += 1
            var end = start
            while end < count && bytes[end] != newline { end += 1 }
            defer { start = end + 1 }
            guard isPlainLine(bytes, start, end) else { return nil }
            var i = start
            while i < end && bytes[i] == space { i += 1 }
            if i == end || bytes[i] == hash { continue }  // a blank line or a comment
            let indent = i - start
            // The depth of this key: one deeper than a section just opened, or an open depth.
            if let parent = opened {
                guard indent > parent else { return nil }  // the section has nothing in it
                indents.append(indent)
                opened = nil
            } else {
                guard let depth = indents.lastIndex(of: indent) else { return nil }
                if depth < sections.count {
                    indents.removeSubrange((depth + 1)...)
                    sections.removeSubrange(depth...)
                    prefix = sections.isEmpty ? "" : sections.joined(separator: ".") + "."
                }
            }
            let keyStart = i
            while i < end && isKeyByte(bytes[i]) { i += 1 }
            guard i > keyStart, i - keyStart <= plainKeyLimit, bytes[keyStart] != 0x2D /* - */, i < end, bytes[i] == colon
            else { return nil }
            let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<i]), as: UTF8.self)
            let path = prefix + key
            // A key written twice in one section (as a text or a section): Yams' problem to report.
            guard entries[path] == nil, !sectionPaths.contains(path) else { return nil }
            nodes += 2
            guard nodes <= SafeYAML.maxNodes else { return nil }
            i += 1
            if i == end {  // `key:` opens a section
                sectionPaths.insert(path)
                sections.append(key)
                prefix = path + "."
                opened = indent
                continue
            }
            guard bytes[i] == space else { return nil }
            while i < end && bytes[i] == space { i += 1 }
            guard i < end, bytes[i] == quote else { return nil }
            i += 1
            let valueStart = i
            var escaped: [UInt8]?  // the text so far, once an escape is met; nil while there is none
            var closed = false
            while i < end {
                let b = bytes[i]
                if b == quote { closed = true; break }
                if b == backslash {
                    guard i + 1 < end, bytes[i + 1] == quote || bytes[i + 1] == backslash else { return nil }
                    if escaped == nil { escaped = Array(bytes[valueStart..<i]) }
                    escaped!.append(bytes[i + 1])
                    i += 2
                    continue
                }
                escaped?.append(b)
                i += 1
            }
            guard closed else { return nil }
            let valueEnd = i
            i += 1
            while i < end && bytes[i] == space { i += 1 }
            guard i == end else { return nil }
            let value = escaped.map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
            entries[path] = Entry(source: value, line: lineNumber)
        }
        guard opened == nil, !entries.isEmpty else { return nil }
        return entries
    }

    /// Keys of the subset: ASCII letters, digits, `-` and `_` (every key tablelab has, and more).
    private static func isKeyByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
    }

    /// Whether the bytes of one line (UTF-8, without its line feed) are all read by YAML as themselves:
    /// no control (tab and carriage return included), no DEL, no C1 control or U+0085 (C2 80…C2 9F),
    /// no U+2028 or U+2029 (E2 80 A8, E2 80 A9), no BOM (EF BB BF) and no U+FFFE or U+FFFF.
    private static func isPlainLine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            let b = bytes[i]
            if b < 0x20 || b == 0x7F { return false }
            if b == 0xC2, i + 1 < end, bytes[i + 1] <= 0x9F { return false }
            if b == 0xE2, i + 2 < end, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return false }
            if b == 0xEF, i + 2 < end,
               (bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF) || (bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE) { return false }
            i += 1
        }
        return true
    }
}
