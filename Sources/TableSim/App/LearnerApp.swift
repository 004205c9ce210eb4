import AppWire

/// The learner's own app (`app FILE.swift`), as the table sees it: something that answers the table's
/// requests (`cellForRowAt`, `didSelectRowAt`, a queued closure's turn) by running the learner's
/// code, and that asks the simulation back while it runs (a dequeue, a download, `async`).
///
/// The simulation stays the one truth: the table's geometry, cells, reuse queue, clock and events
/// live in `TableState`; the app keeps only the learner's objects. Nothing here knows about
/// processes: TableLab's `ChildApp` runs the compiled file in a child process.
///
/// A `TableState` of a learner's app records every command it ran since launch (`AppScript`). An app
/// object that has run another list (a state restored by `back`, a copy tried in a lesson, a child
/// started again after a crash) is brought to the state's list first (`sync`): the same file and
/// the same commands give the same events, so replaying them rebuilds the learner's objects exactly.
public protocol LearnerApp: AnyObject {
    /// Sends one request; `serve` answers each host call the app makes before it replies (it may
    /// send requests of its own: `reloadData()` asks the data source again).
    func send(_ request: AppRequest, serve: (HostCall) throws -> HostAnswer) throws -> AppReply
    /// Brings the app's objects to where `state` is (restarting and replaying when it has run
    /// anything else). Called before each command on a learner's app.
    func sync(to state: TableState) throws
    /// `state` is where the app's objects are now (after a command ran, or after launch).
    func didReach(_ state: TableState)
}

/// Why the learner's app stopped before it answered (TableLab fills it in from the child's end).
/// The command is rolled back; the app is started again before the next one.
public struct AppStop: Error, Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A Swift trap: a force-unwrap of nil, an index out of range, `fatalError`.
        case crashed
        /// UIKit (the stand-in) raised an exception, with UIKit's name and text.
        case exception
        /// The app worked too long on one request (a runaway loop) and was stopped.
        case timedOut
        /// The app could not be started, or broke the protocol.
        case failed
    }

    public var kind: Kind
    /// The exception's name (`NSInternalInconsistencyException`), or Swift's "Fatal error".
    public var name: String
    /// UIKit's reason, Swift's message, or what went wrong; sanitized by the one who made it.
    public var message: String
    /// The learner's line, when it is known.
    public var site: WireSite?
    /// The limit a runaway loop hit, in seconds.
    public var seconds: Double?
    /// The text of the learner's line (`site`), for the crash box: "line 42 · cell.imageView…".
    public var sourceLine: String?
    /// tablelab's own reason for stopping, when it is not Swift's or UIKit's words: the crash box
    /// says it in the learner's language (`message` keeps the English for the trace and tests).
    public var said: Said?

    /// tablelab's reasons, said in the learner's language where they are shown.
    public enum Said: Sendable, Equatable {
        /// The app's process is gone (it ended between two commands).
        case notRunning
        /// The conversation with the app broke (`message` says how).
        case lostConversation
        /// The program could not be started (the system's error number).
        case cannotStart(errno: Int32)
    }

    public init(kind: Kind, name: String, message: String, site: WireSite? = nil, seconds: Double? = nil) {
        self.kind = kind
        self.name = name
        self.message = message
        self.site = site
        self.seconds = seconds
    }
}

/// Which learner's app a table runs, and how it was launched.
public struct AppIdentity: Sendable, Equatable {
    /// The learner's file name (`MovieListViewController.swift`), as events and pictures name it.
    public var fileName: String
    /// The compiled program's content key: another key is another program.
    public var key: String

    public init(fileName: String, key: String) {
        self.fileName = fileName
        self.key = key
    }
}

/// The commands a learner's app ran since launch, in order (rolled-back ones left out): what a new
/// child replays to rebuild the learner's objects.
public struct AppScript: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var actions: [Action]
        public var command: String
        public var frameLimit: Int?
    }

    public let app: AppIdentity
    /// The settings the app launched with (the world: latency, workers, viewport…).
    public let launchSettings: TableSettings
    public internal(set) var entries: [Entry] = []

    /// Whether `other` is this script with more commands after it.
    public func isPrefix(of other: AppScript) -> Bool {
        app == other.app && launchSettings == other.launchSettings && entries.count <= other.entries.count
            && Array(other.entries.prefix(entries.count)) == entries
    }
}
