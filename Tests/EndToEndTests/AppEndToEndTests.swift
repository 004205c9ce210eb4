#if os(Linux)
import XCTest
import Foundation

/// `app FILE.swift` and `edit` in a real terminal, against the binary under test (the release
/// build in scripts/test): the learner's file compiles against the stand-in UIKit, runs as the
/// table's app, and nothing it does — a crash, an endless loop, a compile error, a refused import —
/// ends the session.
final class AppEndToEndTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-app")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    /// The learner's movie list (a custom cell, a model array, a GCD download with an identity check).
    static let movieList = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("UIKitTests/Fixtures/MovieListViewController.swift")

    private func write(_ name: String, _ text: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func movieList(_ change: (String) -> String = { $0 }) throws -> String {
        try write("MovieListViewController.swift", change(try String(contentsOf: Self.movieList, encoding: .utf8)))
    }

    private func start(_ overrides: [String: String] = [:]) throws -> PseudoTerminal {
        let term = try PseudoTerminal.tablelab(home: home, overrides: overrides,
                                               columns: 100, rows: 50)
        // Drags print their result at once (the animation is tested elsewhere).
        term.sendLine("speed instant")
        _ = try term.waitFor("instant")
        return term
    }

    /// Waits long enough for a first compile on a busy machine (the cache makes the next ones quick).
    private let compileWait: TimeInterval = 120

    func testALearnersFileRunsAndWhyNamesTheLineThatSetTheWrongImage() throws {
        let path = try movieList { $0.replacingOccurrences(of: "guard self.representedURL == url else { return }   // still this row?", with: "") }
        let term = try start()
        term.sendLine("app \(path)")
        _ = try term.waitFor("MovieListViewController.swift runs", timeout: compileWait)
        term.sendLine("scroll 12")
        _ = try term.waitFor("reused", timeout: 30)
        term.sendLine("wait 2000")
        _ = try term.waitFor("waited", timeout: 30)
        term.sendLine("why cell 1")
        _ = try term.waitFor("the wrong image", timeout: 30)
        _ = try term.waitFor("· self.imageView?.image = data.flatMap", timeout: 10)
        // A command the learner's code decides is refused, with the file to change.
        term.sendLine("load background")
        _ = try term.waitFor("your code decides this", timeout: 10)
        term.sendLine("app")
        _ = try term.waitFor("your app runs:", timeout: 10)
        term.sendLine("app builtin")
        _ = try term.waitFor("back to tablelab's own app", timeout: 10)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(timeout: 10), 0)
    }

    func testACrashACompileErrorARunawayLoopAndARefusedImportEachLeaveAWorkingSession() throws {
        let crashing = try movieList {
            $0.replacingOccurrences(of: "movieCell.configure(with: movies[indexPath.row])",
                                    with: "movieCell.configure(with: movies[indexPath.row + (indexPath.row > 20 ? 100 : 0)])")
        }
        let broken = try write("Broken.swift", """
            import UIKit

            final class BrokenViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return "ten"
                }
            }
            """)
        let glibc = try write("Sneaky.swift", """
            import UIKit
            import Glibc

            final class SneakyViewController: UITableViewController {}
            """)
        let runaway = try write("Runaway.swift", """
            import UIKit

            final class RunawayViewController: UITableViewController {
                private var spins = 0
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    while true { spins += 1 }
                }
            }
            """)
        let term = try start()
        term.sendLine("app \(crashing)")
        _ = try term.waitFor("MovieListViewController.swift runs", timeout: compileWait)
        term.sendLine("scroll 30")
        _ = try term.waitFor("Index out of range", timeout: 60)
        _ = try term.waitFor("· movieCell.configure(with: movies[indexPath.row + (indexPath.row > 20 ? 100 : 0)])", timeout: 10)
        // The rollback is said once, in the box; under the line, what happens next.
        _ = try term.waitFor("tablelab starts your app again for the next command", timeout: 10)
        term.sendLine("scroll 3")
        _ = try term.waitFor("reused", timeout: 60)

        term.sendLine("app \(broken)")
        _ = try term.waitFor("swiftc found 1 error", timeout: compileWait)
        _ = try term.waitFor("return \"ten\"", timeout: 10)
        _ = try term.waitFor("the table still runs your app", timeout: 10)
        term.sendLine("app \(glibc)")
        _ = try term.waitFor("`import Glibc` is not allowed", timeout: 10)
        term.sendLine("app \(runaway)")
        _ = try term.waitFor("your app was stopped", timeout: compileWait)
        // The session goes on, with the app it had.
        term.sendLine("app")
        _ = try term.waitFor("your app runs: \(crashing)", timeout: 10)
        term.sendLine("scroll 1")
        _ = try term.waitFor("cellForRowAt", timeout: 60)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(timeout: 10), 0)
    }

    /// The learner's list with swipe to delete (FIDELITY §8c.39): written the usual way, the swipe
    /// runs its `commit editingStyle` and the row goes; with the two lines swapped, UIKit's
    /// `Invalid update` with its numbers and the learner's line, and the session goes on.
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TableLabTests/Fixtures/apps")

    func testSwipeDeleteRunsTheLearnersCommitAndTheWrongOrderIsUIKitsInvalidUpdateWithTheLine() throws {
        let right = try write("GroceryListViewController.swift", try String(
            contentsOf: Self.apps.appendingPathComponent("GroceryListViewController.swift"), encoding: .utf8))
        let wrong = try write("GroceryListWrongOrderViewController.swift", try String(
            contentsOf: Self.apps.appendingPathComponent("GroceryListWrongOrderViewController.swift"), encoding: .utf8))
        let term = try start()
        term.sendLine("app \(right)")
        _ = try term.waitFor("GroceryListViewController.swift runs", timeout: compileWait)
        term.sendLine("swipe delete 3")
        _ = try term.waitFor("deleted [0, 3] (cell#4)", timeout: 30)
        term.sendLine("app \(wrong)")
        _ = try term.waitFor("GroceryListWrongOrderViewController.swift runs", timeout: compileWait)
        term.sendLine("swipe delete 3")
        _ = try term.waitFor("Terminating app due to uncaught exception 'NSInternalInconsistencyException'", timeout: 30)
        _ = try term.waitFor("update: invalid number of rows in section 0.", timeout: 10)
        _ = try term.waitFor("The table expected 17 rows in section 0", timeout: 10)
        _ = try term.waitFor("line 32 · tableView.deleteRows(at: [indexPath], with: .automatic)", timeout: 10)
        term.sendLine("scroll 2")
        _ = try term.waitFor("2 cellForRowAt", timeout: 30)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(timeout: 10), 0)
    }

    func testSwiftConcurrencyIsRefusedBeforeCompilingWithTablelabsOwnTaskAndAwait() throws {
        let path = try write("Tasks.swift", """
            import UIKit

            final class TasksViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task { print("later") }
                }
            }
            """)
        let term = try start()
        term.sendLine("app \(path)")
        _ = try term.waitFor("Swift concurrency", timeout: 20)
        _ = try term.waitFor("load await", timeout: 10)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(timeout: 10), 0)
    }

    func testEditOpensTheEditorAndRunsTheChangedFileAgain() throws {
        let path = try movieList()
        // An "editor" that changes the file as a learner would (a new title for every row).
        let editor = try write("editor.sh", """
            #!/bin/sh
            sed -i 's/textLabel?.text = movie.title/textLabel?.text = "Edited " + movie.title/' "$1"
            """)
        chmod(editor, 0o755)
        let term = try start(["EDITOR": editor, "VISUAL": ""])
        term.sendLine("app \(path)")
        _ = try term.waitFor("MovieListViewController.swift runs", timeout: compileWait)
        term.sendLine("edit")
        _ = try term.waitFor("Edited The Shawshank Redemption", timeout: compileWait)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(timeout: 10), 0)
    }

    func testDashDashAppRunsTheFileBeforeAScript() throws {
        let path = try movieList()
        let script = try write("s.txt", "scroll 2\n")
        let process = Process()
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        process.arguments = ["--app", path, "--script", script, "--lang", "en"]
        process.environment = PseudoTerminal.testEnvironment(stateHome: home)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("MovieListViewController.swift runs"), text)
        XCTAssertTrue(text.contains("› scroll 2"), text)
        XCTAssertTrue(text.contains("The Shawshank Redemption"), text)
    }

    /// `--app FILE --script S` with a compile error: standard error names `--app FILE` (it said
    /// "S:0:") and keeps the compiler's lines as lines (they were joined with " / ").
    func testDashDashAppsCompileErrorIsReportedAsTheCompilerPrintsIt() throws {
        let path = try movieList { $0.replacingOccurrences(of: "tableView.rowHeight = 64", with: "tableView.rowHeight = \"64\"") }
        let script = try write("s.txt", "scroll 2\n")
        let r = try BinaryRun.run(["--app", path, "--script", script, "--lang", "en"],
                                  environment: PseudoTerminal.testEnvironment(stateHome: home))
        XCTAssertEqual(r.status, 1, r.err)
        let lines = r.err.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("--app \(path): ") && $0.contains("swiftc found 1 error") }, r.err)
        XCTAssertTrue(lines.contains { $0.hasPrefix(path + ":") && $0.contains(": error: ") }, "the compiler's line on its own: \(r.err)")
        XCTAssertFalse(r.err.contains("s.txt:0:"), r.err)
        XCTAssertFalse(r.err.contains(" / "), r.err)
    }
}
#endif
