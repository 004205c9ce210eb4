import AppWire

/// The facts behind `why`: answers read from events and their causes, never worked out again. The
/// wording (two languages, collapsing repeats) is TableLab's.
public enum Explanation {
    /// Why a dequeue made a new cell instead of reusing one.
    public enum NewCellReason: Sendable, Equatable {
        /// The reuse queue held no cell at all (the first screen always starts this way).
        case queueEmpty
        /// Cells waited, but only under other identifiers: a dequeue never hands out another kind.
        case otherIdentifiersOnly([String])
        /// A cell of the same identifier left the screen later in the same layout pass: tablelab gives
        /// cells to entering rows before it retires leaving ones (a model — UIKit does not document it).
        case enteredBeforeLeft(cell: Int, row: TablePath)
        /// `dequeueReusableCell(withIdentifier:)` returned nil and `?? UITableViewCell()` made a cell
        /// with no reuse identifier, which is never queued.
        case fallbackWithoutIdentifier
        /// The dequeue returned nil and a learner's code made the cell itself, with a reuse
        /// identifier (`UITableViewCell(style:reuseIdentifier:)`): it is queued and reused later.
        case madeWithIdentifier
        /// `reloadRows` replaced the row's cell `cell`: it stayed on screen while the new one came in,
        /// so the dequeue could not hand it back, and no other cell of the kind waited (FIDELITY
        /// §8c.37; the order is tablelab's model of the animation).
        case replacedByReload(cell: Int, row: TablePath)
    }

    /// One cell's creation.
    public struct Creation: Sendable, Equatable {
        public var cell: Int
        public var row: TablePath
        public var frame: Int
        public var identifier: String?
        public var command: String
        /// Made for the first screen of the table tablelab starts with, before any command.
        public var atStart: Bool
        public var reason: NewCellReason
    }

    /// What an image event did to a cell.
    public struct ImageFact: Sendable, Equatable {
        public enum What: Sendable, Equatable {
            /// A download of `row`'s image started for this cell.
            case started
            /// `row`'s image went into the cell while it showed `shown` (wrong when they differ).
            case assigned(shown: TablePath?)
            /// The finished download found the cell on another row and left it alone (identity check).
            case ignored(shown: TablePath?)
            case cancelled
            /// The image was kept already: no download.
            case cacheHit
        }
        public var what: What
        public var row: TablePath
        public var frame: Int
        public var load: Int?
        /// The learner's line that did it (`app FILE.swift`).
        public var site: WireSite? = nil
    }
}

extension TableState {
    /// The screen just after the event `id`, replayed from the table's start through the commands
    /// that were not rolled back (and inside a rolled-back one, up to the event). Nil when the
    /// event is not in the log, or older events were dropped to keep the log within its budget.
    public func screen(atEvent id: Int) -> Screen? {
        guard let target = log.batchIndex(containing: id), log.trimmedEvents == 0 else { return nil }
        var screen = Screen(offset: 0, cells: [:], pool: ReusePool())
        for (i, batch) in log.batches.enumerated() {
            if i == target {
                for e in batch.events {
                    screen.apply(e)
                    if e.id == id { return screen }
                }
                return screen
            }
            if !batch.rolledBack { screen = screen.replaying(batch.events) }
        }
        return nil
    }

    /// Why the dequeue that made cell `id` did not reuse one, and where and when it happened.
    public func creation(ofCell id: Int) -> Explanation.Creation? {
        for (b, batch) in log.batches.enumerated() where !batch.rolledBack {
            guard let i = batch.events.firstIndex(where: { $0.kind == .initCell && $0.involves(cell: id) }),
                  let made = batch.events[i].call(forCell: id) else { continue }
            let reason: Explanation.NewCellReason
            if made.identifier == nil {
                reason = .fallbackWithoutIdentifier
            } else if let asked = batch.events[..<i].last(where: { $0.kind == .dequeueReusableCell && $0.path == made.path }),
                      asked.dequeue == .nil {
                reason = .madeWithIdentifier
            } else if let asked = batch.events[..<i].last(where: { $0.kind == .cellForRowAt && $0.path == made.path }),
                      let call = asked.cause, batch.event(call)?.kind == .reloadRows,
                      let leaving = batch.events[(i + 1)...].first(where: {
                          $0.kind == .didEndDisplaying && $0.path == made.path && $0.cause == call
                      }), let old = leaving.cell {
                reason = .replacedByReload(cell: old, row: made.path ?? TablePath(0, 0))
            } else if let leaving = batch.events[(i + 1)...].first(where: {
                $0.kind == .enqueue && $0.identifier == made.identifier && $0.frame == made.frame
            }), let row = leaving.path, let cell = leaving.cell {
                reason = .enteredBeforeLeft(cell: cell, row: row)
            } else {
                var others: [String] = []
                if b > 0, let before = screen(atEvent: made.id) {
                    others = before.queues.filter { !$0.cells.isEmpty }.map(\.identifier)
                }
                reason = others.isEmpty ? .queueEmpty : .otherIdentifiersOnly(others)
            }
            return Explanation.Creation(cell: id, row: made.path ?? TablePath(0, 0), frame: made.frame,
                                        identifier: made.identifier, command: batch.command, atStart: batch.isStart,
                                        reason: reason)
        }
        return nil
    }

    /// The cell most recently created, if any.
    public var lastCreatedCell: Int? {
        for batch in log.batches.reversed() where !batch.rolledBack {
            if let e = batch.events.last(where: { $0.kind == .initCell }) { return e.cells?.last ?? e.cell }
        }
        return nil
    }

    /// Every image event that touched cell `id`, in order.
    public func images(ofCell id: Int) -> [Explanation.ImageFact] {
        var facts: [Explanation.ImageFact] = []
        for batch in log.batches where !batch.rolledBack {
            for e in batch.events where e.cell == id {
                guard let row = e.path else { continue }
                let what: Explanation.ImageFact.What
                switch e.kind {
                case .imageLoadStart: what = .started
                case .imageAssign: what = .assigned(shown: e.shownPath)
                case .imageIgnored: what = .ignored(shown: e.shownPath)
                case .imageLoadCancel: what = .cancelled
                case .imageCacheHit: what = .cacheHit
                default: continue
                }
                facts.append(Explanation.ImageFact(what: what, row: row, frame: e.frame, load: e.load, site: e.site))
            }
        }
        return facts
    }

    /// How the row on screen got its cell: the last `dequeueReusableCell` that returned that cell.
    /// Found by the cell, not by the index path: an insert, delete or move since then carried the
    /// row and its cell to another index path, and the dequeue at today's path was another row's.
    /// A reconfigure's dequeue (`.same`) hands back the cell the row already has, so it is skipped.
    /// A cell no dequeue returned (the fallback's `UITableViewCell(style:)`): the row's latest dequeue.
    public func dequeue(forRow path: TablePath) -> Event? {
        if let id = visibleCell(at: path) {
            for batch in log.batches.reversed() where !batch.rolledBack {
                for e in batch.events.reversed() where e.kind == .dequeueReusableCell {
                    if let call = e.call(forCell: id), call.dequeue != .same { return call }
                }
            }
        }
        for batch in log.batches.reversed() where !batch.rolledBack {
            for e in batch.events.reversed() where e.kind == .dequeueReusableCell && e.involves(row: path) {
                let call = e.call(at: path)
                if call?.dequeue != .same { return call }
            }
        }
        return nil
    }
}

/// Where two runs of the same commands first differ (`replay --fix`).
public struct Divergence: Sendable, Equatable {
    /// The first event that differs on each side (nil: that side had no more events).
    public var original: Event?
    public var replayed: Event?

    /// Compares what happened, not the ids: kind, row, cell, frame, and for images the row shown.
    public static func first(_ a: [Event], _ b: [Event]) -> Divergence? {
        func same(_ x: Event, _ y: Event) -> Bool {
            x.kind == y.kind && x.path == y.path && x.cell == y.cell && x.frame == y.frame
                && x.shownPath == y.shownPath && x.dequeue == y.dequeue
        }
        var i = 0
        while i < a.count && i < b.count {
            if !same(a[i], b[i]) { return Divergence(original: a[i], replayed: b[i]) }
            i += 1
        }
        if a.count == b.count { return nil }
        return Divergence(original: i < a.count ? a[i] : nil, replayed: i < b.count ? b[i] : nil)
    }
}
