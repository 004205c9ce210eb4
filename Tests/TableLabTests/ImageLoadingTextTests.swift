import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// What the screen says about image loading, in the order things happened (issue 17, review F-16):
/// the replay of `fix cancel-on-reuse` names the code that loads and counts what was cancelled;
/// switching the fix on says what can no longer be cancelled; a download inside `cellForRowAt` is
/// told before `willDisplay`.
final class ImageLoadingTextTests: XCTestCase {
    private func say(_ session: inout Session, _ line: String, _ language: Language = .en, width: Int = 100) -> [String] {
        let response = session.execute(line)
        XCTAssertFalse(response.isError, line)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: language, width: width))
    }

    private func setUp(_ session: inout Session, _ lines: String...) {
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
    }

    func testReplayOfCancelOnReuseSaysTheLoadsBecameDataTasksAndCountsCancels() throws {
        for language in [Language.en, .ko] {
            var session = Session()
            setUp(&session, "data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20")
            let lines = say(&session, "replay --fix cancel-on-reuse", language)
            let row = { (label: String) in lines.first { $0.hasPrefix(label) } }
            let words = language == .en
                ? ["loaded with", "downloads started", "downloads finished", "downloads stopped by cancel()"]
                : ["불러온 코드", "시작한 다운로드", "끝난 다운로드", "cancel()로 멈춘 다운로드"]
            let code = try XCTUnwrap(row(words[0]), lines.joined(separator: "\n"))
            XCTAssertTrue(code.contains("Data(contentsOf:)") && code.contains("URLSessionDataTask"), code)
            XCTAssertLessThan(try XCTUnwrap(code.range(of: "Data(contentsOf:)")).lowerBound,
                              try XCTUnwrap(code.range(of: "URLSessionDataTask")).lowerBound, "as run, then with the fix")
            for label in words.dropFirst() { XCTAssertNotNil(row(label), "\(language): \(label)\n" + lines.joined(separator: "\n")) }
            let cancelled = try XCTUnwrap(row(words[3])).split(separator: " ").suffix(2)
            XCTAssertEqual(cancelled.first, "0", "Data(contentsOf:) was never stopped")
            XCTAssertNotEqual(cancelled.last, "0", "the data tasks were")
        }
    }

    func testSwitchingTheFixOnSaysRunningContentsOfLoadsCannotBeCancelled() {
        for (language, words) in [(Language.en, ["already started with Data(contentsOf:)", "nothing can cancel them", "URLSessionDataTask"]),
                                  (.ko, ["Data(contentsOf:) 다운로드", "취소할 수 없어", "URLSessionDataTask"])] {
            var session = Session()
            setUp(&session, "data movies", "latency 1500ms", "load background", "scroll 5")
            let text = say(&session, "fix cancel-on-reuse on", language).joined(separator: " ")
            for w in words { XCTAssertTrue(text.contains(w), "\(language): \(w)\n\(text)") }
            var idle = Session()
            setUp(&idle, "data movies", "load background", "wait 10s")
            XCTAssertFalse(say(&idle, "fix cancel-on-reuse on", language).joined().contains(words[1]), "nothing running: nothing to say")
        }
    }

    /// `data movies`, `latency 300ms`, `load sync`, `scroll 2`: the download blocks inside
    /// cellForRowAt, so it is told before willDisplay, as the launch picture and `log full` do.
    func testADownloadInsideCellForRowAtIsToldBeforeWillDisplay() throws {
        var session = Session()
        setUp(&session, "data movies", "latency 300ms", "load sync")
        let lines = say(&session, "scroll 2")
        let request = try XCTUnwrap(lines.firstIndex { $0.contains("[0, 16]") && $0.contains("cellForRowAt") })
        let download = try XCTUnwrap(lines[request...].firstIndex { $0.contains("Data(contentsOf:)") })
        let shown = try XCTUnwrap(lines[request...].firstIndex { $0.contains("willDisplay") })
        XCTAssertLessThan(download, shown, lines.joined(separator: "\n"))
        XCTAssertFalse(lines[request].contains("willDisplay"))
    }
}
