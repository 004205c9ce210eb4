internal import AppWire

/// The entry point of a learner's app run by tablelab: the `main.swift` tablelab compiles with the
/// learner's file is `TablelabChild.run { MovieListViewController() }`. It installs the wire host
/// and answers tablelab's requests — UIKit's calls into the app's data source and delegate, and the
/// simulation's turns for the app's closures — until `quit`. Not UIKit API.
public enum TablelabChild {
    /// Runs the app: `makeRoot` makes the root view controller when tablelab sends `launch`.
    public static func run(_ makeRoot: @escaping @MainActor () -> UIViewController) -> Never {
        MainActor.assumeIsolated {
            guard WireConnection.isConnected else {
                fputs(TablelabBridge.missingHostMessage("this app") + "\n", stderr)
                exit(64)
            }
            // Line by line: the console keeps what was printed before a crash.
            setvbuf(stdout, nil, _IOLBF, 0)
            // The copies this app makes (`.fork`) end without anyone waiting for them.
            signal(SIGCHLD, SIG_IGN)
            watchParent()
            let host = WireHost(wire: WireConnection())
            let app = ChildApp(host: host, makeRoot: makeRoot)
            host.serveRequest = { app.answer($0) }
            TablelabBridge.install(host)
            // The image map and the binaries' symbols, read before the first request (`launch`
            // waits for it): not in the first command that sets an image.
            CallSite.warmUp()
            host.serveForever()
        }
    }
}

extension TablelabChild {
    /// tablelab's process id, read once (`AppWire.parentVariable`): a copy (`WireHost.forkCopy`) has
    /// another parent process but the same tablelab.
    nonisolated(unsafe) private static var tablelab: pid_t = 0
    /// Whether this process is a copy made by `fork` (its parent process is the app it was copied from).
    nonisolated(unsafe) private static var isCopy = false

    /// Ends the app when tablelab is gone (killed, crashed): an app in a loop reads no more requests
    /// and would otherwise spin on. A real thread of its own, which touches nothing of the app's:
    /// it only asks, a few times a second, whether tablelab is still there — for the app tablelab
    /// started, whether its parent changed (the app was handed to another); for a copy, whether
    /// tablelab's process still exists. The parent is the one tablelab names, so a tablelab gone
    /// before the app got here is seen too. A plain POSIX thread whose loop neither allocates nor
    /// locks: `fork` on the app's thread may copy the process at any moment of it.
    static func watchParent() {
        if tablelab == 0 {
            let named = ProcessInfo.processInfo.environment[AppWire.parentVariable].flatMap { pid_t($0) }
            tablelab = named ?? getppid()
            if getppid() != tablelab { _exit(0) }
        } else {
            isCopy = true
        }
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { _ in
            let (parent, copy) = (TablelabChild.tablelab, TablelabChild.isCopy)
            if copy {
                while kill(parent, 0) == 0 || errno == EPERM { usleep(200_000) }
            } else {
                while getppid() == parent { usleep(200_000) }
            }
            _exit(0)
        }, nil)
        if made == 0 { pthread_detach(thread) }
    }
}

/// The app's side of each request: UIKit's calls into the root view controller's table.
@MainActor
private final class ChildApp {
    let host: WireHost
    let makeRoot: @MainActor () -> UIViewController
    var root: UIViewController?
    var table: UITableView?

    init(host: WireHost, makeRoot: @escaping @MainActor () -> UIViewController) {
        self.host = host
        self.makeRoot = makeRoot
    }

    /// The table of the root view controller: its view, or the first table among its subviews.
    static func findTable(_ view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews {
            if let table = findTable(subview) { return table }
        }
        return nil
    }

    private func requireTable() -> UITableView {
        // During `viewDidLoad` (a request nested in its `reloadData()`), the view is loaded but
        // `launch` has not returned yet.
        if table == nil, let root, root.isViewLoaded { table = Self.findTable(root.view) }
        guard let table else { host.broken("a table request before launch, or a root view controller without a table view") }
        return table
    }

    /// A worker closure's reply: it returned, or waits in a blocking call (its token).
    private static func reply(_ parked: Int?) -> AppReply { parked.map { .suspended(token: $0) } ?? .done }

    func answer(_ request: AppRequest) -> AppReply {
        switch request {
        case .launch:
            let controller = makeRoot()
            root = controller
            table = nil
            table = Self.findTable(controller.view)  // loads the view: loadView, viewDidLoad
            controller.viewWillAppear(false)
            return .done
        case .didAppear:
            root?.viewDidAppear(false)
            return .done
        case .numberOfSections:
            let table = requireTable()
            guard let source = table.dataSource else { return .count(0) }
            return .count(OptionalMethods.call { source.numberOfSections(in: table) } ?? 1)
        case .numberOfRows(let section):
            let table = requireTable()
            return .count(table.dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0)
        case .estimatedRowHeight:
            let table = requireTable()
            let e = table.estimatedRowHeight
            return .height(e == UITableView.automaticDimension || e <= 0 ? nil : Double(e))
        case .rowHeight:
            let table = requireTable()
            return .height(table.rowHeight == UITableView.automaticDimension ? nil : Double(table.rowHeight))
        case .heightForRow(let path):
            let table = requireTable()
            guard let delegate = table.delegate else { return .height(nil) }
            return .height(OptionalMethods.call { delegate.tableView(table, heightForRowAt: path.indexPath) }.map { Double($0) })
        case .titleForHeader(let section):
            let table = requireTable()
            guard let source = table.dataSource,
                  let title = OptionalMethods.call({ source.tableView(table, titleForHeaderInSection: section) })
            else { return .implemented(false) }
            return .title(title)
        case .sectionIndexTitles:
            let table = requireTable()
            guard let source = table.dataSource,
                  let titles = OptionalMethods.call({ source.sectionIndexTitles(for: table) })
            else { return .implemented(false) }
            return .titles(titles)
        case .sectionHeaderHeight:
            let table = requireTable()
            let h = table.sectionHeaderHeight
            return .height(h == UITableView.automaticDimension ? nil : Double(h))
        case .cellForRow(let path, _, _):
            let table = requireTable()
            guard let source = table.dataSource else { host.raise(.failedToObtainCell, at: .unknown) }
            let cell = source.tableView(table, cellForRowAt: path.indexPath)
            return .cell(host.id(of: cell))
        case .willDisplay(let id, let path):
            let table = requireTable(), cell = host.cell(id)
            guard let delegate = table.delegate else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented { delegate.tableView(table, willDisplay: cell, forRowAt: path.indexPath) })
        case .didEndDisplaying(let id, let path):
            let table = requireTable(), cell = host.cell(id)
            guard let delegate = table.delegate else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented {
                delegate.tableView(table, didEndDisplaying: cell, forRowAt: path.indexPath)
            })
        case .prefetch(let paths):
            let table = requireTable()
            guard let prefetcher = table.prefetchDataSource else { return .implemented(false) }
            prefetcher.tableView(table, prefetchRowsAt: paths.map(\.indexPath))
            return .implemented(true)
        case .cancelPrefetch(let paths):
            let table = requireTable()
            guard let prefetcher = table.prefetchDataSource else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented {
                prefetcher.tableView(table, cancelPrefetchingForRowsAt: paths.map(\.indexPath))
            })
        case .willSelect(let path):
            let table = requireTable()
            guard let delegate = table.delegate,
                  let chosen = OptionalMethods.call({ delegate.tableView(table, willSelectRowAt: path.indexPath) })
            else { return .implemented(false) }
            return .path(chosen.map(WirePath.init))
        case .didSelect(let path):
            let table = requireTable()
            guard let delegate = table.delegate else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented { delegate.tableView(table, didSelectRowAt: path.indexPath) })
        case .didDeselect(let path):
            let table = requireTable()
            guard let delegate = table.delegate else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented { delegate.tableView(table, didDeselectRowAt: path.indexPath) })
        case .setSelected(let id, let selected):
            host.cell(id).setSelected(selected, animated: false)
            return .done
        case .run(let id):
            host.workItem(id).perform()
            return .done
        case .runOnWorker(let id):
            let item = host.workItem(id)
            return Self.reply(WorkerHandoff.runOnWorker { item.perform() })
        case .complete(let id, let download):
            // A completion handler runs on a worker of URLSession's delegate queue.
            let task = host.dataTask(id)
            let result: Result<Data, URLError>
            switch download {
            case .data(let bytes): result = .success(Data(bytes))
            case .error(let code): result = .failure(URLError(URLError.Code(rawValue: code) ?? .unknown))
            }
            return Self.reply(WorkerHandoff.runOnWorker { _ = task.complete(with: result) })
        case .resume(let token, let answer):
            guard let parked = WorkerHandoff.resume(token: token, answer: answer) else {
                host.broken("no worker waits with token \(token)")
            }
            return Self.reply(parked)
        case .canEditRow, .commitDelete, .reconfigureCell, .viewForHeader, .willDisplayHeader, .didEndDisplayingHeader,
             .allowsMultipleSelection:
            return TableChangeRequests.answer(request, table: requireTable(), host: host)
        case .fork:
            return host.forkCopy()
        case .quit:
            fflush(stdout)
            host.sendFinal(.done)
            exit(0)
        }
    }
}
