#if os(Linux)
import XCTest
import Foundation

/// `exercise` through the real binary: the starter lands in the folder tablelab runs in, in the
/// learner's language; a file of the learner's is kept until `exercise reset`; `app FILE` at the
/// step grades it.
final class ExerciseFileTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-exercise")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
    }

    private func run(_ stdin: String) throws -> BinaryRun.Result {
        try BinaryRun.run([], stdin: stdin, environment: ["HOME": dir.path, "XDG_STATE_HOME": dir.path + "/state",
                                                          "XDG_CACHE_HOME": dir.path + "/cache"], directory: dir)
    }

    private var file: URL { dir.appendingPathComponent("RegisterCell.swift") }

    /// `app FILE` at the step before `exercise` wrote FILE: the way to get it, not "no such file — `code`…".
    func testRunningTheStarterBeforeItIsWrittenSaysHowToGetIt() throws {
        let early = try run("lang en\nlesson 18\nanswer 0\nnext\napp RegisterCell.swift\n")
        let said = (early.out + early.err).replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(said.contains("There is no RegisterCell.swift here yet: at this step `exercise` writes the starter"), early.out + early.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "nothing is written by `app`")
    }

    func testTheStarterIsWrittenKeptAndResetAndTheAppIsGradedAtItsStep() throws {
        let first = try run("lang en\nlesson 18\nanswer 0\nnext\nexercise\napp RegisterCell.swift\n")
        XCTAssertEqual(first.status, 0, first.err + first.out.suffix(3000))
        // Wrapped at 80 columns like any sentence: the long path may start a line of its own.
        XCTAssertTrue(first.out.replacingOccurrences(of: "\n", with: " ").contains("Wrote \(file.path)"), first.out)
        let starter = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(starter.contains("// Exercise 1"), starter)
        XCTAssertFalse(starter.contains("연습") || starter.contains("// en:"), starter)
        // `app` at the step grades the file, each condition with what the app gave.
        XCTAssertTrue(first.out.contains("✗ nilDequeues == 0 — your app gave nilDequeues = "), String(first.out.suffix(3000)))
        XCTAssertTrue(first.out.contains("  nilDequeues: dequeues that returned nil"), "what the query reads: \(first.out.suffix(3000))")

        // The learner's edits are kept: nothing is written over them without `reset`.
        let mine = starter + "// mine\n"
        try mine.write(to: file, atomically: true, encoding: .utf8)
        let second = try run("lang en\nlesson 18\ngoto register\nexercise\n")
        XCTAssertTrue(second.out.contains("differs from the starter"), second.out)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), mine)

        // `exercise reset`, in Korean: the starter again, with Korean comments, and it says so.
        let third = try run("lang ko\nlesson 18\ngoto register\nexercise reset\n")
        XCTAssertTrue(third.out.contains("시작 파일로 바꿨습니다"), third.out)
        let korean = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(korean.contains("// 연습 1"), korean)
        XCTAssertFalse(korean.contains("// mine") || korean.contains("Exercise 1"), korean)
    }
}
#endif
