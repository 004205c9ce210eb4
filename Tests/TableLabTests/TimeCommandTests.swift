import XCTest
@testable import TableLab
import TableSim

/// The commands of time and loading parse into the simulation's actions, with errors that teach.
final class TimeCommandTests: XCTestCase {
    func testDurations() throws {
        XCTAssertEqual(try CommandParser.parse("wait 500ms"), .sim(.wait(500)))
        XCTAssertEqual(try CommandParser.parse("wait 2s"), .sim(.wait(2000)))
        XCTAssertEqual(try CommandParser.parse("wait 1.5s"), .sim(.wait(1500)))
        XCTAssertEqual(try CommandParser.parse("latency 300ms"), .sim(.latency(300)))
        XCTAssertEqual(try CommandParser.parse("latency 300ms jitter 50ms seed 7"),
                       .sims([.latency(300), .jitter(50, seed: 7)]))
        XCTAssertEqual(try CommandParser.parse("cost 0.05ms"), .sim(.callbackCost(0.05)))
        XCTAssertThrowsError(try CommandParser.parse("wait forever"))
        XCTAssertThrowsError(try CommandParser.parse("latency -3ms"))
        XCTAssertThrowsError(try CommandParser.parse("latency 300ms wobble 3"))
    }

    func testChoices() throws {
        XCTAssertEqual(try CommandParser.parse("load main-async"), .sim(.load(.mainAsync)))
        XCTAssertEqual(try CommandParser.parse("fix identity-check on"), .sim(.fix(.identityCheck, true)))
        XCTAssertEqual(try CommandParser.parse("fix cancel-on-reuse off"), .sim(.fix(.cancelOnReuse, false)))
        XCTAssertEqual(try CommandParser.parse("hz 120"), .sim(.refreshRate(120)))
        XCTAssertEqual(try CommandParser.parse("workers 2"), .sim(.workers(2)))
        do {
            _ = try CommandParser.parse("load async")
            XCTFail("accepted")
        } catch {
            XCTAssertTrue(error.message(.en).contains("`main-async`"))
        }
        XCTAssertThrowsError(try CommandParser.parse("hz 75"))
    }

    func testStatsAfterSyncScrollingSayTheBandIsCritical() throws {
        var session = Session()
        for line in ["data movies", "latency 300ms", "load sync", "scroll 10"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        let stats = session.table.statistics
        XCTAssertGreaterThan(stats.hitches, 0)
        XCTAssertTrue([HitchBand.critical, .veryBad].contains(stats.hitchBand))
        XCTAssertGreaterThanOrEqual(stats.mainBusy, 3000)
    }

    func testTimelineShowsTheLastCommands() {
        var session = Session()
        _ = session.execute("data movies")
        _ = session.execute("scroll 3")
        XCTAssertEqual(session.execute("timeline 2"), .view(.timeline(commands: 2)))
        let lines = ResponseRenderer.render(.view(.timeline(commands: 2)), session: session, context: .init(width: 80))
        XCTAssertTrue(lines.joined().contains("main thread"), lines.joined(separator: "\n"))
    }
}
