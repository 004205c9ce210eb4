import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// What UIKit leaves open is labelled a model (FIDELITY §2.7a), and look-alike jamo are told apart
/// (FIDELITY §7.20, topic 8).
final class ModelLabelTests: XCTestCase {
    func testQueueHelpSaysTheHandOutOrderIsAModel() throws {
        let info = try XCTUnwrap(CommandCatalog.info(named: "queue"))
        XCTAssertTrue(info.detail(.en).contains("not documented") && info.detail(.en).contains("model"))
        XCTAssertTrue(info.detail(.ko).contains("문서에 없습니다") && info.detail(.ko).contains("모델"))
    }

    func testTheQueuePictureCallsFirstInFirstOutAModel() throws {
        var table = TableState()
        _ = try table.apply(.scroll(.rows(3)))
        for (language, label) in [(Language.en, "(FIFO model: cell#3 next)"), (.ko, "(선입선출 모델: 다음 cell#3)")] {
            let ctx = RenderContext(language: language, width: 100)
            let text = QueuePicture(state: table).render(in: ctx).joined(separator: "\n")
            XCTAssertTrue(text.contains(label), text)
            XCTAssertFalse(language == .en && text.contains("(next out:"), text)
        }
    }

    /// Issue 17 / review §5: after `dequeue fallback` and `unregister cell`, the cells made for
    /// "cell" are released as they leave the screen — tablelab's model, said as one, in both languages.
    func testCellsOfAnUnregisteredIdentifierReleasedOnLeavingAreCalledAModel() {
        for (language, words) in [(Language.en, ["◇", "2 cells made for \"cell\" left the screen", "model"]),
                                  (.ko, ["◇", "\"cell\" 식별자로 만든 셀 2개가 화면을 떠나", "모델"])] {
            var session = Session()
            for line in ["rows 30", "dequeue fallback", "unregister cell"] { XCTAssertFalse(session.execute(line).isError, line) }
            let text = ResponseRenderer.render(session.execute("scroll 2"), session: session,
                                               context: RenderContext(language: language, width: 100)).joined(separator: " ")
            for w in words { XCTAssertTrue(text.contains(w), "\(language): \(w)\n\(text)") }
        }
    }

    /// UIKit review L1: `style grouped` makes a new table and releases the old one's cells; nothing
    /// was unregistered, so the unregister model note must not follow the style note.
    func testANewTablesReleasesAreNotCalledAnUnregister() {
        var session = Session()
        XCTAssertFalse(session.execute("data timezones-ko").isError)
        let text = ResponseRenderer.render(session.execute("style grouped"), session: session,
                                           context: RenderContext(language: .en, width: 100)).joined(separator: " ")
        XCTAssertTrue(text.contains("released"), text)
        XCTAssertFalse(text.contains("left the screen: released, not queued"), text)
    }

    func testAChoseongIsNotTakenForTheIndexLetter() {
        var session = Session()
        XCTAssertFalse(session.execute("data timezones-ko").isError)
        let response = session.execute("index \u{1103}")
        guard case .error(let error) = response else { return XCTFail("ᄃ (U+1103) was accepted as ㄷ (U+3137)") }
        XCTAssertEqual(error, .choseongTyped("\u{1103}", compatibility: "\u{3137}"))
        let en = error.message(.en), ko = error.message(.ko)
        XCTAssertTrue(en.contains("U+1103") && en.contains("U+3137") && en.contains("choseong") && en.contains("compatibility jamo"), en)
        XCTAssertTrue(en.contains("`index ㄷ`"), en)
        XCTAssertTrue(ko.contains("U+1103") && ko.contains("U+3137") && ko.contains("초성 자모") && ko.contains("호환용 자모"), ko)
        XCTAssertFalse(ko.contains("을(를)") || ko.contains("이(가)"), ko)
        XCTAssertFalse(session.execute("index \u{3137}").isError, "the compatibility letter taps the strip")
    }

    // MARK: Where tablelab chooses, the screen says "model" (issue 17 §3, fidelity review §5)

    /// What running `lines` prints after the last one, in `language`.
    private func said(_ lines: [String], _ language: Language) -> String {
        var session = Session()
        var responses: [Response] = []
        for line in lines {
            responses.append(session.execute(line))
            XCTAssertFalse(responses[responses.count - 1].isError, line)
        }
        guard let last = responses.last else { return "" }
        return ResponseRenderer.render(last, session: session, context: RenderContext(language: language, width: 400))
            .joined(separator: "\n")
    }

    private func assertModelNote(_ lines: [String], en: String, ko: String, file: StaticString = #filePath, line: UInt = #line) {
        let english = said(lines, .en), korean = said(lines, .ko)
        XCTAssertTrue(english.contains("◇ model: ") && english.contains(en), english, file: file, line: line)
        XCTAssertTrue(korean.contains("◇ 모델: ") && korean.contains(ko), korean, file: file, line: line)
    }

    func testReloadSaysRecyclingTheVisibleCellsIsAModel() {
        assertModelNote(["reload"], en: "UIKit does not document what reloadData does with cells",
                        ko: "reloadData가 셀을 어떻게 다루는지는 UIKit 문서에 없습니다")
        assertModelNote(["rows 30", "rows 40"], en: "reloadData sent every visible cell back", ko: "reloadData가 보이는 셀을 모두")
        XCTAssertFalse(said(["scroll 10"], .en).contains("reloadData sent"))
    }

    func testTitledSectionsSayTheTwentyTwoPointHeaderIsAModel() {
        assertModelNote(["sections 3x10"], en: "22 pt, the classic plain-style value: tablelab's geometry",
                        ko: "22pt입니다. tablelab의 기하 모델")
        assertModelNote(["data timezones-ko"], en: "tablelab's geometry", ko: "tablelab의 기하 모델")
        XCTAssertFalse(said(["rows 30"], .en).contains("22 pt"))
    }

    func testHeightsAskedUpFrontSayEstimatesOffIsAModel() {
        assertModelNote(["height var"], en: "since iOS 11 a new project starts with estimatedRowHeight = UITableView.automaticDimension",
                        ko: "iOS 11부터 새 프로젝트는 estimatedRowHeight = UITableView.automaticDimension")
        XCTAssertFalse(said(["height var", "estimate 44"], .en).contains("estimates are off"))
    }

    func testUnregisterSaysReleasingTheQueuedCellsIsAModel() {
        assertModelNote(["scroll 3", "unregister cell"], en: "1 cell waiting under \"cell\": released, not kept for reuse",
                        ko: "\"cell\" 재사용 큐에서 기다리던 셀 1개는 재사용되지 않고 해제")
    }

    func testTheDragSaysItHasNoDecelerationOrBounce() {
        assertModelNote(["velocity 24000"], en: "no deceleration after it lifts, no bounce past the edge",
                        ko: "손을 뗀 뒤의 감속도, 끝을 넘어 튕기는 동작도 없습니다")
        assertModelNote(["scroll 2", "scroll -5"], en: "stops dead at the edge", ko: "끝에서 그대로 멈춥니다")
        XCTAssertFalse(said(["scroll 3"], .en).contains("stops dead"))
    }

    func testTheCallbackCostIsCalledAModel() {
        XCTAssertTrue(said(["cost 5ms"], .en).contains("(model)"))
        XCTAssertTrue(said(["cost 5ms"], .ko).contains("(모델)"))
    }

    /// `help` for the settings whose default is tablelab's choice says so, in both languages.
    func testHelpSaysWhichDefaultsAreTablelabsChoice() throws {
        func detail(_ name: String, _ language: Language) throws -> String {
            try XCTUnwrap(CommandCatalog.info(named: name)).detail(language)
        }
        for name in ["estimate", "height"] {
            let en = try detail(name, .en), ko = try detail(name, .ko)
            XCTAssertTrue(en.contains("Since iOS 11 estimatedRowHeight defaults to UITableView.automaticDimension") && en.contains("model"), en)
            XCTAssertTrue(ko.contains("iOS 11부터 estimatedRowHeight의 기본값이 UITableView.automaticDimension") && ko.contains("모델"), ko)
        }
        XCTAssertTrue(try detail("height", .en).contains("rows 0–6 get 44, 44, 52, 64, 76, 120 and 88 pt"))
        let stats = try detail("stats", .en)
        XCTAssertFalse(stats.contains("Apple's ratio is about scrolling"), stats)
        XCTAssertTrue(stats.contains("tablelab's choice: Apple's hitch metric covers every animation"), stats)
        XCTAssertTrue(try detail("stats", .ko).contains("tablelab의 선택입니다: Apple의 끊김 지표는"))
        let scroll = try detail("scroll", .en)
        XCTAssertFalse(scroll.contains("as UIKit clamps it"), scroll)
        XCTAssertTrue(scroll.contains("no bounce past the edge (a model"), scroll)
        XCTAssertFalse(try detail("velocity", .en).contains("is a fling"))
        XCTAssertTrue(try detail("velocity", .ko).contains("(모델)"))
        XCTAssertTrue(try detail("sections", .en).contains("22 pt, the classic plain-style value: that is tablelab's geometry (a model)"))
        XCTAssertTrue(try detail("sections", .ko).contains("tablelab의 기하 모델"))
        XCTAssertFalse(try detail("step", .en).contains("a new cell → willDisplay"))
        XCTAssertTrue(try detail("latency", .en).contains("no limit on connections per host — a model"))
        XCTAssertTrue(try detail("latency", .ko).contains("호스트당 연결 수 제한 없이") && detail("latency", .ko).contains("모델"))
    }

    /// `help fix`: cancelling stops only what can be cancelled, and a queued completion still runs
    /// (FIDELITY §8b.31).
    func testHelpFixSaysWhatCancellingCanStop() throws {
        let info = try XCTUnwrap(CommandCatalog.info(named: "fix"))
        XCTAssertTrue(info.detail(.en).contains("a URLSessionDataTask under `load background`"))
        XCTAssertTrue(info.detail(.en).contains("a Data(contentsOf:) already running cannot be stopped"))
        XCTAssertTrue(info.detail(.en).contains("a completion already queued on the main queue still lands"))
        XCTAssertTrue(info.detail(.ko).contains("메인 큐에 이미 들어간 완료 블록은 그대로 실행되므로"))
    }

    /// Glossary sentences about UIKit say exactly what FIDELITY says (fidelity review F-13, F-14).
    func testGlossarySaysTheUIKitFactsExactly() throws {
        let glossary = GlossaryTests.shipped.0
        func body(_ id: String) throws -> (String, String) {
            let e = try XCTUnwrap(glossary.entry(id: id))
            return (([e.definitionEn] + e.bodyEn).joined(separator: " "), ([e.definitionKo] + e.bodyKo).joined(separator: " "))
        }
        let (dequeueEn, dequeueKo) = try body("dequeue")
        XCTAssertFalse(dequeueEn.contains("It returns nil when the queue holds no cell"), dequeueEn)
        XCTAssertTrue(dequeueEn.contains("it returns nil only when nothing is registered"), dequeueEn)
        XCTAssertTrue(dequeueKo.contains("아무것도 등록되어 있지 않을 때만 nil을 돌려줍니다"), dequeueKo)
        let (hangEn, hangKo) = try body("hang")
        XCTAssertTrue(hangEn.contains("Apple's tools report a main thread that stays unresponsive for 250 ms or more as a hang"), hangEn)
        XCTAssertFalse(hangEn.contains("hitch time ratio of scrolling"), hangEn)
        XCTAssertTrue(hangKo.contains("250ms 이상"), hangKo)
        let (ratioEn, _) = try body("hitch-time-ratio")
        XCTAssertTrue(ratioEn.contains("tablelab's choice: Apple's hitch metric covers every animation"), ratioEn)
        let (cancelEn, _) = try body("cancel-on-reuse")
        XCTAssertTrue(cancelEn.contains("usually never arrives"), cancelEn)
        let (taskEn, taskKo) = try body("task")
        XCTAssertTrue(taskEn.contains("throws `URLError(.cancelled)` (not `CancellationError`)"), taskEn)
        XCTAssertTrue(taskKo.contains("`URLError(.cancelled)`를 던지지만"), taskKo)
        let (headerEn, headerKo) = try body("section-header")
        XCTAssertTrue(headerEn.contains("tablelab's geometry (a model)"), headerEn)
        XCTAssertTrue(headerKo.contains("tablelab의 기하 모델"), headerKo)
    }
}
