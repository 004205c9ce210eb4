import Foundation
import XCTest
@testable import TableLab
import TableText

/// `tablelab check` looks at what YAML decoded, not only at the file as written: control characters
/// written as escapes, anchors and aliases, lessons that cannot be opened. And a lesson saved with
/// CRLF is read like any other.
final class HostileDataCheckTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, _ path: String) {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
    }

    func lessonErrors() -> [String] {
        LessonChecker.check(directory: root.appendingPathComponent("Lessons"), glossary: LessonTests.glossary).errors.map(\.description)
    }

    // MARK: - Control characters written as YAML escapes

    func testACatalogTextWithAnEscapedControlCharacterFails() {
        write("rows:\n  shown: \"row {row}\\e]0;PWNED\\a\\e[2J is on screen\"\n  count: \"{n:row/rows}\\x9b\"\n", "messages/en.yaml")
        write("rows:\n  shown: \"{row|이/가} 화면에 있습니다\\u202E\"\n  count: \"{n}행\"\n", "messages/ko.yaml")
        let d = CatalogChecker.check(folder: root.appendingPathComponent("messages"), expected: ["rows.shown": ["row"], "rows.count": ["n"]])
        XCTAssertEqual(d.errors.map { $0.text(.en) }, [
            "messages/en.yaml:2: `rows.shown` holds control character ␛ ESC (U+001B), written as a YAML escape (\\e, \\x1b, \\u001b …): printed, it could take over the learner's terminal — delete it",
            "messages/en.yaml:3: `rows.count` holds control character \\u{9B} CSI (U+009B), written as a YAML escape (\\e, \\x1b, \\u001b …): printed, it could take over the learner's terminal — delete it",
            "messages/ko.yaml:2: `rows.shown` holds control character \\u{202E} RLO (U+202E), written as a YAML escape (\\e, \\x1b, \\u001b …): printed, it could take over the learner's terminal — delete it",
        ])
    }

    func testALessonValueWithAnEscapedControlCharacterFails() {
        write(LessonTests.good.replacingOccurrences(of: "en: Tiny", with: "en: \"Tiny\\e[5m\"")
            .replacingOccurrences(of: "en: How many cellForRowAt?", with: "en: \"How many cellForRowAt? \\e]0;PWNED\\a\\e[2J\""),
              "Lessons/01-tiny.md")
        let errors = lessonErrors().joined(separator: "\n")
        XCTAssertTrue(errors.contains("Lessons/01-tiny.md:4: control character ␛ ESC (U+001B), written as a YAML escape"), errors)
    }

    func testAStepValueWithAnEscapedControlCharacterFails() {
        write(LessonTests.good.replacingOccurrences(of: "en: How many cellForRowAt?", with: "en: \"How many cellForRowAt? \\e]0;PWNED\\a\\e[2J\""),
              "Lessons/01-tiny.md")
        let errors = lessonErrors().joined(separator: "\n")
        XCTAssertTrue(errors.contains("Lessons/01-tiny.md:26: control character ␛ ESC (U+001B), ␇ BEL (U+0007), written as a YAML escape"), errors)
    }

    func testARawBidiControlIsReportedOnceAsWritten() {
        write(LessonTests.good.replacingOccurrences(of: "en: Tiny", with: "en: \"Tiny\u{202E}\""), "Lessons/01-tiny.md")
        let errors = lessonErrors()
        XCTAssertEqual(errors.filter { $0.hasPrefix("Lessons/01-tiny.md:4:") }.count, 1, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("Lessons/01-tiny.md:4: control character \\u{202E} RLO (U+202E): printed") }, "\(errors)")
    }

    func testAGlossaryValueWithAnEscapedControlCharacterFails() throws {
        let text = try String(contentsOf: LessonTests.packageRoot.appendingPathComponent("glossary/cell.md"), encoding: .utf8)
            .replacingOccurrences(of: "\nen: cell\n", with: "\nen: \"cell\\e]0;PWNED\\a\\e[2J\"\n")
        let (_, diagnostics) = GlossaryParser.parse(text, fileName: "cell.md", displayPath: "glossary/cell.md")
        XCTAssertEqual(diagnostics.errors.map { $0.text(.en) }.filter { $0.contains("YAML escape") }, [
            "glossary/cell.md:3: control character ␛ ESC (U+001B), ␇ BEL (U+0007), written as a YAML escape (\\e, \\x1b, \\u001b …): printed, it could take over the learner's terminal (retitle the window, clear the screen, write the clipboard) — delete it",
        ])
    }

    // MARK: - Anchors and aliases

    func testAnAliasInALessonOrAGlossaryEntryIsRefusedWithItsLine() throws {
        write(LessonTests.good.replacingOccurrences(of: "topics: [1]", with: "topics: &t [1]\nextra: *t"), "Lessons/01-tiny.md")
        XCTAssertEqual(lessonErrors().filter { $0.contains("YAML anchor") },
                       ["Lessons/01-tiny.md:6: YAML anchor `&t`: anchors and aliases are not read here (a few lines could stand for billions of copies) — write each value in full where it is used"])
        write(LessonTests.good.replacingOccurrences(of: "run: rows 30", with: "run: &r rows 30\ndo: *r"), "Lessons/01-tiny.md")
        XCTAssertTrue(lessonErrors().contains { $0.hasPrefix("Lessons/01-tiny.md:23: YAML anchor `&r`") }, "\(lessonErrors())")

        let entry = "---\nid: x\nen: &e x\nko: *e\n---\n"
        let (_, diagnostics) = GlossaryParser.parse(entry, fileName: "x.md", displayPath: "glossary/x.md")
        XCTAssertEqual(diagnostics.first?.text(.en).hasPrefix("glossary/x.md:3: YAML anchor `&e`"), true, "\(diagnostics)")
    }

    // MARK: - Lessons that cannot be opened (L8) and CRLF lessons (M4)

    func testALessonNumberLessonCannotOpenAndASelfPrerequisiteFail() {
        write(LessonTests.good.replacingOccurrences(of: "number: 1", with: "number: -9223372036854775808")
            .replacingOccurrences(of: "prerequisites: []", with: "prerequisites: [tiny]"), "Lessons/01-tiny.md")
        let errors = lessonErrors()
        XCTAssertTrue(errors.contains("Lessons/01-tiny.md:3: lesson number -9223372036854775808 cannot be opened: `lesson` takes 1–99"), "\(errors)")
        XCTAssertTrue(errors.contains("Lessons/01-tiny.md:7: the lesson lists itself (`tiny`) as its own prerequisite: it could never be opened after it — remove it"), "\(errors)")
        write(LessonTests.good.replacingOccurrences(of: "number: 1", with: "number: 100"), "Lessons/01-tiny.md")
        XCTAssertTrue(lessonErrors().contains { $0.contains("lesson number 100 cannot be opened") }, "\(lessonErrors())")
    }

    func testALessonSavedWithCRLFIsRead() throws {
        write(LessonTests.good.replacingOccurrences(of: "\n", with: "\r\n"), "Lessons/01-tiny.md")
        let (lessons, problems) = Lessons.load(from: root.appendingPathComponent("Lessons"))
        XCTAssertEqual(problems.map(\.description), [])
        let lesson = try XCTUnwrap(lessons.first)
        XCTAssertEqual(lesson, LessonParser.parse(LessonTests.good, file: "Lessons/01-tiny.md").0)
        XCTAssertEqual(lessonErrors(), [], "only the CRLF warning")
    }
}
