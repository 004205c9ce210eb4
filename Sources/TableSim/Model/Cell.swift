/// One `UITableViewCell` object. Cells have stable ids in creation order (`cell#1`, `cell#2`, …) so a
/// learner can follow one object as it leaves the screen and comes back showing another row.
public struct Cell: Sendable, Equatable, Identifiable {
    public let id: Int
    /// The reuse identifier it was created with; `nil` for a bare `UITableViewCell()` (never reused).
    public let identifier: String?
    public let style: CellStyle
    /// The row it was created for, and the frame in which that happened.
    public let createdFor: TablePath
    public let createdAtFrame: Int
    /// The row it shows now, or shows last if it is queued or discarded.
    public var row: TablePath
    public var place: Place
    /// Non-content state: survives reuse unless `prepareForReuse` resets it (seed 002, FIDELITY §2.8).
    public var alpha: Double = 1
    /// The row `alpha` was changed on (`alpha N …`); a cell back on that row is not stale.
    public var alphaSetFor: TablePath?
    /// The selected look. The table sets it from its selection whenever it displays the cell for a
    /// row (FIDELITY §8a.27), so it always matches the row the cell shows.
    public var isSelected: Bool = false
    /// `accessoryType = .checkmark`, and the row the app set it for; nil: `.none`. State the app puts
    /// on the cell object: unless `cellForRowAt` sets it for every row, it stays when the cell is
    /// reused for another row (FIDELITY §8a.28).
    public var checkmarkSetFor: TablePath?
    /// What a learner's cell object was last told by `setSelected(_:animated:)` (`app FILE.swift`).
    public var appSelected: Bool = false
    /// How many times it came back out of the reuse queue.
    public var reuseCount: Int = 0
    /// What its image view shows (FIDELITY §8.24: it may be another row's image).
    public var image: CellImage = .none
    /// What the learner's app put in `textLabel` and `detailTextLabel` (`app FILE.swift`); nil for
    /// tablelab's own app, whose text comes from its data (`TableData.content(at:)`).
    public var text: String?
    public var detail: String?
    /// The row whose image is on its way to this cell, if a load is pending for it.
    public var loadingRow: TablePath?

    public enum Place: String, Sendable {
        /// On screen, showing `row`.
        case visible
        /// Waiting in the reuse queue under its identifier.
        case queued
        /// Left the screen with no reuse identifier: released, never to return.
        case discarded
    }

    /// `cell#7`.
    public var name: String { Cell.name(id) }
    public static func name(_ id: Int) -> String { "cell#\(id)" }
}

/// The content of a cell's image view.
public enum CellImage: Sendable, Equatable {
    case none
    case placeholder
    /// The image of this row — wrong when it is not the row the cell shows.
    case image(TablePath)
}
