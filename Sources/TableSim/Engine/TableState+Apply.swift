import AppWire

extension TableState {
    /// The longest drag `scroll N` simulates frame by frame; longer moves are jumps (`scroll to`).
    public static let maxDragRows = 1000

    /// Runs one action and records its events under `command` in the log.
    public mutating func apply(_ action: Action, command: String? = nil, frameLimit: Int? = nil,
                               app: (any LearnerApp)? = nil) throws(SimError) -> Step {
        try apply([action], command: command ?? "\(action)", frameLimit: frameLimit, app: app)
    }

    /// Runs the actions of one line (`latency 300ms jitter 50ms`) in order, as one command: one batch
    /// in the log, one step.
    ///
    /// On success the state moves on. On a simulated crash in any action the table is rolled back to
    /// exactly how it was before the line (the events that led to the crash are still logged, marked
    /// rolled back). On a bad request (`SimError`) nothing changes at all.
    ///
    /// `frameLimit` stops a drag after that many frames, in a consistent state — what the REPL does
    /// when the learner presses Ctrl-C during an animation; the batch records it, so a replay of the
    /// command stops at the same frame.
    ///
    /// A learner's app (`isLearnerApp`) needs `app`, the running program: it is first brought to this
    /// state (`LearnerApp.sync`); when the app stops in the command (a crash in its code, UIKit's
    /// exception, a runaway loop) the command is rolled back like a simulated crash.
    public mutating func apply(_ actions: [Action], command: String, frameLimit: Int? = nil,
                               app: (any LearnerApp)? = nil) throws(SimError) -> Step {
        let before = screen
        let firstID = log.nextID
        var recorder = EventRecorder(clock: clock, settings: settings, firstID: firstID)
        /// The command ends in a crash: its events are logged, marked rolled back; the table is as before.
        func crashed(_ crash: Crash, _ recorder: inout EventRecorder) -> Step {
            var crash = crash
            // UIKit's `Invalid update` raised in a learner's app: explained as for tablelab's own app.
            if crash.invalidUpdate == nil, crash.app?.kind == .exception { crash.invalidUpdate = recorder.app?.invalidUpdate }
            recorder.emit(.crash) {
                $0.text = crash.consoleMessage
                $0.cause = nil
                $0.site = crash.app?.site
            }
            let events = recorder.eventsInTimeOrder
            log.append(command: command, events: events, rolledBack: true, frameLimit: frameLimit,
                       ids: firstID..<recorder.nextID)
            return Step(actions: actions, events: events, notes: [], crash: crash, before: before)
        }
        if isLearnerApp {
            guard let app else {
                return crashed(.app(AppStop(kind: .failed, name: "tablelab", message: "the app is not running")), &recorder)
            }
            do {
                try app.sync(to: self)
            } catch {
                return crashed(.app(error as? AppStop ?? AppStop(kind: .failed, name: "tablelab", message: "\(error)")), &recorder)
            }
            recorder.app = AppCall(app)
        }
        var next = self
        var notes: [Note] = []
        let contentBefore = contentHeight
        do {
            for action in actions {
                // Frames drawn after a drag (its late last frame, blocks run as the command ends) still
                // belong to the scroll; any other action's frames do not.
                recorder.scrolling = false
                try next.perform(action, &recorder, &notes, frameLimit: frameLimit ?? Int.max)
                next.syncAppSelection(&recorder)
                recorder.adopt(next.settings)
                if let failure = recorder.app?.failure { throw failure }
            }
        } catch let failure as SimError {
            throw failure
        } catch let crash as Crash {
            return crashed(crash, &recorder)
        } catch let stop as AppStop {
            return crashed(.app(stop), &recorder)
        } catch {
            fatalError("unexpected error \(error)")
        }
        // Was the last frame's own work late? Then, as the run loop goes on after the command, blocks
        // already waiting on the main queue run now (a `load main-async` pays for its downloads here,
        // not in whatever command comes next); with no frame to draw, they make no hitch.
        next.settleFrame(&recorder)
        next.runMainQueue(until: recorder.clock.now, &recorder)
        if let failure = recorder.app?.failure { return crashed(.app(failure), &recorder) }
        next.recordAppCommand(actions, command: command, frameLimit: frameLimit)
        if next.layout.heights.isEstimating && next.contentHeight != contentBefore && !notes.contains(.reloaded) {
            notes.append(.contentSizeCorrected(from: contentBefore, to: next.contentHeight))
        }
        next.clock = recorder.clock
        let events = recorder.eventsInTimeOrder
        let counts = EventCounts(events)
        next.log.append(command: command, events: events, frameLimit: frameLimit, ids: firstID..<recorder.nextID, counts: counts)
        self = next
        recorder.app?.app.didReach(self)
        var step = Step(actions: actions, events: events, notes: notes + recorder.notes, crash: nil, before: before, counts: counts)
        if !recorder.enteredBeforeLeft.isEmpty {
            step.modelNotes.append(.enteredBeforeLeft(cells: recorder.enteredBeforeLeft, passes: recorder.passesOverARow))
        }
        for note in recorder.modelNotes where !step.modelNotes.contains(note) { step.modelNotes.append(note) }
        return step
    }

    private mutating func perform(_ action: Action, _ rec: inout EventRecorder, _ notes: inout [Note],
                                  frameLimit: Int) throws {
        switch action {
        case .rows(let n):
            runtime.clear()
            rowState = RowState()
            data = TableData(.numbers(rowCounts: [n], titled: false))
            try reloadNoting(&rec, &notes)
        case .sections(let counts):
            runtime.clear()
            rowState = RowState()
            data = TableData(.numbers(rowCounts: counts, titled: true))
            try reloadNoting(&rec, &notes)
        case .dataSet(let name, let count):
            runtime.clear()
            rowState = RowState()
            switch name {
            case .numbers: data = TableData(.numbers(rowCounts: [count ?? 100], titled: false))
            case .movies: data = TableData(.movies(count: count ?? MovieChart.movies.count))
            case .timezonesKo: data = TableData(.regionsKorean)
            case .timezonesEn: data = TableData(.regionsEnglish)
            }
            try reloadNoting(&rec, &notes)
        case .reload:
            try reloadNoting(&rec, &notes)

        case .viewport(let h):
            settings.viewportHeight = h
            let before = offset
            offset = min(offset, maxOffset)
            if offset != before { notes.append(.offsetClampedAfterReload(from: before, to: offset)) }
            try nextPass(&rec)
        case .rowHeight(let h):
            settings.heights = .rowHeight(h)
            try reloadNoting(&rec, &notes)
        case .heightForRowAt:
            settings.heights = .heightForRowAt
            try reloadNoting(&rec, &notes)
        case .estimate(let e):
            settings.estimatedRowHeight = e
            try reloadNoting(&rec, &notes)
        case .style(let s):
            // A table's style is fixed by UITableView(frame:style:): the app makes a new table. Its
            // cells are released with the old one; the new one starts at the top with an empty queue.
            settings.style = s
            rebuildTable(&rec)
            try reload(&rec, callReloadData: false)
            notes.append(.styleRebuilt)
        case .register(let regs):
            for r in regs {
                settings.registrations.removeAll { $0.identifier == r.identifier }
                settings.registrations.append(r)
            }
        case .unregister(let id):
            guard settings.registration(for: id) != nil else { throw SimError.unknownIdentifier(id) }
            settings.registrations.removeAll { $0.identifier == id }
            // The cells waiting under `id` are released too (see `retire`: unregistering is modelled
            // as the app that never registered `id`, so no queued cell of that kind can come back).
            for cell in pool.removeAll(identifier: id) {
                cells[cell - 1].place = .discarded
                rec.emit(.deinitCell, cells[cell - 1].row, cell: cell, identifier: id, cause: nil)
            }
        case .identifiers(let plan):
            settings.identifiers = plan
            try reloadNoting(&rec, &notes)
        case .dequeue(let variant):
            settings.dequeue = variant
            try reloadNoting(&rec, &notes)
        case .prepareResets(let on):
            settings.prepareResets = on
        case .prefetch(let on, let window):
            settings.prefetchEnabled = on
            if let window { settings.prefetchWindow = window }
            if !on { prefetch = PrefetchState() }
        case .velocity(let v):
            settings.velocity = v
        case .jamo(let mode):
            settings.jamo = mode
            try reloadNoting(&rec, &notes)

        case .scroll(let amount):
            guard rowCount > 0 else { notes.append(.emptyTable); return }
            rec.scrolling = true
            var target = scrollTarget(for: amount)
            if case .rows(let n) = amount, abs(n) > Self.maxDragRows {
                notes.append(.dragLimited(rows: Self.maxDragRows))
                target = scrollTarget(for: .rows(n > 0 ? Self.maxDragRows : -Self.maxDragRows))
            }
            let clamped = clampNoting(target, &notes)
            var drag = beginDrag(to: clamped)
            var frames = 0
            while !drag.isFinished && frames < min(frameLimit, Self.maxDragFrames) {
                try dragFrame(&drag, &rec)
                frames += 1
            }
            if !drag.isFinished && frames == Self.maxDragFrames { notes.append(.dragTooLong(frames: frames)) }
            if !drag.isFinished && frames == frameLimit {
                // It never got to the end it was heading for: no note about that end.
                notes.removeAll {
                    switch $0 {
                    case .clampedAtTop, .clampedAtBottom, .dragLimited: return true
                    default: return false
                    }
                }
                notes.append(.dragStopped(frames: frames))
            }
            if frames > 0 { notes.append(.frames(frames)) }
        case .scrollTo(let path):
            guard layout.contains(path) else {
                throw SimError.noSuchRow(path, rowsInSection: path.section >= 0 && path.section < layout.sectionCount
                                         ? layout.rowCount(inSection: path.section) : nil,
                                         sections: layout.sectionCount)
            }
            let g = layout.global(path)
            var y = layout.rowTop(g)
            if settings.style == .plain { y -= layout.headerHeight(path.section) }
            try jump(to: clampNoting(y, &notes), &rec)
        case .top:
            guard rowCount > 0 else { notes.append(.emptyTable); return }
            if offset == 0 { notes.append(.alreadyAtTop); return }
            try jump(to: 0, &rec)
        case .bottom:
            guard rowCount > 0 else { notes.append(.emptyTable); return }
            if offset == maxOffset { notes.append(.alreadyAtBottom); return }
            try jump(to: maxOffset, &rec)
        case .tapIndex(let title):
            guard let titles = indexTitles else { throw SimError.noIndex(dataHasIndex: data.indexTitles() != nil) }
            guard let i = titles.firstIndex(of: title) else {
                throw SimError.noSuchIndexTitle(title, available: titles)
            }
            let s = data.section(forIndexTitle: title, at: i)
            rec.emit(.sectionForSectionIndexTitle) {
                $0.text = title
                $0.value = Double(s)
            }
            try jump(to: min(layout.sectionTop(s), maxOffset), &rec)

        case .load(let strategy):
            // The app's loading code changed; its cells are the same objects, and their image views
            // keep what they show until something sets them (as after any reloadData): a reused cell
            // shows the previous row's image until its own arrives — the first stage of the flicker.
            settings.loading = strategy
            runtime.clear()
            for i in cells.indices { cells[i].loadingRow = nil }
            try reloadNoting(&rec, &notes)
        case .clearImageCache:
            // Jitter is keyed by row and attempt: forgetting the attempts replays a first run's times.
            runtime.kept = [:]
            runtime.attempts = [:]
        case .fix(let fix, let on):
            if on { settings.fixes.insert(fix) } else { settings.fixes.remove(fix) }
        case .latency(let ms):
            settings.latency = ms
        case .jitter(let ms, let seed):
            settings.jitter = ms
            if let seed { settings.seed = seed }
        case .workers(let n):
            settings.workers = n
            resizeWorkers(now: rec.clock.now)
        case .callbackCost(let ms):
            settings.callbackCost = ms
        case .refreshRate(let hz):
            settings.refreshRate = hz
        case .wait(let ms):
            wait(ms, &rec)

        case .setAlpha(let path, let alpha):
            let id = try visibleCell(path)
            cells[id - 1].alpha = alpha
            cells[id - 1].alphaSetFor = path
        case .select(let path):
            try selectRow(path)
        case .deselect(let path):
            try deselectRow(path)
        case .tap(let path) where isLearnerApp:
            try appTap(path, &rec)
        case .tap(let path):
            try tap(path, &rec) { _ in }
        case .checkmark(let path, let on):
            try tap(path, &rec) { state in state.setCheckmark(path, on: on) }
        case .checkmarks(let source):
            settings.checkmarks = source
            try reloadNoting(&rec, &notes)

        case .reloadRows(let paths) where settings.diffable != nil:
            try markItems(paths, reload: true, &rec)
        case .reconfigureRows(let paths) where settings.diffable != nil:
            try markItems(paths, reload: false, &rec)
        case .reloadRows(let paths):
            try reloadRows(paths, &rec)
        case .reconfigureRows(let paths):
            try reconfigureRows(paths, &rec)
        case .multipleSelection(let on):
            settings.allowsMultipleSelection = on
            // Back to single selection: UIKit keeps one selected row (model: the first).
            if !on, let first = rowState.selected.min() {
                rowState.selected = [first]
                applySelectionToVisibleCells()
            }
        case .deselectOnTap(let on):
            settings.deselectsOnTap = on
        case .headers(let mode):
            settings.headers = mode
            try reloadNoting(&rec, &notes)
        case .update(let update) where settings.diffable != nil:
            try applyChange(update, &rec)
        case .update(let update):
            try performUpdate(update, &rec)
        case .modelUpdate where settings.diffable != nil:
            throw SimError.diffable(.modelOrder)
        case .modelUpdate(let when):
            settings.modelUpdate = when
            settings.modelUpdateChosen = true
        case .swipeDelete(let path) where isLearnerApp:
            try appSwipeDelete(path, &rec)
        case .swipeDelete(let path) where settings.diffable != nil:
            try diffableSwipeDelete(path, &rec)
        case .swipeDelete(let path):
            try swipeDelete(path, &rec)
        case .diffable, .identity, .applyMode, .editItem, .insertCopy, .reloadItem:
            try applyDiffable(action, &rec, &notes)
        }
    }

    /// What a line the learner typed does: `apply`, except that a data command while nothing has
    /// happened yet (`isAtLaunch`) is the app launching with that data (topic 1): `rows 30` first is a
    /// new table whose first screen asks cellForRowAt for the rows on screen only — not a reload of
    /// the default table, whose cells would come back through prepareForReuse (FIDELITY §6.17). The
    /// step's notes hold `.launched`; the log starts again with the launch.
    public mutating func applyLine(_ actions: [Action], command: String, frameLimit: Int? = nil,
                                   app: (any LearnerApp)? = nil) throws(SimError) -> Step {
        guard !isLearnerApp, actions.count == 1, let data = launchData(for: actions[0]) else {
            return try apply(actions, command: command, frameLimit: frameLimit, app: app)
        }
        let empty = Screen(offset: 0, cells: [:], pool: ReusePool())
        let dropped = stateDroppedAtLaunch
        self = TableState(launching: data, settings: settings, command: command)
        return Step(actions: actions, events: log.batches[0].events, notes: [.launched] + (dropped.map { [$0] } ?? []),
                    crash: nil, before: empty)
    }

    /// What was set on the table tablelab starts with, before any data command (`select 5`, then
    /// `rows 30`): the app launching with the data is a new table, so that state is gone — the
    /// learner is told instead of finding it silently dropped. Nil when nothing was set.
    private var stateDroppedAtLaunch: Note? {
        let shown = cells.filter { $0.place == .visible }
        let faded = shown.filter { $0.alpha != 1 }.map(\.row).sorted()
        let checked = Set(rowState.checked).union(shown.compactMap(\.checkmarkSetFor)).sorted()
        let selected = rowState.selected.sorted()
        guard !(selected.isEmpty && checked.isEmpty && faded.isEmpty) else { return nil }
        return .launchDroppedState(selected: selected, checked: checked, faded: faded)
    }

    /// The data a data command would load, when it comes first (`isAtLaunch`) and the first screen
    /// can be made (every identifier it dequeues is registered, or the fallback is in use).
    private func launchData(for action: Action) -> TableData? {
        guard isAtLaunch else { return nil }
        guard settings.dequeue == .fallback || settings.identifiers.all.allSatisfy({ settings.registration(for: $0) != nil })
        else { return nil }
        switch action {
        case .rows(let n): return TableData(.numbers(rowCounts: [n], titled: false))
        case .sections(let counts): return TableData(.numbers(rowCounts: counts, titled: true))
        case .dataSet(let name, let count):
            switch name {
            case .numbers: return TableData(.numbers(rowCounts: [count ?? 100], titled: false))
            case .movies: return TableData(.movies(count: count ?? MovieChart.movies.count))
            case .timezonesKo: return TableData(.regionsKorean)
            case .timezonesEn: return TableData(.regionsEnglish)
            }
        default: return nil
        }
    }

    /// The old table goes away: every cell it held (on screen or queued) is released, the
    /// selection (the table's) is gone, the new table starts at offset 0. Downloads on their way to
    /// the old cells are abandoned; images kept by the app's model stay.
    private mutating func rebuildTable(_ rec: inout EventRecorder) {
        beginFrame(&rec)
        for g in visibleRange {
            guard let id = visible[g] else { continue }
            cells[id - 1].place = .discarded
            rec.emit(.deinitCell, cells[id - 1].row, cell: id, identifier: cells[id - 1].identifier, cause: nil)
        }
        for queued in pool.listed {
            for id in pool.removeAll(identifier: queued.identifier) {
                cells[id - 1].place = .discarded
                rec.emit(.deinitCell, cells[id - 1].row, cell: id, identifier: queued.identifier, cause: nil)
            }
        }
        visible = [:]
        visibleRange = 0..<0
        dropHeaderViews(&rec)
        offset = 0
        prefetch = PrefetchState()
        rowState.selected = []
        runtime.loads = []
        runtime.handlers = []
        runtime.mainQueue = []
        if let frame = rec.passFrameEvent { rec.update(frame) { $0.offset = 0 } }
    }

    private func visibleCell(_ path: TablePath) throws(SimError) -> Int {
        guard layout.contains(path) else {
            throw SimError.noSuchRow(path, rowsInSection: path.section >= 0 && path.section < layout.sectionCount
                                     ? layout.rowCount(inSection: path.section) : nil, sections: layout.sectionCount)
        }
        guard let id = visible[layout.global(path)] else { throw SimError.notVisible(path) }
        return id
    }

    private mutating func reloadNoting(_ rec: inout EventRecorder, _ notes: inout [Note]) throws {
        let before = offset
        try reload(&rec, callReloadData: true)
        notes.append(.reloaded)
        if offset != before { notes.append(.offsetClampedAfterReload(from: before, to: offset)) }
    }

    private func clampNoting(_ target: Double, _ notes: inout [Note]) -> Double {
        if target < 0 { notes.append(offset == 0 ? .alreadyAtTop : .clampedAtTop(requested: target)); return 0 }
        if target > maxOffset {
            notes.append(offset == maxOffset ? .alreadyAtBottom : .clampedAtBottom(requested: target, maxOffset: maxOffset))
            return maxOffset
        }
        return target
    }

    /// Where `scroll` with this amount would end, before clamping.
    public func scrollTarget(for amount: ScrollAmount) -> Double {
        switch amount {
        case .points(let p): return offset + p
        case .rows(let n):
            guard rowCount > 0 else { return offset }
            let top = visibleRange.isEmpty ? 0 : visibleRange.lowerBound
            let phase = offset - layout.rowTop(top)
            let dest = top + n
            // Past either end the target lies outside the content and is clamped; it is estimated with
            // the edge row's height so the note can say how far past the learner asked to go.
            if dest < 0 { return Double(dest) * layout.rowHeight(0) + phase }
            if dest >= rowCount {
                return layout.rowTop(rowCount - 1) + Double(dest - rowCount + 1) * layout.rowHeight(rowCount - 1) + phase
            }
            return layout.rowTop(dest) + phase
        }
    }
}
