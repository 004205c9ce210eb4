#if os(Linux)
import XCTest
import Foundation

/// A teacher's day, against the real binary: a draft lesson in a folder of their own is checked, run
/// and printed with no copy of the data folder; `check` says every problem at once; handouts parse as
/// CommonMark (cmark, the reference parser); a class report reads good and broken progress files.
final class TeacherCLITests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-teacher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("drafts"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs in the teacher's folder (paths relative to it, as typed), with a home of its own: no
    /// lessons of this machine's user, none from the environment unless `environment` adds them.
    private func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> BinaryRun.Result {
        var env = ["HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                   "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "TABLELAB_LESSONS": ""]
        env.merge(environment) { _, new in new }
        return try BinaryRun.run(arguments, stdin: stdin, environment: env, directory: folder)
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lesson 40 of a teacher's: prerequisites and a recall from the installed lessons.
    static func draft(choiceKo: Bool = true, expect: Int = 16, code: Bool = true, command: String = "reload") -> String {
        """
        ---
        id: reload-data
        number: 40
        en: reloadData asks again only for what is on screen
        ko: reloadData는 화면에 보이는 것만 다시 묻습니다
        topics: [1]
        prerequisites: [data-source, reuse-queue]
        glossary: [reuse-queue]
        setup: [rows 100]
        ---

        ## step: recall

        ### en

        First, from memory.

        ### ko

        먼저 기억을 떠올려 봅시다.

        ```yaml
        recall: data-source/thirty-rows
        ```

        ## step: reload

        ### en

        Type `reload`.

        ### ko

        `reload`를 입력하세요.

        ```yaml
        do: \(command)
        predict:
          kind: choice
          en: How many times will the table call cellForRowAt?
          ko: 테이블은 cellForRowAt을 몇 번 부를까요?
          unit: calls
          answer: count(cellForRowAt)
          choices:
            - key: a
              value: 100
              en: 100, once for every row
              ko: 100번, 행마다 한 번씩
              misconception:
                en: reloadData rebuilds every row at once.
                ko: reloadData는 모든 행을 한꺼번에 다시 만든다.
              explain:
                en: The table asks only for the rows it shows.
                ko: 테이블은 보여 주는 행만 묻습니다.
              try: log
            - key: b
              value: 16
              en: 16, once for each row on screen
        \(choiceKo ? "      ko: 16번, 화면에 보이는 행마다 한 번씩" : "")
        expect:
          - count(cellForRowAt) == \(expect)
        code: \(code)
        ```

        """
    }

    private func writeDraft(_ text: String = TeacherCLITests.draft(), to path: String = "drafts/40-reload-data.md") throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testADraftInItsOwnFolderIsCheckedRunAndPrintedWithNoCopyOfTheData() throws {
        try writeDraft()
        for paths in [["drafts/40-reload-data.md"], ["drafts"], ["drafts/"], ["drafts/40-reload-data.md", "drafts"]] {
            let r = try run(["check"] + paths)
            let path = paths.joined(separator: " ")
            XCTAssertEqual(r.status, 0, path + "\n" + r.out + r.err)
            XCTAssertTrue(r.out.contains("1 lesson and"), r.out)
            XCTAssertTrue(r.out.contains("0 errors, 0 warnings"), r.out)
        }
        // Run in a session by its path, answered and done.
        let played = try run([], stdin: "lesson drafts/40-reload-data.md\nanswer b\nnext\nanswer b\nreload\n")
        XCTAssertEqual(played.status, 0, played.out + played.err)
        XCTAssertTrue(played.out.contains("Lesson 40 · reloadData asks again only for what is on screen — step 1 of 2"), played.out)
        XCTAssertTrue(played.out.contains("✓ Lesson 40 done — predictions right: 2 of 2"), played.out)
        // Printed by its path.
        let printed = try run(["lesson", "drafts/40-reload-data.md", "--print"])
        XCTAssertEqual(printed.status, 0, printed.err)
        XCTAssertTrue(printed.out.hasPrefix("# 40. reloadData asks again only for what is on screen"), printed.out)
        XCTAssertTrue(printed.out.contains("```swift"), printed.out)
        // Listed with the installed lessons from TABLELAB_LESSONS, and from the teacher's data folder.
        let listed = try run([], stdin: "lessons\n", environment: ["TABLELAB_LESSONS": folder.appendingPathComponent("drafts").path])
        XCTAssertTrue(listed.out.contains("40. reloadData asks again only for what is on screen"), listed.out)
        XCTAssertTrue(listed.out.contains("1. The data source answers questions"), listed.out)
        XCTAssertTrue(try run(["lesson", "40", "--print"], environment: ["TABLELAB_LESSONS": "drafts"]).out.hasPrefix("# 40. "))
        try writeDraft(to: "data/tablelab/lessons/40-reload-data.md")
        XCTAssertTrue(try run([], stdin: "lessons\n").out.contains("40. reloadData asks again only for what is on screen"))
    }

    func testInATerminalADraftOpensByItsPathAndTheNameIsSavedWithTheProgress() throws {
        try writeDraft()
        let term = try PseudoTerminal.tablelab(home: folder, overrides: ["TABLELAB_LESSONS": ""])
        term.sendLine("lesson " + folder.appendingPathComponent("drafts/40-reload-data.md").path)
        _ = try term.waitFor("step 1 of 2")
        term.sendLine("answer b")
        _ = try term.waitFor("the answer")
        term.sendLine("next")
        _ = try term.waitFor("step 2 of 2")
        term.sendLine("answer b")
        _ = try term.waitFor("Now type the command")
        term.sendLine("reload")
        _ = try term.waitFor("Lesson 40 done")
        term.sendLine("progress name 김민지")
        _ = try term.waitFor("Your name is now")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let saved = try String(contentsOf: folder.appendingPathComponent("state/tablelab/progress.json"), encoding: .utf8)
        XCTAssertTrue(saved.contains("\"name\" : \"김민지\""), saved)
        XCTAssertTrue(saved.contains("\"reload-data\""), saved)
    }

    func testCheckReportsEveryProblemInOnePassWithPathsAsTyped() throws {
        // A choice without Korean (structure), an expectation that fails, no closing Swift, a command that does not parse.
        try writeDraft(TeacherCLITests.draft(choiceKo: false, expect: 30, code: false))
        try writeDraft(TeacherCLITests.draft(command: "reloda").replacingOccurrences(of: "number: 40", with: "number: 2")
            .replacingOccurrences(of: "id: reload-data", with: "id: typo"), to: "drafts/02-typo.md")
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let r = try run(["check", "drafts/40-reload-data.md", "./drafts/02-typo.md", "missing.md", "notes.txt"])
        XCTAssertNotEqual(r.status, 0)
        let out = r.out
        XCTAssertTrue(out.contains("drafts/40-reload-data.md:56: choice `b` has no `ko:` text"), out)
        XCTAssertTrue(out.contains("drafts/40-reload-data.md:61: expectation `count(cellForRowAt) == 30` no longer holds: count(cellForRowAt) = 16"), out)
        XCTAssertTrue(out.contains("drafts/40-reload-data.md:26: warning: the last step `reload` shows no Swift"), out)
        XCTAssertTrue(out.contains("./drafts/02-typo.md:37: `reloda` does not parse: unknown command `reloda` — did you mean `reload`?"), out)
        XCTAssertTrue(out.contains("./drafts/02-typo.md:3: lesson number 2 is already taken by Lessons/02-reuse-queue.md (`reuse-queue`)"), out)
        XCTAssertTrue(out.contains("tablelab: missing.md does not exist"), out)
        XCTAssertTrue(out.contains("tablelab: notes.txt is not a lesson file"), out)
        XCTAssertFalse(out.contains("Lessons/40-reload-data.md"), out)
    }

    func testAHandoutOfALessonThatNoLongerRunsAsWrittenSaysSoAndExitsOne() throws {
        try writeDraft(TeacherCLITests.draft(expect: 30))
        let r = try run(["lesson", "drafts/40-reload-data.md", "--print"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.hasPrefix("# 40. "), r.out)
        XCTAssertTrue(r.err.contains("lesson drafts/40-reload-data.md does not run as written: `count(cellForRowAt) == 30` no longer holds"), r.err)
        XCTAssertTrue(r.err.contains("`tablelab check drafts/40-reload-data.md`"), r.err)
    }

    /// cmark's XML tree of a Markdown text (the CommonMark reference parser, Debian's `cmark`).
    private func commonMarkTree(_ markdown: String) throws -> String {
        let cmark = ["/usr/bin/cmark", "/usr/local/bin/cmark"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let path = try XCTUnwrap(cmark, "this test needs the CommonMark reference parser: apt-get install cmark")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--to", "xml"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func testHandoutsParseAsCommonMarkWithOneHeadingPerStepAndTheWorksheetHoldsNoAnswers() throws {
        try writeDraft()
        for (lesson, file) in [("2", "Lessons/02-reuse-queue.md"), ("12", "Lessons/12-stale-image.md"), ("drafts/40-reload-data.md", "")] {
            let source = file.isEmpty ? TeacherCLITests.draft() : try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
            let steps = count("\n## step:", in: source)
            let asks = count("\npredict:", in: source) + count("\nrecall:", in: source)
            for lang in ["en", "ko", "both"] {
                for kind in ["--print", "--worksheet", "--answers"] {
                    let r = try run(["lesson", lesson, kind, "--lang", lang])
                    XCTAssertEqual(r.status, 0, r.err)
                    let tree = try commonMarkTree(r.out)
                    let what = "lesson \(lesson) \(kind) --lang \(lang)"
                    XCTAssertEqual(count("<heading level=\"1\">", in: tree), 1, what)
                    XCTAssertEqual(count("<heading level=\"2\">", in: tree), steps, what)
                    XCTAssertEqual(count("<block_quote>", in: tree), asks * (lang == "both" ? 2 : 1), what)
                    XCTAssertEqual(count("<html_", in: tree), 0, what)           // nothing read as raw HTML
                    XCTAssertEqual(count("<thematic_break", in: tree), 0, what)  // the room to write is not a rule
                    XCTAssertFalse(r.out.contains("`next` →"), what)
                    if kind == "--worksheet" {
                        XCTAssertEqual(count("<code_block", in: tree), 0, what)
                        XCTAssertFalse(r.out.contains("✓"), what)
                    } else {
                        XCTAssertGreaterThan(count("<code_block info=\"text\"", in: tree), 0, what)
                        XCTAssertGreaterThan(count("<code_block info=\"swift\"", in: tree), 0, what)
                    }
                }
            }
        }
        let key = try run(["lesson", "drafts/40-reload-data.md", "--answers"]).out
        XCTAssertTrue(key.contains("- **a)** 100, once for every row — ✗ That answer comes from a common belief: reloadData rebuilds every row at once. The table asks only for the rows it shows. See it for yourself: `log`"), key)
        XCTAssertTrue(key.contains("- **b)** 16, once for each row on screen — ✓ the answer."), key)
    }

    /// A teacher who ran their own lesson by number in a session and asks for its handout by number
    /// is told how their own lessons open (by the file, or with its folder in TABLELAB_LESSONS).
    func testAMissingLessonNumberSaysHowATeachersLessonOpens() throws {
        let r = try run(["lesson", "99", "--print"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.err.contains("there is no lesson 99"), r.err)
        XCTAssertTrue(r.err.contains("a lesson of your own opens by its file (`tablelab lesson FILE.md --print`), or by its number once its folder is in TABLELAB_LESSONS"), r.err)
    }

    func testAClassReportFromGoodCorruptAndForeignFiles() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("class"), withIntermediateDirectories: true)
        let minjiRun = try run([], stdin: "progress name 김민지\nlesson 1\nanswer b\nprogress export class/minji.json\n")
        XCTAssertEqual(minjiRun.status, 0, minjiRun.err)
        let alexRun = try run([], stdin: "progress name Alex\nlesson 2\nanswer b\nprogress export class/alex.json\n")
        XCTAssertEqual(alexRun.status, 0, alexRun.err)
        try Data("{ \"lessons\": ".utf8).write(to: folder.appendingPathComponent("class/broken.json"))
        try Data("{\"name\": \"a playlist\"}".utf8).write(to: folder.appendingPathComponent("class/foreign.json"))
        let files = ["class/minji.json", "class/broken.json", "class/alex.json", "class/foreign.json", "class/absent.json"]
        let text = try run(["progress", "report"] + files)
        XCTAssertEqual(text.status, 0, text.err)
        let lines = text.out.components(separatedBy: "\n")
        let minji = try XCTUnwrap(lines.first { $0.hasPrefix("김민지") }, text.out)
        let alex = try XCTUnwrap(lines.first { $0.hasPrefix("Alex") }, text.out)
        XCTAssertEqual(minji.displayColumns, alex.displayColumns, text.out)  // aligned by display width
        XCTAssertTrue(text.out.contains("3 files could not be read (left out of the table):"), text.out)
        XCTAssertTrue(text.out.contains("  class/broken.json: a damaged file: its text stops or breaks before the end"), text.out)
        XCTAssertTrue(text.out.contains("  class/foreign.json: not a tablelab progress file"), text.out)
        XCTAssertTrue(text.out.contains("  class/absent.json: "), text.out)

        let csv = try run(["progress", "report", "--csv"] + files).out
        XCTAssertTrue(csv.hasPrefix("student,file,lesson,lesson_id,title,steps_done,steps,predictions_right,predictions_answered,problem\n"), csv)
        XCTAssertTrue(csv.contains("김민지,class/minji.json,1,data-source,The data source answers questions,"), csv)
        XCTAssertTrue(csv.contains(",class/broken.json,,,,,,,,a damaged file"), csv)
        XCTAssertTrue(csv.contains(",class/foreign.json,,,,,,,,not a tablelab progress file"), csv)

        let md = try run(["progress", "report", "--markdown", "--lang", "ko"] + files).out
        XCTAssertTrue(md.hasPrefix("| 학생 | 1 | 2 |\n| --- | ---: | ---: |\n"), md)
        XCTAssertTrue(md.contains("| 김민지 |"), md)

        let none = try run(["progress", "report", "class/broken.json"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.out.contains("No progress file could be read"), none.out)
    }
}

private extension String {
    /// Terminal columns, Hangul two each (enough for this test's names and digits).
    var displayColumns: Int {
        unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) || (0x1100...0x115F).contains($1.value) ? 2 : 1) }
    }
}
#endif
