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

    private func run(_ arguments: [String], stdin: String = "", stdinBytes: [UInt8] = [], env: [String: String] = [:],
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
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8) + Data(stdinBytes))
        try? input.fileHandleForWriting.close()
        let outData = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }

    private func assertNoControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
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

    /// A copy of the shipped data folder (glossary, lessons, catalogs), with `edit` applied to the
    /// text of each file named in it.
    private func shippedDataRoot(editing edits: [String: (String) -> String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-data-\(UUID().uuidString)")
        let shipped = Self.messages.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["glossary", "Lessons", "messages"] {
            try FileManager.default.copyItem(at: shipped.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, edit) in edits {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let edited = edit(text)
            XCTAssertNotEqual(edited, text, "\(path): the edit changed nothing")
            try Data(edited.utf8).write(to: url)
        }
        return root
    }

    func testControlCharactersWrittenAsYAMLEscapesNeverReachTheTerminalAndFailTheCheck() throws {
        let root = try shippedDataRoot(editing: [
            "glossary/cell.md": { $0.replacingOccurrences(of: "\nen: cell\n", with: "\nen: \"cell\\e]0;PWNED\\a\\e[2J\"\n") },
            "messages/en.yaml": { $0.replacingOccurrences(of: "alreadyAtTop: \"already at the top", with: "alreadyAtTop: \"already\\e]0;PWNED\\a\\e[2J\\x9b\\u202E at the top") },
            "Lessons/01-data-source.md": { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.map { $0.hasPrefix("en: ") ? "en: \"The data source\\e[5m answers questions\"" : String($0) }.joined(separator: "\n")
            },
        ])
        let env = ["TABLELAB_DATA": root.path]
        let shown = try run(["--keep-going"], stdin: "glossary cell\ntop\nlessons\n", env: env)
        assertNoControls(shown.out)
        assertNoControls(shown.err)
        XCTAssertTrue(shown.out.contains("already␛]0;PWNED␇␛[2J\\u{9B}\\u{202E} at the top"), shown.out)
        XCTAssertTrue(shown.out.contains("cell␛]0;PWNED␇␛[2J"), shown.out)

        let check = try run(["--check"], env: env)
        XCTAssertEqual(check.status, 1)
        assertNoControls(check.out)
        XCTAssertTrue(check.out.contains("glossary/cell.md:3: control character ␛ ESC (U+001B), ␇ BEL (U+0007), written as a YAML escape"), check.out)
        XCTAssertTrue(check.out.contains("`notes.alreadyAtTop` holds control character ␛ ESC (U+001B), written as a YAML escape"), check.out)
        XCTAssertTrue(check.out.contains("Lessons/01-data-source.md:4: control character ␛ ESC (U+001B), written as a YAML escape"), check.out)
    }

    func testALessonRunLineWithAnEscapeIsShownNotObeyed() throws {
        // M6: the lesson runner printed `run:` as it was; `check` refuses it, but an unchecked folder
        // reached the learner.
        let root = try shippedDataRoot(editing: [
            "Lessons/01-data-source.md": { $0.replacingOccurrences(of: "\nrun: rows 30\n", with: "\nrun: \"rows 30\\e[2J\"\n") },
        ])
        let r = try run(["--keep-going"], stdin: "lesson 1\nnext\nanswer a\n", env: ["TABLELAB_DATA": root.path])
        assertNoControls(r.out)
        assertNoControls(r.err)
        XCTAssertTrue(r.out.contains("rows 30␛[2J"), r.out)
    }

    func testTypedBidiControlsAreShownNotEchoed() throws {
        let r = try run(["--keep-going"], stdin: "save x\u{202E}txt.sh\nback \u{2067}evil\nglossary \u{FFFD}\n")
        assertNoControls(r.out)
        assertNoControls(r.err)
        XCTAssertTrue(r.err.contains("x\\u{202E}txt.sh"), r.err)
        XCTAssertTrue(r.err.contains("\\u{202E} RLO (U+202E)"), r.err)
        XCTAssertFalse(r.err.contains("not valid UTF-8"), "a typed U+FFFD is valid UTF-8: \(r.err)")
        let invalid = try run(["--keep-going"], stdin: "glossary \u{FFFD}\n", stdinBytes: [0x72, 0x6F, 0x77, 0x73, 0x20, 0xFF, 0x0A])
        XCTAssertTrue(invalid.err.contains("<stdin>:2: that line is not valid UTF-8 text"), invalid.err)
    }

    func testAnAliasBombInACatalogIsRefusedAtOnceWithItsLine() throws {
        var bomb = "zzlaughs:\n  l0: &m0 \"lol\"\n"
        for level in 1...8 {
            bomb += "  l\(level): &m\(level) {" + (0..<9).map { "k\($0): *m\(level - 1)" }.joined(separator: ", ") + "}\n"
        }
        bomb += "  big: *m8\n"
        let root = try shippedDataRoot(editing: ["messages/en.yaml": { $0 + "\n" + bomb }])
        let lines = try String(contentsOf: root.appendingPathComponent("messages/en.yaml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let anchorLine = (lines.firstIndex { $0.contains("&m0") } ?? 0) + 1
        let env = ["TABLELAB_DATA": root.path]
        let check = try run(["check"], env: env)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.out.contains("messages/en.yaml:\(anchorLine): YAML anchor `&m0`: anchors and aliases are not read here"), check.out)
        XCTAssertFalse(check.out.contains("‹catalogs."), "the checker's own words come from the installed catalog: \(check.out)")
        XCTAssertEqual(check.out.split(separator: "\n").count, 2, "one problem, then the summary: \(check.out)")

        let session = try run([], stdin: "top\n", env: env)
        XCTAssertEqual(session.status, 0)
        XCTAssertTrue(session.err.contains("en.yaml cannot be used (line \(anchorLine): YAML anchor `&m0`"), session.err)
        XCTAssertEqual(session.err.components(separatedBy: "cannot be used").count, 2, "warned once: \(session.err)")
        XCTAssertTrue(session.out.contains("already at the top"), session.out)
        XCTAssertFalse(session.out.contains("‹"), session.out)
    }

    func testABrokenCatalogOrAnUnusableDataFolderSpeaksInWords() throws {
        let root = try shippedDataRoot(editing: ["messages/en.yaml": { $0.replacingOccurrences(of: "alreadyAtTop: \"already", with: "alreadyAtTop: \"\u{1B}already") }])
        let session = try run([], stdin: "rows 5\ntop\nbogus\n", env: ["TABLELAB_DATA": root.path])
        assertNoControls(session.err)
        XCTAssertTrue(session.err.contains("en.yaml cannot be used (line "), session.err)
        XCTAssertTrue(session.err.contains("en.yaml cannot be used (line 39: this is not valid YAML: "), session.err)
        XCTAssertFalse(session.out.contains("‹") || session.err.contains("‹"), session.out + session.err)
        let check = try run(["check"], env: ["TABLELAB_DATA": root.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.out.contains("messages/en.yaml:39: this is not valid YAML: 39:18: error: reader: control characters are not allowed"), check.out)
        XCTAssertFalse(check.out.contains("‹catalogs."), check.out)

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: empty) }
        for unusable in ["/nonexistent", "/etc/hostname", empty.path] {
            let s = try run([], stdin: "rows 5\nglossary\nstats\n", env: ["TABLELAB_DATA": unusable])
            XCTAssertTrue(s.err.contains("TABLELAB_DATA="), s.err)
            XCTAssertFalse(s.out.contains("‹") || s.err.contains("‹"), "\(unusable): \(s.out)\(s.err)")
        }
    }

    func testAFIFOInPlaceOfACatalogIsReportedNotWaitedFor() throws {
        let root = try shippedDataRoot()
        let catalog = root.appendingPathComponent("messages/en.yaml")
        try FileManager.default.removeItem(at: catalog)
        XCTAssertEqual(mkfifo(catalog.path, 0o644), 0)
        let check = try run(["check"], env: ["TABLELAB_DATA": root.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.out.contains("messages/en.yaml:1: en.yaml is not a regular file (a pipe, a device or a folder), so it is not read"), check.out)
        let session = try run([], stdin: "top\n", env: ["TABLELAB_DATA": root.path])
        XCTAssertTrue(session.err.contains("en.yaml cannot be used (line 1: en.yaml is not a regular file"), session.err)
        XCTAssertTrue(session.out.contains("already at the top"), session.out)
    }

    func testALessonSavedWithCRLFIsListedAndOpens() throws {
        let root = try shippedDataRoot(editing: ["Lessons/01-data-source.md": { $0.replacingOccurrences(of: "\n", with: "\r\n") }])
        let r = try run([], stdin: "lessons\nlesson 1\n", env: ["TABLELAB_DATA": root.path])
        XCTAssertFalse(r.out.contains("No lessons were found"), r.out)
        XCTAssertFalse(r.err.contains("front matter"), r.err)
        let check = try run(["check"], env: ["TABLELAB_DATA": root.path])
        XCTAssertEqual(check.status, 0, check.out)
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
