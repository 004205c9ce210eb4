#if os(Linux)
import XCTest
import Foundation

/// Typed text at the real prompt: invalid UTF-8 is refused as such, a valid U+FFFD is not (L2), and a
/// bidi control is named, never echoed back raw in a message (L1).
final class TypedTextSafetyREPLTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = try PseudoTerminal.makeTemporaryDirectory(prefix: "tablelab-e2e-typed")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
    }

    func testInvalidBytesAValidReplacementCharacterAndABidiControl() throws {
        let term = try PseudoTerminal.tablelab(home: home, overrides: [:], columns: 100, rows: 50)
        term.sendLine("rows 5")
        _ = try term.waitFor("numberOfRowsInSection")
        try term.waitForPrompt("› ")
        term.send(bytes: Array("rows ".utf8) + [0xFF, 0x0D])
        _ = try term.waitFor("not valid UTF-8")
        try term.waitForPrompt("› ")
        term.sendLine("rows \u{FFFD}")
        let replacement = try term.waitForPrompt("› ")
        XCTAssertFalse(replacement.contains("not valid UTF-8"), "a typed U+FFFD is valid text: \(replacement)")
        XCTAssertTrue(replacement.contains("whole number"), replacement)
        term.sendLine("back \u{202E}evil")
        let bidi = try term.waitFor("RLO (U+202E)")
        XCTAssertTrue(bidi.contains("\\u{202E}"), bidi)
        try term.waitForPrompt("› ")
        term.sendLine("quit")
        XCTAssertEqual(try term.waitForExit(), 0)
    }
}
#endif
