import Foundation

extension AtomicFile {
    /// A file written over time (a recording) and still whole or not at all: the bytes go to the same
    /// kind of temporary file `write` uses, in the target's folder, as they come — so a long session
    /// holds no recording in memory, and a crash leaves the temporary file, never a cut target —
    /// and `commit` does what `write` does at the end: `fsync`, rename over the target, `fsync` the
    /// folder. `abandon` removes the temporary file and leaves the target as it was.
    public final class Stream {
        public let target: FileTarget.Write
        private let temporary: String
        private var fd: Int32
        /// The first write failure (errno); later writes are skipped.
        public private(set) var failure: Int32?

        private init(target: FileTarget.Write, temporary: String, fd: Int32) {
            self.target = target
            self.temporary = temporary
            self.fd = fd
        }

        /// Creates the temporary file next to `target`; errno on failure.
        public static func open(_ target: FileTarget.Write) -> Result<Stream, FileProblem> {
            let folder = FilePaths.folder(of: target.path)
            var template = Array((folder + "/." + FilePaths.name(of: target.path) + ".tablelab-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return .failure(.system(errno)) }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            return .success(Stream(target: target, temporary: String(cString: template), fd: fd))
        }

        /// Appends `bytes` (all of them, retrying short writes); nil on success, else errno.
        @discardableResult
        public func write(_ bytes: [UInt8]) -> Int32? {
            guard failure == nil, fd >= 0 else { return failure }
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return failure
                }
                offset += n
            }
            return nil
        }

        /// Puts the file in the target's place; nil on success, else errno (and the target is untouched).
        public func commit(newMode: mode_t = 0o644) -> Int32? {
            guard fd >= 0 else { return failure ?? EBADF }
            var code = failure ?? 0
            if code == 0, fchmod(fd, target.mode ?? (newMode & ~AtomicFile.currentUmask())) != 0 { code = errno }
            if code == 0, fsync(fd) != 0 { code = errno }
            if close(fd) != 0, code == 0 { code = errno }
            fd = -1
            if code == 0, rename(temporary, target.path) != 0 { code = errno }
            if code != 0 {
                unlink(temporary)
                return code
            }
            let folderFD = Foundation.open(FilePaths.folder(of: target.path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folderFD >= 0 {
                _ = fsync(folderFD)  // best effort: the file itself is already safe
                close(folderFD)
            }
            return nil
        }

        /// Removes the temporary file; the target stays as it was.
        public func abandon() {
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
            unlink(temporary)
        }
    }
}
