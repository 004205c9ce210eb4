import TableSim
import TableText

// The compact event list's vocabulary: what one line (or one run of lines) says.
//
// Events come in a few shapes only, and the compact list prints one entry per shape:
//   - a row entering: `cellForRowAt` → a new or a reused cell → `willDisplay`;
//   - a row leaving: `didEndDisplaying` → the cell goes to the reuse queue (or is released);
//   - an image download starting on a worker (the worker's block and the network download are one
//     thing to the learner), a download blocking the main thread, a finished download whose image
//     reaches a cell through `DispatchQueue.main.async` — right or wrong;
//   - anything else (counts, heights, prefetch, reloadData): one line per run of the same question.
// Consecutive rows that went the same way in the same frame merge into one entry (`[0, 0] … [0, 15]`),
// so a reload of sixteen rows reads as two lines instead of thirty-two.

extension EventListPicture {
    /// What happened to a cell's image at the end of a load.
    enum Outcome: Equatable {
        case right(cell: Int)
        /// The image of another row went into the cell (the stale-image bug): it shows `shows` now.
        case wrong(cell: Int, shows: TablePath?)
        /// `fix identity-check` left the cell alone: it shows `shows` now.
        case ignored(cell: Int, shows: TablePath?)

        var cell: Int {
            switch self {
            case .right(let c), .wrong(let c, _), .ignored(let c, _): return c
            }
        }

        /// What happened, without the cell: the part two rows must share to merge into one entry.
        enum Kind: Hashable { case right, wrong, ignored }

        var kind: Kind {
            switch self {
            case .right: return .right
            case .wrong: return .wrong
            case .ignored: return .ignored
            }
        }
    }

    /// One line of the compact list (with its sub-lines), for one row or a run of rows.
    struct Entry {
        enum Shape: Hashable {
            // A row entering.
            case created, reused, fallback, failed
            /// `reconfigureRows`: the row's `cellForRowAt` ran on the cell it already had.
            case reconfigured
            // A row leaving.
            case queued(String), released, ended
            // Images.
            case downloadStarts
            /// `try await URLSession.shared.data(from:)`: the task suspends, the download is on the network.
            case awaitStarts
            /// A `URLSessionDataTask` resumed: the download is on the network, no thread waits, and
            /// `cancel()` stops it.
            case dataTaskStarts
            /// `Data(contentsOf:)` on the main thread: inside cellForRowAt (`block` nil) or in a block or
            /// task on the main queue (`DispatchQueue.main.async`, `Task { }`).
            case mainDownload(block: Event.Work?)
            /// A finished download reaches the main thread: a `DispatchQueue.main.async` block, or the code
            /// after `await` resuming on the main actor.
            case completion(downloaded: Bool, awaited: Bool)
            /// An image put into a cell with no block or download around it.
            case assign
            case cacheHit
            case cancel
            // Everything else: candidate lines, most to least said.
            case text([String])
            case crash(String)
        }

        struct Row {
            var path: TablePath?
            var cell: Int?
            var identifier: String?
            /// For a reused cell: the row it showed before.
            var was: TablePath?
            /// For a background download: the worker (`global 17`).
            var worker: Int?
            /// For a download on the main thread: how long it blocked it.
            var ms: Double = 0
            /// A bulk event (`load preload` of many rows): how many calls it stands for, and its last row.
            var calls: Int = 1
            var lastPath: TablePath?
            var outcomes: [Outcome] = []
        }

        var shape: Shape
        /// The rows, in order; for the entry of a run of rows (`run`), its first row only.
        var rows: [Row]
        /// The entry of a run of rows (`Event.isRowRun`): the rows after the first are told by their
        /// cells (and the rows they showed before), not made one by one (a reload with 10,000 rows on
        /// screen made 20,000 of them; attack M7). Rows follow the first in its section.
        var run: Run?
        var frame: Int
        var displayed = false
        var subs: [Entry] = []

        init(_ shape: Shape, _ row: Row, frame: Int) {
            self.shape = shape
            self.rows = [row]
            self.frame = frame
        }

        /// The cells of a run of rows, and for reused ones the row each showed before.
        struct Run {
            var cells: [Int]
            var was: [TablePath]?
        }

        /// How many rows the entry tells about.
        var rowCount: Int { run?.cells.count ?? rows.count }

        /// The row of call `n` of the run, as a row of its own.
        private func runRow(_ n: Int, _ run: Run) -> Row {
            var row = rows[0]
            row.path = row.path.map { TablePath(section: $0.section, row: $0.row + n) }
            row.cell = run.cells[n]
            row.was = run.was.flatMap { n < $0.count ? $0[n] : nil }
            return row
        }

        /// The path of the last row.
        var lastPath: TablePath? {
            guard let run else { return rows.last?.path }
            return rows[0].path.map { TablePath(section: $0.section, row: $0.row + run.cells.count - 1) }
        }

        /// Makes every row of a run a row of its own (before rows are added to it: rare).
        mutating func expandRun() {
            guard let run else { return }
            rows = run.cells.indices.map { runRow($0, run) }
            self.run = nil
        }

        /// What two entries must share to merge into one (rows aside): a value, compared field by
        /// field, never text joined with separators.
        struct Key: Hashable {
            var shape: Shape
            var displayed = false
            var identifier: String?
            var subs: [Key] = []
            /// For a download start: it has no worker (the await form).
            var withoutWorker = false
            /// What happened to the images, the same for every row.
            var outcomes: [Outcome.Kind] = []
        }

        /// Entries with the same key, over consecutive rows, merge into one.
        ///
        /// Asked for every entry (a reload with 10,000 rows on screen has 20,000), so the rows'
        /// outcomes are compared with the first row's, without a set of them (attack M7).
        var key: Key? {
            let o = rows.first.map { $0.outcomes.map(\.kind) } ?? []
            guard rows.dropFirst().allSatisfy({ $0.outcomes.map(\.kind) == o }) else { return nil }
            switch shape {
            case .created, .reused, .fallback:
                let subKeys = subs.map(\.key)
                guard !subKeys.contains(where: { $0 == nil }) else { return nil }
                return Key(shape: shape, displayed: displayed, identifier: rows[0].identifier, subs: subKeys.compactMap { $0 })
            case .failed, .text, .crash, .reconfigured: return nil
            case .queued, .released, .ended, .awaitStarts, .dataTaskStarts, .cancel: return Key(shape: shape)
            case .downloadStarts: return Key(shape: shape, withoutWorker: rows[0].worker == nil)
            case .mainDownload, .completion, .assign, .cacheHit: return Key(shape: shape, outcomes: o)
            }
        }

        // Made at their full size at once: a run of a reload with 10,000 rows on screen has 10,000,
        // and every layout of the list asks for them.
        var paths: [TablePath] {
            if let run, let first = rows[0].path {
                return run.cells.indices.map { TablePath(section: first.section, row: first.row + $0) }
            }
            var list: [TablePath] = []
            list.reserveCapacity(rows.count)
            for r in rows { if let p = r.path { list.append(p) } }
            return list
        }
        var cells: [Int] {
            if let run { return run.cells }
            var list: [Int] = []
            list.reserveCapacity(rows.count)
            for r in rows { if let c = r.cell { list.append(c) } }
            return list
        }

        /// Cells created, reused, queued and released, and images put in, for elided parts.
        var tally: Tally {
            var t = Tally()
            switch shape {
            case .created, .fallback: t.created = rowCount
            case .reused: t.reused = rowCount
            case .queued: t.queued = rowCount
            case .released: t.released = rowCount
            default: break
            }
            for r in rows {
                for o in r.outcomes {
                    if case .wrong = o { t.wrongImages += 1 }
                    if case .right = o { t.rightImages += 1 }
                }
            }
            return subs.reduce(t) { $0 + $1.tally }
        }

        /// Appends `other` (same key, the next rows) to this entry.
        mutating func absorb(_ other: Entry) {
            var other = other
            expandRun()
            other.expandRun()
            rows += other.rows
            for i in subs.indices where i < other.subs.count { subs[i].absorb(other.subs[i]) }
        }
    }

    // MARK: - From events to entries

    /// The entries of one frame's events (`isSub`: the events inside one row's `cellForRowAt`).
    ///
    /// `range` is one frame of `events`; the partners of an event (a download's end, the block that
    /// puts its image into a cell) may lie in later frames — a download on the main thread ends
    /// frames after it began — and are then marked `used`, so their own frame skips them.
    ///
    /// `causes` indexes `events` by cause (`CauseIndex`, in TableSim): an event's partners are the
    /// events it caused. Built once for the whole list when not given.
    func entries(_ events: [Event], in range: Range<Int>, used: inout UsedEvents,
                 _ ctx: RenderContext, isSub: Bool = false, causes: CauseIndex? = nil) -> [Entry] {
        var result = EntryRuns(layout: state?.layout)
        let causes = causes ?? CauseIndex(events)
        /// The first unused event after `i` that the event at `i` caused and `match` accepts.
        func partner(after i: Int, _ match: (Event) -> Bool) -> Int? {
            partner(of: events[i].id, after: i, match)
        }
        /// The first unused event after `i` that event `cause` caused and `match` accepts.
        func partner(of cause: Int, after i: Int, _ match: (Event) -> Bool) -> Int? {
            causes.firstEffect(of: cause, after: i) { !used.contains($0) && match(events[$0]) }
        }
        /// The outcomes of the image events that `cause` led to (assignments, left-alone loads), or —
        /// with no cause — the assignment at `i + 1` alone (its cause is not among these events).
        func outcomes(after i: Int, path: TablePath?, cause: Int? = nil) -> [Outcome] {
            var list: [Outcome] = []
            let found: [Int]
            if let cause {
                found = causes.effects(of: cause).filter { j in
                    j > i && !used.contains(j) && [.imageAssign, .imageIgnored].contains(events[j].kind)
                }
            } else {
                let next = i + 1
                found = events.indices.contains(next) && !used.contains(next) && events[next].path == path
                    && [.imageAssign, .imageIgnored].contains(events[next].kind) ? [next] : []
            }
            for j in found {
                used.insert(j)
                let f = events[j]
                let cell = f.cell ?? 0
                if f.kind == .imageIgnored {
                    list.append(.ignored(cell: cell, shows: f.shownPath))
                } else if f.isWrong {
                    list.append(.wrong(cell: cell, shows: f.shownPath))
                } else {
                    list.append(.right(cell: cell))
                }
            }
            return list
        }
        /// Consumes the main queue's `taskEnd` closing the block that starts at `start`.
        func closeMain(start: Int) {
            if let j = partner(after: start, { $0.kind == .taskEnd && $0.thread == .main }) { used.insert(j) }
        }

        var i = range.lowerBound
        while i < range.upperBound {
            defer { i += 1 }
            if used.contains(i) { continue }
            let e = events[i]
            switch e.kind {
            case .frame, .taskEnd, .imagePlaceholder:
                // (The placeholder is part of configuring the cell: the viewport shows it.)
                continue
            case .headerViewInit, .headerViewPrepareForReuse:
                // Said by the dequeue's line that follows (new, or reused through prepareForReuse).
                continue
            case .willDisplay where isSub:
                continue

            case .cellForRowAt where !isSub:
                // A row entering: everything about the same row until willDisplay. Other events inside
                // (image loading, tasks) become the row's sub-entries.
                var j = i + 1
                var created: Event?, reused: Event?, nilDequeue: Event?, dequeue: Event?, displayed = false
                var inner: [Event] = []
                // Fields are read in place: an event is copied only when it is kept (a reload with
                // 10,000 rows on screen scans 40,000 events here: attack M7).
                scan: while j < range.upperBound {
                    if used.contains(j) { j += 1; continue }
                    switch events[j].kind {
                    case .cellForRowAt, .didEndDisplaying, .crash, .heightForRowAt, .prefetchRowsAt,
                         .cancelPrefetchingForRowsAt, .reloadData, .contentSizeChanged:
                        break scan
                    case .willDisplay where events[j].path == e.path:
                        displayed = true
                        j += 1
                        break scan
                    case .initCell where events[j].path == e.path: created = events[j]
                    case .prepareForReuse where events[j].path == e.path: reused = events[j]
                    case .dequeueReusableCell where events[j].cause == e.id:
                        dequeue = events[j]
                        if events[j].dequeue == .nil { nilDequeue = events[j] }
                    case .frame, .imagePlaceholder: break
                    default: inner.append(events[j])
                    }
                    j += 1
                }
                // The row the reused cell showed before: carried by the dequeue that handed it out.
                let was = dequeue?.dequeue == .reused ? dequeue?.previousPath : nil
                var subUsed = UsedEvents(count: inner.count)
                // Most rows have nothing inside their cellForRowAt: no sub-list to build.
                let subs = inner.isEmpty ? [] : entries(inner, in: inner.indices, used: &subUsed, ctx, isSub: true, causes: nil)
                let shape: Entry.Shape
                var row = Entry.Row(path: e.path)
                if let r = reused, let cell = r.cell {
                    shape = .reused
                    row.cell = cell
                    row.identifier = r.identifier
                    row.was = was
                } else if let c = created, let cell = c.cell {
                    shape = nilDequeue == nil ? .created : .fallback
                    row.cell = cell
                    row.identifier = nilDequeue?.identifier ?? c.identifier
                } else if let d = dequeue, d.dequeue == .same, let cell = d.cell {
                    // reconfigureRows: the dequeue handed back the row's own cell (FIDELITY §8c.37).
                    shape = .reconfigured
                    row.cell = cell
                    row.identifier = d.identifier
                } else {
                    shape = .failed
                }
                if let run = (reused ?? created)?.cells, subs.isEmpty {
                    // A run of rows (`Event.isRowRun`): one row each, as single calls would give.
                    let previous = dequeue?.dequeue == .reused ? dequeue?.previousPaths : nil
                    row.cell = run[0]
                    row.was = previous?.first
                    var entry = Entry(shape, row, frame: e.frame)
                    entry.displayed = displayed
                    entry.run = Entry.Run(cells: run, was: previous)
                    result.appendRun(entry)
                } else {
                    result.append(shape, row, frame: e.frame, displayed: displayed, subs: subs)
                }
                i = j - 1

            case .didEndDisplaying:
                var row = Entry.Row(path: e.path, cell: e.cell, identifier: e.identifier)
                var shape = Entry.Shape.ended
                if let j = partner(after: i, { $0.kind == .enqueue || $0.kind == .deinitCell }) {
                    used.insert(j)
                    if events[j].kind == .enqueue {
                        row.identifier = events[j].identifier ?? e.identifier
                        shape = .queued(row.identifier ?? "")
                    } else {
                        shape = .released
                    }
                }
                if let run = e.cells {
                    // A run of rows (`Event.isRowRun`): one row each, as single calls would give.
                    var entry = Entry(shape, row, frame: e.frame)
                    entry.run = Entry.Run(cells: run)
                    result.appendRun(entry)
                } else {
                    result.append(shape, row, frame: e.frame)
                }

            case .taskStart where e.thread?.worker != nil && (e.work == nil || e.work == .download):
                // A worker picks up a download: its block and the network download are one line. (A
                // learner's closure on a worker is told as itself, with its line: it may download
                // nothing.)
                var row = Entry.Row(path: e.path, worker: e.thread?.worker)
                if let j = partner(after: i, { $0.kind == .imageLoadStart }) {
                    used.insert(j)
                    row.cell = events[j].cell
                }
                result.append(Entry(.downloadStarts, row, frame: e.frame))

            case .imageLoadStart where e.thread != .main:
                let shape: Entry.Shape = e.work == .awaitDownload ? .awaitStarts : e.work == .dataTask ? .dataTaskStarts : .downloadStarts
                result.append(Entry(shape, Entry.Row(path: e.path, cell: e.cell), frame: e.frame))

            case .imageLoadStart:
                // Data(contentsOf:) on the main thread, inside cellForRowAt (or before the first screen).
                var row = Entry.Row(path: e.path, cell: e.cell, ms: e.duration ?? 0)
                row.calls = e.count
                row.lastPath = e.lastPath
                var last = i
                var finish: Int?
                if let j = partner(after: i, { $0.kind == .imageLoadFinish }) {
                    used.insert(j)
                    row.ms = e.duration ?? (events[j].time - e.time)
                    last = j
                    finish = events[j].id
                }
                row.outcomes = outcomes(after: last, path: e.path, cause: finish)
                result.append(Entry(.mainDownload(block: nil), row, frame: e.frame))

            case .taskStart where e.thread == .main && e.work?.downloadsOnMain == true:
                // DispatchQueue.main.async { Data(contentsOf:) … }: the download still blocks the main thread.
                var row = Entry.Row(path: e.path, cell: e.cell)
                var last = i
                var finish: Int?
                if let j = partner(after: i, { $0.kind == .imageLoadStart }) {
                    used.insert(j)
                    row.ms = events[j].duration ?? 0
                    last = j
                    if let k = partner(after: j, { $0.kind == .imageLoadFinish }) {
                        used.insert(k)
                        if events[j].duration == nil { row.ms = events[k].time - events[j].time }
                        last = k
                        finish = events[k].id
                    }
                }
                row.outcomes = outcomes(after: last, path: e.path, cause: finish)
                closeMain(start: i)
                result.append(Entry(.mainDownload(block: e.work), row, frame: e.frame))

            case .imageLoadFinish:
                // A background download is done; its image goes to the main thread.
                var row = Entry.Row(path: e.path)
                var awaited = false
                if let j = partner(after: i, { $0.kind == .taskStart && $0.thread == .main }) {
                    used.insert(j)
                    awaited = events[j].work == .resumeAfterAwait
                    row.outcomes = outcomes(after: j, path: e.path, cause: events[j].id)
                    closeMain(start: j)
                }
                result.append(Entry(.completion(downloaded: true, awaited: awaited), row, frame: e.frame))

            case .taskStart where e.thread == .main && e.work == .awaitDownload:
                // A `Task { }` body reaching its `await` (`load await`): the download's own line
                // (`await URLSession.shared.data(from:)`, or its cancel) says what it did.
                continue

            case .taskStart where e.thread == .main && e.work?.isAssignment == true:
                var row = Entry.Row(path: e.path)
                row.outcomes = outcomes(after: i, path: e.path, cause: e.id)
                closeMain(start: i)
                result.append(Entry(.completion(downloaded: false, awaited: e.work == .resumeAfterAwait), row, frame: e.frame))

            case .imageAssign, .imageIgnored:
                var row = Entry.Row(path: e.path)
                row.outcomes = outcomes(after: i - 1, path: e.path)
                result.append(Entry(.assign, row, frame: e.frame))
                if e.isWrong, let said = ctx.sourceText(e) {
                    // A learner's wrong image: the line that put it there.
                    result.append(Entry(.text(["    " + ctx.paint(said, .dim)]), Entry.Row(), frame: e.frame))
                }

            case .imageCacheHit:
                var row = Entry.Row(path: e.path, cell: e.cell)
                row.outcomes = outcomes(after: i, path: e.path, cause: e.id)
                result.append(Entry(.cacheHit, row, frame: e.frame))

            case .imageLoadCancel:
                result.append(Entry(.cancel, Entry.Row(path: e.path, cell: e.cell), frame: e.frame))

            case .crash:
                result.append(Entry(.crash(e.text ?? "crash"), Entry.Row(), frame: e.frame))

            case .numberOfRowsInSection, .titleForHeaderInSection, .heightForRowAt:
                // A run of the same question: one line.
                var j = i + 1
                while j < range.upperBound, events[j].kind == e.kind { j += 1 }
                result.append(Entry(.text(questionRun(events[i..<j], ctx)), Entry.Row(), frame: e.frame))
                i = j - 1

            default:
                result.append(Entry(.text(singleLine(e, ctx)), Entry.Row(), frame: e.frame))
            }
        }
        return result.entries
    }
}

/// Which events of a list the compact list has told already, as part of another event's entry: one
/// bit each, not a hashed set (a reload with 10,000 rows on screen marks 20,000 of them: attack M7).
struct UsedEvents {
    private var bits: [UInt64]

    init(count: Int) { bits = Array(repeating: 0, count: (count + 63) / 64) }

    func contains(_ i: Int) -> Bool { bits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    mutating func insert(_ i: Int) { bits[i >> 6] |= 1 << UInt64(i & 63) }
}

extension EventListPicture {
    /// The entries of a list as they are made, with runs of three or more entries that share a key
    /// over consecutive rows merged as they grow: a run is one entry that takes in the next row, so
    /// a reload with 10,000 rows on screen never holds its 20,000 entries (attack M7). Runs of one
    /// or two entries stay as they are.
    struct EntryRuns {
        private(set) var entries: [Entry] = []
        let layout: TableLayout?
        /// The run being made: where its first entry is in `entries`, that entry's key, how many
        /// entries it holds (the first two are kept apart until a third comes).
        private var runStart = 0
        private var runKey: Entry.Key?
        private var runLength = 0
        /// The last entry's frame and its last row's index path, kept as entries come: reading them
        /// from the entry copies it (its rows), once per row added.
        private var tailFrame: Int?
        private var tailPath: TablePath?

        init(layout: TableLayout?) { self.layout = layout }

        /// Whether an entry of `frame` whose first row is `path` continues the last entry: the same
        /// frame, the next row.
        private func follows(_ frame: Int, _ path: TablePath?) -> Bool {
            guard tailFrame == frame, let a = tailPath, let b = path else { return false }
            return RunText.follows(b, a, layout: layout)
        }

        /// A one-row entry: when it continues a run of three or more, its row joins the run without an
        /// entry of its own being made (a reload with 10,000 rows on screen adds 20,000 rows so). Only
        /// for the shapes whose key is known without one: a row entering with nothing inside its
        /// `cellForRowAt`, a row leaving.
        mutating func append(_ shape: Entry.Shape, _ row: Entry.Row, frame: Int, displayed: Bool = false, subs: [Entry] = []) {
            if runLength >= 3, subs.isEmpty, let key = Self.key(shape, row, displayed: displayed), key == runKey,
               follows(frame, row.path) {
                tailPath = row.path
                entries[runStart].expandRun()
                entries[runStart].rows.append(row)
                runLength += 1
                return
            }
            var entry = Entry(shape, row, frame: frame)
            entry.displayed = displayed
            entry.subs = subs
            append(entry)
        }

        /// `Entry.key` of a one-row entry with no sub-entries, for the shapes above (nil for others).
        private static func key(_ shape: Entry.Shape, _ row: Entry.Row, displayed: Bool) -> Entry.Key? {
            switch shape {
            case .created, .reused, .fallback: return Entry.Key(shape: shape, displayed: displayed, identifier: row.identifier)
            case .queued, .released, .ended: return Entry.Key(shape: shape)
            default: return nil
            }
        }

        /// The entry of a run of rows (`Event.isRowRun`, at least `rowRunLength` rows, no sub-entries):
        /// a run of its own at once, which the next rows of the same shape join, as `append` would
        /// have made it from one entry per row. When it continues the last entry — never, as the
        /// simulation records runs today (whole screens) — its rows go in one at a time.
        mutating func appendRun(_ entry: Entry) {
            guard entry.rowCount >= 3, entry.subs.isEmpty, let key = Self.key(entry.shape, entry.rows[0], displayed: entry.displayed),
                  !(key == runKey && follows(entry.frame, entry.rows.first?.path)) else {
                var entry = entry
                entry.expandRun()
                for row in entry.rows { append(entry.shape, row, frame: entry.frame, displayed: entry.displayed) }
                return
            }
            runStart = entries.count
            runKey = key
            runLength = entry.rowCount
            tailFrame = entry.frame
            tailPath = entry.lastPath
            entries.append(entry)
        }

        mutating func append(_ entry: Entry) {
            let key = entry.key
            let first = entry.rows.first?.path
            let last = entry.lastPath
            defer {
                tailFrame = entry.frame
                tailPath = last
            }
            if let key, key == runKey, follows(entry.frame, first) {
                runLength += 1
                switch runLength {
                case 3:
                    // The third entry of the run: the first takes in the second and this one.
                    let second = entries.removeLast()
                    entries[runStart].absorb(second)
                    entries[runStart].absorb(entry)
                case 4...:
                    entries[runStart].absorb(entry)
                default:
                    entries.append(entry)
                }
                return
            }
            runStart = entries.count
            runKey = key
            runLength = 1
            entries.append(entry)
        }
    }
}
