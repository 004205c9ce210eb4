import Foundation
import XCTest
@testable import TableLab
import MessageCatalog
import TableText
import Yams

/// The first answer reads only what it shows (issue 17 §7), and what it reads is what the full
/// readers read: the header-only front matter, the glossary's names-only index with bodies read when
/// shown, the steps composed without building Yams' default resolver, and the runner's words
/// rendered in the languages shown.
final class LazyReadingTests: XCTestCase {
    static let packageRoot = FirstAnswerTests.packageRoot
    static let fixtures = FirstAnswerTests.fixtures
    static let glossaryFolders = [packageRoot.appendingPathComponent("glossary"), fixtures.appendingPathComponent("glossary-broken"),
                                  fixtures.appendingPathComponent("glossary-hostile")]

    /// Every content file tablelab ships or tests with: entries, their fixtures and the lessons.
    func contentFiles() throws -> [URL] {
        try (Self.glossaryFolders + [Self.packageRoot.appendingPathComponent("Lessons")]).flatMap(Glossary.entryFiles(in:))
    }

    /// `header` is `split` without the body: the same YAML and lines, or the same diagnostic.
    func assertHeaderAgrees(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let split = Result { () throws(Diagnostic) in try FrontMatter.split(text, file: "x.md") }
        let header = Result { () throws(Diagnostic) in try FrontMatter.header(text, file: "x.md") }
        switch (split, header) {
        case (.success(let s), .success(let h)):
            XCTAssertEqual(h.yaml, s.yaml, name, file: file, line: line)
            XCTAssertEqual(h.yamlFirstLine, s.yamlFirstLine, name, file: file, line: line)
            XCTAssertEqual(h.bodyFirstLine, s.bodyFirstLine, name, file: file, line: line)
            XCTAssertEqual(h.body, [], name, file: file, line: line)
        case (.failure(let s), .failure(let h)):
            XCTAssertEqual(h, s, name, file: file, line: line)
        default:
            XCTFail("header and split disagree on \(name): \(header) / \(split)", file: file, line: line)
        }
    }

    func testHeaderReadsEveryFileAsSplitDoes() throws {
        let files = try contentFiles()
        XCTAssertGreaterThan(files.count, 90)
        for url in files {
            assertHeaderAgrees(try String(contentsOf: url, encoding: .utf8), url.lastPathComponent)
        }
        let cases = ["", "---", "---\n", "---\n---", "---\n---\n", "---\n...\nbody", "\u{FEFF}---\na: b\n---\nx", "--- \t\na: b\n---  \nx",
                     "---\r\na: b\r\n---\r\nx", "---\na: b\r\n---\nx", "---\na: b\n", "x\n---\n---\n", "----\n---\n", "---\na\n----\n---\n",
                     "---\na: b\n--\n.. .\n...\t\nbody\n---\n", "\n---\na\n---\n", " ---\na\n---\n", "---\na: 비동기\n---\n본문",
                     "---\na: b\n ---\n---\n", "\u{FEFF}\u{FEFF}---\n---\n", "---\u{301}\n---\n", "---\n-\u{301}--\n---\n"]
        for text in cases { assertHeaderAgrees(text, text.debugDescription) }
    }

    /// The plain reader looks for YAML's signs byte by byte, as libyaml does: with a combining mark
    /// after a sign it agrees with Yams or declines.
    func testPlainReaderSeesSignsUnderCombiningMarks() {
        for yaml in ["a: -\u{301}x", "aliases: [a,\u{301}b]", "a: b:\u{301}", "a: b :\u{301} c", "a: b \u{301}#c",
                     "aliases: [\"a\u{301}\", b]", "aliases: [a\u{301}, \"b\"\u{301}]", "a: '\u{301}'", "a: x\u{301}"] {
            let fm = try! FrontMatter.split("---\n" + yaml + "\n---\nbody\n", file: "x.md")
            if let plain = fm.plainFields() {
                XCTAssertEqual(plain, try? fm.fields(file: "x.md"), yaml.debugDescription)
            }
        }
    }

    /// Names are normalized scalar by scalar when they are ASCII, Hangul syllables or compatibility
    /// letters, with the same result as the full way.
    func testPlainNamesNormalizeAsEveryOtherName() {
        let glossary = Glossary.load(from: Self.glossaryFolders[0]).0
        var texts = glossary.entries.flatMap(\.allNames)
        texts += (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["Reuse-Queue", "reuse queue", "prepareForReuse()", "a\r\nb", "`x`_y\t"]
        // Every syllable and compatibility letter, alone and between ASCII, and the Korean ways to
        // type a name: initials, spaces, mixed with Latin letters.
        texts += (0xAC00...0xD7A3).map { String(UnicodeScalar($0)!) } + (0x3131...0x318E).map { "A" + String(UnicodeScalar($0)!) + " b" }
        texts += ["재사용 큐", "ㅈㅅㅇ", "셀 객체", "UITableView 셀", "테이블-뷰_셀", "(비동기)"]
        for text in texts {
            XCTAssertEqual(Glossary.normalize(text), Glossary.unicodeNormalized(text), text.debugDescription)
        }
        // Anything else goes the full way: jamo to compose, marks, other scripts, other spaces.
        for text in ["\u{1107}\u{1175}", "가\u{11A8}", "e\u{301}", "Ünter", "셀\u{3000}", "\u{2010}", "ǅ"] {
            XCTAssertNil(Glossary.plainNormalized(text), text.debugDescription)
        }
    }

    /// The session's glossary reads names only: the same entries by the same names as the checked
    /// glossary (and, where a body does not read, the entry by its names), each shown as the checked
    /// glossary shows it, and every problem the checked one finds, either at load or when shown.
    func testNamesOnlyGlossaryShowsWhatTheCheckedOneDoes() {
        for folder in Self.glossaryFolders {
            let name = folder.lastPathComponent
            let (checked, checkedProblems) = Glossary.load(from: folder)
            final class Said: @unchecked Sendable { var problems: [Diagnostic] = [] }
            let said = Said()
            let (names, loadProblems) = Glossary.load(from: folder, plainFirst: true, readBodiesWhenShown: { said.problems += $0 })
            XCTAssertTrue(loadProblems.allSatisfy(checkedProblems.contains), name)
            for entry in checked.entries {
                guard let stub = names.entry(id: entry.id) else { XCTFail("\(name): \(entry.id) missing"); continue }
                XCTAssertEqual(stub.allNames, entry.allNames, entry.id)
                XCTAssertEqual(stub.related, entry.related, entry.id)
                XCTAssertEqual(stub.lessons, entry.lessons, entry.id)
                XCTAssertEqual(stub.tryCommand, entry.tryCommand, entry.id)
                XCTAssertEqual(stub.lines.fields, entry.lines.fields, entry.id)
                XCTAssertEqual(stub.definitionEn, "", "\(entry.id): the body is not read for the index")
                XCTAssertEqual(names.shown(stub), entry, entry.id)
                // (A broken fixture's names-only glossary also holds the entries whose bodies do not read.)
                for query in [entry.id, entry.en, entry.ko] + entry.aliases where names.entries.count == checked.entries.count {
                    XCTAssertEqual(names.lookup(query), checked.lookup(query).map(names.entry(id:)), "\(name): \(query)")
                }
            }
            for stub in names.entries { _ = names.shown(stub) }
            let all = loadProblems + said.problems
            XCTAssertTrue(checkedProblems.allSatisfy(all.contains), "\(name): every problem is reported, at load or when shown")
            XCTAssertTrue(all.allSatisfy(checkedProblems.contains), name)
            XCTAssertEqual(all.count, Set(all.map(\.description)).count, "\(name): each problem once")
        }
        for query in ["큐", "셀", "ㅈㅅㅇ", "ㅂㄷㄱ", "reuse", "queue", "asynchronus", "재사용"] {
            let folder = Self.glossaryFolders[0]
            let names = Glossary.load(from: folder, plainFirst: true, readBodiesWhenShown: { _ in }).0
            let checked = Glossary.load(from: folder).0
            XCTAssertEqual(names.lookup(query), checked.lookup(query).map(names.entry(id:)), query)
            let lines = names.lookupLines(names.lookup(query), query: query, language: .ko, width: 80)
            XCTAssertEqual(lines, checked.lookupLines(checked.lookup(query), query: query, language: .ko, width: 80), query)
        }
    }

    /// A body with a problem the names-only read never sees is reported when the entry is shown,
    /// with the message `check` gives: a control character in a paragraph (shown in its visible
    /// form, as the checked glossary shows it), a definition line that does not read (not found, as
    /// in the checked glossary, which skips the entry).
    func testABodyProblemIsReportedWhenShown() throws {
        let good = try String(contentsOf: Self.packageRoot.appendingPathComponent("glossary/cell.md"), encoding: .utf8)
        for (name, hostile) in [("control", good + "\nMore \u{1B}]0;PWNED\u{07} text.\n"),
                                ("definition", good.replacingOccurrences(of: "## ko\n", with: "## ko\n\nnot a definition line\n"))] {
            XCTAssertNotEqual(hostile, good)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString)/glossary")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            try hostile.write(to: folder.appendingPathComponent("cell.md"), atomically: true, encoding: .utf8)
            final class Said: @unchecked Sendable { var problems: [Diagnostic] = [] }
            let said = Said()
            let (names, loadProblems) = Glossary.load(from: folder, plainFirst: true, readBodiesWhenShown: { said.problems += $0 })
            let (checked, checkedProblems) = Glossary.load(from: folder)
            XCTAssertEqual(loadProblems, [], name)
            XCTAssertEqual(names.entries.count, 1, name)
            let lines = names.lookupLines(names.lookup("cell"), query: "cell", language: .ko, width: 80)
            XCTAssertEqual(lines, checked.lookupLines(checked.lookup("cell"), query: "cell", language: .ko, width: 80), name)
            XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, name)
            XCTAssertEqual(said.problems, checkedProblems, name)
            _ = names.shown(names.entries[0])
            XCTAssertEqual(said.problems, checkedProblems, "\(name): reported once")
        }
    }

    /// The YAML of every lesson (header and steps) and the hand-written cases compose to the same tree
    /// as with Yams' default resolver, or fail the same way.
    func testComposeWithoutTheDefaultResolverGivesTheSameTree() throws {
        var texts: [String] = []
        for url in try Glossary.entryFiles(in: Self.packageRoot.appendingPathComponent("Lessons")) {
            let text = try String(contentsOf: url, encoding: .utf8)
            texts.append(try FrontMatter.split(text, file: url.lastPathComponent).yaml)
            var block: [String]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "```yaml" { block = [] } else if line == "```", let lines = block { texts.append(lines.joined(separator: "\n")); block = nil } else { block?.append(String(line)) }
            }
        }
        XCTAssertGreaterThan(texts.count, 100)
        texts += ["1: a\n\"1\": b", "1: a\n1: b", "a: 1\na: \"1\"", "~: a\nnull: b", "yes: a\n\"yes\": b", "a: [1, \"1\"]",
                  "<<: {a: b}\nc: d", "a: b\nc: [d", "a: &x b", "a:\n  x: 1\n  \"x\": 2\n  y: 3\n  y: 4"]
        for text in texts {
            let fast = Result { try SafeYAML.compose(text) }
            let full = Result { try SafeYAML.compose(text, resolver: .default) }
            switch (fast, full) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual(a.map(shape), b.map(shape), text)
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual("\(a)", "\(b)", text)
            default:
                XCTFail("compose disagrees on \(text.debugDescription): \(fast) / \(full)")
            }
        }
    }

    /// A node as tablelab reads it: kinds, texts as written, styles and positions (not the resolved tags).
    func shape(_ node: Node) -> String {
        let at = node.mark.map { "@\($0.line):\($0.column)" } ?? ""
        switch node {
        case .scalar(let s): return "\(s.string.debugDescription)\(s.style)\(at)"
        case .sequence(let s): return "[" + s.map(shape).joined(separator: ", ") + "]\(at)"
        case .mapping(let m): return "{" + m.map { shape($0.key) + ": " + shape($0.value) }.joined(separator: ", ") + "}\(at)"
        case .alias: return "*"
        }
    }

    /// The runner's words are rendered in the language read: a lesson block in English does not
    /// render its Korean, and says what the catalog says in each language.
    func testRunnerWordsAreRenderedInTheLanguageRead() {
        let message = L10n.Shell.glossaryEmpty
        let words = Bilingual(message)
        XCTAssertEqual(words.en, Language.en.text(message))
        XCTAssertEqual(words.ko, Language.ko.text(message))
        XCTAssertEqual(words, Bilingual(en: Language.en.text(message), ko: Language.ko.text(message)))
        XCTAssertNotEqual(words, Bilingual(en: Language.en.text(message), ko: "x"))
        var changed = words
        changed.en = "x"
        XCTAssertEqual(changed.ko, Language.ko.text(message))
        XCTAssertEqual(changed.en, "x")
    }
}

private extension LookupResult {
    /// The same result with each entry replaced (by id), to compare lookups of two glossaries.
    func map(_ transform: (String) -> GlossaryEntry?) -> LookupResult {
        switch self {
        case .found(let e): return .found(transform(e.id) ?? e)
        case .ambiguous(let list): return .ambiguous(list.map { transform($0.id) ?? $0 })
        case .notFound(let list): return .notFound(suggestions: list.map { transform($0.id) ?? $0 })
        }
    }
}
