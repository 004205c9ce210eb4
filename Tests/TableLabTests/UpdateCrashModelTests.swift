import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// The crash numbers of an invalid update (FIDELITY §8c.34): a move within the section that
/// disagreed counts in neither "moved in" nor "moved out" — tablelab's reading, said as a model.
final class UpdateCrashModelTests: XCTestCase {
    func testAMoveWithinTheSectionIsLabelledAModelInTheCrash() {
        for language in [Language.en, .ko] {
            var session = Session()
            for line in ["rows 30", "model never"] { XCTAssertFalse(session.execute(line).isError, line) }
            let crash = session.execute("batch move 5 to 0; delete 2")
            let text = ResponseRenderer.render(crash, session: session, context: RenderContext(language: language, width: 400))
                .joined(separator: "\n")
            XCTAssertTrue(text.contains("(0 inserted, 1 deleted)") && text.contains("(0 moved in, 0 moved out)"), text)
            XCTAssertTrue(text.contains("◇"), text)
            XCTAssertTrue(text.contains(language == .en ? "a move within one section counts as neither" : "한 섹션 안의 이동은"), text)
        }
        // A crash with no move says nothing about moves.
        var session = Session()
        for line in ["rows 30", "model never"] { XCTAssertFalse(session.execute(line).isError, line) }
        let text = ResponseRenderer.render(session.execute("delete 2"), session: session, context: RenderContext(width: 80)).joined(separator: "\n")
        XCTAssertFalse(text.contains("a move within one section"), text)
    }
}

/// The frames the REPL plays for an update say they are a model (FIDELITY §8c.36), in both languages.
final class UpdateFrameLabelTests: XCTestCase {
    func testAnUpdatesPlayedFrameIsLabelledAModel() throws {
        for (language, words) in [(Language.en, "◇ model: a frame of the row animation"), (.ko, "행 애니메이션의 한 프레임")] {
            var session = Session()
            XCTAssertFalse(session.execute("rows 30").isError)
            guard case .step(let step, _) = session.execute("delete 3") else { return XCTFail("a step") }
            let first = try XCTUnwrap(step.frames.first)
            let ctx = RenderContext(language: language, width: 80)
            let lines = ResponseRenderer.playedFrame(table: session.table, frame: first, context: ctx,
                                                     screenColumns: 80, screenRows: 24)
            XCTAssertLessThanOrEqual(lines.count, 23)
            XCTAssertTrue(lines.joined(separator: " ").contains(words), lines.joined(separator: "\n"))
            XCTAssertTrue(lines.contains { $0.contains("cell#4") && $0.contains("[0, 3]") }, "the leaving cell is drawn")
        }
        // A scroll's frames are not labelled.
        var session = Session()
        guard case .step(let scroll, _) = session.execute("scroll 3") else { return XCTFail("a step") }
        let lines = ResponseRenderer.playedFrame(table: session.table, frame: scroll.frames[0], context: RenderContext(width: 80),
                                                 screenColumns: 80, screenRows: 24)
        XCTAssertFalse(lines.joined().contains("a frame of the row animation"))
    }
}
