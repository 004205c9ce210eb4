#if os(Linux)
import XCTest
import Foundation

/// "Never lose the session": keys that used to end it, writes that fail, history shared between
/// sessions, files in the way. Run against the debug build and (scripts/test) the release build.
final class SessionSurvivalTests: XCTestCase {
    private var home: URL!

    override class func setUp() {
        super.setUp()
        signal(SIGPIPE, SIG_IGN)
    }

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-survive")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    private func start(_ overrides: [String: String] = [:], columns: Int = 100, rows: Int = 50) throws -> PseudoTerminal {
        try PseudoTerminal.tablelab(home: home, overrides: overrides, columns: columns, rows: rows)
    }

    private var historyURL: URL { home.appendingPathComponent("state/tablelab/history") }

    /// `stats` and the number in its `rows` line.
    private func rowsInStats(_ term: PseudoTerminal) throws -> Int? {
        term.sendLine("stats")
        let out = try term.waitFor("in reuse queue")
        return Self.number(after: "rows", in: out)
    }

    private static func number(after label: String, in text: String) -> Int? {
        guard let line = text.split(separator: "\n").first(where: {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).hasPrefix(label + " ")
        }) else { return nil }
        let rest = line.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).dropFirst(label.count)
        let digits = rest.drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }
        return Int(digits.replacingOccurrences(of: ",", with: ""))
    }

    /// Runs `sh -c script` with `$0` = the tablelab binary; returns status and standard error.
    private func shell(_ script: String, _ arguments: [String] = [], env: [String: String] = [:]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try PseudoTerminal.productURL(named: "tablelab").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["HOME"] = home.path
        environment.merge(env) { _, new in new }
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = home.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: - Keys

    func testCtrlRThenCtrlCKeepsTheSession() throws {
        let term = try start()
        term.sendLine("rows 42")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.send(.ctrl("r"))
        term.send("ro")
        try term.waitUntilReadingInput()
        term.send(.ctrlC)
        try term.waitForPrompt("› ")
        XCTAssertEqual(try rowsInStats(term), 42, "the table of before Ctrl-R is still there")
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testCtrlCMidDragStopsOnTheFrameShown() throws {
        let term = try start()
        term.sendLine("speed slow")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 50")   // 50 rows of 44 pt: 2,200 pt, about 74 frames
        let cursorUp = try NSRegularExpression(pattern: "\u{1B}\\[[0-9]+A")
        func framesDrawn() -> Int {
            let raw = term.transcript
            return cursorUp.numberOfMatches(in: raw, range: NSRange(raw.startIndex..., in: raw))
        }
        let deadline = Date(timeIntervalSinceNow: 10)
        while framesDrawn() < 3 && Date() < deadline { usleep(5_000) }
        let seen = framesDrawn() + 1
        XCTAssertGreaterThanOrEqual(seen, 3, "the drag is animated")
        term.send(.ctrlC)
        let out = try term.waitFor("(Ctrl-C)")
        let stopped = out.range(of: "stopped at frame ").map { Int(out[$0.upperBound...].prefix { $0.isNumber }) ?? -1 } ?? -1
        XCTAssertGreaterThan(stopped, 0, out)
        XCTAssertLessThanOrEqual(stopped, seen + 3, "stopped within a frame or two of the one on screen (\(seen))")
        try term.waitForPrompt("› ")
        term.sendLine("stats")
        let stats = try term.waitFor("in reuse queue")
        let offset = Self.number(after: "contentOffset.y", in: stats) ?? -1
        XCTAssertGreaterThan(offset, 0, stats)
        XCTAssertLessThan(offset, 1_000, "the table stays where the drag stopped, not at 2,200: \(stats)")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testInvalidUTF8TypedIsRefusedNotRun() throws {
        let term = try start()
        term.send(bytes: Array("rows ".utf8) + [0xFF, 0xFE] + Array("5\r".utf8))
        _ = try term.waitFor("not valid UTF-8")
        try term.waitForPrompt("› ")
        XCTAssertEqual(try rowsInStats(term), 100, "`rows \\xff\\xfe5` must not run `rows 5`")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testDumbTerminalGetsNoCursorMovementDuringADrag() throws {
        let term = try start(["TERM": "dumb"])
        term.sendLine("speed slow")
        try term.waitForPrompt("> ")
        term.sendLine("scroll 20")
        _ = try term.waitFor("frames")
        try term.waitForPrompt("> ")
        XCTAssertNil(term.transcript.range(of: "\u{1B}\\[[0-9]*A", options: .regularExpression),
                     "no cursor-up codes with TERM=dumb")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testADragInANarrowTerminalNeverWrapsAFrame() throws {
        let columns = 30
        let term = try start(columns: columns, rows: 40)
        term.sendLine("speed fast")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 10")
        _ = try term.waitFor("frames")
        try term.waitForPrompt("› ")
        // Every line drawn between two cursor-up moves is a frame line: none may be wider than the
        // terminal, or the next cursor-up would land too low and leave the top of the old frame behind.
        let raw = term.transcript
        let ups = try NSRegularExpression(pattern: "\u{1B}\\[[0-9]+A").matches(in: raw, range: NSRange(raw.startIndex..., in: raw))
        XCTAssertGreaterThanOrEqual(ups.count, 2, "animated")
        guard ups.count >= 2, let from = Range(ups[0].range, in: raw), let to = Range(ups[1].range, in: raw) else { return }
        let frame = raw[from.upperBound..<to.lowerBound].components(separatedBy: "\r\n").dropLast()
        XCTAssertGreaterThan(frame.count, 5)
        for line in frame {
            let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]|\r", with: "", options: .regularExpression)
            XCTAssertLessThanOrEqual(plain.count, columns, "a frame line wraps: \(plain)")
        }
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    // MARK: - History

    func testTwoSessionsAtOnceKeepEveryHistoryLine() throws {
        let a = try start()
        let b = try start()
        for (term, line) in [(a, "rows 11"), (b, "rows 21"), (a, "rows 12"), (b, "rows 22"), (a, "rows 13")] {
            term.sendLine(line)
            _ = try term.waitFor("numberOfRowsInSection")
            try term.waitForPrompt("› ")
        }
        a.send(.ctrlD)
        XCTAssertEqual(try a.waitForExit(), 0)
        b.send(.ctrlD)
        XCTAssertEqual(try b.waitForExit(), 0)
        let saved = try String(contentsOf: historyURL, encoding: .utf8).replacingOccurrences(of: "\\040", with: " ")
        XCTAssertTrue(saved.hasPrefix("_HiStOrY_V2_\n"), saved)
        let lines = saved.split(separator: "\n").dropFirst().map(String.init)
        XCTAssertEqual(lines, ["rows 11", "rows 21", "rows 12", "rows 22", "rows 13"])
    }

    func testAFIFOInPlaceOfTheHistoryWarnsOnceAndTheSessionStarts() throws {
        try FileManager.default.createDirectory(at: historyURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(historyURL.path, 0o600), 0)
        let term = try start()
        term.sendLine("rows 10")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.sendLine("rows 20")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        XCTAssertEqual(term.plainTranscript.components(separatedBy: "not a regular file").count - 1, 1, term.plainTranscript)
    }

    // MARK: - Failed writes

    func testWritesToAFullDiskExitNonZeroWithOneLine() throws {
        let script = try file("s.txt", "rows 5\nstats\n")
        for command in [#""$0" --script "$1" > /dev/full"#, #""$0" --check > /dev/full"#, #""$0" --script "$1" >&-"#] {
            let r = try shell(command, [script])
            XCTAssertNotEqual(r.status, 0, command)
            XCTAssertFalse(r.err.contains("Fatal error"), r.err)
            let lines = r.err.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(command): \(r.err)")
            XCTAssertTrue(lines.first?.contains("cannot write to standard output") ?? false, r.err)
        }
    }

    func testABrokenPipeAndAClosedStandardErrorDoNotCrash() throws {
        // Far more output than a pipe holds (64 KiB), so tablelab is still writing when `head` has
        // gone: its write fails with EPIPE whatever the timing.
        let script = try file("s.txt", "rows 5\n" + String(repeating: "scroll 10\nstats\nscroll -10\nstats\n", count: 60))
        let piped = try shell(#"trap '' PIPE; ( "$0" --script "$1"; echo "status $?" >&2 ) | head -1 >/dev/null"#, [script])
        XCTAssertEqual(piped.err, "status 141\n", "a broken pipe exits quietly with 141")
        let bad = try file("bad.txt", "rows x\n")
        let closed = try shell(#""$0" --script "$1" 2>&-"#, [bad])
        XCTAssertEqual(closed.status, 1, "the script's error, not a crash")
    }

    // MARK: - Files

    func testTraceRefusesToOverwriteAFileThatIsNotATrace() throws {
        let notes = try file("notes.txt", "my notes\n")
        var r = try shell(#"printf 'scroll 3\ntrace %s\n' "$1" | "$0""#, [notes])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("already exists and is not a tablelab trace"), r.err)
        XCTAssertTrue(r.err.contains("--force"), r.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "my notes\n")

        r = try shell(#"printf 'scroll 3\ntrace %s --force\n' "$1" | "$0""#, [notes])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(try String(contentsOfFile: notes, encoding: .utf8).contains("\"event\":\""))

        // An earlier trace is replaced without asking; `~/` is $HOME.
        r = try shell(#"printf 'scroll 3\ntrace ~/notes.txt\n' | "$0""#)
        XCTAssertEqual(r.status, 0, r.err)

        // A folder is named as one, in words.
        r = try shell(#"printf 'trace %s\n' "$1" | "$0""#, [home.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("is a folder"), r.err)
        XCTAssertFalse(r.err.contains("NSCocoaErrorDomain"), r.err)
        r = try shell(#"printf 'trace /nonexistent-folder/t.jsonl\n' | "$0""#)
        XCTAssertTrue(r.err.contains("No such file or directory"), r.err)
    }

    func testAFolderAsScriptIsAnError() throws {
        for command in [#""$0" --script "$1""#, #""$0" --script - < "$1""#] {
            let r = try shell(command, [home.path])
            XCTAssertNotEqual(r.status, 0, command)
            XCTAssertTrue(r.err.contains("is a folder, not a script"), r.err)
        }
    }

    func testWidthIsHonouredDownToItsMinimum() throws {
        let r = try shell(#""$0" --width 20 --script /dev/null"#)
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.err.contains("from 40 to 1000"), r.err)
        let out = home.appendingPathComponent("out.txt").path
        let ok = try shell(#"printf 'scroll 3\nstats\n' | "$0" --width 40 > "$1""#, [out])
        XCTAssertEqual(ok.status, 0, ok.err)
        let widest = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(widest, 40)
    }
}
#endif
