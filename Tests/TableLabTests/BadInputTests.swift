import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// Every bad input gets a message naming what was wrong and what would work, and the session keeps
/// its state (issue: "Bad input").
final class BadInputTests: XCTestCase {
    /// Runs `line` on a session that has scrolled, and checks the error left everything as it was.
    private func assertRejected(_ line: String, file: StaticString = #filePath, lineNo: UInt = #line,
                                _ check: (LabError) -> Void = { _ in }) {
        var session = Session()
        _ = session.execute("scroll 10")
        let before = session.table
        let history = session.history
        let response = session.execute(line)
        guard case .error(let error) = response else {
            return XCTFail("`\(line.prefix(40))` was accepted: \(response)", file: file, line: lineNo)
        }
        check(error)
        XCTAssertEqual(session.table.offset, before.offset, file: file, line: lineNo)
        XCTAssertEqual(session.table.cells, before.cells, file: file, line: lineNo)
        XCTAssertEqual(session.table.settings, before.settings, file: file, line: lineNo)
        XCTAssertEqual(session.history, history, file: file, line: lineNo)
        for lang in [Language.en, .ko] {
            XCTAssertFalse(error.message(lang).isEmpty, file: file, line: lineNo)
        }
    }

    func testUnknownCommandSuggestsTheNearest() {
        assertRejected("scrol 10") { error in
            XCTAssertEqual(error, .unknownCommand("scrol", suggestions: ["scroll"]))
            XCTAssertTrue(error.message(.en).contains("did you mean `scroll`?"))
            XCTAssertTrue(error.message(.ko).contains("`scroll`"))
        }
        assertRejected("relaod") { XCTAssertTrue($0.message(.en).contains("`reload`")) }
        assertRejected("xyzzy") { XCTAssertTrue($0.message(.en).contains("help")) }
    }

    func testKoreanKeyboardAndKoreanWordsPointToTheCommand() {
        assertRejected("ㄴㅊ개ㅣㅣ 10") { error in
            XCTAssertEqual(error, .typedInHangul("ㄴㅊ개ㅣㅣ", meant: "scroll"))
            XCTAssertTrue(error.message(.ko).contains("한/영"))
        }
        assertRejected("ㅗ디ㅔ") { XCTAssertEqual($0, .typedInHangul("ㅗ디ㅔ", meant: "help")) }
        assertRejected("스크롤 10") { XCTAssertEqual($0, .koreanWord("스크롤", meant: "scroll")) }
        assertRejected("연습") { XCTAssertEqual($0, .koreanWord("연습", meant: "exercise")) }
        assertRejected("ㄷㅌㄷㄱㅊㅑㄴㄷ") { XCTAssertEqual($0, .typedInHangul("ㄷㅌㄷㄱㅊㅑㄴㄷ", meant: "exercise")) }
        XCTAssertEqual(KoreanKeyboard.keysPressed(for: "ㄴㅅㅁㅅㄴ"), "stats")
        XCTAssertNil(KoreanKeyboard.keysPressed(for: "stats"))
    }

    func testSectionsNeedsAShape() {
        assertRejected("sections 3x") { error in
            XCTAssertEqual(error, .badChoice(command: "sections", typed: "3x", choices: ["3x10", "5,12,3"]))
        }
        assertRejected("sections 5,,3") { guard case .badChoice = $0 else { return XCTFail("\($0)") } }
    }

    func testMissingArgumentShowsUsage() {
        assertRejected("rows") { XCTAssertEqual($0, .missingArgument(command: "rows", usage: "rows N")) }
        assertRejected("scroll to") { XCTAssertTrue($0.message(.en).contains("scroll to R")) }
    }

    func testNumbersOutOfRangeOrMalformed() {
        for bad in ["rows 99999999999999999999", "rows -1", "rows 1e9", "rows ten", "rows 3.5", "rows 0x10", "rows 10000001"] {
            assertRejected(bad) { error in
                guard case .badNumber(let command, _, let range, _) = error else { return XCTFail("\(bad): \(error)") }
                XCTAssertEqual(command, "rows")
                XCTAssertEqual(range, 0...10_000_000)
                XCTAssertTrue(error.message(.en).contains("whole number from 0 to 10,000,000"))
                XCTAssertTrue(error.message(.ko).contains("0부터 10,000,000까지"))
            }
        }
        assertRejected("scroll 1e9") { error in
            guard case .badNumber(let command, "1e9", _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(command, "scroll")
        }
        assertRejected("scroll 5000")
        assertRejected("velocity 0")
        assertRejected("viewport -667")
    }

    func testBadChoicesListWhatWorks() {
        assertRejected("style fancy") { XCTAssertEqual($0, .badChoice(command: "style", typed: "fancy", choices: ["plain", "grouped"])) }
        assertRejected("data films") { XCTAssertTrue($0.message(.en).contains("`movies`")) }
        assertRejected("lang fr") { XCTAssertTrue($0.message(.en).contains("`ko`")) }
        assertRejected("show me") { XCTAssertTrue($0.message(.en).contains("does not take `me`")) }
    }

    func testRowThatDoesNotExist() {
        assertRejected("scroll to 100") { error in
            XCTAssertTrue(error.message(.en).contains("rows 0 … 99"), error.message(.en))
        }
        assertRejected("scroll to 3:0") { XCTAssertTrue($0.message(.en).contains("section")) }
        assertRejected("scroll to a:b") { guard case .badPath = $0 else { return XCTFail("\($0)") } }
        assertRejected("alpha 90 0.5") { guard case .sim(.notVisible) = $0 else { return XCTFail("\($0)") } }
        assertRejected("alpha 12 7") { guard case .badDecimal = $0 else { return XCTFail("\($0)") } }
        assertRejected("cell 999") { XCTAssertTrue($0.message(.en).contains("cell#1 … cell#17")) }
    }

    func testHugeAndBrokenLines() {
        assertRejected(String(repeating: "scroll 10 ", count: 100_000)) { error in
            guard case .lineTooLong(let bytes, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(bytes, 1_000_000)
        }
        // Invalid UTF-8 is refused by the readers, which know it (`PlainLine.hadInvalidUTF8`, the line
        // editor's strict reader); a U+FFFD that was typed is a character like any other (L2).
        let invalid = String(decoding: [0x72, 0x6F, 0x77, 0x73, 0x20, 0xFF, 0xFE], as: UTF8.self)
        assertRejected(invalid) { XCTAssertNotEqual($0, .invalidUTF8) }
        assertRejected("rows \u{FFFD}") { XCTAssertNotEqual($0, .invalidUTF8, "a valid U+FFFD is not \"invalid UTF-8\"") }
        assertRejected("sections 3x") { _ in }
        assertRejected("sections 200000x100") { _ in }
        assertRejected("sections 1000x100000") { XCTAssertEqual($0, .tooMuchData(rows: 100_000_000)) }
        assertRejected("index ㄷ") { guard case .sim(.noIndex) = $0 else { return XCTFail("\($0)") } }
        assertRejected("unregister nothing") { guard case .sim(.unknownIdentifier) = $0 else { return XCTFail("\($0)") } }
    }

    func testBlankLinesAndCommentsDoNothing() {
        var session = Session()
        XCTAssertEqual(session.execute(""), .nothing)
        XCTAssertEqual(session.execute("   "), .nothing)
        XCTAssertEqual(session.execute("# a comment"), .nothing)
        XCTAssertTrue(session.history.isEmpty)
    }

    func testScrollPastEitherEndIsClampedAndSaid() {
        var session = Session()
        guard case .step(let up, _) = session.execute("scroll -5") else { return XCTFail() }
        XCTAssertTrue(up.notes.contains(.alreadyAtTop))
        XCTAssertNotNil(NoteText.text(.alreadyAtTop, .ko))
        guard case .step(let down, _) = session.execute("scroll 200") else { return XCTFail() }
        XCTAssertEqual(session.table.offset, 4400 - 667)
        XCTAssertTrue(down.notes.contains { if case .clampedAtBottom = $0 { true } else { false } })
    }

    func testEmptyDataSaysSo() {
        var session = Session()
        _ = session.execute("rows 0")
        guard case .step(let step, _) = session.execute("scroll 10") else { return XCTFail() }
        XCTAssertEqual(step.notes, [.emptyTable])
        XCTAssertTrue(NoteText.text(.emptyTable, .en)!.contains("rows 30"))
    }

    func testUnregisteredIdentifierCrashesAndRollsBack() {
        var session = Session()
        _ = session.execute("scroll 3")
        let before = session.table
        guard case .step(let step, _) = session.execute("identifiers alternate text image") else { return XCTFail() }
        XCTAssertTrue(step.crashed)
        // After `scroll 3` the first row asked is row 3, an odd row: "image".
        XCTAssertEqual(step.crash?.reason, "unable to dequeue a cell with identifier image - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        XCTAssertEqual(session.table.settings, before.settings)
        XCTAssertEqual(session.table.cells, before.cells)
        XCTAssertEqual(session.table.offset, before.offset)
        XCTAssertEqual(session.table.statistics, before.statistics)
        // The session goes on.
        guard case .step(let next, _) = session.execute("scroll 1") else { return XCTFail() }
        XCTAssertFalse(next.crashed)
    }
}

extension BadInputTests {
    func testHelpWithAKoreanWordPointsToTheCommand() {
        var session = Session(language: .ko)
        guard case .error(let e) = session.execute("help 스크롤") else { return XCTFail("expected an error") }
        XCTAssertTrue(e.message(.en).contains("`scroll`"), e.message(.en))
        guard case .error(let k) = session.execute("help ㄴㅊ개ㅣㅣ") else { return XCTFail("expected an error") }
        XCTAssertTrue(k.message(.en).contains("`scroll`"), k.message(.en))
    }
}
