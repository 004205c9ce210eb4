import XCTest
@testable import TableLab
import TableRender

/// Wrapped messages never cut a command in backticks in two.
final class WrapTests: XCTestCase {
    func testACodeSpanStaysOnOneLine() {
        let lines = HelpText.wrap("then type `checkmarks from-model` and `rows 1000000` to see it", width: 24)
        XCTAssertTrue(lines.contains { $0.contains("`checkmarks from-model`") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("`rows 1000000`") }, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 24 }, "\(lines)")
    }

    func testASpanWiderThanTheLineIsSplitAtItsSpaces() {
        let lines = HelpText.wrap("`a very long command that cannot fit at all`", width: 12)
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 12 }, "\(lines)")
    }
}
