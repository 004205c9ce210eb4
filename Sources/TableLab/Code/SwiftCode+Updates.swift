import TableSim
import TableText

/// `code` after the table was changed without reloadData (`insert`, `delete`, `move`, `batch`,
/// `swipe delete`) or with `model after|never`: the methods that change the model and tell the
/// table, in the order `model` says (FIDELITY §8c.34–35, 39) — the right order, or the wrong one
/// with the crash it causes named in a comment.
extension SwiftCode {
    typealias U = L10n.Updates.Code

    /// Shown once the learner changed the table (or chose an order); nil-empty otherwise, and for
    /// data whose model is not an array the app edits by index (the regions' dictionary).
    static func updateMethods(_ table: TableState, _ lang: Language) -> [String] {
        let d = table.data, s = table.settings
        guard d.edits != nil || s.modelUpdate != .first || s.modelUpdateChosen else { return [] }
        let model: (at: (String) -> String, item: String, sections: Bool)
        switch d.source {
        case .numbers(_, false):
            model = ({ _ in "rows" }, "String", false)
        case .numbers(_, true):
            model = ({ "hierarchicalData[\($0).section]" }, "String", true)
        case .movies:
            model = ({ _ in "movies" }, "Movie", false)
        case .regionsKorean, .regionsEnglish, .app:
            return []
        }
        let order = s.modelUpdate
        /// The model line and the table line, in the order the app runs them.
        /// `counted`: the call changes a count UIKit checks (a move does not: nothing crashes, the
        /// table and the model just disagree).
        func ordered(_ modelLines: [String], _ call: String, counted: Bool = true) -> [String] {
            let i = "        "
            switch order {
            case .first:
                return modelLines.map { i + $0 } + [i + call]
            case .after:
                return [i + call + "   // " + comment(counted ? U.callFirst : U.moveUnchecked, lang)] + modelLines.map { i + $0 }
            case .never:
                return [i + call + "   // " + comment(counted ? U.modelNever : U.moveUnchecked, lang)]
            }
        }
        var out = ["", "    // " + comment(U.heading, lang)]
        out.append("    func insertRow(_ item: \(model.item), at indexPath: IndexPath) {")
        out += ordered(["\(model.at("indexPath")).insert(item, at: indexPath.row)"],
                       "tableView.insertRows(at: [indexPath], with: .automatic)")
        out.append("    }")
        out.append("")
        out.append("    func deleteRow(at indexPath: IndexPath) {")
        out += ordered(["\(model.at("indexPath")).remove(at: indexPath.row)"],
                       "tableView.deleteRows(at: [indexPath], with: .automatic)")
        out.append("    }")
        out.append("")
        out.append("    func moveRow(at source: IndexPath, to destination: IndexPath) {")
        out += ordered(["let item = \(model.at("source")).remove(at: source.row)",
                        "\(model.at("destination")).insert(item, at: destination.row)"],
                       "tableView.moveRow(at: source, to: destination)", counted: false)
        out.append("    }")
        if model.sections {
            out.append("")
            out.append("    func insertSection(_ items: [String], at section: Int) {")
            out += ordered(["hierarchicalData.insert(items, at: section)"],
                           "tableView.insertSections(IndexSet(integer: section), with: .automatic)")
            out.append("    }")
            out.append("")
            out.append("    func deleteSection(_ section: Int) {")
            out += ordered(["hierarchicalData.remove(at: section)"],
                           "tableView.deleteSections(IndexSet(integer: section), with: .automatic)")
            out.append("    }")
        }
        // Sections reloaded or moved (`reload section`, `move section`): the model first, then the call.
        if table.log.count(.reloadSections) > 0 {
            out.append("")
            out.append("    // " + comment(U.reloadSection, lang))
            if model.sections {
                out.append("    func replaceSection(_ items: [String], at section: Int) {")
                out.append("        hierarchicalData[section] = items")
            } else {
                out.append("    func replaceSection(_ items: [\(model.item)], at section: Int) {")
                out.append("        \(model.at("section")) = items")
            }
            out.append("        tableView.reloadSections(IndexSet(integer: section), with: .automatic)")
            out.append("    }")
        }
        if model.sections && table.log.count(.moveSection) > 0 {
            out.append("")
            out.append("    // " + comment(U.moveSection, lang))
            out.append("    func moveSection(at section: Int, to newSection: Int) {")
            out.append("        let items = hierarchicalData.remove(at: section)")
            out.append("        hierarchicalData.insert(items, at: newSection)")
            out.append("        tableView.moveSection(section, toSection: newSection)")
            out.append("    }")
        }
        // One batch: the model and the calls inside one performBatchUpdates; the counts are
        // checked when it ends (FIDELITY §8c.35).
        out.append("")
        out.append("    // " + comment(U.batch, lang))
        out.append("    func replaceRow(at indexPath: IndexPath, with item: \(model.item)) {")
        // The closure is an optional parameter, so it escapes: `self.` is required inside it.
        out.append("        tableView.performBatchUpdates {")
        if order != .never {
            out.append("            self.\(model.at("indexPath")).remove(at: indexPath.row)")
            out.append("            self.\(model.at("indexPath")).insert(item, at: indexPath.row)")
        }
        out.append("            self.tableView.deleteRows(at: [indexPath], with: .automatic)")
        out.append("            self.tableView.insertRows(at: [indexPath], with: .automatic)")
        out.append("        }")
        out.append("    }")
        // Swipe to delete (FIDELITY §8c.39).
        out.append("")
        out.append("    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {")
        out.append("        if editingStyle == .delete {")
        out.append("            deleteRow(at: indexPath)   // " + comment(U.swipe, lang))
        out.append("        }")
        out.append("    }")
        return out
    }
}
