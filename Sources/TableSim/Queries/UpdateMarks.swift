/// What an update did to the rows a picture draws (FIDELITY §8c.36): which rows it inserted and which
/// it moved, in index paths after the update — the `+` and `⇅` marks the viewport draws in its box.
/// Read from a run of events (a command's, or one frame's) once, so the picture only draws.
public struct UpdateMarks: Sendable, Equatable {
    public enum Mark: Sendable, Equatable {
        case inserted
        case moved(from: TablePath)
    }

    private var marks: [TablePath: Mark] = [:]
    /// Reloaded sections (after the update): every row of one is new, as UIKit deletes and inserts it.
    private var reloaded: Set<Int> = []
    /// Moved sections, by their index after the update: the index before.
    private var movedSections: [Int: Int] = [:]

    /// The marks of the last update among `events` (none when they hold no update).
    public init<S: Sequence>(_ events: S) where S.Element == Event {
        guard let update = events.reversed().lazy.compactMap(\.update).first else { return }
        for p in update.insertedRows { marks[p] = .inserted }
        for n in update.insertedSections {
            for r in 0..<min(n.rows, 10_000) { marks[TablePath(section: n.index, row: r)] = .inserted }
        }
        for m in update.moves { marks[m.to] = .moved(from: m.from) }
        reloaded = Set(update.reloadedSections.compactMap(update.newSection(ofOld:)))
        for m in update.sectionMoves { movedSections[m.to] = m.from }
    }

    public var isEmpty: Bool { marks.isEmpty && reloaded.isEmpty && movedSections.isEmpty }

    /// The mark of the row at `path` (after the update), if the update inserted or moved it (a row
    /// of a reloaded section is new; a row of a moved section moved with it).
    public func mark(at path: TablePath) -> Mark? {
        if let mark = marks[path] { return mark }
        if reloaded.contains(path.section) { return .inserted }
        if let from = movedSections[path.section] { return .moved(from: TablePath(section: from, row: path.row)) }
        return nil
    }
}

/// A deleted row's cell between the update and its `didEndDisplaying` (the row animation, a model):
/// the row is gone from the table, its cell still on screen where the row was.
public struct LeavingRow: Sendable, Equatable {
    public var cell: Int
    /// The row's index path before the update.
    public var was: TablePath
    /// The row it is drawn under, after the update: the nearest row above it in its section that
    /// stayed; nil when none did (drawn at the top of `section`).
    public var below: TablePath?
    /// Its section after the update; nil when the update deleted the section too.
    public var section: Int?
}

extension Screen {
    /// The deleted rows' cells an update leaves on screen until their `didEndDisplaying`.
    static func leaving(_ update: TableUpdate, rows: [TablePath: Int]) -> [LeavingRow] {
        rows.compactMap { p, cell -> LeavingRow? in
            guard update.newPath(ofOld: p) == nil else { return nil }
            let section = update.newSection(ofOld: p.section)
            var below: TablePath?
            if section != nil {
                // The nearest row above in the same section that stayed where the update keeps rows
                // (not moved away): the deleted row sat just under it. A bounded look: rows on screen.
                var r = p.row - 1
                while r >= 0, below == nil, p.row - r <= 200 {
                    let above = TablePath(section: p.section, row: r)
                    if !update.moves.contains(where: { $0.from == above }) { below = update.newPath(ofOld: above) }
                    r -= 1
                }
            }
            return LeavingRow(cell: cell, was: p, below: below, section: section)
        }.sorted { $0.was < $1.was }
    }
}
