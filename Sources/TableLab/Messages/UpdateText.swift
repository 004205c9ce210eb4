import TableSim
import TableRender
import TableText

/// What the learner reads about an update without reloadData (`insert`, `delete`, `move`, `batch`,
/// `swipe delete`): why an invalid update crashed, the index paths before and after a batch, and the
/// modelling choices the update showed (FIDELITY §8c.34–36).
enum UpdateText {
    typealias T = L10n.Updates

    /// The update a step ran (the call or `performBatchUpdates` that carries it), if any.
    static func update(in step: Step) -> TableUpdate? {
        step.events.lazy.compactMap(\.update).first
    }

    /// Under UIKit's text: which count disagreed, and why — read off the crash and the app's order.
    static func crashExplanation(_ invalid: InvalidUpdate, model: ModelUpdate) -> [Message] {
        var out: [Message] = []
        switch invalid {
        case .rows(let section, let after, let c):
            out.append(T.crashRows(expected: String(c.expected), section: String(section), before: String(c.before),
                                   inserted: String(c.inserted), deleted: String(c.deleted), movedIn: String(c.movedIn),
                                   movedOut: String(c.movedOut), found: String(after)))
        case .sections(let after, let before, let inserted, let deleted):
            out.append(T.crashSections(expected: String(invalid.expected), before: String(before), inserted: String(inserted),
                                       deleted: String(deleted), found: String(after)))
        }
        switch model {
        case .never: out.append(T.whyNever)
        case .after: out.append(T.whyAfter)
        case .first: break
        }
        return out
    }

    /// `batch`: the rows on screen whose index path changed, each beside its index path after (or
    /// "deleted"), the rows the update shifted into view, then the rows inserted — the old and the
    /// new index paths side by side (FIDELITY §8c.35). Rows that kept their index path are left out
    /// (one line says so), and four or more rows shifted alike are one line: at 80×24 the full list
    /// pushed the rows a lesson step asks about off the screen.
    static func sideBySide(_ step: Step, table: TableState, _ ctx: RenderContext) -> [String] {
        guard let update = update(in: step), let before = step.before else { return [] }
        guard update.isBatch else { return summary(update, step, ctx) }
        let arrow = ctx.symbols.arrow
        let wasOnScreen = Set(before.rows.map(\.path))
        var rows: [(old: TablePath, new: TablePath?, cell: Int, intoView: Bool)] = []
        var kept = 0
        for (path, cell) in before.rows.prefix(24) {
            let new = update.newPath(ofOld: path)
            if new == path { kept += 1; continue }
            rows.append((path, new, cell, false))
        }
        let inserted = Set(update.insertedRows)
        for (path, cell) in table.screen.rows.prefix(24) where !inserted.contains(path) {
            guard let old = update.oldPath(ofNew: path), !wasOnScreen.contains(old) else { continue }
            rows.append((old, path, cell, true))
        }
        // Runs of rows shifted alike: one line each when four or more.
        var lines: [(old: String, new: String, cells: String, into: String)] = []
        var i = 0
        while i < rows.count {
            var j = i + 1
            func alike(_ a: Int, _ b: Int) -> Bool {
                guard let na = rows[a].new, let nb = rows[b].new else { return false }
                return rows[a].intoView == rows[b].intoView && rows[b].old == TablePath(rows[a].old.section, rows[a].old.row + 1)
                    && nb == TablePath(na.section, na.row + 1)
            }
            while j < rows.count && alike(j - 1, j) { j += 1 }
            let into = rows[i].intoView ? ctx.text(T.intoView) : ""
            if j - i >= 4, let first = rows[i].new, let last = rows[j - 1].new {
                lines.append((rows[i].old.description + "–" + rows[j - 1].old.description, first.description + "–" + last.description,
                              Cell.name(rows[i].cell) + " " + ctx.symbols.ellipsis + " " + Cell.name(rows[j - 1].cell), into))
            } else {
                for row in rows[i..<j] {
                    // A reloaded section's rows are deleted and inserted again: said as "reloaded".
                    let gone = ctx.text(update.reloadedSections.contains(row.old.section) ? T.reloaded : T.deleted)
                    lines.append((row.old.description, row.new?.description ?? gone, Cell.name(row.cell), into))
                }
            }
            i = j
        }
        let news = update.insertedRows.prefix(12)
        guard !lines.isEmpty || !news.isEmpty else { return [] }
        let width = max(lines.map { $0.old.displayWidth }.max() ?? 0, news.isEmpty ? 0 : ctx.text(T.inserted).displayWidth)
        let newWidth = lines.map { $0.new.displayWidth }.max() ?? 0
        var out = [ctx.text(T.sideBySide)]
        for line in lines {
            let main = "  " + line.old.padded(toWidth: width) + " \(arrow) " + line.new.padded(toWidth: newWidth) + "  " + line.cells
            if line.into.isEmpty {
                out.append(main)
            } else if main.displayWidth + 2 + line.into.displayWidth <= ctx.columns {
                out.append(main + "  " + line.into)
            } else {
                // A narrow terminal: the mark under the row, not past the right edge.
                out += [main, "    " + line.into]
            }
        }
        for p in news {
            out.append("  " + ctx.text(T.inserted).padded(toWidth: width) + " \(arrow) " + p.description)
        }
        if kept > 0 { out.append("  " + ctx.text(T.keptPaths(count: String(kept)))) }
        return out
    }

    /// One call (`insert`, `delete`, `move`, a section, a swipe): the rows it inserted and deleted,
    /// and which cell left with a deleted row — the marks the viewport cannot draw, since a deleted
    /// row is no longer in the table.
    static func summary(_ update: TableUpdate, _ step: Step, _ ctx: RenderContext) -> [String] {
        var parts: [String] = []
        func list(_ paths: [TablePath]) -> String {
            paths.prefix(6).map(\.description).joined(separator: " ") + (paths.count > 6 ? " " + ctx.symbols.ellipsis : "")
        }
        if !update.insertedRows.isEmpty { parts.append(ctx.text(T.insertedList(rows: list(update.insertedRows)))) }
        if !update.insertedSections.isEmpty {
            parts.append(ctx.text(T.insertedSections(sections: update.insertedSections.map { String($0.index) }.joined(separator: " "))))
        }
        if !update.deletedRows.isEmpty {
            // The cells that left with the deleted rows (their didEndDisplaying names the update as cause).
            let roots = Set(step.events.filter { $0.update != nil || $0.kind == .deleteRows }.map(\.id))
            let cells = step.events.filter { $0.kind == .didEndDisplaying && $0.cause.map(roots.contains) == true }.compactMap(\.cell)
            let gone = cells.isEmpty ? "" : " (" + cells.prefix(6).map(Cell.name).joined(separator: " ") + ")"
            parts.append(ctx.text(T.deletedList(rows: list(update.deletedRows))) + gone)
        }
        if !update.deletedSections.isEmpty {
            parts.append(ctx.text(T.deletedSections(sections: update.deletedSections.map(String.init).joined(separator: " "))))
        }
        for m in update.moves { parts.append(m.from.description + " " + ctx.symbols.arrow + " " + m.to.description) }
        if !update.reloadedSections.isEmpty {
            parts.append(ctx.text(T.reloadedSections(sections: update.reloadedSections.map(String.init).joined(separator: " "))))
        }
        for m in update.sectionMoves { parts.append(ctx.text(T.movedSection(from: String(m.from), to: String(m.to)))) }
        return parts.isEmpty ? [] : [parts.joined(separator: ctx.symbols.separator)]
    }

    /// The modelling choices behind a crash's numbers: a move within the section that disagreed is
    /// counted in neither "moved in" nor "moved out" (FIDELITY §8c.34 gives the text, not that rule).
    static func crashModelNotes(_ invalid: InvalidUpdate, _ step: Step) -> [Message] {
        guard case .rows(let section, _, _) = invalid, let update = update(in: step) else { return [] }
        let within = update.moves.contains { $0.to.section == section && update.newSection(ofOld: $0.from.section) == section }
        return within ? [T.moveWithinSection] : []
    }

    /// The modelling choices an update showed (said after "model: ").
    static func modelNotes(_ step: Step) -> [Message] {
        guard !step.crashed, update(in: step) != nil else { return [] }
        var out: [Message] = []
        // Something entered or left the screen: the rows on it moved, the frames and the kept offset
        // are the model's. A change wholly off screen moves nothing there: neither is said.
        let screenChanged = step.counts.count(.didEndDisplaying) > 0 || step.counts.count(.cellForRowAt) > 0
        if screenChanged { out.append(T.animation) }
        if step.counts.count(.cancelPrefetchingForRowsAt) > 0 { out.append(T.prefetchCancelled) }
        if screenChanged { out.append(T.offsetKept) }
        if let update = update(in: step) {
            if !update.reloadedSections.isEmpty { out.append(T.sectionReloadModel) }
            if !update.sectionMoves.isEmpty { out.append(T.sectionMoveModel) }
        }
        return out
    }

    /// The update's model notes told in full before, named in one line (nil when there are none).
    static func toldAgain(_ notes: [Message]) -> Message? {
        let names = notes.compactMap { note -> Message? in
            switch note.key {
            case T.animation.key: return T.animationName
            case T.offsetKept.key: return T.offsetKeptName
            case T.prefetchCancelled.key: return T.prefetchCancelledName
            default: return nil
            }
        }
        guard let first = names.first else { return nil }
        return T.toldBefore(names: names.dropFirst().reduce(first) { T.nameList(first: $0, second: $1) })
    }
}
