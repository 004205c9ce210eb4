import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// Words the Korean learner and the UIKit reviewer tripped on (read-ko 12, read-uikit L-5, L-6):
/// each says what the table did, in one term, with units.
final class ReviewWordsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func say(_ session: inout Session, _ line: String, _ language: Language = .en, width: Int = 100) -> String {
        let response = session.execute(line)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: language, width: width))
            .joined(separator: "\n")
    }

    /// A stepped scroll, after the offset moved and before the pass takes row 0's cell off: the row
    /// has no point on screen, so it is "off screen", not "0 of 44 pt shown" with the ◒ "cut by the
    /// top edge" mark (a Korean walkthrough).
    func testARowWithNoPointShowingMidPassIsOffScreenNotCut() {
        for (language, words, not) in [(Language.en, "off screen", "0 of 44 pt"), (.ko, "화면 밖", "44pt 중 0pt")] {
            var s = Session(language: language)
            _ = say(&s, "step scroll 1", language)
            _ = say(&s, "step", language)
            let out = say(&s, "step 3", language)
            XCTAssertTrue(out.contains("contentOffset.y 44"), out)
            XCTAssertTrue(out.contains(words), out)
            XCTAssertFalse(out.contains(not), out)
            XCTAssertFalse(out.contains("◒"), "no row is cut by an edge: \(out)")
        }
    }

    /// `tap 30` when row 30 is off screen: nothing to tap, not "nothing to change".
    func testTappingARowOffScreenSaysThereIsNoCellToTap() {
        for (language, words, not) in [(Language.en, "no cell to tap", "no cell to change"), (.ko, "탭할 셀이 없습니다", "바꿀 셀이")] {
            var s = Session(language: language)
            let out = say(&s, "tap 30", language)
            XCTAssertTrue(out.contains(words), out)
            XCTAssertFalse(out.contains(not), out)
            // `alpha` still changes a cell.
            XCTAssertTrue(say(&s, "alpha 30 0.5", language).contains(not))
        }
    }

    /// `log full` said `imageLoadFinish [0, 16] cell#17 → 172`: 172 is the simulated image size in KB.
    func testLogFullSaysWhatTheNumberAfterAnImageLoadIs() throws {
        for (language, unit) in [(Language.en, "KB of image data (model)"), (.ko, "이미지 데이터 ")] {
            var s = Session()
            for line in ["data movies", "load sync", "scroll 1"] { XCTAssertFalse(s.execute(line).isError, line) }
            let out = say(&s, "log full", language, width: 140)
            let line = try XCTUnwrap(out.split(separator: "\n").first { $0.contains("imageLoadFinish") }, out)
            XCTAssertTrue(line.contains(unit), String(line))
        }
    }

    /// At `willDisplay` the row is the table's, not drawn yet: the step says it is about to be shown,
    /// and when the committed frame shows it (FIDELITY §8b.33).
    func testTheStepAtWillDisplaySaysAboutToBeShownNotOnScreen() throws {
        var s = Session()
        _ = s.execute("step scroll 1")
        let r = s.execute("step until willDisplay")
        XCTAssertEqual(s.stepping?.current?.kind, .willDisplay)
        let en = ResponseRenderer.render(r, session: s, context: RenderContext(width: 100)).joined(separator: "\n")
        XCTAssertFalse(en.contains("on screen: [0, 16]"), en)
        XCTAssertTrue(en.contains("about to be shown: [0, 16] → cell#17 (on screen from frame "), en)
        let ko = ResponseRenderer.render(r, session: s, context: RenderContext(language: .ko, width: 100)).joined(separator: "\n")
        XCTAssertTrue(ko.contains("곧 보일 행: [0, 16] → cell#17"), ko)
    }

    /// One Korean term for a worker thread, the glossary's own (작업 스레드), and one explanation for ◓.
    func testKoreanCatalogUsesOneTermForWorkerThreadsAndOneForACutRow() throws {
        let ko = try String(contentsOf: Self.root.appendingPathComponent("messages/ko.yaml"), encoding: .utf8)
        XCTAssertFalse(ko.contains("워커"), "the glossary's term is 작업 스레드")
        let partly = "일부만 보임"
        for key in ["cutByBothEdges", "cutByTopEdge", "cutByBottomEdge"] {
            let line = try XCTUnwrap(ko.split(separator: "\n").first { $0.contains("    \(key):") })
            XCTAssertTrue(line.contains(partly), "\(line): the short legend says \(partly)")
        }
    }
}
