import AppWire

/// Why a request to the learner's app did not get its reply. The app is gone after each of these
/// (stopped and reaped): the session goes on, and a new `AppProcess` starts the app again.
public enum AppRunFailure: Error, Sendable, Equatable {
    /// The executable could not be started (errno), or the wire's pipes not made.
    case cannotStart(Int32)
    /// The app ended mid-request: a Swift trap (force-unwrap of nil, index out of range, …), an
    /// exit of its own, a signal.
    case crashed(AppCrash)
    /// UIKit (the stand-in) raised an exception, with UIKit's name and text and the learner's line.
    case exception(AppException)
    /// The app worked on one request longer than the limit without a word (a runaway loop): stopped.
    case timedOut(seconds: Double, during: AppRequest)
    /// The app said something that is not the protocol (or the child said the parent did): stopped.
    /// The text is sanitized.
    case brokenWire(String)
    /// The app had already ended (after a failure, or `quit`).
    case notRunning
}

/// A crash: how the app ended, what Swift said, and the learner's line when it can be told.
public struct AppCrash: Sendable, Equatable {
    public var status: ChildProcess.Status
    /// Swift's message ("Unexpectedly found nil while unwrapping an Optional value"), sanitized.
    public var message: String?
    /// The learner's line: from Swift's message when it names the learner's file, else from the
    /// first frame of the learner's file in the backtrace (when the runtime printed one).
    public var site: WireSite?
    /// The request the app was in (the innermost).
    public var during: AppRequest?
    /// The last lines the app wrote to stderr, sanitized.
    public var lastLines: [String]

    public init(status: ChildProcess.Status, message: String?, site: WireSite?, during: AppRequest?, lastLines: [String]) {
        self.status = status
        self.message = message
        self.site = site
        self.during = during
        self.lastLines = lastLines
    }
}

/// An exception the stand-in UIKit raised ("unable to dequeue a cell with identifier …").
public struct AppException: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    /// UIKit's text, sanitized.
    public var reason: String
    public var site: WireSite
    public var during: AppRequest?

    public init(name: String, reason: String, site: WireSite, during: AppRequest?) {
        self.name = name
        self.reason = reason
        self.site = site
        self.during = during
    }

    /// As UIKit prints it.
    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}
