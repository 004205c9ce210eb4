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

    func testATallTerminalKeepsEveryRow() throws {
        var session = Session()
        guard case .step(let step, _) = session.execute("scroll 10"), let last = step.frames.last else { return XCTFail() }
        let ctx = RenderContext(width: 80)
        let full = ResponseRenderer.animationFrame(table: session.table, frame: last, context: ctx)
        let tall = ResponseRenderer.animationFrame(table: session.table, frame: last, context: ctx, maxLines: 200)
        XCTAssertEqual(full, tall)
    }
}
