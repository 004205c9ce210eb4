import XCTest
@testable import TableSim

/// FIDELITY §7: sections, 22-pt plain headers that float, the index strip, and the Korean jamo trap.
final class SectionTests: XCTestCase {
    // MARK: Sections and index paths

    func testSectionsAskCountsPerSectionAndTitles() throws {
        var table = TableState()
        let step = try table.apply(.sections([5, 12, 3]))
        XCTAssertEqual(step.events.of(.numberOfSections).map(\.value), [3])
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).map(\.value), [5, 12, 3])
        XCTAssertEqual(step.events.of(.numberOfRowsInSection).map(\.section), [0, 1, 2])
        XCTAssertEqual(step.events.of(.titleForHeaderInSection).map(\.section), [0, 1, 2])
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(table.layout.sectionCount, 3)
        XCTAssertEqual(table.data.sectionTitles(), ["Section 0", "Section 1", "Section 2"])
    }

    func testIndexPathsRunWithinEachSection() throws {
        var table = TableState()
        try table.run(.sections([5, 12, 3]))
        let layout = table.layout
        XCTAssertEqual(layout.path(0), TablePath(0, 0))
        XCTAssertEqual(layout.path(4), TablePath(0, 4))
        XCTAssertEqual(layout.path(5), TablePath(1, 0))
        XCTAssertEqual(layout.path(16), TablePath(1, 11))
        XCTAssertEqual(layout.path(17), TablePath(2, 0))
        XCTAssertEqual(layout.path(19), TablePath(2, 2))
        for g in 0..<20 { XCTAssertEqual(layout.global(layout.path(g)), g) }
        XCTAssertTrue(layout.contains(TablePath(1, 11)))
        XCTAssertFalse(layout.contains(TablePath(1, 12)))
        XCTAssertFalse(layout.contains(TablePath(3, 0)))
        // cellForRowAt is asked with (section, row).
        let asked = table.log.last!.events.of(.cellForRowAt).compactMap(\.path)
        XCTAssertEqual(asked, (0..<5).map { TablePath(0, $0) } + (0..<10).map { TablePath(1, $0) })
    }

    func testPlainHeadersAreTwentyTwoPointsAndShiftRows() throws {
        var table = TableState()
        try table.run(.sections([5, 12, 3]))
        let layout = table.layout
        XCTAssertEqual((0..<3).map(layout.headerHeight), [22, 22, 22])
        XCTAssertEqual(layout.rowTop(0), 22)
        XCTAssertEqual(layout.rowTop(4), 22 + 4 * 44)
        XCTAssertEqual(layout.sectionTop(1), 22 + 5 * 44)
        XCTAssertEqual(layout.rowTop(5), 22 + 5 * 44 + 22)
        XCTAssertEqual(layout.rowTop(17), 3 * 22 + 17 * 44)
        XCTAssertEqual(table.contentHeight, 3 * 22 + 20 * 44)
        // Two headers in [0, 667) leave room for 15 rows, not 16: the last is (1, 9) at 660.
        XCTAssertEqual(table.visibleRange, 0..<15)
        XCTAssertEqual(table.visibleRows.last?.path, TablePath(1, 9))
        XCTAssertEqual(layout.rowTop(14), 660)
        XCTAssertEqual(table.visibleRows.count, 15)
        XCTAssertEqual(table.pool.count, 1, "the reload reused 15 of the first load's 16 cells")
    }

    func testUntitledRowsHaveNoHeader() throws {
        var table = TableState()
        let step = try table.apply(.rows(30))
        XCTAssertEqual(table.layout.headerHeight(0), 0)
        XCTAssertEqual(step.events.count(.titleForHeaderInSection), 0)
        XCTAssertNil(table.stickyHeaderSection)
    }

    func testScrollToARowInPlainPutsItsSectionHeaderAtTheTop() throws {
        var table = TableState()
        try table.run(.sections([3, 10, 10, 10]), .scrollTo(TablePath(1, 0)))
        XCTAssertEqual(table.offset, 154, "22 + 3 × 44: section 1's header is at the top")
        XCTAssertEqual(table.stickyHeaderSection, 1)
        try table.run(.style(.grouped), .scrollTo(TablePath(2, 0)))
        XCTAssertEqual(table.offset, table.layout.rowTop(13), "grouped: the row itself at the top")
        XCTAssertEqual(table.offset, 3 * 22 + 13 * 44)
    }

    func testStickyHeaderFollowsTheSectionAtTheTopWhileScrollingInPlain() throws {
        var table = TableState()
        try table.run(.sections([3, 10, 10, 10]))
        // Section tops: 0, 154, 616, 1078; content 4 × 22 + 33 × 44 = 1540, so the offset stops at 873.
        XCTAssertEqual((0..<4).map(table.layout.sectionTop), [0, 154, 616, 1078])
        XCTAssertEqual(table.maxOffset, 873)
        XCTAssertEqual(table.stickyHeaderSection, 0)
        var seen: [Int] = []
        while table.offset != table.maxOffset {
            try table.dragFrame(toward: table.maxOffset)
            let expected = table.offset >= 616 ? 2 : table.offset >= 154 ? 1 : 0
            XCTAssertEqual(table.stickyHeaderSection, expected, "offset \(table.offset)")
            if seen.last != expected { seen.append(expected) }
        }
        XCTAssertEqual(seen, [0, 1, 2])
    }

    func testGroupedHeadersDoNotStick() throws {
        var table = TableState()
        try table.run(.sections([3, 10, 10, 10]), .style(.grouped))
        XCTAssertNil(table.stickyHeaderSection)
        while table.offset != table.maxOffset {
            try table.dragFrame(toward: table.maxOffset)
            XCTAssertNil(table.stickyHeaderSection)
        }
    }

    // MARK: The index strip (timezones-ko)

    func testKoreanDataHasTheFourteenTitleIndexStrip() throws {
        var table = TableState()
        let step = try table.apply(.dataSet(.timezonesKo, count: nil))
        XCTAssertEqual(table.indexTitles, ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"])
        let strip = step.events.of(.sectionIndexTitles)
        XCTAssertEqual(strip.count, 1)
        XCTAssertEqual(strip[0].value, 14)
        XCTAssertEqual(strip[0].text, "ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ")
        XCTAssertEqual(table.layout.sectionCount, 14)
        XCTAssertEqual(table.rowCount, RegionNames.all.count)
        // 14 sections: numberOfRowsInSection is one bulk entry standing for 14 calls.
        XCTAssertEqual(step.events.count(.numberOfRowsInSection), 14)
        XCTAssertEqual(step.events.count(.titleForHeaderInSection), 14)
    }

    func testTappingAnIndexTitleScrollsItsSectionHeaderToTheTop() throws {
        var table = TableState()
        try table.run(.dataSet(.timezonesKo, count: nil))
        let step = try table.apply(.tapIndex("ㄷ"))
        let asked = step.events.of(.sectionForSectionIndexTitle)
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(asked[0].text, "ㄷ")
        XCTAssertEqual(asked[0].value, 2)
        XCTAssertEqual(step.events.kinds.first, .sectionForSectionIndexTitle, "asked before the table moves")
        // ㄱ has 8 names (ㄲ folded in), ㄴ has 5: 22 + 8 × 44 + 22 + 5 × 44.
        XCTAssertEqual(table.layout.rowCount(inSection: 0), 8)
        XCTAssertEqual(table.layout.rowCount(inSection: 1), 5)
        XCTAssertEqual(table.offset, 616)
        XCTAssertEqual(table.offset, table.layout.sectionTop(2))
        XCTAssertEqual(table.stickyHeaderSection, 2)
        XCTAssertEqual(table.visibleRows.first?.path, TablePath(2, 0))
    }

    func testTappingALateTitleClampsAtTheBottom() throws {
        var table = TableState()
        try table.run(.dataSet(.timezonesKo, count: nil))
        let step = try table.apply(.tapIndex("ㅎ"))
        XCTAssertEqual(step.events.of(.sectionForSectionIndexTitle).first?.value, 13)
        XCTAssertGreaterThan(table.layout.sectionTop(13), table.maxOffset)
        XCTAssertEqual(table.offset, table.maxOffset)
        XCTAssertEqual(table.visibleRange.upperBound, table.rowCount)
    }

    func testTappingAnUnknownTitleIsABadRequest() throws {
        var table = TableState()
        try table.run(.dataSet(.timezonesKo, count: nil))
        let batches = table.log.batches.count
        XCTAssertThrowsError(try table.apply(.tapIndex("A"))) {
            XCTAssertEqual($0 as? SimError, .noSuchIndexTitle("A", available: Hangul.indexTitles))
        }
        // The choseong jamo U+1103 looks like ㄷ but is not in the strip.
        XCTAssertThrowsError(try table.apply(.tapIndex("\u{1103}"))) {
            XCTAssertEqual($0 as? SimError, .noSuchIndexTitle("\u{1103}", available: Hangul.indexTitles))
        }
        XCTAssertEqual(table.log.batches.count, batches)
        XCTAssertEqual(table.offset, 0)
    }

    func testNoIndexWithoutTitlesOrInGroupedStyle() throws {
        var table = TableState()
        XCTAssertThrowsError(try table.apply(.tapIndex("ㄱ"))) { XCTAssertEqual($0 as? SimError, .noIndex(dataHasIndex: false)) }
        try table.run(.dataSet(.timezonesKo, count: nil), .style(.grouped))
        XCTAssertNil(table.indexTitles)
        XCTAssertEqual(table.log.last!.events.count(.sectionIndexTitles), 0)
        XCTAssertThrowsError(try table.apply(.tapIndex("ㄱ"))) { XCTAssertEqual($0 as? SimError, .noIndex(dataHasIndex: true)) }
    }

    // MARK: The jamo trap (seed 003)

    func testRawJamoEmptiesEverySectionAndMappedRestoresThem() throws {
        var table = TableState()
        try table.run(.dataSet(.timezonesKo, count: nil))
        let counts = (0..<14).map(table.layout.rowCount(inSection:))

        let raw = try table.apply(.jamo(.raw))
        XCTAssertEqual(table.data.rowCounts(jamo: .raw), Array(repeating: 0, count: 14))
        XCTAssertEqual((0..<14).map(table.layout.rowCount(inSection:)), Array(repeating: 0, count: 14))
        XCTAssertEqual(table.layout.sectionCount, 14, "the sections are still there, every one empty")
        XCTAssertEqual(table.rowCount, 0)
        XCTAssertEqual(raw.events.count(.numberOfRowsInSection), 14)
        XCTAssertEqual(raw.events.count(.cellForRowAt), 0)
        XCTAssertTrue(table.visibleRows.isEmpty)
        XCTAssertEqual(table.indexTitles?.count, 14, "the strip still shows all 14 titles")
        XCTAssertEqual(table.contentHeight, 14 * 22, "only the headers are left")

        let mapped = try table.apply(.jamo(.mapped))
        XCTAssertEqual((0..<14).map(table.layout.rowCount(inSection:)), counts)
        XCTAssertTrue(counts.allSatisfy { $0 >= 2 })
        XCTAssertEqual(table.rowCount, RegionNames.all.count)
        XCTAssertFalse(mapped.events.of(.cellForRowAt).isEmpty)
        XCTAssertEqual(table.visibleRows.first?.path, TablePath(0, 0))
    }
}
