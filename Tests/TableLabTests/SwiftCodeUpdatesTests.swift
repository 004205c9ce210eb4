import Foundation
import XCTest
@testable import TableLab
import TableSim

/// `code` after `insert`, `delete`, `move`, `batch`, `swipe delete` and `model first|after|never`
/// (FIDELITY §8c.34–35, 39): the model changes before the table call (or, with `model after|never`,
/// the wrong order with the crash named), and every variant parses with `swiftc -parse`. Each
/// variant also type-checks against the stand-in UIKit, which declares insertRows, deleteRows,
/// moveRow, the section calls and performBatchUpdates with UIKit's signatures
/// (`SwiftCodeCompilesTests.testTheRowUpdateCodeTypeChecksAgainstTheStandInUIKit`).
final class SwiftCodeUpdatesTests: XCTestCase {
    static let variants: [[String]] = [
        ["rows 30", "delete 3"], ["rows 30", "model after"], ["rows 30", "model never", "prefetch on"],
        ["sections 3x10", "insert section 1"], ["sections 5,12,3", "model after", "height var"],
        ["data movies", "move 3 to 0"], ["data movies", "load background", "model never"],
        ["rows 30", "batch delete 2; insert 2; move 5 to 0", "style grouped"],
        ["sections 3x10", "reload section 1", "move section 2 0"], ["data movies", "model after", "reload section 0"],
    ]

    static func code(_ lines: [String]) -> String {
        var session = Session()
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return SwiftCode.lines(for: session.table, language: .both).joined(separator: "\n")
    }

    func testTheModelChangesBeforeTheTableCall() {
        let right = Self.code(["rows 30", "delete 3"])
        let model = right.range(of: "rows.remove(at: indexPath.row)")
        let call = right.range(of: "tableView.deleteRows(at: [indexPath], with: .automatic)")
        XCTAssertNotNil(model)
        XCTAssertLessThan(model!.lowerBound, call!.lowerBound)
        XCTAssertTrue(right.contains("commit editingStyle: UITableViewCell.EditingStyle"))
        XCTAssertTrue(right.contains("tableView.performBatchUpdates {"))
        let after = Self.code(["rows 30", "model after"])
        XCTAssertLessThan(after.range(of: "tableView.deleteRows(at: [indexPath], with: .automatic)")!.lowerBound,
                          after.range(of: "rows.remove(at: indexPath.row)")!.lowerBound)
        XCTAssertTrue(after.contains("Invalid update"))
        let never = Self.code(["sections 3x10", "model never"])
        XCTAssertFalse(never.contains("hierarchicalData[indexPath.section].remove(at: indexPath.row)\n        tableView"))
        XCTAssertTrue(never.contains("tableView.deleteSections(IndexSet(integer: section), with: .automatic)"))
        // Nothing changed: no update methods.
        XCTAssertFalse(Self.code(["rows 30"]).contains("deleteRows"))
    }

    /// `reload section` and `move section`: the model changes, then `reloadSections` / `moveSection`.
    func testSectionReloadAndMoveChangeTheModelFirst() {
        let code = Self.code(["sections 3x10", "reload section 1", "move section 2 0"])
        let replace = try! XCTUnwrap(code.range(of: "        hierarchicalData[section] = items\n        tableView.reloadSections(IndexSet(integer: section), with: .automatic)"))
        let move = try! XCTUnwrap(code.range(of: "        let items = hierarchicalData.remove(at: section)\n        hierarchicalData.insert(items, at: newSection)\n        tableView.moveSection(section, toSection: newSection)"))
        XCTAssertLessThan(replace.lowerBound, move.lowerBound)
        // A table of one list reloads its one section; it has no section to move.
        let movies = Self.code(["data movies", "reload section 0"])
        XCTAssertTrue(movies.contains("        movies = items\n        tableView.reloadSections(IndexSet(integer: section), with: .automatic)"))
        XCTAssertFalse(movies.contains("moveSection"))
        XCTAssertFalse(Self.code(["sections 3x10", "delete 3"]).contains("reloadSections"), "only after `reload section`")
    }

    func testEveryUpdateVariantParses() throws {
        guard let swiftc = SwiftCodeTests.swiftc() else { throw XCTSkip("swiftc is not on this machine") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-updates-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (i, lines) in Self.variants.enumerated() {
            let swift = Self.code(lines)
            XCTAssertTrue(swift.contains("tableView.deleteRows(at: [indexPath], with: .automatic)"), "\(lines)")
            let file = folder.appendingPathComponent("update\(i).swift")
            try (swift + "\n").write(to: file, atomically: true, encoding: .utf8)
            let narrow = folder.appendingPathComponent("update\(i)-narrow.swift")
            try (SwiftLineWrap.wrap(swift.components(separatedBy: "\n"), width: SwiftLineWrap.minimumWidth).joined(separator: "\n") + "\n")
                .write(to: narrow, atomically: true, encoding: .utf8)
            files += [file, narrow]
        }
        let broken = folder.appendingPathComponent("broken.swift")
        try "func f( {\n".write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try SwiftCodeTests.run(swiftc, ["-frontend", "-parse", broken.path]).0, 0, "the check can fail")
        let (status, output) = try SwiftCodeTests.run(swiftc, ["-frontend", "-parse"] + files.map(\.path))
        XCTAssertEqual(status, 0, String(output.prefix(4000)))
    }
}
