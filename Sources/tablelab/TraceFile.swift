import Foundation
import TableLab
import TableRender
import TableText

/// `trace FILE [--force]`: the session layer says what to write; the executable writes it.
///
/// A new file is created; an empty file or an earlier tablelab trace (its first line a JSON object
/// with `event` and `t`) is replaced; any other existing file is kept unless `--force`. The text goes
/// to a temporary file in the same folder, which is `fsync`ed and renamed over FILE, so a failed write
/// never leaves half a file. `~` and `~/…` mean `$HOME`. Every failure names its reason in words.
enum TraceFile {
    /// Writes the session's events and returns the line to tell the learner (or an error line).
    static func write(_ session: Session, to typedPath: String, force: Bool,
                      environment: [String: String]) -> (message: String, failed: Bool) {
        let lines = session.traceLines
        let text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        let lang = session.language
        let path = expandingHome(typedPath, environment: environment)
        let shown = path.visibleControls  // a typed path may hold control characters: shown, not sent
        func failure(_ message: Message) -> (message: String, failed: Bool) { (lang.block(message), true) }
        func failure(_ code: Int32) -> (message: String, failed: Bool) {
            (lang.block(L10n.Files.Trace.cannotWrite(path: shown, reason: FileErrorText.reason(code))), true)
        }

        var info = stat()
        if stat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                let example = (typedPath.hasSuffix("/") ? typedPath : typedPath + "/").visibleControls + "trace.jsonl"
                return failure(L10n.Files.Trace.isAFolder(path: shown, example: example))
            }
            if kind != S_IFREG {
                return failure(L10n.Files.Trace.notRegular(path: shown))
            }
            if !force && !isTrace(path) {
                return failure(L10n.Files.Trace.notATrace(path: shown, typed: typedPath.visibleControls))
            }
        } else if errno != ENOENT {
            return failure(errno)
        }

        if let code = writeReplacing(path, text) {
            return failure(code)
        }
        return (lang.block(L10n.Files.Trace.wrote(count: NumberText.grouped(lines.count), path: shown)), false)
    }

    /// `~` and `~/…` with `$HOME` (not the password database's home directory); other paths unchanged.
    static func expandingHome(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"], !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst() }
        return path
    }

    /// True for an empty file or one whose first line is a tablelab trace event: a JSON object with
    /// an `event` name and a time `t`.
    static func isTrace(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n == 0 { return true }
        guard n > 0 else { return false }
        let firstLine = buffer[0..<n].prefix { $0 != 0x0A }
        guard let object = try? JSONSerialization.jsonObject(with: Data(firstLine)) as? [String: Any] else { return false }
        return object["event"] is String && object["t"] is NSNumber
    }

    /// Writes `text` to a temporary file next to `path`, fsyncs it and renames it over `path`.
    /// nil on success, else errno.
    private static func writeReplacing(_ path: String, _ text: String) -> Int32? {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var template = Array(((folder.isEmpty ? "" : folder) + "/.tablelab-trace.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return errno }
        let temporary = String(cString: template)
        var failure: Int32 = 0
        failure = writeAllBytes(fd, Array(text.utf8)) ?? 0
        if failure == 0, fchmod(fd, 0o644 & ~currentUmask()) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 { unlink(temporary) }
        return failure == 0 ? nil : failure
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
