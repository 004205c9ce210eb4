import TableSim

/// What `glossary TERM` found.
public enum LookupResult: Sendable, Equatable {
    /// Exactly one entry answers to the query.
    case found(GlossaryEntry)
    /// Several entries do (a shared prefix such as `reuse`, or initials such as `ㅅ`): list them.
    case ambiguous([GlossaryEntry])
    /// Nothing does; the nearest entries by spelling, best first (at most 3, possibly none).
    case notFound(suggestions: [GlossaryEntry])
}

// Lookup: a learner types whatever they remember — `비동기`, `Async`, `asynchronous`, `ㅂㄷㄱ`,
// `reuse queue` or `reusequeue`, `asynchronus` — and should land on the entry or be told the nearest.
extension Glossary {
    /// The form names and queries are compared in: Hangul composed and lone choseong jamo (U+1100…,
    /// as some IMEs type them) turned into compatibility letters (U+3131…) by
    /// `Hangul.normalizedForSearch`, then lowercased, with spaces, hyphens, underscores, parentheses
    /// and backticks removed — so `Reuse-Queue`, `reuse queue` and `reusequeue` are one key, and
    /// `prepareForReuse()` finds `prepareForReuse`.
    public static func normalize(_ text: String) -> String {
        plainNormalized(text) ?? unicodeNormalized(text)
    }

    /// `normalize` for any text.
    static func unicodeNormalized(_ text: String) -> String {
        let composed = Hangul.normalizedForSearch(text).lowercased()
        return String(composed.filter { c in
            !(c.isWhitespace || ignoredInNames.contains(c))
        })
    }

    /// `normalize` for text of ASCII, Hangul syllables (가–힣) and compatibility letters (ㄱ–ㆎ): most
    /// names (ids, English names, API names, Korean names), scalar by scalar; nil for any other text.
    /// The same result (`LazyReadingTests` compares them): such text has no jamo to compose, no
    /// character made of two of its scalars (none of them joins its neighbour), no case but A–Z → a–z,
    /// and its only whitespace is tab through CR and space. Why: normalizing every name for the index
    /// was a twentieth of a first `glossary TERM` (issue 17 §7), and the Korean names took the slow way.
    static func plainNormalized(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x09...0x0D, 0x20, 0x2D, 0x5F, 0x28, 0x29, 0x60: continue  // whitespace, - _ ( ) `
            case 0x41...0x5A: out.append(UInt8(v) + 32)
            case 0...0x7F: out.append(UInt8(v))
            case 0xAC00...0xD7A3, 0x3131...0x318E:  // 가–힣, ㄱ–ㆎ
                out.append(contentsOf: [UInt8(0xE0 | v >> 12), UInt8(0x80 | (v >> 6) & 0x3F), UInt8(0x80 | v & 0x3F)])
            default: return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let ignoredInNames: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2013}", "_", "(", ")", "`"]

    /// Finds the entry a learner means. In order:
    /// 1. an exact name: id, English or Korean name, or alias (compared by `normalize`);
    /// 2. for a query with Korean initial consonants (`ㅂㄷㄱ`, `비ㄷ`, or choseong jamo U+1100…):
    ///    the Korean names and aliases whose initials are exactly the query, else start with it;
    /// 3. a prefix of a name (two characters or more): one entry is found, several are ambiguous;
    /// 4. a Korean query (one syllable or more): the entries whose Korean names contain it, those
    ///    with a word starting with it first (`큐` → 메인 큐, 재사용 큐, …, then 디큐);
    /// 5. the start of a word inside a name (three characters or more: `queue` → main queue, reuse
    ///    queue, …);
    /// 6. otherwise not found, with the nearest names by edit distance as suggestions.
    ///
    /// At every step a headword (the id, the English or the Korean name) ranks above an alias: a
    /// query that matches some entry's name is that entry, not another entry's alias (`ㅈㅅㅇ` is
    /// 재사용…, not 프레임 through its alias 주사율).
    public func lookup(_ query: String) -> LookupResult {
        let key = Glossary.normalize(query)
        guard !key.isEmpty else { return .notFound(suggestions: []) }

        if let hits = index[key] {
            // One entry's own name wins over another entry's alias spelled the same.
            let all = hits.map { entries[$0] }
            let named = all.filter { [$0.id, $0.en, $0.ko].contains { Glossary.normalize($0) == key } }
            return result(named.isEmpty ? all : named)
        }

        if Glossary.hasInitialConsonant(key) {
            // The best match of each entry, headwords before aliases, exact before prefix.
            var best: [(rank: Int, entry: GlossaryEntry)] = []
            for entry in entries {
                let head = initialsMatch(key, names: [entry.ko])
                let alias = initialsMatch(key, names: entry.aliases + entry.avoid)
                let rank = head == .exact ? 0 : head == .prefix ? 1 : alias == .exact ? 2 : alias == .prefix ? 3 : nil
                if let rank { best.append((rank, entry)) }
            }
            if let top = best.map(\.rank).min() { return result(best.filter { $0.rank == top }.map(\.entry)) }
        }

        if key.count >= 2 {
            let hits = entries.filter { entry in
                entry.allNames.contains { Glossary.normalize($0).hasPrefix(key) }
            }
            if !hits.isEmpty { return result(ranked(hits) { Glossary.normalize($0).hasPrefix(key) }) }
        }

        if key.unicodeScalars.contains(where: Hangul.isSyllable) {
            // A partial Korean word: Korean names have no word boundaries a prefix could use
            // (`큐` is the last word of 메인 큐), so any name that contains it counts.
            let startsWord = entries.filter { entry in
                entry.allNames.contains { name in Glossary.words(of: name).contains { $0.hasPrefix(key) } }
            }
            let contains = entries.filter { entry in
                !startsWord.contains(entry) && entry.allNames.contains { Glossary.normalize($0).contains(key) }
            }
            let hits = ranked(startsWord) { name in Glossary.words(of: name).contains { $0.hasPrefix(key) } }
                + ranked(contains) { Glossary.normalize($0).contains(key) }
            if !hits.isEmpty { return result(hits) }
        }

        if key.count >= 3 {
            let hits = entries.filter { entry in
                entry.allNames.contains { name in Glossary.words(of: name).contains { $0.hasPrefix(key) } }
            }
            if !hits.isEmpty { return result(hits) }
        }
        return .notFound(suggestions: suggestions(for: query))
    }

    /// The nearest entries to a query that found nothing, best first: by edit distance over every
    /// name and alias (a budget that grows with the query's length: 1 edit up to 3 characters, 2 up
    /// to 6, then 3), then entries that contain the query (or its initial consonants).
    public func suggestions(for query: String, limit: Int = 3) -> [GlossaryEntry] {
        let key = Glossary.normalize(query)
        guard !key.isEmpty else { return [] }
        let budget = key.count <= 3 ? 1 : key.count <= 6 ? 2 : 3
        var scored: [(score: Int, entry: GlossaryEntry)] = []
        for entry in entries {
            let names = entry.allNames.map(Glossary.normalize).filter { !$0.isEmpty }
            let distance = names.map { EditDistance.between(key, $0) }.min() ?? Int.max
            if distance <= budget {
                scored.append((distance, entry))
            } else if key.count >= 3, names.contains(where: { $0.contains(key) }) {
                scored.append((budget + 1, entry))
            } else if Glossary.hasInitialConsonant(key),
                      names.contains(where: { Hangul.matchesInitials(key, $0) }) {
                scored.append((budget + 1, entry))
            }
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.entry.en.lowercased() < $1.entry.en.lowercased() }
        return Array(scored.prefix(limit).map(\.entry))
    }

    /// Tab completion for `glossary …`: the English names, Korean names and ids that start with what
    /// was typed (compared by `normalize`, so `reuse q` completes `reuse queue`), plus Korean names
    /// whose initials start with typed consonants (`ㅂㄷ` → `비동기`). English first, then Korean.
    /// An empty prefix gives every name.
    public func completions(prefix: String) -> [String] {
        let key = Glossary.normalize(prefix)
        let consonants = Glossary.hasInitialConsonant(key)
        let hits = completionWords.filter { word in
            if key.isEmpty { return true }
            let name = Glossary.normalize(word)
            if name.hasPrefix(key) { return true }
            return consonants && Hangul.matchRange(key, in: name)?.lowerBound == 0
        }
        return hits
    }

    /// Every name Tab can offer after `glossary`: English names, Korean names and ids, without
    /// repeats, English (ASCII) ones first, each group sorted.
    public var completionWords: [String] {
        var seen = Set<String>()
        var words: [String] = []
        for entry in entries {
            for word in [entry.en, entry.ko, entry.id] where seen.insert(word).inserted {
                words.append(word)
            }
        }
        return words.sorted { a, b in
            let asciiA = a.unicodeScalars.first.map(\.isASCII) ?? true
            let asciiB = b.unicodeScalars.first.map(\.isASCII) ?? true
            if asciiA != asciiB { return asciiA }
            return a.lowercased() != b.lowercased() ? a.lowercased() < b.lowercased() : a < b
        }
    }

    // MARK: - Helpers

    func result(_ hits: [GlossaryEntry]) -> LookupResult {
        var seen = Set<String>()
        let unique = hits.filter { seen.insert($0.id).inserted }
        return unique.count == 1 ? .found(unique[0]) : .ambiguous(unique)
    }

    /// `hits` with the entries whose headword (id, English or Korean name) `matches` first, then
    /// those matched through an alias only; each group keeps its order.
    func ranked(_ hits: [GlossaryEntry], by matches: (String) -> Bool) -> [GlossaryEntry] {
        let byHeadword = hits.filter { [$0.id, $0.en, $0.ko].contains(where: matches) }
        return byHeadword + hits.filter { !byHeadword.contains($0) }
    }

    enum InitialsMatch { case exact, prefix, none }

    /// How a query with initial consonants matches some Korean `names`: the best of "the initials
    /// are exactly the query" and "they start with it".
    func initialsMatch(_ key: String, names: [String]) -> InitialsMatch {
        var best = InitialsMatch.none
        for name in names {
            let normalized = Glossary.normalize(name)
            guard normalized.unicodeScalars.contains(where: Hangul.isSyllable),
                  let range = Hangul.matchRange(key, in: normalized), range.lowerBound == 0
            else { continue }
            if range.upperBound == normalized.count { return .exact }
            best = .prefix
        }
        return best
    }

    /// The words of a name, normalized: `reuse queue` → [reuse, queue]; `DispatchQueue.main` →
    /// [dispatchqueue, main].
    static func words(of name: String) -> [String] {
        name.split(whereSeparator: { $0.isWhitespace || "-_./:()".contains($0) })
            .map { normalize(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// True when the (normalized) text has a compatibility initial (ㄱ ㄲ ㄴ … ㅎ) in it.
    static func hasInitialConsonant(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: Hangul.isCompatibilityInitial)
    }
}
