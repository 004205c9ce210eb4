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
                return (lang.block(L10n.Files.Save.isAFolder(path: typed)), true)
            }
            let head = (try? String(contentsOfFile: path, encoding: .utf8))?.prefix(Session.savedScriptMarker.count)
            if !force && head.map(String.init) != Session.savedScriptMarker {
                return (lang.block(L10n.Files.Save.notASession(path: typed)), true)
            }
        }
        do {
            try Data(session.savedScript.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return (lang.block(L10n.Files.Save.cannotWrite(path: typed, reason: reason(error))), true)
        }
        return (lang.block(L10n.Files.Save.saved(count: String(session.timeline.lines.count), path: typed)), false)
    }

    /// Reads a saved session or script and runs it on a new table (nothing changes if a line fails).
    static func open(_ session: inout Session, _ typed: String) -> Response {
        let lang = session.language
        let path = expand(typed)
        let typed = typed.visibleControls
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .error(.openFailed(file: typed, line: nil, message: L10n.Files.Open.noSuchFile))
        }
        if isDirectory.boolValue {
            return .error(.openFailed(file: typed, line: nil, message: L10n.Files.Open.isAFolder))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? NSNumber, size.intValue > 1 << 20 {
            return .error(.openFailed(file: typed, line: nil, message: L10n.Files.Open.tooLarge))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .error(.openFailed(file: typed, line: nil, message: L10n.Files.Open.unreadable))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .error(.openFailed(file: typed, line: nil, message: L10n.Files.Open.notUTF8))
        }
        return session.open(script: text, name: typed)
    }

    /// Why a write failed: the errno reason (a catalog message, said in each language) when
    /// Foundation's error carries one, else Foundation's own description.
    static func reason(_ error: Error) -> Message.Argument {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return .message(FileErrorText.reason(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return .message(FileErrorText.reason(Int32(ns.code))) }
        // Foundation on Linux often reports a write as a Cocoa error with no POSIX error inside.
        let cocoa: [Int: Int32] = [NSFileNoSuchFileError: ENOENT, NSFileWriteNoPermissionError: EACCES,
                                   NSFileWriteOutOfSpaceError: ENOSPC, NSFileWriteVolumeReadOnlyError: EROFS]
        if ns.domain == NSCocoaErrorDomain, let code = cocoa[ns.code] { return .message(FileErrorText.reason(code)) }
        return .text(ns.localizedDescription)
    }
}
