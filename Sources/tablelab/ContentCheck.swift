import Foundation
import TableLab
import TableRender
import TableText

/// `tablelab --check`: every problem in the shipped glossary (and lessons), as `FILE:LINE: problem`.
/// Exit status 1 when there is an error (a data folder that cannot be used is one); warnings alone pass.
enum ContentCheck {
    /// What the check prints and its exit status; `report` computes it, `run` writes it.
    struct Report {
        var output: [String] = []
        var errors: [String] = []
        var status: Int32 = 0
    }

    /// The check of the shipped content, or of `paths` (as typed, each printed as typed): a data
    /// folder (with `glossary/`, `Lessons/` and `messages/`), a folder of lessons, a lesson file, a
    /// messages folder, or one catalog (`messages/ko.yaml`, reported alone). Lessons are checked
    /// together, against the installed lessons, a teacher's lesson folders (`LessonLoading.folders`)
    /// and the other lessons of their own folders: prerequisites and recalls resolve, and a number
    /// another lesson already uses is an error. A path that cannot be checked is one error line, and
    /// the others are still checked.
    static func report(language: Language, paths: [String] = [],
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> Report {
        let location = DataLocator.locate(environment: environment)
        guard let root = location.url else {
            return Report(errors: ["tablelab: " + (location.problem(language) ?? "")], status: 1)
        }
        let glossaryFolder = root.appendingPathComponent("glossary")
        guard !paths.isEmpty else {
            return summarized(ContentChecker.check(dataRoot: root), pathErrors: [], lessons: Lessons.load(from: root.appendingPathComponent("Lessons")).0.count,
                              glossaryFolder: glossaryFolder, language: language)
        }
        var report = Report()
        var diagnostics: [Diagnostic] = []
        var pathErrors: [String] = []
        var lessonFiles: [LessonChecker.File] = []
        var contextFolders: [URL] = []
        var lessonCount = 0
        var status: Int32 = 0
        for typed in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: typed, isDirectory: &isDirectory) else {
                pathErrors.append(language.text(L10n.Check.pathMissing(path: typed.visibleControls)))
                status = 2
                continue
            }
            let url = URL(fileURLWithPath: typed)
            if let catalogs = catalogFolder(url, isDirectory: isDirectory.boolValue) {
                let r = catalogReport(folder: catalogs, only: isDirectory.boolValue ? nil : url.lastPathComponent,
                                      glossary: Glossary.load(from: glossaryFolder).0, language: language)
                report.output += r.output
                status = max(status, r.status)
                continue
            }
            if isDirectory.boolValue && FileManager.default.fileExists(atPath: url.appendingPathComponent("glossary").path) {
                // A whole data folder: its files named from where the reader typed it.
                diagnostics += ContentChecker.check(dataRoot: url).map { $0.shown(under: typed) }
                lessonCount += Lessons.load(from: url.appendingPathComponent("Lessons")).0.count
                continue
            }
            if isDirectory.boolValue {
                let files = Lessons.files(in: url)
                if files.isEmpty {
                    pathErrors.append(language.text(L10n.Check.noLessons(path: typed.visibleControls)))
                    continue
                }
                lessonFiles += files.map { LessonChecker.File(url: $0, shown: joined(typed, $0.lastPathComponent)) }
                contextFolders.append(url)
            } else if url.pathExtension == "md" {
                lessonFiles.append(LessonChecker.File(url: url, shown: typed))
                contextFolders.append(url.deletingLastPathComponent())
            } else {
                pathErrors.append(language.text(L10n.Check.notALesson(path: typed.visibleControls)))
            }
        }
        // A file given twice (by itself and with its folder) is checked once, named as first typed.
        var given = Set<String>()
        lessonFiles = lessonFiles.filter { given.insert($0.url.standardizedFileURL.path).inserted }
        if !lessonFiles.isEmpty {
            // The lessons tablelab loads, and the rest of each checked lesson's folder.
            let loaded = LessonLoading.folders(environment: environment, location: location, language: language).map { ($0.url, $0.shown) }
            // The checked files themselves are left out: a lesson is not its own clash.
            let checked = Set(lessonFiles.map { $0.url.standardizedFileURL.path })
            var context: [Lesson] = []
            var seen = Set<String>()
            for (folder, shown) in loaded + contextFolders.map({ ($0, Optional($0.path)) })
            where seen.insert(folder.standardizedFileURL.path).inserted {
                context += Lessons.load(from: folder, shownFolder: shown).0.filter { lesson in
                    let name = lesson.file.split(separator: "/").last.map(String.init) ?? lesson.file
                    return !checked.contains(folder.appendingPathComponent(name).standardizedFileURL.path)
                }
            }
            let glossary = Glossary.load(from: glossaryFolder).0
            diagnostics += LessonChecker.check(files: lessonFiles, context: context, glossary: glossary)
            lessonCount += lessonFiles.count
        }
        // Only catalogs asked for: their own summary line is the report's last.
        if lessonFiles.isEmpty && lessonCount == 0 && diagnostics.isEmpty && pathErrors.isEmpty && !report.output.isEmpty {
            report.status = max(report.status, status)
            return report
        }
        var summary = summarized(diagnostics, pathErrors: pathErrors, lessons: lessonCount, glossaryFolder: glossaryFolder, language: language)
        summary.output = report.output + summary.output
        summary.status = max(summary.status, status)
        return summary
    }

    /// `typed` + `/` + `name`, without a doubled slash (`mylessons/` + `18-x.md`).
    static func joined(_ typed: String, _ name: String) -> String {
        typed.hasSuffix("/") ? typed + name : typed + "/" + name
    }

    /// The report's lines: the paths that could not be checked, each problem, then the summary.
    static func summarized(_ diagnostics: [Diagnostic], pathErrors: [String], lessons: Int,
                           glossaryFolder: URL, language: Language) -> Report {
        var report = Report()
        report.output = pathErrors + diagnostics.map { $0.text(language) }
        let (glossary, _) = Glossary.load(from: glossaryFolder)
        let errors = diagnostics.errors.count + pathErrors.count
        report.output.append(language.text(L10n.Check.summary(
            entries: String(glossary.entries.count), lessons: String(lessons),
            messages: NumberText.grouped(L10n.placeholders.count), catalogs: "en.yaml, ko.yaml",
            errors: String(errors), warnings: String(diagnostics.warnings.count))))
        report.status = errors == 0 ? 0 : 1
        return report
    }

    /// The `messages/` folder `url` names — the folder itself, or the folder of a `.yaml` catalog in it —
    /// or nil when `url` is something else.
    static func catalogFolder(_ url: URL, isDirectory: Bool) -> URL? {
        if isDirectory {
            let names = ["en.yaml", "ko.yaml"]
            return names.contains { FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path) } ? url : nil
        }
        return url.pathExtension == "yaml" ? url.deletingLastPathComponent() : nil
    }

    /// The catalogs of one `messages/` folder (only the file named `only`, when given).
    static func catalogReport(folder: URL, only: String?, glossary: Glossary, language: Language) -> Report {
        var diagnostics = CatalogChecker.check(folder: folder, avoid: CatalogChecker.avoidedTerms(in: glossary))
        var files = "en.yaml, ko.yaml"
        if let only {
            diagnostics = diagnostics.filter { $0.file == folder.lastPathComponent + "/" + only }
            files = only
        }
        var report = Report()
        report.output = diagnostics.map { $0.text(language) }
        let errors = diagnostics.errors.count
        report.output.append(language.text(L10n.Check.catalogSummary(
            messages: NumberText.grouped(L10n.placeholders.count), catalogs: files,
            errors: String(errors), warnings: String(diagnostics.warnings.count))))
        report.status = errors == 0 ? 0 : 1
        return report
    }

    /// Prints the report through `Output`: a write that fails (a full disk, a closed pipe) is one
    /// line on standard error and a non-zero exit — never a crash, never a silent pass.
    static func run(language: Language, paths: [String] = []) -> Int32 {
        let report = report(language: language, paths: paths)
        for line in report.output { Output.line(line) }
        for line in report.errors { GlossaryLoading.warn(line) }
        return report.status
    }
}
