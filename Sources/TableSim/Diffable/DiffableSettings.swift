/// The app's data source is a `UITableViewDiffableDataSource<Section, Item>` with a cell provider
/// (`diffable on`, FIDELITY §8c.38): the counts come from the snapshot it last applied, and every
/// change is a new snapshot the data source diffs and performs itself.
public struct DiffableSetup: Sendable, Equatable {
    /// What the app's `Item` hashes: its `id` only, or the whole value (its text too).
    public var identity: DiffableIdentity = .id
    /// How the app applies each new snapshot.
    public var apply: ApplyMode = .animated

    public init(identity: DiffableIdentity = .id, apply: ApplyMode = .animated) {
        self.identity = identity
        self.apply = apply
    }
}

/// What makes two items the same item to the diff (`identity id|value`).
public enum DiffableIdentity: String, Sendable, CaseIterable {
    /// `Hashable` by `id` alone: an edited item keeps its identifier, so the diff sees no change.
    case id
    /// The synthesized `Hashable` of the whole struct: an edit makes a new identifier, so the diff
    /// deletes the old item and inserts the new one (FIDELITY §8c.38).
    case value
}

/// How `apply` is called (`apply animated|instant|reload`).
public enum ApplyMode: String, Sendable, CaseIterable {
    /// `apply(snapshot, animatingDifferences: true)`: the diff, animated.
    case animated
    /// `apply(snapshot, animatingDifferences: false)`: since iOS 15 the diff too, without the
    /// animation (before iOS 15 it reloaded the data).
    case instant
    /// `applySnapshotUsingReloadData(snapshot)`: no diff; the table reloads its data.
    case reload

    /// The Swift call, for pictures and `code`.
    public var call: String {
        switch self {
        case .animated: return "apply(snapshot, animatingDifferences: true)"
        case .instant: return "apply(snapshot, animatingDifferences: false)"
        case .reload: return "applySnapshotUsingReloadData(snapshot)"
        }
    }
}
