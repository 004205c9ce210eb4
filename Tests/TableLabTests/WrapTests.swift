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

    /// An index path is not cut after its comma (a Korean walkthrough found "[0," ending a line).
    func testAnIndexPathStaysOnOneLine() {
        let text = "셀이 없는 행은 [0, 15] 자리로 가고 deleteRows(at: [[0, 2]]) 다음에 [0, 3]…[0, 7]이 올라옵니다"
        for width in 10...40 {
            let lines = HelpText.wrap(text, width: width)
            XCTAssertFalse(lines.contains { $0.hasSuffix("[0,") || $0.hasSuffix("[[0,") }, "width \(width): \(lines)")
            XCTAssertEqual(lines.joined(separator: " "), text, "width \(width): nothing lost")
        }
        XCTAssertEqual(HelpText.wrap("a list [1, 2, 3]", width: 8), ["a list", "[1, 2,", "3]"], "a longer list is not one unit")
    }

    func testASpanWiderThanTheLineIsSplitAtItsSpaces() {
        let lines = HelpText.wrap("`a very long command that cannot fit at all`", width: 12)
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 12 }, "\(lines)")
    }

    /// Widths added up word by word give the lines measuring each whole line gave (the way `wrap`
    /// measured before, kept here as the reference), where a space could join a neighbour too: a
    /// combining or spacing mark after it, a prepended sign before it, an escape sequence holding a
    /// space, Korean, emoji.
    func testWidthsAddedWordByWordWrapAsWholeLines() {
        func reference(_ text: String, width: Int) -> [String] {
            var lines: [String] = []
            var current = ""
            for word in HelpText.units(text, width: width) {
                let candidate = current.isEmpty ? word : current + " " + word
                if candidate.displayWidth > width && !current.isEmpty {
                    lines.append(current)
                    current = word
                } else {
                    current = candidate
                }
            }
            if !current.isEmpty { lines.append(current) }
            return lines
        }
        let texts = [
            "a cell is borrowed, not owned: \u{301}mark after a space and \u{903}spacing mark too",
            "sign \u{600} before a space \u{600} \u{600}x and at the end \u{600}",
            "셀은 화면에 보이는 동안 한 행을 보여 주는 재사용 가능한 뷰입니다 `cell 7` 셀 #7",
            "escape \u{1B}[1 q with a space inside \u{1B}[0m and colour \u{1B}[4mterm\u{1B}[24m here",
            "emoji 👨‍👩‍👧 and flags 🇰🇷 🇰🇷🇰🇷 and  double  spaces   here ",
            "",
        ]
        for text in texts {
            for width in [1, 3, 8, 13, 20, 40] {
                XCTAssertEqual(HelpText.wrap(text, width: width), reference(text, width: width), "\(width): \(text.debugDescription)")
            }
        }
    }

    /// An id is lowercase ASCII letters and digits in words joined by single hyphens.
    func testValidIDs() {
        for id in ["cell", "reuse-queue", "a1-b2-c3", "x", "9"] { XCTAssertTrue(GlossaryParser.isValidID(id), id) }
        for id in ["", "-", "-cell", "cell-", "reuse--queue", "Cell", "셀", "cell\u{301}", "cell_x", "cell id", "é"] {
            XCTAssertFalse(GlossaryParser.isValidID(id), id.debugDescription)
        }
    }
}
