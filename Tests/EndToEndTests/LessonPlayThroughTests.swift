#if os(Linux)
import Foundation
import TableLab
import XCTest

/// Every step of every lesson, played through the real binary on a pseudo-terminal, the way a
/// learner plays it: `lesson N`, an answer for each prediction, each step's command typed, `next`.
/// At 80×24 and 100×40, in English and in Korean, with drags animated at the fastest animated speed
/// and colour on. Asserts that the program never crashes, answers every line with a prompt, moves
/// to the step it was asked to, and writes only valid UTF-8 (a frame cut to the terminal's width
/// cuts between characters, never inside one).
///
/// The steps come from the lesson files, read with the lesson parser, so the test follows the
/// lessons as they are rewritten. `scripts/test` runs it against the release binary too
/// (`TABLELAB_BINARY`). The four terminals are played at once, each by its own thread: the program
/// mostly sleeps between frames, so this takes about as long as the slowest of them.
final class LessonPlayThroughTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Configuration: Sendable {
        var language: String
        var columns: Int
        var rows: Int
        var name: String { "\(language) \(columns)×\(rows)" }
    }

    func testEveryStepOfEveryLessonPlaysInARealTerminal() throws {
        let (lessons, problems) = Lessons.load(from: Self.packageRoot.appendingPathComponent("Lessons"))
        XCTAssertFalse(lessons.isEmpty, "no lessons read: \(problems)")
        let configurations = [
            Configuration(language: "en", columns: 80, rows: 24),
            Configuration(language: "ko", columns: 80, rows: 24),
            Configuration(language: "en", columns: 100, rows: 40),
            Configuration(language: "ko", columns: 100, rows: 40),
        ]
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: configurations.count) { i in
            let configuration = configurations[i]
            do {
                try Self.play(lessons, configuration)
            } catch {
                failures.add("\(configuration.name): \(error)")
            }
        }
        for failure in failures.all { XCTFail(failure) }
    }

    /// Plays all `lessons` on one terminal; throws at the first thing that went wrong.
    static func play(_ lessons: [Lesson], _ configuration: Configuration) throws {
        let home = try PseudoTerminal.makeTemporaryDirectory(prefix: "lesson-play")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = PseudoTerminal.testEnvironment(stateHome: home, overrides: ["TABLELAB_DATA": packageRoot.path])
        environment["NO_COLOR"] = nil  // colour on: frames are cut between escape sequences too
        let term = try PseudoTerminal(
            executable: try PseudoTerminal.productURL(named: "tablelab"),
            arguments: ["--lang", configuration.language], environment: environment,
            rows: configuration.rows, columns: configuration.columns)
        defer { term.close() }
        var trail: [String] = []
        func run(_ line: String, timeout: TimeInterval = 60) throws -> String {
            trail.append(line)
            term.sendLine(line)
            return try waitForPrompt(term, timeout: timeout)
        }
        do {
            try waitForPrompt(term, timeout: 20)
            _ = try run("speed fast")
            for lesson in lessons {
                _ = try run("lesson \(lesson.number)")
                for (index, step) in lesson.steps.enumerated() {
                    if let kind = predictionKind(step, lessons) {
                        _ = try run("answer " + answer(kind, step, lessons))
                    }
                    if let typed = step.do {
                        _ = try run(typed.text)
                    }
                    if index + 1 < lesson.steps.count {
                        // An exercise waits for the learner's file to pass (graded in ExerciseTests): past it.
                        let shown = try run(step.exercise != nil ? "goto \(index + 2)" : "next")
                        // The prompt names the step it is at (`lesson 3·4`, `레슨 3·4`).
                        guard shown.contains("\(lesson.number)·\(index + 2) ›") else {
                            throw Failure(message: "lesson \(lesson.number): `next` from step \(index + 1) did not reach step \(index + 2):\n\(shown.suffix(3000))")
                        }
                    }
                }
            }
            _ = try run("stats")
            term.send(.ctrlD)
            let status = try term.waitForExit(timeout: 20)
            guard status == 0 else { throw Failure(message: "exit status \(status)") }
        } catch {
            throw Failure(message: "after \(trail.suffix(6).joined(separator: " ⏎ ")):\n\(error)")
        }
        if let offset = firstInvalidUTF8(term.rawTranscript) {
            let bytes = term.rawTranscript
            let around = bytes[max(0, offset - 80)..<min(bytes.count, offset + 20)]
            throw Failure(message: "invalid UTF-8 at byte \(offset) of the output: \(PseudoTerminal.escaped(around))")
        }
    }

    /// Waits for the REPL's prompt (`tablelab [0:0 · 0pt] lesson 2·1 › `) and for the editor to read.
    @discardableResult
    static func waitForPrompt(_ term: PseudoTerminal, timeout: TimeInterval) throws -> String {
        let before = try term.waitFor("pt]", timeout: timeout)
        return before + (try term.waitForPrompt("› ", timeout: timeout))
    }

    /// The kind of the prediction a step asks (its own, or the one it recalls), if any.
    static func predictionKind(_ step: LessonStep, _ lessons: [Lesson]) -> Prediction.Kind? {
        if let p = step.predict { return p.kind }
        guard let ref = step.recall?.ref else { return nil }
        return recalled(ref, lessons)?.kind
    }

    static func recalled(_ ref: String, _ lessons: [Lesson]) -> Prediction? {
        let parts = ref.split(separator: "/").map(String.init)
        guard parts.count == 2, let lesson = lessons.first(where: { $0.id == parts[0] }) else { return nil }
        return lesson.steps.first { $0.id == parts[1] }?.predict
    }

    /// Some valid answer of the right kind (right or wrong does not matter here: both are played).
    static func answer(_ kind: Prediction.Kind, _ step: LessonStep, _ lessons: [Lesson]) -> String {
        switch kind {
        case .number: return "0"
        case .cell: return "cell#1"
        case .yesno: return "yes"
        case .choice:
            let p = step.predict ?? step.recall.flatMap { recalled($0.ref, lessons) }
            return p?.choices.first?.key ?? "a"
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let need: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; high = 0x9F
            case 0xF0: need = 3; low = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; high = 0x8F
            default: return i
            }
            guard i + need < bytes.count else { return i }
            for k in 1...need {
                let c = bytes[i + k]
                let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                if c < lo || c > hi { return i }
            }
            i += need + 1
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Failures reported by the threads that play the terminals, read on the test's thread.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) { lock.withLock { list.append(failure) } }
        var all: [String] { lock.withLock { list } }
    }
}
#endif
