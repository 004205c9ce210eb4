import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// What a Korean beginner saw go wrong in an 80×24 terminal (read-ko review, findings 2, 3, 6, 9),
/// each drawn the way the terminal gets it, in English and in Korean.
final class EightyColumnsTests: XCTestCase {
    private func run(_ session: inout Session, _ lines: [String]) -> Response {
        var last = Response.nothing
        for line in lines {
            last = session.execute(line)
            XCTAssertFalse(last.isError, line)
        }
        return last
    }

    private func draw(_ response: Response, _ session: Session, _ language: Language, width: Int = 80) -> [String] {
        ResponseRenderer.render(response, session: session, context: RenderContext(language: language, width: width))
            .map { $0.strippingANSIEscapes() }
    }

    /// The review's two runs: the fix switched on before the drag (the as-run code is then
    /// `Data(contentsOf:) + URLSessionDataTask`), and the run the fix was never on in.
    static let replays: [[String]] = [
        ["data movies", "load background", "fix cancel-on-reuse on", "velocity 24000", "scroll 20", "wait 3s",
         "replay --fix cancel-on-reuse"],
        ["data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20", "wait 3s",
         "replay --fix cancel-on-reuse"],
    ]

    /// Finding 2: the `replay` table was 93 columns at 80 and the terminal cut `URLSessi|onDataTask`.
    /// It fits at every width, and every name in it is whole on one line.
    func testReplayTableFitsAndKeepsNamesWhole() {
        for (language, script) in [Language.en, .ko].flatMap({ l in Self.replays.map { (l, $0) } }) {
            var session = Session()
            let response = run(&session, script)
            for width in [RenderContext.minimumWidth, 50, 60, 70, 80, 90, 100] {
                let lines = draw(response, session, language, width: width)
                let text = lines.joined(separator: "\n")
                for line in lines where line.displayWidth > max(width, RenderContext.minimumWidth) {
                    XCTFail("\(language) at \(width): \(line.displayWidth) columns: \(line)\n\(text)")
                }
                for name in ["Data(contentsOf:)", "URLSessionDataTask", "cancel-on-reuse"] {
                    XCTAssertTrue(lines.contains { $0.contains(name) }, "\(language) at \(width): \(name) whole\n\(text)")
                }
            }
        }
    }

    /// At 80 columns the table keeps its three columns (the values narrowed and wrapped), the two
    /// values of a row side by side on the row's first line.
    func testReplayTableAtEightyKeepsItsColumns() throws {
        var session = Session()
        let response = run(&session, Self.replays[0])
        let lines = draw(response, session, .ko)
        let code = try XCTUnwrap(lines.first { $0.hasPrefix("불러온 코드") }, lines.joined(separator: "\n"))
        XCTAssertTrue(code.contains("Data(contentsOf:)") && code.contains("URLSessionDataTask"), code)
        let header = try XCTUnwrap(lines.first { $0.contains("실행한 대로") })
        XCTAssertTrue(header.contains("fix"), header)
    }

    /// Finding 3: lesson 3 step 6's choice was 82 columns at 80; it wraps under its own text.
    func testAChoiceTooWideHangsUnderItsText() {
        let line = "  a) 16개, 이제 \"text\"와 \"image\"가 등록되었으니 큐의 셀들이 새 이름을 받을 수 있다"
        XCTAssertEqual(line.displayWidth, 82)
        let lines = HelpText.wrapItem(line, width: 80)
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("  a) 16개,"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("     ") && !lines[1].hasPrefix("      "), "under the text after `a) `: \(lines[1])")
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        XCTAssertEqual(lines.map { $0.trimmingWhitespace() }.joined(separator: " "), line.trimmingWhitespace())
    }

    /// The verdict hangs under the answer after its label column, and its mark stays with a word.
    func testAVerdictTooWideHangsUnderTheAnswerAndKeepsItsMark() {
        let line = "  테이블의 결과 │ b) 16개 모두, 이름이 없는 셀은 큐에 들어가지 않으니 재사용할 셀이 하나도 없다  ✗"
        let lines = HelpText.wrapItem(line, width: 60)
        XCTAssertGreaterThan(lines.count, 1)
        let indent = "  테이블의 결과 │ b) ".displayWidth
        for l in lines.dropFirst() {
            XCTAssertEqual(l.prefix { $0 == " " }.count, indent, "under the answer's text: \(lines)")
        }
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 60 }, "\(lines)")
        XCTAssertTrue(lines.last!.hasSuffix("  ✗"), "\(lines)")
        XCTAssertNotEqual(lines.last!.trimmingWhitespace(), "✗", "the mark is not alone on its line")
        // A line that fits stays as it is (a lesson's aligned lines are never moved).
        XCTAssertEqual(HelpText.wrapItem("  a)   x  ✓", width: 60), ["  a)   x  ✓"])
    }

    /// Finding 9: after `back` the queue box was 58 columns under a 72-column viewport. Every
    /// response that draws both draws them at one width.
    func testBoxesOfOneResponseShareOneWidth() {
        let scripts: [[String]] = [
            ["rows 30", "scroll 10", "back"],
            ["rows 30", "scroll 10", "back", "forward"],
            ["rows 30", "scroll 10", "show"],
            ["data movies", "register text image", "scroll 5", "back"],
        ]
        for language in [Language.en, .ko] {
            for script in scripts {
                var session = Session()
                let response = run(&session, script)
                for width in [60, 80, 100] {
                    let lines = draw(response, session, language, width: width)
                    let tops = lines.map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("┌") }.map(\.displayWidth)
                    XCTAssertEqual(tops.count, 2, "\(language) \(script) at \(width): a viewport and a queue\n" + lines.joined(separator: "\n"))
                    XCTAssertEqual(Set(tops).count, 1, "\(language) \(script) at \(width): \(tops)\n" + lines.joined(separator: "\n"))
                }
            }
        }
    }

    /// Finding 6: lesson 11's `timeline` listed [0, 0], [0, 1], then [0, 3], and "11 more": the rows
    /// it names are the first ones, none skipped, and the rest are counted after them.
    func testTimelineListsTheFirstDownloadsWithoutAGap() throws {
        for language in [Language.en, .ko] {
            var session = Session()
            let response = run(&session, ["data movies", "latency 300ms", "load main-async", "timeline"])
            for width in [80, 100] {
                let lines = draw(response, session, language, width: width)
                let listed = lines.filter { $0.contains("main.async {") }.compactMap { line -> Int? in
                    guard let r = line.range(of: #"\[0, (\d+)\]"#, options: .regularExpression) else { return nil }
                    return Int(line[r].dropFirst(4).dropLast())
                }
                XCTAssertEqual(listed, Array(0..<listed.count), "\(language) at \(width)\n" + lines.joined(separator: "\n"))
                XCTAssertEqual(listed.count, 5, "\(language) at \(width)\n" + lines.joined(separator: "\n"))
                XCTAssertTrue(lines.contains { $0.contains("11") }, "the 11 others are counted\n" + lines.joined(separator: "\n"))
            }
        }
    }
}
