/// What the learner saw in the image views, frame by frame (FIDELITY §8.24): the rows the screen
/// showed with another row's image — a reused cell's leftover, or a late wrong one — and for how
/// long. Read from the committed frames (`FrameCommits`), so a placeholder that replaces the
/// leftover counts as the difference it makes on screen, where counting wrong assignments would not.
public struct ShownImages: Sendable, Equatable {
    /// Rows that some committed frame showed with another row's image.
    public var rowsWithOtherImage: Set<TablePath> = []
    /// Row-milliseconds: for each committed frame, the rows showing another row's image times how
    /// long that frame stayed on screen.
    public var otherImageTime: Double = 0
    /// Whether that time was measured at all: a frame stays on screen until the next one commits,
    /// so rows that only the run's last frame showed lasted no measured time (0.0 ms says nothing).
    public var timeMeasured: Bool { otherImageTime > 1e-6 }

    public init() {}

    /// The screens committed among `events` (in time order), starting from `screen`.
    public static func of(_ events: [Event], from screen: Screen, frameDuration: Double) -> ShownImages {
        let commits = FrameCommits.of(events, from: screen, frameDuration: frameDuration)
        let end = max(events.map(\.time).max() ?? 0, commits.last?.time ?? 0)
        var result = ShownImages()
        for (i, c) in commits.enumerated() {
            let until = i + 1 < commits.count ? commits[i + 1].time : end
            // A later commit for the same vsync replaced this one before the screen showed it.
            if i + 1 < commits.count && until <= c.time + 1e-9 { continue }
            let wrong = rowsWithOtherImage(on: c.screen)
            result.rowsWithOtherImage.formUnion(wrong)
            result.otherImageTime += Double(wrong.count) * max(0, until - c.time)
        }
        return result
    }

    /// The rows of `screen` whose cell's image view holds another row's image.
    public static func rowsWithOtherImage(on screen: Screen) -> [TablePath] {
        screen.rows.compactMap { row in
            if case .image(let p) = screen.images[row.cell], p != row.path { return row.path }
            return nil
        }
    }
}
