import Foundation
import TableLab
import TableRender

/// Finds and loads the glossary shipped with tablelab, wherever tablelab was started from. Problems
/// in entry files are reported once on standard error; the rest of the glossary still loads.
enum GlossaryLoading {
    static func load(language: Language, reportProblems: Bool = true) -> Glossary {
        guard let root = DataLocator.dataRoot() else {
            if reportProblems {
                warn(language.text("tablelab: the glossary folder was not found (set TABLELAB_DATA to the folder holding glossary/)",
                                   "tablelab: glossary 폴더를 찾지 못했습니다(glossary/가 든 폴더를 TABLELAB_DATA로 지정하세요)", separator: "\n"))
            }
            return .empty
        }
        let (glossary, diagnostics) = Glossary.load(from: root.appendingPathComponent("glossary"))
        if reportProblems {
            for d in diagnostics where d.isError { warn("tablelab: " + d.text(language)) }
        }
        return glossary
    }

    static func warn(_ message: String) {
        Output.error(message)
    }
}
