import Foundation
import TableRender
import TableText

/// Reads one glossary file (`glossary/ID.md`) into a `GlossaryEntry`, collecting problems as
/// `Diagnostic` values instead of stopping at the first one.
///
/// Why two kinds of problem: some leave nothing to show (no front matter, invalid YAML, a missing
/// name or language section), so the entry is skipped; others (a missing `try`, a list written as a
/// single word) are reported but the entry still loads with a sensible default, so one slip by a
/// teacher never hides a term from a learner. Cross-entry rules (duplicate aliases, `related` ids
/// that do not exist) and style advice live in `ContentChecker`, which sees the whole folder.
public enum GlossaryParser {
    private typealias G = L10n.Diagnostics.Glossary

    /// The front-matter keys, in the order the README asks for.
    public static let requiredKeys = ["id", "en", "ko", "aliases", "related", "lessons", "try"]
    /// Keys an entry may leave out: `avoid`, the words the screen must not use for the term.
    public static let optionalKeys = ["avoid"]

    /// Reads and parses a file. A file that cannot be used (unreadable, not a regular file, larger
    /// than `ContentFile.maxBytes`, not UTF-8) is one diagnostic; see `ContentFile.read`.
    ///
    /// `plainFirst`: read a plain front matter without Yams (`FrontMatter.plainFields`), which gives
    /// the same fields faster; the session's glossary does, `tablelab check` does not.
    ///
    /// `namesOnly`: read the front matter alone (`FrontMatter.header`), for the glossary's name
    /// index; the entry's definitions and paragraphs are empty, and the problems are those of the
    /// file and its front matter (the sections' are found when the entry is read in full).
    public static func parseFile(at url: URL, displayPath: String, plainFirst: Bool = false,
                                 namesOnly: Bool = false) -> (entry: GlossaryEntry?, diagnostics: [Diagnostic]) {
        switch ContentFile.read(url, displayPath: displayPath) {
        case .failure(let problem): return (nil, [problem])
        case .success(let text):
            return parse(text, fileName: url.lastPathComponent, displayPath: displayPath, plainFirst: plainFirst, namesOnly: namesOnly)
        }
    }

    /// Parses the text of one entry file. `fileName` is `asynchronous.md`; `displayPath` is what
    /// diagnostics print (`glossary/asynchronous.md`).
    ///
    /// CRLF line endings are read as LF. Control characters (ESC, BEL, …) are put in their visible
    /// form (`␛`, `␇`) before anything else, so no field of an entry can command the learner's
    /// terminal when it is printed; the checker reports them as errors (`ContentChecker`).
    public static func parse(_ text: String, fileName: String, displayPath: String,
                             plainFirst: Bool = false, namesOnly: Bool = false) -> (entry: GlossaryEntry?, diagnostics: [Diagnostic]) {
        let text = ContentFile.normalizedLineEndings(text)
        var problems = Problems(file: displayPath)
        var frontMatter: FrontMatter
        let fields: [FrontMatterField]
        do {
            if namesOnly {
                // Only the header is made visible: the same YAML as below, without walking the body.
                frontMatter = try FrontMatter.header(ContentFile.containsCR(text) ? text.visibleControls : text, file: displayPath)
                frontMatter.yaml = frontMatter.yaml.visibleControls
            } else {
                frontMatter = try FrontMatter.split(text.visibleControls, file: displayPath)
            }
            if plainFirst, let plain = frontMatter.plainFields() {
                fields = plain  // no escape to decode, so no decoded control character
            } else {
                let read = try frontMatter.fieldsAndControls(file: displayPath)
                fields = read.fields
                problems.list += read.controls
            }
        } catch {
            return (nil, [error])
        }

        var lines = GlossaryEntry.SourceLines()
        var byKey: [String: FrontMatterField] = [:]
        for field in fields {
            if byKey[field.key] != nil { continue }  // Yams already refuses duplicate keys
            byKey[field.key] = field
            lines.fields[field.key] = field.line
            if !requiredKeys.contains(field.key) && !optionalKeys.contains(field.key) {
                problems.warning(field.line, G.unknownField(field: field.key, fields: (requiredKeys + optionalKeys).joined(separator: ", ")))
            }
        }
        let lastLine = frontMatter.bodyFirstLine - 1  // the closing `---`: where a missing key belongs

        func single(_ key: String) -> String? {
            guard let field = byKey[key] else {
                problems.error(lastLine, G.missingField(field: key))
                return nil
            }
            switch field.value {
            case .text(let value):
                let trimmed = value.trimmedSpaces()
                if trimmed.isEmpty {
                    problems.error(field.line, G.emptyField(field: key))
                    return nil
                }
                return trimmed
            case .null:
                problems.error(field.line, G.emptyField(field: key))
            case .list:
                problems.error(field.line, G.oneValueNotList(field: key))
            case .mapping:
                problems.error(field.line, G.oneValueNotMapping(field: key))
            }
            return nil
        }

        func list(_ key: String, optional: Bool = false) -> (items: [String], lines: [Int]) {
            if optional && byKey[key] == nil { return ([], []) }
            guard let field = byKey[key] else {
                problems.error(lastLine, G.missingList(field: key))
                return ([], [])
            }
            switch field.value {
            case .null:
                return ([], [])
            case .text(let value):
                problems.error(field.line, G.listNotText(field: key, value: value))
                return ([value], [field.line])
            case .mapping:
                problems.error(field.line, G.listNotMapping(field: key))
                return ([], [])
            case .list(let items):
                var out: [String] = []
                var outLines: [Int] = []
                for item in items {
                    guard let value = item.text?.trimmedSpaces() else {
                        problems.error(item.line, G.nestedItem(field: key))
                        continue
                    }
                    if value.isEmpty {
                        problems.error(item.line, G.emptyItem(field: key))
                        continue
                    }
                    out.append(value)
                    outLines.append(item.line)
                }
                return (out, outLines)
            }
        }

        let fileID = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let id = single("id")
        let en = single("en")
        let ko = single("ko")
        let aliases = list("aliases")
        let avoid = list("avoid", optional: true)
        let related = list("related")
        let lessons = list("lessons")
        let tryCommand = single("try") ?? ""
        lines.aliases = aliases.lines
        lines.related = related.lines
        lines.lessons = lessons.lines

        if let id {
            if id != fileID {
                problems.error(lines.line(of: "id"), G.idNotFileName(id: id, file: fileName, expected: fileID))
            }
            if !isValidID(id) {
                problems.error(lines.line(of: "id"), G.badID(id: id))
            }
        }

        if namesOnly {
            guard let id, let en, let ko else { return (nil, problems.list) }
            var entry = GlossaryEntry(
                id: id, en: en, ko: ko, aliases: aliases.items, related: related.items, lessons: lessons.items,
                tryCommand: tryCommand, definitionEn: "", definitionKo: "", fileName: fileName, displayPath: displayPath,
                lines: lines)
            entry.avoid = avoid.items
            return (entry, problems.list)
        }

        let sections = parseSections(frontMatter, problems: &problems)
        lines.sectionEn = sections.en?.headingLine ?? 0
        lines.sectionKo = sections.ko?.headingLine ?? 0
        lines.definitionEn = sections.en?.definitionLine ?? 0
        lines.definitionKo = sections.ko?.definitionLine ?? 0
        lines.boldNameEn = sections.en?.boldName ?? ""
        lines.boldNameKo = sections.ko?.boldName ?? ""

        guard let id, let en, let ko, let english = sections.en, let korean = sections.ko,
              let definitionEn = english.definition, let definitionKo = korean.definition
        else {
            return (nil, problems.list)
        }
        let entry = GlossaryEntry(
            id: id, en: en, ko: ko, aliases: aliases.items, related: related.items, lessons: lessons.items,
            tryCommand: tryCommand, definitionEn: definitionEn, definitionKo: definitionKo,
            bodyEn: english.paragraphs, bodyKo: korean.paragraphs, fileName: fileName, displayPath: displayPath,
            lines: lines)
        var withAvoid = entry
        withAvoid.avoid = avoid.items
        return (withAvoid, problems.list)
    }

    /// Lowercase ASCII letters and digits, in words joined by single hyphens.
    /// Byte by byte: every character allowed is one ASCII byte (Foundation's `contains("--")` was
    /// most of the time of checking an index's ids, issue 17 §7).
    public static func isValidID(_ id: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: "-")  // so that a leading hyphen is refused
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "-"): if previous == UInt8(ascii: "-") { return false }
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "-")  // empty, or a trailing hyphen
    }

    // MARK: - Sections

    struct Section {
        var headingLine: Int
        var definitionLine = 0
        var boldName: String?
        var definition: String?
        var paragraphs: [String] = []
    }

    /// Finds `## en` and `## ko` and reads each one's definition line and paragraphs.
    static func parseSections(_ frontMatter: FrontMatter, problems: inout Problems) -> (en: Section?, ko: Section?) {
        var en: Section?
        var ko: Section?
        var current: String?  // "en", "ko" or nil (before any section, or inside an unknown one)
        var pending: [(text: String, line: Int)] = []

        func finish() {
            guard let name = current else { return }
            var section = (name == "en" ? en : ko)!
            read(&section, language: name, lines: pending, problems: &problems)
            if name == "en" { en = section } else { ko = section }
        }

        for (offset, raw) in frontMatter.body.enumerated() {
            let lineNumber = frontMatter.bodyFirstLine + offset
            let line = raw.trimmingTrailingSpaces()
            if line.hasPrefix("#") {
                let level = line.prefix(while: { $0 == "#" }).count
                let title = line.dropFirst(level).trimmedSpaces().lowercased()
                if level == 2 && (title == "en" || title == "ko") {
                    finish()
                    pending = []
                    if (title == "en" ? en : ko) != nil {
                        problems.error(lineNumber, G.secondSection(language: title))
                        current = nil
                        continue
                    }
                    if title == "en", ko != nil {
                        problems.warning(lineNumber, G.enAfterKo)
                    }
                    current = title
                    if title == "en" { en = Section(headingLine: lineNumber) } else { ko = Section(headingLine: lineNumber) }
                    continue
                }
                if level <= 2 {
                    finish()
                    pending = []
                    current = nil
                    problems.error(lineNumber, G.unknownSection(heading: line))
                    continue
                }
            }
            if current != nil {
                pending.append((line, lineNumber))
            } else if !line.trimmedSpaces().isEmpty, en == nil, ko == nil {
                problems.warning(lineNumber, G.textBeforeSections)
            }
        }
        finish()

        let end = frontMatter.bodyFirstLine + max(0, frontMatter.body.count - 1)
        if en == nil {
            problems.error(ko?.headingLine ?? end, G.noEnglishSection)
        }
        if ko == nil {
            problems.error(end, G.noKoreanSection)
        }
        return (en, ko)
    }

    /// The first non-blank line is `**Name** — definition.`; the rest are paragraphs separated by
    /// blank lines, each joined into one line.
    static func read(_ section: inout Section, language: String, lines: [(text: String, line: Int)], problems: inout Problems) {
        guard let first = lines.firstIndex(where: { !$0.text.trimmedSpaces().isEmpty }) else {
            problems.error(section.headingLine, G.emptySection(language: language))
            return
        }
        let definitionLine = lines[first]
        section.definitionLine = definitionLine.line
        if let (name, definition, dashOK) = splitDefinition(definitionLine.text.trimmedSpaces()) {
            section.boldName = name
            section.definition = definition
            if !dashOK {
                problems.error(definitionLine.line, G.dash)
            }
            if definition.isEmpty {
                problems.error(definitionLine.line, G.noDefinition(language: language))
                section.definition = nil
            }
        } else {
            problems.error(definitionLine.line, G.noDefinitionLine(language: language))
        }
        var paragraph: [String] = []
        for entry in lines[(first + 1)...] {
            let trimmed = entry.text.trimmedSpaces()
            if trimmed.isEmpty {
                if !paragraph.isEmpty { section.paragraphs.append(paragraph.joined(separator: " ")) }
                paragraph = []
            } else {
                paragraph.append(trimmed)
            }
        }
        if !paragraph.isEmpty { section.paragraphs.append(paragraph.joined(separator: " ")) }
    }

    /// `**Name** — definition.` → ("Name", "definition.", true). A hyphen or en dash instead of the em
    /// dash still splits (with `false`) so the entry loads and the checker can say what to change.
    static func splitDefinition(_ line: String) -> (name: String, definition: String, dashOK: Bool)? {
        guard line.hasPrefix("**") else { return nil }
        let rest = line.dropFirst(2)
        guard let close = rest.range(of: "**") else { return nil }
        let name = rest[..<close.lowerBound].trimmedSpaces()
        guard !name.isEmpty else { return nil }
        let after = rest[close.upperBound...]
        if after.hasPrefix(" — ") {
            return (name, after.dropFirst(3).trimmedSpaces(), true)
        }
        let trimmed = after.trimmedSpaces()
        for dash in ["—", "–", "--", "-", ":"] where trimmed.hasPrefix(dash) {
            return (name, trimmed.dropFirst(dash.count).trimmedSpaces(), false)
        }
        return (name, trimmed, trimmed.isEmpty)
    }
}

/// Collects diagnostics for one file.
struct Problems {
    let file: String
    var list: [Diagnostic] = []

    mutating func error(_ line: Int, _ message: Message) {
        list.append(Diagnostic(file: file, line: line, message, severity: .error))
    }

    mutating func warning(_ line: Int, _ message: Message) {
        list.append(Diagnostic(file: file, line: line, message, severity: .warning))
    }

}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` does (Unicode space separators and tab), in plain Swift —
    /// through `NSString` it was a fifth of the time it takes to load the glossary.
    func trimmedSpaces() -> String {
        // Neither end a space (most names): the text as it is. A first or last scalar that is not a
        // space cannot be part of a space character at that end (a space is one scalar on its own).
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !Self.isSpace(first), !Self.isSpace(last) {
            return String(self)
        }
        func isSpace(_ c: Character) -> Bool {
            if c == " " || c == "\t" { return true }
            guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first, s.value > 0x7F else { return false }
            return s.properties.generalCategory == .spaceSeparator
        }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The scalars `trimmedSpaces` removes when they stand alone: space, tab, a Unicode space separator.
    private static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || (s.value > 0x7F && s.properties.generalCategory == .spaceSeparator)
    }
}
