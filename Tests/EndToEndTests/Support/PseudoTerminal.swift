// PseudoTerminal — runs a program on a real pseudo-terminal so end-to-end tests see what a person at a
// terminal would: line editing, echo, Ctrl-C as SIGINT, Ctrl-D as end of input, window size.
//
//     let term = try PseudoTerminal(
//         executable: try PseudoTerminal.productURL(named: "tablelab"),
//         environment: PseudoTerminal.testEnvironment(stateHome: tmp))
//     defer { term.close() }
//     try term.waitForPrompt("> ")            // the prompt, then raw mode: the editor is reading
//     term.sendLine("help")
//     let out = try term.waitForPrompt("> ")  // output between the previous match and this one
//     term.send(.ctrlD)
//     XCTAssertEqual(try term.waitForExit(), 0)
//
// How it works (see shared/TERMINAL.md, "Testing the real REPL"): `openpty`, window size with
// TIOCSWINSZ, then `posix_spawn` with POSIX_SPAWN_SETSID and file actions that *open* the slave by
// path as fd 0 (opening a terminal in a session without one makes it the controlling terminal) and
// dup2 it to 1 and 2. So `\u{03}` typed on the master becomes SIGINT in the child, `\u{04}` ends input.
// A background thread drains the master into a buffer, so the child never blocks writing.
//
// Write only once the program is reading: for a line editor, `waitForPrompt("> ")`, which waits for
// the prompt *and* for raw mode. libedit prints the prompt before it leaves canonical mode, and keys
// sent in that gap are echoed and line-buffered by the kernel (a flaky test).
//
// Linux only (Glibc, POSIX_SPAWN_SETSID = 0x80).

#if os(Linux)
import Foundation
import Glibc

/// A program running on a pseudo-terminal. Every method may be called from any thread.
///
/// `@unchecked Sendable`: all mutable state (`size`, `cursor`, `termination`, `isClosed`, `notes`) is
/// guarded by `state`, an `NSLock`; `masterOpen` by `io`, which is also held for every write, resize and
/// the final close of the master, so no call can touch a closed (and maybe reused) descriptor. Output
/// lives in `OutputBuffer`, guarded by its own `NSCondition`. The descriptor is closed only after the
/// reader thread has stopped using it. Lock order: `io` before `state`.
final class PseudoTerminal: @unchecked Sendable {

    // MARK: Types

    /// What a test can type. `rawValue` is what a terminal emulator (xterm, normal cursor-key mode) sends.
    enum Key: Sendable, Hashable {
        case enter, tab, backspace, escape, delete
        case up, down, left, right, home, end
        case ctrlA, ctrlC, ctrlD, ctrlE, ctrlK, ctrlL, ctrlU, ctrlW, ctrlZ
        /// Control plus a letter, e.g. `.ctrl("r")`.
        case ctrl(Character)

        var rawValue: String {
            switch self {
            case .enter: return "\r"            // a terminal sends CR; the tty (ICRNL) or libedit treats it as end of line
            case .tab: return "\t"
            case .backspace: return "\u{7F}"    // DEL: the Backspace key of xterm and most emulators (VERASE)
            case .escape: return "\u{1B}"
            case .delete: return "\u{1B}[3~"
            case .up: return "\u{1B}[A"
            case .down: return "\u{1B}[B"
            case .right: return "\u{1B}[C"
            case .left: return "\u{1B}[D"
            case .home: return "\u{1B}[H"
            case .end: return "\u{1B}[F"
            case .ctrlA: return "\u{01}"
            case .ctrlC: return "\u{03}"        // SIGINT via the tty; see `waitUntilReadingInput`
            case .ctrlD: return "\u{04}"
            case .ctrlE: return "\u{05}"
            case .ctrlK: return "\u{0B}"
            case .ctrlL: return "\u{0C}"
            case .ctrlU: return "\u{15}"
            case .ctrlW: return "\u{17}"
            case .ctrlZ: return "\u{1A}"
            case .ctrl(let c):
                let v = c.uppercased().unicodeScalars.first!.value
                precondition((0x40...0x5F).contains(v), "no control key for \(c)")
                return String(UnicodeScalar(UInt8(v - 0x40)))
            }
        }
    }

    /// How the child ended.
    enum Termination: Sendable, Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        /// Shell convention: the exit code, or 128 + signal number.
        var status: Int32 {
            switch self {
            case .exited(let code): return code
            case .signaled(let signal): return 128 + signal
            }
        }

        var description: String {
            switch self {
            case .exited(let code): return "exited with status \(code)"
            case .signaled(let signal): return "killed by signal \(signal)"
            }
        }
    }

    struct Failure: Error, CustomStringConvertible, LocalizedError {
        let message: String
        var description: String { message }
        var errorDescription: String? { message }
    }

    // MARK: Properties

    let pid: pid_t
    let executablePath: String
    /// The slave's path, e.g. /dev/pts/3.
    let terminalPath: String
    /// The window size now (see `resize`).
    var rows: Int { state.withLock { size.rows } }
    var columns: Int { state.withLock { size.columns } }

    private let masterFD: Int32
    private let output: OutputBuffer
    private let io = NSLock()                    // held while writing to / resizing / closing masterFD
    private var masterOpen = true                // guarded by `io`
    private let state = NSLock()
    private var size: (rows: Int, columns: Int)
    private var cursor = 0                       // byte offset into the plain output: end of the last match
    private var termination: Termination?        // set once the child has been reaped
    private var isClosed = false
    private var notes: [String] = []             // write failures, reported with the next error

    // MARK: Start

    /// Starts `executable` on a new pseudo-terminal of `rows` × `columns`.
    ///
    /// - Parameters:
    ///   - executable: a path, or a bare name looked up in `environment["PATH"]`.
    ///   - arguments: the arguments after argv[0].
    ///   - environment: the child's whole environment (nothing is inherited): see `testEnvironment`.
    ///   - currentDirectory: the child's working directory; the test process's when nil.
    init(
        _ executable: String,
        arguments: [String] = [],
        environment: [String: String],
        rows: Int = 24,
        columns: Int = 80,
        currentDirectory: URL? = nil
    ) throws {
        try Self.check(rows > 0 && columns > 0 && rows <= 0xFFFF && columns <= 0xFFFF, "bad window size")
        let path = try Self.resolve(executable, environment: environment)
        self.executablePath = path
        self.size = (rows, columns)

        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            throw Failure(message: "openpty failed: \(Self.errnoText())")
        }
        var slaveOpen = true
        defer { if slaveOpen { _ = Glibc.close(slave) } }
        var masterOwned = false
        defer { if !masterOwned { _ = Glibc.close(master) } }

        // Neither end may leak into this or any other child (the child must see EOF/EIO semantics of
        // its own terminal only). XCTest runs tests serially, so the tiny window before FD_CLOEXEC is set
        // does not race with another spawn.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

        try Self.setWindowSize(fd: master, rows: rows, columns: columns)

        // Like a terminal emulator in a UTF-8 locale: the line discipline erases whole UTF-8 characters.
        var attributes = termios()
        if tcgetattr(slave, &attributes) == 0 {
            attributes.c_iflag |= tcflag_t(IUTF8)
            _ = tcsetattr(slave, TCSANOW, &attributes)
        }

        var nameBuffer = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &nameBuffer, nameBuffer.count) == 0 else {
            throw Failure(message: "ttyname_r failed: \(Self.errnoText())")
        }
        let slaveName = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.terminalPath = slaveName

        self.pid = try Self.spawn(
            path: path, arguments: arguments, environment: environment, slaveName: slaveName,
            currentDirectory: currentDirectory)

        // The child has its own descriptors now (glibc's posix_spawn returns after exec). Closing ours
        // means the master reads EIO once the child and its descendants have all closed the terminal.
        _ = Glibc.close(slave)
        slaveOpen = false

        // Non-blocking master: the reader uses poll(), and `send` must never hang on a child that has
        // stopped reading.
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)

        self.masterFD = master
        masterOwned = true
        self.output = OutputBuffer()
        startReader()
    }

    /// Starts the executable at the file URL `executable` (e.g. from `productURL(named:)`).
    convenience init(
        executable: URL,
        arguments: [String] = [],
        environment: [String: String],
        rows: Int = 24,
        columns: Int = 80,
        currentDirectory: URL? = nil
    ) throws {
        try self.init(
            executable.path, arguments: arguments, environment: environment,
            rows: rows, columns: columns, currentDirectory: currentDirectory)
    }

    deinit {
        close()
    }

    /// An environment for tests: a UTF-8 locale, xterm, no colour, and HOME / XDG_STATE_HOME /
    /// XDG_CONFIG_HOME / XDG_DATA_HOME / XDG_CACHE_HOME inside `stateHome`, so history files and settings
    /// never touch the real home. PATH is the test process's. `overrides` win; remove a key afterwards
    /// with `env["NO_COLOR"] = nil`.
    static func testEnvironment(stateHome: URL, overrides: [String: String] = [:]) -> [String: String] {
        let base = stateHome.path
        var env: [String: String] = [
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            "HOME": base,
            "XDG_STATE_HOME": base + "/state",
            "XDG_CONFIG_HOME": base + "/config",
            "XDG_DATA_HOME": base + "/data",
            "XDG_CACHE_HOME": base + "/cache",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
        ]
        env.merge(overrides) { _, new in new }
        return env
    }

    /// A fresh empty directory under the system temporary directory. Remove it in teardown.
    static func makeTemporaryDirectory(prefix: String = "pty-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Input

    /// Types `text` as is (no newline).
    func send(_ text: String) {
        write(Array(text.utf8))
    }

    /// Types raw bytes, e.g. invalid UTF-8 (no newline).
    func send(bytes: [UInt8]) {
        write(bytes)
    }

    /// Types the given keys in order.
    func send(_ keys: Key...) {
        send(keys.map(\.rawValue).joined())
    }

    /// Types `text` followed by Enter (CR, as a terminal sends).
    func sendLine(_ text: String = "") {
        send(text + Key.enter.rawValue)
    }

    // MARK: Terminal modes

    /// True while the program has canonical mode off: a line editor (libedit, readline) is reading
    /// key by key. False in cooked mode (the kernel echoes and buffers lines), or once the terminal is
    /// gone.
    var isRawMode: Bool {
        // Our own short-lived descriptor on the slave: the master's termios are not the slave's.
        // O_NOCTTY: never become the test process's controlling terminal.
        let fd = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { _ = Glibc.close(fd) }
        var attributes = termios()
        guard tcgetattr(fd, &attributes) == 0 else { return false }
        return attributes.c_lflag & tcflag_t(ICANON) == 0
    }

    /// Waits until the program has switched the terminal to raw mode (see `isRawMode`).
    ///
    /// libedit prints its prompt *before* it switches to raw mode (el_gets calls tty_rawmode when it
    /// reads the first key), so keys sent right after the prompt appears can be echoed and
    /// line-buffered by the kernel instead of reaching the editor. Wait for this first.
    func waitForRawMode(timeout: TimeInterval = 10) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !isRawMode {
            if output.isFinished || Date() >= deadline {
                let why = output.isFinished ? "the program's output ended" : "timed out after \(timeout) s"
                throw failure("waitForRawMode: \(why); the terminal is still in canonical mode", unreadFrom: nil)
            }
            usleep(2_000)
        }
    }

    /// Whether some thread of the program is blocked reading this terminal: in read(2) on a descriptor
    /// that is this terminal, or in poll/select (their descriptors are not checked). Nil when Linux's
    /// /proc/<pid>/task/<tid>/syscall cannot be read.
    var isReadingInput: Bool? {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
        var readable = false
        for thread in threads {
            guard let text = Self.readSmallFile("\(tasks)/\(thread)/syscall") else { continue }
            readable = true
            // "<nr> <arg0> …" while blocked in a system call; "running" or "-1 …" otherwise.
            let fields = text.split(separator: " ")
            guard fields.count >= 2, let number = Int(fields[0]) else { continue }
            if Self.waitSyscalls.contains(number) { return true }
            if Self.readSyscalls.contains(number), fields[1].hasPrefix("0x"),
               let fd = Int(fields[1].dropFirst(2), radix: 16),
               let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"),
               target == terminalPath {
                return true
            }
        }
        return readable ? false : nil
    }

    /// Waits until the program is blocked reading the terminal (see `isReadingInput`); returns at once
    /// when that cannot be observed.
    ///
    /// Use it before Ctrl-C to a line editor: a SIGINT that arrives while libedit is between reads
    /// (say, still echoing the last key) sets the program's flag but interrupts no read(), so el_gets
    /// goes on waiting and the test hangs. Keys sent while the program is blocked in read() are safe.
    func waitUntilReadingInput(timeout: TimeInterval = 10) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            guard let reading = isReadingInput else { return }
            if reading { return }
            if output.isFinished || Date() >= deadline {
                let why = output.isFinished ? "the program's output ended" : "timed out after \(timeout) s"
                throw failure("waitUntilReadingInput: \(why); the program is not reading the terminal", unreadFrom: nil)
            }
            usleep(1_000)
        }
    }

    /// Waits for `prompt` (as `waitFor`), then for raw mode, then until the program is blocked reading
    /// keys, so that whatever is sent next, Ctrl-C included, reaches the line editor. Returns the output
    /// up to and including the prompt. The way to wait for a libedit/readline prompt.
    @discardableResult
    func waitForPrompt(_ prompt: String, timeout: TimeInterval = 10) throws -> String {
        let start = Date()
        func remaining() -> TimeInterval { max(0.5, timeout - Date().timeIntervalSince(start)) }
        let text = try waitFor(prompt, timeout: timeout)
        try waitForRawMode(timeout: remaining())
        try waitUntilReadingInput(timeout: remaining())
        return text
    }

    #if arch(x86_64)
    private static let readSyscalls: Set<Int> = [0, 19]                 // read, readv
    private static let waitSyscalls: Set<Int> = [7, 23, 270, 271]       // poll, select, pselect6, ppoll
    #elseif arch(arm64)
    private static let readSyscalls: Set<Int> = [63, 65]                // read, readv
    private static let waitSyscalls: Set<Int> = [72, 73]                // pselect6, ppoll
    #else
    private static let readSyscalls: Set<Int> = []
    private static let waitSyscalls: Set<Int> = []
    #endif

    /// A /proc file (its size reads as 0, so read until EOF).
    private static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = Glibc.close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }

    /// Changes the window size (TIOCSWINSZ); the kernel sends SIGWINCH to the foreground process group.
    func resize(rows: Int, columns: Int) throws {
        try Self.check(rows > 0 && columns > 0 && rows <= 0xFFFF && columns <= 0xFFFF, "bad window size")
        try io.withLock {
            guard masterOpen else { throw Failure(message: "resize: the terminal is closed") }
            try Self.setWindowSize(fd: masterFD, rows: rows, columns: columns)
        }
        state.withLock { size = (rows, columns) }
    }

    // MARK: Output

    /// Everything the program wrote, as received (escape sequences included, CR LF line ends).
    var transcript: String {
        String(decoding: output.rawBytes(), as: UTF8.self)
    }

    /// Everything the program wrote, byte for byte (to check, e.g., that it is valid UTF-8).
    var rawTranscript: [UInt8] {
        output.rawBytes()
    }

    /// The transcript without escape sequences (CSI, OSC, DCS, other ESC sequences) and BEL, with
    /// CR LF turned into LF. Lone CRs (used by line editors to redraw) stay.
    var plainTranscript: String {
        String(decoding: output.plainBytes(), as: UTF8.self)
    }

    /// The plain output after the last match of `waitFor` (what has not been consumed yet).
    var unreadOutput: String {
        let start = state.withLock { cursor }
        let plain = output.plainBytes()
        return String(decoding: plain[min(start, plain.count)...], as: UTF8.self)
    }

    /// Marks everything received so far as read; returns it (plain).
    @discardableResult
    func consumeOutput() -> String {
        let plain = output.plainBytes(includingHeldCR: false)
        let start = state.withLock { () -> Int in
            let start = cursor
            cursor = max(cursor, plain.count)
            return start
        }
        return String(decoding: plain[min(start, plain.count)...], as: UTF8.self)
    }

    /// What a person would see now: the transcript replayed on a `TerminalScreen` of this size.
    var screen: TerminalScreen {
        let (rows, columns) = state.withLock { size }
        var screen = TerminalScreen(rows: rows, columns: columns)
        screen.feed(output.rawBytes())
        return screen
    }

    /// Waits until `substring` appears in the plain output after the previous match, and returns the
    /// plain output from the previous match through the end of this one (so successive calls walk
    /// forward, like expect). Matching ignores escape sequences and sees "\n" for CR LF.
    ///
    /// Throws, with the transcript, when `timeout` passes or the program's output ends first.
    @discardableResult
    func waitFor(_ substring: String, timeout: TimeInterval = 10) throws -> String {
        precondition(!substring.isEmpty, "waitFor needs a non-empty string")
        let needle = Array(substring.utf8)
        let deadline = Date(timeIntervalSinceNow: timeout)
        let start = state.withLock { cursor }
        var searchFrom = start
        let found: Range<Int>? = output.wait(until: deadline) { plain, _ in
            if let range = Self.find(needle, in: plain, from: searchFrom) { return range }
            // Keep the tail that could still start a match when more bytes arrive.
            searchFrom = max(start, plain.count - needle.count + 1)
            return nil
        }
        if let found {
            let plain = output.plainBytes()
            state.withLock { cursor = found.upperBound }
            return String(decoding: plain[start..<found.upperBound], as: UTF8.self)
        }
        let why = output.isFinished
            ? "the program's output ended (\(terminationDescription()))"
            : "timed out after \(timeout) s"
        throw failure("waitFor(\(Self.quote(substring))): \(why)", unreadFrom: start)
    }

    /// Waits until `predicate` holds for the screen (see `screen`), re-checking as output arrives.
    @discardableResult
    func waitForScreen(
        _ description: String = "condition", timeout: TimeInterval = 10,
        until predicate: (TerminalScreen) -> Bool
    ) throws -> TerminalScreen {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let (rows, columns) = state.withLock { size }
        var last = TerminalScreen(rows: rows, columns: columns)
        let ok: Bool? = output.wait(until: deadline) { _, raw in
            var screen = TerminalScreen(rows: rows, columns: columns)
            screen.feed(raw)
            last = screen
            return predicate(screen) ? true : nil
        }
        if ok != nil { return last }
        let why = output.isFinished ? "the program's output ended" : "timed out after \(timeout) s"
        throw failure(
            "waitForScreen(\(description)): \(why)\n--- screen ---\n\(last.text)", unreadFrom: nil)
    }

    /// Waits until the screen shows `text` within one line (trailing blanks count, so "> " finds an
    /// empty prompt).
    @discardableResult
    func waitForScreen(containing text: String, timeout: TimeInterval = 10) throws -> TerminalScreen {
        try waitForScreen("containing " + Self.quote(text), timeout: timeout) {
            $0.paddedLines.contains { $0.contains(text) }
        }
    }

    // MARK: Exit

    /// Waits for the child to end, then for its remaining output (at most 2 s more), and returns how it
    /// ended. Throws with the transcript on timeout (the child keeps running until `close`).
    @discardableResult
    func waitForTermination(timeout: TimeInterval = 10) throws -> Termination {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let done = reap(blocking: false) {
                // Then the rest of its output: the reader sees EIO once the terminal is closed by all.
                _ = output.wait(until: Date(timeIntervalSinceNow: 2)) { _, _ in nil as Bool? }
                return done
            }
            if Date() >= deadline {
                throw failure("waitForExit: the program was still running after \(timeout) s", unreadFrom: nil)
            }
            usleep(5_000)
        }
    }

    /// Waits for the child to end and returns its exit status (128 + signal number if a signal killed
    /// it). Throws with the transcript on timeout.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        try waitForTermination(timeout: timeout).status
    }

    /// True while the child has not been reaped.
    var isRunning: Bool {
        reap(blocking: false) == nil
    }

    /// Kills the child's process group (SIGKILL) unless it has ended, reaps it, stops the reader and
    /// closes the terminal. Safe to call more than once; `deinit` calls it.
    func close() {
        let alreadyClosed = state.withLock { () -> Bool in
            defer { isClosed = true }
            return isClosed
        }
        if alreadyClosed { return }
        if reap(blocking: false) == nil {
            // The child leads its own session and process group: this also reaches its descendants.
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
        output.requestStop()
        let readerStopped = output.waitForReaderExit(timeout: 5)
        io.withLock {
            let wasOpen = masterOpen
            masterOpen = false
            // If the reader is somehow still polling, leak the descriptor rather than close it under it.
            if readerStopped && wasOpen { _ = Glibc.close(masterFD) }
        }
    }

    /// Closes the terminal the way a window closing does, leaving the child to it: the master side
    /// goes away, so the kernel hangs up the child's terminal (SIGHUP to its session, then reads and
    /// writes fail with EIO). Output sent after this is not collected. `waitForTermination` tells how
    /// the child ended; `close` still reaps it.
    func hangUp() {
        output.requestStop()
        let readerStopped = output.waitForReaderExit(timeout: 5)
        io.withLock {
            guard masterOpen, readerStopped else { return }
            masterOpen = false
            _ = Glibc.close(masterFD)
        }
    }

    // MARK: - Private

    private func startReader() {
        let fd = masterFD
        let output = self.output  // the thread must not retain `self`, or deinit would never run
        let thread = Thread {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while !output.stopRequested {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&pfd, 1, 50)
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                if ready == 0 { continue }
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    output.append(chunk[0..<n])
                } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    break  // EIO: every holder of the slave has closed it; 0: end of file
                }
            }
            output.finish()
        }
        thread.name = "PseudoTerminal reader \(pid)"
        thread.start()
    }

    private func write(_ bytes: [UInt8]) {
        io.lock()
        defer { io.unlock() }
        guard masterOpen else {
            state.withLock { notes.append("send: \(bytes.count) bytes not written (the terminal is closed)") }
            return
        }
        var offset = 0
        let deadline = Date(timeIntervalSinceNow: 10)
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(masterFD, $0.baseAddress, $0.count) }
            if n > 0 {
                offset += n
                continue
            }
            let err = errno
            if n < 0 && (err == EAGAIN || err == EINTR) && Date() < deadline {
                var pfd = pollfd(fd: masterFD, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 50)
                continue
            }
            let why = n < 0 ? String(cString: strerror(err)) : "wrote nothing"
            state.withLock {
                notes.append("send: \(bytes.count - offset) of \(bytes.count) bytes not written (\(why))")
            }
            return
        }
    }

    /// Reaps the child if it has ended; returns its termination once known.
    private func reap(blocking: Bool) -> Termination? {
        state.lock()
        defer { state.unlock() }
        if let termination { return termination }
        var status: Int32 = 0
        let deadline = Date(timeIntervalSinceNow: 5)
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                termination = Self.decode(status)
                return termination
            }
            if r < 0 && errno != EINTR {
                return nil  // ECHILD: somebody else reaped it; nothing to report
            }
            if !blocking || Date() >= deadline { return nil }
            usleep(2_000)
        }
    }

    private func terminationDescription() -> String {
        if let done = reap(blocking: false) { return "the program \(done)" }
        return "the program is still running"
    }

    private func failure(_ headline: String, unreadFrom start: Int?) -> Failure {
        let plain = output.plainBytes()
        let raw = output.rawBytes()
        let pending = state.withLock { notes }
        var message = headline
        if let start, start <= plain.count {
            message += "\n--- unread output (since the last match) ---\n"
            message += Self.tail(String(decoding: plain[start...], as: UTF8.self), 4000)
        }
        message += "\n--- plain transcript (\(plain.count) bytes) ---\n"
        message += Self.tail(String(decoding: plain, as: UTF8.self), 6000)
        message += "\n--- raw transcript, escaped (last 1500 bytes) ---\n"
        message += Self.escaped(raw.suffix(1500))
        // Last, because `swift test` shows only the end of a long message.
        message += "\n--- the program and its terminal now ---\n" + processSnapshot()
        if !pending.isEmpty { message += "\n" + pending.joined(separator: "\n") }
        message += "\n--- end of: \(headline) ---"
        return Failure(message: message)
    }

    /// Where the program is when a wait fails, so a rare failure in CI says why: each thread's state
    /// and system call (/proc), the terminal's modes, and how many typed bytes it has not read yet.
    private func processSnapshot() -> String {
        var lines: [String] = []
        let tasks = "/proc/\(pid)/task"
        if let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) {
            for thread in threads.sorted() {
                let stat = Self.readSmallFile("\(tasks)/\(thread)/stat") ?? "?"
                // The state is the field after the parenthesised name.
                let state = stat.range(of: ") ").map { String(stat[$0.upperBound...].prefix(1)) } ?? "?"
                let call = Self.readSmallFile("\(tasks)/\(thread)/syscall")?
                    .split(separator: " ").prefix(3).joined(separator: " ") ?? "unreadable"
                let wchan = Self.readSmallFile("\(tasks)/\(thread)/wchan") ?? "?"
                lines.append("thread \(thread)\(thread == String(pid) ? " (main)" : ""): state \(state), syscall \(call), wchan \(wchan)")
            }
        } else {
            lines.append("no /proc entry for \(pid)")
        }
        let fd = open(terminalPath, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        if fd >= 0 {
            defer { _ = Glibc.close(fd) }
            var attributes = termios()
            if tcgetattr(fd, &attributes) == 0 {
                let canonical = attributes.c_lflag & tcflag_t(ICANON) != 0
                let echo = attributes.c_lflag & tcflag_t(ECHO) != 0
                lines.append("terminal: \(canonical ? "canonical" : "raw"), echo \(echo ? "on" : "off")")
            }
            var waiting: Int32 = 0
            if ioctl(fd, UInt(FIONREAD), &waiting) == 0 {
                lines.append("typed bytes the program has not read: \(waiting)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// A glibc extension Swift's Glibc module does not declare (it needs _GNU_SOURCE / newer headers).
    private static func glibcFunction<F>(_ name: String, as type: F.Type) -> F? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }  // the main program's handle; libc stays loaded
        guard let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    private static func spawn(
        path: String, arguments: [String], environment: [String: String], slaveName: String,
        currentDirectory: URL?
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Open (not dup) the slave: in a new session without a controlling terminal, opening a
        // terminal without O_NOCTTY makes it the controlling terminal.
        var rc = posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        if rc == 0 { rc = posix_spawn_file_actions_adddup2(&actions, 0, 1) }
        if rc == 0 { rc = posix_spawn_file_actions_adddup2(&actions, 0, 2) }
        // The test runner's other descriptors (not all close-on-exec) stay out of the child.
        if rc == 0 {
            if let closeFrom = glibcFunction("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self) {
                rc = closeFrom(&actions, 3)  // glibc ≥ 2.34
            } else {
                let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
                for fd in open.compactMap({ Int32($0) }) where fd > 2 && rc == 0 {
                    rc = posix_spawn_file_actions_addclose(&actions, fd)
                }
            }
        }
        if rc == 0, let currentDirectory {
            guard let chdir = glibcFunction("posix_spawn_file_actions_addchdir_np", as: AddChdir.self) else {
                throw Failure(message: "currentDirectory needs glibc ≥ 2.29 (posix_spawn_file_actions_addchdir_np)")
            }
            rc = chdir(&actions, currentDirectory.path)
        }
        guard rc == 0 else { throw Failure(message: "posix_spawn file actions: \(String(cString: strerror(rc)))") }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // SIG_IGN survives exec: a test runner that ignores SIGINT (nohup, some CI) must not pass
        // that on, or Ctrl-C would do nothing. Reset the job-control signals and unblock everything.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGHUP, SIGTERM, SIGCHLD,
                       SIGWINCH, SIGALRM, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26), hidden behind _GNU_SOURCE
        let flags = setsid | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            throw Failure(message: "posix_spawn \(path): \(String(cString: strerror(rc)))")
        }
        return pid
    }

    private static func setWindowSize(fd: Int32, rows: Int, columns: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(fd, UInt(TIOCSWINSZ), &size) == 0 else {
            throw Failure(message: "ioctl(TIOCSWINSZ): \(errnoText())")
        }
    }

    private static func resolve(_ path: String, environment: [String: String]) throws -> String {
        let fm = FileManager.default
        if path.contains("/") {
            guard fm.isExecutableFile(atPath: path) else {
                throw Failure(message: "not an executable file: \(path)")
            }
            return path
        }
        let searchPath = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in searchPath.split(separator: ":") {
            let candidate = "\(dir)/\(path)"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(message: "\(path) not found in PATH \(searchPath)")
    }

    private static func decode(_ status: Int32) -> Termination {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are C macros Swift cannot import.
        let signal = status & 0x7F
        if signal == 0 { return .exited((status >> 8) & 0xFF) }
        return .signaled(signal)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
        guard needle.count <= haystack.count, start <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var i = max(0, start)
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i..<(i + needle.count) }
            }
            i += 1
        }
        return nil
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    private static func check(_ condition: Bool, _ message: String) throws {
        if !condition { throw Failure(message: message) }
    }

    static func quote(_ s: String) -> String { "\"" + escaped(Array(s.utf8)) + "\"" }

    /// Bytes as readable text: printable UTF-8 as is, controls as \e, \r, \n, \t, \u{XX}.
    static func escaped<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var out = ""
        for scalar in String(decoding: Array(bytes), as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\u{1B}": out += "\\e"
            case "\r": out += "\\r"
            case "\n": out += "\\n\n"   // keep lines readable
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func tail(_ s: String, _ limit: Int) -> String {
        guard s.count > limit else { return s }
        return "… (\(s.count - limit) characters omitted)\n" + String(s.suffix(limit))
    }
}

// MARK: - Locating the product under test

extension PseudoTerminal {
    /// The built executable `name`, for tests. Looks, in order, in
    /// 1. the directory of the running test bundle (`.build/<triple>/<config>/`, the same build as the
    ///    tests, whatever configuration or `--build-path` was used),
    /// 2. `<package root>/.build/debug/<name>`, the package root found by walking up from `filePath`
    ///    to the first directory holding Package.swift,
    /// 3. `<package root>/.build/release/<name>`.
    /// Throws a message listing the places tried when none has it.
    ///
    /// `TABLELAB_BINARY` (an absolute path) overrides all of this for `tablelab`: `scripts/test` runs
    /// the end-to-end tests a second time against the release build, the binary learners run.
    static func productURL(named name: String, filePath: String = #filePath) throws -> URL {
        let fm = FileManager.default
        if name == "tablelab", let override = ProcessInfo.processInfo.environment["TABLELAB_BINARY"], !override.isEmpty {
            guard fm.isExecutableFile(atPath: override) else {
                throw Failure(message: "TABLELAB_BINARY is set to '\(override)', which is not an executable file")
            }
            return URL(fileURLWithPath: override).standardizedFileURL
        }
        var candidates: [URL] = []

        var bundleDirs: [URL] = []
        let bundle = Bundle.main.bundleURL
        bundleDirs.append(bundle)                           // Linux: the directory of the test runner
        bundleDirs.append(bundle.deletingLastPathComponent()) // macOS: the .xctest bundle's parent
        for b in Bundle.allBundles where b.bundleURL.pathExtension == "xctest" {
            bundleDirs.append(b.bundleURL.deletingLastPathComponent())
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        bundleDirs.append(exe)
        candidates += bundleDirs.map { $0.appendingPathComponent(name) }

        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                candidates.append(dir.appendingPathComponent(".build/debug/\(name)"))
                candidates.append(dir.appendingPathComponent(".build/release/\(name)"))
                break
            }
            dir.deleteLastPathComponent()
        }

        var seen = Set<String>()
        for url in candidates where seen.insert(url.standardizedFileURL.path).inserted {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue,
               fm.isExecutableFile(atPath: url.path) {
                return url.standardizedFileURL
            }
        }
        throw Failure(message: """
            The executable '\(name)' was not found. Build it first (`swift build --product \(name)`, \
            or `swift test`, which builds it when the test target depends on it). Looked in:
            \(seen.sorted().map { "  " + $0 }.joined(separator: "\n"))
            """)
    }
}

// MARK: - Output buffer shared with the reader thread

/// Raw and escape-stripped output, appended by the reader thread, waited on by tests.
///
/// `@unchecked Sendable`: every stored property is read and written only while holding `condition`.
private final class OutputBuffer: @unchecked Sendable {
    private let condition = NSCondition()
    private var raw: [UInt8] = []
    private var plain: [UInt8] = []
    private var stripper = EscapeStripper()
    private var finished = false
    private var stop = false
    private var readerExited = false

    func append(_ bytes: ArraySlice<UInt8>) {
        condition.lock()
        raw.append(contentsOf: bytes)
        stripper.feed(bytes, into: &plain)
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the reader when it stops: no more output will come.
    func finish() {
        condition.lock()
        finished = true
        readerExited = true
        condition.broadcast()
        condition.unlock()
    }

    func requestStop() {
        condition.lock()
        stop = true
        condition.unlock()
    }

    var stopRequested: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stop
    }

    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    func rawBytes() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return raw
    }

    /// The plain output; `includingHeldCR: false` leaves out a final CR that may still turn into
    /// part of a CR LF (offsets into that form never change meaning as output grows).
    func plainBytes(includingHeldCR: Bool = true) -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return includingHeldCR ? plain + stripper.pendingPlain : plain
    }

    func waitForReaderExit(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !readerExited {
            if !condition.wait(until: deadline) { return readerExited }
        }
        return true
    }

    /// Calls `check(plain, raw)` (plain without a trailing CR still held back, so offsets into it stay
    /// valid as output grows) now and after each arrival of output until it returns a value, the
    /// output ends (one last check), or `deadline` passes. `check` runs without the lock held, on
    /// snapshots, so it may call back into the terminal.
    func wait<T>(until deadline: Date, _ check: ([UInt8], [UInt8]) -> T?) -> T? {
        var checkedCount = -1
        while true {
            condition.lock()
            while raw.count == checkedCount && !finished {
                if !condition.wait(until: deadline) { break }
            }
            let (plainSnapshot, rawSnapshot, done) = (plain, raw, finished)
            condition.unlock()
            if rawSnapshot.count != checkedCount {
                checkedCount = rawSnapshot.count
                if let result = check(plainSnapshot, rawSnapshot) { return result }
            }
            if done || Date() >= deadline { return nil }
        }
    }
}

// MARK: - Escape stripping

/// A streaming filter: removes ESC sequences (CSI, OSC, DCS/SOS/PM/APC strings, two-byte and charset
/// escapes) and BEL, and turns CR LF into LF. Works on bytes, so it can be fed arbitrary chunks.
struct EscapeStripper: Sendable {
    private enum Mode: Sendable { case ground, escape, escapeIntermediate, csi, string, stringEscape }
    private var mode = Mode.ground
    private var heldCR = false

    /// A CR held back to see whether LF follows: it belongs at the end of the plain text for now.
    var pendingPlain: [UInt8] { heldCR ? [0x0D] : [] }

    mutating func feed<C: Collection>(_ bytes: C, into out: inout [UInt8]) where C.Element == UInt8 {
        for byte in bytes { step(byte, &out) }
    }

    /// Strips a whole string at once.
    static func strip(_ text: String) -> String {
        var stripper = EscapeStripper()
        var out: [UInt8] = []
        stripper.feed(Array(text.utf8), into: &out)
        out += stripper.pendingPlain
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func emit(_ byte: UInt8, _ out: inout [UInt8]) {
        if heldCR {
            heldCR = false
            if byte == 0x0A { out.append(0x0A); return }
            out.append(0x0D)
        }
        if byte == 0x0D { heldCR = true; return }
        out.append(byte)
    }

    private mutating func step(_ byte: UInt8, _ out: inout [UInt8]) {
        switch mode {
        case .ground:
            switch byte {
            case 0x1B: mode = .escape
            case 0x07: break                                   // BEL
            default: emit(byte, &out)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["): mode = .csi
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                mode = .string
            case 0x20...0x2F: mode = .escapeIntermediate       // e.g. ESC ( B, ESC # 8
            case 0x1B: mode = .escape
            case 0x18, 0x1A: mode = .ground                    // CAN, SUB abort
            case 0x00..<0x20: emit(byte, &out)                 // C0 inside a sequence is executed
            default: mode = .ground                            // ESC 7, ESC M, ESC =, …
            }
        case .escapeIntermediate:
            switch byte {
            case 0x20...0x2F: break
            case 0x1B: mode = .escape
            case 0x18, 0x1A: mode = .ground
            case 0x00..<0x20: emit(byte, &out)
            default: mode = .ground
            }
        case .csi:
            switch byte {
            case 0x40...0x7E: mode = .ground                   // final byte
            case 0x20...0x3F: break                            // parameters, intermediates
            case 0x1B: mode = .escape
            case 0x18, 0x1A: mode = .ground
            case 0x00..<0x20: emit(byte, &out)
            default: mode = .ground                            // DEL or 8-bit: malformed, drop it
            }
        case .string:
            switch byte {
            case 0x07: mode = .ground                          // BEL ends OSC (xterm)
            case 0x1B: mode = .stringEscape
            case 0x18, 0x1A: mode = .ground
            default: break
            }
        case .stringEscape:
            if byte == UInt8(ascii: "\\") {
                mode = .ground                                 // ST
            } else {
                mode = .escape
                step(byte, &out)
            }
        }
    }
}
#endif
