import TableRender
import TableText

/// One term of the glossary, as loaded from `glossary/ID.md`.
///
/// A plain value: the glossary is data a teacher edits as text, and everything tablelab does with an
/// entry (look it up, show it, link to it, check it) reads these fields and nothing else. The line
/// numbers are kept so the checker can point at the exact line a teacher has to fix.
public struct GlossaryEntry: Sendable, Equatable, Identifiable {
    /// The file name without `.md`: lowercase ASCII words joined by hyphens (`reuse-identifier`).
    /// Lessons and other entries refer to an entry by this id.
    public var id: String
    /// The name shown in English (`asynchronous`, `prepareForReuse`).
    public var en: String
    /// The name shown in Korean (`비동기`; API names stay as they are: `prepareForReuse`).
    public var ko: String
    /// Other things a learner might type (`async`, `비동기적`, `"tableView(_:cellForRowAt:)"`).
    public var aliases: [String]
    /// Words that mean this term but are not tablelab's word for it (`잘못된 이미지` for 이미지 꼬임):
    /// a learner who types one still finds the entry, and `tablelab check` reports a message catalog
    /// that uses one, so the screen always says the glossary's own term.
    public var avoid: [String] = []
    /// Ids of related entries.
    public var related: [String]
    /// Ids of lessons that use the term.
    public var lessons: [String]
    /// One tablelab command that shows the term in action (`load background`). Empty when missing.
    public var tryCommand: String
    /// The one-line definitions, without the bold name and the dash.
    public var definitionEn: String
    public var definitionKo: String
    /// The explanation paragraphs (Markdown source lines joined with spaces; backticks kept).
    public var bodyEn: [String]
    public var bodyKo: [String]
    /// The file name (`asynchronous.md`) and how diagnostics name it (`glossary/asynchronous.md`).
    public var fileName: String
    public var displayPath: String
    /// Where each part was written, for `file:line` diagnostics.
    public var lines: SourceLines

    /// 1-based line numbers of the parts of an entry file. 0 means "not present".
    public struct SourceLines: Sendable, Equatable {
        /// The line of each front-matter key (`"id"`, `"en"`, `"ko"`, `"aliases"`, …).
        public var fields: [String: Int] = [:]
        /// The line of each alias, related id and lesson id, index-aligned with the arrays.
        public var aliases: [Int] = []
        public var related: [Int] = []
        public var lessons: [Int] = []
        /// The `## en` / `## ko` headings and the `**Name** — definition.` lines.
        public var sectionEn = 0
        public var sectionKo = 0
        public var definitionEn = 0
        public var definitionKo = 0
        /// The bold names as written on the definition lines (`Asynchronous`, `비동기`).
        public var boldNameEn = ""
        public var boldNameKo = ""

        public init() {}

        /// The line of a front-matter key, or 1 (the file) when it is missing.
        public func line(of field: String) -> Int { fields[field] ?? 1 }
    }

    public init(
        id: String, en: String, ko: String, aliases: [String] = [], related: [String] = [],
        lessons: [String] = [], tryCommand: String = "", definitionEn: String, definitionKo: String,
        bodyEn: [String] = [], bodyKo: [String] = [], fileName: String? = nil, displayPath: String? = nil,
        lines: SourceLines = SourceLines()
    ) {
        self.id = id
        self.en = en
        self.ko = ko
        self.aliases = aliases
        self.related = related
        self.lessons = lessons
        self.tryCommand = tryCommand
        self.definitionEn = definitionEn
        self.definitionKo = definitionKo
        self.bodyEn = bodyEn
        self.bodyKo = bodyKo
        self.fileName = fileName ?? id + ".md"
        self.displayPath = displayPath ?? "glossary/" + (fileName ?? id + ".md")
        self.lines = lines
    }

    /// The name in a language; `both` gives `asynchronous / 비동기` (or just the API name once).
    public func name(_ language: Language) -> String { language.choose(en: en, ko: ko) }

    /// The one-line definition in a language (`both` joins them on two lines).
    public func definition(_ language: Language) -> String {
        language.choose(en: definitionEn, ko: definitionKo, block: true)
    }

    /// Every name a learner can use for this entry: id, both names, the aliases and the avoided words.
    public var allNames: [String] { [id, en, ko] + aliases + avoid }
}

extension GlossaryEntry: CustomStringConvertible {
    /// Short, for test failures and logs: `asynchronous (asynchronous / 비동기)`. The full value,
    /// with every paragraph, would bury the message it appears in.
    public var description: String { "\(id) (\(en) / \(ko))" }
}
