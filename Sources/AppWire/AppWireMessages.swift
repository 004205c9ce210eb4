// The wire between tablelab (the parent) and a learner's app running as a child process: typed
// messages, one frame each in a compact encoding (`AppWireCodec.swift`), over two pipes of their own
// (fd 3: parent → child, fd 4: child → parent), never the app's stdout or stderr, which stay the
// app's console.
//
// One synchronous, re-entrant conversation: the parent sends a request and waits for its reply;
// while the child works on it, it may send host calls (everything the stand-in UIKit asks the
// simulation), each answered at once; while the parent answers one, it may send a request of its
// own (the table asking the data source during `reloadData`), answered before the host call is.
// So each side keeps a stack, and a reply or an answer always belongs to the innermost request or
// call. Dependency-free, so both the stand-in UIKit and tablelab build it.

/// A place in the learner's file (`#fileID`'s file name and `#line`); line 0: unknown.
public struct WireSite: Codable, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: UInt

    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }

    public static let unknown = WireSite(file: "", line: 0)

    public var description: String { "\(file):\(line)" }
}

/// A table row: section, then row.
public struct WirePath: Codable, Sendable, Hashable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public var description: String { "\(section):\(row)" }
}

/// The queue a closure was given to.
public enum WireQueue: Codable, Sendable, Hashable {
    case main
    /// A global queue, by its quality of service (`userInitiated`, `default`, …).
    case global(qos: String)
    /// A queue the app made with `DispatchQueue(label:)`: serial.
    case serial(label: String)
}

/// What a view change is about, in the cell the view belongs to.
public enum WirePart: String, Codable, Sendable, Hashable {
    case cell, contentView, textLabel, detailTextLabel, imageView
    /// Another view of the cell (one the app added), or a view in no cell.
    case other
}

/// A changed property a picture shows (the stand-in's `ViewChange`).
public enum WireChange: Codable, Sendable, Hashable {
    case text(String?)
    /// An image: the URL its data came from, or the asset name; both nil with `isNil` false is an
    /// image tablelab cannot name.
    case image(url: String?, name: String?, isNil: Bool)
    case accessoryType(Int)
    case alpha(Double)
    case selected(Bool)
    case hidden(Bool)
    case needsLayout(WireSite)
}

/// What a finished data task delivers.
public enum WireDownload: Codable, Sendable, Hashable {
    case data([UInt8])
    /// A `URLError` code (`-999` cancelled, `-1001` timed out, …).
    case error(code: Int)
}

// MARK: Parent → child

/// What the parent asks the app: what the table (UIKit) calls on the app's data source, delegate
/// and prefetch data source, and the simulation's turns for the app's closures.
public enum AppRequest: Codable, Sendable, Hashable {
    /// Make the root view controller, load its view (`viewDidLoad`), then `viewWillAppear(_:)`.
    /// Replies `.done`.
    case launch
    /// The first screen is up: `viewDidAppear(_:)`. Replies `.done`.
    case didAppear
    /// `numberOfSections(in:)` (1 when not implemented). Replies `.count`.
    case numberOfSections
    /// `tableView(_:numberOfRowsInSection:)`. Replies `.count`.
    case numberOfRows(section: Int)
    /// `tableView.estimatedRowHeight` as the app left it. Replies `.height(nil)` for `automaticDimension`
    /// (and for 0: no estimate).
    case estimatedRowHeight
    /// `tableView.rowHeight` as the app left it. Replies `.height(nil)` for `automaticDimension`.
    case rowHeight
    /// `tableView(_:heightForRowAt:)`. Replies `.height(nil)` when the app does not implement it.
    case heightForRow(WirePath)
    /// `tableView(_:titleForHeaderInSection:)`. Replies `.title` when the app implements it,
    /// `.implemented(false)` when not (UIKit then draws no header).
    case titleForHeader(section: Int)
    /// `tableView.sectionHeaderHeight` as the app left it. Replies `.height(nil)` for `automaticDimension`.
    case sectionHeaderHeight
    /// `sectionIndexTitles(for:)`. Replies `.titles` when the app implements it (nil: no index),
    /// `.implemented(false)` when not.
    case sectionIndexTitles
    /// `tableView(_:cellForRowAt:)`. Replies `.cell(id)`. `dequeue`: what the table answers a
    /// dequeue made first in it (`WireDequeueOffer`), so the app need not wait for the answer.
    /// `thenWillDisplay`: the table displays the cell next — the child runs
    /// `tableView(_:willDisplay:forRowAt:)` on the returned cell right after and sends both
    /// replies together; the parent's `willDisplay` request for that cell and row then goes
    /// unwritten (it reads the reply already sent).
    case cellForRow(WirePath, dequeue: WireDequeueOffer? = nil, thenWillDisplay: Bool = false)
    /// `tableView(_:willDisplay:forRowAt:)`. Replies `.implemented`.
    case willDisplay(cell: Int, WirePath)
    /// `tableView(_:didEndDisplaying:forRowAt:)`. Replies `.implemented`.
    case didEndDisplaying(cell: Int, WirePath)
    /// `tableView(_:prefetchRowsAt:)`. Replies `.implemented` (false: no prefetch data source).
    case prefetch([WirePath])
    /// `tableView(_:cancelPrefetchingForRowsAt:)`. Replies `.implemented`.
    case cancelPrefetch([WirePath])
    /// `tableView(_:willSelectRowAt:)`. Replies `.path` (the row to select, nil: none) when
    /// implemented, `.implemented(false)` when not.
    case willSelect(WirePath)
    /// `tableView(_:didSelectRowAt:)`. Replies `.implemented`.
    case didSelect(WirePath)
    /// `tableView(_:didDeselectRowAt:)`. Replies `.implemented`.
    case didDeselect(WirePath)
    /// `setSelected(_:animated:)` on a cell: the table selected or deselected the row it shows (a tap,
    /// `selectRow`, a selected row displayed again). Replies `.done`.
    case setSelected(cell: Int, Bool)
    /// Run a closure the app scheduled (its turn on its simulated thread came). Replies `.done`.
    case run(workItem: Int)
    /// Finish a data task: its completion handler runs, on a worker thread of its own (as
    /// `runOnWorker`). Replies `.done`, or `.suspended` when it made a blocking call.
    case complete(dataTask: Int, WireDownload)
    /// Run a closure the app gave a global or serial queue, on a worker thread of its own in the
    /// child (one thread runs at a time: strict hand-off). Replies `.done` when it returned, or
    /// `.suspended(token)` when it made a blocking call the parent answered `.suspend(token)`.
    case runOnWorker(workItem: Int)
    /// The simulated clock reached the end of a suspended closure's blocking call: it goes on with
    /// `answer` as that call's answer (`.download` for `Data(contentsOf:)`, `.ok` for
    /// `Thread.sleep`). Replies as `runOnWorker`.
    case resume(token: Int, answer: HostAnswer)
    /// End the app. Replies `.done`, then the child exits 0.
    case quit
    /// `tableView(_:canEditRowAt:)`, asked when the user starts a swipe. Replies `.flag` when the app
    /// implements it, `.implemented(false)` when not (UIKit then lets every row be edited).
    case canEditRow(WirePath)
    /// `tableView(_:commit:forRowAt:)` with `.delete`: the user swiped the row and tapped Delete.
    /// Replies `.implemented` (false: the app has no such method, so the row cannot be deleted).
    case commitDelete(WirePath)
    /// `tableView(_:cellForRowAt:)` for `reconfigureRows(at:)` (FIDELITY §8c.37): the dequeue in it
    /// is answered `.same` with the row's own cell, and no `willDisplay` follows. Replies `.cell(id)`.
    case reconfigureCell(WirePath)
    /// `tableView(_:viewForHeaderInSection:)`. Replies `.headerView(id)` (nil: no view),
    /// `.implemented(false)` when the app does not implement it.
    case viewForHeader(section: Int)
    /// `tableView(_:willDisplayHeaderView:forSection:)`. Replies `.implemented`.
    case willDisplayHeader(view: Int, section: Int)
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`. Replies `.implemented`.
    case didEndDisplayingHeader(view: Int, section: Int)
    /// `tableView.allowsMultipleSelection` as the app left it, read when the user taps. Replies `.flag`.
    case allowsMultipleSelection
    /// Make a copy of the app as it is now (`fork()`): a checkpoint tablelab can go back to without
    /// replaying the session. The message carries four descriptors (`AppWire.forkDescriptors`) —
    /// the copy's stdout, stderr, request and reply ends — and the copy is connected on them alone.
    /// Replies `.forked(pid:)` with the copy's process id (negative: an errno, no copy); the copy's
    /// first message, on its own wire, is `.forked(pid:)` with its own id. tablelab does not wait
    /// for either: it reads the reply before its next request, and the copy's message when it
    /// first uses or ends the copy. Not a UIKit call: the app's code does not run.
    case fork
}

/// The child's answer to a request.
public enum AppReply: Codable, Sendable, Hashable {
    case done
    case count(Int)
    /// A row height in points; nil: the method is not implemented.
    case height(Double?)
    /// The cell `cellForRowAt` returned.
    case cell(Int)
    /// Whether the app implements the optional method (it ran if so).
    case implemented(Bool)
    case path(WirePath?)
    /// What `titleForHeaderInSection` returned (nil: no header for this section).
    case title(String?)
    /// What `sectionIndexTitles(for:)` returned (nil: no index strip).
    case titles([String]?)
    /// What a method answering yes or no returned (`canEditRowAt`).
    case flag(Bool)
    /// The header view `viewForHeaderInSection` returned, by the id the table gave it (nil: none).
    case headerView(Int?)
    /// The worker closure run (`runOnWorker`, `complete`, `resume`) waits in a blocking call the
    /// parent answered `.suspend(token)`; `resume(token:answer:)` goes on with it.
    case suspended(token: Int)
    /// The copy a `.fork` made (its process id; negative: an errno, none made); from the copy
    /// itself, its first message, its own id.
    case forked(pid: Int)
}

/// What the parent answers to a dequeue.
public enum WireDequeue: Codable, Sendable, Hashable {
    /// The cell with this id from the reuse queue: the child calls its `prepareForReuse()`.
    case reuse(cell: Int)
    /// Nothing to reuse: make one of the registered class, named `cell` (`.didMake` follows). With
    /// nothing registered the table makes nothing and `cell` stays unused: the app's dequeue
    /// without `for:` gets nil, the one with `for:` raises UIKit's exception.
    case makeNew(cell: Int)
    /// `reconfigureRows(at:)`: the cell already showing the row, handed back as it is — no
    /// `prepareForReuse()` (FIDELITY §8c.37).
    case same(cell: Int)
}

/// The table's answers to a dequeue, sent with `cellForRowAt` before the app asks: the first cell
/// of each identifier's reuse queue, and the id a new cell gets — what the table answers any
/// dequeue while nothing else has changed its cells. The app uses it for the first dequeue of the
/// request when it has asked nothing since but what cannot change them (`HostCall.keepsDequeueOffer`),
/// and tells the parent with `.dequeue(…, offered: true)`, which the parent serves as before
/// and checks against the offer, but does not answer: one round trip less for every row shown.
public struct WireDequeueOffer: Codable, Sendable, Hashable {
    /// Identifier → the cell the reuse queue hands out first.
    public var reuse: [String: Int]
    /// The id of a cell made now.
    public var newCell: Int

    public init(reuse: [String: Int], newCell: Int) {
        self.reuse = reuse
        self.newCell = newCell
    }

    /// What the table answers a dequeue of `identifier`.
    public func answer(for identifier: String) -> WireDequeue {
        reuse[identifier].map { .reuse(cell: $0) } ?? .makeNew(cell: newCell)
    }
}

/// The parent's answer to a host call.
public enum HostAnswer: Codable, Sendable, Hashable {
    /// For calls that return nothing.
    case ok
    case dequeue(WireDequeue)
    /// A cell by id; nil: none (a row not on screen).
    case cell(Int?)
    case paths([WirePath])
    case path(WirePath?)
    case bool(Bool)
    /// Simulated time, nanoseconds since launch.
    case time(UInt64)
    /// What `Data(contentsOf:)` reads (`.error`: it throws).
    case download(WireDownload)
    /// To a blocking call on a worker (`Data(contentsOf:)`, `Thread.sleep`): the calling thread
    /// waits until the simulated clock reaches the call's end. The child parks the worker and
    /// replies `.suspended(token)` to the request that ran it; `.resume(token, answer)` brings the
    /// call's real answer later.
    case suspend(token: Int)
    /// UIKit raises this exception at the call (an `Invalid update`): the child raises it with the
    /// call's line and ends (`ChildMessage.raised`).
    case raise(name: String, reason: String)
}

/// One call of a row or section update, in the order the app made it (FIDELITY §8c.34–35).
public enum WireUpdateCall: Codable, Sendable, Hashable {
    case insertRows([WirePath])
    case deleteRows([WirePath])
    case moveRow(WirePath, WirePath)
    case insertSections([Int])
    case deleteSections([Int])
    /// `reloadSections(_:with:)`: sections before the update.
    case reloadSections([Int])
    /// `moveSection(_:toSection:)`.
    case moveSection(from: Int, to: Int)
}

// MARK: Child → parent

/// What the app's code asks the simulation: one case for each `TablelabHost` method, each with the
/// learner's line where Swift gives one. Cells are named by the ids the parent gave them; closures
/// and data tasks by ids the child gives them (they are the child's objects).
public enum HostCall: Codable, Sendable, Hashable {
    case register(identifier: String, cellClass: String?, site: WireSite)
    /// A dequeue. Answers `.dequeue`; `offered`: the app took the request's offer
    /// (`WireDequeueOffer`) and does not wait — a notification the parent checks against it.
    case dequeue(identifier: String, path: WirePath?, site: WireSite, offered: Bool = false)
    /// A cell the table made for a dequeue answered `.makeNew(cell)`.
    case didMake(cell: Int, identifier: String, cellClass: String, site: WireSite)
    /// A cell the app made itself (`UITableViewCell(style:reuseIdentifier:)`), met for the first
    /// time (returned by `cellForRowAt`, or changed): the parent names it. Answers `.cell(id)`.
    case adopt(cellClass: String, reuseIdentifier: String?)
    case reloadData(site: WireSite)
    /// `cellForRow(at:)`. Answers `.cell`.
    case visibleCell(WirePath, site: WireSite)
    /// `indexPathsForVisibleRows`. Answers `.paths`.
    case visibleRows
    /// `indexPath(for:)`. Answers `.path`.
    case pathOfCell(Int)
    case selectRow(WirePath?, animated: Bool, site: WireSite)
    case deselectRow(WirePath, animated: Bool, site: WireSite)
    /// `indexPathForSelectedRow` and `indexPathsForSelectedRows`. Answers `.paths`: every selected
    /// row, in index-path order (the first is `indexPathForSelectedRow`).
    case selectedRow
    /// A view property changed. `cell` nil: a view in no cell (or in a cell not yet named). `site`:
    /// the learner's line that set it, read from the stack for an image (a property set has no
    /// `#line`); nil for other changes.
    case viewChanged(cell: Int?, part: WirePart, WireChange, site: WireSite? = nil)
    /// `Thread.isMainThread`. Answers `.bool`.
    case isMainThread
    /// `DispatchTime.now()`. Answers `.time`.
    case now
    /// `async`/`asyncAfter` (deadline in simulated nanoseconds since launch).
    case schedule(workItem: Int, queue: WireQueue, deadline: UInt64?, site: WireSite)
    case cancelWorkItem(Int, site: WireSite)
    case sleep(seconds: Double, site: WireSite)
    /// `Data(contentsOf:)`. Answers `.download`.
    case contentsOf(url: String, site: WireSite)
    case resumeDataTask(Int, url: String, site: WireSite)
    case cancelDataTask(Int, site: WireSite)
    /// A reused cell's `prepareForReuse()` returned (a dequeue answered `.reuse(cell)`): the dequeue
    /// returns now, after what `prepareForReuse` did.
    case didReuse(cell: Int)
    /// `insertRows`/`deleteRows`/`moveRow`/`insertSections`/`deleteSections`, one call
    /// (`batch` false), or the calls made inside one `performBatchUpdates` closure, sent when it
    /// returns (`batch` true). The table asks the counts again meanwhile. Answers `.ok`, or `.raise`
    /// when the counts disagree (UIKit's `Invalid update`).
    case updateRows([WireUpdateCall], batch: Bool, site: WireSite)
    /// `reloadRows(at:with:)`: the rows' cells are replaced (`cellForRowAt` asked meanwhile). Answers `.ok`.
    case reloadRows([WirePath], site: WireSite)
    /// `reconfigureRows(at:)`: the rows keep their cells (`reconfigureCell` asked meanwhile). Answers `.ok`.
    case reconfigureRows([WirePath], site: WireSite)
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
    case registerHeader(identifier: String, viewClass: String?, site: WireSite)
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`. Answers `.dequeue` (`.reuse(cell:)` names a
    /// header view here: the child runs its `prepareForReuse()`; `.makeNew(cell:)` the id a new one gets).
    case dequeueHeader(identifier: String, section: Int, site: WireSite)
    /// A header view the table made for a dequeue answered `.makeNew`.
    case didMakeHeader(view: Int, identifier: String, site: WireSite)
    /// A diffable data source's `apply(_:animatingDifferences:)` or `applySnapshotUsingReloadData(_:)`
    /// (FIDELITY §8c.38): the new snapshot by tokens (`WireSnapshot`); the parent diffs it with the
    /// one applied before and performs the batch, asking the app's counts and cells meanwhile
    /// (the data source answers them from the new snapshot). Answers `.ok`.
    case applySnapshot(WireSnapshot, mode: WireApplyMode, site: WireSite)
    /// A snapshot call UIKit raises an exception for: answers `.raise` with UIKit's text.
    case snapshotFault(WireSnapshotFault, site: WireSite)
}

/// Everything the parent sends.
public enum ParentMessage: Codable, Sendable, Hashable {
    case request(AppRequest)
    case answer(HostAnswer)
}

/// Everything the child sends.
public enum ChildMessage: Codable, Sendable, Hashable {
    case call(HostCall)
    case reply(AppReply)
    /// UIKit raised an exception (`NSInternalInconsistencyException`, with UIKit's text): the child
    /// exits right after this, with `AppWire.exceptionExitCode`.
    case raised(name: String, reason: String, site: WireSite)
    /// The child could not go on (a message it cannot read, an id it does not know): it exits.
    case broken(String)
}

extension HostCall {
    /// Whether the app waits for the parent's answer. A call that only tells the simulation
    /// something (a view changed, a closure was queued, a cell was made) is a notification: the
    /// child goes on at once and the parent sends nothing back. The parent reads the wire in order,
    /// so it records them exactly where they were made; only calls whose answer the app needs, or
    /// during which the table asks the app again (`reloadData()`), wait. A cell being displayed
    /// made about eight round trips; most of them are notifications.
    public var expectsAnswer: Bool {
        switch self {
        case .register, .didMake, .viewChanged, .schedule, .cancelWorkItem, .resumeDataTask, .cancelDataTask,
             .selectRow, .deselectRow, .didReuse, .registerHeader, .didMakeHeader:
            return false
        case .updateRows, .reloadRows, .reconfigureRows, .dequeueHeader:
            return true
        case .applySnapshot, .snapshotFault:
            return true
        case .dequeue(_, _, _, let offered):
            return !offered
        case .adopt, .reloadData, .visibleCell, .visibleRows, .pathOfCell, .selectedRow, .isMainThread, .now,
             .contentsOf:
            return true
        case .sleep:
            // On a worker the answer may be `.suspend`: the thread waits for the clock.
            return true
        }
    }

    /// Whether a dequeue offer (`WireDequeueOffer`) still holds after this call: true for calls that
    /// change no cell and no reuse queue of the table (a view changed, a closure queued, a question
    /// about the screen); a dequeue, a cell made, a registration or a reload end it.
    public var keepsDequeueOffer: Bool {
        switch self {
        case .viewChanged, .schedule, .cancelWorkItem, .resumeDataTask, .cancelDataTask, .isMainThread, .now,
             .visibleCell, .visibleRows, .pathOfCell, .selectedRow:
            return true
        case .register, .dequeue, .didMake, .adopt, .reloadData, .selectRow, .deselectRow, .sleep, .contentsOf, .didReuse:
            return false
        case .updateRows, .reloadRows, .reconfigureRows, .registerHeader, .dequeueHeader, .didMakeHeader:
            return false
        case .applySnapshot, .snapshotFault:
            return false
        }
    }
}
