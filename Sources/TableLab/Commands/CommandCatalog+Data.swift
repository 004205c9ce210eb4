import TableSim
import TableRender

/// The data the data source answers with.
extension CommandCatalog {
    static let data: [CommandInfo] = [
        CommandInfo(
            name: "rows", area: .data, usage: "rows N",
            summaryEn: "one section of N rows, then reloadData()",
            summaryKo: "행 N개인 섹션 하나로 바꾸고 reloadData()",
            detailEn: "The data source now answers numberOfSections = 1 and numberOfRowsInSection = N. Watch how few cellForRowAt calls a large N causes: only the rows on screen are asked for.",
            detailKo: "데이터 소스가 numberOfSections = 1, numberOfRowsInSection = N으로 답합니다. N이 커도 cellForRowAt은 화면에 보이는 행만큼만 불린다는 것을 확인하세요.",
            examples: ["rows 30", "rows 1000000", "rows 0"], subwords: []
        ) { r throws(LabError) in
            return .sim(.rows(try r.lastInteger(in: 0...TableData.maxRows)))
        },
        CommandInfo(
            name: "sections", area: .data, usage: "sections SxR | sections A,B,C",
            summaryEn: "several titled sections ([[Item]]), then reloadData()",
            summaryKo: "제목 있는 섹션 여러 개([[Item]])로 바꾸고 reloadData()",
            detailEn: "`sections 3x10` makes 3 sections of 10 rows; `sections 5,12,3` makes uneven ones. The natural model is an array of arrays: numberOfSections is the outer count, numberOfRowsInSection the inner one. Plain style floats each header (22 pt) at the top while its section scrolls.",
            detailKo: "`sections 3x10`은 10행짜리 섹션 3개, `sections 5,12,3`은 크기가 다른 섹션을 만듭니다. 배열의 배열이 자연스러운 모델입니다: numberOfSections는 바깥 배열의 개수, numberOfRowsInSection은 안쪽 배열의 개수입니다. plain 스타일에서는 섹션 헤더(22pt)가 그 섹션이 스크롤되는 동안 위에 떠 있습니다.",
            examples: ["sections 3x10", "sections 5,12,3"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.sections(try parseSections(w)))
        },
        CommandInfo(
            name: "data", area: .data, usage: "data numbers|movies|timezones-ko|timezones-en [N]",
            summaryEn: "load a built-in data set, then reloadData()",
            summaryKo: "내장 데이터를 불러오고 reloadData()",
            detailEn: "numbers: Row 0, Row 1, … · movies: a textbook's movie chart with thumbnails · timezones-ko: Korean region names in sections ㄱ…ㅎ with an index strip, as in a Korean world-clock picker · timezones-en: the same places A…Z.",
            detailKo: "numbers: Row 0, Row 1, … · movies: 책의 영화 차트(섬네일 포함) · timezones-ko: ㄱ…ㅎ 섹션과 인덱스가 있는 한국어 지역 이름(한국어 세계 시계 화면처럼) · timezones-en: 같은 장소를 A…Z로.",
            examples: ["data movies", "data timezones-ko"], subwords: DataSetName.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let name = try r.choice(DataSetName.self)
            var count: Int?
            if !r.isEmpty {
                switch name {
                case .numbers: count = try r.integer(in: 0...TableData.maxRows)
                case .movies: count = try r.integer(in: 0...100_000)
                case .timezonesKo, .timezonesEn: break
                }
            }
            try r.done()
            return .sim(.dataSet(name, count: count))
        },
        CommandInfo(
            name: "reload", area: .data, usage: "reload",
            summaryEn: "call reloadData(): counts asked again, visible rows requested again",
            summaryKo: "reloadData() 호출: 개수를 다시 묻고 보이는 행을 다시 요청",
            detailEn: "Every visible cell goes back to the reuse queue and each visible row comes back through dequeue, so you see prepareForReuse on each (tablelab's model of what reloadData does with cells). If the data shrank, the offset is pulled back.",
            detailKo: "보이는 셀이 모두 재사용 큐로 들어갔다가 보이는 행마다 dequeue로 다시 나오므로 prepareForReuse가 보입니다(셀 재활용 방식은 tablelab의 모델). 데이터가 줄었으면 offset이 당겨집니다.",
            examples: ["reload"], subwords: []
        ) { r throws(LabError) in
            try r.done()
            return .sim(.reload)
        },
    ]

    static func parseSections(_ w: String) throws(LabError) -> [Int] {
        let lower = w.lowercased()
        var counts: [Int]
        if lower.contains("x") || lower.contains("×") {
            let parts = lower.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .badChoice(command: "sections", typed: w, choices: ["3x10", "5,12,3"])
            }
            let s = try ArgumentReader.integer(String(parts[0]), in: 1...TableData.maxSections, command: "sections")
            let n = try ArgumentReader.integer(String(parts[1]), in: 0...TableData.maxRows, command: "sections")
            counts = Array(repeating: n, count: s)
        } else {
            let parts = lower.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= TableData.maxSections else { throw .tooMuchData(rows: parts.count) }
            if parts.contains(where: \.isEmpty) { throw .badChoice(command: "sections", typed: w, choices: ["3x10", "5,12,3"]) }
            counts = []
            for p in parts {
                counts.append(try ArgumentReader.integer(String(p), in: 0...TableData.maxRows, command: "sections"))
            }
        }
        let total = counts.reduce(0) { $0 &+ $1 }
        if total > TableData.maxRows { throw .tooMuchData(rows: total) }
        return counts
    }
}
