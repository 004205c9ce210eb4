/// What a diffable data source throws (FIDELITY §8c.38), kept for the crash box.
public enum DiffableCrash: Sendable, Equatable {
    /// A snapshot held one identifier twice.
    case duplicate(ItemIdentifier)
    /// `reloadItems` named an identifier the snapshot does not hold.
    case missingReload(id: Int)
}

/// Requests a diffable data source makes meaningless, or that need one (nothing changes).
public enum DiffableRefusal: Sendable, Equatable {
    /// `model first|after|never` with `diffable on`: the snapshot is the model, so there is no order.
    case modelOrder
    /// `insert section`/`delete section` with `diffable on`: tablelab's snapshots change items only.
    case sections
    /// A diffable command (`rename`, `identity`, `apply`, `reload item`, `insert … copy …`) while the
    /// data source is the classic one.
    case needsDiffable(command: String)
    /// More items than tablelab's diffable model holds (the snapshot lists every identifier).
    case tooManyItems(count: Int, limit: Int)
}

extension Crash {
    /// `appendItems` of an identifier the snapshot already holds. UIKit's reason as reported from
    /// devices (iOS 14 and later): "Fatal: supplied item identifiers are not unique. Duplicate
    /// identifiers: {( … )}" — sources: apptekstudios/ASCollectionView issue #80 (the iOS 13 form
    /// "Fatal: supplied identifiers are not unique."), l984-451/Rivulet pull request #187 and
    /// owncloud/ios-app pull request #1585 (the "supplied item identifiers are not unique. Duplicate
    /// identifiers:" form). UIKit prints the set as an `NSSet` over several lines; tablelab prints it
    /// on one line, and the item as `Item(id:title:)` (the module prefix left out).
    /// `title`: the item's title when known — Swift prints the whole struct, whatever it hashes.
    public static func duplicateIdentifier(_ id: ItemIdentifier, title: String? = nil) -> Crash {
        Crash(exception: "NSInternalInconsistencyException",
              reason: duplicateReason(ItemIdentifier.swiftValue(id, title: title)),
              diffable: .duplicate(id))
    }

    /// The reason for a duplicate item identifier, described as Swift prints it (a learner's app's
    /// own value, `Todo(id: 3, title: "Milk")`, or tablelab's `Item(id: 5)`).
    public static func duplicateReason(_ described: String) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(described))}"
    }

    /// The reason for a duplicate section identifier (`appendSections`): the item form's words for
    /// sections (the iOS 13 form "Fatal: supplied identifiers are not unique." covers both; model).
    public static func duplicateSectionReason(_ described: String) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(described))}"
    }

    /// `appendItems` with no section: UIKit's reason from `-[__UIDiffableDataSourceSnapshot
    /// appendItemsWithIdentifiers:]` (__UIDiffableDataSourceSnapshot.m, line 169 of the disassembly
    /// several public repositories quote; reported verbatim).
    public static let noSectionsReason = "There are currently no sections in the data source. Please add a section first."

    /// `reloadItems` of an identifier not in the snapshot: UIKit's reason as FIDELITY §8c.38 gives it
    /// (Apple documentation of `reloadItems(_:)`; reported verbatim).
    public static func missingReloadItem(id: Int) -> Crash {
        Crash(exception: "NSInternalInconsistencyException", reason: missingItemReason(nil, reconfigure: false),
              diffable: .missingReload(id: id))
    }

    /// The reason for `reloadItems` / `reconfigureItems` (iOS 15) of an identifier the snapshot does
    /// not hold. UIKit ends it with the identifier ("…in the snapshot: Collectors.HomeScrollSectionItem.feed(199)",
    /// reported from devices for both calls); `described` nil leaves it out (tablelab's own app).
    public static func missingItemReason(_ described: String?, reconfigure: Bool) -> String {
        "Attempted to \(reconfigure ? "reconfigure" : "reload") item identifier that does not exist in the snapshot"
            + (described.map { ": " + $0 } ?? "")
    }
}

extension ItemIdentifier {
    /// The app's `Item` value as Swift prints it (every stored property), for crash texts:
    /// `Item(id: 5, title: "Row 5")`; `Item(id: 5)` when the title is not known.
    static func swiftValue(_ id: ItemIdentifier, title: String? = nil) -> String {
        guard let title else { return "Item(id: \(id.id))" }
        let escaped = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "Item(id: \(id.id), title: \"\(escaped)\")"
    }
}
