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
        let done = doneCommands(table)
        guard d.edits != nil || s.modelUpdate != .first || s.modelUpdateChosen || !done.isEmpty else { return [] }
        let model: (at: (String) -> String, item: String, sections: Bool)
        let array: (TablePath) -> String, newItem: String
        switch d.source {
        case .numbers(_, false):
            model = ({ _ in "rows" }, "String", false)
            (array, newItem) = ({ _ in "rows" }, "\"New\"")
        case .numbers(_, true):
            model = ({ "hierarchicalData[\($0).section]" }, "String", true)
            (array, newItem) = ({ "hierarchicalData[\($0.section)]" }, "\"New\"")
        case .movies:
            model = ({ _ in "movies" }, "Movie", false)
            (array, newItem) = ({ _ in "movies" }, "Movie(title: \"New\", thumbnailURL: URL(string: \"https://example.com/new.jpg\")!)")
        case .regionsKorean, .regionsEnglish, .app:
            return []
        }
        // The methods the session used (all of them before it changed anything: the template).
        let used = UsedUpdates(done)
        let updates = done.flatMap(\.actions).contains { if case .update = $0 { return true } else { return false } }
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
        var methods: [[String]] = []
        if used?.insert ?? true {
            methods.append(["    func insertRow(_ item: \(model.item), at indexPath: IndexPath) {"]
                           + ordered(["\(model.at("indexPath")).insert(item, at: indexPath.row)"],
                                     "tableView.insertRows(at: [indexPath], with: .automatic)") + ["    }"])
        }
        if used?.delete ?? true {
            methods.append(["    func deleteRow(at indexPath: IndexPath) {"]
                           + ordered(["\(model.at("indexPath")).remove(at: indexPath.row)"],
                                     "tableView.deleteRows(at: [indexPath], with: .automatic)") + ["    }"])
        }
        if used?.move ?? true {
            methods.append(["    func moveRow(at source: IndexPath, to destination: IndexPath) {"]
                           + ordered(["let item = \(model.at("source")).remove(at: source.row)",
                                      "\(model.at("destination")).insert(item, at: destination.row)"],
                                     "tableView.moveRow(at: source, to: destination)", counted: false) + ["    }"])
        }
        if model.sections && (used?.sections ?? true) {
            methods.append(["    func insertSection(_ items: [String], at section: Int) {"]
                           + ordered(["hierarchicalData.insert(items, at: section)"],
                                     "tableView.insertSections(IndexSet(integer: section), with: .automatic)") + ["    }"])
            methods.append(["    func deleteSection(_ section: Int) {"]
                           + ordered(["hierarchicalData.remove(at: section)"],
                                     "tableView.deleteSections(IndexSet(integer: section), with: .automatic)") + ["    }"])
        }
        // Sections reloaded or moved (`reload section`, `move section`): the model first, then the call.
        if table.log.count(.reloadSections) > 0 {
            var method = ["    // " + comment(U.reloadSection, lang)]
            if model.sections {
                method += ["    func replaceSection(_ items: [String], at section: Int) {",
                           "        hierarchicalData[section] = items"]
            } else {
                method += ["    func replaceSection(_ items: [\(model.item)], at section: Int) {",
                           "        \(model.at("section")) = items"]
            }
            method += ["        tableView.reloadSections(IndexSet(integer: section), with: .automatic)", "    }"]
            methods.append(method)
        }
        if table.log.count(.moveSection) > 0 {
            // One section (an array, not `hierarchicalData`): nothing to move in the model.
            let modelLines = model.sections ? ["        let items = hierarchicalData.remove(at: section)",
                                               "        hierarchicalData.insert(items, at: newSection)"] : []
            methods.append(["    // " + comment(U.moveSection, lang),
                            "    func moveSection(at section: Int, to newSection: Int) {"]
                           + modelLines + ["        tableView.moveSection(section, toSection: newSection)", "    }"])
        }
        if used == nil || !updates {
            // Before any change (or with only selections and reloads): one batch, as a template.
            // The closure is an optional parameter, so it escapes: `self.` is required inside it.
            var batch = ["    // " + comment(U.batch, lang),
                         "    func replaceRow(at indexPath: IndexPath, with item: \(model.item)) {",
                         "        tableView.performBatchUpdates {"]
            if order != .never {
                batch.append("            self.\(model.at("indexPath")).remove(at: indexPath.row)")
                batch.append("            self.\(model.at("indexPath")).insert(item, at: indexPath.row)")
            }
            batch += ["            self.tableView.deleteRows(at: [indexPath], with: .automatic)",
                      "            self.tableView.insertRows(at: [indexPath], with: .automatic)",
                      "        }", "    }"]
            if used == nil { methods.append(batch) }
        }
        if used?.swipe ?? true {
            // Swipe to delete (FIDELITY §8c.39).
            methods.append(["    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {",
                            "        if editingStyle == .delete {",
                            "            deleteRow(at: indexPath)   // " + comment(U.swipe, lang),
                            "        }",
                            "    }"])
        }
        guard !methods.isEmpty || !done.isEmpty else { return [] }
        if methods.isEmpty { out = [] }
        out += methods.joined(separator: [""])
        // What the session did, in order: the batches typed, the selections, the reloads.
        out += replayMethod(done, model: array, newItem: newItem, diffable: false, lang: lang)
        return out
    }
}
