import TableSim
import TableText

// One cell object's life, for `cell 7`.
//
// Why: "the cell for row 23" is a misleading phrase — the object showing row 23 was made for some
// other row and has shown many since. Following one object from `init` through every
// didEndDisplaying / prepareForReuse makes that concrete, and it is where stale state shows up: a
// cell still at alpha 0.5 or still selected because `prepareForReuse` did not reset it.

/// `cell 7`: where a cell was created, every row it has shown since, where it is now.
public struct CellHistoryPicture: Sendable {
    public var state: TableState
    public var cellID: Int
    /// At most this many lines of life events; the middle of a long life is summarised in one line.
    public var maxEventLines: Int
    /// The box's outer width; `nil` fits the content, at most the context's width.
    public var width: Int?

    public init(state: TableState, cellID: Int, maxEventLines: Int = 20, width: Int? = nil) {
        self.state = state
        self.cellID = cellID
        self.maxEventLines = max(3, maxEventLines)
        self.width = width
    }

    typealias LifeEvent = CellLife.Entry

    /// The cell's life, from the log (`CellLife`, in TableSim).
    var life: [LifeEvent] { state.life(ofCell: cellID).entries }

    public func render(in ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        let d = s.separator
        typealias T = L10n.CellHistory
        guard let cell = state.cell(cellID) else {
            let n = state.cells.count
            // A message on its own lines: with `both`, the English sentence, then the Korean one.
            let text = ctx.language.block(n == 0 ? T.noCellsYet(cell: String(cellID))
                : T.noSuchCell(cell: String(cellID), range: "cell#1 \(s.ellipsis) cell#\(n)"))
            return text.split(separator: "\n").flatMap { ctx.wrap(String($0), width: ctx.columns) }.map { ctx.paint($0, .warning) }
        }

        var facts: [String] = []
        let identifier = cell.identifier.map { "\"\($0)\"" } ?? "nil"
        facts.append(ctx.text(T.identifier) + " \(identifier)" + d + ctx.text(T.style) + " \(cell.style.rawValue)"
                     + (cell.identifier == nil ? d + ctx.paint(ctx.text(T.neverReused), .warning) : ""))
        facts.append(ctx.paint(s.created, .created) + " "
                     + ctx.text(T.createdFor(row: cell.createdFor.description, frame: NumberText.grouped(cell.createdAtFrame))))
        facts.append(ctx.text(T.now) + ": " + whereNow(cell, ctx))
        facts.append(ctx.paint(s.reused, .reused) + " " + ctx.text(T.reusedTimes(count: NumberText.grouped(cell.reuseCount)))
                     + " (prepareForReuse)")
        let alpha = "alpha " + NumberText.alpha(cell.alpha)
        let selected = ctx.text(cell.isSelected ? T.selected : T.notSelected)
        // Selection is set by the table for the row the cell shows; only alpha can be stale here.
        facts.append(ctx.paint(alpha, cell.alpha != 1 ? .warning : .dim) + ctx.paint(d + selected, .dim))
        if let p = cell.checkmarkSetFor {
            facts.append(ctx.paint(s.check + " " + ctx.text(T.checkmarkSetFor(row: p.description)),
                                   p == cell.row ? .good : .bad))
        }

        let life = self.life
        let natural = max(facts.map(\.displayWidth).max() ?? 0, lines(for: life, width: 10_000, ctx).map(\.displayWidth).max() ?? 0)
        let outer = width.map { max($0, RenderContext.minimumWidth) } ?? min(ctx.columns, max(60, natural + 4))
        let inner = outer - 4

        // The rows shown as a chain, wrapped; a very long one keeps its ends.
        let rowsShown = state.rowsShown(ofCell: cellID)
        let chain = ctx.wrap(ctx.text(T.rowsShown) + ": "
                             + rowsShown.map(\.description).joined(separator: " \(s.arrow) "), width: inner)
        var chainLines = chain
        if chain.count > 4 {
            chainLines = Array(chain.prefix(2)) + ["\(s.ellipsis) " + ctx.text(T.rowsInAll(count: NumberText.grouped(rowsShown.count)))] + [chain.last!]
        }

        let lifeLines = lines(for: life, width: inner, ctx)
        let rows = facts.map(Box.Row.text) + [.divider] + chainLines.map(Box.Row.text) + [.divider] + lifeLines.map(Box.Row.text)
        return ctx.box(title: cell.name, rows: rows, width: outer)
    }

    private func whereNow(_ cell: Cell, _ ctx: RenderContext) -> String {
        typealias T = L10n.CellHistory
        switch cell.place {
        case .visible:
            return ctx.paint(ctx.text(T.onScreen(row: cell.row.description)), .display)
        case .queued:
            let id = cell.identifier ?? ""
            let queue = state.queuedCells(id)
            let position = (queue.firstIndex(of: cell.id) ?? 0) + 1
            return ctx.paint(ctx.text(T.inQueue(id: id, position: NumberText.grouped(position),
                                                count: NumberText.grouped(queue.count))), .queue)
                + ", " + ctx.text(T.lastShowed(row: cell.row.description))
        case .discarded:
            return ctx.paint(ctx.text(T.released), .warning)
                + ", " + ctx.text(T.lastShowed(row: cell.row.description))
        }
    }

    private func lines(for life: [LifeEvent], width: Int, _ ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        typealias T = L10n.CellHistory
        guard !life.isEmpty else { return [ctx.paint(ctx.text(T.noEvents), .dim)] }
        let frameW = life.map { NumberText.grouped($0.frame).count }.max() ?? 1
        let timeW = life.map { NumberText.ms($0.time).count }.max() ?? 1
        let pathW = life.map { $0.path.description.count }.max() ?? 1
        let frameWord = ctx.text(T.frame)
        var useShort = false
        func line(_ e: LifeEvent) -> String {
            let (mark, role, text): (String, Palette.Role, String) = switch e.what {
            case .created: (s.created, .created, ctx.text(T.created) + " (init)")
            case .reused: (s.reused, .reused, ctx.text(T.reused) + " (prepareForReuse)")
            case .queued(let id): (s.enqueued, .enqueue, "didEndDisplaying \(s.arrow) " + ctx.text(T.toQueue(id: id)))
            case .released: (s.released, .warning, "didEndDisplaying \(s.arrow) " + ctx.text(T.releasedShort))
            case .left: (s.ended, .end, "didEndDisplaying")
            case .reconfigured: (s.display, .display, "reconfigureRows " + s.arrow + " " + ctx.text(L10n.Events.sameCell))
            }
            let full = ctx.paint(mark, role) + " " + frameWord + " " + NumberText.grouped(e.frame).padded(toWidth: frameW, alignment: .right)
                + "  " + NumberText.ms(e.time).padded(toWidth: timeW, alignment: .right)
                + "  " + e.path.description.padded(toWidth: pathW) + "  " + ctx.paint(text, role)
            let short = ctx.paint(mark, role) + " " + NumberText.grouped(e.frame).padded(toWidth: frameW, alignment: .right)
                + "  " + e.path.description.padded(toWidth: pathW) + "  " + ctx.paint(text, role)
            return useShort ? ctx.fit(short, width: width) : full
        }
        // One form for every line, so the columns line up.
        useShort = false
        if life.contains(where: { line($0).displayWidth > width }) { useShort = true }
        guard life.count > maxEventLines else { return life.map(line) }
        let head = (maxEventLines - 1) / 2
        let tail = maxEventLines - 1 - head
        let hidden = life.count - head - tail
        let more = "\(s.ellipsis) " + ctx.text(T.more(count: NumberText.grouped(hidden))) + " \(s.ellipsis)"
        return life.prefix(head).map(line) + [ctx.paint(more, .dim)] + life.suffix(tail).map(line)
    }
}
