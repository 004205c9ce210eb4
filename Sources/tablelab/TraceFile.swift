import Foundation
import TableLab
import TableRender
import TableText

/// `trace FILE [--force]`: the session layer says what to write; the executable writes it.
///
/// A new file is created; an empty file or an earlier tablelab trace (its first line a JSON object
/// with `event` and `t`) is replaced; any other existing file is kept unless `--force`. The events
/// are streamed into a temporary file in the same folder (one 64 KiB buffer, not the whole trace in
/// memory), which is `fsync`ed and renamed over FILE, so a failed write never leaves half a file.
/// Paths, links and devices follow the rules of every file tablelab writes (`FileEffects`).
enum TraceFile {
    /// Writes the session's events and returns the line to tell the learner (or an error line).
    static func write(_ session: Session, to typedPath: String, force: Bool,
                      environment: [String: String]) -> (message: String, failed: Bool) {
        let lang = session.language
        let shown = typedPath.visibleControls  // a typed path may hold control characters: shown, not sent
        func failure(_ message: Message) -> (message: String, failed: Bool) { (lang.block(message), true) }

        let target: FileTarget.Write
        switch FileEffects.target(typedPath, environment: environment) {
        case .failure(.isAFolder):
            let example = (typedPath.hasSuffix("/") ? typedPath : typedPath + "/").visibleControls + "trace.jsonl"
            return failure(L10n.Files.Trace.isAFolder(path: shown, example: example))
        case .failure(.notRegular):
            return failure(L10n.Files.Trace.notRegular(path: shown))
        case .failure(let problem):
            return failure(L10n.Files.Trace.cannotWrite(path: shown, reason: FileEffects.reason(problem)))
        case .success(let t):
            target = t
        }
        if target.exists, !force, !isTrace(target.path) {
            return failure(L10n.Files.Trace.notATrace(path: shown, typed: shown))
        }
        var count = 0
        let code = AtomicFile.write(target) { fd in
            var writer = AtomicFile.Writer(fd: fd)
            count = TraceJSONL.write(session.table.log, into: &writer)
            return writer.finish()
        }
        if let code {
            return failure(L10n.Files.Trace.cannotWrite(path: shown, reason: FileErrorText.reason(code)))
        }
        return (lang.block(L10n.Files.Trace.wrote(count: NumberText.grouped(count), path: shown)), false)
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
}
