import TableSim
import TableRender
import TableText

/// Learning aids.
extension CommandCatalog {
    static let learning: [CommandInfo] = [
        CommandInfo(
            name: "glossary", area: .learning, usage: "glossary [TERM]",
            summary: L10n.Commands.Glossary.summary,
            detail: L10n.Commands.Glossary.detail,
            examples: ["glossary", "glossary 비동기", "glossary reuse queue", "glossary ㅂㄷㄱ"], subwords: []
        ) { r throws(LabError) in
            var words: [String] = []
            while let w = r.optionalWord() { words.append(w) }
            return .glossary(query: words.isEmpty ? nil : words.joined(separator: " "))
        },
    ]
}
