import TableSim
import TableText

// The reuse queue, one line per reuse identifier.
//
// Why: "reuse" is invisible in real code — `dequeueReusableCell` just returns a cell. Drawing the
// queue as a row of cell ids, oldest at the left and marked "next out", lets a learner predict which
// cell the next row will get, and shows the two traps at a glance: a queue per identifier (an
// "image" row never gets a "text" cell), and cells with no identifier, which never enter any queue.

/// The reuse queue as a box:
///
/// ```
/// ┌─ reuse queue ───────────────────────────────────┐
/// │ "cell"   ⇢ [cell#3 cell#9]  (next out: cell#3)   │
/// │ "photo"  ⇢ (empty) · not registered               │
/// │ no identifier: 3 cells released, never reused     │
/// └───────────────────────────────────────────────────┘
/// ```
public struct QueuePicture: Sendable {
    public var state: TableState
    /// The box's outer width; `nil` fits the content, at most the context's width.
    public var width: Int?

    /// The queue drawn: the state's now, or the one at a frame of a command being played.
    public var screen: Screen

    public init(state: TableState, width: Int? = nil, screen: Screen? = nil) {
        self.state = state
        self.width = width
        self.screen = screen ?? state.screen
    }

    /// Every identifier worth a line: registered ones, those with queued cells, and those the data
    /// source asks for (an unregistered one is the crash lesson), in that order.
    var identifiers: [String] {
        var seen: [String] = []
        let all = state.settings.registrations.map(\.identifier) + screen.queues.map(\.identifier)
            + (state.isLearnerApp ? [] : state.settings.identifiers.all)
        for id in all where !seen.contains(id) { seen.append(id) }
        return seen
    }

    public func render(in ctx: RenderContext) -> [String] {
        let outer = width.map { max($0, RenderContext.minimumWidth) } ?? preferredWidth(in: ctx)
        let inner = outer - 4
        let ids = identifiers
        let labelWidth = min(16, ids.map { "\"\($0)\"".displayWidth }.max() ?? 0)
        var lines = ids.map { line(identifier: $0, labelWidth: labelWidth, width: inner, ctx) }
        if lines.isEmpty { lines = [ctx.paint(ctx.text(L10n.Queue.noIdentifiers), .dim)] }
        if let header = headerLine(labelWidth: labelWidth, width: inner, ctx) { lines.append(header) }
        let discarded = state.cells.filter { $0.place == .discarded }
        let released = discarded.filter { $0.identifier == nil }.count
        let gone = discarded.count - released
        if gone > 0 {
            // Cells with an identifier are released only when their table is made again (`style`) or
            // their identifier unregistered — not for lack of one.
            let n = NumberText.grouped(gone)
            lines.append(ctx.paint(ctx.firstFitting([
                ctx.text(L10n.Queue.releasedOld(count: n)),
                ctx.text(L10n.Queue.releasedOldShort(count: n)),
            ], width: inner), .dim))
        }
        if released > 0 {
            let n = NumberText.grouped(released)
            lines.append(ctx.paint(ctx.firstFitting([
                ctx.text(L10n.Queue.neverReused(count: n)),
                ctx.text(L10n.Queue.neverReusedShort(count: n)),
            ], width: inner), .warning))
        }
        return ctx.box(title: ctx.text(L10n.Queue.title), rows: lines.map(Box.Row.text), width: outer)
    }

    public func preferredWidth(in ctx: RenderContext) -> Int {
        let ids = identifiers
        let labelWidth = min(16, ids.map { "\"\($0)\"".displayWidth }.max() ?? 0)
        let widest = (ids.map { line(identifier: $0, labelWidth: labelWidth, width: 10_000, ctx).displayWidth }
            + [headerLine(labelWidth: labelWidth, width: 10_000, ctx)?.displayWidth ?? 0]).max() ?? 0
        return min(ctx.columns, max(widest + 4, 60))
    }

    private func line(identifier: String, labelWidth: Int, width: Int, _ ctx: RenderContext) -> String {
        let s = ctx.symbols
        let label = ctx.fitted("\"\(identifier)\"", width: labelWidth)
        let head = label + "  " + ctx.paint(s.enqueued, .enqueue) + " "
        let room = width - head.displayWidth
        let cells = screen.queues.first { $0.identifier == identifier }?.cells ?? []
        let registered = state.settings.registration(for: identifier) != nil
        var text: String
        if cells.isEmpty {
            text = ctx.paint(ctx.text(L10n.Queue.empty), .dim)
            if !registered {
                text += s.separator + ctx.paint(ctx.text(L10n.Queue.notRegistered), .warning)
            }
        } else {
            text = cellList(cells.map(Cell.name), width: room, ctx)
        }
        return head + ctx.fit(text, width: room)
    }

    /// The header views' own queue (FIDELITY §8c.40), beside the cells' — drawn once the table uses
    /// header views (`headers views`) or has made some: `header views "header" ⇢ [header#1]`.
    private func headerLine(labelWidth: Int, width: Int, _ ctx: RenderContext) -> String? {
        guard state.settings.headers == .views || !state.headerViews.isEmpty else { return nil }
        let s = ctx.symbols
        let head = ctx.text(L10n.Queue.headerViews) + " \"\(HeaderView.identifier)\"  " + ctx.paint(s.enqueued, .enqueue) + " "
        let room = width - head.displayWidth
        let views = screen.queuedHeaderViews
        let text = views.isEmpty ? ctx.paint(ctx.text(L10n.Queue.empty), .dim) : cellList(views.map(HeaderView.name), width: room, ctx)
        return head + ctx.fit(text, width: room)
    }

    /// `[cell#3 cell#9]  (FIFO model: cell#3 next)`; a long queue keeps its ends:
    /// `[cell#17 cell#18 … cell#32]`. Which waiting cell a dequeue hands out is not documented
    /// (FIDELITY §2.7a): the note says that first-in-first-out is tablelab's model, or is left out.
    /// Linear in what is drawn: the names are measured once, from the front, until the line is full.
    private func cellList(_ cells: [String], width: Int, _ ctx: RenderContext) -> String {
        let s = ctx.symbols
        let next = ctx.paint(cells[0], .queue)
        let count = NumberText.grouped(cells.count)
        let nextCandidates = [
            "  (" + ctx.text(L10n.Queue.nextOut(cell: next)) + ")",
            "",
        ]
        let countNote = cells.count > 1 ? " " + ctx.paint(ctx.text(L10n.Queue.cells(count: count)), .dim) : ""
        func list(_ shown: [String]) -> String {
            "[" + shown.map { ctx.paint($0, .queue) }.joined(separator: " ") + "]"
        }
        /// How many names from the front fit in `room` columns, each with its separating space.
        func fitting(_ room: Int, limit: Int) -> Int {
            var used = 0, n = 0
            while n < limit {
                let w = cells[n].displayWidth + (n > 0 ? 1 : 0)
                if used + w > room { break }
                used += w
                n += 1
            }
            return n
        }
        // Everything, if it fits with the note on which cell a dequeue hands out next.
        for note in nextCandidates {
            let room = width - note.displayWidth - 2
            if fitting(room, limit: cells.count) == cells.count {
                return list(cells) + note
            }
        }
        // Otherwise the first few, "…", the last one, and how many there are.
        let last = cells[cells.count - 1]
        for note in nextCandidates {
            let tail = 2 + 1 + s.ellipsis.displayWidth + 1 + last.displayWidth
            let keep = fitting(width - note.displayWidth - countNote.displayWidth - tail, limit: cells.count - 2)
            if keep >= 2 {
                return list(Array(cells.prefix(keep)) + [s.ellipsis, last]) + countNote + note
            }
        }
        return list([cells[0], s.ellipsis]) + countNote
    }
}
