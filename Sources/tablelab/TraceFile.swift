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
        func failure(_ en: String, _ ko: String) -> (message: String, failed: Bool) { (lang.text(en, ko), true) }

        var info = stat()
        if stat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                return failure("cannot write the trace: \(shown) is a folder — give a file name, e.g. `trace \((typedPath.hasSuffix("/") ? typedPath : typedPath + "/").visibleControls)trace.jsonl`",
                               "trace 파일을 저장할 수 없습니다: 폴더입니다(\(shown)) — 파일 이름까지 쓰세요. 예: `trace \((typedPath.hasSuffix("/") ? typedPath : typedPath + "/").visibleControls)trace.jsonl`")
            }
            if kind != S_IFREG {
                return failure("cannot write the trace: \(shown) is not a regular file (a device or a pipe) — choose a file name",
                               "trace 파일을 저장할 수 없습니다: 일반 파일이 아닙니다(장치나 파이프): \(shown) — 다른 파일 이름을 쓰세요")
            }
            if !force && !isTrace(path) {
                return failure("not written: \(shown) already exists and is not a tablelab trace — choose another name, or add --force to replace it (`trace \(typedPath.visibleControls) --force`)",
                               "저장하지 않았습니다: 이미 있는 파일이고 tablelab trace 파일이 아닙니다: \(shown) — 다른 이름을 쓰거나, 바꿔 쓰려면 끝에 --force 추가(`trace \(typedPath.visibleControls) --force`)")
            }
        } else if errno != ENOENT {
            let reason = FileErrorText.reason(errno)
            return failure("cannot write the trace to \(shown): \(reason.en) — try a path in a folder you can write to",
                           "trace 파일을 저장할 수 없습니다: \(shown): \(reason.ko) — 쓸 수 있는 폴더의 경로를 써 보세요")
        }

        if let code = writeReplacing(path, text) {
            let reason = FileErrorText.reason(code)
            return failure("cannot write the trace to \(shown): \(reason.en) — try a path in a folder you can write to",
                           "trace 파일을 저장할 수 없습니다: \(shown): \(reason.ko) — 쓸 수 있는 폴더의 경로를 써 보세요")
        }
        return (lang.text("wrote \(NumberText.grouped(lines.count)) events to \(shown) (what happened so far; run `trace` again later to include more)",
                          "이벤트 \(NumberText.grouped(lines.count))개를 저장했습니다: \(shown) (지금까지의 기록; 나중 명령까지 담으려면 `trace` 명령을 다시 실행하세요)"), false)
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
