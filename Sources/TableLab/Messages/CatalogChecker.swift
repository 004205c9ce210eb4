import Foundation
import TableRender
import TableText

/// `tablelab check` for the message catalogs: what a translator or teacher needs to hear after editing
/// `messages/en.yaml` or `messages/ko.yaml`, as `messages/ko.yaml:LINE: …`.
///
/// The reference is `L10n.placeholders` — the keys and placeholders of the English catalog this
/// tablelab was built with. A catalog that lacks one of them would show `‹key›` on screen; one whose
/// placeholders differ would show `{row}` or drop a value. Beyond that it enforces the catalog README:
/// no control characters, no particle fallback (`을(를)`), only particle pairs tablelab knows, and only
/// the glossary's own terms (a word an entry lists under `avoid:` is reported with the term to use).
public enum CatalogChecker {
    /// A word to avoid on screen, and the glossary's term to write instead.
    public struct AvoidedTerm: Sendable, Equatable {
        public var word: String
        public var term: String
        /// The glossary file that asks for it (`glossary/estimated-height.md`).
        public var entry: String

        public init(word: String, term: String, entry: String) {
            self.word = word
            self.term = term
            self.entry = entry
        }
    }

    /// The languages that have a catalog file.
    public static let languages: [Language] = [.en, .ko]

    /// Every problem in the catalogs of a `messages/` folder, sorted by file and line.
    ///
    /// - Parameter expected: each key and its placeholders (`L10n.placeholders`; tests pass their own).
    public static func check(folder: URL, expected: [String: [String]] = L10n.placeholders,
                             avoid: [AvoidedTerm] = []) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in languages {
            let name = "\(language.rawValue).yaml"
            let file = folder.lastPathComponent + "/" + name
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                diagnostics.append(Diagnostic(file: file, line: 1, L10n.Catalogs.missingFile(file: file)))
                continue
            }
            // Read once, safely (a FIFO named en.yaml must not hang the check): parsed, and scanned raw.
            let raw = try? Catalog.text(at: url).get()
            let (catalog, problems) = raw.map { Catalog.parse($0) } ?? Catalog.load(from: url)
            diagnostics += problems.map { Diagnostic(file: file, line: $0.line, $0.message) }
            let rawControls = raw.map { controlCharacters(in: $0, file: file) } ?? []
            diagnostics += rawControls
            diagnostics += decodedControlCharacters(in: catalog, file: file, skipping: Set(rawControls.map(\.line)))
            // A file that could not be read at all has one problem to fix first: its keys are not
            // "missing", and listing them would bury the reason.
            if catalog.entries.isEmpty && !problems.isEmpty { continue }
            diagnostics += check(catalog, language: language, file: file, expected: expected, avoid: avoid,
                                 lastLine: raw.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 1)
        }
        return diagnostics.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The problems of one parsed catalog.
    static func check(_ catalog: Catalog, language: Language, file: String, expected: [String: [String]],
                      avoid: [AvoidedTerm], lastLine: Int) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // Each missing key by name, up to ten; a catalog just begun would otherwise be hundreds of lines.
        let missing = expected.keys.sorted().filter { catalog[$0] == nil }
        for key in missing.prefix(10) {
            out.append(Diagnostic(file: file, line: lastLine, L10n.Catalogs.missingKey(key: key)))
        }
        if missing.count > 10 {
            out.append(Diagnostic(file: file, line: lastLine, L10n.Catalogs.moreMissing(count: NumberText.grouped(missing.count - 10))))
        }
        for (key, entry) in catalog.entries.sorted(by: { $0.key < $1.key }) {
            guard let names = expected[key] else {
                out.append(Diagnostic(file: file, line: entry.line, L10n.Catalogs.unknownKey(key: key), severity: .warning))
                continue
            }
            let have = entry.template.placeholders
            for missing in names where !have.contains(missing) {
                out.append(Diagnostic(file: file, line: entry.line, L10n.Catalogs.missingPlaceholder(key: key, placeholder: "{\(missing)}")))
            }
            for extra in have where !names.contains(extra) {
                out.append(Diagnostic(file: file, line: entry.line,
                                      L10n.Catalogs.unknownPlaceholder(key: key, placeholder: "{\(extra)}",
                                                                       names: names.isEmpty ? "—" : names.map { "{\($0)}" }.joined(separator: ", "))))
            }
            for forms in entry.template.unknownParticles {
                out.append(Diagnostic(file: file, line: entry.line, L10n.Catalogs.unknownParticle(key: key, forms: forms)))
            }
            if language == .ko, let fallback = particleFallback(in: entry.source) {
                out.append(Diagnostic(file: file, line: entry.line, L10n.Catalogs.particleFallback(key: key, text: fallback, example: "{x|\(suggestedPair(for: fallback))}")))
            }
            if language == .ko, let (name, particle) = particleAfterValue(in: entry.source) {
                out.append(Diagnostic(file: file, line: entry.line,
                                      L10n.Catalogs.particleAfterValue(key: key, particle: particle, placeholder: "{\(name)}",
                                                                       example: "{\(name)|\(KoreanParticle.pair(containing: particle))}")))
            }
            for a in avoid where entry.source.contains(a.word) {
                out.append(Diagnostic(file: file, line: entry.line,
                                      L10n.Catalogs.avoidedTerm(key: key, word: a.word, term: a.term, entry: a.entry)))
            }
        }
        return out
    }

    /// Particle fallbacks a person would not write: `을(를)`, `(을)를`, `은(는)`, `(이)라는`, `(으)로` …
    /// Longer forms first, so `(이)라는` is reported whole rather than as `(이)라`.
    static let fallbacks: [String] = [
        "(이)라는", "(이)라고", "(이)라면", "(이)라도", "(이)라",
        "을(를)", "를(을)", "(을)를", "(를)을", "은(는)", "는(은)", "(은)는", "이(가)", "가(이)", "(이)가",
        "과(와)", "와(과)", "(와)과", "(과)와", "(으)로", "(이)나", "(이)며", "(이)고", "(아)야",
    ]

    /// The particle pair to write instead of a fallback: `을(를)` → `을/를`, `(이)라는` → `이라는/라는`,
    /// `(으)로` → `으로/로`.
    static func suggestedPair(for fallback: String) -> String {
        guard let open = fallback.firstIndex(of: "("), let close = fallback.firstIndex(of: ")") else { return "을/를" }
        let inside = String(fallback[fallback.index(after: open)..<close])
        let before = String(fallback[..<open]), after = String(fallback[fallback.index(after: close)...])
        // `A(B)`: the two forms are A and B; `(A)B`: they are AB and B.
        let forms = before.isEmpty ? [inside + after, after] : [before, inside]
        return KoreanParticle.known.first { pair in
            Set(pair.split(separator: "/").map(String.init)) == Set(forms)
        } ?? KoreanParticle.pair(containing: forms[0])
    }

    /// The first particle fallback in `text`, if any.
    public static func particleFallback(in text: String) -> String? {
        fallbacks.compactMap { f in text.range(of: f).map { (f, $0.lowerBound) } }
            .min { a, b in a.1 < b.1 || (a.1 == b.1 && a.0.count > b.0.count) }?.0
    }

    /// The particles whose form depends on the word before them, longest first.
    static let variableParticles = ["으로", "이라는", "라는", "이나", "이랑", "은", "는", "이", "가", "을", "를", "과", "와", "로", "나", "랑"]

    /// The placeholder and the particle of the first place in `text` where a particle whose form
    /// depends on the value follows a placeholder straight away (past a closing quote or backtick):
    /// `{row}을`, `` `{word}`이 ``. After a parenthesis the particle belongs to the noun before it
    /// (`셀({cell})을`), so that is not one; nor is a word that merely starts like one (`{n}가지`).
    public static func particleAfterValue(in text: String) -> (String, String)? {
        let parts = Template(parsing: text).parts
        for (i, part) in parts.enumerated() {
            guard case .placeholder(let name, nil) = part, i + 1 < parts.count,
                  case .text(let next) = parts[i + 1] else { continue }
            let rest = next.drop { "`'\"›]".contains($0) }
            for particle in variableParticles where rest.hasPrefix(particle) {
                let after = rest.dropFirst(particle.count).unicodeScalars.first
                if let after, (0xAC00...0xD7A3).contains(after.value) { continue }
                return (name, particle)
            }
        }
        return nil
    }

    /// Each text that holds a control character once YAML has decoded its escapes — `"\e]0;…\a"`,
    /// `"\x9b"`, `"\u202E"` look harmless in the file — as an error; lines already reported for a raw
    /// control character are skipped.
    static func decodedControlCharacters(in catalog: Catalog, file: String, skipping lines: Set<Int>) -> [Diagnostic] {
        catalog.entries.sorted { $0.key < $1.key }.compactMap { key, entry in
            guard !lines.contains(entry.line),
                  let first = entry.source.unicodeScalars.first(where: TerminalText.isControl) else { return nil }
            return Diagnostic(file: file, line: entry.line, L10n.Catalogs.controlInValue(key: key, character: TerminalText.describe(first)))
        }
    }

    /// Each line of `raw` that holds a control character, as an error.
    static func controlCharacters(in raw: String, file: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (i, line) in raw.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let found = line.filter { TerminalText.isControl($0) && $0 != "\r" }
            guard let first = found.first else { continue }
            out.append(Diagnostic(file: file, line: i + 1, L10n.Catalogs.controlCharacter(character: TerminalText.describe(first))))
        }
        return out
    }
}

extension CatalogChecker {
    /// The words the glossary's entries ask the screen to avoid, each with the term to use instead.
    public static func avoidedTerms(in glossary: Glossary) -> [AvoidedTerm] {
        glossary.entries.flatMap { entry in
            entry.avoid.map { word in
                let korean = word.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                return AvoidedTerm(word: word, term: korean ? entry.ko : entry.en, entry: entry.displayPath)
            }
        }
    }
}
