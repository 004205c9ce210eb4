import Foundation
import TableRender
import TableText
import XCTest
@testable import TableLab

/// `code sample` (issue 18, item 1): the SampleData.swift it prints is real Swift that builds with
/// Foundation alone (as in an Xcode project, next to the file `code` prints), and gives the same
/// names and values as the stand-in UIKit's `SampleData` the learner's file runs with here.
///
/// The stand-in is not imported here: its `Data(contentsOf:)` would be seen by every file of this
/// test target (extension members leak across a module's files). A program compiled against it
/// prints its values instead.
final class SampleDataCodeTests: XCTestCase {
    /// Every value a learner's code can read, one line each.
    static let program = """
        for m in SampleData.movies { print("movie\\t\\(m.title)\\t\\(m.koreanTitle)\\t\\(m.thumbnailURL.absoluteString)") }
        for p in SampleData.timeZonesKorean { print("ko\\t\\(p.name)\\t\\(p.timeZoneIdentifier)") }
        for p in SampleData.timeZonesEnglish { print("en\\t\\(p.name)\\t\\(p.timeZoneIdentifier)") }
        print("numbers\\t\\(SampleData.numbers(3).joined(separator: ","))\\t\\(SampleData.numbers(0).count)\\t\\(SampleData.numbers(-2).count)")
        """

    func testSampleDataBuildsWithFoundationAloneAndGivesTheStandInsValues() throws {
        let swiftc = try XCTUnwrap(SwiftCodeTests.swiftc(), "swiftc is not on PATH")
        let modules = try XCTUnwrap(SwiftCodeCompilesTests.modulesFolder(), "StandInUIKit.swiftmodule is not beside the test bundle")
        let library = modules.deletingLastPathComponent().path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-sampledata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        func values(_ program: String, _ arguments: [String]) throws -> [String] {
            let built = try SwiftCodeTests.run(swiftc, arguments + ["-Onone", "-o", folder.appendingPathComponent(program).path])
            XCTAssertEqual(built.0, 0, built.1)
            let ran = try SwiftCodeTests.run(folder.appendingPathComponent(program), [])
            XCTAssertEqual(ran.0, 0, ran.1)
            return ran.1.split(separator: "\n").map(String.init)
        }
        let lines = SampleDataCode.lines(language: .en)
        XCTAssertEqual(lines.filter { $0.hasPrefix("import ") }, ["import Foundation"])
        // As in Xcode: SampleData.swift and a file that uses it, Foundation only, Swift 6 language
        // mode (the strictest a project may use: the file needs no other).
        let xcode = try values("xcode", ["-swift-version", "6",
                                         try file("SampleData.swift", lines.joined(separator: "\n") + "\n"),
                                         try file("main.swift", "import Foundation\n" + Self.program)])
        // As in tablelab: the stand-in UIKit's SampleData.
        let standIn = try values("standin", ["-swift-version", "5", "-module-alias", "UIKit=StandInUIKit", "-I", modules.path,
                                             "-L", library, "-lStandInUIKit", "-Xlinker", "-rpath", "-Xlinker", library,
                                             try file("standin.swift", "import UIKit\n" + Self.program)])
        XCTAssertEqual(xcode.count, standIn.count)
        for (got, want) in zip(xcode, standIn) where got != want { XCTFail("SampleData.swift gives \(got), the stand-in \(want)") }
        XCTAssertEqual(standIn.filter { $0.hasPrefix("movie\t") }.count, 40)
        XCTAssertGreaterThan(standIn.filter { $0.hasPrefix("ko\t") }.count, 28)
        XCTAssertEqual(standIn.last, "numbers\tRow 0,Row 1,Row 2\t0\t0")
    }

    /// The Korean file differs in its comments only, and parses too.
    func testTheKoreanFileParsesAndDiffersOnlyInComments() throws {
        let swiftc = try XCTUnwrap(SwiftCodeTests.swiftc(), "swiftc is not on PATH")
        let en = SampleDataCode.lines(language: .en), ko = SampleDataCode.lines(language: .ko)
        XCTAssertEqual(en.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") },
                       ko.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") })
        XCTAssertNotEqual(en, ko)
        XCTAssertTrue(ko.contains { $0.contains("예시 도메인") }, ko.prefix(3).joined(separator: "\n"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-sampledata-ko-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try (ko.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let parsed = try SwiftCodeTests.run(swiftc, ["-parse", file.path])
        XCTAssertEqual(parsed.0, 0, parsed.1)
    }

    /// A title with a quote or a backslash stays one string literal.
    func testLiteralsEscapeWhatSwiftWouldRead() {
        XCTAssertEqual(SampleDataCode.literal("say \"hi\" \\ now"), #""say \"hi\" \\ now""#)
        XCTAssertEqual(SampleDataCode.literal("a\u{7}b"), #""a\u{7}b""#)
        XCTAssertEqual(SampleDataCode.literal("쇼생크 탈출"), "\"쇼생크 탈출\"")
    }

    /// `code sample` prints the file; `code sample > FILE` asks the executable to write it.
    func testCodeSamplePrintsTheFile() throws {
        var session = Session()
        let response = session.execute("code sample")
        XCTAssertFalse(response.isError, "\(response)")
        guard case .view(.sampleData) = response else { return XCTFail("code sample: \(response)") }
        let text = ResponseRenderer.render(response, session: session, context: RenderContext(language: .en, width: 200)).joined(separator: "\n")
        XCTAssertTrue(text.contains("enum SampleData {"), text)
        XCTAssertTrue(text.contains("static func numbers(_ count: Int) -> [String]"), text)
        guard case .view(.writeCode(let path, let force, let sample)) = session.execute("code sample > SampleData.swift --force") else {
            return XCTFail("code sample > FILE")
        }
        XCTAssertEqual(path, "SampleData.swift")
        XCTAssertTrue(force)
        XCTAssertTrue(sample)
        guard case .view(.writeCode(_, _, let plain)) = session.execute("code > MyTable.swift") else { return XCTFail("code > FILE") }
        XCTAssertFalse(plain)
        XCTAssertTrue(session.execute("code samples").isError)
    }
}
