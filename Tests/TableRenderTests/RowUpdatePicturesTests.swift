import SnapshotTesting
import TableRender
import TableSim
import XCTest
import TableText

/// Issue 19's pictures, pinned as text snapshots (`__Snapshots__/RowUpdatePicturesTests/`): a
/// `reload rows` and a `reconfigure` as the learner sees them, and header views — the viewport naming
/// the view that shows each header, the reuse queue box drawing the header views' queue beside the
/// cells'. Record again with `SNAPSHOT_TESTING_RECORD=all swift test --filter RowUpdatePicturesTests`.
final class RowUpdatePicturesTests: XCTestCase {
    private func context(_ language: Language = .en, width: Int = 80) -> RenderContext {
        RenderContext(language: language, palette: .plain, width: width, border: .unicode)
    }

    private func snapshot(_ lines: [String], named name: String? = nil, file: StaticString = #filePath,
                          testName: String = #function, line: UInt = #line) {
        assertSnapshot(of: lines.joined(separator: "\n"), as: .lines, named: name, file: file,
                       testName: testName, line: line)
    }

    func testReloadRowsThenReconfigure() throws {
        var table = TableState()
        _ = try table.apply(.select(TablePath(0, 3)))
        let reload = try table.apply(.reloadRows([TablePath(0, 3), TablePath(0, 5), TablePath(0, 40)]), command: "reload rows 3 5 40")
        snapshot(StepPicture(state: table, step: reload).render(in: context()), named: "reload")
        let reconfigure = try table.apply(.reconfigureRows([TablePath(0, 2), TablePath(0, 4)]), command: "reconfigure 2 4")
        snapshot(StepPicture(state: table, step: reconfigure).render(in: context(.ko)), named: "reconfigure-ko")
    }

    func testHeaderViewsAreReusedAsSectionsScroll() throws {
        var table = TableState()
        _ = try table.apply(.sections([10, 10, 10, 10, 10]))
        _ = try table.apply(.headers(.views))
        let scroll = try table.apply(.scroll(.rows(12)), command: "scroll 12")
        let lines = StepPicture(state: table, step: scroll).render(in: context())
        snapshot(lines, named: "scroll")
        XCTAssertTrue(lines.contains { $0.contains("header#2 · section 1 · sticky") })
        snapshot(QueuePicture(state: table).render(in: context(.ko, width: 60)), named: "queue-ko")
    }
}
