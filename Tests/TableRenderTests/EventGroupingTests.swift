import XCTest
@testable import TableRender
import TableSim
import TableText

/// The event list groups events by the causes the simulation recorded (`CauseIndex`), not by how
/// close they lie in the log: the list once looked past at most 8 unrelated events for a partner.
final class EventGroupingTests: XCTestCase {
    /// Eleven downloads finish in one frame, then their eleven completions run on the main queue,
    /// each putting its image into a cell: a completion lies 11 events after its download's end.
    private func downloadsThenCompletions() -> [Event] {
        var events: [Event] = []
        var next = 1
        func add(_ kind: Event.Kind, row: Int, cause: Int?, _ set: (inout Event) -> Void = { _ in }) -> Int {
            var e = Event(kind, frame: 3, time: 50, path: TablePath(section: 0, row: row))
            e.id = next
            e.cause = cause
            set(&e)
            events.append(e)
            next += 1
            return e.id
        }
        let finishes = (0..<11).map { row in add(.imageLoadFinish, row: row, cause: nil) { $0.thread = .network } }
        for (row, finish) in finishes.enumerated() {
            let block = add(.taskStart, row: row, cause: finish) {
                $0.thread = .main
                $0.task = 100 + row
                $0.work = .assignImage
                $0.duration = 0.1
            }
            _ = add(.imageAssign, row: row, cause: block) {
                $0.cell = row + 1
                $0.shownPath = TablePath(section: 0, row: row)
            }
            _ = add(.taskEnd, row: row, cause: block) { $0.thread = .main; $0.task = 100 + row }
        }
        return events
    }

    func testADownloadIsGroupedWithTheBlockItCausedHoweverFarAway() {
        let events = downloadsThenCompletions()
        let picture = EventListPicture(events: events)
        var used = UsedEvents(count: events.count)
        let entries = picture.entries(events, in: events.indices, used: &used, RenderContext(width: 100))
        // Every completion belongs to its download's end: none stands alone as a block with no download.
        XCTAssertFalse(entries.contains { $0.shape == .completion(downloaded: false, awaited: false) },
                       "\(entries.map(\.shape))")
        let rows = entries.filter { $0.shape == .completion(downloaded: true, awaited: false) }.flatMap(\.rows)
        XCTAssertEqual(rows.count, 11)
        XCTAssertEqual(rows.map { $0.outcomes.count }, Array(repeating: 1, count: 11))
    }

    func testTheCauseIndexListsWhatEachEventCaused() {
        let events = downloadsThenCompletions()
        let index = CauseIndex(events)
        XCTAssertEqual(index.effects(of: 1).map { events[$0].kind }, [.taskStart])
        let block = events[index.effects(of: 1)[0]].id
        XCTAssertEqual(index.effects(of: block).map { events[$0].kind }, [.imageAssign, .taskEnd])
        XCTAssertEqual(index.effects(of: 999), [])
    }
}
