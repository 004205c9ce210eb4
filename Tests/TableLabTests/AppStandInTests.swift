import Foundation
import XCTest
@testable import TableLab

/// The compile pipeline with the real stand-in `UIKit` (built by `swift build` beside the tests): a
/// learner's file that imports UIKit and Foundation, as an Xcode file does, compiles, links against
/// `libStandInUIKit.so` and runs, and every bridge call names the learner's line.
final class AppStandInTests: XCTestCase {
    private static let environment = AppFixtures.environment
    private static let fixtures = AppFixtures.uikitFixtures
    private func standIn() throws -> UIKitStandIn { try AppFixtures.standIn() }
    private func approved(_ url: URL) throws -> ApprovedSource { try AppFixtures.approved(url) }

    func testALearnersFileWithBothImportsCompilesLinksAndRunsWithItsLines() throws {
        guard case .success(let toolchain) = SwiftToolchain.locate(environment: Self.environment) else {
            throw XCTSkip("swiftc is not on this machine")
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-app-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let compiler = AppCompiler(toolchain: toolchain, standIn: try standIn(), cacheFolder: cache)
        let learner = try approved(Self.fixtures.appendingPathComponent("MovieListViewController.swift"))
        XCTAssertTrue(String(decoding: learner.source.bytes, as: UTF8.self).contains("\nimport Foundation\n"),
                      "the fixture imports Foundation next to UIKit, as Xcode files do")
        let driver = try String(contentsOf: Self.fixtures.appendingPathComponent("Runner/main.swift"), encoding: .utf8)
        let app: CompiledApp
        switch compiler.compile(learner, driver: driver, environment: Self.environment) {
        case .success(let compiled): app = compiled
        case .failure(let problem): return XCTFail("\(problem)")
        }
        let run = ChildProcess.run(app.executable, [], environment: Self.environment, timeLimit: 60)
        XCTAssertEqual(run.status, .exited(0), run.outputText)
        XCTAssertEqual(run.outputText.split(separator: "\n"), try String(contentsOf: Self.fixtures.appendingPathComponent("Runner/expected.txt"), encoding: .utf8)
            .split(separator: "\n"), "the Runner's lines, the same in-process and through AppCompiler")
    }

    /// Only a line that is an `import Foundation` declaration is emptied, its line break kept: one in
    /// a string or a comment, or with more code on the line, stays.
    func testOnlyPlainFoundationImportsAreEmptiedAndLinesKeepTheirNumbers() throws {
        let text = [
            "import UIKit",
            "import Foundation",
            "import Foundation // for URL",
            "  import Foundation;\r",
            "let s = \"\"\"",
            "import Foundation",
            "\"\"\"",
            "// import Foundation",
            "import Foundation; let x = 1",
            "import struct Foundation.URL",
        ].joined(separator: "\n") + "\n"
        let source = try AppSource.checked(Array(text.utf8), typedPath: "A.swift").get()
        let approved = try XCTUnwrap(AppSourceGate.check(source).approved)
        let out = approved.compiledBytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(out, [
            "import UIKit",
            "",
            "",
            "\r",
            "let s = \"\"\"",
            "import Foundation",
            "\"\"\"",
            "// import Foundation",
            "import Foundation; let x = 1",
            "import struct Foundation.URL",
            "",
        ])
    }
}
