/// A diffable data source and its snapshots (iOS 13, FIDELITY §8c.38), with UIKit's names and
/// signatures, so the Swift `code` prints for `diffable on` type-checks here. The snapshot is a plain
/// value and works; tablelab does not run a diffable data source in a learner's app yet, so making
/// one ends the program with a message naming it (`TablelabBridge.notRunYet`) — tablelab's own app
/// shows it (`diffable on`).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections.first { $0.id == identifier }?.items.count ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let i = sectionIdentifier.flatMap { s in sections.firstIndex { $0.id == s } } ?? sections.count - 1
        guard i >= 0 else { return }
        sections[i].items += identifiers
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for i in sections.indices { sections[i].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
}

open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    public init(tableView: UITableView, cellProvider: @escaping CellProvider,
                file: StaticString = #fileID, line: UInt = #line) {
        TablelabBridge.notRunYet("UITableViewDiffableDataSource", shownBy: "`diffable on`", file: file, line: line)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot()
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}

    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {}

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
}
