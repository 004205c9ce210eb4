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
        guard let update = update(in: step), update.isBatch, let before = step.before else { return [] }
        let arrow = ctx.symbols.arrow
        var lines = [ctx.text(T.sideBySide)]
        let rows = before.rows
        let width = max(rows.map { $0.path.description.displayWidth }.max() ?? 6, ctx.text(T.inserted).displayWidth)
        let news = rows.prefix(24).map { update.newPath(ofOld: $0.path).map(\.description) ?? ctx.text(T.deleted) }
        let newWidth = news.map(\.displayWidth).max() ?? 0
        for ((path, cell), new) in zip(rows.prefix(24), news) {
            lines.append("  " + path.description.padded(toWidth: width) + " \(arrow) " + new.padded(toWidth: newWidth) + "  " + Cell.name(cell))
        }
        for p in update.insertedRows.prefix(12) {
            lines.append("  " + ctx.text(T.inserted).padded(toWidth: width) + " \(arrow) " + p.description)
        }
        return lines
    }

    /// The modelling choices an update showed (said after "model: ").
    static func modelNotes(_ step: Step) -> [Message] {
        guard !step.crashed, update(in: step) != nil else { return [] }
        var out: [Message] = []
        if step.counts.count(.didEndDisplaying) > 0 || step.counts.count(.cellForRowAt) > 0 { out.append(T.animation) }
        out.append(T.offsetKept)
        return out
    }
}
