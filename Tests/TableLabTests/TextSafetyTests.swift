import Foundation
import XCTest
import TableRender
@testable import TableLab
import TableText

/// Text from outside (glossary files, typed lines, paths) reaches the terminal only as text, and
/// data files that are missing, huge, not regular files or saved with CRLF are handled with a message.
final class TextSafetyTests: XCTestCase {
    static let hostileFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/glossary-hostile")

    /// No byte of any control sequence: ESC, BEL, the C1 CSI, or any other C0/C1 control but newline.
    func assertHarmless(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { TerminalText.isControl($0) }
        XCTAssertTrue(bad.isEmpty, "control characters reached the output: \(bad.map { "U+" + String($0.value, radix: 16) })\n\(text)",
                      file: file, line: line)
    }

    // MARK: - The sanitiser

    func testEveryControlCharacterGetsAVisibleForm() {
        XCTAssertEqual("a\u{1B}]0;title\u{07}b".visibleControls, "a␛]0;title␇b")
        XCTAssertEqual("\u{1B}[2J\u{1B}[6n".visibleControls, "␛[2J␛[6n")
        XCTAssertEqual("\u{0}\u{7F}\r".visibleControls, "␀␡␍")
        XCTAssertEqual("\u{9B}2J \u{9D}0;x\u{9C}".visibleControls, "\\u{9B}2J \\u{9D}0;x\\u{9C}")
        XCTAssertEqual("line\n\tindented".visibleControls, "line\n\tindented", "newline and tab lay text out: kept")
        XCTAssertEqual("가나 👨‍👩‍👧 שלום ✔︎".visibleControls, "가나 👨‍👩‍👧 שלום ✔︎", "everything printable is left alone")
        XCTAssertEqual("\r\n".visibleControls, "␍\n", "a CR inside a CRLF cluster is still found")
        for value in UInt32(0)...0xA0 {
            let scalar = Unicode.Scalar(value)!
            let shown = String(scalar).visibleControls
            XCTAssertFalse(shown.containsControlCharacters, "U+\(String(value, radix: 16))")
            XCTAssertEqual(shown == String(scalar), !TerminalText.isControl(scalar))
        }
        XCTAssertEqual(TerminalText.describe("\u{1B}"), "␛ ESC (U+001B)")
    }

    // MARK: - A hostile glossary file

    func testAGlossaryFileWithEscapeSequencesIsShownHarmlessly() throws {
        let (glossary, diagnostics) = Glossary.load(from: Self.hostileFolder)
        XCTAssertEqual(diagnostics.errors, [], "it loads: a learner still gets the term")
        let entry = try XCTUnwrap(glossary.entry(id: "hostile-term"))
        var printed: [String] = []
        for language in Language.allCases {
            printed += glossary.listLines(language: language, width: 80)
            printed += glossary.entryLines(entry, language: language, width: 80)
            printed += glossary.lookupLines(glossary.lookup("hostile term"), query: "hostile \u{1B}[2J", language: language, width: 80)
            printed += glossary.lookupLines(glossary.lookup("zzz\u{1B}]0;x\u{07}"), query: "zzz\u{1B}]0;x\u{07}", language: language, width: 80)
        }
        let text = printed.joined(separator: "\n")
        assertHarmless(text)
        XCTAssertTrue(text.contains("␛]0;pwned␇"), text)
        XCTAssertTrue(text.contains("␛[2J"), text)
        XCTAssertTrue(text.contains("␛]52;c;cm0gLXJmIH4=␇"), text)
        XCTAssertTrue(text.contains("␛[6n"), text)
        XCTAssertTrue(text.contains("\\u{9B}2J"), text)

        // Through a session and the renderer, in colour: the only escapes are the renderer's own SGR.
        var session = Session(glossary: glossary)
        let context = RenderContext(palette: .colored, width: 80)
        let lines = ResponseRenderer.render(session.execute("glossary hostile term"), session: session, context: context)
            + ResponseRenderer.render(session.execute("glossary"), session: session, context: context)
        let rendered = lines.joined(separator: "\n").strippingANSIEscapes()
        assertHarmless(rendered)
        for sequence in ["\u{1B}]", "\u{1B}[2J", "\u{1B}[6n", "\u{1B}[H", "\u{07}"] {
            XCTAssertFalse(lines.joined().contains(sequence), sequence.visibleControls)
        }
        XCTAssertEqual(Completion.candidates(for: "glossary 나쁜", glossary: glossary, indexTitles: []).filter(\.containsControlCharacters), [])
    }

    func testTheCheckerRejectsControlCharactersWithFileAndLine() {
        let diagnostics = ContentChecker.checkGlossary(directory: Self.hostileFolder, lessonIDs: [])
        let errors = diagnostics.errors.map(\.description)
        for line in [3, 5, 13, 15, 17, 23, 25] {
            XCTAssertTrue(errors.contains { $0.hasPrefix("glossary-hostile/hostile-term.md:\(line): control character") }, "line \(line): \(errors)")
        }
        XCTAssertTrue(errors.contains("glossary-hostile/hostile-term.md:15: control character ␛ ESC (U+001B), ␇ BEL (U+0007): printed, it could take over the learner's terminal (retitle the window, clear the screen, write the clipboard) — delete it"), "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("glossary-hostile/hostile-term.md:17: control character ␛ ESC (U+001B), \\u{9B} CSI (U+009B)") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("glossary-hostile/hostile-term-two.md:8: control character ␇ BEL") }, "\(errors)")
        XCTAssertFalse(errors.contains { $0.hasPrefix("glossary-hostile/quiet-term.md") }, "CRLF alone is no error: \(errors)")
        for d in diagnostics { assertHarmless(d.text(.both)) }
    }

    func testTheCheckerRejectsControlCharactersInLessonFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-lessons-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.hostileFolder, to: root.appendingPathComponent("glossary"))
        try Data("---\nid: one\n---\n\nfine\nnot \u{1B}[2J fine\n".utf8).write(to: root.appendingPathComponent("Lessons/one.md"))
        let errors = ContentChecker.check(dataRoot: root).errors.map(\.description)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Lessons/one.md:6: control character ␛ ESC") }, "\(errors)")
    }

    // MARK: - Typed lines

    func testATypedLineIsEchoedInErrorsWithItsControlsVisible() {
        var session = Session()
        let hostile = ["rows \u{1B}]0;x\u{07}5", "\u{1B}[2Jscroll 1", "scroll to \u{1B}[6n", "data \u{9B}2J",
                       "index \u{1B}]52;c;aGk=\u{07}", "style \u{0}", "lang \u{1B}[31m"]
        for line in hostile {
            let response = session.execute(line)
            XCTAssertTrue(response.isError, line.visibleControls)
            for language in Language.allCases {
                let context = RenderContext(language: language, palette: .colored, width: 80)
                let lines = ResponseRenderer.render(response, session: session, context: context)
                assertHarmless(lines.joined(separator: "\n").strippingANSIEscapes())
                assertHarmless(ResponseRenderer.errorSummary(response, language: language))
            }
        }
        let message = ResponseRenderer.errorSummary(session.execute("rows \u{1B}]0;x\u{07}5"), language: .en)
        XCTAssertEqual(message, "`rows ␛]0;x␇5` holds a control character (␛ ESC (U+001B)) — nothing was run; type the command again without it")
        let ko = ResponseRenderer.errorSummary(session.execute("register a\u{7}b"), language: .ko)
        XCTAssertEqual(ko, "입력한 줄에 제어 문자가 있어 아무것도 실행하지 않았습니다: `register a␇b` (␇ BEL (U+0007)) — 그 문자를 빼고 다시 입력하세요")
        XCTAssertEqual(session.history, [], "the session survives every one of them unchanged")
        XCTAssertFalse(session.execute("rows 5\r").isError, "a CR at the end (a script saved with CRLF) is whitespace, as before")
    }

    // MARK: - Data files

    func testAGlossaryFileWithCRLFLineEndingsLoads() throws {
        let (glossary, diagnostics) = Glossary.load(from: Self.hostileFolder)
        XCTAssertFalse(diagnostics.contains { $0.file.hasSuffix("quiet-term.md") }, "\(diagnostics)")
        let entry = try XCTUnwrap(glossary.entry(id: "quiet-term"), "the CRLF entry does not disappear")
        XCTAssertEqual(entry.definitionEn, "an ordinary entry beside a hostile one, saved with Windows line endings.")
        XCTAssertEqual(entry.bodyKo.count, 2)
        XCTAssertFalse((entry.bodyEn + entry.bodyKo).joined().contains("␍"))
        let warnings = ContentChecker.checkGlossary(directory: Self.hostileFolder, lessonIDs: []).warnings
        XCTAssertTrue(warnings.contains { $0.file.hasSuffix("quiet-term.md") && $0.english.contains("CRLF") })
    }

    func testLargeFilesPipesAndFoldersAreRefusedWithAMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-big-\(UUID().uuidString)/glossary")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.hostileFolder.appendingPathComponent("quiet-term.md"),
                                         to: folder.appendingPathComponent("quiet-term.md"))
        // 3 MB: over the 1 MiB limit. Refused before it is read, so it costs nothing.
        let big = "---\nid: big\n---\n" + String(repeating: "x", count: 3_000_000)
        try Data(big.utf8).write(to: folder.appendingPathComponent("big.md"))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.md").path, 0o600), 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.md"), withIntermediateDirectories: false)

        let start = Date()
        let (glossary, diagnostics) = Glossary.load(from: folder)  // a FIFO opened for reading would hang here
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "a FIFO read would block for ever; 30 s only guards against that, it is not a speed test")
        XCTAssertEqual(glossary.entries.map(\.id), ["quiet-term"], "the rest still loads")
        let text = diagnostics.map(\.description)
        XCTAssertTrue(text.contains("glossary/big.md:1: the file is 3.0 MB; content files are read up to 1 MiB (an entry is a few KB), so it is skipped — is this the right file?"), "\(text)")
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/pipe.md:1: this is not a regular file") }, "\(text)")
        XCTAssertTrue(text.contains { $0.hasPrefix("glossary/folder.md:1: this is a folder") }, "\(text)")
        XCTAssertTrue(diagnostics.map { $0.text(.ko) }.contains { $0.hasPrefix("glossary/big.md:1: 파일 크기가 3.0 MB입니다") })
        let checked = ContentChecker.checkGlossary(directory: folder, lessonIDs: []).errors
        XCTAssertEqual(Set(checked.map(\.file).filter { !$0.hasSuffix("quiet-term.md") }), ["glossary/big.md", "glossary/pipe.md", "glossary/folder.md"])
    }

    func testAMissingTablelabDataFolderIsAnErrorNotAFallBack() throws {
        let environment = ["TABLELAB_DATA": "/nonexistent/tablelab-data"]
        XCTAssertNil(DataLocator.dataRoot(environment: environment, executable: nil),
                     "never silently another copy of the data")
        let location = DataLocator.locate(environment: environment, executable: nil)
        XCTAssertEqual(location, .unusable(path: "/nonexistent/tablelab-data", reason: .missing))
        XCTAssertEqual(location.problem(.en),
                       "TABLELAB_DATA=/nonexistent/tablelab-data does not exist — set it to the folder that holds glossary/, or unset it to use the installed data")
        XCTAssertEqual(location.problem(.ko),
                       "TABLELAB_DATA=/nonexistent/tablelab-data: 없는 폴더입니다 — glossary/ 폴더가 든 폴더를 지정하거나, 설치된 데이터를 쓰려면 이 설정을 지우세요")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(DataLocator.locate(environment: ["TABLELAB_DATA": file.path], executable: nil),
                       .unusable(path: file.path, reason: .notAFolder))
        XCTAssertEqual(DataLocator.locate(environment: ["TABLELAB_DATA": Self.hostileFolder.path], executable: nil),
                       .unusable(path: Self.hostileFolder.path, reason: .noGlossary))
        let root = Self.hostileFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertEqual(DataLocator.locate(environment: ["TABLELAB_DATA": root.path], executable: nil), .found(root))
        XCTAssertEqual(DataLocator.locate(environment: ["TABLELAB_DATA": "/x\u{1B}]0;t\u{07}"], executable: nil).problem(.en)?
            .containsControlCharacters, false)
    }

    // MARK: - Start-up: the glossary is read on first use

    func testALazyGlossaryIsReadOnlyWhenACommandNeedsIt() throws {
        let root = Self.hostileFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("glossary")
        let loads = LockedCounter()
        let lazy = Glossary.lazy {
            loads.increment()
            return Glossary.load(from: folder).0
        }
        var session = Session(glossary: lazy)
        for line in ["rows 30", "scroll 10", "help scroll", "stats", "log", "scroll 10", "lang ko", "lang en"] {
            _ = session.execute(line)
        }
        XCTAssertFalse(lazy.isLoaded, "no command so far needed the glossary")
        XCTAssertEqual(loads.value, 0)

        // The same sightings as a session whose glossary was read up front.
        var eager = Session(glossary: Glossary.load(from: folder).0)
        for line in ["rows 30", "scroll 10", "help scroll", "stats", "log", "scroll 10", "lang ko", "lang en"] {
            _ = eager.execute(line)
        }
        let copy = session
        let page = ResponseRenderer.render(session.execute("glossary prepareForReuse"), session: session, context: RenderContext(width: 100))
        XCTAssertTrue(lazy.isLoaded)
        XCTAssertEqual(page, ResponseRenderer.render(eager.execute("glossary prepareForReuse"), session: eager, context: RenderContext(width: 100)))
        XCTAssertTrue(page.joined(separator: "\n").contains("`scroll 10`"))
        XCTAssertEqual(copy.sightings, session.sightings, "copies share the one load")
        XCTAssertEqual(copy.sightings, eager.sightings)
        XCTAssertEqual(copy.sightings.sightings(of: "cell-for-row-at"), ["`rows 30`", "`scroll 10`"])
        XCTAssertEqual(loads.value, 1, "loaded once, shared by every copy of the session")
    }

    func testTrimmingSpacesMatchesFoundation() {
        for text in ["", " ", "\t a b \t", "\u{A0}비동기\u{3000}", "  **Name** — def.  ", "x", "\u{2003}\u{2003}", "a\u{A0}", " \n ",
                     "비동기", "셀 객체", "a", "ab", "\u{3000}x", "x\u{3000}", "\ta"] {
            XCTAssertEqual(text.trimmedSpaces(), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }

    func testUnreadSightingsStayBounded() {
        var sightings = GlossarySightings()
        for i in 0..<10_000 { sightings.note("cellForRowAt dequeueReusableCell", context: "`scroll \(i)`") }
        XCTAssertEqual(sightings.unread.count, GlossarySightings.limit)
    }
}

/// A counter a `@Sendable` loader can bump.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
