#if os(Linux)
import XCTest
import Foundation

/// A learner who closes the terminal window instead of typing `quit` or Ctrl-D (SIGHUP, then every
/// read and write fails) keeps what the last line achieved: a lesson step's verdict was saved only
/// after its drag had played, seconds later, and was lost when the window closed during the drag.
final class ProgressOnHangUpTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-hangup")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    private var progressFile: URL { home.appendingPathComponent("state/tablelab/progress.json") }

    func testAVerdictRevealedBeforeTheWindowClosesIsSaved() throws {
        let term = try PseudoTerminal.tablelab(home: home)
        defer { term.close() }
        for line in ["speed slow", "lesson 11", "goto scroll"] {
            term.sendLine(line)
            try term.waitForPrompt("› ")
        }
        term.sendLine("answer yes")
        _ = try term.waitFor("Locked")
        try term.waitForPrompt("› ")
        // The step runs `scroll 10` with downloads on the main thread: the drag plays for seconds.
        term.sendLine("scroll 10")
        _ = try term.waitFor("reuse queue", timeout: 20)
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertTrue(term.isRunning, "still playing the drag")
        term.hangUp()
        _ = try term.waitForTermination(timeout: 20)
        let saved = try String(contentsOf: progressFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"predictionRight\""), "the verdict was lost:\n\(saved)")
        XCTAssertTrue(saved.contains("\"done\" : true"), "the step was lost:\n\(saved)")
    }

    /// A hang-up at the prompt ends the session and keeps the verdict just shown.
    func testAHangUpAtThePromptKeepsTheVerdict() throws {
        let term = try PseudoTerminal.tablelab(home: home)
        defer { term.close() }
        term.sendLine("lesson 1")
        _ = try term.waitFor("step 1 of")
        term.sendLine("answer b")
        _ = try term.waitFor("the table did")
        try term.waitUntilReadingInput()
        term.hangUp()
        _ = try term.waitForTermination(timeout: 20)
        let saved = try String(contentsOf: progressFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"predictionRight\""), saved)
    }
}
#endif
