/// The part of tablelab's host that runs a diffable data source (FIDELITY §8c.38). Apart from
/// `TablelabHost` so that a host that does not run it (a test's) need not implement it: the
/// stand-in then ends the program with a message naming the call (`TablelabBridge.notRunYet`).
/// Not UIKit API.
@preconcurrency @MainActor
public protocol TablelabDiffableHost: AnyObject {
    /// `apply(_:animatingDifferences:completion:)` or `applySnapshotUsingReloadData(_:completion:)`:
    /// the new snapshot, by tokens. The data source already answers from it.
    func tableView(_ tableView: UITableView, apply snapshot: DiffableTokenSnapshot, mode: DiffableApplyMode, at site: CallSite)
    /// A snapshot call UIKit raises an exception for: the host raises it, with UIKit's text.
    func raise(_ fault: SnapshotFault, at site: CallSite) -> Never
}

/// A snapshot by the tokens its identifiers go by (`DiffableTokens`).
public struct DiffableTokenSnapshot: Sendable, Equatable {
    public var sections: [Int]
    public var items: [[Int]]
    public var reloaded: [Int]
    public var reconfigured: [Int]
}

/// How a snapshot was applied.
public enum DiffableApplyMode: Sendable, Equatable {
    case animated, instant, reloadData
}

/// A snapshot call UIKit raises an exception for; identifiers as Swift describes them.
public enum SnapshotFault: Sendable, Equatable {
    case duplicateItem(String)
    case duplicateSection(String)
    case noSections
    case missingItem(String, reconfigure: Bool)
    case unknownIdentifier(call: String, String)
}

/// Raises a snapshot's exception through the host. Not UIKit API.
enum DiffableFault {
    static func raise(_ fault: SnapshotFault, at site: CallSite) -> Never {
        MainActor.assumeIsolated {
            let host = TablelabBridge.host(for: "NSDiffableDataSourceSnapshot")
            guard let diffable = host as? any TablelabDiffableHost else {
                fatalError("\(site): " + TablelabBridge.notRunYetMessage("NSDiffableDataSourceSnapshot", shownBy: "`diffable on`"))
            }
            diffable.raise(fault, at: site)
        }
    }
}
