import AppWire
import Foundation
import TableSim

/// A learner's compiled app as the table's `LearnerApp`: the program runs in a child process
/// (`AppProcess`), and the table's requests and the app's calls go over the wire.
///
/// The child holds the learner's objects, so it must have run exactly the commands of the table it
/// serves. It remembers which (`reached`); a table restored by `back`, a copy tried in a lesson, or
/// a command that ended in a crash (the child is gone, or ran part of a rolled-back command) does
/// not match, and `sync` starts the program again and replays the table's commands into it — the
/// same file and the same commands give the same calls (`TableState.appScript`).
///
/// One thread drives it (the session's); it is a reference shared by copies of a session, which is
/// why it checks where it is before every command rather than trusting it.
public final class ChildApp: LearnerApp, @unchecked Sendable {
    public let source: AppSource
    public let compiled: CompiledApp
    public let identity: AppIdentity
    let environment: [String: String]
    let limits: AppProcess.Limits
    private var process: AppProcess?
    /// The script the child's objects have run, when they are known to match it.
    private var reached: AppScript?
    /// Set by every request, cleared when a command completes: a command that did not complete left
    /// the child somewhere no table is.
    private var dirty = false
    private var replaying = false
    /// How the app last stopped, as the wire told it (for the message in the learner's language).
    public private(set) var lastFailure: AppRunFailure?
    /// What the app printed and nobody has shown yet (sanitized lines).
    private var console: [String] = []
    private var consoleTruncated = false
    /// The optional delegate methods the app does not implement, as it answered (`.implemented(false)`):
    /// a class cannot gain a method while it runs, so they are not asked again — two messages fewer
    /// for every row that enters and leaves when `willDisplay`/`didEndDisplaying` are not written.
    private var unimplemented: Set<String> = []
    /// How many times the program was started (the first launch is 1): for tests and the benchmark.
    public private(set) var starts = 0
    /// What went over the wire with the processes that ended; `wireCounts` adds the running one's.
    private var endedCounts = WireCounts()

    public init(source: AppSource, compiled: CompiledApp, environment: [String: String],
                limits: AppProcess.Limits = AppProcess.Limits()) {
        self.source = source
        self.compiled = compiled
        self.identity = AppIdentity(fileName: source.fileName, key: compiled.key)
        self.environment = environment
        self.limits = limits
    }

    deinit { process?.stop() }

    /// Starts the program and launches it on a new table (`viewDidLoad`, the first screen).
    public func launch(settings: TableSettings, command: String) throws(AppStop) -> TableState {
        try start()
        return try TableState(launching: identity, settings: settings, app: self, command: command)
    }

    /// Ends the program (`app builtin`, another app, the end of the session).
    public func stop() {
        process?.stop()
        process = nil
        reached = nil
    }

    // MARK: LearnerApp

    public func send(_ request: AppRequest, serve: (HostCall) throws -> HostAnswer) throws -> AppReply {
        guard let process, process.isRunning else { throw stopped(AppRunFailure.notRunning) }
        let optional = Self.optionalMethod(request)
        if let optional, unimplemented.contains(optional) { return .implemented(false) }
        var request = request
        if case .cellForRow(let path, let offer, false) = request, !unimplemented.contains("willDisplay") {
            // The table displays the cell it gets next (`layoutPass`: `willDisplay` follows every
            // `cellForRowAt` that returns): the app runs it at once, one round trip less a row.
            request = .cellForRow(path, dequeue: offer, thenWillDisplay: true)
        }
        dirty = true
        return try withoutActuallyEscaping(serve) { serve in
            let server = Server(serve)
            do {
                let reply = try process.send(request, server: server)
                if let optional, reply == .implemented(false) { unimplemented.insert(optional) }
                return reply
            } catch {
                collectConsole()
                // The simulation's own error inside a call (a nested request that failed first)
                // is the real reason; the wire only saw the app being stopped for it.
                if let inner = server.error { throw inner }
                throw stopped(error)
            }
        }
    }

    public func sync(to state: TableState) throws {
        guard !replaying, let script = state.appScript else { return }
        if !dirty, reached == script, process?.isRunning == true { return }
        try start()
        replaying = true
        defer { replaying = false }
        var replay = try TableState(launching: script.app, settings: script.launchSettings, app: self, command: "app")
        for entry in script.entries {
            let step: Step
            do {
                step = try replay.apply(entry.actions, command: entry.command, frameLimit: entry.frameLimit, app: self)
            } catch {
                throw AppStop(kind: .failed, name: "tablelab", message: "replaying `\(entry.command)` failed: \(error)")
            }
            if let crash = step.crash {
                throw crash.app ?? AppStop(kind: .failed, name: "tablelab", message: "replaying `\(entry.command)` crashed")
            }
        }
        // What the app printed while its earlier commands ran again was shown then.
        _ = process?.takeConsole()
        console = []
    }

    public func didReach(_ state: TableState) {
        reached = state.appScript
        dirty = false
        if !replaying { collectConsole() }
    }

    /// What the app printed since the last call (its console), sanitized, and whether some was cut.
    public func takeConsole() -> (lines: [String], truncated: Bool) {
        collectConsole()
        defer { console = []; consoleTruncated = false }
        return (console, consoleTruncated)
    }

    /// The optional method a request asks, when the app answers `.implemented(false)` for one it lacks.
    private static func optionalMethod(_ request: AppRequest) -> String? {
        switch request {
        case .willDisplay: return "willDisplay"
        case .didEndDisplaying: return "didEndDisplaying"
        case .willSelect: return "willSelect"
        case .didSelect: return "didSelect"
        case .didDeselect: return "didDeselect"
        case .prefetch: return "prefetch"
        case .cancelPrefetch: return "cancelPrefetch"
        default: return nil
        }
    }

    /// Messages written to the app's processes since this app was made (each one a wait for the
    /// process), and the ones saved: a structural measure for tests and the benchmark.
    public var wireCounts: WireCounts { endedCounts + (process?.counts ?? WireCounts()) }

    // MARK: The process

    private func start() throws(AppStop) {
        if let process { endedCounts = endedCounts + process.counts }
        process?.stop()
        process = nil
        reached = nil
        do {
            process = try AppProcess(executable: compiled.executable, environment: environment,
                                     learnerFile: source.fileName, limits: limits)
        } catch {
            throw stopped(error)
        }
        starts += 1
        dirty = false
    }

    private func collectConsole() {
        guard let process else { return }
        let (lines, truncated) = process.takeConsole()
        console += lines
        consoleTruncated = consoleTruncated || truncated
    }

    /// The wire's failure as the simulation's `AppStop`, with the learner's line where known.
    private func stopped(_ error: Error) -> AppStop {
        let failure = error as? AppRunFailure ?? .brokenWire("\(error)")
        lastFailure = failure
        var stop: AppStop
        switch failure {
        case .crashed(let crash):
            stop = AppStop(kind: .crashed, name: crash.message == nil ? "" : "Fatal error",
                           message: crash.message ?? crash.lastLines.last ?? "the app ended (\(crash.status))",
                           site: crash.site)
        case .exception(let e):
            stop = AppStop(kind: .exception, name: e.name, message: e.reason, site: e.site)
        case .timedOut(let seconds, let request):
            stop = AppStop(kind: .timedOut, name: "tablelab",
                           message: "stopped the app: \(request.uikitName) ran for \(Int(seconds.rounded())) s without finishing",
                           seconds: seconds)
        case .brokenWire(let why):
            stop = AppStop(kind: .failed, name: "tablelab", message: why)
        case .cannotStart(let code):
            stop = AppStop(kind: .failed, name: "tablelab", message: "the app could not be started (errno \(code))")
        case .notRunning:
            stop = AppStop(kind: .failed, name: "tablelab", message: "the app is not running")
        }
        if let site = stop.site, site.line > 0 { stop.sourceLine = source.line(Int(site.line)) }
        return stop
    }

    /// Serves the app's calls with the simulation's closure for the time of one request.
    private final class Server: AppHostServer {
        let serve: (HostCall) throws -> HostAnswer
        var error: Error?

        init(_ serve: @escaping (HostCall) throws -> HostAnswer) { self.serve = serve }

        func answer(_ call: HostCall, app: AppProcess) throws(AppRunFailure) -> HostAnswer {
            do {
                return try serve(call)
            } catch {
                self.error = error
                throw .brokenWire("the simulation stopped the app")
            }
        }
    }
}
