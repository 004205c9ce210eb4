#if os(Linux)
import XCTest
import Foundation

/// The real `tablelab` binary in a pseudo-terminal: what a learner types and sees.
final class REPLTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-e2e")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    private func start(_ overrides: [String: String] = [:], columns: Int = 100, rows: Int = 50) throws -> PseudoTerminal {
        try PseudoTerminal.tablelab(home: home, overrides: overrides, columns: columns, rows: rows)
    }

    func testScrollTenShowsTheViewportMoveAndReuse() throws {
        let term = try start()
        term.sendLine("speed instant")
        _ = try term.waitFor("instant")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 10")
        let out = try term.waitFor("15 frames")
        XCTAssertTrue(out.contains("reused cell#1"), out)
        XCTAssertTrue(out.contains("contentOffset.y 440"), out)
        XCTAssertTrue(out.contains("[0, 25]"), out)
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testTabCompletesCommands() throws {
        let term = try start()
        term.send("scr")
        term.send(.tab)
        // libedit redraws only what changed ("scr", then "oll "): look at the screen, not the bytes.
        _ = try term.waitForScreen(containing: "› scroll ")
        term.sendLine("10")
        _ = try term.waitFor("10 cellForRowAt")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testUpArrowRecallsHistoryAlsoInANewSession() throws {
        let first = try start()
        first.sendLine("rows 42")
        _ = try first.waitFor("numberOfRowsInSection")
        try first.waitUntilReadingInput()
        first.send(.ctrlD)
        XCTAssertEqual(try first.waitForExit(), 0)
        let history = home.appendingPathComponent("state/tablelab/history")
        XCTAssertTrue(FileManager.default.fileExists(atPath: history.path))

        let second = try start()
        second.send(.up)
        second.send(.enter)
        let out = try second.waitFor("→ 42")
        XCTAssertTrue(out.contains("rows 42"), out)
        second.sendLine("quit")
        XCTAssertEqual(try second.waitForExit(), 0)
    }

    func testTypingAndDeletingHangulEditsTheLine() throws {
        let term = try start()
        // "lang 한국어x": the x and two syllables are deleted, leaving "lang ko" after typing "ko".
        term.send("lang 한국어")
        term.send(.backspace)
        term.send(.backspace)
        term.send(.backspace)
        term.sendLine("ko")
        let out = try term.waitFor("한국어로")
        XCTAssertFalse(out.contains("`lang`에는"), "the line reached tablelab as `lang ko`: \(out)")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testCtrlCDuringAnAnimationReturnsToAPromptWithTheSessionIntact() throws {
        let term = try start()
        term.sendLine("speed slow")
        _ = try term.waitFor("slow")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 60")
        _ = try term.waitFor("frame")
        Thread.sleep(forTimeInterval: 0.4)
        term.send(.ctrlC)   // the animation polls for Ctrl-C between frames; it is not reading input
        let out = try term.waitFor("Ctrl-C")
        XCTAssertTrue(out.contains("stopped at frame"), out)
        try term.waitForPrompt("› ")
        term.sendLine("stats")
        _ = try term.waitFor("cells created")
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testADragWithAFrameLimitIsAnimatedAndCtrlCStopsItAsAValue() throws {
        // D9: `scroll N frames F` printed its result at once. And Ctrl-C built the text
        // "scroll 60 frames 50 frames N", which does not parse: the stop was lost.
        let term = try start()
        term.sendLine("speed slow")
        _ = try term.waitFor("slow")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 60 frames 50")
        _ = try term.waitFor("frame")
        Thread.sleep(forTimeInterval: 0.4)
        term.send(.ctrlC)
        let out = try term.waitFor("Ctrl-C")
        XCTAssertTrue(out.contains("stopped at frame"), out)
        try term.waitForPrompt("› ")
        term.sendLine("history")
        let history = try term.waitFor("`scroll 60 frames ") + term.waitFor("`")
        XCTAssertTrue(history.range(of: #"`scroll 60 frames [0-9]+`"#, options: .regularExpression) != nil, history.debugDescription)
        XCTAssertFalse(history.contains("frames 50 frames"), history)
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testCtrlDOnAnEmptyLineExitsWithZero() throws {
        let term = try start()
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testBadInputKeepsTheSessionGoing() throws {
        let term = try start()
        term.sendLine("scrol 10")
        _ = try term.waitFor("did you mean `scroll`?")
        try term.waitForPrompt("› ")
        term.sendLine("rows -1")
        _ = try term.waitFor("whole number from 0 to 10,000,000")
        try term.waitForPrompt("› ")
        term.sendLine("show")
        _ = try term.waitFor("reuse queue")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testTabCompletesGlossaryTermsInKorean() throws {
        let term = try start()
        term.send("glossary 비동")
        term.send(.tab)
        _ = try term.waitForScreen(containing: "› glossary 비동기")
        term.sendLine("")
        _ = try term.waitFor("asynchronous")
        try term.waitForPrompt("› ")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testAnUnwritableHistoryGivesOneWarningAndTheSessionGoesOn() throws {
        let term = try start(["XDG_STATE_HOME": "/proc/tablelab-cannot-write-here"])
        term.sendLine("rows 10")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.sendLine("rows 20")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
        let warnings = term.plainTranscript.components(separatedBy: "cannot save history").count - 1
        XCTAssertEqual(warnings, 1, term.plainTranscript)
    }

    func testKoreanByDefaultWhenLangIsKorean() throws {
        let term = try start(["LANG": "ko_KR.UTF-8"])
        term.sendLine("speed instant")
        try term.waitForPrompt("› ")
        term.sendLine("scroll 10")
        _ = try term.waitFor("재사용")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }
}
#endif
