import TableRender
import TableSim
import TableText
import XCTest
@testable import TableLab

/// The learner's app in a session: `app`, `app builtin`, refusing what the app's code decides,
/// going back into a state of the app, and what the app printed.
final class SessionAppTests: XCTestCase {
    private func launched(_ change: (String) -> String = { $0 }) throws -> (Session, ChildApp) {
        let app = try AppFixtures.child(LearnerAppTests.movieList, change: change)
        var session = Session(language: .en)
        let response = session.launchApp(app, path: "MovieList.swift", line: "app MovieList.swift", reason: { _ in L10n.App.Run.notRunning })
        guard case .step(let step, _) = response else {
            XCTFail("the app did not launch: \(response)")
            throw XCTSkip()
        }
        XCTAssertEqual(step.notes, [.appLaunched(file: "MovieListViewController.swift")])
        return (session, app)
    }

    private func text(_ response: Response, _ session: Session) -> String {
        ResponseRenderer.render(response, session: session, context: RenderContext(language: .en, width: 1000)).joined(separator: "\n")
    }

    func testCommandsTheAppsCodeDecidesAreRefusedWithTheFileAndWorldCommandsRun() throws {
        var (session, _) = try launched()
        for line in ["load background", "fix identity-check", "rows 10", "register text", "height var", "dequeue fallback",
                     "prefetch on", "checkmark 3", "data movies", "replay --fix identity-check",
                     "delete 3", "insert 0", "move 1 to 0", "batch delete 1; insert 2", "model never", "reload rows 2",
                     "reconfigure 2", "headers views", "multiple on", "deselect-on-tap on"] {
            let response = session.execute(line)
            XCTAssertTrue(response.isError, line)
            XCTAssertTrue(text(response, session).contains("your code decides this — "), "\(line): \(text(response, session))")
            XCTAssertTrue(text(response, session).contains("MovieList.swift"), "\(line): \(text(response, session))")
            // `edit` runs the file again itself: the learner is not told to type `app` after it.
            XCTAssertTrue(text(response, session).contains("`edit` opens the file and runs it again when the editor closes"), line)
        }
        // The line that decides it, where the file has one (issue 18).
        XCTAssertTrue(text(session.execute("rows 10"), session).contains(
            "MovieList.swift, line 52 · override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int"))
        XCTAssertTrue(text(session.execute("load background"), session).contains("MovieList.swift, line 31 · let data = try? Data(contentsOf: url)"))
        XCTAssertTrue(text(session.execute("register text"), session).contains("line 46 · tableView.register(MovieCell.self"))
        XCTAssertTrue(text(session.execute("checkmark 3"), session).contains("change it in MovieList.swift: `edit`"),
                      "no line of the file decides it: the file alone")
        XCTAssertTrue(text(session.execute("style grouped"), session).contains("change it in MovieList.swift: `edit`"),
                      "the table's style is not decided by a registration")
        // A swipe is the user's gesture: it runs the app's `commit editingStyle`, which this app lacks.
        let swipe = session.execute("swipe delete 2")
        XCTAssertTrue(swipe.isError)
        XCTAssertTrue(text(swipe, session).contains("does not implement `tableView(_:commit:forRowAt:)`"), text(swipe, session))
        for line in ["latency 300ms", "workers 2", "scroll 3", "wait 500", "tap 5", "select 2", "viewport 400", "reload"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        XCTAssertTrue(session.table.isLearnerApp)
        XCTAssertEqual(session.table.settings.latency, 300)
    }

    func testAppSaysWhichAppRunsAndBuiltinGoesBackKeepingTheWorld() throws {
        var (session, _) = try launched()
        _ = session.execute("latency 900ms")
        XCTAssertTrue(text(session.execute("app"), session).contains("your app runs: MovieList.swift"))
        let back = session.execute("app builtin")
        XCTAssertTrue(text(back, session).contains("back to tablelab's own app"))
        XCTAssertFalse(session.table.isLearnerApp)
        XCTAssertEqual(session.table.settings.latency, 900, "the world carries over")
        XCTAssertTrue(text(session.execute("app"), session).contains("tablelab's own app runs"))
        // `back` returns to the learner's app, whose program starts again and replays.
        _ = session.execute("back")
        XCTAssertTrue(session.table.isLearnerApp)
        XCTAssertFalse(session.execute("scroll 2").isError)
        XCTAssertNil(session.table.log.batches.last?.rolledBack == true ? "rolled back" : nil)
    }

    func testWhatTheAppPrintsIsItsConsoleUnderTheCommand() throws {
        var (session, _) = try launched()
        let response = session.execute("tap 2")
        let shown = text(response, session)
        XCTAssertTrue(shown.contains("MovieListViewController.swift printed:"), shown)
        XCTAssertTrue(shown.contains("Selected The Dark Knight main thread: true"), shown)
    }

    func testTheCrashBoxNamesTheLearnersLineAndTheSessionGoesOn() throws {
        var (session, _) = try launched {
            $0.replacingOccurrences(of: "movieCell.configure(with: movies[indexPath.row])",
                                    with: "movieCell.configure(with: movies[indexPath.row + (indexPath.row > 12 ? 1000 : 0)])")
        }
        let response = session.execute("scroll 5")
        let shown = text(response, session)
        XCTAssertTrue(shown.contains("Index out of range"), shown)
        XCTAssertTrue(shown.contains("· movieCell.configure(with: movies[indexPath.row + (indexPath.row > 12 ? 1000 : 0)])"), shown)
        XCTAssertTrue(shown.contains("rolled the table back"), shown)
        XCTAssertEqual(shown.components(separatedBy: "rolled the table back").count, 2, "said once: \(shown)")
        // Swift's trap in the learner's own line, not UIKit's exception in the dequeue.
        XCTAssertFalse(shown.contains("uncaught exception"), shown)
        XCTAssertTrue(shown.contains("cellForRowAt → app crashed (see below)"), shown)
        XCTAssertEqual(session.table.offset, 0)
        XCTAssertTrue(text(session.execute("app"), session).contains("your app runs"))
    }

    func testARunawayLoopIsToldInTheLearnersLanguage() throws {
        var limits = AppProcess.Limits()
        limits.requestSeconds = 1
        let app = try AppFixtures.child(LearnerAppTests.movieList, limits: limits) {
            $0.replacingOccurrences(of: "movieCell.configure(with: movies[indexPath.row])",
                                    with: "movieCell.configure(with: movies[indexPath.row]); while indexPath.row == 12 {}")
        }
        var session = Session(language: .ko)
        guard case .step = session.launchApp(app, path: "MovieList.swift", line: "app MovieList.swift",
                                             reason: { _ in L10n.App.Run.notRunning }) else { return XCTFail("not launched") }
        let response = session.execute("scroll 5")
        let shown = ResponseRenderer.render(response, session: session, context: RenderContext(language: .ko, width: 1000))
            .joined(separator: "\n")
        XCTAssertTrue(shown.contains("tablelab이 앱을 멈췄습니다: 위의 호출이 1초 안에 끝나지 않았습니다"), shown)
        XCTAssertFalse(shown.contains("stopped the app"), "tablelab's own words, in Korean: \(shown)")
        XCTAssertFalse(shown.contains("잡히지 않은 예외"), shown)
        XCTAssertEqual(session.table.offset, 0)
    }

    /// tablelab's own reasons for stopping the app (its process gone, the conversation lost, a start
    /// that failed) are said in the learner's language in the crash box, not in tablelab's English.
    func testTablelabsOwnReasonsForStoppingTheAppAreToldInTheLearnersLanguage() {
        let cases: [(AppStop.Said, String, Message)] = [
            (.notRunning, "the app is not running", L10n.App.Run.notRunning),
            (.lostConversation, "the wire closed", L10n.App.Run.broken(reason: "the wire closed")),
            (.cannotStart(errno: 12), "the app could not be started (errno 12)", L10n.App.Run.cannotStart(reason: "errno 12")),
        ]
        for (said, english, message) in cases {
            var stop = AppStop(kind: .failed, name: "tablelab", message: english)
            stop.said = said
            let step = Step(actions: [], events: [], notes: [], crash: .app(stop), before: .empty)
            let ctx = RenderContext(language: .ko, width: 80)
            let shown = ResponseRenderer.stepLines(step, table: TableState(), context: ctx).joined(separator: "\n")
            XCTAssertTrue(shown.contains(ctx.text(message).prefix(12)), shown)
            if said != .lostConversation { XCTAssertFalse(shown.contains(english), "in Korean: \(shown)") }
        }
    }

    func testCodePrintsTheLearnersFile() throws {
        var (session, app) = try launched()
        let shown = text(session.execute("code"), session)
        XCTAssertTrue(shown.contains("final class MovieListViewController: UITableViewController"), shown)
        XCTAssertTrue(shown.contains(app.source.line(app.source.lineCount - 1) ?? "?"), shown)
    }

    /// A file name has no Korean reading tablelab can be sure of (`RegisterCell.swift` was given
    /// `을`, read 스위프트 it takes `를`): the messages about the learner's files put no particle after one.
    func testMessagesAboutTheLearnersFilesPutNoGuessedParticleAfterAFileName() {
        let file = "RegisterCell.swift", path = "/home/me/RegisterCell.swift"
        typealias F = L10n.Files.Exercise
        typealias E = L10n.Lessons.Exercise
        let messages: [Message] = [
            F.wrote(path: path, file: file), F.unchanged(path: path, file: file), F.kept(path: path, file: file),
            F.replaced(path: path, file: file), E.noStarter(file: file), E.getIt(file: file),
            E.grading(file: file, commands: "`scroll 20`"), E.stopped(file: file, said: "x"), E.notYet(file: file),
            E.passed(file: file), L10n.Diagnostics.Exercise.starterUnreadable(path: path),
            L10n.Diagnostics.Exercise.refused(path: path, reason: "x"),
            L10n.App.Session.editorFailed(editor: "code -w", status: "exit status 1", path: path),
        ]
        _ = MessageCatalogs.shared.takeParticleGuesses()
        for message in messages {
            let text = Language.ko.text(message)
            XCTAssertEqual(MessageCatalogs.shared.takeParticleGuesses(), [], "a particle follows a file name: \(text)")
            XCTAssertFalse(text.contains("swift을") || text.contains("swift이") || text.contains("swift은"), text)
        }
    }
}
