#if os(Linux)
import Foundation
import XCTest

/// When standard output fails, every way of running tablelab says so the same way: a full disk is
/// one line on standard error and exit status 1; a reader that has gone away (`| head -1`) is a
/// quiet exit with 141, as a shell shows for other tools killed by SIGPIPE. `--help` and `--version`
/// used to report success with their output lost.
final class OutputFailureTests: XCTestCase {
    private func run(_ arguments: [String], stdout: FileHandle, stdin: String = "") throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = try PseudoTerminal.productURL(named: "tablelab")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let err = Pipe(), input = Pipe()
        process.standardOutput = stdout
        process.standardError = err
        process.standardInput = input
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Killed by SIGPIPE reads as a shell would show it: 128 + 13.
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: errData, as: UTF8.self))
    }

    private static let commands: [[String]] = [
        ["--help"], ["--version"], ["check"], ["lesson", "1", "--print"], ["--script", "-"], ["lesson", "--help"],
    ]

    func testAFullDiskIsReportedByEveryCommand() throws {
        for arguments in Self.commands {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let (status, err) = try run(arguments, stdout: full, stdin: "scroll 3\n")
            XCTAssertEqual(status, 1, "\(arguments): \(err)")
            XCTAssertTrue(err.contains("cannot write to standard output"), "\(arguments): \(err)")
        }
    }

    /// A pipe whose reader has already gone: the first write fails with EPIPE, whatever the command.
    func testAClosedPipeEndsEveryCommandWith141() throws {
        for arguments in Self.commands {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let (status, err) = try run(arguments, stdout: pipe.fileHandleForWriting, stdin: "scroll 3\n")
            XCTAssertEqual(status, 141, "\(arguments): \(err)")
            XCTAssertEqual(err, "", "\(arguments)")
        }
    }
}
#endif
