import Foundation
import XCTest
@testable import TableText
@testable import MessageCatalog

/// The plain catalog reader (`Catalog.plainEntries`, issue 17 §7) gives exactly the entries Yams
/// gives, with no problem, or declines: then `parse(plainFirst:)` reads with Yams, refusals included.
final class PlainCatalogTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryShippedCatalogIsPlainAndReadAsYamsReadsIt() throws {
        for language in ["en", "ko"] {
            let url = Self.root.appendingPathComponent("messages/\(language).yaml")
            let text = try Catalog.text(at: url).get()
            let (yams, problems) = Catalog.parse(text)
            XCTAssertEqual(problems, [], "\(language).yaml")
            let plain = Catalog.plainEntries(text)
            XCTAssertNotNil(plain, "\(language).yaml is plain, so the session reads it fast")
            XCTAssertEqual(plain?.count, yams.entries.count, "\(language).yaml")
            XCTAssertEqual(plain, yams.entries, "\(language).yaml: every key, text and line")
            let (session, sessionProblems) = Catalog.load(from: url, plainFirst: true)
            XCTAssertEqual(session.entries, yams.entries)
            XCTAssertEqual(sessionProblems, [])
        }
    }

    func testPlainReaderAgreesWithYamsOrDeclines() {
        let cases = [
            "a: \"x\"", "a: \"x\"\nb: \"y\"\n", "# note\na:\n  b: \"x\"\n  # inner note\n  c: \"y\"\nd: \"z\"",
            "a:\n    b: \"x\"\n    c:\n      d: \"y\"\n    e: \"z\"\nf: \"w\"", "a:\n  b:\n    c: \"x\"\nd: \"y\"",
            "a: \"say \\\"hi\\\" \\\\ there\"", "a: \"\"", "a:   \"x\"   ", "a: \"x\" # note", "a: \"x\"y",
            "a: \"x", "a: \"x\n  y\"", "a: \"\\e]0;x\\a\"", "a: \"\\n\"", "a: \"\\u202E\"", "a: x", "a: 'x'", "a: |\n  x",
            "a: &m \"x\"", "a: *m", "a: !!str \"x\"", "a: [\"x\"]", "a: {b: \"x\"}", "a:\n  - \"x\"", "a:", "a:\nb: \"x\"",
            "a:\n  b: \"x\"\n c: \"y\"", "a: \"x\"\n  b: \"y\"", "  a: \"x\"", "a: \"x\"\na: \"y\"", "a:\n  b: \"x\"\na:\n  c: \"y\"",
            "a:\n  b: \"x\"\n  b: \"y\"", "a:\n  b: \"x\"\nc:\n  b: \"y\"", "-a: \"x\"", "- \"x\"", "a b: \"x\"", "a : \"x\"",
            "\"a\": \"x\"", "1: \"x\"", "a-b_C9: \"x\"", "a:\"x\"", "a:\t\"x\"", "a: \"x\ty\"", "a: \"x\r\"", "a: \"x\u{85}y\"",
            "a: \"x\u{2028}y\"", "a: \"\u{FEFF}x\"", "\u{FEFF}a: \"x\"", "a: \"x\u{9B}y\"", "a: \"비동기 {x|을/를}\"",
            "---\na: \"x\"", "a: \"x\"\n...", "%YAML 1.1\n---\na: \"x\"", "", "# only a comment", "a: \"x\"\n\n\n",
            "a: \"x # not a comment\"", "a: \"x: y\"", "a: \"{count:cell/cells}\"", "a:\n\n  b: \"x\"",
            String(repeating: "k", count: 1_001) + ": \"x\"", String(repeating: "k", count: 1_000) + ": \"x\"",
        ]
        for text in cases {
            let (yams, problems) = Catalog.parse(text)
            guard let plain = Catalog.plainEntries(text) else { continue }
            XCTAssertEqual(problems, [], "the plain reader read \(text.debugDescription), which Yams finds a problem in")
            XCTAssertEqual(plain, yams.entries, "plain reader disagrees with Yams on \(text.debugDescription)")
        }
        // What must go to Yams: anchors, aliases, tags, escapes that decode, blocks, flow, sequences,
        // empty sections, duplicates, odd indentation, tabs, YAML line breaks and marks.
        for text in ["a: &m \"x\"", "a: *m", "a: !!str \"x\"", "a: \"\\e\"", "a: \"\\x1b\"", "a: |\n  x", "a: {b: \"x\"}",
                     "a:\n  - \"x\"", "a:", "a: \"x\"\na: \"y\"", "a:\n  b: \"x\"\n c: \"y\"", "a: \"x\ty\"", "a: \"x\u{2028}y\"",
                     "\u{FEFF}a: \"x\"", "---\na: \"x\"", "a: x", "a: \"x\n  y\""] {
            XCTAssertNil(Catalog.plainEntries(text), text.debugDescription)
        }
    }

    /// A plain-looking catalog past the node limit is not read plain: Yams' scan refuses it, as before.
    func testTheNodeLimitStillBoundsAPlainCatalog() {
        let keys = SafeYAML.maxNodes / 2  // 1 + 2 × keys nodes: one past the limit
        let text = (0..<keys).map { "k\($0): \"v\"" }.joined(separator: "\n")
        XCTAssertNil(Catalog.plainEntries(text))
        let (catalog, problems) = Catalog.parse(text, plainFirst: true)
        XCTAssertEqual(catalog.entries.count, 0)
        XCTAssertEqual(problems.first?.kind, .refused(.tooManyNodes(limit: SafeYAML.maxNodes)))
        let fewer = (0..<(keys - 1)).map { "k\($0): \"v\"" }.joined(separator: "\n")
        XCTAssertEqual(Catalog.plainEntries(fewer)?.count, keys - 1, "at the limit, still read")
    }

    /// Hostile text declines and is refused by Yams as before: an alias bomb after plain lines.
    func testAnAliasAfterPlainLinesIsStillRefused() {
        let text = "errors:\n  unknownCommand: \"unknown {word}\"\nm0: &m0 [\"x\"]\nm1: [*m0, *m0]\n"
        let (catalog, problems) = Catalog.parse(text, plainFirst: true)
        XCTAssertEqual(catalog.entries.count, 0)
        XCTAssertEqual(problems, [Catalog.Problem(line: 3, kind: .refused(.anchor("m0")))])
    }
}
