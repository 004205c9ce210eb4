import TableSim
import TableRender
import TableText

/// What the learner reads about a diffable data source (FIDELITY §8c.38): the snapshot it holds, the
/// diff an apply produced, the rows whose cells show an edit the diff did not see, and why it crashed.
enum DiffableText {
    typealias T = L10n.Diffable

    /// Under an apply: the snapshot now, the diff (index paths before and after), the stale rows.
    static func lines(_ step: Step, table: TableState, _ ctx: RenderContext) -> [String] {
        var out: [String] = []
        if step.actions.contains(.diffable(true)) { out += HelpText.wrap(ctx.text(T.on), width: ctx.columns) }
        guard let apply = step.events.first(where: { $0.kind == .applySnapshot }) else { return out }
        if let snapshot = table.snapshot {
            let ids = identifiers(snapshot, width: ctx.columns - 12, ctx)
            // An edited value (`identity value`) is one identifier, `2(v2)`: said once under what it is.
            let edited = snapshot.items.lazy.flatMap { $0 }.first { $0.version > 0 }
            let line = edited.map { T.snapshotEdited(example: label($0), id: String($0.id), ids: ids) } ?? T.snapshot(ids: ids)
            out += HelpText.wrap(ctx.text(line), width: ctx.columns)
        }
        if apply.text == ApplyMode.reload.call {
            out += HelpText.wrap(ctx.text(T.reloadData), width: ctx.columns)
        } else if let update = step.events.lazy.compactMap(\.update).first {
            out += HelpText.wrap(ctx.text(T.diff(changes: changes(update, table: table, ctx))), width: ctx.columns)
        } else if step.events.contains(where: { $0.kind == .reconfigureRows || $0.kind == .reloadRows }) == false {
            out += HelpText.wrap(ctx.text(T.noChange), width: ctx.columns)
        }
        for stale in table.staleRows.prefix(3) {
            let row = stale.path.section == 0 ? String(stale.path.row) : "\(stale.path.section):\(stale.path.row)"
            out += HelpText.wrap(ctx.text(T.stale(row: row, shows: stale.shows.visibleControls,
                                                  model: stale.model.visibleControls)), width: ctx.columns)
        }
        return out
    }

    /// An identifier as the snapshot line writes it: `3`, or `3(v2)` for item 3 with an edited value —
    /// one item (`3 v2` read as two).
    static func label(_ id: ItemIdentifier) -> String {
        id.version > 0 ? "\(id.id)(v\(id.version + 1))" : "\(id.id)"
    }

    /// `[0 1 2 … 99]` per section, as many identifiers as fit in `width` columns.
    static func identifiers(_ snapshot: DiffableSnapshot, width: Int, _ ctx: RenderContext) -> String {
        var parts: [String] = []
        var used = 0
        let many = snapshot.items.count > 1
        for (s, ids) in snapshot.items.enumerated() {
            var text = (many ? "\(s): " : "") + "["
            var shown = 0
            for id in ids {
                let piece = (shown == 0 ? "" : " ") + label(id)
                if used + text.displayWidth + piece.displayWidth + 8 > width { break }
                text += piece
                shown += 1
            }
            if shown < ids.count { text += (shown == 0 ? "" : " ") + ctx.symbols.ellipsis + " (" + NumberText.grouped(ids.count) + ")" }
            text += "]"
            used += text.displayWidth + 1
            parts.append(text)
            if used > width { break }
        }
        return parts.joined(separator: " ")
    }

    /// `deleted 3 · inserted 0 (id 100) · moved 5 → 0`: old index paths for deletes and move
    /// sources, new ones for inserts and destinations (as the batch the data source performed).
    static func changes(_ update: TableUpdate, table: TableState, _ ctx: RenderContext) -> String {
        func list(_ paths: [String], total: Int? = nil) -> String {
            let n = total ?? paths.count
            return paths.prefix(6).joined(separator: " ") + (n > 6 ? " " + ctx.symbols.ellipsis + " (\(NumberText.grouped(n)))" : "")
        }
        var parts: [String] = []
        if !update.deletedRows.isEmpty { parts.append(ctx.text(T.deleted(ids: list(update.deletedRows.map(\.description))))) }
        if !update.insertedRows.isEmpty {
            let snapshot = table.snapshot
            let named = update.insertedRows.prefix(7).map { p -> String in
                guard let ids = snapshot?.items, p.section < ids.count, p.row < ids[p.section].count else { return p.description }
                return p.description + " (id " + label(ids[p.section][p.row]) + ")"
            }
            parts.append(ctx.text(T.inserted(ids: list(named, total: update.insertedRows.count))))
        }
        if !update.moves.isEmpty {
            let arrow = ctx.symbols.arrow
            parts.append(ctx.text(T.moved(ids: list(update.moves.map { "\($0.from) \(arrow) \($0.to)" }))))
        }
        return parts.joined(separator: ctx.symbols.separator)
    }

    static func crashExplanation(_ crash: DiffableCrash) -> Message {
        switch crash {
        case .duplicate(let id): return T.crashDuplicate(id: String(id.id))
        case .missingReload(let id): return T.crashMissing(id: String(id))
        }
    }

    static func refusal(_ refusal: DiffableRefusal) -> Message {
        switch refusal {
        case .modelOrder: return T.modelOrder
        case .sections: return T.sections
        case .needsDiffable(let command): return T.needsDiffable(command: command)
        case .tooManyItems(let count, let limit):
            return T.tooManyItems(count: NumberText.grouped(count), limit: NumberText.grouped(limit))
        }
    }

    /// The line confirming `diffable`, `identity`, `apply`.
    static func confirmation(_ action: Action) -> Message? {
        switch action {
        case .diffable(let on): return on ? T.on : T.off
        case .identity(.id): return T.identityId
        case .identity(.value): return T.identityValue
        case .applyMode(.animated): return T.applyAnimated
        case .applyMode(.instant): return T.applyInstant
        case .applyMode(.reload): return T.applyReload
        default: return nil
        }
    }
}
