/// A Korean particle whose form depends on the word before it: 을/를, 은/는, 이/가, (으)로 …
///
/// Korean picks the form by how the word before it *ends when read aloud*: after a final consonant
/// (받침) `을`, after a vowel `를`; `으로/로` also takes `로` after ㄹ. Writing "을(를)" pushes that choice
/// onto the reader, so catalogs write `{row|을/를}` and tablelab chooses:
/// - a Hangul syllable: its final consonant (`행` → 을, `셀` → 을, `큐` → 를);
/// - a number, as read in Korean: the last digit (`3` 삼 → 을, `2` 이 → 를), or the place word when it
///   ends in zeros (`10` 십, `100` 백, `1,000` 천, `20,000` 이만);
/// - a Hangul letter alone, as named (`ㄷ` 디귿 → 을);
/// closing brackets and quotes after the word are not read (`[0, 3]` ends in 삼 → 을).
///
/// Anything else — a Latin word, a code name — has no reading tablelab can be sure of. The catalogs
/// are phrased so no particle follows such a value; if one does, the form is *guessed* (from the
/// last letter) and `Choice.guessed` says so, which the Korean tour test treats as a failure.
public struct KoreanParticle: Sendable, Equatable {
    /// The form after a final consonant, and after a vowel.
    public var afterConsonant: String
    public var afterVowel: String

    /// The pairs tablelab knows, written "after a consonant / after a vowel".
    public static let known: [String] = [
        "은/는", "이/가", "을/를", "과/와", "아/야", "이나/나", "이라는/라는", "이에요/예요", "이며/며",
        "이고/고", "이라고/라고", "이라면/라면", "이든/든", "이란/란", "으로/로", "으로서/로서", "으로써/로써",
        "으로는/로는", "으로도/로도", "이에요?/예요?", "이었습니다/였습니다",
    ]

    /// The known pair one of whose forms is `form` (`"를"` → `"을/를"`); `"을/를"` when none is.
    public static func pair(containing form: String) -> String {
        known.first { $0.split(separator: "/").contains { String($0) == form } } ?? "을/를"
    }

    /// The particle for `"을/를"`, or nil for a pair tablelab does not know (the checker reports it).
    public init?(forms: String) {
        guard KoreanParticle.known.contains(forms) else { return nil }
        let pair = forms.split(separator: "/").map(String.init)
        afterConsonant = pair[0]
        afterVowel = pair[1]
    }

    public struct Choice: Equatable, Sendable {
        public var form: String
        /// True when the value had no reading tablelab knows and the form was guessed.
        public var guessed: Bool
    }

    /// The form that follows `word`.
    public func form(after word: String) -> Choice {
        guard let ending = KoreanParticle.ending(of: word) else {
            return Choice(form: afterVowel, guessed: true)
        }
        let form: String
        switch ending.final {
        case .none: form = afterVowel
        case .rieul: form = afterConsonant.hasPrefix("으로") ? afterVowel : afterConsonant
        case .other: form = afterConsonant
        }
        return Choice(form: form, guessed: ending.guessed)
    }

    /// How a word ends when read: no final consonant, ㄹ, or another final consonant.
    public enum Final: Sendable, Equatable { case none, rieul, other }

    /// The final sound of `word` as read in Korean, and whether that reading was guessed.
    public static func ending(of word: String) -> (final: Final, guessed: Bool)? {
        var scalars = Array(word.unicodeScalars)
        let unread: Set<Unicode.Scalar> = [" ", ")", "]", "}", ">", "\"", "'", "`", "’", "”", "」", "』", "》", "…", "*"]
        while let last = scalars.last, unread.contains(last) { scalars.removeLast() }
        guard let last = scalars.last else { return nil }
        let v = last.value
        if (0xAC00...0xD7A3).contains(v) {
            let jong = (v - 0xAC00) % 28
            return (jong == 0 ? .none : jong == 8 ? .rieul : .other, false)
        }
        // A letter alone is read by its name: ㄱ 기역, ㄹ 리을, ㅎ 히읗 — all end in a consonant.
        if (0x3131...0x314E).contains(v) || (0x1100...0x1112).contains(v) {
            return (v == 0x3139 || v == 0x1105 ? .rieul : .other, false)
        }
        if (0x314F...0x3163).contains(v) { return (.none, false) }  // ㅏ … ㅣ
        if ("0"..."9").contains(last) { return (numberEnding(scalars), false) }
        if last.isASCIILetter { return (latinGuess(scalars), true) }
        return nil
    }

    /// The last sound of a number read in Korean: 일 이 삼 사 오 육 칠 팔 구, or the place word for
    /// trailing zeros (십 백 천 만 억 조); `0` alone is 영; after a decimal point digits are read one
    /// by one (`1.5` ends in 오).
    static func numberEnding(_ scalars: [Unicode.Scalar]) -> Final {
        var digits: [UInt32] = []
        for s in scalars.reversed() {
            if ("0"..."9").contains(s) { digits.append(s.value - 48); continue }
            if s == "," { continue }
            if s == "." { return digitFinal(digits.first ?? 0) }  // the fraction's last digit
            break
        }
        // `digits` is least significant first.
        guard let index = digits.firstIndex(where: { $0 != 0 }) else { return .other }  // 영
        switch index {
        case 0: return digitFinal(digits[0])
        case 1: return .other  // 십
        case 2: return .other  // 백
        case 3: return .other  // 천
        case 4...7: return .other  // 만
        case 8...11: return .other  // 억
        default: return .none  // 조
        }
    }

    /// 영 일 이 삼 사 오 육 칠 팔 구.
    static func digitFinal(_ d: UInt32) -> Final {
        switch d {
        case 1, 7, 8: return .rieul
        case 0, 3, 6: return .other
        default: return .none  // 이 사 오 구
        }
    }

    /// A Latin word's last sound, guessed from its last letter the way English loanwords are
    /// written in Hangul (`cell` 셀, `item` 아이템, `view` 뷰); a silent final `e` after a consonant
    /// is skipped (`subtitle` 서브타이틀, `queue` 큐 keeps its vowel).
    static func latinGuess(_ scalars: [Unicode.Scalar]) -> Final {
        var last = scalars[scalars.count - 1]
        if Character(last).lowercased() == "e", scalars.count >= 2,
           !"aeiouy".contains(Character(scalars[scalars.count - 2]).lowercased()), scalars[scalars.count - 2].isASCIILetter {
            last = scalars[scalars.count - 2]
        }
        switch Character(last).lowercased() {
        case "l": return .rieul
        case "m", "n", "k", "p", "t", "b", "g", "c": return .other
        default: return .none
        }
    }
}
