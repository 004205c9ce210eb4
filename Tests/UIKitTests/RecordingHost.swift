import StandInUIKit

/// A host that records every bridge call as a line ("dequeue cell for 0-3 at UIKitTests/…:12"),
/// answers dequeues from a reuse queue the test fills, keeps scheduled work for the test to run,
/// and ends the process on UIKit's exceptions (no test raises one).
@MainActor
final class RecordingHost: TablelabHost {
    var log: [String] = []
    var reuseQueue: [UITableViewCell] = []
    var scheduled: [(item: DispatchWorkItem, queue: DispatchQueue, site: CallSite)] = []
    var resumedTasks: [URLSessionDataTask] = []
    var visible: [IndexPath: UITableViewCell] = [:]
    var selectedRows: Set<IndexPath> = []
    var changes: [String] = []
    var mainThread = true
    var clock: UInt64 = 0

    func tableView(_ tableView: UITableView, didRegister cellClass: UITableViewCell.Type?,
                   forCellReuseIdentifier identifier: String, at site: CallSite) {
        log.append("register \(cellClass.map { "\($0)" } ?? "nil") as \(identifier) at line \(site.line)")
    }

    func tableView(_ tableView: UITableView, dequeueCellWithIdentifier identifier: String,
                   for indexPath: IndexPath?, at site: CallSite) -> DequeueAnswer {
        log.append("dequeue \(identifier)\(indexPath.map { " for \($0.section)-\($0.row)" } ?? "") at line \(site.line)")
        if let index = reuseQueue.firstIndex(where: { $0.reuseIdentifier == identifier }) {
            return .reuse(reuseQueue.remove(at: index))
        }
        return .makeNew
    }

    func tableView(_ tableView: UITableView, didMake cell: UITableViewCell, withIdentifier identifier: String, at site: CallSite) {
        log.append("made \(type(of: cell)) as \(identifier)")
    }

    func tableViewReloadData(_ tableView: UITableView, at site: CallSite) { log.append("reloadData at line \(site.line)") }

    func tableView(_ tableView: UITableView, visibleCellAt indexPath: IndexPath, at site: CallSite) -> UITableViewCell? {
        visible[indexPath]
    }

    func indexPathsForVisibleRows(in tableView: UITableView) -> [IndexPath] { visible.keys.sorted() }

    func tableView(_ tableView: UITableView, indexPathFor cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    func tableView(_ tableView: UITableView, selectRowAt indexPath: IndexPath?, animated: Bool, at site: CallSite) {
        if let indexPath, tableView.allowsMultipleSelection { selectedRows.insert(indexPath) } else { selectedRows = Set(indexPath.map { [$0] } ?? []) }
    }

    func tableView(_ tableView: UITableView, deselectRowAt indexPath: IndexPath, animated: Bool, at site: CallSite) {
        selectedRows.remove(indexPath)
    }

    func indexPathForSelectedRow(in tableView: UITableView) -> IndexPath? { selectedRows.min() }
    func indexPathsForSelectedRows(in tableView: UITableView) -> [IndexPath] { selectedRows.sorted() }

    func view(_ view: UIView, didChange change: ViewChange) {
        switch change {
        case .image(let image): changes.append("image \(image?.sourceURL?.absoluteString ?? image?.name ?? "nil")")
        case .text(let text): changes.append("text \(text ?? "nil")")
        case .accessoryType(let type): changes.append("accessory \(type)")
        case .needsLayout(let site): changes.append("needsLayout at line \(site.line)")
        default: break
        }
    }

    func raise(_ exception: UIKitException, at site: CallSite) -> Never {
        // No test reaches it (a `Never` function can only end the test process): the exception's
        // text is tested on `UIKitException` itself.
        fatalError("\(exception) at \(site)")
    }

    var isMainThread: Bool { mainThread }
    var uptimeNanoseconds: UInt64 { clock }

    func schedule(_ item: DispatchWorkItem, on queue: DispatchQueue, deadline: DispatchTime?, at site: CallSite) {
        log.append("schedule on \(queue.label)\(deadline.map { " at \($0.uptimeNanoseconds)" } ?? "") at line \(site.line)")
        scheduled.append((item, queue, site))
    }

    func workItemCancelled(_ item: DispatchWorkItem, at site: CallSite) { log.append("cancel work at line \(site.line)") }

    func sleep(seconds: Double, at site: CallSite) { clock += UInt64(seconds * 1e9) }

    func contentsOf(_ url: URL, at site: CallSite) throws -> Data {
        log.append("download \(url.lastPathComponent) at line \(site.line)")
        return TablelabImageData.data(for: url)
    }

    func resume(_ task: URLSessionDataTask, at site: CallSite) {
        log.append("resume \(task.url.lastPathComponent) at line \(site.line)")
        resumedTasks.append(task)
    }

    func cancel(_ task: URLSessionDataTask, at site: CallSite) {
        log.append("cancel \(task.url.lastPathComponent) at line \(site.line)")
    }

    /// Runs every scheduled item in order, as a simulation would when their threads are free.
    func runScheduled() {
        while !scheduled.isEmpty { scheduled.removeFirst().item.perform() }
    }
}
