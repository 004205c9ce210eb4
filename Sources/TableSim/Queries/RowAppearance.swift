/// When each row appeared on screen and when its image did — the difference `DispatchQueue.main.async`
/// makes (FIDELITY §8.22): with `load main-async` a row appears at once without its image and the
/// screen freezes later; with `load sync` the row does not appear until its image has downloaded.
/// Computed from events (`willDisplay`, `imageAssign`, `didEndDisplaying`), for `timeline`.
public struct RowAppearance: Sendable, Equatable {
    public var path: TablePath
    public var cell: Int
    /// The `willDisplay`: the row is on screen from the next frame drawn.
    public var displayed: Double
    public var frame: Int
    /// The row's own image went into the cell (at or before `displayed` when it came with the row).
    public var image: Double?
    /// The row left the screen before its image arrived (or the events end first).
    public var leftWithoutImage: Bool { image == nil }
    /// The screen showed the row without its image for this long (0 when they came in one frame).
    public var waitedForImage: Double? { imageShownAt.map { max(0, $0 - shownAt) } }
    /// When the learner saw the row: the vsync of the first frame committed after its `willDisplay`
    /// (FIDELITY §8b.33) — later than `displayed` by the whole main-thread stretch it ran in.
    public var shownAt: Double
    /// When the learner saw its image: the frame committed after the image went in.
    public var imageShownAt: Double?
    /// The row reached the screen with its image already in: they came in the same frame.
    public var cameWithImage: Bool { imageShownAt.map { $0 <= shownAt + 1e-9 } ?? false }

    /// Every row that appeared among `events` (in time order), with when the screen showed it.
    public static func of(_ events: [Event], frameDuration: Double = 1000.0 / 60) -> [RowAppearance] {
        let empty = Screen(offset: 0, cells: [:], pool: ReusePool())
        let shown = FrameCommits.shownAt(FrameCommits.of(events, from: empty, frameDuration: frameDuration), events)
        var result: [RowAppearance] = []
        var open: [Int: Int] = [:]              // cell → index in result, while it shows the row
        var early: [Int: (TablePath, Double)] = [:]   // cell → its row's image, assigned in cellForRowAt
        // A run of rows (`Event.isRowRun`) shows or hides each of its rows.
        for e in events.lazy.flatMap({ $0.isRowRun ? $0.calls : [$0] }) {
            guard let cell = e.cell else { continue }
            switch e.kind {
            case .imageAssign where !e.isWrong:
                guard let path = e.path else { break }
                if let i = open[cell], result[i].path == path {
                    if result[i].image == nil {
                        result[i].image = e.time
                        result[i].imageShownAt = shown[e.id] ?? e.time
                    }
                } else {
                    early[cell] = (path, e.time)
                }
            case .willDisplay:
                guard let path = e.path else { break }
                let at = shown[e.id] ?? e.time
                var row = RowAppearance(path: path, cell: cell, displayed: e.time, frame: e.frame, shownAt: at)
                if let (p, t) = early.removeValue(forKey: cell), p == path {
                    row.image = t
                    row.imageShownAt = at
                }
                open[cell] = result.count
                result.append(row)
            case .didEndDisplaying:
                open[cell] = nil
                early[cell] = nil
            default:
                break
            }
        }
        return result
    }
}
