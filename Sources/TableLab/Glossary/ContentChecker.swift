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
        if lessonIDs(in: lessons) != nil {
            // Files first (size, UTF-8, control characters), then what each lesson says and does.
            diagnostics += LessonChecker.check(directory: lessons, glossary: Glossary.load(from: glossaryFolder).0)
        }
        return diagnostics
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
            let path = directory.lastPathComponent + "/" + url.lastPathComponent
            switch ContentFile.rawText(url, displayPath: path) {
            case .failure(let problem):
                diagnostics.append(problem)
            case .success(let text):
                var problems = Problems(file: path)
                checkText(text, problems: &problems)
                diagnostics += problems.list
            }
        }
        return diagnostics.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
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
            return [Diagnostic(file: folder, line: 1, message: "the glossary folder \(directory.path) cannot be read",
                               messageKo: "용어 사전 폴더를 읽을 수 없습니다: \(directory.path)")]
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
                problems.error(entry.lines.line(of: "id"), "id \"\(entry.id)\" is already used by \(first)",
                               "id \"\(entry.id)\"는 이미 \(first)에서 쓰고 있습니다")
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

    /// Whether a `try` command runs: nil when it parses; otherwise the problem and its severity.
    public static func problem(withTryCommand command: String, planned: Set<String> = plannedCommands)
        -> (severity: Diagnostic.Severity, en: String, ko: String)?
    {
        do {
            guard try CommandParser.parse(command) != nil else {
                return (.error, "`try` must be a tablelab command, not a comment", "`try`에는 주석이 아니라 tablelab 명령을 씁니다")
            }
            return nil
        } catch {
            if case .unknownCommand(let name, _) = error, planned.contains(name.lowercased()) {
                return (.warning,
                        "`try: \(command)` uses `\(name)`, which tablelab does not have yet (planned; checked once it exists)",
                        "`try: \(command)`의 `\(name)` 명령은 아직 tablelab에 없습니다(추가될 예정이며, 추가되면 검사합니다)")
            }
            return (.error, "`try: \(command)` does not run: \(error.message(.en))",
                    "`try: \(command)`는 실행되지 않습니다: \(error.message(.ko))")
        }
    }

    // MARK: - One file

    /// README rules about the file itself: LF line endings and no tabs (warnings: tablelab reads the
    /// file anyway), and no control characters (an error: printed, `ESC ] 0 ; … BEL` would retitle
    /// the learner's window, `ESC [ 2 J` clear the screen; tablelab shows them as `␛`, but a teacher
    /// must remove them).
    static func checkText(_ raw: String, problems: inout Problems) {
        if raw.contains("\r\n" as Character) {  // one `Character` in Swift
            problems.warning(1, "Windows line endings (CRLF): tablelab reads them, but save with LF as the README asks",
                             "윈도 줄바꿈(CRLF)입니다: tablelab은 읽을 수 있지만 README대로 LF로 저장하세요")
        }
        let text = ContentFile.normalizedLineEndings(raw)
        for (i, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("\t") {
                problems.warning(i + 1, "tab character (use spaces)", "탭 문자가 있습니다(공백을 쓰세요)")
            }
            var found: [Unicode.Scalar] = []
            for scalar in line where TerminalText.isControl(scalar) && !found.contains(scalar) { found.append(scalar) }
            guard !found.isEmpty else { continue }
            let list = found.prefix(4).map(TerminalText.describe).joined(separator: ", ") + (found.count > 4 ? ", …" : "")
            problems.error(i + 1,
                           "control character \(list): printed, it could take over the learner's terminal (retitle the window, clear the screen, write the clipboard) — delete it",
                           "제어 문자가 있습니다(\(list)): 출력되면 학습자의 터미널을 조작할 수 있습니다(창 제목 바꾸기, 화면 지우기, 클립보드 쓰기) — 지우세요")
        }
    }

    /// README advice that does not stop an entry from working.
    static func checkStyle(_ e: GlossaryEntry, problems: inout Problems) {
        let order = GlossaryParser.requiredKeys.compactMap { e.lines.fields[$0] }
        if order != order.sorted() {
            problems.warning(e.lines.line(of: "id"), "front-matter keys should be in the order \(GlossaryParser.requiredKeys.joined(separator: ", "))",
                             "프런트 매터 키는 \(GlossaryParser.requiredKeys.joined(separator: ", ")) 순서로 씁니다")
        }
        for (language, name, bold, definition, line, body) in [
            ("en", e.en, e.lines.boldNameEn, e.definitionEn, e.lines.definitionEn, e.bodyEn),
            ("ko", e.ko, e.lines.boldNameKo, e.definitionKo, e.lines.definitionKo, e.bodyKo),
        ] {
            if bold.lowercased() != name.lowercased() {
                problems.warning(line, "the bold name **\(bold)** differs from `\(language): \(name)`",
                                 "굵은 이름이 `\(language): \(name)` 값과 다릅니다: **\(bold)**")
            }
            if definition.contains("`") {
                problems.warning(line, "the definition line should be plain text, without backticks",
                                 "정의 줄은 백틱 없는 일반 텍스트로 씁니다")
            }
            if language == "en" && definition.count > 110 {
                problems.warning(line, "the English definition is \(definition.count) characters; keep it to 110",
                                 "영어 정의가 \(definition.count)자입니다. 110자 이내로 줄이세요")
            }
            if !(2...5).contains(body.count) {
                problems.warning(line, "the `## \(language)` section has \(body.count) paragraph(s) after the definition; write 2 to 5",
                                 "`## \(language)` 섹션의 정의 뒤 단락이 \(body.count)개입니다. 2~5개로 쓰세요")
            }
            if !e.tryCommand.isEmpty && !body.contains(where: { $0.contains("`\(e.tryCommand)`") }) {
                problems.warning(line, "the `## \(language)` text never mentions the try command `\(e.tryCommand)`",
                                 "`## \(language)` 본문에 try 명령이 나오지 않습니다: `\(e.tryCommand)`")
            }
        }
    }

    static func checkTry(_ e: GlossaryEntry, planned: Set<String>, problems: inout Problems) {
        guard !e.tryCommand.isEmpty, let problem = problem(withTryCommand: e.tryCommand, planned: planned) else { return }
        let line = e.lines.line(of: "try")
        if problem.severity == .warning {
            problems.warning(line, problem.en, problem.ko)
        } else {
            problems.error(line, problem.en, problem.ko)
        }
    }

    // MARK: - Across files

    /// Aliases must be unique across the glossary and must not be another entry's id or name; names
    /// must not collide either. Compared the way lookup compares (`Glossary.normalize`), because a
    /// collision there makes `glossary NAME` ambiguous.
    static func checkNames(_ entries: [GlossaryEntry]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // normalized name → (entry index, what it is, line), first owner wins
        var owners: [String: (entry: Int, kind: String, text: String)] = [:]
        func describe(_ kind: String, _ text: String, of e: GlossaryEntry) -> String {
            "\(kind) \"\(text)\" of \(e.displayPath)"
        }
        for (i, e) in entries.enumerated() {
            var mine: [(kind: String, text: String, line: Int)] = [
                ("id", e.id, e.lines.line(of: "id")), ("en", e.en, e.lines.line(of: "en")), ("ko", e.ko, e.lines.line(of: "ko")),
            ]
            var ownAliases = Set<String>()
            for (alias, line) in zip(e.aliases, e.lines.aliases) {
                let folded = alias.lowercased()
                if !ownAliases.insert(folded).inserted || [e.id, e.en.lowercased(), e.ko.lowercased()].contains(folded) {
                    diagnostics.append(Diagnostic(file: e.displayPath, line: line,
                                                  message: "alias \"\(alias)\" is listed twice for this entry",
                                                  messageKo: "별칭 \"\(alias)\"가 이 항목에 두 번 있습니다", severity: .warning))
                }
                mine.append(("alias", alias, line))
            }
            var claimed = Set<String>()
            for item in mine {
                let key = Glossary.normalize(item.text)
                guard !key.isEmpty, claimed.insert(key).inserted else { continue }
                if let owner = owners[key], owner.entry != i {
                    let other = entries[owner.entry]
                    diagnostics.append(Diagnostic(
                        file: e.displayPath, line: item.line,
                        message: "\(item.kind) \"\(item.text)\" is the same as \(describe(owner.kind, owner.text, of: other)) — `glossary \(item.text)` would be ambiguous",
                        messageKo: "\(item.kind) \"\(item.text)\"가 \(other.displayPath)의 \(owner.kind) \"\(owner.text)\"와 같습니다 — `glossary \(item.text)`가 모호해집니다"))
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
                problems.warning(e.lines.line(of: "related"), "\"related\" has \(e.related.count) ids; list 2 to 5",
                                 "\"related\"에 id가 \(e.related.count)개입니다. 2~5개를 넣으세요")
            }
            var seen = Set<String>()
            for (id, line) in zip(e.related, e.lines.related) {
                if id == e.id {
                    problems.error(line, "related id \"\(id)\" is this entry itself", "related id \"\(id)\"는 이 항목 자신입니다")
                } else if !ids.contains(id) && !brokenIDs.contains(id) {
                    let nearest = glossary.suggestions(for: id, limit: 1).first
                    let near = nearest.map { " — did you mean \"\($0.id)\"?" } ?? ""
                    let nearKo = nearest.map { " — 혹시 이 id인가요? \"\($0.id)\"" } ?? ""
                    problems.error(line, "related id \"\(id)\" does not exist (no \(id).md)\(near)",
                                   "related id \"\(id)\"인 항목이 없습니다(\(id).md 없음)\(nearKo)")
                } else if !seen.insert(id).inserted {
                    problems.warning(line, "related id \"\(id)\" is listed twice", "related id \"\(id)\"가 두 번 있습니다")
                }
            }
            if let lessonIDs {
                for (id, line) in zip(e.lessons, e.lines.lessons) where !lessonIDs.contains(id) {
                    if lessonIDs.isEmpty {
                        problems.error(line, "lesson \"\(id)\" does not exist: there are no lessons yet (leave `lessons: []`)",
                                       "레슨 \"\(id)\"가 없습니다: 아직 레슨이 하나도 없습니다(`lessons: []`로 두세요)")
                    } else {
                        problems.error(line, "lesson \"\(id)\" does not exist (lessons: \(lessonIDs.sorted().joined(separator: ", ")))",
                                       "레슨 \"\(id)\"가 없습니다(레슨: \(lessonIDs.sorted().joined(separator: ", ")))")
                    }
                }
            }
            diagnostics += problems.list
        }
        return diagnostics
    }
}
