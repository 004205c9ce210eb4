#if os(Linux)
import XCTest
import Foundation

/// The glossary's name index (issue 17 §7), run as a learner would: the first `glossary 셀` writes
/// it in the state folder, the next answers the same from it, and a hostile index changes nothing
/// on the screen.
final class GlossaryIndexEndToEndTests: XCTestCase {
    func testTheIndexIsWrittenUsedAndNeverTrusted() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let env = ["XDG_STATE_HOME": state.path, "HOME": state.path]
        let input = "glossary \u{C140}\nglossary ESC\n"  // 셀, and a name only a hostile index gives
        let first = try BinaryRun.run([], stdin: input, environment: env)
        let index = state.appendingPathComponent("tablelab/glossary-index")
        XCTAssertTrue(FileManager.default.fileExists(atPath: index.path), first.err)
        let second = try BinaryRun.run([], stdin: input, environment: env)
        XCTAssertEqual(second.out, first.out)
        XCTAssertEqual(second.err, first.err)
        // Every entry's English name made a terminal command, stamps kept: refused, the files read.
        var lines = try String(contentsOf: index, encoding: .utf8).components(separatedBy: "\n")
        for i in 3..<lines.count where !lines[i].isEmpty {
            var fields = lines[i].components(separatedBy: "\t")
            fields[4] = "ESC\u{1B}]0;PWNED\u{07}"
            lines[i] = fields.joined(separator: "\t")
        }
        try lines.joined(separator: "\n").write(to: index, atomically: true, encoding: .utf8)
        let hostile = try BinaryRun.run([], stdin: input, environment: env)
        XCTAssertEqual(hostile.out, first.out)
        XCTAssertEqual(hostile.err, first.err)
        XCTAssertFalse(hostile.out.contains("\u{1B}") || hostile.err.contains("\u{1B}"))
    }
}
#endif
