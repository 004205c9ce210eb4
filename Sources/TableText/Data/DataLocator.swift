import MessageCatalog
import Foundation

/// Finds the folder that holds `glossary/`, `Lessons/` and `messages/`, wherever tablelab was started from:
/// `swift run`, the build folder, or an installed copy — from any working directory.
///
/// Order: `$TABLELAB_DATA`; `<bin>/../share/tablelab` (the installed layout); the nearest folder above
/// the executable that holds `glossary/` (a build inside the checkout); the
/// checkout this file was compiled in (a build folder moved elsewhere on the same machine).
///
/// `$TABLELAB_DATA`, when set, is the only candidate: a folder that does not exist, is not a folder
/// or holds no `glossary/` is an error (`Location.unusable`), never a silent fall-back to another
/// copy of the data — a teacher checking their own folder must not be told that someone else's passed.
public enum DataLocator {
    /// Where the data is, or why it cannot be used.
    public enum Location: Sendable, Equatable {
        case found(URL)
        /// `$TABLELAB_DATA` names a folder that cannot be used.
        case unusable(path: String, reason: Reason)
        /// No candidate holds `glossary/`.
        case notFound

        public enum Reason: Sendable, Equatable {
            case missing, notAFolder, noGlossary, noMessages
        }

        public var url: URL? {
            if case .found(let url) = self { return url }
            return nil
        }

        /// What went wrong and what works, in the reader's language; nil when the data was found.
        /// (These messages are also in `BootstrapMessages`: they must show when the catalogs cannot
        /// be found.)
        public func problem(_ language: Language) -> String? {
            switch self {
            case .found:
                return nil
            case .notFound:
                return language.block(L10n.Data.notFound)
            case .unusable(let path, let reason):
                let shown = path.visibleControls
                switch reason {
                case .missing: return language.block(L10n.Data.missing(path: shown))
                case .notAFolder: return language.block(L10n.Data.notAFolder(path: shown))
                case .noGlossary: return language.block(L10n.Data.noGlossary(path: shown))
                case .noMessages: return language.block(L10n.Data.noMessages(path: shown))
                }
            }
        }
    }

    /// The data folder, or why there is none (see `Location`).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Bundle.main.executableURL) -> Location {
        if let explicit = environment["TABLELAB_DATA"], !explicit.isEmpty {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: explicit, isDirectory: &isDir) else {
                return .unusable(path: explicit, reason: .missing)
            }
            guard isDir.boolValue else { return .unusable(path: explicit, reason: .notAFolder) }
            let url = URL(fileURLWithPath: explicit)
            if !isFolder(url.appendingPathComponent("glossary")) { return .unusable(path: explicit, reason: .noGlossary) }
            return isDataRoot(url) ? .found(url) : .unusable(path: explicit, reason: .noMessages)
        }
        return candidates(environment: environment, executable: executable).first(where: isDataRoot).map { .found($0) } ?? .notFound
    }

    /// The data folder, or nil (see `locate` for why).
    public static func dataRoot(environment: [String: String] = ProcessInfo.processInfo.environment,
                                executable: URL? = Bundle.main.executableURL) -> URL? {
        locate(environment: environment, executable: executable).url
    }

    public static func candidates(environment: [String: String], executable: URL?) -> [URL] {
        var list: [URL] = []
        if let explicit = environment["TABLELAB_DATA"], !explicit.isEmpty {
            list.append(URL(fileURLWithPath: explicit))
        }
        if let exe = executable?.resolvingSymlinksInPath() {
            let bin = exe.deletingLastPathComponent()
            list.append(bin.deletingLastPathComponent().appendingPathComponent("share/tablelab"))
            var dir = bin
            for _ in 0..<8 {
                list.append(dir)
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        // Sources/TableText/Data/DataLocator.swift → the package root.
        let source = URL(fileURLWithPath: #filePath)
        list.append(source.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        return list
    }

    /// The `messages/` folders of the installed data (every candidate but `$TABLELAB_DATA`), nearest
    /// first: where the messages come from when the data folder's catalogs cannot be used
    /// (`MessageCatalogs`). Only for the words tablelab speaks in — the glossary, the lessons and
    /// `tablelab check` still read the folder that was asked for.
    public static func installedMessageFolders(environment: [String: String] = ProcessInfo.processInfo.environment,
                                               executable: URL? = Bundle.main.executableURL) -> [URL] {
        var installed = environment
        installed.removeValue(forKey: "TABLELAB_DATA")
        var seen = Set<String>()
        return candidates(environment: installed, executable: executable)
            .filter(isDataRoot)
            .map { $0.appendingPathComponent("messages") }
            .filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// A data folder holds the glossary and the message catalogs.
    static func isDataRoot(_ url: URL) -> Bool {
        isFolder(url.appendingPathComponent("glossary")) && isFolder(url.appendingPathComponent("messages"))
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
    }
}
