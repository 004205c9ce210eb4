import Foundation
import TableLab
import TableRender
import TableText

/// `save FILE` and `open FILE`: the session layer says what to write and runs what was read; the
/// executable touches the disk.
enum SessionFiles {
    /// What a command that touches a file did: a line to tell the learner, or — for `open` — the
    /// response of the session it opened. Nil for any other response.
    enum Outcome {
        case message(String, failed: Bool)
        case opened(Response)
    }

    /// Carries out `trace`, `save` and `open` (the session layer only names them).
    static func perform(_ response: Response, _ session: inout Session, environment: [String: String]) -> Outcome? {
        switch response {
        case .view(.trace(let path, let force)):
            let r = TraceFile.write(session, to: path, force: force, environment: environment)
            return .message(r.message, failed: r.failed)
        case .view(.save(let path, let force)):
            let r = save(session, to: path, force: force)
            return .message(r.message, failed: r.failed)
        case .view(.open(let path)):
            return .opened(open(&session, path))
        default:
            return nil
        }
    }

    /// `~` and `~/…` are the user's `$HOME`.
    static func expand(_ path: String) -> String {
        TraceFile.expandingHome(path, environment: ProcessInfo.processInfo.environment)
    }

    /// Writes the session's commands, atomically. Never replaces a file that is not a tablelab
    /// session unless `force`.
    static func save(_ session: Session, to typed: String, force: Bool) -> (message: String, failed: Bool) {
        let lang = session.language
        let path = expand(typed)
        let typed = typed.visibleControls  // shown, never sent to the terminal
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                return (lang.text("cannot save to \(typed): it is a folder — give a file name inside it",
                                  "\(typed) 경로에 저장할 수 없습니다: 폴더입니다 — 그 안의 파일 이름을 주세요"), true)
            }
            let head = (try? String(contentsOfFile: path, encoding: .utf8))?.prefix(Session.savedScriptMarker.count)
            if !force && head.map(String.init) != Session.savedScriptMarker {
                return (lang.text("\(typed) exists and is not a saved tablelab session — nothing was written; `save \(typed) --force` replaces it",
                                  "\(typed) 파일이 이미 있고 저장된 tablelab 세션이 아닙니다 — 아무것도 쓰지 않았습니다. 바꿔 쓰려면: `save \(typed) --force`"), true)
            }
        }
        do {
            try Data(session.savedScript.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return (lang.text("cannot write \(typed): \(reason(error)) — try a path in a folder you can write to",
                              "\(typed) 경로에 쓸 수 없습니다: \(reason(error)) — 쓸 수 있는 폴더의 경로를 써 보세요"), true)
        }
        let n = session.timeline.lines.count
        let commands = n == 1 ? "1 command" : "\(n) commands"
        return (lang.text("saved \(commands) to \(typed) — `open \(typed)` or `tablelab --script \(typed) --then-interactive` gives this table again",
                          "다음 파일에 명령 \(n)개를 저장했습니다: \(typed) — 이 테이블을 다시 얻으려면 `open \(typed)` 또는 `tablelab --script \(typed) --then-interactive`"), false)
    }

    /// Reads a saved session or script and runs it on a new table (nothing changes if a line fails).
    static func open(_ session: inout Session, _ typed: String) -> Response {
        let lang = session.language
        let path = expand(typed)
        let typed = typed.visibleControls
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .error(.openFailed(file: typed, line: nil, message: lang.text("no such file", "그런 파일이 없습니다")))
        }
        if isDirectory.boolValue {
            return .error(.openFailed(file: typed, line: nil, message: lang.text("it is a folder, not a file", "파일이 아니라 폴더입니다")))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > 1 << 20 {
            return .error(.openFailed(file: typed, line: nil, message: lang.text("larger than 1 MiB — a session file is a short list of commands",
                                                                               "1 MiB보다 큽니다 — 세션 파일은 짧은 명령 목록입니다")))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .error(.openFailed(file: typed, line: nil, message: lang.text("it cannot be read", "읽을 수 없습니다")))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .error(.openFailed(file: typed, line: nil, message: lang.text("it is not UTF-8 text", "UTF-8 텍스트가 아닙니다")))
        }
        return session.open(script: text, name: typed)
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
