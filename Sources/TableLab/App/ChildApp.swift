import AppWire
import Foundation
import TableSim

/// A learner's compiled app as the table's `LearnerApp`: the program runs in a child process
/// (`AppProcess`), and the table's requests and the app's calls go over the wire.
///
/// The child holds the learner's objects, so it must have run exactly the commands of the table it
/// serves. It remembers which (`reached`); a table restored by `back`, a copy tried in a lesson, or
/// a command that ended in a crash (the child is gone, or ran part of a rolled-back command) does
/// not match, and `sync` brings a process there: a kept copy (below) and the commands after it,
/// or the program started again and every command replayed into it — the same file and the same
/// commands give the same calls (`TableState.appScript`).
///
/// With copies (`keepsCopies`, from `AppProcess.Limits`: on by default, each one costs the
/// running app its copy-on-write faults), going back costs what the way back costs, not the
/// session: after each command the child process is copied (`AppProcess.fork`: a `fork()` in the child, which holds the learner's objects — they
/// cannot be saved as values, they hold closures), and the copy is kept idle with the table as it
/// was then (`Checkpoint`). Nothing waits for a copy: it is asked for when the command completes,
/// the child forks while the table is drawn, and its reply is read with the next request. `sync`
/// goes on from the copy at the longest part of the table's commands — the copy becomes the running
/// process, and is asked at once for a copy of itself to take its place (its first act, not waited
/// for) — and replays only the commands after it: none after a `back` or a rolled-back crash. Kept:
/// the last `recentCopies` commands' copies, and older ones thinning out with their distance
/// (`keeps`: about `copiesPerDoubling` between a distance and its double), so going back `d`
/// commands replays fewer than `d / copiesPerDoubling` or so, and a session of `n` commands keeps
/// about `recentCopies + copiesPerDoubling × log2(n)` copies (28 after 1,000); copies off the
/// session's way (after a `back`, another command), refused (a worker closure waits in a blocking
/// call: the child's `fork()` would lose its thread) or gone are ended.
/// A copy leads its own process group and ends with `stop` (`app builtin`, another app, the end of
/// the session) or when tablelab's process is gone (its watcher thread).
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
    /// How many commands `sync` replays up to, while it does: the copies it asks for on the way.
    private var replayTarget: Int?
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
    /// How many times `sync` went on from a kept copy instead of starting the program again: for
    /// tests and the benchmark.
    public private(set) var resumes = 0
    /// Commands replayed into the app to bring it to a table (`sync`): for tests and the benchmark.
    public private(set) var replayed = 0
    /// Copies asked for that were not there when wanted (refused while a worker waited, or gone):
    /// for the benchmark.
    public private(set) var lostCopies = 0

    /// A copy of the app's process kept idle at a point of the session, with the table as it was there.
    private struct Checkpoint {
        let state: TableState
        let process: AppProcess
        var length: Int { state.appScript?.entries.count ?? 0 }
    }
    /// Oldest first; each one's commands a prefix of the next one's.
    private var checkpoints: [Checkpoint] = []
    /// Whether copies are kept (`AppProcess.Limits.keepsCopies`, on by default; the benchmark
    /// compares both).
    public var keepsCopies: Bool
    static let recentCopies = 6
    static let copiesPerDoubling = 3

    /// Whether the copy at command `length` is kept when the session is at command `head`: one of
    /// the last `recentCopies`, or older at a multiple of a spacing that doubles as the distance
    /// does (the largest power of two at most distance / `copiesPerDoubling`). A copy dropped is
    /// never wanted again: the spacing at a point only grows as the session goes on.
    static func keeps(_ length: Int, head: Int) -> Bool {
        let distance = head - length
        if distance < recentCopies { return true }
        let spacing = 1 << (Int.bitWidth - 1 - max(1, distance / copiesPerDoubling).leadingZeroBitCount)
        return length % spacing == 0
    }

    public init(source: AppSource, compiled: CompiledApp, environment: [String: String],
                limits: AppProcess.Limits = AppProcess.Limits()) {
        self.source = source
        self.compiled = compiled
        self.identity = AppIdentity(fileName: source.fileName, key: compiled.key)
        self.environment = environment
        self.limits = limits
        self.keepsCopies = limits.keepsCopies
    }

    deinit {
        process?.stop()
        for checkpoint in checkpoints { checkpoint.process.discard() }
    }

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
        drop { _ in true }
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
        var replay: TableState
        replayTarget = script.entries.count
        defer { replaying = false; replayTarget = nil }
        if let kept = resume(toward: script) {
            replaying = true
            replay = kept
        } else {
            try start()
            replaying = true
            replay = try TableState(launching: script.app, settings: script.launchSettings, app: self, command: "app")
        }
        for entry in script.entries.dropFirst(replay.appScript?.entries.count ?? 0) {
            replayed += 1
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
        keepCopy(at: state)
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
    public var wireCounts: WireCounts {
        checkpoints.reduce(endedCounts + (process?.counts ?? WireCounts())) { $0 + $1.process.counts }
    }

    /// The copies kept (for tests and the benchmark).
    public var keptCopies: Int { checkpoints.count }

    /// The app's processes: the one running, then the kept copies, oldest first (for tests and the
    /// benchmark; a copy not connected yet is waited for, one that is gone is left out).
    public func processIDs() -> [pid_t] {
        ([process].compactMap { $0 } + checkpoints.map(\.process)).compactMap { process in
            guard (try? process.connect()) != nil else { return nil }
            return process.pid
        }
    }

    // MARK: Copies

    /// Copies the app where it is (`state`), keeping the copies on the session's way back. The
    /// copy is asked for and not waited for (`AppProcess.fork`): the child forks while the table
    /// draws the command. While `sync` replays, only the copies that will be kept are asked for.
    private func keepCopy(at state: TableState) {
        guard keepsCopies, let script = state.appScript, let process, process.isRunning else { return }
        // Copies at points the table has left (a `back`, then another command) are on no way back,
        // and a copy the app refused or could not make is none.
        // Oldest first, each a prefix of the next: the last one on the way says which are (one
        // comparison of the scripts in a command that follows another, not one a copy).
        let onTheWay = checkpoints.lastIndex { $0.state.appScript?.isPrefix(of: script) == true } ?? -1
        if onTheWay + 1 < checkpoints.count {
            checkpoints[(onTheWay + 1)...].forEach(retire)
            checkpoints.removeSubrange((onTheWay + 1)...)
        }
        lostCopies += checkpoints.count { !$0.process.isRunning }
        drop { !$0.process.isRunning }
        let length = script.entries.count
        if checkpoints.last?.length == length { return }
        if let target = replayTarget, !Self.keeps(length, head: target) { return }
        // A copy that could not be asked for leaves the app as it was: going back replays further.
        guard let copy = try? process.fork() else { return }
        checkpoints.append(Checkpoint(state: state, process: copy))
        drop { !Self.keeps($0.length, head: length) }
    }

    /// Goes on from the kept copy with the longest part of `script`: the copy becomes the running
    /// process (the one running is ended), and is asked for a copy of itself at once, which takes
    /// its place among the kept ones — the fork is the first thing it does, and nothing waits for
    /// it. Returns the table as it was there, or nil when no copy fits.
    private func resume(toward script: AppScript) -> TableState? {
        while let i = checkpoints.lastIndex(where: { $0.state.appScript?.isPrefix(of: script) == true }) {
            let checkpoint = checkpoints.remove(at: i)
            guard (try? checkpoint.process.connect()) != nil else {
                // The copy is gone or broken: the next one back, or a new start.
                lostCopies += 1
                retire(checkpoint)
                continue
            }
            if let process { endedCounts = endedCounts + process.counts }
            process?.discard()
            process = checkpoint.process
            reached = checkpoint.state.appScript
            dirty = false
            resumes += 1
            if let copy = try? checkpoint.process.fork() {
                checkpoints.insert(Checkpoint(state: checkpoint.state, process: copy), at: i)
            }
            return checkpoint.state
        }
        return nil
    }

    /// Ends the kept copies `where` says.
    private func drop(where shouldDrop: (Checkpoint) -> Bool) {
        let (gone, kept) = (checkpoints.filter(shouldDrop), checkpoints.filter { !shouldDrop($0) })
        checkpoints = kept
        gone.forEach(retire)
    }

    private func retire(_ checkpoint: Checkpoint) {
        checkpoint.process.discard()
        endedCounts = endedCounts + checkpoint.process.counts
    }

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
            stop.said = .lostConversation
        case .cannotStart(let code):
            stop = AppStop(kind: .failed, name: "tablelab", message: "the app could not be started (errno \(code))")
            stop.said = .cannotStart(errno: code)
        case .notRunning:
            stop = AppStop(kind: .failed, name: "tablelab", message: "the app is not running")
            stop.said = .notRunning
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
