import Foundation
import TableLab
import TableRender
import TableText

/// Finds the lessons tablelab loads: those shipped with it (`Lessons/` next to `glossary/`), then a
/// teacher's own — each folder of `$TABLELAB_LESSONS`, then `$XDG_DATA_HOME/tablelab/lessons`
/// (`FilePaths.extraLessonFolders`) — read where they are, never copied.
enum LessonLoading {
    /// A folder of lessons, and how messages name it (nil: by its own name, `Lessons`).
    struct Folder {
        var url: URL
        var shown: String?
    }

    /// The folders, installed first. A `$TABLELAB_LESSONS` entry that is not a folder is said once
    /// on standard error (when `warn`); a teacher's lessons folder that does not exist yet is not.
    static func folders(environment: [String: String], location: DataLocator.Location, language: Language,
                        warn: ((String) -> Void)? = nil) -> [Folder] {
        var list: [Folder] = []
        if let root = location.url { list.append(Folder(url: root.appendingPathComponent("Lessons"), shown: nil)) }
        let own = FilePaths.teacherLessonsFolder(environment: environment)
        for path in FilePaths.extraLessonFolders(environment: environment) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                list.append(Folder(url: URL(fileURLWithPath: path), shown: path))
            } else if path != own {
                warn?(language.text(L10n.Shell.lessonsFolderMissing(path: path.visibleControls)))
            }
        }
        return list
    }

    static func load(language: Language, reportProblems: Bool = true,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> [Lesson] {
        let location = DataLocator.locate(environment: environment)
        var lessons: [Lesson] = []
        let warn: ((String) -> Void)? = reportProblems ? { GlossaryLoading.warn($0) } : nil
        for folder in folders(environment: environment, location: location, language: language, warn: warn) {
            let (found, diagnostics) = Lessons.load(from: folder.url, shownFolder: folder.shown)
            if reportProblems {
                for d in diagnostics where d.isError { GlossaryLoading.warn("tablelab: " + d.text(language)) }
            }
            lessons += found
        }
        return lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
    }

    /// The lesson files as a session reads them: each when first needed (a glossary entry reads
    /// only its lessons' files), a lesson in full when it is opened; a lesson's problems are said on
    /// standard error when it is read. `location` as in `GlossaryLoading.load`.
    static func files(language: Language, environment: [String: String] = ProcessInfo.processInfo.environment,
                      location: DataLocator.Location? = nil) -> [LessonFile] {
        let location = location ?? DataLocator.locate(environment: environment)
        let report: @Sendable ([Diagnostic]) -> Void = { diagnostics in
            for d in diagnostics where d.isError { GlossaryLoading.warn("tablelab: " + d.text(language)) }
        }
        return folders(environment: environment, location: location, language: language, warn: GlossaryLoading.warn).flatMap { folder in
            Lessons.lessonFiles(in: folder.url, shownFolder: folder.shown, report: report)
        }
    }

    /// The lessons as a session reads them: summaries now, each lesson in full when it is opened;
    /// a lesson's problems are said on standard error when it is read.
    /// `location` as in `GlossaryLoading.load`.
    static func sources(language: Language, environment: [String: String] = ProcessInfo.processInfo.environment,
                        location: DataLocator.Location? = nil) -> [LessonSource] {
        guard let root = (location ?? DataLocator.locate(environment: environment)).url else { return [] }
        return Lessons.sources(from: root.appendingPathComponent("Lessons")) { diagnostics in
            for d in diagnostics where d.isError { GlossaryLoading.warn("tablelab: " + d.text(language)) }
        }
    }
}

/// The learner's lesson progress on disk: `$XDG_STATE_HOME/tablelab/progress.json`, else
/// `$HOME/.local/state/tablelab/progress.json` (next to the line history). Progress is never lost:
/// - a file that cannot be parsed is moved aside (`progress.json.corrupt-DATE`), never deleted;
/// - a file that cannot be read at all (no permission, a FIFO, a folder, over 8 MB) is left as it
///   is, with one warning, and this session keeps its progress in memory only;
/// - each save takes an advisory lock (`progress.lock`), reads the file again and merges this
///   session's changes into it per lesson and step, so two sessions at once keep each other's work;
/// - the write is atomic and follows a symbolic link (`AtomicFile`, `FileTarget`).
final class ProgressStore {
    let path: String?
    /// What the file held when this session last read or wrote it: the base of the merge.
    private var base = LessonProgress()
    /// After `progress import`, the imported progress replaces the file's instead of merging with it.
    private var replaceOnSave = false
    /// False when the file could not be read: it is then never replaced.
    private(set) var canSave = false
    /// The one warning about saving has been given.
    private var warnedAboutSaving = false

    static let lockWait = 3.0

    init(environment: [String: String]) {
        path = FilePaths.stateFolder(environment: environment).map { $0 + "/progress.json" }
    }

    init(path: String?) { self.path = path }

    private var folder: String? { path.map { String($0[..<$0.lastIndex(of: "/")!]) } }

    /// The saved progress, or none; `warn` hears about a file that was moved aside or cannot be read.
    func load(language: Language, warn: (String) -> Void) -> LessonProgress {
        guard let path, let folder else { return LessonProgress() }
        if let code = FileTarget.makeStateFolders(folder) {
            warn(language.block(L10n.Files.Progress.cannotRead(path: path.visibleControls, reason: FileErrorText.reason(code))))
            return LessonProgress()
        }
        switch readOrMoveAside(language: language, warn: warn) {
        case .success(let progress):
            canSave = true
            base = progress
            return progress
        case .failure(let problem):
            warn(language.block(L10n.Files.Progress.cannotRead(path: path.visibleControls, reason: FileEffects.reason(problem))))
            return LessonProgress()
        }
    }

    /// Reads the file: no file is no progress; an unparsable one is moved aside (and is no progress).
    private func readOrMoveAside(language: Language, warn: (String) -> Void) -> Result<LessonProgress, FileProblem> {
        guard let path, let folder else { return .success(LessonProgress()) }
        switch FileTarget.read(path, limit: FileLimits.stateFileBytes) {
        case .failure(let problem):
            return .failure(problem)
        case .success(nil):
            return .success(LessonProgress())
        case .success(let data?):
            if let progress = try? LessonProgress.fromJSON(data) { return .success(progress) }
            let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
            let aside = "progress.json.corrupt-\(stamp)"
            if rename(path, folder + "/" + aside) == 0 {
                warn(language.block(L10n.Files.Progress.movedAside(path: path.visibleControls, aside: aside)))
                return .success(LessonProgress())
            }
            warn(language.block(L10n.Files.Progress.unreadable(path: path.visibleControls)))
            return .failure(.system(errno))
        }
    }

    /// Merges `progress` into the file under the lock and writes it. Returns the merged progress
    /// (this session's, plus what other sessions saved meanwhile), or the problem.
    func save(_ progress: LessonProgress, language: Language, warn: (String) -> Void) -> Result<LessonProgress, FileProblem> {
        guard let path, let folder, canSave else { return .success(progress) }
        let lock: FileLock
        switch FileLock.acquire(folder + "/progress.lock", waiting: Self.lockWait) {
        case .success(let l): lock = l
        case .failure(let problem): return .failure(problem)
        }
        defer { lock.release() }
        let merged: LessonProgress
        if replaceOnSave {
            merged = progress
        } else {
            switch readOrMoveAside(language: language, warn: warn) {
            case .success(let onDisk):
                merged = onDisk.merging(ours: progress, base: base)
            case .failure(let problem):
                canSave = false  // it became unreadable: leave it as it is from now on
                return .failure(problem)
            }
        }
        let target: FileTarget.Write
        switch FileTarget.forWriting(path) {
        case .success(let t): target = t
        case .failure(let problem): return .failure(problem)
        }
        if let code = AtomicFile.write(target, newMode: 0o600, bytes: merged.json()) { return .failure(.system(code)) }
        base = merged
        replaceOnSave = false
        return .success(merged)
    }

    /// Saves after a command that changed the progress; the first failure is said once per
    /// session, with its reason, and the progress stays in memory to be saved by a later command.
    func saveIfChanged(_ session: inout Session, warn: (String) -> Void) {
        guard session.progressChanged, let path else { return }
        switch save(session.progress, language: session.language, warn: warn) {
        case .success(let merged):
            session.progress = merged
            session.progressChanged = false
        case .failure(let problem):
            guard !warnedAboutSaving else { return }
            warnedAboutSaving = true
            warn(session.language.text(L10n.Shell.progressNotSaved(path: path.visibleControls, reason: FileEffects.reason(problem))))
        }
    }

    /// `progress export FILE [--force]` / `progress import FILE`: the message to print and whether it failed.
    func handle(_ command: LessonCommand, session: inout Session, environment: [String: String]) -> (message: String, failed: Bool)? {
        let lang = session.language
        typealias P = L10n.Files.Progress
        switch command {
        case .exportProgress(let typed, let force):
            let shown = typed.visibleControls
            let target: FileTarget.Write
            switch FileEffects.target(typed, environment: environment) {
            case .success(let t): target = t
            case .failure(let problem): return (lang.text(P.cannotExport(path: shown, reason: FileEffects.reason(problem))), true)
            }
            if target.exists, !force {
                // In a class's shared folder one mistyped name must not replace another student's
                // progress: a file that names someone else is kept unless --force says otherwise.
                switch ProgressStore.existing(target.path) {
                case .notProgress:
                    return (lang.text(P.notOurs(path: shown)), true)
                case .progress(let student?) where student != Self.trimmed(session.progress.name):
                    return (lang.text(P.anotherStudent(path: shown, name: student.visibleControls)), true)
                case .progress:
                    break
                }
            }
            if let code = AtomicFile.write(target, bytes: session.progress.json()) {
                return (lang.text(P.cannotExport(path: shown, reason: FileErrorText.reason(code))), true)
            }
            return (lang.text(P.exported(path: shown)), false)
        case .importProgress(let typed):
            let shown = typed.visibleControls
            switch FileEffects.read(typed, limit: FileLimits.stateFileBytes, environment: environment) {
            case .failure(let problem):
                return (lang.text(P.cannotImport(path: shown, reason: FileEffects.reason(problem))), true)
            case .success(nil):
                return (lang.text(P.cannotImport(path: shown, reason: FileErrorText.reason(ENOENT))), true)
            case .success(let data?):
                guard let progress = try? LessonProgress.fromJSON(data) else {
                    return (lang.text(P.notAProgressFile(path: shown)), true)
                }
                session.progress = progress
                session.progressChanged = true
                replaceOnSave = true
                return (lang.text(P.imported(path: shown)), false)
            }
        default:
            return nil
        }
    }

    /// What an existing file at an export's target is, read once.
    enum Existing {
        /// Not a progress file (`progress export` keeps it without --force).
        case notProgress
        /// An empty file or a tablelab progress file, with the student's name when it has one.
        case progress(student: String?)
    }

    static func existing(_ path: String) -> Existing {
        guard case .success(let data?) = FileTarget.read(path, limit: FileLimits.stateFileBytes) else { return .notProgress }
        if data.isEmpty { return .progress(student: nil) }
        guard let progress = try? LessonProgress.fromJSON(data) else { return .notProgress }
        return .progress(student: trimmed(progress.name))
    }

    /// A name without surrounding spaces; nil when there is none.
    static func trimmed(_ name: String?) -> String? {
        guard let t = name?.trimmingCharacters(in: .whitespacesAndNewlines), !t.isEmpty else { return nil }
        return t
    }
}
