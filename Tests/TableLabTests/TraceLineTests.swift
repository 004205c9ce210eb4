import XCTest
import Foundation
@testable import TableLab
import TableSim

/// The trace line is written by hand for speed (`TraceRecord+JSON.swift`); it must be the very bytes
/// `JSONEncoder` writes for the same record, over every kind of event a session makes.
final class TraceLineTests: XCTestCase {
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    private func encoded(_ record: TraceRecord) throws -> String {
        String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    private func assertSameLines(_ session: Session, file: StaticString = #filePath, line: UInt = #line) throws {
        for batch in session.table.log.batches {
            for e in batch.events {
                let record = TraceRecord(e, command: batch.command, rolledBack: batch.rolledBack)
                XCTAssertEqual(record.jsonLine, try encoded(record), file: file, line: line)
            }
        }
    }

    func testEveryKindOfEventIsWrittenAsJSONEncoderWouldWriteIt() throws {
        var session = Session()
        for line in ["data movies", "latency 300ms jitter 50ms", "load background", "scroll 12", "wait 400ms",
                     "prefetch on", "scroll 30", "select 3", "sections 3x10", "scroll 5", "fix cancel-on-reuse",
                     "height var", "estimate 44", "reload", "scroll to 2:5", "rows 20", "data timezones-ko", "scroll 4",
                     "wait 1s", "rows 1000000", "bottom", "top"] {
            _ = session.execute(line)
        }
        XCTAssertGreaterThan(session.table.log.batches.flatMap(\.events).count, 500)
        try assertSameLines(session)
    }

    func testRandomSessionsAgreeToo() throws {
        for seed: UInt64 in 1...12 {
            var random = SeededRandom(seed: seed)
            var session = Session()
            for _ in 0..<60 { _ = session.execute(LineGenerator.line(&random)) }
            try assertSameLines(session)
        }
    }

    func testStringsAndNumbersAreFormattedTheSameWay() throws {
        var record = TraceRecord(Event(.reloadData, frame: 3, time: 16.667), command: nil, rolledBack: false)
        for text in ["plain", "quote \" back \\ slash / tab\t nl\n cr\r bs\u{8} ff\u{C} esc\u{1B} nul\u{0} us\u{1F}",
                     "DEL\u{7F} é 가 👨‍👩‍👧 \u{2028}", ""] {
            record.text = text
            record.command = text
            XCTAssertEqual(record.jsonLine, try encoded(record))
        }
        for value in [0.0, -0.0, 1, 0.5, 0.001, 33.333, 1e-7, 2.5e-5, 1e16, 1e21, 123456789.123, -4.25, 9007199254740993] {
            record.value = value
            record.t = value
            record.offset = value
            record.paths = [[0, 1], [2, -1]]
            record.hitch = value > 1
            XCTAssertEqual(record.jsonLine, try encoded(record))
        }
    }
}
