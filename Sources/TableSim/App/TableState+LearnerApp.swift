import AppWire
import DataSets

/// The table asking a learner's app (`app FILE.swift`): the same layout passes, reuse queue, clock
/// and events as for tablelab's own app; where tablelab's app answers from its settings, the
/// learner's code answers over the wire (`LearnerApp`).
extension TableState {
    /// The most rows a learner's app may answer in all: heights are asked row by row and kept
    /// (`RowHeights.listed`), and every answer is a message to the app.
    public static let maxAppRows = 100_000

    /// Whether this table runs a learner's app.
    public var isLearnerApp: Bool { appScript != nil }

    /// Whether pictures give the rows an image column: the movie chart's rows have images; a
    /// learner's app has them once its code set one.
    public var showsImages: Bool {
        data.hasImages || (isLearnerApp && cells.contains { $0.image != .none })
    }

    /// A learner's app launching: `viewDidLoad` (its registrations), then the table's first screen
    /// (frame 0), then what the main thread still owes, as after any command. Throws when the app
    /// stops before its first screen is made (a crash in `viewDidLoad` or `cellForRowAt`).
    public init(launching identity: AppIdentity, settings: TableSettings, app: any LearnerApp,
                command: String) throws(AppStop) {
        var settings = settings
        settings.registrations = []
        settings.heights = .rowHeight(44)
        settings.estimatedRowHeight = nil
        settings.prefetchEnabled = false
        settings.loading = .sync
        settings.fixes = []
        settings.headers = .titles   // until the app registers a header view class
        settings.allowsMultipleSelection = false   // the app's own, read when the user taps
        self.settings = settings
        self.data = TableData(.app(rowCounts: []))
        self.layout = TableLayout(rowCounts: [], headerHeights: [], heights: .uniform(44, count: 0))
        self.appScript = AppScript(app: identity, launchSettings: settings)
        var rec = EventRecorder(clock: clock, settings: settings, firstID: log.nextID)
        rec.app = AppCall(app)
        do {
            rec.app?.launching = true
            try withAppContext(&rec, cause: nil, row: nil) { state, rec in
                _ = try state.ask(.launch, &rec)
            }
            rec.app?.launching = false
            try reload(&rec, callReloadData: false)
            // The first screen is up: `viewDidAppear(_:)` (after `viewWillAppear` and the first layout).
            try withAppContext(&rec, cause: nil, row: nil) { state, rec in _ = try state.ask(.didAppear, &rec) }
            settleFrame(&rec)
            runMainQueue(until: rec.clock.now, &rec)
        } catch let stop as AppStop {
            throw stop
        } catch let crash as Crash {
            throw crash.app ?? AppStop(kind: .exception, name: crash.exception, message: crash.reason)
        } catch {
            throw AppStop(kind: .failed, name: "tablelab", message: "\(error)")
        }
        clock = rec.clock
        log.append(command: command, events: rec.eventsInTimeOrder, ids: log.nextID..<rec.nextID, isStart: true)
        app.didReach(self)
    }

    /// Sends `request` to the learner's app, answering its calls meanwhile (`serve`).
    mutating func ask(_ request: AppRequest, _ rec: inout EventRecorder) throws -> AppReply {
        guard let app = rec.app?.app else {
            throw AppStop(kind: .failed, name: "tablelab", message: "no app is running")
        }
        if let failure = rec.app?.failure { throw failure }
        return try app.send(request) { call in try self.serve(call, &rec) }
    }

    /// Runs `body` with the app's calls put down to `cause` (and to `row`'s callback), on the main thread.
    mutating func withAppContext<T>(_ rec: inout EventRecorder, cause: Int?, row: TablePath?, site: WireSite? = nil,
                                    _ body: (inout TableState, inout EventRecorder) throws -> T) throws -> T {
        let spot = AppCall.Spot(cause: cause, row: row, site: site)
        return try withAppSpot(spot, &rec, body)
    }

    /// Runs `body` with the app's code at `spot`, then puts back where it was.
    @discardableResult
    mutating func withAppSpot<T>(_ spot: AppCall.Spot, _ rec: inout EventRecorder,
                                 _ body: (inout TableState, inout EventRecorder) throws -> T) rethrows -> T {
        let saved = rec.app?.spot
        rec.app?.spot = spot
        defer { if let saved { rec.app?.spot = saved } }
        return try body(&self, &rec)
    }

    // MARK: The data source's answers

    /// `reloadData()` for a learner's app: sections, rows per section, section titles (a titled
    /// section has a header), and (when the app implements `heightForRowAt`) every row's height,
    /// asked one by one as UIKit does with no estimate (FIDELITY §4.14). Returns the counts, the
    /// header heights and the row heights.
    mutating func askAppData(_ rec: inout EventRecorder) throws -> (counts: [Int], headers: [Double], heights: RowHeights) {
        let sectionsEvent = rec.emit(.numberOfSections)
        let sections = try withAppContext(&rec, cause: sectionsEvent.id, row: nil) { state, rec in
            try state.count(state.ask(.numberOfSections, &rec), asking: "numberOfSections(in:)")
        }
        rec.update(sectionsEvent.id) { $0.value = Double(sections) }
        guard sections >= 0, sections <= TableData.maxSections else {
            throw AppStop(kind: .failed, name: "tablelab", message: "numberOfSections(in:) answered \(sections)")
        }
        var counts: [Int] = []
        for s in 0..<sections {
            let e = rec.emit(.numberOfRowsInSection, TablePath(section: s, row: -1))
            let n = try withAppContext(&rec, cause: e.id, row: nil) { state, rec in
                try state.count(state.ask(.numberOfRows(section: s), &rec), asking: "tableView(_:numberOfRowsInSection:)")
            }
            rec.update(e.id) { $0.value = Double(n) }
            counts.append(n)
        }
        let total = counts.reduce(0, +)
        guard counts.allSatisfy({ $0 >= 0 }), total <= Self.maxAppRows else {
            throw AppStop(kind: .failed, name: "tablelab",
                          message: "the data source answered \(total) rows; tablelab runs apps of up to \(Self.maxAppRows)")
        }
        let headers = try askAppHeaders(sections: counts.count, &rec)
        try askAppIndex(&rec)
        guard total > 0 else { return (counts, headers, .uniform(44, count: 0)) }
        // UIKit asks every row's height before the first cell when the delegate answers heights and
        // no estimate is set (FIDELITY §4.14); an app that does not implement it gets `rowHeight`.
        // With an estimate the app set, heights are asked only for the rows the table shows, as they
        // come (`learnHeights`, FIDELITY §4.14); the app must answer heights for that to matter.
        if let estimate = try appEstimatedRowHeight(&rec) {
            let probe = try withAppContext(&rec, cause: nil, row: TablePath(section: 0, row: 0)) { state, rec in
                try state.ask(.heightForRow(TablePath(section: 0, row: 0).wire), &rec)
            }
            if case .height(nil) = probe { return (counts, headers, .uniform(try appRowHeight(&rec), count: total)) }
            return (counts, headers, .estimated(estimate, count: total))
        }
        let rows = counts.enumerated().flatMap { s, n in (0..<n).map { TablePath(section: s, row: $0) } }
        var heights: [Double] = []
        heights.reserveCapacity(total)
        for (i, path) in rows.enumerated() {
            let reply = try withAppContext(&rec, cause: nil, row: path) { state, rec in
                try state.ask(.heightForRow(path.wire), &rec)
            }
            guard case .height(let h) = reply else { throw AppStop.unexpected(reply, asking: "heightForRowAt") }
            guard let h else {
                // Not implemented: UIKit uses `rowHeight` and asks nothing.
                if i == 0 { return (counts, headers, .uniform(try appRowHeight(&rec), count: total)) }
                throw AppStop(kind: .failed, name: "tablelab", message: "heightForRowAt answered no height")
            }
            heights.append(max(0, h))
        }
        // Recorded as one bulk event, like tablelab's own `height var` (its cost is every row's).
        rec.emit(.heightForRowAt, rows[0]) {
            $0.count = total
            if total > 1 { $0.lastPath = rows[total - 1] } else { $0.value = heights[0] }
        }
        return (counts, headers, .listed(heights))
    }

    /// `sectionIndexTitles(for:)`, when the app implements it: recorded with the titles, as for
    /// tablelab's own app (the strip itself is not drawn for a learner's app).
    private mutating func askAppIndex(_ rec: inout EventRecorder) throws {
        let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in try state.ask(.sectionIndexTitles, &rec) }
        if case .implemented(false) = reply { return }
        guard case .titles(let titles) = reply else { throw AppStop.unexpected(reply, asking: "sectionIndexTitles(for:)") }
        guard let titles else { return }
        rec.emit(.sectionIndexTitles) { $0.value = Double(titles.count); $0.text = titles.joined(separator: " ") }
    }

    /// Each section's header: `titleForHeaderInSection`, asked per section when the app implements
    /// it (after the counts, as for tablelab's own app); a titled section's header is
    /// `sectionHeaderHeight` high — tablelab's 22 points (`settings.headerHeight`, FIDELITY §7.18,
    /// model) when the app left it at `automaticDimension`. No title, no header.
    private mutating func askAppHeaders(sections: Int, _ rec: inout EventRecorder) throws -> [Double] {
        var titled: [Bool] = []
        for s in 0..<sections {
            let path = TablePath(section: s, row: -1)
            let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in
                try state.ask(.titleForHeader(section: s), &rec)
            }
            if case .implemented(false) = reply { break }
            guard case .title(let title) = reply else { throw AppStop.unexpected(reply, asking: "titleForHeaderInSection") }
            rec.emit(.titleForHeaderInSection, path)
            titled.append(title != nil)
        }
        // An app that registered a header view class (`register(_:forHeaderFooterViewReuseIdentifier:)`)
        // has a header on every section, its view asked as the section shows (model: UIKit asks
        // `viewForHeaderInSection` only of a delegate that implements it, which tablelab cannot see).
        let views = settings.headers == .views
        guard titled.contains(true) || views else { return Array(repeating: 0, count: sections) }
        let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in try state.ask(.sectionHeaderHeight, &rec) }
        guard case .height(let h) = reply else { throw AppStop.unexpected(reply, asking: "tableView.sectionHeaderHeight") }
        let height = h.map { max(0, $0) } ?? settings.headerHeight
        return (0..<sections).map { views || ($0 < titled.count && titled[$0]) ? height : 0 }
    }

    /// `tableView.rowHeight` as the app set it (44 points when it left `automaticDimension`, the
    /// height of a basic cell: model — tablelab does not size cells from their content).
    private mutating func appRowHeight(_ rec: inout EventRecorder) throws -> Double {
        let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in try state.ask(.rowHeight, &rec) }
        guard case .height(let h) = reply else { throw AppStop.unexpected(reply, asking: "tableView.rowHeight") }
        return h.map { max(1, $0) } ?? 44
    }

    /// `tableView.estimatedRowHeight` as the app set it; nil when it left none.
    private mutating func appEstimatedRowHeight(_ rec: inout EventRecorder) throws -> Double? {
        let reply = try withAppContext(&rec, cause: nil, row: nil) { state, rec in try state.ask(.estimatedRowHeight, &rec) }
        guard case .height(let h) = reply else { throw AppStop.unexpected(reply, asking: "tableView.estimatedRowHeight") }
        return h.map { max(1, $0) }
    }

    /// The height the learner's `heightForRowAt` answers for global row `g` (estimated heights: the
    /// rows the table is about to show). A failure stops the command; the estimate stands in.
    mutating func appHeight(_ g: Int, estimate: Double, _ rec: inout EventRecorder) -> Double {
        var answered = estimate
        let path = layout.path(g)
        appWork(&rec) { state, rec in
            let reply = try state.withAppContext(&rec, cause: nil, row: path) { state, rec in
                try state.ask(.heightForRow(path.wire), &rec)
            }
            if case .height(let h?) = reply { answered = max(0, h) }
        }
        return answered
    }

    private func count(_ reply: AppReply, asking: String) throws -> Int {
        guard case .count(let n) = reply else { throw AppStop.unexpected(reply, asking: asking) }
        return n
    }

    // MARK: Cells

    /// `tableView(_:cellForRowAt:)` of a learner's app: its dequeue calls reach the reuse queue
    /// (`serve`), and the cell it returns is displayed.
    mutating func appCellForRow(_ path: TablePath, _ rec: inout EventRecorder) throws -> (cell: Int, request: Int) {
        let request = rec.emit(.cellForRowAt, path).id
        let reply = try withAppContext(&rec, cause: request, row: path) { state, rec in
            try state.ask(.cellForRow(path.wire, dequeue: state.appDequeueOffer()), &rec)
        }
        guard case .cell(let id) = reply, cell(id) != nil else {
            throw AppStop.unexpected(reply, asking: "tableView(_:cellForRowAt:)")
        }
        if cells[id - 1].place == .visible && visible.values.contains(id) {
            throw AppStop(kind: .exception, name: "NSInternalInconsistencyException",
                          message: "tableView(_:cellForRowAt:) returned \(Cell.name(id)), a cell already on screen for row \(cells[id - 1].row.row)")
        }
        cells[id - 1].row = path
        cells[id - 1].place = .visible
        applyRowState(path, cell: id, &rec)
        return (id, request)
    }

    /// `tableView(_:willDisplay:forRowAt:)` / `didEndDisplaying`, when the app implements them.
    mutating func tellApp(_ request: AppRequest, cause: Int, row: TablePath, _ rec: inout EventRecorder) throws {
        _ = try withAppContext(&rec, cause: cause, row: row) { state, rec in try state.ask(request, &rec) }
    }

    /// A cell of a learner's app leaves the screen: `didEndDisplaying`, then the reuse queue — every
    /// cell with a reuse identifier goes there (`UITableViewCell(style:reuseIdentifier:)` made by the
    /// app too: the table enqueues it and a later dequeue returns it); a cell with none is released.
    mutating func appRetire(_ id: Int, path: TablePath, _ rec: inout EventRecorder) throws {
        let identifier = cells[id - 1].identifier
        let ended = rec.emit(.didEndDisplaying, path, cell: id, identifier: identifier).id
        try tellApp(.didEndDisplaying(cell: id, path.wire), cause: ended, row: path, &rec)
        queueOrRelease(id, path: path, queues: identifier != nil, cause: ended, &rec)
    }

    // MARK: Taps

    /// A tap on a row of a learner's app: the same touch events as `tap`, with `willSelectRowAt`
    /// (which may redirect or refuse the selection) and `didSelectRowAt` / `didDeselectRowAt` asked
    /// of the app.
    mutating func appTap(_ path: TablePath, _ rec: inout EventRecorder) throws {
        try readAppSelectionMode(&rec)
        try tap(path, &rec, willSelect: { state, rec, event in
            let reply = try state.withAppContext(&rec, cause: event, row: path) { state, rec in
                try state.ask(.willSelect(path.wire), &rec)
            }
            if case .path(let chosen) = reply { return chosen.map(TablePath.init) }
            return path
        }, didDeselect: { state, rec, old, event in
            try state.tellApp(.didDeselect(old.wire), cause: event, row: old, &rec)
        }, didSelect: { state, rec, event in
            try state.tellApp(.didSelect(path.wire), cause: event, row: path, &rec)
        })
    }

    /// The table tells each visible cell of a learner's app that its selection changed
    /// (`setSelected(_:animated:)`): a cell subclass draws its selected look there. Sent only where
    /// the app waits for the table (never while a notification of the app's is being read).
    mutating func syncAppSelection(_ rec: inout EventRecorder) {
        guard isLearnerApp, rec.app != nil else { return }
        for g in visibleRange {
            guard let id = visible[g], cells[id - 1].appSelected != cells[id - 1].isSelected else { continue }
            let selected = cells[id - 1].isSelected
            cells[id - 1].appSelected = selected
            appWork(&rec) { state, rec in
                try state.withAppContext(&rec, cause: nil, row: state.cells[id - 1].row) { state, rec in
                    _ = try state.ask(.setSelected(cell: id, selected), &rec)
                }
            }
        }
    }

    // MARK: The script

    /// The command a learner's app just ran, for replaying it in a new child.
    mutating func recordAppCommand(_ actions: [Action], command: String, frameLimit: Int?) {
        appScript?.entries.append(AppScript.Entry(actions: actions, command: command, frameLimit: frameLimit))
    }

    /// The learner's image URL as the row whose image it is: the row the app wrote the movie's title
    /// in (`learnMovie`); before that, the movie chart's thumbnails are taken as rows of
    /// `SampleData.movies`, in order (`SampleData.movies[indexPath.row]`) — a model. Each row
    /// follows its item through the app's updates (`followRowKeys`, as tablelab's own app's row keys
    /// do), so an image in a cell showing another row is a wrong image, as for tablelab's own app,
    /// and a row moved up by a delete still shows its own. Nil: no movie's, or its item was deleted.
    func imageRow(_ url: String) -> TablePath? {
        guard let movie = MovieThumbnails.rows[url] else { return nil }
        guard let rows = appImageRows else { return TablePath(section: 0, row: movie) }
        return rows[movie]
    }

    /// Which movie a row shows, read from what the app writes in its cell: a label set to a movie's
    /// title (English or Korean) while the row is configured. The movie's thumbnail is then that
    /// row's image — a list sorted, reversed or cut into sections is judged by what each row shows.
    /// Until a movie is seen, it is taken as `SampleData.movies[row]` (model).
    mutating func learnMovie(shownBy text: String?, row: TablePath) {
        guard let text, let movie = MovieThumbnails.movieTitled[text] else { return }
        var rows = appImageRows ?? MovieThumbnails.kb.indices.map { TablePath(section: 0, row: $0) }
        guard rows[movie] != row else { return }
        rows[movie] = row
        appImageRows = rows
    }

    /// The thumbnails' rows after `update` (before: `oldLayout`): an item the update deletes has
    /// none; a movie the table does not show keeps its row. Costs the movies, not the rows.
    mutating func followAppImageRows(_ update: TableUpdate, oldLayout: TableLayout) {
        let rows = appImageRows ?? MovieThumbnails.kb.indices.map { TablePath(section: 0, row: $0) }
        appImageRows = rows.map { p in
            guard let p else { return nil }
            return oldLayout.contains(p) ? update.itemPath(ofOld: p) : p
        }
    }
}

/// The movie chart's thumbnails: the row of each URL, and what each row's image weighs.
enum MovieThumbnails {
    static let kb: [Int] = MovieChart.movies.map(\.imageKB)

    /// The movie each title names (English and Korean titles alike).
    static let movieTitled: [String: Int] = {
        var movies: [String: Int] = [:]
        for (i, m) in MovieChart.movies.enumerated() {
            if movies[m.title] == nil { movies[m.title] = i }
            if movies[m.titleKo] == nil { movies[m.titleKo] = i }
        }
        return movies
    }()

    static let rows: [String: Int] = {
        var rows: [String: Int] = [:]
        for (i, m) in MovieChart.movies.enumerated() where rows[m.thumbnail] == nil { rows[m.thumbnail] = i }
        return rows
    }()
}

extension AppStop {
    /// The app answered a request with something else than UIKit's method returns.
    static func unexpected(_ reply: AppReply, asking: String) -> AppStop {
        AppStop(kind: .failed, name: "tablelab", message: "\(asking) got an answer tablelab cannot read: \(reply)")
    }
}
