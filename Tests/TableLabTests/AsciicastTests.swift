import Foundation
@testable import TableLab
import XCTest

/// `record FILE.cast` / `tablelab play`: the asciicast v2 lines, read back, and what playback lets
/// through. (The recording of a real session is checked end to end, `RecordingEndToEndTests`.)
final class AsciicastTests: XCTestCase {
    func testHeaderAndEventsAreAsciicastV2() throws {
        let header = Asciicast.Header(width: 100, height: 30, timestamp: 1_700_000_000, term: "xterm-256color")
        var writer = Asciicast.Writer(start: 50)
        // A deterministic clock: the times the writer is given, less the start.
        let lines = [header.line,
                     writer.line("› scroll 3\n", at: 50.25),
                     writer.line("\u{1B}[3A\r\u{1B}[J┌ 재사용 큐 \"q\" \\ ┐\n", at: 50.5),
                     writer.line("late", at: 50.4)]  // a clock that went back: the time stays
        let header0 = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(header0["version"] as? Int, 2)
        XCTAssertEqual(header0["width"] as? Int, 100)
        XCTAssertEqual(header0["height"] as? Int, 30)
        XCTAssertEqual(header0["timestamp"] as? Int, 1_700_000_000)
        XCTAssertEqual((header0["env"] as? [String: String])?["TERM"], "xterm-256color")
        var times: [Double] = []
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            XCTAssertEqual(event.count, 3)
            XCTAssertEqual(event[1] as? String, "o")
            times.append(try XCTUnwrap(event[0] as? Double))
        }
        XCTAssertEqual(times, [0.25, 0.5, 0.5])
        XCTAssertEqual(lines[1], "[0.250000, \"o\", \"› scroll 3\\r\\n\"]")
        XCTAssertEqual(lines[2], "[0.500000, \"o\", \"\\u001b[3A\\r\\u001b[J┌ 재사용 큐 \\\"q\\\" \\\\ ┐\\r\\n\"]")
        // And it reads back.
        guard case .success(let (read, events)) = Asciicast.parse(Data((lines.joined(separator: "\n") + "\n").utf8)) else {
            return XCTFail("not read back")
        }
        XCTAssertEqual(read, header)
        XCTAssertEqual(events.map(\.time), [0.25, 0.5, 0.5])
        XCTAssertEqual(events[1].text, "\u{1B}[3A\r\u{1B}[J┌ 재사용 큐 \"q\" \\ ┐\r\n")
    }

    func testNewlinesAreTheTerminals() {
        XCTAssertEqual(Asciicast.terminalNewlines("a\nb\r\nc"), "a\r\nb\r\nc")
    }

    func testFilesThatAreNotCastsAreRefusedWithTheLine() {
        func problem(_ text: String) -> Asciicast.Problem? {
            if case .failure(let p) = Asciicast.parse(Data(text.utf8)) { return p }
            return nil
        }
        XCTAssertEqual(problem("hello\n")?.line, 1)
        XCTAssertEqual(problem("{\"version\": 1, \"width\": 80, \"height\": 24}\n")?.what, "version is not 2")
        let header = "{\"version\": 2, \"width\": 80, \"height\": 24, \"timestamp\": 0, \"env\": {\"TERM\": \"xterm\"}}\n"
        XCTAssertEqual(problem(header + "[1.0, \"o\", \"a\"]\n[0.5, \"o\", \"b\"]\n"), Asciicast.Problem(line: 3, what: "time goes backwards"))
        XCTAssertEqual(problem(header + "[1.0, \"o\"]\n")?.line, 2)
        // Other event kinds are skipped, not refused.
        guard case .success(let (_, events)) = Asciicast.parse(Data((header + "[0.1, \"i\", \"x\"]\n[0.2, \"o\", \"y\"]\n").utf8)) else {
            return XCTFail("not read")
        }
        XCTAssertEqual(events, [Asciicast.Event(time: 0.2, text: "y")])
    }

    func testPlaybackKeepsColoursAndCursorMovesOnly() {
        var filter = Asciicast.Filter()
        let kept = "\u{1B}[1;32mcell#1\u{1B}[0m \u{1B}[3A\r\u{1B}[J\u{1B}[2K\u{1B}[10;5H\u{1B}[?25l\u{1B}[?25h\u{1B}7\u{1B}8 재사용\t\n"
        XCTAssertEqual(filter.pass(kept), kept)
        XCTAssertEqual(filter.dropped, 0)
    }

    func testPlaybackDropsTitlesClipboardQueriesAndModes() {
        var filter = Asciicast.Filter()
        let hostile = "a\u{1B}]0;pwned\u{07}b\u{1B}]52;c;ZWNobyBoaQ==\u{1B}\\c\u{1B}[6nd\u{1B}[?1049he\u{1B}Pq#0;1\u{1B}\\f"
            + "\u{9D}0;x\u{9C}g\u{9B}2Jh\u{07}i\u{1B}cj\u{1B}[c\u{1B}[>0qk\u{1B}_app\u{1B}\\l\u{202E}m"
        XCTAssertEqual(filter.pass(hostile), "abcdefghijklm")
        XCTAssertEqual(filter.dropped, 13)
    }

    func testASequenceSplitAcrossEventsIsStillOne() {
        var filter = Asciicast.Filter()
        XCTAssertEqual(filter.pass("x\u{1B}]"), "x")
        XCTAssertEqual(filter.pass("52;c;aGk="), "")
        XCTAssertEqual(filter.pass("\u{07}y\u{1B}["), "y")
        XCTAssertEqual(filter.pass("31mz"), "\u{1B}[31mz")
        XCTAssertEqual(filter.dropped, 1)
    }
}
