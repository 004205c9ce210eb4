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
    static func perform(_ response: Response, _ session: inout Session, environment: [String: String],
                        progress: (String) -> Void = { _ in }) -> Outcome? {
        switch response {
        case .view(.app(.run(let path))):
            // At an exercise step, the launch is followed by the step's grade.
            let launched = AppFiles.run(&session, path, line: "app " + path, environment: environment, progress: progress)
            return .opened(session.gradeAfterLaunch(launched))
        case .view(.app(.edit)):
            return .opened(session.gradeAfterLaunch(AppFiles.edit(&session, environment: environment, progress: progress)))
        case .view(.lesson(.exercise(let replace))):
            let r = ExerciseFiles.write(session, replace: replace, environment: environment)
            return .message(r.message, failed: r.failed)
        case .view(.writeCode(let path, let force, let sample)):
            let r = writeCode(session, to: path, force: force, sample: sample, environment: environment)
            return .message(r.message, failed: r.failed)
        case .view(.trace(let path, let force)):
            let r = TraceFile.write(session, to: path, force: force, environment: environment)
            return .message(r.message, failed: r.failed)
        case .view(.save(let path, let force)):
            let r = save(session, to: path, force: force, environment: environment)
            return .message(r.message, failed: r.failed)
        case .view(.open(let path)):
            return .opened(open(&session, path, environment: environment))
        case .view(.lesson(.openFile(let path))):
            return openLessonFile(&session, path, environment: environment)
        default:
            return nil
        }
    }

    /// Writes the session's commands, atomically (see `FileEffects` for the rules every write
    /// follows). Never replaces a file that is not a tablelab session unless `force`.
    static func save(_ session: Session, to typed: String, force: Bool,
                     environment: [String: String]) -> (message: String, failed: Bool) {
        let lang = session.language
        let shown = typed.visibleControls  // shown, never sent to the terminal
        let target: FileTarget.Write
        switch FileEffects.target(typed, environment: environment) {
        case .failure(.isAFolder):
            return (lang.block(L10n.Files.Save.isAFolder(path: shown)), true)
        case .failure(let problem):
            return (lang.block(L10n.Files.Save.cannotWrite(path: shown, reason: FileEffects.reason(problem))), true)
        case .success(let t):
            target = t
        }
        if target.exists, !force, !FileEffects.starts(target.path, with: Session.savedScriptMarker) {
            return (lang.block(L10n.Files.Save.notASession(path: shown)), true)
        }
        if let code = AtomicFile.write(target, bytes: Data(session.savedScript.utf8)) {
            return (lang.block(L10n.Files.Save.cannotWrite(path: shown, reason: FileErrorText.reason(code))), true)
        }
        return (lang.block(L10n.Files.Save.saved(count: String(session.timeline.lines.count), path: shown)), false)
    }

    /// `code > FILE`: the Swift `code` prints (the learner's own file when their app runs), written
    /// atomically; an existing file is replaced only with `--force`. `sample`: `code sample > FILE`,
    /// SampleData.swift.
    static func writeCode(_ session: Session, to typed: String, force: Bool, sample: Bool = false,
                          environment: [String: String]) -> (message: String, failed: Bool) {
        let lang = session.language
        let shown = typed.visibleControls
        let target: FileTarget.Write
        switch FileEffects.target(typed, environment: environment) {
        case .failure(.isAFolder):
            let example = (typed.hasSuffix("/") ? typed : typed + "/").visibleControls + (sample ? "SampleData.swift" : "MyTable.swift")
            let folder = sample ? L10n.Files.Code.isAFolderSample(path: shown, example: example)
                : L10n.Files.Code.isAFolder(path: shown, example: example)
            return (lang.block(folder), true)
        case .failure(let problem):
            return (lang.block(L10n.Files.Code.cannotWrite(path: shown, reason: FileEffects.reason(problem))), true)
        case .success(let t):
            target = t
        }
        if target.exists, !force {
            return (lang.block(sample ? L10n.Files.Code.existsSample(path: shown) : L10n.Files.Code.exists(path: shown)), true)
        }
        let lines: [String]
        if sample {
            lines = SampleDataCode.lines(language: lang == .both ? .en : lang)
        } else if let source = session.runningApp?.source {
            lines = (1...max(1, source.lineCount)).map { source.line($0) ?? "" }
        } else {
            lines = SwiftCode.lines(for: session.table, language: lang == .both ? .en : lang)
        }
        if let code = AtomicFile.write(target, bytes: Data((lines.joined(separator: "\n") + "\n").utf8)) {
            return (lang.block(L10n.Files.Code.cannotWrite(path: shown, reason: FileErrorText.reason(code))), true)
        }
        let count = NumberText.grouped(lines.count)
        return (lang.block(sample ? L10n.Files.Code.wroteSample(path: shown, count: count) : L10n.Files.Code.wrote(path: shown, count: count)), false)
    }

    /// Reads a saved session or script and runs it on a new table (nothing changes if a line fails).
    static func open(_ session: inout Session, _ typed: String, environment: [String: String]) -> Response {
        let shown = typed.visibleControls
        func failed(_ message: Message) -> Response { .error(.openFailed(file: shown, line: nil, message: message)) }
        let data: Data
        switch FileEffects.read(typed, limit: 1 << 20, environment: environment) {
        case .success(let read?): data = read
        case .success(nil): return failed(L10n.Files.Open.noSuchFile)
        case .failure(.isAFolder): return failed(L10n.Files.Open.isAFolder)
        case .failure(.tooLarge): return failed(L10n.Files.Open.tooLarge)
        case .failure(let problem): return failed(FileEffects.reason(problem))
        }
        guard let text = String(data: data, encoding: .utf8) else { return failed(L10n.Files.Open.notUTF8) }
        return session.open(script: text, name: shown) { session, path, line in
            AppFiles.run(&session, path, line: line, environment: environment, progress: { _ in })
        }
    }

    /// `lesson PATH.md`: reads a teacher's lesson where it is (nothing is copied) and opens it; a
    /// file that does not read, or a lesson with errors, is refused with its first problems and the
    /// `tablelab check` line that lists them all.
    static func openLessonFile(_ session: inout Session, _ typed: String, environment: [String: String]) -> Outcome {
        let lang = session.language
        let shown = typed.visibleControls
        guard case .path(let path) = FilePaths.expand(typed, environment: environment) else {
            return .message(lang.text(L10n.Lessons.fileUnreadable(path: shown, reason: FileEffects.reason(.noHome))), failed: true)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .message(lang.text(L10n.Lessons.fileUnreadable(path: shown, reason: FileErrorText.reason(ENOENT))), failed: true)
        }
        if isDirectory.boolValue {
            return .message(lang.text(L10n.Lessons.fileUnreadable(path: shown, reason: FileErrorText.reason(EISDIR))), failed: true)
        }
        let (lesson, diagnostics) = LessonParser.parseFile(at: URL(fileURLWithPath: path), displayPath: typed)
        guard let lesson else {
            let problems = diagnostics.filter(\.isError).prefix(3).map { $0.text(lang).visibleControls }.joined(separator: "; ")
            return .message(lang.text(L10n.Lessons.fileProblems(path: shown, problems: problems)), failed: true)
        }
        return .opened(session.openLessonFile(lesson))
    }
}
