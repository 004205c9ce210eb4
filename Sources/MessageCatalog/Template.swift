/// One catalog text, parsed once when the catalog is read: literal text and named placeholders.
///
/// Syntax (documented for translators in `messages/README.md`):
/// - `{name}` — the value of the placeholder `name` (letters and digits, starting with a letter).
/// - `{name|을/를}` — the value followed by the Korean particle that fits it: the first form after
///   a final consonant, the second after a vowel (`으로/로` also takes `로` after ㄹ). The particle is
///   chosen from how the value is read (`KoreanParticle`), so the screen never shows "을(를)".
/// - `{count:row/rows}` — English plurals: the value, a space, and the first form when the value is
///   `1`, the second otherwise (`1 row`, `12 rows`).
/// - Any other brace is text: `{ cell in … }` in a code sample stays as it is.
public struct Template: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case text(String)
        case placeholder(name: String, particle: KoreanParticle?)
        /// `{count:row/rows}`: the value and the singular or plural word.
        case plural(name: String, one: String, other: String)
    }

    public var parts: [Part]

    /// The placeholder names in order of first appearance (each once).
    public var placeholders: [String] {
        var seen: [String] = []
        for part in parts {
            switch part {
            case .placeholder(let name, _), .plural(let name, _, _):
                if !seen.contains(name) { seen.append(name) }
            case .text:
                break
            }
        }
        return seen
    }

    /// Particle forms written after a placeholder that tablelab does not know (`{n|ㅋ/ㅌ}`): the
    /// checker reports them; rendering shows the value with no particle.
    public private(set) var unknownParticles: [String] = []

    public init(parsing source: String) {
        var parts: [Part] = []
        var text = ""
        var unknown: [String] = []
        var i = source.startIndex
        while i < source.endIndex {
            if source[i] == "{", let close = source[i...].firstIndex(of: "}") {
                let inside = source[source.index(after: i)..<close]
                if let colon = inside.firstIndex(of: ":"), Template.isName(inside[..<colon]) {
                    let forms = inside[inside.index(after: colon)...].split(separator: "/", omittingEmptySubsequences: false)
                    if forms.count == 2, !forms[0].isEmpty, !forms[1].isEmpty {
                        if !text.isEmpty { parts.append(.text(text)); text = "" }
                        parts.append(.plural(name: String(inside[..<colon]), one: String(forms[0]), other: String(forms[1])))
                        i = source.index(after: close)
                        continue
                    }
                }
                let pieces = inside.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(pieces[0])
                if Template.isName(name) {
                    var particle: KoreanParticle?
                    if pieces.count == 2 {
                        particle = KoreanParticle(forms: String(pieces[1]))
                        if particle == nil { unknown.append(String(pieces[1])) }
                    }
                    if !text.isEmpty { parts.append(.text(text)); text = "" }
                    parts.append(.placeholder(name: name, particle: particle))
                    i = source.index(after: close)
                    continue
                }
            }
            text.append(source[i])
            i = source.index(after: i)
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
        self.unknownParticles = unknown
    }

    /// A placeholder name: an ASCII letter, then letters and digits.
    static func isName(_ s: some StringProtocol) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCIILetter else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }

    /// The text with `arguments` filled in. A placeholder with no value shows as `{name}` (the
    /// checker makes sure that cannot happen with the shipped catalogs).
    public func render(_ arguments: [String: String], particleObserver: ((String) -> Void)? = nil) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let t):
                out += t
            case .placeholder(let name, let particle):
                guard let value = arguments[name] else { out += "{\(name)}"; continue }
                out += value
                if let particle {
                    let choice = particle.form(after: value)
                    if choice.guessed { particleObserver?(value) }
                    out += choice.form
                }
            case .plural(let name, let one, let other):
                guard let value = arguments[name] else { out += "{\(name)}"; continue }
                out += value + " " + (value == "1" ? one : other)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
