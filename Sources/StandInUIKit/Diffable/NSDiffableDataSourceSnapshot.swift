/// `NSDiffableDataSourceSnapshot` (iOS 13, FIDELITY §8c.38): the section identifiers in order and,
/// per section, the item identifiers in order — a plain value the app builds and hands to
/// `apply`. UIKit's names and signatures; the calls UIKit raises an exception for (a duplicate
/// identifier, an item to reload that the snapshot does not hold, items with no section) raise it
/// here at the learner's line, with the text tablelab's host gives (the same as tablelab's own app).
///
/// Each identifier's place is kept in a dictionary, as UIKit's snapshot keeps it: asking where an
/// item is costs no search.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The sections in order, each with its items in order.
    var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Which section (its index in `sections`) holds each item.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var indexOfSectionID: [SectionIdentifierType: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: What it holds

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSectionID[identifier].map { sections[$0].items.count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSectionID[identifier].map { sections[$0].items } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0].id }
    }

    /// The item's index in `itemIdentifiers` (across sections), nil when the snapshot does not hold it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let r = sections[s].items.firstIndex(of: identifier) else { return nil }
        return sections[..<s].reduce(0) { $0 + $1.items.count } + r
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSectionID[identifier] }

    /// Where an item is: its section's index and its row (nil when not held).
    func place(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let s = sectionOfItem[identifier], let r = sections[s].items.firstIndex(of: identifier) else { return nil }
        return (s, r)
    }

    func contains(_ identifier: ItemIdentifierType) -> Bool { sectionOfItem[identifier] != nil }

    // MARK: Items

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
                                     file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        let s: Int
        if let sectionIdentifier {
            guard let i = indexOfSectionID[sectionIdentifier] else {
                DiffableFault.raise(.unknownIdentifier(call: "appendItems(_:toSection:)", String(describing: sectionIdentifier)), at: site)
            }
            s = i
        } else {
            guard !sections.isEmpty else { DiffableFault.raise(.noSections, at: site) }
            s = sections.count - 1
        }
        adopt(identifiers, into: s, at: site)
        sections[s].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        insert(identifiers, next: beforeIdentifier, after: false, "insertItems(_:beforeItem:)", CallSite(file, line))
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
                                     file: StaticString = #fileID, line: UInt = #line) {
        insert(identifiers, next: afterIdentifier, after: true, "insertItems(_:afterItem:)", CallSite(file, line))
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        var touched = Set<Int>()
        for id in gone {
            guard let s = sectionOfItem.removeValue(forKey: id) else { continue }
            touched.insert(s)
        }
        for s in touched { sections[s].items.removeAll { gone.contains($0) } }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
        indexOfSectionID = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
                                  file: StaticString = #fileID, line: UInt = #line) {
        move(identifier, next: toIdentifier, after: false, "moveItem(_:beforeItem:)", CallSite(file, line))
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
                                  file: StaticString = #fileID, line: UInt = #line) {
        move(identifier, next: toIdentifier, after: true, "moveItem(_:afterItem:)", CallSite(file, line))
    }

    /// Marks items whose content changed: the data source replaces their cells when it applies the
    /// snapshot (`cellForRowAt` with a dequeue, FIDELITY §8c.37). An identifier the snapshot does
    /// not hold raises UIKit's exception here.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        for id in identifiers where !contains(id) {
            DiffableFault.raise(.missingItem(String(describing: id), reconfigure: false), at: CallSite(file, line))
        }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items whose content changed: the data source runs the cell provider again on the cells
    /// they have (no `prepareForReuse`, FIDELITY §8c.37).
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        for id in identifiers where !contains(id) {
            DiffableFault.raise(.missingItem(String(describing: id), reconfigure: true), at: CallSite(file, line))
        }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType], file: StaticString = #fileID, line: UInt = #line) {
        insertSections(identifiers, at: sections.count, CallSite(file, line))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
                                        file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        guard let i = indexOfSectionID[toIdentifier] else {
            DiffableFault.raise(.unknownIdentifier(call: "insertSections(_:beforeSection:)", String(describing: toIdentifier)), at: site)
        }
        insertSections(identifiers, at: i, site)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
                                        file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSite(file, line)
        guard let i = indexOfSectionID[toIdentifier] else {
            DiffableFault.raise(.unknownIdentifier(call: "insertSections(_:afterSection:)", String(describing: toIdentifier)), at: site)
        }
        insertSections(identifiers, at: i + 1, site)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        let goneItems = Set(sections.filter { gone.contains($0.id) }.flatMap(\.items))
        sections.removeAll { gone.contains($0.id) }
        reloadedItemIdentifiers.removeAll { goneItems.contains($0) }
        reconfiguredItemIdentifiers.removeAll { goneItems.contains($0) }
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reindex()
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { indexOfSectionID[$0] != nil }
    }

    // MARK: Helpers

    /// A snapshot as the data source holds it once applied: no items marked.
    var applied: Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        return s
    }

    /// Makes `identifiers` items of section `s`; raises UIKit's exception for one already held (or
    /// named twice).
    private mutating func adopt(_ identifiers: [ItemIdentifierType], into s: Int, at site: CallSite) {
        for id in identifiers {
            guard sectionOfItem[id] == nil else { DiffableFault.raise(.duplicateItem(String(describing: id)), at: site) }
            sectionOfItem[id] = s
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], next other: ItemIdentifierType, after: Bool,
                                 _ call: String, _ site: CallSite) {
        guard let (s, r) = place(of: other) else {
            DiffableFault.raise(.unknownIdentifier(call: call, String(describing: other)), at: site)
        }
        adopt(identifiers, into: s, at: site)
        sections[s].items.insert(contentsOf: identifiers, at: after ? r + 1 : r)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next other: ItemIdentifierType, after: Bool,
                               _ call: String, _ site: CallSite) {
        guard let (from, row) = place(of: identifier) else {
            DiffableFault.raise(.unknownIdentifier(call: call, String(describing: identifier)), at: site)
        }
        guard identifier != other else { return }
        guard place(of: other) != nil else {
            DiffableFault.raise(.unknownIdentifier(call: call, String(describing: other)), at: site)
        }
        sections[from].items.remove(at: row)
        let (s, r) = place(of: other)!
        sections[s].items.insert(identifier, at: after ? r + 1 : r)
        sectionOfItem[identifier] = s
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, _ site: CallSite) {
        var seen = Set<SectionIdentifierType>()
        for id in identifiers where indexOfSectionID[id] != nil || !seen.insert(id).inserted {
            DiffableFault.raise(.duplicateSection(String(describing: id)), at: site)
        }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
        reindex()
    }

    /// The dictionaries again after sections moved (section changes are few; item changes keep them).
    private mutating func reindex() {
        indexOfSectionID = [:]
        sectionOfItem = [:]
        for (s, section) in sections.enumerated() {
            indexOfSectionID[section.id] = s
            for id in section.items { sectionOfItem[id] = s }
        }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable {}
