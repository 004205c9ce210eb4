import XCTest
@testable import TableSim

/// The table's first screen is marked as a value (`EventLog.Batch.isStart`), not recognised by its
/// command text "load": a command whose text happens to read "load" is not the start.
final class StartBatchTests: XCTestCase {
    func testTheFirstScreenIsMarkedAndNoCommandTextIsCompared() throws {
        var table = TableState()
        XCTAssertEqual(table.log.batches.map(\.isStart), [true])
        XCTAssertTrue(table.isAtLaunch)
        _ = try table.applyLine([.scroll(.rows(10))], command: "load")
        XCTAssertEqual(table.log.batches.map(\.isStart), [true, false])
        XCTAssertFalse(table.isAtLaunch)
        XCTAssertEqual(table.creation(ofCell: 1)?.atStart, true)
        let made = try XCTUnwrap(table.lastCreatedCell)
        XCTAssertGreaterThan(made, 16)
        XCTAssertEqual(table.creation(ofCell: made)?.atStart, false, "made by a later command, whatever its text")
    }
}
