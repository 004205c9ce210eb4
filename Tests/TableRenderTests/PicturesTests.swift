import SnapshotTesting
import TableRender
import TableSim
import XCTest
import TableText

/// The pictures a learner sees, pinned as text snapshots (`__Snapshots__/PicturesTests/`).
///
/// Snapshots are plain UTF-8 text; the coloured one contains the raw escape codes. Record again with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter PicturesTests`, then read the diff like a learner
/// would. CI runs with `SNAPSHOT_TESTING_RECORD=never`.
final class PicturesTests: XCTestCase {
    // MARK: - Scenarios

    /// The design promise: a fresh table, `scroll 10`.
    private func scrollTen(data: TableData = .standard) throws -> (TableState, Step) {
        var table = TableState(data: data)
        let step = try table.run(.scroll(.rows(10)), command: "scroll 10")
        return (table, step)
    }

    private func context(_ language: Language = .en, width: Int = 80, palette: Palette = .plain,
                         border: Box.Border = .unicode) -> RenderContext {
        RenderContext(language: language, palette: palette, width: width, border: border)
    }

    private func snapshot(_ lines: [String], named name: String? = nil, file: StaticString = #filePath,
                          testName: String = #function, line: UInt = #line) {
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines, named: name, file: file,
                       testName: testName, line: line)
    }

    // MARK: - After a command

    func testDefaultScrollTen() throws {
        let (table, step) = try scrollTen()
        let lines = StepPicture(state: table, step: step).render(in: context())
        snapshot(lines)
        assertFits(lines, width: 80)
    }

    func testDefaultScrollTenInKorean() throws {
        let (table, step) = try scrollTen()
        snapshot(StepPicture(state: table, step: step).render(in: context(.ko)))
    }

    func testDefaultScrollTenInBothLanguages() throws {
        let (table, step) = try scrollTen()
        snapshot(StepPicture(state: table, step: step).render(in: context(.both, width: 100)))
    }

    func testKoreanRegionsWithIndexStrip() throws {
        let (table, step) = try scrollTen(data: TableData(.regionsKorean))
        let lines = StepPicture(state: table, step: step).render(in: context(.ko))
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("ㅎ") }, "the index strip reaches ㅎ")
        XCTAssertTrue(lines.contains { $0.contains("상단 고정") }, "the floating header is marked")
    }

    func testIndexStripIsCompressedWhenTallerThanTheScreen() throws {
        var table = TableState(data: TableData(.regionsKorean))
        let step = try table.run(.viewport(300))
        snapshot(ViewportPicture(state: table, lastEvents: step.events).render(in: context(.ko)))
    }

    func testNarrowTerminal() throws {
        let (table, step) = try scrollTen()
        let english = StepPicture(state: table, step: step).render(in: context(width: 40))
        snapshot(english, named: "en")
        assertFits(english, width: 40)
        let (korean, koStep) = try scrollTen(data: TableData(.regionsKorean))
        let ko = StepPicture(state: korean, step: koStep).render(in: context(.ko, width: 40))
        snapshot(ko, named: "ko")
        assertFits(ko, width: 40)
    }

    func testSixtyColumns() throws {
        let (table, step) = try scrollTen()
        let lines = StepPicture(state: table, step: step).render(in: context(width: 60))
        snapshot(lines)
        assertFits(lines, width: 60)
    }

    func testNoColourHasNoEscapeCodes() throws {
        let (table, step) = try scrollTen()
        let lines = StepPicture(state: table, step: step).render(in: context(palette: .plain))
        XCTAssertFalse(lines.joined().contains("\u{1B}"))
        snapshot(lines)
    }

    func testWithColour() throws {
        let (table, step) = try scrollTen()
        let colored = StepPicture(state: table, step: step).render(in: context(palette: .colored))
        snapshot(colored)
        XCTAssertTrue(colored.joined().contains("\u{1B}[32m"), "new cells are green")
        XCTAssertTrue(colored.joined().contains("\u{1B}[33m"), "reused cells are yellow")
        let plain = StepPicture(state: table, step: step).render(in: context(palette: .plain))
        XCTAssertEqual(colored.map { $0.strippingANSIEscapes() }, plain, "colour only adds; the text is the same")
    }

    func testASCIIBorderUsesASCIISymbols() throws {
        let (table, step) = try scrollTen()
        let lines = StepPicture(state: table, step: step).render(in: context(border: .ascii))
        snapshot(lines)
        for line in lines {
            XCTAssertTrue(line.unicodeScalars.allSatisfy { $0.isASCII }, "not ASCII: \(line)")
        }
    }

    func testCrashOnUnregisteredIdentifier() throws {
        var table = TableState()
        let step = try table.run(.identifiers(.alternate(["cell", "photo"])), command: "identifiers alternate cell photo")
        XCTAssertTrue(step.crashed)
        let lines = StepPicture(state: table, step: step).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("NSInternalInconsistencyException") })
        let colored = EventListPicture(events: step.events, state: table).render(in: context(palette: .colored))
        XCTAssertTrue(colored.contains { $0.contains("\u{1B}[1;31m") }, "the crash is bold red")
    }

    func testBulkHeightForRowAt() throws {
        var table = TableState()
        try table.run(.rows(1_000_000), command: "rows 1000000")
        let step = try table.run(.heightForRowAt, command: "height var")
        let lines = EventListPicture(events: step.events, state: table).render(in: context())
            + SummaryLine(step: step).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("heightForRowAt × 1,000,000 ([0, 0] … [0, 999999])") })
    }

    func testLongCommandIsElidedInTheMiddle() throws {
        var table = TableState()
        let step = try table.run(.scroll(.rows(100)), command: "scroll 100")
        let lines = EventListPicture(events: step.events, state: table, maxLines: 20).render(in: context())
        snapshot(lines)
        XCTAssertLessThanOrEqual(lines.count, 20)
        XCTAssertTrue(lines.contains { $0.contains("more frames") })
    }

    func testFullEventList() throws {
        var table = TableState()
        let step = try table.run(.scroll(.rows(2)), command: "scroll 2")
        snapshot(EventListPicture(events: step.events, state: table, detail: .full).render(in: context()))
    }

    func testReloadAndSectionsCompact() throws {
        var table = TableState()
        let step = try table.run(.sections([3, 4, 5]), command: "sections 3,4,5")
        snapshot(StepPicture(state: table, step: step).render(in: context()))
    }

    func testPrefetchLines() throws {
        var table = TableState()
        try table.run(.prefetch(true, window: nil))
        let step = try table.run(.scroll(.rows(2)), command: "scroll 2")
        let lines = EventListPicture(events: step.events, state: table).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("prefetchRowsAt") })
    }

    // MARK: - Callback names never disappear

    /// 80 columns is what scripts print at: the whole chain of a new row fits on one line there.
    func testFullChainAtEightyColumns() throws {
        let (table, step) = try scrollTen()
        let lines = EventListPicture(events: step.events, state: table).render(in: context())
        XCTAssertTrue(lines.contains("  ✚ [0, 16] cellForRowAt → new cell#17 (init) → willDisplay"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("cellForRowAt → reused cell#1 (prepareForReuse) → willDisplay") })
    }

    /// At every width and in every language, a narrow terminal wraps a line instead of dropping a
    /// callback: scroll 10 has 10 rows entering (9 of them reused) and 10 leaving.
    func testCallbackNamesSurviveEveryWidth() throws {
        let (table, step) = try scrollTen()
        for width in [40, 50, 60, 80, 100] {
            for language in Language.allCases {
                let lines = EventListPicture(events: step.events, state: table, maxLines: 1000).render(in: context(language, width: width))
                let text = lines.joined(separator: "\n")
                func count(_ word: String) -> Int { text.components(separatedBy: word).count - 1 }
                XCTAssertEqual(count("cellForRowAt"), 10, "\(language) \(width)\n\(text)")
                XCTAssertEqual(count("willDisplay"), 10, "\(language) \(width)")
                XCTAssertEqual(count("prepareForReuse"), 9, "\(language) \(width)")
                XCTAssertEqual(count("didEndDisplaying"), 10, "\(language) \(width)")
                XCTAssertEqual(count("(init)"), 1, "\(language) \(width)")
                assertFits(lines, width: width)
                // Continuation lines keep the mark column (column 2) clear.
                for line in lines where line.hasPrefix("   ") { XCTAssertTrue(line.hasPrefix("    "), line) }
            }
        }
    }

    func testCrashCallbacksSurviveFortyColumns() throws {
        var table = TableState()
        let step = try table.run(.identifiers(.alternate(["text", "image"])), command: "identifiers alternate text image")
        let lines = EventListPicture(events: step.events, state: table).render(in: context(width: 40))
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(text.contains("cellForRowAt"))
        XCTAssertTrue(text.contains("didEndDisplaying"))
        XCTAssertTrue(text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
                        .contains("dequeueReusableCell(withIdentifier:for:)"), text)
        assertFits(lines, width: 40)
    }

    // MARK: - Runs of rows

    /// A reload of 16 visible rows: two lines, not 32 — and no middle cut hides the cellForRowAt line.
    func testReloadCollapsesRuns() throws {
        var table = TableState()
        let step = try table.run(.reload, command: "reload")
        let en = StepPicture(state: table, step: step).render(in: context())
        snapshot(en, named: "en")
        let ko = StepPicture(state: table, step: step).render(in: context(.ko))
        snapshot(ko, named: "ko")
        XCTAssertTrue(en.contains { $0.contains("⇢ [0, 0] … [0, 15]  didEndDisplaying → 16 cells to queue \"cell\"") })
        XCTAssertTrue(en.contains { $0.contains("↻ [0, 0] … [0, 15]  cellForRowAt → reused cell#1 … cell#16 (prepareForReuse)") })
        XCTAssertTrue(en.contains { $0.contains("(cell#1 … cell#16)") })
        XCTAssertFalse(en.contains { $0.contains("more lines") })
        XCTAssertEqual(en.filter { $0.hasPrefix("frame 1 ") }.count, 1, "one heading per frame")
        XCTAssertTrue(ko.contains { $0.contains("셀 16개 \"cell\" 큐로") })
    }

    /// Background loading, a fast drag, then waiting: each download start is one line, and after the
    /// wait the wrong images stay visible in the summary even though every cell ends with its own.
    func testBackgroundLoadingFastScrollAndWait() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil))
        try table.run(.load(.background))
        try table.run(.velocity(12_000))
        let scroll = try table.run(.scroll(.rows(30)), command: "scroll 30")
        let scrolled = StepPicture(state: table, step: scroll).render(in: context())
        snapshot(scrolled, named: "scroll")
        XCTAssertTrue(scrolled.contains { $0.contains("image downloads start: Data(contentsOf:) on global") })
        XCTAssertFalse(scrolled.contains { $0.contains("⊳") }, "the worker's block and its download are one line")

        let wait = try table.run(.wait(3000), command: "wait 3s")
        let en = StepPicture(state: table, step: wait, waited: 3000).render(in: context())
        snapshot(en, named: "wait-en")
        let ko = StepPicture(state: table, step: wait, waited: 3000).render(in: context(.ko))
        snapshot(ko, named: "wait-ko")
        let summary = try XCTUnwrap(en.last)
        XCTAssertTrue(summary.contains("wrong images assigned (cell#1 …)"), summary)
        XCTAssertTrue(summary.contains("right"), summary)
        XCTAssertTrue(summary.contains("3,000 ms waited"), summary)
        XCTAssertFalse(summary.contains("cellForRowAt"), "a wait lays nothing out")
        XCTAssertTrue(ko.joined().contains("의 이미지가 들어감 —"))
        XCTAssertTrue(ko.contains { $0.contains("이 셀") && $0.contains("지금 [0, 2") && $0.contains("표시 중") })
        XCTAssertTrue(ko.last?.contains("이미지 꼬임") == true, "the glossary's term for a wrong image")
        for line in en + ko {
            XCTAssertFalse(line.contains("엉뚱한") || line.contains("잘못 넣은") || line.contains("다른 행의"), line)
        }
        assertFits(en, width: 80)
        assertFits(ko, width: 80)
        // Plain terminals get ASCII marks only (the row texts are data and may hold anything).
        for step in [scroll, wait] {
            let ascii = EventListPicture(events: step.events, state: table).render(in: context(border: .ascii))
                + SummaryLine(step: step, waited: 3000).render(in: context(border: .ascii))
            for line in ascii { XCTAssertTrue(line.unicodeScalars.allSatisfy(\.isASCII), line) }
        }
    }

    /// Elision: every frame heading at most once, and the elided range never overlaps what is shown.
    func testElisionNamesExactlyWhatIsLeftOut() throws {
        var movies = TableState()
        try movies.run(.dataSet(.movies, count: nil))
        try movies.run(.load(.background))
        try movies.run(.velocity(12_000))
        try movies.run(.scroll(.rows(30)))
        let wait = try movies.run(.wait(3000))
        var long = TableState()
        let scroll = try long.run(.scroll(.rows(100)))
        var reload = TableState()
        let reloaded = try reload.run(.sections([3, 4, 5]))
        for (table, step) in [(movies, wait), (long, scroll), (reload, reloaded)] {
            for maxLines in [8, 12, 20, 40] {
                for width in [40, 80] {
                    let lines = EventListPicture(events: step.events, state: table, maxLines: maxLines).render(in: context(width: width))
                    let headings = lines.filter { $0.hasPrefix("frame ") }.compactMap { Int($0.dropFirst(6).prefix { $0.isNumber }) }
                    XCTAssertEqual(headings.count, Set(headings).count, "a heading printed twice:\n" + lines.joined(separator: "\n"))
                    for line in lines where line.contains("more frames (") {
                        let inside = line.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
                        let bounds = inside.split(separator: "–").compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
                        XCTAssertEqual(bounds.count, 2, line)
                        if bounds.count == 2 {
                            XCTAssertFalse(headings.contains { bounds[0] <= $0 && $0 <= bounds[1] },
                                           "elided range overlaps a printed frame:\n" + lines.joined(separator: "\n"))
                        }
                    }
                }
            }
        }
    }

    // MARK: - Crash

    /// UIKit's message once, after the events, in bold red; one Korean wording.
    func testCrashMessageIsShownOnce() throws {
        var table = TableState()
        let step = try table.run(.identifiers(.alternate(["text", "image"])), command: "identifiers alternate text image")
        for language in Language.allCases {
            let lines = StepPicture(state: table, step: step).render(in: context(language))
            let text = lines.joined(separator: "\n")
            XCTAssertEqual(text.components(separatedBy: "*** Terminating app").count - 1, 1, text)
            XCTAssertFalse(text.contains("종료"), "one wording: 앱이 죽었습니다")
            if language != .en { XCTAssertTrue(text.contains("앱이 죽었습니다")) }
            let message = try XCTUnwrap(lines.firstIndex { $0.contains("*** Terminating app") })
            let lastEvent = try XCTUnwrap(lines.lastIndex { $0.contains("dequeueReusableCell(withIdentifier:for:)") })
            XCTAssertGreaterThan(message, lastEvent, "the message comes after the events")
        }
        snapshot(StepPicture(state: table, step: step).render(in: context(.ko)), named: "ko")
    }

    // MARK: - Words

    func testKoreanTermsAreConsistent() throws {
        var movies = TableState()
        try movies.run(.dataSet(.movies, count: nil))
        try movies.run(.load(.sync))
        let step = try movies.run(.scroll(.rows(10)))
        let lines = StepPicture(state: movies, step: step).render(in: context(.ko))
            + StatsPicture(state: movies).render(in: context(.ko))
            + TimelinePicture(events: step.events, frameDuration: movies.settings.frameDuration).render(in: context(.ko))
        let text = lines.joined(separator: "\n")
        XCTAssertFalse(text.contains("히치"), "hitch = 끊김")
        XCTAssertTrue(text.contains("끊김 시간 비율"))
        XCTAssertTrue(text.contains("┌─ 뷰포트"), "the glossary's word for the viewport")
        XCTAssertFalse(text.contains("모두 "), "합계, not 모두 … 늦음")
        XCTAssertTrue(text.contains("합계"))
    }

    func testBothLanguagesKeepTheEnglishHalfOfALabel() {
        // One `both` layout: " / " inside a line, and a label's colon only after the Korean half.
        XCTAssertEqual(Language.both.choose(en: "the app crashed: ", ko: "앱이 죽었습니다: "), "the app crashed / 앱이 죽었습니다: ")
        XCTAssertEqual(Language.both.choose(en: "rows shown:", ko: "보여 준 행:"), "rows shown / 보여 준 행:")
        XCTAssertEqual(Language.en.choose(en: "the app crashed: ", ko: "앱이 죽었습니다: "), "the app crashed: ")
        XCTAssertEqual(Language.both.choose(en: "a: b", ko: "가: 나"), "a: b / 가: 나")
        XCTAssertEqual(Language.both.choose(en: "a", ko: "가", block: true), "a\n가")
    }

    // MARK: - Viewport states

    func testEmptyTable() throws {
        var table = TableState()
        let step = try table.run(.rows(0))
        snapshot(StepPicture(state: table, step: step).render(in: context()))
    }

    func testEveryKoreanSectionEmptyWithRawJamo() throws {
        var table = TableState(data: TableData(.regionsKorean))
        let step = try table.run(.jamo(.raw))
        snapshot(ViewportPicture(state: table, lastEvents: step.events).render(in: context(.ko)))
    }

    /// Alpha and a checkmark set on the cell object go with the cell to another row; the selection,
    /// kept by the table, shows only on its own row (FIDELITY §8a).
    func testStaleAlphaAndLeakedCheckmarkShowAfterReuse() throws {
        var table = TableState()
        try table.run(.prepareResets(false))
        try table.run(.setAlpha(TablePath(0, 0), 0.5))
        try table.run(.checkmark(TablePath(0, 1), true))
        try table.run(.select(TablePath(0, 1)))
        try table.run(.select(TablePath(0, 20)))
        let step = try table.run(.scroll(.rows(16)))
        let lines = ViewportPicture(state: table, lastEvents: step.events).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("α0.5") })
        XCTAssertTrue(lines.contains { $0.contains("[0, 18]") && $0.contains("✓checkmark of [0, 1]") })
        XCTAssertEqual(lines.filter { $0.contains("◧selected") }.count, 1)
        XCTAssertTrue(lines.contains { $0.contains("[0, 20]") && $0.contains("◧selected") })
    }

    func testCellsWithoutIdentifierAreReleased() throws {
        var table = TableState()
        try table.run(.dequeue(.fallback))
        try table.run(.identifiers(.single("plain")))
        let step = try table.run(.scroll(.rows(3)), command: "scroll 3")
        snapshot(StepPicture(state: table, step: step).render(in: context()))
    }

    // MARK: - On demand

    /// A learner's app keeps its images its own way: no row about tablelab's image cache and memory.
    func testStatsOfALearnersAppLeaveOutTablelabsImageCache() throws {
        var movies = TableState()
        try movies.run(.dataSet(.movies, count: nil))
        try movies.run(.load(.sync))
        try movies.run(.scroll(.rows(10)))
        var picture = StatsPicture(state: movies)
        let own = picture.render(in: context()).joined(separator: "\n")
        XCTAssertTrue(own.contains(context().text(L10n.Stats.cacheHitsMisses)), own)
        picture.learnerApp = true
        let learners = picture.render(in: context()).joined(separator: "\n")
        XCTAssertFalse(learners.contains(context().text(L10n.Stats.cacheHitsMisses)), learners)
        XCTAssertFalse(learners.contains(context().text(L10n.Stats.imageMemory)), learners)
        XCTAssertTrue(learners.contains(context().text(L10n.Stats.wrongImages)), learners)
    }

    func testStats() throws {
        let (table, _) = try scrollTen()
        snapshot(StatsPicture(state: table).render(in: context()), named: "en")
        snapshot(StatsPicture(state: table).render(in: context(.ko)), named: "ko")
    }

    func testCellHistory() throws {
        var (table, _) = try scrollTen()
        try table.run(.scroll(.rows(20)))
        snapshot(CellHistoryPicture(state: table, cellID: 1).render(in: context()), named: "en")
        snapshot(CellHistoryPicture(state: table, cellID: 1).render(in: context(.ko)), named: "ko")
        snapshot(CellHistoryPicture(state: table, cellID: 99).render(in: context()), named: "missing")
    }

    func testCellHistoryShowsStaleState() throws {
        var table = TableState()
        try table.run(.prepareResets(false))
        try table.run(.setAlpha(TablePath(0, 0), 0.5))
        try table.run(.scroll(.rows(16)))
        let lines = CellHistoryPicture(state: table, cellID: 1).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("alpha 0.5") })
    }

    func testQueueWithManyCells() throws {
        var table = TableState()
        try table.run(.scrollTo(TablePath(0, 60)))
        snapshot(QueuePicture(state: table).render(in: context(width: 60)))
    }

    // MARK: - Width

    /// The box promise: with Korean content, every line of the viewport has the same display width,
    /// at every terminal width and in every language, with and without colour.
    func testEveryViewportLineHasTheSameWidthWithKoreanContent() throws {
        var table = TableState(data: TableData(.regionsKorean))
        try table.run(.prepareResets(false))
        try table.run(.setAlpha(TablePath(0, 0), 0.5))
        try table.run(.checkmark(TablePath(0, 1), true))
        try table.run(.scroll(.rows(16)))
        try table.run(.select(table.visibleRows[3].path))
        XCTAssertTrue(table.visibleRows.contains { $0.cell.alpha != 1 }, "a stale cell is on screen")
        XCTAssertTrue(table.visibleRows.contains { table.hasLeakedCheckmark($0.cell) }, "a leaked checkmark is on screen")
        for width in [40, 60, 80, 100, 120] {
            for language in Language.allCases {
                for palette in [Palette.plain, .colored] {
                    let lines = ViewportPicture(state: table).render(in: context(language, width: width, palette: palette))
                    let widths = Set(lines.map(\.displayWidth))
                    XCTAssertEqual(widths.count, 1, "width \(width), \(language): \(widths)\n" + lines.joined(separator: "\n"))
                    XCTAssertLessThanOrEqual(widths.first ?? 0, width)
                    XCTAssertTrue(lines.contains { $0.contains("강") || $0.contains("ㄱ") || $0.contains("섹션") || $0.contains("Seoul") || $0.contains("header") },
                                  "Korean data is on screen")
                }
            }
        }
    }

    func testEveryPictureFitsItsWidth() throws {
        var movies = TableState(data: TableData(.movies(count: 40)))
        try movies.run(.load(.mainAsync))
        let movieStep = try movies.run(.scroll(.rows(12)))
        let scenarios = [try scrollTen(data: TableData(.regionsKorean)), try scrollTen(data: TableData(.regionsEnglish)),
                         (movies, movieStep)]
        for (table, step) in scenarios {
            for width in [40, 50, 60, 80, 100, 120] {
                for language in Language.allCases {
                    let ctx = context(language, width: width)
                    let all = StepPicture(state: table, step: step).render(in: ctx)
                        + StatsPicture(state: table).render(in: ctx)
                        + CellHistoryPicture(state: table, cellID: 1).render(in: ctx)
                        + EventListPicture(events: step.events, state: table, detail: .full).render(in: ctx)
                    assertFits(all, width: width)
                    let box = ViewportPicture(state: table, lastEvents: step.events).render(in: ctx)
                    XCTAssertEqual(Set(box.map(\.displayWidth)).count, 1)
                }
            }
        }
    }

    /// Stats in both languages at 80 columns: labels, numbers and notes all fit, nothing cut.
    func testStatsInBothLanguagesFitWithoutCutting() throws {
        var movies = TableState()
        try movies.run(.dataSet(.movies, count: nil))
        try movies.run(.load(.sync))
        try movies.run(.scroll(.rows(10)))
        for width in [40, 60, 80] {
            for language in Language.allCases {
                let lines = StatsPicture(state: movies).render(in: context(language, width: width))
                assertFits(lines, width: width)
                for line in lines { XCTAssertFalse(line.contains("…│"), "cut at \(width) \(language): \(line)") }
            }
        }
        let both = StatsPicture(state: movies).render(in: context(.both, width: 80))
        snapshot(both)
        XCTAssertTrue(both.joined().contains("frames drawn"))
        XCTAssertTrue(both.joined().contains("clock (frame)"))
    }

    /// Every mark on screen is in the legend.
    func testLegendExplainsEveryMark() throws {
        var table = TableState()
        try table.run(.prepareResets(false))
        try table.run(.setAlpha(TablePath(0, 0), 0.5))
        try table.run(.checkmark(TablePath(0, 1), true))
        try table.run(.select(TablePath(0, 20)))
        let step = try table.run(.scroll(.rows(16)))
        for width in [40, 60, 80] {
            let text = ViewportPicture(state: table, lastEvents: step.events).render(in: context(width: width)).joined(separator: "\n")
            XCTAssertTrue(text.contains("α0.5 = cell.alpha 0.5"), text)
            XCTAssertTrue(text.contains("▐ scroll bar"), text)
            if text.contains("←0:") { XCTAssertTrue(text.contains("= was [0, 0]") || text.contains("= checkmark set for [0, 1]"), text) }
            if text.contains("✓←0:1") { XCTAssertTrue(text.contains("✓←0:1 = checkmark set for [0, 1]"), text) }
            if text.contains("◧sel ") || text.contains("◧sel│") { XCTAssertTrue(text.contains("◧sel = selected"), text) }
        }
        var movies = TableState()
        try movies.run(.dataSet(.movies, count: nil))
        try movies.run(.load(.background))
        try movies.run(.velocity(12_000))
        let scroll = try movies.run(.scroll(.rows(30)))
        for width in [40, 60, 80] {
            for language in Language.allCases {
                let text = ViewportPicture(state: movies, lastEvents: scroll.events).render(in: context(language, width: width))
                    .joined(separator: "\n")
                if text.contains("◫-") { XCTAssertTrue(text.contains("◫- " + (language == .ko ? "빈 이미지" : "empty")), text) }
                if text.contains("←0:") { XCTAssertTrue(text.contains("= " + (language == .ko ? "이전" : "was")), text) }
                XCTAssertFalse(text.contains("no image"), "reads as \"no image is loading\"")
            }
        }
    }

    func testOneInstantPrintsOneWay() {
        XCTAssertEqual(NumberText.oneDecimal(100_533.349_999_99), NumberText.oneDecimal(100_533.350_000_01))
        XCTAssertEqual(NumberText.oneDecimal(100_533.35), "100,533.4")
        XCTAssertEqual(NumberText.oneDecimal(6 * 1000.0 / 60 * 3), "300.0")
        XCTAssertEqual(NumberText.wholeMs(3000), "3,000 ms")
        XCTAssertEqual(NumberText.wholeMs(12.5), "12.5 ms")
    }

    func testNumberText() {
        XCTAssertEqual(NumberText.grouped(1_000_000), "1,000,000")
        XCTAssertEqual(NumberText.grouped(999), "999")
        XCTAssertEqual(NumberText.grouped(-1234), "-1,234")
        XCTAssertEqual(NumberText.ms(50), "50.0 ms")
        XCTAssertEqual(NumberText.ms(16.666), "16.7 ms")
        XCTAssertEqual(NumberText.oneDecimal(1234.56), "1,234.6")
        XCTAssertEqual(NumberText.points(4400), "4,400")
        XCTAssertEqual(NumberText.points(733.5), "733.5")
        XCTAssertEqual(NumberText.alpha(0.5), "0.5")
        XCTAssertEqual(NumberText.alpha(0.25), "0.25")
        XCTAssertEqual(NumberText.alpha(1), "1")
    }

    // MARK: - Helpers

    private func assertFits(_ lines: [String], width: Int, file: StaticString = #filePath, line: UInt = #line) {
        for l in lines where l.displayWidth > width {
            XCTFail("\(l.displayWidth) > \(width) columns: \(l)", file: file, line: line)
        }
    }
}

private extension TableState {
    /// `apply`, with a result the test may ignore.
    @discardableResult
    mutating func run(_ action: Action, command: String? = nil) throws -> Step {
        try self.apply(action, command: command)
    }
}

/// The viewport's "was" column draws the row each dequeue carried — it works nothing out itself.
final class ViewportWasTests: XCTestCase {
    func testWasEqualsThePreviousRowsOfTheDequeues() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(10)))
        let lines = ViewportPicture(state: table, lastEvents: step.events, width: 100)
            .render(in: RenderContext(language: .en, palette: .plain, width: 100))
        var checked = 0
        for (row, was) in step.previousRows {
            let line = try XCTUnwrap(lines.first { $0.contains(" \(row) ") }, "\(row)")
            XCTAssertTrue(line.contains("was \(was)"), line)
            checked += 1
        }
        XCTAssertEqual(checked, 9)
        // Rows whose cell was not dequeued from the queue in this command say no "was".
        XCTAssertFalse(try XCTUnwrap(lines.first { $0.contains(" [0, 16] ") }).contains("was"))
    }
}
