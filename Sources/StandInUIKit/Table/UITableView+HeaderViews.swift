/// Header and footer views from their own reuse pool (FIDELITY §8c.40): registered by class, handed
/// out by `dequeueReusableHeaderFooterView(withIdentifier:)` — a queued one after its
/// `prepareForReuse()`, or a new one of the registered class. Which one is the simulation's choice
/// (`TablelabTableChangeHost`).
extension UITableView {
    func registerHeaderFooter(_ aClass: AnyClass?, _ identifier: String, _ site: CallSite,
                              _ file: StaticString, _ line: UInt) {
        let host = headerHost("register(_:forHeaderFooterViewReuseIdentifier:)", file, line)
        let viewType = aClass.flatMap { $0 as? UITableViewHeaderFooterView.Type }
        HeaderFooterClasses.set(viewType, identifier, in: self)
        host.tableView(self, didRegisterHeaderFooter: viewType, forReuseIdentifier: identifier, at: site)
    }

    func dequeueHeaderFooter(_ identifier: String, _ site: CallSite, _ file: StaticString,
                             _ line: UInt) -> UITableViewHeaderFooterView? {
        let host = headerHost("dequeueReusableHeaderFooterView(withIdentifier:)", file, line)
        switch host.tableView(self, dequeueHeaderFooterWithIdentifier: identifier, at: site) {
        case .reuse(let view):
            view.prepareForReuse()
            return view
        case .makeNew:
            guard let viewClass = HeaderFooterClasses.get(identifier, in: self) else { return nil }
            let view = viewClass.init(tablelabRegisteredWithReuseIdentifier: identifier)
            host.tableView(self, didMakeHeaderFooter: view, withIdentifier: identifier, at: site)
            return view
        }
    }

    private func headerHost(_ api: String, _ file: StaticString, _ line: UInt) -> any TablelabTableChangeHost {
        let host = TablelabBridge.host(for: "UITableView.\(api)")
        guard let changes = host as? any TablelabTableChangeHost else {
            TablelabBridge.notRunYet("UITableView.\(api)", shownBy: "`headers views`", file: file, line: line)
        }
        return changes
    }
}

/// The header view class registered per table and identifier. Not UIKit API.
@MainActor
enum HeaderFooterClasses {
    private static var classes: [ObjectIdentifier: [String: UITableViewHeaderFooterView.Type]] = [:]

    static func set(_ viewClass: UITableViewHeaderFooterView.Type?, _ identifier: String, in table: UITableView) {
        classes[ObjectIdentifier(table), default: [:]][identifier] = viewClass
    }

    static func get(_ identifier: String, in table: UITableView) -> UITableViewHeaderFooterView.Type? {
        classes[ObjectIdentifier(table)]?[identifier]
    }
}
