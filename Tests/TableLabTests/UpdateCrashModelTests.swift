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
            let text = ResponseRenderer.render(crash, session: session, context: RenderContext(language: language, width: 80))
                .joined(separator: "\n")
            XCTAssertTrue(text.contains("(0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)"), text)
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
