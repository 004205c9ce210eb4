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

    /// The check of the shipped content, or of `path`: a data folder (with `glossary/`, `Lessons/`
    /// and `messages/`), a lessons folder, one lesson file (checked with the others of its folder,
    /// reported alone), a messages folder, or one catalog (`messages/ko.yaml`, reported alone).
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
            if let catalogs = catalogFolder(url, isDirectory: isDirectory.boolValue) {
                return catalogReport(folder: catalogs, only: isDirectory.boolValue ? nil : url.lastPathComponent,
                                     glossary: Glossary.load(from: glossaryFolder).0, language: language)
            }
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
    static func run(language: Language, path: String? = nil) -> Int32 {
        let report = report(language: language, path: path)
        for line in report.output { Output.line(line) }
        for line in report.errors { GlossaryLoading.warn(line) }
        return report.status
    }
}
