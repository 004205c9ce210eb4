import Foundation

/// Why a learner's file was not compiled, or its app not made. Each case keeps the facts; the
/// message that says what is wrong and what works is `AppText.message(_:…)`.
public enum AppProblem: Error, Sendable, Equatable {
    /// Nothing is at the path the learner typed.
    case noFile(path: String)
    /// The file is there but cannot be read (a folder, a device, too large, not permitted…).
    case unreadable(path: String, FileProblem)
    /// A line holds bytes that are not UTF-8.
    case notUTF8(path: String, line: Int)
    /// A line holds a control character other than tab, newline and carriage return.
    case controlCharacter(path: String, line: Int, scalar: Unicode.Scalar)
    /// No `swiftc`: `configured` is `$TABLELAB_SWIFTC` when it was set (and names nothing runnable).
    case toolchainMissing(configured: String?)
    /// `swiftc --version` did not answer.
    case toolchainNotRunnable(path: String, ChildProcess.Status)
    /// The stand-in UIKit was not found: `configured` is `$TABLELAB_UIKIT` when it was set.
    case standInMissing(configured: String?)
    /// Neither `$XDG_CACHE_HOME` nor `$HOME` is a full path: there is nowhere to keep compiled apps.
    case noCacheFolder
    /// The cache folder (or a folder in it) cannot be made or written.
    case cacheUnwritable(path: String, FileProblem)
    /// The compiler refused the file: its errors, in order (`CompilerDiagnostic`).
    case compileErrors([CompilerDiagnostic])
    /// The compiler ran past the time limit and was stopped.
    case compileTimedOut(seconds: Int)
    /// The caller asked to stop (Ctrl-C) while it compiled.
    case compileStopped
    /// The compiler failed without an error tied to a line (a crash, a linker failure): how it
    /// ended, and the end of what it printed (sanitized).
    case compilerFailed(ChildProcess.Status, output: String)
    /// No view controller to start (`AppDriver`): the path as the learner typed it, and why.
    case noRootViewController(path: String, AppRootProblem)
}
