import Foundation

/// How a path the learner typed becomes the path tablelab opens — one rule for `save`, `trace`, `open`
/// and `progress export|import`: `~` and `~/…` are `$HOME`, as a shell expands them (never the
/// password database's home, which differs from `$HOME` under `sudo`, in containers and in tests);
/// every other path is used as typed, relative to the current folder.
public enum FilePaths {
    public enum Expanded: Equatable, Sendable {
        case path(String)
        /// The path starts with `~`, but `$HOME` is not set or is not a full path: there is nothing
        /// to expand it to, and guessing would write somewhere the learner did not mean.
        case noHome
    }

    public static func expand(_ typed: String, environment: [String: String]) -> Expanded {
        guard typed == "~" || typed.hasPrefix("~/") else { return .path(typed) }
        guard let home = home(environment) else { return .noHome }
        if typed == "~" { return .path(home) }
        let base = home.hasSuffix("/") ? String(home.dropLast()) : home
        return .path(base + typed.dropFirst())
    }

    /// `$HOME` when it is a full path; nil when it is missing, empty or relative.
    public static func home(_ environment: [String: String]) -> String? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home
    }

    /// The folder of tablelab's own files (line history, lesson progress): `$XDG_STATE_HOME/tablelab`,
    /// else `$HOME/.local/state/tablelab`. nil when neither is set to a full path: the session then
    /// keeps both in memory, and says so.
    public static func stateFolder(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return (state.hasSuffix("/") ? String(state.dropLast()) : state) + "/tablelab"
        }
        guard let home = home(environment) else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state/tablelab"
    }

    /// The folder of a teacher's own lessons: `$XDG_DATA_HOME/tablelab/lessons`, else
    /// `$HOME/.local/share/tablelab/lessons` — never inside the installed data (`scripts/install`
    /// replaces `share/tablelab/Lessons`). nil when neither is set to a full path.
    public static func teacherLessonsFolder(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data.hasSuffix("/") ? String(data.dropLast()) : data) + "/tablelab/lessons"
        }
        guard let home = home(environment) else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/share/tablelab/lessons"
    }

    /// The folders of lessons tablelab loads besides the installed ones: each of `$TABLELAB_LESSONS`
    /// (a `:`-separated list, as `PATH`; `~/` is `$HOME`), then the teacher's lessons folder. Listed
    /// whether or not they exist; the same folder once.
    public static func extraLessonFolders(environment: [String: String]) -> [String] {
        var list: [String] = []
        for part in (environment["TABLELAB_LESSONS"] ?? "").split(separator: ":") where !part.isEmpty {
            if case .path(let p) = expand(String(part), environment: environment) { list.append(p) }
        }
        if let own = teacherLessonsFolder(environment: environment) { list.append(own) }
        var seen = Set<String>()
        return list.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// The folder part of `path` ("." for a bare name, "/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The name part of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
