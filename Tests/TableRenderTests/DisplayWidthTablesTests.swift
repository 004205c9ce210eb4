import Foundation
import XCTest
@testable import TableRender

/// The width tables are generated (scripts/generate-display-width.py), never edited by hand: the
/// committed file must be exactly what the script writes. Skipped where python3 or its `wcwidth`
/// package 0.7.0 (`pip install wcwidth==0.7.0`) is missing: another version may know other tables.
final class DisplayWidthTablesTests: XCTestCase {
    func testCommittedTablesAreWhatTheGeneratorWrites() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/generate-display-width.py")
        XCTAssertTrue(FileManager.default.fileExists(atPath: script.path), "the generator is committed beside the tables")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import sys, wcwidth; sys.exit(wcwidth.__version__ != '0.7.0')"]
        probe.standardError = FileHandle.nullDevice
        do { try probe.run() } catch { throw XCTSkip("python3 is not available") }
        probe.waitUntilExit()
        try XCTSkipIf(probe.terminationStatus != 0, "the wcwidth Python package 0.7.0 (the tables' source) is not installed")

        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", script.path, "--check"]
        check.currentDirectoryURL = root
        let pipe = Pipe()
        check.standardError = pipe
        check.standardOutput = FileHandle.nullDevice
        try check.run()
        let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0, message)
        XCTAssertEqual(DisplayWidth.unicodeVersion, "17.0.0")
    }
}
