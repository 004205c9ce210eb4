import XCTest
import Foundation
@testable import TableLab
import TableSim

/// The JSON Lines trace is a documented interface: every line is one JSON object with the fields the
/// README promises.
final class TraceTests: XCTestCase {
    func testEveryEventOfAScrollIsOneValidJSONObject() throws {
        var session = Session()
        guard case .step(let step, let command) = session.execute("scroll 10") else { return XCTFail() }
        let lines = step.events.map { TraceJSONL.line($0, command: command) }
        XCTAssertEqual(lines.count, step.events.count)
        for line in lines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["event", "t", "frame"] { XCTAssertNotNil(object[key], "\(key) missing in \(line)") }
            XCTAssertEqual(object["command"] as? String, "scroll 10")
        }
        let firstFrame = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(firstFrame["event"] as? String, "frame")
        XCTAssertEqual(firstFrame["value"] as? Int, 0, "on time")
        let cellLine = try XCTUnwrap(lines.first { $0.contains("cellForRowAt") })
        let first = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(cellLine.utf8)) as? [String: Any])
        XCTAssertEqual(first["event"] as? String, "cellForRowAt")
        XCTAssertEqual(first["section"] as? Int, 0)
        XCTAssertEqual(first["row"] as? Int, 16)
        XCTAssertEqual(first["frame"] as? Int, 2)
        let reused = try XCTUnwrap(lines.first { $0.contains("\"result\":\"reused\"") })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reused.utf8)) as? [String: Any])
        XCTAssertEqual(object["event"] as? String, "dequeueReusableCell")
        XCTAssertEqual(object["identifier"] as? String, "cell")
        XCTAssertEqual(object["cell"] as? String, "cell#1")
    }

    func testBulkEventsCarryCountAndRange() throws {
        var session = Session()
        _ = session.execute("height var")
        guard case .step(let step, _) = session.execute("rows 1000000") else { return XCTFail() }
        let bulk = try XCTUnwrap(step.events.first { $0.kind == .heightForRowAt })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(TraceJSONL.line(bulk).utf8)) as? [String: Any])
        XCTAssertEqual(object["count"] as? Int, 1_000_000)
        XCTAssertEqual(object["last_row"] as? Int, 999_999)
    }

    func testStringsAreEscaped() throws {
        var e = Event(.crash, frame: 1, time: 16.667)
        e.text = "quote \" backslash \\ newline \n tab \t 한글"
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(TraceJSONL.line(e).utf8)) as? [String: Any])
        XCTAssertEqual(object["text"] as? String, e.text)
        XCTAssertEqual(object["t"] as? Double, 16.667)
    }
}
