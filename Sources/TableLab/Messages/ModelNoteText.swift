import TableSim
import TableRender
import TableText

/// What a command showed that follows from one of tablelab's modelling choices rather than from
/// UIKit (FIDELITY: "where tablelab chooses, say model on screen"): told after the command as
/// "model: …", beside the simulation's own model notes. Each note is read off the command's actions,
/// notes and events, so it appears exactly when the choice showed.
enum ModelNoteText {
    typealias T = L10n.Notes.Model

    static func messages(for step: Step, table: TableState) -> [Message] {
        let actions = step.actions
        var out: [Message] = []
        // reloadData recycling the visible cells through the queue (FIDELITY §6.17).
        // (The step's counts say which kinds of event it has: no scan of its events — attack M7.)
        let counts = step.counts
        let reloaded = actions.contains(.reload) || step.notes.contains(.reloaded)
        if reloaded && counts.count(.prepareForReuse) > 0 {
            out.append(T.reloadRecycles)
        }
        // 22-pt headers (FIDELITY §7.18 and §9): when a command gives the table titled sections.
        let newData = actions.contains { action in
            switch action {
            case .sections, .dataSet, .style: return true
            default: return false
            }
        }
        if newData && table.data.sectionTitles().contains(where: { $0 != nil }) {
            out.append(T.headerGeometry)
        }
        // Estimates off by default (FIDELITY §4.14a): when the heights it decides are asked.
        let asksHeights = actions.contains { action in
            switch action {
            case .heightForRowAt, .estimate(nil): return true
            default: return false
            }
        }
        if asksHeights && table.settings.estimatedRowHeight == nil { out.append(T.estimatesOff) }
        // `unregister` releasing the cells queued under the identifier.
        for case .unregister(let id) in actions {
            let released = step.events.filter { $0.kind == .deinitCell && $0.identifier == id }.count
            if released > 0 { out.append(T.unregisterReleases(count: NumberText.grouped(released), id: id)) }
        }
        // Cells made for an unregistered identifier, released as they leave the screen.
        for (id, count) in counts.count(.deinitCell) > 0 ? CellLife.releasedUnregistered(step.events) : [] {
            out.append(T.unregisteredLeaving(count: NumberText.grouped(count), id: id))
        }
        // Where a tap's willDeselectRowAt and didUnhighlightRowAt fall (FIDELITY §8b.29 leaves them out).
        // With `multiple on` a tap on a selected row only deselects it: no willSelectRowAt (§8b.29).
        if counts.count(.didUnhighlightRowAt) > 0 {
            let deselecting = counts.count(.willSelectRowAt) == 0 && counts.count(.didDeselectRowAt) > 0
            out.append(deselecting ? T.tapDeselectOrder : T.tapOrder)
        }
        // A constant-speed drag: no deceleration, no bounce.
        let hitAnEnd = step.notes.contains { note in
            switch note {
            case .clampedAtTop, .clampedAtBottom: return true
            default: return false
            }
        }
        if hitAnEnd || actions.contains(where: { if case .velocity = $0 { return true }; return false }) {
            out.append(T.constantDrag)
        }
        // An update's animation frames and the offset it kept (FIDELITY §8c.36).
        out += UpdateText.modelNotes(step)
        return out
    }
}
