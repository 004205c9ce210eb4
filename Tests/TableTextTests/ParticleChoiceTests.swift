import XCTest
@testable import TableText

/// The particle after a value is chosen from how the value is read in Korean.
final class ParticleChoiceTests: XCTestCase {
    func form(_ forms: String, after word: String) -> String {
        KoreanParticle(forms: forms)!.form(after: word).form
    }

    func testHangulFinalConsonant() {
        XCTAssertEqual(form("을/를", after: "행"), "을")
        XCTAssertEqual(form("을/를", after: "큐"), "를")
        XCTAssertEqual(form("은/는", after: "셀"), "은")
        XCTAssertEqual(form("으로/로", after: "셀"), "로")  // ㄹ takes 로
        XCTAssertEqual(form("으로/로", after: "행"), "으로")
        XCTAssertEqual(form("으로/로", after: "큐"), "로")
        XCTAssertEqual(form("이/가", after: "ㄷ"), "이")  // 디귿
    }

    func testNumbersAsReadInKorean() {
        // 일 이 삼 사 오 육 칠 팔 구 — and 십 백 천 만 for trailing zeros.
        let expected = ["1": "을", "2": "를", "3": "을", "4": "를", "5": "를", "6": "을", "7": "을", "8": "을",
                        "9": "를", "0": "을", "10": "을", "20": "을", "100": "을", "1,000": "을", "20,000": "을", "12": "를"]
        for (n, particle) in expected { XCTAssertEqual(form("을/를", after: n), particle, n) }
        XCTAssertEqual(form("으로/로", after: "1"), "로")  // 일: ㄹ
        XCTAssertEqual(form("으로/로", after: "3"), "으로")
        XCTAssertEqual(form("은/는", after: "1.5"), "는")  // 일 점 오
        XCTAssertEqual(form("을/를", after: "[0, 3]"), "을")  // brackets are not read: 삼
        XCTAssertEqual(form("을/를", after: "[0, 2]"), "를")
    }

    func testLatinIsGuessedAndSaysSo() {
        let choice = KoreanParticle(forms: "을/를")!.form(after: "`scroll`")
        XCTAssertTrue(choice.guessed)
        XCTAssertFalse(KoreanParticle(forms: "을/를")!.form(after: "행").guessed)
        XCTAssertEqual(form("을/를", after: "subtitle"), "을")  // 서브타이틀: the final e is silent
        XCTAssertEqual(form("을/를", after: "queue"), "를")  // 큐
    }

    func testUnknownPairIsRefused() {
        XCTAssertNil(KoreanParticle(forms: "를/을"))
        XCTAssertEqual(Template(parsing: "{x|를/을}").unknownParticles, ["를/을"])
    }

    func testTemplateKeepsCodeBraces() {
        let t = Template(parsing: "tableView.dequeue { cell in } {row|을/를} {n}")
        XCTAssertEqual(t.placeholders, ["row", "n"])
        XCTAssertEqual(t.render(["row": "[0, 3]", "n": "5"]), "tableView.dequeue { cell in } [0, 3]을 5")
    }
}

final class TemplateTests: XCTestCase {
    func testEnglishPlural() {
        let t = Template(parsing: "{count:cell/cells} in {passes:pass/passes}")
        XCTAssertEqual(t.placeholders, ["count", "passes"])
        XCTAssertEqual(t.render(["count": "1", "passes": "3"]), "1 cell in 3 passes")
        XCTAssertEqual(t.render(["count": "1,000", "passes": "1"]), "1,000 cells in 1 pass")
    }

    func testAMissingArgumentShowsItsName() {
        XCTAssertEqual(Template(parsing: "row {row}").render([:]), "row {row}")
    }
}
