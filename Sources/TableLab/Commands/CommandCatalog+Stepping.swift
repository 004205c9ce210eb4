import TableSim
import TableRender
import TableText

/// Stepping through a command, going back and forward, asking why, comparing runs, saving sessions.
extension CommandCatalog {
    static let stepping: [CommandInfo] = [
        CommandInfo(
            name: "step", area: .stepping, usage: "step COMMAND | step [N] | step until EVENT|frame N|cell N",
            summaryEn: "run a command one callback at a time", summaryKo: "명령을 콜백 하나씩 실행",
            detailEn: "`step scroll 1` runs the command, then shows its events one at a time: the call being made (UITableView → cellForRowAt → dequeueReusableCell → reuse queue → prepareForReuse or a new cell → willDisplay), what it changed, and the viewport and the reuse queue at that instant. `step` or `step 5` goes on; `step until prepareForReuse`, `step until frame 12` or `step until cell 7` jumps to the next such event; `back` goes one event back; `continue` shows the rest at once. Any other command ends the stepping.",
            detailKo: "`step scroll 1`은 명령을 실행한 뒤 이벤트를 하나씩 보여줍니다: 불리는 호출(UITableView → cellForRowAt → dequeueReusableCell → 재사용 큐 → prepareForReuse 또는 새 셀 → willDisplay), 그것이 바꾼 것, 그 순간의 뷰포트와 재사용 큐. `step`이나 `step 5`로 나아가고, `step until prepareForReuse`, `step until frame 12`, `step until cell 7`로 다음 해당 이벤트까지 건너뜁니다. `back`은 이벤트 하나 뒤로, `continue`는 나머지를 한 번에 보여줍니다. 다른 명령을 입력하면 한 단계씩 보기가 끝납니다.",
            examples: ["step scroll 1", "step", "step 5", "step until prepareForReuse", "step until frame 12", "step until cell 7", "continue"],
            subwords: ["until", "scroll", "rows", "reload", "top", "bottom"]
        ) { r throws(LabError) in
            guard let first = r.optionalWord() else { return .step(.advance(1)) }
            if let n = Int(first) {
                guard n >= 1 && n <= 1_000_000 else {
                    throw .badNumber(command: "step", typed: first, range: 1...1_000_000, unit: nil)
                }
                try r.done()
                return .step(.advance(n))
            }
            if first.lowercased() == "until" {
                let what = try r.word()
                switch what.lowercased() {
                case "frame": let n = try r.lastInteger(in: 0...100_000_000); return .step(.until(.frame(n)))
                case "cell": let n = try r.lastInteger(in: 1...100_000_000); return .step(.until(.cell(n)))
                default:
                    guard let kind = Event.Kind.allCases.first(where: { $0.rawValue.lowercased() == what.lowercased() }) else {
                        throw .badChoice(command: "step until", typed: what,
                                         choices: ["frame N", "cell N"] + Event.Kind.allCases.map(\.rawValue))
                    }
                    try r.done()
                    return .step(.until(.kind(kind)))
                }
            }
            var words = [first]
            while let w = r.optionalWord() { words.append(w) }
            let line = words.joined(separator: " ")
            switch try CommandParser.parse(line) {
            case .sim?, .sims?, .stopped?: return .step(.run(line: line))
            default: throw .stepNeedsTableCommand(line)
            }
        },
        CommandInfo(
            name: "continue", area: .stepping, usage: "continue",
            summaryEn: "finish the command being stepped through", summaryKo: "한 단계씩 보던 명령을 끝까지",
            detailEn: "Shows the rest of the command's events, the viewport and the queue, as if it had run at once.",
            detailKo: "명령의 남은 이벤트와 뷰포트, 큐를 한 번에 실행한 것처럼 보여줍니다.",
            examples: ["continue"], subwords: []
        ) { r throws(LabError) in try r.done(); return .continueStepping },
        CommandInfo(
            name: "back", area: .stepping, usage: "back",
            summaryEn: "go back one command (one event while stepping)", summaryKo: "명령 하나 뒤로(한 단계씩 보는 중에는 이벤트 하나)",
            detailEn: "Restores the table exactly as it was before the last command: the screen, the queue, the statistics, the clock and the settings. `forward` goes the other way. Typing a new command after `back` drops the commands ahead (tablelab says which). Language and playback speed are not part of it.",
            detailKo: "마지막 명령 전의 테이블을 그대로 되살립니다: 화면, 큐, 통계, 시계, 설정까지. `forward`는 반대 방향입니다. `back` 뒤에 새 명령을 입력하면 앞에 있던 명령들은 버려집니다(어느 것인지 알려줍니다). 언어와 재생 속도는 해당하지 않습니다.",
            examples: ["back", "forward"], subwords: []
        ) { r throws(LabError) in try r.done(); return .back },
        CommandInfo(
            name: "forward", area: .stepping, usage: "forward",
            summaryEn: "redo the command `back` went past", summaryKo: "`back`으로 지나온 명령을 다시",
            detailEn: "Restores the state after the next command, exactly as it was.",
            detailKo: "다음 명령 뒤의 상태를 그대로 되살립니다.",
            examples: ["forward"], subwords: []
        ) { r throws(LabError) in try r.done(); return .forward },
        CommandInfo(
            name: "history", area: .stepping, usage: "history",
            summaryEn: "the numbered points of the session (for `diff N M`)", summaryKo: "세션의 번호 붙은 지점들(`diff N M`에 씀)",
            detailEn: "Point 0 is the start; point N is after the N-th command that changed the table. The marker shows where `back` and `forward` have taken you.",
            detailKo: "0번은 시작, N번은 테이블을 바꾼 N번째 명령 뒤입니다. 표시는 `back`과 `forward`로 지금 어디에 있는지 보여줍니다.",
            examples: ["history"], subwords: []
        ) { r throws(LabError) in try r.done(); return .history },
        CommandInfo(
            name: "why", area: .stepping, usage: "why cell N | why row R | why new cell",
            summaryEn: "why a cell or row is what it is, from the events' causes", summaryKo: "셀이나 행이 왜 그런지, 이벤트의 원인을 따라",
            detailEn: "`why cell 7` tells the cell's life: the row it was created for and why no queued cell was reused, each time it left the screen and which row it came back as, and with images which download started for which row and which row the cell showed when it arrived. `why row 25` tells how that row got its cell and its image. `why new cell` (or `why not reused`) explains the last new cell: the queue was empty, held only another identifier, or the row entered before another left in the same pass — tablelab's model of the order inside a pass.",
            detailKo: "`why cell 7`은 셀의 일생을 들려줍니다: 어느 행을 위해 만들어졌고 왜 큐의 셀을 재사용하지 않았는지, 화면을 떠날 때마다 어느 행으로 돌아왔는지, 이미지가 있으면 어느 행의 다운로드가 시작되었고 도착했을 때 셀이 어느 행을 보여주고 있었는지. `why row 25`는 그 행이 셀과 이미지를 어떻게 얻었는지 알려줍니다. `why new cell`(또는 `why not reused`)은 마지막 새 셀을 설명합니다: 큐가 비어 있었거나, 다른 식별자의 셀만 있었거나, 한 패스 안에서 다른 행이 떠나기 전에 이 행이 들어왔기 때문입니다 — 패스 안의 순서는 tablelab의 모델입니다.",
            examples: ["why cell 1", "why row 25", "why new cell", "why not reused"], subwords: ["cell", "row", "new", "not"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            switch w {
            case "cell":
                guard let next = r.peek else {
                    throw .missingArgument(command: "why cell", usage: "why cell N | why new cell")
                }
                guard Int(next) != nil else {
                    throw .badNumber(command: "why cell", typed: next, range: 1...100_000_000, unit: nil)
                }
                let n = try r.lastInteger(in: 1...100_000_000)
                return .why(.cell(n))
            case "row":
                let p = try r.path()
                try r.done()
                return .why(.row(p))
            case "new", "not":
                let rest = try r.word().lowercased()
                guard (w == "new" && rest == "cell") || (w == "not" && rest == "reused") else {
                    throw .badChoice(command: "why", typed: "\(w) \(rest)", choices: ["cell N", "row R", "new cell", "not reused"])
                }
                try r.done()
                return .why(.newCell)
            default:
                throw .badChoice(command: "why", typed: w, choices: ["cell N", "row R", "new cell", "not reused"])
            }
        },
        CommandInfo(
            name: "diff", area: .stepping, usage: "diff | diff N M",
            summaryEn: "what the last command changed, or what changed between two points", summaryKo: "마지막 명령이 바꾼 것, 또는 두 지점 사이에 바뀐 것",
            detailEn: "Compares the table before and after: which cells moved between rows and the reuse queue, the counters, the offset and the settings (− before, + after). `diff 0 5` compares the start with point 5 (`history` lists the points).",
            detailKo: "전과 후의 테이블을 비교합니다: 행과 재사용 큐 사이를 옮겨 다닌 셀, 카운터, 오프셋, 설정(− 전, + 후). `diff 0 5`는 시작과 5번 지점을 비교합니다(`history`가 지점을 보여줍니다).",
            examples: ["diff", "diff 0 3"], subwords: []
        ) { r throws(LabError) in
            guard let a = r.optionalWord() else { return .diff(from: nil, to: nil) }
            let from = try ArgumentReader.integer(a, in: 0...1_000_000, command: "diff", unit: nil)
            let to = try r.lastInteger(in: 0...1_000_000)
            return .diff(from: from, to: to)
        },
        CommandInfo(
            name: "replay", area: .stepping, usage: "replay --fix NAME | replay --load STRATEGY",
            summaryEn: "the same commands again with one fix or strategy, side by side", summaryKo: "같은 명령을 수정 하나나 전략 하나만 바꿔 다시, 나란히",
            detailEn: "Re-runs the commands since the last data change (`data`, `rows`, `load` …) on the identical schedule — the same network times, since each download's latency is drawn from the seed and its row — with that fix switched on (or that loading strategy), then shows both outcomes side by side (wrong images, hitches, hangs, downloads, cells created) and the first event where the runs part (frame, row, cell). Your session is not changed.",
            detailKo: "마지막 데이터 변경(`data`, `rows`, `load` …) 이후의 명령을 똑같은 일정으로 — 다운로드마다 지연이 시드와 행으로 정해지므로 네트워크 시간도 같습니다 — 그 수정(또는 로딩 전략)만 켜고 다시 실행한 뒤, 두 결과를 나란히 보여주고(잘못된 이미지, 끊김, 멈춤, 다운로드, 만든 셀) 두 실행이 처음 갈라지는 이벤트(프레임, 행, 셀)를 알려줍니다. 세션은 바뀌지 않습니다.",
            examples: ["replay --fix identity-check", "replay --fix cancel-on-reuse", "replay --load background"],
            subwords: ["--fix", "--load"]
        ) { r throws(LabError) in
            let flag = try r.word().lowercased()
            switch flag {
            case "--fix", "fix": return .replay(.fix(try r.lastChoice(ImageFix.self), true))
            case "--load", "load": return .replay(.loading(try r.lastChoice(LoadStrategy.self)))
            default: throw .badChoice(command: "replay", typed: flag, choices: ["--fix NAME", "--load STRATEGY"])
            }
        },
        CommandInfo(
            name: "save", area: .stepping, usage: "save FILE [--force]",
            summaryEn: "write the session as a command list (a valid --script)", summaryKo: "세션을 명령 목록으로 저장(그대로 --script로 쓸 수 있음)",
            detailEn: "Writes the commands that made the table as it is now, one per line, with a comment header: `open FILE` (or `tablelab --script FILE --then-interactive`) gives the same state, so a teacher can hand out an exact situation and a learner can send an exact bug report. An existing file that is not a tablelab session is never overwritten unless you add `--force`.",
            detailKo: "지금의 테이블을 만든 명령을 한 줄에 하나씩, 주석 머리말과 함께 저장합니다. `open FILE`(또는 `tablelab --script FILE --then-interactive`)로 같은 상태가 됩니다. 그래서 선생님은 정확한 상황을 나눠 줄 수 있고, 배우는 사람은 정확한 버그 보고를 보낼 수 있습니다. tablelab 세션이 아닌 기존 파일은 `--force`를 붙이지 않으면 덮어쓰지 않습니다.",
            examples: ["save scene.txt", "save ~/bug.txt --force"], subwords: ["--force"]
        ) { r throws(LabError) in
            let path = try r.word()
            var force = false
            if let w = r.optionalWord() {
                guard w == "--force" else { throw .tooManyArguments(command: "save", extra: w, usage: "save FILE [--force]") }
                force = true
            }
            try r.done()
            return .save(path: path, force: force)
        },
        CommandInfo(
            name: "open", area: .stepping, usage: "open FILE",
            summaryEn: "start again from a saved session (or any script)", summaryKo: "저장한 세션(또는 스크립트)에서 다시 시작",
            detailEn: "Runs the file's commands on a new table. If a line fails, nothing changes and the error names the line.",
            detailKo: "파일의 명령을 새 테이블에서 실행합니다. 어느 줄이 실패하면 아무것도 바뀌지 않고, 오류가 그 줄을 알려줍니다.",
            examples: ["open scene.txt"], subwords: []
        ) { r throws(LabError) in
            let path = try r.word()
            try r.done()
            return .open(path: path)
        },
    ]
}
