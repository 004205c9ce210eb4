import TableLab
import TableRender
import TableSim
import XCTest

/// Animation that shows both halves (issue 10, item 9): every played frame has the viewport and the
/// queue, and on a short terminal (80×24) the picture is compact enough to keep both and the prompt.
final class AnimationFrameTests: XCTestCase {
    func testAnEightyByTwentyFourTerminalShowsTheViewportAndTheQueueEveryFrame() throws {
        var session = Session()
        guard case .step(let step, _) = session.execute("scroll 10") else { return XCTFail() }
        let ctx = RenderContext(width: 80)
        for frame in step.frames {
            let lines = ResponseRenderer.animationFrame(table: session.table, frame: frame, context: ctx, maxLines: 23)
            XCTAssertLessThanOrEqual(lines.count, 23, lines.joined(separator: "\n"))
            let text = lines.joined(separator: "\n")
            XCTAssertTrue(text.contains("viewport"), text)
            XCTAssertTrue(text.contains("reuse queue"), text)
            XCTAssertTrue(text.contains("contentOffset.y"), "the viewport's header stays: \(text)")
        }
    }

    /// A played frame shows the table as it was then: no cell waits for a row that was not yet
    /// asked for (lesson 12's fast drag: its first frame said row 9's cell was loading row 34).
    func testAnEarlierFrameNamesNoDownloadNotStartedYet() throws {
        var session = Session()
        for line in ["data movies", "latency 1500ms", "load background", "velocity 24000"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        guard case .step(let step, _) = session.execute("scroll 20"), let first = step.frames.first else { return XCTFail() }
        let asked = Set(first.events.filter { $0.kind == .cellForRowAt }.compactMap { $0.path?.row })
        let text = ResponseRenderer.animationFrame(table: session.table, frame: first, context: RenderContext(width: 100))
            .joined(separator: "\n")
        for row in 25..<40 where !asked.contains(row) {
            XCTAssertFalse(text.contains("loading [0, \(row)]"), "row \(row) was not asked for yet:\n\(text)")
        }
    }

    func testATallTerminalKeepsEveryRow() throws {
        var session = Session()
        guard case .step(let step, _) = session.execute("scroll 10"), let last = step.frames.last else { return XCTFail() }
        let ctx = RenderContext(width: 80)
        let full = ResponseRenderer.animationFrame(table: session.table, frame: last, context: ctx)
        let tall = ResponseRenderer.animationFrame(table: session.table, frame: last, context: ctx, maxLines: 200)
        XCTAssertEqual(full, tall)
    }
}
