/// A controller whose view is a table and which is the table's data source and delegate. Every
/// data-source and delegate method is declared `open` here, so a subclass writes
/// `override func tableView(_:cellForRowAt:)` exactly as in Xcode; the base methods are UIKit's
/// defaults and tell `OptionalMethods.call` that the app did not implement them.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The table, which is the view (loaded on first use, then `viewDidLoad()`).
    public var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: .zero, style: initialStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: UITableViewDataSource

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        TablelabBridge.host(for: "UITableViewController.tableView(_:cellForRowAt:)")
            .raise(.failedToObtainCell, at: .unknown)
    }

    open func numberOfSections(in tableView: UITableView) -> Int {
        OptionalMethods.defaultAnswered()
        return 1
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalMethods.defaultAnswered()
        return index
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalMethods.defaultAnswered()
        return true
    }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalMethods.defaultAnswered()
        return tableView.rowHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalMethods.defaultAnswered()
        return tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalMethods.defaultAnswered()
        return tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalMethods.defaultAnswered()
        return tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        OptionalMethods.defaultAnswered()
        return nil
    }

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        OptionalMethods.defaultAnswered()
        return true
    }

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalMethods.defaultAnswered()
        return indexPath
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalMethods.defaultAnswered()
        return indexPath
    }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        OptionalMethods.defaultAnswered()
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalMethods.defaultAnswered() }
}
