import Foundation

/// Runs a program — the compiler, `swiftc --version` — as a child process with a time limit and a
/// bounded capture of what it prints.
///
/// Why not a shell or `Foundation.Process`: the arguments go to `posix_spawn` as an array, so a file
/// name with spaces, quotes or `$(…)` is one argument and nothing else; and the child is made the
/// leader of its own process group, so a compiler that hangs is stopped together with the
/// processes it started (`swift-frontend`, the linker) — `Process.terminate` reaches only the one it
/// started. Output past `outputLimit` is read and dropped, so a child that prints without end can
/// neither fill the pipe and stall nor fill tablelab's memory.
public enum ChildProcess {
    /// How a run ended.
    public enum Status: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Still running at the limit: stopped (SIGTERM to its group, SIGKILL a second later).
        case timedOut(seconds: Double)
        /// `shouldStop` said so: stopped like a timeout.
        case stopped
        /// `posix_spawn` failed (errno: ENOENT, EACCES, ENOEXEC…).
        case cannotStart(Int32)
    }

    public struct Outcome: Sendable, Equatable {
        public var status: Status
        /// stdout and stderr together, in the order written, up to the limit.
        public var output: [UInt8]
        /// True when more was written than was kept.
        public var truncated: Bool
        /// Wall time from start to end, in seconds.
        public var seconds: Double

        public var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `executable` (a path, never looked up) with `arguments`; stdin is `/dev/null`.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                           timeLimit: Double, outputLimit: Int = 256 << 10,
                           shouldStop: (() -> Bool)? = nil) -> Outcome {
        let started = now()
        var pipeFDs: [Int32] = [-1, -1]
        // Close-on-exec, so no other child started meanwhile keeps the pipe open (`pipe2` is not
        // visible from Swift on Linux).
        guard pipe(&pipeFDs) == 0 else {
            return Outcome(status: .cannotStart(errno), output: [], truncated: false, seconds: 0)
        }
        for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let (readFD, writeFD) = (pipeFDs[0], pipeFDs[1])

        let spawned = spawn(executable, arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, writeFD, 1)
            posix_spawn_file_actions_adddup2(&actions, writeFD, 2)
        }
        let pid = spawned.pid
        close(writeFD)
        guard spawned.error == 0 else {
            close(readFD)
            return Outcome(status: .cannotStart(spawned.error), output: [], truncated: false, seconds: now() - started)
        }

        var output: [UInt8] = []
        var truncated = false
        var open = true
        var ending: Status?
        var exitedAt: Double?
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if ending == nil, exitedAt == nil, hasExited(pid) { exitedAt = now() }
            // Done once it has exited and the pipe is drained — or a moment after it exited, when a
            // process it left behind still holds the pipe open.
            if let exitedAt, !open || now() - exitedAt > 0.5 { break }
            if ending == nil, now() - started > timeLimit { ending = .timedOut(seconds: timeLimit) }
            if ending == nil, let shouldStop, shouldStop() { ending = .stopped }
            if ending != nil { break }
            guard open else {
                usleep(5_000)
                continue
            }
            var poller = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 20)
            guard ready > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                open = false
            } else if n == 0 {
                open = false
            } else {
                let room = max(0, outputLimit - output.count)
                output.append(contentsOf: buffer[..<min(n, room)])
                if n > room { truncated = true }
            }
        }
        // Stop whatever is left of its group while the child is unreaped, so its id (the group's)
        // cannot yet belong to anyone else.
        if ending != nil {
            kill(-pid, SIGTERM)
            kill(pid, SIGTERM)
            let asked = now()
            while !hasExited(pid), now() - asked < 1 { usleep(10_000) }
        }
        kill(-pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        close(readFD)
        let status: Status
        if let ending {
            status = ending
        } else if raw & 0x7F == 0 {
            status = .exited((raw >> 8) & 0xFF)
        } else {
            status = .signalled(raw & 0x7F)
        }
        return Outcome(status: status, output: output, truncated: truncated, seconds: now() - started)
    }

    /// Starts `executable` (a path, never looked up) with `arguments` as the leader of its own
    /// process group (to stop it whole), no blocked signals, and the signals tablelab handles or
    /// ignores back to their defaults; `arrange` sets up the child's file descriptors. The pid, or
    /// the error `posix_spawn` gave (then pid is 0).
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                      arrange: (inout posix_spawn_file_actions_t) -> Void) -> (pid: pid_t, error: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        arrange(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
        return error == 0 ? (pid, 0) : (0, error)
    }

    /// True once the child has ended; it stays unreaped (`WNOWAIT`) until `waitpid`.
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        while true {
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result < 0, errno == EINTR { continue }
            // ECHILD: reaped by someone else (SIGCHLD ignored): it has ended all the same.
            if result < 0 { return errno == ECHILD }
            return info._sifields._sigchld.si_pid == pid
        }
    }

    /// True once a process that is not this one's child has ended (no such process, or a zombie
    /// its parent has not reaped): for an app's copies (`AppProcess.fork`), which cannot be waited for.
    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state == "Z" || state == "X" || state == "x"
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
