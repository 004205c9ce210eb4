import SnapshotTesting
import TableRender
import TableSim
import XCTest

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

    func testStaleAlphaAndSelectionShowAfterReuse() throws {
        var table = TableState()
        try table.run(.prepareResets(false))
        try table.run(.setAlpha(TablePath(0, 0), 0.5))
        try table.run(.select(TablePath(0, 1)))
        let step = try table.run(.scroll(.rows(16)))
        let lines = ViewportPicture(state: table, lastEvents: step.events).render(in: context())
        snapshot(lines)
        XCTAssertTrue(lines.contains { $0.contains("α0.5") })
        XCTAssertTrue(lines.contains { $0.contains("✓selected") })
    }

    func testCellsWithoutIdentifierAreReleased() throws {
        var table = TableState()
        try table.run(.dequeue(.fallback))
        try table.run(.identifiers(.single("plain")))
        let step = try table.run(.scroll(.rows(3)), command: "scroll 3")
        snapshot(StepPicture(state: table, step: step).render(in: context()))
    }

    // MARK: - On demand

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
        try table.run(.select(TablePath(0, 1)))
        try table.run(.scroll(.rows(16)))
        XCTAssertTrue(table.visibleRows.contains { $0.cell.alpha != 1 }, "a stale cell is on screen")
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
