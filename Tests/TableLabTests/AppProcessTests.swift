import AppWire
import Foundation
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
