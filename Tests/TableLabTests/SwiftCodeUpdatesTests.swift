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
        // Section moves and reloads in the session's replay, alone and inside a batch.
        ["sections 3x10", "reload section 1", "batch move section 2 0; delete 1:1; insert 0:0", "move section 0 1"],
        // What the session did (`replaySession`): batches with moves twice, selections, reloads.
        ["rows 30", "model never", "delete 3", "model first", "insert 2", "batch insert 2; delete 2",
         "batch delete 1; delete 2; move 5 to 0", "batch move 3 to 1", "select 7", "reload rows 7", "reconfigure 5",
         "swipe delete 4"],
        ["sections 3x10", "insert 1:2", "batch delete 0:1; insert section 1", "delete section 2"],
        ["rows 30", "diffable on", "delete 3", "rename 2", "reconfigure 2", "batch delete 1; move 5 to 0",
         "batch move 4 to 2", "insert 1", "reload item 7", "select 3"],
        ["sections 3x10", "diffable on", "insert 1:0", "batch move 1:2 to 0:0; delete 2:1"],
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
        // Only the methods the session used: no swipe, no batch template.
        XCTAssertFalse(right.contains("commit editingStyle: UITableViewCell.EditingStyle"))
        XCTAssertFalse(right.contains("tableView.performBatchUpdates {"))
        XCTAssertFalse(right.contains("func insertRow("))
        // Before any change, `model first|after|never` shows them all, as a template.
        let template = Self.code(["rows 30", "model first"])
        for method in ["func insertRow(", "func deleteRow(", "func moveRow(", "performBatchUpdates {", "commit editingStyle"] {
            XCTAssertTrue(template.contains(method), method)
        }
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
            let changed = lines.contains { ["delete", "insert", "move", "batch", "select", "swipe", "reload", "reconfigure", "rename"]
                .contains(String($0.prefix { $0 != " " })) }
            XCTAssertEqual(swift.contains("func replaySession() {"), changed, "\(lines)")
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

    /// Lessons 20–23 end with `code`: it showed update methods as templates, not the batches the
    /// learner typed, the selection, the reconfigure, or the items the session changed.
    func testCodeEndsWithWhatTheSessionDid() {
        let classic = Self.code(["rows 30", "model never", "delete 3", "model first", "insert 25", "batch delete 1; delete 2",
                                 "batch insert 0; delete 3", "select 7", "reconfigure 5"])
        let replay = """
                func replaySession() {
                    // delete 3: the app crashed and tablelab rolled the table back / delete 3: 앱이 죽었고 tablelab이 테이블을 되돌렸음
                    // insert 25
                    insertRow("New", at: IndexPath(row: 25, section: 0))
                    // batch delete 1; delete 2
            """
        XCTAssertTrue(classic.contains(replay), classic)
        for line in ["            self.rows.remove(at: 2)\n            self.rows.remove(at: 1)\n",
                     "            self.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)\n            self.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)\n",
                     "            self.rows.remove(at: 3)\n            self.rows.insert(\"New\", at: 0)\n",
                     "        tableView.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)\n",
                     "        tableView.reconfigureRows(at: [IndexPath(row: 5, section: 0)])\n"] {
            XCTAssertTrue(classic.contains(line), line)
        }
        XCTAssertFalse(classic.contains("func deleteRow("), "no delete outside a batch ran")
        let diffable = Self.code(["rows 30", "diffable on", "delete 3", "rename 2", "reconfigure 2"])
        XCTAssertTrue(diffable.contains("""
                    // rename 2
                    items[2].title += " v2"
                    applySnapshot()
                    // reconfigure 2
                    reconfigure(items[2])
            """), diffable)
        XCTAssertTrue(diffable.contains("snapshot.reconfigureItems(items)"), diffable)
        XCTAssertFalse(diffable.contains("func moveItem("), diffable)
        // The items as set, which the replay changes: not the 29 left after the delete.
        XCTAssertTrue(diffable.contains("    var items = (0..<30).map { Item(id: $0, title: \"Row \\($0)\") }"), diffable)
    }
}
