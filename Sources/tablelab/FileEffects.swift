import Foundation
import TableLab
import TableText

/// The learner's files in words: where a typed path points, and why a file could not be read or
/// written, said in the learner's language. The rules themselves — `~` is `$HOME`, folders are never
/// created, links are written through, devices, FIFOs and sockets are refused, every write is
/// atomic — live in TableLab's `FilePaths`, `FileTarget` and `AtomicFile`, used by `save`, `trace`,
/// `progress export|import`, `open`, the progress file and the line history alike.
enum FileEffects {
    /// Expands `typed` and checks it as a place to write.
    static func target(_ typed: String, environment: [String: String]) -> Result<FileTarget.Write, FileProblem> {
        switch FilePaths.expand(typed, environment: environment) {
        case .noHome: return .failure(.noHome)
        case .path(let path): return FileTarget.forWriting(path)
        }
    }

    /// Expands `typed` and reads it whole, up to `limit` bytes (nil: nothing there).
    static func read(_ typed: String, limit: Int, environment: [String: String]) -> Result<Data?, FileProblem> {
        switch FilePaths.expand(typed, environment: environment) {
        case .noHome: return .failure(.noHome)
        case .path(let path): return FileTarget.read(path, limit: limit)
        }
    }

    /// The reason, in words, to put after "cannot write/read PATH:".
    static func reason(_ problem: FileProblem) -> Message {
        typealias R = L10n.Files.Reasons
        switch problem {
        case .noHome: return R.noHome
        case .isAFolder: return FileErrorText.reason(EISDIR)
        case .notRegular: return R.notRegular
        case .danglingLink(let target): return R.danglingLink(target: target.visibleControls)
        case .tooLarge(let limit): return R.largerThan(megabytes: String(limit >> 20))
        case .locked: return R.locked(seconds: String(Int(ProgressStore.lockWait)))
        case .system(let code): return FileErrorText.reason(code)
        }
    }

    /// True when the regular file at `path` starts with `prefix` (reads only that many bytes).
    static func starts(_ path: String, with prefix: String) -> Bool { fileStarts(path, with: prefix) }
}

/// Outside `FileEffects`, whose `read` would hide the system's.
private func fileStarts(_ path: String, with prefix: String) -> Bool {
    let wanted = Array(prefix.utf8)
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: wanted.count)
    var count = 0
    while count < wanted.count {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        count += n
    }
    return count == wanted.count && buffer == wanted
}
