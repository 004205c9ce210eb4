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

    /// The check of the shipped content, or of `path`: a data folder (with `glossary/` and
    /// `Lessons/`), a lessons folder, or one lesson file (checked with the others of its folder,
    /// reported alone).
    static func report(language: Language, path: String? = nil,
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> Report {
        let location = DataLocator.locate(environment: environment)
        guard let root = location.url else {
            return Report(errors: ["tablelab: " + (location.problem(language) ?? "")], status: 1)
        }
        var report = Report()
        var diagnostics: [Diagnostic]
        var glossaryFolder = root.appendingPathComponent("glossary")
        var lessonsFolder = root.appendingPathComponent("Lessons")
        if let path {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return Report(errors: [language.text(L10n.Check.pathMissing(path: path))], status: 2)
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue && FileManager.default.fileExists(atPath: url.appendingPathComponent("glossary").path) {
                glossaryFolder = url.appendingPathComponent("glossary")
                lessonsFolder = url.appendingPathComponent("Lessons")
                diagnostics = ContentChecker.check(dataRoot: url)
            } else {
                let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
                lessonsFolder = folder
                diagnostics = LessonChecker.check(directory: folder, glossary: Glossary.load(from: glossaryFolder).0)
                if !isDirectory.boolValue {
                    let name = folder.lastPathComponent + "/" + url.lastPathComponent
                    diagnostics = diagnostics.filter { $0.file == name }
                }
            }
        } else {
            diagnostics = ContentChecker.check(dataRoot: root)
        }
        report.output = diagnostics.map { $0.text(language) }
        let (glossary, _) = Glossary.load(from: glossaryFolder)
        let lessonCount = Lessons.load(from: lessonsFolder).0.count
        let errors = diagnostics.errors.count
        report.output.append(language.text(L10n.Check.summary(
            entries: String(glossary.entries.count), lessons: String(lessonCount),
            errors: String(errors), warnings: String(diagnostics.warnings.count))))
        report.status = errors == 0 ? 0 : 1
        return report
    }

    /// Prints the report through `Output`: a write that fails (a full disk, a closed pipe) is one
    /// line on standard error and a non-zero exit — never a crash, never a silent pass.
    static func run(language: Language, path: String? = nil) -> Int32 {
        let report = report(language: language, path: path)
        for line in report.output { Output.line(line) }
        for line in report.errors { GlossaryLoading.warn(line) }
        return report.status
    }
}
