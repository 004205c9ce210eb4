/// tablelab's bridge between the stand-in UIKit and the simulation. Not UIKit API, never shown to a
/// learner: tablelab installs one host per process (`TablelabBridge.install(_:)`) before it runs
/// the learner's code, and every stand-in call whose effect the simulation decides or records comes
/// here — which cell a dequeue returns, when a queued closure runs, how long a download takes, what
/// is on screen, that a cell's image was set.
///
/// Everything runs on the process's one real thread, the main one: the host decides on which
/// *simulated* thread and at what simulated time each closure runs, and runs it to completion when
/// that thread is free. So the host is main-actor isolated; the stand-in's nonisolated entry points
/// (`DispatchQueue`, `URLSession`, `Data(contentsOf:)`, `Thread`) assume the main actor.
///
/// Calls carry the learner's `CallSite` wherever Swift lets them: methods take `#fileID`/`#line`
/// defaults. Property setters cannot (`cell.imageView?.image = image`): `view(_:didChange:)` has
/// no site, and the host attributes the change to the closure or callback it is running.
@preconcurrency @MainActor
public protocol TablelabHost: AnyObject {
    // MARK: The table

    /// `register(_:forCellReuseIdentifier:)`: the table keeps the registration; the host records it.
    func tableView(_ tableView: UITableView, didRegister cellClass: UITableViewCell.Type?,
                   forCellReuseIdentifier identifier: String, at site: CallSite)
    /// A dequeue call (`indexPath` nil for `dequeueReusableCell(withIdentifier:)`): reuse a cell the
    /// host's reuse queue holds (the table then calls its `prepareForReuse()`), make a new one of
    /// the registered class, or none. With `.makeNew` and nothing registered, the call without an
    /// index path returns nil and the one with raises UIKit's exception.
    func tableView(_ tableView: UITableView, dequeueCellWithIdentifier identifier: String,
                   for indexPath: IndexPath?, at site: CallSite) -> DequeueAnswer
    /// A cell the table just made for a dequeue (`init(style:reuseIdentifier:)` of the registered class).
    func tableView(_ tableView: UITableView, didMake cell: UITableViewCell,
                   withIdentifier identifier: String, at site: CallSite)
    /// A reused cell's `prepareForReuse()` returned: the dequeue returns it now. What the cell did
    /// in `prepareForReuse` (a `cancel()`) came before the dequeue returned, as in UIKit.
    func tableView(_ tableView: UITableView, didPrepareForReuse cell: UITableViewCell)
    /// `reloadData()`.
    func tableViewReloadData(_ tableView: UITableView, at site: CallSite)
    /// `cellForRow(at:)`: the cell on screen at that row, nil when the row is not visible.
    func tableView(_ tableView: UITableView, visibleCellAt indexPath: IndexPath, at site: CallSite) -> UITableViewCell?
    /// `indexPathsForVisibleRows`, in row order.
    func indexPathsForVisibleRows(in tableView: UITableView) -> [IndexPath]
    /// `indexPath(for:)`: the row a visible cell shows, nil for a cell not on screen.
    func tableView(_ tableView: UITableView, indexPathFor cell: UITableViewCell) -> IndexPath?
    /// `selectRow(at:animated:scrollPosition:)` (nil: clear the selection).
    func tableView(_ tableView: UITableView, selectRowAt indexPath: IndexPath?, animated: Bool, at site: CallSite)
    /// `deselectRow(at:animated:)`.
    func tableView(_ tableView: UITableView, deselectRowAt indexPath: IndexPath, animated: Bool, at site: CallSite)
    /// `indexPathForSelectedRow`.
    func indexPathForSelectedRow(in tableView: UITableView) -> IndexPath?
    /// `indexPathsForSelectedRows`: every selected row, in index-path order (empty: none).
    func indexPathsForSelectedRows(in tableView: UITableView) -> [IndexPath]

    // MARK: Views

    /// A property a picture shows changed (a label's text, an image view's image, a cell's
    /// accessory or alpha, a relayout request). The view already holds the new value.
    func view(_ view: UIView, didChange change: ViewChange)

    // MARK: Crashes

    /// UIKit raised an exception: the host ends the learner's program and reports it with the line.
    func raise(_ exception: UIKitException, at site: CallSite) -> Never

    // MARK: Time and threads

    /// `Thread.isMainThread`: whether the simulated thread running now is the main one.
    var isMainThread: Bool { get }
    /// Simulated time since launch, in nanoseconds (`DispatchTime.now()`).
    var uptimeNanoseconds: UInt64 { get }
    /// `async`/`asyncAfter` on a queue: the host runs `item.perform()` on the simulated clock (a
    /// cancelled item then does nothing). `deadline` nil: as soon as the queue's thread is free.
    func schedule(_ item: DispatchWorkItem, on queue: DispatchQueue, deadline: DispatchTime?, at site: CallSite)
    /// `DispatchWorkItem.cancel()` (the item's flag is already set).
    func workItemCancelled(_ item: DispatchWorkItem, at site: CallSite)
    /// `Thread.sleep(forTimeInterval:)`: the calling simulated thread is busy for that long.
    func sleep(seconds: Double, at site: CallSite)

    // MARK: Network

    /// `Data(contentsOf:)`: a blocking download; the calling simulated thread is busy for its
    /// duration. Image URLs answer `TablelabImageData.data(for:)`, so `UIImage(data:)` knows its URL.
    func contentsOf(_ url: URL, at site: CallSite) throws -> Data
    /// `resume()` of a data task: the host later calls `task.complete(with:)` from the simulation.
    func resume(_ task: URLSessionDataTask, at site: CallSite)
    /// `cancel()` of a running data task (its state is already `.canceling`): the host later calls
    /// `task.complete(with:)`, which delivers `URLError(.cancelled)` as URLSession does.
    func cancel(_ task: URLSessionDataTask, at site: CallSite)
}

extension TablelabHost {
    /// A host that records no dequeue order has nothing to do here.
    public func tableView(_ tableView: UITableView, didPrepareForReuse cell: UITableViewCell) {}
}

/// What the host answers to a dequeue call.
public enum DequeueAnswer {
    /// A cell from the reuse queue: the table calls its `prepareForReuse()` and returns it.
    case reuse(UITableViewCell)
    /// No cell to reuse: make one of the class registered for the identifier.
    case makeNew
    /// `reconfigureRows(at:)`: the cell already showing the row, returned as it is — no
    /// `prepareForReuse()` (FIDELITY §8c.37).
    case same(UITableViewCell)
}

/// A change to a view that pictures show.
public enum ViewChange: Sendable {
    case text(String?)
    case image(UIImage?)
    case accessoryType(UITableViewCell.AccessoryType)
    case alpha(CGFloat)
    case selected(Bool)
    case hidden(Bool)
    /// `setNeedsLayout()`, with its call site (a method, so it has one).
    case needsLayout(CallSite)
}

/// Installs the host. Not UIKit API.
public enum TablelabBridge {
    @MainActor static var installed: (any TablelabHost)?

    /// Installs the host for this process (once; installing again replaces it, for tests).
    @MainActor public static func install(_ host: any TablelabHost) { installed = host }

    /// Removes the host (tests).
    @MainActor public static func uninstall() { installed = nil }

    /// The installed host, or the end of the program with a message naming the call that needs one.
    @MainActor static func host(for api: String) -> any TablelabHost {
        if let installed { return installed }
        fatalError(missingHostMessage(api))
    }

    /// The host if one is installed: for calls that work without the simulation (a view's text).
    @MainActor static var current: (any TablelabHost)? { installed }

    /// The message of a call made with no simulation behind it (a file run outside tablelab).
    public static func missingHostMessage(_ api: String) -> String {
        "tablelab's stand-in UIKit: \(api) needs tablelab's simulation, and none is running. "
            + "Run this file with `tablelab --app FILE.swift` (or `app FILE.swift` in tablelab)."
    }
}
