import AppWire

/// The learner's app being asked during one command, and where its code runs at this moment: the
/// context the simulation answers the app's calls in (`TableState.serve`).
struct AppCall {
    let app: any LearnerApp

    /// The simulated thread the app's code runs on now.
    enum Place: Equatable {
        case main
        /// A worker thread of the global queue (its index in `Runtime.workerFreeAt`).
        case worker(Int)
    }
    var place: Place = .main
    /// The worker's own clock while a closure runs on it (the main thread's is the recorder's).
    var workerTime: Double = 0
    /// The task id of the worker closure running now (its token if it makes a blocking call).
    var block: Int?
    /// A blocking call of the worker closure running now was answered `.suspend`: when it ends,
    /// what it answers then and what it records then. Taken by the one who ran the closure when
    /// the app replies `.suspended`.
    var suspension: (until: Double, answer: HostAnswer, finish: Event?)?
    /// The event the app's calls are put down to: the callback or block running now.
    var cause: Int?
    /// The row whose callback runs (`cellForRowAt`, `didSelectRowAt`): what a checkmark or a fade set
    /// on a cell now is for.
    var row: TablePath?
    /// The cell the running `cellForRowAt` dequeued (or made), or the cell a closure or data task
    /// was made for: what a closure queued now, a data task resumed now, or a download started now
    /// is for — as tablelab's own app names the cell a download is for. Model: the code captures
    /// `cell` in its closures; the table cannot see captures, so the cell is the one the callback
    /// that made the closure had dequeued (nil in `prefetchRowsAt`, which has no cell).
    var cell: Int?
    /// The line of the closure running now: calls with no line of their own (a property set:
    /// `cell.imageView?.image = image`) are put down to it.
    var site: WireSite?
    /// A layout pass is running: `reloadData()` called now runs once it ends (model).
    var inPass = false
    /// `viewDidLoad` is running: the table is not on screen yet, so `reloadData()` there asks nothing
    /// (UIKit asks the data source at the first layout, which follows).
    var launching = false
    var reloadAfterPass = false
    /// The dequeue the table answered with a new cell, waiting for the app to make it
    /// (`HostCall.didMake`): the dequeue's reserved id and the call's line.
    var pendingMake: (dequeue: Int, identifier: String, site: WireSite)?
    /// The dequeue that answered with a reused cell, while the cell's `prepareForReuse` runs: its
    /// event is recorded when the stand-in says `prepareForReuse` returned (`HostCall.didReuse`), so
    /// what `prepareForReuse` did comes first, as in UIKit. `cause`: what the app's calls were put
    /// down to before (they are put down to `prepareForReuse` meanwhile).
    var pendingReuse: (dequeue: Int, cell: Int, identifier: String, row: TablePath, previous: TablePath,
                       site: WireSite, cause: Int?)?
    /// The app stopped (a crash, a runaway loop) where nothing could throw: the command ends and is
    /// rolled back; no more of the app's code runs in it.
    var failure: AppStop?
    /// Closures of the app run in this command: a closure that queues itself again and again at
    /// the same moment would keep the simulation busy forever, with the app itself never slow.
    var closuresRun = 0
    static let closureLimit = 20_000
    /// The counts an update of the app's got wrong, when the table raised UIKit's `Invalid update`
    /// for it: the crash box explains them as for tablelab's own app.
    var invalidUpdate: InvalidUpdate?
    /// `reconfigureRows` is asking the app for this cell's row: its dequeue returns the cell itself.
    var reconfiguring: Int?
    /// The header view dequeue the table answered with a new view, waiting for the app to make it
    /// (`HostCall.didMakeHeader`): the dequeue's reserved id, the section, and the call's line.
    var pendingHeader: (dequeue: Int, identifier: String, section: Int, site: WireSite)?

    init(_ app: any LearnerApp) { self.app = app }

    /// Where the app's code runs and what its calls are put down to: what a nested callback
    /// (`reloadData()` in `didSelectRowAt`, a closure on a worker) changes and puts back — never the
    /// command's own state (`failure`, `closuresRun`, a pending cell).
    struct Spot {
        var place: Place = .main
        var workerTime: Double = 0
        var block: Int? = nil
        var cause: Int?
        var row: TablePath?
        var site: WireSite?
        var cell: Int? = nil
    }

    var spot: Spot {
        get { Spot(place: place, workerTime: workerTime, block: block, cause: cause, row: row, site: site, cell: cell) }
        set { (place, workerTime, block, cause, row, site, cell) = (newValue.place, newValue.workerTime, newValue.block,
                                                                     newValue.cause, newValue.row, newValue.site, newValue.cell) }
    }
}

extension TablePath {
    init(_ wire: WirePath) { self.init(section: wire.section, row: wire.row) }
    var wire: WirePath { WirePath(section: section, row: row) }
}
