import AppWire
@testable import TableSim
import XCTest
@testable import TableLab

/// The copies of a learner's app kept for going back (`ChildApp`, `AppProcess.Limits.keepsCopies`): `back` goes on
/// from the copy kept at that point, whatever the session's length; the copy outlives a crash
/// rolled back; going back twice to one point gives the same events; nothing is left once the app
/// is stopped. Structural: counts of starts, resumes and commands replayed, never times.
final class LearnerAppCopyTests: XCTestCase, LearnerAppTesting {
    /// The movie list loading its images on the main queue (no worker waits in a download when a
    /// copy is asked for), with a crash past row 20 when `crashing`.
    private func movieList(crashing: Bool = false) throws -> ChildApp {
        var limits = AppProcess.Limits()
        limits.keepsCopies = true
        return try AppFixtures.child(LearnerAppTests.movieList, limits: limits) { text in
            var text = text.replacingOccurrences(of: "DispatchQueue.global(qos: .userInitiated).async {", with: "DispatchQueue.main.async {")
            if crashing {
                text = text.replacingOccurrences(of: "movieCell.configure(with: movies[indexPath.row])",
                                                 with: "movieCell.configure(with: movies[indexPath.row + (indexPath.row > 20 ? 100 : 0)])")
            }
            return text
        }
    }

    private static func command(_ i: Int) -> (Action, String) {
        switch i % 3 {
        case 0: return (.scroll(.rows(2)), "scroll 2")
        case 1: return (.scroll(.rows(-1)), "scroll -1")
        default: return (.wait(300), "wait 300")
        }
    }

    /// The copies a session keeps, as it grows to 1,000 commands: launch's always, about
    /// `copiesPerDoubling` a doubling of the distance, and for every point one within half its
    /// distance (what `back` that far replays at most).
    func testTheCopiesKeptThinOutWithTheDistanceAndStayNearEveryPoint() {
        var kept: [Int] = []
        for head in 0...1000 {
            kept.append(head)
            kept.removeAll { !ChildApp.keeps($0, head: head) }
            XCTAssertEqual(kept.first, 0, "launch's copy is kept")
            let doublings = head < 2 ? 1 : Int.bitWidth - head.leadingZeroBitCount
            XCTAssertLessThanOrEqual(kept.count, ChildApp.recentCopies + ChildApp.copiesPerDoubling * doublings, "at \(head)")
        }
        XCTAssertEqual(kept.suffix(ChildApp.recentCopies), Array(995...1000), "the last commands' copies")
        for back in 1...1000 {
            let point = 1000 - back
            let nearest = kept.last { $0 <= point } ?? 0
            XCTAssertLessThanOrEqual(point - nearest, back / 2, "back \(back)")
        }
        XCTAssertLessThanOrEqual(kept.count, 30)
    }

    /// Going back `d` commands in a long session replays at most `d / 2` of them (from a copy near
    /// the point, never from launch: the cost of the way back, not of the session), and the copies
    /// kept grow with the logarithm of the session's length.
    func testBackInALongSessionReplaysFewerThanTheCopySpacing() throws {
        let app = try movieList()
        var table = try launch(app)
        var states: [TableState] = []
        var steps: [Step] = []
        for i in 0..<70 {
            let (action, line) = Self.command(i)
            states.append(table)
            steps.append(try run(&table, action, app, line))
            XCTAssertLessThanOrEqual(app.keptCopies, ChildApp.recentCopies + ChildApp.copiesPerDoubling * 7, "about 3 a doubling of 70")
        }
        for back in [1, 3, 6, 7, 12, 25, 40, 69] {
            let point = states.count - back
            var restored = states[point]
            let (resumes, replayed) = (app.resumes, app.replayed)
            let (action, line) = Self.command(point)
            let step = try run(&restored, action, app, line)
            XCTAssertEqual(app.starts, 1, "back \(back): not started again")
            XCTAssertEqual(app.resumes, resumes + 1, "back \(back): went on from a kept copy")
            XCTAssertLessThanOrEqual(app.replayed - replayed, back / 2, "back \(back): replayed from a copy near it")
            if back <= ChildApp.recentCopies { XCTAssertEqual(app.replayed, replayed, "back \(back): a recent copy, nothing replayed") }
            XCTAssertEqual(step.events, steps[point].events, "back \(back): the same events as the first time")
        }
    }

    /// `back`, another command, `back` again to the same point: the copy taken there is still kept
    /// (the one resumed was copied again), and both times give the first run's events.
    func testBackThenANewCommandThenBackAgainIsExact() throws {
        let app = try movieList()
        var table = try launch(app)
        for i in 0..<5 { _ = try run(&table, Self.command(i).0, app, Self.command(i).1) }
        let point = table
        let first = try run(&table, .scroll(.rows(4)), app, "scroll 4")
        let (resumes, replayed) = (app.resumes, app.replayed)
        for round in 1...3 {
            var restored = point
            let tapped = try run(&restored, .tap(TablePath(section: 0, row: 5)), app, "tap 5")
            XCTAssertNil(tapped.crash)
            var again = point
            let step = try run(&again, .scroll(.rows(4)), app, "scroll 4")
            XCTAssertEqual(step.events, first.events, "round \(round): the same events as the first time")
            XCTAssertEqual(app.resumes, resumes + 2 * round, "round \(round): each back went on from the copy kept there")
        }
        XCTAssertEqual(app.replayed, replayed, "nothing replayed")
        XCTAssertEqual(app.starts, 1)
    }

    /// A crash ends the running process; the copy kept after the command before it brings the app
    /// back, and is kept again: a second crash is rolled back the same way, replaying nothing.
    func testTheKeptCopySurvivesACrashRolledBack() throws {
        let app = try movieList(crashing: true)
        var table = try launch(app)
        _ = try run(&table, .scroll(.rows(2)), app, "scroll 2")
        let before = table
        var next: [Step] = []
        for round in 1...2 {
            let crashed = try run(&table, .scroll(.rows(30)), app, "scroll 30")
            XCTAssertEqual(crashed.crash?.app?.kind, .crashed, "round \(round)")
            XCTAssertEqual(table.cells, before.cells, "round \(round): rolled back")
            let (resumes, replayed) = (app.resumes, app.replayed)
            next.append(try run(&table, .scroll(.rows(1)), app, "scroll 1"))
            XCTAssertNil(next.last?.crash)
            XCTAssertEqual(app.resumes, resumes + 1, "round \(round): went on from the copy kept before the crash")
            XCTAssertEqual(app.replayed, replayed, "round \(round): nothing replayed")
            table = before
        }
        XCTAssertEqual(next[0].events, next[1].events)
        XCTAssertEqual(app.starts, 1, "never started again")
    }

    /// `stop` (`app builtin`, another app, the end of the session) ends the running process and
    /// every kept copy, each with its process group.
    func testStopLeavesNoProcessOfTheAppOrItsCopies() throws {
        let app = try movieList()
        var table = try launch(app)
        for i in 0..<4 { _ = try run(&table, Self.command(i).0, app, Self.command(i).1) }
        var restored = table
        _ = try run(&restored, .tap(TablePath(section: 0, row: 5)), app, "tap 5")
        _ = try run(&table, .scroll(.rows(1)), app, "scroll 1")  // a copy resumed: it runs now
        XCTAssertEqual(app.resumes, 1)
        let pids = app.processIDs()
        XCTAssertEqual(pids.count, 1 + app.keptCopies)
        XCTAssertGreaterThan(app.keptCopies, 3)
        XCTAssertTrue(pids.allSatisfy { !ChildProcess.isGone($0) })
        app.stop()
        XCTAssertEqual(app.keptCopies, 0)
        // Killed, their end is the kernel's: wait for it (bounded), then nothing of the app is left.
        let deadline = ChildProcess.now() + 10
        while ChildProcess.now() < deadline, !pids.allSatisfy({ ChildProcess.isGone($0) && kill(-$0, 0) != 0 }) { usleep(10_000) }
        for pid in pids {
            XCTAssertTrue(ChildProcess.isGone(pid), "process \(pid) ended")
            XCTAssertNotEqual(kill(-pid, 0), 0, "no process left in group \(pid)")
        }
    }
}
