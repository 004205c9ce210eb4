import Foundation
import TableLab
import TableRender

/// Finds and loads the glossary shipped with tablelab, wherever tablelab was started from. Problems
/// in entry files are reported once on standard error; the rest of the glossary still loads. A data
/// folder that cannot be used (`TABLELAB_DATA` naming a missing folder) is reported too.
enum GlossaryLoading {
    static func load(language: Language, reportProblems: Bool = true) -> Glossary {
        let location = DataLocator.locate()
        guard let root = location.url else {
            if reportProblems, let problem = location.problem(language) {
                warn("tablelab: " + problem + "\n" + language.text("tablelab: the glossary is empty in this session",
                                                                  "tablelab: 이번 세션에는 용어 사전이 비어 있습니다", separator: "\n"))
            }
            return .empty
        }
        let (glossary, diagnostics) = Glossary.load(from: root.appendingPathComponent("glossary"))
        if reportProblems {
            for d in diagnostics where d.isError { warn("tablelab: " + d.text(language)) }
        }
        return glossary
    }

    /// One line on standard error; a failed write is ignored (there is nowhere left to report it).
    static func warn(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    }
}
