extension TableState {
    /// The table (re)learns its data: counts, titles, index, heights; then the visible rows are
    /// requested again (FIDELITY §1 and §6).
    ///
    /// Each question is asked once per reload (real iOS may ask more often — FIDELITY §1.4, model).
    /// Visible cells go back to the reuse queue and the visible rows come back through dequeue, so a
    /// reload shows `prepareForReuse` on every visible row (FIDELITY §6.17, model).
    ///
    /// `inFrame`: the app's own code called `reloadData()` (a learner's `didSelectRowAt`): the table
    /// reloads in the frame being handled, not at the next vsync — and never runs other queued
    /// closures in the middle of the app's code (model: UIKit lays the rows out at the end of this
    /// turn of the run loop).
    mutating func reload(_ rec: inout EventRecorder, callReloadData: Bool, inFrame: Bool = false) throws {
        if callReloadData {
            if !inFrame { beginFrame(&rec) }
            let site = rec.app?.site   // a learner's `reloadData()` names its line
            rec.currentCause = rec.emit(.reloadData) { $0.site = site }.id
            // reloadData() clears the selection (FIDELITY §8b.30); apps that want it kept save
            // indexPathsForSelectedRows and select again. The layout pass below gives every cell it
            // displays the look of no selection. No delegate message is sent.
            rowState.selected = []
        }
        if isLearnerApp {
            let (counts, headers, heights) = try askAppData(&rec)
            data = TableData(.app(rowCounts: counts))
            layout = TableLayout(rowCounts: counts, headerHeights: headers, heights: heights)
            offset = min(offset, maxOffset)
            try redisplay(&rec)
            return
        }
        let counts = data.rowCounts(jamo: settings.jamo)
        let titles = data.sectionTitles()
        let headers = titles.map { $0 == nil ? 0 : settings.headerHeight }
        let total = counts.reduce(0, +)
        let heights: RowHeights
        var asksEveryHeight = false
        switch (settings.heights, settings.estimatedRowHeight) {
        case (.rowHeight(let h), _): heights = .uniform(h, count: total)
        case (.heightForRowAt, nil): heights = .pattern(count: total); asksEveryHeight = true
        case (.heightForRowAt, let est?): heights = .estimated(est, count: total)
        }
        layout = TableLayout(rowCounts: counts, headerHeights: headers, heights: heights)
        // `load preload`: the app downloads every image where its movies arrive (the printed code's
        // `viewDidLoad`), then calls reloadData(): the table asks its counts after the downloads
        // (FIDELITY §1.1, §8.23).
        preloadAll(&rec)

        rec.emit(.numberOfSections) { $0.value = Double(counts.count) }
        emitPerSection(.numberOfRowsInSection, counts.count, &rec) { Double(counts[$0]) }
        // With header views, the delegate is asked for the visible sections' views instead (§8c.40).
        if titles.contains(where: { $0 != nil }) && settings.headers == .titles {
            emitPerSection(.titleForHeaderInSection, titles.count, &rec) { _ in nil }
        }
        if let index = data.indexTitles(), settings.style == .plain {
            rec.emit(.sectionIndexTitles) { $0.value = Double(index.count); $0.text = index.joined(separator: " ") }
        }
        // No estimate: UIKit must know the whole content height before the first cell, so it asks
        // every row's height now (FIDELITY §4.14). Recorded as one bulk event.
        if asksEveryHeight && total > 0 {
            let first = TablePath(section: 0, row: 0), last = layout.path(total - 1)
            rec.emit(.heightForRowAt, first) {
                $0.count = total
                $0.lastPath = last
                if total == 1 { $0.value = TableData.variableHeight(0) }
            }
        }
        offset = min(offset, maxOffset)
        try redisplay(&rec)
    }

    /// After the data was learned: the cells on screen go back to the queue, and the rows are asked
    /// for again.
    private mutating func redisplay(_ rec: inout EventRecorder) throws {
        let old = visibleRange
        // Many rows on screen leave as one run (`retireAsRun`; never in a learner's app, told of each
        // row); otherwise didEndDisplaying and enqueue for each row, then about four events for each
        // row that comes back (`layoutPass`).
        if isLearnerApp || !retireAsRun(old, &rec) {
            rec.expect(6 * old.count)
            for g in old {
                guard let id = visible[g] else { continue }
                if isLearnerApp { try appRetire(id, path: cells[id - 1].row, &rec) } else { retire(id, path: cells[id - 1].row, &rec) }
            }
        }
        retireHeaderViews(&rec)
        // About as many rows come back: room for them at once, not grown as they do.
        visible = Dictionary(minimumCapacity: old.count)
        visibleRange = 0..<0
        prefetch = PrefetchState()
        try layoutPass(&rec, direction: 0)
    }

    /// Emits a per-section callback once per section, or as one bulk event when there are many.
    func emitPerSection(_ kind: Event.Kind, _ count: Int, _ rec: inout EventRecorder,
                                value: (Int) -> Double?) {
        guard count > 0 else { return }
        if count <= 26 {
            for s in 0..<count { rec.emit(kind, TablePath(section: s, row: -1)) { $0.value = value(s) } }
        } else {
            rec.emit(kind, TablePath(section: 0, row: -1)) {
                $0.count = count
                $0.lastPath = TablePath(section: count - 1, row: -1)
            }
        }
    }
}
