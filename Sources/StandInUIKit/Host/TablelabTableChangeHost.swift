/// The part of tablelab's host that changes the table without `reloadData` and reuses header views
/// (FIDELITY §8c.34–40). Apart from `TablelabHost` so that a host that does not run them (a test's)
/// need not implement them: the stand-in then ends the program with a message naming the call
/// (`TablelabBridge.notRunYet`). Not UIKit API.
@preconcurrency @MainActor
public protocol TablelabTableChangeHost: AnyObject {
    /// Row and section calls, one (`batch` false) or the calls of one `performBatchUpdates`. Raises
    /// UIKit's `Invalid update` when the app's counts disagree with them.
    func tableView(_ tableView: UITableView, apply calls: [TableChange], batch: Bool, at site: CallSite)
    /// `reloadRows(at:with:)`.
    func tableView(_ tableView: UITableView, reloadRowsAt indexPaths: [IndexPath], at site: CallSite)
    /// `reconfigureRows(at:)`.
    func tableView(_ tableView: UITableView, reconfigureRowsAt indexPaths: [IndexPath], at site: CallSite)
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` (nil removes the registration).
    func tableView(_ tableView: UITableView, didRegisterHeaderFooter viewClass: UITableViewHeaderFooterView.Type?,
                   forReuseIdentifier identifier: String, at site: CallSite)
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a queued view (the table then calls its
    /// `prepareForReuse()`), or make one of the registered class.
    func tableView(_ tableView: UITableView, dequeueHeaderFooterWithIdentifier identifier: String,
                   at site: CallSite) -> HeaderFooterDequeueAnswer
    /// A header view the table just made for a dequeue answered `.makeNew`.
    func tableView(_ tableView: UITableView, didMakeHeaderFooter view: UITableViewHeaderFooterView,
                   withIdentifier identifier: String, at site: CallSite)
}

/// One row or section call of an update, as the app made it.
public enum TableChange: Sendable, Equatable {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case moveRow(IndexPath, IndexPath)
    case insertSections([Int])
    case deleteSections([Int])
    case reloadSections([Int])
    case moveSection(Int, Int)
}

/// What the host answers to a header view dequeue.
public enum HeaderFooterDequeueAnswer {
    case reuse(UITableViewHeaderFooterView)
    case makeNew
}
