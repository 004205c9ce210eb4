import XCTest
import TableRender
@testable import TableLab

/// `log full` is bounded: a command with thousands of events prints at most `fullLogLines` lines
/// and says how many events there were and how to get them all.
final class LogFullTests: XCTestCase {
    func testLogFullPagesAndSaysHowToGetEveryEvent() throws {
        var session = Session()
        _ = session.execute("rows 5000")
        XCTAssertFalse(session.execute("scroll 1000").isError)
        let events = try XCTUnwrap(session.table.log.last).events.count
        XCTAssertGreaterThan(events, ResponseRenderer.fullLogLines, "a command with more events than lines")

        let en = ResponseRenderer.render(session.execute("log full"), session: session, context: RenderContext(width: 100))
        XCTAssertLessThanOrEqual(en.count, ResponseRenderer.fullLogLines + 3)
        let tail = en.suffix(2).joined(separator: " ")
        XCTAssertTrue(tail.contains("`log full` shows at most 2,000 lines; this command caused \(NumberText.grouped(events)) events"), tail)
        XCTAssertTrue(tail.contains("`trace FILE` writes every one of them"), tail)
        let ko = ResponseRenderer.render(session.execute("log full"), session: session, context: RenderContext(language: .ko, width: 100))
        XCTAssertTrue(ko.suffix(2).joined(separator: " ").contains("`trace 파일` 명령으로 저장하세요"), ko.suffix(2).joined())

        // A short log is printed whole, with no note.
        var small = Session()
        _ = small.execute("scroll 3")
        let lines = ResponseRenderer.render(small.execute("log full"), session: small, context: RenderContext(width: 100))
        XCTAssertFalse(lines.joined().contains("trace FILE"))
    }

    /// Review F-16: `log full` cut results mid-number (`× 1,00…`, `→ 120 …`, `contentSize → 4,70…`).
    /// At every width a line that does not fit wraps between whole words: each number the full list
    /// prints appears whole, and no line is wider than the screen.
    func testLogFullNeverCutsANumber() throws {
        for width in [40, 50, 60, 70, 80, 100] {
            var session = Session()
            for line in ["rows 1000", "height var", "estimate 44", "scroll 3"] { XCTAssertFalse(session.execute(line).isError, line) }
            let lines = ResponseRenderer.render(session.execute("log full"), session: session, context: RenderContext(width: width))
            let text = lines.joined(separator: "\n")
            XCTAssertNil(text.range(of: "[0-9],?…", options: .regularExpression), "width \(width):\n\(text)")
            XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
        }
        var session = Session()
        for line in ["rows 1000", "height var"] { XCTAssertFalse(session.execute(line).isError, line) }
        for width in [40, 60, 80] {
            let text = ResponseRenderer.render(session.execute("log full"), session: session, context: RenderContext(width: width))
                .joined(separator: "\n")
            XCTAssertTrue(text.contains("× 1,000"), "width \(width):\n\(text)")
            XCTAssertTrue(text.contains("→ 1,000"), "numberOfRowsInSection whole at \(width)")
        }
    }
}
