import SnapshotTesting
import TableRender
import TableSim
import XCTest
import TableText

/// The viewport marks what an update did inside its box (issue 19 item 1, FIDELITY §8c.36): `+` for
/// an inserted row, `⇅` for a moved one, and in the frame before they leave, `−` for a deleted row's
/// cell drawn where its row was — each mark in the legend, at 80 columns, in both languages. Pinned
/// as text snapshots (`__Snapshots__/UpdateMarksPicturesTests/`): the frames the REPL plays.
final class UpdateMarksPicturesTests: XCTestCase {
    private func context(_ language: Language = .en, width: Int = 80) -> RenderContext {
        RenderContext(language: language, palette: .plain, width: width, border: .unicode)
    }

    /// Each frame's viewport, as the REPL plays them, one after the other.
    private func frames(_ calls: [TableUpdate.Call], batch: Bool = false, rows: Int = 30,
                        _ language: Language = .en) throws -> [[String]] {
        var table = TableState()
        _ = try table.apply(.rows(rows))
        let step = try table.apply(.update(TableUpdate(calls, batch: batch)))
        XCTAssertNil(step.crash)
        return step.frames.map { frame in
            ViewportPicture(state: table, lastEvents: frame.events, screen: frame.screen).render(in: context(language))
        }
    }

    private func snapshot(_ frames: [[String]], named name: String, file: StaticString = #filePath,
                          testName: String = #function, line: UInt = #line) {
        let text = frames.enumerated().map { "frame \($0.offset + 1)\n" + $0.element.joined(separator: "\n") }
            .joined(separator: "\n\n")
        assertSnapshot(of: text, as: .lines, named: name, file: file, testName: testName, line: line)
    }

    private func assertFits(_ frames: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        for l in frames.joined() { XCTAssertLessThanOrEqual(l.displayWidth, 80, l, file: file, line: line) }
    }

    func testInsertMarksTheNewRows() throws {
        let played = try frames([.insertRows([TablePath(0, 3), TablePath(0, 4)])])
        assertFits(played)
        XCTAssertTrue(played[0].contains { $0.hasPrefix("│ + ✚ [0, 3]") }, played[0].joined(separator: "\n"))
        XCTAssertTrue(played[0].joined().contains("+ inserted"))
        snapshot(played, named: "insert")
    }

    func testDeleteShowsTheLeavingCellWhereItsRowWas() throws {
        for language in [Language.en, .ko] {
            let played = try frames([.deleteRows([TablePath(0, 3)])], language)
            assertFits(played)
            XCTAssertGreaterThanOrEqual(played.count, 2)
            let first = played[0]
            let ghost = try XCTUnwrap(first.firstIndex { $0.contains("− ") && $0.contains("cell#4") }, first.joined(separator: "\n"))
            XCTAssertTrue(first[ghost - 1].contains("[0, 2]"), "under the row that stayed above it")
            XCTAssertTrue(first[ghost].contains("[0, 3]"), "its index path before the update")
            XCTAssertFalse(played.last!.contains { $0.contains("− ") }, "gone once the animation ended")
            snapshot(played, named: "delete-\(language.rawValue)")
        }
    }

    func testMoveMarksTheMovedRow() throws {
        let played = try frames([.moveRow(TablePath(0, 5), TablePath(0, 0))])
        assertFits(played)
        XCTAssertTrue(played[0].contains { $0.hasPrefix("│ ⇅") && $0.contains("[0, 0]") && $0.contains("cell#6") })
        snapshot(played, named: "move")
    }

    func testBatchMarksAllThree() throws {
        for language in [Language.en, .ko] {
            let played = try frames([.deleteRows([TablePath(0, 2)]), .insertRows([TablePath(0, 2)]),
                                     .moveRow(TablePath(0, 5), TablePath(0, 0))], batch: true, language)
            assertFits(played)
            let first = played[0].joined(separator: "\n")
            for mark in ["│ + ", "│ ⇅ ", "│ − "] { XCTAssertTrue(first.contains(mark), "\(mark)\n\(first)") }
            snapshot(played, named: "batch-\(language.rawValue)")
        }
    }

    /// Without an update the box keeps its old columns: no gutter.
    func testNoGutterWithoutAnUpdate() throws {
        var table = TableState()
        _ = try table.apply(.rows(30))
        let lines = ViewportPicture(state: table).render(in: context())
        let row = try XCTUnwrap(lines.first { $0.contains("[0, 0]") })
        XCTAssertEqual(Array(row)[4], "[", "the path right after the ✚ / ↻ mark: \(row)")
    }
}

/// On a short terminal the box summarises its middle rows: a leaving row whose neighbour is in that
/// middle is drawn just under the summary line, not at the bottom of the box.
final class UpdateMarksShortBoxTests: XCTestCase {
    func testALeavingRowStaysInPlaceInASummarisedBox() throws {
        var table = TableState()
        _ = try table.apply(.rows(100))
        let step = try table.apply(.update(TableUpdate([.deleteRows([TablePath(0, 3)])])))
        let first = try XCTUnwrap(step.frames.first)
        let lines = ViewportPicture(state: table, lastEvents: first.events, maxRowLines: 5, screen: first.screen)
            .render(in: RenderContext(language: .en, palette: .plain, width: 80, border: .unicode))
        let ghost = try XCTUnwrap(lines.firstIndex { $0.contains("cell#4") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[ghost - 1].contains("more rows"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines[ghost + 1].contains("├"), "not at the bottom: \(lines.joined(separator: "\n"))")
    }
}
