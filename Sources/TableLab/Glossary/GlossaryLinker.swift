import TableSim

/// Finds glossary terms in running text (lesson text, help) so they can be marked for the learner —
/// "this word is in `glossary`" — and so the session can remember where each term was met.
///
/// Why these rules:
/// - **Longest match first**: `reuse queue` wins over `queue`, `비동기` over `동기`.
/// - **Whole words for ASCII**: `row` must not light up inside `arrow` or `rows` (plural forms are
///   recognised through aliases such as `rows`); `cell` not inside `cellForRowAt`.
/// - **Korean words take particles**: `비동기를`, `셀이` are matches; a term must not start in the
///   middle of a Korean word (`동기` inside `비동기`), and a one-syllable term (`행`, `셀`) only
///   matches before a space, punctuation or a common particle, so `행` does not mark `행동`.
/// - **Not inside backticks**: `` `scroll 10` `` is a command to type, not prose; and not inside
///   ANSI escape sequences, so already-styled text survives.
/// - Names and multi-word aliases are used; single-word aliases only when they are API names
///   (`dequeueReusableCell`, `UITableViewCell`) or plurals (`rows`): short aliases such as `IB` or
///   `줄` would mark too much.
public struct GlossaryLinker: Sendable {
    struct Pattern: Sendable {
        /// Characters to match, ASCII lowercased; a space matches any run of whitespace.
        let characters: [Character]
        let entryIndex: Int
    }

    let entries: [GlossaryEntry]
    /// Patterns by first character, each list longest first.
    let patterns: [Character: [Pattern]]

    public init(glossary: Glossary) {
        self.init(entries: glossary.entries)
    }

    init(entries: [GlossaryEntry]) {
        self.entries = entries
        var table: [Character: [Pattern]] = [:]
        for (i, entry) in entries.enumerated() {
            var names = [entry.en, entry.ko]
            names += entry.aliases.filter { GlossaryLinker.isLinkableAlias($0, of: entry) }
            var seen = Set<String>()
            for name in names {
                let chars = GlossaryLinker.patternCharacters(name)
                guard let first = chars.first, seen.insert(String(chars)).inserted else { continue }
                table[first, default: []].append(Pattern(characters: chars, entryIndex: i))
            }
        }
        for key in table.keys { table[key]!.sort { $0.characters.count > $1.characters.count } }
        patterns = table
    }

    /// The entries mentioned in a text, in order of first mention, each once.
    public func termsMentioned(in text: String) -> [GlossaryEntry] {
        var seen = Set<Int>()
        return matches(in: Array(text)).compactMap { seen.insert($0.entryIndex).inserted ? entries[$0.entryIndex] : nil }
    }

    /// The text with glossary terms passed through `style` (an underline, a colour, `[[…]]` in
    /// tests). With `firstOnly` (the default) only the first mention of each term is marked, so a
    /// paragraph that says "row" ten times is not striped.
    public func mark(_ text: String, firstOnly: Bool = true, style: (String) -> String) -> String {
        let characters = Array(text)
        var result = ""
        var cursor = 0
        var marked = Set<Int>()
        for match in matches(in: characters) {
            result += String(characters[cursor..<match.range.lowerBound])
            let word = String(characters[match.range])
            if !firstOnly || marked.insert(match.entryIndex).inserted {
                result += style(word)
            } else {
                result += word
            }
            cursor = match.range.upperBound
        }
        result += String(characters[cursor...])
        return result
    }

    // MARK: - Matching

    struct Match {
        let range: Range<Int>
        let entryIndex: Int
    }

    /// Non-overlapping matches, left to right, longest first at each position.
    func matches(in text: [Character]) -> [Match] {
        var found: [Match] = []
        var i = 0
        var inBackticks = false
        while i < text.count {
            let c = text[i]
            if c == "\n" {
                inBackticks = false  // an unclosed backtick must not hide the rest of the text
            }
            if c == "`" {
                inBackticks.toggle()
                i += 1
                continue
            }
            if c == "\u{1B}" {
                i = GlossaryLinker.endOfEscape(text, from: i)
                continue
            }
            if inBackticks {
                i += 1
                continue
            }
            if let candidates = patterns[GlossaryLinker.folded(c)], GlossaryLinker.canStart(text, at: i) {
                var hit: Match?
                for pattern in candidates {
                    if let end = GlossaryLinker.match(pattern.characters, in: text, at: i),
                       GlossaryLinker.canEnd(text, pattern: pattern.characters, at: end)
                    {
                        hit = Match(range: i..<end, entryIndex: pattern.entryIndex)
                        break
                    }
                }
                if let hit {
                    found.append(hit)
                    i = hit.range.upperBound
                    continue
                }
            }
            i += 1
        }
        return found
    }

    /// Where the pattern ends when it matches at `start`; a pattern space matches a run of whitespace
    /// (a name can be wrapped across lines) or one hyphen.
    static func match(_ pattern: [Character], in text: [Character], at start: Int) -> Int? {
        var t = start
        for p in pattern {
            guard t < text.count else { return nil }
            if p == " " {
                // `main thread` also matches `main-thread` (as in "the main-thread lane").
                if text[t] == "-" {
                    t += 1
                    continue
                }
                guard text[t].isWhitespace else { return nil }
                while t < text.count, text[t].isWhitespace { t += 1 }
            } else {
                guard folded(text[t]) == p else { return nil }
                t += 1
            }
        }
        return t
    }

    /// A term may start here unless it would continue a word: an ASCII letter or digit after an
    /// ASCII letter or digit, or anything after a Korean syllable.
    static func canStart(_ text: [Character], at i: Int) -> Bool {
        guard i > 0 else { return true }
        let before = text[i - 1]
        return !(isWordCharacter(before) && (isASCIIWord(text[i]) || isHangul(before) || isHangul(text[i])))
    }

    /// A term may end here unless an ASCII term runs on into more letters (`row` in `rowHeight`), or
    /// a one-syllable Korean term runs on into something that is not a particle.
    static func canEnd(_ text: [Character], pattern: [Character], at end: Int) -> Bool {
        guard end < text.count, let last = pattern.last else { return true }
        let after = text[end]
        if isASCIIWord(last) { return !isASCIIWord(after) }
        if isHangul(last) {
            let syllables = pattern.filter(isHangul).count
            guard syllables == 1, isHangul(after) else { return true }
            let rest = String(text[end..<min(text.count, end + 3)])
            return particles.contains { rest.hasPrefix($0) && followsParticle(text, end + $0.count) }
        }
        return true
    }

    static func followsParticle(_ text: [Character], _ i: Int) -> Bool {
        i >= text.count || !isHangul(text[i])
    }

    static func endOfEscape(_ text: [Character], from i: Int) -> Int {
        var j = i + 1
        guard j < text.count else { return j }
        if text[j] == "[" {
            j += 1
            while j < text.count, let a = text[j].asciiValue, (0x20...0x3F).contains(a) { j += 1 }
            return min(text.count, j + 1)
        }
        return min(text.count, j + 1)
    }

    // MARK: - Characters

    static func patternCharacters(_ name: String) -> [Character] {
        var out: [Character] = []
        for c in Hangul.normalizedForSearch(name) {
            if c.isWhitespace {
                if out.last != " " && !out.isEmpty { out.append(" ") }
            } else {
                out.append(folded(c))
            }
        }
        if out.last == " " { out.removeLast() }
        return out
    }

    /// ASCII letters lowercased; everything else as it is.
    static func folded(_ c: Character) -> Character {
        if let a = c.asciiValue, (65...90).contains(a) { return Character(Unicode.Scalar(a + 32)) }
        return c
    }

    static func isASCIIWord(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (48...57).contains(a) || (65...90).contains(a) || (97...122).contains(a)
    }

    static func isHangul(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        return Hangul.isSyllable(s) || (0x3131...0x318E).contains(s.value) || (0x1100...0x11FF).contains(s.value)
    }

    static func isWordCharacter(_ c: Character) -> Bool { isASCIIWord(c) || isHangul(c) || c.isLetter }

    /// Multi-word aliases, API-style names (`dequeueReusableCell`, `UITableView.Style`,
    /// `"prepareForReuse()"`) and plurals of the English name.
    static func isLinkableAlias(_ alias: String, of entry: GlossaryEntry) -> Bool {
        if alias.contains(" ") { return true }
        let lower = alias.lowercased()
        if lower == entry.en.lowercased() + "s" || lower == entry.en.lowercased() + "es" { return true }
        let hasUpper = alias.contains { $0.isUppercase }
        let hasLower = alias.contains { $0.isLowercase }
        return alias.count >= 6 && hasUpper && hasLower && alias.allSatisfy { $0.isASCII }
    }
}
