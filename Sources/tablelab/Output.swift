#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibEdit
import TableRender
import TableText

/// Every line tablelab prints goes through here, so two things are handled once:
/// - Text from outside reaches the terminal only as text: every write passes
///   `TerminalText.forTerminal`, which shows each control character (from a data file, a YAML escape,
///   a typed line) in a visible form and lets through only the palette's own colour sequences. The
///   cursor moves of an animation are the one other sequence written, by `write(_:rewinding:)`.
///   (`tablelab play` writes a recording's own sequences past `Output`, through `Asciicast.Filter`.)
/// - A recording (`record FILE.cast`) gets every text written here, as it is written.
/// - A failed write: standard output full, closed or unwritable → one line on standard error (if
///   that still works) and exit status 1; a closed pipe (`| head -1`) → exit quietly with 141, as
///   other Unix tools do. A failed write to standard error is dropped (there is nowhere left to say it).
enum Output {
    /// The language of the one line that reports a failed write.
    nonisolated(unsafe) static var language: Language = .en

    /// Exit status after a failed write to standard output (not a broken pipe).
    static let writeFailureStatus: Int32 = 1
    /// Exit status after a broken pipe: 128 + SIGPIPE, what a shell shows for `yes | head -1`.
    static let brokenPipeStatus: Int32 = 141

    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) { write(text + "\n") }

    /// Writes `text` to standard output (after anything libedit left in C's stdout buffer).
    static func write(_ text: String) {
        write(text, rewinding: 0)
    }

    /// Moves the cursor up `lines` lines and clears from there (the previous frame of an animation),
    /// then writes `text` — in one write, so a frame never shows half-drawn.
    static func write(_ text: String, rewinding lines: Int) {
        tl_flush_stdout()
        let shown = (lines > 0 ? "\u{1B}[\(lines)A\r\u{1B}[J" : "") + TerminalText.forTerminal(text)
        if let failure = writeAll(1, shown) { failed(failure) }
        Recording.current?.append(shown)  // `record FILE.cast`: the same bytes, timed now
    }

    /// Writes `text` and a newline to standard error; a failure there is ignored.
    static func error(_ text: String) {
        let shown = TerminalText.forTerminal(text + "\n")
        _ = writeAll(2, shown)
        Recording.current?.append(shown)
    }

    /// Stops the program after standard output failed with `code` (an errno value).
    static func failed(_ code: Int32) -> Never {
        if code == EPIPE { exit(brokenPipeStatus) }
        // One line, even in both languages: inline, each half with the reason in its own language.
        error(language.text(L10n.Shell.writeFailed(reason: FileErrorText.reason(code))))
        exit(writeFailureStatus)
    }

    /// Keeps descriptors 0, 1 and 2 taken: when one was closed before tablelab started, the next file
    /// opened (a script, the history) would take its number and printing would write into it. A
    /// read-only /dev/null in its place makes every write fail with EBADF instead — which is reported.
    static func reserveStandardDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != fd {
                _ = dup2(opened, fd)
                _ = close(opened)
            }
        }
    }

    private static func writeAll(_ fd: Int32, _ text: String) -> Int32? { writeAllBytes(fd, Array(text.utf8)) }
}

/// Writes every byte to `fd` (retrying after signals and short writes); nil on success, else errno.
func writeAllBytes(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress! + offset, raw.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += n
    }
    return nil
}

/// The reason for a failed file operation, in words: a catalog message for each errno tablelab
/// meets (`files.reasons`), so a message in both languages gives each half its own; any other code
/// is the system's own words (strerror) and the number.
enum FileErrorText {
    static func reason(_ code: Int32) -> Message {
        typealias R = L10n.Files.Reasons
        switch code {
        case ENOENT: return R.noSuchFile
        case EACCES: return R.permissionDenied
        case EPERM: return R.notPermitted
        case ENOSPC: return R.noSpace
        case EDQUOT: return R.quotaExceeded
        case EROFS: return R.readOnly
        case EISDIR: return R.isAFolder
        case ENOTDIR: return R.notAFolder
        case ENAMETOOLONG: return R.nameTooLong
        case EPIPE: return R.brokenPipe
        case EBADF: return R.badDescriptor
        case EIO: return R.inputOutput
        case EEXIST: return R.exists
        case ELOOP: return R.symlinkLoop
        case EMFILE: return R.tooManyOpen
        case ENFILE: return R.tooManyOpenInSystem
        case EFBIG: return R.tooLarge
        case ETXTBSY: return R.textBusy
        case EBUSY: return R.busy
        default: return R.other(system: String(cString: strerror(code)), code: String(code))
        }
    }
}
