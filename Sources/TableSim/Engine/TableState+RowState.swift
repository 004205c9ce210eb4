/// State that belongs to rows, not to cell objects (FIDELITY §8a): the table's selection, and the
/// rows the learner checked (`checkmark N`) — the app's model when it keeps checkmarks there.
public struct RowState: Sendable, Equatable {
    /// `indexPathsForSelectedRows`. UIKit's default `allowsMultipleSelection = false`: selecting a
    /// row deselects the one selected before, so this holds at most one path; with `multiple on`, any.
    public internal(set) var selected: Set<TablePath> = []
    /// The rows the app's `didSelectRowAt` put a checkmark on. Only with `checkmarks from-model` does
    /// `cellForRowAt` read it; otherwise the checkmark lives on the cell object alone.
    public internal(set) var checked: Set<TablePath> = []

    public init() {}
}

/// Where the app keeps a row's checkmark (`accessoryType = .checkmark`), FIDELITY §8a.28.
public enum CheckmarkSource: String, Sendable, CaseIterable {
    /// `didSelectRowAt` sets it on the visible cell and `cellForRowAt` never sets it: the checkmark
    /// stays on the cell object and shows on whichever row that cell is reused for (the classic bug).
    case onCell = "on-cell"
    /// The model remembers checked rows and `cellForRowAt` sets `accessoryType` from it for every row.
    case fromModel = "from-model"
}

extension TableState {
    /// `selectRow(at:animated:scrollPosition: .none)`: the table remembers the index path and sets
    /// `isSelected` on the cell displaying it, now and whenever it displays that row again. The row
    /// need not be on screen.
    mutating func selectRow(_ path: TablePath) throws(SimError) {
        try checkExists(path)
        if settings.allowsMultipleSelection { rowState.selected.insert(path) } else { rowState.selected = [path] }
        applySelectionToVisibleCells()
    }

    /// `deselectRow(at:animated:)`.
    mutating func deselectRow(_ path: TablePath) throws(SimError) {
        try checkExists(path)
        rowState.selected.remove(path)
        applySelectionToVisibleCells()
    }

    /// A tap on a row on screen (FIDELITY §8b.29). Finger down: `shouldHighlightRowAt` (this app
    /// answers true), `didHighlightRowAt`. Finger up: `willSelectRowAt`; with single selection the
    /// row selected before gets `willDeselectRowAt`; the tapped row's highlight goes
    /// (`didUnhighlightRowAt`); the old row is deselected (`didDeselectRowAt`, on screen or not); the
    /// tapped row is selected and `didSelectRowAt` runs `didSelect` — the app's code. FIDELITY states
    /// highlight → willSelect → didDeselect → didSelect; where `willDeselectRowAt` and
    /// `didUnhighlightRowAt` fall is tablelab's model (said on screen). Tapping the selected row
    /// again selects it again: no deselection.
    ///
    /// With `deselect-on-tap on`, `didSelectRowAt` ends with `tableView.deselectRow(at: indexPath,
    /// animated: true)`, as most apps do: the app's call (`Event.Kind.deselectRow`), so no delegate
    /// message follows and the row is left unselected.
    mutating func tap(_ path: TablePath, _ rec: inout EventRecorder, didSelect: (inout TableState) -> Void) throws(SimError) {
        do {
            try tap(path, &rec, willSelect: nil, didDeselect: nil) { state, rec, selected in
                didSelect(&state)
                guard state.settings.deselectsOnTap else { return }
                rec.emit(.deselectRow, path, cell: state.visibleCell(at: path), cause: selected)
                state.rowState.selected.remove(path)
                state.applySelectionToVisibleCells()
            }
        } catch let error as SimError {
            throw error
        } catch {
            preconditionFailure("tablelab's own app does not throw in a tap: \(error)")
        }
    }

    /// The tap, with the app's code for `willSelectRowAt` (nil: not implemented; it answers the row
    /// to select, or nil for none), `didDeselectRowAt` and `didSelectRowAt`, each given its event.
    mutating func tap(_ path: TablePath, _ rec: inout EventRecorder,
                      willSelect: ((inout TableState, inout EventRecorder, Int) throws -> TablePath?)?,
                      didDeselect: ((inout TableState, inout EventRecorder, TablePath, Int) throws -> Void)?,
                      didSelect: (inout TableState, inout EventRecorder, Int) throws -> Void) throws {
        try checkExists(path)
        guard let id = visible[layout.global(path)] else { throw SimError.notVisible(path, tap: true) }
        let touch = rec.emit(.shouldHighlightRowAt, path, cell: id, cause: nil).id
        let highlight = rec.emit(.didHighlightRowAt, path, cell: id, cause: touch).id
        if settings.allowsMultipleSelection && rowState.selected.contains(path) {
            // With multiple selection a tap on a selected row deselects it; the others stay selected
            // (FIDELITY §8b.29). No willSelectRowAt: the row is not being selected.
            let willDeselect = rec.emit(.willDeselectRowAt, path, cell: id, cause: highlight).id
            rec.emit(.didUnhighlightRowAt, path, cell: id, cause: highlight)
            rowState.selected.remove(path)
            applySelectionToVisibleCells()
            syncAppSelection(&rec)
            let e = rec.emit(.didDeselectRowAt, path, cell: id, cause: willDeselect).id
            try didDeselect?(&self, &rec, path, e)
            return
        }
        let willSelectEvent = rec.emit(.willSelectRowAt, path, cell: id, cause: highlight).id
        var chosen: TablePath? = path
        if let willSelect { chosen = try willSelect(&self, &rec, willSelectEvent) }
        guard let chosen, layout.contains(chosen) else {
            // willSelectRowAt answered nil: no selection; the highlight goes.
            rec.emit(.didUnhighlightRowAt, path, cell: id, cause: highlight)
            return
        }
        // With multiple selection the rows selected before stay selected.
        let old = settings.allowsMultipleSelection ? [] : rowState.selected.sorted().filter { $0 != chosen }
        var willDeselect: [TablePath: Int] = [:]
        for o in old {
            willDeselect[o] = rec.emit(.willDeselectRowAt, o, cell: visibleCell(at: o), cause: willSelectEvent).id
        }
        rec.emit(.didUnhighlightRowAt, path, cell: id, cause: highlight)
        for o in old {
            rowState.selected.remove(o)
            applySelectionToVisibleCells()
            syncAppSelection(&rec)   // a learner's cell hears setSelected(false) before didDeselectRowAt
            let e = rec.emit(.didDeselectRowAt, o, cell: visibleCell(at: o), cause: willDeselect[o] ?? willSelectEvent).id
            try didDeselect?(&self, &rec, o, e)
        }
        if settings.allowsMultipleSelection { rowState.selected.insert(chosen) } else { rowState.selected = [chosen] }
        applySelectionToVisibleCells()
        syncAppSelection(&rec)   // and setSelected(true) before didSelectRowAt, as in UIKit
        let selected = rec.emit(.didSelectRowAt, chosen, cell: visible[layout.global(chosen)], cause: willSelectEvent).id
        try didSelect(&self, &rec, selected)
    }

    /// Inside `didSelectRowAt`, in an app that marks the tapped row: `tableView.cellForRow(at:)?.accessoryType
    /// = .checkmark` (or `.none`), and, with `checkmarks from-model`, the model too. The row is on
    /// screen (it was just tapped).
    mutating func setCheckmark(_ path: TablePath, on: Bool) {
        guard let id = visible[layout.global(path)] else { return }
        if on { rowState.checked.insert(path) } else { rowState.checked.remove(path) }
        cells[id - 1].checkmarkSetFor = on ? path : nil
    }

    /// Inside a layout pass, once `cellForRowAt` has configured a cell for `path`: the app's
    /// `cellForRowAt` sets the checkmark from its model (when it keeps one), and the table sets the
    /// cell's selected look from its selection (FIDELITY §8a.27: Chameleon does it in every pass).
    mutating func applyRowState(_ path: TablePath, cell id: Int, _ rec: inout EventRecorder) {
        if settings.checkmarks == .fromModel {
            cells[id - 1].checkmarkSetFor = rowState.checked.contains(path) ? path : nil
        } else if let setFor = cells[id - 1].checkmarkSetFor, setFor != path {
            rec.notes.append(.leakedCheckmark(cell: id, path: path, setFor: setFor))
        }
        cells[id - 1].isSelected = rowState.selected.contains(path)
        if settings.diffable != nil { configureFromItem(path, cell: id) }
    }

    /// After the selection changed: the visible cells get the look of their rows.
    mutating func applySelectionToVisibleCells() {
        for (g, id) in visible {
            cells[id - 1].isSelected = rowState.selected.contains(layout.path(g))
        }
    }

    func checkExists(_ path: TablePath) throws(SimError) {
        guard layout.contains(path) else {
            throw SimError.noSuchRow(path, rowsInSection: path.section >= 0 && path.section < layout.sectionCount
                                     ? layout.rowCount(inSection: path.section) : nil, sections: layout.sectionCount)
        }
    }

    /// Does the cell showing `path` carry a checkmark the app set for another row?
    public func hasLeakedCheckmark(_ cell: Cell) -> Bool {
        cell.checkmarkSetFor.map { $0 != cell.row } ?? false
    }
}
