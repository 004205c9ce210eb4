import Foundation
import XCTest
@testable import TableLab
import TableRender
import TableText

/// The first answer reads only what it needs (issue 17 §7): the plain front-matter reader gives what
/// Yams gives or declines, the session's glossary is the checked one, and `lesson N` reads one lesson.
final class FirstAnswerTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The plain reader's fields for a front matter, and Yams' (nil when Yams refuses it).
    func both(_ yaml: String) -> (plain: [FrontMatterField]?, yams: [FrontMatterField]?) {
        let fm = try! FrontMatter.split("---\n" + yaml + "\n---\nbody\n", file: "x.md")
        return (fm.plainFields(), try? fm.fields(file: "x.md"))
    }

    func testPlainReaderReadsEveryShippedHeaderAsYamsDoes() throws {
        for folder in ["glossary", "Lessons"] {
            let files = try Glossary.entryFiles(in: Self.packageRoot.appendingPathComponent(folder))
            XCTAssertFalse(files.isEmpty)
            for url in files {
                let text = try String(contentsOf: url, encoding: .utf8)
                let fm = try FrontMatter.split(text, file: url.lastPathComponent)
                let plain = fm.plainFields()
                XCTAssertNotNil(plain, "\(folder)/\(url.lastPathComponent): a shipped header is plain, so it is read fast")
                XCTAssertEqual(plain, try fm.fields(file: url.lastPathComponent), "\(folder)/\(url.lastPathComponent)")
            }
        }
    }

    func testPlainReaderAgreesWithYamsOrDeclines() {
        let cases = [
            "id: a\nen: b", "id: a\n\nen: b  ", "aliases: [a, b , 'c d', \"e\"]", "aliases: []", "aliases: [ ]",
            "try:", "try: ~", "try: null", "try: Null", "try: \"~\"", "try: ''", "n: 120", "ok: yes", "url: http://x/y",
            "aliases: [\"tableView(_:cellForRowAt:)\"]", "aliases: [a, ]", "aliases: [a,,b]", "aliases: [a, [b]]",
            "aliases: [\"a, b\"]", "aliases: [it's]", "a: b: c", "a: b #c", "a: b#c", "a: b:", "a:b", "a : b", "\"a\": b",
            "a: &x b", "a: *x", "a: !!str b", "a: |\n  b", "a: >\n  b", "a: {b: c}", "a: [b]\nc: [d]", "a:\n  - b",
            "a: b\n  c", "a: b\na: c", "- a", "a: \"b\\e]0;x\\a\"", "a: 'b''c'", "a: \"b\" c", "a: 'b'c'", "% a: b",
            "a: -b", "a: - b", "a: ? b", "a: @b", "a: `b`", "a: b\u{2028}c", "a: \u{FEFF}b", "a: b\tc", "# comment\na: b",
            "a: 비동기 처리", "aliases: [비동기, 비동기적 처리]", "a: [b", "a: b]", "a: [b]]", "1: x", "-x: y", "a: \"\"",
            "a: \"b'c\"", "a: 'b\"c'", "a: b \\u{202E} c", "aliases: [\"first in, first out\", x]",
            "aliases: ['a, b', \"c, d\" , e]", "aliases: ['a, b]", "aliases: [\"a\" b, c]",
        ]
        for yaml in cases {
            let (plain, yams) = both(yaml)
            if let plain {
                XCTAssertEqual(plain, yams, "plain reader disagrees with Yams on \(yaml.debugDescription)")
            }
        }
        // What must go to Yams (and its refusals): anchors, aliases, tags, escapes, blocks, nesting.
        for yaml in ["a: &x b", "a: *x", "a: !!str b", "a: \"\\e\"", "a: |\n  b", "a: {b: c}", "a:\n  - b", "a: b\na: c"] {
            XCTAssertNil(both(yaml).plain, yaml)
        }
        // A long list goes to Yams too, where the node limit applies.
        let long = "aliases: [" + Array(repeating: "a", count: FrontMatter.plainItemLimit + 1).joined(separator: ", ") + "]"
        XCTAssertNil(both(long).plain)
    }

    /// The session's glossary (`plainFirst`) is the glossary `check` reads: the same entries, the
    /// same problems, for the shipped folder and the broken and hostile fixtures.
    func testPlainFirstGlossaryIsTheCheckedOne() {
        for folder in [Self.packageRoot.appendingPathComponent("glossary"), Self.fixtures.appendingPathComponent("glossary-broken"),
                       Self.fixtures.appendingPathComponent("glossary-hostile")] {
            let (checked, checkedProblems) = Glossary.load(from: folder)
            let (fast, fastProblems) = Glossary.load(from: folder, plainFirst: true)
            XCTAssertEqual(fast.entries, checked.entries, folder.lastPathComponent)
            XCTAssertEqual(fastProblems, checkedProblems, folder.lastPathComponent)
        }
    }

    func testSummariesAreTheLessonsHeaders() {
        let folder = Self.packageRoot.appendingPathComponent("Lessons")
        let lessons = Lessons.load(from: folder).0
        let sources = Lessons.sources(from: folder) { XCTAssertTrue($0.allSatisfy { !$0.isError }) }
        XCTAssertEqual(sources.map(\.summary.id), lessons.map(\.id))
        XCTAssertEqual(sources.map(\.summary.number), lessons.map(\.number))
        XCTAssertEqual(sources.map(\.summary.title), lessons.map(\.title))
        XCTAssertEqual(sources.map(\.summary.prerequisites), lessons.map(\.prerequisites))
        XCTAssertTrue(sources.allSatisfy { $0.lesson == nil }, "every shipped header is plain: no lesson is read in full up front")
        XCTAssertEqual(sources.compactMap { $0.read() }, lessons)
    }

    /// `lesson 1` reads lesson 1 and no other; `lessons` lists all of them without reading one; a
    /// glossary entry names its lessons from the summaries.
    func testLessonOneReadsOneLesson() {
        final class Reads: @unchecked Sendable { var ids: [String] = [] }
        let reads = Reads()
        let folder = Self.packageRoot.appendingPathComponent("Lessons")
        let sources = Lessons.sources(from: folder) { _ in }.map { source in
            LessonSource(summary: source.summary, lesson: nil, read: { reads.ids.append(source.summary.id); return source.read() })
        }
        var session = Session(glossary: Glossary.load(from: Self.packageRoot.appendingPathComponent("glossary")).0)
        session.loadLessonSources { sources }
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        XCTAssertFalse(session.execute("lessons").isError)
        let shown = ResponseRenderer.render(session.execute("glossary cellForRowAt"), session: session, context: context)
        XCTAssertTrue(shown.contains { $0.contains("`lesson 1` The data source answers questions") }, shown.joined(separator: "\n"))
        XCTAssertEqual(reads.ids, [], "the list and the glossary need the headers only")
        XCTAssertFalse(session.execute("lesson 1").isError)
        XCTAssertEqual(reads.ids, ["data-source"])
        XCTAssertFalse(session.execute("lessons").isError)
        XCTAssertEqual(reads.ids, ["data-source"], "the list reads only the lessons with progress, each once")
    }

    /// A first glossary entry reads only the files of the lessons it names (found by file name);
    /// the list then reads the others, and no file is read twice.
    func testAGlossaryEntryReadsOnlyItsLessonsFiles() throws {
        final class Reads: @unchecked Sendable { var names: [String?] = [] }
        let reads = Reads()
        let folder = Self.packageRoot.appendingPathComponent("Lessons")
        let files = Lessons.lessonFiles(in: folder) { _ in }.map { file in
            LessonFile(idFromName: file.idFromName) { reads.names.append(file.idFromName); return file.source }
        }
        let glossary = Glossary.load(from: Self.packageRoot.appendingPathComponent("glossary")).0
        var session = Session(glossary: glossary)
        session.loadLessonFiles { files }
        let entry = try XCTUnwrap(glossary.entries.first { $0.id == "cell-for-row-at" })
        XCTAssertFalse(entry.lessons.isEmpty)
        let context = RenderContext(language: .en, palette: .plain, width: 100)
        let shown = ResponseRenderer.render(session.execute("glossary cellForRowAt"), session: session, context: context)
        XCTAssertTrue(shown.contains { $0.contains("`lesson 1` The data source answers questions") }, shown.joined(separator: "\n"))
        XCTAssertEqual(reads.names.compactMap { $0 }.sorted(), entry.lessons.sorted(), "only the entry's lessons are read")
        XCTAssertFalse(session.execute("lessons").isError)
        XCTAssertEqual(reads.names.count, files.count, "the list reads every file once")
        XCTAssertEqual(Set(reads.names.compactMap { $0 }).count, files.count)
        XCTAssertEqual(session.lessonSummaries.map(\.number), Array(1...files.count))
        XCTAssertFalse(session.execute("lesson 13").isError)
    }

    /// A lesson whose steps do not read is listed by its header, and opening it says it is not there
    /// (its problems go to standard error); the other lessons still open.
    func testABrokenLessonDoesNotOpenAndTheOthersDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-\(UUID().uuidString)/Lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let good = try String(contentsOf: Self.packageRoot.appendingPathComponent("Lessons/01-data-source.md"), encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("01-data-source.md"), atomically: true, encoding: .utf8)
        let broken = good.replacingOccurrences(of: "id: data-source\nnumber: 1", with: "id: broken\nnumber: 2")
            .replacingOccurrences(of: "run: rows 30", with: "run: [rows 30")
        try broken.write(to: folder.appendingPathComponent("02-broken.md"), atomically: true, encoding: .utf8)
        final class Said: @unchecked Sendable { var problems: [Diagnostic] = [] }
        let said = Said()
        var session = Session()
        session.loadLessonSources { Lessons.sources(from: folder) { said.problems += $0 } }
        XCTAssertEqual(session.lessonSummaries.map(\.number), [1, 2])
        guard case .error(let error) = session.execute("lesson 2") else { return XCTFail("lesson 2 does not read") }
        XCTAssertTrue(error.message(.en).contains("1"), error.message(.en))
        XCTAssertTrue(said.problems.contains { $0.isError && $0.file == "Lessons/02-broken.md" })
        XCTAssertFalse(session.execute("lesson 1").isError)
    }
}
