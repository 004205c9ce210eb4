import TableSim
import TableRender
import TableText

/// Facts about a command's result that are not callbacks, said in the learner's language.
public enum NoteText {
    /// A note stands on its own lines: in `both`, the English lines, then the Korean ones.
    public static func text(_ note: Note, _ lang: Language) -> String? {
        lang.block(message(note))
    }

    /// The note for a table that runs a learner's app: a fix is a change in their code, never one
    /// of tablelab's own app's commands (which that app refuses).
    public static func text(_ note: Note, _ lang: Language, learnerApp: Bool) -> String? {
        if learnerApp, case .leakedCheckmark(let cell, let path, let setFor) = note {
            return lang.block(L10n.Notes.leakedCheckmarkApp(cell: Cell.name(cell), setFor: setFor.description, row: path.description))
        }
        return text(note, lang)
    }

    /// The catalog message for a note.
    public static func message(_ note: Note) -> Message {
        typealias T = L10n.Notes
        switch note {
        case .clampedAtTop: return T.clampedAtTop
        case .clampedAtBottom(_, let maxOffset): return T.clampedAtBottom(offset: NumberText.points(maxOffset))
        case .alreadyAtTop: return T.alreadyAtTop
        case .alreadyAtBottom: return T.alreadyAtBottom
        case .emptyTable: return T.emptyTable
        case .reloaded: return T.reloaded
        case .launched: return T.launched
        case .appLaunched(let file): return L10n.App.Session.launched(file: file.visibleControls)
        case .uiOffMainThread(let api, let site):
            let at = site.map { "\($0.file):\($0.line)".visibleControls } ?? "?"
            return L10n.App.Session.offMainThread(api: api, at: at)
        case .offsetClampedAfterReload(let from, let to):
            return T.offsetClampedAfterReload(from: NumberText.points(from), to: NumberText.points(to))
        case .frames(let n): return T.frames(count: NumberText.grouped(n))
        case .staleCellState(let cell, let path): return T.staleCellState(cell: Cell.name(cell), row: path.description)
        case .contentSizeCorrected(let from, let to):
            return T.contentSizeCorrected(from: NumberText.points(from), to: NumberText.points(to))
        case .styleRebuilt: return T.styleRebuilt
        case .dragTooLong(let frames): return T.dragTooLong(frames: NumberText.grouped(frames))
        case .dragStopped(let frames): return T.dragStopped(frames: NumberText.grouped(frames), count: String(frames))
        case .dragLimited(let rows): return T.dragLimited(rows: NumberText.grouped(rows))
        case .enteredBeforeLeft(let cells, let passes):
            let names = cells.count <= 3 ? cells.map(Cell.name).joined(separator: ", ")
                : "\(Cell.name(cells[0])) … \(Cell.name(cells[cells.count - 1]))"
            return T.enteredBeforeLeft(count: NumberText.grouped(cells.count), names: names, passes: NumberText.grouped(passes))
        case .selectionClearedByReload(let rows):
            return T.selectionClearedByReload(rows: rows.map(\.description).joined(separator: ", "))
        case .reloadRowsModel(let rows):
            return T.reloadRowsModel(rows: rows.map(\.description).joined(separator: ", "))
        case .leakedCheckmark(let cell, let path, let setFor):
            return T.leakedCheckmark(cell: Cell.name(cell), setFor: setFor.description, row: path.description)
        case .launchDroppedState(let selected, let checked, let faded):
            func rows(_ paths: [TablePath]) -> String { paths.map(\.description).joined(separator: ", ") }
            var parts: [Message] = []
            if !selected.isEmpty { parts.append(T.Dropped.selection(rows: rows(selected))) }
            if !checked.isEmpty { parts.append(T.Dropped.checkmark(rows: rows(checked))) }
            if !faded.isEmpty { parts.append(T.Dropped.alpha(rows: rows(faded))) }
            return T.launchDroppedState(list: parts.dropFirst().reduce(parts[0]) { T.Dropped.list(first: $0, rest: $1) })
        }
    }
}
