import Foundation
import TableRender
import TableText

/// The checker a teacher runs after editing content: every problem in the glossary (and, later, the
/// lessons) as `file:line: what is wrong`.
///
/// Why separate from loading: loading must be forgiving (a learner should still get the other 60
/// terms), while the checker must be strict and complete — it sees the whole folder, so it also
/// catches what no single file shows: duplicate ids and aliases, `related` ids that do not exist,
/// lesson ids with no lesson, and `try` commands tablelab cannot run.
///
/// Errors make the check fail. Warnings do not: style advice from the glossary README, and `try`
/// commands that belong to a planned command (`load`, `latency`, `timeline`, …) that is not in the
/// catalog yet — those become errors by themselves once the command exists and still rejects them.
public enum ContentChecker {
    private typealias G = L10n.Diagnostics.Glossary
    private typealias T = L10n.Diagnostics.Text

    /// Commands from the design that later issues add. A `try` using one of them is a warning until
    /// the command lands in `CommandCatalog` (after which it is parsed like any other).
    public static let plannedCommands: Set<String> = [
        "load", "latency", "fix", "wait", "hz", "timeline", "code", "step", "back", "replay", "undo",
        "lessons", "lesson", "next", "prev", "hint", "glossary", "trace", "check",
    ]

    /// Checks the glossary in `dataRoot/glossary` against the lessons in `dataRoot/Lessons`.
    public static func check(dataRoot: URL) -> [Diagnostic] {
        let lessons = dataRoot.appendingPathComponent("Lessons")
        let glossaryFolder = dataRoot.appendingPathComponent("glossary")
        var diagnostics = checkGlossary(directory: glossaryFolder, lessonIDs: lessonIDs(in: lessons))
        let glossary = Glossary.load(from: glossaryFolder).0
        if lessonIDs(in: lessons) != nil {
            // Files first (size, UTF-8, control characters), then what each lesson says and does.
            diagnostics += LessonChecker.check(directory: lessons, glossary: glossary)
        }
        // The message catalogs, against the keys this tablelab was built with and the glossary's terms.
        let avoid = CatalogChecker.avoidedTerms(in: glossary)
        diagnostics += CatalogChecker.check(folder: dataRoot.appendingPathComponent("messages"), avoid: avoid)
        diagnostics += avoidedTerms(avoid, in: lessons) + avoidedTerms(avoid, in: glossaryFolder)
        return diagnostics
    }

    /// Each line of the Markdown files in `folder` that uses a word the glossary asks the screen to
    /// avoid. The front matter's `aliases:` and `avoid:` lists name words to look up, not prose.
    static func avoidedTerms(_ avoid: [CatalogChecker.AvoidedTerm], in folder: URL) -> [Diagnostic] {
        guard !avoid.isEmpty, let files = try? Glossary.entryFiles(in: folder) else { return [] }
        var out: [Diagnostic] = []
        for url in files {
            let path = folder.lastPathComponent + "/" + url.lastPathComponent
            guard case .success(let text) = ContentFile.read(url, displayPath: path) else { continue }
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.hasPrefix("aliases:") && !line.hasPrefix("avoid:") {  // names to look up, not prose
                for a in avoid where line.contains(a.word) {
                    out.append(Diagnostic(file: path, line: i + 1,
                                          L10n.Diagnostics.avoidedTerm(word: a.word, term: a.term, entry: a.entry)))
                }
            }
        }
        return out
    }

    /// The file-level rules for lesson files (`LessonChecker` runs them first): each one a
    /// regular UTF-8 file within `ContentFile.maxBytes`, with no control characters.
    public static func checkLessonFiles(directory: URL) -> [Diagnostic] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let files = try? Glossary.entryFiles(in: directory)
        else { return [] }
        var diagnostics: [Diagnostic] = []
        for url in files {
            diagnostics += checkLessonFile(url, shown: directory.lastPathComponent + "/" + url.lastPathComponent)
        }
        return diagnostics.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// One lesson file's text: size, UTF-8, no control characters; `shown` is its path in messages.
    public static func checkLessonFile(_ url: URL, shown: String) -> [Diagnostic] {
        switch ContentFile.rawText(url, displayPath: shown) {
        case .failure(let problem):
            return [problem]
        case .success(let text):
            var problems = Problems(file: shown)
            checkText(text, problems: &problems)
            return problems.list
        }
    }

    /// Every problem in a glossary folder, sorted by file and line.
    ///
    /// - Parameter lessonIDs: the lesson ids that exist (see `lessonIDs(in:)`). `nil` means there is
    ///   no lessons folder to check against, so `lessons:` is not checked; an empty set means no
    ///   lesson exists yet, so every lesson id is an error.
    /// - Parameter planned: command names that only warn when a `try` uses them (see
    ///   `plannedCommands`; tests pass their own).
    public static func checkGlossary(directory: URL, lessonIDs: Set<String>?,
                                     planned: Set<String> = plannedCommands) -> [Diagnostic] {
        let folder = directory.lastPathComponent
        let files: [URL]
        do {
            files = try Glossary.entryFiles(in: directory)
        } catch {
            return [Diagnostic(file: folder, line: 1, G.folderUnreadable(path: directory.path))]
        }
        var diagnostics: [Diagnostic] = []
        var entries: [GlossaryEntry] = []
        var idOwner: [String: String] = [:]
        var brokenIDs = Set<String>()  // files that exist but did not load: reported on their own
        for url in files {
            let path = folder + "/" + url.lastPathComponent
            var problems = Problems(file: path)
            if case .success(let text) = ContentFile.rawText(url, displayPath: path) {
                checkText(text, problems: &problems)
            }
            let (entry, parsed) = GlossaryParser.parseFile(at: url, displayPath: path)
            diagnostics += parsed
            guard let entry else {
                brokenIDs.insert(String(url.deletingPathExtension().lastPathComponent))
                diagnostics += problems.list
                continue
            }
            if let first = idOwner[entry.id] {
                problems.error(entry.lines.line(of: "id"), G.duplicateID(id: entry.id, file: first))
            } else {
                idOwner[entry.id] = path
                entries.append(entry)
            }
            checkStyle(entry, problems: &problems)
            checkTry(entry, planned: planned, problems: &problems)
            diagnostics += problems.list
        }
        diagnostics += checkNames(entries)
        diagnostics += checkReferences(entries, lessonIDs: lessonIDs, brokenIDs: brokenIDs)
        return diagnostics.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The ids of the lessons in a folder: the `id:` of each `*.md` file's front matter (except
    /// `README.md`). `nil` when the folder does not exist; empty when it has no lessons.
    public static func lessonIDs(in directory: URL) -> Set<String>? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let files = try? Glossary.entryFiles(in: directory)
        else { return nil }
        var ids = Set<String>()
        for url in files {
            guard case .success(let text) = ContentFile.read(url, displayPath: url.lastPathComponent),
                  let frontMatter = try? FrontMatter.split(text, file: url.lastPathComponent),
                  let fields = try? frontMatter.fields(file: url.lastPathComponent),
                  let id = fields.first(where: { $0.key == "id" }),
                  case .text(let value) = id.value
            else { continue }
            ids.insert(value.trimmingCharacters(in: .whitespaces))
        }
        return ids
    }

    /// Whether a `try` command runs: nil when it parses; otherwise the problem, at `file:line` (a
    /// warning for a planned command, else an error).
    public static func problem(withTryCommand command: String, planned: Set<String> = plannedCommands,
                               file: String, line: Int) -> Diagnostic?
    {
        typealias C = L10n.Diagnostics.TryCommand
        do {
            guard try CommandParser.parse(command) != nil else {
                return Diagnostic(file: file, line: line, C.comment)
            }
            return nil
        } catch {
            if case .unknownCommand(let name, _) = error, planned.contains(name.lowercased()) {
                return Diagnostic(file: file, line: line, C.planned(command: command, name: name), severity: .warning)
            }
            return Diagnostic(file: file, line: line, C.fails(command: command, reason: error.catalogMessage))
        }
    }

    // MARK: - One file

    /// README rules about the file itself: LF line endings and no tabs (warnings: tablelab reads the
    /// file anyway), and no control characters (an error: printed, `ESC ] 0 ; … BEL` would retitle
    /// the learner's window, `ESC [ 2 J` clear the screen; tablelab shows them as `␛`, but a teacher
    /// must remove them).
    static func checkText(_ raw: String, problems: inout Problems) {
        if raw.contains("\r\n" as Character) {  // one `Character` in Swift
            problems.warning(1, T.crlf)
        }
        let text = ContentFile.normalizedLineEndings(raw)
        for (i, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("\t") {
                problems.warning(i + 1, T.tab)
            }
            var found: [Unicode.Scalar] = []
            for scalar in line where TerminalText.isControl(scalar) && !found.contains(scalar) { found.append(scalar) }
            guard !found.isEmpty else { continue }
            let list = found.prefix(4).map(TerminalText.describe).joined(separator: ", ") + (found.count > 4 ? ", …" : "")
            problems.error(i + 1, T.control(list: list))
        }
    }

    /// README advice that does not stop an entry from working.
    static func checkStyle(_ e: GlossaryEntry, problems: inout Problems) {
        let order = GlossaryParser.requiredKeys.compactMap { e.lines.fields[$0] }
        if order != order.sorted() {
            problems.warning(e.lines.line(of: "id"), G.keyOrder(keys: GlossaryParser.requiredKeys.joined(separator: ", ")))
        }
        for (language, name, bold, definition, line, body) in [
            ("en", e.en, e.lines.boldNameEn, e.definitionEn, e.lines.definitionEn, e.bodyEn),
            ("ko", e.ko, e.lines.boldNameKo, e.definitionKo, e.lines.definitionKo, e.bodyKo),
        ] {
            if bold.lowercased() != name.lowercased() {
                problems.warning(line, G.boldName(bold: bold, language: language, name: name))
            }
            if definition.contains("`") {
                problems.warning(line, G.definitionBackticks)
            }
            if language == "en" && definition.count > 110 {
                problems.warning(line, G.definitionTooLong(count: String(definition.count)))
            }
            if !(2...5).contains(body.count) {
                problems.warning(line, G.paragraphCount(language: language, count: String(body.count)))
            }
            if !e.tryCommand.isEmpty && !body.contains(where: { $0.contains("`\(e.tryCommand)`") }) {
                problems.warning(line, G.tryNotMentioned(language: language, command: e.tryCommand))
            }
        }
    }

    static func checkTry(_ e: GlossaryEntry, planned: Set<String>, problems: inout Problems) {
        guard !e.tryCommand.isEmpty,
              let problem = problem(withTryCommand: e.tryCommand, planned: planned, file: problems.file, line: e.lines.line(of: "try"))
        else { return }
        problems.list.append(problem)
    }

    // MARK: - Across files

    /// Aliases must be unique across the glossary and must not be another entry's id or name; names
    /// must not collide either. Compared the way lookup compares (`Glossary.normalize`), because a
    /// collision there makes `glossary NAME` ambiguous.
    static func checkNames(_ entries: [GlossaryEntry]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // normalized name → (entry index, what it is, line), first owner wins
        var owners: [String: (entry: Int, kind: String, text: String)] = [:]
        for (i, e) in entries.enumerated() {
            var mine: [(kind: String, text: String, line: Int)] = [
                ("id", e.id, e.lines.line(of: "id")), ("en", e.en, e.lines.line(of: "en")), ("ko", e.ko, e.lines.line(of: "ko")),
            ]
            var ownAliases = Set<String>()
            for (alias, line) in zip(e.aliases, e.lines.aliases) {
                let folded = alias.lowercased()
                if !ownAliases.insert(folded).inserted || [e.id, e.en.lowercased(), e.ko.lowercased()].contains(folded) {
                    diagnostics.append(Diagnostic(file: e.displayPath, line: line, G.aliasTwice(alias: alias), severity: .warning))
                }
                mine.append(("alias", alias, line))
            }
            var claimed = Set<String>()
            for item in mine {
                let key = Glossary.normalize(item.text)
                guard !key.isEmpty, claimed.insert(key).inserted else { continue }
                if let owner = owners[key], owner.entry != i {
                    let other = entries[owner.entry]
                    // `kind` is the front-matter field (`id`, `en`, `ko`, `alias` for an item of
                    // `aliases`): file vocabulary, shown as written in both languages.
                    diagnostics.append(Diagnostic(
                        file: e.displayPath, line: item.line,
                        G.nameClash(kind: item.kind, text: item.text, otherKind: owner.kind, otherText: owner.text,
                                    otherFile: other.displayPath)))
                } else if owners[key] == nil {
                    owners[key] = (i, item.kind, item.text)
                }
            }
        }
        return diagnostics
    }

    /// `related` ids must exist (and not be the entry itself); lesson ids must name a lesson. An id
    /// whose file exists but is broken (`brokenIDs`) is not reported again: its own error says why.
    static func checkReferences(_ entries: [GlossaryEntry], lessonIDs: Set<String>?, brokenIDs: Set<String> = []) -> [Diagnostic] {
        let ids = Set(entries.map(\.id))
        let glossary = Glossary(entries: entries)
        var diagnostics: [Diagnostic] = []
        for e in entries {
            var problems = Problems(file: e.displayPath)
            if !(2...5).contains(e.related.count) {
                problems.warning(e.lines.line(of: "related"), G.relatedCount(count: String(e.related.count)))
            }
            var seen = Set<String>()
            for (id, line) in zip(e.related, e.lines.related) {
                if id == e.id {
                    problems.error(line, G.relatedSelf(id: id))
                } else if !ids.contains(id) && !brokenIDs.contains(id) {
                    let nearest = glossary.suggestions(for: id, limit: 1).first
                    problems.error(line, nearest.map { G.relatedMissingNear(id: id, near: $0.id) } ?? G.relatedMissing(id: id))
                } else if !seen.insert(id).inserted {
                    problems.warning(line, G.relatedTwice(id: id))
                }
            }
            if let lessonIDs {
                for (id, line) in zip(e.lessons, e.lines.lessons) where !lessonIDs.contains(id) {
                    if lessonIDs.isEmpty {
                        problems.error(line, G.noLessonsYet(id: id))
                    } else {
                        problems.error(line, G.lessonMissing(id: id, lessons: lessonIDs.sorted().joined(separator: ", ")))
                    }
                }
            }
            diagnostics += problems.list
        }
        return diagnostics
    }
}
