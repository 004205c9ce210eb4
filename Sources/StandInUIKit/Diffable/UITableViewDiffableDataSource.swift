/// `UITableViewDiffableDataSource` (iOS 13, FIDELITY §8c.38), with UIKit's names and signatures: it
/// becomes the table's data source, answers the counts from the snapshot it last applied and each
/// cell from the cell provider with the row's item identifier. `apply` hands the new snapshot to
/// tablelab (`TablelabDiffableHost`), which diffs it with the one before and performs the batch —
/// the same diff and the same update code as tablelab's own app (`diffable on`); the table asks this
/// data source its counts and cells meanwhile, from the new snapshot, so they always agree.
///
/// Subclass it to answer `tableView(_:canEditRowAt:)` (UIKit's answers no: no swipe to delete) and
/// `tableView(_:commit:forRowAt:)`, as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// The snapshot applied last (its counts are the table's).
    private var current = Snapshot()
    /// The tokens the identifiers go by on the wire (`WireSnapshot`): given in the order first met.
    private var tokens = DiffableTokens<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of the rows the diff inserts, deletes and moves. Kept, not drawn (tablelab's
    /// row animations are a model of their own).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot applied last (no items marked for reload).
    open func snapshot() -> Snapshot { current }

    /// Applies `snapshot`: the data source diffs it with the current one and performs the inserts,
    /// deletes and moves as one batch (animated or not: since iOS 15 both diff), then reloads or
    /// reconfigures the items the snapshot marked. `completion` runs when it is done (tablelab's
    /// model: right after, as `performBatchUpdates`' here).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                    file: StaticString = #fileID, line: UInt = #line) {
        send(snapshot, animatingDifferences ? .animated : .instant, "apply(_:animatingDifferences:completion:)", file, line)
        completion?()
    }

    /// Applies `snapshot` by reloading the table's data (`reloadData`): no diff, no animation.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil,
                                           file: StaticString = #fileID, line: UInt = #line) {
        send(snapshot, .reloadData, "applySnapshotUsingReloadData(_:completion:)", file, line)
        completion?()
    }

    private func send(_ snapshot: Snapshot, _ mode: DiffableApplyMode, _ api: String, _ file: StaticString, _ line: UInt) {
        let host = TablelabBridge.host(for: "UITableViewDiffableDataSource.\(api)")
        guard let diffable = host as? any TablelabDiffableHost else {
            TablelabBridge.notRunYet("UITableViewDiffableDataSource.\(api)", shownBy: "`diffable on`",
                                     file: file, line: line)
        }
        let wire = tokens.wire(snapshot)
        current = snapshot.applied
        guard let tableView else { return }
        diffable.tableView(tableView, apply: wire, mode: mode, at: CallSite(file, line))
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < current.sections.count else { return nil }
        let items = current.sections[indexPath.section].items
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index].id : nil
    }

    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource, from the snapshot

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.sections.count ? current.sections[section].items.count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            TablelabBridge.host(for: "UITableViewDiffableDataSource").raise(.failedToObtainCell, at: CallSite(file: "", line: 0))
        }
        return cell
    }

    /// No title unless a subclass gives one (UIKit's answers nil).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    /// UIKit's diffable data source answers no: rows cannot be swiped to delete unless a subclass
    /// says they can.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing unless a subclass overrides it (then it deletes the item from a snapshot and
    /// applies it, FIDELITY §8c.39).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }
}
