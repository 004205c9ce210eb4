/// One change of the table without `reloadData` (FIDELITY §8c.34–35): the rows and sections an
/// `insertRows`/`deleteRows`/`moveRow`/`insertSections`/`deleteSections`/`reloadSections`/
/// `moveSection` call names, alone or together in one `performBatchUpdates`. Deletions (and move sources) are index paths **before** the update,
/// insertions (and move destinations) index paths **after** it; deletes are processed before inserts
/// whatever order they were written in (FIDELITY §8c.35).
///
/// The same value moves the rows of a screen (`newPath(ofOld:)`), edits the app's model
/// (`apply(to:)`), and says what counts the table expects (`expectedRows`), so the three never
/// disagree.
public struct TableUpdate: Sendable, Equatable {
    public struct Move: Sendable, Equatable {
        public var from: TablePath
        public var to: TablePath
        public init(from: TablePath, to: TablePath) { self.from = from; self.to = to }
    }

    /// A section inserted at `index` (after the update) holding `rows` new rows.
    public struct NewSection: Sendable, Equatable {
        public var index: Int
        public var rows: Int
        public init(index: Int, rows: Int) { self.index = index; self.rows = rows }
    }

    /// `moveSection(from, toSection: to)`: `from` before the update, `to` after it; its rows travel with it.
    public struct SectionMove: Sendable, Equatable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// One call the app makes, in the order it was written (a batch keeps the order for the picture).
    public enum Call: Sendable, Equatable {
        case insertRows([TablePath])
        case deleteRows([TablePath])
        case moveRow(TablePath, TablePath)
        case insertSections([NewSection])
        case deleteSections([Int])
        /// `reloadSections(_:with:)`: sections named before the update. UIKit treats the reload as a
        /// delete and an insert of the section: every row of it leaves, the rows it has after the
        /// update (their count may change) are new, and its count is not checked against before.
        case reloadSections([Int])
        /// `moveSection(_:toSection:)`.
        case moveSection(from: Int, to: Int)
    }

    public let calls: [Call]
    /// Inside `performBatchUpdates`.
    public var isBatch: Bool

    /// The calls' index paths by kind, made once (a batch of 100 calls is asked about every row on
    /// screen and every row it names).
    public let deletedRows: [TablePath]
    public let insertedRows: [TablePath]
    public let moves: [Move]
    public let deletedSections: [Int]
    public let insertedSections: [NewSection]
    /// Sections reloaded (before the update), and moved.
    public let reloadedSections: [Int]
    public let sectionMoves: [SectionMove]

    public init(_ calls: [Call], batch: Bool = false) {
        self.calls = calls
        self.isBatch = batch
        deletedRows = calls.flatMap { if case .deleteRows(let p) = $0 { return p } else { return [] } }
        insertedRows = calls.flatMap { if case .insertRows(let p) = $0 { return p } else { return [] } }
        moves = calls.compactMap { if case .moveRow(let a, let b) = $0 { return Move(from: a, to: b) } else { return nil } }
        deletedSections = calls.flatMap { if case .deleteSections(let s) = $0 { return s } else { return [] } }
        insertedSections = calls.flatMap { if case .insertSections(let s) = $0 { return s } else { return [] } }
        reloadedSections = calls.flatMap { if case .reloadSections(let s) = $0 { return s } else { return [] } }
        sectionMoves = calls.compactMap { if case .moveSection(let a, let b) = $0 { return SectionMove(from: a, to: b) } else { return nil } }
    }

    // MARK: Where rows go

    /// The section an existing section becomes, or nil when it is deleted. A moved section goes
    /// where the move says; the others close the gaps left by deletes and move sources, then make
    /// room for inserts and move destinations (as rows do). A reloaded section keeps its place.
    public func newSection(ofOld s: Int) -> Int? {
        if let m = sectionMoves.first(where: { $0.from == s }) { return m.to }
        let deleted = deletedSections
        if deleted.contains(s) { return nil }
        let gone = deleted + sectionMoves.map(\.from)
        var n = s - gone.filter { $0 < s }.count
        for d in (insertedSections.map(\.index) + sectionMoves.map(\.to)).sorted() where d <= n { n += 1 }
        return n
    }

    /// The section an existing one came from, for a section after the update; nil for an inserted one.
    public func oldSection(ofNew s: Int, oldCount: Int) -> Int? {
        if let m = sectionMoves.first(where: { $0.to == s }) { return m.from }
        let inserted = insertedSections.map(\.index)
        if inserted.contains(s) { return nil }
        // Its place among the sections that stayed, then that many surviving sections from the top.
        let taken = inserted + sectionMoves.map(\.to)
        var old = s - taken.filter { $0 < s }.count
        for d in (deletedSections + sectionMoves.map(\.from)).sorted() where d <= old { old += 1 }
        return old < oldCount ? old : nil
    }

    /// Where the row at `p` (before the update) is after it, or nil when it was deleted (or its
    /// section was). A moved row goes where the move says; the others close the gaps left by deletes
    /// and move sources, then make room for inserts and move destinations.
    /// A row of a reloaded section is deleted too: its cell leaves, the section's rows after the
    /// update come as new ones.
    public func newPath(ofOld p: TablePath) -> TablePath? {
        if let m = moves.first(where: { $0.from == p }) { return m.to }
        if deletedRows.contains(p) { return nil }
        if reloadedSections.contains(p.section) { return nil }
        guard let s = newSection(ofOld: p.section) else { return nil }
        let gone = deletedRows + moves.map(\.from)
        var r = p.row - gone.filter { $0.section == p.section && $0.row < p.row }.count
        let taken = (insertedRows + moves.map(\.to)).filter { $0.section == s }.map(\.row).sorted()
        for d in taken where d <= r { r += 1 }
        return TablePath(section: s, row: r)
    }

    /// The index path before the update of the row at `new` after it, or nil for an inserted row. The
    /// rows that did not move keep their order, so the candidates lie within as many places of `new`
    /// as the update has changes: each is tried with `newPath(ofOld:)`, the one truth of where rows go.
    public func oldPath(ofNew new: TablePath) -> TablePath? {
        if let move = moves.first(where: { $0.to == new }) { return move.from }
        guard let section = oldSection(ofNew: new.section, oldCount: Int.max) else { return nil }
        let reach = deletedRows.count + insertedRows.count + 2 * moves.count
        for row in max(0, new.row - reach)...(new.row + reach) {
            let old = TablePath(section: section, row: row)
            if newPath(ofOld: old) == new { return old }
        }
        return nil
    }

    /// Where the item of the row at `p` (before the update) is after it: `newPath(ofOld:)`, except
    /// in a reloaded section, whose items stay at their rows (tablelab's own app reloads a section
    /// whose model did not change) — what is kept by row (a download, a kept image, a checkmark in
    /// the model) follows it there.
    public func itemPath(ofOld p: TablePath) -> TablePath? {
        if reloadedSections.contains(p.section), let s = newSection(ofOld: p.section) { return TablePath(section: s, row: p.row) }
        return newPath(ofOld: p)
    }

    /// The table checks this existing section's rows after the update (a reloaded one it does not:
    /// UIKit deletes and inserts it, so any count is right).
    public func checksRows(ofOld s: Int) -> Bool { !reloadedSections.contains(s) }

    // MARK: Counts

    /// What the table checks after the update (FIDELITY §8c.34): for an existing section, the count
    /// before, the rows inserted, deleted, moved in and out (moves within the section count in
    /// neither — model).
    public struct SectionChange: Sendable, Equatable {
        public var before: Int
        public var inserted: Int
        public var deleted: Int
        public var movedIn: Int
        public var movedOut: Int
        public var expected: Int { before + inserted - deleted + movedIn - movedOut }
    }

    /// The change for existing section `old` (which becomes `new`).
    public func change(old: Int, new: Int, before: Int) -> SectionChange {
        let moves = self.moves
        return SectionChange(
            before: before,
            inserted: insertedRows.filter { $0.section == new }.count,
            deleted: deletedRows.filter { $0.section == old }.count,
            movedIn: moves.filter { $0.to.section == new && $0.from.section != old }.count,
            movedOut: moves.filter { $0.from.section == old && $0.to.section != new }.count)
    }

    /// The section count the table expects after the update (reloads and moves change none).
    public func expectedSections(before: Int) -> Int {
        before + insertedSections.count - deletedSections.count
    }

    // MARK: The model

    /// The app's model edited the way the update says (what `model first` does before the call):
    /// deletes and move sources removed from the bottom up, deleted sections removed, new sections
    /// inserted, then inserts and move destinations placed from the top down.
    public func apply(to edits: inout DataEdits) {
        var removals = deletedRows.map { ($0, false) } + moves.map { ($0.from, true) }
        removals.sort { $0.0 > $1.0 }
        var moved: [TablePath: DataEdits.Item] = [:]
        for (p, isMove) in removals {
            let item = edits.removeRow(at: p)
            if isMove { moved[p] = item }
        }
        // Deleted and moved sections leave from the bottom up; new and moved ones are placed from
        // the top down, at their indexes after the update. A reloaded section's items stay.
        var movedSections: [Int: DataEdits.Section] = [:]
        let movedFrom = Set(sectionMoves.map(\.from))
        for s in (deletedSections + sectionMoves.map(\.from)).sorted(by: >) {
            let section = edits.removeSection(s)
            if movedFrom.contains(s) { movedSections[s] = section }
        }
        let sectionPlacements: [(Int, DataEdits.Section?, Int)] = insertedSections.map { ($0.index, nil, $0.rows) }
            + sectionMoves.map { ($0.to, movedSections[$0.from], 0) }
        for (index, moved, rows) in sectionPlacements.sorted(by: { $0.0 < $1.0 }) {
            if let moved { edits.insertSection(moved, at: index) } else { edits.insertNewSection(at: index, rows: rows) }
        }
        var placements: [(TablePath, DataEdits.Item?)] = insertedRows.map { ($0, nil) }
            + moves.map { ($0.to, moved[$0.from]) }
        placements.sort { $0.0 < $1.0 }
        for (p, item) in placements {
            if let item { edits.insertRow(item, at: p) } else { edits.insertNewRow(at: p) }
        }
    }
}

/// The count the table found after an update and the one it expected (FIDELITY §8c.34).
public enum InvalidUpdate: Sendable, Equatable {
    /// An existing section's rows: `after` asked of the data source, the change the calls described.
    case rows(section: Int, after: Int, change: TableUpdate.SectionChange)
    /// The number of sections.
    case sections(after: Int, before: Int, inserted: Int, deleted: Int)

    /// UIKit's reason, word for word (FIDELITY §8c.34).
    public var reason: String {
        switch self {
        case .rows(let s, let after, let c):
            return "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(c.before)), plus or minus the number of rows inserted or deleted from that section (\(c.inserted) inserted, \(c.deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(c.movedIn) moved in, \(c.movedOut) moved out)."
        case .sections(let after, let before, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
    }

    /// What the table expected to find.
    public var expected: Int {
        switch self {
        case .rows(_, _, let c): return c.expected
        case .sections(_, let before, let inserted, let deleted): return before + inserted - deleted
        }
    }

    /// What the data source answered.
    public var found: Int {
        switch self {
        case .rows(_, let after, _): return after
        case .sections(let after, _, _, _): return after
        }
    }
}
