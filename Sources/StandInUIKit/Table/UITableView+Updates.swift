/// Changing the table without `reloadData`: rows and sections inserted, deleted, moved, reloaded or
/// reconfigured, alone or in one batch (FIDELITY §8c.34–37). UIKit's names and signatures, so the
/// Swift `code` prints for these setups type-checks here; tablelab does not run them in a learner's
/// app yet, so each call ends the program with a message naming it (`TablelabBridge.notRunYet`).
extension UITableView {
    private static let rowCommands = "`insert`, `delete`, `move`, `batch`, `swipe delete`"

    private func notRunYet(_ api: String, _ file: StaticString, _ line: UInt,
                           shownBy commands: String = UITableView.rowCommands) -> Never {
        TablelabBridge.notRunYet("UITableView.\(api)", shownBy: commands, file: file, line: line)
    }

    // MARK: Rows

    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("insertRows(at:with:)", file, line)
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("deleteRows(at:with:)", file, line)
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath,
                        file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("moveRow(at:to:)", file, line)
    }

    /// Replaces the rows' cells: `cellForRowAt` again, with a dequeue (FIDELITY §8c.37).
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
                           file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("reloadRows(at:with:)", file, line, shownBy: "`reload rows`")
    }

    /// Keeps the rows' cells and runs `cellForRowAt` on them again, with no `prepareForReuse` (iOS 15).
    @available(iOS 15.0, tvOS 15.0, *)
    public func reconfigureRows(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("reconfigureRows(at:)", file, line, shownBy: "`reconfigure`")
    }

    // MARK: Sections

    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("insertSections(_:with:)", file, line, shownBy: "`insert section`")
    }

    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("deleteSections(_:with:)", file, line, shownBy: "`delete section`")
    }

    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation,
                               file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("reloadSections(_:with:)", file, line, shownBy: "`reload rows`")
    }

    public func moveSection(_ section: Int, toSection newSection: Int,
                            file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("moveSection(_:toSection:)", file, line)
    }

    // MARK: Batches

    /// The changes made in `updates` as one: counts checked once at the end, deletes before inserts
    /// (FIDELITY §8c.35). The closure is optional, so it escapes (`self.` inside it).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                    file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("performBatchUpdates(_:completion:)", file, line, shownBy: "`batch`")
    }

    public func beginUpdates(file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("beginUpdates()", file, line, shownBy: "`batch`")
    }

    public func endUpdates(file: StaticString = #fileID, line: UInt = #line) {
        notRunYet("endUpdates()", file, line, shownBy: "`batch`")
    }
}
