/// The app's model after rows and sections were inserted, deleted or moved (`insert`, `delete`,
/// `move`, `batch`): which item of the generated data each row now shows, or a new item.
///
/// Kept as runs of consecutive items per section, so a table of ten million rows with a few edits
/// costs a few runs, not a row each: a lookup walks the runs of one section (cost grows with the
/// edits, not with the rows).
public struct DataEdits: Sendable, Equatable {
    /// One row's item: a row of the data as generated (its path there), or one the app inserted.
    public enum Item: Sendable, Hashable {
        case original(TablePath)
        /// The `n`th row inserted since the data was loaded (1, 2, …).
        case inserted(Int)
    }

    enum Run: Sendable, Equatable {
        case original(section: Int, rows: Range<Int>)
        case inserted(Range<Int>)

        var count: Int {
            switch self {
            case .original(_, let r), .inserted(let r): return r.count
            }
        }

        func item(_ i: Int) -> Item {
            switch self {
            case .original(let s, let r): return .original(TablePath(section: s, row: r.lowerBound + i))
            case .inserted(let r): return .inserted(r.lowerBound + i)
            }
        }

        /// The run cut at `i`: the items before and from it.
        func split(_ i: Int) -> (Run, Run) {
            switch self {
            case .original(let s, let r):
                return (.original(section: s, rows: r.lowerBound..<r.lowerBound + i), .original(section: s, rows: r.lowerBound + i..<r.upperBound))
            case .inserted(let r):
                return (.inserted(r.lowerBound..<r.lowerBound + i), .inserted(r.lowerBound + i..<r.upperBound))
            }
        }
    }

    public enum SectionOrigin: Sendable, Equatable {
        case original(Int)
        /// The `n`th section inserted since the data was loaded.
        case inserted(Int)
    }

    struct Section: Sendable, Equatable {
        var origin: SectionOrigin
        var runs: [Run]
        var count: Int
    }

    var sections: [Section]
    /// Items whose content the app edited in place (`rename ROW`), and how many times: the row shows
    /// `Row 3 v2` (FIDELITY §8c.38: whether the diff sees it depends on what the identifier hashes).
    public internal(set) var versions: [Item: Int] = [:]
    private var insertedRows = 0
    private var insertedSections = 0

    /// The data as generated: one run per section.
    public init(rowCounts: [Int]) {
        sections = rowCounts.enumerated().map { s, n in
            Section(origin: .original(s), runs: n > 0 ? [.original(section: s, rows: 0..<n)] : [], count: n)
        }
    }

    public var rowCounts: [Int] { sections.map(\.count) }
    public func origin(ofSection s: Int) -> SectionOrigin { sections[s].origin }

    public func item(at p: TablePath) -> Item {
        var i = p.row
        for run in sections[p.section].runs {
            if i < run.count { return run.item(i) }
            i -= run.count
        }
        preconditionFailure("no row \(p) in the edited data")
    }

    /// Removes the row at `p` and returns its item.
    @discardableResult
    mutating func removeRow(at p: TablePath) -> Item {
        var runs = sections[p.section].runs
        var i = p.row
        for k in runs.indices {
            let run = runs[k]
            if i < run.count {
                let item = run.item(i)
                let (before, rest) = run.split(i)
                let (_, after) = rest.split(1)
                runs.replaceSubrange(k...k, with: [before, after].filter { $0.count > 0 })
                sections[p.section].runs = runs
                sections[p.section].count -= 1
                return item
            }
            i -= run.count
        }
        preconditionFailure("no row \(p) in the edited data")
    }

    /// Puts `item` at `p` (its row may be the section's count: the end).
    mutating func insertRow(_ item: Item, at p: TablePath) {
        let run: Run
        switch item {
        case .original(let o): run = .original(section: o.section, rows: o.row..<o.row + 1)
        case .inserted(let n): run = .inserted(n..<n + 1)
        }
        var runs = sections[p.section].runs
        var i = p.row
        var k = 0
        while k < runs.count && i >= runs[k].count { i -= runs[k].count; k += 1 }
        if k < runs.count && i > 0 {
            let (a, b) = runs[k].split(i)
            runs.replaceSubrange(k...k, with: [a, run, b])
        } else {
            runs.insert(run, at: k)
        }
        sections[p.section].runs = runs
        sections[p.section].count += 1
    }

    mutating func insertNewRow(at p: TablePath) {
        insertedRows += 1
        insertRow(.inserted(insertedRows), at: p)
    }

    @discardableResult
    mutating func removeSection(_ s: Int) -> Section { sections.remove(at: s) }

    /// Puts a section taken out by `removeSection` back at `s` (a moved section, its rows with it).
    mutating func insertSection(_ section: Section, at s: Int) { sections.insert(section, at: s) }

    mutating func insertNewSection(at s: Int, rows: Int) {
        insertedSections += 1
        let first = insertedRows + 1
        insertedRows += rows
        sections.insert(Section(origin: .inserted(insertedSections),
                                runs: rows > 0 ? [.inserted(first..<first + rows)] : [], count: rows), at: s)
    }
}
