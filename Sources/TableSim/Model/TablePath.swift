/// A row's address in the table: UIKit's `IndexPath(row:section:)`.
///
/// Named `TablePath` so it never collides with Foundation's `IndexPath` in modules that import both.
/// It prints the way Xcode's console prints an index path: `[0, 12]`.
public struct TablePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public init(_ section: Int, _ row: Int) {
        self.init(section: section, row: row)
    }

    public static func < (lhs: TablePath, rhs: TablePath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }

    /// The compact form used where columns are scarce: `0:12`.
    public var compact: String { "\(section):\(row)" }
}
