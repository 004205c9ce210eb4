#if os(Linux)
import XCTest
import Foundation

/// `save` / `open` and `--then-interactive`, through the real binary.
final class SessionFileTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-files")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
    }

    private func run(_ arguments: [String], stdin: String) throws -> (out: String, err: String, status: Int32) {
        let r = try BinaryRun.run(arguments, stdin: stdin, environment: ["HOME": dir.path])
        return (r.out, r.err, r.status)
    }

    /// The `stats` box of a run, which names the offset, the cells and every counter.
    private func stats(_ out: String) -> String {
        String(out[out.range(of: "› stats")!.lowerBound...])
    }

    func testSaveThenOpenGivesTheSameTable() throws {
        let first = try run([], stdin: "data movies\nlatency 300ms\nload background\nscroll 12\nwait 400ms\nsave ~/scene.txt\nstats\n")
        XCTAssertEqual(first.status, 0, first.err)
        XCTAssertTrue(first.out.contains("saved 5 commands to ~/scene.txt"), first.out)
        let saved = try String(contentsOf: dir.appendingPathComponent("scene.txt"), encoding: .utf8)
        XCTAssertTrue(saved.hasPrefix("# tablelab session"), saved)
        let second = try run([], stdin: "rows 3\nopen ~/scene.txt\nstats\n")
        XCTAssertEqual(second.status, 0, second.err)
        XCTAssertEqual(stats(second.out), stats(first.out))
        // The same file is also a script.
        let third = try run(["--script", dir.appendingPathComponent("scene.txt").path], stdin: "")
        XCTAssertEqual(third.status, 0, third.err)
    }

    func testSaveNeverReplacesAFileThatIsNotASession() throws {
        let notes = dir.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        let r = try run(["--keep-going"], stdin: "scroll 3\nsave ~/notes.txt\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("not a saved tablelab session"), r.err)
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "my notes\n")
        let forced = try run([], stdin: "scroll 3\nsave ~/notes.txt --force\n")
        XCTAssertEqual(forced.status, 0, forced.err)
        XCTAssertTrue(try String(contentsOf: notes, encoding: .utf8).contains("scroll 3"))
    }

    /// `code sample > FILE`: SampleData.swift written next to the learner's file, never over a file
    /// already there unless `--force`, said in the learner's language.
    func testCodeSampleWritesSampleDataSwift() throws {
        let r = try run([], stdin: "code sample > ~/SampleData.swift\n")
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("wrote SampleData.swift's code to ~/SampleData.swift"), r.out)
        let file = dir.appendingPathComponent("SampleData.swift")
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(written.contains("enum SampleData {") && written.contains("import Foundation"), written)
        let again = try run(["--keep-going"], stdin: "code sample > ~/SampleData.swift\n")
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.err.contains("`code sample > ~/SampleData.swift --force`"), again.err)
        try Data("mine\n".utf8).write(to: file)
        let ko = try run(["--lang", "ko"], stdin: "code sample > ~/SampleData.swift --force\n")
        XCTAssertEqual(ko.status, 0, ko.err)
        XCTAssertTrue(ko.out.contains("SampleData.swift 코드("), ko.out)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("예시 도메인"))
    }

    func testOpenWithABadLineNamesItAndChangesNothing() throws {
        try Data("rows 30\nscrol 4\n".utf8).write(to: dir.appendingPathComponent("bad.txt"))
        let r = try run(["--keep-going"], stdin: "scroll 2\nopen ~/bad.txt\nstats\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("~/bad.txt:2:"), r.err)
        let missing = try run(["--keep-going"], stdin: "open ~/nothing.txt\n")
        XCTAssertTrue(missing.err.contains("~/nothing.txt: no such file"), missing.err)
        // The table is still the one `scroll 2` made.
        let offset = r.out.components(separatedBy: "› stats").last?.split(separator: "\n").first { $0.contains("contentOffset.y") }
        XCTAssertTrue(offset?.contains(" 88 ") == true, r.out)
    }

    func testThenInteractiveLeavesTheLearnerAtThePromptWithTheScene() throws {
        let scene = dir.appendingPathComponent("scene.txt")
        try Data("rows 40\nscroll 7\n".utf8).write(to: scene)
        let term = try PseudoTerminal.tablelab(home: dir, arguments: ["--script", scene.path, "--then-interactive"])
        let banner = term.plainTranscript
        XCTAssertTrue(banner.contains("The scene is set: 2 commands ran"), banner)
        XCTAssertFalse(banner.contains("cellForRowAt was called"), "no first-load banner for a scene: \(banner)")
        term.sendLine("stats")
        // 7 rows of 44 pt: the scene's offset, at the prompt.
        _ = try term.waitFor("308")
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }
}
#endif
