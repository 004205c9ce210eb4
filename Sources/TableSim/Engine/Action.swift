import AppWire

/// What the simulation can be asked to do. Commands typed by the learner are parsed into these by
/// the TableLab layer; every value here has already been range-checked for syntax, and the engine
/// checks what depends on the table (does that row exist?).
public enum Action: Sendable, Equatable {
    // Data (each ends with reloadData())
    case rows(Int)
    case sections([Int])
    case dataSet(DataSetName, count: Int?)
    case reload

    // Table setup
    case viewport(Double)
    case rowHeight(Double)
    case heightForRowAt
    case estimate(Double?)
    case style(TableStyle)
    case register([Registration])
    case unregister(String)
    case identifiers(IdentifierPlan)
    case dequeue(DequeueVariant)
    case prepareResets(Bool)
    case prefetch(Bool, window: Int?)
    case velocity(Double)
    case jamo(JamoMode)

    // Time and threads
    case load(LoadStrategy)
    /// Empties the image cache (every kept image) so the next experiment downloads as a first run
    /// would, with a first run's jitter. Images already in cells stay.
    case clearImageCache
    case fix(ImageFix, Bool)
    case latency(Double)
    case jitter(Double, seed: UInt64?)
    case workers(Int)
    case callbackCost(Double)
    case refreshRate(Int)
    /// Simulated time passes with no input: downloads finish, completions run.
    case wait(Double)

    // Motion
    case scroll(ScrollAmount)
    case scrollTo(TablePath)
    case top
    case bottom
    case tapIndex(String)

    // The app touching a visible cell directly (non-content state; lesson: prepareForReuse)
    case setAlpha(TablePath, Double)

    // Selection and per-row state (FIDELITY §8a)
    /// `selectRow(at:animated:scrollPosition:)` called by the app: the table's selection, by index
    /// path; no delegate message (FIDELITY §8b.29).
    case select(TablePath)
    /// `deselectRow(at:animated:)` called by the app: no delegate message.
    case deselect(TablePath)
    /// The user taps a row on screen: highlight, `willSelectRowAt`, `willDeselectRowAt` and
    /// `didUnhighlightRowAt` (their place a model), the previous row deselected (`didDeselectRowAt`),
    /// the row selected, `didSelectRowAt` (FIDELITY §8b.29).
    case tap(TablePath)
    /// A tap on the row whose `didSelectRowAt` also sets `accessoryType = .checkmark` (or `.none`) on
    /// the row's cell: the tap selects the row too.
    case checkmark(TablePath, Bool)
    /// Does `cellForRowAt` set the checkmark from the model, or does it live on the cell?
    case checkmarks(CheckmarkSource)

    // Changing rows in place (FIDELITY §8c.37) and the tap's settings (§8b.29)
    /// `reloadRows(at:with: .automatic)`: each visible row gets a new cell through the dequeue, the
    /// old one is queued; the rows' selection is cleared (§8b.30).
    case reloadRows([TablePath])
    /// `reconfigureRows(at:)`: each visible row's `cellForRowAt` runs on the cell it already has.
    case reconfigureRows([TablePath])
    /// `allowsMultipleSelection`.
    case multipleSelection(Bool)
    /// Does `didSelectRowAt` call `deselectRow(at:animated: true)`?
    case deselectOnTap(Bool)
    /// Section headers: `titleForHeaderInSection` strings, or `viewForHeaderInSection` views (§8c.40).
    case headers(HeaderMode)
    // Changing the table without reloadData (FIDELITY §8c.34–36, 39)
    /// `insertRows`/`deleteRows`/`moveRow`/`insertSections`/`deleteSections`, alone or in one
    /// `performBatchUpdates` (`insert 3`, `batch delete 2; insert 2`), with the app's model changed
    /// as `TableSettings.modelUpdate` says.
    case update(TableUpdate)
    /// When the app changes its model around those calls (`model first|after|never`).
    case modelUpdate(ModelUpdate)
    /// The user swipes a row and taps Delete: `tableView(_:commit:forRowAt:)` with `.delete`, whose
    /// code removes the model item and calls `deleteRows` (FIDELITY §8c.39).
    case swipeDelete(TablePath)
    // A diffable data source (FIDELITY §8c.38); with it on, `update` edits a snapshot and applies it
    /// `diffable on|off`: `UITableViewDiffableDataSource` with a cell provider, or the classic data source.
    case diffable(Bool)
    /// `identity id|value`: what the app's `Item` hashes.
    case identity(DiffableIdentity)
    /// `apply animated|instant|reload`: how the app applies its snapshots from now on.
    case applyMode(ApplyMode)
    /// `rename ROW`: the app changes the item's text in its model and applies a new snapshot.
    case editItem(TablePath)
    /// `insert ROW copy ROW`: the app appends an item equal to another one (a duplicate identifier).
    case insertCopy(TablePath, of: TablePath)
    /// `reload item ID`: `snapshot.reloadItems([item])` by identifier, then `apply`.
    case reloadItem(Int)
}

public enum ScrollAmount: Sendable, Equatable {
    /// Rows, measured from the current top row so the phase within a row is kept (negative: up).
    case rows(Int)
    case points(Double)
}

/// The built-in data sets.
public enum DataSetName: String, Sendable, CaseIterable {
    case numbers
    case movies
    case timezonesKo = "timezones-ko"
    case timezonesEn = "timezones-en"
}

/// What one command did: what it asked for, its events, and facts worth telling the learner that are
/// not callbacks.
public struct Step: Sendable, Equatable {
    /// The actions the command ran (one, or several for a line like `latency 300ms jitter 50ms`).
    public var actions: [Action] = []
    public private(set) var events: [Event]
    /// The counts over `events` (`EventCounts`), made once when the step is: the log's totals, the
    /// summary line and the glossary's sightings read them instead of counting again (attack M7).
    public private(set) var counts: EventCounts
    public var notes: [Note]
    /// Set when the simulated app crashed; the state was rolled back to before the command.
    public var crash: Crash?
    /// The screen before the command: replaying `events` from it gives the screen at any of them.
    public var before: Screen?
    /// Facts that follow from one of tablelab's modelling choices rather than from UIKit (FIDELITY:
    /// "model"), kept apart from `notes` so the learner is told which is which.
    public var modelNotes: [Note] = []

    public init(actions: [Action] = [], events: [Event], notes: [Note], crash: Crash?, before: Screen? = nil,
                counts: EventCounts? = nil) {
        self.actions = actions
        self.events = events
        self.counts = counts ?? EventCounts(events)
        self.notes = notes
        self.crash = crash
        self.before = before
    }

    /// The command frame by frame: each frame's events and the screen after them — what an
    /// animation of it shows. Events before the first frame belong to the first picture; a command
    /// with no frame has one picture, its end.
    public var frames: [StepFrame] {
        guard var screen = before else { return [] }
        var groups: [Range<Int>] = []
        var start = events.startIndex
        var seenFrame = false
        var laidOut = false
        for i in events.indices {
            let e = events[i]
            if e.kind == .frame {
                if seenFrame { groups.append(start..<i); start = i }
                seenFrame = true
                laidOut = false
            } else if e.kind == .willDisplay {
                laidOut = true
            } else if laidOut && e.kind == .taskStart && e.thread == .main {
                // The pass's frame reaches the screen before the main queue runs the blocks waiting
                // on it: a row appears without its image, then the block runs (FIDELITY §8.22).
                groups.append(start..<i)
                start = i
                laidOut = false
            }
        }
        groups.append(start..<events.endIndex)
        return groups.map { range in
            let slice = events[range]
            screen = screen.replaying(slice)
            let number = slice.first { $0.kind == .frame }?.frame ?? slice.first?.frame ?? 0
            return StepFrame(frame: number, events: Array(slice), screen: screen)
        }
    }

    public var crashed: Bool { crash != nil }
}

/// One frame of a command, for playing it back.
public struct StepFrame: Sendable, Equatable {
    public var frame: Int
    public var events: [Event]
    /// The screen once this frame's events happened.
    public var screen: Screen
}

public struct Crash: Sendable, Equatable, Error {
    public var exception: String
    public var reason: String
    /// The reuse identifier nothing was registered for, when that is the cause.
    public var identifier: String? = nil
    /// The learner's app stopped (`app FILE.swift`): how, and at which line.
    public var app: AppStop? = nil

    /// The learner's app stopped: a UIKit exception keeps UIKit's name and text.
    public static func app(_ stop: AppStop) -> Crash {
        Crash(exception: stop.name, reason: stop.message, app: stop)
    }

    /// UIKit's message for dequeuing an identifier nothing was registered for (FIDELITY §2.5).
    /// What an invalid update got wrong (FIDELITY §8c.34), for the crash box; nil for other crashes.
    public var invalidUpdate: InvalidUpdate? = nil
    /// What a diffable data source refused (FIDELITY §8c.38), for the crash box.
    public var diffable: DiffableCrash? = nil

    public static func unregistered(_ identifier: String) -> Crash {
        Crash(exception: "NSInternalInconsistencyException",
              reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
              identifier: identifier)
    }

    /// UIKit's exception for counts that disagree after an update (FIDELITY §8c.34), word for word.
    public static func invalidUpdate(_ invalid: InvalidUpdate) -> Crash {
        Crash(exception: "NSInternalInconsistencyException", reason: invalid.reason, invalidUpdate: invalid)
    }

    public var consoleMessage: String {
        if let app, app.kind != .exception {
            // Swift's own words for a trap (`Fatal error: Index out of range`), or why tablelab stopped it.
            return app.name.isEmpty ? app.message : "\(app.name): \(app.message)"
        }
        return "*** Terminating app due to uncaught exception '\(exception)', reason: '\(reason)'"
    }
}

/// A fact about a command's result that is not an event, for the learner (rendered in their language).
public enum Note: Sendable, Equatable {
    /// The scroll asked to go past an end; the offset stopped there, as UIKit clamps it.
    case clampedAtTop(requested: Double)
    case clampedAtBottom(requested: Double, maxOffset: Double)
    /// Already at that end: nothing moved.
    case alreadyAtTop
    case alreadyAtBottom
    /// The table has no rows, so there is nothing to scroll or show.
    case emptyTable
    /// reloadData() was called so the change takes effect.
    case reloaded
    /// The first command gave the table its data: the app launched with it — a new table, its first
    /// screen, no reloadData and no reuse (topic 1).
    case launched
    /// State set before the first data command (`select 5`, `checkmark 3`, `alpha 2 0.5`, then
    /// `rows 30`) belonged to the table tablelab starts with; the app launched with the data as a
    /// new table, so it is gone.
    case launchDroppedState(selected: [TablePath], checked: [TablePath], faded: [TablePath])
    /// After reloadData() the content got shorter and the offset was pulled back.
    case offsetClampedAfterReload(from: Double, to: Double)
    /// The command ran `frames` layout passes.
    case frames(Int)
    /// No `prepareForReuse` reset: the cell kept alpha/selection set for another row.
    case staleCellState(cell: Int, path: TablePath)
    /// A drag longer than the limit was cut short; use `scroll to` for long jumps.
    case dragLimited(rows: Int)
    /// Estimated heights were replaced by real ones while the command ran.
    case contentSizeCorrected(from: Double, to: Double)
    /// `style` is fixed when a UITableView is created: the table was made again in the new style.
    case styleRebuilt
    /// A drag ran out of frames (`maxDragFrames`) before the finger got there.
    case dragTooLong(frames: Int)
    /// New cells made because rows entered before others left in the same layout pass (late frames
    /// moving the finger further, a jump, an index tap): with the leaving rows first, the queue would
    /// have had cells for them. The order is tablelab's model (FIDELITY §2.10). `passes`: the
    /// command's layout passes that moved more than a row (all of them, not only those that made a cell).
    case enteredBeforeLeft(cells: [Int], passes: Int)
    /// A drag stopped after the frames it was limited to (Ctrl-C during its animation, `frames N`),
    /// before the finger got where it was going.
    case dragStopped(frames: Int)
    /// A learner's code called UIKit from a worker thread (Xcode's Main Thread Checker reports it):
    /// the Objective-C name of the API and the line.
    case uiOffMainThread(api: String, site: WireSite?)
    /// A learner's app (`app FILE.swift`) launched: its view controller loaded and the first screen
    /// was asked of its data source.
    case appLaunched(file: String)
    /// A cell reused for `path` still shows the checkmark the app set on it for row `setFor`.
    case leakedCheckmark(cell: Int, path: TablePath, setFor: TablePath)
    /// `reloadRows` replaced the cells of `rows` (on screen): the old cells stayed while the new ones
    /// came from the queue, and were queued after (a model of the animation, FIDELITY §8c.37).
    case reloadRowsModel(rows: [TablePath])
    /// `reloadRows` cleared the selection of these reloaded rows (FIDELITY §8b.30).
    case selectionClearedByReload(rows: [TablePath])
}

/// Bad requests that depend on the table's current state.
public enum SimError: Error, Sendable, Equatable {
    case noSuchRow(TablePath, rowsInSection: Int?, sections: Int)
    case noSuchIndexTitle(String, available: [String])
    /// No index strip: the data has none, or the table is grouped (`dataHasIndex`).
    case noIndex(dataHasIndex: Bool)
    /// The row has no cell on screen; `tap` says so in its own words (a tap has no cell to touch).
    case notVisible(TablePath, tap: Bool = false)
    case unknownIdentifier(String)
    /// One update names a row or a section twice (deleted twice, inserted twice at one place, a row
    /// of a deleted section, a move into a new one); row −1 for a section.
    case namedTwice(TablePath)
    /// `swipe delete` on a learner's app that shows no Delete button for the row: it does not
    /// implement `tableView(_:commit:forRowAt:)`, or its `canEditRowAt` said no (FIDELITY §8c.39).
    case appCannotSwipeDelete(TablePath, reason: SwipeRefusal)

    public enum SwipeRefusal: Sendable, Equatable {
        case noCommit
        case canEditSaysNo
    }
    /// A request a diffable data source makes meaningless, or one that needs it (FIDELITY §8c.38).
    case diffable(DiffableRefusal)
}
