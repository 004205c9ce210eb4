import SnapshotTesting
import TableRender
import TableSim
import XCTest
import TableText

/// `timeline` pictures, pinned as text snapshots (`__Snapshots__/TimelineTests/`).
///
/// The two pictures the loading lessons are built on: `load sync` (a solid main-thread lane and long
/// hitches) and `load background` (a free main thread, busy workers and network, and the stale-image
/// bug). Record again with `SNAPSHOT_TESTING_RECORD=all swift test --filter TimelineTests`, read the
/// pictures like a learner would, and run with `SNAPSHOT_TESTING_RECORD=never` to verify.
final class TimelineTests: XCTestCase {
    // MARK: - Scenarios (the real simulation)

    private struct Run {
        var events: [Event]
        var frameDuration: Double
    }

    /// `data movies`, `latency 300`, `load <strategy>`, `scroll 10` (and `wait 1000` after a
    /// background scroll, so the downloads finish and their completions run).
    private func run(_ strategy: LoadStrategy, wait: Bool) throws -> Run {
        var t = TableState()
        _ = try t.apply(.dataSet(.movies, count: nil))
        _ = try t.apply(.latency(300))
        _ = try t.apply(.load(strategy))
        let step = try t.apply(.scroll(.rows(10)))
        var events = step.events
        if wait { events += try t.apply(.wait(1000)).events }
        return Run(events: events, frameDuration: t.settings.frameDuration)
    }

    private func sync() throws -> Run { try run(.sync, wait: false) }
    private func background() throws -> Run { try run(.background, wait: true) }

    /// Background loading with both fixes, a `wait`, then a scroll back: the idle stretch of the
    /// wait is squeezed into one `≈` column.
    private func withIdleStretch() throws -> Run {
        var t = TableState()
        _ = try t.apply(.dataSet(.movies, count: nil))
        _ = try t.apply(.latency(300))
        // The app built with both fixes: its loads are URLSessionDataTasks (FIDELITY §8b.31).
        _ = try t.apply(.fix(.identityCheck, true))
        _ = try t.apply(.fix(.cancelOnReuse, true))
        _ = try t.apply(.load(.background))
        var events = try t.apply(.scroll(.rows(10))).events
        events += try t.apply(.wait(1000)).events
        events += try t.apply(.scroll(.rows(-3))).events
        return Run(events: events, frameDuration: t.settings.frameDuration)
    }

    private func render(_ run: Run, _ language: Language = .en, width: Int, palette: Palette = .plain,
                        border: Box.Border = .unicode) -> [String] {
        TimelinePicture(events: run.events, frameDuration: run.frameDuration)
            .render(in: RenderContext(language: language, palette: palette, width: width, border: border))
    }

    private func snapshot(_ lines: [String], file: StaticString = #filePath, testName: String = #function,
                          line: UInt = #line) {
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines, file: file, testName: testName, line: line)
    }

    private func assertFits(_ lines: [String], width: Int, _ what: String, file: StaticString = #filePath,
                            line: UInt = #line) {
        for l in lines {
            XCTAssertLessThanOrEqual(l.displayWidth, width, "\(what) at \(width): \(l)", file: file, line: line)
        }
    }

    // MARK: - Snapshots

    func testSyncEnglish100() throws {
        let lines = render(try sync(), width: 100)
        snapshot(lines)
        assertFits(lines, width: 100, "sync")
    }

    func testBackgroundEnglish100() throws {
        let lines = render(try background(), width: 100)
        snapshot(lines)
        assertFits(lines, width: 100, "background")
    }

    func testSyncKorean80() throws {
        let lines = render(try sync(), .ko, width: 80)
        snapshot(lines)
        assertFits(lines, width: 80, "sync ko")
    }

    func testBackgroundKorean80() throws {
        let lines = render(try background(), .ko, width: 80)
        snapshot(lines)
        assertFits(lines, width: 80, "background ko")
    }

    func testSync40() throws {
        let lines = render(try sync(), width: 40)
        snapshot(lines)
        assertFits(lines, width: 40, "sync")
    }

    func testBackground40() throws {
        let lines = render(try background(), width: 40)
        snapshot(lines)
        assertFits(lines, width: 40, "background")
    }

    func testIdleStretchCompressed80() throws {
        let lines = render(try withIdleStretch(), width: 80)
        snapshot(lines)
        // Every lane and the ruler break at the same column.
        let lanes = lines.filter { $0.contains("│") || $0.contains("└") }
        let columns = Set(lanes.map { line -> Int in
            let before = line.prefix { $0 != "≈" }
            return before.displayWidth
        })
        XCTAssertEqual(columns.count, 1, lanes.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("≈700") }, "the skipped time is labelled")
    }

    func testBackgroundASCII80() throws {
        let lines = render(try background(), width: 80, border: .ascii)
        snapshot(lines)
        for l in lines { XCTAssertTrue(l.unicodeScalars.allSatisfy(\.isASCII), l) }
    }

    // MARK: - What the pictures must say

    func testSyncShowsABlockedMainThreadAndAVeryBadHitchRatio() throws {
        let text = render(try sync(), width: 100).joined(separator: "\n")
        XCTAssertTrue(text.contains("cellForRowAt → Data(contentsOf:) [0, 16]  300.0 ms"))
        XCTAssertTrue(text.contains("2,700 ms late"))
        XCTAssertTrue(text.contains("978.3 ms/s very bad"))
        XCTAssertFalse(text.contains("network"), "sync downloads run on the main thread")
    }

    func testBackgroundShowsAFreeMainThreadAndTheStaleImages() throws {
        let lines = render(try background(), width: 100)
        let text = lines.joined(separator: "\n")
        let main = try XCTUnwrap(lines.first { $0.hasPrefix("main thread │") })
        XCTAssertFalse(main.contains("█"), "nothing blocks the main thread")
        XCTAssertTrue(lines.contains { $0.hasPrefix("network") })
        XCTAssertTrue(text.contains("imageAssign [0, 0] → cell#1 showing [0, 17]  wrong"))
        XCTAssertTrue(text.contains("0.0 ms/s good"))
    }

    /// The summary's busy time counts the blocks that put images into cells, so it is never less than
    /// the "… in all" of those blocks printed just above it.
    func testMainThreadBusyAgreesWithTheAssignBlocks() throws {
        let lines = render(try background(), width: 100)
        let assigns = try XCTUnwrap(lines.first { $0.contains("imageView.image") && $0.contains("in all") })
        let busyLine = try XCTUnwrap(lines.first { $0.contains("main thread busy") })
        func ms(after marker: String, in line: String) -> Double? {
            guard let r = line.range(of: marker) else { return nil }
            return Double(line[r.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ""))
        }
        func msBefore(_ marker: String, in line: String) -> Double? {
            guard let r = line.range(of: marker) else { return nil }
            let head = line[..<r.lowerBound].reversed().drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0 == "," }
            return Double(String(head.reversed()).replacingOccurrences(of: ",", with: ""))
        }
        let total = try XCTUnwrap(msBefore(" ms in all", in: assigns), assigns)
        let busy = try XCTUnwrap(ms(after: "main thread busy ", in: busyLine), busyLine)
        XCTAssertGreaterThanOrEqual(busy, total, lines.joined(separator: "\n"))
        XCTAssertGreaterThan(busy, 0)
    }

    func testLegendSaysWhatTheDigitsMean() throws {
        let text = render(try background(), width: 100).joined(separator: "\n")
        XCTAssertTrue(text.contains("2 = two downloads at once"), text)
        XCTAssertTrue(text.contains("+ = ten or more"), text)
        let ko = render(try background(), .ko, width: 100).joined(separator: "\n")
        XCTAssertTrue(ko.contains("이미지 꼬임"))
        XCTAssertFalse(ko.contains("잘못된 이미지"), "the glossary's term: 이미지 꼬임")
        XCTAssertFalse(ko.contains("엉뚱한") || ko.contains("다른 행의"))
    }

    func testHitchRatioFollowsTheEventsShown() throws {
        // 4 frames at 60 Hz, 3,000 ms of hitches: 3000 / ((4 × 16.67 + 3000) / 1000) = 978.3 ms/s.
        let text = render(try sync(), .ko, width: 80).joined(separator: "\n")
        XCTAssertTrue(text.contains("978.3 ms/s 매우 나쁨"))
    }

    func testALaunchStallIsAHangNotAHitch() throws {
        var t = TableState()
        let launch = try t.apply(.dataSet(.movies, count: nil))
        let text = render(Run(events: launch.events, frameDuration: t.settings.frameDuration), width: 100).joined(separator: "\n")
        XCTAssertTrue(text.contains("0 hitches"), text)
        XCTAssertTrue(text.contains("late outside scrolling"), text)
        XCTAssertFalse(text.contains("hitch time ratio"), "no drag, no ratio: \(text)")
    }

    func testEmptyInputSaysWhatToTry() {
        let empty = Run(events: [], frameDuration: 1000.0 / 60)
        XCTAssertEqual(render(empty, width: 100),
                       ["nothing happened in simulated time yet — try `data movies` then `scroll 10`"])
        let ko = render(empty, .ko, width: 120)
        XCTAssertEqual(ko.count, 1)
        XCTAssertTrue(ko[0].contains("`data movies`"))
        assertFits(render(empty, .ko, width: 40), width: 40, "empty ko")
    }

    // MARK: - Width

    func testEveryLineFitsItsWidth() throws {
        let runs = [("sync", try sync()), ("background", try background()), ("idle", try withIdleStretch())]
        for (name, r) in runs {
            for width in [40, 60, 80, 120] {
                for language in Language.allCases {
                    for palette in [Palette.plain, .colored] {
                        for border in [Box.Border.unicode, .ascii] {
                            let lines = render(r, language, width: width, palette: palette, border: border)
                            assertFits(lines, width: width, "\(name) \(language) \(border)")
                        }
                    }
                }
            }
        }
    }

    func testKoreanLaneLabelsLineUp() throws {
        for width in [40, 60, 80, 120] {
            for language in [Language.ko, .both] {
                let lines = render(try background(), language, width: width)
                let bars = lines.filter { $0.contains("│") }.map { $0.prefix { $0 != "│" }.displayWidth }
                XCTAssertGreaterThanOrEqual(bars.count, 5)
                XCTAssertEqual(Set(bars).count, 1, "lane bars at \(bars) (\(language), \(width))")
                let ruler = try XCTUnwrap(lines.first { $0.contains("└") })
                XCTAssertEqual(ruler.prefix { $0 != "└" }.displayWidth, bars.first)
            }
        }
    }
}
