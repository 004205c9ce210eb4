/// What the table shows at one moment: the offset, the rows on screen with their cells, and the
/// reuse queue. `TableState.screen` is the screen now; `replaying(_:)` moves a screen along a
/// command's events, so the screen at any event — a frame of an animation, a step — comes from the
/// log instead of being worked out again.
public struct Screen: Sendable, Equatable {
    /// `contentOffset.y`.
    public internal(set) var offset: Double
    /// Row → the cell showing it.
    ///
    /// A screen taken from a table (`TableState.screen`) reads the table's own rows until something
    /// asks for them all or changes them: a picture of 10,000 rows on screen looks at the 60 it
    /// draws, and the screen before a command is kept for the few responses that replay it (attack
    /// M7: the table of rows was built twice per command, once for `Step.before`, once to draw).
    public internal(set) var cells: [TablePath: Int] {
        get { table ?? onScreen?.table ?? [:] }
        set {
            table = newValue
            onScreen = nil
        }
    }
    /// The rows, once made (or given).
    private var table: [TablePath: Int]?
    /// Or where to read them: the table's visible rows, as `TableState` keeps them.
    private var onScreen: VisibleRows?
    var pool: ReusePool
    /// What the image views of cells show, by cell id, where it is known (an image went in during the
    /// events replayed, or the cell had one when the screen was taken): a played-back frame shows a
    /// row that appeared before its image did.
    public internal(set) var images: [Int: CellImage] = [:]
    /// With `headers views` (FIDELITY §8c.40): section → the header view showing its header, and the
    /// header views' own reuse queue.
    public internal(set) var headers: [Int: Int] = [:]
    var headerPool = ReusePool()
    /// Deleted rows' cells still on screen while an update's row animation runs (FIDELITY §8c.36, a
    /// model): set by the update, each gone at its cell's `didEndDisplaying`.
    public internal(set) var leaving: [LeavingRow] = []

    /// Nothing on screen: before an app's first screen.
    public static let empty = Screen(offset: 0, cells: [:], pool: ReusePool())

    init(offset: Double, cells: [TablePath: Int], pool: ReusePool, images: [Int: CellImage] = [:]) {
        self.offset = offset
        self.table = cells
        self.pool = pool
        self.images = images
    }

    /// The screen of a table's visible rows, read from them when asked (`cells`).
    init(offset: Double, rows: VisibleRows, pool: ReusePool, images: [Int: CellImage] = [:]) {
        self.offset = offset
        self.onScreen = rows
        self.pool = pool
        self.images = images
    }

    /// Two screens are the same when their offset, rows, cells and queue are: `images` is what a
    /// played-back frame draws in the image views, known only as far as the events replayed tell
    /// (the images of the screen it started from, then every `imageAssign` and `placeholder`).
    public static func == (a: Screen, b: Screen) -> Bool {
        a.offset == b.offset && a.pool == b.pool && a.headers == b.headers && a.queuedHeaderViews == b.queuedHeaderViews
            && a.leaving == b.leaving
            && (a.onScreen != nil && a.onScreen == b.onScreen || a.cells == b.cells)
    }

    /// The rows on screen, top to bottom, with their cells.
    public var rows: [(path: TablePath, cell: Int)] {
        if table == nil, let onScreen { return onScreen.rows }
        return cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The cell showing `path`, if the row is on screen.
    public func cell(at path: TablePath) -> Int? {
        if table == nil, let onScreen { return onScreen.cell(at: path) }
        return cells[path]
    }

    /// The rows on screen as global rows of `layout`, first to last (none: an empty range).
    public func globalRows(in layout: TableLayout) -> Range<Int> {
        if table == nil, let onScreen, onScreen.layout == layout { return onScreen.span }
        let globals = cells.keys.compactMap { layout.contains($0) ? layout.global($0) : nil }
        guard let lo = globals.min(), let hi = globals.max() else { return 0..<0 }
        return lo..<(hi + 1)
    }

    /// The reuse queue: per identifier, the waiting cells in the order the model hands them out.
    public var queues: [QueuedCells] { pool.listed }
    public var queuedCount: Int { pool.count }
    /// The header views waiting in their queue, oldest first.
    public var queuedHeaderViews: [Int] { headerPool.cells(for: HeaderView.identifier) }

    /// The screen after `event`.
    public mutating func apply(_ e: Event) {
        // Replaying changes the rows: from here on they are a table of their own.
        if table == nil { cells = cells }
        if let run = e.cells {
            applyRun(e, run)
            return
        }
        if let update = e.update {
            // Rows move with an update (FIDELITY §8c.36); a deleted row's cell stays on no row until
            // its didEndDisplaying.
            var moved: [TablePath: Int] = [:]
            for (p, c) in cells { if let n = update.newPath(ofOld: p) { moved[n] = c } }
            leaving = Screen.leaving(update, rows: cells)
            cells = moved
            // Header views follow their sections (`followSections`); a deleted section's leaves
            // (its didEndDisplayingHeaderView and queueing follow as events).
            if !headers.isEmpty {
                headers = Dictionary(headers.compactMap { s, v in update.newSection(ofOld: s).map { ($0, v) } },
                                     uniquingKeysWith: { a, _ in a })
            }
            // An image stays its item's: it moves with the row (the table's cells do the same,
            // `followRowKeys`), so a shifted row is not read as showing another row's image.
            for (cell, image) in images {
                if case .image(let p) = image, let n = update.itemPath(ofOld: p), n != p { images[cell] = .image(n) }
            }
            return
        }
        switch e.kind {
        case .willDisplay:
            if let p = e.path, let c = e.cell { cells[p] = c }
        case .didEndDisplaying:
            if let p = e.path, cells[p] == e.cell { cells[p] = nil }
            if let c = e.cell, !leaving.isEmpty { leaving.removeAll { $0.cell == c } }
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
        case .willDisplayHeaderView:
            if let s = e.section, let v = e.headerView { headers[s] = v }
        case .didEndDisplayingHeaderView:
            if let s = e.section, headers[s] == e.headerView { headers[s] = nil }
        case .headerViewEnqueue:
            if let v = e.headerView, let id = e.identifier { headerPool.enqueue(v, identifier: id) }
        case .dequeueReusableHeaderFooterView where e.dequeue == .reused:
            if let v = e.headerView { headerPool.remove(v, identifier: e.identifier) }
        case .headerViewDeinit:
            if let v = e.headerView {
                headerPool.remove(v, identifier: e.identifier)
                if let s = e.section, headers[s] == v { headers[s] = nil }
            }
        default:
            break
        }
    }

    /// The screen after a run of rows (`Event.isRowRun`): each call in turn, read in place.
    private mutating func applyRun(_ e: Event, _ run: [Int]) {
        guard let first = e.path else { return }
        for (i, c) in run.enumerated() {
            let p = TablePath(section: first.section, row: first.row + i)
            switch e.kind {
            case .willDisplay: cells[p] = c
            case .didEndDisplaying:
                if cells[p] == c { cells[p] = nil }
                if !leaving.isEmpty { leaving.removeAll { $0.cell == c } }
            case .enqueue: if let id = e.identifier { pool.enqueue(c, identifier: id) }
            case .prepareForReuse: pool.remove(c, identifier: e.identifier)
            case .dequeueReusableCell where e.dequeue == .reused: pool.remove(c, identifier: e.identifier)
            case .deinitCell:
                pool.remove(c, identifier: e.identifier)
                if cells[p] == c { cells[p] = nil }
            default: return
            }
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
        var images: [Int: CellImage] = [:]
        // The same test the pictures use for an image column (`showsImages`): a learner's app has
        // images in no data set, only in its cells, and a stepped command starts from them.
        if showsImages {
            for c in cells where c.place != .discarded && c.image != .none { images[c.id] = c.image }
        }
        var screen = Screen(offset: offset, rows: VisibleRows(visible: visible, range: visibleRange, layout: layout),
                            pool: pool, images: images)
        screen.headers = visibleHeaders
        screen.headerPool = headerPool
        return screen
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

/// A table's visible rows as `TableState` keeps them (global row → cell), for a `Screen` that reads
/// them only when asked. Holding them copies no row: the dictionary is shared until one changes.
struct VisibleRows: Sendable, Equatable {
    let visible: [Int: Int]
    let range: Range<Int>
    let layout: TableLayout

    /// Row → cell, made when a query asks for every row at once.
    var table: [TablePath: Int] {
        var rows: [TablePath: Int] = [:]
        rows.reserveCapacity(range.count)
        for g in range { if let id = visible[g] { rows[layout.path(g)] = id } }
        return rows
    }

    /// Top to bottom.
    var rows: [(path: TablePath, cell: Int)] {
        range.compactMap { g in visible[g].map { (layout.path(g), $0) } }
    }

    func cell(at path: TablePath) -> Int? {
        guard layout.contains(path) else { return nil }
        let g = layout.global(path)
        return range.contains(g) ? visible[g] : nil
    }

    /// The global rows that have a cell, first to last.
    var span: Range<Int> {
        guard let lo = range.first(where: { visible[$0] != nil }),
              let hi = range.reversed().first(where: { visible[$0] != nil }) else { return 0..<0 }
        return lo..<(hi + 1)
    }
}
