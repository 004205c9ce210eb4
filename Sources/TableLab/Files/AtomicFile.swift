import Foundation

/// Writes a file whole or not at all, for every file tablelab writes: the bytes go to a temporary
/// file in the target's own folder (so the rename cannot cross file systems), which is `fsync`ed
/// and renamed over the target; the folder is then `fsync`ed so the rename survives a crash. A
/// failure at any point removes the temporary file and leaves the old file as it was. The target
/// comes from `FileTarget.forWriting`, so links are already followed and devices refused.
public enum AtomicFile {
    /// Writes what `body` writes into the temporary file descriptor (it returns errno on failure,
    /// nil on success). `newMode` is the mode of a new file (less the umask); a replaced file keeps
    /// its own. nil on success, else errno.
    public static func write(_ target: FileTarget.Write, newMode: mode_t = 0o644,
                             _ body: (_ fd: Int32) -> Int32?) -> Int32? {
        let folder = FilePaths.folder(of: target.path)
        var template = Array((folder + "/." + FilePaths.name(of: target.path) + ".tablelab-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return errno }
        let temporary = String(cString: template)
        var failure = body(fd) ?? 0
        if failure == 0, fchmod(fd, target.mode ?? (newMode & ~currentUmask())) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return failure
        }
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            _ = fsync(folderFD)  // best effort: the file itself is already safe
            close(folderFD)
        }
        return nil
    }

    /// Writes `bytes` whole; nil on success, else errno.
    public static func write(_ target: FileTarget.Write, newMode: mode_t = 0o644, bytes: Data) -> Int32? {
        write(target, newMode: newMode) { fd in
            var writer = Writer(fd: fd)
            writer.write(bytes)
            return writer.finish()
        }
    }

    /// A buffered writer onto a descriptor: text is gathered into 64 KiB blocks, so streaming a
    /// million trace lines costs one buffer, not the whole file in memory. The first failure is
    /// kept and later writes are skipped.
    public struct Writer {
        let fd: Int32
        private var buffer: [UInt8] = []
        public private(set) var failure: Int32?
        static let blockSize = 64 * 1024

        public init(fd: Int32) {
            self.fd = fd
            // Room for the block and the line that crosses its end, so the buffer is not regrown.
            buffer.reserveCapacity(Self.blockSize + 4096)
        }

        public mutating func write(_ text: String) {
            guard failure == nil else { return }
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= Self.blockSize { flush() }
        }

        /// Lets `body` append bytes straight onto the end of the buffer (a trace line is formatted
        /// in place, never copied through a `String`); the buffer is written out once it holds a block.
        public mutating func append(_ body: (inout [UInt8]) -> Void) {
            guard failure == nil else { return }
            body(&buffer)
            if buffer.count >= Self.blockSize { flush() }
        }

        public mutating func write(_ data: Data) {
            guard failure == nil else { return }
            buffer.append(contentsOf: data)
            if buffer.count >= Self.blockSize { flush() }
        }

        /// Writes what is buffered; returns the first failure (errno), or nil.
        public mutating func finish() -> Int32? {
            flush()
            return failure
        }

        private mutating func flush() {
            guard failure == nil, !buffer.isEmpty else { return }
            var offset = 0
            while offset < buffer.count {
                let n = buffer.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// An advisory lock (`flock`) on a lock file next to a state file, so two sessions merge their
/// changes instead of overwriting each other's. Held until `release` (or the process ends).
public final class FileLock {
    private var fd: Int32

    private init(fd: Int32) { self.fd = fd }

    /// Waits up to `seconds` for the lock on `path` (created if missing, never a link or a device).
    public static func acquire(_ path: String, waiting seconds: Double) -> Result<FileLock, FileProblem> {
        let fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .failure(errno == ELOOP ? .notRegular : .system(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .failure(.notRegular)
        }
        let deadline = now() + seconds
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, now() < deadline else {
                close(fd)
                return .failure(.locked)
            }
            usleep(10_000)
        }
        return .success(FileLock(fd: fd))
    }

    /// Closing the descriptor releases the lock.
    public func release() {
        if fd >= 0 { close(fd) }
        fd = -1
    }

    deinit { release() }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
