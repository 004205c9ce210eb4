import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// `back`, `forward`, `history`, `diff`, `save` / `open` (issue: step, go back, ask why).
final class GoingBackTests: XCTestCase {
    private func run(_ session: inout Session, _ lines: String...) {
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
    }

    func testBackAndForwardRestoreTheExactState() {
        var session = Session()
        run(&session, "data movies", "load background", "latency 700ms")
        let before = session.table
        run(&session, "scroll 10")
        let after = session.table
        XCTAssertNotEqual(before, after)
        run(&session, "back")
        XCTAssertEqual(session.table, before, "back gives the state before (==)")
        run(&session, "forward")
        XCTAssertEqual(session.table, after, "forward gives the state after (==)")
        XCTAssertEqual(session.table.statistics, after.statistics)
    }

    func testBackToTheStartAndNoFurther() {
        var session = Session()
        let start = session.table
        run(&session, "scroll 3", "rows 30", "scroll 5")
        run(&session, "back", "back", "back")
        XCTAssertEqual(session.table, start)
        XCTAssertEqual(session.execute("back"), .error(.nothingBack))
        run(&session, "forward", "forward", "forward")
        XCTAssertEqual(session.execute("forward"), .error(.nothingForward))
    }

    func testANewCommandAfterBackDropsTheOnesAheadAndSaysSo() {
        var session = Session()
        run(&session, "scroll 3", "scroll 4", "scroll 5")
        run(&session, "back", "back")
        let response = session.execute("rows 40")
        XCTAssertEqual(session.droppedAhead, ["scroll 4", "scroll 5"])
        let text = ResponseRenderer.render(response, session: session, context: RenderContext(width: 100)).joined(separator: "\n")
        XCTAssertTrue(text.contains("dropped the 2 commands ahead"), text)
        XCTAssertEqual(session.execute("forward"), .error(.nothingForward))
        XCTAssertEqual(session.timeline.lines, ["scroll 3", "rows 40"])
    }

    func testBackOverAResetRestoresTheOldTable() {
        var session = Session()
        run(&session, "scroll 10")
        let beforeReset = session.table
        run(&session, "reset", "scroll 2")
        run(&session, "back", "back")
        XCTAssertEqual(session.table, beforeReset)
        run(&session, "forward", "forward")
        XCTAssertEqual(session.table.offset, 88)
    }

    func testDiffSaysWhatTheLastCommandChanged() {
        var session = Session()
        run(&session, "scroll 10")
        let text = ResponseRenderer.render(session.execute("diff"), session: session, context: RenderContext(width: 100)).joined(separator: "\n")
        XCTAssertTrue(text.contains("contentOffset.y 0 → 440"), text)
        XCTAssertTrue(text.contains("[0, 17] shows cell#1"), text)
        XCTAssertTrue(text.contains("cells created  16 → 17"), text)
        XCTAssertEqual(session.execute("diff 0 9"), .error(.noSuchPoint(9, last: 1)))
    }

    func testDiffIsAPictureInTheLearnersLanguageNotSwiftValues() {
        // D7: `diff` printed `TableSnapshot(`, `settings: TableSettings(`, `heights: .rowHeight(44.0)`.
        for language in [Language.en, .ko] {
            var session = Session(language: language)
            run(&session, "scroll 3", "latency 300ms")
            let text = ResponseRenderer.render(session.execute("diff"), session: session,
                                               context: RenderContext(language: language, width: 100)).joined(separator: "\n")
            for swift in ["TableSnapshot", "TableSettings", "visibleRows", "settings:", ".rowHeight", "Set([", "latency: 200.0"] {
                XCTAssertFalse(text.contains(swift), "\(language): \(swift) in\n\(text)")
            }
            XCTAssertTrue(text.contains("latency  200 ms → 300 ms"), text)
            let first = ResponseRenderer.render(session.execute("diff 0 1"), session: session,
                                                context: RenderContext(language: language, width: 100)).joined(separator: "\n")
            XCTAssertTrue(first.contains(language.text(L10n.Stats.cellsCreated)), first)
        }
    }

    func testDiffShowsTheSelection() {
        var session = Session()
        run(&session, "select 3")
        let text = ResponseRenderer.render(session.execute("diff"), session: session, context: RenderContext(width: 100)).joined(separator: "\n")
        XCTAssertTrue(text.contains("indexPathsForSelectedRows"), text)
        XCTAssertTrue(text.contains("[0, 3]"), text)
    }

    func testSaveThenOpenGivesAnEqualState() {
        var session = Session()
        run(&session, "data movies", "latency 300ms jitter 40ms", "load background", "scroll 12", "wait 500ms", "select 20")
        let script = session.savedScript
        XCTAssertTrue(script.hasPrefix(Session.savedScriptMarker))
        var other = Session()
        run(&other, "rows 3")
        XCTAssertFalse(other.open(script: script, name: "scene.txt").isError)
        XCTAssertEqual(other.table, session.table)
        XCTAssertEqual(other.timeline.lines, session.timeline.lines)
    }

    func testLessonsAreReadOnFirstUseAndKeptByOpen() {
        final class Counter: @unchecked Sendable { var loads = 0 }
        let counter = Counter()
        var session = Session()
        session.loadLessons { counter.loads += 1; return [] }
        run(&session, "scroll 3", "stats")
        XCTAssertEqual(counter.loads, 0, "no command needed the lessons yet")
        XCTAssertFalse(session.open(script: "rows 30\n", name: "scene.txt").isError)
        _ = session.lessons
        _ = session.lessons
        XCTAssertEqual(counter.loads, 1, "read once, and the opened session kept the same shelf")
    }

    func testOpenReadsWindowsLineEndings() {
        var session = Session()
        XCTAssertFalse(session.open(script: "# scene\r\nrows 30\r\nscroll 5\r\n", name: "crlf.txt").isError)
        XCTAssertEqual(session.timeline.lines, ["rows 30", "scroll 5"])
        XCTAssertEqual(session.table.offset, 220)
    }

    func testOpenWithABadLineChangesNothing() {
        var session = Session()
        run(&session, "scroll 3")
        let before = session.table
        let response = session.open(script: "rows 30\nscrol 4\n", name: "bad.txt")
        guard case .error(.openFailed(let file, let line, _)) = response else { return XCTFail("\(response)") }
        XCTAssertEqual(file, "bad.txt")
        XCTAssertEqual(line, 2)
        XCTAssertEqual(session.table, before)
    }

    func testAnInterruptedDragIsSavedWithItsFrames() {
        var session = Session()
        _ = session.executeStopped("scroll 50", frames: 7)
        XCTAssertEqual(session.timeline.lines, ["scroll 50 frames 7"])
        var other = Session()
        XCTAssertFalse(other.open(script: session.savedScript, name: "s").isError)
        XCTAssertEqual(other.table, session.table)
        XCTAssertEqual(other.table.offset, 7 * 30)
    }
}
