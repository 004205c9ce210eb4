import XCTest
import Foundation
@testable import TableLab
import TableRender
import TableText

/// What a teacher uses: checking a lesson of their own against the installed ones, handouts
/// (walkthrough, worksheet, answer key) and the class report.
final class TeacherToolsTests: XCTestCase {
    static let shipped = LessonTests.shipped
    static let glossary = LessonTests.glossary

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("teacher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A teacher's lesson 40: prerequisites and a recall from the installed lessons.
    static func draft(number: Int = 40, choiceKo: Bool = true, expect: Int = 16, code: Bool = true) -> String {
        """
        ---
        id: reload-data
        number: \(number)
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
        do: reload
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

    func write(_ text: String, _ name: String = "40-reload-data.md") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func check(_ url: URL, shown: String) -> [Diagnostic] {
        LessonChecker.check(files: [LessonChecker.File(url: url, shown: shown)], context: Self.shipped, glossary: Self.glossary)
    }

    // MARK: check

    func testADraftResolvesPrerequisitesAndRecallsAgainstTheInstalledLessons() throws {
        let url = try write(Self.draft())
        let diagnostics = check(url, shown: "drafts/40-reload-data.md")
        XCTAssertEqual(diagnostics.errors.map(\.description), [])
        // Without the installed lessons as context, the same file fails (what the teacher met).
        let alone = LessonChecker.check(files: [LessonChecker.File(url: url, shown: "x.md")], context: [], glossary: Self.glossary)
        XCTAssertTrue(alone.errors.contains { $0.description.contains("prerequisite `data-source`") }, alone.map(\.description).joined(separator: "\n"))
    }

    func testEveryProblemInOnePassWithThePathAsTyped() throws {
        // A structural error (a choice without `ko:`), a failing expectation and no closing Swift: all three at once.
        let url = try write(Self.draft(choiceKo: false, expect: 30, code: false))
        let text = check(url, shown: "drafts/40-reload-data.md").map(\.description)
        XCTAssertTrue(text.contains { $0.hasPrefix("drafts/40-reload-data.md:") && $0.contains("`ko:`") }, text.joined(separator: "\n"))
        XCTAssertTrue(text.contains { $0.contains("count(cellForRowAt) == 30") && $0.contains("no longer holds") }, text.joined(separator: "\n"))
        XCTAssertTrue(text.contains { $0.contains("shows no Swift") }, text.joined(separator: "\n"))
        XCTAssertTrue(text.allSatisfy { $0.hasPrefix("drafts/40-reload-data.md:") }, text.joined(separator: "\n"))
    }

    func testANumberAnInstalledLessonUsesIsAnErrorThatNamesAFreeNumber() throws {
        let url = try write(Self.draft(number: 2), "02-reload-data.md")
        let errors = check(url, shown: "02-reload-data.md").errors.map(\.description)
        let free = (1...99).first { n in !Self.shipped.contains { $0.number == n } }!
        XCTAssertTrue(errors.contains { $0.contains("lesson number 2 is already taken by Lessons/02-reuse-queue.md") && $0.contains("number yours \(free)") },
                      errors.joined(separator: "\n"))
    }

    func testACopyOfAnInstalledLessonUnderItsIdIsAnError() throws {
        let url = try write(Self.draft().replacingOccurrences(of: "id: reload-data", with: "id: reuse-queue"), "40-reuse-queue.md")
        let errors = check(url, shown: "40-reuse-queue.md").errors.map(\.description)
        XCTAssertTrue(errors.contains("40-reuse-queue.md:2: lesson id `reuse-queue` is also used by Lessons/02-reuse-queue.md"), errors.joined(separator: "\n"))
    }

    func testASessionStillRefusesALessonWithErrors() {
        let (lesson, diagnostics) = LessonParser.parse(Self.draft(choiceKo: false), file: "x.md")
        XCTAssertNil(lesson)
        XCTAssertFalse(diagnostics.errors.isEmpty)
        XCTAssertNotNil(LessonParser.parse(Self.draft(choiceKo: false), file: "x.md", partial: true).0)
    }

    func testTeacherFoldersComeFromTheEnvironment() {
        let env = ["HOME": "/home/t", "TABLELAB_LESSONS": "/a:~/b::/a"]
        XCTAssertEqual(FilePaths.extraLessonFolders(environment: env), ["/a", "/home/t/b", "/home/t/.local/share/tablelab/lessons"])
        XCTAssertEqual(FilePaths.teacherLessonsFolder(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d/"]), "/d/tablelab/lessons")
        XCTAssertNil(FilePaths.teacherLessonsFolder(environment: [:]))
    }

    func testLessonTakesAFileAndProgressTakesAName() throws {
        XCTAssertEqual(try CommandParser.parse("lesson drafts/40-reload-data.md"), .lesson(.openFile("drafts/40-reload-data.md")))
        XCTAssertEqual(try CommandParser.parse("lesson 40-reload-data.md"), .lesson(.openFile("40-reload-data.md")))
        XCTAssertEqual(try CommandParser.parse("lesson 3"), .lesson(.open(3)))
        XCTAssertEqual(try CommandParser.parse("progress name 김 민지"), .lesson(.name("김 민지")))
        XCTAssertEqual(try CommandParser.parse("progress name"), .lesson(.name(nil)))
    }

    func testANameIsKeptInProgressMergedAndRefusedWithControlCharacters() {
        var s = Session(language: .en)
        XCTAssertFalse(s.execute("progress name 김민지").isError)
        XCTAssertEqual(s.progress.name, "김민지")
        XCTAssertTrue(s.execute("progress name a\u{1B}[2Jb").isError)
        XCTAssertTrue(s.execute("progress name " + String(repeating: "가", count: 21)).isError)  // 42 columns
        XCTAssertEqual(s.progress.name, "김민지")
        // Another session saved meanwhile: the name set here survives the merge, and so does their work.
        var theirs = LessonProgress()
        theirs.lastLesson = "reuse-queue"
        let merged = theirs.merging(ours: s.progress, base: LessonProgress())
        XCTAssertEqual(merged.name, "김민지")
        XCTAssertEqual(try LessonProgress.fromJSON(merged.json()).name, "김민지")
        // A file from before names were kept reads, with no name.
        XCTAssertNil(try LessonProgress.fromJSON(Data(#"{"version": 1, "lessons": {}}"#.utf8)).name)
    }

    // MARK: handouts

    func lesson(_ number: Int) throws -> Lesson { try XCTUnwrap(Self.shipped.first { $0.number == number }) }

    func testTheWalkthroughHasNoREPLChrome() throws {
        for language in [Language.en, .both] {
            let md = LessonTranscript.markdown(try lesson(2), lessons: Self.shipped, language: language)
            for chrome in ["`next` →", "Locked", "Lesson 2 done", "Now type the command", "answer b`"] {
                XCTAssertFalse(md.contains(chrome), "\(chrome) in:\n\(md)")
            }
            XCTAssertTrue(md.contains("```text"), md)
            XCTAssertTrue(md.contains("```swift"), md)
        }
    }

    func testTheWorksheetHasQuestionsAndRoomButNoAnswersAndTheKeyHasEveryBelief() throws {
        let l = try lesson(2)
        let sheet = LessonTranscript.markdown(l, lessons: Self.shipped, language: .en, kind: .worksheet)
        let key = LessonTranscript.markdown(l, lessons: Self.shipped, language: .en, kind: .answers)
        XCTAssertTrue(sheet.contains("Your answer:"), sheet)
        XCTAssertFalse(sheet.contains("```"), sheet)
        XCTAssertFalse(sheet.contains("Answer:"), sheet)
        let predictions = l.steps.compactMap(\.predict)
        XCTAssertFalse(predictions.isEmpty)
        for p in predictions {
            XCTAssertTrue(sheet.contains(p.question.en.components(separatedBy: "\n\n")[0]), p.question.en)
            for c in p.choices {
                XCTAssertTrue(sheet.contains("**\(c.key))** \(c.text.en)"), c.text.en)
                if let m = c.misconception {
                    XCTAssertFalse(sheet.contains(m.en), m.en)
                    XCTAssertTrue(key.contains(m.en), m.en)
                }
            }
        }
        XCTAssertTrue(key.contains("✓ the answer."), key)
    }

    // MARK: class report

    func progress(name: String?, lesson: Lesson, done: Int, right: Int) -> LessonProgress {
        var p = LessonProgress()
        p.name = name
        var record = LessonProgress.LessonRecord()
        var rights = right
        for step in lesson.steps.prefix(done) {
            var r = LessonProgress.StepRecord(hash: step.hash)
            r.done = true
            if step.asks { r.predictionRight = rights > 0; rights -= 1 }
            record.steps[step.id] = r
        }
        p.lessons[lesson.id] = record
        return p
    }

    func testTheReportAlignsHangulNamesByColumnsAndListsUnreadableFiles() throws {
        let one = try lesson(1)
        let report = ClassReport(
            students: [ClassReport.Student(file: "a.json", progress: progress(name: "김민지", lesson: one, done: 2, right: 1)),
                       ClassReport.Student(file: "b.json", progress: progress(name: "Alexander Smith", lesson: one, done: one.steps.count, right: 9)),
                       ClassReport.Student(file: "c/noname.json", progress: progress(name: nil, lesson: one, done: 0, right: 0))],
            unreadable: [ClassReport.Unreadable(file: "bad.json", reason: L10n.Lessons.Report.notAProgressFile)],
            lessons: Self.shipped)
        let lines = report.text(.en)
        let rows = Array(lines.prefix(5))
        // The lesson column ends at the same display column on every row (김민지 is 6 columns wide).
        let ends = Set(rows.filter { !$0.hasPrefix("─") }.map { $0.displayWidth })
        XCTAssertEqual(ends.count, 1, rows.joined(separator: "\n"))
        XCTAssertTrue(rows[2].hasPrefix("김민지 "), rows.joined(separator: "\n"))
        let asked = one.steps.prefix(2).filter(\.asks).count
        XCTAssertTrue(rows[2].hasSuffix("2/\(one.steps.count) · 1/\(asked)"), rows.joined(separator: "\n"))
        XCTAssertTrue(rows[4].hasPrefix("(noname.json)"), rows.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("  bad.json: not a tablelab progress file (made by `progress export`): was the wrong file sent?"), lines.joined(separator: "\n"))

        let csv = report.csv(.en).components(separatedBy: "\n")
        XCTAssertEqual(csv[0], "student,file,lesson,lesson_id,title,steps_done,steps,predictions_right,predictions_answered,problem")
        XCTAssertTrue(csv.contains("김민지,a.json,1,data-source,The data source answers questions,2,\(one.steps.count),1,\(asked),"), csv.joined(separator: "\n"))
        XCTAssertTrue(csv.contains(",bad.json,,,,,,,,not a tablelab progress file (made by `progress export`): was the wrong file sent?"), csv.joined(separator: "\n"))
    }

    func testReportFieldsFromFilesAreQuotedAndEscaped() {
        let one = Self.shipped[0]
        let report = ClassReport(students: [ClassReport.Student(file: "x.json", progress: progress(name: "Kim, \"MJ\" | \u{1B}[31m", lesson: one, done: 1, right: 0))],
                                 unreadable: [], lessons: Self.shipped)
        let csv = report.csv(.en)
        XCTAssertTrue(csv.contains("\"Kim, \"\"MJ\"\" | ␛[31m\""), csv)
        XCTAssertFalse(csv.contains("\u{1B}"))
        let md = report.markdown(.en)
        XCTAssertTrue(md.contains("Kim, \"MJ\" \\| ␛\\[31m"), md)
    }
}
