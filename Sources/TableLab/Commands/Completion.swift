import TableSim

/// Tab completion: what could finish the word before the cursor. Commands first, then the words a
/// command takes (`load sync|…`, `on|off`, data-set names, glossary terms in either language).
public enum Completion {
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
