import AppWire

/// The snapshot a learner's diffable data source applied last (FIDELITY §8c.38), by the tokens the
/// child gives its identifiers (`WireSnapshot`): the section tokens, and the items as identifiers
/// whose `id` is the token — what `SnapshotDiff` compares, as for tablelab's own app.
public struct AppDiffable: Sendable, Equatable {
    public var sections: [Int]
    public var snapshot: DiffableSnapshot
}

/// A learner's `UITableViewDiffableDataSource` applying a snapshot: one truth with tablelab's own
/// app — the same diff (`SnapshotDiff`), the same `apply` event, the same batch (`performUpdate`) —
/// where the counts and cells are asked of the learner's data source, which answers them from the
/// snapshot it now holds. UIKit's snapshot exceptions get the texts tablelab's own app gives
/// (`DiffableCrash.swift`).
extension TableState {
    /// The most tokens a snapshot may name: the child numbers identifiers in the order first met, so
    /// a token above this would be an app that made millions of identifiers (the diff's tables are
    /// indexed by token).
    static let maxDiffableToken = 4 * maxAppRows

    mutating func serveDiffable(_ call: HostCall, _ rec: inout EventRecorder) throws -> HostAnswer {
        switch call {
        case .snapshotFault(let fault, _):
            return .raise(name: Self.internalInconsistency, reason: Self.reason(fault))
        case .applySnapshot(let wire, let mode, let site):
            return try inAppCall(site: site, &rec) { state, rec in
                try state.appApply(wire, mode: mode, site: site, &rec)
            }
        default:
            throw AppStop(kind: .failed, name: "tablelab", message: "not a diffable data source call: \(call)")
        }
    }

    /// UIKit's text for a snapshot call it raises an exception for.
    static func reason(_ fault: WireSnapshotFault) -> String {
        switch fault {
        case .duplicateItem(let item): return Crash.duplicateReason(item)
        case .duplicateSection(let section): return Crash.duplicateSectionReason(section)
        case .noSections: return Crash.noSectionsReason
        case .missingItem(let item, let reconfigure): return Crash.missingItemReason(item, reconfigure: reconfigure)
        case .unknownIdentifier(let call, let identifier):
            // UIKit raises here too; its exact words are not known to tablelab, so these are tablelab's.
            return "\(call): the identifier \(identifier) is not in the snapshot (tablelab's words for UIKit's exception)"
        }
    }

    /// The call as `code` and the trace print it.
    private static func call(_ mode: WireApplyMode) -> String {
        switch mode {
        case .animated: return ApplyMode.animated.call
        case .instant: return ApplyMode.instant.call
        case .reloadData: return ApplyMode.reload.call
        }
    }

    /// The data source applies `wire`. Before the first screen (in `viewDidLoad`) the table has not
    /// asked anything yet: the snapshot is kept and the first layout asks its counts (as a
    /// `reloadData` there). Otherwise the `apply` event, then the diff performed as one batch (with
    /// the sections inserted and deleted when they changed) — or the data reloaded
    /// (`applySnapshotUsingReloadData`, or kept sections that changed order: model) — then the
    /// marked items reloaded or reconfigured where they are now.
    private mutating func appApply(_ wire: WireSnapshot, mode: WireApplyMode, site: WireSite,
                                   _ rec: inout EventRecorder) throws -> HostAnswer {
        let tokens = wire.items.joined()
        guard tokens.count <= Self.maxAppRows, wire.sections.count <= TableData.maxSections,
              !tokens.contains(where: { $0 < 0 || $0 > Self.maxDiffableToken }) else {
            throw AppStop(kind: .failed, name: "tablelab",
                          message: "the snapshot holds \(tokens.count) items; tablelab runs apps of up to \(Self.maxAppRows)")
        }
        let new = DiffableSnapshot(items: wire.items.map { $0.map { ItemIdentifier(id: $0) } })
        let old = appDiffable
        appDiffable = AppDiffable(sections: wire.sections, snapshot: new)
        if rec.app?.launching == true { return .ok }
        if rec.app?.inPass == true {
            rec.app?.reloadAfterPass = true
            return .ok
        }
        var diff: (update: TableUpdate, changes: Int)?
        if mode != .reloadData, let old {
            do {
                if old.sections == wire.sections {
                    let items = try SnapshotDiff(from: old.snapshot, to: new)
                    diff = (items.update, items.changeCount)
                } else {
                    diff = try SnapshotDiff.update(from: old.sections, old.snapshot, to: wire.sections, new)
                }
            } catch {
                // The child refuses a duplicate when the snapshot is built; a second one here is UIKit's too.
                return .raise(name: error.exception, reason: error.reason)
            }
        }
        let root = rec.emit(.applySnapshot, cause: rec.app?.cause) {
            $0.text = Self.call(mode)
            $0.value = Double(diff?.changes ?? 0)
            $0.site = site
        }.id
        rec.currentCause = root
        if let diff {
            if diff.changes > 0 {
                try performUpdate(diff.update, &rec, cause: root, inAppCode: true, modelReady: true, animated: mode == .animated)
            }
        } else {
            try reload(&rec, callReloadData: true, inFrame: true)
        }
        // The items the snapshot marked, where they are now (a reload after `reloadData` changes nothing).
        guard diff != nil, !wire.reloaded.isEmpty || !wire.reconfigured.isEmpty else { return .ok }
        let place = Dictionary(wire.items.enumerated().flatMap { s, ids in
            ids.enumerated().map { ($1, TablePath(section: s, row: $0)) }
        }, uniquingKeysWith: { first, _ in first })
        var spot = rec.app?.spot ?? AppCall.Spot()
        spot.cause = root
        return try withAppSpot(spot, &rec) { state, rec in
            if !wire.reloaded.isEmpty {
                let answer = try state.appReloadRows(wire.reloaded.compactMap { place[$0] }, site: site, &rec)
                if answer != .ok { return answer }
            }
            if !wire.reconfigured.isEmpty {
                return try state.appReconfigureRows(wire.reconfigured.compactMap { place[$0] }, site: site, &rec)
            }
            return .ok
        }
    }
}
