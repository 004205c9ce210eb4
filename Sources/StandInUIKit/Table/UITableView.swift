/// The table. It keeps what UIKit keeps as plain state (style, heights, registrations, its data
/// source and delegates); which cell a dequeue returns, what is on screen and what is selected are
/// the simulation's, asked through the host.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    /// "Compute the height from the content" (self-sizing), as a height or an estimate.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    public var rowHeight: CGFloat = UITableView.automaticDimension
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Views above the first row and below the last (`tableFooterView = UIView()` hides the empty
    /// rows' separators). Kept, not drawn (tablelab draws rows).
    public var tableHeaderView: UIView?
    public var tableFooterView: UIView?

    public weak var dataSource: (any UITableViewDataSource)?
    public weak var delegate: (any UITableViewDelegate)?
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// The class registered for each reuse identifier (nil: a registration removed).
    public private(set) var registeredClasses: [String: UITableViewCell.Type] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    private func host(_ api: String) -> any TablelabHost { TablelabBridge.host(for: "UITableView.\(api)") }

    // MARK: Registering and dequeuing

    /// Registers the cell class made for `identifier` when no cell can be reused (nil removes it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        let cellType = cellClass.flatMap { $0 as? UITableViewCell.Type }
        registeredClasses[identifier] = cellType
        host("register").tableView(self, didRegister: cellType, forCellReuseIdentifier: identifier, at: CallSite(file, line))
    }

    /// A reusable cell, or nil when none waits and nothing is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String,
                                    file: StaticString = #fileID, line: UInt = #line) -> UITableViewCell? {
        dequeue(identifier, nil, CallSite(file, line))
    }

    /// A reusable cell, or a new one of the registered class; raises UIKit's exception when nothing
    /// is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                    file: StaticString = #fileID, line: UInt = #line) -> UITableViewCell {
        let site = CallSite(file, line)
        if let cell = dequeue(identifier, indexPath, site) { return cell }
        host("dequeueReusableCell").raise(.unregisteredIdentifier(identifier), at: site)
    }

    private func dequeue(_ identifier: String, _ indexPath: IndexPath?, _ site: CallSite) -> UITableViewCell? {
        let host = host("dequeueReusableCell")
        switch host.tableView(self, dequeueCellWithIdentifier: identifier, for: indexPath, at: site) {
        case .reuse(let cell):
            cell.prepareForReuse()
            host.tableView(self, didPrepareForReuse: cell)
            return cell
        case .same(let cell):
            return cell
        case .makeNew:
            guard let cellClass = registeredClasses[identifier] else { return nil }
            let cell = cellClass.init(tablelabRegisteredWithReuseIdentifier: identifier)
            host.tableView(self, didMake: cell, withIdentifier: identifier, at: site)
            return cell
        }
    }

    /// Registers the header or footer view class made for `identifier` when none can be reused
    /// (FIDELITY §8c.40; `UITableView+HeaderViews.swift`).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        registerHeaderFooter(aClass, identifier, CallSite(file, line), file, line)
    }

    /// A reusable header or footer view, or a new one of the registered class; nil when none waits
    /// and nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String,
                                                file: StaticString = #fileID, line: UInt = #line) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier, CallSite(file, line), file, line)
    }

    // MARK: What is on screen

    /// Asks the data source again for everything.
    public func reloadData(file: StaticString = #fileID, line: UInt = #line) {
        host("reloadData").tableViewReloadData(self, at: CallSite(file, line))
    }

    /// `reloadData` as a function value (`DispatchQueue.main.async(execute: tableView.reloadData)`),
    /// which the defaulted version cannot be; a call `reloadData()` prefers the one above. No site:
    /// the stack holds only a compiler thunk here, so the host names the closure it is running.
    @_disfavoredOverload
    public func reloadData() {
        host("reloadData").tableViewReloadData(self, at: .unknown)
    }

    /// The cell on screen at `indexPath`; nil when that row is not visible.
    public func cellForRow(at indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> UITableViewCell? {
        host("cellForRow(at:)").tableView(self, visibleCellAt: indexPath, at: CallSite(file, line))
    }

    /// The rows on screen.
    public var indexPathsForVisibleRows: [IndexPath]? {
        host("indexPathsForVisibleRows").indexPathsForVisibleRows(in: self)
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        let host = host("visibleCells")
        return host.indexPathsForVisibleRows(in: self).compactMap {
            host.tableView(self, visibleCellAt: $0, at: .unknown)
        }
    }

    /// The row a visible cell shows; nil for a cell not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        host("indexPath(for:)").tableView(self, indexPathFor: cell)
    }

    // MARK: Selection

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition,
                          file: StaticString = #fileID, line: UInt = #line) {
        host("selectRow").tableView(self, selectRowAt: indexPath, animated: animated, at: CallSite(file, line))
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool, file: StaticString = #fileID, line: UInt = #line) {
        host("deselectRow").tableView(self, deselectRowAt: indexPath, animated: animated, at: CallSite(file, line))
    }

    public var indexPathForSelectedRow: IndexPath? {
        host("indexPathForSelectedRow").indexPathForSelectedRow(in: self)
    }

    /// `indexPathsForSelectedRows`: every selected row, nil when none — several with
    /// `allowsMultipleSelection` (`multiple on`). UIKit documents no order; tablelab answers in
    /// index-path order (a model: an app that needs another order keeps it itself).
    public var indexPathsForSelectedRows: [IndexPath]? {
        let rows = host("indexPathsForSelectedRows").indexPathsForSelectedRows(in: self)
        return rows.isEmpty ? nil : rows
    }
}
