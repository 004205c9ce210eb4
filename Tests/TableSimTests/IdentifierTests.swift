import XCTest
@testable import TableSim

/// FIDELITY §2.5 and §2.7: one pool searched by identifier; dequeuing an unregistered identifier with
/// `for:` crashes with UIKit's message, and tablelab rolls the state back.
final class IdentifierTests: XCTestCase {
    private func textAndImage() throws -> TableState {
        var table = TableState()
        try table.run(.register([Registration(identifier: "text", style: .basic),
                                 Registration(identifier: "image", style: .custom)]),
                      .identifiers(.alternate(["text", "image"])))
        return table
    }

    func testAlternatingIdentifiersAskForTextOnEvenRowsAndImageOnOddRows() throws {
        let table = try textAndImage()
        let dequeues = table.log.last!.events.of(.dequeueReusableCell)
        XCTAssertEqual(dequeues.map(\.row), (0...15).map { $0 })
        for e in dequeues {
            XCTAssertEqual(e.identifier, e.row! % 2 == 0 ? "text" : "image")
        }
        for (path, cell) in table.visibleRows {
            XCTAssertEqual(cell.identifier, path.row % 2 == 0 ? "text" : "image")
        }
    }

    func testTwoIdentifiersNeverHandOutEachOthersCellsAcrossALongScroll() throws {
        var table = try textAndImage()
        try table.run(.scroll(.rows(60)), .scroll(.rows(-25)), .scroll(.rows(30)), .scrollTo(TablePath(0, 90)),
                      .scroll(.rows(-50)))
        let events = table.log.allEvents
        let reused = events.filter { $0.kind == .dequeueReusableCell && $0.dequeue == .reused }
        XCTAssertGreaterThan(reused.count, 100, "a long scroll reuses many cells")
        for e in reused {
            let cell = table.cell(e.cell!)!
            XCTAssertEqual(e.identifier, cell.identifier, "\(cell.name) handed out for \(e.identifier ?? "nil")")
            XCTAssertEqual(e.identifier, e.row! % 2 == 0 ? "text" : "image")
        }
        // Every prepareForReuse is for a cell of the identifier the row asks for.
        for e in events.of(.prepareForReuse) {
            XCTAssertEqual(table.cell(e.cell!)!.identifier, e.identifier)
        }
        // Each queue holds only its own kind.
        for (identifier, ids) in table.pool.queues {
            for id in ids { XCTAssertEqual(table.cell(id)!.identifier, identifier) }
        }
        // Every row on screen shows a cell of its own kind.
        for (path, cell) in table.visibleRows {
            XCTAssertEqual(cell.identifier, path.row % 2 == 0 ? "text" : "image")
        }
    }

    func testEachIdentifierHasItsOwnQueueAndItsOwnCells() throws {
        var table = try textAndImage()
        try table.run(.scroll(.rows(40)))
        // The 16 "cell" cells of the first load went to their own queue and stay there.
        XCTAssertEqual(table.pool.cells(for: "cell").count, 16)
        XCTAssertEqual(table.log.createdByIdentifier["cell"], 16)
        let text = table.log.createdByIdentifier["text"] ?? 0
        let image = table.log.createdByIdentifier["image"] ?? 0
        XCTAssertEqual(text, 9, "8 even rows on screen at once, plus one entering before one leaves")
        XCTAssertEqual(image, 9)
        let textQueue = table.pool.cells(for: "text"), imageQueue = table.pool.cells(for: "image")
        XCTAssertTrue(textQueue.allSatisfy { table.cell($0)!.identifier == "text" })
        XCTAssertTrue(imageQueue.allSatisfy { table.cell($0)!.identifier == "image" })
    }

    func testUnregisteredIdentifierWithForIndexPathCrashesWithUIKitsMessageAndRollsBack() throws {
        var table = TableState()
        try table.run(.scroll(.rows(7)), .setAlpha(TablePath(0, 9), 0.5))
        let before = table
        let statsBefore = table.statistics
        let batches = table.log.batches.count

        let step = try table.apply(.identifiers(.single("photo")))

        let reason = "unable to dequeue a cell with identifier photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        XCTAssertEqual(step.crash, Crash(exception: "NSInternalInconsistencyException", reason: reason, identifier: "photo"))
        XCTAssertEqual(step.crash, .unregistered("photo"))
        XCTAssertEqual(step.events.last?.kind, .crash)
        XCTAssertEqual(step.events.last?.text,
                       "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'")
        XCTAssertEqual(step.events.count(.crash), 1)
        // The crash happened in the first cellForRowAt after reloadData.
        XCTAssertEqual(step.events.of(.cellForRowAt).count, 1)
        XCTAssertTrue(step.notes.isEmpty)

        // Rolled back exactly.
        XCTAssertEqual(table.settings, before.settings)
        XCTAssertEqual(table.settings.identifiers, .single("cell"))
        XCTAssertEqual(table.cells, before.cells)
        XCTAssertEqual(table.offset, before.offset)
        XCTAssertEqual(table.offset, 7 * 44)
        XCTAssertEqual(table.pool, before.pool)
        XCTAssertEqual(table.visible, before.visible)
        XCTAssertEqual(table.visibleRange, before.visibleRange)
        XCTAssertEqual(table.layout, before.layout)
        XCTAssertEqual(table.clock, before.clock)
        XCTAssertEqual(table.data, before.data)
        XCTAssertEqual(table.prefetch, before.prefetch)
        XCTAssertEqual(table.cell(table.visible[9]!)!.alpha, 0.5)

        // The log keeps the batch, marked rolled back, and counts nothing from it.
        XCTAssertEqual(table.log.batches.count, batches + 1)
        XCTAssertTrue(table.log.last!.rolledBack)
        XCTAssertEqual(table.log.last!.events, step.events)
        XCTAssertEqual(table.log.batches.dropLast(), before.log.batches[...])
        XCTAssertEqual(table.log.callCounts, before.log.callCounts)
        XCTAssertEqual(table.log.createdByIdentifier, before.log.createdByIdentifier)
        XCTAssertEqual(table.log.reuses, before.log.reuses)
        XCTAssertEqual(table.statistics, statsBefore)
        XCTAssertEqual(table.log.count(.crash), 0)

        // The table goes on as if the command never ran.
        let next = try table.apply(.scroll(.rows(1)))
        XCTAssertNil(next.crash)
        XCTAssertEqual(table.offset, 8 * 44)
    }

    func testAnUnregisteredSecondIdentifierCrashesOnTheFirstRowThatAsksForIt() throws {
        var table = TableState()
        try table.run(.register([Registration(identifier: "text", style: .basic)]))
        let before = table
        let step = try table.apply(.identifiers(.alternate(["text", "image"])))
        XCTAssertEqual(step.crash, .unregistered("image"))
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), [0, 1], "row 0 asks text, row 1 asks image")
        XCTAssertTrue(table.log.last!.rolledBack)
        XCTAssertEqual(table.settings, before.settings)
        XCTAssertEqual(table.cells, before.cells)
        XCTAssertEqual(table.pool, before.pool)
    }

    func testCrashInTheMiddleOfADragRollsBackTheWholeDrag() throws {
        var table = try textAndImage()
        try table.run(.unregister("image"))
        let before = table
        let step = try table.apply(.scroll(.rows(10)))
        // Frame 2 (offset 60) brings row 16 (text, a new cell); frame 3 (offset 90) brings row 17, which
        // asks for "image" while no image cell is queued yet (row 1 leaves later in the same pass).
        XCTAssertEqual(step.crash, .unregistered("image"))
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), [16, 17])
        XCTAssertEqual(Set(step.events.map(\.frame)), [2, 3, 4], "the events of the frames that ran are kept")
        XCTAssertTrue(table.log.last!.rolledBack)
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(table.clock, before.clock)
        XCTAssertEqual(table.cells, before.cells)
        XCTAssertEqual(table.pool, before.pool)
        XCTAssertEqual(table.visible, before.visible)
        XCTAssertEqual(table.statistics, before.statistics)
    }

    func testUnregisteringTheOnlyIdentifierCrashesTheNextNewRow() throws {
        var table = TableState()
        try table.run(.unregister("cell"))
        let before = table
        let step = try table.apply(.scroll(.rows(10)))
        XCTAssertEqual(step.crash, .unregistered("cell"))
        XCTAssertTrue(table.log.last!.rolledBack)
        XCTAssertEqual(table.offset, 0)
        XCTAssertEqual(table.clock, before.clock)
        XCTAssertEqual(table.cells, before.cells)
        XCTAssertEqual(table.statistics, before.statistics)
    }

    func testReloadAfterUnregisteringCrashesAtTheFirstRow() throws {
        var table = TableState()
        try table.run(.unregister("cell"))
        let step = try table.apply(.reload)
        XCTAssertEqual(step.crash, .unregistered("cell"))
        XCTAssertEqual(step.events.of(.cellForRowAt).compactMap(\.row), [0], "the cells that left had no queue to wait in")
        XCTAssertEqual(table.cells.filter { $0.place == .visible }.count, 16, "rolled back: all 16 on screen again")
        XCTAssertTrue(table.pool.isEmpty)
    }

    func testUnregisteringAnUnknownIdentifierIsABadRequest() {
        var table = TableState()
        XCTAssertThrowsError(try table.apply(.unregister("photo"))) {
            XCTAssertEqual($0 as? SimError, .unknownIdentifier("photo"))
        }
        XCTAssertEqual(table.log.batches.count, 1, "a bad request logs nothing")
    }
}
