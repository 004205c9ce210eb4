import Foundation
import TableLab
import TableRender

/// `tablelab --check`: every problem in the shipped glossary (and lessons), as `FILE:LINE: problem`.
/// Exit status 1 when there is an error (a data folder that cannot be used is one); warnings alone pass.
enum ContentCheck {
    /// What the check prints and its exit status; `report` computes it, `run` writes it.
    struct Report {
        var output: [String] = []
        var errors: [String] = []
        var status: Int32 = 0
    }

    static func report(language: Language, environment: [String: String] = ProcessInfo.processInfo.environment) -> Report {
        let location = DataLocator.locate(environment: environment)
        guard let root = location.url else {
            return Report(errors: ["tablelab: " + (location.problem(language) ?? "")], status: 1)
        }
        var report = Report()
        let diagnostics = ContentChecker.check(dataRoot: root)
        report.output = diagnostics.map { $0.text(language) }
        let (glossary, _) = Glossary.load(from: root.appendingPathComponent("glossary"))
        let errors = diagnostics.errors.count
        report.output.append(language.text(
            "\(glossary.entries.count) glossary entries checked: \(errors) errors, \(diagnostics.warnings.count) warnings",
            "용어 \(glossary.entries.count)개 확인: 오류 \(errors)개, 경고 \(diagnostics.warnings.count)개"))
        report.status = errors == 0 ? 0 : 1
        return report
    }

    /// Prints the report through `Output`: a write that fails (a full disk, a closed pipe) is one
    /// line on standard error and a non-zero exit — never a crash, never a silent pass.
    static func run(language: Language) -> Int32 {
        let report = report(language: language)
        for line in report.output { Output.line(line) }
        for line in report.errors { GlossaryLoading.warn(line) }
        return report.status
    }
}
