// HistoryFile.swift — the REPL's history file, shared safely between sessions.
//
// libedit's H_SAVE rewrites the whole file from one session's memory: two sessions at once lose each
// other's lines, and a kill in the middle leaves a truncated file. So each save here takes an advisory
// lock (`flock` on `history.lock` next to the file), reads the file again, adds this session's new
// lines, writes a temporary file in the same folder (libedit's `_HiStOrY_V2_` format, via H_SAVE_FP),
// `fsync`s it and renames it over the old one. Only regular files are read (opened with O_NONBLOCK,
// then `fstat`): a FIFO or a device in the history's place gives one warning, never a hang.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibEdit

final class HistoryFile {
    enum Problem: Equatable, Sendable {
        /// The folder could not be created (errno).
        case cannotCreateFolder(Int32)
        /// The path holds something other than a regular file (a FIFO, a device, a folder).
        case notRegularFile
        /// Larger than `maxBytes`: not read, not rewritten.
        case tooLarge
        /// It could not be read (errno).
        case cannotRead(Int32)
        /// It could not be written (errno).
        case cannotWrite(Int32)
        /// Another session held the lock for more than `lockWait` seconds; lines are kept for the next save.
        case locked
    }

    static let maxEntries: Int32 = 1000
    /// A history of 1,000 lines is far smaller; anything larger is not ours.
    static let maxBytes = 8 << 20
    static let lockWait = 3.0

    let path: String
    private let folder: String
    /// Lines entered in this session and not yet in the file.
    private(set) var pending: [String] = []
    /// False after a problem that makes writing unsafe (the path is not a regular file, the folder is
    /// missing): this session then keeps its history in memory only.
    private(set) var canSave = false

    init(path: String) {
        self.path = path
        self.folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }

    /// Creates the folder and loads the file into `history`. A missing file is not a problem.
    func load(into history: OpaquePointer) -> Problem? {
        if let code = HistoryFile.makeFolders(folder) { return .cannotCreateFolder(code) }
        switch openRegular() {
        case .missing:
            canSave = true
            return nil
        case .failed(let problem):
            return problem
        case .opened(let fd):
            defer { close(fd) }
            _ = HistoryFile.load(fd: fd, path: path, into: history)
            canSave = true
            return nil
        }
    }

    /// Remembers a line for the next save.
    func add(_ line: String) { pending.append(line) }

    /// Merges the pending lines into the file (see the top of this file). nil when saved or nothing to do.
    func save() -> Problem? {
        guard canSave, !pending.isEmpty else { return nil }
        let lock = open(folder + "/history.lock", O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return .cannotWrite(errno) }
        defer { close(lock) }  // closing releases the lock
        var info = stat()
        guard fstat(lock, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .notRegularFile }
        let deadline = HistoryFile.now() + HistoryFile.lockWait
        while flock(lock, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, HistoryFile.now() < deadline else { return .locked }
            usleep(10_000)
        }

        guard let merged = tl_history_init() else { return .cannotWrite(ENOMEM) }
        defer { tl_history_end(merged) }
        _ = tl_history_setsize(merged, HistoryFile.maxEntries)
        _ = tl_history_setunique(merged, 1)
        switch openRegular() {
        case .missing: break
        case .failed(let problem):
            if problem == .notRegularFile || problem == .tooLarge { canSave = false }
            return problem
        case .opened(let fd):
            let loaded = HistoryFile.load(fd: fd, path: path, into: merged)
            close(fd)
            if !loaded { return .cannotRead(EIO) }
        }
        for line in pending { _ = tl_history_enter(merged, line) }

        var template = Array((folder + "/.history.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .cannotWrite(errno) }
        let temporary = String(cString: template)
        guard let stream = fdopen(fd, "w") else {
            let code = errno
            close(fd)
            unlink(temporary)
            return .cannotWrite(code)
        }
        var failure: Int32 = 0
        if tl_history_save_fp(merged, stream) < 0 { failure = errno == 0 ? EIO : errno }
        if failure == 0, fflush(stream) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if fclose(stream) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return .cannotWrite(failure)
        }
        pending.removeAll()
        return nil
    }

    // MARK: - Helpers

    private enum Opened { case missing, failed(Problem), opened(Int32) }

    /// Opens the history read-only without blocking (a FIFO would block a plain open) and checks it
    /// is a regular file of a sensible size.
    private func openRegular() -> Opened {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd < 0 { return errno == ENOENT ? .missing : .failed(.cannotRead(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failed(.cannotRead(code))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .failed(.notRegularFile)
        }
        guard Int(info.st_size) <= HistoryFile.maxBytes else {
            close(fd)
            return .failed(.tooLarge)
        }
        return .opened(fd)
    }

    /// Loads the open regular file through /dev/fd (so libedit reads the very file checked above,
    /// not whatever the path names a moment later). False when libedit could not read it.
    private static func load(fd: Int32, path: String, into history: OpaquePointer) -> Bool {
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size == 0 { return true }  // empty: nothing to load
        let viaDescriptor = "/dev/fd/\(fd)"
        let source = stat(viaDescriptor, &info) == 0 ? viaDescriptor : path
        return tl_history_load(history, source) >= 0
    }

    /// `mkdir -p` with mode 0700; nil on success, else errno.
    static func makeFolders(_ folder: String) -> Int32? {
        guard !folder.isEmpty else { return nil }
        var prefix = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return errno }
        }
        var info = stat()
        guard stat(folder, &info) == 0 else { return errno }
        return (info.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
