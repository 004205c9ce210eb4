import Foundation
import TableLab
import TableRender
import TableText

/// Finds the lessons shipped with tablelab (`Lessons/` next to `glossary/`).
enum LessonLoading {
    static func load(language: Language, reportProblems: Bool = true) -> [Lesson] {
        guard let root = DataLocator.dataRoot() else { return [] }
        let (lessons, diagnostics) = Lessons.load(from: root.appendingPathComponent("Lessons"))
        if reportProblems {
            for d in diagnostics where d.isError { GlossaryLoading.warn("tablelab: " + d.text(language)) }
        }
        return lessons
    }
}

/// The learner's lesson progress on disk: `$XDG_STATE_HOME/tablelab/progress.json`, else
/// `~/.local/state/tablelab/progress.json` (next to the line history). Written atomically (a temporary
/// file renamed over the old one); a file that cannot be read is moved aside, never deleted, and the
/// session goes on with no progress.
struct ProgressStore {
    let url: URL?

    init(environment: [String: String]) {
        url = LineEditor.defaultHistoryFile(environment: environment)?
            .deletingLastPathComponent().appendingPathComponent("progress.json")
    }

    init(url: URL?) { self.url = url }

    /// The saved progress, or none; `warn` hears about a file that was moved aside.
    func load(language: Language, warn: (String) -> Void) -> LessonProgress {
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return LessonProgress() }
        do {
            return try LessonProgress.fromJSON(data)
        } catch {
            let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
            let aside = url.deletingLastPathComponent().appendingPathComponent("progress.json.corrupt-\(stamp)")
            if rename(url.path, aside.path) == 0 {
                warn(language.block(L10n.Files.Progress.movedAside(path: url.path, aside: aside.lastPathComponent)))
            } else {
                warn(language.block(L10n.Files.Progress.unreadable(path: url.path)))
            }
            return LessonProgress()
        }
    }

    /// Writes the progress: to a temporary file in the same folder, then renamed over the old one.
    @discardableResult
    func save(_ progress: LessonProgress) -> Bool {
        guard let url else { return false }
        return ProgressStore.write(progress.json(), to: url)
    }

    static func write(_ data: Data, to url: URL) -> Bool {
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        guard FileManager.default.createFile(atPath: temp.path, contents: data) else { return false }
        guard rename(temp.path, url.path) == 0 else {
            unlink(temp.path)
            return false
        }
        return true
    }

    /// `progress export FILE` / `progress import FILE`: the message to print and whether it failed.
    static func handle(_ command: LessonCommand, session: inout Session) -> (message: String, failed: Bool)? {
        let lang = session.language
        switch command {
        case .exportProgress(let path):
            let url = URL(fileURLWithPath: path)
            if write(session.progress.json(), to: url) {
                return (lang.text(L10n.Files.Progress.exported(path: path)), false)
            }
            return (lang.text(L10n.Files.Progress.cannotExport(path: path)), true)
        case .importProgress(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                return (lang.text(L10n.Files.Progress.cannotImport(path: path)), true)
            }
            do {
                session.progress = try LessonProgress.fromJSON(data)
                session.progressChanged = true
                return (lang.text(L10n.Files.Progress.imported(path: path)), false)
            } catch {
                return (lang.text(L10n.Files.Progress.notAProgressFile(path: path)), true)
            }
        default:
            return nil
        }
    }
}
