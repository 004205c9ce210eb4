#if os(Linux)
import XCTest
import Foundation

/// `batch` alone opens a block of changes ended by `end` (issue 19 item 3): in the REPL with a
/// `batch› ` prompt (Ctrl-C cancels it, an empty block says what to type, a bad line is named and
/// nothing runs), in `--script` files, and kept by `save` as the one line that runs it.
final class BatchBlockTests: XCTestCase {
    private var home: URL!

    override class func setUp() {
        super.setUp()
        signal(SIGPIPE, SIG_IGN)
    }

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-batch")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    func testABlockRunsAsOneBatchAndIsSavedAsOneLine() throws {
        let term = try PseudoTerminal.tablelab(home: home, columns: 80, rows: 24)
        term.sendLine("speed instant")
        _ = try term.waitFor("instant")
        try term.waitUntilReadingInput()
        term.sendLine("batch")
        _ = try term.waitFor("one change a line")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("delete 2")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("insert 2")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("end")
        let out = try term.waitFor("index paths before → after")
        XCTAssertTrue(out.contains("performBatchUpdates"), out)
        try term.waitUntilReadingInput()
        let saved = home.appendingPathComponent("saved.tablelab").path
        term.sendLine("save \(saved)")
        _ = try term.waitFor("saved.tablelab")
        try term.waitUntilReadingInput()
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        XCTAssertTrue(text.contains("\nbatch delete 2; insert 2\n"), text)
        XCTAssertFalse(text.contains("\nend\n"), text)
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testCtrlCCancelsAnEmptyBlockSaysWhatToTypeAndABadLineIsNamed() throws {
        let term = try PseudoTerminal.tablelab(home: home, columns: 80, rows: 24)
        term.sendLine("batch")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("delete 2")
        _ = try term.waitForPrompt("batch› ")
        term.send(.ctrlC)
        _ = try term.waitFor("batch block cancelled (Ctrl-C): nothing ran")
        try term.waitUntilReadingInput()
        term.sendLine("batch")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("end")
        _ = try term.waitFor("the batch block is empty")
        try term.waitUntilReadingInput()
        term.sendLine("batch")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("insert 0")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("delet 3")
        _ = try term.waitForPrompt("batch› ")
        term.sendLine("end")
        _ = try term.waitFor("line 2 of the batch block (`delet 3`)")
        _ = try term.waitFor("nothing ran")
        try term.waitUntilReadingInput()
        // Nothing ran: the table still has its 100 rows (the block's `insert 0` did not run).
        term.sendLine("delete 100")
        _ = try term.waitFor("there is no row [0, 100] — section 0 has rows 0 … 99")
        try term.waitUntilReadingInput()
        term.send(.ctrlD)
        XCTAssertEqual(try term.waitForExit(), 0)
    }

    func testAScriptReadsTheBlock() throws {
        let url = home.appendingPathComponent("block.txt")
        try Data("rows 30\nbatch\n  delete 2\n  move 5 to 0\nend\nscroll 1\n".utf8).write(to: url)
        let r = try BinaryRun.run(["--script", url.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("› batch delete 2; move 5 to 0"), r.out)
        XCTAssertTrue(r.out.contains("› scroll 1"), r.out)

        try Data("rows 30\nbatch\ndelete 2\nfrobnicate\nend\nscroll 1\n".utf8).write(to: url)
        let bad = try BinaryRun.run(["--script", url.path])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("line 2 of the batch block (`frobnicate`)"), bad.err)
        XCTAssertFalse(bad.out.contains("deleteRows"), "nothing of the block ran")

        try Data("rows 30\nbatch\ndelete 2\n".utf8).write(to: url)
        let open = try BinaryRun.run(["--script", url.path])
        XCTAssertEqual(open.status, 1)
        XCTAssertTrue(open.err.contains("the batch block opened at line 2 has no `end`"), open.err)
    }
}
#endif
