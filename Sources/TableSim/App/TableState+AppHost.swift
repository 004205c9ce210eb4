import AppWire

/// The simulation answering a learner's app: each call its code makes of UIKit, GCD or URLSession
/// (`HostCall`) is decided here, recorded as events with the learner's line, and answered.
extension TableState {
    mutating func serve(_ call: HostCall, _ rec: inout EventRecorder) throws -> HostAnswer {
        if case .worker = rec.app?.place, let api = call.uikitAPI {
            // UIKit is main-thread only: Xcode's Main Thread Checker names the call (tablelab tells it
            // once per API and line in a command).
            let note = Note.uiOffMainThread(api: api, site: call.site ?? rec.app?.site)
            if !rec.notes.contains(note) { rec.notes.append(note) }
        }
        switch call {
        case .register(let identifier, let cellClass, _):
            settings.registrations.removeAll { $0.identifier == identifier }
            settings.registrations.append(Registration(identifier: identifier, style: cellClass == nil ? .basic : .custom))
            return .ok
        case .dequeue(let identifier, _, let site, _) where rec.app?.reconfiguring != nil:
            return .dequeue(reconfigureDequeue(identifier, cell: rec.app!.reconfiguring!, site: site, &rec))
        case .dequeue(let identifier, let path, let site, _):
            return .dequeue(try appDequeue(identifier, forIndexPath: path != nil, site: site, &rec))
        case .didMake(let cell, let identifier, _, let site):
            guard let pending = rec.app?.pendingMake, pending.identifier == identifier, cell == cells.count + 1 else {
                throw AppStop(kind: .failed, name: "tablelab", message: "a cell was made that no dequeue asked for")
            }
            rec.app?.pendingMake = nil
            let row = rec.app?.row ?? TablePath(section: 0, row: 0)
            let style = settings.registration(for: identifier)?.style ?? .basic
            makeAppCell(identifier: identifier, style: style, for: row, cause: pending.dequeue, site: site, &rec)
            rec.app?.cell = cell
            appEmit(.dequeueReusableCell, row, cell: cell, identifier: identifier, id: pending.dequeue, site: site, &rec) {
                $0.dequeue = .created
            }
            return .ok
        case .didReuse(let cell):
            guard let pending = rec.app?.pendingReuse, pending.cell == cell else {
                throw AppStop(kind: .failed, name: "tablelab", message: "prepareForReuse returned for a cell no dequeue reused")
            }
            rec.app?.pendingReuse = nil
            rec.app?.cause = pending.cause
            appEmit(.dequeueReusableCell, pending.row, cell: cell, identifier: pending.identifier, id: pending.dequeue,
                    site: pending.site, &rec) {
                $0.dequeue = .reused
                $0.previousPath = pending.previous
            }
            return .ok
        case .adopt(_, let reuseIdentifier):
            // `UITableViewCell(style:reuseIdentifier:)` in the app's code: a cell the table did not make.
            let row = rec.app?.row ?? TablePath(section: 0, row: 0)
            let id = makeAppCell(identifier: reuseIdentifier, style: .basic, for: row, cause: rec.app?.cause,
                                 site: rec.app?.site, &rec)
            if rec.app?.place == .main, rec.app?.row != nil { rec.app?.cell = id }
            return .cell(id)
        case .reloadData(let site):
            if rec.app?.launching == true {
                // Before the first screen: the first layout asks the data source anyway.
            } else if rec.app?.inPass == true {
                rec.app?.reloadAfterPass = true
            } else {
                try withAppContext(&rec, cause: nil, row: nil, site: site) { state, rec in
                    try state.reload(&rec, callReloadData: true, inFrame: true)
                }
            }
            return .ok
        case .visibleCell(let path, _):
            let p = TablePath(path)
            return .cell(layout.contains(p) ? visible[layout.global(p)] : nil)
        case .visibleRows:
            return .paths(visibleRange.map { layout.path($0).wire })
        case .pathOfCell(let id):
            guard let c = cell(id), c.place == .visible else { return .path(nil) }
            return .path(c.row.wire)
        case .selectRow(let path, _, _):
            // With `multiple on` (allowsMultipleSelection) a selected row joins the others.
            if let path, settings.allowsMultipleSelection {
                rowState.selected.insert(TablePath(path))
            } else {
                rowState.selected = path.map { [TablePath($0)] } ?? []
            }
            applySelectionToVisibleCells()
            return .ok
        case .deselectRow(let path, _, let site):
            // The app's call (`deselectRow(at:animated:)` in `didSelectRowAt`): recorded, as tablelab's
            // app records it with `deselect-on-tap on`; no delegate message follows (FIDELITY §8b.29).
            appEmit(.deselectRow, TablePath(path), cell: visibleCell(at: TablePath(path)), site: site, &rec)
            rowState.selected.remove(TablePath(path))
            applySelectionToVisibleCells()
            return .ok
        case .selectedRow:
            return .paths(rowState.selected.sorted().map(\.wire))
        case .viewChanged(let cell, let part, let change, let site):
            let site = site.flatMap { $0.line > 0 ? $0 : nil } ?? rec.app?.site
            applyViewChange(cell: cell, part: part, change, site: site, &rec)
            return .ok
        case .isMainThread:
            return .bool(rec.app?.place == .main)
        case .now:
            return .time(UInt64(max(0, appNow(rec)) * 1_000_000))
        case .schedule(let item, let queue, let deadline, let site):
            let ready = max(appNow(rec), deadline.map { Double($0) / 1_000_000 } ?? 0)
            switch queue {
            case .main:
                enqueueMain(.app(item: item, site: site), at: ready, cause: rec.app?.cause, load: nil, label: .appMain)
                // GCD queues the block when `async` is called: behind the blocks queued by then. A
                // worker's clock may be behind a time the main thread queued a block for (a worker
                // started at a time the background caught up to): the block goes before that one,
                // not behind every block queued so far (found by CodeRoundTripTests).
                var block = runtime.mainQueue.removeLast()
                block.appRow = rec.app?.row
                block.appCell = rec.app?.cell
                let place = runtime.mainQueue.lastIndex { $0.readyAt <= block.readyAt }.map { $0 + 1 } ?? 0
                runtime.mainQueue.insert(block, at: place)
            case .global:
                workersReady(rec)
                runtime.appBlocks.append(AppBlock(task: runtime.newTask(), work: .item(item), cause: rec.app?.cause,
                                                  site: site, readyAt: ready, path: rec.app?.row, cell: rec.app?.cell))
            case .serial(let label):
                workersReady(rec)
                runtime.appBlocks.append(AppBlock(task: runtime.newTask(), work: .item(item), cause: rec.app?.cause,
                                                  site: site, readyAt: ready, path: rec.app?.row, serial: label,
                                                  cell: rec.app?.cell))
            }
            return .ok
        case .cancelWorkItem(let item, _):
            // A cancelled work item does nothing when its turn comes: it leaves its queue now.
            runtime.mainQueue.removeAll { if case .app(item, _) = $0.work { return true } else { return false } }
            runtime.appBlocks.removeAll { $0.work == .item(item) }
            return .ok
        case .sleep(let seconds, _):
            if seconds > 0, let answer = suspendAppWorker(for: seconds * 1000, answer: .ok, finish: nil, &rec) {
                return answer
            }
            spendApp(max(0, seconds) * 1000, &rec)
            return .ok
        case .contentsOf(let url, let site):
            return appBlockingDownload(url, site: site, &rec)
        case .resumeDataTask(let task, let url, let site):
            startAppDataTask(task, url: url, site: site, &rec)
            return .ok
        case .cancelDataTask(let task, let site):
            cancelAppDataTask(task, site: site, &rec)
            return .ok
        case .updateRows, .reloadRows, .reconfigureRows, .registerHeader, .dequeueHeader, .didMakeHeader:
            return try serveTableChange(call, &rec)
        case .applySnapshot, .snapshotFault:
            return try serveDiffable(call, &rec)
        }
    }

    // MARK: Dequeue

    /// A dequeue in the app's code: a cell from the reuse queue (its `prepareForReuse` runs in the
    /// app), a new one of the registered class, or none — and with `for:` and nothing registered,
    /// UIKit's exception, raised by the stand-in (FIDELITY §2.5–2.6).
    private mutating func appDequeue(_ identifier: String, forIndexPath: Bool, site: WireSite,
                                     _ rec: inout EventRecorder) throws -> WireDequeue {
        let row = rec.app?.row ?? TablePath(section: 0, row: 0)
        if let id = pool.dequeue(identifier: identifier) {
            let dequeue = rec.reserveID()
            let previous = cells[id - 1].row
            let prepare = appEmit(.prepareForReuse, row, cell: id, identifier: identifier, cause: dequeue, site: site, &rec)
            cells[id - 1].reuseCount += 1
            cells[id - 1].row = row
            rec.app?.cell = id
            // The stand-in runs the cell's prepareForReuse now; the dequeue is recorded when it
            // returns (`.didReuse`).
            let outer = rec.app?.cause
            rec.app?.pendingReuse = (dequeue, id, identifier, row, previous, site, outer)
            rec.app?.cause = prepare.id
            return .reuse(cell: id)
        }
        if settings.registration(for: identifier) != nil {
            let dequeue = rec.reserveID()
            rec.app?.pendingMake = (dequeue, identifier, site)
            return .makeNew(cell: cells.count + 1)
        }
        // Nothing registered: without `for:` the app gets nil; with it the stand-in raises UIKit's
        // exception (the command is rolled back).
        appEmit(.dequeueReusableCell, row, identifier: identifier, site: site, &rec) { $0.dequeue = .nil }
        return .makeNew(cell: cells.count + 1)
    }

    /// What `appDequeue` answers now, for any identifier: sent with `cellForRowAt`, so the app's first
    /// dequeue need not wait (`WireDequeueOffer`; the answer is still made here when it comes).
    func appDequeueOffer() -> WireDequeueOffer {
        var reuse: [String: Int] = [:]
        for (identifier, queue) in pool.queues {
            if let first = queue.first { reuse[identifier] = first }
        }
        return WireDequeueOffer(reuse: reuse, newCell: cells.count + 1)
    }

    @discardableResult
    private mutating func makeAppCell(identifier: String?, style: CellStyle, for path: TablePath, cause: Int?,
                                      site: WireSite?, _ rec: inout EventRecorder) -> Int {
        let id = cells.count + 1
        cells.append(Cell(id: id, identifier: identifier, style: style, createdFor: path,
                          createdAtFrame: rec.clock.frame, row: path, place: .visible))
        appEmit(.initCell, path, cell: id, identifier: identifier, cause: cause, site: site, &rec)
        return id
    }

    // MARK: Views

    /// A property a picture shows changed in the app's code: the cell keeps it, and an image set is
    /// recorded (`imageAssign`, wrong when it belongs to another row than the cell shows).
    mutating func applyViewChange(cell: Int?, part: WirePart, _ change: WireChange, site: WireSite?,
                                  _ rec: inout EventRecorder) {
        guard let id = cell, let c = self.cell(id) else { return }
        switch (part, change) {
        case (.textLabel, .text(let text)):
            cells[id - 1].text = text
            learnMovie(shownBy: text, row: rec.app?.row ?? c.row)
        case (.detailTextLabel, .text(let text)):
            cells[id - 1].detail = text
            learnMovie(shownBy: text, row: rec.app?.row ?? c.row)
        case (.other, .text(let text)):
            // A label the app added to the cell (a custom cell's title).
            learnMovie(shownBy: text, row: rec.app?.row ?? c.row)
        case (.imageView, .image(let url, _, let isNil)):
            if isNil {
                cells[id - 1].image = .none
            } else if let url, let row = imageRow(url) {
                assignAppImage(of: row, to: c, site: site, &rec)
            } else {
                // An asset (`UIImage(named:)`) or an image of no known row: a placeholder.
                cells[id - 1].image = .placeholder
                appEmit(.imagePlaceholder, c.row, cell: id, cause: rec.app?.cause, site: site, &rec)
            }
        case (.other, .image(let url?, _, false)):
            // An image view the app added to the cell (a custom cell's poster): a downloaded image in
            // it is the cell's image, right or wrong, as in `imageView`. An asset there is an icon.
            guard let row = imageRow(url) else { break }
            assignAppImage(of: row, to: c, site: site, &rec)
        case (.other, .image(nil, nil, true)):
            if case .image = cells[id - 1].image { cells[id - 1].image = .none }
        case (.cell, .accessoryType(let raw)):
            // UITableViewCell.AccessoryType.checkmark is 3.
            cells[id - 1].checkmarkSetFor = raw == 3 ? (rec.app?.row ?? c.row) : nil
        case (.cell, .alpha(let a)), (.contentView, .alpha(let a)):
            cells[id - 1].alpha = a
            cells[id - 1].alphaSetFor = a == 1 ? nil : (rec.app?.row ?? c.row)
        default:
            break
        }
    }

    /// The image of `row` put into cell `c` (`imageAssign`: wrong when `c` shows another row).
    private mutating func assignAppImage(of row: TablePath, to c: Cell, site: WireSite?, _ rec: inout EventRecorder) {
        cells[c.id - 1].image = .image(row)
        appEmit(.imageAssign, row, cell: c.id, cause: rec.app?.cause, site: site, &rec) {
            $0.shownPath = c.row
        }
    }

    // MARK: Recording where the app's code runs

    /// Records an event of a closure on a worker (at the worker's time: a worker never runs ahead of
    /// the simulation, it waits in its blocking calls — `suspendAppWorker`).
    @discardableResult
    mutating func recordApp(_ e: Event, at time: Double, _ rec: inout EventRecorder) -> Event {
        var recorded = e
        recorded.id = rec.record(e, at: time)
        return recorded
    }

    /// A blocking call of `ms` on a worker: the closure waits until the clock reaches its end —
    /// parked in the app's process (`.suspend`), resumed by `advanceAppBackground` with `answer`,
    /// `finish` recorded then. Nil on the main thread (it waits in place: `spendApp`).
    mutating func suspendAppWorker(for ms: Double, answer: HostAnswer, finish: Event?,
                                   _ rec: inout EventRecorder) -> HostAnswer? {
        guard case .worker = rec.app?.place, let token = rec.app?.block, let now = rec.app?.workerTime else { return nil }
        rec.app?.suspension = (now + ms, answer, finish)
        return .suspend(token: token)
    }

    /// The clock of the thread the app's code runs on now.
    func appNow(_ rec: EventRecorder) -> Double {
        if case .worker = rec.app?.place { return rec.app?.workerTime ?? rec.clock.now }
        return rec.clock.now
    }

    /// The thread running the app's code is busy for `ms` (a blocking call, `Thread.sleep`).
    mutating func spendApp(_ ms: Double, _ rec: inout EventRecorder) {
        if case .worker = rec.app?.place { rec.app?.workerTime += ms } else { rec.spend(ms) }
    }

    /// Records an event of the app's code on the thread it runs on now, with its line.
    @discardableResult
    mutating func appEmit(_ kind: Event.Kind, _ path: TablePath? = nil, cell: Int? = nil, identifier: String? = nil,
                          cause: Int? = nil, id: Int? = nil, site: WireSite?, _ rec: inout EventRecorder,
                          _ configure: (inout Event) -> Void = { _ in }) -> Event {
        let cause = cause ?? rec.app?.cause
        if case .worker(let w) = rec.app?.place {
            let time = rec.app?.workerTime ?? rec.clock.now
            var e = Event(kind, frame: 0, time: time, path: path, cell: cell, identifier: identifier)
            e.cause = cause
            e.thread = .global(w + 1)
            e.site = site
            configure(&e)
            return recordApp(e, at: time, &rec)
        }
        return rec.emit(kind, path, cell: cell, identifier: identifier, cause: cause, id: id) {
            $0.site = site
            configure(&$0)
        }
    }
}

extension HostCall {
    /// The UIKit method a call is, as the Main Thread Checker names it; nil for calls that are not
    /// UIKit's (GCD, URLSession, `Data(contentsOf:)`, the clock).
    var uikitAPI: String? {
        switch self {
        case .register: return "-[UITableView registerClass:forCellReuseIdentifier:]"
        case .dequeue(_, let path, _, _):
            return path == nil ? "-[UITableView dequeueReusableCellWithIdentifier:]"
                : "-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]"
        case .reloadData: return "-[UITableView reloadData]"
        case .visibleCell: return "-[UITableView cellForRowAtIndexPath:]"
        case .visibleRows: return "-[UITableView indexPathsForVisibleRows]"
        case .pathOfCell: return "-[UITableView indexPathForCell:]"
        case .selectRow: return "-[UITableView selectRowAtIndexPath:animated:scrollPosition:]"
        case .deselectRow: return "-[UITableView deselectRowAtIndexPath:animated:]"
        case .selectedRow: return "-[UITableView indexPathForSelectedRow]"
        case .updateRows(_, let batch, _):
            return batch ? "-[UITableView performBatchUpdates:completion:]" : "-[UITableView insertRowsAtIndexPaths:withRowAnimation:]"
        case .reloadRows: return "-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]"
        case .reconfigureRows: return "-[UITableView reconfigureRowsAtIndexPaths:]"
        case .registerHeader: return "-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]"
        // A diffable data source may apply from a background queue (Apple's documentation of
        // `apply(_:animatingDifferences:completion:)`): no Main Thread Checker note.
        case .applySnapshot, .snapshotFault: return nil
        case .dequeueHeader: return "-[UITableView dequeueReusableHeaderFooterViewWithIdentifier:]"
        case .didMakeHeader: return nil
        case .viewChanged(_, _, let change, _):
            switch change {
            case .text: return "-[UILabel setText:]"
            case .image: return "-[UIImageView setImage:]"
            case .accessoryType: return "-[UITableViewCell setAccessoryType:]"
            case .alpha: return "-[UIView setAlpha:]"
            case .selected: return "-[UITableViewCell setSelected:]"
            case .hidden: return "-[UIView setHidden:]"
            case .needsLayout: return "-[UIView setNeedsLayout]"
            }
        case .didMake, .adopt, .isMainThread, .now, .schedule, .cancelWorkItem, .sleep, .contentsOf, .resumeDataTask,
             .cancelDataTask, .didReuse:
            return nil
        }
    }

    /// The learner's line a call names, when it names one.
    var site: WireSite? {
        switch self {
        case .register(_, _, let s), .dequeue(_, _, let s, _), .reloadData(let s), .visibleCell(_, let s),
             .selectRow(_, _, let s), .deselectRow(_, _, let s):
            return s.line > 0 ? s : nil
        case .viewChanged(_, _, _, let s): return s
        default: return nil
        }
    }
}
