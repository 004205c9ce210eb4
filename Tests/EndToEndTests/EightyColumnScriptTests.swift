#if os(Linux)
import XCTest
import TableRender
import Foundation

/// The read-ko review's 80-column runs, as `tablelab --width 80 --script FILE` prints them: no line
/// wider than 80 columns, so no terminal folds one inside a word.
final class EightyColumnScriptTests: XCTestCase {
    private func lines(of script: [String], language: String) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-\(UUID().uuidString).txt")
        try Data((script.joined(separator: "\n") + "\n").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let r = try BinaryRun.run(["--lang", language, "--width", "80", "--script", url.path])
        XCTAssertEqual(r.status, 0, r.err)
        return r.out.components(separatedBy: "\n")
    }

    /// Finding 2 (the replay table) and finding 9 (the boxes after `back`).
    func testReplayAndBackFitEightyColumns() throws {
        let scripts = [
            ["data movies", "load background", "fix cancel-on-reuse on", "velocity 24000", "scroll 20", "wait 3s",
             "replay --fix cancel-on-reuse"],
            ["rows 30", "scroll 10", "back"],
        ]
        for language in ["en", "ko"] {
            for script in scripts {
                let out = try lines(of: script, language: language)
                XCTAssertTrue(out.contains { $0.contains("› " + script.last!) }, "\(language): the last command ran")
                for line in out where line.displayWidth > 80 {
                    XCTFail("\(language) \(script.last!): \(line.displayWidth) columns: \(line)")
                }
            }
        }
        // After `back`, the viewport and the queue are one width.
        let out = try lines(of: ["rows 30", "scroll 10", "back"], language: "ko")
        let afterBack = out.drop { !$0.contains("› back") }
        let tops = afterBack.map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("┌") }.map(\.displayWidth)
        XCTAssertEqual(tops.count, 2, afterBack.joined(separator: "\n"))
        XCTAssertEqual(Set(tops).count, 1, "\(tops)\n" + afterBack.joined(separator: "\n"))
    }

    /// What a file command says (`save`, `code >`) is wrapped at `--width` like the rest: `save` once
    /// printed its sentence on one line of 157 columns.
    func testWhatFileCommandsSayFitsEightyColumns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["en", "ko"] {
            let saved = folder.appendingPathComponent("session-\(language).tablelab").path
            let code = folder.appendingPathComponent("Table-\(language).swift").path
            let out = try lines(of: ["rows 5", "save " + saved, "code > " + code], language: language)
            XCTAssertTrue(FileManager.default.fileExists(atPath: saved) && FileManager.default.fileExists(atPath: code), out.joined(separator: "\n"))
            let said = out.drop { !$0.contains("› save") }.dropFirst()
            XCTAssertTrue(said.prefix(3).joined().contains(folder.lastPathComponent), "the sentence is printed: \(said.prefix(3))")
            for line in out where line.displayWidth > 80 {
                XCTFail("\(language): \(line.displayWidth) columns: \(line)")
            }
        }
    }
}
#endif
