@testable import TableRender
import TableText
import XCTest

/// `export svg`: the SVG text itself — columns, colours, escaping, no control bytes. (The picture a
/// real renderer draws from it is checked end to end, `ExportSVGEndToEndTests`.)
final class TerminalSVGTests: XCTestCase {
    /// Every `<text x="…">` of a document, as (x, text).
    private func texts(_ svg: String) -> [(x: String, text: String)] {
        svg.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("<text x=\""), let close = line.range(of: "\" y=") else { return nil }
            let x = String(line[line.index(line.startIndex, offsetBy: 9)..<close.lowerBound])
            guard let open = line.range(of: ">"), let end = line.range(of: "</text>") else { return nil }
            return (x, String(line[open.upperBound..<end.lowerBound]))
        }
    }

    func testHangulTakesTwoColumnsAndWhatFollowsItLinesUp() {
        // "재사용 큐 cell#3": 재 at 0, 사 at 2, 용 at 4, 큐 at 7, "cell#3" at 10 (plus one cell of padding).
        let pieces = TerminalSVG.pieces(of: "재사용 큐 cell#3")
        XCTAssertEqual(pieces.map(\.column), [0, 2, 4, 7, 10])
        XCTAssertEqual(pieces.map(\.text), ["재", "사", "용", "큐", "cell#3"])
        let svg = TerminalSVG.document(["재사용 큐 cell#3", "0123456789abcdef"])
        let placed = texts(svg)
        XCTAssertEqual(placed.first { $0.text == "cell#3" }?.x, TerminalSVG.number(11 * TerminalSVG.cellWidth))
        XCTAssertEqual(placed.first { $0.text == "0123456789abcdef" }?.x, TerminalSVG.number(TerminalSVG.cellWidth))
        // The picture is as wide as the widest line: 16 columns and the padding on both sides.
        XCTAssertTrue(svg.contains("width=\"\(TerminalSVG.number(18 * TerminalSVG.cellWidth))\""), svg)
    }

    func testBoxDrawingAndDecomposedHangulUseTheProjectsWidths() {
        // Box drawing is one column; a decomposed syllable (ᄀ + ᅡ) one cluster of two.
        let pieces = TerminalSVG.pieces(of: "│\u{1100}\u{1161}│x")
        XCTAssertEqual(pieces.map(\.column), [0, 1, 3, 4])
    }

    func testPaletteColoursBecomeFillsAndStylesAttributes() {
        let palette = Palette.colored
        let line = palette.paint("reused", .reused) + " " + palette.paint("crash", .crash) + " " + palette.paint("gone", .end)
        let pieces = TerminalSVG.pieces(of: line)
        XCTAssertEqual(pieces.map(\.text), ["reused", "crash", "gone"])
        XCTAssertEqual(pieces.map(\.column), [0, 7, 13])
        let svg = TerminalSVG.document([line])
        XCTAssertTrue(svg.contains("fill=\"\(TerminalSVG.colors[33]!)\">reused<"), svg)
        XCTAssertTrue(svg.contains("fill=\"\(TerminalSVG.colors[31]!)\" font-weight=\"bold\">crash<"), svg)
        XCTAssertTrue(svg.contains("fill=\"\(TerminalSVG.foreground)\" fill-opacity=\"0.6\">gone<"), svg)
        // Nested painting: the outer style comes back after the inner reset.
        let nested = palette.paint("a " + palette.paint("b", .bad) + " c", .heading)
        XCTAssertEqual(TerminalSVG.pieces(of: nested).map(\.look.bold), [true, true, true])
        XCTAssertEqual(TerminalSVG.pieces(of: nested).map(\.look.color), [nil, 31, nil])
    }

    func testMarkupIsEscapedAndNoControlByteIsWritten() {
        let hostile = "<script>&\"'\u{1B}]0;title\u{07}\u{9B}2J\u{0}\u{202E}"
        let svg = TerminalSVG.document([hostile, "a < b && c > d"], title: "scroll <3> \u{1B}[2J")
        XCTAssertFalse(svg.contains("<script"), svg)
        XCTAssertTrue(svg.contains("&lt;script&gt;&amp;&quot;&apos;"), svg)
        XCTAssertTrue(svg.contains("<title>scroll &lt;3&gt; ␛[2J</title>"), svg)
        for scalar in svg.unicodeScalars where scalar != "\n" {
            XCTAssertFalse(TerminalText.isControl(scalar), "control U+\(String(scalar.value, radix: 16)) in the SVG")
        }
        // An OSC title from the text is not markup, not a byte: ESC ] takes no column, its text is shown.
        XCTAssertFalse(svg.unicodeScalars.contains("\u{1B}"))
    }

    /// (Well-formedness is checked by a real renderer, end to end: rsvg-convert refuses bad XML.)
    func testDocumentHasItsHeaderAndBackground() {
        let palette = Palette.colored
        let svg = TerminalSVG.document([palette.paint("┌─ 재사용 큐 ─┐", .queue), "│ <cell#3> & │", "└────────────┘"],
                                       title: "tablelab › queue")
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"\(TerminalSVG.background)\"/>"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    }
}
