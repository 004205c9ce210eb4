import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// `diffable`, `identity`, `apply`, `rename`, `insert … copy …`, `reload item` (FIDELITY §8c.38):
/// parsing, what the learner reads (the snapshot, the diff, a stale row, the crashes), both
/// languages in 80 columns, the trace, `code`, and the code type-checking.
final class DiffableCommandTests: XCTestCase {
    private func render(_ session: Session, _ line: String, _ lang: Language = .en) -> String {
        var session = session
        return Self.render(&session, line, lang)
    }

    private static func render(_ session: inout Session, _ line: String, _ lang: Language = .en) -> String {
        let response = session.execute(line)
        return ResponseRenderer.render(response, session: session, context: RenderContext(language: lang, width: 80)).joined(separator: "\n")
    }

    private func session(_ lines: String...) -> Session {
        var session = Session()
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return session
    }

    func testTheCommandsParse() throws {
        XCTAssertEqual(try CommandParser.parse("diffable on"), .sim(.diffable(true)))
        XCTAssertEqual(try CommandParser.parse("diffable off"), .sim(.diffable(false)))
        XCTAssertEqual(try CommandParser.parse("identity value"), .sim(.identity(.value)))
        XCTAssertEqual(try CommandParser.parse("apply instant"), .sim(.applyMode(.instant)))
        XCTAssertEqual(try CommandParser.parse("apply reload"), .sim(.applyMode(.reload)))
        XCTAssertEqual(try CommandParser.parse("rename 1:2"), .sim(.editItem(TablePath(1, 2))))
        XCTAssertEqual(try CommandParser.parse("insert 0 copy 5"), .sim(.insertCopy(TablePath(0, 0), of: TablePath(0, 5))))
        XCTAssertEqual(try CommandParser.parse("reload item 3"), .sim(.reloadItem(3)))
        XCTAssertEqual(try CommandParser.parse("insert 0 2"), .sim(.update(TableUpdate([.insertRows([TablePath(0, 0), TablePath(0, 1)])]))))
        for bad in ["diffable", "identity hash", "apply", "rename", "insert 0 copy", "reload item", "reload item x"] {
            XCTAssertThrowsError(try CommandParser.parse(bad), bad)
        }
        for action in [Action.diffable(true), .identity(.id), .applyMode(.reload), .editItem(TablePath(0, 1)),
                       .insertCopy(TablePath(0, 0), of: TablePath(0, 1)), .reloadItem(1)] {
            XCTAssertTrue(Session.decidedByAppCode(action), "\(action)")
        }
    }

    func testAnApplyShowsTheSnapshotAndTheDiff() {
        let s = session("rows 30", "diffable on")
        let text = render(s, "batch delete 1; insert 4; move 8 to 0")
        XCTAssertTrue(text.contains("⟳ dataSource.apply(snapshot, animatingDifferences: true)"), text)
        XCTAssertTrue(text.contains("snapshot: [8 0 2 3 30 4 5 6 7 9 10 11"), text)
        XCTAssertTrue(text.contains("the data source's diff: deleted [0, 1] · inserted [0, 4] (id 30) · moved [0, 8]\n→ [0, 0]"), text)
        XCTAssertTrue(text.contains(" … (30)]"), text)
        XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 }, text)
        let ko = render(s, "delete 3", .ko)
        XCTAssertTrue(ko.contains("데이터 소스가 찾은 차이: 삭제 [0, 3]"), ko)
        XCTAssertTrue(ko.contains("스냅숏: [0 1 2 4 5"), ko)
        XCTAssertTrue(ko.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 }, ko)
    }

    func testARenamedItemStaysStaleOnScreenUntilReconfigured() {
        var s = session("rows 30", "diffable on")
        let text = Self.render(&s, "rename 2")
        XCTAssertTrue(text.contains("the data source's diff: no change"), text)
        XCTAssertTrue(text.contains("│   [0, 2]   cell#3   \"cell\"  Row 2     "), "the screen keeps the old text\n" + text)
        XCTAssertTrue(text.contains("row 2: the cell still shows \"Row 2\", the model holds \"Row 2 v2\""), text)
        let fixed = Self.render(&s, "reconfigure 2")
        XCTAssertTrue(fixed.contains("\"cell\"  Row 2 v2"), fixed)
        XCTAssertFalse(fixed.contains("still shows"), fixed)
    }

    func testTheCrashesSayWhy() {
        let s = session("rows 30", "diffable on")
        let dup = render(s, "insert 0 copy 5")
        XCTAssertTrue(dup.contains("'Fatal: supplied item identifiers"), dup)
        XCTAssertTrue(dup.contains("The new snapshot holds the item with id 5 twice."), dup)
        let missing = render(session("rows 30", "diffable on", "delete 3"), "reload item 3")
        XCTAssertTrue(missing.contains("Attempted to reload item"), missing)
        XCTAssertTrue(missing.contains("reloadItems named the item with id 3"), missing)
        let ko = render(s, "insert 0 copy 5", .ko)
        XCTAssertTrue(ko.contains("새 스냅숏에 id 5인 항목이 두 번 있습니다."), ko)
    }

    func testRefusalsTeach() {
        let s = session("rows 30", "diffable on")
        XCTAssertTrue(render(s, "model never").contains("`model` has no meaning with a diffable data source"))
        XCTAssertTrue(render(s, "insert section 0").contains("tablelab's snapshots change items, not sections"))
        XCTAssertTrue(render(session("rows 30"), "rename 2").contains("`rename` needs the diffable data source: `diffable on` first"))
    }

    func testBackAndForwardAreExactAndSaveReplaysIt() {
        var s = session("rows 30", "diffable on", "delete 3", "rename 2")
        let after = s.table
        XCTAssertFalse(s.execute("back").isError)
        XCTAssertFalse(s.execute("back").isError)
        XCTAssertEqual(s.table.rowCount, 30)
        XCTAssertFalse(s.execute("forward").isError)
        XCTAssertFalse(s.execute("forward").isError)
        XCTAssertEqual(s.table.snapshot, after.snapshot)
        XCTAssertEqual(s.table.screen, after.screen)
        XCTAssertEqual(s.table.staleRows.map(\.path), [TablePath(0, 2)])
    }

    func testTheTraceNamesTheApply() {
        let s = session("rows 30", "diffable on", "delete 3")
        let lines = s.table.log.batches.flatMap { b in b.events.map { TraceRecord($0, command: b.command, rolledBack: b.rolledBack).jsonLine } }
        let apply = lines.first { $0.contains("\"event\":\"apply\"") }
        XCTAssertNotNil(apply, lines.joined(separator: "\n"))
        XCTAssertTrue(apply?.contains("apply(snapshot, animatingDifferences: true)") == true, apply ?? "")
    }

    // MARK: code

    static let variants: [[String]] = [
        ["rows 30", "diffable on"], ["rows 30", "diffable on", "identity value", "apply instant"],
        ["sections 3x10", "diffable on", "apply reload"], ["data movies", "diffable on"],
        ["data timezones-ko", "diffable on", "identity value"],
    ]

    static func code(_ lines: [String], _ lang: Language = .both) -> String {
        var session = Session()
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return SwiftCode.lines(for: session.table, language: lang).joined(separator: "\n")
    }

    func testCodePrintsADiffableSetup() {
        // `renameItem`, with its reconfigureItems, shows once the session renamed an item.
        let code = Self.code(["rows 30", "diffable on", "delete 3", "rename 2"], .en)
        for expected in ["enum Section: Hashable {", "struct Item: Hashable {", "    let id: Int",
                         "final class DataSource: UITableViewDiffableDataSource<Section, Item> {",
                         "override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }",
                         "dataSource.onDelete = { [unowned self] indexPath in self.deleteItem(at: indexPath) }",
                         "func makeDataSource() -> DataSource {",
                         "var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()",
                         "dataSource.apply(snapshot, animatingDifferences: true)",
                         "func hash(into hasher: inout Hasher) { hasher.combine(id) }",
                         "snapshot.reconfigureItems([items[indexPath.row]])"] {
            XCTAssertTrue(code.contains(expected), expected + "\n" + code)
        }
        XCTAssertFalse(code.contains("numberOfRowsInSection"), "the counts come from the snapshot")
        let value = Self.code(["rows 30", "diffable on", "identity value", "apply reload"], .en)
        XCTAssertFalse(value.contains("hash(into"))
        XCTAssertTrue(value.contains("dataSource.applySnapshotUsingReloadData(snapshot)"))
    }

    func testTheDiffableCodeTypeChecksAgainstTheStandInUIKit() throws {
        // The first (classic) variant is the one the check breaks on purpose, so the check can fail.
        let classic = ["rows 30"]
        let variants = ([classic] + Self.variants).map { (lines: $0, swift: Self.code($0)) }
        try SwiftCodeCompilesTests.assertTypeChecks(variants)
    }
}
