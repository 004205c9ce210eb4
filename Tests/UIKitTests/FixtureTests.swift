import XCTest

/// The learner-facing examples in `Fixtures/` parse as written and type-check against the stand-in
/// (with `import Foundation` blanked, as tablelab does before compiling a learner's file).
final class FixtureTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func testTheExamplesParseAndTypeCheck() throws {
        let swiftc = try XCTUnwrap(StandIn.swiftc(), "swiftc is not on PATH")
        let modules = try XCTUnwrap(StandIn.modulesFolder(), "the UIKit module is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-fixture-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertEqual(examples.map(\.lastPathComponent), ["MovieListViewController.swift", "PlacesViewController.swift"])
        for example in examples {
            let parse = try StandIn.run(swiftc, ["-frontend", "-parse", example.path])
            XCTAssertEqual(parse.status, 0, parse.output)
            let source = try String(contentsOf: example, encoding: .utf8)
            let prepared = folder.appendingPathComponent(example.lastPathComponent)
            try StandIn.blankingFoundationImport(source).write(to: prepared, atomically: true, encoding: .utf8)
            let check = try StandIn.run(swiftc, StandIn.typecheckArguments(modules) + [prepared.path])
            XCTAssertEqual(check.status, 0, "\(example.lastPathComponent)\n\(check.output)")

            // The check can fail: the same file with a UIKit signature written wrong is reported.
            let wrong = folder.appendingPathComponent("Wrong.swift")
            let wrongSource = StandIn.blankingFoundationImport(source)
                .replacingOccurrences(of: "cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                                      with: "cellForRowAt indexPath: IndexPath) -> UITableViewCell? {")
            XCTAssertNotEqual(wrongSource, StandIn.blankingFoundationImport(source))
            try wrongSource.write(to: wrong, atomically: true, encoding: .utf8)
            let failed = try StandIn.run(swiftc, StandIn.typecheckArguments(modules) + [wrong.path])
            XCTAssertNotEqual(failed.status, 0, example.lastPathComponent)
            XCTAssertTrue(failed.output.contains("Wrong.swift:"), failed.output)
        }
    }

    func testImportingFoundationToo() throws {
        // Both imports make the time-and-thread names ambiguous (Swift 6.3): the reason tablelab
        // blanks the line. If this ever compiles, the blanking can go.
        let swiftc = try XCTUnwrap(StandIn.swiftc(), "swiftc is not on PATH")
        let modules = try XCTUnwrap(StandIn.modulesFolder(), "the UIKit module is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-imports-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = "import UIKit\nimport Foundation\nlet queue = DispatchQueue.main\n"
        let file = folder.appendingPathComponent("Both.swift")
        try both.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try StandIn.run(swiftc, StandIn.typecheckArguments(modules) + [file.path]).status, 0)
        try StandIn.blankingFoundationImport(both).write(to: file, atomically: true, encoding: .utf8)
        let blanked = try StandIn.run(swiftc, StandIn.typecheckArguments(modules) + [file.path])
        XCTAssertEqual(blanked.status, 0, blanked.output)
        XCTAssertEqual(StandIn.blankingFoundationImport(both).components(separatedBy: "\n").count,
                       both.components(separatedBy: "\n").count, "lines keep their numbers")
    }
}
