/// One `UITableViewHeaderFooterView` object, made by `dequeueReusableHeaderFooterView(withIdentifier:)`
/// with `headers views` (FIDELITY §8c.40). Header views have ids of their own (`header#1`, …), apart
/// from cells': they live in a reuse queue of their own and are never handed out for a row.
public struct HeaderView: Sendable, Equatable, Identifiable {
    public let id: Int
    /// The reuse identifier it was registered under (`register(_:forHeaderFooterViewReuseIdentifier:)`).
    public let identifier: String
    /// The section it was created for.
    public let createdFor: Int
    /// The section it shows now, or showed last if it is queued.
    public var section: Int
    public var place: Cell.Place
    /// How many times it came back out of its reuse queue.
    public var reuseCount: Int = 0

    /// The identifier tablelab's app registers its header view class under.
    public static let identifier = "header"

    /// `header#2`.
    public var name: String { HeaderView.name(id) }
    public static func name(_ id: Int) -> String { "header#\(id)" }
}
