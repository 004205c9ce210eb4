import TableRender
import TableText

/// Turns one typed line into a `Command`, or a `LabError` that says what would work.
public enum CommandParser {
    /// The longest line accepted. Anything longer is refused whole (nothing of it runs).
    public static let maxLineBytes = 4096

    /// Commands of the design that later work adds; typing one says so instead of "unknown".
    static let plannedCommands: Set<String> = []

    /// `nil` for a blank line or a comment (`# …`), which do nothing.
    public static func parse(_ line: String) throws(LabError) -> Command? {
        let bytes = line.utf8.count
        if bytes > maxLineBytes { throw .lineTooLong(bytes: bytes, limit: maxLineBytes) }
        let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        // A control character inside a word (a pasted escape sequence) never makes a command, and
        // would be kept and printed later (as a reuse identifier, say): refused whole.
        if let word = words.first(where: \.containsControlCharacters),
           let scalar = word.unicodeScalars.first(where: TerminalText.isControl) {
            throw .controlCharacter(line: line.trimmingWhitespace(), scalar: scalar)
        }
        guard let info = CommandCatalog.info(named: first) else {
            if plannedCommands.contains(first.lowercased()) { throw .notYet(first) }
            if ["undo", "explain"].contains(first.lowercased()) {
                throw .unknownCommand(first, suggestions: [first.lowercased() == "undo" ? "back" : "why"])
            }
            if let meant = KoreanKeyboard.words[first] { throw .koreanWord(first, meant: meant) }
            if let keys = KoreanKeyboard.keysPressed(for: first), let info = CommandCatalog.info(named: keys) {
                throw .typedInHangul(first, meant: info.name)
            }
            throw .unknownCommand(first, suggestions: suggestions(for: first))
        }
        var reader = ArgumentReader(command: info.name, usage: info.usage, words: Array(words.dropFirst()))
        return try info.parse(&reader)
    }

    /// The line with each control character that is whitespace (CR, VT, FF, NEL — a script saved
    /// with CRLF ends every line in CR) made a space: such a line still runs, and what is kept of it
    /// (history, `save`, the trace) holds no control character. Other control characters inside a
    /// word are refused by `parse`.
    public static func spacingControlWhitespace(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: TerminalText.isControl) else { return line }
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            let isSpace = scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{85}"
            out.append(isSpace ? " " : scalar)
        }
        return String(out)
    }

    /// The commands nearest to a mistyped word: same prefix, or within two edits.
    public static func suggestions(for word: String, among names: [String] = CommandCatalog.names) -> [String] {
        let w = word.lowercased()
        guard !w.isEmpty else { return [] }
        let scored = names.map { ($0, EditDistance.between(w, $0)) }
        let limit = w.count <= 3 ? 1 : 2
        var close = scored.filter { $0.1 <= limit }.sorted { $0.1 < $1.1 }.map(\.0)
        if close.isEmpty && w.count >= 2 { close = names.filter { $0.hasPrefix(w) } }
        return Array(close.prefix(3))
    }
}

/// Levenshtein distance over characters (grapheme clusters), so Korean words compare by syllable.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
