import XCTest
@testable import TableSim

/// `Screen`: the screen at any event comes from replaying the log.
final class ScreenTests: XCTestCase {
    func testReplayingACommandsEventsGivesTheScreenAfterIt() throws {
        var t = TableState()
        let actions: [Action] = [
            .scroll(.rows(10)), .scrollTo(TablePath(0, 60)), .rows(30), .reload, .identifiers(.alternate(["cell", "subtitle"])),
            .register([Registration(identifier: "subtitle", style: .subtitle)]), .sections([5, 20, 7]), .scroll(.rows(-3)),
            .bottom, .viewport(300), .dataSet(.timezonesKo, count: nil), .tapIndex("ㄷ"), .dequeue(.fallback),
            .unregister("cell"), .scroll(.rows(12)), .top,
        ]
        for action in actions {
            let before = t.screen
            guard let step = try? t.apply(action), !step.crashed else { continue }
            XCTAssertEqual(step.before, before)
            XCTAssertEqual(before.replaying(step.events), t.screen, "\(action)")
            XCTAssertEqual(step.frames.last?.screen, t.screen, "\(action): the last frame shows the end")
        }
    }

    func testEachFrameOfADragShowsItsOwnOffset() throws {
        var t = TableState()
        let step = try t.apply(.scroll(.rows(10)))
        let offsets = step.frames.map(\.screen.offset)
        XCTAssertEqual(offsets.count, 15)
        XCTAssertEqual(offsets.first, 30)
        XCTAssertEqual(offsets.last, 440)
        XCTAssertEqual(offsets, offsets.sorted())
    }

    func testADragStoppedAfterKFramesIsTheScreenOfItsKthFrame() throws {
        let start = TableState()
        var full = start
        let step = try full.apply(.scroll(.rows(90)))
        for k in [1, 7, 30] {
            var stopped = start
            let s = try stopped.apply(.scroll(.rows(90)), command: "scroll 90 frames \(k)", frameLimit: k)
            XCTAssertEqual(stopped.screen, step.frames[k - 1].screen, "stopped after \(k) frames = the frame on screen")
            XCTAssertEqual(stopped.log.last?.frameLimit, k, "recorded with its limit")
            XCTAssertTrue(s.notes.contains(.frames(k)))
            XCTAssertTrue(s.notes.contains(.dragStopped(frames: k)))
            XCTAssertFalse(s.notes.contains { if case .clampedAtBottom = $0 { true } else { false } },
                           "a drag stopped early never reached the bottom it was heading for")
        }
    }

    func testTheWasColumnComesFromTheDequeue() throws {
        var t = TableState()
        let step = try t.apply(.scroll(.rows(10)))
        let previous = step.previousRows
        XCTAssertEqual(previous.count, 9)
        for (row, was) in previous {
            let cell = try XCTUnwrap(t.visibleCell(at: row).flatMap(t.cell))
            XCTAssertEqual(t.rowsShown(ofCell: cell.id).suffix(2).first, was, "the dequeue carries the row \(cell.name) showed before \(row)")
        }
        XCTAssertEqual(previous[TablePath(0, 17)], TablePath(0, 0))
    }
}
