#if os(Linux)
import XCTest
import TableLab
import TableRender
import Foundation

/// `tablelab --script`, piped standard input and `--trace jsonl`, run as a teacher would.
final class ScriptModeTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        // tablelab may stop reading (first error) before all of its input is written: the write must
        // then fail with EPIPE, not kill the test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    private func run(_ arguments: [String], stdin: String? = nil, env: [String: String] = [:]) throws -> (out: String, err: String, status: Int32) {
        let r = try BinaryRun.run(arguments, stdin: stdin ?? "", environment: env)
        return (r.out, r.err, r.status)
    }

    private func scriptFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testPipedCommandsPrintEventsAndPictures() throws {
        let r = try run([], stdin: "rows 30\nscroll 10\n")
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("› scroll 10"))
        XCTAssertTrue(r.out.contains("reuse queue"))
        XCTAssertFalse(r.out.contains("\u{1B}["), "no colour when not a terminal")
    }

    func testFirstErrorStopsWithFileAndLine() throws {
        let path = try scriptFile("rows 30\nscrol 10\nscroll 5\n")
        let r = try run(["--script", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("\(path):2: unknown command `scrol`"), r.err)
        XCTAssertFalse(r.out.contains("› scroll 5"))
    }

    func testKeepGoingRunsTheRestAndStillFails() throws {
        let path = try scriptFile("rows 30\nscrol 10\nscroll 5\n")
        let r = try run(["--script", path, "--keep-going"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.out.contains("› scroll 5"))
    }

    func testTraceJSONLIsOneObjectPerLine() throws {
        let r = try run(["--trace", "jsonl"], stdin: "scroll 10\nbogus\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("<stdin>:2:"), r.err)
        let lines = r.out.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 20)
        for line in lines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
            XCTAssertNotNil(object["event"])
            XCTAssertNotNil(object["t"])
            XCTAssertNotNil(object["frame"])
        }
        // The scroll asks for 10 rows; the stream starts with the first load, which asked for 16.
        let asked = lines.filter { $0.contains("\"event\":\"cellForRowAt\"") }
        XCTAssertEqual(asked.filter { $0.contains("\"command\":\"scroll 10\"") }.count, 10)
        XCTAssertEqual(asked.filter { $0.contains("\"command\":\"load\"") }.count, 16)
    }

    func testTraceJSONLHoldsTheFirstLoadAndReset() throws {
        let r = try run(["--trace", "jsonl"], stdin: "scroll 1\nreset\nscroll 1\n")
        XCTAssertEqual(r.status, 0, r.err)
        let objects = try r.out.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // Cells 1–16 are created in the stream before anything uses them, once per table.
        let created = objects.filter { $0["event"] as? String == "init" }
        XCTAssertEqual(created.prefix(16).compactMap { $0["cell"] as? String }, (1...16).map { "cell#\($0)" })
        XCTAssertEqual(created.prefix(16).compactMap { $0["command"] as? String }, Array(repeating: "load", count: 16))
        let reset = try XCTUnwrap(objects.firstIndex { $0["event"] as? String == "reset" })
        // After the marker the clock starts again, with the new table's first load.
        XCTAssertEqual(objects[reset + 1]["t"] as? Int, 0)
        XCTAssertEqual(objects[reset + 1]["command"] as? String, "load")
        XCTAssertEqual(objects[(reset + 1)...].filter { $0["event"] as? String == "init" }.count, 16 + 1)
        // Same as `trace FILE` would write for the table before the reset.
        var session = Session()
        _ = session.execute("scroll 1")
        XCTAssertEqual(r.out.split(separator: "\n").prefix(session.traceLines.count).map(String.init), session.traceLines)
    }

    func testInvalidUTF8AndHugeLinesAreReported() throws {
        let process = Process()
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        let input = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = Pipe()
        process.standardError = err
        process.arguments = ["--keep-going"]
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data([0x72, 0x6F, 0x77, 0x73, 0x20, 0xFF, 0x0A]))
        try? input.fileHandleForWriting.write(contentsOf: Data((String(repeating: "x", count: 1_000_000) + "\nscroll 3\n").utf8))
        try? input.fileHandleForWriting.close()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(errText.contains("<stdin>:1: that line is not valid UTF-8"), errText)
        XCTAssertTrue(errText.contains("<stdin>:2: that line is 1,000,000 bytes long"), errText)
    }

    func testTraceCommandWritesTheSessionsEvents() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-trace-\(UUID().uuidString).jsonl")
        let r = try run([], stdin: "scroll 3\ntrace \(file.path)\n")
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.replacingOccurrences(of: "\n", with: " ").contains("events to \(file.path)"), r.out)  // wrapped at 80
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.first?.contains("\"command\":\"load\"") == true)
        XCTAssertTrue(lines.contains { $0.contains("\"command\":\"scroll 3\"") })
        let bad = try run([], stdin: "trace /nonexistent-dir/x.jsonl\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("cannot write"), bad.err)
    }

    func testHelpAndVersionFlags() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("--script"))
        XCTAssertTrue(help.out.contains("--trace"))
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.out.isEmpty)
    }

    /// `--help` fits the terminal in columns: ArgumentParser wraps at characters, and its Korean lines
    /// were 83 to 129 columns wide at 80. Nothing is lost in the rewrapping.
    func testHelpFitsTheTerminalInEveryLanguage() throws {
        for columns in [80, 100] {
            for lang in ["ko_KR.UTF-8", "C.UTF-8"] {
                let help = try run(["--help"], env: ["LANG": lang, "COLUMNS": String(columns)])
                XCTAssertEqual(help.status, 0, help.err)
                for line in help.out.components(separatedBy: "\n") where line.displayWidth > columns {
                    XCTFail("\(lang) at \(columns): \(line.displayWidth) columns: \(line)")
                }
                for words in ["하나라도 실패했으면 마지막에 종료 상태 1", "--keep-going", "[--width <COLUMNS>]"] where lang.hasPrefix("ko") {
                    XCTAssertTrue(help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words), "\(words): \(help.out)")
                }
                // An option's help goes on under its text, not under the option.
                let lines = help.out.components(separatedBy: "\n")
                if let at = lines.firstIndex(where: { $0.hasPrefix("  --keep-going") }), at + 1 < lines.count,
                   !lines[at + 1].hasPrefix("  --") {
                    XCTAssertTrue(lines[at + 1].hasPrefix(String(repeating: " ", count: 24)), lines[at + 1])
                }
            }
        }
    }

    func testKoreanMessagesFromLang() throws {
        let r = try run([], stdin: "rows -1\n", env: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("0부터 10,000,000까지의 정수"), r.err)
    }

    func testDataIsFoundFromAnyDirectory() throws {
        let process = Process()
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.arguments = ["--script", "-"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data("glossary 비동기\n".utf8))
        try? input.fileHandleForWriting.close()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("asynchronous") || text.contains("비동기"), text)
    }
}
#endif
