import Foundation
import TableRender
import TableText
import XCTest
@testable import TableLab

/// Exercise steps (lesson 18, rustlings for UIKit), headless: each starter, as the learner gets it
/// in each language, compiles against the stand-in and is graded wrong; a right solution kept in
/// `Fixtures/exercises/` is graded right and finishes the step.
final class ExerciseTests: XCTestCase {
    static let solutions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/exercises")
    /// The exercise steps of lesson 18, with a condition each starter fails (and the query it measures).
    static let steps: [(id: String, failing: String)] = [
        ("register", "nilDequeues = "), ("off-main", "hitches = "), ("stale", "wrongImages = "), ("checkmarks", "wrongCheckmarks = "),
        ("prefetch", "repeatDownloads = "),
    ]

    func lesson() throws -> Lesson {
        try XCTUnwrap(LessonTests.shipped.first { $0.id == "your-own-code" })
    }

    /// A session at the step `id` of lesson 18.
    func session(at id: String, _ language: Language) throws -> Session {
        var s = Session(language: language, glossary: LessonTests.glossary)
        s.lessons = LessonTests.shipped
        XCTAssertFalse(s.execute("lesson 18").isError)
        let r = s.execute("goto \(id)")
        XCTAssertFalse(r.isError, text(r, s))
        return s
    }

    func text(_ r: Response, _ s: Session) -> String {
        ResponseRenderer.render(r, session: s, context: RenderContext(language: s.language, width: 200)).joined(separator: "\n")
    }

    /// `source` compiled as the learner's `name`, launched as `app name` does, then graded.
    func runApp(_ s: inout Session, _ source: String, name: String) throws -> Response {
        let (checked, compiled) = try AppFixtures.compiled(Array(source.utf8), name: name)
        let app = ChildApp(source: checked, compiled: compiled, environment: AppFixtures.environment)
        let launched = s.launchApp(app, path: name, line: "app " + name, reason: { _ in L10n.Lessons.Exercise.notHere })
        XCTAssertFalse(launched.isError, text(launched, s))
        return s.gradeAfterLaunch(launched)
    }

    func testEachStarterIsGradedWrongAndItsSolutionRightInBothLanguages() throws {
        let lesson = try lesson()
        for (id, failing) in Self.steps {
            for language in [Language.en, .ko] {
                var s = try session(at: id, language)
                let step = try XCTUnwrap(lesson.steps.first { $0.id == id })
                let (file, starter) = try XCTUnwrap(s.exerciseStarter, id)
                // The starter speaks the learner's language only.
                XCTAssertEqual(starter.contains { ("가"..."힣").contains($0) }, language == .ko, "\(id) \(language)")
                XCTAssertFalse(starter.contains("// en:") || starter.contains("// ko:"), "\(id) \(language)")

                let wrong = text(try runApp(&s, starter, name: file), s)
                XCTAssertTrue(wrong.contains("✗"), "\(id) \(language): the starter passed:\n\(wrong)")
                XCTAssertTrue(wrong.contains(failing), "\(id) \(language): the failed condition shows what was measured:\n\(wrong)")
                // …and what that query reads, in the learner's words.
                let query = String(failing.dropLast(3))
                let meaning = language.text(try XCTUnwrap(LessonExpression.meaning(of: query), query))
                XCTAssertTrue(wrong.contains("  \(query): \(meaning)"), "\(id) \(language): the failed query is explained:\n\(wrong)")
                XCTAssertEqual(meaning.contains { ("가"..."힣").contains($0) }, language == .ko, "\(id) \(language): \(meaning)")
                XCTAssertFalse(s.course.ran, "\(id) \(language)")
                XCTAssertNotEqual(s.progress.record(lesson, step)?.done, true, "\(id) \(language)")
                XCTAssertTrue(s.execute("next").isError, "\(id) \(language): `next` waits for the file to pass")

                let solution = try String(contentsOf: Self.solutions.appendingPathComponent(file), encoding: .utf8)
                let right = text(try runApp(&s, solution, name: file), s)
                XCTAssertFalse(right.contains("✗"), "\(id) \(language): the solution failed:\n\(right)")
                XCTAssertTrue(s.course.ran, "\(id) \(language): \(right)")
                XCTAssertEqual(s.progress.record(lesson, step)?.done, true, "\(id) \(language)")
                XCTAssertFalse(s.execute("next").isError, "\(id) \(language)")
            }
        }
    }

    /// A file that crashes while it is graded: the crash box with the learner's line, the step not
    /// done, and the session goes on (`exercise check` grades the running app again, without compiling).
    func testAnAppThatCrashesWhileGradedFailsWithItsLineAndTheSessionGoesOn() throws {
        var s = try session(at: "register", .en)
        let solution = try String(contentsOf: Self.solutions.appendingPathComponent("RegisterCell.swift"), encoding: .utf8)
        let crashing = solution.replacingOccurrences(of: "cell.textLabel?.text = numbers[indexPath.row]",
                                                     with: "cell.textLabel?.text = numbers[indexPath.row > 20 ? 500 : indexPath.row]")
        XCTAssertNotEqual(crashing, solution)
        let shown = text(try runApp(&s, crashing, name: "RegisterCell.swift"), s)
        XCTAssertTrue(shown.contains("Your app crashed during `scroll 20`"), shown)
        XCTAssertTrue(shown.contains("numbers[indexPath.row > 20 ? 500 : indexPath.row]"), "the crash names the learner's line:\n\(shown)")
        XCTAssertFalse(s.course.ran)
        let again = text(s.execute("exercise check"), s)
        XCTAssertTrue(again.contains("Your app crashed during `scroll 20`"), again)
        XCTAssertFalse(s.execute("scroll 3").isError, "the session goes on after the crash")
    }

    /// The learner's half-fix of the off-main exercise: the download moved to a global queue, and
    /// the image set right there, off the main thread. It passed (no hitch, no download on main) and
    /// the step said "done" to UIKit called from a background thread.
    func testAnImageSetOffTheMainThreadDoesNotPassTheOffMainExercise() throws {
        for language in [Language.en, .ko] {
            var s = try session(at: "off-main", language)
            let (file, starter) = try XCTUnwrap(s.exerciseStarter)
            let halfFixed = starter
                .replacingOccurrences(of: "        let data = try? Data(contentsOf: movie.thumbnailURL)",
                                      with: "        DispatchQueue.global().async {\n        let data = try? Data(contentsOf: movie.thumbnailURL)")
                .replacingOccurrences(of: "        cell.imageView?.image = data.flatMap { UIImage(data: $0) }",
                                      with: "        cell.imageView?.image = data.flatMap { UIImage(data: $0) }\n        }")
            XCTAssertNotEqual(halfFixed, starter)
            let shown = text(try runApp(&s, halfFixed, name: file), s)
            XCTAssertTrue(shown.contains("✗ imagesOffMain == 0"), "\(language): \(shown)")
            XCTAssertFalse(s.course.ran, "\(language): \(shown)")
        }
    }

    func testLesson18PlayedWithTheRightFilesIsDone() throws {
        let lesson = try lesson()
        var s = Session(language: .ko, glossary: LessonTests.glossary)
        s.lessons = LessonTests.shipped
        _ = s.execute("lesson 18")
        for _ in 0..<40 {
            let step = lesson.steps[s.course.step]
            if !s.course.ran, let p = s.predictionOf(step), s.course.answer == nil {
                _ = s.execute("answer " + (try XCTUnwrap(LessonTranscript.rightAnswer(p, session: s, step: step))))
                continue
            }
            if !s.course.ran, let e = step.exercise {
                let solution = try String(contentsOf: Self.solutions.appendingPathComponent(e.starter), encoding: .utf8)
                _ = try runApp(&s, solution, name: e.starter)
                XCTAssertTrue(s.course.ran, step.id)
                continue
            }
            if s.course.step + 1 == lesson.steps.count { break }
            XCTAssertFalse(s.execute("next").isError, step.id)
        }
        XCTAssertEqual(s.progress.mark(lesson), .done)
        // The closing Swift is of the lesson's table (its setup), not of the last file the learner ran.
        XCTAssertFalse(s.table.isLearnerApp)
        XCTAssertEqual(s.table.settings.loading, .background)
    }

    func testTheExerciseCommandsSayWhatToDoAndNeverWriteTheFileThemselves() throws {
        var s = try session(at: "stale", .en)
        // The executable writes the starter: the session names it.
        XCTAssertEqual(s.execute("exercise"), .view(.lesson(.exercise(replace: false))))
        XCTAssertEqual(s.execute("exercise reset"), .view(.lesson(.exercise(replace: true))))
        XCTAssertTrue(s.execute("exercise again").isError)
        XCTAssertTrue(text(s.execute("exercise check"), s).contains("`app StaleImage.swift`"))
        XCTAssertTrue(text(s.execute("solution"), s).contains("StaleImage.swift"))
        XCTAssertTrue(text(s.execute("next"), s).contains("`app StaleImage.swift`"))
        // Trying the world on the table keeps the lesson (the step is done in the file).
        XCTAssertFalse(s.execute("scroll 3").isError)
        XCTAssertTrue(s.course.active)
        // Not an exercise step: `exercise` says so.
        var other = try session(at: "recall", .en)
        XCTAssertTrue(other.execute("exercise").isError)
    }

    /// The step's narration says how to get the file (`exercise`): the runner does not say it again
    /// right under it (a Korean walkthrough read the same instruction twice).
    func testAnExerciseStepSaysHowToGetTheFileOnce() throws {
        for language in [Language.en, .ko] {
            var s = Session(language: language, glossary: LessonTests.glossary)
            s.lessons = LessonTests.shipped
            _ = s.execute("lesson 18")
            let shown = text(s.execute("goto register"), s)
            XCTAssertTrue(shown.contains("`exercise`"), shown)
            XCTAssertFalse(shown.contains(language.text(L10n.Lessons.Exercise.getIt(file: "RegisterCell.swift"))), shown)
        }
    }

    func testEachHintNamesTheLineOfTheStarterThenOfTheLearnersFile() throws {
        let lesson = try lesson()
        for language in [Language.en, .ko] {
            var s = try session(at: "register", language)
            let step = try XCTUnwrap(lesson.steps.first { $0.id == "register" })
            let (file, starter) = try XCTUnwrap(s.exerciseStarter)
            for (i, find) in step.hintFinds.enumerated() {
                let line = try XCTUnwrap(LessonExercise.line(of: try XCTUnwrap(find), in: LessonExercise.lines(starter)))
                let shown = text(s.execute("hint \(i + 1)"), s)
                XCTAssertTrue(shown.contains("\(file)") && shown.contains(String(line.number)) && shown.contains(line.text),
                              "\(language) hint \(i + 1): \(shown)")
            }
            // The learner's file runs, with two lines added at the top: the hint follows their lines.
            let edited = "import UIKit\n\n" + starter.replacingOccurrences(of: "import UIKit\n", with: "")
            _ = try runApp(&s, edited, name: file)
            let first = try XCTUnwrap(LessonExercise.line(of: try XCTUnwrap(step.hintFinds[0]), in: LessonExercise.lines(edited)))
            let shown = text(s.execute("hint 1"), s)
            XCTAssertTrue(shown.contains(String(first.number)), "\(language): \(shown)")
            XCTAssertTrue(shown.contains(language.text(L10n.Lessons.Exercise.lookAtRun(file: file, line: String(first.number)))),
                          "\(language): said to be the file as it last ran: \(shown)")
            // Fixed and run: the first hint's line is gone from the learner's file — said, with the
            // starter's line, not passed off as a line of their file.
            let solution = try String(contentsOf: Self.solutions.appendingPathComponent(file), encoding: .utf8)
            _ = try runApp(&s, solution, name: file)
            let done = text(s.execute("hint 1"), s)
            let starterLine = try XCTUnwrap(LessonExercise.line(of: try XCTUnwrap(step.hintFinds[0]), in: LessonExercise.lines(starter)))
            XCTAssertTrue(done.contains(language.text(L10n.Lessons.Exercise.lookAtDone(file: file, line: String(starterLine.number)))), "\(language): \(done)")
            XCTAssertTrue(done.contains(starterLine.text), "\(language): \(done)")
        }
    }

    func testTheCheckerValidatesExerciseSteps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-check-\(UUID().uuidString)/Lessons")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let lesson = """
        ---
        id: tiny
        number: 1
        en: Tiny
        ko: 작은 레슨
        topics: [23]
        prerequisites: []
        glossary: [cell]
        setup: []
        ---

        ## step: fix

        ### en

        Fix it.

        ### ko

        고치세요.

        ```yaml
        exercise:
          starter: Broken.swift
          scenario: [scroll 5, load sync]
        expect:
          - wrongImages == 0
        hints:
          - find: nowhere in the file
            en: Look.
            ko: 보세요.
        ```

        ## step: missing

        ### en

        Again.

        ### ko

        다시.

        ```yaml
        exercise:
          starter: Missing.swift
          scenario: [scroll 5]
        ```
        """
        try lesson.write(to: folder.appendingPathComponent("01-tiny.md"), atomically: true, encoding: .utf8)
        let starter = "import UIKit\nimport Glibc\n// en: English only.\nfinal class A: UITableViewController {}\n"
        try starter.write(to: folder.appendingPathComponent("exercises/Broken.swift"), atomically: true, encoding: .utf8)
        let errors = LessonChecker.check(directory: folder, glossary: LessonTests.glossary).filter(\.isError).map(\.description)
        let all = errors.joined(separator: "\n")
        XCTAssertTrue(all.contains("`load sync` is not a world command"), all)
        XCTAssertTrue(all.contains("has no `// ko:` comment"), all)
        XCTAssertTrue(all.contains("`find: nowhere in the file` is on no code line"), all)
        XCTAssertTrue(all.contains("would be refused by `app`"), all)
        XCTAssertTrue(all.contains("Missing.swift cannot be read"), all)
        // The shipped lessons and their starters pass.
        let shipped = LessonChecker.check(directory: LessonTests.packageRoot.appendingPathComponent("Lessons"), glossary: LessonTests.glossary)
        XCTAssertEqual(shipped.map(\.description), [])
    }
}
