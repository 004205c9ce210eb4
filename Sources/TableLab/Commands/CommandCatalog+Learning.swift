import TableSim
import TableRender

/// Learning aids.
extension CommandCatalog {
    static let learning: [CommandInfo] = [
        CommandInfo(
            name: "glossary", area: .learning, usage: "glossary [TERM]",
            summaryEn: "every term in English and Korean; `glossary 비동기` explains one", summaryKo: "모든 용어를 영어와 한국어로; `glossary 비동기`로 하나를 설명",
            detailEn: "Type a term in English or Korean, an alias (`async`), or Korean initials (`ㅂㄷㄱ`). Each entry has a command to try and says where you met the term in this session. Terms marked ° in help are in the glossary.",
            detailKo: "영어나 한국어 용어, 다른 이름(`async`), 초성(`ㅂㄷㄱ`)으로 찾을 수 있습니다. 항목마다 해 볼 명령이 있고, 이번 세션에서 그 용어를 어디서 만났는지 알려줍니다. 도움말에서 °가 붙은 말은 용어 사전에 있습니다.",
            examples: ["glossary", "glossary 비동기", "glossary reuse queue", "glossary ㅂㄷㄱ"], subwords: []
        ) { r throws(LabError) in
            var words: [String] = []
            while let w = r.optionalWord() { words.append(w) }
            return .glossary(query: words.isEmpty ? nil : words.joined(separator: " "))
        },
    ]
}
