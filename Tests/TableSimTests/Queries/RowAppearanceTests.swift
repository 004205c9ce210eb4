import XCTest
@testable import TableSim

/// `load main-async` vs `load sync` made visible (issue 10, item 3): when each row appeared on screen
/// (`willDisplay`) and when its image did.
final class RowAppearanceTests: XCTestCase {
    private func scroll(_ strategy: LoadStrategy) throws -> [Event] {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(strategy), .wait(10_000))
        let step = try table.apply(.scroll(.rows(3)))
        let wait = try table.apply(.wait(3000))
        return step.events + wait.events
    }

    func testInMainAsyncTheRowAppearsBeforeTheImageBlockRuns() throws {
        let events = try scroll(.mainAsync)
        let rows = RowAppearance.of(events)
        XCTAssertEqual(rows.count, 3)
        for row in rows {
            let image = try XCTUnwrap(row.image, "\(row.path)")
            XCTAssertGreaterThan(image, row.displayed)
            // The block that downloads and assigns this row's image starts after the row is on screen.
            let block = try XCTUnwrap(events.first { $0.kind == .taskStart && $0.work == .mainAsyncDownload && $0.path == row.path })
            XCTAssertGreaterThan(block.time, row.displayed)
            XCTAssertGreaterThanOrEqual(row.waitedForImage ?? 0, 300)
        }
    }

    func testInSyncTheRowAppearsOnlyOnceItsImageHasDownloaded() throws {
        let events = try scroll(.sync)
        let rows = RowAppearance.of(events)
        XCTAssertEqual(rows.count, 3)
        for row in rows {
            let image = try XCTUnwrap(row.image)
            XCTAssertLessThanOrEqual(image, row.displayed)
            XCTAssertEqual(row.waitedForImage, 0)
            let download = try XCTUnwrap(events.first { $0.kind == .imageLoadFinish && $0.path == row.path })
            XCTAssertLessThanOrEqual(download.time, row.displayed, "willDisplay only after the download")
        }
    }

    func testAPlayedBackFrameShowsTheRowWithoutItsImage() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(.mainAsync), .wait(10_000))
        let step = try table.apply(.scroll(.rows(3)))
        // The first frame in which row 16 is on screen: its cell's image view does not hold row 16's image yet.
        let path = TablePath(0, 16)
        let frame = try XCTUnwrap(step.frames.first { $0.screen.cell(at: path) != nil })
        let cell = try XCTUnwrap(frame.screen.cell(at: path))
        XCTAssertNotEqual(frame.screen.images[cell], .image(path))
        XCTAssertEqual(table.cell(cell)?.image, .image(path), "by the end of the command it has it")
    }
}
