/// Everything about the table that the app's code decides: the properties set on `UITableView` and
/// which data-source and delegate methods exist. Defaults are FIDELITY.md §9.
public struct TableSettings: Sendable, Equatable {
    /// The height of the visible rect (the scroll view's bounds), in points. Default: 667 (iPhone SE).
    public var viewportHeight: Double = 667
    /// How row heights are answered.
    public var heights: HeightSource = .rowHeight(44)
    /// `estimatedRowHeight`; `nil` means 0 (no estimates — every height is asked before the first cell).
    public var estimatedRowHeight: Double? = nil
    public var style: TableStyle = .plain
    /// Section header height for sections with a title (FIDELITY §7.18: 22 pt in plain style; grouped
    /// tables use the same height and no extra space between sections in tablelab — a model choice,
    /// said in `help style` and the glossary).
    public var headerHeight: Double = 22
    /// Registered reuse identifiers and the prototype style each one creates, in registration order.
    public var registrations: [Registration] = [Registration(identifier: "cell", style: .basic)]
    /// Which identifier `cellForRowAt` asks for on each row.
    public var identifiers: IdentifierPlan = .single("cell")
    /// Which dequeue call `cellForRowAt` makes.
    public var dequeue: DequeueVariant = .forIndexPath
    /// Whether the cell subclass's `prepareForReuse()` resets non-content state (alpha, selection).
    public var prepareResets: Bool = true
    /// Prefetching: off unless a `prefetchDataSource` is set (FIDELITY §5).
    public var prefetchEnabled: Bool = false
    /// How many rows past the visible edge are prefetched (model, FIDELITY §16).
    public var prefetchWindow: Int = 10
    /// Simulated finger speed while dragging, in points per second (FIDELITY §9): 1,800 pt/s is 30 pt
    /// per 60-Hz frame and 15 pt per 120-Hz frame — a faster display shows the same drag in more,
    /// smaller passes, never a faster finger.
    public var velocity: Double = 1800
    /// Display refresh rate in Hz (60 → 16.67 ms frames).
    public var refreshRate: Int = 60
    /// How the Korean section index is matched to section data (seed 003's bug and its fix).
    public var jamo: JamoMode = .mapped
    /// Whether `cellForRowAt` sets each row's checkmark from the model (FIDELITY §8a.28).
    public var checkmarks: CheckmarkSource = .onCell
    /// `allowsMultipleSelection` (UIKit's default: false). With it, a tap on a selected row deselects
    /// it and the other selected rows stay selected (FIDELITY §8b.29).
    public var allowsMultipleSelection = false
    /// Whether `didSelectRowAt` calls `tableView.deselectRow(at: indexPath, animated: true)`, as most
    /// apps do (FIDELITY §8b.29). Off by default, so a tap leaves the row selected.
    public var deselectsOnTap = false
    /// How section headers are made (FIDELITY §8c.40): titles, or reusable header views.
    public var headers: HeaderMode = .titles
    /// When the app changes its model around `insertRows`/`deleteRows`/… (`model first|after|never`,
    /// FIDELITY §8c.34): only `first` is right.
    public var modelUpdate: ModelUpdate = .first
    /// The learner chose the order (`model first|after|never`, even the default): the app's code has
    /// the methods that change its model and table, swipe to delete among them (`code` shows them;
    /// `code > FILE.swift` then `app FILE.swift` can be swiped).
    public var modelUpdateChosen = false
    /// `diffable on`: the data source is a `UITableViewDiffableDataSource` (FIDELITY §8c.38); nil: the
    /// classic `UITableViewDataSource`.
    public var diffable: DiffableSetup?

    // Time and threads (FIDELITY §8; the numbers are tablelab's model, settable)
    /// Main-thread time each data-source or delegate callback costs, in ms.
    public var callbackCost: Double = 0.05
    /// How the rows' images are loaded (only data with images, like the movie chart, has any).
    public var loading: LoadStrategy = .sync
    /// The stale-image fixes that are switched on (FIDELITY §8.24).
    public var fixes: Set<ImageFix> = []
    /// Network round trip for one image, in ms.
    public var latency: Double = 200
    /// Up to this many ms added to each download, drawn from a seeded generator (deterministic).
    public var jitter: Double = 0
    public var seed: UInt64 = 1
    /// Worker threads of the global (background) queue. GCD adds threads while blocks block, up to
    /// a limit of 64 (reported); tablelab's default is that limit (model). `workers 2` shows queueing.
    public var workers: Int = 64

    public init() {}

    public func registration(for identifier: String) -> Registration? {
        registrations.first { $0.identifier == identifier }
    }

    /// Length of one frame in milliseconds.
    public var frameDuration: Double { 1000.0 / Double(refreshRate) }

    /// How far the finger moves in one frame while dragging: `velocity` / `refreshRate`.
    public var pointsPerFrame: Double { velocity / Double(refreshRate) }
}

/// How the table learns row heights.
public enum HeightSource: Sendable, Equatable {
    /// `tableView.rowHeight = h` and no `heightForRowAt`: every row has the same height, nothing is asked.
    case rowHeight(Double)
    /// The delegate implements `tableView(_:heightForRowAt:)` and answers a different height per row.
    case heightForRowAt
}

/// Section headers: `tableView(_:titleForHeaderInSection:)` strings (the table makes and keeps the
/// views), or `tableView(_:viewForHeaderInSection:)` returning a view from
/// `dequeueReusableHeaderFooterView(withIdentifier:)` — a reuse pool of its own (FIDELITY §8c.40).
public enum HeaderMode: String, Sendable, CaseIterable {
    case titles, views
}

public enum TableStyle: String, Sendable, CaseIterable {
    case plain, grouped
}

/// The prototype cell styles of UIKit (`.default` is called "Basic" in Interface Builder).
public enum CellStyle: String, Sendable, CaseIterable {
    case basic, subtitle, custom
}

public struct Registration: Sendable, Equatable {
    public var identifier: String
    public var style: CellStyle
    public init(identifier: String, style: CellStyle) {
        self.identifier = identifier
        self.style = style
    }
}

/// Which reuse identifier the data source asks for, row by row.
public enum IdentifierPlan: Sendable, Equatable {
    case single(String)
    /// Rows take the identifiers in turn by `indexPath.row` (row 0 the first, row 1 the second, …).
    case alternate([String])

    public func identifier(for path: TablePath) -> String {
        switch self {
        case .single(let id): return id
        case .alternate(let ids): return ids[path.row % ids.count]
        }
    }

    public var all: [String] {
        switch self {
        case .single(let id): return [id]
        case .alternate(let ids): return ids
        }
    }
}

/// The two dequeue calls a data source can make.
public enum DequeueVariant: String, Sendable, CaseIterable {
    /// `dequeueReusableCell(withIdentifier:for:)`: always returns a cell; crashes when the identifier
    /// is not registered.
    case forIndexPath = "for"
    /// `dequeueReusableCell(withIdentifier:) ?? UITableViewCell()`: the older call returns nil when it
    /// has nothing to give, and the fallback builds a cell with no reuse identifier.
    case fallback
}

/// How section titles typed by hand (compatibility jamo, U+3131…) meet initials computed from
/// syllables (choseong jamo, U+1100…). FIDELITY §7.20.
public enum JamoMode: String, Sendable, CaseIterable {
    /// The seed's bug: rows are grouped under the computed U+1100 initial, looked up by the U+3131
    /// title → every section comes back empty.
    case raw
    /// The fix: computed initials are mapped to compatibility jamo (and doubled ones folded).
    case mapped
}

/// Where and when a row's image is downloaded (seed 001 and FIDELITY §8).
public enum LoadStrategy: String, Sendable, CaseIterable {
    /// `Data(contentsOf:)` inside `cellForRowAt`, on the main thread: every new row blocks it.
    case sync
    /// Download every image before the first screen (the book's first fix): launch waits, memory
    /// holds every image.
    case preload
    /// Memoized: download on first display (still on the main thread), keep it on the row's model.
    case cached
    /// The book's `DispatchQueue.main.async { Data(contentsOf:) … }`: cellForRowAt returns at once, but
    /// the download still runs on the main thread, one run-loop turn later (FIDELITY §8.22).
    case mainAsync = "main-async"
    /// Download on a global queue, hop back with `DispatchQueue.main.async` only to assign; with an
    /// image cache.
    case background
    /// `Task { Data(contentsOf:) … }` inside the main-actor view controller: the task inherits the
    /// main actor, so its download runs on the main thread a moment later, like `main-async`
    /// (FIDELITY §8.25). No cache.
    case task
    /// `Task { let (data, _) = try await URLSession.shared.data(from:) … }`: the task suspends at
    /// `await` while the download is on the network, and resumes on the main actor to assign; with an
    /// image cache, like `background` (FIDELITY §8.25).
    case asyncAwait = "await"

    /// Loads that come back to the cell later (the stale-image bug's precondition).
    public var loadsLater: Bool { self == .mainAsync || self == .background || self == .task || self == .asyncAwait }
    /// The download blocks the main thread (inside cellForRowAt or in a block/task run there).
    public var downloadsOnMain: Bool { self == .sync || self == .preload || self == .cached || self == .mainAsync || self == .task }
    /// Keeps downloaded images (memoized or in an image cache).
    public var keepsImages: Bool { self == .cached || self == .preload || self == .background || self == .asyncAwait }
}

/// Fixes for the stale-image bug (FIDELITY §8.24).
public enum ImageFix: String, Sendable, CaseIterable, Comparable {
    /// Set the image view to a placeholder in cellForRowAt before the load starts (content belongs
    /// in cellForRowAt, FIDELITY §2.8).
    case placeholder
    /// On completion, assign only if the cell still shows the row the image belongs to.
    case identityCheck = "identity-check"
    /// prepareForReuse cancels the cell's pending load.
    case cancelOnReuse = "cancel-on-reuse"

    public static func < (a: ImageFix, b: ImageFix) -> Bool { a.rawValue < b.rawValue }
}

/// When the app's code changes its model relative to the table call that reports the change
/// (`model first|after|never`, FIDELITY §8c.34).
public enum ModelUpdate: String, Sendable, CaseIterable {
    /// The model first, then `deleteRows(at:with:)`: what UIKit requires.
    case first
    /// `deleteRows(at:with:)` first, then the model: the table asks the counts inside the call and
    /// still gets the old ones.
    case after
    /// The table call only: the model never changes.
    case never
}
