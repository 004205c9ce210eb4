/// One item's identifier as the app's `Item: Hashable` makes it (FIDELITY §8c.38): its `id`, and —
/// when the whole value is hashed (`identity value`) — how many times the app edited it.
public struct ItemIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The item's `id`: rows of the generated data are numbered in order across sections (row 3 of
    /// `rows 100` is id 3); items the app inserted continue after the last one.
    public var id: Int
    /// The item's edit count, part of the identifier only with `identity value` (0 otherwise).
    public var version: Int

    public init(id: Int, version: Int = 0) { self.id = id; self.version = version }

    /// `3`, or `3 v2` for an edited value.
    public var description: String { version > 0 ? "\(id) v\(version + 1)" : "\(id)" }
}

/// `NSDiffableDataSourceSnapshot<Section, Item>`: the section identifiers and, per section, the item
/// identifiers in order. The data source's counts are the snapshot's (tablelab's sections keep their
/// identifiers: a snapshot changes items, model).
public struct DiffableSnapshot: Sendable, Equatable {
    public var items: [[ItemIdentifier]]

    public init(items: [[ItemIdentifier]]) { self.items = items }

    public var itemCount: Int { items.reduce(0) { $0 + $1.count } }

    /// The snapshot of the app's model: what `appendItems` gets when the app builds it from its
    /// array of arrays. Linear in the items (as the real snapshot is).
    public init(data: TableData, jamo: JamoMode, identity: DiffableIdentity) {
        let generated = TableData(data.source).rowCounts(jamo: jamo)
        var offsets: [Int] = []
        var total = 0
        for n in generated { offsets.append(total); total += n }
        guard let edits = data.edits else {
            items = generated.indices.map { s in (0..<generated[s]).map { ItemIdentifier(id: offsets[s] + $0) } }
            return
        }
        let versions = identity == .value ? edits.versions : [:]
        items = edits.sections.map { section in
            var ids: [ItemIdentifier] = []
            ids.reserveCapacity(section.count)
            for run in section.runs {
                switch run {
                case .original(let s, let rows):
                    for r in rows {
                        let v = versions.isEmpty ? 0 : versions[.original(TablePath(section: s, row: r))] ?? 0
                        ids.append(ItemIdentifier(id: offsets[s] + r, version: v))
                    }
                case .inserted(let rows):
                    for n in rows {
                        let v = versions.isEmpty ? 0 : versions[.inserted(n)] ?? 0
                        ids.append(ItemIdentifier(id: total + n - 1, version: v))
                    }
                }
            }
            return ids
        }
    }

    /// The model item an identifier's `id` names.
    static func item(_ id: Int, offsets: [Int], total: Int) -> DataEdits.Item {
        if id >= total { return .inserted(id - total + 1) }
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= id { lo = mid } else { hi = mid - 1 }
        }
        // Skip empty sections that share the offset: the item is in the last one starting there.
        return .original(TablePath(section: lo, row: id - offsets[lo]))
    }

    /// Where an identifier is, or nil when the snapshot does not hold it.
    public func path(of identifier: ItemIdentifier) -> TablePath? {
        for (s, ids) in items.enumerated() {
            if let r = ids.firstIndex(of: identifier) { return TablePath(section: s, row: r) }
        }
        return nil
    }
}

/// What the data source worked out from two snapshots (FIDELITY §8c.38): the items deleted (index
/// paths before), inserted (after) and moved. Linear: one dictionary of the old positions, one pass
/// over the new snapshot, and a longest increasing run per section to keep as many items in place
/// as it can (n log n in the items that stayed, none when nothing moved).
public struct SnapshotDiff: Sendable, Equatable {
    public var deleted: [TablePath] = []
    public var inserted: [TablePath] = []
    public var moves: [TableUpdate.Move] = []

    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moves.isEmpty }
    public var changeCount: Int { deleted.count + inserted.count + moves.count }

    /// The batch the data source performs: deletes, inserts, then moves.
    public var update: TableUpdate {
        var calls: [TableUpdate.Call] = []
        if !deleted.isEmpty { calls.append(.deleteRows(deleted)) }
        if !inserted.isEmpty { calls.append(.insertRows(inserted)) }
        calls += moves.map { .moveRow($0.from, $0.to) }
        return TableUpdate(calls, batch: true)
    }

    /// The diff from `old` to `new` (same sections). Throws UIKit's exception when `new` holds an
    /// identifier twice (`old`, a snapshot already applied, never does).
    public init(from old: DiffableSnapshot, to new: DiffableSnapshot) throws(Crash) {
        var oldPaths: [ItemIdentifier: TablePath] = [:]
        oldPaths.reserveCapacity(old.itemCount)
        var oldGlobal: [Int] = []   // section start in the flattened old snapshot
        var g = 0
        for (s, ids) in old.items.enumerated() {
            oldGlobal.append(g)
            for (r, id) in ids.enumerated() { oldPaths[id] = TablePath(section: s, row: r) }
            g += ids.count
        }
        var matched = [Bool](repeating: false, count: g)
        var newOnly = Set<ItemIdentifier>()
        for (s, ids) in new.items.enumerated() {
            // The rows (old) of the items that stayed in this section, in their new order.
            var stayed: [(old: Int, new: Int)] = []
            for (r, id) in ids.enumerated() {
                let here = TablePath(section: s, row: r)
                guard let was = oldPaths[id] else {
                    if !newOnly.insert(id).inserted { throw Crash.duplicateIdentifier(id) }
                    inserted.append(here)
                    continue
                }
                let k = oldGlobal[was.section] + was.row
                if matched[k] { throw Crash.duplicateIdentifier(id) }
                matched[k] = true
                if was.section == s {
                    stayed.append((was.row, r))
                } else {
                    moves.append(TableUpdate.Move(from: was, to: here))
                }
            }
            let keep = Self.longestIncreasing(stayed.map(\.old))
            for (i, pair) in stayed.enumerated() where !keep[i] {
                moves.append(TableUpdate.Move(from: TablePath(section: s, row: pair.old), to: TablePath(section: s, row: pair.new)))
            }
        }
        for (s, ids) in old.items.enumerated() {
            for r in ids.indices where !matched[oldGlobal[s] + r] { deleted.append(TablePath(section: s, row: r)) }
        }
        moves.sort { $0.to < $1.to }
    }

    /// Which elements of `values` (distinct) form one longest strictly increasing subsequence:
    /// those stay, the others move (patience sorting, n log n).
    static func longestIncreasing(_ values: [Int]) -> [Bool] {
        var keep = [Bool](repeating: false, count: values.count)
        guard !values.isEmpty else { return keep }
        // Already in order (the common case: only inserts and deletes): every one stays.
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: values.count) }
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var i = tails.last!
        while i >= 0 { keep[i] = true; i = previous[i] }
        return keep
    }
}

