internal import AppWire

/// The wire host's side of a diffable data source (FIDELITY §8c.38): the snapshot goes to tablelab
/// by tokens and waits while the table diffs it, asks the counts and cells and performs the batch;
/// UIKit's exceptions come back as `.raise`, raised at the app's line.
extension WireHost: TablelabDiffableHost {
    func tableView(_ tableView: UITableView, apply snapshot: DiffableTokenSnapshot, mode: DiffableApplyMode, at site: CallSite) {
        let wire = WireSnapshot(sections: snapshot.sections, items: snapshot.items,
                                reloaded: snapshot.reloaded, reconfigured: snapshot.reconfigured)
        let wireMode: WireApplyMode
        switch mode {
        case .animated: wireMode = .animated
        case .instant: wireMode = .instant
        case .reloadData: wireMode = .reloadData
        }
        let answer = call(.applySnapshot(wire, mode: wireMode, site: site.wire))
        switch answer {
        case .ok: return
        case .raise(let name, let reason): raise(UIKitException(name: name, reason: reason), at: site)
        default: broken("expected ok, got \(answer)")
        }
    }

    func raise(_ fault: SnapshotFault, at site: CallSite) -> Never {
        let wire: WireSnapshotFault
        switch fault {
        case .duplicateItem(let item): wire = .duplicateItem(item)
        case .duplicateSection(let section): wire = .duplicateSection(section)
        case .noSections: wire = .noSections
        case .missingItem(let item, let reconfigure): wire = .missingItem(item, reconfigure: reconfigure)
        case .unknownIdentifier(let call, let identifier): wire = .unknownIdentifier(call: call, identifier)
        }
        let answer = call(.snapshotFault(wire, site: site.wire))
        guard case .raise(let name, let reason) = answer else { broken("expected an exception, got \(answer)") }
        raise(UIKitException(name: name, reason: reason), at: site)
    }
}
