import XCTest
@testable import TableSim

/// FIDELITY §8b.33: the screen changes only when the main thread finishes its work and a frame is
/// committed — rows appear at the next committed frame, never in the middle of a long stretch
/// (review F-2: the timeline showed rows appearing one by one while no frame was committed).
final class FrameCommitTests: XCTestCase {
    /// `data movies` under the default `load sync` (300 ms each): the launch blocks the main thread
    /// for every download, and all sixteen rows reach the screen together, at the late frame after it.
    func testASyncLaunchShowsEveryRowAtTheOneFrameAfterIt() throws {
        var table = TableState()
        _ = try table.applyLine([.latency(300)], command: "latency 300ms")
        let launch = try table.applyLine([.dataSet(.movies, count: nil)], command: "data movies")
        let rows = RowAppearance.of(launch.events, frameDuration: table.settings.frameDuration)
        XCTAssertEqual(rows.count, 16)
        let late = try XCTUnwrap(launch.events.of(.frame).last)
        XCTAssertGreaterThan(late.value ?? 0, 4000, "one late frame after 16 × 300 ms")
        XCTAssertEqual(Set(rows.map(\.shownAt)), [late.time], "all appear at that frame")
        XCTAssertTrue(rows.allSatisfy(\.cameWithImage))
        XCTAssertTrue(rows.allSatisfy { $0.displayed < late.time - 300 || $0.path.row == 15 }, "willDisplay ran long before")
        let commits = FrameCommits.of(launch.events, from: launch.before!, frameDuration: table.settings.frameDuration)
        XCTAssertEqual(commits.count, 1)
        XCTAssertEqual(commits[0].screen.cells.count, 16)
        XCTAssertEqual(commits[0].frame, late.frame)
        XCTAssertNil(FrameCommits.screen(atFrame: late.frame - 1, commits), "nothing on screen during the stretch")
        XCTAssertEqual(FrameCommits.screen(atFrame: late.frame, commits)?.cells.count, 16)
    }

    /// `load main-async`, `scroll 10`: a row appears without its image at the frame after its pass;
    /// the posters all appear together at the frame after the queued blocks stop blocking.
    func testMainAsyncImagesAppearTogetherAfterTheBlocks() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .latency(300), .load(.mainAsync), .wait(10_000))
        let step = try table.apply(.scroll(.rows(10)))
        try table.run(.wait(5000))
        let events = table.log.batches.suffix(2).flatMap(\.events)
        let rows = RowAppearance.of(events, frameDuration: table.settings.frameDuration)
        let entered = rows.filter { $0.path.row >= 16 }
        XCTAssertFalse(entered.isEmpty)
        XCTAssertTrue(entered.allSatisfy { !$0.cameWithImage })
        // Every image shown was put in by a block of one long stretch: none appears before it ends.
        let runs = MainThread.busyRuns(events)
        for row in entered {
            guard let shown = row.imageShownAt, let assigned = row.image else { continue }
            let run = try XCTUnwrap(runs.first { $0.start <= assigned && assigned <= $0.end })
            XCTAssertGreaterThanOrEqual(shown, run.end, "\(row.path): shown before its stretch ended")
        }
        XCTAssertGreaterThan(step.events.count(.willDisplay), 0)
    }

    /// An on-time drag: each pass's rows reach the screen one vsync after the pass.
    func testAnOnTimeDragShowsEachPassAtTheNextVsync() throws {
        var table = TableState()
        let step = try table.apply(.scroll(.rows(3)))
        let commits = FrameCommits.of(step.events, from: step.before!, frameDuration: table.settings.frameDuration)
        let passes = step.events.of(.frame).filter { $0.offset != nil }
        XCTAssertEqual(commits.count, passes.count)
        for (c, f) in zip(commits, passes) {
            XCTAssertEqual(c.time, f.time + table.settings.frameDuration, accuracy: 1e-6)
            XCTAssertEqual(c.screen.offset, f.offset)
        }
        XCTAssertEqual(commits.last?.screen, table.screen)
    }
}

/// Review H2: what the learner sees in the image views, frame by frame — a placeholder replaces the
/// previous row's poster even though the wrong assignments stay the same.
final class ShownImagesTests: XCTestCase {
    private func run(placeholder: Bool) throws -> (ShownImages, Int) {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .load(.background), .wait(1000), .clearImageCache, .latency(1500))
        if placeholder { try table.run(.fix(.placeholder, true)) }
        let start = table.screen
        let batches = table.log.batches.count
        try table.run(.reload, .velocity(24_000), .latency(3000), .scroll(.rows(20)), .wait(2000))
        let events = table.log.batches.dropFirst(batches).flatMap(\.events)
        return (ShownImages.of(events, from: start, frameDuration: table.settings.frameDuration), EventCounts(events).wrongImages)
    }

    func testAPlaceholderHidesThePreviousRowsImage() throws {
        let (plain, plainWrong) = try run(placeholder: false)
        let (fixed, fixedWrong) = try run(placeholder: true)
        XCTAssertGreaterThan(plain.rowsWithOtherImage.count, 0, "reused cells showed the previous row's poster")
        XCTAssertGreaterThan(plain.otherImageTime, 1000)
        XCTAssertEqual(plainWrong, fixedWrong, "the late wrong assignments are the same")
        XCTAssertLessThan(fixed.otherImageTime, plain.otherImageTime / 2, "but the screen showed far less of another row's image")
    }

    func testThePlaceholderIsAnEventTheScreenReads() throws {
        var table = TableState()
        try table.run(.dataSet(.movies, count: nil), .fix(.placeholder, true), .load(.background))
        let before = table.screen
        let step = try table.apply(.scroll(.rows(3)))
        let placeholders = step.events.of(.imagePlaceholder)
        XCTAssertEqual(placeholders.count, 3)
        let after = before.replaying(step.events)
        for p in placeholders { XCTAssertEqual(after.images[p.cell!], table.cell(p.cell!)!.image) }
    }
}
