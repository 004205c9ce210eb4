import Foundation
import XCTest
@testable import TableLab
import TableText

/// `tablelab check` over message catalogs: the shipped ones pass, and each fixture fails for the
/// reason it was written for, on the line that has it.
final class CatalogCheckerTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/catalogs")
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The keys of the fixture catalogs, as `L10n.placeholders` would list them.
    let expected = ["rows.shown": ["row"], "rows.count": ["n"]]

    func check(_ name: String, avoid: [CatalogChecker.AvoidedTerm] = []) -> [Diagnostic] {
        CatalogChecker.check(folder: Self.fixtures.appendingPathComponent(name), expected: expected, avoid: avoid)
    }

    func testTheShippedCatalogsPass() {
        let diagnostics = CatalogChecker.check(folder: Self.root.appendingPathComponent("messages"))
        XCTAssertEqual(diagnostics.map { $0.text(.en) }, [])
    }

    func testAGoodFixturePasses() {
        XCTAssertEqual(check("good").map(\.description), [])
    }

    func testAMissingKeyFails() {
        let d = check("missing-key")
        XCTAssertEqual(d.errors.count, 1)
        XCTAssertEqual(d.first?.file, "missing-key/ko.yaml")
        XCTAssertTrue(d.first?.text(.en).contains("`rows.count` is missing") ?? false, d.first?.text(.en) ?? "")
    }

    func testAMismatchedPlaceholderFails() {
        let d = check("mismatched-placeholder").map { $0.text(.en) }
        XCTAssertEqual(d, [
            "mismatched-placeholder/ko.yaml:2: `rows.shown` leaves out the placeholder {row}: the value it stands for would not be shown",
            "mismatched-placeholder/ko.yaml:2: `rows.shown` uses the placeholder {path}, which this message does not have (it has: {row}) — it would show as written",
        ])
    }

    func testAControlCharacterFails() {
        let d = check("control")
        let text = d.map { $0.text(.en) }.joined(separator: "\n")
        XCTAssertTrue(text.contains("control/ko.yaml:2: control character ␛ ESC"), text)
        XCTAssertFalse(text.contains("\u{1B}"), "a control character from the file reached the report")
        XCTAssertGreaterThanOrEqual(d.errors.count, 1)
    }

    func testFallbacksUnknownParticlesAndAvoidedTermsFail() {
        let avoid = [CatalogChecker.AvoidedTerm(word: "잘못된 이미지", term: "이미지 꼬임", entry: "glossary/image-mixup.md")]
        let d = check("hostile", avoid: avoid)
        XCTAssertEqual(d.map { $0.text(.en) }, [
            "hostile/ko.yaml:2: `rows.shown` writes the particle as `을(를)`: write `{x|을/를}` so tablelab chooses the form, or phrase the sentence so no particle follows the value",
            "hostile/ko.yaml:2: `rows.shown` puts the particle `을` straight after {row}, whose value it cannot know: write `{row|을/를}` (tablelab picks the form for Hangul words and numbers), or phrase it so no particle follows a code word",
            "hostile/ko.yaml:2: `rows.shown` says `잘못된 이미지`: the glossary's term is `이미지 꼬임` (glossary/image-mixup.md) — use it, so the screen and the glossary say the same",
            "hostile/ko.yaml:3: `rows.count`: tablelab does not know the particle pair `를/을` — write the form after a consonant first, e.g. 을/를 (messages/README.md lists them)",
        ])
    }

    func testAFallbackSuggestsItsOwnPair() {
        XCTAssertEqual(CatalogChecker.suggestedPair(for: "을(를)"), "을/를")
        XCTAssertEqual(CatalogChecker.suggestedPair(for: "은(는)"), "은/는")
        XCTAssertEqual(CatalogChecker.suggestedPair(for: "(이)라는"), "이라는/라는")
        XCTAssertEqual(CatalogChecker.suggestedPair(for: "(으)로"), "으로/로")
        XCTAssertEqual(CatalogChecker.particleFallback(in: "`x`(이)라는 명령"), "(이)라는")
    }

    func testAParticleStraightAfterAValueIsReportedButNotAfterAParenthesis() {
        XCTAssertEqual(CatalogChecker.particleAfterValue(in: "`{word}`이라는 명령은 없습니다").map { "\($0.0) \($0.1)" }, "word 이라는")
        XCTAssertEqual(CatalogChecker.particleAfterValue(in: "{row}를 봅니다").map { "\($0.0) \($0.1)" }, "row 를")
        XCTAssertNil(CatalogChecker.particleAfterValue(in: "셀({cell})을 받음"))
        XCTAssertNil(CatalogChecker.particleAfterValue(in: "{row|을/를} 봅니다, {n}개, {n}가지"))
    }

    func testLessonsAndGlossaryProseUseTheGlossarysTermsToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-avoid-\(UUID().uuidString)/Lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "# 12\n\n빠르게 스크롤하면 잘못된 이미지가 보입니다.\naliases: [잘못된 이미지]\n".write(
            to: folder.appendingPathComponent("12-x.md"), atomically: true, encoding: .utf8)
        let avoid = [CatalogChecker.AvoidedTerm(word: "잘못된 이미지", term: "이미지 꼬임", entry: "glossary/stale-image.md")]
        let d = ContentChecker.avoidedTerms(avoid, in: folder)
        XCTAssertEqual(d.map(\.file), ["Lessons/12-x.md"])
        XCTAssertEqual(d.map(\.line), [3], "prose only: a front-matter list of names is not prose")
    }
}
