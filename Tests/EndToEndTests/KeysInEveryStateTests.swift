#if os(Linux)
import Foundation
import Glibc
import TableLab
import XCTest

/// Keys in every state, on the real binary in a pseudo-terminal: Ctrl-Z and `fg` at a prompt,
/// Ctrl-D during a drag, Ctrl-C in a history search, and a dumb terminal (`TERM=dumb`).
final class KeysInEveryStateTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-keys")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    // MARK: - Ctrl-Z and fg

    /// A shell with job control between the test and tablelab, so Ctrl-Z really stops it (a process
    /// group without a parent shell is "orphaned", and the kernel discards a stop for it). The
    /// script plays the learner typing `fg` after each stop: it waits for a line, then runs `fg`.
    private func startUnderShell(columns: Int = 100, rows: Int = 30) throws -> PseudoTerminal {
        let binary = try PseudoTerminal.productURL(named: "tablelab").path
        let script = #"set -m; "$0" "$@"; read -r _; fg; read -r _; fg"#
        let env = PseudoTerminal.testEnvironment(stateHome: home)
        let term = try PseudoTerminal("/bin/bash", arguments: ["--norc", "--noprofile", "-c", script, binary, "--lang", "en"],
                                      environment: env, rows: rows, columns: columns)
        // Not `waitForPrompt`: it looks for the reading thread in the process it started, the shell.
        _ = try term.waitFor("› ")
        try term.waitForRawMode()
        return term
    }

    /// The state letter of the child of `parent` (`T` when stopped), from /proc.
    private func childState(of parent: pid_t) -> Character? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries where Int32(entry) != nil {
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            if fields.count > 1, Int32(fields[1]) == parent { return fields[0].first }
        }
        return nil
    }

    private func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: () -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            if Date() > deadline { throw PseudoTerminal.Failure(message: "timed out waiting for \(what)") }
            usleep(10_000)
        }
    }

    /// Ctrl-Z at a prompt with a line half typed, `fg`, twice: each time the terminal is back in the
    /// shell's cooked mode while stopped, and after `fg` the editor is in raw mode again and has
    /// redrawn its prompt with the line typed so far; Enter runs that line.
    func testCtrlZAndFgTwiceRestoreTheTerminalAndRedrawThePrompt() throws {
        let term = try startUnderShell()
        defer { term.close() }
        term.send("scroll 3")
        _ = try term.waitForScreen(containing: "› scroll 3")
        for round in 1...2 {
            term.consumeOutput()
            term.send(.ctrlZ)
            try waitFor("tablelab to stop (round \(round))") { childState(of: term.pid) == "T" }
            try waitFor("cooked mode while stopped (round \(round))") { !term.isRawMode }
            term.sendLine()  // the shell's `read`, then `fg`
            try term.waitForRawMode()
            // Redrawn: the prompt and the half-typed line are on the cursor's row again.
            let screen = try term.waitForScreen("the prompt redrawn (round \(round))") {
                $0.cursorLine.contains("› scroll 3")
            }
            XCTAssertTrue(screen.cursorLine.hasPrefix("tablelab ["), screen.text)
            usleep(100_000)
        }
        term.send(.enter)
        let out = try term.waitFor("contentOffset.y")
        XCTAssertFalse(out.contains("scroll 3stats"), out)
        _ = try term.waitFor("› ")
        try term.waitForRawMode()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    // MARK: - Ctrl-D during a drag

    private func start(_ overrides: [String: String] = [:], columns: Int = 100, rows: Int = 40) throws -> PseudoTerminal {
        try PseudoTerminal.tablelab(home: home, overrides: overrides, columns: columns, rows: rows)
    }

    /// Waits until a drag typed at the prompt is playing (the editor has let go of the terminal).
    private func waitForDragToPlay(_ term: PseudoTerminal) throws {
        try waitFor("the drag to play") { !term.isRawMode }
        _ = try term.waitFor("cell#")
    }

    /// Ctrl-D on an empty line during a drag stops it, like Ctrl-C, and then ends the session — it
    /// used to be dropped, and the next Enter printed `^M`.
    func testCtrlDDuringADragStopsItAndEndsTheSession() throws {
        let term = try start()
        defer { term.close() }
        term.sendLine("rows 1000")
        try term.waitForPrompt("› ")
        term.sendLine("speed slow")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 300")
        try waitForDragToPlay(term)
        term.send(.ctrlD)
        let out = try term.waitFor("stopped at frame", timeout: 20)
        XCTAssertFalse(out.contains("^M"), out)
        XCTAssertEqual(try term.waitForExit(timeout: 20), 0)
    }

    /// A line typed during a drag still runs after it (at a prompt of its own), then a Ctrl-D typed
    /// after it ends the session.
    func testALineTypedDuringADragRunsThenCtrlDEnds() throws {
        let term = try start()
        defer { term.close() }
        term.sendLine("rows 1000")
        try term.waitForPrompt("› ")
        term.sendLine("speed slow")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 300")
        try waitForDragToPlay(term)
        term.sendLine("stats")
        usleep(200_000)
        term.send(.ctrlD)
        _ = try term.waitFor("stopped at frame", timeout: 20)
        _ = try term.waitFor("› stats", timeout: 20)
        _ = try term.waitFor("cellForRowAt", timeout: 20)  // the stats ran
        XCTAssertEqual(try term.waitForExit(timeout: 20), 0)
    }

    // MARK: - Ctrl-C in a history search

    /// Ctrl-C in Ctrl-R search cancels it and leaves no `bck:` line on the screen.
    func testCtrlCInHistorySearchLeavesNoSearchLine() throws {
        let term = try start()
        defer { term.close() }
        term.sendLine("speed instant")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 3")
        try term.waitForPrompt("› ")
        term.send(.ctrl("r"))
        term.send("scr")
        _ = try term.waitForScreen(containing: "bck:")
        term.send(.ctrlC)
        try term.waitForPrompt("› ")
        let screen = try term.waitForScreen("the search line gone") { screen in
            !screen.lines.contains { $0.contains("bck:") }
        }
        XCTAssertTrue(screen.cursorLine.hasPrefix("tablelab ["), screen.text)
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    // MARK: - A dumb terminal

    /// With `TERM=dumb` a lesson's drag is not animated (no cursor movement at all: a dumb terminal
    /// prints the escape codes as text), and the prompt is ASCII.
    func testADumbTerminalGetsNoCursorMovementInALessonAndAnASCIIPrompt() throws {
        let lessons = Lessons.load(from: LessonPlayThroughTests.packageRoot.appendingPathComponent("Lessons")).0
        // The first lesson step that runs or asks for a drag.
        let found = lessons.lazy.compactMap { lesson -> (Lesson, Int)? in
            guard let i = lesson.steps.firstIndex(where: { ($0.command?.text ?? "").hasPrefix("scroll") }) else { return nil }
            return (lesson, i)
        }.first
        let (lesson, index) = try XCTUnwrap(found, "no lesson drags")
        let env = PseudoTerminal.testEnvironment(
            stateHome: home, overrides: ["TERM": "dumb", "TABLELAB_DATA": LessonPlayThroughTests.packageRoot.path])
        let term = try PseudoTerminal(executable: try PseudoTerminal.productURL(named: "tablelab"), arguments: ["--lang", "en"],
                                      environment: env, rows: 24, columns: 80)
        defer { term.close() }
        func run(_ line: String) throws -> String {
            term.sendLine(line)
            _ = try term.waitFor("pt]", timeout: 30)
            return try term.waitForPrompt("> ", timeout: 30)
        }
        _ = try term.waitFor("pt]")
        let first = try term.waitForPrompt("> ")
        XCTAssertEqual(first, " > ", "the prompt ends `pt] > ` on a dumb terminal")
        _ = try run("speed normal")
        _ = try run("lesson \(lesson.number)")
        _ = try run("goto \(index + 1)")
        let step = lesson.steps[index]
        if let kind = LessonPlayThroughTests.predictionKind(step, lessons) {
            _ = try run("answer " + LessonPlayThroughTests.answer(kind, step, lessons))
        }
        if let typed = step.do { _ = try run(typed.text) }
        let shown = try run("stats")
        XCTAssertTrue(shown.hasSuffix(" lesson \(lesson.number).\(index + 1) > "), shown)
        let raw = String(decoding: term.rawTranscript, as: UTF8.self)
        XCTAssertFalse(raw.contains("\u{1B}["), "a dumb terminal got escape sequences:\n\(PseudoTerminal.escaped(Array(raw.utf8).suffix(2000)))")
        XCTAssertFalse(raw.contains("›") || raw.contains("pt] lesson \(lesson.number)·"), "the prompt is not ASCII")
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }
}
#endif
