import TableSim
import TableText

/// `code` with `diffable on` (FIDELITY §8c.38): the view controller with a
/// `UITableViewDiffableDataSource<Section, Item>` and a cell provider, the snapshot the app applies
/// after every change to its items, and the edit that needs `reconfigureItems` — as the settings
/// say (`identity id|value`, `apply animated|instant|reload`).
extension SwiftCode {
    typealias DC = L10n.Diffable.Code

    static func diffableLines(_ table: TableState, _ setup: DiffableSetup, _ lang: Language) -> [String] {
        let s = table.settings, d = table.data
        // The items as the data was set: `replaySession()` at the end makes the changes since (as the
        // classic code's `rows` does).
        let sectionCounts: [Int]
        if case .numbers(let counts, _) = d.source { sectionCounts = counts } else { sectionCounts = d.rowCounts(jamo: s.jamo) }
        // `sections 3x10`: one Section case per section; everything else: one section.
        let sectioned: Bool
        if case .numbers(_, true) = d.source { sectioned = true } else { sectioned = false }
        let identifier = s.registrations.first?.identifier ?? "cell"
        var out = ["import UIKit", ""]
        out.append("enum Section: Hashable {")
        out.append(sectioned ? "    case section(Int)" : "    case main")
        out.append("}")
        out.append("")
        out.append("struct Item: Hashable {")
        out.append("    let id: Int")
        out.append("    var title: String")
        if setup.identity == .id {
            out.append("")
            out.append("    // " + comment(DC.hashId, lang))
            out.append("    static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }")
            out.append("    func hash(into hasher: inout Hasher) { hasher.combine(id) }")
        } else {
            out.append("    // " + comment(DC.hashValue, lang))
        }
        out.append("}")
        out.append("")
        // Swipe to delete (FIDELITY §8c.39): UIKit's diffable data source answers canEditRowAt with
        // no, so the app subclasses it; its commit hands the row to the view controller.
        out.append("final class DataSource: UITableViewDiffableDataSource<Section, Item> {")
        out.append("    var onDelete: ((IndexPath) -> Void)?")
        out.append("")
        out.append("    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }")
        out.append("")
        out.append("    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,")
        out.append("                            forRowAt indexPath: IndexPath) {")
        out.append("        if editingStyle == .delete { onDelete?(indexPath) }")
        out.append("    }")
        if sectioned {
            // The titles: UIKit's diffable data source gives none unless a subclass does.
            out.append("")
            out.append("    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {")
            out.append("        \"Section \\(section)\"")
            out.append("    }")
        }
        out.append("}")
        out.append("")
        out.append("final class ListViewController: UITableViewController {")
        let items: String
        switch d.source {
        case .movies(let n):
            items = "SampleData.movies" + (n < 40 ? ".prefix(\(n))" : "") + ".enumerated().map { Item(id: $0.offset, title: $0.element.title) }"
        case .regionsKorean, .regionsEnglish:
            let list = d.source == .regionsKorean ? "timeZonesKorean" : "timeZonesEnglish"
            items = "SampleData.\(list).enumerated().map { Item(id: $0.offset, title: $0.element.name) }"
        case .numbers, .app:
            items = "(0..<\(sectionCounts.first ?? 0)).map { Item(id: $0, title: \"Row \\($0)\") }"
        }
        if sectioned {
            let counts = sectionCounts.prefix(6).map(String.init).joined(separator: ", ")
            out.append("    // [[Item]]: " + counts + (sectionCounts.count > 6 ? ", …" : ""))
            out.append("    var sections: [[Item]] = []")
        } else {
            out.append("    var items = " + items)
        }
        out.append("    private var dataSource: DataSource!")
        out.append("")
        out.append("    override func viewDidLoad() {")
        out.append("        super.viewDidLoad()")
        out.append("        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"\(identifier)\")")
        if case .rowHeight(let h) = s.heights { out.append("        tableView.rowHeight = \(num(h))") }
        if sectioned {
            var first = 0
            var lines: [String] = []
            for n in sectionCounts.prefix(6) {
                lines.append("(\(first)..<\(first + n)).map { Item(id: $0, title: \"Row \\($0 - \(first))\") }")
                first += n
            }
            out.append("        sections = [" + lines.joined(separator: ", ") + "]")
        }
        out.append("        dataSource = makeDataSource()")
        out.append("        applySnapshot()")
        out.append("    }")
        out.append("")
        out.append("    func makeDataSource() -> DataSource {")
        out.append("        let dataSource = DataSource(tableView: tableView) { tableView, indexPath, item in")
        out.append("            let cell = tableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: indexPath)")
        out.append("            cell.textLabel?.text = item.title")
        out.append("            return cell")
        out.append("        }")
        out.append("        dataSource.onDelete = { [unowned self] indexPath in self.deleteItem(at: indexPath) }")
        out.append("        return dataSource")
        out.append("    }")
        out.append("")
        out.append("    // " + comment(DC.heading, lang))
        out.append("    func applySnapshot() {")
        out.append("        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()")
        if sectioned {
            out.append("        for (i, items) in sections.enumerated() {")
            out.append("            snapshot.appendSections([.section(i)])")
            out.append("            snapshot.appendItems(items, toSection: .section(i))")
            out.append("        }")
        } else {
            out.append("        snapshot.appendSections([.main])")
            out.append("        snapshot.appendItems(items, toSection: .main)")
        }
        out.append("        dataSource." + setup.apply.call)
        out.append("    }")
        let model = sectioned ? { (p: String) in "sections[\(p).section]" } : { (_: String) in "items" }
        let array = sectioned ? { (p: TablePath) in "sections[\(p.section)]" } : { (_: TablePath) in "items" }
        // The methods the session used (all of them before it changed anything: the template).
        let done = doneCommands(table)
        let used = UsedUpdates(done)
        let renamed = done.flatMap(\.actions).contains { if case .editItem = $0 { return true } else { return false } }
        if used?.insert ?? true {
            out.append("")
            out.append("    func insertItem(_ item: Item, at indexPath: IndexPath) {")
            out.append("        \(model("indexPath")).insert(item, at: indexPath.row)")
            out.append("        applySnapshot()")
            out.append("    }")
            out.append("")
            out.append("    func newItem() -> Item {")
            out.append("        let id = (\(sectioned ? "sections.joined()" : "items").map(\\.id).max() ?? -1) + 1")
            out.append("        return Item(id: id, title: \"New \\(id)\")")
            out.append("    }")
        }
        // Always: the data source's swipe to delete (`onDelete`) calls it, whatever the session did.
        do {
            out.append("")
            out.append("    func deleteItem(at indexPath: IndexPath) {")
            out.append("        \(model("indexPath")).remove(at: indexPath.row)")
            out.append("        applySnapshot()")
            out.append("    }")
        }
        if used?.move ?? true {
            out.append("")
            out.append("    func moveItem(at source: IndexPath, to destination: IndexPath) {")
            out.append("        let item = \(model("source")).remove(at: source.row)")
            out.append("        \(model("destination")).insert(item, at: destination.row)")
            out.append("        applySnapshot()")
            out.append("    }")
        }
        if used == nil || renamed {
            out.append("")
            out.append("    func renameItem(at indexPath: IndexPath, to title: String) {")
            out.append("        \(model("indexPath"))[indexPath.row].title = title")
            if setup.identity == .id {
                out.append("        var snapshot = dataSource.snapshot()")
                out.append("        snapshot.reconfigureItems([\(model("indexPath"))[indexPath.row]])   // " + comment(DC.edit, lang))
                out.append("        dataSource." + setup.apply.call)
            } else {
                out.append("        applySnapshot()   // " + comment(DC.editValue, lang))
            }
            out.append("    }")
        }
        if used?.reconfigure ?? false {
            out.append("")
            out.append("    func reconfigure(_ items: Item...) {")
            out.append("        var snapshot = dataSource.snapshot()")
            out.append("        snapshot.reconfigureItems(items)")
            out.append("        dataSource." + setup.apply.call)
            out.append("    }")
        }
        if used?.reload ?? false {
            out.append("")
            out.append("    func reload(_ items: [Item]) {")
            out.append("        var snapshot = dataSource.snapshot()")
            out.append("        snapshot.reloadItems(items)")
            out.append("        dataSource." + setup.apply.call)
            out.append("    }")
        }
        out += replayMethod(done, model: array, newItem: "newItem()", diffable: true, lang: lang)
        out.append("}")
        return out
    }
}
