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

    func testImageEventsSayWhichRowWasLoadedAndWhichTheCellShows() throws {
        var session = Session()
        for line in ["data movies", "latency 1500ms", "load background", "velocity 24000", "scroll 20", "wait 3s"] {
            XCTAssertFalse(session.execute(line).isError, line)
        }
        let events = session.table.log.batches.suffix(2).flatMap(\.events)
        let objects = try events.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data(TraceJSONL.line($0).utf8)) as? [String: Any]) }
        let wrong = objects.filter { $0["event"] as? String == "imageAssign" && $0["wrong"] as? Bool == true }
        XCTAssertFalse(wrong.isEmpty)
        for w in wrong { XCTAssertNotEqual(w["row"] as? Int, w["shown_row"] as? Int) }
        XCTAssertTrue(objects.contains { $0["event"] as? String == "taskStart" && ($0["queue"] as? String)?.hasPrefix("global") == true })
        XCTAssertTrue(objects.contains { $0["event"] as? String == "frame" && $0["hitch"] as? Bool == false })
        XCTAssertTrue(objects.contains { $0["event"] as? String == "imageLoadStart" && $0["queue"] as? String == "network" && $0["duration"] != nil })
    }

    func testStringsAreEscaped() throws {
        var e = Event(.crash, frame: 1, time: 16.667)
        e.text = "quote \" backslash \\ newline \n tab \t 한글"
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(TraceJSONL.line(e).utf8)) as? [String: Any])
        XCTAssertEqual(object["text"] as? String, e.text)
        XCTAssertEqual(object["t"] as? Double, 16.667)
    }
}
