import TableSim
import TableRender

/// Looking at the table without changing it.
extension CommandCatalog {
    static let looking: [CommandInfo] = [
        CommandInfo(
            name: "show", area: .looking, usage: "show", summaryEn: "draw the viewport and the reuse queue", summaryKo: "뷰포트와 재사용 큐 그리기",
            detailEn: "One line per visible row: index path, the cell showing it, its identifier and content.",
            detailKo: "보이는 행마다 한 줄: index path, 그 행을 보여주는 셀, identifier와 내용.",
            examples: ["show"], subwords: []
        ) { r throws(LabError) in try r.done(); return .show },
        CommandInfo(
            name: "queue", area: .looking, usage: "queue", summaryEn: "the reuse queue, per identifier", summaryKo: "identifier별 재사용 큐",
            detailEn: "Cells waiting to be handed out by dequeueReusableCell, in the order they were queued. Which waiting cell a dequeue hands out is not documented by UIKit: tablelab hands out the one queued first (first in, first out). That is a model, and it decides which row inherits a cell's leftover state (a faded alpha, a checkmark).",
            detailKo: "dequeueReusableCell이 내줄 셀들을 큐에 들어간 순서대로 보여 줍니다. 여러 셀이 기다릴 때 dequeue가 어느 셀을 내주는지는 UIKit 문서에 없습니다: tablelab은 먼저 들어간 셀을 먼저 내줍니다(선입선출). 이것은 모델이며, 셀에 남은 상태(흐린 alpha 값, 체크 표시)를 어느 행이 물려받을지를 정합니다.",
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
            name: "stats", area: .looking, usage: "stats [last [N]]", summaryEn: "cells created, reuses, callback counts, frames, hitches and hangs, offset, queue", summaryKo: "만든 셀, 재사용, 콜백 횟수, 프레임, 끊김과 멈춤, offset, 큐",
            detailEn: "Counted from the event log since the table was created (or since `reset`). `stats last` counts only the last command, `stats last 3` the last three — to compare one experiment with another (say `load sync` then `scroll 10` against `load background` then `scroll 10`). Hitches and the hitch time ratio count the frames of drags only (Apple's ratio is about scrolling); a main thread stuck over 250 ms anywhere — a launch under sync, a preload, a reload — is a hang, counted apart with the longest one.",
            detailKo: "테이블을 만든 뒤(또는 `reset` 뒤)의 이벤트 기록에서 셉니다. `stats last`는 마지막 명령만, `stats last 3`은 마지막 세 명령만 셉니다 — 실험끼리 비교할 때 쓰세요(예: `load sync` 후 `scroll 10`과 `load background` 후 `scroll 10`). 끊김과 끊김 시간 비율은 드래그의 프레임만 셉니다(Apple의 비율은 스크롤에 관한 것입니다). 어디서든 메인 스레드가 250ms 넘게 붙잡히면 — sync 로딩으로 시작할 때, 미리 받을 때, 다시 불러올 때 — 멈춤(hang)으로 따로 세고 가장 긴 것도 보여 줍니다.",
            examples: ["stats", "stats last", "stats last 2"], subwords: ["last"]
        ) { r throws(LabError) in
            guard let w = r.optionalWord() else { return .stats(lastCommands: nil) }
            guard w.lowercased() == "last" else { throw .badChoice(command: "stats", typed: w, choices: ["last", "last 3"]) }
            let n = r.isEmpty ? 1 : try r.integer(in: 1...10_000)
            try r.done()
            return .stats(lastCommands: n)
        },
        CommandInfo(
            name: "code", area: .looking, usage: "code",
            summaryEn: "the Swift that behaves like the current setup", summaryKo: "지금 설정처럼 동작하는 Swift 코드",
            detailEn: "A UITableViewController with the data source, registrations, dequeue call, heights, index, prefetching and image loading you have set up — what you would type in Xcode to see the same callbacks.",
            detailKo: "지금 설정한 데이터 소스, 등록, dequeue 호출, 높이, 인덱스, prefetch, 이미지 로딩을 담은 UITableViewController — Xcode에서 같은 콜백을 보려면 쓸 코드입니다.",
            examples: ["code"], subwords: []
        ) { r throws(LabError) in try r.done(); return .code },
        CommandInfo(
            name: "trace", area: .looking, usage: "trace FILE [--force]",
            summaryEn: "write every event so far to FILE as JSON Lines", summaryKo: "지금까지의 모든 이벤트를 FILE에 JSON Lines로 저장",
            detailEn: "The same format as `tablelab --trace jsonl` (see the README): one object per event with its name, time, frame, index path, cell and identifier. For slides, notebooks and your own checks. An earlier trace is replaced; any other existing file is kept unless you add `--force`. `~/` means your home folder.",
            detailKo: "`tablelab --trace jsonl`과 같은 형식입니다(README 참고): 이벤트마다 이름, 시간, 프레임, index path, 셀, identifier를 담은 객체 하나. 슬라이드, 노트북, 직접 확인할 때 쓰세요. 예전 trace 파일은 새로 덮어쓰고, 그 밖의 파일은 그대로 둡니다(그래도 덮어쓰려면 끝에 `--force` 추가). 경로 맨 앞의 `~/` 표시는 홈 폴더를 뜻합니다.",
            examples: ["trace scroll.jsonl", "trace notes.txt --force"], subwords: []
        ) { r throws(LabError) in
            let path = try r.word()
            let force = r.peek == "--force"
            if force { _ = r.optionalWord() }
            try r.done()
            return .trace(path: path, force: force)
        },
        CommandInfo(
            name: "timeline", area: .looking, usage: "timeline [N]",
            summaryEn: "swimlanes over simulated time: main thread, workers, network, frames", summaryKo: "시뮬레이션 시간 위의 레인: 메인 스레드, 작업 스레드, 네트워크, 프레임",
            detailEn: "Draws the last command (or the last N) as lanes: what kept the main thread busy, each worker's downloads, the network, and every frame — a hitch marked where a vsync was missed. Idle stretches are compressed.",
            detailKo: "직전 명령(또는 최근 N개)을 레인으로 그립니다: 메인 스레드를 붙잡은 일, 작업 스레드마다의 다운로드, 네트워크, 그리고 모든 프레임 — vsync를 놓친 곳은 끊김으로 표시합니다. 한가한 구간은 줄여서 보여줍니다.",
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
        CommandInfo(
            name: "cellforrow", area: .looking, usage: "cellforrow ROW",
            summaryEn: "ask the table for a row's cell: tableView.cellForRow(at:) — a visible cell or nil",
            summaryKo: "테이블에 행의 셀을 묻기: tableView.cellForRow(at:) — 보이는 셀 또는 nil",
            detailEn: "The table's own method, not the data source's tableView(_:cellForRowAt:): it returns the cell on screen for that row, or nil when the row is not visible, and it never creates a cell or calls the data source.",
            detailKo: "데이터 소스의 tableView(_:cellForRowAt:)가 아니라 테이블 자신의 메서드입니다. 그 행이 화면에 있으면 보이는 셀을, 없으면 nil을 돌려주며, 셀을 만들거나 데이터 소스를 부르는 일은 없습니다.",
            examples: ["cellforrow 5", "cellforrow 40", "cellforrow 2:3"], subwords: []
        ) { r throws(LabError) in
            let path = try r.path()
            try r.done()
            return .cellForRow(path)
        },
    ]
}
