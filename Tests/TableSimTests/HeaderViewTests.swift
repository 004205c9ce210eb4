import XCTest
@testable import TableSim

/// FIDELITY §8c.40: with `headers views`, section headers come from
/// `dequeueReusableHeaderFooterView(withIdentifier:)` — a reuse queue of their own, with their own
/// `prepareForReuse`, and `willDisplayHeaderView` / `didEndDisplayingHeaderView`.
final class HeaderViewTests: XCTestCase {
    /// 5 sections of 10 rows, each with a 22-pt header: a section is 462 pt; 667 pt show sections 0–1.
    private func sections() throws -> TableState {
        var table = TableState()
        try table.run(.sections([10, 10, 10, 10, 10]), .headers(.views))
        return table
    }

    func testTheFirstScreenMakesOneHeaderViewPerVisibleSection() throws {
        var table = TableState()
        try table.run(.sections([10, 10, 10, 10, 10]))
        let step = try table.apply(.headers(.views))
        XCTAssertEqual(step.events.count(.titleForHeaderInSection), 0, "views replace titles")
        XCTAssertEqual(step.events.of(.viewForHeaderInSection).map(\.section), [0, 1])
        XCTAssertEqual(step.events.of(.headerViewInit).map(\.headerView), [1, 2])
        XCTAssertEqual(step.events.of(.willDisplayHeaderView).map(\.headerView), [1, 2])
        XCTAssertEqual(step.events.count(.initCell), 0, "header views are not cells")
        XCTAssertEqual(table.visibleHeaderViews.map(\.section), [0, 1])
        XCTAssertEqual(table.headerViews.count, 2)
        let request = try XCTUnwrap(step.events.of(.viewForHeaderInSection).first)
        let dequeue = try XCTUnwrap(step.events.of(.dequeueReusableHeaderFooterView).first)
        XCTAssertEqual(dequeue.cause, request.id)
        XCTAssertEqual(dequeue.dequeue, .created)
        XCTAssertEqual(step.events.of(.headerViewInit).first?.cause, dequeue.id)
    }

    /// An update moves header views with their sections; a deleted section's view leaves and is
    /// queued; a section inserted on screen gets a view (found by the property test: after a section
    /// update the views on screen were still keyed by the old section numbers).
    func testHeaderViewsFollowInsertedAndDeletedSections() throws {
        var table = TableState()
        try table.run(.sections([2, 2, 2]), .headers(.views))      // 3 × (22 + 88) pt: all on screen
        XCTAssertEqual(table.visibleHeaderViews.map { [$0.section, $0.view.id] }, [[0, 1], [1, 2], [2, 3]])
        let inserted = try table.apply(.update(TableUpdate([.insertSections([.init(index: 0, rows: 2)])])))
        XCTAssertEqual(inserted.events.of(.viewForHeaderInSection).map(\.section), [0], "only the new section asks")
        XCTAssertEqual(table.visibleHeaderViews.map { [$0.section, $0.view.id] }, [[0, 4], [1, 1], [2, 2], [3, 3]])
        let deleted = try table.apply(.update(TableUpdate([.deleteSections([1])])))
        XCTAssertEqual(deleted.events.of(.didEndDisplayingHeaderView).map(\.headerView), [1])
        XCTAssertEqual(deleted.events.of(.didEndDisplayingHeaderView).map(\.section), [1], "its index before the update")
        XCTAssertEqual(table.queuedHeaderViews, [1])
        XCTAssertEqual(table.visibleHeaderViews.map { [$0.section, $0.view.id] }, [[0, 4], [1, 2], [2, 3]])
        XCTAssertNil(FuzzInvariant.violation(table))
    }

    func testScrollingThroughSectionsReusesHeaderViews() throws {
        var table = try sections()
        let step = try table.apply(.scroll(.rows(12)))   // to 550 pt: section 0 leaves, section 2 enters
        XCTAssertEqual(step.events.of(.viewForHeaderInSection).map(\.section), [2])
        XCTAssertEqual(step.events.of(.headerViewInit).map(\.headerView), [3], "section 2 entered before section 0 left")
        XCTAssertEqual(step.events.of(.didEndDisplayingHeaderView).map(\.headerView), [1])
        XCTAssertEqual(step.events.of(.headerViewEnqueue).map(\.headerView), [1])
        XCTAssertEqual(table.queuedHeaderViews, [1])
        XCTAssertEqual(table.visibleHeaderViews.map(\.section), [1, 2])

        let more = try table.apply(.scroll(.rows(12)))   // section 3 enters: header#1 comes back
        let reused = try XCTUnwrap(more.events.of(.dequeueReusableHeaderFooterView).first)
        XCTAssertEqual(reused.dequeue, .reused)
        XCTAssertEqual(reused.headerView, 1)
        XCTAssertEqual(reused.section, 3)
        XCTAssertEqual(reused.previousPath?.section, 0, "it showed section 0's header before")
        let prepare = try XCTUnwrap(more.events.of(.headerViewPrepareForReuse).first)
        XCTAssertEqual(prepare.headerView, 1)
        XCTAssertEqual(prepare.cause, reused.id, "prepareForReuse runs inside the dequeue")
        XCTAssertEqual(more.events.count(.prepareForReuse), more.events.of(.dequeueReusableCell).filter { $0.dequeue == .reused }.count,
                       "the cells' prepareForReuse counts cells only")
        XCTAssertEqual(table.headerViews.count, 3, "three header views serve five sections")
    }

    func testTheScreenReplaysHeaderViewsAndTitlesHaveNone() throws {
        var table = try sections()
        try table.run(.scroll(.rows(30)), .scroll(.rows(-20)))
        let replayed = table.log.batches.reduce(Screen.empty) { $1.rolledBack ? $0 : $0.replaying($1.events) }
        XCTAssertEqual(replayed, table.screen)
        XCTAssertEqual(replayed.headers.count, table.visibleHeaderViews.count)
        XCTAssertEqual(Set(replayed.queuedHeaderViews), Set(table.queuedHeaderViews))

        try table.run(.headers(.titles))
        XCTAssertEqual(table.visibleHeaderViews.count, 0)
        XCTAssertEqual(table.queuedHeaderViews.count, table.headerViews.count, "every header view waits in its queue")
    }

    func testGroupedStyleShowsAHeaderOnlyWhileItsOwnRectIsOnScreen() throws {
        var table = try sections()
        try table.run(.style(.grouped), .headers(.views))
        try table.run(.scrollTo(TablePath(0, 5)))   // section 0's header has scrolled away
        XCTAssertEqual(table.visibleHeaderViews.map(\.section), [1])
        var plain = try sections()
        try plain.run(.scrollTo(TablePath(0, 5)))
        XCTAssertEqual(plain.visibleHeaderViews.map(\.section), [0, 1], "a plain header floats while its section shows")
    }
}
