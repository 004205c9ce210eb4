import AppWire
import Foundation
import TableText
import XCTest
@testable import TableLab

/// A learner's app as a child process, driven over the wire: the same facts the in-process runner
/// shows (LinkAndRunTests), now across the process boundary, and every way the app can fail
/// leaving the session able to start it again.
final class AppProcessTests: XCTestCase {
    private let movie = AppFixtures.uikitFixtures.appendingPathComponent("MovieListViewController.swift")
    private func app(_ name: String) -> URL { AppFixtures.apps.appendingPathComponent(name) }

    private func short() -> AppProcess.Limits {
        var limits = AppProcess.Limits()
        limits.requestSeconds = 1
        return limits
    }

    func testTheMovieListRunsAcrossTheProcessBoundaryWithTheLearnersLines() throws {
        let process = try AppFixtures.start(movie)
        let server = ScriptedServer()
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(server.log, [
            "register MovieCell MovieListViewController.swift:46",
            "reloadData MovieListViewController.swift:49",
        ])
        server.log = []
        XCTAssertEqual(try process.send(.numberOfSections, server: server), .count(1))
        XCTAssertEqual(try process.send(.numberOfRows(section: 0), server: server), .count(40))
        XCTAssertEqual(try process.send(.heightForRow(WirePath(section: 0, row: 0)), server: server), .height(nil),
                       "the fixture sets rowHeight and does not implement heightForRowAt")

        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 1)), server: server), .cell(1))
        XCTAssertEqual(server.log.filter { !$0.hasPrefix("view 1 detailTextLabel") }, [
            "dequeue MovieCell 0:1 MovieListViewController.swift:57",
            "made 1 MovieCell",
            "view 1 textLabel text The Godfather",
            "schedule 1 global(qos: \"userInitiated\") MovieListViewController.swift:30",
        ])
        server.log = []
        XCTAssertEqual(server.scheduled.map(\.item), [1])
        XCTAssertEqual(try process.send(.run(workItem: 1), server: server), .done)
        XCTAssertEqual(server.log, [
            "download 002.jpg MovieListViewController.swift:31",
            "schedule 2 main MovieListViewController.swift:32",
        ])
        server.log = []
        XCTAssertEqual(try process.send(.run(workItem: 2), server: server), .done)
        XCTAssertEqual(server.log, [
            "view 1 imageView image 002.jpg",
            "view 1 cell needsLayout MovieListViewController.swift:35",
        ])

        // Reuse: the cell goes back to the server's queue; the next dequeue gets it, and the app's
        // prepareForReuse runs in the child (clearing the image: a change on that cell).
        server.log = []
        server.reuseQueue["MovieCell"] = [1]
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 5)), server: server), .cell(1))
        XCTAssertEqual(Array(server.log.prefix(2)), [
            "dequeue MovieCell 0:5 MovieListViewController.swift:57",
            "view 1 imageView image nil",
        ])

        // Selection: the delegate runs, deselects at its line and prints (with Thread.isMainThread).
        server.log = []
        XCTAssertEqual(try process.send(.didSelect(WirePath(section: 0, row: 0)), server: server), .implemented(true))
        XCTAssertEqual(server.log, ["deselect 0:0 MovieListViewController.swift:65"])
        XCTAssertEqual(process.takeConsole().lines, ["Selected The Shawshank Redemption main thread: true"])
        XCTAssertEqual(try process.send(.willDisplay(cell: 1, WirePath(section: 0, row: 5)), server: server), .implemented(false))

        XCTAssertEqual(try process.send(.quit, server: server), .done)
        XCTAssertEqual(process.ending, .exited(0))
        XCTAssertThrowsError(try process.send(.numberOfSections, server: server)) {
            XCTAssertEqual($0 as? AppRunFailure, .notRunning)
        }
    }

    /// The fallback pattern: a dequeue the table cannot answer (nothing registered, nothing to
    /// reuse) gives nil and the id the server offered stays unused; the cell the app makes itself
    /// is named when it is first met (`adopt`), before its label's change is sent.
    func testACellTheAppMakesItselfIsAdoptedAndReusedByItsId() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("FallbackViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 0)), server: server), .cell(2))
        XCTAssertEqual(server.log, [
            "dequeue Cell - FallbackViewController.swift:12",
            "adopt 2 UITableViewCell",
            "view 2 textLabel text Row 0",
        ])
        server.log = []
        server.reuseQueue["Cell"] = [2]
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 7)), server: server), .cell(2))
        // The reused cell's prepareForReuse returned before the app set its label (`didReuse`).
        XCTAssertEqual(server.log, ["dequeue Cell - FallbackViewController.swift:12", "didReuse(cell: 2)", "view 2 textLabel text Row 7"])
        XCTAssertEqual(process.takeConsole().lines, ["row 0 ", "next line", "row 7 ", "next line"],
                       "a \\r\\n ends a line as \\n does")
    }

    /// A dequeue answered from the table's offer is still the table's to make: the app goes on
    /// without waiting, and the parent checks the answer it makes when the call comes. An offer the
    /// table would not have given stops the app; a `willDisplay` chained to `cellForRowAt` comes
    /// back without being written, and another request in its place stops the app.
    func testAnOfferedDequeueIsCheckedAndAChainedWillDisplayIsReadNotWritten() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(movie)
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        server.log = []
        let answered = process.counts.answers
        let offer = WireDequeueOffer(reuse: [:], newCell: 1)
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 0), dequeue: offer, thenWillDisplay: true),
                                        server: server), .cell(1))
        XCTAssertEqual(server.log.first, "dequeue MovieCell 0:0 MovieListViewController.swift:57")
        XCTAssertEqual(process.counts.offeredDequeues, 1)
        XCTAssertEqual(process.counts.answers, answered, "the app did not wait for the dequeue's answer")
        let written = process.counts.requests
        XCTAssertEqual(try process.send(.willDisplay(cell: 1, WirePath(section: 0, row: 0)), server: server), .implemented(false))
        XCTAssertEqual(process.counts.requests, written, "willDisplay had run: nothing written")
        XCTAssertEqual(process.counts.chainedRequests, 1)

        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 1), dequeue: WireDequeueOffer(reuse: [:], newCell: 7)),
                                              server: server)) { error in
            guard case .brokenWire(let why) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(why.hasPrefix("the app took a dequeue answer the table did not give"), why)
        }
        XCTAssertFalse(process.isRunning)

        let again = try AppFixtures.start(movie)
        XCTAssertEqual(try again.send(.launch, server: ScriptedServer()), .done)
        XCTAssertEqual(try again.send(.cellForRow(WirePath(section: 0, row: 0), thenWillDisplay: true), server: ScriptedServer()), .cell(1))
        XCTAssertThrowsError(try again.send(.numberOfSections, server: ScriptedServer())) { error in
            guard case .brokenWire(let why) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(why.hasPrefix("the table asked"), why)
        }
    }

    func testAForceUnwrapOfNilIsACrashWithItsLineAndTheAppStartsAgain() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("ForceUnwrapViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 0)), server: server), .cell(1))
        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 1)), server: server)) { error in
            guard case .crashed(let crash) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(crash.site, WireSite(file: "ForceUnwrapViewController.swift", line: 14))
            XCTAssertEqual(crash.message, "Unexpectedly found nil while unwrapping an Optional value")
            XCTAssertEqual(crash.during, .cellForRow(WirePath(section: 0, row: 1)))
            XCTAssertTrue(crash.status != .exited(0), "\(crash.status)")
            XCTAssertTrue(crash.lastLines.last?.contains("Fatal error: Unexpectedly found nil") == true, "\(crash.lastLines)")
        }
        XCTAssertFalse(process.isRunning)
        XCTAssertThrowsError(try process.send(.launch, server: server)) { XCTAssertEqual($0 as? AppRunFailure, .notRunning) }

        let again = try AppFixtures.start(app("ForceUnwrapViewController.swift"))
        XCTAssertEqual(try again.send(.launch, server: server), .done)
        XCTAssertEqual(try again.send(.numberOfRows(section: 0), server: server), .count(3))
    }

    func testAnIndexOutOfRangeNamesTheLearnersLineFromTheBacktrace() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("IndexOutOfRangeViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 2)), server: server)) { error in
            guard case .crashed(let crash) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(crash.message, "Index out of range")
            XCTAssertEqual(crash.site, WireSite(file: "IndexOutOfRangeViewController.swift", line: 14), crash.lastLines.joined(separator: "\n"))
        }
    }

    /// The protocol is re-entrant: while the app's `reloadData()` is answered, the table asks the
    /// data source (a request inside a host call inside a request), as UIKit does.
    func testRequestsNestInsideAHostCall() throws {
        let process = try AppFixtures.start(movie)
        let server = ScriptedServer()
        var nested: [AppReply] = []
        server.onReload = { app throws(AppRunFailure) in
            nested.append(try app.send(.numberOfSections, server: server))
            nested.append(try app.send(.numberOfRows(section: 0), server: server))
            nested.append(try app.send(.cellForRow(WirePath(section: 0, row: 0)), server: server))
        }
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(nested, [.count(1), .count(40), .cell(1)])
        XCTAssertEqual(Array(server.log.prefix(4)), [
            "register MovieCell MovieListViewController.swift:46",
            "reloadData MovieListViewController.swift:49",
            "dequeue MovieCell 0:0 MovieListViewController.swift:57",
            "made 1 MovieCell",
        ])
        XCTAssertEqual(try process.send(.numberOfRows(section: 0), server: server), .count(40), "the outer conversation goes on")
    }

    /// An answer the app cannot use (a server's bug, or a parent and child of different builds)
    /// stops the app with the reason, sanitized; the session can start it again.
    func testAnAnswerTheAppCannotUseIsABrokenWire() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(movie)
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        server.override = { call in if case .dequeue = call { return .ok } else { return nil } }
        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 0)), server: server)) { error in
            guard case .brokenWire(let why) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(why.hasPrefix("expected a dequeue answer"), why)
        }
        XCTAssertEqual(process.ending, .exited(AppWire.brokenExitCode))

        let again = try AppFixtures.start(movie)
        XCTAssertEqual(try again.send(.launch, server: ScriptedServer()), .done)
        server.override = { call in if case .dequeue = call { return .dequeue(.reuse(cell: 99)) } else { return nil } }
        XCTAssertThrowsError(try again.send(.cellForRow(WirePath(section: 0, row: 0)), server: server)) { error in
            XCTAssertEqual(error as? AppRunFailure, .brokenWire("no cell 99"))
        }
    }

    /// A server that fails mid-call leaves an app waiting for an answer it will never get: the app
    /// is stopped, and the server's failure is what the caller gets.
    func testAServerThatFailsMidCallStopsTheApp() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(movie)
        server.failure = { call in if case .reloadData = call { return .brokenWire("the simulation gave up") } else { return nil } }
        XCTAssertThrowsError(try process.send(.launch, server: server)) { error in
            XCTAssertEqual(error as? AppRunFailure, .brokenWire("the simulation gave up"))
        }
        XCTAssertFalse(process.isRunning)
        XCTAssertEqual(process.ending, .signalled(SIGKILL))
    }

    /// An app whose tablelab is gone (killed before it could stop the app) ends by itself: here a
    /// shell starts it with a wire that stays open (a `sleep` holds it), then only the shell is
    /// killed, as soon as the app exists — before or after the app began watching (both happen).
    /// `.fork`: the app's process copies itself with the learner's objects as they are; the copy,
    /// connected on channels of its own, answers as the app would have from that point, whatever the
    /// app does afterwards, and goes on when the app it was copied from is stopped.
    func testAForkedCopyGoesOnFromTheAppAsItWasAndOutlivesIt() throws {
        let process = try AppFixtures.start(movie)
        let server = ScriptedServer()
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(try process.send(.cellForRow(WirePath(section: 0, row: 1)), server: server), .cell(1))
        let copy = try process.fork()
        XCTAssertTrue(copy.isCopy)
        XCTAssertEqual(copy.pid, 0, "asked for, not waited for: its id comes with its first message")
        try copy.connect()
        XCTAssertNotEqual(copy.pid, 0)
        XCTAssertNotEqual(copy.pid, process.pid)
        XCTAssertEqual(getpgid(copy.pid), copy.pid, "the copy leads a group of its own: stopping the app stops not it")

        // The app goes on: selecting row 0 prints its title.
        XCTAssertEqual(try process.send(.didSelect(WirePath(section: 0, row: 0)), server: server), .implemented(true))
        XCTAssertEqual(process.takeConsole().lines, ["Selected The Shawshank Redemption main thread: true"])
        process.stop()

        // The copy is where the app was when copied: cell 1 is its, the same answers, its own console.
        server.log = []
        XCTAssertEqual(try copy.send(.didSelect(WirePath(section: 0, row: 2)), server: server), .implemented(true))
        XCTAssertEqual(copy.takeConsole().lines, ["Selected The Dark Knight main thread: true"])
        XCTAssertEqual(try copy.send(.willDisplay(cell: 1, WirePath(section: 0, row: 1)), server: server), .implemented(false))
        // A copy of the copy, and the copy's end.
        let second = try copy.fork()
        XCTAssertEqual(try copy.send(.quit, server: server), .done)
        XCTAssertFalse(copy.isRunning)
        XCTAssertEqual(try second.send(.numberOfRows(section: 0), server: server), .count(40))
        second.stop()
        XCTAssertFalse(second.isRunning)
        XCTAssertThrowsError(try second.fork()) { XCTAssertEqual($0 as? AppRunFailure, .notRunning) }
    }

    /// A `.fork` request that comes without its descriptors (not as `AppProcess.fork` sends it) is a
    /// broken wire, said by the app: it cannot make a copy connected to nothing.
    func testAForkRequestWithoutItsDescriptorsIsABrokenWire() throws {
        let process = try AppFixtures.start(movie)
        let server = ScriptedServer()
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertThrowsError(try process.send(.fork, server: server)) { error in
            guard case .brokenWire(let why) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(why.contains("0 descriptors"), why)
        }
        XCTAssertFalse(process.isRunning)
    }

    func testAnAppEndsWhenItsParentIsGone() throws {
        let executable = try AppFixtures.compile(app("RunawayViewController.swift"))
        // The app reads its requests from a socket, as from tablelab (a pipe there, as this test once
        // used, ends it at its first read: `recvmsg` on a pipe fails — the test passed only when it
        // looked before that). The test keeps the other end open, so the app waits for a request.
        var requests: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &requests), 0)
        let appEnd = requests[1]
        let shell = ChildProcess.spawn("/bin/sh", ["-c", "TABLELAB_PARENT_PID=$$ \"$0\" 4>/dev/null >/dev/null 2>&1 & wait", executable],
                                       environment: AppFixtures.environment) { actions in
            posix_spawn_file_actions_adddup2(&actions, appEnd, AppWire.requestFD)
        }
        XCTAssertEqual(shell.error, 0)
        defer {
            kill(-shell.pid, SIGKILL)  // the shell's group: the app, if it is still there
            var status: Int32 = 0
            waitpid(shell.pid, &status, 0)
            close(requests[0])
            close(requests[1])
        }
        func stat(_ pid: String) -> [Substring]? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = text.lastIndex(of: ")") else { return nil }
            return [text[text.startIndex..<close].split(separator: "(").last ?? ""] + text[text.index(after: close)...].split(separator: " ")
        }
        // The app: the shell's child named `app`.
        var appPID: pid_t?
        let started = Date()
        while appPID == nil, Date().timeIntervalSince(started) < 10 {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            appPID = pids.first { pid in
                guard let fields = stat(pid), fields.count > 2 else { return false }
                return fields[0] == "app" && fields[2] == String(shell.pid)
            }.flatMap { pid_t($0) }
            if appPID == nil { usleep(20_000) }
        }
        let pid = try XCTUnwrap(appPID, "the app did not start")
        func alive() -> Bool {
            guard kill(pid, 0) == 0, let fields = stat(String(pid)) else { return false }
            return fields[1] != "Z"  // a zombie has ended, whoever reaps it
        }
        XCTAssertTrue(alive())
        kill(shell.pid, SIGKILL)
        let orphaned = Date()
        // The app looks five times a second; the margin is for a machine busy with other builds (once,
        // 5 s was not enough while the app was still starting).
        while alive(), Date().timeIntervalSince(orphaned) < 20 { usleep(50_000) }
        XCTAssertFalse(alive(), "the app outlived its parent")
    }

    /// What the learner reads for each failure names the file and the line, in both languages.
    func testEachFailureIsSaidWithTheFileAndLine() {
        let reason: (FileProblem) -> Message = { _ in L10n.App.Run.notRunning }
        let crash = AppRunFailure.crashed(AppCrash(status: .signalled(4), message: "Index out of range",
                                                   site: WireSite(file: "List.swift", line: 14), during: nil, lastLines: []))
        XCTAssertEqual(Language.en.text(AppText.message(crash, path: "app/List.swift", reason: reason)),
                       "your app crashed at app/List.swift:14: Index out of range — the session goes on: fix the line and run the app again")
        XCTAssertTrue(Language.ko.text(AppText.message(crash, path: "app/List.swift", reason: reason)).hasPrefix("앱이 app/List.swift:14에서"))
        let loop = AppRunFailure.timedOut(seconds: 2, during: .cellForRow(WirePath(section: 0, row: 3)))
        XCTAssertTrue(Language.en.text(AppText.message(loop, path: "List.swift", reason: reason))
            .hasPrefix("your app was stopped: it worked on `tableView(_:cellForRowAt:)` for 2 seconds"))
        XCTAssertTrue(Language.ko.text(AppText.message(loop, path: "List.swift", reason: reason)).contains("2초"))
        let exception = AppRunFailure.exception(AppException(name: "NSInternalInconsistencyException", reason: "unable to dequeue",
                                                             site: WireSite(file: "List.swift", line: 12), during: nil))
        XCTAssertEqual(Language.en.text(AppText.message(exception, path: "List.swift", reason: reason)),
                       "UIKit ended your app at List.swift:12 with an uncaught exception: 'NSInternalInconsistencyException', reason: 'unable to dequeue'")
        XCTAssertEqual(Language.en.text(AppText.message(.none(found: []), path: "A.swift")).prefix(50),
                       "A.swift: there is no class here for tablelab to st")
        XCTAssertTrue(Language.en.text(AppText.message(.none(found: ["TitleCell"]), path: "A.swift")).contains("(`TitleCell`)"))
        XCTAssertTrue(Language.ko.text(AppText.message(.ambiguous(superclass: "UITableViewController", names: ["A", "B"]), path: "A.swift"))
            .contains("`A`, `B` 모두 `UITableViewController` 클래스를 상속"))
    }

    func testARunawayLoopIsStoppedAtTheLimitNamingTheRequest() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("RunawayViewController.swift"), limits: short())
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        let started = Date()
        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 3)), server: server)) { error in
            XCTAssertEqual(error as? AppRunFailure, .timedOut(seconds: 1, during: .cellForRow(WirePath(section: 0, row: 3))))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "stopped, not waited for")
        XCTAssertFalse(process.isRunning)
        XCTAssertEqual(process.ending, .signalled(SIGKILL))

        let again = try AppFixtures.start(app("RunawayViewController.swift"), limits: short())
        XCTAssertEqual(try again.send(.launch, server: server), .done)
    }

    /// A loop that keeps calling UIKit is never silent, and is stopped all the same: the limit
    /// counts the app's own time on the request, not the time since its last word.
    func testALoopThatKeepsCallingUIKitIsStoppedAtTheLimit() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("ReloadLoopViewController.swift"), limits: short())
        XCTAssertThrowsError(try process.send(.launch, server: server)) { error in
            XCTAssertEqual(error as? AppRunFailure, .timedOut(seconds: 1, during: .launch))
        }
        XCTAssertGreaterThan(server.log.count, 10, "it called reloadData() again and again")
        XCTAssertEqual(server.log.first, "reloadData ReloadLoopViewController.swift:10")
        XCTAssertFalse(process.isRunning)
    }

    func testAnUnregisteredIdentifierIsUIKitsExceptionWithTheLine() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("UnregisteredViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertThrowsError(try process.send(.cellForRow(WirePath(section: 0, row: 0)), server: server)) { error in
            guard case .exception(let exception) = error as? AppRunFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(exception.name, "NSInternalInconsistencyException")
            XCTAssertEqual(exception.reason, "unable to dequeue a cell with identifier Cell - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard")
            XCTAssertEqual(exception.site, WireSite(file: "UnregisteredViewController.swift", line: 12))
        }
        XCTAssertEqual(process.ending, .exited(AppWire.exceptionExitCode))
        XCTAssertEqual(server.log, ["dequeue Cell 0:0 UnregisteredViewController.swift:12"])
    }

    func testTheAppsPrintOutputIsItsConsoleWithControlCharactersMadeVisible() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("PrintingViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        let console = process.takeConsole()
        XCTAssertEqual(console.lines.count, 3)
        XCTAssertEqual(console.lines.first, "viewDidLoad")
        XCTAssertEqual(console.lines.last, "rows: 3")
        XCTAssertFalse(console.lines.joined().unicodeScalars.contains { $0.value == 0x1B }, "\(console.lines)")
        XCTAssertTrue(console.lines[1].contains("red") && console.lines[1].contains("[31m"), console.lines[1])
        XCTAssertFalse(console.truncated)
        XCTAssertEqual(process.takeConsole().lines, [], "taken once")
    }

    /// An app that prints megabytes (stdout and stderr) neither stalls on a full pipe nor fills
    /// tablelab's memory: the console keeps its first bytes and says it was cut.
    func testAFloodOfOutputIsReadAndBounded() throws {
        let server = ScriptedServer()
        let process = try AppFixtures.start(app("FloodViewController.swift"))
        XCTAssertEqual(try process.send(.launch, server: server), .done)
        XCTAssertEqual(try process.send(.numberOfRows(section: 0), server: server), .count(7))
        let console = process.takeConsole()
        XCTAssertTrue(console.truncated)
        XCTAssertEqual(console.lines.first, "line 0 of a very long console that no one reads to the end")
        XCTAssertLessThanOrEqual(console.lines.joined(separator: "\n").utf8.count, process.limits.consoleBytes)
    }

    func testTheRootViewControllerIsTheOneTheFileDeclares() throws {
        let movieSource = try AppFixtures.approved(movie)
        XCTAssertEqual(try AppDriver.rootClass(in: movieSource).get(), "MovieListViewController")
        XCTAssertEqual(AppDriver.rootClass(in: try AppFixtures.approved(app("NoRootClass.swift"))),
                       .failure(.none(found: ["TitleCell"])))
        XCTAssertEqual(AppDriver.rootClass(in: try AppFixtures.approved(app("TwoControllers.swift"))),
                       .failure(.ambiguous(superclass: "UITableViewController",
                                           names: ["FirstListViewController", "SecondListViewController"])))
        XCTAssertEqual(AppDriver.mainSwift(rootClass: "MovieListViewController").contains("TablelabChild.run { MovieListViewController() }"), true)
    }

    /// A file with no view controller is not compiled: the problem says so, in the learner's words.
    func testAFileWithNoViewControllerIsNotCompiled() throws {
        guard case .success(let toolchain) = SwiftToolchain.locate(environment: AppFixtures.environment) else {
            throw XCTSkip("swiftc is not on this machine")
        }
        let compiler = AppCompiler(toolchain: toolchain, standIn: try AppFixtures.standIn(), cacheFolder: AppFixtures.cache)
        let result = compiler.compileApp(try AppFixtures.approved(app("NoRootClass.swift")), environment: AppFixtures.environment)
        XCTAssertEqual(result, .failure(.noRootViewController(path: "NoRootClass.swift", .none(found: ["TitleCell"]))))
        guard case .failure(let problem) = result else { return }
        let lines = AppText.lines(problem, source: nil, language: .en) { _ in L10n.App.Run.notRunning }
        XCTAssertEqual(lines.first?.hasPrefix("NoRootClass.swift: none of its classes (`TitleCell`) inherits `UITableViewController`"), true, "\(lines)")
    }

    /// Not a timed test: prints what a launch and 16 `cellForRow` round trips cost, for the record.
    func testMeasureTheWiresRoundTrips() throws {
        let executable = try AppFixtures.compile(movie)
        let server = ScriptedServer()
        let started = ChildProcess.now()
        let process = try AppProcess(executable: executable, environment: AppFixtures.environment)
        _ = try process.send(.launch, server: server)
        let launched = ChildProcess.now()
        for row in 0..<16 { _ = try process.send(.cellForRow(WirePath(section: 0, row: row)), server: server) }
        let ended = ChildProcess.now()
        let messages = server.log.count
        print(String(format: "wire cost: start + launch %.1f ms; 16 cellForRow %.1f ms (%.2f ms each, %d host calls)",
                     (launched - started) * 1000, (ended - launched) * 1000, (ended - launched) * 1000 / 16, messages))
        _ = try process.send(.quit, server: server)
    }
}

/// The wire's encoding, without a process.
final class AppProcessWireTests: XCTestCase {
    private let site = WireSite(file: "List.swift", line: 30)
    private let path = WirePath(section: 1, row: -1)

    /// Every case of every message comes back equal from its frame, the frames read one by one
    /// from bytes that arrive in pieces — also a height that is not a number, negative and large
    /// numbers, and text holding line breaks, escape sequences and Korean (the wire carries them;
    /// the screen sanitizes).
    func testEveryMessageComesBackEqualFromItsFrame() throws {
        let changes: [WireChange] = [
            .text("two\nlines \u{1B}[2J 한국어"), .text(nil), .image(url: "https://img.example.com/1.jpg", name: nil, isNil: false),
            .image(url: nil, name: "star", isNil: false), .image(url: nil, name: nil, isNil: true), .accessoryType(3),
            .alpha(0.5), .selected(true), .hidden(false), .needsLayout(site),
        ]
        let calls: [HostCall] = [
            .register(identifier: "Cell", cellClass: "MovieCell", site: site), .register(identifier: "", cellClass: nil, site: .unknown),
            .dequeue(identifier: "Cell", path: path, site: site), .dequeue(identifier: "Cell", path: nil, site: site, offered: true),
            .didMake(cell: 4, identifier: "Cell", cellClass: "MovieCell", site: site),
            .adopt(cellClass: "UITableViewCell", reuseIdentifier: nil), .adopt(cellClass: "C", reuseIdentifier: "c"),
            .reloadData(site: site), .visibleCell(path, site: site), .visibleRows, .pathOfCell(Int.max),
            .selectRow(nil, animated: true, site: site), .selectRow(path, animated: false, site: site),
            .deselectRow(path, animated: true, site: site), .selectedRow, .isMainThread, .now,
            .schedule(workItem: 1, queue: .global(qos: "userInitiated"), deadline: 500_000_000, site: site),
            .schedule(workItem: 2, queue: .main, deadline: nil, site: site),
            .schedule(workItem: 3, queue: .serial(label: "images"), deadline: UInt64.max, site: site),
            .cancelWorkItem(1, site: site), .sleep(seconds: 0.25, site: site),
            .contentsOf(url: "https://img.example.com/2.jpg", site: site),
            .resumeDataTask(5, url: "https://img.example.com/3.jpg", site: site), .cancelDataTask(5, site: site),
        ] + changes.map { .viewChanged(cell: 2, part: .imageView, $0, site: site) }
            + [.viewChanged(cell: nil, part: .other, .alpha(1)), .viewChanged(cell: 1, part: .cell, .alpha(0))]
        let replies: [AppReply] = [
            .done, .count(-3), .count(Int.min), .height(.infinity), .height(-.infinity), .height(nil), .height(72),
            .cell(3), .implemented(false), .path(nil), .path(path), .title(nil), .title("A"), .titles(nil), .titles(["ㄱ", "B"]),
            .suspended(token: 41),
            .forked(pid: 0), .forked(pid: 4242), .forked(pid: -12),
        ]
        let child: [ChildMessage] = calls.map { .call($0) } + replies.map { .reply($0) } + [
            .raised(name: "NSInternalInconsistencyException", reason: "unable to dequeue", site: site), .broken("why"),
        ]
        let requests: [AppRequest] = [
            .launch, .didAppear, .numberOfSections, .numberOfRows(section: 2), .estimatedRowHeight, .rowHeight,
            .heightForRow(path), .titleForHeader(section: 0), .sectionHeaderHeight, .sectionIndexTitles,
            .cellForRow(path), .cellForRow(path, dequeue: WireDequeueOffer(reuse: ["b": 2, "a": 7], newCell: 9), thenWillDisplay: true),
            .willDisplay(cell: 1, path), .didEndDisplaying(cell: 1, path), .prefetch([path, WirePath(section: 0, row: 3)]),
            .cancelPrefetch([]), .willSelect(path), .didSelect(path), .didDeselect(path), .setSelected(cell: 3, true),
            .run(workItem: 8), .complete(dataTask: 2, .data(Array("tablelab-image\n".utf8))), .complete(dataTask: 3, .error(code: -999)),
            .quit, .runOnWorker(workItem: 9), .resume(token: 41, answer: .download(.data([1, 2]))), .resume(token: 42, answer: .ok),
            .fork,
        ]
        let answers: [HostAnswer] = [
            .ok, .dequeue(.reuse(cell: 2)), .dequeue(.makeNew(cell: 12)), .cell(nil), .cell(4), .paths([]), .paths([path]),
            .path(nil), .path(path), .bool(true), .time(UInt64.max), .download(.data([0, 10, 255])), .download(.error(code: -1001)),
            .suspend(token: 41),
        ]
        let parent: [ParentMessage] = requests.map { .request($0) } + answers.map { .answer($0) }

        func roundTrip<T: WireCodable & Equatable>(_ messages: [T]) throws -> [T] {
            let bytes = messages.flatMap { AppWire.frame($0) }
            var buffer = WireFrameBuffer()
            var back: [T] = []
            // In pieces of 7 bytes: a frame is read only once it is whole.
            for start in stride(from: 0, to: bytes.count, by: 7) {
                buffer.append(bytes[start..<min(bytes.count, start + 7)])
                while let frame = buffer.nextFrame() { back.append(try AppWire.message(T.self, from: frame)) }
            }
            XCTAssertEqual(buffer.pendingCount, 0)
            return back
        }
        XCTAssertEqual(try roundTrip(child), child)
        XCTAssertEqual(try roundTrip(parent), parent)

        let nan = try AppWire.message(ChildMessage.self, from: AppWire.frame(ChildMessage.reply(.height(.nan))).dropFirst(4))
        guard case .reply(.height(let value?)) = nan else { return XCTFail("\(nan)") }
        XCTAssertTrue(value.isNaN)
    }

    /// Bytes that are not a message are said to be so, never read as one: cut short, a tag no case
    /// has, bytes left over, a count past the end.
    func testBytesThatAreNotAMessageAreRefused() {
        let whole = AppWire.frame(ChildMessage.call(.contentsOf(url: "https://img.example.com/2.jpg", site: site))).dropFirst(4)
        XCTAssertThrowsError(try AppWire.message(ChildMessage.self, from: whole.dropLast()))
        XCTAssertThrowsError(try AppWire.message(ChildMessage.self, from: [9][...]))
        XCTAssertThrowsError(try AppWire.message(ChildMessage.self, from: (Array(whole) + [0])[...]))
        XCTAssertThrowsError(try AppWire.message(ChildMessage.self, from: [3, 0xFF, 0xFF, 0x03][...]))
        XCTAssertThrowsError(try AppWire.message(ParentMessage.self, from: [][...]))
    }
}
