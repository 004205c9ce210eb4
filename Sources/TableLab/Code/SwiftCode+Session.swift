import TableSim
import TableText

/// `code` ends with the Swift of what the learner watched (CURRICULUM rule 6): the row changes,
/// batches, selections, reloads and reconfigures the session ran since its data was set, in order,
/// each under the command typed — so the batch a lesson asked about is in the code, not a template.
extension SwiftCode {
    /// One command of the session that changed rows or the selection from the app's code.
    struct DoneCommand {
        var line: String
        var actions: [Action]
        var crashed: Bool
    }

    /// The most commands the replay method shows (the last ones).
    static let replayLimit = 16

    /// The commands since the data was last set (a new `rows`, `sections`, `data` starts the app's
    /// model over; `diffable on` keeps it, and the code replays the earlier changes the diffable way), read from the log's command lines — one parse a command, not a scan of
    /// its events.
    static func doneCommands(_ table: TableState) -> [DoneCommand] {
        var out: [DoneCommand] = []
        for batch in table.log.batches where !batch.isStart {
            let actions: [Action]
            switch (try? CommandParser.parse(batch.command)) ?? nil {
            case .sim(let a)?, .stopped(let a, _)?: actions = [a]
            case .sims(let a)?: actions = a
            default: continue
            }
            if actions.contains(where: startsModelOver) { out = []; continue }
            let shown = actions.filter(isReplayed)
            if !shown.isEmpty { out.append(DoneCommand(line: batch.command, actions: shown, crashed: batch.rolledBack)) }
        }
        return out
    }

    static func startsModelOver(_ a: Action) -> Bool {
        switch a {
        case .rows, .sections, .dataSet: return true
        default: return false
        }
    }

    static func isReplayed(_ a: Action) -> Bool {
        switch a {
        case .update, .select, .deselect, .reloadRows, .reconfigureRows, .swipeDelete, .editItem, .reloadItem, .insertCopy: return true
        default: return false
        }
    }

    /// Which update methods the session used (nil: none yet — `code` then shows them all, as a template).
    struct UsedUpdates {
        var insert = false, delete = false, move = false, sections = false, swipe = false, reconfigure = false, reload = false
        init?(_ done: [DoneCommand]) {
            guard !done.isEmpty else { return nil }
            // A command that crashed was rolled back: the replay names it in a comment only.
            let ran = done.filter { !$0.crashed }
            for case .update(let u) in ran.flatMap(\.actions) where !u.isBatch {
                insert = insert || !u.insertedRows.isEmpty
                delete = delete || !u.deletedRows.isEmpty
                move = move || !u.moves.isEmpty
                sections = sections || !u.insertedSections.isEmpty || !u.deletedSections.isEmpty
            }
            for a in ran.flatMap(\.actions) {
                switch a {
                case .swipeDelete: swipe = true; delete = true
                case .reconfigureRows: reconfigure = true
                case .reloadItem: reload = true
                default: break
                }
            }
        }
    }

    static func path(_ p: TablePath) -> String { "IndexPath(row: \(p.row), section: \(p.section))" }
    static func paths(_ ps: [TablePath]) -> String { "[" + ps.map(path).joined(separator: ", ") + "]" }

    /// `func replaySession()`: the commands, in order. `model(p)` is the array a row's section lives in
    /// (`rows`, `hierarchicalData[1]`, `items`); `diffable`: the app applies a snapshot after its
    /// model changes instead of calling the table.
    static func replayMethod(_ done: [DoneCommand], model: (TablePath) -> String, newItem: String,
                             diffable: Bool, lang: Language) -> [String] {
        guard !done.isEmpty else { return [] }
        let shown = done.suffix(replayLimit)
        var body: [String] = []
        if done.count > shown.count { body.append("        // " + comment(U.earlier(count: String(done.count - shown.count)), lang)) }
        var needsIOS15 = false
        var batchSaid = false
        var movesNamed = 0   // `moved0`, `moved1`…: one name each in the method's scope
        for command in shown {
            if command.crashed {
                body.append("        // " + comment(U.crashed(command: command.line), lang))
                continue
            }
            body.append("        // " + command.line)
            for action in command.actions {
                switch action {
                case .update(let u) where u.isBatch && !diffable:
                    if !batchSaid { body.append("        // " + comment(U.batch, lang)) }
                    batchSaid = true
                    // The closure is an optional parameter, so it escapes: `self.` is required inside it.
                    body.append("        tableView.performBatchUpdates {")
                    body += batchModelLines(u, model: model, newItem: newItem, indent: "            ", prefix: "self.", moves: &movesNamed)
                    for call in u.calls { body.append("            self.tableView." + callLine(call)) }
                    body.append("        }")
                case .update(let u) where diffable && u.isBatch:
                    body += batchModelLines(u, model: model, newItem: newItem, indent: "        ", prefix: "", moves: &movesNamed)
                    body.append("        applySnapshot()")
                case .update(let u) where diffable:
                    for call in u.calls {
                        body += methodCall(call, model: model, newItem: newItem).map {
                            $0.replacingOccurrences(of: "insertRow(", with: "insertItem(").replacingOccurrences(of: "deleteRow(", with: "deleteItem(")
                                .replacingOccurrences(of: "moveRow(", with: "moveItem(")
                        }
                    }
                case .update(let u):
                    for call in u.calls { body += methodCall(call, model: model, newItem: newItem) }
                case .select(let p):
                    body.append("        tableView.selectRow(at: \(path(p)), animated: false, scrollPosition: .none)")
                case .deselect(let p):
                    body.append("        tableView.deselectRow(at: \(path(p)), animated: true)")
                case .reloadRows(let ps):
                    body.append("        tableView.reloadRows(at: \(paths(ps)), with: .automatic)")
                case .reconfigureRows(let ps) where diffable:
                    body.append("        reconfigure(" + ps.map { "\(model($0))[\($0.row)]" }.joined(separator: ", ") + ")")
                case .reconfigureRows(let ps):
                    needsIOS15 = true
                    body.append("        tableView.reconfigureRows(at: \(paths(ps)))")
                case .swipeDelete(let p):
                    body.append("        tableView(tableView, commit: .delete, forRowAt: \(path(p)))   // " + comment(U.userSwipe, lang))
                case .editItem(let p):
                    body.append("        \(model(p))[\(p.row)].title += \" v2\"")
                    body.append("        applySnapshot()")
                case .reloadItem(let id):
                    body.append("        reload(\(diffableModelAll(model)).filter { $0.id == \(id) })")
                default:
                    break
                }
            }
        }
        var out = ["", "    // " + comment(U.session, lang)]
        if needsIOS15 { out.append("    @available(iOS 15.0, *)") }
        out.append("    func replaySession() {")
        out += body
        out.append("    }")
        return out
    }

    /// All the items of a diffable model, for a search by identifier.
    static func diffableModelAll(_ model: (TablePath) -> String) -> String {
        model(TablePath(0, 0)) == "items" ? "items" : "sections.joined()"
    }

    /// One table call of a batch, as written (`insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)`).
    static func callLine(_ call: TableUpdate.Call) -> String {
        switch call {
        case .insertRows(let ps): return "insertRows(at: \(paths(ps)), with: .automatic)"
        case .deleteRows(let ps): return "deleteRows(at: \(paths(ps)), with: .automatic)"
        case .moveRow(let a, let b): return "moveRow(at: \(path(a)), to: \(path(b)))"
        case .insertSections(let ss): return "insertSections(IndexSet(\(ss.map(\.index))), with: .automatic)"
        case .deleteSections(let ss): return "deleteSections(IndexSet(\(ss)), with: .automatic)"
        case .reloadSections(let ss): return "reloadSections(IndexSet(\(ss)), with: .automatic)"
        case .moveSection(let a, let b): return "moveSection(\(a), toSection: \(b))"
        }
    }

    /// One call outside a batch, through the view controller's own method (`insertRow`, `deleteRow`…).
    static func methodCall(_ call: TableUpdate.Call, model: (TablePath) -> String, newItem: String) -> [String] {
        switch call {
        case .insertRows(let ps): return ps.map { "        insertRow(\(newItem), at: \(path($0)))" }
        // From the bottom up, so each index path still names the row it named before the first.
        case .deleteRows(let ps): return ps.sorted(by: >).map { "        deleteRow(at: \(path($0)))" }
        case .moveRow(let a, let b): return ["        moveRow(at: \(path(a)), to: \(path(b)))"]
        case .insertSections(let ss):
            return ss.map { "        insertSection((0..<\($0.rows)).map { \"New \\($0)\" }, at: \($0.index))" }
        case .deleteSections(let ss): return ss.sorted(by: >).map { "        deleteSection(\($0))" }
        // The section's items are the same: the reload asks the table for its rows' cells again.
        case .reloadSections(let ss): return ss.map { "        replaceSection(\(model(TablePath($0, 0))), at: \($0))" }
        case .moveSection(let a, let b): return ["        moveSection(at: \(a), to: \(b))"]
        }
    }

    /// The model's change for one update, in the order that keeps every index path right: moved items
    /// taken first, then removals from the bottom up (deletes and move sources, before the update),
    /// then insertions from the top down (inserts and move destinations, after it) — UIKit's order.
    static func batchModelLines(_ u: TableUpdate, model: (TablePath) -> String, newItem: String,
                                indent: String, prefix: String, moves named: inout Int) -> [String] {
        var out: [String] = []
        let first = named
        named += u.moves.count
        for (i, m) in u.moves.enumerated() {
            out.append(indent + "let moved\(first + i) = \(prefix)\(model(m.from))[\(m.from.row)]")
        }
        let removed = (u.deletedRows + u.moves.map(\.from)).sorted(by: >)
        for p in removed { out.append(indent + "\(prefix)\(model(p)).remove(at: \(p.row))") }
        // A moved section is taken after its removed rows and before any section leaves (old numbers),
        // and put back with the inserted sections (new numbers). A reloaded one keeps its items.
        let sectionsNamed = named
        named += u.sectionMoves.count
        for (i, m) in u.sectionMoves.enumerated() {
            out.append(indent + "let movedSection\(sectionsNamed + i) = \(prefix)hierarchicalData[\(m.from)]")
        }
        for s in (u.deletedSections + u.sectionMoves.map(\.from)).sorted(by: >) {
            out.append(indent + "\(prefix)hierarchicalData.remove(at: \(s))")
        }
        var sectionsAdded: [(Int, String)] = u.insertedSections.map { ($0.index, "(0..<\($0.rows)).map { \"New \\($0)\" }") }
        for (i, m) in u.sectionMoves.enumerated() { sectionsAdded.append((m.to, "movedSection\(sectionsNamed + i)")) }
        for (index, items) in sectionsAdded.sorted(by: { $0.0 < $1.0 }) {
            out.append(indent + "\(prefix)hierarchicalData.insert(\(items), at: \(index))")
        }
        var added: [(TablePath, String)] = u.insertedRows.map { ($0, newItem) }
        for (i, m) in u.moves.enumerated() { added.append((m.to, "moved\(first + i)")) }
        for (p, item) in added.sorted(by: { $0.0 < $1.0 }) {
            out.append(indent + "\(prefix)\(model(p)).insert(\(item), at: \(p.row))")
        }
        return out
    }
}
