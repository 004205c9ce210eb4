#if os(Linux)
import XCTest
import Foundation
import TableText

/// `tablelab check [PATH]`, `tablelab lesson N --print` and `progress export|import`, as a teacher runs them.
final class LessonCLITests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String], stdin: String = "") throws -> (out: String, err: String, status: Int32) {
        let r = try BinaryRun.run(arguments, stdin: stdin,
                                  environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path])
        return (r.out, r.err, r.status)
    }

    func testCheckPassesOnTheShippedContentAndFailsOnABrokenLessonWithFileAndLine() throws {
        let shipped = try run(["check"])
        XCTAssertEqual(shipped.status, 0, shipped.out + shipped.err)
        XCTAssertTrue(shipped.out.contains("0 errors"), shipped.out)
        XCTAssertEqual(try run(["--check"]).status, 0)

        let lessons = folder.appendingPathComponent("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let broken = """
        ---
        id: broken
        number: 1
        en: Broken
        ko: 고장
        topics: [1]
        prerequisites: []
        glossary: []
        setup: []
        ---

        ## step: one

        ### en

        Reload 30 rows.

        ### ko

        30행으로 다시 읽어 들입니다.

        ```yaml
        run: rows 30
        expect:
          - count(cellForRowAt) == 30
        ```

        """
        try Data(broken.utf8).write(to: lessons.appendingPathComponent("01-broken.md"))
        let r = try run(["check", lessons.appendingPathComponent("01-broken.md").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.contains("Lessons/01-broken.md:25: expectation `count(cellForRowAt) == 30` no longer holds: count(cellForRowAt) = 16"), r.out)
        let ko = try run(["check", "--lang", "ko", lessons.path])
        XCTAssertTrue(ko.out.contains("Lessons/01-broken.md:25: 더는 맞지 않는 기대 조건입니다"), ko.out)
    }

    func testPrintWritesATranscriptInEitherLanguage() throws {
        let en = try run(["lesson", "1", "--print"])
        XCTAssertEqual(en.status, 0, en.err)
        XCTAssertTrue(en.out.hasPrefix("# 1. The data source answers questions"), en.out)
        XCTAssertTrue(en.out.contains("› rows 30"), en.out)
        XCTAssertTrue(en.out.contains("```swift"), en.out)
        let ko = try run(["lesson", "2", "--print", "--lang", "ko"])
        XCTAssertTrue(ko.out.hasPrefix("# 2. 재사용 큐"), ko.out)
        XCTAssertTrue(ko.out.contains("**답:** "), ko.out)
        XCTAssertFalse(ko.out.contains("내 예측"), ko.out)  // the REPL's verdict is no part of a handout
        XCTAssertNotEqual(try run(["lesson", "99", "--print"]).status, 0)
    }

    func testProgressExportAndImport() throws {
        let file = folder.appendingPathComponent("mine.json").path
        let r = try run([], stdin: "lesson 1\nanswer b\nprogress export \(file)\n")
        XCTAssertEqual(r.status, 0, r.err)
        let json = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(json.contains("\"predictionRight\" : true"), json)
        let back = try run([], stdin: "progress import \(file)\nlessons\n")
        XCTAssertTrue(back.out.contains("◐ 1. The data source answers questions  1/1"), back.out)
        try Data("nonsense".utf8).write(to: URL(fileURLWithPath: file))
        let bad = try run([], stdin: "progress import \(file)\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("is not a tablelab progress file"), bad.err)
    }
}
#endif
