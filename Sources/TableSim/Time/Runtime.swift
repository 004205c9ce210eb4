import AppWire

/// The threads, queues, network and image store behind the table (FIDELITY §8): a serial main queue
/// bound to the main thread, a global queue served by a few worker threads, and downloads that take
/// the network latency. Everything is simulated time; nothing sleeps.
public struct Runtime: Sendable, Equatable {
    /// Blocks waiting for the main thread, first in first out (`DispatchQueue.main.async`).
    public internal(set) var mainQueue: [MainBlock] = []
    /// Background downloads, waiting for a worker or running on one.
    public internal(set) var loads: [ImageLoad] = []
    /// Data tasks' completion handlers waiting for a thread (a download finished, or `cancel()`
    /// stopped it), in the order URLSession got them.
    public internal(set) var handlers: [CompletionHandler] = []
    /// The order blocks were given to the background (a download block, a completion handler): of
    /// two that could start at the same moment, the one given first does.
    public internal(set) var nextQueued = 1
    /// When each worker thread of the global queue is free again.
    public internal(set) var workerFreeAt: [Double] = []
    /// Images kept by row (memoized on the row's model, or in the image cache), global row → KB.
    public internal(set) var kept: [Int: Int] = [:]
    /// How many downloads of each row's image have started: the attempt number keys its latency
    /// jitter, so the same commands give the same network times whatever else changes (a fix).
    public internal(set) var attempts: [Int: Int] = [:]
    /// Closures of a learner's app waiting for a worker thread (`DispatchQueue.global().async`, a
    /// data task's completion), in the order they were given.
    public internal(set) var appBlocks: [AppBlock] = []
    /// Data tasks of a learner's app on the network (`resume()` until they finish or are cancelled).
    public internal(set) var appDownloads: [AppDownload] = []
    /// Closures of a learner's app waiting on their worker in a blocking call (`Data(contentsOf:)`,
    /// `Thread.sleep`), parked in the app's process: each goes on when the clock reaches the call's
    /// end, in time order (the first suspended among equal times first).
    public internal(set) var appSuspended: [AppSuspended] = []
    /// When each of the app's serial queues is free again (its running closure ends).
    public internal(set) var appSerialFreeAt: [String: Double] = [:]
    public internal(set) var nextLoadID = 1
    public internal(set) var nextTaskID = 1

    public init() {}

    /// Forgets every download, block and kept image (new data, or a new loading strategy). Ids keep
    /// counting, so an id names one download or task in the whole log.
    mutating func clear() {
        self = Runtime(nextLoadID: nextLoadID, nextTaskID: nextTaskID)
    }

    private init(nextLoadID: Int, nextTaskID: Int) {
        self.nextLoadID = nextLoadID
        self.nextTaskID = nextTaskID
    }

    /// The next download's id.
    mutating func newLoad() -> Int {
        defer { nextLoadID += 1 }
        return nextLoadID
    }

    /// The next task's id (a block on a queue).
    mutating func newTask() -> Int {
        defer { nextTaskID += 1 }
        return nextTaskID
    }

    /// The next place in the order blocks were given to the background.
    mutating func newQueued() -> Int {
        defer { nextQueued += 1 }
        return nextQueued
    }
}

/// A data task's completion handler (`URLSession.shared.dataTask(with:) { data, _, error in … }`)
/// waiting for a thread: URLSession calls it on its delegate queue, a background thread, never on
/// the main thread — so the code shown hops to the main queue from inside it. Model: the handler
/// takes a worker of the global queue for the moment it runs (it only queues a main-queue block),
/// as a learner's handler does (`AppBlock.Work.completion`).
public struct CompletionHandler: Sendable, Equatable {
    /// Its place in the order blocks were given (`Runtime.nextQueued`).
    public var queued: Int
    public var load: Int
    public var row: Int
    /// The cells waiting for the image (empty for a prefetch).
    public var cells: [Int]
    public var prefetched: Bool
    /// The download delivered data; false: `cancel()` stopped it, the handler gets
    /// `URLError(.cancelled)` and returns (FIDELITY §8b.31).
    public var delivered: Bool
    /// The event that handed it over (the download's finish, or the cancel).
    public var cause: Int?
    public var readyAt: Double
}

/// Latency jitter drawn from the seed and the download's identity — its row and attempt — never from
/// the order of draws: switching a fix on, or loading in another order, replays the same network
/// times for the same downloads.
public enum Jitter {
    /// A number in 0 ..< 1 for this seed, row and attempt.
    public static func unit(seed: UInt64, section: Int, row: Int, attempt: Int) -> Double {
        var key = SplitMix64(seed: seed)
        var mixed = key.next()
        for part in [UInt64(bitPattern: Int64(section)), UInt64(bitPattern: Int64(row)), UInt64(bitPattern: Int64(attempt))] {
            var g = SplitMix64(seed: mixed ^ part)
            mixed = g.next()
        }
        var g = SplitMix64(seed: mixed)
        return g.unit()
    }
}

/// A block on the main queue.
public struct MainBlock: Sendable, Equatable {
    /// The task id its `taskStart` / `taskEnd` events carry.
    public var task: Int
    /// The event that queued it (a `cellForRowAt`, or a finished download).
    public var cause: Int?
    /// The download it belongs to.
    public var load: Int?
    public enum Work: Sendable, Equatable {
        /// `Data(contentsOf:)` then assign, all on the main thread (the book's main-async "fix").
        case downloadAndAssign(row: Int, cell: Int)
        /// Assign a downloaded image to a cell (the completion of a background load).
        case assign(row: Int, cells: [Int])
        /// A prefetch's data task finished, its completion hopped to the main queue (`code`'s
        /// `DispatchQueue.main.async` in `prefetchRowsAt`): the image is kept on the model, the task's
        /// entry goes, and under `load background` the cell showing the row now, if any, gets the image.
        case prefetched(row: Int)
        /// The body of `Task { try await URLSession.shared.data(from:) … }` created in `cellForRowAt`
        /// (`load await`): it starts on the main actor after the work running now (the layout pass),
        /// reaches the `await`, starts the download and suspends (FIDELITY §8.25).
        case startAwait(row: Int, cell: Int)
        /// A closure of the learner's app (`DispatchQueue.main.async { … }`), by the id its
        /// `DispatchWorkItem` has in the app, with the line that queued it.
        case app(item: Int, site: WireSite)
    }
    public var work: Work
    /// What the code looks like, when not the default for `work` (`Task { … }`, the code after `await`).
    public var label: Event.Work?
    /// `task.cancel()` reached this task before it ran — a `Task { }` not started yet, or the code
    /// after an `await` that already returned: cancellation is cooperative, so it still runs (a
    /// `Data(contentsOf:)` in it too); the code checks `Task.isCancelled` before assigning.
    public var cancelled = false
    /// When it was enqueued: it cannot run earlier.
    public var readyAt: Double
    /// A learner's closure (`.app`): the row and the cell of the code that queued it (`AppCall`),
    /// which its events name and its own calls are put down to.
    public var appRow: TablePath? = nil
    public var appCell: Int? = nil
}

/// One background download of one row's image.
public struct ImageLoad: Sendable, Equatable {
    public var id: Int
    /// The event that asked for it (`cellForRowAt`, or `prefetchRowsAt`).
    public var cause: Int?
    /// Its worker's `taskStart`, and its `imageLoadStart` on the network, once it runs.
    public var taskStart: Int?
    public var task: Int?
    public var started: Int?
    public var row: Int
    /// Cells waiting for this image (empty for a prefetch nobody displayed yet).
    public var cells: [Int]
    public var prefetched: Bool
    /// Started by `try await URLSession.shared.data(from:)`: on the network at once, no worker thread;
    /// the task resumes on the main actor when it finishes.
    public var awaited = false
    /// Started as a `URLSessionDataTask` (`resume()`): on the network at once, no worker thread;
    /// `cancel()` stops it (FIDELITY §8b.31). The form the app uses when it cancels a cell's load in
    /// `prepareForReuse` (`fix cancel-on-reuse` under `load background`), and for prefetching.
    public var dataTask = false
    /// A `Data(contentsOf:)` block on the global queue: it needs a worker thread, and once it runs
    /// nothing can stop it.
    public var needsWorker: Bool { !awaited && !dataTask }
    public var readyAt: Double
    /// Its place in the order blocks were given (`Runtime.nextQueued`).
    public var queued = 0
    /// Set once a worker runs it.
    public var worker: Int?
    public var finishAt: Double?
}

/// A small, well-known deterministic generator (SplitMix64): the same seed gives the same jitter.
public struct SplitMix64: Sendable, Equatable {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0 ..< 1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// A closure of a learner's app waiting for a worker thread of the global queue.
public struct AppBlock: Sendable, Equatable {
    public enum Work: Sendable, Equatable {
        /// `DispatchQueue.global().async { … }` (or a serial queue of the app's), by work-item id.
        case item(Int)
        /// A data task's completion handler, with what the download delivers.
        case completion(task: Int, WireDownload)
    }
    public var task: Int
    public var work: Work
    /// The event that queued it (the callback or block that called `async`, a finished download).
    public var cause: Int?
    /// The learner's line that queued it (or made the data task).
    public var site: WireSite
    /// When it can start.
    public var readyAt: Double
    /// The row the download of a completion was for, when its URL names one.
    public var path: TablePath?
    /// The app's own serial queue (`DispatchQueue(label:)`) it was given to: one closure at a time,
    /// in order. Nil for the global queue.
    public var serial: String? = nil
    /// The cell it was made for (`AppCall.cell`): its calls are put down to that cell.
    public var cell: Int? = nil
}

/// A data task of a learner's app on the network.
public struct AppDownload: Sendable, Equatable {
    /// The data task's id in the app.
    public var task: Int
    public var load: Int
    public var url: String
    public var path: TablePath?
    public var started: Int?
    public var finishAt: Double
    public var site: WireSite
    /// The cell the task was made for (`AppCall.cell`).
    public var cell: Int? = nil
}

/// A closure of a learner's app waiting on its worker in a blocking call: its thread in the app's
/// process is parked (`HostAnswer.suspend`) until the clock reaches `resumeAt`, then goes on with
/// `answer` (`AppRequest.resume`).
public struct AppSuspended: Sendable, Equatable {
    /// The token the app's process knows the parked closure by (the block's task id).
    public var token: Int
    public var block: AppBlock
    public var worker: Int
    /// When the closure started, and its `taskStart` event.
    public var start: Double
    public var begin: Int
    /// When the blocking call ends.
    public var resumeAt: Double
    /// The blocking call's answer, given when it goes on.
    public var answer: HostAnswer
    /// The event the call's end records then (a download's `imageLoadFinish`), if any.
    public var finish: Event?
}
