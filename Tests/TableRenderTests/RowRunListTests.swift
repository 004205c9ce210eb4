import XCTest
@testable import TableRender
@testable import TableSim
import TableText

/// Runs of rows (`Event.isRowRun`, a reload with many rows on screen) read in the event list and the
/// viewport as the single calls they stand for would.
final class RowRunListTests: XCTestCase {
    /// The events of a reload of 1,200 rows on screen, as the simulation records them (runs).
    private func reload() throws -> (table: TableState, step: Step) {
        var table = TableState()
        for action: Action in [.rows(3000), .rowHeight(1), .viewport(1200)] { _ = try table.apply(action) }
        let step = try table.apply(.reload)
        XCTAssertTrue(step.events.contains { $0.isRowRun })
        return (table, step)
    }

    /// The same events one call each, in the order single calls are recorded (a row leaves:
    /// didEndDisplaying then enqueue; a row enters: cellForRowAt, prepareForReuse, the dequeue,
    /// willDisplay), each with an id of its own and the causes single calls have.
    private func oneByOne(_ events: [Event]) -> [Event] {
        var out: [Event] = []
        var next = 1_000_000
        func id() -> Int { next += 1; return next }
        var i = 0
        while i < events.count {
            let e = events[i]
            // (A run's cellForRowAt has no cells: its calls are asked for no cell.)
            guard e.isRowRun || e.kind == .cellForRowAt && e.count > 1 else { out.append(e); i += 1; continue }
            if e.kind == .didEndDisplaying {
                let enqueue = events[i + 1]
                for (ended, queued) in zip(e.calls, enqueue.calls) {
                    var a = ended, b = queued
                    a.id = id(); b.id = id(); b.cause = a.id
                    out += [a, b]
                }
                i += 2
            } else {
                // cellForRowAt, prepareForReuse, dequeueReusableCell, willDisplay
                let run = events[i..<(i + 4)].map(\.calls)
                for n in run[1].indices {
                    var request = e
                    request.id = id()
                    request.count = 1
                    request.lastPath = nil
                    request.path = e.path(ofCall: n)
                    var prepare = run[1][n], dequeue = run[2][n], display = run[3][n]
                    dequeue.id = id(); prepare.id = id()
                    dequeue.cause = request.id; prepare.cause = dequeue.id
                    display.id = id(); display.cause = request.id
                    out += [request, prepare, dequeue, display]
                }
                i += 4
            }
        }
        return out
    }

    func testARunReadsAsTheSingleCallsItStandsFor() throws {
        let (table, step) = try reload()
        let ctx = RenderContext(language: .en, palette: .plain, width: 100)
        let runs = EventListPicture(events: step.events, state: table).render(in: ctx)
        let single = EventListPicture(events: oneByOne(step.events), state: table).render(in: ctx)
        XCTAssertEqual(runs, single)
        XCTAssertTrue(runs.contains { $0.contains("[0, 0] … [0, 1199]  didEndDisplaying → 1,200 cells to queue \"cell\"") }, runs.joined(separator: "\n"))
        let viewport = ViewportPicture(state: table, lastEvents: step.events).render(in: ctx)
        XCTAssertEqual(viewport, ViewportPicture(state: table, lastEvents: oneByOne(step.events)).render(in: ctx))
        XCTAssertEqual(SummaryLine(step: step).render(in: ctx),
                       SummaryLine(step: Step(events: oneByOne(step.events), notes: step.notes, crash: nil)).render(in: ctx))
    }
}
