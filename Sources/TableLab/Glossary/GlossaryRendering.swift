import TableRender
import TableText

// What `glossary` and `glossary TERM` print. Rendering only: lookup decides which entry, this draws
// it. Widths are terminal columns (`displayWidth`), so Korean lines wrap and align like English ones.
// The entries' words come from glossary/*.md; the words around them from the catalogs.
private typealias T = L10n.Glossary

extension Glossary {
    /// `glossary` with no term: a header, then every term in the reader's language with the other
    /// language in parentheses (`asynchronous (비동기)` / `비동기 (asynchronous)`; `both` shows
    /// `asynchronous / 비동기`), in columns that fit `width`. Korean lists are in 가나다 order.
    public func listLines(language: Language, width: Int) -> [String] {
        guard !entries.isEmpty else {
            return [language.block(T.empty)]
        }
        var lines = HelpText.wrap(language.text(T.header(count: NumberText.grouped(entries.count))), width: width)
        lines.append("")
        let ordered = language == .ko
            ? entries.sorted { $0.ko.lowercased() != $1.ko.lowercased() ? $0.ko.lowercased() < $1.ko.lowercased() : $0.id < $1.id }
            : entries
        let items = ordered.map { listName($0, language: language) }
        lines += Glossary.columns(items, width: width)
        return lines
    }

    /// `glossary TERM`: the title, the one-line definition, the explanation wrapped to `width`, a
    /// command to try, related terms, lessons, other names, and where the learner met the term in
    /// this session (`sightings`, from `GlossarySightings`).
    public func entryLines(_ e: GlossaryEntry, language: Language, width: Int, sightings: [String] = [],
                           lessonNames: [String: String] = [:]) -> [String] {
        let width = max(20, width)
        var lines: [String] = []
        lines.append(listName(e, language: language))
        let indent = "  "
        func paragraph(_ text: String) {
            lines += HelpText.wrap(Glossary.plainText(text), width: width - indent.count).map { indent + $0 }
        }
        switch language {
        case .en, .ko:
            paragraph(language == .en ? Glossary.sentenceCase(e.definitionEn) : e.definitionKo)
            for p in (language == .en ? e.bodyEn : e.bodyKo) {
                lines.append("")
                paragraph(p)
            }
        case .both:
            paragraph(Glossary.sentenceCase(e.definitionEn))
            paragraph(e.definitionKo)
            for p in e.bodyEn {
                lines.append("")
                paragraph(p)
            }
            lines.append("")
            lines.append(indent + language.text(T.Entry.korean))
            for p in e.bodyKo {
                lines.append("")
                paragraph(p)
            }
        }
        lines.append("")
        func labelled(_ label: String, _ value: String) {
            // Continuation lines hang under the label's first column + 2, so the label stands out.
            let wrapped = HelpText.wrap(label + " " + value, width: width - 2)
            lines += wrapped.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
        }
        if !e.tryCommand.isEmpty {
            labelled(language.text(T.Entry.try), "`\(e.tryCommand)`")
        }
        let related = e.related.compactMap { entry(id: $0) }.map { $0.name(language) }
        if !related.isEmpty {
            labelled(language.text(T.Entry.related), related.joined(separator: ", "))
        }
        if !e.lessons.isEmpty {
            labelled(language.text(T.Entry.lessons), e.lessons.map { lessonNames[$0] ?? $0 }.joined(separator: ", "))
        }
        if !e.aliases.isEmpty {
            labelled(language.text(T.Entry.also), e.aliases.joined(separator: ", "))
        }
        if !sightings.isEmpty {
            labelled(language.text(T.Entry.youMetIt), sightings.joined(separator: ", "))
        }
        return lines
    }

    /// What `glossary TERM` prints when the term is ambiguous or unknown.
    public func lookupLines(_ result: LookupResult, query: String, language: Language, width: Int,
                            sightings: GlossarySightings = GlossarySightings(), lessonNames: [String: String] = [:]) -> [String] {
        // The query is what the learner typed: echoed with control characters visible (`␛`).
        let query = query.visibleControls
        switch result {
        case .found(let stub):
            // A names-only glossary reads the body now; one that does not read is not in the
            // checked glossary either, so it is not found (its problems are on standard error).
            guard let entry = shown(stub) else {
                let others = suggestions(for: query).filter { $0.id != stub.id }
                return lookupLines(.notFound(suggestions: others), query: query, language: language, width: width)
            }
            return entryLines(entry, language: language, width: width, sightings: sightings.sightings(of: entry.id), lessonNames: lessonNames)
        case .ambiguous(let entries):
            var lines = [language.block(T.ambiguous(query: query))]
            lines += entries.map { "  " + listName($0, language: language) }
            return lines
        case .notFound(let suggestions):
            if suggestions.isEmpty {
                return [language.block(T.notFound(query: query))]
            }
            let list = suggestions.map { "`\($0.name(language == .ko ? .ko : .en))`" }.joined(separator: ", ")
            return [language.block(T.notFoundSuggest(query: query, list: list))]
        }
    }

    // MARK: - Helpers

    /// `asynchronous (비동기)`, `비동기 (asynchronous)`, `asynchronous / 비동기` (the inline layout of
    /// `both`); an API name once.
    func listName(_ e: GlossaryEntry, language: Language) -> String {
        if e.en == e.ko { return e.en }
        switch language {
        case .en: return "\(e.en) (\(e.ko))"
        case .ko: return "\(e.ko) (\(e.en))"
        case .both: return language.choose(en: e.en, ko: e.ko)
        }
    }

    /// Items laid out in as many equal columns as fit, filled top to bottom.
    static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let gap = 3
        let itemWidth = items.map(\.displayWidth).max() ?? 0
        let columnCount = max(1, min(items.count, (max(width, 1) - 2 + gap) / (itemWidth + gap)))
        let rows = (items.count + columnCount - 1) / columnCount
        var lines: [String] = []
        for r in 0..<rows {
            var line = "  "
            for c in 0..<columnCount {
                let i = c * rows + r
                guard i < items.count else { break }
                let isLast = c == columnCount - 1 || (c + 1) * rows + r >= items.count
                line += isLast ? items[i] : items[i].padded(toWidth: itemWidth + gap)
            }
            lines.append(columnCount == 1 ? "  " + items[r].truncated(toWidth: max(1, width - 2)) : line)
        }
        return lines
    }

    /// The definition as a sentence of its own: "the work is started…" → "The work is started…".
    /// Left alone when the first word is an API name (`cellForRowAt`, `UIKit`), which keeps its case.
    static func sentenceCase(_ text: String) -> String {
        let firstWord = text.prefix { !$0.isWhitespace }
        guard let first = text.first, first.isASCII, first.isLowercase,
              firstWord.allSatisfy({ !$0.isUppercase })
        else { return text }
        return first.uppercased() + String(text.dropFirst())  // (String + Substring appends character by character)
    }

    /// Markdown emphasis (`*word*`, `**word**`) removed outside backticks; backticks kept, because
    /// in tablelab's text they mark something to type.
    static func plainText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return text }
        var out = ""
        var inCode = false
        for c in text {
            if c == "`" { inCode.toggle() }
            if c == "*" && !inCode { continue }
            out.append(c)
        }
        return out
    }
}
