import TableSim
import TableRender

/// The guided lessons.
extension CommandCatalog {
    static let lessonCommands: [CommandInfo] = [
        CommandInfo(
            name: "lessons", area: .learning, usage: "lessons", summaryEn: "the guided lessons, with ✓ done, ◐ started, · not yet, and your prediction scores",
            summaryKo: "안내 레슨 목록: ✓ 끝냄, ◐ 하는 중, · 아직, 그리고 예측 점수",
            detailEn: "Each lesson walks through one idea: you predict, the table runs, you compare. Progress is saved between sessions.",
            detailKo: "레슨마다 한 가지를 다룹니다. 먼저 예측하고, 테이블이 실행하고, 둘을 비교합니다. 진행 상황은 세션이 끝나도 남습니다.",
            examples: ["lessons"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.list) },
        CommandInfo(
            name: "lesson", area: .learning, usage: "lesson [N]", summaryEn: "start lesson N, or come back to the step you left",
            summaryKo: "N번 레슨 시작, 또는 떠났던 단계로 돌아오기",
            detailEn: "Any command that changes the table (`scroll 5`, `rows 10`) leaves the lesson for free play; `lesson` alone, or `lesson N` again, comes back to the same step with the lesson's table.",
            detailKo: "테이블을 바꾸는 명령(`scroll 5`, `rows 10`)을 입력하면 레슨을 잠시 떠나 자유롭게 해 볼 수 있습니다. `lesson`만 입력하거나 `lesson N`을 다시 입력하면 레슨의 테이블과 함께 같은 단계로 돌아옵니다.",
            examples: ["lesson 1", "lesson"], subwords: []
        ) { r throws(LabError) in
            let n: Int? = r.isEmpty ? nil : try r.lastInteger(in: 1...99)
            return .lesson(.open(n))
        },
        CommandInfo(
            name: "next", area: .learning, usage: "next", summaryEn: "the lesson's next step", summaryKo: "레슨의 다음 단계",
            detailEn: "A step that asks a prediction or a command waits for it first (`answer`, `hint`, `solution`).",
            detailKo: "예측이나 명령을 기다리는 단계는 그것부터 해야 넘어갑니다(`answer`, `hint`, `solution`).",
            examples: ["next"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.next) },
        CommandInfo(
            name: "prev", area: .learning, usage: "prev", summaryEn: "the lesson's previous step, with its table", summaryKo: "레슨의 이전 단계(그때의 테이블과 함께)",
            detailEn: "The table goes back to how it was at the start of that step.", detailKo: "테이블도 그 단계가 시작될 때의 모습으로 돌아갑니다.",
            examples: ["prev"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.previous) },
        CommandInfo(
            name: "goto", area: .learning, usage: "goto STEP", summaryEn: "jump to a step of the lesson, by number or id", summaryKo: "레슨의 한 단계로 건너뛰기(번호나 id로)",
            detailEn: "`goto 3` or `goto first-load`: the table is rebuilt as it is at the start of that step.",
            detailKo: "`goto 3`이나 `goto first-load`: 테이블을 그 단계가 시작될 때의 모습으로 다시 만듭니다.",
            examples: ["goto 3"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .lesson(.goto(w))
        },
        CommandInfo(
            name: "hint", area: .learning, usage: "hint [N]", summaryEn: "a hint for this step; `hint 2` the second", summaryKo: "이 단계의 힌트; `hint 2`는 두 번째 힌트",
            detailEn: "Hints come in stages, the last one closest to the answer; after them, `solution` shows the command.",
            detailKo: "힌트는 단계별로 나오고, 뒤로 갈수록 답에 가깝습니다. 힌트를 다 본 뒤에는 `solution`이 명령을 보여줍니다.",
            examples: ["hint", "hint 2"], subwords: []
        ) { r throws(LabError) in
            let n: Int? = r.isEmpty ? nil : try r.lastInteger(in: 1...9)
            return .lesson(.hint(n))
        },
        CommandInfo(
            name: "solution", area: .learning, usage: "solution", summaryEn: "the command this step asks you to type", summaryKo: "이 단계에서 입력할 명령",
            detailEn: "It shows the line; typing it is still yours.", detailKo: "입력할 줄을 보여줄 뿐, 입력은 직접 합니다.",
            examples: ["solution"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.solution) },
        CommandInfo(
            name: "answer", area: .learning, usage: "answer VALUE", summaryEn: "answer the lesson's prediction: `answer 16`, `answer b`, `answer yes`, `answer cell#3`",
            summaryKo: "레슨의 예측에 답하기: `answer 16`, `answer b`, `answer yes`, `answer cell#3`",
            detailEn: "Your answer is locked before the command runs; then you see what you said next to what the table did.",
            detailKo: "답은 명령이 실행되기 전에 확정됩니다. 그다음 내가 말한 것과 테이블이 한 일을 나란히 봅니다.",
            examples: ["answer 16", "answer b", "answer yes", "answer cell#3"], subwords: []
        ) { r throws(LabError) in
            var words: [String] = []
            while let w = r.optionalWord() { words.append(w) }
            guard !words.isEmpty else { throw .missingArgument(command: "answer", usage: "answer VALUE") }
            return .lesson(.answer(words.joined(separator: " ")))
        },
        CommandInfo(
            name: "restart", area: .learning, usage: "restart", summaryEn: "start this lesson again from its first step", summaryKo: "이 레슨을 첫 단계부터 다시",
            detailEn: "The lesson's saved steps and scores are cleared; other lessons keep theirs.",
            detailKo: "이 레슨의 저장된 단계와 점수를 지웁니다. 다른 레슨은 그대로입니다.",
            examples: ["restart"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.restart) },
        CommandInfo(
            name: "progress", area: .learning, usage: "progress export|import FILE", summaryEn: "copy your lesson progress to a file, or load it from one",
            summaryKo: "레슨 진행 상황을 파일로 내보내거나 파일에서 가져오기",
            detailEn: "Progress lives in $XDG_STATE_HOME/tablelab/progress.json (else ~/.local/state/tablelab/). `import` replaces it with the file's, after checking the file.",
            detailKo: "진행 상황은 $XDG_STATE_HOME/tablelab/progress.json(없으면 ~/.local/state/tablelab/)에 있습니다. `import`는 파일을 검사한 뒤 그 내용으로 바꿉니다.",
            examples: ["progress export progress-backup.json", "progress import progress-backup.json"], subwords: ["export", "import"]
        ) { r throws(LabError) in
            let how = try r.word().lowercased()
            guard how == "export" || how == "import" else {
                throw .badChoice(command: "progress", typed: how, choices: ["export", "import"])
            }
            let path = try r.word()
            try r.done()
            return .lesson(how == "export" ? .exportProgress(path) : .importProgress(path))
        },
    ]
}
