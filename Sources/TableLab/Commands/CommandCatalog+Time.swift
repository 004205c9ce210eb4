import TableSim
import TableRender

/// Simulated time, threads and image loading.
extension CommandCatalog {
    static let time: [CommandInfo] = [
        CommandInfo(
            name: "load", area: .time, usage: "load sync|preload|cached|main-async|background|task|await",
            summaryEn: "how the rows' images are loaded (try `data movies` first)", summaryKo: "행 이미지를 불러오는 방법(먼저 `data movies`)",
            detailEn: "The default is sync, the first version most books show. sync: Data(contentsOf:) inside cellForRowAt on the main thread — every new row blocks scrolling. preload: download every image before the first screen — launch waits, memory holds all. cached: download on first display, keep it on the row's model — scrolling back is free. main-async: the book's DispatchQueue.main.async { Data(contentsOf:) } — cellForRowAt returns at once, but the download still runs on the main thread a moment later, so frames still drop. background: download on a global queue and assign on the main queue, with an image cache — the main thread stays free, and reused cells can receive another row's image (see `fix`). task: Task { Data(contentsOf:) … } in the view controller — the Task inherits the main actor, so like main-async the download runs on the main thread a moment later and frames drop. await: Task { let (data, _) = try await URLSession.shared.data(from: url) … } — the task suspends at await, the main thread stays free during the download, and the code after await resumes on the main actor; the cell may show another row by then, so the stale image is still there (fix identity-check, or cancel-on-reuse: keep the Task and cancel it in prepareForReuse). Each `load` starts with an empty cache, so running it again repeats an experiment on the same schedule.",
            detailKo: "기본값은 대부분의 책이 처음 보여주는 sync입니다. sync: cellForRowAt 안에서 메인 스레드로 Data(contentsOf:) — 새 행마다 스크롤이 멈춥니다. preload: 첫 화면 전에 모든 이미지를 받음 — 시작이 늦고 메모리에 전부 남습니다. cached: 처음 보일 때 받아 행의 모델에 보관 — 다시 스크롤하면 공짜입니다. main-async: 책의 DispatchQueue.main.async { Data(contentsOf:) } — cellForRowAt은 바로 돌아오지만 다운로드는 잠시 뒤 여전히 메인 스레드에서 돌아 프레임이 떨어집니다. background: 글로벌 큐에서 받고 메인 큐에서 넣기, 이미지 캐시 포함 — 메인 스레드는 한가하지만 재사용된 셀에 다른 행의 이미지가 들어갈 수 있습니다(`fix` 참고). task: 뷰 컨트롤러 안의 Task { Data(contentsOf:) … } — 이 Task 작업은 메인 액터를 물려받으므로 main-async처럼 다운로드가 잠시 뒤 메인 스레드에서 돌아 프레임이 떨어집니다. await: Task { let (data, _) = try await URLSession.shared.data(from: url) … } — 작업이 await에서 일시 중단되어 다운로드 동안 메인 스레드는 자유롭고, await 뒤의 코드는 메인 액터에서 재개됩니다. 그때쯤 셀이 다른 행을 보여 줄 수 있어 잘못된 이미지 버그는 그대로입니다(fix identity-check, 또는 cancel-on-reuse: Task 객체를 보관했다가 prepareForReuse에서 취소). `load`는 매번 빈 캐시로 시작하므로, 다시 실행하면 같은 일정으로 실험을 되풀이할 수 있습니다.",
            examples: ["load sync", "load main-async", "load background", "load task", "load await"], subwords: LoadStrategy.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.load(try r.lastChoice(LoadStrategy.self)))
        },
        CommandInfo(
            name: "cache", area: .time, usage: "cache clear",
            summaryEn: "empty the image cache: start an experiment as a first run", summaryKo: "이미지 캐시 비우기: 실험을 처음처럼 시작",
            detailEn: "cached, preload and background keep every downloaded image (on the row's model): the second time a row is shown it is not downloaded, so a fast scroll that showed wrong images the first time shows none the second time. `cache clear` drops every kept image (like setting movie.image = nil for every movie), so the next scroll downloads again, with the same network times as the first run: a fair A/B of two fixes. Images already in cells stay. `load` also starts with an empty cache, and reloads the table.",
            detailKo: "cached, preload, background는 받은 이미지를 모두 (행의 모델에) 보관합니다: 한 번 보인 행은 다시 받지 않으므로, 처음에 빠른 스크롤에서 잘못된 이미지가 보였어도 두 번째에는 보이지 않습니다. `cache clear` 명령은 보관한 이미지를 모두 버려서(모든 movie.image 값을 nil로 하는 것과 같음), 다음 스크롤이 처음과 같은 네트워크 시간으로 다시 다운로드하게 합니다: 두 해결책을 공정하게 비교할 수 있습니다. 셀에 이미 들어간 이미지는 그대로입니다. `load` 명령도 빈 캐시로 시작하며, 테이블을 다시 불러옵니다.",
            examples: ["cache clear"], subwords: ["clear"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            try r.done()
            guard w == "clear" else { throw .badChoice(command: "cache", typed: w, choices: ["clear"]) }
            return .sim(.clearImageCache)
        },
        CommandInfo(
            name: "fix", area: .time, usage: "fix placeholder|identity-check|cancel-on-reuse on|off",
            summaryEn: "switch a fix for the stale-image bug", summaryKo: "잘못된 이미지 버그의 해결책 켜고 끄기",
            detailEn: "All three are off by default. placeholder: cellForRowAt sets a placeholder image before the load starts (content belongs in cellForRowAt). identity-check: when a download finishes, assign only if the cell still shows that row. cancel-on-reuse: prepareForReuse cancels the cell's pending load. Compare them on the same schedule: `load background`, `latency 1500ms`, `velocity 24000`, `scroll 20`, `wait 3s` — then switch a fix on, run `cache clear` (the second run must not find the images in the cache) and `top`, and repeat.",
            detailKo: "셋 다 기본값은 꺼짐입니다. placeholder: 로딩을 시작하기 전에 cellForRowAt에서 플레이스홀더 이미지를 넣음(콘텐츠는 cellForRowAt에서 설정). identity-check: 다운로드가 끝났을 때 셀이 아직 그 행을 보여줄 때만 넣음. cancel-on-reuse: prepareForReuse에서 셀의 대기 중인 로딩을 취소. 같은 일정으로 비교해 보세요: `load background`, `latency 1500ms`, `velocity 24000`, `scroll 20`, `wait 3s` — 그다음 해결책을 켜고 `cache clear`(두 번째 실행이 캐시에서 이미지를 찾지 않도록)와 `top` 명령을 실행한 뒤 되풀이하세요.",
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
            return .sim(.workers(try r.lastInteger(in: 1...512)))
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
            detailEn: "At 120 Hz every frame has half the time: the same main-thread work misses more vsyncs. The finger keeps its speed (`velocity`, points per second): the same drag runs twice as many layout passes, each moving half as far, in the same time.",
            detailKo: "120Hz에서는 프레임마다 시간이 절반입니다: 같은 메인 스레드 작업이 vsync를 더 많이 놓칩니다. 손가락 속도(`velocity`, 초당 pt)는 그대로라서, 같은 드래그가 같은 시간 동안 절반 거리씩 두 배 많은 레이아웃 패스로 나뉩니다.",
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
}
