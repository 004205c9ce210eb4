import AppWire
@testable import TableSim
import XCTest
@testable import TableLab

/// A learner's own file run as the table's app (`app FILE.swift`): the same layout passes, reuse
/// queue, clock and events as tablelab's own app, with the learner's code answering.
final class LearnerAppTests: XCTestCase {
    static let movieList = AppFixtures.uikitFixtures.appendingPathComponent("MovieListViewController.swift")

    private func launch(_ app: ChildApp, settings: TableSettings = TableSettings()) throws -> TableState {
        do {
            return try app.launch(settings: settings, command: "app \(app.source.fileName)")
        } catch {
            XCTFail("the app did not launch: \(error)")
            throw error
        }
    }

    private func run(_ table: inout TableState, _ action: Action, _ app: ChildApp, _ line: String) throws -> Step {
        try table.apply([action], command: line, app: app)
    }

    func testAFileNoOneHereWroteRunsItsFirstScreenThroughTheReuseQueue() throws {
        let app = try AppFixtures.child(Self.movieList)
        let table = try launch(app)
        // rowHeight 64 in viewDidLoad: 667 / 64 → 11 rows on screen, each a new MovieCell.
        XCTAssertEqual(table.visibleRange, 0..<11)
        XCTAssertEqual(table.cells.count, 11)
        XCTAssertEqual(table.cells.map(\.identifier), Array(repeating: "MovieCell", count: 11))
        let events = table.log.batches[0].events
        XCTAssertEqual(events.filter { $0.kind == .cellForRowAt }.count, 11)
        XCTAssertEqual(events.filter { $0.kind == .dequeueReusableCell && $0.dequeue == .created }.count, 11)
        // The cell's text is what the learner's configure(with:) put in it.
        XCTAssertEqual(table.cells[0].text, SampleData_movies_first_title())
        // The dequeue names the learner's line.
        let dequeue = try XCTUnwrap(events.first { $0.kind == .dequeueReusableCell })
        XCTAssertEqual(dequeue.site?.file.hasSuffix("MovieListViewController.swift"), true)
        XCTAssertEqual(app.source.line(Int(dequeue.site?.line ?? 0))?.contains("dequeueReusableCell"), true)
    }

    func testTheIdentityCheckKeepsWrongImagesAwayAndRemovingItShowsThemWithTheLine() throws {
        // With the check: scroll while the downloads run, wait for them: no wrong image.
        let checked = try AppFixtures.child(Self.movieList)
        var table = try launch(checked)
        _ = try run(&table, .scroll(.rows(12)), checked, "scroll 12")
        _ = try run(&table, .wait(2000), checked, "wait 2000")
        XCTAssertGreaterThan(table.log.batches.flatMap(\.events).filter { $0.kind == .imageAssign }.count, 0)
        XCTAssertEqual(table.log.batches.flatMap(\.events).filter(\.isWrong).count, 0)

        // Without it: the late images land in reused cells showing other rows.
        let unchecked = try AppFixtures.child(Self.movieList) {
            $0.replacingOccurrences(of: "guard self.representedURL == url else { return }   // still this row?", with: "")
        }
        var bad = try launch(unchecked)
        _ = try run(&bad, .scroll(.rows(12)), unchecked, "scroll 12")
        _ = try run(&bad, .wait(2000), unchecked, "wait 2000")
        let wrong = bad.log.batches.flatMap(\.events).filter(\.isWrong)
        XCTAssertGreaterThan(wrong.count, 0)
        let line = try XCTUnwrap(wrong.first?.site?.line)
        XCTAssertEqual(unchecked.source.line(Int(line))?.trimmingCharacters(in: .whitespaces).hasPrefix("self.imageView?.image ="), true,
                       "the wrong image names the line that set it")
    }

    private var withCopies: AppProcess.Limits {
        var limits = AppProcess.Limits()
        limits.keepsCopies = true
        return limits
    }

    /// The movie list loading its images on the main queue: no worker closure waits in a download
    /// when a copy is made (a copy is refused while one does: `fork()` copies only the thread that
    /// calls it — see `testACopyIsNotKeptWhileAWorkerWaitsAndBackReplaysInstead`).
    private func movieListOnMain() throws -> ChildApp {
        try AppFixtures.child(Self.movieList, limits: withCopies) {
            $0.replacingOccurrences(of: "DispatchQueue.global(qos: .userInitiated).async {", with: "DispatchQueue.main.async {")
        }
    }

    func testACopyIsNotKeptWhileAWorkerWaitsAndBackReplaysInstead() throws {
        let app = try AppFixtures.child(Self.movieList, limits: withCopies)
        var table = try launch(app)
        let before = table
        _ = try run(&table, .scroll(.rows(5)), app, "scroll 5")
        let after = table
        XCTAssertFalse(table.runtime.appSuspended.isEmpty, "downloads wait on workers after the scroll")
        var restored = before
        let starts = app.starts
        _ = try run(&restored, .scroll(.rows(5)), app, "scroll 5")
        XCTAssertEqual(app.starts, starts + 1, "no copy at launch (workers were downloading): started again and replayed")
        XCTAssertEqual(restored.log.batches.last?.events, after.log.batches.last?.events)
        XCTAssertEqual(restored.cells, after.cells)
    }

    func testTheSameFileAndCommandsGiveTheSameEventsAndBackGoesOnFromTheCopyKeptThere() throws {
        let app = try movieListOnMain()
        var table = try launch(app)
        let before = table
        _ = try run(&table, .scroll(.rows(5)), app, "scroll 5")
        let after = table
        // A copy restored to before the scroll: the child has run the scroll, so it goes on from
        // the copy of the program kept at launch, replaying nothing.
        var restored = before
        let (starts, resumes, replayed) = (app.starts, app.resumes, app.replayed)
        _ = try run(&restored, .scroll(.rows(5)), app, "scroll 5")
        XCTAssertEqual(app.starts, starts, "not started again")
        XCTAssertEqual(app.resumes, resumes + 1, "went on from the copy kept at launch")
        XCTAssertEqual(app.replayed, replayed)
        XCTAssertEqual(restored.log.batches.last?.events, after.log.batches.last?.events)
        XCTAssertEqual(restored.cells, after.cells)
    }

    func testWithoutCopiesBackStartsTheProgramAgainAndReplaysIntoIt() throws {
        var limits = AppProcess.Limits()
        limits.keepsCopies = false
        let app = try AppFixtures.child(Self.movieList, limits: limits)
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(2)), app, "scroll 2")
        let before = table
        _ = try run(&table, .scroll(.rows(5)), app, "scroll 5")
        let after = table
        var restored = before
        let (starts, replayed) = (app.starts, app.replayed)
        _ = try run(&restored, .scroll(.rows(5)), app, "scroll 5")
        XCTAssertEqual(app.starts, starts + 1, "the child was started again and replayed to the restored state")
        XCTAssertEqual(app.replayed, replayed + 1, "scroll 2 replayed")
        XCTAssertEqual(app.keptCopies, 0)
        XCTAssertEqual(restored.log.batches.last?.events, after.log.batches.last?.events)
        XCTAssertEqual(restored.cells, after.cells)
    }

    /// `back` late in a long session: the program goes on from a copy kept near that point, not from
    /// launch (its cost does not grow with the session), and the same commands give the same events
    /// as the first time — right after the last command, and twenty commands back.
    func testBackFromALongSessionGoesOnFromANearCopyAndGivesTheSameEvents() throws {
        let app = try movieListOnMain()
        var table = try launch(app)
        let commands: [(Action, String)] = (0..<40).map { i in
            switch i % 3 {
            case 0: return (.scroll(.rows(2)), "scroll 2")
            case 1: return (.scroll(.rows(-1)), "scroll -1")
            default: return (.wait(300), "wait 300")
            }
        }
        var states: [TableState] = []
        var steps: [Step] = []
        for (action, line) in commands {
            states.append(table)
            steps.append(try run(&table, action, app, line))
            XCTAssertNil(steps.last?.crash)
        }
        XCTAssertGreaterThan(steps.flatMap(\.events).filter { $0.kind == .imageAssign }.count, 0, "images landed along the way")
        XCTAssertLessThanOrEqual(app.keptCopies, ChildApp.recentCopies + ChildApp.copiesPerDoubling * 6, "about 3 a doubling of 40")
        XCTAssertEqual(app.starts, 1)

        for back in [39, 20] {
            var restored = states[back]
            let (resumes, replayed) = (app.resumes, app.replayed)
            let step = try run(&restored, commands[back].0, app, commands[back].1)
            XCTAssertEqual(app.starts, 1, "back \(40 - back): not started again")
            XCTAssertEqual(app.resumes, resumes + 1, "back \(40 - back): went on from a kept copy")
            XCTAssertLessThanOrEqual(app.replayed - replayed, (40 - back) / 2, "back \(40 - back): replayed from a copy near it")
            XCTAssertEqual(step.events, steps[back].events, "back \(40 - back): the same events as the first time")
            XCTAssertEqual(restored.cells, (back + 1 < states.count ? states[back + 1] : table).cells)
        }
        XCTAssertEqual(app.replayed, 0, "back 20: the copy at command 20 is kept (every 4th at that distance)")
    }

    func testACrashInTheLearnersCodeRollsTheCommandBackAndTheNextCommandRuns() throws {
        let app = try AppFixtures.child(Self.movieList) {
            $0.replacingOccurrences(of: "movieCell.configure(with: movies[indexPath.row])",
                                    with: "movieCell.configure(with: movies[indexPath.row + (indexPath.row > 20 ? 100 : 0)])")
        }
        var table = try launch(app)
        let before = table
        let step = try run(&table, .scroll(.rows(30)), app, "scroll 30")
        let crash = try XCTUnwrap(step.crash)
        XCTAssertEqual(crash.app?.kind, .crashed)
        XCTAssertEqual(crash.app?.sourceLine?.contains("movies[indexPath.row + (indexPath.row > 20 ? 100 : 0)]"), true)
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertEqual(table.offset, before.offset)
        // The next command starts the app again and runs.
        let next = try run(&table, .scroll(.rows(3)), app, "scroll 3")
        XCTAssertNil(next.crash)
        XCTAssertGreaterThan(table.offset, 0)
    }

    /// A row update the app's model does not hold (`deleteRows` with the model unchanged): the table
    /// asks the counts again, finds the old one, and UIKit raises `Invalid update` at the learner's
    /// line; the command is rolled back — never a table that silently keeps its rows while the
    /// app's model changed (FIDELITY §8c.34).
    func testARowUpdateTheModelDoesNotHoldIsUIKitsInvalidUpdateAtTheLearnersLine() throws {
        let app = try AppFixtures.child(Self.movieList) {
            $0.replacingOccurrences(of: "tableView.deselectRow(at: indexPath, animated: true)",
                                    with: "tableView.deleteRows(at: [indexPath], with: .fade)")
        }
        var table = try launch(app)
        let before = table
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        let stop = try XCTUnwrap(step.crash?.app)
        XCTAssertEqual(stop.kind, .exception)
        XCTAssertTrue(stop.message.hasPrefix("Invalid update: invalid number of rows in section 0."), stop.message)
        XCTAssertEqual(stop.sourceLine?.contains("tableView.deleteRows(at: [indexPath], with: .fade)"), true, "\(stop)")
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertNil(try run(&table, .scroll(.rows(2)), app, "scroll 2").crash, "the next command runs")
    }

    func testAClosureThatQueuesItselfForeverIsStoppedAndTheCommandRolledBack() throws {
        // A learner's mistake no process limit catches: each closure returns at once, and queues
        // itself again on the main queue at the same moment.
        let app = try AppFixtures.child(Self.movieList) {
            $0.replacingOccurrences(of: "tableView.deselectRow(at: indexPath, animated: true)", with: "spin()")
                .replacingOccurrences(of: "    private var movies: [SampleData.Movie] = []",
                                      with: "    private var movies: [SampleData.Movie] = []\n    private func spin() { DispatchQueue.main.async { self.spin() } }")
        }
        var table = try launch(app)
        let before = table
        let step = try run(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2")
        let stop = try XCTUnwrap(step.crash?.app)
        XCTAssertEqual(stop.kind, .timedOut)
        XCTAssertTrue(stop.message.contains("closures ran in one command"), stop.message)
        XCTAssertEqual(table.cells, before.cells, "rolled back")
        XCTAssertNil(try run(&table, .scroll(.rows(2)), app, "scroll 2").crash, "the next command runs")
    }

    /// A row shown makes the table wait for the app's process once, not three times: the app's
    /// dequeue takes the answer sent with `cellForRowAt` (the table still makes it, and checks it),
    /// and its `willDisplay` runs right after and comes back with it. Counted on the wire, not timed.
    func testARowShownIsOneWaitForTheAppNotThree() throws {
        let app = try AppFixtures.child(Self.movieList) {
            $0.replacingOccurrences(of: "    override func tableView(_ tableView: UITableView, didSelectRowAt", with: """
                    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        cell.alpha = 1
                    }

                    override func tableView(_ tableView: UITableView, didSelectRowAt
                """)
        }
        var table = try launch(app)
        let before = app.wireCounts
        let step = try run(&table, .scroll(.rows(5)), app, "scroll 5")
        XCTAssertNil(step.crash)
        let counts = app.wireCounts
        let shown = step.events.filter { $0.kind == .cellForRowAt }.count
        XCTAssertGreaterThanOrEqual(shown, 5)
        XCTAssertEqual(step.events.filter { $0.kind == .willDisplay }.count, shown)
        XCTAssertEqual(counts.offeredDequeues - before.offeredDequeues, shown, "each row's dequeue took the offered answer")
        XCTAssertEqual(counts.chainedRequests - before.chainedRequests, shown, "each row's willDisplay came with its cellForRowAt")
        XCTAssertEqual(step.events.filter { $0.kind == .dequeueReusableCell }.count, shown, "the table made every dequeue")
    }

    // MARK: Worker closures on the simulated clock

    static let workerClock = AppFixtures.apps.appendingPathComponent("WorkerClockViewController.swift")

    /// One second a download, no jitter: a tap (a few frames) ends long before a download does.
    private var slowNetwork: TableSettings {
        var settings = TableSettings()
        settings.latency = 1000
        settings.jitter = 0
        return settings
    }

    /// Runs `line` and returns what the app printed while it ran.
    private func printed(_ table: inout TableState, _ action: Action, _ app: ChildApp, _ line: String) throws -> [String] {
        let step = try run(&table, action, app, line)
        XCTAssertNil(step.crash, "\(line): \(String(describing: step.crash))")
        return app.takeConsole().lines
    }

    func testWhatAWorkerDoesAfterADownloadHappensAtTheDownloadsEndAndReadsTheMainThreadsLaterChange() throws {
        let app = try AppFixtures.child(Self.workerClock)
        var table = try launch(app, settings: slowNetwork)
        _ = app.takeConsole()
        // The tap starts the download; the closure waits in it (its print has not run).
        XCTAssertEqual(try printed(&table, .tap(TablePath(section: 0, row: 0)), app, "tap 0"), ["selected 0"])
        let tapEnd = table.clock.now
        // While the download runs, the main thread changes the property the closure reads after it.
        XCTAssertEqual(try printed(&table, .tap(TablePath(section: 0, row: 3)), app, "tap 3"), ["selected 3"])
        XCTAssertEqual(try printed(&table, .wait(2000), app, "wait 2000"), ["downloaded the image, selected 3"],
                       "the closure went on when the download ended, after the main thread's tap")
        let events = table.log.batches.flatMap(\.events)
        let finish = try XCTUnwrap(events.first { $0.kind == .imageLoadFinish })
        let end = try XCTUnwrap(events.first { $0.kind == .taskEnd && $0.work == .appBackground })
        XCTAssertEqual(end.time, finish.time, "the closure ends when its download does")
        XCTAssertGreaterThan(finish.time, tapEnd + 500)
        XCTAssertEqual(table.log.batches.last?.events.contains { $0.id == finish.id }, true,
                       "the download's end is recorded in the command that reached it")
    }

    func testADataTasksCompletionHandlerThatSleepsGoesOnWhenTheClockGetsThere() throws {
        let app = try AppFixtures.child(Self.workerClock)
        var table = try launch(app, settings: slowNetwork)
        _ = app.takeConsole()
        XCTAssertEqual(try printed(&table, .tap(TablePath(section: 0, row: 2)), app, "tap 2"), ["selected 2"])
        // The download takes 1000 ms; the handler then sleeps 500 ms on its worker.
        XCTAssertEqual(try printed(&table, .wait(1200), app, "wait 1200"), ["handler got the image, selected 2"])
        XCTAssertEqual(try printed(&table, .tap(TablePath(section: 0, row: 4)), app, "tap 4"), ["selected 4"])
        XCTAssertEqual(try printed(&table, .wait(1000), app, "wait 1000"), ["handler slept, selected 4"])
        let handler = try XCTUnwrap(table.log.batches.flatMap(\.events).first { $0.kind == .taskStart && $0.work == .appCompletion })
        let end = try XCTUnwrap(table.log.batches.last?.events.first { $0.kind == .taskEnd && $0.work == .appCompletion })
        XCTAssertEqual(end.time - handler.time, 500, accuracy: 1e-6)
    }

    func testTwoWorkersInterleaveBySimulatedTimeAndBackAfterThemIsExact() throws {
        let app = try AppFixtures.child(Self.workerClock)
        var table = try launch(app, settings: slowNetwork)
        _ = app.takeConsole()
        XCTAssertEqual(try printed(&table, .tap(TablePath(section: 0, row: 1)), app, "tap 1"), ["selected 1"])
        let tapped = table
        XCTAssertEqual(table.runtime.appSuspended.count, 2, "both closures wait in Thread.sleep")
        // A sleeps 200 + 200 ms, B 300 + 200 ms: A1 (200), B1 (300), A2 (400), B2 (500).
        XCTAssertEqual(try printed(&table, .wait(1000), app, "wait 1000"), ["A1", "B1", "A2", "B2"])
        let waited = table
        let ends = waited.log.batches.last?.events.filter { $0.kind == .taskEnd } ?? []
        XCTAssertEqual(ends.count, 2)
        let starts = table.log.batches.flatMap(\.events).filter { $0.kind == .taskStart }
        XCTAssertEqual(starts.count, 2)
        XCTAssertEqual(Set(starts.map(\.thread)).count, 2, "on two workers")
        XCTAssertEqual(zip(starts, ends).map { $1.time - $0.time }, [400, 500])

        // Back to after the tap: the child has gone on. No copy was kept after the tap (its two
        // closures were parked in Thread.sleep: a fork copies one thread), so the app goes on from
        // the copy kept at launch and replays the tap; the same wait gives the same events and console.
        var restored = tapped
        let (started, resumed, replayed) = (app.starts, app.resumes, app.replayed)
        XCTAssertEqual(try printed(&restored, .wait(1000), app, "wait 1000"), ["A1", "B1", "A2", "B2"])
        XCTAssertEqual(app.starts, started, "not started again: a copy was kept at launch")
        XCTAssertEqual(app.resumes, resumed + 1, "went on from the launch's copy")
        XCTAssertEqual(app.replayed, replayed + 1, "the tap replayed into it")
        XCTAssertEqual(restored.log.batches.last?.events, waited.log.batches.last?.events)
        XCTAssertEqual(restored.runtime, waited.runtime)
        XCTAssertNil(try run(&restored, .scroll(.rows(1)), app, "scroll 1").crash, "the next command runs")
    }
}

private func SampleData_movies_first_title() -> String {
    MovieChartTitles.first
}

private enum MovieChartTitles {
    static let first = TableData(.movies(count: 1)).content(at: TablePath(section: 0, row: 0)).text
}
