/// What the table shows at one moment: the offset, the rows on screen with their cells, and the
/// reuse queue. `TableState.screen` is the screen now; `replaying(_:)` moves a screen along a
/// command's events, so the screen at any event — a frame of an animation, a step — comes from the
/// log instead of being worked out again.
public struct Screen: Sendable, Equatable {
    /// `contentOffset.y`.
    public internal(set) var offset: Double
    /// Row → the cell showing it.
    public internal(set) var cells: [TablePath: Int]
    var pool: ReusePool
    /// What the image views of cells show, by cell id, where it is known (an image went in during the
    /// events replayed, or the cell had one when the screen was taken): a played-back frame shows a
    /// row that appeared before its image did.
    public internal(set) var images: [Int: CellImage] = [:]

    /// Nothing on screen: before an app's first screen.
    public static let empty = Screen(offset: 0, cells: [:], pool: ReusePool())

    init(offset: Double, cells: [TablePath: Int], pool: ReusePool, images: [Int: CellImage] = [:]) {
        self.offset = offset
        self.cells = cells
        self.pool = pool
        self.images = images
    }

    /// Two screens are the same when their offset, rows, cells and queue are: `images` is what a
    /// played-back frame draws in the image views, known only as far as the events replayed tell
    /// (the images of the screen it started from, then every `imageAssign` and `placeholder`).
    public static func == (a: Screen, b: Screen) -> Bool {
        a.offset == b.offset && a.cells == b.cells && a.pool == b.pool
    }

    /// The rows on screen, top to bottom, with their cells.
    public var rows: [(path: TablePath, cell: Int)] {
        cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The cell showing `path`, if the row is on screen.
    public func cell(at path: TablePath) -> Int? { cells[path] }

    /// The reuse queue: per identifier, the waiting cells in the order the model hands them out.
    public var queues: [QueuedCells] { pool.listed }
    public var queuedCount: Int { pool.count }

    /// The screen after `event`.
    public mutating func apply(_ e: Event) {
        switch e.kind {
        case .willDisplay:
            if let p = e.path, let c = e.cell { cells[p] = c }
        case .didEndDisplaying:
            if let p = e.path, cells[p] == e.cell { cells[p] = nil }
        case .enqueue:
            if let c = e.cell, let id = e.identifier { pool.enqueue(c, identifier: id) }
        case .prepareForReuse:
            // The cell leaves the queue before prepareForReuse runs on it (inside the dequeue).
            if let c = e.cell { pool.remove(c, identifier: e.identifier) }
        case .dequeueReusableCell where e.dequeue == .reused:
            if let c = e.cell { pool.remove(c, identifier: e.identifier) }
        case .deinitCell:
            // A released cell is in no queue and on no screen (a table made again releases its cells).
            if let c = e.cell {
                pool.remove(c, identifier: e.identifier)
                if let p = e.path, cells[p] == c { cells[p] = nil }
            }
        case .frame:
            if let o = e.offset { offset = o }
        case .imageAssign:
            if let c = e.cell, let p = e.path { images[c] = .image(p) }
        case .imagePlaceholder:
            if let c = e.cell { images[c] = .placeholder }
        default:
            break
        }
    }

    /// The screen after `events`, in order.
    public func replaying<S: Sequence>(_ events: S) -> Screen where S.Element == Event {
        var s = self
        for e in events { s.apply(e) }
        return s
    }
}

extension TableState {
    /// The screen now.
    public var screen: Screen {
        var rows: [TablePath: Int] = [:]
        rows.reserveCapacity(visibleRange.count)
        for g in visibleRange { if let id = visible[g] { rows[layout.path(g)] = id } }
        var images: [Int: CellImage] = [:]
        if data.hasImages {
            for c in cells where c.place != .discarded && c.image != .none { images[c.id] = c.image }
        }
        return Screen(offset: offset, cells: rows, pool: pool, images: images)
    }

    /// The reuse queue now, per identifier.
    public var queues: [QueuedCells] { pool.listed }
    public var queuedCellCount: Int { pool.count }
    public func queuedCells(_ identifier: String) -> [Int] { pool.cells(for: identifier) }

    /// The cell showing `path`, if it is on screen (UIKit's `tableView.cellForRow(at:)`: no callback).
    public func visibleCell(at path: TablePath) -> Int? {
        guard layout.contains(path) else { return nil }
        return visible[layout.global(path)]
    }
}
