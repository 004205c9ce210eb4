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
        guard let cell = state.cell(cellID) else {
            let n = state.cells.count
            let text = n == 0
                ? ctx.text("There is no cell#\(cellID): no cell has been created yet.", "cell#\(cellID)은 없습니다: 아직 만든 셀이 없습니다.")
                : ctx.text("There is no cell#\(cellID): cells are cell#1 \(s.ellipsis) cell#\(n).",
                           "cell#\(cellID)은 없습니다: 셀은 cell#1 \(s.ellipsis) cell#\(n)입니다.")
            return ctx.wrap(text, width: ctx.columns).map { ctx.paint($0, .warning) }
        }

        var facts: [String] = []
        let identifier = cell.identifier.map { "\"\($0)\"" } ?? "nil"
        facts.append(ctx.text("identifier", "식별자") + " \(identifier)" + d + ctx.text("style", "스타일") + " \(cell.style.rawValue)"
                     + (cell.identifier == nil ? d + ctx.paint(ctx.text("never reused", "재사용 안 됨"), .warning) : ""))
        facts.append(ctx.paint(s.created, .created) + " " + ctx.text("created for \(cell.createdFor) in frame \(NumberText.grouped(cell.createdAtFrame))",
                                                                     "\(cell.createdFor) 행을 위해 생성 (프레임 \(NumberText.grouped(cell.createdAtFrame)))"))
        facts.append(ctx.text("now", "지금") + ": " + whereNow(cell, ctx))
        let times = NumberText.grouped(cell.reuseCount)
        facts.append(ctx.paint(s.reused, .reused) + " " + ctx.text(cell.reuseCount == 1 ? "reused 1 time" : "reused \(times) times",
                                                                   "재사용 \(times)번") + " (prepareForReuse)")
        let alpha = "alpha " + NumberText.alpha(cell.alpha)
        let selected = cell.isSelected ? ctx.text("selected", "선택됨") : ctx.text("not selected", "선택 안 됨")
        // Selection is set by the table for the row the cell shows; only alpha can be stale here.
        facts.append(ctx.paint(alpha, cell.alpha != 1 ? .warning : .dim) + ctx.paint(d + selected, .dim))
        if let p = cell.checkmarkSetFor {
            facts.append(ctx.paint(s.check + " " + ctx.text("accessoryType .checkmark, set for \(p)", "accessoryType .checkmark, \(p) 행에 넣은 것"),
                                   p == cell.row ? .good : .bad))
        }

        let life = self.life
        let natural = max(facts.map(\.displayWidth).max() ?? 0, lines(for: life, width: 10_000, ctx).map(\.displayWidth).max() ?? 0)
        let outer = width.map { max($0, RenderContext.minimumWidth) } ?? min(ctx.columns, max(60, natural + 4))
        let inner = outer - 4

        // The rows shown as a chain, wrapped; a very long one keeps its ends.
        let rowsShown = state.rowsShown(ofCell: cellID)
        let chain = ctx.wrap(ctx.text("rows shown", "보여 준 행") + ": "
                             + rowsShown.map(\.description).joined(separator: " \(s.arrow) "), width: inner)
        var chainLines = chain
        if chain.count > 4 {
            chainLines = Array(chain.prefix(2)) + ["\(s.ellipsis) " + ctx.text("\(NumberText.grouped(rowsShown.count)) rows in all",
                                                                        "합계 \(NumberText.grouped(rowsShown.count))행")] + [chain.last!]
        }

        let lifeLines = lines(for: life, width: inner, ctx)
        let rows = facts.map(Box.Row.text) + [.divider] + chainLines.map(Box.Row.text) + [.divider] + lifeLines.map(Box.Row.text)
        return ctx.box(title: cell.name, rows: rows, width: outer)
    }

    private func whereNow(_ cell: Cell, _ ctx: RenderContext) -> String {
        switch cell.place {
        case .visible:
            return ctx.paint(ctx.text("on screen, showing \(cell.row)", "화면에서 \(cell.row) 표시 중"), .display)
        case .queued:
            let id = cell.identifier ?? ""
            let queue = state.queuedCells(id)
            let position = (queue.firstIndex(of: cell.id) ?? 0) + 1
            return ctx.paint(ctx.text("in reuse queue \"\(id)\" (\(position) of \(queue.count))",
                                      "재사용 큐 \"\(id)\"에서 대기 (\(queue.count)개 중 \(position)번째)"), .queue)
                + ", " + ctx.text("last showed \(cell.row)", "마지막 행 \(cell.row)")
        case .discarded:
            return ctx.paint(ctx.text("released (no reuse identifier)", "해제됨 (재사용 식별자 없음)"), .warning)
                + ", " + ctx.text("last showed \(cell.row)", "마지막 행 \(cell.row)")
        }
    }

    private func lines(for life: [LifeEvent], width: Int, _ ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        guard !life.isEmpty else { return [ctx.paint(ctx.text("(no events in the log)", "(기록된 이벤트 없음)"), .dim)] }
        let frameW = life.map { NumberText.grouped($0.frame).count }.max() ?? 1
        let timeW = life.map { NumberText.ms($0.time).count }.max() ?? 1
        let pathW = life.map { $0.path.description.count }.max() ?? 1
        let frameWord = ctx.text("frame", "프레임")
        var useShort = false
        func line(_ e: LifeEvent) -> String {
            let (mark, role, text): (String, Palette.Role, String) = switch e.what {
            case .created: (s.created, .created, ctx.text("created", "생성") + " (init)")
            case .reused: (s.reused, .reused, ctx.text("reused", "재사용") + " (prepareForReuse)")
            case .queued(let id): (s.enqueued, .enqueue, "didEndDisplaying \(s.arrow) " + ctx.text("queue \"\(id)\"", "\"\(id)\" 큐로"))
            case .released: (s.released, .warning, "didEndDisplaying \(s.arrow) " + ctx.text("released", "해제"))
            case .left: (s.ended, .end, "didEndDisplaying")
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
        let more = "\(s.ellipsis) " + ctx.text("\(NumberText.grouped(hidden)) more", "\(NumberText.grouped(hidden))개 더") + " \(s.ellipsis)"
        return life.prefix(head).map(line) + [ctx.paint(more, .dim)] + life.suffix(tail).map(line)
    }
}
