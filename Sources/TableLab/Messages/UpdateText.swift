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

    /// `batch`: the rows on screen before, each beside its index path after (or "deleted"), then the
    /// rows inserted — the old and the new index paths side by side (FIDELITY §8c.35).
    static func sideBySide(_ step: Step, _ ctx: RenderContext) -> [String] {
        guard let update = update(in: step), let before = step.before else { return [] }
        guard update.isBatch else { return summary(update, step, ctx) }
        let arrow = ctx.symbols.arrow
        var lines = [ctx.text(T.sideBySide)]
        let rows = before.rows
        let width = max(rows.map { $0.path.description.displayWidth }.max() ?? 6, ctx.text(T.inserted).displayWidth)
        // A reloaded section's rows are deleted and inserted again: said as "reloaded".
        let news = rows.prefix(24).map { row in
            update.newPath(ofOld: row.path).map(\.description)
                ?? ctx.text(update.reloadedSections.contains(row.path.section) ? T.reloaded : T.deleted)
        }
        let newWidth = news.map(\.displayWidth).max() ?? 0
        for ((path, cell), new) in zip(rows.prefix(24), news) {
            lines.append("  " + path.description.padded(toWidth: width) + " \(arrow) " + new.padded(toWidth: newWidth) + "  " + Cell.name(cell))
        }
        for p in update.insertedRows.prefix(12) {
            lines.append("  " + ctx.text(T.inserted).padded(toWidth: width) + " \(arrow) " + p.description)
        }
        return lines
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
}
