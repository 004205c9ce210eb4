import Foundation

/// Why tablelab did not read or write a file. The executable says each one in the learner's
/// language; nothing here prints.
public enum FileProblem: Error, Equatable, Sendable {
    /// The path starts with `~`, and `$HOME` is not set to a full path.
    case noHome
    /// The path names a folder.
    case isAFolder
    /// A device, a FIFO or a socket: never written (replacing `/dev/null` or a pipe with a regular
    /// file breaks it for everyone), never read as a file (a FIFO would block).
    case notRegular
    /// A symbolic link whose target does not exist: refused rather than creating a file wherever
    /// the link points (the target is named so the learner can use it on purpose).
    case danglingLink(target: String)
    /// Larger than the limit for this kind of file (in bytes): not read, left as it is.
    case tooLarge(limit: Int)
    /// Another session held the lock for longer than the wait.
    case locked
    /// The system refused (an errno value: ENOENT for a missing folder, EACCES, ENOSPC, …).
    case system(Int32)
}

/// Size limits for the files tablelab reads, checked before anything is read.
public enum FileLimits {
    /// tablelab's own state files — the line history, lesson progress and a `progress import` file:
    /// 8 MB. Real ones are a few KB (1,000 history lines; 17 lessons of progress), so anything larger
    /// was not written by tablelab and is refused whole rather than read into memory.
    public static let stateFileBytes = 8 << 20
}
