// Hangul helpers for a Korean section index and choseong (initial-consonant) search.
//
// FIDELITY §7 item 20 (seed 003): the initial consonant computed from a syllable,
// `(code − 0xAC00) / 28 / 21 + 0x1100`, is a *choseong jamo* (U+1100 ᄀ …). An index strip typed by
// hand uses *compatibility jamo* (U+3131 ㄱ …). The two look alike and compare unequal, so a dictionary
// keyed by one and read with the other returns nil. `choseongJamo(of:)` reproduces the seed's raw
// value on purpose; `compatibilityJamo(forChoseong:)` is the fix.
//
// Pure Swift standard library: no Foundation, no I/O.

/// Hangul syllable arithmetic (Unicode §3.12) and helpers for Korean section indexes and choseong search.
public enum Hangul {
    // MARK: - Tables

    /// The 19 initial consonants, as compatibility jamo (U+3131 block), in dictionary order.
    public static let choseongOrder: [Character] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// The 14 plain consonants of a typical index strip (doubled ones folded), as compatibility jamo.
    /// This is the seed's hand-typed `sectionTitles`.
    public static let indexTitles: [String] = [
        "ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// Scalar values of `choseongOrder`, index-aligned with the choseong jamo U+1100…U+1112.
    static let compatibilityInitialValues: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    static let syllableFirst: UInt32 = 0xAC00  // 가
    static let syllableLast: UInt32 = 0xD7A3  // 힣
    static let choseongFirst: UInt32 = 0x1100  // ᄀ (choseong kiyeok)
    static let choseongLast: UInt32 = 0x1112  // ᄒ (choseong hieuh)
    static let jungseongFirst: UInt32 = 0x1161  // ᅡ
    static let jungseongLast: UInt32 = 0x1175  // ᅵ
    static let jongseongFirst: UInt32 = 0x11A8  // ᆨ
    static let jongseongLast: UInt32 = 0x11C2  // ᇂ
    static let jungseongCount: UInt32 = 21
    static let jongseongCount: UInt32 = 28  // including "no final consonant"
    static let syllablesPerInitial: UInt32 = 588  // 21 × 28

    // MARK: - Classification

    /// A precomposed Hangul syllable, U+AC00 가 … U+D7A3 힣.
    public static func isSyllable(_ s: Unicode.Scalar) -> Bool {
        (syllableFirst...syllableLast).contains(s.value)
    }

    /// A modern leading (choseong) conjoining jamo, U+1100 ᄀ … U+1112 ᄒ.
    public static func isChoseongJamo(_ s: Unicode.Scalar) -> Bool {
        (choseongFirst...choseongLast).contains(s.value)
    }

    /// One of the 19 initial-capable compatibility consonants (ㄱ ㄲ ㄴ … ㅎ).
    public static func isCompatibilityInitial(_ s: Unicode.Scalar) -> Bool {
        compatibilityInitialValues.contains(s.value)
    }

    static func isJungseongJamo(_ s: Unicode.Scalar) -> Bool {
        (jungseongFirst...jungseongLast).contains(s.value)
    }

    static func isJongseongJamo(_ s: Unicode.Scalar) -> Bool {
        (jongseongFirst...jongseongLast).contains(s.value)
    }

    static func character(_ value: UInt32) -> Character {
        // Only called with values inside the Hangul ranges above, which are all valid scalars.
        Character(Unicode.Scalar(value)!)
    }

    // MARK: - Initial consonants

    /// The initial of a syllable as a **choseong jamo** (U+1100 + (code − 0xAC00) / 588) — exactly what
    /// the seed's `getInitialConsonant` computes. This is the raw form: `choseongJamo(of: "가")` is
    /// "\u{1100}", which is *not* equal to the index title "ㄱ" (U+3131).
    ///
    /// Also accepts a syllable written as conjoining jamo (ᄀ + ᅡ …, one `Character`).
    /// Returns nil for anything that is not a Hangul syllable.
    public static func choseongJamo(of c: Character) -> Character? {
        var scalars = c.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return nil }
        if isSyllable(first) {
            return character(choseongFirst + (first.value - syllableFirst) / syllablesPerInitial)
        }
        if isChoseongJamo(first), let second = scalars.next(), isJungseongJamo(second) {
            return Character(first)
        }
        return nil
    }

    /// Maps a choseong jamo (U+1100…U+1112) to its compatibility letter (ᄀ→ㄱ, ᄁ→ㄲ, ᄂ→ㄴ, …, ᄒ→ㅎ).
    /// A letter that is already one of the 19 compatibility initials is returned unchanged.
    /// Anything else gives nil. (Unlike the seed's `convertJamoToChosung`, doubled initials are mapped
    /// too rather than dropped to "".)
    public static func compatibilityJamo(forChoseong c: Character) -> Character? {
        let scalars = c.unicodeScalars
        guard scalars.count == 1, let s = scalars.first else { return nil }
        if isChoseongJamo(s) {
            return character(compatibilityInitialValues[Int(s.value - choseongFirst)])
        }
        if isCompatibilityInitial(s) { return c }
        return nil
    }

    /// The initial of a syllable as a compatibility letter (ㄱ ㄲ ㄴ …): the form that matches a
    /// hand-typed index strip. Nil for anything that is not a Hangul syllable.
    public static func initialConsonant(of c: Character) -> Character? {
        choseongJamo(of: c).flatMap { compatibilityJamo(forChoseong: $0) }
    }

    /// Folds a doubled consonant into its plain one: ㄲ→ㄱ, ㄸ→ㄷ, ㅃ→ㅂ, ㅆ→ㅅ, ㅉ→ㅈ (and the same
    /// for choseong jamo ᄁ→ᄀ …). Every other character is returned unchanged.
    public static func foldDoubled(_ c: Character) -> Character {
        switch c {
        case "ㄲ": return "ㄱ"
        case "ㄸ": return "ㄷ"
        case "ㅃ": return "ㅂ"
        case "ㅆ": return "ㅅ"
        case "ㅉ": return "ㅈ"
        case "\u{1101}": return "\u{1100}"
        case "\u{1104}": return "\u{1103}"
        case "\u{1108}": return "\u{1107}"
        case "\u{110A}": return "\u{1109}"
        case "\u{110D}": return "\u{110C}"
        default: return c
        }
    }

    /// The section-index title for a name: the compatibility initial of its first character, with
    /// doubled consonants folded when `folding` (so it is one of `indexTitles`). Nil when the name does
    /// not start with a Hangul syllable.
    public static func indexTitle(for name: String, folding: Bool = true) -> Character? {
        guard let first = name.first, let initial = initialConsonant(of: first) else { return nil }
        return folding ? foldDoubled(initial) : initial
    }

    // MARK: - Choseong search

    /// Each Hangul syllable replaced by its compatibility initial; other characters kept as they are.
    /// `initials(of: "비동기") == "ㅂㄷㄱ"`, `initials(of: "iOS 앱") == "iOS ㅇ"`.
    public static func initials(of text: String) -> String {
        var result = ""
        for c in text {
            if let initial = initialConsonant(of: c) {
                result.append(initial)
            } else {
                result.append(c)
            }
        }
        return result
    }

    /// True when `s` has at least one non-space character and every non-space character is one of
    /// the 19 compatibility initials (ㄱ ㄲ ㄴ … ㅎ). Literal: choseong jamo (U+1100…) do not count;
    /// pass the text through `normalizedForSearch(_:)` first to accept them.
    public static func isAllCompatibilityConsonants(_ s: String) -> Bool {
        var sawOne = false
        for scalar in s.unicodeScalars where !scalar.properties.isWhitespace {
            guard isCompatibilityInitial(scalar) else { return false }
            sawOne = true
        }
        return sawOne
    }

    /// Normalizes text for choseong search: conjoining-jamo syllables (ᄇ + ᅵ …) are composed into
    /// precomposed syllables (비), and a lone choseong jamo (as some IMEs type it) becomes its
    /// compatibility letter (ᄇ → ㅂ). Everything else is unchanged.
    public static func normalizedForSearch(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if isChoseongJamo(s) {
                if i + 1 < scalars.count, isJungseongJamo(scalars[i + 1]) {
                    let l = s.value - choseongFirst
                    let v = scalars[i + 1].value - jungseongFirst
                    var t: UInt32 = 0
                    var used = 2
                    if i + 2 < scalars.count, isJongseongJamo(scalars[i + 2]) {
                        t = scalars[i + 2].value - jongseongFirst + 1
                        used = 3
                    }
                    out.append(Unicode.Scalar(syllableFirst + (l * jungseongCount + v) * jongseongCount + t)!)
                    i += used
                } else {
                    out.append(Unicode.Scalar(compatibilityInitialValues[Int(s.value - choseongFirst)])!)
                    i += 1
                }
                continue
            }
            // A precomposed syllable without a final consonant followed by a trailing jamo (가 + ᆨ = 각).
            if isSyllable(s), (s.value - syllableFirst) % jongseongCount == 0,
                i + 1 < scalars.count, isJongseongJamo(scalars[i + 1])
            {
                out.append(Unicode.Scalar(s.value + scalars[i + 1].value - jongseongFirst + 1)!)
                i += 2
                continue
            }
            out.append(s)
            i += 1
        }
        return String(out)
    }

    /// Choseong search. The query may mix compatibility consonants and full syllables ("ㅂㄷ", "비ㄷ",
    /// "비동"); a consonant matches any syllable with that initial (and the same consonant written
    /// alone), any other character matches itself (letters case-insensitively). The query matches when
    /// it occurs as a prefix or anywhere inside the text. Spaces are ignored on both sides; a query typed
    /// with choseong jamo (U+1100…) is normalized to compatibility letters first. An empty query matches.
    ///
    ///     matchesInitials("ㅂㄷ", "비동기")   // true (prefix)
    ///     matchesInitials("ㄷㄱ", "비동기")   // true (substring)
    ///     matchesInitials("ㄱ", "까치")       // false: ㄱ and ㄲ are different initials
    public static func matchesInitials(_ query: String, _ text: String) -> Bool {
        matchRange(query, in: text) != nil
    }

    /// Where `query` first matches `text` under `matchesInitials(_:_:)` rules, as a range of
    /// `Character` offsets into `text` (for highlighting). Nil when it does not match; an empty query
    /// gives an empty range at 0.
    public static func matchRange(_ query: String, in text: String) -> Range<Int>? {
        let q = Array(normalizedForSearch(query).filter { !$0.isWhitespace })
        if q.isEmpty { return 0..<0 }
        // Each searchable character of the text, with the offset of the original Character it came from.
        var t: [(char: Character, offset: Int)] = []
        for (offset, c) in text.enumerated() where !c.isWhitespace {
            for n in normalizedForSearch(String(c)) where !n.isWhitespace {
                t.append((n, offset))
            }
        }
        guard q.count <= t.count else { return nil }
        for start in 0...(t.count - q.count) {
            var all = true
            for k in 0..<q.count where !queryCharacter(q[k], matches: t[start + k].char) {
                all = false
                break
            }
            if all { return t[start].offset..<(t[start + q.count - 1].offset + 1) }
        }
        return nil
    }

    static func queryCharacter(_ q: Character, matches c: Character) -> Bool {
        if q == c { return true }
        if let s = q.unicodeScalars.first, q.unicodeScalars.count == 1, isCompatibilityInitial(s) {
            return initialConsonant(of: c) == q
        }
        return q.lowercased() == c.lowercased()
    }
}
