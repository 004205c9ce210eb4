import XCTest
@testable import TableLab
import TableRender
import TableSim
import TableText

/// What the learner reads under an update at 80×24 (lessons 19–23): the model notes once in full,
/// then named; the batch's before → after table only with the rows whose index path changed.
final class UpdateTextTests: XCTestCase {
    func said(_ session: inout Session, _ line: String, _ language: Language = .en) -> String {
        let response = session.execute(line)
        XCTAssertFalse(response.isError, line)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: language, width: 80))
            .joined(separator: "\n")
    }

    /// The text with its wrapped lines joined, to find a sentence wherever the width broke it.
    /// The text as one line: a note's lines hang under its text, so a line break and the indent after
    /// it are one space.
    func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Said in full after every change, the two notes took seven lines each time and pushed the
    /// evidence a lesson step asks about off an 80×24 screen.
    func testTheModelNotesAreToldInFullOnceThenNamedInOneLine() {
        for (language, full, named) in [(Language.en, "the offset stayed where it was", "as said in full before"),
                                        (.ko, "오프셋은 그대로여서", "앞에서 자세히 말한 대로입니다")] {
            var session = Session(language: language)
            _ = said(&session, "rows 30", language)
            let first = said(&session, "delete 3", language)
            XCTAssertTrue(flat(first).contains(full), first)
            XCTAssertFalse(flat(first).contains(named), first)
            let second = said(&session, "insert 2", language)
            XCTAssertFalse(flat(second).contains(full), second)
            XCTAssertTrue(flat(second).contains(named), second)
            XCTAssertEqual(second.components(separatedBy: "\n").filter { $0.hasPrefix("◇") }.count, 1, second)
        }
    }

    /// The table listed every row on screen, most of them "[0, 5] → [0, 5]", and left out the rows
    /// the update shifted into view.
    func testTheBatchTableShowsOnlyRowsThatMovedAndThoseShiftedIntoView() {
        var session = Session()
        _ = said(&session, "rows 30")
        let text = said(&session, "batch delete 1; delete 2")
        XCTAssertTrue(text.contains("  [0, 1]         → deleted         cell#2\n"), text)
        XCTAssertTrue(text.contains("  [0, 2]         → deleted         cell#3\n"), text)
        // Thirteen rows shifted up two: one line.
        XCTAssertTrue(text.contains("  [0, 3]–[0, 15] → [0, 1]–[0, 13]  cell#4 … cell#16\n"), text)
        XCTAssertFalse(text.contains("[0, 0]  → [0, 0]"), text)
        XCTAssertTrue(text.contains("  [0, 16]        → [0, 14]         cell#17  shifted into view\n"), text)
        XCTAssertTrue(text.contains("  [0, 17]        → [0, 15]         cell#18  shifted into view\n"), text)
        XCTAssertTrue(text.contains("(1 other row on screen keeps its index path)"), text)
        let next = said(&session, "batch insert 0; delete 3")
        XCTAssertTrue(next.contains("  [0, 0] → [0, 1]   cell#1\n  [0, 1] → [0, 2]   cell#4\n  [0, 2] → [0, 3]   cell#5\n  [0, 3] → deleted  cell#6\n  new    → [0, 0]\n"), next)
    }

    func testTheOldPathOfARowAfterAnUpdate() {
        let update = TableUpdate([.deleteRows([TablePath(0, 1)]), .insertRows([TablePath(0, 0), TablePath(0, 5)]),
                                  .moveRow(TablePath(0, 7), TablePath(0, 2))], batch: true)
        for row in 0..<20 {
            let old = TablePath(0, row)
            guard let new = update.newPath(ofOld: old) else { continue }
            XCTAssertEqual(update.oldPath(ofNew: new), old, "\(old) → \(new)")
        }
        XCTAssertNil(update.oldPath(ofNew: TablePath(0, 0)))
        XCTAssertNil(update.oldPath(ofNew: TablePath(0, 5)))
    }

    /// The snapshot line wrote an edited value as `2 v2`, read as two items.
    func testAnEditedIdentifierReadsAsOneItem() {
        var session = Session()
        for line in ["rows 30", "diffable on", "identity value"] { _ = said(&session, line) }
        let text = flat(said(&session, "rename 2"))
        XCTAssertTrue(text.contains("snapshot (2(v2): item 2 after `rename`): [0 1 2(v2) 3 4"), text)
        XCTAssertTrue(text.contains("inserted [0, 2] (id 2(v2))"), text)
        XCTAssertFalse(text.contains("2 v2 3"), text)
    }
}
