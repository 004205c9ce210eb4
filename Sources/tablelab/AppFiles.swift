import Foundation
import TableLab
import TableRender
import TableText

/// `app FILE.swift` and `edit`: the session names them; the executable reads the file, runs the
/// compiler and the learner's editor, and hands the started program to the session.
enum AppFiles {
    /// Compiles and launches the app in `typed` (the progress line is written while swiftc runs).
    static func run(_ session: inout Session, _ typed: String, line: String, environment: [String: String],
                    progress: (String) -> Void) -> Response {
        let language = session.language
        // At an exercise step, the starter's name before `exercise` wrote it: say how to get it (the
        // general "no such file" pointed at `code`, which prints another file).
        if let starter = session.exerciseStarter?.file, (typed as NSString).lastPathComponent == starter,
           case .path(let expanded) = FilePaths.expand(typed, environment: environment),
           !FileManager.default.fileExists(atPath: expanded) {
            return .error(.app(L10n.Lessons.Exercise.noFileYet(file: starter.visibleControls)))
        }
        let built = AppBuild.prepare(typed, environment: environment, language: language,
                                     progress: { progress(language.block($0).visibleControls) },
                                     reason: FileEffects.reason)
        let response: Response
        switch built {
        case .failure(let error): response = .error(error)
        case .success(let app): response = session.launchApp(app, path: typed, line: line, reason: FileEffects.reason)
        }
        guard case .error(let error) = response else { return response }
        // Nothing was launched: say which app the next command runs on (a learner who read only the
        // error thought the failed file was running).
        let still = session.runningAppPath.map { L10n.App.Session.stillYours(path: $0.visibleControls) } ?? L10n.App.Session.stillBuiltin
        let lines = error.message(language).components(separatedBy: "\n") + language.block(still).components(separatedBy: "\n")
        return .error(.appReport(lines: lines, headline: error.catalogMessage))
    }

    /// Opens the running app's file in `$VISUAL` (else `$EDITOR`) on this terminal; when the editor
    /// ends well, runs the file again as `app FILE` does.
    static func edit(_ session: inout Session, environment: [String: String], progress: (String) -> Void) -> Response {
        guard let path = session.runningAppPath else { return .error(.app(L10n.App.Session.noFile)) }
        let shown = path.visibleControls
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let editor else { return .error(.app(L10n.App.Session.noEditor(path: shown))) }
        let expanded: String
        switch FilePaths.expand(path, environment: environment) {
        case .path(let p): expanded = p
        case .noHome: expanded = path
        }
        let status = runEditor(editor, file: expanded)
        guard status == 0 else {
            let said = status < 0 ? "signal \(-status)" : "exit status \(status)"
            return .error(.app(L10n.App.Session.editorFailed(editor: editor.visibleControls, status: said, path: shown)))
        }
        return run(&session, path, line: "app " + path, environment: environment, progress: progress)
    }

    /// Runs the editor the way git does: `sh -c '$EDITOR "$1"' sh FILE` (so `EDITOR="code -w"` works
    /// and the file name is never read by the shell), on this terminal, with the default signal
    /// dispositions. Returns the exit status, or −signal.
    private static func runEditor(_ editor: String, file: String) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "sh", file]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, &attributes, &argv, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7f == 0 { return (status >> 8) & 0xff }
        return -(status & 0x7f)
    }
}
