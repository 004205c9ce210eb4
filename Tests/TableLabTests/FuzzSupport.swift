import Foundation
import TableLab

/// A small, seeded random source (SplitMix64): the same seed gives the same lines on every machine,
/// so a failure is reproduced by its seed alone.
///
/// Why not x-sheep/swift-property-based: its `propertyCheck` runs only inside a Swift Testing `@Test`
/// (it checks `Test.Case.current` and reports through `Issue.record`), and this suite runs XCTest with
/// `--disable-swift-testing`. The little it would give here — a seeded generator and shrinking — is
/// this file: `SeededRandom` and `Shrink.minimal`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}

/// Random lines for tablelab: real commands with random words, hostile text, and noise.
enum LineGenerator {
    /// Text that has broken terminals and parsers elsewhere. (Invalid UTF-8 cannot be in a Swift
    /// `String`; the executable's line reader refuses it before a line is made — tested there.)
    static let hostile: [String] = [
        "\u{1B}]0;title\u{07}", "\u{1B}[2J", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}[6n", "\u{1B}[31m", "\u{1B}",
        "\u{0}", "\u{07}", "\u{7F}", "\u{9B}2J", "\u{9D}0;x\u{9C}", "\r", "\u{8}", "\u{FFFD}",
        "가", "비동기", "ㄷ", "ᄃ", "ㄴㅊ개ㅣㅣ", "스크롤", "행", "👨‍👩‍👧", "✔︎", "🇰🇷", "שלום", "مرحبا", "\u{202E}abc",
        "e\u{301}", "\u{200B}", "\u{FEFF}", "𝕏", "∞", "NaN", "-0", "1e9", "0x10", "99999999999999999999", "--",
        "#", "`", "\"", "'", ":", "2:5", "-1:-1", "300ms", "1.5s", "44pt", "-3pt", "½",
    ]

    static let words: [String] = ["on", "off", "full", "last", "to", "var", "sync", "preload", "cached", "main-async",
                                  "background", "plain", "grouped", "basic", "subtitle", "custom", "cell", "image", "text",
                                  "single", "alternate", "for", "fallback", "reset", "none", "window", "jitter", "seed",
                                  "raw", "mapped", "movies", "numbers", "timezones-ko", "timezones-en", "placeholder",
                                  "identity-check", "cancel-on-reuse", "en", "ko", "both", "slow", "instant", "fast"]

    /// A number as a learner (or a cat on the keyboard) might type it: mostly small, sometimes at
    /// or past a limit. Huge valid values are rare, so a few thousand lines stay fast.
    static func number(_ r: inout SeededRandom) -> String {
        switch Int.random(in: 0..<20, using: &r) {
        case 0: return "-\(Int.random(in: 1...50, using: &r))"
        case 1: return r.pick(["0", "1", "10000000", "10000001", "4096", "-0", "007", "1_000"])
        case 2: return String(format: "%.2f", Double.random(in: -5...500, using: &r))
        case 3: return "\(Int.random(in: 100...3000, using: &r))"
        case 4: return "\(Int.random(in: 1...40, using: &r))" + r.pick(["pt", "ms", "s", "x\(Int.random(in: 1...9, using: &r))", ":\(Int.random(in: 0...5, using: &r))", ",3"])
        default: return "\(Int.random(in: 0...60, using: &r))"
        }
    }

    static func word(_ r: inout SeededRandom) -> String {
        switch Int.random(in: 0..<10, using: &r) {
        case 0...3: return number(&r)
        case 4...6: return r.pick(words)
        case 7: return r.pick(hostile)
        case 8: return r.pick(hostile) + r.pick(words) + r.pick(hostile)
        default:
            // A long word: mixed scripts, up to a few hundred characters.
            return (0..<Int.random(in: 5...120, using: &r)).map { _ in r.pick(["a", "가", "👍", "\u{1B}", "9", "ש", "-"]) }.joined()
        }
    }

    /// One line: a command with random words, a catalog example, a mistyped or Korean command,
    /// a blank or comment line, or noise.
    static func line(_ r: inout SeededRandom) -> String {
        let commands = CommandCatalog.all
        switch Int.random(in: 0..<20, using: &r) {
        case 0...9:
            let info = r.pick(commands)
            let count = Int.random(in: 0...3, using: &r)
            let args = (0..<count).map { _ in r.chance(0.4) && !info.subwords.isEmpty ? r.pick(info.subwords) : word(&r) }
            return ([info.name] + args).joined(separator: r.chance(0.1) ? "  \t" : " ")
        case 10...14:
            let example = r.pick(r.pick(commands.filter { !$0.examples.isEmpty }).examples)
            return r.chance(0.2) ? example + " " + word(&r) : example
        case 15:
            let name = r.pick(commands).name
            return String(name.dropLast()) + " " + number(&r)
        case 16:
            return r.pick(["", "   ", "# a comment \u{1B}[2J", "\t", "quit", "exit", "?", "q"])
        case 17:
            return r.pick(hostile) + " " + r.pick(commands).name + " " + word(&r)
        case 18:
            return (0..<Int.random(in: 1...6, using: &r)).map { _ in word(&r) }.joined(separator: " ")
        default:
            return r.pick(["스크롤 10", "ㄴㅊ개ㅣㅣ 10", "용어 비동기", "glossary 비동기", "glossary ㅂㄷㄱ", "index ㄷ",
                           "data timezones-ko", "help scroll", "lang both", "log full", "stats last 2", "cell 3",
                           "scroll to 2:5", "sections 3x10", "sections 5,12,3", "identifiers alternate text image"])
        }
    }
}

/// Shrinking a failing sequence of lines to a short one that still fails: remove chunks (halves,
/// then quarters, … single lines) while the failure stays; then shorten each remaining line by
/// halves. Deterministic, and what property-based libraries do for lists.
enum Shrink {
    static func minimal(_ lines: [String], stillFails: ([String]) -> Bool) -> [String] {
        var current = lines
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if stillFails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        for i in current.indices {
            var line = Array(current[i])
            while line.count > 1 {
                var candidate = current
                let half = Array(line.prefix(line.count / 2))
                candidate[i] = String(half)
                guard stillFails(candidate) else { break }
                line = half
                current = candidate
            }
        }
        return current
    }
}
