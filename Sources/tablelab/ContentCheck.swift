import Foundation
import TableLab
import TableRender

/// `tablelab --check`: every problem in the shipped glossary (and lessons), as `FILE:LINE: problem`.
/// Exit status 1 when there is an error; warnings alone pass.
enum ContentCheck {
    static func run(language: Language) -> Int32 {
        guard let root = DataLocator.dataRoot() else {
            GlossaryLoading.warn(language.text("tablelab: no glossary folder found", "tablelab: glossary 폴더를 찾지 못했습니다"))
            return 1
        }
        let diagnostics = ContentChecker.check(dataRoot: root)
        for d in diagnostics { Output.line(d.text(language)) }
        let (glossary, _) = Glossary.load(from: root.appendingPathComponent("glossary"))
        let errors = diagnostics.errors.count
        Output.line(language.text("\(glossary.entries.count) glossary entries checked: \(errors) errors, \(diagnostics.warnings.count) warnings",
                            "용어 \(glossary.entries.count)개 확인: 오류 \(errors)개, 경고 \(diagnostics.warnings.count)개"))
        return errors == 0 ? 0 : 1
    }
}
