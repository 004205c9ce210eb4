import TableSim
import TableRender
import TableText

/// The session itself.
extension CommandCatalog {
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
            return .language(try r.lastChoice(Language.self))
        },
        CommandInfo(
            name: "speed", area: .meta, usage: "speed slow|normal|fast|instant", summaryEn: "how fast animations play (never changes the simulation)", summaryKo: "애니메이션 재생 속도(시뮬레이션은 바뀌지 않음)",
            detailEn: "Only the drawing is paced; the same commands always give the same events. Each frame stays on screen for the vsyncs until the next one was drawn — a frame the main thread made late holds the picture as long as the stall, up to 3 s at normal speed (slow: 120 ms a frame, normal: 40, fast: 12) — so jank is felt, not only counted. On a short terminal the viewport summarises its middle rows so the queue and the prompt still fit.",
            detailKo: "그리는 속도만 바뀝니다. 같은 명령은 언제나 같은 이벤트를 냅니다. 프레임마다 다음 프레임이 그려질 때까지의 vsync 수만큼 화면에 머뭅니다 — 메인 스레드 때문에 늦은 프레임 앞에서는 멈춘 시간만큼 그림이 멈춰 있고, normal 속도에서 최대 3초입니다(slow: 프레임당 120ms, normal: 40, fast: 12). 그래서 끊김이 숫자만이 아니라 눈으로 느껴집니다. 터미널이 낮으면 뷰포트가 가운데 행들을 한 줄로 줄여 큐와 프롬프트가 함께 보입니다.",
            examples: ["speed slow"], subwords: PlaybackSpeed.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .speed(try r.lastChoice(PlaybackSpeed.self))
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
