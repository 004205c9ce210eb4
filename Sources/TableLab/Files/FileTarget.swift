import Foundation

/// What a path names, checked before tablelab writes or reads it — one rule for every file it
/// writes (`save`, `trace`, `progress export`, the progress file, the line history):
/// - nothing there: a new file, if its folder exists (folders are never created: a typo in a folder
///   name is reported as "No such file or directory", not silently made);
/// - a regular file: replaced (the caller first checks that it is its own kind of file, or `--force`);
/// - a symbolic link to a regular file: written through — the file it points at is replaced and the
///   link stays (a history kept in a dotfiles folder goes on working);
/// - a dangling symbolic link, a folder, a device, a FIFO or a socket: refused, even with `--force`.
public enum FileTarget {
    /// A checked place to write: `path` is the real file (a link already followed).
    public struct Write: Equatable, Sendable {
        public let path: String
        /// True when a regular file is there now (the caller may need to check it is its own).
        public let exists: Bool
        /// The mode of the file replaced, kept; nil for a new file.
        public let mode: mode_t?
    }

    public static func forWriting(_ path: String) -> Result<Write, FileProblem> {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { return .failure(.system(code)) }
            // Nothing there: the folder must exist.
            var folderInfo = stat()
            guard stat(FilePaths.folder(of: path), &folderInfo) == 0 else { return .failure(.system(errno)) }
            guard (folderInfo.st_mode & S_IFMT) == S_IFDIR else { return .failure(.system(ENOTDIR)) }
            return .success(Write(path: path, exists: false, mode: nil))
        }
        var real = path
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realPath(path) else {
                let code = errno
                if code == ENOENT { return .failure(.danglingLink(target: linkTarget(path) ?? "?")) }
                return .failure(.system(code))
            }
            real = resolved
            guard stat(real, &info) == 0 else { return .failure(.system(errno)) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(Write(path: real, exists: true, mode: info.st_mode & 0o7777))
        case S_IFDIR: return .failure(.isAFolder)
        default: return .failure(.notRegular)
        }
    }

    /// Reads a whole regular file of at most `limit` bytes: nil when nothing is there. Opened without
    /// blocking (a FIFO would block a plain open) and checked with `fstat` before reading, so a
    /// device, a FIFO or a huge file is refused without reading a byte of it.
    public static func read(_ path: String, limit: Int) -> Result<Data?, FileProblem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT {
                var info = stat()
                if lstat(path, &info) == 0 { return .failure(.danglingLink(target: linkTarget(path) ?? "?")) }
                return .success(nil)
            }
            return .failure(code == EISDIR ? .isAFolder : .system(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.isAFolder)
        default: return .failure(.notRegular)
        }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        // Read up to one byte past the limit: a file that grew since fstat is still refused.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
                bytes += [UInt8](repeating: 0, count: min(limit + 1 - bytes.count, max(4096, bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if n == 0 { break }
            count += n
        }
        guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(Data(bytes[..<count]))
    }

    /// Creates `folder` and its parents with mode 0700, for tablelab's own state folder only (a
    /// path the learner types never gets folders made). nil on success, else errno.
    public static func makeStateFolders(_ folder: String) -> Int32? {
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

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What a symbolic link says, as written in it.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The system's `read`, callable where `FileTarget.read` would shadow it.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// The system's `write`, callable where `AtomicFile.Writer.write` would shadow it.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
