import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// A fair A/B of two fixes (issue 10, item 10): one command empties the image cache, and `fix` says so
/// when the cache would hide the bug.
final class CacheClearTests: XCTestCase {
    private func run(_ session: inout Session, _ lines: [String]) -> Int {
        let before = session.table.log.wrongAssignments
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return session.table.log.wrongAssignments - before
    }

    private let experiment = ["top", "scroll 20", "wait 3s"]

    func testTheSecondRunShowsTheBugOnlyAfterTheCacheIsCleared() {
        var session = Session()
        XCTAssertGreaterThan(run(&session, ["data movies", "load background", "latency 1500ms", "velocity 24000"] + experiment), 0,
                             "the first run shows wrong images")
        XCTAssertEqual(run(&session, experiment), 0, "the cache hides the bug on the second run")
        let first = run(&session, ["cache clear"] + experiment)
        XCTAssertGreaterThan(first, 0, "after cache clear the bug is back")
        XCTAssertEqual(run(&session, ["cache clear"] + experiment), first, "the same schedule every time")
        XCTAssertEqual(run(&session, ["fix identity-check on", "cache clear"] + experiment), 0, "the fix, compared fairly")
    }

    func testCacheClearIsSaidInOneLineAndFixPointsToIt() throws {
        var session = Session()
        for line in ["data movies", "load background", "scroll 5", "wait 1s"] { XCTAssertFalse(session.execute(line).isError, line) }
        XCTAssertFalse(session.table.keptImageCount == 0)
        let fixHints = SettingText.hints(.fix(.identityCheck, true), session.table, .en)
        XCTAssertTrue(fixHints.contains { $0.contains("`cache clear`") }, "\(fixHints)")
        XCTAssertFalse(SettingText.hints(.fix(.identityCheck, true), session.table, .ko).contains { $0.contains("을(를)") })
        guard case .step(let step, _) = session.execute("cache clear") else { return XCTFail("no step") }
        XCTAssertTrue(step.events.isEmpty)
        XCTAssertTrue(session.table.keptImageCount == 0)
        for language in [Language.en, .ko] {
            let line = try XCTUnwrap(SettingText.confirmation(.clearImageCache, session.table.settings, language))
            XCTAssertFalse(line.contains("\n"))
        }
        XCTAssertTrue(SettingText.hints(.fix(.identityCheck, true), session.table, .en).isEmpty, "nothing cached: nothing to warn about")
        XCTAssertThrowsError(try CommandParser.parse("cache empty"))
    }
}
