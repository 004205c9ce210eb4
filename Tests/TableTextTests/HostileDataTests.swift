import Foundation
import XCTest
@testable import MessageCatalog
@testable import TableText

/// Data from outside — a YAML file a teacher shared, a typed word — reaches the terminal only as text,
/// and YAML cannot make tablelab build billions of nodes.
final class HostileDataTests: XCTestCase {
    // MARK: - The output filter (`TerminalText.forTerminal`, what `Output` writes)

    func testOnlyThePalettesOwnColourSequencesReachTheTerminal() {
        let painted = "\u{1B}[1;31mcrash\u{1B}[0m \u{1B}[2mdim\u{1B}[0m"
        XCTAssertEqual(TerminalText.forTerminal(painted), painted, "the palette's SGR sequences pass unchanged")
        // A glossary term in `help` text, underlined in a colour terminal: its closing `ESC [ 24 m`
        // was shown as "␛[24m" (and counted in the wrap width) — a fresh Korean reading, `help speed`.
        let term = "\u{1B}[4m프레임\u{1B}[24m은"
        XCTAssertEqual(TerminalText.forTerminal(term), term, "underline on and off are the palette's")
        XCTAssertEqual(TerminalText.forTerminal("cell\u{1B}]0;PWNED\u{07}\u{1B}[2J"), "cell␛]0;PWNED␇␛[2J")
        XCTAssertEqual(TerminalText.forTerminal("The data source\u{1B}[5m answers"), "The data source␛[5m answers",
                       "blink is not one of the palette's styles")
        XCTAssertEqual(TerminalText.forTerminal("\u{1B}[31;8mhidden"), "␛[31;8mhidden", "conceal (8) is refused with its sequence")
        XCTAssertEqual(TerminalText.forTerminal("\u{1B}[25A\r\u{1B}[J"), "␛[25A␍␛[J", "cursor moves come only from Output.write(_:rewinding:)")
        XCTAssertEqual(TerminalText.forTerminal("\u{9B}2J"), "\\u{9B}2J")
        XCTAssertEqual(TerminalText.forTerminal("x\u{202E}txt.sh"), "x\\u{202E}txt.sh")
        XCTAssertEqual(TerminalText.forTerminal("\u{1B}[31"), "␛[31", "an unfinished sequence is shown")
        XCTAssertEqual(TerminalText.forTerminal("\u{1B}"), "␛")
        XCTAssertEqual(TerminalText.forTerminal("가\tb\nc"), "가\tb\nc")
    }

    func testBidiControlsAreControlsWithANameAndAVisibleForm() {
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            let scalar = Unicode.Scalar(value)!
            XCTAssertTrue(TerminalText.isControl(scalar), String(value, radix: 16))
            XCTAssertFalse(String(scalar).visibleControls.containsControlCharacters)
        }
        XCTAssertFalse(TerminalText.isControl("\u{200F}"), "a right-to-left mark reorders nothing around it: kept")
        XCTAssertFalse(TerminalText.isControl("ש"))
        XCTAssertEqual(TerminalText.describe("\u{202E}"), "\\u{202E} RLO (U+202E)")
    }

    // MARK: - YAML without anchors, aliases or unbounded nodes

    /// The "billion laughs": each level nine aliases to the level before, `depth` levels deep.
    static func aliasBomb(depth: Int, under key: String? = "zzlaughs") -> String {
        let indent = key == nil ? "" : "  "
        var lines = key.map { ["\($0):"] } ?? []
        lines.append("\(indent)l0: &m0 \"lol\"")
        for level in 1...depth {
            let items = (0..<9).map { "k\($0): *m\(level - 1)" }.joined(separator: ", ")
            lines.append("\(indent)l\(level): &m\(level) {\(items)}")
        }
        lines.append("\(indent)big: *m\(depth)")
        return lines.joined(separator: "\n") + "\n"
    }

    func testAliasBombsAreRefusedAtTheFirstAnchorWhateverTheirDepth() {
        for depth in [7, 8] {
            let scan = SafeYAML.scan(Self.aliasBomb(depth: depth))
            XCTAssertEqual(scan.refusal, SafeYAML.Refusal(kind: .anchor("m0"), line: 2), "depth \(depth)")
            XCTAssertLessThanOrEqual(scan.nodes, 5, "nothing past the first anchor is read (depth \(depth))")
        }
        XCTAssertEqual(SafeYAML.scan("a: *x\n").refusal, SafeYAML.Refusal(kind: .alias("x"), line: 1), "an alias alone is refused too")
        XCTAssertThrowsError(try SafeYAML.compose("a: *x\n"))
        XCTAssertEqual(SafeYAML.scan("a: [1, &x 2]\nb: 3\n").refusal, SafeYAML.Refusal(kind: .anchor("x"), line: 1))
    }

    func testAnAliasBombInACatalogIsOneProblemWithItsLineAndLoadsNothing() {
        let text = "errors:\n  unknownCommand: \"unknown {word}\"\n" + Self.aliasBomb(depth: 8)
        let (catalog, problems) = Catalog.parse(text)
        XCTAssertEqual(catalog.entries.count, 0)
        XCTAssertEqual(problems, [Catalog.Problem(line: 4, kind: .refused(.anchor("m0")))])
        XCTAssertEqual(Language.en.text(problems[0].message),
                       "YAML anchor `&m0`: anchors and aliases are not read here (a few lines could stand for billions of copies) — write each value in full where it is used")
    }

    func testTheNodeLimitBoundsAFileThatIsOnlyBig() {
        let text = (0..<50).map { "k\($0): v" }.joined(separator: "\n")
        XCTAssertNil(SafeYAML.scan(text, maxNodes: 101).refusal, "50 keys and 50 values, plus the mapping: 101 nodes")
        let scan = SafeYAML.scan(text, maxNodes: 100)
        XCTAssertEqual(scan.refusal?.kind, .tooManyNodes(limit: 100))
        XCTAssertEqual(scan.nodes, 101, "the scan stops at the first node past the limit")
    }

    func testControlCharactersDecodedFromEscapesAreFoundWithTheirLine() throws {
        let node = try XCTUnwrap(try SafeYAML.compose("a: plain\nb: \"cell\\e]0;PWNED\\a\"\nc: [\"\\x9b\", \"x\\u202Ey\"]\n"))
        let found = SafeYAML.controlScalars(in: node, isControl: TerminalText.isControl)
        XCTAssertEqual(found.map(\.line), [2, 3, 3])
        XCTAssertEqual(found.map { $0.scalars.map(\.value) }, [[0x1B, 0x07], [0x9B], [0x202E]])
    }

    // MARK: - A catalog that cannot be used

    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-catalogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testABrokenCatalogFallsBackToAnotherAndSaysWhyWithItsLine() throws {
        let broken = try folder(["en.yaml": "errors:\n  unknownCommand: \"unclosed\n", "ko.yaml": "errors:\n  x: \"y\"\n"])
        let good = try folder(["en.yaml": "shell:\n  glossaryEmpty: \"the glossary is empty\"\n"])
        let catalogs = MessageCatalogs(folder: broken, fallbacks: [good])
        XCTAssertEqual(catalogs.render(Message("shell.glossaryEmpty"), in: .en), "the glossary is empty",
                       "the words come from the fallback, not ‹shell.glossaryEmpty›")
        let failure = try XCTUnwrap(catalogs.failures(.en).first)
        XCTAssertEqual(failure.fallback, good)
        XCTAssertEqual(failure.problem?.line, 3, "where libyaml found the quote unclosed: the end of the file")
        XCTAssertEqual(catalogs.failures(.ko), [], "ko.yaml loads: nothing to say about it")
        let warning = try XCTUnwrap(catalogs.loadWarning(.en))
        XCTAssertTrue(warning.hasPrefix(broken.appendingPathComponent("en.yaml").path + " cannot be used (line 3: this is not valid YAML: "), warning)
        XCTAssertTrue(warning.hasSuffix("— messages are shown from \(good.path) until it is fixed; `tablelab check` says what to fix"), warning)
    }

    func testWithNoFallbackTheReasonStillComesInWordsFromTheBuiltInCopies() throws {
        let broken = try folder(["en.yaml": "a: *nowhere\n"])
        let catalogs = MessageCatalogs(folder: broken, fallbacks: [])
        XCTAssertEqual(catalogs.render(L10n.Catalogs.notYAML(reason: "x"), in: .en), "this is not valid YAML: x")
        XCTAssertEqual(catalogs.render(L10n.Shell.glossaryEmpty, in: .en), "‹shell.glossaryEmpty›")
        XCTAssertEqual(catalogs.failures(.en).first?.fallback, nil)
    }
}
