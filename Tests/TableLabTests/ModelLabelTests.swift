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
}
