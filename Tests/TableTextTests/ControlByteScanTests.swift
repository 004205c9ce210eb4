import XCTest
@testable import TableText

/// `TerminalText.mayHoldControl` (the byte scan `sanitize` starts with, issue 17 §7) never says
/// "none" for a text that holds a control character, wherever in the text it is.
final class ControlByteScanTests: XCTestCase {
    func testEveryControlScalarIsSeenInItsBytes() {
        var scalars = (0..<0x3000).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0xFFFD, 0x1F600].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "셀 cell " + String(scalar)
            if TerminalText.isControl(scalar) {
                XCTAssertTrue(TerminalText.mayHoldControl(text), "U+" + String(scalar.value, radix: 16))
                XCTAssertTrue(TerminalText.mayHoldControl(String(scalar) + "셀"), "U+" + String(scalar.value, radix: 16) + " first")
                XCTAssertNotEqual(TerminalText.sanitize(text), text)
            } else {
                XCTAssertEqual(TerminalText.sanitize(text), text, "U+" + String(scalar.value, radix: 16))
            }
        }
    }

    func testPlainTextHasNoControl() {
        XCTAssertFalse(TerminalText.mayHoldControl("재사용 큐 — reuse queue\tcell\n“quoted” ‘x’ … ·"))
        XCTAssertFalse(TerminalText.mayHoldControl(""))
        XCTAssertTrue(TerminalText.mayHoldControl("title\u{1B}]0;PWNED\u{07}"[...].dropFirst(2)), "a substring too")
    }
}
