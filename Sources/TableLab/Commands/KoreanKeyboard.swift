import TableSim

/// Korean learners often type a command with the Korean input method still on: `scroll` comes out
/// as `ㄴㅊ개ㅣㅣ`. This maps what the 2-set (두벌식) layout produced back to the keys pressed, so the
/// error can say what was meant — and a few Korean words for commands (`스크롤`, `도움말`).
public enum KoreanKeyboard {
    /// Compatibility jamo → the QWERTY keys of the 2-set layout.
    static let keys: [Character: String] = [
        "ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i", "ㅐ": "o", "ㅔ": "p",
        "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h", "ㅓ": "j", "ㅏ": "k", "ㅣ": "l",
        "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b", "ㅜ": "n", "ㅡ": "m",
        "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O", "ㅖ": "P",
        "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅢ": "ml",
        "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv",
        "ㅀ": "fg", "ㅄ": "qt",
    ]
    static let initials: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    static let medials: [Character] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    static let finals: [Character?] = [nil] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ").map { Optional($0) }

    /// The keys pressed to type `text` on the 2-set layout, lowercased; nil if it holds no Hangul.
    public static func keysPressed(for text: String) -> String? {
        var out = ""
        var sawHangul = false
        for ch in Hangul.normalizedForSearch(text) {
            guard let scalar = ch.unicodeScalars.first else { continue }
            if Hangul.isSyllable(scalar) {
                sawHangul = true
                let index = Int(scalar.value - 0xAC00)
                out += keys[initials[index / 588]] ?? ""
                out += keys[medials[(index % 588) / 28]] ?? ""
                if let final = finals[index % 28] { out += keys[final] ?? "" }
            } else if let k = keys[ch] {
                sawHangul = true
                out += k
            } else {
                out.append(ch)
            }
        }
        return sawHangul ? out.lowercased() : nil
    }

    /// Korean words a learner might type for a command.
    public static let words: [String: String] = [
        "스크롤": "scroll", "도움말": "help", "도움": "help", "종료": "quit", "끝": "quit", "나가기": "quit",
        "통계": "stats", "용어": "glossary", "용어사전": "glossary", "언어": "lang", "보기": "show",
        "큐": "queue", "기록": "log", "초기화": "reset", "행": "rows", "섹션": "sections", "맨위": "top", "맨아래": "bottom",
        "연습": "exercise",
    ]
}
