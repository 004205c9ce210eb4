import TableSim
import TableRender

/// One command of the learner's language: its name, how to use it, what it does in both languages,
/// the words that may follow it (for Tab completion), and how to parse it.
public struct CommandInfo: Sendable {
    public enum Area: String, Sendable, CaseIterable {
        case data, setup, time, motion, cells, looking, learning, meta

        public func title(_ lang: Language) -> String {
            switch self {
            case .data: return lang.text("Data", "데이터")
            case .setup: return lang.text("Table setup", "테이블 설정")
            case .time: return lang.text("Time and loading", "시간과 로딩")
            case .motion: return lang.text("Motion", "움직이기")
            case .cells: return lang.text("Touching a cell", "셀 건드리기")
            case .looking: return lang.text("Looking", "살펴보기")
            case .learning: return lang.text("Learning", "배우기")
            case .meta: return lang.text("Session", "세션")
            }
        }
    }

    public let name: String
    public let area: Area
    public let usage: String
    public let summaryEn: String
    public let summaryKo: String
    /// A longer explanation for `help NAME`, including where tablelab models what UIKit leaves open.
    public let detailEn: String
    public let detailKo: String
    public let examples: [String]
    /// Words that can follow the name, offered by Tab completion.
    public let subwords: [String]
    let parse: @Sendable (inout ArgumentReader) throws(LabError) -> Command

    public func summary(_ lang: Language) -> String { lang.text(summaryEn, summaryKo) }
    public func detail(_ lang: Language) -> String { lang.text(detailEn, detailKo, separator: "\n") }
}

/// Every command, in the order `help` lists them.
public enum CommandCatalog {
    public static let all: [CommandInfo] = data + setup + time + motion + cells + looking + learning + meta

    /// Other names people type for a command.
    public static let aliases: [String: String] = [
        "exit": "quit", "q": "quit", "?": "help", "h": "help", "language": "lang",
        "row": "rows", "section": "sections", "register-cell": "register",
    ]

    public static func info(named name: String) -> CommandInfo? {
        let key = aliases[name.lowercased()] ?? name.lowercased()
        return all.first { $0.name == key }
    }

    public static var names: [String] { all.map(\.name) }

    // MARK: Data

    static let data: [CommandInfo] = [
        CommandInfo(
            name: "rows", area: .data, usage: "rows N",
            summaryEn: "one section of N rows, then reloadData()",
            summaryKo: "행 N개인 섹션 하나로 바꾸고 reloadData()",
            detailEn: "The data source now answers numberOfSections = 1 and numberOfRowsInSection = N. Watch how few cellForRowAt calls a large N causes: only the rows on screen are asked for.",
            detailKo: "데이터 소스가 numberOfSections = 1, numberOfRowsInSection = N으로 답합니다. N이 커도 cellForRowAt은 화면에 보이는 행만큼만 불린다는 것을 확인하세요.",
            examples: ["rows 30", "rows 1000000", "rows 0"], subwords: []
        ) { r throws(LabError) in
            let n = try r.integer(in: 0...TableData.maxRows, unit: nil)
            try r.done()
            return .sim(.rows(n))
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

    // MARK: Table setup

    static let setup: [CommandInfo] = [
        CommandInfo(
            name: "viewport", area: .setup, usage: "viewport PT",
            summaryEn: "the visible height in points (667 = iPhone SE)", summaryKo: "보이는 높이(pt). 667 = iPhone SE",
            detailEn: "A taller viewport shows more rows at once, so the table owns more cells. Default 667 pt.",
            detailKo: "뷰포트가 높을수록 한 번에 더 많은 행이 보이고, 테이블이 가진 셀도 늘어납니다. 기본값 667pt.",
            examples: ["viewport 667", "viewport 896"], subwords: ["667", "896"]
        ) { r throws(LabError) in
            let v = try r.integer(in: 44...10_000, unit: "pt")
            try r.done()
            return .sim(.viewport(Double(v)))
        },
        CommandInfo(
            name: "height", area: .setup, usage: "height PT | height var",
            summaryEn: "rowHeight for every row, or `var`: heightForRowAt per row",
            summaryKo: "모든 행에 같은 rowHeight, 또는 `var`: 행마다 heightForRowAt",
            detailEn: "`height 44` sets rowHeight: nothing is asked. `height var` implements heightForRowAt with a fixed pattern (44, 64, 88, 52, 120, 44, 76 pt…). With estimates off, every row's height is asked before the first cell — try it with `rows 1000000`.",
            detailKo: "`height 44`는 rowHeight를 정합니다: 아무것도 묻지 않습니다. `height var`는 정해진 패턴(44, 64, 88, 52, 120, 44, 76pt…)으로 heightForRowAt을 구현합니다. 추정 높이가 꺼져 있으면 첫 셀보다 먼저 모든 행의 높이를 묻습니다 — `rows 1000000`과 함께 해 보세요.",
            examples: ["height 44", "height 60", "height var"], subwords: ["var", "44"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            if ["var", "variable", "perrow"].contains(w.lowercased()) { return .sim(.heightForRowAt) }
            let h = try ArgumentReader.integer(w, in: 1...2000, command: "height", unit: "pt")
            return .sim(.rowHeight(Double(h)))
        },
        CommandInfo(
            name: "estimate", area: .setup, usage: "estimate PT | estimate off",
            summaryEn: "estimatedRowHeight: heights asked only for rows shown", summaryKo: "estimatedRowHeight: 보여줄 행의 높이만 물음",
            detailEn: "With an estimate, contentSize starts as rows × estimate and is corrected as real heights arrive — the scroll indicator jumps. Off (0) is the classic default.",
            detailKo: "추정 높이가 있으면 contentSize가 행 수 × 추정값으로 시작해 실제 높이를 알게 될 때마다 고쳐집니다 — 스크롤 표시줄이 튑니다. 끔(0)이 예전 기본값입니다.",
            examples: ["estimate 44", "estimate off"], subwords: ["off", "44"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            if ["off", "0", "none"].contains(w.lowercased()) { return .sim(.estimate(nil)) }
            return .sim(.estimate(Double(try ArgumentReader.integer(w, in: 1...2000, command: "estimate", unit: "pt"))))
        },
        CommandInfo(
            name: "style", area: .setup, usage: "style plain|grouped",
            summaryEn: "plain (floating headers, index strip) or grouped", summaryKo: "plain(떠 있는 헤더, 인덱스) 또는 grouped",
            detailEn: "Plain section headers stick to the top while their section scrolls; grouped ones scroll away, and grouped tables show no index strip.",
            detailKo: "plain에서는 섹션 헤더가 그 섹션이 스크롤되는 동안 위에 붙어 있고, grouped에서는 함께 스크롤되어 사라지며 인덱스도 없습니다.",
            examples: ["style grouped"], subwords: TableStyle.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let s = try r.choice(TableStyle.self)
            try r.done()
            return .sim(.style(s))
        },
        CommandInfo(
            name: "register", area: .setup, usage: "register ID[:basic|subtitle|custom] …",
            summaryEn: "register reuse identifiers (prototype cells)", summaryKo: "reuse identifier 등록(프로토타입 셀)",
            detailEn: "`register basic subtitle` registers identifiers \"basic\" and \"subtitle\" with those styles; `register image:custom` names the style. Dequeuing an identifier nobody registered crashes the app.",
            detailKo: "`register basic subtitle`은 identifier \"basic\", \"subtitle\"을 그 스타일로 등록합니다. `register image:custom`처럼 스타일을 지정할 수도 있습니다. 등록하지 않은 identifier를 dequeue하면 앱이 죽습니다.",
            examples: ["register basic subtitle", "register text image:custom"], subwords: CellStyle.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            var regs: [Registration] = []
            regs.append(try parseRegistration(try r.word()))
            while let w = r.optionalWord() { regs.append(try parseRegistration(w)) }
            return .sim(.register(regs))
        },
        CommandInfo(
            name: "unregister", area: .setup, usage: "unregister ID",
            summaryEn: "forget a registered identifier", summaryKo: "등록한 identifier 지우기",
            detailEn: "After this, a dequeue for that identifier crashes (withIdentifier:for:) or returns nil (withIdentifier:, see `dequeue fallback`). In UIKit you unregister with register(nil as AnyClass?, forCellReuseIdentifier:); what happens to cells already made with that identifier is not documented. tablelab releases them instead of queueing them (model), so it behaves like an app that never registered ID.",
            detailKo: "이후 그 identifier를 dequeue하면 앱이 죽거나(withIdentifier:for:) nil이 돌아옵니다(withIdentifier:, `dequeue fallback` 참고). UIKit에서는 register(nil as AnyClass?, forCellReuseIdentifier:)로 등록을 지우며, 그 identifier로 이미 만든 셀이 어떻게 되는지는 문서에 없습니다. tablelab은 그 셀들을 큐에 넣지 않고 해제해서(모델) ID를 등록한 적 없는 앱처럼 동작합니다.",
            examples: ["unregister cell"], subwords: ["cell"]
        ) { r throws(LabError) in
            let id = try r.word()
            try r.done()
            return .sim(.unregister(id))
        },
        CommandInfo(
            name: "identifiers", area: .setup, usage: "identifiers single ID | identifiers alternate [A B …]",
            summaryEn: "which identifier cellForRowAt dequeues on each row", summaryKo: "cellForRowAt이 행마다 dequeue할 identifier",
            detailEn: "`identifiers alternate` registers basic and subtitle and uses them on even and odd rows: two queues, never mixed. `identifiers alternate text image` uses exactly those names — unregistered ones crash on the next dequeue.",
            detailKo: "`identifiers alternate`는 basic과 subtitle을 등록하고 짝수/홀수 행에 씁니다: 큐가 둘이며 섞이지 않습니다. `identifiers alternate text image`는 그 이름을 그대로 씁니다 — 등록하지 않았다면 다음 dequeue에서 앱이 죽습니다.",
            examples: ["identifiers alternate", "identifiers single cell"], subwords: ["single", "alternate"]
        ) { r throws(LabError) in
            let mode = try r.word().lowercased()
            switch mode {
            case "single":
                let id = try r.word()
                try r.done()
                return .sim(.identifiers(.single(id)))
            case "alternate":
                var ids: [String] = []
                while let w = r.optionalWord() { ids.append(w) }
                if ids.isEmpty {
                    return .sims([.register([Registration(identifier: "basic", style: .basic),
                                             Registration(identifier: "subtitle", style: .subtitle)]),
                                  .identifiers(.alternate(["basic", "subtitle"]))])
                }
                guard ids.count >= 2 else { throw .missingArgument(command: "identifiers alternate", usage: "identifiers alternate A B") }
                return .sim(.identifiers(.alternate(ids)))
            default:
                throw .badChoice(command: "identifiers", typed: mode, choices: ["single", "alternate"])
            }
        },
        CommandInfo(
            name: "dequeue", area: .setup, usage: "dequeue for|fallback",
            summaryEn: "withIdentifier:for: (default) or withIdentifier: ?? UITableViewCell()",
            summaryKo: "withIdentifier:for:(기본) 또는 withIdentifier: ?? UITableViewCell()",
            detailEn: "`fallback` is a well-known textbook's `dequeueReusableCell(withIdentifier:) ?? UITableViewCell()`. When nothing is registered for the identifier, the call returns nil and the fallback builds a cell with no reuse identifier — never reused, so the cell count climbs with every new row. (When a class or prototype is registered, real UIKit creates one instead of returning nil, and so does tablelab.) Try `unregister cell` then `dequeue fallback`.",
            detailKo: "`fallback`은 책의 `dequeueReusableCell(withIdentifier:) ?? UITableViewCell()`입니다. identifier에 등록된 것이 없으면 nil이 돌아오고, fallback이 reuse identifier 없는 셀을 만듭니다 — 재사용되지 않으므로 새 행이 나올 때마다 셀 수가 늘어납니다. (클래스나 프로토타입이 등록되어 있으면 실제 UIKit은 nil 대신 새 셀을 만들고, tablelab도 그렇게 합니다.) `unregister cell` 다음에 `dequeue fallback`을 해 보세요.",
            examples: ["dequeue fallback", "dequeue for"], subwords: DequeueVariant.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let v = try r.choice(DequeueVariant.self)
            try r.done()
            return .sim(.dequeue(v))
        },
        CommandInfo(
            name: "prepare", area: .setup, usage: "prepare reset|none",
            summaryEn: "does the cell's prepareForReuse reset alpha and selection?", summaryKo: "셀의 prepareForReuse가 alpha와 선택 상태를 되돌리는지",
            detailEn: "Apple: prepareForReuse should reset only non-content state (alpha, selection); cellForRowAt sets all content. With `prepare none`, a cell whose alpha you changed (`alpha 3 0.5`) shows up faded on another row.",
            detailKo: "Apple 문서: prepareForReuse에서는 콘텐츠가 아닌 상태(alpha, 선택)만 되돌리고, 콘텐츠는 cellForRowAt에서 모두 설정합니다. `prepare none`이면 alpha를 바꾼 셀(`alpha 3 0.5`)이 다른 행에서도 흐리게 나옵니다.",
            examples: ["prepare none", "prepare reset"], subwords: ["reset", "none"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            try r.done()
            switch w {
            case "reset", "on": return .sim(.prepareResets(true))
            case "none", "off": return .sim(.prepareResets(false))
            default: throw .badChoice(command: "prepare", typed: w, choices: ["reset", "none"])
            }
        },
        CommandInfo(
            name: "prefetch", area: .setup, usage: "prefetch on|off [window N]",
            summaryEn: "set a prefetchDataSource: prefetchRowsAt ahead of the scroll", summaryKo: "prefetchDataSource 설정: 스크롤 방향 앞쪽 행을 prefetchRowsAt으로 미리 알림",
            detailEn: "Rows within the window past the visible edge, in the scroll direction, are handed to prefetchRowsAt nearest first; reversing cancels them with cancelPrefetchingForRowsAt. How far ahead UIKit looks is not documented: the 10-row window is tablelab's model.",
            detailKo: "보이는 가장자리 너머 스크롤 방향의 행들이 가까운 순서로 prefetchRowsAt에 전달되고, 방향을 바꾸면 cancelPrefetchingForRowsAt으로 취소됩니다. UIKit이 얼마나 앞을 보는지는 문서에 없습니다: 10행 창은 tablelab의 모델입니다.",
            examples: ["prefetch on", "prefetch on window 5", "prefetch off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let on = try r.onOff()
            var window: Int?
            if let w = r.optionalWord() {
                guard w.lowercased() == "window" else { throw .tooManyArguments(command: "prefetch", extra: w, usage: "prefetch on|off [window N]") }
                window = try r.integer(in: 1...100, unit: nil)
            }
            try r.done()
            return .sim(.prefetch(on, window: window))
        },
        CommandInfo(
            name: "velocity", area: .setup, usage: "velocity PT",
            summaryEn: "finger speed while dragging, points per frame (default 30)", summaryKo: "드래그 속도, 프레임당 pt(기본 30)",
            detailEn: "A drag is one layout pass per frame. At 30 pt per frame, `scroll 10` (440 pt) takes 15 frames. Faster drags move more rows per pass.",
            detailKo: "드래그는 프레임마다 레이아웃 패스 한 번입니다. 프레임당 30pt면 `scroll 10`(440pt)은 15프레임이 걸립니다. 빠를수록 한 패스에 더 많은 행이 움직입니다.",
            examples: ["velocity 30", "velocity 200"], subwords: ["30"]
        ) { r throws(LabError) in
            let v = try r.integer(in: 1...5000, unit: "pt")
            try r.done()
            return .sim(.velocity(Double(v)))
        },
        CommandInfo(
            name: "jamo", area: .setup, usage: "jamo raw|mapped",
            summaryEn: "Korean index: raw U+1100 initials (the bug) or mapped to ㄱ U+3131",
            summaryKo: "한글 인덱스: 계산한 U+1100 초성 그대로(버그) 또는 ㄱ U+3131로 변환",
            detailEn: "An initial computed from a syllable is a choseong jamo (U+1100 ᄀ); an index typed by hand uses compatibility jamo (U+3131 ㄱ). They look alike and compare unequal: with `jamo raw` every section of `data timezones-ko` comes back empty.",
            detailKo: "음절에서 계산한 초성은 초성 자모(U+1100 ᄀ)이고, 손으로 쓴 인덱스는 호환용 자모(U+3131 ㄱ)입니다. 생김새는 같지만 같지 않다고 비교됩니다: `jamo raw`에서는 `data timezones-ko`의 모든 섹션이 비어 나옵니다.",
            examples: ["jamo raw", "jamo mapped"], subwords: JamoMode.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let m = try r.choice(JamoMode.self)
            try r.done()
            return .sim(.jamo(m))
        },
    ]

    static func parseRegistration(_ w: String) throws(LabError) -> Registration {
        let parts = w.split(separator: ":", maxSplits: 1).map(String.init)
        guard let id = parts.first, !id.isEmpty else { throw .badChoice(command: "register", typed: w, choices: ["basic", "subtitle", "text:custom"]) }
        if parts.count == 2 {
            guard let style = CellStyle(rawValue: parts[1].lowercased()) else {
                throw .badChoice(command: "register", typed: parts[1], choices: CellStyle.allCases.map(\.rawValue))
            }
            return Registration(identifier: id, style: style)
        }
        return Registration(identifier: id, style: CellStyle(rawValue: id.lowercased()) ?? .basic)
    }

    // MARK: Time and loading

    static let time: [CommandInfo] = [
        CommandInfo(
            name: "load", area: .time, usage: "load sync|preload|cached|main-async|background",
            summaryEn: "how the rows' images are loaded (try `data movies` first)", summaryKo: "행 이미지를 불러오는 방법(먼저 `data movies`)",
            detailEn: "The default is sync, the first version most books show. sync: Data(contentsOf:) inside cellForRowAt on the main thread — every new row blocks scrolling. preload: download every image before the first screen — launch waits, memory holds all. cached: download on first display, keep it on the row's model — scrolling back is free. main-async: the book's DispatchQueue.main.async { Data(contentsOf:) } — cellForRowAt returns at once, but the download still runs on the main thread a moment later, so frames still drop. background: download on a global queue and assign on the main queue, with an image cache — the main thread stays free, and reused cells can receive another row's image (see `fix`). Each `load` starts with an empty cache, so running it again repeats an experiment on the same schedule.",
            detailKo: "기본값은 대부분의 책이 처음 보여주는 sync입니다. sync: cellForRowAt 안에서 메인 스레드로 Data(contentsOf:) — 새 행마다 스크롤이 멈춥니다. preload: 첫 화면 전에 모든 이미지를 받음 — 시작이 늦고 메모리에 전부 남습니다. cached: 처음 보일 때 받아 행의 모델에 보관 — 다시 스크롤하면 공짜입니다. main-async: 책의 DispatchQueue.main.async { Data(contentsOf:) } — cellForRowAt은 바로 돌아오지만 다운로드는 잠시 뒤 여전히 메인 스레드에서 돌아 프레임이 떨어집니다. background: 글로벌 큐에서 받고 메인 큐에서 넣기, 이미지 캐시 포함 — 메인 스레드는 한가하지만 재사용된 셀에 다른 행의 이미지가 들어갈 수 있습니다(`fix` 참고). `load`는 매번 빈 캐시로 시작하므로, 다시 실행하면 같은 일정으로 실험을 되풀이할 수 있습니다.",
            examples: ["load sync", "load main-async", "load background"], subwords: LoadStrategy.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let s = try r.choice(LoadStrategy.self)
            try r.done()
            return .sim(.load(s))
        },
        CommandInfo(
            name: "fix", area: .time, usage: "fix placeholder|identity-check|cancel-on-reuse on|off",
            summaryEn: "switch a fix for the stale-image bug", summaryKo: "잘못된 이미지 버그의 해결책 켜고 끄기",
            detailEn: "All three are off by default. placeholder: reset the image view in prepareForReuse/cellForRowAt. identity-check: when a download finishes, assign only if the cell still shows that row. cancel-on-reuse: prepareForReuse cancels the cell's pending load. Compare them on the same schedule: `load background` (it empties the image cache), `latency 1500ms`, `velocity 400`, `scroll 20`, `wait 3s` — then switch a fix on, run `load background` and `top` again, and repeat.",
            detailKo: "셋 다 기본값은 꺼짐입니다. placeholder: prepareForReuse/cellForRowAt에서 이미지 뷰를 비움. identity-check: 다운로드가 끝났을 때 셀이 아직 그 행을 보여줄 때만 넣음. cancel-on-reuse: prepareForReuse에서 셀의 대기 중인 로딩을 취소. 같은 일정으로 비교해 보세요: `load background`(이미지 캐시를 비움), `latency 1500ms`, `velocity 400`, `scroll 20`, `wait 3s` — 그다음 해결책을 켜고 `load background`와 `top`을 다시 한 뒤 되풀이하세요.",
            examples: ["fix identity-check on", "fix cancel-on-reuse on", "fix placeholder off"], subwords: ImageFix.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let f = try r.choice(ImageFix.self)
            let on = r.isEmpty ? true : try r.onOff()
            try r.done()
            return .sim(.fix(f, on))
        },
        CommandInfo(
            name: "latency", area: .time, usage: "latency MS [jitter MS] [seed N]",
            summaryEn: "network time for one image (default 200ms), optional seeded jitter", summaryKo: "이미지 한 장의 네트워크 시간(기본 200ms), 선택: 재현 가능한 무작위 지연(jitter)",
            detailEn: "Jitter adds up to that many ms to each download, drawn from a seeded generator: the same commands always give the same timeline.",
            detailKo: "jitter는 다운로드마다 최대 그만큼의 ms를 더합니다. 시드가 있는 생성기로 뽑으므로 같은 명령은 언제나 같은 타임라인을 냅니다.",
            examples: ["latency 300ms", "latency 300ms jitter 100ms seed 7"], subwords: ["300ms", "jitter", "seed"]
        ) { r throws(LabError) in
            let ms = try parseDuration(try r.word(), command: "latency")
            guard let next = r.optionalWord() else { return .sim(.latency(ms)) }
            guard next.lowercased() == "jitter" else { throw .tooManyArguments(command: "latency", extra: next, usage: "latency MS [jitter MS] [seed N]") }
            let jitter = try parseDuration(try r.word(), command: "latency")
            var seed: UInt64?
            if let w = r.optionalWord() {
                guard w.lowercased() == "seed" else { throw .tooManyArguments(command: "latency", extra: w, usage: "latency MS [jitter MS] [seed N]") }
                seed = UInt64(try r.integer(in: 0...Int(Int32.max)))
            }
            try r.done()
            return .sims([.latency(ms), .jitter(jitter, seed: seed)])
        },
        CommandInfo(
            name: "workers", area: .time, usage: "workers N",
            summaryEn: "worker threads of the global queue (default 64)", summaryKo: "글로벌 큐의 작업 스레드 수(기본 64)",
            detailEn: "Each background download keeps a worker busy for its whole latency. GCD adds threads while blocks block, up to about 64 (reported); fewer workers make downloads wait their turn.",
            detailKo: "백그라운드 다운로드는 지연 시간 내내 작업 스레드 하나를 붙잡습니다. GCD는 블록이 막히면 스레드를 약 64개까지 늘립니다(보고된 값). 스레드가 적으면 다운로드가 차례를 기다립니다.",
            examples: ["workers 2"], subwords: []
        ) { r throws(LabError) in
            let n = try r.integer(in: 1...512)
            try r.done()
            return .sim(.workers(n))
        },
        CommandInfo(
            name: "cost", area: .time, usage: "cost MS",
            summaryEn: "main-thread time of one cellForRowAt (default 0.05ms)", summaryKo: "cellForRowAt 한 번이 쓰는 메인 스레드 시간(기본 0.05ms)",
            detailEn: "Every data-source and delegate callback runs your code on the main thread. `cost MS` is what one cellForRowAt costs (configuring a cell is where apps do their work); every other callback costs a 25th of it — 0.002 ms by default (model). Make it expensive (`cost 5ms`) and watch frames miss their vsync.",
            detailKo: "데이터 소스와 델리게이트 콜백은 모두 메인 스레드에서 여러분의 코드를 실행합니다. `cost MS`는 cellForRowAt 한 번의 비용이고(셀 구성이 앱의 주된 일), 다른 콜백은 그 25분의 1입니다 — 기본 0.002ms(모델). 비싸게 만들면(`cost 5ms`) 프레임이 vsync를 놓치는 것을 볼 수 있습니다.",
            examples: ["cost 5ms", "cost 0.05ms"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.callbackCost(try parseDuration(w, command: "cost", range: 0...1000)))
        },
        CommandInfo(
            name: "hz", area: .time, usage: "hz 60|120 (also 30, 90, 240)",
            summaryEn: "display refresh rate: 60 (16.67 ms frames) or 120 (8.33 ms)", summaryKo: "화면 주사율: 60(16.67ms 프레임) 또는 120(8.33ms)",
            detailEn: "At 120 Hz every frame has half the time: the same main-thread work misses more vsyncs.",
            detailKo: "120Hz에서는 프레임마다 시간이 절반입니다: 같은 메인 스레드 작업이 vsync를 더 많이 놓칩니다.",
            examples: ["hz 120"], subwords: ["60", "120"]
        ) { r throws(LabError) in
            let hz = try r.integer(in: 30...240)
            try r.done()
            guard [30, 60, 90, 120, 240].contains(hz) else { throw .badChoice(command: "hz", typed: String(hz), choices: ["60", "120"]) }
            return .sim(.refreshRate(hz))
        },
        CommandInfo(
            name: "wait", area: .time, usage: "wait MS | wait Ns",
            summaryEn: "let simulated time pass: downloads finish, completions run", summaryKo: "시뮬레이션 시간 흘려보내기: 다운로드가 끝나고 완료 블록이 실행됨",
            detailEn: "No finger moves; the main thread runs what waits on the main queue, the workers and the network go on.",
            detailKo: "손가락은 움직이지 않습니다. 메인 스레드는 메인 큐에 쌓인 것을 실행하고, 작업 스레드와 네트워크는 계속 진행합니다.",
            examples: ["wait 500ms", "wait 2s"], subwords: ["500ms", "1s"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.wait(try parseDuration(w, command: "wait", range: 0...600_000)))
        },
    ]

    /// `300ms`, `300`, `1.5s`, `0.05ms` → milliseconds.
    static func parseDuration(_ w: String, command: String, range: ClosedRange<Double> = 0...60_000) throws(LabError) -> Double {
        var text = w.lowercased()
        var scale = 1.0
        if text.hasSuffix("ms") { text.removeLast(2) } else if text.hasSuffix("s") { text.removeLast(); scale = 1000 }
        let v = try ArgumentReader.decimal(text, in: (range.lowerBound / scale)...(range.upperBound / scale), command: command)
        return v * scale
    }

    // MARK: Motion

    static let motion: [CommandInfo] = [
        CommandInfo(
            name: "scroll", area: .motion, usage: "scroll N | scroll -N | scroll Npt | scroll to R | scroll to S:R",
            summaryEn: "drag N rows (frame by frame), or jump to a row", summaryKo: "N행만큼 드래그(프레임 단위), 또는 행으로 점프",
            detailEn: "`scroll 10` drags down 10 rows at the current velocity: one layout pass per frame, cells leave at the top into the reuse queue and come back at the bottom as other rows. `scroll -3` goes up; `scroll 200pt` moves by points. `scroll to 25` (or `to 2:5`, section 2 row 5 — the prompt shows the top row the same way) jumps in a single pass like scrollToRow(at:at:.top, animated: false). Inside one pass tablelab first gives cells to the rows that entered, then retires the rows that left — UIKit does not document this order, it is tablelab's model — so a far jump can create a second screenful of cells. Scrolling stops at either end, as UIKit clamps it.",
            detailKo: "`scroll 10`은 현재 속도로 10행 아래로 드래그합니다: 프레임마다 레이아웃 패스가 한 번 돌고, 위로 나간 셀은 재사용 큐에 들어갔다가 아래에서 다른 행으로 돌아옵니다. `scroll -3`은 위로, `scroll 200pt`는 pt 단위로 움직입니다. `scroll to 25`(또는 섹션 2의 5행인 `to 2:5` — 프롬프트도 맨 위 행을 이렇게 보여줍니다)는 scrollToRow(at:at:.top, animated: false)처럼 한 패스에 점프합니다. 한 패스 안에서 tablelab은 먼저 들어온 행에 셀을 주고 그다음 나간 행을 정리합니다 — UIKit 문서에 없는 순서라 tablelab의 모델입니다 — 그래서 멀리 점프하면 셀이 한 화면만큼 더 생길 수 있습니다. UIKit처럼 양 끝에서 멈춥니다.",
            examples: ["scroll 10", "scroll -3", "scroll 200pt", "scroll to 25", "scroll to 2:5"], subwords: ["to"]
        ) { r throws(LabError) in
            let w = try r.word()
            if w.lowercased() == "to" {
                let p = try r.path()
                try r.done()
                return .sim(.scrollTo(p))
            }
            try r.done()
            let lower = w.lowercased()
            if lower.hasSuffix("pt") {
                let v = try ArgumentReader.integer(String(lower.dropLast(2)), in: -100_000_000...100_000_000, command: "scroll", unit: "pt")
                return .sim(.scroll(.points(Double(v))))
            }
            let n = try ArgumentReader.integer(w, in: -TableState.maxDragRows...TableState.maxDragRows, command: "scroll", unit: nil)
            return .sim(.scroll(.rows(n)))
        },
        CommandInfo(
            name: "top", area: .motion, usage: "top", summaryEn: "jump to the top (offset 0)", summaryKo: "맨 위로 점프(offset 0)",
            detailEn: "One layout pass, like setContentOffset(.zero, animated: false).", detailKo: "setContentOffset(.zero, animated: false)처럼 레이아웃 패스 한 번입니다.",
            examples: ["top"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.top) },
        CommandInfo(
            name: "bottom", area: .motion, usage: "bottom", summaryEn: "jump to the bottom", summaryKo: "맨 아래로 점프",
            detailEn: "One layout pass to the largest offset the content allows (contentSize − viewport).",
            detailKo: "콘텐츠가 허락하는 가장 큰 offset(contentSize − 뷰포트)으로 레이아웃 패스 한 번에 갑니다.",
            examples: ["bottom"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.bottom) },
        CommandInfo(
            name: "index", area: .motion, usage: "index TITLE",
            summaryEn: "tap a title on the section index strip", summaryKo: "섹션 인덱스의 제목을 탭",
            detailEn: "The table calls sectionForSectionIndexTitle(title, at:) and scrolls that section's header to the top. Try `data timezones-ko` then `index ㄷ`.",
            detailKo: "테이블이 sectionForSectionIndexTitle(title, at:)을 부르고 그 섹션의 헤더를 맨 위로 스크롤합니다. `data timezones-ko` 다음에 `index ㄷ`을 해 보세요.",
            examples: ["index ㄷ", "index S"], subwords: Hangul.indexTitles
        ) { r throws(LabError) in
            let t = try r.word()
            try r.done()
            return .sim(.tapIndex(Hangul.normalizedForSearch(t)))
        },
    ]

    // MARK: Cells

    static let cells: [CommandInfo] = [
        CommandInfo(
            name: "alpha", area: .cells, usage: "alpha ROW VALUE",
            summaryEn: "set alpha on the cell now showing ROW (non-content state)", summaryKo: "ROW를 보여주는 셀의 alpha 바꾸기(콘텐츠 아닌 상태)",
            detailEn: "This changes the cell object, not the row. Scroll it away and back: whether the fade follows the cell to another row depends on prepareForReuse (`prepare reset|none`).",
            detailKo: "행이 아니라 셀 객체를 바꿉니다. 스크롤해서 보내고 다시 와 보세요: 흐린 상태가 셀을 따라 다른 행으로 가는지는 prepareForReuse(`prepare reset|none`)에 달려 있습니다.",
            examples: ["alpha 3 0.5"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            let v = try r.decimal(in: 0...1)
            try r.done()
            return .sim(.setAlpha(p, v))
        },
        CommandInfo(
            name: "select", area: .cells, usage: "select ROW",
            summaryEn: "mark the cell showing ROW selected", summaryKo: "ROW를 보여주는 셀을 선택 상태로",
            detailEn: "Sets isSelected on the cell object directly, as app code sometimes does; prepareForReuse decides whether it survives reuse.",
            detailKo: "앱 코드가 가끔 하듯 셀 객체의 isSelected를 직접 켭니다. 재사용 뒤에도 남는지는 prepareForReuse가 정합니다.",
            examples: ["select 2"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.select(p))
        },
    ]

    // MARK: Looking

    static let looking: [CommandInfo] = [
        CommandInfo(
            name: "show", area: .looking, usage: "show", summaryEn: "draw the viewport and the reuse queue", summaryKo: "뷰포트와 재사용 큐 그리기",
            detailEn: "One line per visible row: index path, the cell showing it, its identifier and content.",
            detailKo: "보이는 행마다 한 줄: index path, 그 행을 보여주는 셀, identifier와 내용.",
            examples: ["show"], subwords: []
        ) { r throws(LabError) in try r.done(); return .show },
        CommandInfo(
            name: "queue", area: .looking, usage: "queue", summaryEn: "the reuse queue, per identifier", summaryKo: "identifier별 재사용 큐",
            detailEn: "Cells waiting to be handed out by dequeueReusableCell, oldest first.", detailKo: "dequeueReusableCell이 내줄 셀들, 오래된 순서.",
            examples: ["queue"], subwords: []
        ) { r throws(LabError) in try r.done(); return .queue },
        CommandInfo(
            name: "log", area: .looking, usage: "log [full]", summaryEn: "the last command's events (`full`: every event)", summaryKo: "직전 명령의 이벤트(`full`: 모든 이벤트)",
            detailEn: "Events are UIKit's callback names, grouped by frame, with simulated time.",
            detailKo: "이벤트 이름은 UIKit 콜백 이름이며, 프레임별로 시뮬레이션 시간과 함께 묶입니다.",
            examples: ["log", "log full"], subwords: ["full"]
        ) { r throws(LabError) in
            var full = false
            if let w = r.optionalWord() {
                guard w.lowercased() == "full" else { throw .badChoice(command: "log", typed: w, choices: ["full"]) }
                full = true
            }
            try r.done()
            return .log(full: full)
        },
        CommandInfo(
            name: "stats", area: .looking, usage: "stats", summaryEn: "cells created, reuses, callback counts, offset, queue", summaryKo: "만든 셀, 재사용, 콜백 횟수, offset, 큐",
            detailEn: "Counted from the event log since the table was created (or since `reset`).",
            detailKo: "테이블을 만든 뒤(또는 `reset` 뒤)의 이벤트 기록에서 셉니다.",
            examples: ["stats"], subwords: []
        ) { r throws(LabError) in try r.done(); return .stats },
        CommandInfo(
            name: "code", area: .looking, usage: "code",
            summaryEn: "the Swift that behaves like the current setup", summaryKo: "지금 설정처럼 동작하는 Swift 코드",
            detailEn: "A UITableViewController with the data source, registrations, dequeue call, heights, index, prefetching and image loading you have set up — what you would type in Xcode to see the same callbacks.",
            detailKo: "지금 설정한 데이터 소스, 등록, dequeue 호출, 높이, 인덱스, prefetch, 이미지 로딩을 담은 UITableViewController — Xcode에서 같은 콜백을 보려면 쓸 코드입니다.",
            examples: ["code"], subwords: []
        ) { r throws(LabError) in try r.done(); return .code },
        CommandInfo(
            name: "trace", area: .looking, usage: "trace FILE",
            summaryEn: "write every event so far to FILE as JSON Lines", summaryKo: "지금까지의 모든 이벤트를 FILE에 JSON Lines로 저장",
            detailEn: "The same format as `tablelab --trace jsonl` (see the README): one object per event with its name, time, frame, index path, cell and identifier. For slides, notebooks and your own checks.",
            detailKo: "`tablelab --trace jsonl`과 같은 형식입니다(README 참고): 이벤트마다 이름, 시간, 프레임, index path, 셀, identifier를 담은 객체 하나. 슬라이드, 노트북, 직접 확인할 때 쓰세요.",
            examples: ["trace scroll.jsonl"], subwords: []
        ) { r throws(LabError) in
            let path = try r.word()
            try r.done()
            return .trace(path: path)
        },
        CommandInfo(
            name: "timeline", area: .looking, usage: "timeline [N]",
            summaryEn: "swimlanes over simulated time: main thread, workers, network, frames", summaryKo: "시뮬레이션 시간 위의 레인: 메인 스레드, 작업 스레드, 네트워크, 프레임",
            detailEn: "Draws the last command (or the last N) as lanes: what kept the main thread busy, each worker's downloads, the network, and every frame — a hitch marked where a vsync was missed. Idle stretches are compressed.",
            detailKo: "직전 명령(또는 최근 N개)을 레인으로 그립니다: 메인 스레드를 붙잡은 일, 작업 스레드마다의 다운로드, 네트워크, 그리고 모든 프레임 — vsync를 놓친 곳은 히치로 표시합니다. 한가한 구간은 줄여서 보여줍니다.",
            examples: ["timeline", "timeline 2"], subwords: []
        ) { r throws(LabError) in
            let n = r.isEmpty ? 1 : try r.integer(in: 1...50)
            try r.done()
            return .timeline(commands: n)
        },
        CommandInfo(
            name: "cell", area: .looking, usage: "cell N", summaryEn: "one cell's life: created for which row, every row since", summaryKo: "셀 하나의 일생: 어느 행을 위해 만들어져 어떤 행들을 보여줬는지",
            detailEn: "Cells are numbered in creation order: cell#1, cell#2, …",
            detailKo: "셀은 만들어진 순서대로 번호가 붙습니다: cell#1, cell#2, …",
            examples: ["cell 7"], subwords: []
        ) { r throws(LabError) in
            var w = try r.word()
            if w.lowercased().hasPrefix("cell#") { w = String(w.dropFirst(5)) } else if w.hasPrefix("#") { w = String(w.dropFirst()) }
            let n = try ArgumentReader.integer(w, in: 1...Int(Int32.max), command: "cell")
            try r.done()
            return .cell(n)
        },
    ]

    // MARK: Learning

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

    // MARK: Session

    static let meta: [CommandInfo] = [
        CommandInfo(
            name: "help", area: .meta, usage: "help [COMMAND]", summaryEn: "commands by area, or one command in detail", summaryKo: "영역별 명령 목록, 또는 명령 하나 자세히",
            detailEn: "`help scroll` shows usage, what it does and examples.", detailKo: "`help scroll`은 사용법, 하는 일, 예시를 보여줍니다.",
            examples: ["help", "help scroll"], subwords: []
        ) { r throws(LabError) in
            let topic = r.optionalWord()
            try r.done()
            return .help(topic: topic)
        },
        CommandInfo(
            name: "lang", area: .meta, usage: "lang en|ko|both", summaryEn: "language of messages", summaryKo: "메시지 언어",
            detailEn: "The default follows LANG / LC_ALL (ko → Korean). API names are never translated.",
            detailKo: "기본값은 LANG / LC_ALL을 따릅니다(ko → 한국어). API 이름은 번역하지 않습니다.",
            examples: ["lang ko", "lang both"], subwords: Language.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let l = try r.choice(Language.self)
            try r.done()
            return .language(l)
        },
        CommandInfo(
            name: "speed", area: .meta, usage: "speed slow|normal|fast|instant", summaryEn: "how fast animations play (never changes the simulation)", summaryKo: "애니메이션 재생 속도(시뮬레이션은 바뀌지 않음)",
            detailEn: "Only the drawing is paced; the same commands always give the same events.",
            detailKo: "그리는 속도만 바뀝니다. 같은 명령은 언제나 같은 이벤트를 냅니다.",
            examples: ["speed slow"], subwords: PlaybackSpeed.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let s = try r.choice(PlaybackSpeed.self)
            try r.done()
            return .speed(s)
        },
        CommandInfo(
            name: "reset", area: .meta, usage: "reset", summaryEn: "a new default table (100 rows, default settings)", summaryKo: "새 기본 테이블(100행, 기본 설정)",
            detailEn: "Language, speed and history are kept.", detailKo: "언어, 속도, 입력 기록은 그대로입니다.",
            examples: ["reset"], subwords: []
        ) { r throws(LabError) in try r.done(); return .reset },
        CommandInfo(
            name: "quit", area: .meta, usage: "quit", summaryEn: "leave tablelab (Ctrl-D too)", summaryKo: "tablelab 끝내기(Ctrl-D도 됨)",
            detailEn: "History is saved.", detailKo: "입력 기록은 저장됩니다.",
            examples: ["quit"], subwords: []
        ) { r throws(LabError) in try r.done(); return .quit },
    ]
}
