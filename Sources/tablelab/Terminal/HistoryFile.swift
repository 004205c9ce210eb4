// HistoryFile.swift — the REPL's history file, shared safely between sessions.
//
// libedit's H_SAVE rewrites the whole file from one session's memory: two sessions at once lose each
// other's lines, and a kill in the middle leaves a truncated file. So each save here takes an advisory
// lock (`flock` on `history.lock` next to the file), reads the file again, adds this session's new
// lines, writes a temporary file in the same folder (libedit's `_HiStOrY_V2_` format, via H_SAVE_FP),
// `fsync`s it and renames it over the old one (TableLab's `AtomicFile`, the write every file of
// tablelab goes through: a symbolic link is written through, so a history kept in a dotfiles folder
// stays there). Only regular files are read (opened with O_NONBLOCK, then `fstat`): a FIFO or a
// device in the history's place gives one warning, never a hang; a file that is not a libedit
// history (no `_HiStOrY_V2_` first line) is said to be that, and left as it is.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibEdit
import TableLab

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
        /// A regular file that is not a libedit history: not read, not rewritten.
        case notAHistory
        /// A symbolic link to nothing: not followed (it would create a file wherever it points).
        case danglingLink(target: String)
    }

    static let maxEntries: Int32 = 1000
    /// A history of 1,000 lines is far smaller; anything larger is not ours.
    static let maxBytes = FileLimits.stateFileBytes
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
        if let code = FileTarget.makeStateFolders(folder) { return .cannotCreateFolder(code) }
        switch openRegular() {
        case .missing:
            canSave = true
            return nil
        case .failed(let problem):
            return problem
        case .opened(let fd):
            defer { close(fd) }
            guard HistoryFile.load(fd: fd, path: path, into: history) else { return .notAHistory }
            canSave = true
            return nil
        }
    }

    /// Remembers a line for the next save.
    func add(_ line: String) { pending.append(line) }

    /// Merges the pending lines into the file (see the top of this file). nil when saved or nothing to do.
    func save() -> Problem? {
        guard canSave, !pending.isEmpty else { return nil }
        let lock: FileLock
        switch FileLock.acquire(folder + "/history.lock", waiting: HistoryFile.lockWait) {
        case .success(let l): lock = l
        case .failure(.locked): return .locked
        case .failure(.system(let code)): return .cannotWrite(code)
        case .failure: return .notRegularFile
        }
        defer { lock.release() }

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
            if !loaded {
                canSave = false
                return .notAHistory
            }
        }
        for line in pending { _ = tl_history_enter(merged, line) }

        let target: FileTarget.Write
        switch FileTarget.forWriting(path) {
        case .success(let t): target = t
        case .failure(.danglingLink(let to)):
            canSave = false
            return .danglingLink(target: to)
        case .failure(.system(let code)): return .cannotWrite(code)
        case .failure:
            canSave = false
            return .notRegularFile
        }
        let failure = AtomicFile.write(target, newMode: 0o600) { fd in
            // libedit writes through a stdio stream on its own copy of the descriptor.
            let copy = dup(fd)
            guard copy >= 0, let stream = fdopen(copy, "w") else {
                let code = errno
                if copy >= 0 { close(copy) }
                return code
            }
            var failure: Int32 = 0
            if tl_history_save_fp(merged, stream) < 0 { failure = errno == 0 ? EIO : errno }
            if failure == 0, fflush(stream) != 0 { failure = errno }
            if fclose(stream) != 0, failure == 0 { failure = errno }
            return failure == 0 ? nil : failure
        }
        if let failure { return .cannotWrite(failure) }
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

    /// The first line of every libedit history file.
    static let header = Array("_HiStOrY_V2_\n".utf8)

    /// Loads the open regular file through /dev/fd (so libedit reads the very file checked above,
    /// not whatever the path names a moment later). False when it is not a libedit history (its
    /// first line is not `_HiStOrY_V2_`) or libedit could not read it.
    private static func load(fd: Int32, path: String, into history: OpaquePointer) -> Bool {
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size == 0 { return true }  // empty: nothing to load
        var first = [UInt8](repeating: 0, count: header.count)
        let n = first.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n == header.count, first == header else { return false }
        let viaDescriptor = "/dev/fd/\(fd)"
        let source = stat(viaDescriptor, &info) == 0 ? viaDescriptor : path
        return tl_history_load(history, source) >= 0
    }
}
