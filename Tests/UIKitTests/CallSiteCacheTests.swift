import XCTest
@testable import StandInUIKit

/// A line read from the stack (`Data(contentsOf:)`, an image set) is symbolicated once per return
/// address: the same call again names the same line without reading the debug information again.
final class CallSiteCacheTests: XCTestCase {
    nonisolated(unsafe) private var host: RecordingHost!

    override func setUp() {
        MainActor.assumeIsolated {
            host = RecordingHost()
            TablelabBridge.install(host)
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { TablelabBridge.uninstall() }
    }

    func testTheSameCallAgainNamesTheSameLineWithoutSymbolicating() throws {
        try MainActor.assumeIsolated {
            let url = try XCTUnwrap(URL(string: "https://img.example.com/movies/011.jpg"))
            let (_, line) = Learner.download(url)
            let symbolicated = StackSites.shared.symbolications
            for _ in 0..<3 { _ = Learner.download(url) }
            XCTAssertEqual(host.log, Array(repeating: "download 011.jpg at line \(line)", count: 4))
            XCTAssertEqual(StackSites.shared.symbolications, symbolicated, "every frame was known: no symbolication")
        }
    }

    func testAStackWithANewFrameIsSymbolicatedAndNamesItsOwnLine() throws {
        try MainActor.assumeIsolated {
            let url = try XCTUnwrap(URL(string: "https://img.example.com/movies/012.jpg"))
            _ = Learner.download(url)
            let symbolicated = StackSites.shared.symbolications
            let line: UInt = #line + 1
            _ = try? Data(contentsOf: url)
            XCTAssertEqual(host.log.last, "download 012.jpg at line \(line)", "this test's line, not the helper's")
            XCTAssertEqual(StackSites.shared.symbolications, symbolicated + 1)
        }
    }
}
