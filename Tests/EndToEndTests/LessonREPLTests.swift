#if os(Linux)
import XCTest
import Foundation

/// Lessons as a new learner meets them in a real terminal: progress saved across sessions, and a
/// corrupt progress file moved aside with a warning.
final class LessonREPLTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-lessons")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    private var progressFile: URL { home.appendingPathComponent("state/tablelab/progress.json") }

    private func start(_ overrides: [String: String] = [:]) throws -> PseudoTerminal {
        try PseudoTerminal.tablelab(home: home, overrides: overrides)
    }

    func testQuittingMidLessonResumesAtTheSameStepInANewSession() throws {
        let first = try start()
        first.sendLine("lesson 1")
        _ = try first.waitFor("step 1 of")
        first.sendLine("answer b")
        _ = try first.waitFor("the table did")
        first.sendLine("next")
        _ = try first.waitFor("step 2 of")
        try first.waitUntilReadingInput()
        first.send(.ctrlD)
        XCTAssertEqual(try first.waitForExit(), 0)
        let saved = try String(contentsOf: progressFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"current\" : \"a-million\""), saved)

        let second = try start()
        second.sendLine("lessons")
        _ = try second.waitFor("◐ 1.")
        second.sendLine("lesson")
        let out = try second.waitFor("step 2 of")
        XCTAssertTrue(out.contains("Back to lesson 1 at step 2"), out)
        second.sendLine("quit")
        XCTAssertEqual(try second.waitForExit(), 0)
    }

    func testSolutionTypesTheLineAtThePromptAndEnterRunsIt() throws {
        let term = try start()
        term.sendLine("lesson 1")
        _ = try term.waitFor("step 1 of")
        term.sendLine("answer b")
        _ = try term.waitFor("the table did")
        term.sendLine("next")
        _ = try term.waitFor("step 2 of")
        term.sendLine("answer 16")
        _ = try term.waitFor("Now type the command")
        term.sendLine("solution")
        _ = try term.waitForScreen(containing: "lesson 1·2 › rows 1000000")
        term.sendLine("")
        let out = try term.waitFor("16 cells  ✓")
        XCTAssertTrue(out.contains("you said"), out)
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testACorruptProgressFileIsMovedAsideNotDeleted() throws {
        try FileManager.default.createDirectory(at: progressFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: progressFile)
        let term = try start()
        term.sendLine("lessons")
        _ = try term.waitFor("· 1.")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: progressFile.deletingLastPathComponent().path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix("progress.json.corrupt-") }, "\(names)")
        let kept = try String(contentsOf: progressFile.deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8)
        XCTAssertEqual(kept, "{ not json")
    }
}
#endif
