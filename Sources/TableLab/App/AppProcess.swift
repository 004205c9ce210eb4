import AppWire
import Foundation
import TableText

/// Answers the host calls of a learner's app: the simulation's side of the wire (the next session
/// makes the simulation one). `app` is the process asking: an answer may first send requests of
/// its own (`reloadData` → `numberOfRows`), which nest inside the call.
public protocol AppHostServer: AnyObject {
    func answer(_ call: HostCall, app: AppProcess) throws(AppRunFailure) -> HostAnswer
}

/// Messages the parent wrote to a learner's app, and the ones it saved: each written message is a
/// wait for the app's process (a round trip).
public struct WireCounts: Sendable, Equatable {
    /// Requests written.
    public var requests = 0
    /// Answers to host calls written.
    public var answers = 0
    /// Requests the app ran unasked, chained to the one before (`willDisplay` after `cellForRowAt`).
    public var chainedRequests = 0
    /// Dequeues the app answered from the table's offer, without waiting.
    public var offeredDequeues = 0

    public init() {}

    /// Messages written: each one the app waited for.
    public var written: Int { requests + answers }

    public static func + (a: WireCounts, b: WireCounts) -> WireCounts {
        var sum = a
        sum.requests += b.requests
        sum.answers += b.answers
        sum.chainedRequests += b.chainedRequests
        sum.offeredDequeues += b.offeredDequeues
        return sum
    }
}

/// A learner's compiled app running as a child process, driven over the wire (`AppWire`).
///
/// Why a child process: the learner's code may crash (a force-unwrap, an index out of range,
/// UIKit's exception), loop forever or print anything; none of that may end or garble the session.
/// The app is started without a shell, as the leader of its own process group (stopped whole),
/// with stdin `/dev/null`, its stdout and stderr on pipes of their own (its console, and Swift's
/// crash text), and the wire on descriptors 3 and 4.
///
/// `send` is synchronous: it writes the request, then serves the app's host calls through the
/// server until the reply comes. The time limit counts the app's own work for one request (with
/// the requests nested in it): the time spent waiting for the app, never the server's, so a loop
/// that never calls out and one that calls UIKit without end are both stopped once the app has
/// worked `limits.requestSeconds` on it. Everything the app writes is bounded and handed out
/// sanitized (`takeConsole`).
///
/// The parent writes the wire on a socket with `MSG_NOSIGNAL`: an app that died makes the write
/// fail with `EPIPE`, never end tablelab with `SIGPIPE`.
public final class AppProcess {
    public struct Limits: Sendable, Equatable {
        /// Seconds the app may work without a word before it is stopped.
        public var requestSeconds: Double = 2
        /// Seconds the app may take to end once it began crashing (Swift prints a backtrace first).
        public var crashSeconds: Double = 10
        /// Bytes of console output kept between two `takeConsole` (the first ones).
        public var consoleBytes = 64 << 10
        /// Bytes of stderr kept (the first ones: Swift's message comes first).
        public var stderrBytes = 64 << 10
        /// Whether the app is copied (`fork`) after each command, so `back` and a rolled-back crash
        /// go on from a copy instead of replaying the session (`ChildApp`). No command waits for
        /// the copy (it is asked for after the command, its reply read with the next request); the
        /// running app pays for the pages it writes afterwards (copy-on-write), a few ms p50 on this
        /// 2-core machine, every command still within a frame p99 on a quiet machine, `back` within
        /// one after 1,000 commands (`tablelab-bench app`; `TABLELAB_BENCH_COPIES=0` compares).
        /// Off, `back` starts the program again and replays the session.
        public var keepsCopies = true

        public init() {}
    }

    public let executable: String
    public let limits: Limits
    /// The learner's file name as compiled (`MovieListViewController.swift`): a backtrace frame in
    /// it is the line a crash names.
    public let learnerFile: String?
    public private(set) var pid: pid_t = 0
    /// False once the app ended (a failure, `quit`, `stop`).
    public private(set) var isRunning = false
    /// How it ended, once it did.
    public private(set) var ending: ChildProcess.Status?
    /// A copy another app process made (`fork`): not tablelab's child, so it cannot be waited for;
    /// its end is seen in `/proc` and its status is unknown.
    public let isCopy: Bool
    /// A copy's first message (`.forked(pid:)` with its own id: it is connected) has not been read
    /// yet; its `pid` is 0 until then.
    private var awaitingHello = false
    /// Copies asked for (`fork`) whose reply this app has not sent or tablelab not read yet: read
    /// before the next request (`settleForks`), in order.
    private var unsettledCopies: [AppProcess] = []

    private var toChild: Int32 = -1
    private var fromChild: Int32 = -1
    private var stdoutFD: Int32 = -1
    private var stderrFD: Int32 = -1
    private var frames = WireFrameBuffer()
    private var console: [UInt8] = []
    private var consoleTruncated = false
    private var stderrBytes: [UInt8] = []
    private var requests: [AppRequest] = []
    /// The request the app runs unasked after the reply just read (`cellForRow(…, thenWillDisplay:
    /// true)`): its messages are on the wire already, so asking it writes nothing.
    private var chained: AppRequest?
    /// What went over the wire so far: for tests (a structural measure, never a timed one) and
    /// the benchmark.
    public private(set) var counts = WireCounts()
    /// Seconds the app has worked on the outermost request so far.
    private var appSeconds = 0.0
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    /// Starts `executable` (a compiled app: its `main` is `TablelabChild.run`).
    public init(executable: String, environment: [String: String], learnerFile: String? = nil,
                limits: Limits = Limits()) throws(AppRunFailure) {
        self.executable = executable
        self.limits = limits
        self.learnerFile = learnerFile
        self.isCopy = false
        try start(environment: environment)
    }

    /// A copy asked of `source` (`fork()`), connected on the channels handed to it; its id comes
    /// with its first message (`greet`).
    private init(copyOf source: AppProcess, channels ends: [Int32]) {
        executable = source.executable
        limits = source.limits
        learnerFile = source.learnerFile
        isCopy = true
        toChild = ends[1]
        fromChild = ends[2]
        stdoutFD = ends[4]
        stderrFD = ends[6]
        isRunning = true
        awaitingHello = true
    }

    deinit { stop() }

    // MARK: Requests

    /// Sends `request` and serves the app's host calls with `server` until its reply. Throws when
    /// the app crashes, raises, runs past the limit or breaks the wire; the app is gone then.
    public func send(_ request: AppRequest, server: any AppHostServer) throws(AppRunFailure) -> AppReply {
        guard isRunning else { throw .notRunning }
        if requests.isEmpty {
            try settleForks()
            appSeconds = 0
        }
        try greet()
        requests.append(request)
        defer { requests.removeLast() }
        if let expected = chained {
            chained = nil
            guard request == expected else {
                // The app has run a request the table did not ask: it is somewhere no table is.
                stop()
                throw .brokenWire("the table asked \(request) after the app had run \(expected)")
            }
            counts.chainedRequests += 1
        } else {
            try write(.request(request))
            counts.requests += 1
        }
        while true {
            switch try receive() {
            case .reply(let reply):
                if request == .quit { finish(waitSeconds: limits.requestSeconds) }
                if case .cellForRow(let path, _, true) = request, case .cell(let id) = reply {
                    chained = .willDisplay(cell: id, path)
                }
                return reply
            case .call(let call):
                let answer: HostAnswer
                do {
                    answer = try server.answer(call, app: self)
                } catch {
                    // The app waits for an answer it will never get: it cannot go on.
                    stop()
                    throw error
                }
                if case .dequeue(let identifier, _, _, true) = call {
                    // The app went on with the answer offered: the table must have given the same.
                    guard case .cellForRow(_, let offer?, _) = request, answer == .dequeue(offer.answer(for: identifier)) else {
                        stop()
                        throw .brokenWire("the app took a dequeue answer the table did not give (\(answer))")
                    }
                    counts.offeredDequeues += 1
                }
                // A notification (a view changed, a closure queued) gets no answer: the app went on.
                if call.expectsAnswer {
                    try write(.answer(answer))
                    counts.answers += 1
                }
            case .raised(let name, let reason, let site):
                let exception = AppException(name: name.visibleControls, reason: reason.visibleControls, site: site, during: request)
                finish(waitSeconds: limits.requestSeconds)
                throw .exception(exception)
            case .broken(let why):
                finish(waitSeconds: limits.requestSeconds)
                throw .brokenWire(why.visibleControls)
            }
        }
    }

    // MARK: Copies

    /// Asks for a copy of the app as it is now, between two requests (`.fork`: the child process
    /// forks): the learner's objects as they are, idle until it is sent a request. The copy has
    /// channels of its own, made here and sent with the request; this app goes on as before.
    ///
    /// Nothing waits for the fork: the request is written and the copy returned at once, while
    /// the child forks (during the drawing of the command just run); the child's reply is read
    /// before its next request (`settleForks`), and the copy's id with its first message (`greet`,
    /// when the copy is first used or ended). A copy the child refused (a worker waits in a
    /// blocking call) or could not make is not running once its reply is read; one whose app
    /// ended first sees its channels close. Throws when the app is gone (it is stopped then).
    public func fork() throws(AppRunFailure) -> AppProcess {
        guard isRunning else { throw .notRunning }
        try greet()
        let ends = try Self.channels()
        // The copy's ends: stdout, stderr, request (read), reply (write) — `AppWire.forkDescriptors`.
        let theirs = [ends[5], ends[7], ends[0], ends[3]]
        let written = AppWire.writeAll(AppWire.frame(ParentMessage.request(.fork)), to: toChild, passing: theirs)
        for fd in theirs { close(fd) }
        guard written else {
            for fd in [ends[1], ends[2], ends[4], ends[6]] { close(fd) }
            throw crashFailure()
        }
        counts.requests += 1
        let copy = AppProcess(copyOf: self, channels: ends)
        unsettledCopies.append(copy)
        return copy
    }

    /// Whether the copy's first message has come and it is connected (a copy's only wait: for
    /// the fork asked of its app). True for the app tablelab started.
    public func connect() throws(AppRunFailure) {
        guard isRunning else { throw .notRunning }
        try greet()
    }

    /// Reads the replies to the copies asked for (`fork`): the child forked before anything else,
    /// so they are there by now unless it is still forking. A copy refused is ended here.
    private func settleForks() throws(AppRunFailure) {
        while !unsettledCopies.isEmpty {
            let copy = unsettledCopies.removeFirst()
            requests.append(.fork)
            defer { requests.removeLast() }
            let message = try receive()
            guard case .reply(.forked(let made)) = message else {
                stop()
                throw .brokenWire("the app answered a fork request with \(message)")
            }
            if made <= 0 { copy.neverMade() }
        }
    }

    /// A copy the app did not make: nothing to end, only its channels to close.
    private func neverMade() {
        guard pid == 0, ending == nil else { return }
        awaitingHello = false
        isRunning = false
        ending = .exited(-1)
        closeChannels()
    }

    /// A copy's first message, read before anything is asked of it: `.forked(pid:)` with its id.
    private func greet() throws(AppRunFailure) {
        guard awaitingHello else { return }
        awaitingHello = false
        requests.append(.fork)
        defer { requests.removeLast() }
        let message = try receive()
        guard case .reply(.forked(let own)) = message, own > 0 else {
            stop()
            throw .brokenWire("a copy of the app began with \(message)")
        }
        pid = pid_t(own)
    }

    /// What the app printed since the last call, as lines (control characters made visible), and
    /// whether more was printed than kept.
    public func takeConsole() -> (lines: [String], truncated: Bool) {
        drainOutput()
        var text = String(decoding: console, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        let out = text.isEmpty ? [] : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { String($0).visibleControls }
        let truncated = consoleTruncated
        console.removeAll()
        consoleTruncated = false
        return (out, truncated)
    }

    /// Ends a copy that is no longer wanted (`fork`) without waiting for its end: it is idle,
    /// between two requests, so it has nothing to say; its group is killed and its channels
    /// closed (a copy whose id has not come yet is waited for until it has: it is being made; and
    /// so are the copies asked of it, as `stop` does).
    /// Waiting for its end (as `stop` does, to read a crashed app's last words) took milliseconds
    /// a copy — in every command, which ends one. The app tablelab started is stopped as before
    /// (it must be reaped).
    public func discard() {
        guard isCopy else { return stop() }
        if awaitingHello, isRunning { try? greet() }
        if isRunning, requests.isEmpty { try? settleForks() }
        guard ending == nil else { return }
        if pid > 0 { kill(-pid, SIGKILL) }
        isRunning = false
        ending = .signalled(SIGKILL)
        closeChannels()
    }

    /// Ends the app now (its whole process group) and reaps it. Safe to call twice.
    public func stop() {
        if isCopy, awaitingHello, isRunning { try? greet() }
        // The copies asked of it are made before it ends (its reply read): killed with a fork
        // request unread, it would leave their channels in flight, open, and them never made.
        if isRunning, requests.isEmpty { try? settleForks() }
        guard pid > 0 else {
            // A copy never made, or one that never said who it is: nothing runs to end.
            if isCopy, ending == nil { neverMade() }
            return
        }
        if isRunning { kill(-pid, SIGKILL) }
        finish(waitSeconds: 0)
    }

    private func closeChannels() {
        for fd in [toChild, fromChild, stdoutFD, stderrFD] where fd >= 0 { close(fd) }
        (toChild, fromChild, stdoutFD, stderrFD) = (-1, -1, -1, -1)
    }

    // MARK: Starting

    /// Four channels for an app: each end moved to 10 or above (so moving them to 0…4 in the child
    /// never overwrites another) and close-on-exec (so no other child keeps one open). In order:
    /// [request read, request write, reply read, reply write, out read, out write, err read, err write];
    /// the request channel is a socket (`MSG_NOSIGNAL`; a `.fork` sends descriptors on it).
    private static func channels() throws(AppRunFailure) -> [Int32] {
        var ends: [Int32] = []
        func closeAll(_ fds: [Int32]) { for fd in fds { close(fd) } }
        for channel in 0..<4 {
            var pair: [Int32] = [-1, -1]
            // The parent → child channel is a socket (`MSG_NOSIGNAL`); its first end is the child's.
            let made = channel == 0 ? socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) : pipe(&pair)
            guard made == 0 else {
                let code = errno
                closeAll(ends)
                throw .cannotStart(code)
            }
            for fd in pair {
                let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
                close(fd)
                ends.append(high)
            }
        }
        if ends.contains(where: { $0 < 0 }) {
            closeAll(ends.filter { $0 >= 0 })
            throw .cannotStart(EMFILE)
        }
        return ends
    }

    private func start(environment: [String: String]) throws(AppRunFailure) {
        func closeAll(_ fds: [Int32]) { for fd in fds { close(fd) } }
        let ends = try Self.channels()
        var env = environment
        // Swift's backtrace on a crash, plain, on stderr, without waiting for a debugger: the
        // frame of the learner's file names the line of an index out of range.
        env["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,output-to=stderr,limit=24,top=4,sanitize=no,threads=crashed,registers=none,images=none"
        env[AppWire.parentVariable] = String(getpid())
        let spawned = ChildProcess.spawn(executable, [], environment: env) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, ends[5], 1)
            posix_spawn_file_actions_adddup2(&actions, ends[7], 2)
            posix_spawn_file_actions_adddup2(&actions, ends[0], AppWire.requestFD)
            posix_spawn_file_actions_adddup2(&actions, ends[3], AppWire.replyFD)
        }
        closeAll([ends[0], ends[3], ends[5], ends[7]])
        guard spawned.error == 0 else {
            closeAll([ends[1], ends[2], ends[4], ends[6]])
            throw .cannotStart(spawned.error)
        }
        pid = spawned.pid
        toChild = ends[1]
        fromChild = ends[2]
        stdoutFD = ends[4]
        stderrFD = ends[6]
        isRunning = true
    }

    // MARK: The wire

    private func write(_ message: ParentMessage) throws(AppRunFailure) {
        guard AppWire.writeAll(AppWire.frame(message), to: toChild, socket: true) else {
            // The app is gone: say how it ended.
            throw crashFailure()
        }
    }

    /// The app's next message; its console and stderr are read meanwhile.
    private func receive() throws(AppRunFailure) -> ChildMessage {
        let started = ChildProcess.now()
        let before = appSeconds
        defer { appSeconds = before + (ChildProcess.now() - started) }
        var crashing = false
        var checkedStderr = stderrBytes.count
        while true {
            if let frame = frames.nextFrame() {
                do { return try AppWire.message(ChildMessage.self, from: frame) } catch {
                    stop()
                    throw .brokenWire("a message tablelab cannot read (\(frame.count) bytes: \(error))".visibleControls)
                }
            }
            if let n = frames.nextLength, n > AppWire.frameLimit {
                stop()
                throw .brokenWire("a message of \(n) bytes, longer than \(AppWire.frameLimit)")
            }
            if !crashing, stderrBytes.count != checkedStderr {
                checkedStderr = stderrBytes.count
                crashing = stderrText.contains("Fatal error") || stderrText.contains("Program crashed")
            }
            let limit = crashing ? limits.crashSeconds : limits.requestSeconds
            let left = limit - before - (ChildProcess.now() - started)
            if left <= 0 {
                let request = requests.last ?? .launch
                if pid > 0 { kill(-pid, SIGKILL) }
                finish(waitSeconds: 0)
                if crashing { throw crashFailure() }
                throw .timedOut(seconds: limits.requestSeconds, during: request)
            }
            var fds = [pollfd(fd: fromChild, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(max(left, 0.001), 0.1) * 1000))
            if ready < 0, errno != EINTR { throw .brokenWire("poll: errno \(errno)") }
            guard ready > 0 else { continue }
            if fds[1].revents != 0 { readOutput(stdoutFD) }
            if fds[2].revents != 0 { readOutput(stderrFD) }
            if fds[0].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(fromChild, $0.baseAddress!, $0.count) }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                if n <= 0 {
                    // The wire closed: the app ended (or is ending).
                    finish(waitSeconds: limits.crashSeconds)
                    throw crashFailure()
                }
                frames.append(chunk[..<n])
            }
        }
    }

    private var stderrText: String { String(decoding: stderrBytes, as: UTF8.self) }

    /// Reads what is there on the app's stdout or stderr, keeping up to the limit.
    private func readOutput(_ fd: Int32) {
        guard fd >= 0 else { return }
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard n > 0 else {
            if n == 0 || (errno != EINTR && errno != EAGAIN) {
                close(fd)
                if fd == stdoutFD { stdoutFD = -1 } else { stderrFD = -1 }
            }
            return
        }
        if fd == stdoutFD {
            let room = max(0, limits.consoleBytes - console.count)
            console += chunk[..<min(n, room)]
            if n > room { consoleTruncated = true }
        } else {
            let room = max(0, limits.stderrBytes - stderrBytes.count)
            stderrBytes += chunk[..<min(n, room)]
        }
    }

    /// Reads whatever stdout and stderr hold now, without waiting.
    private func drainOutput() {
        for _ in 0..<64 {
            var fds = [pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, 0) > 0 else { return }
            if fds[0].revents != 0 { readOutput(stdoutFD) }
            if fds[1].revents != 0 { readOutput(stderrFD) }
        }
    }

    // MARK: Ending

    /// Waits up to `waitSeconds` for the app to end (then stops it), reaps it, reads the rest of
    /// its output and closes everything.
    private func finish(waitSeconds: Double) {
        guard ending == nil else { return }
        // A copy whose wire closed before it said who it is: never made (its app ended first).
        guard pid > 0 else { return neverMade() }
        let started = ChildProcess.now()
        while ChildProcess.now() - started < waitSeconds, !(isCopy ? ChildProcess.isGone(pid) : ChildProcess.hasExited(pid)) {
            drainOutput()
            usleep(5_000)
        }
        if isCopy {
            // Not tablelab's child: its group (its own, made when it was copied) is stopped while it
            // is still there; how it ended is not known here (its crash text is on its stderr).
            let gone = ChildProcess.isGone(pid)
            if !gone { kill(-pid, SIGKILL) }
            isRunning = false
            ending = gone ? .exited(-1) : .signalled(SIGKILL)
        } else {
            // The group — the app if still there, and anything it left — while the app is unreaped,
            // so the group's id cannot yet belong to anyone else.
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            isRunning = false
            ending = raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(raw & 0x7F)
        }
        // What it wrote last (a crashed process's pipes end when its last writer does).
        let drainStart = ChildProcess.now()
        while stdoutFD >= 0 || stderrFD >= 0, ChildProcess.now() - drainStart < 0.5 {
            var fds = [pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, 50) > 0 else { continue }
            if fds[0].revents != 0 { readOutput(stdoutFD) }
            if fds[1].revents != 0 { readOutput(stderrFD) }
        }
        closeChannels()
    }

    /// The app ended mid-request: how, with Swift's message and the learner's line.
    private func crashFailure() -> AppRunFailure {
        finish(waitSeconds: limits.crashSeconds)
        let report = AppCrashReport.read(stderrText, learnerFile: learnerFile)
        return .crashed(AppCrash(status: ending ?? .exited(-1), message: report.message, site: report.site,
                                 during: requests.last, lastLines: report.lastLines))
    }
}
