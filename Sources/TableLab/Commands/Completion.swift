import TableSim

/// Tab completion: what could finish the word before the cursor. Commands first, then the words a
/// command takes (`load sync|…`, `on|off`, data-set names, glossary terms in either language).
public enum Completion {
    /// Everything the REPL offers for the text before the cursor: glossary terms after `glossary`
    /// (they can have spaces, so the word of each matching term at the position being typed:
    /// `reuse qu` → `queue`, `재사` → `재사용`), the index titles of the table on screen after `index`,
    /// and otherwise commands and their words.
    public static func candidates(for line: String, glossary: Glossary, indexTitles: [String]) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        let isGlossary = words.first.map { CommandCatalog.info(named: String($0))?.name == "glossary" } ?? false
        if isGlossary && (words.count >= 2 || line.hasSuffix(" ")) {
            let rest = String(line.drop(while: { $0 != " " }).drop(while: { $0 == " " }))
            let position = rest.split(separator: " ", omittingEmptySubsequences: true).count
                + (rest.hasSuffix(" ") || rest.isEmpty ? 1 : 0)
            var seen = Set<String>()
            return glossary.completions(prefix: rest).compactMap { term -> String? in
                guard !term.contains("-") || rest.contains("-") else { return nil }   // ids like reuse-queue
                let termWords = term.split(separator: " ").map(String.init)
                guard termWords.count >= position else { return nil }
                let word = termWords[position - 1]
                return seen.insert(word).inserted ? word : nil
            }
        }
        return candidates(for: line, extraWords: indexTitles.isEmpty ? [:] : ["index": indexTitles])
    }

    /// Full replacements for the last word of `line` (the text before the cursor).
    public static func candidates(for line: String, extraWords: [String: [String]] = [:]) -> [String] {
        let endsWithSpace = line.last?.isWhitespace ?? false
        let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        let partial = endsWithSpace ? "" : (words.last ?? "")
        let before = endsWithSpace ? words : Array(words.dropLast())

        if before.isEmpty {
            return matches(partial, in: CommandCatalog.names + ["exit"])
        }
        guard let info = CommandCatalog.info(named: before[0]) else { return [] }
        var options: [String]
        if before.count == 1 {
            options = info.name == "help" ? CommandCatalog.names : info.subwords
            if let extra = extraWords[info.name] { options = info.name == "index" ? extra : options + extra }
        } else {
            options = secondWords(command: info.name, previous: before.last!)
        }
        return matches(partial, in: options)
    }

    /// Words that make sense after the first argument of a few commands.
    static func secondWords(command: String, previous: String) -> [String] {
        switch (command, previous.lowercased()) {
        case ("identifiers", "alternate"): return ["basic", "subtitle", "text", "image"]
        case ("identifiers", "single"): return ["cell", "basic", "subtitle"]
        case ("prefetch", "on"), ("prefetch", "off"): return ["window"]
        case ("fix", _): return ["on", "off"]
        case ("latency", let p) where p != "jitter" && p != "seed": return ["jitter"]
        default: return []
        }
    }

    /// Case-insensitive prefix matches; Korean also matches by initial consonants (`ㅂㄷ` → 비동기).
    static func matches(_ partial: String, in options: [String]) -> [String] {
        guard !partial.isEmpty else { return options }
        let p = partial.lowercased()
        var seen = Set<String>()
        return options.filter { option in
            let o = option.lowercased()
            let hit = o.hasPrefix(p)
                || (Hangul.isAllCompatibilityConsonants(partial) && Hangul.initials(of: option).hasPrefix(partial))
            return hit && seen.insert(option).inserted
        }
    }
}
