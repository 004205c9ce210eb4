import TableSim
import TableRender

/// How the table is set up: the properties and methods the app provides.
extension CommandCatalog {
    static let setup: [CommandInfo] = [
        CommandInfo(
            name: "viewport", area: .setup, usage: "viewport PT",
            summaryEn: "the visible height in points (667 = iPhone SE)", summaryKo: "보이는 높이(pt). 667 = iPhone SE",
            detailEn: "A taller viewport shows more rows at once, so the table owns more cells. Default 667 pt.",
            detailKo: "뷰포트가 높을수록 한 번에 더 많은 행이 보이고, 테이블이 가진 셀도 늘어납니다. 기본값 667pt.",
            examples: ["viewport 667", "viewport 896"], subwords: ["667", "896"]
        ) { r throws(LabError) in
            return .sim(.viewport(Double(try r.lastInteger(in: 44...10_000, unit: "pt"))))
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
            detailEn: "Plain section headers stick to the top while their section scrolls; grouped ones scroll away, and grouped tables show no index strip. The style is fixed when a table is created, so the app makes a new table: its old cells are released, the new one starts at the top with an empty queue. tablelab keeps plain style's spacing in grouped style (no extra space between sections: a model).",
            detailKo: "plain에서는 섹션 헤더가 그 섹션이 스크롤되는 동안 위에 붙어 있고, grouped에서는 함께 스크롤되어 사라지며 인덱스도 없습니다. 스타일은 테이블을 만들 때 정해지므로 앱이 테이블을 새로 만듭니다: 이전 셀은 해제되고, 새 테이블은 빈 큐로 맨 위에서 시작합니다. tablelab은 grouped에서도 plain의 간격을 그대로 씁니다(섹션 사이 여백 없음: 모델).",
            examples: ["style grouped"], subwords: TableStyle.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.style(try r.lastChoice(TableStyle.self)))
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
            return .sim(.dequeue(try r.lastChoice(DequeueVariant.self)))
        },
        CommandInfo(
            name: "prepare", area: .setup, usage: "prepare reset|none",
            summaryEn: "does the cell's prepareForReuse reset alpha?", summaryKo: "셀의 prepareForReuse에서 alpha 값을 되돌리는지",
            detailEn: "Apple: prepareForReuse should reset only non-content state (alpha, editing, selection); cellForRowAt sets all content. With `prepare none`, a cell whose alpha you changed (`alpha 3 0.5`) shows up faded on another row. Selection is not at risk either way: the table keeps it by index path and sets isSelected on every cell it displays (`select`).",
            detailKo: "Apple 문서: prepareForReuse에서는 콘텐츠가 아닌 상태(alpha, 편집, 선택)만 되돌리고, 콘텐츠는 cellForRowAt에서 모두 설정합니다. `prepare none`이면 alpha를 바꾼 셀(`alpha 3 0.5`)이 다른 행에서도 흐리게 나옵니다. 선택 상태는 어느 쪽이든 괜찮습니다: 테이블이 인덱스 경로로 기억하고 셀을 보여줄 때마다 isSelected 값을 설정합니다(`select`).",
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
            name: "velocity", area: .setup, usage: "velocity PT/S",
            summaryEn: "finger speed while dragging, points per second (default 1,800)", summaryKo: "드래그하는 손가락 속도, 초당 pt(기본 1,800)",
            detailEn: "A drag is one layout pass per frame, and the finger moves the same number of points per second at any refresh rate. At the default 1,800 pt/s a 60-Hz frame moves 30 pt, so `scroll 10` (440 pt) takes 15 frames, 0.25 s; at `hz 120` the same drag is 30 passes of 15 pt in the same 0.25 s. Faster drags move more rows per pass. `velocity 24000` (400 pt per 60-Hz frame) is a fling.",
            detailKo: "드래그는 프레임마다 레이아웃 패스 한 번이고, 손가락은 주사율과 상관없이 초당 같은 pt만큼 움직입니다. 기본값 1,800pt/s에서는 60Hz 프레임마다 30pt라서 `scroll 10`(440pt)이 15프레임, 0.25초 걸립니다. `hz 120`에서는 같은 드래그가 15pt씩 30번의 패스로 똑같이 0.25초 걸립니다. 빠를수록 한 패스에 더 많은 행이 움직입니다. `velocity 24000`(60Hz 프레임마다 400pt)은 세게 튕기는 속도입니다.",
            examples: ["velocity 1800", "velocity 24000"], subwords: ["1800", "24000"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            let number = w.lowercased().hasSuffix("pt/s") ? String(w.dropLast(4)) : w
            return .sim(.velocity(Double(try ArgumentReader.integer(number, in: 60...300_000, command: "velocity", unit: "pt/s"))))
        },
        CommandInfo(
            name: "jamo", area: .setup, usage: "jamo raw|mapped",
            summaryEn: "Korean index: raw U+1100 initials (the bug) or mapped to ㄱ U+3131",
            summaryKo: "한글 인덱스: 계산한 U+1100 초성 그대로(버그) 또는 ㄱ U+3131로 변환",
            detailEn: "An initial computed from a syllable is a choseong jamo (U+1100 ᄀ); an index typed by hand uses compatibility jamo (U+3131 ㄱ). They look alike and compare unequal: with `jamo raw` every section of `data timezones-ko` comes back empty.",
            detailKo: "음절에서 계산한 초성은 초성 자모(U+1100 ᄀ)이고, 손으로 쓴 인덱스는 호환용 자모(U+3131 ㄱ)입니다. 생김새는 같지만 같지 않다고 비교됩니다: `jamo raw`에서는 `data timezones-ko`의 모든 섹션이 비어 나옵니다.",
            examples: ["jamo raw", "jamo mapped"], subwords: JamoMode.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.jamo(try r.lastChoice(JamoMode.self)))
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
}
