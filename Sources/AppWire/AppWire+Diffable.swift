// The wire's part for a learner's diffable data source (FIDELITY §8c.38). The app's identifiers are
// its own values (any `Hashable`), which the parent cannot hold: the child names each distinct
// section and item identifier by a small number (a token, given in the order first met and kept
// for the app's life), and sends the snapshot it applies as tokens. The parent diffs the tokens
// with the snapshot it holds (`SnapshotDiff`, the diff of tablelab's own app) and performs the batch.

/// A snapshot the app applies, by tokens: the sections in order, each section's items in order, and
/// the items the app marked with `reloadItems` / `reconfigureItems`.
public struct WireSnapshot: Codable, Sendable, Hashable {
    public var sections: [Int]
    public var items: [[Int]]
    public var reloaded: [Int]
    public var reconfigured: [Int]

    public init(sections: [Int], items: [[Int]], reloaded: [Int] = [], reconfigured: [Int] = []) {
        self.sections = sections
        self.items = items
        self.reloaded = reloaded
        self.reconfigured = reconfigured
    }
}

/// How the app applied a snapshot.
public enum WireApplyMode: UInt8, Codable, Sendable, Hashable {
    /// `apply(_:animatingDifferences: true)`.
    case animated
    /// `apply(_:animatingDifferences: false)`: the diff too, without the animation (iOS 15).
    case instant
    /// `applySnapshotUsingReloadData(_:)`: no diff, the table reloads.
    case reloadData
}

/// A snapshot call UIKit raises an exception for; the parent answers `.raise` with UIKit's text.
/// The strings are the app's identifiers as Swift describes them (`String(describing:)`).
public enum WireSnapshotFault: Codable, Sendable, Hashable {
    /// `appendItems`/`insertItems` of an identifier the snapshot holds already (or twice in one call).
    case duplicateItem(String)
    /// `appendSections`/`insertSections` of a section identifier the snapshot holds already.
    case duplicateSection(String)
    /// `appendItems` with no section to append to.
    case noSections
    /// `reloadItems` (`reconfigure` false) or `reconfigureItems` of an identifier not in the snapshot.
    case missingItem(String, reconfigure: Bool)
    /// A call naming an item or section identifier the snapshot does not hold (`insertItems(_:beforeItem:)`,
    /// `moveItem`, `appendItems(_:toSection:)`…): the call, and the identifier.
    case unknownIdentifier(call: String, String)
}

extension WireSnapshot: WireCodable {
    public func write(to w: inout WireWriter) {
        w.array(sections) { $0.int($1) }
        w.array(items) { w, section in w.array(section) { $0.int($1) } }
        w.array(reloaded) { $0.int($1) }
        w.array(reconfigured) { $0.int($1) }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        let sections = try r.array { r throws(WireCodecError) in try r.int() }
        let items = try r.array { r throws(WireCodecError) in try r.array { r throws(WireCodecError) in try r.int() } }
        let reloaded = try r.array { r throws(WireCodecError) in try r.int() }
        self.init(sections: sections, items: items, reloaded: reloaded,
                  reconfigured: try r.array { r throws(WireCodecError) in try r.int() })
    }
}

extension WireApplyMode: WireCodable {
    public func write(to w: inout WireWriter) { w.byte(rawValue) }

    public init(from r: inout WireReader) throws(WireCodecError) {
        let b = try r.byte()
        guard let mode = WireApplyMode(rawValue: b) else { throw r.unknown(b, "apply mode") }
        self = mode
    }
}

extension WireSnapshotFault: WireCodable {
    public func write(to w: inout WireWriter) {
        switch self {
        case .duplicateItem(let item): w.byte(0); w.string(item)
        case .duplicateSection(let section): w.byte(1); w.string(section)
        case .noSections: w.byte(2)
        case .missingItem(let item, let reconfigure): w.byte(3); w.string(item); w.bool(reconfigure)
        case .unknownIdentifier(let call, let identifier): w.byte(4); w.string(call); w.string(identifier)
        }
    }

    public init(from r: inout WireReader) throws(WireCodecError) {
        switch try r.byte() {
        case 0: self = .duplicateItem(try r.string())
        case 1: self = .duplicateSection(try r.string())
        case 2: self = .noSections
        case 3:
            let item = try r.string()
            self = .missingItem(item, reconfigure: try r.bool())
        case 4:
            let call = try r.string()
            self = .unknownIdentifier(call: call, try r.string())
        case let t: throw r.unknown(t, "snapshot fault")
        }
    }
}
