import Foundation

/// Where compiled apps are kept: `$XDG_CACHE_HOME/tablelab`, else `$HOME/.cache/tablelab` — the
/// XDG rule `FilePaths.stateFolder` follows for the state folder, for the cache folder. Each app is
/// `apps/<key>/app`, the key a SHA-256 of everything that decides the executable (`AppCompiler.key`).
/// Deleting the folder loses nothing but compile time.
public enum AppCache {
    public static func folder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return (cache.hasSuffix("/") ? String(cache.dropLast()) : cache) + "/tablelab"
        }
        guard let home = FilePaths.home(environment) else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache/tablelab"
    }

    /// True when `path` is an app this user compiled: a regular, non-empty, executable file of theirs
    /// (a cache folder shared with another user, or a file left half-made by hand, is not run).
    static func isUsableExecutable(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return false }
        return info.st_uid == getuid() && (info.st_mode & S_IXUSR) != 0
    }
}
