import XCTest
@testable import TableSim

/// `CellChanges`: the ✚ / ↻ marks of the viewport, read from a command's events in one pass.
final class CellChangesTests: XCTestCase {
    func testTheFirstScreenIsMadeAndAScrollReusesWithTheRowsShownBefore() throws {
        var table = TableState()
        let first = CellChanges(table.log.last!.events)
        XCTAssertEqual(first.change(of: 1, at: TablePath(0, 0)), .created)
        XCTAssertNil(first.change(of: 1, at: TablePath(0, 1)), "cell#1 was made for row 0 only")

        let step = try table.apply(.scroll(.rows(20)))
        let changes = CellChanges(step.events)
        for (path, cell) in table.visibleRows {
            let dequeue = try XCTUnwrap(step.events.last { $0.kind == .dequeueReusableCell && $0.cell == cell.id && $0.path == path })
            switch dequeue.dequeue {
            case .reused?: XCTAssertEqual(changes.change(of: cell.id, at: path), .reused(was: dequeue.previousPath))
            case .created?: XCTAssertEqual(changes.change(of: cell.id, at: path), .created)
            default: XCTFail("\(path) was dequeued")
            }
        }
    }

    /// After a reload every visible row comes back through the queue for the same row: reused, with
    /// no "was".
    func testAReloadReusesForTheSameRowWithoutWas() throws {
        var table = TableState()
        let step = try table.apply(.reload)
        let changes = CellChanges(step.events)
        XCTAssertFalse(table.visibleRows.isEmpty)
        for (path, cell) in table.visibleRows {
            XCTAssertEqual(changes.change(of: cell.id, at: path), .reused(was: nil))
        }
    }

    /// The last change of a (cell, row) wins: a cell made, queued and reused for the same row in one
    /// command reads as reused.
    func testTheLastChangeWins() {
        let row = TablePath(0, 3)
        var made = Event(.initCell, frame: 0, time: 0, path: row, cell: 7)
        made.id = 1
        var reused = Event(.dequeueReusableCell, frame: 1, time: 16, path: row, cell: 7)
        reused.id = 2
        reused.dequeue = .reused
        reused.previousPath = TablePath(0, 9)
        XCTAssertEqual(CellChanges([made, reused]).change(of: 7, at: row), .reused(was: TablePath(0, 9)))
        XCTAssertEqual(CellChanges([reused, made]).change(of: 7, at: row), .created)
        XCTAssertNil(CellChanges([made]).change(of: 8, at: row))
    }

    /// A cell reused for several rows in one command keeps the last change of each row, not only
    /// of the row it shows last.
    func testACellReusedForSeveralRowsKeepsEachRowsLastChange() {
        func reuse(_ id: Int, cell: Int, row: Int, was: Int) -> Event {
            var e = Event(.dequeueReusableCell, frame: 1, time: Double(id), path: TablePath(0, row), cell: cell)
            e.id = id
            e.dequeue = .reused
            e.previousPath = TablePath(0, was)
            return e
        }
        var made = Event(.initCell, frame: 0, time: 0, path: TablePath(0, 1), cell: 3)
        made.id = 1
        let changes = CellChanges([made, reuse(2, cell: 3, row: 5, was: 1), reuse(3, cell: 3, row: 9, was: 5),
                                   reuse(4, cell: 3, row: 5, was: 9)])
        XCTAssertEqual(changes.change(of: 3, at: TablePath(0, 1)), .created)
        XCTAssertEqual(changes.change(of: 3, at: TablePath(0, 9)), .reused(was: TablePath(0, 5)))
        XCTAssertEqual(changes.change(of: 3, at: TablePath(0, 5)), .reused(was: TablePath(0, 9)))
        XCTAssertNil(changes.change(of: 4, at: TablePath(0, 5)))
        XCTAssertNil(changes.change(of: 0, at: TablePath(0, 5)))
    }
}
