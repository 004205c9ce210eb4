/// The small numbers a data source's identifiers go by on the wire (FIDELITY §8c.38): each distinct
/// section and item identifier gets the next one the first time it is met, and keeps it for the
/// app's life, so the same identifier is the same token in every snapshot (what the diff compares).
/// Deterministic: the same app and commands give the same tokens. Not UIKit API.
struct DiffableTokens<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private var sections: [SectionIdentifierType: Int] = [:]
    private var items: [ItemIdentifierType: Int] = [:]

    private mutating func token(_ section: SectionIdentifierType) -> Int {
        if let t = sections[section] { return t }
        sections[section] = sections.count
        return sections.count - 1
    }

    private mutating func token(_ item: ItemIdentifierType) -> Int {
        if let t = items[item] { return t }
        items[item] = items.count
        return items.count - 1
    }

    /// The snapshot by tokens, with the items it marked for reload and reconfigure.
    mutating func wire(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> DiffableTokenSnapshot {
        DiffableTokenSnapshot(sections: snapshot.sections.map { token($0.id) },
                              items: snapshot.sections.map { $0.items.map { token($0) } },
                              reloaded: snapshot.reloadedItemIdentifiers.map { token($0) },
                              reconfigured: snapshot.reconfiguredItemIdentifiers.map { token($0) })
    }
}
