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
                warn(language.text("tablelab: \(url.path) could not be read, so it was moved to \(aside.lastPathComponent) (nothing was deleted); lessons start with no progress",
                                   "tablelab: 읽을 수 없는 진행 상황 파일을 다른 이름으로 옮겼습니다(지운 것은 없습니다): \(url.path) → \(aside.lastPathComponent). 레슨은 진행 기록 없이 시작합니다", separator: "\n"))
            } else {
                warn(language.text("tablelab: \(url.path) could not be read; lessons start with no progress and it is left as it is",
                                   "tablelab: 읽을 수 없는 진행 상황 파일입니다: \(url.path). 파일은 그대로 두고 레슨은 진행 기록 없이 시작합니다", separator: "\n"))
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
                return (lang.text("Progress written to \(path).", "진행 상황을 썼습니다: \(path)"), false)
            }
            return (lang.text("Cannot write \(path): check that its folder exists and is writable.",
                              "쓸 수 없는 경로입니다: \(path). 폴더가 있고 쓸 수 있는지 확인하세요."), true)
        case .importProgress(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                return (lang.text("Cannot read \(path): no such file, or not readable. `progress export FILE` makes one.",
                                  "읽을 수 없는 파일입니다: \(path) (없거나 권한이 없습니다). `progress export FILE`로 만들 수 있습니다."), true)
            }
            do {
                session.progress = try LessonProgress.fromJSON(data)
                session.progressChanged = true
                return (lang.text("Progress imported from \(path) (`lessons` shows it).", "진행 상황을 가져왔습니다: \(path) (`lessons`로 확인하세요)."), false)
            } catch {
                return (lang.text("\(path) is not a tablelab progress file (made by `progress export`); your progress is unchanged.",
                                  "tablelab 진행 상황 파일(`progress export`로 만든 파일)이 아닙니다: \(path). 진행 상황은 그대로입니다."), true)
            }
        default:
            return nil
        }
    }
}
