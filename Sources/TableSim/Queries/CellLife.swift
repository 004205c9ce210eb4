/// One cell object's life, read from the log by following its events and their causes: where it
/// was created, each time it left the screen and where it went, each time the queue handed it out.
/// Rolled-back commands never happened and are skipped.
public struct CellLife: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public enum What: Sendable, Equatable {
            /// `init(style:reuseIdentifier:)` (or a bare `UITableViewCell()`).
            case created
            /// Handed out by `dequeueReusableCell` (after `prepareForReuse`); it showed `previous` before.
            case reused(previous: TablePath?)
            /// Left the screen (`didEndDisplaying`) into the reuse queue under this identifier.
            case queued(String)
            /// Left the screen and was released (no reuse identifier, or one no longer registered).
            case released
            /// Left the screen and stayed out of the queue (the log ends before it went anywhere).
            case left
            /// `reconfigureRows(at:)`: `cellForRowAt` ran again on it for the row it shows; the dequeue
            /// handed it back with no `prepareForReuse` (FIDELITY §8c.37).
            case reconfigured
        }
        /// The app's call that made this happen, when there was one (`reloadRows`, `reconfigureRows`):
        /// the event id of its marker.
        public var call: Int? = nil
        public var what: What
        public var frame: Int
        public var time: Double
        public var path: TablePath
        /// The event this entry comes from.
        public var event: Int
        /// For a cell that left because its row was deleted (`deleteRows`, `deleteSections`, a batch):
        /// the command that deleted it (FIDELITY §8c.36).
        public var deletedBy: String? = nil
        /// For a cell whose row an update moved off the screen (rows shifted by an insert or a delete,
        /// a row moved away): the command of that update (FIDELITY §8c.36).
        public var pushedOffBy: String? = nil
        /// For a cell that left because its row's section was reloaded (`reloadSections`, alone or in
        /// a batch): the command of that update — its rows got new cells.
        public var sectionReloadedBy: String? = nil
    }

    public var cell: Int
    public var entries: [Entry]

    public init(cell: Int, log: EventLog) {
        self.cell = cell
        var entries: [Entry] = []
        /// Entry index of each `didEndDisplaying`, by event id, for the enqueue or release it causes.
        var left: [Int: Int] = [:]
        for batch in log.batches where !batch.rolledBack {
            let isUpdate = batch.events.contains { $0.update != nil }
            // The app's row calls (`reloadRows`, `reconfigureRows`) and the `cellForRowAt`s they caused.
            var rowCalls = Set<Int>()
            var calls: [Int: Int] = [:]
            for e in batch.events where e.kind == .reloadRows || e.kind == .reconfigureRows { rowCalls.insert(e.id) }
            if !rowCalls.isEmpty {
                for e in batch.events where e.kind == .cellForRowAt {
                    if let c = e.cause, rowCalls.contains(c) { calls[e.id] = c }
                }
            }
            // A run of rows (`Event.isRowRun`) counts by the call that concerns this cell.
            for event in batch.events where event.involves(cell: cell) {
                guard let e = event.call(forCell: cell), let path = e.path else { continue }
                switch e.kind {
                case .initCell:
                    entries.append(Entry(what: .created, frame: e.frame, time: e.time, path: path, event: e.id))
                case .dequeueReusableCell where e.dequeue == .reused:
                    entries.append(Entry(what: .reused(previous: e.previousPath), frame: e.frame, time: e.time, path: path, event: e.id))
                case .dequeueReusableCell where e.dequeue == .same:
                    var entry = Entry(what: .reconfigured, frame: e.frame, time: e.time, path: path, event: e.id)
                    entry.call = calls[e.cause ?? -1]
                    entries.append(entry)
                case .didEndDisplaying:
                    left[e.id] = entries.count
                    var entry = Entry(what: .left, frame: e.frame, time: e.time, path: path, event: e.id)
                    if let c = e.cause, rowCalls.contains(c) { entry.call = c }
                    let causeEvent = e.cause.flatMap { c in batch.ids.contains(c) ? batch.events.first(where: { $0.id == c }) : nil }
                    if let c = causeEvent, c.kind == .reloadSections
                        || (c.kind == .performBatchUpdates && c.update?.reloadedSections.contains(path.section) == true) {
                        entry.sectionReloadedBy = batch.command
                    } else if let kind = causeEvent?.kind, [.deleteRows, .deleteSections, .performBatchUpdates].contains(kind) {
                        entry.deletedBy = batch.command
                    } else if isUpdate, entry.call == nil {
                        entry.pushedOffBy = batch.command
                    }
                    entries.append(entry)
                case .enqueue:
                    if let c = e.cause, let i = left[c] { entries[i].what = .queued(e.identifier ?? "") }
                case .deinitCell:
                    if let c = e.cause, let i = left[c] { entries[i].what = .released }
                    else { entries.append(Entry(what: .released, frame: e.frame, time: e.time, path: path, event: e.id)) }
                default:
                    continue
                }
            }
        }
        self.entries = entries
    }
}

extension CellLife {
    /// Every row the cell has been configured for by `cellForRowAt`, in order (the first is the row
    /// it was created for). A query over the log, not a list each state carries: kept in every cell,
    /// it grew with the session and every state kept for `back` held its own copy.
    public var rowsShown: [TablePath] {
        entries.compactMap { e in
            switch e.what {
            case .created, .reused: return e.path
            default: return nil
            }
        }
    }
}

extension TableState {
    /// The life of cell `id` so far.
    public func life(ofCell id: Int) -> CellLife { CellLife(cell: id, log: log) }

    /// The rows cell `id` has shown, in order.
    public func rowsShown(ofCell id: Int) -> [TablePath] { life(ofCell: id).rowsShown }
}

extension Step {
    /// For each row whose cell came out of the reuse queue during this command, the row that cell
    /// showed before (carried by the dequeue events).
    public var previousRows: [TablePath: TablePath] {
        var result: [TablePath: TablePath] = [:]
        for run in events where run.kind == .dequeueReusableCell && run.dequeue == .reused {
            for e in run.calls { if let p = e.path, let prev = e.previousPath { result[p] = prev } }
        }
        return result
    }
}

extension CellLife {
    /// Cells made for an identifier that is no longer registered, released as they left the screen
    /// (`retire`: tablelab plays `unregister ID` as the app that never registered ID — a model), per
    /// identifier in first-seen order. Cells with no identifier (`UITableViewCell()`) are released
    /// in UIKit too and are not counted; nor are releases outside a layout pass (a new table, the
    /// queue emptied by `unregister`), which have no `didEndDisplaying` cause.
    public static func releasedUnregistered<S: Sequence>(_ events: S) -> [(identifier: String, count: Int)] where S.Element == Event {
        var out: [(identifier: String, count: Int)] = []
        // Caused by a `didEndDisplaying`, not merely inside a frame (a new table's releases are
        // caused by its frame: `style grouped` was said to be an unregister — UIKit review L1).
        var ended = Set<Int>()
        for e in events {
            if e.kind == .didEndDisplaying { ended.insert(e.id); continue }
            guard e.kind == .deinitCell, let cause = e.cause, ended.contains(cause), let id = e.identifier else { continue }
            if let i = out.firstIndex(where: { $0.identifier == id }) { out[i].count += 1 } else { out.append((id, 1)) }
        }
        return out
    }
}
