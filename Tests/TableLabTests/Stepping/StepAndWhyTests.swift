import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// `step`, `why` and `replay` (issue: step, go back, ask why).
final class StepAndWhyTests: XCTestCase {
    private func text(_ session: Session, _ response: Response, width: Int = 100) -> String {
        ResponseRenderer.render(response, session: session, context: RenderContext(width: width)).joined(separator: "\n")
    }

    /// Runs a line, then draws its response from the session as it is after it.
    private func say(_ session: inout Session, _ line: String, width: Int = 100) -> String {
        let response = session.execute(line)
        return text(session, response, width: width)
    }

    func testSteppingThroughScrollOneVisitsTheCallbacksInTheOrderOfFidelityTen() throws {
        var session = Session()
        _ = session.execute("step scroll 1")
        var kinds: [Event.Kind] = []
        var paths: [TablePath?] = []
        while let s = session.stepping {
            kinds.append(try XCTUnwrap(s.current).kind)
            paths.append(s.current?.path)
            if s.isAtEnd { break }
            _ = session.execute("step")
        }
        // Entering rows first (cellForRowAt, dequeue — a new cell —, willDisplay), then the rows that left.
        let callbacks = kinds.filter { $0 != .frame }
        XCTAssertEqual(callbacks, [.cellForRowAt, .initCell, .dequeueReusableCell, .willDisplay, .didEndDisplaying, .enqueue])
        XCTAssertEqual(paths.compactMap { $0 }, [TablePath(0, 16), TablePath(0, 16), TablePath(0, 16), TablePath(0, 16), TablePath(0, 0), TablePath(0, 0)])
        // Stepping changes nothing: the table is what the command left.
        var direct = Session()
        _ = direct.execute("scroll 1")
        XCTAssertEqual(session.table, direct.table)
    }

    /// One step of a run of rows (a reload with 1,200 rows on screen) changes every row of it: its
    /// first and last changes are listed, and how many between — not 1,200 lines.
    func testAStepOfARunOfRowsListsItsFirstAndLastChanges() throws {
        var session = Session()
        for line in ["rows 3000", "height 1", "viewport 1200", "step reload"] { _ = session.execute(line) }
        let shown = say(&session, "step until didEndDisplaying")
        XCTAssertTrue(shown.contains("off screen: [0, 9] (cell#10)"), shown)
        XCTAssertTrue(shown.contains("… 1,180 more changes like these"), shown)
        XCTAssertTrue(shown.contains("off screen: [0, 1199] (cell#1200)"), shown)
        XCTAssertFalse(shown.contains("off screen: [0, 10] (cell#11)"), shown)
        XCTAssertLessThan(shown.split(separator: "\n").count, 80)
    }

    func testStepShowsTheCallChainAndTheScreenAtThatInstant() throws {
        var session = Session()
        _ = session.execute("step scroll 10")
        let response = session.execute("step until prepareForReuse")
        let s = try XCTUnwrap(session.stepping)
        XCTAssertEqual(s.current?.kind, .prepareForReuse)
        XCTAssertEqual(s.callChain.map(\.kind), [.frame, .cellForRowAt, .dequeueReusableCell, .prepareForReuse])
        let shown = text(session, response)
        XCTAssertTrue(shown.contains("UITableView (layout pass) → cellForRowAt [0, 17] → dequeueReusableCell [0, 17] cell#1"), shown)
        // At that instant cell#1 is out of the queue but [0, 17] is not on screen yet.
        let screen = try XCTUnwrap(s.screen)
        XCTAssertNil(screen.cell(at: TablePath(0, 17)))
        XCTAssertFalse(screen.queues.contains { $0.cells.contains(1) })
    }

    /// The table calls willDisplay after cellForRowAt returned: the breadcrumb must not read as if
    /// cellForRowAt called willDisplay (fidelity review F-15).
    func testWillDisplayIsNotShownAsCalledFromCellForRowAt() throws {
        var session = Session()
        _ = session.execute("step scroll 10")
        let response = session.execute("step until willDisplay")
        XCTAssertEqual(session.stepping?.current?.kind, .willDisplay)
        for (language, after) in [(Language.en, "(after cellForRowAt [0, 16] returned)"), (.ko, "(cellForRowAt [0, 16] 반환 후)")] {
            let shown = ResponseRenderer.render(response, session: session, context: RenderContext(language: language, width: 120))
                .joined(separator: "\n")
            XCTAssertFalse(shown.contains("cellForRowAt [0, 16] → willDisplay"), shown)
            XCTAssertTrue(shown.contains("→ willDisplay [0, 16]"), shown)
            XCTAssertTrue(shown.contains(after), shown)
        }
    }

    func testStepUntilFrameAndCellBackAndContinue() throws {
        var session = Session()
        _ = session.execute("step scroll 10")
        _ = session.execute("step until frame 5")
        XCTAssertEqual(session.stepping?.current?.frame, 5)
        _ = session.execute("step until cell 3")
        XCTAssertEqual(session.stepping?.current?.cell, 3)
        let at = try XCTUnwrap(session.stepping?.position)
        _ = session.execute("back")
        XCTAssertEqual(session.stepping?.position, at - 1, "back while stepping goes one event back")
        guard case .step(let step, let line) = session.execute("continue") else { return XCTFail() }
        XCTAssertEqual(line, "scroll 10")
        XCTAssertEqual(step.events.count(where: { $0.kind == .cellForRowAt }), 10)
        XCTAssertNil(session.stepping)
        XCTAssertEqual(session.execute("step"), .error(.notStepping))
        XCTAssertEqual(session.execute("step stats"), .error(.stepNeedsTableCommand("stats")))
    }

    func testStepUntilSomethingThatDoesNotComeSaysSo() {
        var session = Session()
        _ = session.execute("step scroll 1")
        let shown = say(&session, "step until prepareForReuse")
        XCTAssertEqual(session.stepping?.missed, .kind(.prepareForReuse))
        XCTAssertTrue(session.stepping?.isAtEnd == true)
        XCTAssertTrue(shown.contains("no more prepareForReuse in `scroll 1`"), shown)
    }

    func testWhyCellOneAfterScrollTen() {
        var session = Session()
        _ = session.execute("scroll 10")
        let shown = say(&session, "why cell 1")
        XCTAssertTrue(shown.contains("created for [0, 0]"), shown)
        XCTAssertTrue(shown.contains("now: shows [0, 17]"), shown)
        XCTAssertTrue(shown.contains("queue was empty"), shown)
        XCTAssertTrue(shown.contains("dequeued for [0, 17]"), shown)
    }

    func testWhyNewCellNamesTheModelOrder() {
        var session = Session()
        _ = session.execute("scroll 10")
        let shown = say(&session, "why new cell")
        XCTAssertTrue(shown.contains("cell#17"), shown)
        XCTAssertTrue(shown.contains("tablelab's model"), shown)
        XCTAssertEqual(session.execute("why not reused"), session.execute("why new cell"))
    }

    func testWhyNewCellForAnotherIdentifier() {
        var session = Session()
        for line in ["register basic subtitle", "identifiers alternate", "scroll 1"] { _ = session.execute(line) }
        XCTAssertEqual(session.table.creation(ofCell: session.table.lastCreatedCell!)?.reason != nil, true)
        let shown = say(&session, "why new cell")
        XCTAssertTrue(shown.contains("Why new"), shown)
    }

    func testWhyRowTellsHowItGotItsCellAndImage() {
        var session = Session()
        for line in ["data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20", "wait 3s"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        let row = session.table.screen.rows.last!.path
        let shown = say(&session, "why row \(row.row)")
        XCTAssertTrue(shown.contains("how \(row) got"), shown)
        XCTAssertTrue(shown.contains("image"), shown)
        XCTAssertEqual(session.execute("why row 0"), .error(.rowNotShown(TablePath(0, 0))))
    }

    func testReplayWithIdentityCheckRemovesTheWrongImagesOnTheSameSchedule() throws {
        var session = Session()
        for line in ["data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20", "wait 3s"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        let before = session.table
        let response = session.execute("replay --fix identity-check")
        let r = try XCTUnwrap(session.replayResult)
        XCTAssertGreaterThan(r.original.wrongImages, 0)
        XCTAssertEqual(r.replayed.wrongImages, 0)
        XCTAssertEqual(r.original.downloadsOffMain, r.replayed.downloadsOffMain, "the same downloads")
        let d = try XCTUnwrap(r.divergence)
        XCTAssertEqual(d.original?.kind, .imageAssign)
        XCTAssertTrue(d.original?.isWrong == true)
        XCTAssertEqual(d.replayed?.kind, .imageIgnored)
        XCTAssertEqual(session.table, before, "the session is unchanged")
        let shown = text(session, response)
        XCTAssertTrue(shown.contains("wrong images"), shown)
        XCTAssertTrue(shown.contains("where the two runs first differ"), shown)
    }

    /// Review H2: the placeholder changes what the screen shows, not the wrong assignments — the
    /// replay compares the screens frame by frame and never says "no difference".
    func testReplayWithAPlaceholderShowsWhatTheScreenShowed() throws {
        var session = Session()
        for line in ["data movies", "load background", "wait 1s", "cache clear", "latency 1500ms", "reload",
                     "velocity 24000", "latency 3000ms", "scroll 20", "wait 2s"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        let response = session.execute("replay --fix placeholder")
        let r = try XCTUnwrap(session.replayResult)
        XCTAssertEqual(r.original.wrongImages, r.replayed.wrongImages, "the same late assignments")
        XCTAssertGreaterThan(r.originalShown.otherImageTime, 10_000)
        XCTAssertLessThan(r.replayedShown.otherImageTime, r.originalShown.otherImageTime / 10)
        let shown = text(session, response)
        XCTAssertFalse(shown.contains("makes no difference"), shown)
        XCTAssertTrue(shown.contains("rows shown with another row's image"), shown)
    }

    func testReplayWithAnotherLoadingStrategyUsesIt() throws {
        var session = Session()
        for line in ["data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20", "wait 3s"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        _ = session.execute("replay --load sync")
        let r = try XCTUnwrap(session.replayResult)
        XCTAssertGreaterThan(r.original.wrongImages, 0)
        XCTAssertEqual(r.replayed.wrongImages, 0, "sync loading puts every image into its own row")
        XCTAssertGreaterThan(r.replayed.hitchTime, r.original.hitchTime, "and blocks the main thread")
        XCTAssertEqual(r.lines.first, "load background", "the experiment starts at the strategy it replaces")
    }

    func testSteppingSaysWhereItIs() throws {
        var session = Session()
        _ = session.execute("step scroll 1")
        var shown = say(&session, "back")
        XCTAssertTrue(shown.contains("first event of `scroll 1`"), shown)
        shown = say(&session, "stats")
        XCTAssertTrue(shown.contains("while stepping"), shown)
        shown = say(&session, "scroll 2")
        XCTAssertTrue(shown.contains("stepping through `scroll 1` ended"), shown)
        XCTAssertNil(session.stepping)
        XCTAssertEqual(session.timeline.lines, ["scroll 1", "scroll 2"])
    }

    func testWhyCellWithAWordSaysItTakesANumber() {
        var session = Session()
        guard case .error(.badNumber(let command, let typed, _, _)) = session.execute("why cell abc") else { return XCTFail() }
        XCTAssertEqual(command, "why cell")
        XCTAssertEqual(typed, "abc")
    }

    func testReplayNeedsAnExperiment() {
        var session = Session()
        XCTAssertEqual(session.execute("replay --fix identity-check"), .error(.nothingToReplay))
    }

    func testKoreanAnswersUseRealParticles() {
        var session = Session(language: .ko)
        _ = session.execute("scroll 10")
        for line in ["why cell 1", "why new cell", "diff", "history", "step scroll 1", "back", "back"] {
            let shown = say(&session, line)
            XCTAssertFalse(shown.contains("(를)") || shown.contains("(은)") || shown.contains("(이)"), "\(line): \(shown)")
        }
    }
}
