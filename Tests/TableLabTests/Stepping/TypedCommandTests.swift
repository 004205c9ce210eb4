import XCTest
@testable import TableLab
import TableSim

/// Commands are values from the parse on: the timeline keeps them, `replay` reads them, a stopped
/// drag is built as one, and one classification (`Command.effect`) decides stepping and lessons.
final class TypedCommandTests: XCTestCase {
    func testAnUppercaseResetIsATableBoundaryForReplay() {
        // D4: `RESET` was not the text "reset", so `replay` reached back into the previous table.
        for reset in ["reset", "RESET", "Reset"] {
            var session = Session()
            for line in ["data movies", reset, "scroll 5"] { XCTAssertFalse(session.execute(line).isError, line) }
            XCTAssertEqual(session.execute("replay --fix identity-check"), .error(.nothingToReplay), reset)
        }
    }

    func testTheTimelineKeepsTheCommandItRan() {
        var session = Session()
        _ = session.execute("SCROLL 10")
        XCTAssertEqual(session.timeline.points.last?.command, .sim(.scroll(.rows(10))))
        XCTAssertEqual(session.timeline.points.last?.line, "SCROLL 10")
    }

    func testReplayRunsTheKeptCommandsOfThisTable() {
        var session = Session()
        for line in ["data movies", "load background", "scroll 10"] { XCTAssertFalse(session.execute(line).isError, line) }
        XCTAssertEqual(session.execute("replay --fix identity-check"), .view(.replay(.fix(.identityCheck, true))))
        XCTAssertEqual(session.replayResult?.lines, ["load background", "scroll 10"])
    }

    func testSavingOrTracingWhileSteppingKeepsTheStepping() {
        // D6: `save` during `step` ended the stepping without a word.
        for file in ["save scene.txt", "trace t.jsonl", "progress export p.json"] {
            var session = Session()
            XCTAssertFalse(session.execute("step scroll 1").isError)
            XCTAssertFalse(session.execute(file).isError, file)
            XCTAssertNotNil(session.stepping, file)
            XCTAssertNil(session.finishedStepping, file)
            XCTAssertNotEqual(session.execute("step"), .error(.notStepping), file)
        }
    }

    func testCommandsThatChangeTheTableStillEndStepping() {
        var session = Session()
        _ = session.execute("step scroll 1")
        _ = session.execute("top")
        XCTAssertNil(session.stepping)
        XCTAssertEqual(session.finishedStepping, "scroll 1")
    }

    func testAStoppedDragIsBuiltAsAValueNotAsTextToParse() {
        // Ctrl-C during `scroll 10 frames 20` built the text "scroll 10 frames 20 frames 5", which
        // does not parse: the drag was lost.
        var session = Session()
        let response = session.executeStopped(ParsedLine("scroll 10 frames 20"), frames: 5)
        XCTAssertFalse(response.isError, "\(response)")
        XCTAssertEqual(session.timeline.lines, ["scroll 10 frames 5"])
        XCTAssertEqual(session.timeline.points.last?.command, .stopped(.scroll(.rows(10)), frames: 5))
        var other = Session()
        _ = other.executeStopped(ParsedLine("scroll 200pt"), frames: 3)
        XCTAssertEqual(other.timeline.lines, ["scroll 200pt frames 3"])
        var replayed = Session()
        XCTAssertFalse(replayed.open(script: other.savedScript, name: "s").isError)
        XCTAssertEqual(replayed.table, other.table)
    }

    func testScrollWithFramesIsAnimatedLikeScroll() {
        // D9: `scroll N frames F` printed its result at once.
        XCTAssertEqual(ParsedLine("scroll 50 frames 12").animatedDrag, .scroll(.rows(50)))
        XCTAssertEqual(ParsedLine("scroll 10").animatedDrag, .scroll(.rows(10)))
        XCTAssertNil(ParsedLine("scroll to 25").animatedDrag)
        XCTAssertNil(ParsedLine("top").animatedDrag)
        XCTAssertNil(ParsedLine("scrol 10").animatedDrag)
    }

    func testOneClassificationForStepsAndLessons() throws {
        for info in CommandCatalog.all {
            for example in info.examples {
                guard case .success(let command?) = ParsedLine(example).command else { continue }
                XCTAssertEqual(Session.changesTable(command), command.effect == .changesTable, example)
                if command.effect == .looks || command.effect == .file {
                    XCTAssertTrue(command.keepsStepping, example)
                }
            }
        }
        XCTAssertEqual(try CommandParser.parse("save a.txt")?.effect, .file)
        XCTAssertEqual(try CommandParser.parse("stats")?.effect, .looks)
        XCTAssertEqual(try CommandParser.parse("lang ko")?.effect, .session)
        XCTAssertEqual(try CommandParser.parse("reset")?.effect, .changesTable)
    }
}
