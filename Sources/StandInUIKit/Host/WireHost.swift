internal import AppWire

/// The host of a learner's app run as tablelab's child process: every bridge call goes over the
/// wire (`AppWire`) to tablelab, which answers it from the simulation. Nothing is decided here.
///
/// It keeps what only the child can hold: the app's objects by id. Cells are named by the ids the
/// parent gives them (a dequeue's `.makeNew(cell:)`, or `.adopt` for a cell the app made itself);
/// work items and data tasks by ids given here, in the order the app makes them (so the same
/// file and the same requests give the same ids).
///
/// Waiting for an answer, it serves the parent's requests that come first (the protocol is
/// re-entrant: the table may ask the data source while the app's `reloadData()` is answered).
@MainActor
final class WireHost: TablelabHost {
    private var wire: WireConnection
    /// Answers a request (the child's loop: `TablelabChild`).
    var serveRequest: ((AppRequest) -> AppReply)?

    private var cells: [Int: UITableViewCell] = [:]
    private var cellIDs: [ObjectIdentifier: Int] = [:]
    /// The id the parent gave in `.makeNew`, until the table has made the cell.
    private var pendingNewCell: Int?
    private var workItems: [Int: DispatchWorkItem] = [:]
    private var workItemIDs: [ObjectIdentifier: Int] = [:]
    private var tasks: [Int: URLSessionDataTask] = [:]
    private var taskIDs: [ObjectIdentifier: Int] = [:]
    /// The table's dequeue answers sent with the `cellForRowAt` being answered, while they hold:
    /// the first dequeue takes its answer from here and does not wait (`WireDequeueOffer`).
    private var dequeueOffer: WireDequeueOffer?

    init(wire: WireConnection) { self.wire = wire }

    // MARK: The conversation

    /// Sends a host call and waits for its answer, serving the requests that come first.
    @discardableResult
    func call(_ call: HostCall) -> HostAnswer {
        fflush(stdout)  // the app's console, in order with what it asks
        if !call.keepsDequeueOffer { dequeueOffer = nil }
        guard call.expectsAnswer else {
            wire.hold(.call(call))
            return .ok
        }
        wire.send(.call(call))
        while true {
            switch wire.receive() {
            case .answer(.suspend(let token)):
                // A blocking call on a worker: it waits for the simulated clock (`WorkerHandoff`).
                guard WorkerHandoff.currentWorkerHolds else { broken("a suspend answer off a worker") }
                return WorkerHandoff.park(token: token)
            case .answer(let answer): return answer
            case .request(let request): serve(request)
            }
        }
    }

    /// The child's loop: answers requests until `quit` (or the parent closes the wire).
    func serveForever() -> Never {
        while true {
            switch wire.receive() {
            case .request(let request): serve(request)
            case .answer(let answer): broken("an answer with no call: \(answer)")
            }
        }
    }

    /// Sends the reply after which the child exits (`quit`).
    func sendFinal(_ reply: AppReply) {
        fflush(stdout)
        wire.send(.reply(reply))
    }

    /// Answers one request with its reply. A `cellForRowAt` may bring the table's dequeue answers,
    /// and may ask for `willDisplay` right after: its reply then waits to go with that one's.
    func serve(_ request: AppRequest) {
        guard let serveRequest else { broken("a request before the app's loop started") }
        var thenDisplay: WirePath?
        if case .cellForRow(let path, let offer, let display) = request {
            dequeueOffer = offer
            if display { thenDisplay = path }
        } else {
            dequeueOffer = nil
        }
        let reply = serveRequest(request)
        // Whatever this request did (a nested one made the table change its cells): an outer
        // request's offer no longer holds.
        dequeueOffer = nil
        fflush(stdout)
        if let path = thenDisplay, case .cell(let id) = reply {
            wire.hold(.reply(reply))
            serve(.willDisplay(cell: id, path))
            return
        }
        wire.send(.reply(reply))
    }

    /// `.fork`: copies the whole process as it is between two requests — the app's objects, the ids
    /// here, the stack lines already read — so tablelab can come back to this point later (`back`,
    /// a crash rolled back) without replaying the session. The copy takes the four descriptors the
    /// request carried as its stdout, stderr and wire, leads a process group of its own (tablelab
    /// stops the app by group), watches tablelab again (a thread is not copied), and says so with
    /// `.forked(pid:)` and its own id on its new wire (tablelab reads it when it first needs the
    /// copy: it does not wait for the fork); then, like any app, it waits for requests. The process
    /// asked replies with the copy's id (read by tablelab before its next request) and goes on as
    /// before.
    ///
    /// Sound because the learner's code runs on one thread at a time (strict hand-off), the watcher
    /// holds no lock while it sleeps (`TablelabChild.watchParent`), and a copy is refused while a
    /// worker closure waits in a blocking call: `fork()` copies only this thread, so the copy would
    /// lose it (tablelab then replays instead). Idle worker threads are forgotten in the copy.
    func forkCopy() -> AppReply {
        let descriptors = wire.takeReceived(AppWire.forkDescriptors)
        guard descriptors.count == AppWire.forkDescriptors else {
            descriptors.forEach { close($0) }
            broken("a fork request with \(descriptors.count) descriptors, not \(AppWire.forkDescriptors)")
        }
        guard !WorkerHandoff.hasParkedWorkers else {
            descriptors.forEach { close($0) }
            return .forked(pid: -Int(EBUSY))
        }
        fflush(stdout)
        fflush(stderr)
        let pid = fork()
        if pid == 0 {
            setpgid(0, 0)
            for (descriptor, target) in zip(descriptors, [1, 2, AppWire.requestFD, AppWire.replyFD]) {
                guard dup2(descriptor, target) >= 0 else { _exit(AppWire.brokenExitCode) }
            }
            descriptors.forEach { close($0) }
            WorkerHandoff.forgetThreadsAfterFork()
            wire = WireConnection()
            TablelabChild.watchParent()
            return .forked(pid: Int(getpid()))
        }
        let failed = errno
        descriptors.forEach { close($0) }
        guard pid > 0 else { return .forked(pid: -Int(failed)) }
        // Here too, so that tablelab, told the id, can never stop the group before it exists.
        setpgid(pid, pid)
        return .forked(pid: Int(pid))
    }

    /// The wire cannot go on: says why (if the parent still listens) and ends the child.
    func broken(_ why: String) -> Never {
        fflush(stdout)
        wire.send(.broken(why))
        exit(AppWire.brokenExitCode)
    }

    private func expected(_ what: String, _ answer: HostAnswer) -> Never {
        broken("expected \(what), got \(answer)")
    }

    // MARK: Ids

    /// The cell with a parent-given id (a request or an answer naming one the child does not hold
    /// is a broken wire).
    func cell(_ id: Int) -> UITableViewCell {
        guard let cell = cells[id] else { broken("no cell \(id)") }
        return cell
    }

    /// The id of a cell, asking the parent to name it when the app made it itself.
    func id(of cell: UITableViewCell) -> Int {
        if let id = cellIDs[ObjectIdentifier(cell)] { return id }
        if let pending = pendingNewCell {
            // A cell changed while the table makes the one `.makeNew` named (its `init` sets a
            // label): it is that cell.
            pendingNewCell = nil
            name(cell, pending)
            return pending
        }
        guard case .cell(let id?) = call(.adopt(cellClass: String(describing: type(of: cell)), reuseIdentifier: cell.reuseIdentifier))
        else { broken("no id for a cell the app made") }
        name(cell, id)
        return id
    }

    private func name(_ cell: UITableViewCell, _ id: Int) {
        if let old = cells[id], old !== cell { broken("cell id \(id) given twice") }
        cells[id] = cell
        cellIDs[ObjectIdentifier(cell)] = id
    }

    func workItem(_ id: Int) -> DispatchWorkItem {
        guard let item = workItems[id] else { broken("no work item \(id)") }
        return item
    }

    func dataTask(_ id: Int) -> URLSessionDataTask {
        guard let task = tasks[id] else { broken("no data task \(id)") }
        return task
    }

    private func id(of item: DispatchWorkItem) -> Int {
        if let id = workItemIDs[ObjectIdentifier(item)] { return id }
        let id = workItems.count + 1
        workItems[id] = item
        workItemIDs[ObjectIdentifier(item)] = id
        return id
    }

    private func id(of task: URLSessionDataTask) -> Int {
        if let id = taskIDs[ObjectIdentifier(task)] { return id }
        let id = tasks.count + 1
        tasks[id] = task
        taskIDs[ObjectIdentifier(task)] = id
        return id
    }

    // MARK: TablelabHost — the table

    func tableView(_ tableView: UITableView, didRegister cellClass: UITableViewCell.Type?,
                   forCellReuseIdentifier identifier: String, at site: CallSite) {
        call(.register(identifier: identifier, cellClass: cellClass.map { String(describing: $0) }, site: site.wire))
    }

    func tableView(_ tableView: UITableView, dequeueCellWithIdentifier identifier: String,
                   for indexPath: IndexPath?, at site: CallSite) -> DequeueAnswer {
        let path = indexPath.map(WirePath.init)
        let answer: HostAnswer
        if let offer = dequeueOffer {
            call(.dequeue(identifier: identifier, path: path, site: site.wire, offered: true))
            answer = .dequeue(offer.answer(for: identifier))
        } else {
            answer = call(.dequeue(identifier: identifier, path: path, site: site.wire))
        }
        switch answer {
        case .dequeue(.reuse(let id)):
            return .reuse(cell(id))
        case .dequeue(.same(let id)):
            return .same(cell(id))
        case .dequeue(.makeNew(let id)):
            if cells[id] != nil { broken("cell id \(id) given twice") }
            // Nothing registered: the table makes nothing (it returns nil, or raises), and the id
            // stays unused.
            if tableView.registeredClasses[identifier] != nil { pendingNewCell = id }
            return .makeNew
        default:
            expected("a dequeue answer", answer)
        }
    }

    func tableView(_ tableView: UITableView, didMake cell: UITableViewCell,
                   withIdentifier identifier: String, at site: CallSite) {
        let id: Int
        if let named = cellIDs[ObjectIdentifier(cell)] {
            id = named  // named while its init changed a view
        } else {
            guard let pending = pendingNewCell else { broken("a cell made with no id") }
            name(cell, pending)
            id = pending
        }
        pendingNewCell = nil
        call(.didMake(cell: id, identifier: identifier, cellClass: String(describing: type(of: cell)), site: site.wire))
    }

    func tableView(_ tableView: UITableView, didPrepareForReuse cell: UITableViewCell) {
        call(.didReuse(cell: id(of: cell)))
    }

    func tableViewReloadData(_ tableView: UITableView, at site: CallSite) {
        call(.reloadData(site: site.wire))
    }

    func tableView(_ tableView: UITableView, visibleCellAt indexPath: IndexPath, at site: CallSite) -> UITableViewCell? {
        let answer = call(.visibleCell(WirePath(indexPath), site: site.wire))
        guard case .cell(let id) = answer else { expected("a cell", answer) }
        return id.map(cell)
    }

    func indexPathsForVisibleRows(in tableView: UITableView) -> [IndexPath] {
        let answer = call(.visibleRows)
        guard case .paths(let paths) = answer else { expected("rows", answer) }
        return paths.map(\.indexPath)
    }

    func tableView(_ tableView: UITableView, indexPathFor cell: UITableViewCell) -> IndexPath? {
        guard let id = cellIDs[ObjectIdentifier(cell)] else { return nil }  // never on screen
        let answer = call(.pathOfCell(id))
        guard case .path(let path) = answer else { expected("a row", answer) }
        return path?.indexPath
    }

    func tableView(_ tableView: UITableView, selectRowAt indexPath: IndexPath?, animated: Bool, at site: CallSite) {
        call(.selectRow(indexPath.map(WirePath.init), animated: animated, site: site.wire))
    }

    func tableView(_ tableView: UITableView, deselectRowAt indexPath: IndexPath, animated: Bool, at site: CallSite) {
        call(.deselectRow(WirePath(indexPath), animated: animated, site: site.wire))
    }

    func indexPathForSelectedRow(in tableView: UITableView) -> IndexPath? {
        indexPathsForSelectedRows(in: tableView).first
    }

    /// One question answers both selection properties: every selected row, in index-path order.
    func indexPathsForSelectedRows(in tableView: UITableView) -> [IndexPath] {
        let answer = call(.selectedRow)
        guard case .paths(let paths) = answer else { expected("rows", answer) }
        return paths.map(\.indexPath)
    }

    // MARK: Views

    func view(_ view: UIView, didChange change: ViewChange) {
        var owner: UIView? = view
        while let candidate = owner, !(candidate is UITableViewCell) { owner = candidate.superview }
        let cell = owner as? UITableViewCell
        let part: WirePart
        switch view {
        case let view where view === cell: part = .cell
        case let view where view === cell?.contentView: part = .contentView
        case let view where view === cell?.textLabel: part = .textLabel
        case let view where view === cell?.detailTextLabel: part = .detailTextLabel
        case let view where view === cell?.imageView: part = .imageView
        default: part = .other
        }
        // An image set is what `why` and the log point at ("line 34 · imageView?.image = …"): its
        // line is read from the stack (a setter has no `#line`). Other changes go without one.
        // Reading the stack costs milliseconds (the binary's symbols): only for an image that is
        // set, not for `imageView?.image = nil` in every prepareForReuse.
        var site: WireSite?
        if case .image(let image?) = change, image.sourceURL != nil { site = CallSite.caller().wire }
        call(.viewChanged(cell: cell.map { id(of: $0) }, part: part, WireChange(change), site: site))
    }

    // MARK: Crashes

    func raise(_ exception: UIKitException, at site: CallSite) -> Never {
        fflush(stdout)
        wire.send(.raised(name: exception.name, reason: exception.reason, site: site.wire))
        exit(AppWire.exceptionExitCode)
    }

    // MARK: Time and threads

    var isMainThread: Bool {
        let answer = call(.isMainThread)
        guard case .bool(let value) = answer else { expected("a yes or no", answer) }
        return value
    }

    var uptimeNanoseconds: UInt64 {
        let answer = call(.now)
        guard case .time(let value) = answer else { expected("a time", answer) }
        return value
    }

    func schedule(_ item: DispatchWorkItem, on queue: DispatchQueue, deadline: DispatchTime?, at site: CallSite) {
        let wireQueue: WireQueue
        switch queue.kind {
        case .main: wireQueue = .main
        case .global(let qos): wireQueue = .global(qos: "\(qos)")
        case .serial(let label): wireQueue = .serial(label: label)
        }
        call(.schedule(workItem: id(of: item), queue: wireQueue, deadline: deadline?.uptimeNanoseconds, site: site.wire))
    }

    func workItemCancelled(_ item: DispatchWorkItem, at site: CallSite) {
        call(.cancelWorkItem(id(of: item), site: site.wire))
    }

    func sleep(seconds: Double, at site: CallSite) {
        call(.sleep(seconds: seconds, site: site.wire))
    }

    // MARK: Network

    func contentsOf(_ url: URL, at site: CallSite) throws -> Data {
        let answer = call(.contentsOf(url: url.absoluteString, site: site.wire))
        switch answer {
        case .download(.data(let bytes)): return Data(bytes)
        case .download(.error(let code)): throw URLError(URLError.Code(rawValue: code) ?? .unknown)
        default: expected("a download", answer)
        }
    }

    func resume(_ task: URLSessionDataTask, at site: CallSite) {
        call(.resumeDataTask(id(of: task), url: task.url.absoluteString, site: site.wire))
    }

    func cancel(_ task: URLSessionDataTask, at site: CallSite) {
        call(.cancelDataTask(id(of: task), site: site.wire))
    }
}

extension CallSite {
    var wire: WireSite { WireSite(file: file, line: line) }
}

extension WirePath {
    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, row: indexPath.row) }
    var indexPath: IndexPath { IndexPath(row: row, section: section) }
}

extension WireChange {
    @MainActor init(_ change: ViewChange) {
        switch change {
        case .text(let text): self = .text(text)
        case .image(let image):
            self = .image(url: image?.sourceURL?.absoluteString, name: image?.name, isNil: image == nil)
        case .accessoryType(let type): self = .accessoryType(type.rawValue)
        case .alpha(let alpha): self = .alpha(Double(alpha))
        case .selected(let selected): self = .selected(selected)
        case .hidden(let hidden): self = .hidden(hidden)
        case .needsLayout(let site): self = .needsLayout(site.wire)
        }
    }
}
