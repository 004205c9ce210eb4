import XCTest
@testable import TableSim

/// The passes a command's events go through once (attack M7: a reload with 10,000 rows on screen
/// has 60,000 events): the time order, the counts, the main thread's spans and the causes. Each
/// shortcut must give what the long way gives.
final class OnePassTests: XCTestCase {
    /// Events recorded out of time order (work on another thread is recorded when it is simulated)
    /// come out sorted by time; events at the same time keep the order they were recorded in.
    func testEventsComeOutInTimeOrderWithTiesInRecordOrder() {
        var rec = EventRecorder(clock: Clock(), settings: TableSettings(), firstID: 1)
        rec.emit(.imageLoadStart, at: 20)
        rec.emit(.imageLoadFinish, at: 10)
        rec.emit(.imageAssign, at: 10)
        rec.emit(.taskEnd, at: 5)
        XCTAssertEqual(rec.eventsInTimeOrder.map(\.id), [4, 2, 3, 1])

        var inOrder = EventRecorder(clock: Clock(), settings: TableSettings(), firstID: 1)
        inOrder.emit(.imageLoadStart, at: 1)
        inOrder.emit(.imageLoadFinish, at: 1)
        inOrder.emit(.imageAssign, at: 2)
        XCTAssertEqual(inOrder.eventsInTimeOrder.map(\.id), [1, 2, 3])
    }

    /// A step's counts are the counts of its events, and the log adds the same counts to its totals.
    func testAStepCountsItsEventsOnceAndTheLogAddsTheSame() throws {
        var table = TableState()
        for action: Action in [.rows(1000), .rowHeight(1), .viewport(300)] { _ = try table.apply(action) }
        let before = table.log.totals
        let step = try table.apply(.reload)
        XCTAssertEqual(step.counts, EventCounts(step.events))
        XCTAssertEqual(step.counts.count(.cellForRowAt), table.visibleRows.count)
        var expected = before
        expected.add(EventCounts(step.events))
        XCTAssertEqual(table.log.totals, expected)
    }

    /// Main-thread spans given out of time order are sorted before they are joined into runs.
    func testSpansOutOfOrderAreJoinedByStart() {
        func callback(_ id: Int, at time: Double, lasting d: Double) -> Event {
            var e = Event(.cellForRowAt, frame: 0, time: time, path: TablePath(0, id))
            e.id = id
            e.thread = .main
            e.duration = d
            return e
        }
        let events = [callback(1, at: 10, lasting: 5), callback(2, at: 0, lasting: 4), callback(3, at: 4, lasting: 3),
                      callback(4, at: 30, lasting: 1)]
        XCTAssertEqual(MainThread.spans(events).map(\.event), [2, 3, 1, 4])
        XCTAssertEqual(MainThread.busyRuns(events), [MainThread.Run(start: 0, end: 7), MainThread.Run(start: 10, end: 15),
                                                     MainThread.Run(start: 30, end: 31)])
    }

    /// Effects of interleaved causes each come back in list order.
    func testCausesInterleavedKeepListOrder() {
        let events: [Event] = (0..<6).map { i in
            var e = Event(.willDisplay, frame: 0, time: Double(i))
            e.id = 100 + i
            e.cause = i % 2 == 0 ? 7 : 8
            return e
        }
        let index = CauseIndex(events)
        XCTAssertEqual(index.effects(of: 7), [0, 2, 4])
        XCTAssertEqual(index.effects(of: 8), [1, 3, 5])
        XCTAssertEqual(index.effects(of: 9), [])
    }

    /// Causes among the events' own ids (looked up without hashing) and causes outside them (an
    /// earlier command's events) give the same chains; `firstEffect` is the first of `effects` after
    /// a position that the test accepts.
    func testCausesInsideAndOutsideTheEventsIdsAndTheFirstEffect() {
        let causes = [nil, 1, 1, 500, 2, 1, 500, 3]
        let events: [Event] = causes.enumerated().map { i, c in
            var e = Event(.willDisplay, frame: 0, time: Double(i))
            e.id = 1 + i
            e.cause = c
            return e
        }
        let index = CauseIndex(events)
        XCTAssertEqual(index.effects(of: 1), [1, 2, 5])
        XCTAssertEqual(index.effects(of: 2), [4])
        XCTAssertEqual(index.effects(of: 500), [3, 6])
        XCTAssertEqual(index.effects(of: 8), [])
        XCTAssertEqual(index.effects(of: 0), [])
        XCTAssertEqual(index.firstEffect(of: 1, after: 1) { _ in true }, 2)
        XCTAssertEqual(index.firstEffect(of: 1, after: 0) { $0 != 1 }, 2)
        XCTAssertEqual(index.firstEffect(of: 1, after: 5) { _ in true }, nil)
        XCTAssertEqual(index.firstEffect(of: 500, after: 3) { _ in true }, 6)
        XCTAssertEqual(index.firstEffect(of: 9, after: -1) { _ in true }, nil)
    }

    /// The fields only some events carry read and write like the others, and compare by value: an
    /// event whose rare fields were set and then cleared equals one that never had them.
    func testRareFieldsReadWriteAndCompareByValue() {
        var e = Event(.prefetchRowsAt, frame: 2, time: 3, path: TablePath(0, 1))
        let plain = e
        e.paths = [TablePath(0, 1), TablePath(0, 2)]
        e.value = 4
        e.text = "A"
        e.task = 5
        e.load = 6
        e.offset = 7
        e.lastPath = TablePath(0, 9)
        e.shownPath = TablePath(0, 8)
        XCTAssertEqual(e.paths, [TablePath(0, 1), TablePath(0, 2)])
        XCTAssertEqual([e.value, e.offset], [4, 7])
        XCTAssertEqual(e.text, "A")
        XCTAssertEqual([e.task, e.load], [5, 6])
        XCTAssertEqual([e.lastPath, e.shownPath], [TablePath(0, 9), TablePath(0, 8)])
        XCTAssertNotEqual(e, plain)
        var copy = e
        copy.text = "B"
        XCTAssertEqual(e.text, "A", "a copy's change leaves the original alone")
        XCTAssertNotEqual(copy, e)
        copy.text = "A"
        XCTAssertEqual(copy, e)
        for path in [\Event.lastPath, \Event.shownPath] { copy[keyPath: path] = nil }
        copy.paths = nil
        for number in [\Event.value, \Event.offset] { copy[keyPath: number] = nil }
        copy.text = nil
        copy.task = nil
        copy.load = nil
        XCTAssertEqual(copy, plain)
    }

    /// Counting by kind indexes an array by the kind's place in `allCases`: every kind has its own.
    func testEveryKindsOrdinalIsItsPlaceInAllCases() {
        XCTAssertEqual(Event.Kind.allCases.map(\.ordinal), Array(Event.Kind.allCases.indices))
    }

    /// The runs made while reading events in start order are the runs of their spans, a block still
    /// running at the end (no duration) and zero-length callbacks included.
    func testBusyRunsInOrderAreTheRunsOfTheSpans() {
        func event(_ kind: Event.Kind, _ id: Int, at time: Double, lasting d: Double?, main: Bool = true) -> Event {
            var e = Event(kind, frame: 0, time: time, path: TablePath(0, id))
            e.id = id
            if main { e.thread = .main }
            e.duration = d
            return e
        }
        let events = [event(.cellForRowAt, 1, at: 0, lasting: 2), event(.willDisplay, 2, at: 2, lasting: 0),
                      event(.imageLoadStart, 3, at: 2, lasting: 5), event(.frame, 4, at: 3, lasting: nil),
                      event(.cellForRowAt, 5, at: 9, lasting: 1), event(.imageLoadFinish, 6, at: 12, lasting: 40, main: false),
                      event(.taskStart, 7, at: 20, lasting: nil), event(.willDisplay, 8, at: 20.5, lasting: 1)]
        XCTAssertEqual(MainThread.busyRuns(events), MainThread.runs(of: MainThread.spans(events)))
        XCTAssertEqual(MainThread.busyRuns(events), [MainThread.Run(start: 0, end: 7), MainThread.Run(start: 9, end: 10),
                                                     MainThread.Run(start: 20, end: 21.5)])
    }
}
