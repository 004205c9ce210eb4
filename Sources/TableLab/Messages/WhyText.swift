import TableRender
import TableSim
import TableText

/// `why`: answers in the learner's words, built from the events' causes (`Explanation` in TableSim).
/// Runs of the same thing are collapsed so a long life reads in a few lines.
enum WhyText {
    typealias T = L10n.Why

    static func lines(_ question: WhyQuestion, table: TableState, _ ctx: RenderContext) -> [String] {
        switch question {
        case .cell(let id): return cellLines(id, table, ctx)
        case .row(let path): return rowLines(path, table, ctx)
        case .newCell:
            guard let id = table.lastCreatedCell, let made = table.creation(ofCell: id) else { return [] }
            let (cell, row, frame) = (Cell.name(id), made.row.description, String(made.frame))
            var lines = heading(ctx.text(made.atStart
                                            ? T.newCellFirstLoad(cell: cell, row: row, frame: frame)
                                            : T.newCellCommand(cell: cell, row: row, frame: frame, command: made.command)), ctx)
            lines += wrap(reason(made, ctx), ctx)
            return lines
        }
    }

    /// Why no queued cell was reused, in words.
    static func reason(_ made: Explanation.Creation, _ ctx: RenderContext) -> String {
        let id = made.identifier.map { "\"\($0)\"" } ?? "nil"
        switch made.reason {
        case .queueEmpty:
            return ctx.text(T.Reason.queueEmpty(identifier: id))
        case .otherIdentifiersOnly(let others):
            let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
            return ctx.text(T.Reason.otherIdentifiersOnly(list: list, identifier: id))
        case .enteredBeforeLeft(let cell, let row):
            return ctx.text(T.Reason.enteredBeforeLeft(cell: Cell.name(cell), row: row.description))
        case .fallbackWithoutIdentifier:
            return ctx.text(T.Reason.fallbackWithoutIdentifier)
        case .madeWithIdentifier:
            return ctx.text(T.Reason.madeWithIdentifier(identifier: id))
        case .replacedByReload(let cell, let row):
            return ctx.text(T.Reason.replacedByReload(cell: Cell.name(cell), row: row.description, identifier: id))
        }
    }

    static func cellLines(_ id: Int, _ table: TableState, _ ctx: RenderContext) -> [String] {
        guard let cell = table.cell(id) else { return [] }
        var lines: [String] = []
        lines += heading(ctx.text(T.cellHeading(cell: cell.name)), ctx)
        if let made = table.creation(ofCell: id) {
            let (row, frame) = (made.row.description, String(made.frame))
            lines += wrap("• " + ctx.text(made.atStart
                                            ? T.createdFirstLoad(row: row, frame: frame)
                                            : T.createdCommand(row: row, frame: frame, command: made.command)), ctx)
            lines += indented(reason(made, ctx), ctx)
        }
        // Its life, with runs of "left → queue → came back" collapsed when long.
        let life = table.life(ofCell: id).entries.filter { if case .created = $0.what { return false } else { return true } }
        var trips: [String] = []
        for e in life {
            let (frame, row) = (String(e.frame), e.path.description)
            // The command whose row call (`reload rows`, `reconfigure`) did it.
            let command = e.call.flatMap { table.log.batchIndex(containing: $0) }.map { table.log.batches[$0].command }
            if let command = e.deletedBy {
                // The row went with an update, not with scrolling (FIDELITY §8c.36).
                trips.append(ctx.text(L10n.Updates.whyDeleted(row: row, command: command, frame: frame)))
            } else if let command = e.sectionReloadedBy {
                trips.append(ctx.text(L10n.Updates.whySectionReloaded(section: String(e.path.section), command: command, row: row, frame: frame)))
            } else if let command = e.pushedOffBy {
                trips.append(ctx.text(L10n.Updates.whyPushedOff(command: command, row: row, frame: frame)))
            }
            switch e.what {
            case .queued(let q) where command != nil:
                trips.append(ctx.text(T.Trip.replaced(frame: frame, row: row, queue: q, command: command!)))
            case .queued(let q):
                trips.append(ctx.text(T.Trip.queued(frame: frame, row: row, queue: q)))
            case .reconfigured:
                trips.append(ctx.text(T.Trip.reconfigured(row: row, frame: frame, command: command ?? "reconfigure")))
            case .released:
                trips.append(ctx.text(T.Trip.released(frame: frame, row: row)))
            case .left:
                trips.append(ctx.text(T.Trip.left(frame: frame, row: row)))
            case .reused(let previous):
                trips.append(ctx.text(previous.map { T.Trip.reusedAfter(row: row, frame: frame, previous: $0.description) }
                                      ?? T.Trip.reused(row: row, frame: frame)))
            case .created:
                break
            }
        }
        let keep = 8
        if trips.count > keep {
            for t in trips.prefix(3) { lines += wrap("• " + t, ctx) }
            lines.append(ctx.paint("  " + ctx.symbols.ellipsis + " " + ctx.text(T.moreTrips(count: String(trips.count - 6), id: String(id))), Palette.Role.dim))
            for t in trips.suffix(3) { lines += wrap("• " + t, ctx) }
        } else {
            for t in trips { lines += wrap("• " + t, ctx) }
        }
        lines += wrap("• " + now(cell, table, ctx), ctx)
        lines += imageLines(table.images(ofCell: id), ctx)
        return lines
    }

    /// Where the cell is now: "now: shows [0, 3]".
    static func now(_ cell: Cell, _ table: TableState, _ ctx: RenderContext) -> String {
        let row = cell.row.description
        switch cell.place {
        case .visible: return ctx.text(T.Now.visible(row: row))
        case .queued: return ctx.text(T.Now.queued(row: row))
        case .discarded: return ctx.text(T.Now.discarded(row: row))
        }
    }

    /// Which downloads started for which row, and which row the cell showed when each arrived.
    static func imageLines(_ facts: [Explanation.ImageFact], _ ctx: RenderContext) -> [String] {
        guard !facts.isEmpty else { return [] }
        var lines: [String] = heading(ctx.text(T.Images.heading), ctx)
        var shown = facts
        if facts.count > 10 {
            lines.append(ctx.paint("  " + ctx.text(T.Images.lastTen(count: String(facts.count))), Palette.Role.dim))
            shown = Array(facts.suffix(10))
        }
        for f in shown {
            let (frame, row) = (String(f.frame), f.row.description)
            let text: String
            switch f.what {
            case .started:
                text = ctx.text(T.Images.started(frame: frame, row: row))
            case .assigned(let on):
                if let on, on != f.row {
                    text = ctx.text(T.Images.wrong(frame: frame, row: row, shown: on.description))
                } else {
                    text = ctx.text(T.Images.right(frame: frame, row: row))
                }
            case .ignored(let on):
                text = ctx.text(on.map { T.Images.ignored(frame: frame, row: row, shown: $0.description) }
                                ?? T.Images.ignoredNothing(frame: frame, row: row))
            case .cancelled:
                text = ctx.text(T.Images.cancelled(frame: frame, row: row))
            case .cacheHit:
                text = ctx.text(T.Images.cacheHit(frame: frame, row: row))
            }
            lines += wrap("  " + text, ctx)
            if let site = f.site, site.line > 0, let code = ctx.sourceLine?(Int(site.line)) {
                let said = ctx.text(L10n.App.Session.line(line: String(site.line), code: code.trimmingCharacters(in: .whitespaces).visibleControls))
                lines += wrap("    " + said, ctx).map { ctx.paint($0, Palette.Role.dim) }
            }
        }
        return lines
    }

    static func rowLines(_ path: TablePath, _ table: TableState, _ ctx: RenderContext) -> [String] {
        guard let id = table.visibleCell(at: path), let cell = table.cell(id) else { return [] }
        let (row, name) = (path.description, cell.name)
        var lines = heading(ctx.text(T.rowHeading(row: row, cell: name)), ctx)
        if let d = table.dequeue(forRow: path) {
            // The row's index path when it got the cell (an update since may have moved it).
            let then = d.path?.description ?? row
            switch d.dequeue {
            case .reused?:
                let frame = String(d.frame)
                lines += wrap("• " + ctx.text(d.previousPath.map { T.rowReusedBefore(frame: frame, row: then, cell: name, previous: $0.description) }
                                              ?? T.rowReused(frame: frame, row: then, cell: name)), ctx)
            default:
                if let made = table.creation(ofCell: id) {
                    lines += wrap("• " + ctx.text(T.rowNew(frame: String(made.frame), row: then, cell: name)), ctx)
                    lines += indented(reason(made, ctx), ctx)
                }
            }
            if then != row { lines += wrap("• " + ctx.text(T.rowMovedSince(then: then, row: row, cell: name)), ctx) }
            // A learner's app: the dequeue call in their file.
            if let said = ctx.sourceText(d) { lines += indented(said, ctx).map { ctx.paint($0, Palette.Role.dim) } }
        }
        let images = table.images(ofCell: id).filter { $0.row == path || { if case .assigned(let on) = $0.what { return on == path } else { return false } }($0) }
        lines += imageLines(images, ctx)
        return lines
    }

    /// A bullet or an indented line, wrapped with its continuation lines under its text.
    static func wrap(_ text: String, _ ctx: RenderContext) -> [String] {
        guard text.hasPrefix("• ") || text.hasPrefix("  ") else { return HelpText.wrap(text, width: ctx.columns) }
        let body = String(text.dropFirst(2))
        let lead = text.hasPrefix("• ") ? "• " : "  "
        return HelpText.wrap(body, width: max(20, ctx.columns - 2)).enumerated().map { ($0.offset == 0 ? lead : "  ") + $0.element }
    }

    /// A heading, wrapped to the terminal.
    static func heading(_ text: String, _ ctx: RenderContext) -> [String] {
        HelpText.wrap(text, width: ctx.columns).map { ctx.paint($0, .heading) }
    }

    /// A paragraph under a bullet, indented by two columns.
    static func indented(_ text: String, _ ctx: RenderContext) -> [String] {
        HelpText.wrap(text, width: max(20, ctx.columns - 2)).map { "  " + $0 }
    }
}
