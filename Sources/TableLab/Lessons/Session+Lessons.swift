import TableSim
import TableRender
import TableText

extension Session {
    public var currentLesson: Lesson? { course.lesson.flatMap { lessons.indices.contains($0) ? lessons[$0] : nil } }

    /// Whether a command changes the table, so that typing it leaves a lesson for free play.
    static func changesTable(_ command: Command) -> Bool {
        switch command {
        case .sim, .sims, .stopped, .reset, .back, .forward, .replay, .open, .step: return true
        default: return false
        }
    }

    /// A line typed while a lesson is open: the step's `do` command, or free play.
    mutating func lessonTableCommand(_ command: Command, line: String) -> Response? {
        guard course.active, let lesson = currentLesson else { return nil }
        let step = lesson.steps[course.step]
        if let d = step.do, !course.ran, (try? CommandParser.parse(d.text)) == command {
            if step.asks && course.answer == nil {
                return .error(.lesson(
                    en: "First commit to a prediction — a guess is fine: \(answerForm(step.predict))",
                    ko: "먼저 예측을 정하세요. 짐작이어도 괜찮습니다: \(answerForm(step.predict))"))
            }
            return .lesson(LessonView(performStep(typed: line)))
        }
        guard Session.changesTable(command) else { return nil }
        course.active = false
        let response = run(command, line: line)
        if response.isError { course.active = true; return response }
        history.append(line)
        var note: [LessonBlock] = [.response(response)]
        if step.do != nil && !course.ran {
            note.append(.say("(That is not what step \(course.step + 1) asks — you are in free play now. `lesson` brings back the lesson's table at this step; `hint` helps.)",
                             "(이 단계(\(course.step + 1)단계)에서 할 명령은 아닙니다 — 지금은 자유롭게 해 보는 중입니다. `lesson`을 입력하면 이 단계의 테이블로 돌아옵니다. `hint`도 있습니다.)", .dim))
        } else {
            note.append(.say("(You left lesson \(lesson.number) for free play; `lesson` comes back to step \(course.step + 1) with the lesson's table.)",
                             "(잠시 레슨 \(lesson.number) 밖에서 자유롭게 해 보는 중입니다. `lesson`을 입력하면 \(course.step + 1)단계로, 레슨의 테이블과 함께 돌아옵니다.)", .dim))
        }
        return .lesson(LessonView(note))
    }

    mutating func runLesson(_ c: LessonCommand) -> Response {
        if lessons.isEmpty, c != .list, !isProgressCommand(c) {
            return .error(.lesson(en: "No lessons were found (set TABLELAB_DATA to the folder that holds Lessons/)",
                                  ko: "레슨을 찾지 못했습니다(Lessons/가 든 폴더를 TABLELAB_DATA로 지정하세요)"))
        }
        switch c {
        case .list:
            return .lesson(LessonView(listBlocks()))
        case .open(let n):
            return openLesson(n)
        case .exportProgress, .importProgress:
            return .view(.lesson(c))
        default:
            break
        }
        guard let lesson = currentLesson else {
            return .error(.lesson(en: "No lesson is open: `lessons` lists them, `lesson 1` starts the first",
                                  ko: "열린 레슨이 없습니다. `lessons`로 목록을 보고 `lesson 1`로 첫 레슨을 시작하세요"))
        }
        if !course.active, c != .restart, c != .previous, c != .next {
            if case .goto = c {} else {
                return .error(.lesson(en: "You are in free play; `lesson` comes back to lesson \(lesson.number), step \(course.step + 1), first",
                                      ko: "지금은 자유롭게 해 보는 중입니다. 먼저 `lesson`으로 레슨 \(lesson.number)의 \(course.step + 1)단계로 돌아오세요"))
            }
        }
        let step = lesson.steps[course.step]
        switch c {
        case .next:
            if course.active && !course.ran {
                if step.asks && course.answer == nil {
                    return .error(.lesson(en: "This step waits for your prediction — a guess is fine: \(answerForm(predictionOf(step)))",
                                          ko: "이 단계는 예측을 기다립니다. 짐작이어도 괜찮습니다: \(answerForm(predictionOf(step)))"))
                }
                return .error(.lesson(en: "This step waits for you to type a command (`hint` gives a clue, `solution` shows it)",
                                      ko: "이 단계는 명령 입력을 기다립니다(`hint`는 실마리를, `solution`은 명령을 보여줍니다)"))
            }
            guard course.step + 1 < lesson.steps.count else {
                return .lesson(LessonView(completionBlocks(lesson)))
            }
            return .lesson(LessonView(enterStep(course.step + 1, rebuild: !course.active)))
        case .previous:
            guard course.step > 0 else {
                return .error(.lesson(en: "This is the first step; `restart` begins the lesson again", ko: "첫 단계입니다. `restart`로 레슨을 처음부터 다시 할 수 있습니다"))
            }
            return .lesson(LessonView(enterStep(course.step - 1, rebuild: true)))
        case .goto(let name):
            guard let i = lesson.stepIndex(name) else {
                let ids = lesson.steps.map(\.id).joined(separator: ", ")
                return .error(.lesson(en: "Lesson \(lesson.number) has no step `\(name)`: give 1–\(lesson.steps.count) or an id (\(ids))",
                                      ko: "레슨 \(lesson.number)에는 `\(name)` 단계가 없습니다. 1–\(lesson.steps.count) 사이의 번호나 id(\(ids))를 쓰세요"))
            }
            return .lesson(LessonView(enterStep(i, rebuild: true)))
        case .restart:
            progress.lessons[lesson.id] = nil
            progressChanged = true
            return .lesson(LessonView(enterStep(0, rebuild: true)))
        case .hint(let n):
            return hint(n, lesson, step)
        case .solution:
            return solution(step)
        case .answer(let typed):
            return answer(typed, lesson, step)
        case .list, .open, .exportProgress, .importProgress:
            return .nothing
        }
    }

    func isProgressCommand(_ c: LessonCommand) -> Bool {
        if case .exportProgress = c { return true }
        if case .importProgress = c { return true }
        return false
    }

    // MARK: Opening and moving

    mutating func openLesson(_ n: Int?) -> Response {
        let index: Int
        if let n {
            guard let i = lessons.firstIndex(where: { $0.number == n }) else {
                let numbers = lessons.map { String($0.number) }.joined(separator: ", ")
                return .error(.lesson(en: "There is no lesson \(n); the lessons are \(numbers) (`lessons` lists them)",
                                      ko: "\(n)번 레슨은 없습니다. 레슨 번호는 \(numbers)입니다(`lessons`로 목록을 볼 수 있습니다)"))
            }
            index = i
        } else if let i = course.lesson {
            index = i
        } else if let last = progress.lastLesson, let i = lessons.firstIndex(where: { $0.id == last }) {
            index = i
        } else {
            index = 0
        }
        let lesson = lessons[index]
        var step = 0
        if course.lesson == index {
            step = course.step
        } else if progress.mark(lesson) == .done {
            step = 0  // a finished lesson starts over (its record stays: `restart` clears it)
        } else if let current = progress.lessons[lesson.id]?.current, let i = lesson.stepIndex(current) {
            step = i
        }
        course.lesson = index
        var blocks: [LessonBlock] = []
        if step > 0 {
            blocks.append(.say("Back to lesson \(lesson.number) at step \(step + 1) — the table is rebuilt as the lesson had it.",
                               "레슨 \(lesson.number)의 \(step + 1)단계로 돌아왔습니다 — 테이블은 레슨에서의 모습으로 다시 만들었습니다.", .dim))
        }
        // Back to the step the learner left before its command ran: the prediction they locked stays.
        let kept = course.lesson == index && course.step == step && !course.ran ? course.answer : nil
        return .lesson(LessonView(blocks + enterStep(step, rebuild: true, keeping: kept)))
    }

    /// The table as it is at the start of step `index`: a new table, the setup, then every earlier
    /// step's command — the same deterministic run each time.
    mutating func rebuildTable(_ lesson: Lesson, upTo index: Int) {
        _ = run(.reset, line: "reset")
        for s in lesson.setup { _ = runLine(s.command) }
        for step in lesson.steps.prefix(index) {
            if let c = step.command { _ = runLine(c.text) }
        }
    }

    /// Parses and runs a line outside the lesson's interception; what happened, and the facts queries read.
    @discardableResult
    mutating func runLine(_ line: String) -> (Response, LessonFacts) {
        let response: Response
        do {
            if let command = try CommandParser.parse(line) {
                stepping = nil
                response = run(command, line: line)
                if !response.isError { history.append(line) }
            } else {
                response = .nothing
            }
        } catch {
            response = .error(error)
        }
        var events: [Event] = [], crashed = false
        if case .step(let step, _) = response { events = step.events; crashed = step.crashed }
        return (response, LessonFacts(table: table, events: events, crashed: crashed))
    }

    mutating func enterStep(_ i: Int, rebuild: Bool, keeping kept: LockedAnswer? = nil) -> [LessonBlock] {
        guard let lesson = currentLesson else { return [] }
        if rebuild { rebuildTable(lesson, upTo: i) }
        course.step = i
        course.active = true
        course.answer = kept
        course.ran = false
        course.hintsShown = 0
        let step = lesson.steps[i]
        progress.lastLesson = lesson.id
        progress.lessons[lesson.id, default: LessonProgress.LessonRecord()].current = step.id
        progressChanged = true
        var blocks: [LessonBlock] = [.text(Bilingual(
            en: "Lesson \(lesson.number) · \(lesson.title.en) — step \(i + 1) of \(lesson.steps.count)",
            ko: "레슨 \(lesson.number) · \(lesson.title.ko) — \(lesson.steps.count)단계 중 \(i + 1)단계"), .heading)]
        if let n = step.narration { blocks.append(.text(n, .plain)) }
        if let p = predictionOf(step) {
            if step.recall != nil {
                blocks.append(.say("From memory, before anything runs:", "기억을 떠올려 답해 보세요. 아무것도 실행하지 않습니다:", .dim))
            }
            blocks += questionBlocks(p)
            if let kept {
                // Only `do` steps can be left with an answer locked: the lesson runs a `run` step's
                // command as soon as the answer is given.
                blocks.append(.say("Your answer is still locked: you said \(kept.typed). Now type the command.",
                                   "답은 그대로 정해져 있습니다(내 답: \(kept.typed)). 이제 명령을 입력하세요.", .question))
            } else if let c = step.command {
                if step.run != nil {
                    blocks.append(.say("Your answer is locked in, then the lesson runs `\(c.text)`.", "답을 정하면 레슨이 다음 명령을 실행합니다: `\(c.text)`", .dim))
                } else {
                    blocks.append(.say("Answer first; then type the command yourself.", "먼저 답하고, 그다음 명령을 직접 입력하세요.", .dim))
                }
            }
        } else if step.run != nil {
            blocks += performStep(typed: nil)
        } else if step.do != nil {
            blocks.append(.say("Your turn: type the command (`hint` for a clue, `solution` to see it).",
                               "이제 직접 명령을 입력하세요(`hint`는 실마리, `solution`은 명령을 보여줍니다).", .question))
        } else {
            blocks += finishStep(lesson, step)
        }
        return blocks
    }

    /// The step's command runs: graded first on a copy, then for real; then the verdict, the
    /// expectations and what comes next.
    mutating func performStep(typed: String?) -> [LessonBlock] {
        guard let lesson = currentLesson else { return [] }
        let step = lesson.steps[course.step]
        guard let c = step.command else { return [] }
        var blocks: [LessonBlock] = []
        var truth: Result<LessonValue, LessonExpressionError>?
        if let p = step.predict {
            var copy = self
            let (_, facts) = copy.runLine(c.text)
            do { truth = .success(try p.answer.evaluate(facts)) } catch { truth = .failure(error) }
        }
        let (response, facts) = runLine(typed ?? c.text)
        if typed == nil { blocks.append(.command(c.text)) }
        blocks.append(.response(response))
        if let p = step.predict, let truth {
            switch truth {
            case .success(let v): blocks += verdict(p, truth: v, lesson: lesson, step: step)
            case .failure(let e):
                blocks.append(.say("(The lesson could not compute its answer: \(e.message) — `tablelab check` reports it.)",
                                   "(레슨이 정답을 계산하지 못했습니다: \(e.messageKo) — `tablelab check`가 알려 줍니다.)", .bad))
            }
        }
        for e in step.expect {
            let ok = (try? e.condition.evaluate(facts)) == .bool(true)
            if !ok {
                blocks.append(.say("(This lesson expected `\(e.source)` here, and the table did otherwise — `tablelab check` reports it.)",
                                   "(이 단계의 기대 조건이 맞지 않습니다: `\(e.source)` — `tablelab check`가 알려 줍니다.)", .bad))
            }
        }
        return blocks + finishStep(lesson, step)
    }

    mutating func finishStep(_ lesson: Lesson, _ step: LessonStep) -> [LessonBlock] {
        course.ran = true
        progress.update(lesson, step) { $0.done = true }
        progressChanged = true
        var blocks: [LessonBlock] = []
        if let a = step.after { blocks.append(.text(a, .plain)) }
        if step.code {
            blocks.append(.say("The Swift for what you just watched:", "방금 본 동작에 해당하는 Swift 코드:", .heading))
            blocks.append(.code(SwiftCode.lines(for: table, language: language)))
        }
        if course.step + 1 < lesson.steps.count {
            blocks.append(.say("`next` →", "`next` →", .dim))
        } else {
            blocks += completionBlocks(lesson)
        }
        return blocks
    }

    func completionBlocks(_ lesson: Lesson) -> [LessonBlock] {
        let s = progress.score(lesson)
        let following = lessons.first { $0.number > lesson.number }
        let nextEn = following.map { " `lesson \($0.number)` goes on to “\($0.title.en)”." } ?? " That was the last lesson."
        let nextKo = following.map { " 다음 레슨: `lesson \($0.number)` 「\($0.title.ko)」" } ?? " 마지막 레슨이었습니다."
        return [.say("✓ Lesson \(lesson.number) done — predictions right: \(s.right) of \(s.answered).\(nextEn)",
                     "✓ 레슨 \(lesson.number) 완료 — 맞힌 예측: \(s.answered)개 중 \(s.right)개.\(nextKo)", .good)]
    }

    // MARK: Predictions

    /// The prediction a step asks: its own, or the earlier lesson's one it recalls.
    func predictionOf(_ step: LessonStep) -> Prediction? {
        if let p = step.predict { return p }
        guard let r = step.recall, let (lesson, i) = recallTarget(r.ref) else { return nil }
        return lesson.steps[i].predict
    }

    func recallTarget(_ ref: String) -> (Lesson, Int)? {
        let parts = ref.split(separator: "/").map(String.init)
        guard parts.count == 2, let lesson = lessons.first(where: { $0.id == parts[0] }),
              let i = lesson.steps.firstIndex(where: { $0.id == parts[1] }), lesson.steps[i].predict != nil else { return nil }
        return (lesson, i)
    }

    func answerForm(_ p: Prediction?) -> String {
        switch p?.kind {
        case .number?: return "`answer 7`"
        case .choice?: return "`answer " + (p?.choices.first?.key ?? "a") + "`"
        case .cell?: return "`answer cell#3`"
        case .yesno?: return "`answer yes` / `answer no`"
        case nil: return "`answer …`"
        }
    }

    func questionBlocks(_ p: Prediction) -> [LessonBlock] {
        var blocks: [LessonBlock] = [.text(p.question, .question)]
        for c in p.choices {
            blocks.append(.text(Bilingual(en: "  \(c.key)) \(c.text.en)", ko: "  \(c.key)) \(c.text.ko)"), .plain))
        }
        blocks.append(.say("Answer with \(answerForm(p)).", "\(answerForm(p))처럼 답하세요.", .dim))
        return blocks
    }

    /// Reads a typed answer for a prediction of this kind.
    func readAnswer(_ typed: String, _ p: Prediction) -> LockedAnswer? {
        let t = typed.trimmingWhitespace().lowercased()
        switch p.kind {
        case .number:
            guard case .number? = LessonValue.parse(t) else { return nil }
            return LockedAnswer(value: LessonValue.parse(t)!, choice: nil, typed: typed)
        case .cell:
            var s = Substring(t)
            for prefix in ["cell#", "cell ", "cell", "#", "셀#", "셀"] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count); break }
            guard let n = Int(String(s).trimmingWhitespace()) else { return nil }
            return LockedAnswer(value: .number(n), choice: nil, typed: "cell#\(n)")
        case .yesno:
            if ["yes", "y", "예", "네", "응", "true"].contains(t) { return LockedAnswer(value: .bool(true), choice: nil, typed: "yes") }
            if ["no", "n", "아니요", "아니오", "아니", "false"].contains(t) { return LockedAnswer(value: .bool(false), choice: nil, typed: "no") }
            return nil
        case .choice:
            let key = t.trimmingCharacters(in: ["(", ")", " "])
            guard let c = p.choices.first(where: { $0.key.lowercased() == key }) else { return nil }
            return LockedAnswer(value: c.value, choice: c.key, typed: c.key)
        }
    }

    mutating func answer(_ typed: String, _ lesson: Lesson, _ step: LessonStep) -> Response {
        guard let p = predictionOf(step) else {
            return .error(.lesson(en: "This step asks no prediction; `next` goes on", ko: "이 단계에는 예측할 것이 없습니다. `next`로 넘어가세요"))
        }
        if let locked = course.answer {
            return .error(.lesson(en: "Your answer is locked: you said \(locked.typed). `next` goes on (`prev` and `goto` come back to a step)",
                                  ko: "답은 이미 정해졌습니다(내 답: \(locked.typed)). `next`로 넘어가세요(`prev`나 `goto`로 단계에 다시 올 수 있습니다)"))
        }
        guard let locked = readAnswer(typed, p) else {
            let keys = p.choices.map(\.key).joined(separator: ", ")
            let what: (String, String)
            switch p.kind {
            case .number: what = ("a whole number", "정수")
            case .cell: what = ("a cell id such as cell#3", "cell#3 같은 셀 id")
            case .yesno: what = ("yes or no", "yes 또는 no")
            case .choice: what = ("one of \(keys)", "\(keys) 중 하나")
            }
            return .error(.lesson(en: "`\(typed)` is not an answer to this question: give \(what.0), e.g. \(answerForm(p))",
                                  ko: "답 `\(typed)`: 이 질문에 맞는 형식이 아닙니다. \(what.1)로 답하세요. 예: \(answerForm(p))"))
        }
        course.answer = locked
        if let r = step.recall {
            // Graded like the original: that lesson's table at that step, on a fresh session.
            guard let (source, i) = recallTarget(r.ref) else { return .nothing }
            var scratch = Session(language: language, glossary: glossary)
            scratch.lessons = lessons
            scratch.course.lesson = lessons.firstIndex(of: source)
            scratch.rebuildTable(source, upTo: i)
            let (_, facts) = scratch.runLine(source.steps[i].command?.text ?? "")
            var blocks: [LessonBlock] = []
            switch Result(catching: { () throws(LessonExpressionError) -> LessonValue in try p.answer.evaluate(facts) }) {
            case .success(let v): blocks = verdict(p, truth: v, lesson: lesson, step: step, tableWord: false)
            case .failure(let e): blocks = [.say("(The recall could not be computed: \(e.message))", "(회상 문제의 정답을 계산하지 못했습니다: \(e.messageKo))", .bad)]
            }
            return .lesson(LessonView(blocks + finishStep(lesson, step)))
        }
        if step.run != nil {
            return .lesson(LessonView(performStep(typed: nil)))
        }
        return .lesson(LessonView([.say("Locked: you said \(locked.typed). Now type the command.",
                                        "정했습니다: \(locked.typed). 이제 명령을 입력하세요.", .question)]))
    }

    /// "you said X — the table did Y", side by side, and for a wrong choice the belief behind it.
    mutating func verdict(_ p: Prediction, truth: LessonValue, lesson: Lesson, step: LessonStep, tableWord: Bool = true) -> [LessonBlock] {
        guard let locked = course.answer else { return [] }
        let right: Bool
        let correct = p.choices.first { $0.value == truth }
        if p.kind == .choice {
            right = locked.choice != nil && locked.choice == correct?.key
        } else {
            right = locked.value == truth
        }
        progress.update(lesson, step) { r in
            if r.predictionRight == nil { r.predictionRight = right; r.answer = locked.typed }
        }
        progressChanged = true
        func show(_ v: LessonValue, _ lang: Language) -> String {
            switch (p.kind, v) {
            case (.cell, .number(let n)): return n == 0 ? lang.text("no cell", "셀 없음") : "cell#\(n)"
            case (_, .bool(let b)): return b ? lang.text("yes", "예") : lang.text("no", "아니요")
            default: return v.description
            }
        }
        let chosen = p.choices.first { $0.key == locked.choice }
        let saidEn = chosen.map { "\($0.key)) \($0.text.en)" } ?? show(locked.value, .en)
        let saidKo = chosen.map { "\($0.key)) \($0.text.ko)" } ?? show(locked.value, .ko)
        let didEn = correct.map { "\($0.key)) \($0.text.en)" } ?? show(truth, .en)
        let didKo = correct.map { "\($0.key)) \($0.text.ko)" } ?? show(truth, .ko)
        // One column for the labels, in both languages, so `lang both` lines up too.
        let labels = ["you said", tableWord ? "the table did" : "the answer", "내 예측", tableWord ? "테이블의 결과" : "정답"]
        let w = labels.map(\.displayWidth).max() ?? 0
        let padded = labels.map { $0 + String(repeating: " ", count: w - $0.displayWidth) }
        let en = (padded[0], padded[1]), ko = (padded[2], padded[3])
        var blocks: [LessonBlock] = [
            .text(Bilingual(en: "  \(en.0) │ \(saidEn)", ko: "  \(ko.0) │ \(saidKo)"), .plain),
            .text(Bilingual(en: "  \(en.1) │ \(didEn)  \(right ? "✓" : "✗")", ko: "  \(ko.1) │ \(didKo)  \(right ? "✓" : "✗")"), right ? .good : .bad),
        ]
        if !right, let c = chosen {
            if let m = c.misconception {
                blocks.append(.text(Bilingual(en: "That answer comes from a common belief: \(m.en)", ko: "이 답은 흔한 오해에서 나옵니다: \(m.ko)"), .plain))
            }
            if let e = c.explain { blocks.append(.text(e, .plain)) }
            if let t = c.tryCommand, tableWord { blocks.append(.say("See it for yourself: `\(t)`", "직접 확인해 보세요: `\(t)`", .dim)) }
        } else if right, let e = correct?.explain {
            blocks.append(.text(e, .plain))
        }
        if let e = p.explain { blocks.append(.text(e, .plain)) }
        return blocks
    }

    // MARK: Help along the way

    mutating func hint(_ n: Int?, _ lesson: Lesson, _ step: LessonStep) -> Response {
        guard !step.hints.isEmpty else {
            if step.asks && course.answer == nil && step.do == nil {
                return .error(.lesson(en: "This step has no hints: it asks for your prediction. Commit to an answer (\(answerForm(predictionOf(step)))); a guess is fine — the table then shows you.",
                                      ko: "이 단계에는 힌트가 없습니다. 예측을 묻는 단계입니다. 답을 하나 정하세요(\(answerForm(predictionOf(step)))). 짐작이어도 괜찮습니다. 그다음 테이블이 보여 줍니다."))
            }
            return .error(.lesson(en: "This step has no hints; the narration above says what to do" + (step.do != nil ? " (`solution` shows the command to type)." : "."),
                                  ko: "이 단계에는 힌트가 없습니다. 위의 설명을 따라 하세요" + (step.do != nil ? "(`solution`은 입력할 명령을 보여 줍니다)." : ".")))
        }
        let stage = n ?? min(course.hintsShown + 1, step.hints.count)
        guard stage <= step.hints.count else {
            return .error(.lesson(en: "This step has \(step.hints.count) hint\(step.hints.count == 1 ? "" : "s"): `hint 1`…`hint \(step.hints.count)`",
                                  ko: "이 단계의 힌트는 \(step.hints.count)개입니다: `hint 1`…`hint \(step.hints.count)`"))
        }
        course.hintsShown = max(course.hintsShown, stage)
        progress.update(lesson, step) { $0.hints = max($0.hints, stage) }
        progressChanged = true
        var blocks: [LessonBlock] = [.text(Bilingual(en: "Hint \(stage)/\(step.hints.count): \(step.hints[stage - 1].en)",
                                                     ko: "힌트 \(stage)/\(step.hints.count): \(step.hints[stage - 1].ko)"), .question)]
        if stage == step.hints.count && step.do != nil {
            blocks.append(.say("No more hints; `solution` shows the command.", "힌트는 여기까지입니다. `solution`이 명령을 보여줍니다.", .dim))
        }
        return .lesson(LessonView(blocks))
    }

    mutating func solution(_ step: LessonStep) -> Response {
        if let d = step.do {
            pendingInput = d.text
            var blocks: [LessonBlock] = [.say("Type this line (on a terminal it is already typed at the prompt: press Enter):",
                                              "이 줄을 입력하세요(터미널에서는 프롬프트에 이미 입력해 두었습니다. Enter를 누르세요):", .plain), .command(d.text)]
            if step.asks && course.answer == nil {
                blocks.append(.say("(After your prediction: \(answerForm(predictionOf(step))) — a guess is fine.)",
                                   "(예측을 먼저 하세요: \(answerForm(predictionOf(step))) — 짐작이어도 괜찮습니다.)", .dim))
            }
            return .lesson(LessonView(blocks))
        }
        if step.asks && course.answer == nil {
            return .error(.lesson(en: "A prediction has no solution to copy: commit to an answer (\(answerForm(predictionOf(step)))) — being wrong is part of it — and the table shows you.",
                                  ko: "예측에는 베낄 정답이 없습니다. 답을 하나 정하세요(\(answerForm(predictionOf(step)))). 틀려도 괜찮습니다. 그다음 테이블이 보여 줍니다."))
        }
        return .error(.lesson(en: "Nothing to type in this step: `next` goes on", ko: "이 단계에서는 입력할 것이 없습니다. `next`로 넘어가세요"))
    }

    // MARK: The list

    func listBlocks() -> [LessonBlock] {
        guard !lessons.isEmpty else {
            return [.say("No lessons were found (set TABLELAB_DATA to the folder that holds Lessons/).",
                         "레슨을 찾지 못했습니다(Lessons/가 든 폴더를 TABLELAB_DATA로 지정하세요).", .bad)]
        }
        var blocks: [LessonBlock] = [.say("Lessons (✓ done · ◐ started · · not yet)", "레슨 (✓ 끝냄 · ◐ 하는 중 · · 아직)", .heading)]
        for l in lessons {
            let s = progress.score(l)
            let score = s.answered == 0 ? "" : "  \(s.right)/\(s.answered)"
            blocks.append(.text(Bilingual(en: "\(progress.mark(l).rawValue) \(l.number). \(l.title.en)\(score)",
                                          ko: "\(progress.mark(l).rawValue) \(l.number). \(l.title.ko)\(score)"), .plain))
        }
        blocks.append(.say("`lesson 1` starts the first; the numbers after a title are predictions right / answered.",
                           "`lesson 1`로 첫 레슨을 시작합니다. 제목 뒤의 숫자는 맞힌 예측 / 답한 예측입니다.", .dim))
        return blocks
    }
}

extension Result where Failure == LessonExpressionError {
    init(catching body: () throws(LessonExpressionError) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
