import XCTest

/// A learner's file compiles against the stand-in's dynamic library and runs with a host: the
/// product tablelab's app runner will use (`swiftc -module-alias UIKit=StandInUIKit -I <bin>/Modules -L <bin> -lStandInUIKit`).
final class LinkAndRunTests: XCTestCase {
    func testALearnersFileLinksAgainstLibUIKitAndRunsWithAHost() throws {
        let swiftc = try XCTUnwrap(StandIn.swiftc(), "swiftc is not on PATH")
        let modules = try XCTUnwrap(StandIn.modulesFolder(), "the UIKit module is not built")
        let bin = modules.deletingLastPathComponent()
        XCTAssertTrue(FileManager.default.fileExists(atPath: bin.appendingPathComponent("libStandInUIKit.so").path),
                      "libStandInUIKit.so is built beside the tests (this target depends on it)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-run-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: FixtureTests.fixtures.appendingPathComponent("MovieListViewController.swift"), encoding: .utf8)
        let app = folder.appendingPathComponent("MovieListViewController.swift")
        try StandIn.blankingFoundationImport(source).write(to: app, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("app")
        // -g: the stand-in reads Data(contentsOf:)'s line from the stack.
        let build = try StandIn.run(swiftc, ["-swift-version", "5", "-g", "-module-alias", "UIKit=StandInUIKit", "-I", modules.path, "-L", bin.path, "-lStandInUIKit",
                                             "-Xlinker", "-rpath", "-Xlinker", bin.path,
                                             app.path, FixtureTests.fixtures.appendingPathComponent("Runner/main.swift").path,
                                             "-o", program.path])
        XCTAssertEqual(build.status, 0, build.output)
        let run = try StandIn.run(program, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n"), try String(contentsOf: FixtureTests.fixtures.appendingPathComponent("Runner/expected.txt"), encoding: .utf8)
            .split(separator: "\n"), "the Runner's lines, the same in-process and through AppCompiler")
    }
}
