import UIKit

// Compiled with MovieListViewController.swift into one program linked against libStandInUIKit (the way
// tablelab will run a learner's file): a minimal host that prints every bridge call it gets, runs
// the queued work in order, then prints what the first row's cell shows.

@MainActor
final class PrintingHost: TablelabHost {
    var work: [DispatchWorkItem] = []

    func tableView(_ tableView: UITableView, didRegister cellClass: UITableViewCell.Type?,
                   forCellReuseIdentifier identifier: String, at site: CallSite) {
        print("register \(identifier) \(site)")
    }
    func tableView(_ tableView: UITableView, dequeueCellWithIdentifier identifier: String,
                   for indexPath: IndexPath?, at site: CallSite) -> DequeueAnswer {
        print("dequeue \(identifier) \(site)")
        return .makeNew
    }
    func tableView(_ tableView: UITableView, didMake cell: UITableViewCell, withIdentifier identifier: String, at site: CallSite) {
        print("made \(type(of: cell))")
    }
    func tableViewReloadData(_ tableView: UITableView, at site: CallSite) { print("reloadData \(site)") }
    func tableView(_ tableView: UITableView, visibleCellAt indexPath: IndexPath, at site: CallSite) -> UITableViewCell? { nil }
    func indexPathsForVisibleRows(in tableView: UITableView) -> [IndexPath] { [] }
    func tableView(_ tableView: UITableView, indexPathFor cell: UITableViewCell) -> IndexPath? { nil }
    func tableView(_ tableView: UITableView, selectRowAt indexPath: IndexPath?, animated: Bool, at site: CallSite) {}
    func tableView(_ tableView: UITableView, deselectRowAt indexPath: IndexPath, animated: Bool, at site: CallSite) {}
    func indexPathForSelectedRow(in tableView: UITableView) -> IndexPath? { nil }
    func indexPathsForSelectedRows(in tableView: UITableView) -> [IndexPath] { [] }
    func view(_ view: UIView, didChange change: ViewChange) {}
    func raise(_ exception: UIKitException, at site: CallSite) -> Never { fatalError("\(exception) at \(site)") }
    var isMainThread: Bool { true }
    var uptimeNanoseconds: UInt64 { 0 }
    func schedule(_ item: DispatchWorkItem, on queue: DispatchQueue, deadline: DispatchTime?, at site: CallSite) {
        print("schedule \(queue.label) \(site)")
        work.append(item)
    }
    func workItemCancelled(_ item: DispatchWorkItem, at site: CallSite) {}
    func sleep(seconds: Double, at site: CallSite) {}
    func contentsOf(_ url: URL, at site: CallSite) throws -> Data {
        print("download \(url.lastPathComponent) \(site)")
        return TablelabImageData.data(for: url)
    }
    func resume(_ task: URLSessionDataTask, at site: CallSite) {}
    func cancel(_ task: URLSessionDataTask, at site: CallSite) {}
}

MainActor.assumeIsolated {
    let host = PrintingHost()
    TablelabBridge.install(host)
    let controller = MovieListViewController(style: .plain)
    let table = controller.tableView!
    let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
    while !host.work.isEmpty { host.work.removeFirst().perform() }
    print("row 1 shows \(cell.textLabel?.text ?? "-") with \(cell.imageView?.image?.sourceURL?.lastPathComponent ?? "no image")")
}
