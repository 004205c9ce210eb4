#if os(Linux)
import XCTest
import Foundation

/// The real binary with hostile text and broken data folders: no control sequence reaches standard
/// output or standard error raw, and `--check` fails loudly instead of passing quietly.
final class TextSafetyEndToEndTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        signal(SIGPIPE, SIG_IGN)
    }

    static let hostileGlossary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TableLabTests/Fixtures/glossary-hostile")
    /// The shipped message catalogs: a data folder holds them next to `glossary/`.
    static let messages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("messages")

    private func run(_ arguments: [String], stdin: String = "", env: [String: String] = [:],
                     stdout: FileHandle? = nil) throws -> (out: String, err: String, status: Int32) {
        let process = Process()
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "FORCE_COLOR")
        environment.removeValue(forKey: "TABLELAB_DATA")
        environment.merge(env) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let outData = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }

    private func assertNoControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
        XCTAssertTrue(bad.isEmpty, "raw control characters: \(bad.map { String($0.value, radix: 16) })", file: file, line: line)
    }

    /// A data folder whose glossary holds escape sequences (copied from the TableLabTests fixture).
    private func hostileDataRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.hostileGlossary, to: root.appendingPathComponent("glossary"))
        try FileManager.default.copyItem(at: Self.messages, to: root.appendingPathComponent("messages"))
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    func testTypedLinesAreEchoedWithTheirControlsVisible() throws {
        let r = try run(["--keep-going"], stdin: "rows \u{1B}]0;pwned\u{07} 5\n\u{1B}[2Jscroll 1\nindex \u{1B}[6n\n")
        XCTAssertEqual(r.status, 1)
        assertNoControls(r.out)
        assertNoControls(r.err)
        XCTAssertTrue(r.out.contains("› rows ␛]0;pwned␇ 5"), r.out)
        XCTAssertTrue(r.err.contains("<stdin>:1: `rows ␛]0;pwned␇ 5` holds a control character (␛ ESC (U+001B)) — nothing was run"), r.err)
        XCTAssertTrue(r.err.contains("<stdin>:2: `␛[2Jscroll 1` holds a control character"), r.err)
    }

    func testAHostileGlossaryIsShownHarmlesslyAndRejectedByTheChecker() throws {
        let root = try hostileDataRoot()
        let shown = try run([], stdin: "glossary hostile term\nglossary\nglossary 나쁜\n", env: ["TABLELAB_DATA": root.path])
        assertNoControls(shown.out)
        assertNoControls(shown.err)
        XCTAssertTrue(shown.out.contains("␛]0;pwned␇"), shown.out)
        XCTAssertTrue(shown.out.contains("␛]52;c;"), shown.out)

        let check = try run(["--check"], env: ["TABLELAB_DATA": root.path])
        XCTAssertEqual(check.status, 1)
        assertNoControls(check.out)
        XCTAssertTrue(check.out.contains("glossary/hostile-term.md:15: control character ␛ ESC (U+001B), ␇ BEL (U+0007)"), check.out)
    }

    func testAMissingTablelabDataFolderIsAnError() throws {
        let check = try run(["--check"], env: ["TABLELAB_DATA": "/nonexistent"])
        XCTAssertEqual(check.status, 1, "today it silently checked another folder and passed")
        XCTAssertEqual(check.out, "")
        XCTAssertTrue(check.err.contains("TABLELAB_DATA=/nonexistent does not exist"), check.err)

        let session = try run([], stdin: "rows 5\nglossary\n", env: ["TABLELAB_DATA": "/nonexistent"])
        XCTAssertEqual(session.status, 0, "the session still runs, without a glossary")
        XCTAssertTrue(session.err.contains("TABLELAB_DATA=/nonexistent does not exist"), session.err)
    }

    func testTheGlossaryIsReadOnlyWhenACommandNeedsIt() throws {
        // A glossary with a broken entry: its error is printed when the glossary is read.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-lazy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("glossary"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.messages, to: root.appendingPathComponent("messages"))
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let broken = Self.hostileGlossary.deletingLastPathComponent().appendingPathComponent("glossary-broken")
        for name in ["good-term.md", "missing-ko.md"] {
            try FileManager.default.copyItem(at: broken.appendingPathComponent(name), to: root.appendingPathComponent("glossary/" + name))
        }
        let env = ["TABLELAB_DATA": root.path]
        let untouched = try run([], stdin: "rows 30\nscroll 10\nstats\n", env: env)
        XCTAssertEqual(untouched.status, 0)
        XCTAssertFalse(untouched.err.contains("missing-ko.md"), "not read before a command needs it: \(untouched.err)")
        let used = try run([], stdin: "rows 30\nglossary good term\n", env: env)
        XCTAssertTrue(used.err.contains("glossary/missing-ko.md:8: missing field \"ko\""), used.err)
        XCTAssertTrue(used.out.contains("Good term") || used.out.contains("good term"), used.out)
    }

    func testCheckFailsWhenItsReportCannotBeWritten() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let r = try run(["--check"], stdout: full)
        XCTAssertEqual(r.status, 1, "a report that was not written is not a pass")
        XCTAssertTrue(r.err.contains("cannot write to standard output"), r.err)  // the one writer's message
        XCTAssertFalse(r.err.contains("Fatal error"), r.err)
    }
}
#endif
