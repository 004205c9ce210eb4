import XCTest
@testable import TableLab
import TableRender
import TableText

/// What `replay` says around its table (read-ko finding 8): no suggestion to keep a change the
/// session already runs with, no "(0.0 ms)" for rows that only the last frame showed, and
/// tablelab's own event kinds in the learner's words, as `stats` says them.
final class ReplayWordsTests: XCTestCase {
    /// The learner's run: the fix is on already when `replay --fix cancel-on-reuse` asks about it.
    func replayed(_ language: Language) -> String {
        var s = Session()
        for line in ["data movies", "load background", "fix cancel-on-reuse on", "velocity 24000", "scroll 20", "wait 3s"] {
            XCTAssertFalse(s.execute(line).isError, line)
        }
        let r = s.execute("replay --fix cancel-on-reuse")
        XCTAssertFalse(r.isError)
        return ResponseRenderer.render(r, session: s, context: RenderContext(language: language, width: 100)).joined(separator: "\n")
    }

    func testAChangeTheSessionAlreadyRunsWithIsNotSuggested() {
        let en = replayed(.en)
        XCTAssertFalse(en.contains("to keep the change"), en)
        XCTAssertTrue(en.contains("it already runs with `fix cancel-on-reuse on`"), en)
        let ko = replayed(.ko)
        XCTAssertFalse(ko.contains("바꾼 채로 가려면"), ko)
        XCTAssertTrue(ko.contains("이미 `fix cancel-on-reuse on` 상태"), ko)
    }

    func testAChangeNotYetMadeIsStillSuggested() {
        var s = Session()
        for line in ["data movies", "load background", "velocity 24000", "scroll 20"] { _ = s.execute(line) }
        let r = s.execute("replay --fix cancel-on-reuse")
        let out = ResponseRenderer.render(r, session: s, context: RenderContext(language: .en, width: 100)).joined(separator: "\n")
        XCTAssertTrue(out.contains("to keep the change, type `fix cancel-on-reuse on`"), out)
    }

    func testNoTimeIsShownThatWasNotMeasured() {
        for language in [Language.en, .ko] {
            let out = replayed(language)
            XCTAssertFalse(out.contains("(0.0 ms)"), out)
        }
    }

    func testTablelabsOwnEventKindsAreSaidInKorean() {
        let out = replayed(.ko)
        XCTAssertTrue(out.contains("두 실행이 처음 달라지는 곳"), out)
        for raw in ["taskStart", "taskEnd", "imageLoadStart", "imageLoadFinish", "imageAssign", "imageIgnored", "imageLoadCancel"] {
            XCTAssertFalse(out.contains(raw), "\(raw)\n\(out)")
        }
    }

    /// The first difference names one event: "a block started on a queue", not `stats`' count label
    /// "blocks started on a queue".
    func testTheFirstDifferenceNamesOneEventInTheSingular() {
        var s = Session()
        for line in ["data movies", "load background", "velocity 24000", "scroll 20"] { _ = s.execute(line) }
        let r = s.execute("replay --fix cancel-on-reuse")
        let out = ResponseRenderer.render(r, session: s, context: RenderContext(language: .en, width: 100)).joined(separator: "\n")
        XCTAssertTrue(out.contains("as run: a block started on a queue · frame"), out)
        XCTAssertFalse(out.contains("blocks started on a queue ·"), out)
    }

    /// `replay --fix cancel-on-reuse` with nothing to cancel showed two equal columns and no word
    /// on why (a fresh Korean reading): it now says no cell was reused while its download ran — only
    /// where the fix cancels downloads, and only when it cancelled none.
    func testAReplayWithNothingToCancelSaysWhy() {
        func replayed(_ lines: [String], _ language: Language) -> String {
            var s = Session()
            for line in lines { XCTAssertFalse(s.execute(line).isError, line) }
            let r = s.execute("replay --fix cancel-on-reuse")
            return ResponseRenderer.render(r, session: s, context: RenderContext(language: language, width: 100)).joined(separator: " ")
        }
        let calm = ["data movies", "load background", "wait 1s", "scroll 1"]
        XCTAssertTrue(replayed(calm, .en).contains("no cell was reused while its own download was still running"))
        XCTAssertTrue(replayed(calm, .ko).contains("재사용된 셀이 없어서"))
        let fast = ["data movies", "load background", "velocity 24000", "scroll 20"]
        XCTAssertFalse(replayed(fast, .en).contains("no cell was reused"), "11 downloads were cancelled there")
        let mainAsync = ["data movies", "load main-async", "wait 1s", "scroll 1"]
        XCTAssertFalse(replayed(mainAsync, .en).contains("no cell was reused"), "main-async cancels blocks, not downloads")
    }
}
