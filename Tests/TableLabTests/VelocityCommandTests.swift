import XCTest
@testable import TableLab
import TableSim

/// `velocity` takes points per second (FIDELITY §9) and says what that means per frame.
final class VelocityCommandTests: XCTestCase {
    func testVelocityIsPointsPerSecond() throws {
        XCTAssertEqual(try CommandParser.parse("velocity 1800"), .sim(.velocity(1800)))
        XCTAssertEqual(try CommandParser.parse("velocity 24000pt/s"), .sim(.velocity(24_000)))
        do {
            _ = try CommandParser.parse("velocity 30")
            XCTFail("30 pt/s is slower than the slowest drag tablelab takes")
        } catch {
            XCTAssertTrue(error.message(.en).contains("60 to 300,000 pt/s"), error.message(.en))
        }
    }

    func testTheConfirmationSaysPointsPerFrameAtTheCurrentRate() {
        var s = TableSettings()
        XCTAssertEqual(SettingText.confirmation(.velocity(1800), s, .en), "a drag now moves 1,800 pt/s: 30 pt per frame at 60 Hz")
        XCTAssertEqual(SettingText.confirmation(.velocity(1800), s, .ko), "이제 드래그가 초당 1,800pt 움직입니다: 60Hz에서 프레임마다 30pt")
        s.refreshRate = 120
        XCTAssertTrue(SettingText.confirmation(.refreshRate(120), s, .en)!.contains("15 pt per frame (the finger's speed stays 1,800 pt/s)"))
    }

    func testTheSameDragTakesTheSameTimeAtEitherRate() {
        var times: [Double] = []
        for hz in ["60", "120"] {
            var session = Session()
            XCTAssertFalse(session.execute("hz " + hz).isError)
            let before = session.table.clock.frameTime
            XCTAssertFalse(session.execute("scroll 10").isError)
            times.append(session.table.clock.frameTime - before)
        }
        XCTAssertEqual(times[0], 250, accuracy: 0.001)
        XCTAssertEqual(times[1], 250, accuracy: 0.001)
    }
}
