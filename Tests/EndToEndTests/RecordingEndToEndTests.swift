#if os(Linux)
import XCTest
import Foundation

/// `record FILE.cast` … `record stop` in a real session on a pseudo-terminal, and `tablelab play`.
final class RecordingEndToEndTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-cast")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
    }

    /// The file read as asciicast v2, checked line by line: a header, then `[time, "o", text]`
    /// events with times that never go back. Returns the header and the events' texts.
    private func readCast(_ url: URL) throws -> (header: [String: Any], texts: [String], times: [Double]) {
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n")
        let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any], String(lines[0]))
        XCTAssertEqual(header["version"] as? Int, 2)
        XCTAssertNotNil(header["timestamp"] as? Int)
        XCTAssertEqual((header["env"] as? [String: Any])?["TERM"] as? String, "xterm-256color")
        var texts: [String] = [], times: [Double] = []
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], String(line))
            XCTAssertEqual(event.count, 3, String(line))
            XCTAssertEqual(event[1] as? String, "o", String(line))
            let time = try XCTUnwrap(event[0] as? Double, String(line))
            XCTAssertGreaterThanOrEqual(time, times.last ?? 0, "times go back at \(line)")
            times.append(time)
            texts.append(try XCTUnwrap(event[2] as? String))
        }
        return (header, texts, times)
    }

    func testASessionIsRecordedWithItsAnimationAndPlaysBack() throws {
        let term = try PseudoTerminal.tablelab(home: dir, columns: 100, rows: 40)
        defer { term.close() }
        term.sendLine("record ~/demo.cast")
        try term.waitFor("record stop")
        try term.waitForPrompt("› ")
        term.sendLine("speed fast")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 6")
        try term.waitForPrompt("› ")
        term.sendLine("scrol 2")  // an error is recorded too, and does not end the recording
        try term.waitForPrompt("› ")
        term.sendLine("record stop")
        try term.waitFor("saved the recording ~/demo.cast")
        try term.waitForPrompt("› ")
        let live = term.screen

        let url = dir.appendingPathComponent("demo.cast")
        let (header, texts, times) = try readCast(url)
        XCTAssertEqual(header["width"] as? Int, 100)
        XCTAssertEqual(header["height"] as? Int, 40)
        let all = texts.joined()
        XCTAssertFalse(all.contains("recording to"), "the message that starts the recording is not in it")
        XCTAssertFalse(all.contains("saved the recording"))
        XCTAssertTrue(all.contains("speed fast\r\n"), "typed lines are recorded with their prompt")
        XCTAssertTrue(all.contains("scroll 6\r\n"))
        XCTAssertTrue(all.contains("scrol"), "the error is recorded")
        XCTAssertTrue(all.contains("\u{1B}[J"), "animation frames redraw in place")
        XCTAssertGreaterThan(texts.filter { $0.contains("\u{1B}[J") }.count, 2, "several frames, each an event")
        XCTAssertGreaterThan(times.last!, times.first!, "the frames are spread over time")
        XCTAssertFalse(all.contains("\n") && all.replacingOccurrences(of: "\r\n", with: "").contains("\n"),
                       "every newline is the terminal's \\r\\n")
        // Played through a terminal emulator, the recording ends on what the learner saw: its last
        // lines (the picture of `scroll 6`, the error) are lines of the live screen, as they were.
        var replayed = TerminalScreen(rows: 40, columns: 100)
        replayed.feed(all)
        let last = replayed.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(12)
        XCTAssertEqual(last.count, 12, replayed.text)
        for line in last { XCTAssertTrue(live.lines.contains(line), "\(line)\n--- live ---\n\(live.text)\n--- replayed ---\n\(replayed.text)") }
        XCTAssertTrue(replayed.text.contains("viewport"), replayed.text)
        let summary = try XCTUnwrap(last.first { $0.contains("viewport") || $0.contains("│") })

        // `tablelab play` shows it again, fast.
        let player = try PseudoTerminal(executable: try PseudoTerminal.productURL(named: "tablelab"),
                                        arguments: ["play", url.path, "--speed", "20"],
                                        environment: PseudoTerminal.testEnvironment(stateHome: dir), rows: 40, columns: 100)
        defer { player.close() }
        try player.waitForScreen(containing: summary.trimmingCharacters(in: .whitespaces), timeout: 20)
        XCTAssertEqual(try player.waitForExit(timeout: 20), 0)
    }

    func testQuitAndControlDEndTheRecordingCleanly() throws {
        for (name, ending) in [("quit.cast", "quit"), ("eof.cast", nil)] as [(String, String?)] {
            let term = try PseudoTerminal.tablelab(home: dir)
            defer { term.close() }
            term.sendLine("record ~/\(name)")
            try term.waitForPrompt("› ")
            term.sendLine("show")
            try term.waitForPrompt("› ")
            if let ending {
                term.sendLine(ending)
                try term.waitFor("saved the recording ~/\(name)")
            } else {
                // In the session's language at the end, not at `record`.
                term.sendLine("lang ko")
                try term.waitForPrompt("› ")
                term.send(.ctrl("d"))
                try term.waitFor("녹화를 저장했습니다: ~/\(name)")
            }
            XCTAssertEqual(try term.waitForExit(), 0)
            let (_, texts, _) = try readCast(dir.appendingPathComponent(name))
            XCTAssertTrue(texts.joined().contains("show\r\n"))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tablelab-") }
        XCTAssertEqual(left, [], "no temporary file left")
    }

    func testAnExistingFileIsKeptWithoutForce() throws {
        let mine = dir.appendingPathComponent("mine.cast")
        try Data("keep me\n".utf8).write(to: mine)
        let r = try BinaryRun.run(["--keep-going"], stdin: "record ~/mine.cast\nrecord /dev/null --force\nrecord stop\n",
                                  environment: ["HOME": dir.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("already there"), r.err)
        XCTAssertTrue(r.err.contains("not a regular file"), r.err)
        XCTAssertTrue(r.err.contains("no recording runs"), r.err)
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "keep me\n")
    }

    func testControlCStopsPlaybackAndPutsTheTerminalBack() throws {
        let cast = dir.appendingPathComponent("long.cast")
        let header = #"{"version": 2, "width": 80, "height": 24, "timestamp": 0, "env": {"TERM": "xterm"}}"#
        let events = [#"[0.1, "o", "\u001b[?25l\u001b[33mfirst frame\r\n"]"#, #"[60.0, "o", "never shown\r\n"]"#]
        try Data(([header] + events).joined(separator: "\n").utf8).write(to: cast)
        let player = try PseudoTerminal(executable: try PseudoTerminal.productURL(named: "tablelab"),
                                        arguments: ["play", cast.path],
                                        environment: PseudoTerminal.testEnvironment(stateHome: dir), rows: 24, columns: 80)
        defer { player.close() }
        try player.waitFor("first frame")
        player.send(.ctrl("c"))
        XCTAssertEqual(try player.waitForExit(timeout: 5), 0)
        let raw = String(decoding: player.rawTranscript, as: UTF8.self)
        XCTAssertFalse(raw.contains("never shown"))
        XCTAssertTrue(raw.contains("first frame") && raw.hasSuffix("\u{1B}[0m\u{1B}[?25h\r\r\n"), "colours reset and the cursor shown: \(PseudoTerminal.quote(raw))")
    }

    func testPlayingACastFromElsewhereCannotRetitleOrWriteTheClipboard() throws {
        let cast = dir.appendingPathComponent("hostile.cast")
        let header = #"{"version": 2, "width": 80, "height": 24, "timestamp": 0, "env": {"TERM": "xterm"}}"#
        let events = [#"[0.01, "o", "\u001b]0;pwned\u0007hello \u001b[32mgreen\u001b[0m\r\n"]"#,
                      #"[0.02, "o", "\u001b]52;c;ZWNobyBoaQ==\u0007\u001b[6n\u001b[?1049hworld\r\n"]"#]
        try Data(([header] + events).joined(separator: "\n").utf8).write(to: cast)
        let r = try BinaryRun.run(["play", cast.path], environment: ["HOME": dir.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "hello \u{1B}[32mgreen\u{1B}[0m\r\nworld\r\n\u{1B}[0m\u{1B}[?25h")
        XCTAssertTrue(r.err.contains("without 4 control sequences"), r.err)

        let bad = dir.appendingPathComponent("bad.cast")
        try Data((header + "\n[1, \"o\", \"a\"]\n[0.5, \"o\", \"b\"]\n").utf8).write(to: bad)
        let refused = try BinaryRun.run(["play", bad.path], environment: ["HOME": dir.path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("line 3"), refused.err)
        XCTAssertEqual(refused.out, "")
        let speed = try BinaryRun.run(["play", cast.path, "--speed", "0"], environment: ["HOME": dir.path])
        XCTAssertNotEqual(speed.status, 0)
        XCTAssertTrue(speed.err.contains("--speed takes a number above 0") && speed.err.contains("tablelab play"), speed.err)
    }
}
#endif
