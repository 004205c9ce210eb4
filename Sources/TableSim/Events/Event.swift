import AppWire

/// One thing that happened inside the table: a data-source or delegate callback, a reuse-queue
/// operation, or a marker such as a crash. Event names are UIKit's, so what a learner reads in
/// tablelab is what they will type in Xcode.
///
/// The event log is the single truth: the screen, the trace, statistics and lesson checks all read it.
public struct Event: Sendable, Equatable {
    // The fields every event may carry are stored inline; the ones only a few kinds of event carry
    // (`lastPath`, `paths`, `value`, `text`, `task`, `load`, `offset`, `shownPath`) live in one shared
    // box (`Rare`), so an event is about half its size and copying one is cheap: a reload with 10,000
    // rows on screen records 60,000 events and every query and picture copies them (attack M7).
    // The rare fields read and write like stored ones.

    /// Unique within a table's log (`TableState.log`), in the order the simulation recorded events.
    /// The log lists events in time order, so ids are not always increasing down the log.
    public var id: Int = 0
    /// The event that caused this one: the `cellForRowAt` that asked for a dequeue, the dequeue that
    /// ran `prepareForReuse` or made a new cell, the layout pass (`frame`) that displayed a row, the
    /// download whose image an assignment delivers, the task that ran a block. `nil` for a root: a
    /// frame, or what the command itself did.
    public var cause: Int?
    public var kind: Kind
    /// For `dequeueReusableCell`: what the call returned.
    public var dequeue: DequeueResult?
    /// For a `frame`: drawn while the finger dragged (`scroll`). Apple's hitch time ratio is about
    /// scrolling, so only these frames count in it; a stall outside scrolling is a hang.
    public var scrolling: Bool = false
    /// For `taskEnd`: the block was stopped before it finished (a cancelled download). For
    /// `imageLoadCancel`: `cancel()` stopped a download on its way (not only a block not yet started,
    /// or one cell that stopped waiting).
    public var cancelled: Bool = false
    /// For `taskStart` / `taskEnd`: what the block does.
    public var work: Work?
    /// The layout pass (frame) it happened in; frame 0 is the first load.
    public var frame: Int
    /// Simulated time in milliseconds since the table was created.
    public var time: Double
    /// How many calls this one entry stands for. Usually 1; a bulk event stands for many.
    public var count: Int = 1
    /// Section-level callbacks (`numberOfRowsInSection`) carry a path with row −1; use `section`.
    public var path: TablePath?
    /// For `dequeueReusableCell` that reused a cell: the row that cell showed before.
    public var previousPath: TablePath?
    /// The cell involved, by id (`cell#7`).
    public var cell: Int?
    /// Where it ran: the main thread, a worker thread of the global queue, or the network.
    public var thread: Thread?
    /// How long it kept its thread busy, in simulated milliseconds (callbacks cost main-thread time).
    public var duration: Double?
    /// The reuse identifier involved, if any.
    public var identifier: String?
    /// The rare fields below, boxed.
    private var rare = Rare()

    /// For a bulk event (`heightForRowAt` asked for every row), the last path of the run.
    public var lastPath: TablePath? {
        get { rare.box?.fields.lastPath }
        set { rare.change { $0.lastPath = newValue } }
    }
    /// For prefetch callbacks: the index paths passed, nearest to the visible rows first.
    public var paths: [TablePath]? {
        get { rare.box?.fields.paths }
        set { rare.change { $0.paths = newValue } }
    }
    /// The value a callback returned, where that is the point (`numberOfRowsInSection` → 10,
    /// `heightForRowAt` → 64, `sectionForSectionIndexTitle` → 3).
    public var value: Double? {
        get { rare.box?.fields.value }
        set { rare.change { $0.value = newValue } }
    }
    /// Text that belongs to the event: an index title, a crash reason, a task's label.
    public var text: String? {
        get { rare.box?.fields.text }
        set { rare.change { $0.text = newValue } }
    }
    /// The task (a block on a queue) this event starts or ends, or runs inside.
    public var task: Int? {
        get { rare.box?.fields.task }
        set { rare.change { $0.task = newValue } }
    }
    /// The image download this event belongs to (`ImageLoad.id`).
    public var load: Int? {
        get { rare.box?.fields.load }
        set { rare.change { $0.load = newValue } }
    }
    /// For a `frame` with a layout pass: `contentOffset.y` once the pass ran.
    public var offset: Double? {
        get { rare.box?.fields.offset }
        set { rare.change { $0.offset = newValue } }
    }
    /// For image events: the row the cell shows at that moment (compare with `path`, the row loaded).
    public var shownPath: TablePath? {
        get { rare.box?.fields.shownPath }
        set { rare.change { $0.shownPath = newValue } }
    }
    /// The learner's line that made this happen (`app FILE.swift`): the call in their code, or the
    /// closure or callback it ran in. Nil for tablelab's own app.
    public var site: WireSite? {
        get { rare.fields.site }
        set { rare.change { $0.site = newValue } }
    }
    /// For a run of rows (`isRowRun`): the cell of each call, in row order (`cell` is the first).
    public var cells: [Int]? {
        get { rare.box?.fields.cells }
        set { rare.change { $0.cells = newValue } }
    }
    /// For the call that ends an update (`insertRows`, …, `performBatchUpdates`): the whole change,
    /// so a screen replayed over the log moves its rows as the table did (`Screen.apply`).
    public var update: TableUpdate? {
        get { rare.box?.fields.update }
        set { rare.change { $0.update = newValue } }
    }
    /// For a run of reused dequeues: the row each cell showed before (`previousPath` is the first's).
    public var previousPaths: [TablePath]? {
        get { rare.box?.fields.previousPaths }
        set { rare.change { $0.previousPaths = newValue } }
    }
    /// For header-view events: the `UITableViewHeaderFooterView` involved, by id (`header#2`).
    public var headerView: Int? {
        get { rare.box?.fields.headerView }
        set { rare.change { $0.headerView = newValue } }
    }
    /// For `imageAssign`: the image belongs to another row than the one the cell shows now.
    public var isWrong: Bool { kind == .imageAssign && shownPath != nil && shownPath != path }
    /// The thread as the trace writes it: `main`, `global 1`, `network`.
    public var queue: String? { thread?.description }
    /// The data-source, delegate or reuse family it belongs to (one list, used by every picture).
    public var category: Category { kind.category }

    public init(_ kind: Kind, frame: Int, time: Double, path: TablePath? = nil, cell: Int? = nil,
                identifier: String? = nil) {
        self.kind = kind
        self.frame = frame
        self.time = time
        self.path = path
        self.cell = cell
        self.identifier = identifier
    }

    /// The section this event concerns, for both row- and section-level events.
    public var section: Int? { path?.section }
    /// The row, for row-level events only.
    public var row: Int? { path.flatMap { $0.row >= 0 ? $0.row : nil } }

    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// The app called `reloadData()` (a marker: what follows is the table's answer to it).
        case reloadData
        case numberOfSections
        case numberOfRowsInSection
        case titleForHeaderInSection
        case sectionIndexTitles
        case heightForRowAt
        case cellForRowAt
        /// `dequeueReusableCell(withIdentifier:…)` returned; see `dequeue` for reused / created / nil.
        case dequeueReusableCell
        /// A new cell object: `init(style:reuseIdentifier:)` (or `UITableViewCell()` with no identifier).
        case initCell = "init"
        case prepareForReuse
        case willDisplay
        case didEndDisplaying
        /// The cell went into the reuse queue under its identifier.
        case enqueue
        /// A cell with no reuse identifier left the screen and was released.
        case deinitCell = "deinit"
        case prefetchRowsAt
        case cancelPrefetchingForRowsAt
        case sectionForSectionIndexTitle
        /// `contentSize` changed (estimated heights replaced by real ones).
        case contentSizeChanged = "contentSize"
        /// A simulated UIKit exception: the app would terminate here.
        case crash

        // A tap on a row (FIDELITY §8b.29), in the order UIKit sends them. `selectRow(at:…)` and
        // `deselectRow(at:animated:)` called by the app send none of these.
        /// The finger went down on the row: may it be highlighted? (this app answers true)
        case shouldHighlightRowAt
        /// The finger went down on the row: the table highlights it.
        case didHighlightRowAt
        /// The finger lifted: the table is about to select the row (the delegate may return another
        /// index path, or nil to refuse).
        case willSelectRowAt
        /// With single selection, the row selected before is about to lose its selection (the
        /// delegate may return nil to keep it). Its place in the order is a model (FIDELITY is silent).
        case willDeselectRowAt
        /// The tapped row's highlight goes, as its selection takes over. Its place in the order is a
        /// model (FIDELITY is silent).
        case didUnhighlightRowAt
        /// With single selection (`allowsMultipleSelection = false`, the default) the row selected
        /// before lost its selection.
        case didDeselectRowAt
        /// The tapped row is selected now (`indexPathsForSelectedRows` holds it): the app's code runs.
        case didSelectRowAt

        // Time and threads (FIDELITY §8)
        /// A vsync at which the table drew a frame; `value` is how late it started (ms, 0 = on time).
        case frame
        /// A block started / ended on a queue (`queue`: main or a global worker); `text` says what.
        case taskStart
        case taskEnd
        /// An image download began / finished (`path`: the row whose image it is).
        case imageLoadStart
        case imageLoadFinish
        /// An image was put into a cell (`shownPath`: the row that cell shows now — wrong when different).
        case imageAssign
        /// A finished load found its cell showing another row and left it alone (`fix identity-check`).
        case imageIgnored
        /// A pending load was cancelled (prepareForReuse with `fix cancel-on-reuse`, or prefetch cancel).
        case imageLoadCancel
        /// The image was already kept (memoized / cached): nothing to download.
        case imageCacheHit
        /// `cellForRowAt` put the placeholder into the image view before loading (`fix placeholder`):
        /// the reused cell no longer shows the previous row's image.
        case imagePlaceholder = "placeholder"

        // Changing rows in place (FIDELITY §8c.37): markers for the app's call; what follows is the
        // table's answer to it (`cellForRowAt`, the dequeue, and for a reload the old cell leaving).
        /// The app called `reloadRows(at:with:)` (`paths`: the rows asked, before the update).
        case reloadRows
        /// The app called `reconfigureRows(at:)` (iOS 15): the dequeue hands back the same cell.
        case reconfigureRows
        /// The app's `didSelectRowAt` called `deselectRow(at:animated: true)`: a call of the app, so no
        /// delegate message follows (FIDELITY §8b.29).
        case deselectRow

        // Header views (FIDELITY §8c.40): a second reuse pool, of `UITableViewHeaderFooterView`s. The
        // view's id is in `headerView` (never in `cell`: a header view is not a cell).
        /// The delegate is asked for section `path.section`'s header view.
        case viewForHeaderInSection
        /// `dequeueReusableHeaderFooterView(withIdentifier:)` returned (`dequeue`: reused / created).
        case dequeueReusableHeaderFooterView
        /// A new header view: `UITableViewHeaderFooterView.init(reuseIdentifier:)`.
        case headerViewInit = "header.init"
        /// The header view's own `prepareForReuse()`, run inside its dequeue.
        case headerViewPrepareForReuse = "header.prepareForReuse"
        case willDisplayHeaderView
        case didEndDisplayingHeaderView
        /// The header view went into the header views' reuse queue.
        case headerViewEnqueue = "header.enqueue"
        /// A header view was released with its table (`style` makes a new table).
        case headerViewDeinit = "header.deinit"
        // Changing the table without reloadData (FIDELITY §8c.34–36, 39). The app's calls (markers,
        // like `reloadData`): `paths` holds the index paths they name; the one that ends the update
        // (the call, or `performBatchUpdates`) carries the whole `update`.
        /// `insertRows(at:with:)`: `paths` after the update.
        case insertRows
        /// `deleteRows(at:with:)`: `paths` before the update.
        case deleteRows
        /// `moveRow(at:to:)`: `path` before, `paths[0]` after.
        case moveRow
        /// `insertSections(_:with:)`: `paths` hold the sections (row −1).
        case insertSections
        /// `deleteSections(_:with:)`.
        case deleteSections
        /// `reloadSections(_:with:)`: `paths` hold the sections before the update (row −1).
        case reloadSections
        /// `moveSection(_:toSection:)`: `path` the section before (row −1), `paths[0]` after.
        case moveSection
        /// `performBatchUpdates(_:completion:)`: the calls inside it are its effects.
        case performBatchUpdates
        /// `tableView(_:commit:forRowAt:)` with `.delete`: the user swiped the row and tapped Delete.
        case commitForRowAt
        /// `dataSource.apply(_:animatingDifferences:)` or `applySnapshotUsingReloadData(_:)`
        /// (FIDELITY §8c.38): `text` the call, `value` the changes the diff found; the batch the
        /// data source performs (or its `reloadData`) is its effect.
        case applySnapshot = "apply"
    }
}

extension Event {
    /// Where work runs (FIDELITY §8): the main thread, worker `n` (1-based) of the global queue, or
    /// the network (a download in flight occupies no thread).
    public enum Thread: Sendable, Hashable, CustomStringConvertible {
        case main
        case global(Int)
        case network

        public var description: String {
            switch self {
            case .main: return "main"
            case .global(let n): return "global \(n)"
            case .network: return "network"
            }
        }

        public var isMain: Bool { self == .main }
        /// The worker number, for a global-queue thread.
        public var worker: Int? { if case .global(let n) = self { return n } else { return nil } }
    }

    /// What a block on a queue does (the code a learner wrote).
    public enum Work: String, Sendable, Codable {
        /// `Data(contentsOf:)` on a worker thread of the global queue.
        case download
        /// `DispatchQueue.main.async { Data(contentsOf:) … }`: the download runs on the main thread.
        case mainAsyncDownload
        /// `DispatchQueue.main.async { imageView.image = … }`: the completion of a background load.
        case assignImage
        /// `Task { Data(contentsOf:) … }` in a main-actor method: the task runs on the main thread.
        case taskDownload
        /// `try await URLSession.shared.data(from:)`: the task is suspended, the download is on the network.
        case awaitDownload
        /// The code after `await`, resumed on the main actor: `imageView.image = …`.
        case resumeAfterAwait
        /// `URLSession.shared.dataTask(with:)` then `resume()`: the download is on the network, no
        /// thread waits, and `cancel()` stops it; its completion hops to the main queue.
        case dataTask
        /// A closure of the learner's app given to the main queue (`DispatchQueue.main.async`).
        case appMain
        /// A closure of the learner's app given to a global or serial queue.
        case appBackground
        /// A data task's completion handler, on URLSession's delegate queue (a worker thread): in the
        /// learner's app and in tablelab's own (`fix cancel-on-reuse`, prefetching), where it hops to
        /// the main queue. Drawn on the worker's lane as a handler, not a download.
        case appCompletion
        /// `DispatchQueue.main.async { movie.image = … }`: a prefetch's image kept on the model, on the
        /// main queue that owns it.
        case keepImage

        /// The code as the learner wrote it, for labels.
        public var code: String {
            switch self {
            case .download: return "Data(contentsOf:)"
            case .mainAsyncDownload: return "DispatchQueue.main.async { Data(contentsOf:) }"
            case .assignImage: return "DispatchQueue.main.async { imageView.image = … }"
            case .taskDownload: return "Task { Data(contentsOf:) }"
            case .awaitDownload: return "try await URLSession.shared.data(from:)"
            case .resumeAfterAwait: return "after await: imageView.image = …"
            case .dataTask: return "URLSessionDataTask"
            case .appMain: return "DispatchQueue.main.async { … }"
            case .appBackground: return "DispatchQueue.global().async { … }"
            case .appCompletion: return "dataTask(with:) { data, response, error in … }"
            case .keepImage: return "DispatchQueue.main.async { movie.image = … }"
            }
        }

        /// A block that only puts a downloaded image into cells (no download of its own).
        public var isAssignment: Bool { self == .assignImage || self == .resumeAfterAwait }
        /// A block that downloads on the main thread.
        public var downloadsOnMain: Bool { self == .mainAsyncDownload || self == .taskDownload }
    }

    /// The families of events, listed once: every picture and statistic that groups events reads this.
    public enum Category: String, Sendable, CaseIterable {
        /// The table asks the data source (`numberOfRowsInSection`, `cellForRowAt`, heights, index).
        case dataSource
        /// The table tells the delegate (`willDisplay`, `didEndDisplaying`, a tap's selection calls).
        case delegate
        /// Cell objects and the reuse queue (`dequeueReusableCell`, `prepareForReuse`, `init`, …).
        case reuse
        /// Prefetching (`prefetchRowsAt`, `cancelPrefetchingForRowsAt`).
        case prefetch
        /// Frames, tasks and images (FIDELITY §8).
        case time
        /// Markers: `reloadData`, `contentSize`, a crash.
        case marker
    }
}

extension Event.Kind {
    public var category: Event.Category {
        switch self {
        case .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
             .heightForRowAt, .cellForRowAt, .sectionForSectionIndexTitle:
            return .dataSource
        case .commitForRowAt:
            return .dataSource
        case .willDisplay, .didEndDisplaying, .shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt,
             .willDeselectRowAt, .didUnhighlightRowAt, .didDeselectRowAt, .didSelectRowAt:
            return .delegate
        case .viewForHeaderInSection, .willDisplayHeaderView, .didEndDisplayingHeaderView:
            return .delegate
        case .dequeueReusableCell, .initCell, .prepareForReuse, .enqueue, .deinitCell:
            return .reuse
        case .dequeueReusableHeaderFooterView, .headerViewInit, .headerViewPrepareForReuse, .headerViewEnqueue, .headerViewDeinit:
            return .reuse
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            return .prefetch
        case .frame, .taskStart, .taskEnd, .imageLoadStart, .imageLoadFinish, .imageAssign, .imageIgnored,
             .imageLoadCancel, .imageCacheHit, .imagePlaceholder:
            return .time
        case .reloadData, .contentSizeChanged, .crash:
            return .marker
        case .reloadRows, .reconfigureRows, .deselectRow,
            .insertRows, .deleteRows, .moveRow, .insertSections, .deleteSections, .reloadSections, .moveSection,
            .performBatchUpdates, .applySnapshot:
            return .marker
        }
    }

    /// App code that UIKit calls on the main thread (a data-source, delegate or cell method): it costs
    /// main-thread time (`callbackCost`).
    public var isCallback: Bool {
        switch self {
        case .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
             .heightForRowAt, .cellForRowAt, .prepareForReuse, .willDisplay, .didEndDisplaying,
             .prefetchRowsAt, .cancelPrefetchingForRowsAt, .sectionForSectionIndexTitle,
             .shouldHighlightRowAt, .didHighlightRowAt, .willSelectRowAt, .willDeselectRowAt,
             .didUnhighlightRowAt, .didDeselectRowAt, .didSelectRowAt:
            return true
        case .viewForHeaderInSection, .headerViewPrepareForReuse, .willDisplayHeaderView, .didEndDisplayingHeaderView,
            .commitForRowAt:
            return true
        default:
            return false
        }
    }
}

public enum DequeueResult: String, Sendable, Codable {
    /// A cell came out of the reuse queue (after `prepareForReuse`).
    case reused
    /// The queue had none, so a new cell was made from the registered class or prototype.
    case created
    /// `dequeueReusableCell(withIdentifier:)` had nothing to give.
    case `nil`
    /// Inside `reconfigureRows(at:)`: the dequeue handed back the cell already showing the row, with
    /// no `prepareForReuse` (FIDELITY §8c.37).
    case same
}

extension Event {
    /// The fields only some kinds of event carry, in one immutable shared box: an event without any
    /// has no box, and copying an event copies a reference, not the fields. Compared by value (an
    /// event whose rare fields were set back to nil equals one that never had them).
    struct Rare: Sendable, Equatable {
        struct Fields: Sendable, Equatable {
            var lastPath: TablePath?
            var paths: [TablePath]?
            var value: Double?
            var text: String?
            var task: Int?
            var load: Int?
            var offset: Double?
            var shownPath: TablePath?
            var site: WireSite?
            var cells: [Int]?
            var previousPaths: [TablePath]?
            var headerView: Int?
            var update: TableUpdate?
        }

        final class Box: Sendable {
            let fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private static let none = Fields()
        /// Read field by field (`box?.fields.text`): reading `fields` copies all of them.
        private(set) var box: Box?

        var fields: Fields { box?.fields ?? Rare.none }

        mutating func change(_ body: (inout Fields) -> Void) {
            var f = fields
            body(&f)
            box = f == Rare.none ? nil : Box(f)
        }

        static func == (a: Rare, b: Rare) -> Bool { a.box === b.box || a.fields == b.fields }
    }
}
