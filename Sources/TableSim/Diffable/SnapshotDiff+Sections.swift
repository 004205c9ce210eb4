/// A diff whose section identifiers changed (a learner's app: `appendSections`, `deleteSections`
/// between two applies; tablelab's own app keeps its sections). The sections are matched by their
/// identifiers (`sections`: one number each): the ones gone are deleted, the new ones inserted with
/// their items, and the items of the sections kept are diffed by `SnapshotDiff` as always, their
/// index paths mapped back to the old and the new section numbers.
///
/// Model: an item that goes from a kept section into an inserted one (or out of a deleted one) is
/// deleted there and comes with its new section, not a move.
extension SnapshotDiff {
    /// The batch and how many changes it holds, or nil when the kept sections changed order
    /// (tablelab then reloads the data — model; UIKit would move the sections).
    public static func update(from oldSections: [Int], _ old: DiffableSnapshot,
                              to newSections: [Int], _ new: DiffableSnapshot) throws(Crash) -> (update: TableUpdate, changes: Int)? {
        let oldSet = Set(oldSections), newSet = Set(newSections)
        let keptOld = oldSections.indices.filter { newSet.contains(oldSections[$0]) }
        let keptNew = newSections.indices.filter { oldSet.contains(newSections[$0]) }
        guard keptOld.map({ oldSections[$0] }) == keptNew.map({ newSections[$0] }) else { return nil }
        let diff = try SnapshotDiff(from: DiffableSnapshot(items: keptOld.map { old.items[$0] }),
                                    to: DiffableSnapshot(items: keptNew.map { new.items[$0] }))
        func before(_ p: TablePath) -> TablePath { TablePath(section: keptOld[p.section], row: p.row) }
        func after(_ p: TablePath) -> TablePath { TablePath(section: keptNew[p.section], row: p.row) }
        let deletedSections = oldSections.indices.filter { !newSet.contains(oldSections[$0]) }
        let insertedSections = newSections.indices.filter { !oldSet.contains(newSections[$0]) }
        var calls: [TableUpdate.Call] = []
        if !deletedSections.isEmpty { calls.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty {
            calls.append(.insertSections(insertedSections.map { TableUpdate.NewSection(index: $0, rows: new.items[$0].count) }))
        }
        if !diff.deleted.isEmpty { calls.append(.deleteRows(diff.deleted.map(before))) }
        if !diff.inserted.isEmpty { calls.append(.insertRows(diff.inserted.map(after))) }
        calls += diff.moves.map { .moveRow(before($0.from), after($0.to)) }
        return (TableUpdate(calls, batch: true), diff.changeCount + deletedSections.count + insertedSections.count)
    }
}
