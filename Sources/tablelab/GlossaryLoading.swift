import Foundation
import TableLab
import TableRender
import TableText

/// Finds the glossary shipped with tablelab, wherever tablelab was started from, and hands the
/// session a lazy `Glossary`: its files are read the first time a command needs them, not before the
/// first prompt (reading them was most of the start-up time). Problems in entry files are reported
/// once on standard error, when it is read; the rest of the glossary still loads. A data folder that
/// cannot be used (`TABLELAB_DATA` naming a missing folder), or a message catalog in it that cannot,
/// is reported at once.
enum GlossaryLoading {
    /// `location`: the data folder, when the caller has found it already (a session finds it once
    /// for the glossary and the lessons: looking costs a walk up the executable's folders).
    static func load(language: Language, reportProblems: Bool = true,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     location: DataLocator.Location? = nil) -> Glossary {
        // A catalog of the data folder that cannot be used (invalid YAML, an alias, a pipe): said
        // once here, at start-up, while the messages come from the installed catalog.
        if reportProblems, let warning = MessageCatalogs.shared.loadWarning(language) {
            warn("tablelab: " + warning)
        }
        let location = location ?? DataLocator.locate(environment: environment)
        guard let root = location.url else {
            if reportProblems, let problem = location.problem(language) {
                warn("tablelab: " + problem + "\n" + language.block(L10n.Shell.glossaryEmpty))
            }
            return .empty
        }
        let directory = root.appendingPathComponent("glossary")
        let nameIndex = GlossaryNameIndex.Store.inStateFolder(environment: environment, version: TablelabVersion.current)
        // Names only at first; an entry's definitions and paragraphs are read when it is shown, and
        // their problems reported then.
        let report: @Sendable ([Diagnostic]) -> Void = { diagnostics in
            guard reportProblems else { return }
            for d in diagnostics where d.isError { warn("tablelab: " + d.text(language)) }
        }
        return .lazy {
            // The names from the index in the state folder when it matches the files (`GlossaryNameIndex`).
            let (glossary, diagnostics) = Glossary.load(from: directory, plainFirst: true, readBodiesWhenShown: report,
                                                        nameIndex: nameIndex)
            report(diagnostics)
            return glossary
        }
    }

    /// One line on standard error; a failed write is ignored (there is nowhere left to report it).
    static func warn(_ message: String) {
        Output.error(message)
    }
}
