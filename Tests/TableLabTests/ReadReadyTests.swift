#if os(Linux)
import CTerminal
import Dispatch
import Glibc
import XCTest

/// The key reader's last step: told "readable" by pselect (or poll, during a drag), it reads. A Ctrl-C
/// typed in between makes the kernel flush the input queue and runs the handler outside any read, so
/// a blocking read waited for the next key with the flag set: Ctrl-C at the prompt seemed to do
/// nothing (seen once in CI, SessionSurvivalTests under load). The read must answer "nothing" instead.
final class ReadReadyTests: XCTestCase {
    func testAReadAfterTheBytesWereFlushedAnswersNothingInsteadOfWaiting() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let savedInput = dup(0)
        XCTAssertGreaterThanOrEqual(savedInput, 0)
        XCTAssertEqual(dup2(ends[0], 0), 0)
        defer {
            dup2(savedInput, 0)
            close(savedInput)
            close(ends[0])
            close(ends[1])
        }
        // A blocking read would wait here; the watchdog's byte then ends it and the test fails.
        let writer = ends[1]
        let watchdog = DispatchWorkItem { _ = write(writer, "w", 1) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: watchdog)
        defer { watchdog.cancel() }

        var byte: UInt8 = 0
        errno = 0
        let nothing = tl_read_ready(&byte, 1)
        let why = errno
        watchdog.cancel()
        XCTAssertEqual(nothing, -1, "no byte is ready: the read answers at once (read \(byte))")
        XCTAssertEqual(why, EAGAIN)
        XCTAssertEqual(fcntl(0, F_GETFL) & O_NONBLOCK, 0, "the open file, shared with the shell, is left blocking")

        XCTAssertEqual(write(writer, "x", 1), 1)
        XCTAssertEqual(tl_read_ready(&byte, 1), 1)
        XCTAssertEqual(byte, UInt8(ascii: "x"))
    }
}
#endif
