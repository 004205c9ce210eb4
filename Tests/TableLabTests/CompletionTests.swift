import XCTest
@testable import TableLab

final class CompletionTests: XCTestCase {
    func testCommandNames() {
        XCTAssertEqual(Completion.candidates(for: "scr"), ["scroll"])
        XCTAssertEqual(Completion.candidates(for: "ex"), ["exercise", "export", "exit"])
        XCTAssertEqual(Completion.candidates(for: "exe"), ["exercise"])
        XCTAssertEqual(Set(Completion.candidates(for: "s")), ["scroll", "sections", "select", "selected", "show", "stats", "style", "speed", "save", "step", "solution", "swipe"])
    }

    func testSubwords() {
        XCTAssertEqual(Completion.candidates(for: "data t"), ["timezones-ko", "timezones-en"])
        XCTAssertEqual(Completion.candidates(for: "prefetch o"), ["on", "off"])
        XCTAssertEqual(Completion.candidates(for: "style "), ["plain", "grouped"])
        XCTAssertEqual(Completion.candidates(for: "scroll "), ["to"])
        XCTAssertEqual(Completion.candidates(for: "exercise "), ["check", "reset"])
        XCTAssertEqual(Completion.candidates(for: "export "), ["svg"])
        XCTAssertEqual(Completion.candidates(for: "record s"), ["stop"])
        XCTAssertEqual(Completion.candidates(for: "identifiers alternate s"), ["subtitle"])
    }

    func testKoreanIndexTitlesAndExtraWords() {
        XCTAssertTrue(Completion.candidates(for: "index ").contains("ㄷ"))
        let extra = ["help": ["비동기", "asynchronous"]]
        XCTAssertEqual(Completion.candidates(for: "help ㅂㄷ", extraWords: extra), ["비동기"])
    }

    func testHelpTopicsFixSwitchesAndTheCurrentIndex() {
        XCTAssertEqual(Completion.candidates(for: "help scr"), ["scroll"])
        XCTAssertEqual(Completion.candidates(for: "fix identity-check "), ["on", "off"])
        XCTAssertEqual(Completion.candidates(for: "latency 300ms j"), ["jitter"])
        XCTAssertEqual(Completion.candidates(for: "index ", extraWords: ["index": ["A", "B"]]), ["A", "B"])
    }

    func testNothingAfterUnknownCommand() {
        XCTAssertEqual(Completion.candidates(for: "bogus x"), [])
    }
}

final class SettingTextTests: XCTestCase {
    func testSettingsThatChangeNothingOnScreenAreConfirmedInOneLine() {
        var session = Session()
        guard case .step(let step, let command) = session.execute("latency 300ms") else { return XCTFail() }
        XCTAssertTrue(step.events.isEmpty)
        let lines = ResponseRenderer.render(.step(step, command: command), session: session, context: .init(width: 80))
        XCTAssertTrue(lines[0].contains("300 ms"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.joined().contains("viewport"))
    }

    func testIdentifiersAlternateRegistersBothPrototypes() {
        var session = Session()
        guard case .step(let step, _) = session.execute("identifiers alternate") else { return XCTFail() }
        XCTAssertFalse(step.crashed)
        XCTAssertEqual(session.table.settings.registrations.map(\.identifier), ["cell", "basic", "subtitle"])
    }
}
