internal import AppWire

/// The wire host's side of table changes and header views (FIDELITY §8c.34–40): each call goes to
/// tablelab and waits (the table asks the app's counts and cells meanwhile); an `Invalid update`
/// comes back as `.raise` and is raised at the app's line, as UIKit raises it.
extension WireHost: TablelabTableChangeHost {
    func tableView(_ tableView: UITableView, apply calls: [TableChange], batch: Bool, at site: CallSite) {
        answered(call(.updateRows(calls.map(WireUpdateCall.init), batch: batch, site: site.wire)), at: site)
    }

    func tableView(_ tableView: UITableView, reloadRowsAt indexPaths: [IndexPath], at site: CallSite) {
        answered(call(.reloadRows(indexPaths.map(WirePath.init), site: site.wire)), at: site)
    }

    func tableView(_ tableView: UITableView, reconfigureRowsAt indexPaths: [IndexPath], at site: CallSite) {
        answered(call(.reconfigureRows(indexPaths.map(WirePath.init), site: site.wire)), at: site)
    }

    /// `.ok`, or UIKit's exception raised here.
    private func answered(_ answer: HostAnswer, at site: CallSite) {
        switch answer {
        case .ok: return
        case .raise(let name, let reason): raise(UIKitException(name: name, reason: reason), at: site)
        default: broken("expected ok, got \(answer)")
        }
    }

    func tableView(_ tableView: UITableView, didRegisterHeaderFooter viewClass: UITableViewHeaderFooterView.Type?,
                   forReuseIdentifier identifier: String, at site: CallSite) {
        call(.registerHeader(identifier: identifier, viewClass: viewClass.map { String(describing: $0) }, site: site.wire))
    }

    func tableView(_ tableView: UITableView, dequeueHeaderFooterWithIdentifier identifier: String,
                   at site: CallSite) -> HeaderFooterDequeueAnswer {
        let answer = call(.dequeueHeader(identifier: identifier, section: HeaderViewIDs.section ?? 0, site: site.wire))
        switch answer {
        case .dequeue(.reuse(let id)):
            guard let view = HeaderViewIDs.views[id] else { broken("no header view \(id)") }
            return .reuse(view)
        case .dequeue(.makeNew(let id)):
            HeaderViewIDs.pending = id
            return .makeNew
        default:
            broken("expected a header view dequeue answer, got \(answer)")
        }
    }

    func tableView(_ tableView: UITableView, didMakeHeaderFooter view: UITableViewHeaderFooterView,
                   withIdentifier identifier: String, at site: CallSite) {
        guard let id = HeaderViewIDs.pending else { broken("a header view made with no id") }
        HeaderViewIDs.pending = nil
        HeaderViewIDs.name(view, id)
        call(.didMakeHeader(view: id, identifier: identifier, site: site.wire))
    }
}

/// The header views the table made, by the ids the parent gave them; the section whose
/// `viewForHeaderInSection` runs now. Not UIKit API.
@MainActor
enum HeaderViewIDs {
    static var views: [Int: UITableViewHeaderFooterView] = [:]
    static var ids: [ObjectIdentifier: Int] = [:]
    static var pending: Int?
    static var section: Int?

    static func name(_ view: UITableViewHeaderFooterView, _ id: Int) {
        views[id] = view
        ids[ObjectIdentifier(view)] = id
    }

    static func view(_ id: Int) -> UITableViewHeaderFooterView? { views[id] }
}

extension WireUpdateCall {
    init(_ change: TableChange) {
        switch change {
        case .insertRows(let paths): self = .insertRows(paths.map(WirePath.init))
        case .deleteRows(let paths): self = .deleteRows(paths.map(WirePath.init))
        case .moveRow(let from, let to): self = .moveRow(WirePath(from), WirePath(to))
        case .insertSections(let sections): self = .insertSections(sections)
        case .deleteSections(let sections): self = .deleteSections(sections)
        case .reloadSections(let sections): self = .reloadSections(sections)
        case .moveSection(let from, let to): self = .moveSection(from: from, to: to)
        }
    }
}

/// The app's side of the requests about table changes and header views.
@MainActor
enum TableChangeRequests {
    static func answer(_ request: AppRequest, table: UITableView, host: WireHost) -> AppReply {
        switch request {
        case .canEditRow(let path):
            guard let source = table.dataSource,
                  let can = OptionalMethods.call({ source.tableView(table, canEditRowAt: path.indexPath) })
            else { return .implemented(false) }
            return .flag(can)
        case .commitDelete(let path):
            guard let source = table.dataSource else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented {
                source.tableView(table, commit: .delete, forRowAt: path.indexPath)
            })
        case .reconfigureCell(let path):
            guard let source = table.dataSource else { host.raise(.failedToObtainCell, at: .unknown) }
            let cell = source.tableView(table, cellForRowAt: path.indexPath)
            return .cell(host.id(of: cell))
        case .viewForHeader(let section):
            guard let delegate = table.delegate else { return .implemented(false) }
            let outer = HeaderViewIDs.section
            HeaderViewIDs.section = section
            defer { HeaderViewIDs.section = outer }
            guard let view = OptionalMethods.call({ delegate.tableView(table, viewForHeaderInSection: section) }) else {
                return .implemented(false)
            }
            guard let view else { return .headerView(nil) }
            guard let header = view as? UITableViewHeaderFooterView, let id = HeaderViewIDs.ids[ObjectIdentifier(header)] else {
                host.broken("viewForHeaderInSection returned a view no dequeueReusableHeaderFooterView made; "
                            + "tablelab runs header views that come from the header view queue")
            }
            return .headerView(id)
        case .willDisplayHeader(let id, let section):
            guard let delegate = table.delegate, let view = HeaderViewIDs.view(id) else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented {
                delegate.tableView(table, willDisplayHeaderView: view, forSection: section)
            })
        case .didEndDisplayingHeader(let id, let section):
            guard let delegate = table.delegate, let view = HeaderViewIDs.view(id) else { return .implemented(false) }
            return .implemented(OptionalMethods.callIfImplemented {
                delegate.tableView(table, didEndDisplayingHeaderView: view, forSection: section)
            })
        case .allowsMultipleSelection:
            return .flag(table.allowsMultipleSelection)
        default:
            host.broken("not a table change request: \(request)")
        }
    }
}
