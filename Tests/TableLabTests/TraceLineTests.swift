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

    /// Runs of rows (a reload with 1,200 rows on screen, a jump to 1,200 new ones) carry the cell of
    /// each call and, for reused cells, the row each showed before.
    func testRunsOfRowsAreWrittenWithEachCallsCell() throws {
        var session = Session()
        for line in ["rows 3000", "height 1", "viewport 1200", "reload", "scroll to 1500"] { _ = session.execute(line) }
        let runs = session.table.log.batches.flatMap(\.events).filter(\.isRowRun)
        XCTAssertEqual(Set(runs.map(\.kind)), [.didEndDisplaying, .enqueue, .prepareForReuse, .initCell, .dequeueReusableCell, .willDisplay])
        let reused = try XCTUnwrap(runs.first { $0.kind == .dequeueReusableCell && $0.dequeue == .reused })
        let line = TraceRecord(reused, command: "reload", rolledBack: false).jsonLine
        XCTAssertTrue(line.contains("\"cells\":[\"cell#1\",\"cell#2\","), line.prefix(300) + "…")
        XCTAssertTrue(line.contains("\"previous_paths\":[[0,0],[0,1],"), line.prefix(300) + "…")
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

    /// The numbers written from their thousandths by hand (`JSONLine.number`): every thousandth
    /// from -100 to 100, thousandths near the 2^33 edge of the fast path, and random values of every
    /// size, rounded as the trace rounds them and not — in one array, against `JSONEncoder`.
    func testHandWrittenNumbersAreJSONEncodersDigits() throws {
        var values: [Double] = (-100_000...100_000).map { Double($0) / 1000 }
        values += [8_589_934_591.999, 8_589_934_591.5, 8_589_934_592, 8_589_934_592.001, -8_589_934_591.999,
                   -8_589_934_592.5, 999_999.999, 1_000_000.001, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, -0.0, 5e-324,
                   .leastNormalMagnitude, .greatestFiniteMagnitude, 9007199254740993, 4503599627370496.5]
        var random = SeededRandom(seed: 21)
        for _ in 0..<20_000 {
            let raw = Double(bitPattern: random.next())
            guard raw.isFinite else { continue }
            values.append(raw)
            if let rounded = TraceRecord.number(raw) { values.append(rounded) }
            let sized = Double(Int64(bitPattern: random.next()) >> Int64.random(in: 0...62, using: &random)) / 1000
            values.append(sized)
            values.append(TraceRecord.number(sized / 7) ?? 0)
        }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (i, value) in values.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONLine.number(value, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(decoding: try encoder.encode(values), as: UTF8.self))
    }

    /// The integers written digit by digit (`JSONLine.integer`), in every integer field and in paths.
    func testHandWrittenIntegersAreJSONEncodersDigits() throws {
        var record = TraceRecord(Event(.prefetchRowsAt, frame: 0, time: 0), command: "prefetch", rolledBack: true)
        for n in [0, 1, -1, 9, 10, -10, 99, 100, 12345, -67890, 1_000_000, Int(Int32.max), Int.max, Int.min, Int.min + 1] {
            record.frame = n
            record.id = n
            record.cause = n
            record.section = n
            record.row = n
            record.count = n
            record.lastRow = n
            record.paths = [[n, n / 3], [], [n]]
            XCTAssertEqual(record.jsonLine, try encoded(record))
        }
        var values = (-2_000...2_000).map { $0 }
        var random = SeededRandom(seed: 7)
        for _ in 0..<5_000 { values.append(Int(bitPattern: UInt(random.next())) >> Int.random(in: 0...63, using: &random)) }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (i, value) in values.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONLine.integer(value, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(decoding: try encoder.encode(values), as: UTF8.self))
    }

    /// Every control character, and escapes next to each other and at both ends of a string.
    func testEveryControlCharacterIsEscapedAsJSONEncoderEscapesIt() throws {
        var record = TraceRecord(Event(.crash, frame: 1, time: 0.5), command: nil, rolledBack: false)
        let controls = String((UInt8(0)..<0x20).map { Character(Unicode.Scalar($0)) })
        for text in [controls, "\"\\", "\nstart", "end\u{1F}", "a\"b\\c\td가\u{0}é"] {
            record.text = text
            record.identifier = text
            XCTAssertEqual(record.jsonLine, try encoded(record))
        }
    }
}
