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
/// paths before), inserted (after) and moved. Linear: the old positions in arrays indexed by id, one pass
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
    ///
    /// Identifiers are numbered (`id`: the generated rows in order, then the app's inserts), so the
    /// old positions live in arrays indexed by `id` rather than a dictionary: no hashing, one pass
    /// over each snapshot (an apply of 100,000 items hashed 200,000 times took ~150 ms; this takes a
    /// few). An `id` holds one version in a snapshot (an edit changes the one item; a copy is the
    /// same item, so the same identifier: the duplicate crash).
    public init(from old: DiffableSnapshot, to new: DiffableSnapshot) throws(Crash) {
        var maxID = -1
        var versioned = false
        for snapshot in [old, new] {
            for ids in snapshot.items {
                for id in ids {
                    if id.id > maxID { maxID = id.id }
                    if id.version != 0 { versioned = true }
                }
            }
        }
        let slots = maxID + 1
        // Memory is the cost here (fresh pages), so the tables are small: where each old identifier
        // was, as its index in the flattened old snapshot plus one (0: not in it); its version only
        // when some item has one (`identity value` after an edit).
        var oldAt = [Int32](repeating: 0, count: slots)
        var oldVersion = versioned ? [Int](repeating: 0, count: slots) : []
        var oldStart: [Int] = []   // each old section's first index in the flattened snapshot
        var k = 0
        for ids in old.items {
            oldStart.append(k)
            for id in ids {
                k += 1
                oldAt[id.id] = Int32(k)
                if versioned { oldVersion[id.id] = id.version }
            }
        }
        /// The old index path of flattened index `k` (sections are few: a binary search).
        func oldPath(_ k: Int) -> TablePath {
            var lo = 0, hi = oldStart.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if oldStart[mid] <= k { lo = mid } else { hi = mid - 1 }
            }
            // Empty sections share a start: the item is in the last section starting there.
            return TablePath(section: lo, row: k - oldStart[lo])
        }
        // 0: not met in the new snapshot yet; 1: met and matched its old item; 2: met, new.
        var met = [UInt8](repeating: 0, count: slots)
        var newVersion = versioned ? [Int](repeating: 0, count: slots) : []
        var stayedOld: [Int] = [], stayedNew: [Int32] = []
        for (s, ids) in new.items.enumerated() {
            // The items that stayed in this section: their old rows, in their new order.
            stayedOld.removeAll(keepingCapacity: true)
            stayedNew.removeAll(keepingCapacity: true)
            for (r, id) in ids.enumerated() {
                let i = id.id
                // The same id again: a duplicate when it is the same identifier (the same version).
                if met[i] != 0 && (!versioned || newVersion[i] == id.version) { throw Crash.duplicateIdentifier(id) }
                if versioned { newVersion[i] = id.version }
                guard met[i] != 1, oldAt[i] > 0, !versioned || oldVersion[i] == id.version else {
                    if met[i] == 0 { met[i] = 2 }
                    inserted.append(TablePath(section: s, row: r))
                    continue
                }
                met[i] = 1
                let was = oldPath(Int(oldAt[i]) - 1)
                if was.section == s {
                    stayedOld.append(was.row)
                    stayedNew.append(Int32(r))
                } else {
                    moves.append(TableUpdate.Move(from: was, to: TablePath(section: s, row: r)))
                }
            }
            let keep = Self.longestIncreasing(stayedOld)
            for i in stayedOld.indices where !keep[i] {
                moves.append(TableUpdate.Move(from: TablePath(section: s, row: stayedOld[i]),
                                              to: TablePath(section: s, row: Int(stayedNew[i]))))
            }
        }
        for (s, ids) in old.items.enumerated() {
            for (r, id) in ids.enumerated() where met[id.id] != 1 { deleted.append(TablePath(section: s, row: r)) }
        }
        moves.sort { $0.to < $1.to }
    }

    /// Which elements of `values` (distinct) form one longest strictly increasing subsequence:
    /// those stay, the others move (patience sorting, n log n).
    static func longestIncreasing(_ values: [Int]) -> [Bool] {
        // Already in order (the common case: only inserts and deletes): every one stays.
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: values.count) }
        var keep = [Bool](repeating: false, count: values.count)
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

