import XCTest
@testable import TableLab
import TableRender
import TableText

/// `--lang both` has one layout: inside a line the halves are joined by " / "; a message that stands on
/// its own lines is the English lines, then the Korean lines — and a value that is itself a message is
/// said once in each half, in that half's language.
final class BothLayoutTests: XCTestCase {
    func render(_ lines: [String]) -> [String] {
        var session = Session(language: .both)
        var out: [String] = []
        for line in lines {
            let response = session.execute(line)
            out = ResponseRenderer.render(response, session: session, context: RenderContext(language: .both, width: 200))
        }
        return out
    }

    func testANoteIsTheEnglishLinesThenTheKoreanLines() throws {
        let out = render(["rows 30"])
        let english = try XCTUnwrap(out.firstIndex { $0.hasPrefix("• the app launched with this data") })
        XCTAssertTrue(out[english + 1].hasPrefix("  앱이 이 데이터로 시작했습니다"), "under the English, indented: " + out.joined(separator: "\n"))
        XCTAssertFalse(out[english].contains(" / 앱이"), "not joined inline")
    }

    func testAnErrorQuotingAReasonSaysItOnceInEachLanguage() {
        var session = Session(language: .both)
        let response = session.execute("scroll to 9:0")
        guard case .error(let e) = response else { return XCTFail("expected an error") }
        let wrapped = LabError.openFailed(file: "s.txt", line: 2, message: e.catalogMessage).message(.both)
        let lines = wrapped.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, wrapped)
        XCTAssertFalse(lines[0].unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "the English half is English: \(lines[0])")
        XCTAssertTrue(lines[1].hasPrefix("s.txt:2: "), lines[1])
        XCTAssertTrue(lines[1].unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, lines[1])
    }

    func testInsideALineTheHalvesAreJoinedBySlash() {
        let out = render(["rows 30"]).joined(separator: "\n")
        XCTAssertTrue(out.contains("reuse queue / 재사용 큐"), out)
        XCTAssertFalse(out.contains("reuse queue · 재사용 큐"), out)
    }
}
