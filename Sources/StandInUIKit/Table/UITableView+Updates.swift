/// Changing the table without `reloadData`: rows and sections inserted, deleted, moved, reloaded or
/// reconfigured, alone or in one batch (FIDELITY §8c.34–37). Each call goes to the simulation
/// (`TablelabTableChangeHost`), which asks the app's counts again and checks them — UIKit's
/// `Invalid update` exception is raised at the call's line when they disagree — and shows the rows
/// that are or become visible (`cellForRowAt` asked of the app meanwhile).
///
/// Inside `performBatchUpdates` (or `beginUpdates`/`endUpdates`) the calls are collected and sent
/// as one update when the closure returns: the counts are checked once, deletes before inserts.
extension UITableView {
    private static let rowCommands = "`insert`, `delete`, `move`, `batch`, `swipe delete`, `reload section`, `move section`"

    private func changeHost(_ api: String, _ file: StaticString, _ line: UInt,
                            shownBy commands: String = UITableView.rowCommands) -> any TablelabTableChangeHost {
        let host = TablelabBridge.host(for: "UITableView.\(api)")
        guard let changes = host as? any TablelabTableChangeHost else {
            TablelabBridge.notRunYet("UITableView.\(api)", shownBy: commands, file: file, line: line)
        }
        return changes
    }

    /// One call: sent now, or kept for the batch being collected.
    private func change(_ call: TableChange, _ api: String, _ file: StaticString, _ line: UInt) {
        let host = changeHost(api, file, line)
        if TableChangeBatch.collect(call, in: self) { return }
        host.tableView(self, apply: [call], batch: false, at: CallSite(file, line))
    }

    // MARK: Rows

    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        change(.insertRows(indexPaths), "insertRows(at:with:)", file, line)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        change(.deleteRows(indexPaths), "deleteRows(at:with:)", file, line)
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath,
                        file: StaticString = #fileID, line: UInt = #line) {
        change(.moveRow(indexPath, newIndexPath), "moveRow(at:to:)", file, line)
    }

    /// Replaces the rows' cells: `cellForRowAt` again, with a dequeue (FIDELITY §8c.37).
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        changeHost("reloadRows(at:with:)", file, line, shownBy: "`reload rows`")
            .tableView(self, reloadRowsAt: indexPaths, at: CallSite(file, line))
    }

    /// Keeps the rows' cells and runs `cellForRowAt` on them again, with no `prepareForReuse` (iOS 15).
    @available(iOS 15.0, tvOS 15.0, *)
    public func reconfigureRows(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        changeHost("reconfigureRows(at:)", file, line, shownBy: "`reconfigure`")
            .tableView(self, reconfigureRowsAt: indexPaths, at: CallSite(file, line))
    }

    // MARK: Sections

    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        change(.insertSections(Array(sections)), "insertSections(_:with:)", file, line)
    }

    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        change(.deleteSections(Array(sections)), "deleteSections(_:with:)", file, line)
    }

    /// The sections' rows get new cells; UIKit treats it as a delete and an insert of each section,
    /// so its row count may change (FIDELITY §8c.34).
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        change(.reloadSections(Array(sections)), "reloadSections(_:with:)", file, line)
    }

    /// The section and its rows move; the number of sections stays.
    public func moveSection(_ section: Int, toSection newSection: Int,
                            file: StaticString = #fileID, line: UInt = #line) {
        change(.moveSection(section, newSection), "moveSection(_:toSection:)", file, line)
    }

    // MARK: Batches

    /// The changes made in `updates` as one: counts checked once at the end, deletes before inserts
    /// (FIDELITY §8c.35). The closure is optional, so it escapes (`self.` inside it). `completion`
    /// runs once the update's animation has ended (tablelab's model: 0.3 s, after the rows that left
    /// were queued), with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                    file: StaticString = #fileID, line: UInt = #line) {
        let host = changeHost("performBatchUpdates(_:completion:)", file, line, shownBy: "`batch`")
        TableChangeBatch.open(self)
        updates?()
        if let calls = TableChangeBatch.close(self), !calls.isEmpty {
            host.tableView(self, apply: calls, batch: true, at: CallSite(file, line))
        }
        completion?(true)
    }

    /// The older form of a batch: the calls until the matching `endUpdates()` are one update.
    public func beginUpdates(file: StaticString = #fileID, line: UInt = #line) {
        _ = changeHost("beginUpdates()", file, line, shownBy: "`batch`")
        TableChangeBatch.open(self)
    }

    public func endUpdates(file: StaticString = #fileID, line: UInt = #line) {
        let host = changeHost("endUpdates()", file, line, shownBy: "`batch`")
        if let calls = TableChangeBatch.close(self), !calls.isEmpty {
            host.tableView(self, apply: calls, batch: true, at: CallSite(file, line))
        }
    }
}

/// The calls made inside a batch that is still open, per table (nested batches are one, as in
/// UIKit: the outermost end sends them). Not UIKit API.
@MainActor
enum TableChangeBatch {
    private static var open: [ObjectIdentifier: (depth: Int, calls: [TableChange])] = [:]

    static func open(_ table: UITableView) {
        let key = ObjectIdentifier(table)
        let now = open[key] ?? (0, [])
        open[key] = (now.depth + 1, now.calls)
    }

    /// The calls, when this closes the outermost batch; nil while an outer one stays open (or none was).
    static func close(_ table: UITableView) -> [TableChange]? {
        let key = ObjectIdentifier(table)
        guard let now = open[key] else { return nil }
        if now.depth > 1 {
            open[key] = (now.depth - 1, now.calls)
            return nil
        }
        open[key] = nil
        return now.calls
    }

    /// Keeps `call` when a batch is open on `table`.
    static func collect(_ call: TableChange, in table: UITableView) -> Bool {
        let key = ObjectIdentifier(table)
        guard var now = open[key] else { return false }
        now.calls.append(call)
        open[key] = now
        return true
    }
}
