#if os(Linux)
import Foundation
import XCTest

/// `tablelab check` over the message catalogs, as a translator runs it after editing one: the shipped
/// catalogs pass; a copy with a key deleted and a placeholder renamed fails, naming both, with exit 1;
/// the shipped catalogs still work on screen after it.
final class CatalogCheckCLITests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheShippedCatalogsPass() throws {
        let r = try BinaryRun.run(["check", Self.root.appendingPathComponent("messages").path])
        XCTAssertEqual(r.status, 0, r.out + r.err)
        XCTAssertTrue(r.out.contains("0 errors"), r.out)
    }

    func testAnEditedCatalogWithAMissingKeyAndARenamedPlaceholderFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-catalogs-\(UUID().uuidString)/messages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let shipped = Self.root.appendingPathComponent("messages")
        try FileManager.default.copyItem(at: shipped.appendingPathComponent("en.yaml"), to: folder.appendingPathComponent("en.yaml"))
        var ko = try String(contentsOf: shipped.appendingPathComponent("ko.yaml"), encoding: .utf8)
        // Delete one key, rename one placeholder.
        let lines = ko.split(separator: "\n", omittingEmptySubsequences: false)
        ko = lines.filter { !$0.hasPrefix("  alreadyAtTop:") }.joined(separator: "\n")
        ko = ko.replacingOccurrences(of: "맨 아래에서 멈췄습니다: 가장 큰 offset은 {offset}", with: "맨 아래에서 멈췄습니다: 가장 큰 offset은 {offst}")
        try ko.write(to: folder.appendingPathComponent("ko.yaml"), atomically: true, encoding: .utf8)

        let r = try BinaryRun.run(["check", folder.appendingPathComponent("ko.yaml").path])
        XCTAssertEqual(r.status, 1, r.out + r.err)
        XCTAssertTrue(r.out.contains("messages/ko.yaml:"), r.out)
        XCTAssertTrue(r.out.contains("`notes.alreadyAtTop` is missing"), r.out)
        XCTAssertTrue(r.out.contains("`notes.clampedAtBottom` leaves out the placeholder {offset}"), r.out)
        XCTAssertTrue(r.out.contains("`notes.clampedAtBottom` uses the placeholder {offst}"), r.out)
        XCTAssertTrue(r.out.contains("3 errors"), r.out)
    }
}
#endif
