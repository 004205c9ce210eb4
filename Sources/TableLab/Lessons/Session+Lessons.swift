import TableSim
import TableRender
import TableText

private typealias T = L10n.Lessons

extension Session {
    public var currentLesson: Lesson? { course.lesson.flatMap { lessonShelf.lesson(at: $0) } }

    /// Whether a command changes the table, so that typing it leaves a lesson for free play.
    static func changesTable(_ command: Command) -> Bool {
        command.effect == .changesTable
    }

    /// A line typed while a lesson is open: the step's `do` command, or free play.
    mutating func lessonTableCommand(_ command: Command, line: String) -> Response? {
        guard course.active, let lesson = currentLesson else { return nil }
        let step = lesson.steps[course.step]
        // An exercise step is done in the learner's file: `app FILE`, `edit`, `scroll`, `wait`, …
        // try their app and keep the lesson (`app` grades it).
        if step.exercise != nil { return nil }
        if step.do != nil, !course.ran, accepts(step, command) {
            if step.asks && course.answer == nil {
                return .error(.lesson(T.predictFirst(form: answerForm(step.predict))))
            }
            return .lesson(LessonView(performStep(typed: line)))
        }
        guard Session.changesTable(command) else { return nil }
        if step.do != nil, !course.ran, let whole = step.command, partlyAccepts(step, command) {
            if step.asks && course.answer == nil {
                return .error(.lesson(T.predictFirst(form: answerForm(step.predict))))
            }
            // A part of the step (`register text` for `register text image`): run it and stay in the
            // lesson; the command that completes it is then accepted by result (`accepts`).
            let response = run(command, line: line)
            if response.isError { return response }
            history.append(line)
            return .lesson(LessonView([.response(response),
                                       .say(T.partOfStep(step: String(course.step + 1), command: whole.text), .dim)]))
        }
        if course.ran {
            // A command that leaves the table as it is — the step's own command typed again (`fix
            // identity-check on` after `fix identity-check`) — is no detour: it runs, the lesson stays.
            var probe = self
            if !probe.run(command, line: "").isError, LessonTableKey(probe.table) == LessonTableKey(table) { return nil }
        }
        if course.ran && course.step + 1 == lesson.steps.count {
            // The lesson is over: what comes next is free play, not a detour to come back from.
            course.active = false
            return nil
        }
        course.active = false
        let response = run(command, line: line)
        if response.isError { course.active = true; return response }
        history.append(line)
        var note: [LessonBlock] = [.response(response)]
        if step.do != nil && !course.ran {
            note.append(.say(T.notThisStep(step: String(course.step + 1)), .dim))
        } else {
            note.append(.say(T.leftLesson(lesson: String(lesson.number), step: String(course.step + 1)), .dim))
        }
        return .lesson(LessonView(note))
    }

    /// Whether a typed command does what the step's `do` asks: the same command, one the step lists
    /// with it, a glossary lookup that lands on the same entry (`glossary 동기` for `glossary
    /// synchronous`), or a table command that leaves the table as the step's would (`scroll to 10`
    /// for `scroll 10`) — compared by result, not by spelling.
    func accepts(_ step: LessonStep, _ command: Command) -> Bool {
        let wanted = ([step.do].compactMap { $0 } + step.alsoAccepted).compactMap { try? CommandParser.parse($0.text) }
        if wanted.contains(command) { return true }
        for w in wanted {
            switch (w, command) {
            case (.glossary(let a?), .glossary(let b?)):
                if case .found(let x) = glossary.lookup(a), case .found(let y) = glossary.lookup(b), x.id == y.id { return true }
            case (.sim, .sim), (.sim, .sims), (.sims, .sim), (.sims, .sims):
                var mine = self, theirs = self
                let wantedResponse = mine.run(w, line: ""), typedResponse = theirs.run(command, line: "")
                guard !wantedResponse.isError, !typedResponse.isError else { continue }
                // A crash rolls the table back, so every crashing command leaves the same table: the
                // crash must be the same too (lesson 19's `delete 3` under `model after`, not `insert 2`).
                // And what the step checks holds for it: `delete 3` crashes as `swipe delete 3` does
                // under lesson 22's `model after`, but never reaches `commit` (it was accepted, then
                // the step's expectation failed with the words meant for a lesson's author).
                if LessonTableKey(mine.table) == LessonTableKey(theirs.table),
                   Self.crashReason(wantedResponse) == Self.crashReason(typedResponse),
                   Self.meets(step.expect, typedResponse, theirs.table) { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether a command's result meets a step's expectations (none: yes).
    static func meets(_ expect: [Expectation], _ response: Response, _ table: TableState) -> Bool {
        guard !expect.isEmpty else { return true }
        var events: [Event] = [], crashed = false
        if case .step(let step, _) = response { events = step.events; crashed = step.crashed }
        let facts = LessonFacts(table: table, events: events, crashed: crashed)
        return expect.allSatisfy { (try? $0.condition.evaluate(facts)) == .bool(true) }
    }

    /// UIKit's reason for the crash a command's step ended in, if it crashed.
    static func crashReason(_ response: Response) -> String? {
        if case .step(let step, _) = response { return step.crash?.reason }
        return nil
    }

    /// Whether a typed table command does part of what the step's `do` asks: it changes the table,
    /// and running the step's command after it leaves the table exactly as the step's command alone
    /// would (`register text`, then `register text image`, is `register text image`). The rest can
    /// then be typed in any pieces (`register image`), each accepted by result.
    func partlyAccepts(_ step: LessonStep, _ command: Command) -> Bool {
        let wanted = ([step.do].compactMap { $0 } + step.alsoAccepted).compactMap { try? CommandParser.parse($0.text) }
        let before = LessonTableKey(table)
        for w in wanted {
            switch (w, command) {
            case (.sim, .sim), (.sim, .sims), (.sims, .sim), (.sims, .sims):
                var part = self, whole = self
                guard !part.run(command, line: "").isError, LessonTableKey(part.table) != before,
                      !part.run(w, line: "").isError, !whole.run(w, line: "").isError else { continue }
                // And the whole already holds it: the typed command changes nothing after the step's.
                // (`model first` then `model after` is `model after` too — the second overwrites the
                // setting — but `model first` is no part of `model after`.)
                var again = whole
                guard !again.run(command, line: "").isError else { continue }
                let key = LessonTableKey(whole.table)
                if LessonTableKey(part.table) == key && LessonTableKey(again.table) == key { return true }
            default: continue
            }
        }
        return false
    }

    mutating func runLesson(_ c: LessonCommand) -> Response {
        if lessonSummaries.isEmpty, c != .list, !isProgressCommand(c) {
            if case .openFile = c {} else { return .error(.lesson(T.noLessons)) }
        }
        switch c {
        case .list:
            return .lesson(LessonView(listBlocks()))
        case .open(let n):
            return openLesson(n)
        case .exportProgress, .importProgress, .openFile:
            return .view(.lesson(c))
        case .name(let name):
            return progressName(name)
        default:
            break
        }
        guard let lesson = currentLesson else {
            return .error(.lesson(T.noLessonOpen))
        }
        if !course.active, c != .restart, c != .previous, c != .next {
            if case .goto = c {} else {
                return .error(.lesson(T.inFreePlay(lesson: String(lesson.number), step: String(course.step + 1))))
            }
        }
        let step = lesson.steps[course.step]
        switch c {
        case .next:
            if !course.active && !course.ran && step.do != nil {
                // Free play did not do this step: `next` goes back to it, with its table and any
                // answer already locked, instead of past it (the step's prediction would go ungraded).
                var blocks = enterStep(course.step, rebuild: true, keeping: course.answer)
                blocks.append(.say(T.waitsForCommand, .dim))
                return .lesson(LessonView(blocks))
            }
            if course.active && !course.ran {
                if step.asks && course.answer == nil {
                    return .error(.lesson(T.waitsForPrediction(form: answerForm(predictionOf(step)))))
                }
                if let e = step.exercise { return .error(.lesson(L10n.Lessons.Exercise.waitsForFile(file: e.starter))) }
                return .error(.lesson(T.waitsForCommand))
            }
            guard course.step + 1 < lesson.steps.count else {
                return .lesson(LessonView(completionBlocks(lesson)))
            }
            // After an exercise the table is the learner's app: the next step gets the lesson's table.
            return .lesson(LessonView(enterStep(course.step + 1, rebuild: !course.active || step.exercise != nil)))
        case .previous:
            guard course.step > 0 else {
                return .error(.lesson(T.firstStep))
            }
            return .lesson(LessonView(enterStep(course.step - 1, rebuild: true)))
        case .goto(let name):
            guard let i = lesson.stepIndex(name) else {
                let ids = lesson.steps.map(\.id).joined(separator: ", ")
                return .error(.lesson(T.noSuchStep(lesson: String(lesson.number), name: name, count: String(lesson.steps.count), ids: ids)))
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
        case .exercise, .checkExercise:
            return exerciseCommand(c, step)
        case .list, .open, .exportProgress, .importProgress, .openFile, .name:
            return .nothing
        }
    }

    func isProgressCommand(_ c: LessonCommand) -> Bool {
        if case .exportProgress = c { return true }
        if case .importProgress = c { return true }
        if case .name = c { return true }
        return false
    }

    /// Opens a lesson read from a teacher's file (`lesson PATH.md`): it joins this session's
    /// lessons (replacing an earlier read of the same file or id) and opens at its first step.
    public mutating func openLessonFile(_ lesson: Lesson) -> Response {
        let index = lessonShelf.add(lesson)
        course.lesson = nil
        return openLessonAt(index)
    }

    /// `progress name NAME`: the name a class report shows (`tablelab progress report`); kept in
    /// the progress file, so an exported copy carries it. Control characters and over-long names
    /// are refused; `progress name` alone says the name.
    mutating func progressName(_ typed: String?) -> Response {
        guard let typed else {
            guard let name = progress.name else { return .lesson(LessonView([.say(T.Name.unset, .dim)])) }
            return .lesson(LessonView([.say(T.Name.current(name: name), .plain)]))
        }
        let name = typed.trimmingWhitespace()
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) else {
            return .error(.lesson(T.Name.control))
        }
        guard name.displayWidth <= LessonProgress.nameColumns else {
            return .error(.lesson(T.Name.tooLong(columns: String(LessonProgress.nameColumns))))
        }
        progress.name = name
        progressChanged = true
        return .lesson(LessonView([.say(T.Name.set(name: name), .good)]))
    }

    // MARK: Opening and moving

    mutating func openLesson(_ n: Int?) -> Response {
        let index: Int
        let summaries = lessonSummaries
        if let n {
            guard let i = summaries.firstIndex(where: { $0.number == n }) else {
                let numbers = summaries.map { String($0.number) }.joined(separator: ", ")
                return .error(.lesson(T.noSuchLesson(number: String(n), numbers: numbers)))
            }
            index = i
        } else if let i = course.lesson {
            index = i
        } else if let last = progress.lastLesson, let i = summaries.firstIndex(where: { $0.id == last }) {
            index = i
        } else {
            index = 0
        }
        return openLessonAt(index, asked: n)
    }

    /// Opens the lesson at `index` of the summaries where the learner left it.
    mutating func openLessonAt(_ index: Int, asked n: Int? = nil) -> Response {
        let summaries = lessonSummaries
        // Read now, this one only. A lesson whose steps do not read (its problems were just said on
        // standard error) cannot be opened: the others can.
        guard let lesson = lessonShelf.lesson(at: index) else {
            let numbers = summaries.indices.filter { $0 != index }.map { String(summaries[$0].number) }.joined(separator: ", ")
            return .error(.lesson(T.noSuchLesson(number: String(summaries.indices.contains(index) ? summaries[index].number : n ?? 0),
                                                 numbers: numbers)))
        }
        let step = course.lesson == index ? course.step : resumeStep(lesson)
        course.lesson = index
        // A lesson tells the update's model notes in full once, whatever free play told before.
        modelNotesTold = []
        var blocks: [LessonBlock] = []
        if step > 0 {
            blocks.append(.say(T.backToStep(lesson: String(lesson.number), step: String(step + 1)), .dim))
        }
        // Back to the step the learner left before its command ran: the prediction they locked stays.
        let kept = (course.lesson == index && course.step == step && !course.ran ? course.answer : nil)
            ?? pendingAnswer(lesson, step)
        return .lesson(LessonView(blocks + enterStep(step, rebuild: true, keeping: kept)))
    }

    /// The step a lesson opens at when this session was not in it: where the learner left it. A
    /// finished lesson left at its last step starts over (its record stays: `restart` clears it); one
    /// the learner was doing again and left in the middle comes back to that step.
    func resumeStep(_ lesson: Lesson) -> Int {
        guard let current = progress.lessons[lesson.id]?.current, let i = lesson.stepIndex(current) else { return 0 }
        return progress.mark(lesson) == .done && i + 1 == lesson.steps.count ? 0 : i
    }

    /// An answer locked in an earlier session for a step whose command the learner had not typed
    /// yet: it stays locked, as it would have in the same session.
    func pendingAnswer(_ lesson: Lesson, _ i: Int) -> LockedAnswer? {
        let step = lesson.steps[i]
        guard step.do != nil, let p = step.predict, let r = progress.record(lesson, step), !r.done,
              r.predictionRight == nil, let typed = r.answer else { return nil }
        return readAnswer(typed, p)
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
        var blocks: [LessonBlock] = [
            .say(T.heading(lesson: String(lesson.number), title: lesson.title, step: String(i + 1), count: String(lesson.steps.count)), .heading),
        ]
        if let n = step.narration { blocks.append(.text(n, .plain)) }
        if kept == nil, let record = doneBefore(lesson, step) {
            return blocks + revisit(step, record)
        }
        if let p = predictionOf(step) {
            if step.recall != nil {
                blocks.append(.say(T.fromMemory, .dim))
            }
            blocks += questionBlocks(p)
            if let kept {
                // Only `do` steps can be left with an answer locked: the lesson runs a `run` step's
                // command as soon as the answer is given.
                blocks.append(.say(T.stillLocked(answer: shownAnswer(kept.typed, p)), .question))
            } else if let c = step.command {
                if step.run != nil {
                    blocks.append(.say(T.runsAfterAnswer(command: c.text), .dim))
                } else {
                    blocks.append(.say(T.answerFirst, .dim))
                }
            }
        } else if step.run != nil {
            blocks += performStep(typed: nil)
        } else if let e = step.exercise {
            blocks += exerciseOpening(e, narration: step.narration)
        } else if step.do != nil {
            blocks.append(.say(T.yourTurn, .question))
        } else {
            blocks += finishStep(lesson, step)
        }
        return blocks
    }

    /// The record of a step the learner already finished in a lesson they have not finished: coming
    /// back to it (`lesson` after free play or a restart, `prev`, `goto`) shows what they answered
    /// instead of asking again and blocking `next`. A finished lesson opened again asks everything
    /// again (its first answers stay in the score).
    func doneBefore(_ lesson: Lesson, _ step: LessonStep) -> LessonProgress.StepRecord? {
        guard step.asks || step.waitsForLearner, progress.mark(lesson) != .done,
              let r = progress.record(lesson, step), r.done else { return nil }
        return r
    }

    /// A finished step seen again: the question and the answer given then, the step's command run
    /// again so the table is where `next` expects it.
    mutating func revisit(_ step: LessonStep, _ record: LessonProgress.StepRecord) -> [LessonBlock] {
        var blocks: [LessonBlock] = []
        if let p = predictionOf(step) {
            blocks += questionBlocks(p, asking: false)
            if let typed = record.answer {
                let mark = record.predictionRight == true ? "✓" : "✗"
                blocks.append(.say(T.answeredBefore(answer: shownAnswer(typed, p), mark: mark), record.predictionRight == true ? .good : .bad))
            }
        }
        if let c = step.command {
            _ = runLine(c.text)
            blocks.append(.say(T.ranAgain(command: c.text), .dim))
        }
        course.ran = true
        if let a = step.after { blocks.append(.text(a, .plain)) }
        blocks.append(.say(T.next, .dim))
        return blocks
    }

    /// An answer as the learner gave it, in each language: `b) 16, one per row`, `예`, `cell#3`.
    func shownAnswer(_ typed: String, _ p: Prediction) -> Bilingual {
        if let c = p.choices.first(where: { $0.key.lowercased() == typed.lowercased() }) {
            return Bilingual(en: "\(c.key)) \(c.text.en)", ko: "\(c.key)) \(c.text.ko)")
        }
        if p.kind == .yesno {
            if LessonAnswerWords.yes.contains(typed.lowercased()) { return Bilingual(T.Verdict.yes) }
            if LessonAnswerWords.no.contains(typed.lowercased()) { return Bilingual(T.Verdict.no) }
        }
        return Bilingual(en: typed, ko: typed)
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
            case .success(let v): blocks += verdict(p, truth: v, lesson: lesson, step: step, facts: facts)
            case .failure(let e):
                blocks.append(.say(T.answerNotComputed(reason: e.message), .bad))
            }
        }
        for e in step.expect {
            let ok = (try? e.condition.evaluate(facts)) == .bool(true)
            if !ok {
                blocks.append(.say(T.expectationFailed(expectation: e.source), .bad))
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
            blocks.append(.say(T.swiftHeading, .heading))
            blocks.append(.code(SwiftCode.lines(for: table, language: language)))
        }
        if course.step + 1 < lesson.steps.count {
            blocks.append(.say(T.next, .dim))
        } else {
            blocks += completionBlocks(lesson)
        }
        return blocks
    }

    func completionBlocks(_ lesson: Lesson) -> [LessonBlock] {
        let s = progress.score(lesson)
        let following = lessonSummaries.first { $0.number > lesson.number }
        let number = String(lesson.number), right = String(s.right), answered = String(s.answered)
        guard let following else { return [.say(T.doneLast(lesson: number, right: right, answered: answered), .good)] }
        return [.say(T.done(lesson: number, right: right, answered: answered, next: String(following.number), title: following.title), .good)]
    }

    // MARK: Predictions

    /// The prediction a step asks: its own, or the earlier lesson's one it recalls.
    func predictionOf(_ step: LessonStep) -> Prediction? {
        if let p = step.predict { return p }
        guard let r = step.recall, let (lesson, i, _) = recallTarget(r.ref) else { return nil }
        return lesson.steps[i].predict
    }

    /// The lesson and step a recall names (`lesson-id/step-id`), and the lesson's index in
    /// `lessonSummaries`; that lesson is read if it was not yet.
    func recallTarget(_ ref: String) -> (Lesson, Int, lessonIndex: Int)? {
        let parts = ref.split(separator: "/").map(String.init)
        guard parts.count == 2, let index = lessonSummaries.firstIndex(where: { $0.id == parts[0] }),
              let lesson = lessonShelf.lesson(at: index),
              let i = lesson.steps.firstIndex(where: { $0.id == parts[1] }), lesson.steps[i].predict != nil else { return nil }
        return (lesson, i, index)
    }

    /// How to answer, never an answer itself: a sample value would read as a hint (`answer 7`, or
    /// `answer a` when a is the common wrong belief), so the form names the kind of value. Yes and no
    /// are words of the learner's language (`answer 예` in Korean, which the grader accepts), so that
    /// form comes from the catalogs; the others are the same in every language.
    func answerForm(_ p: Prediction?) -> Message.Argument {
        switch p?.kind {
        case .number?: return .text("`answer N`")
        case .choice?:
            let keys = p?.choices.map(\.key) ?? []
            guard let first = keys.first, let last = keys.last, first != last else { return .text("`answer …`") }
            return .text("`answer \(first)` … `answer \(last)`")
        case .cell?: return .text("`answer cell#N`")
        case .yesno?: return .message(T.answerFormYesNo)
        case nil: return .text("`answer …`")
        }
    }

    func questionBlocks(_ p: Prediction, asking: Bool = true) -> [LessonBlock] {
        var blocks: [LessonBlock] = [.text(p.question, .question)]
        for c in p.choices {
            blocks.append(.text(Bilingual(en: "  \(c.key)) \(c.text.en)", ko: "  \(c.key)) \(c.text.ko)"), .plain))
        }
        if asking { blocks.append(.say(T.answerWith(form: answerForm(p)), .dim)) }
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
            for prefix in LessonAnswerWords.cellPrefixes where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count); break }
            guard let n = Int(String(s).trimmingWhitespace()) else { return nil }
            return LockedAnswer(value: .number(n), choice: nil, typed: "cell#\(n)")
        case .yesno:
            if LessonAnswerWords.yes.contains(t) { return LockedAnswer(value: .bool(true), choice: nil, typed: "yes") }
            if LessonAnswerWords.no.contains(t) { return LockedAnswer(value: .bool(false), choice: nil, typed: "no") }
            return nil
        case .choice:
            let key = t.trimmingCharacters(in: ["(", ")", " "])
            guard let c = p.choices.first(where: { $0.key.lowercased() == key }) else { return nil }
            return LockedAnswer(value: c.value, choice: c.key, typed: c.key)
        }
    }

    mutating func answer(_ typed: String, _ lesson: Lesson, _ step: LessonStep) -> Response {
        // A step that still waits for its command says so: `next` would refuse it.
        let waitsForCommand = step.do != nil && !course.ran
        guard let p = predictionOf(step) else {
            if let e = step.exercise, !course.ran { return .error(.lesson(L10n.Lessons.Exercise.waitsForFile(file: e.starter))) }
            return .error(.lesson(waitsForCommand ? T.waitsForCommand : T.noPrediction))
        }
        if let locked = course.answer {
            if waitsForCommand {
                return .error(.lesson(T.stillLocked(answer: shownAnswer(locked.typed, p))))
            }
            return .error(.lesson(T.answerLocked(answer: shownAnswer(locked.typed, p))))
        }
        guard let locked = readAnswer(typed, p) else {
            let form = answerForm(p)
            switch p.kind {
            case .number: return .error(.lesson(T.BadAnswer.number(typed: typed, form: form)))
            case .cell: return .error(.lesson(T.BadAnswer.cell(typed: typed, form: form)))
            case .yesno: return .error(.lesson(T.BadAnswer.yesNo(typed: typed, form: form)))
            case .choice:
                let keys = p.choices.map(\.key).joined(separator: ", ")
                return .error(.lesson(T.BadAnswer.choice(typed: typed, keys: keys, form: form)))
            }
        }
        course.answer = locked
        if let r = step.recall {
            // Graded like the original: that lesson's table at that step, on a fresh session.
            guard let (source, i, sourceIndex) = recallTarget(r.ref) else { return .nothing }
            var scratch = Session(language: language, glossary: glossary)
            scratch.lessonShelf = lessonShelf
            scratch.course.lesson = sourceIndex
            scratch.rebuildTable(source, upTo: i)
            let (_, facts) = scratch.runLine(source.steps[i].command?.text ?? "")
            var blocks: [LessonBlock] = []
            switch Result(catching: { () throws(LessonExpressionError) -> LessonValue in try p.answer.evaluate(facts) }) {
            case .success(let v): blocks = verdict(p, truth: v, lesson: lesson, step: step, tableWord: false)
            case .failure(let e): blocks = [.say(T.recallNotComputed(reason: e.message), .bad)]
            }
            return .lesson(LessonView(blocks + finishStep(lesson, step)))
        }
        if step.run != nil {
            return .lesson(LessonView(performStep(typed: nil)))
        }
        // Kept in the progress, so quitting before typing the command does not lose the answer.
        progress.update(lesson, step) { $0.answer = locked.typed }
        progressChanged = true
        return .lesson(LessonView([.say(T.locked(answer: shownAnswer(locked.typed, p)), .question)]))
    }

    /// "you said X — the table did Y", side by side, and for a wrong choice the belief behind it.
    mutating func verdict(_ p: Prediction, truth: LessonValue, lesson: Lesson, step: LessonStep, tableWord: Bool = true,
                          facts: LessonFacts? = nil) -> [LessonBlock] {
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
        func show(_ v: LessonValue, _ lang: Language) -> String { Self.shownValue(v, p, lang) }
        let chosen = p.choices.first { $0.key == locked.choice }
        let saidEn = chosen.map { "\($0.key)) \($0.text.en)" } ?? show(locked.value, .en)
        let saidKo = chosen.map { "\($0.key)) \($0.text.ko)" } ?? show(locked.value, .ko)
        let didEn = correct.map { "\($0.key)) \($0.text.en)" } ?? show(truth, .en)
        let didKo = correct.map { "\($0.key)) \($0.text.ko)" } ?? show(truth, .ko)
        // One column for the labels, in both languages, so `lang both` lines up too.
        let labels = [Language.en, .ko].flatMap { lang in
            [lang.text(T.Verdict.youSaid), lang.text(tableWord ? T.Verdict.tableDid : T.Verdict.answer)]
        }
        let w = labels.map(\.displayWidth).max() ?? 0
        let padded = labels.map { $0 + String(repeating: " ", count: w - $0.displayWidth) }
        let en = (padded[0], padded[1]), ko = (padded[2], padded[3])
        var blocks: [LessonBlock] = [
            .text(Bilingual(en: "  \(en.0) │ \(saidEn)", ko: "  \(ko.0) │ \(saidKo)"), .plain),
            .text(Bilingual(en: "  \(en.1) │ \(didEn)  \(right ? "✓" : "✗")", ko: "  \(ko.1) │ \(didKo)  \(right ? "✓" : "✗")"), right ? .good : .bad),
        ]
        if !right, let c = chosen {
            if let m = c.misconception {
                blocks.append(.say(T.belief(belief: m)))
            }
            if let e = c.explain { blocks.append(.text(e, .plain)) }
            if let t = c.tryCommand, tableWord { blocks.append(.say(T.seeForYourself(command: t), .dim)) }
        } else if right, let e = correct?.explain {
            blocks.append(.text(e, .plain))
        }
        if !right && (p.kind == .number || p.kind == .cell) {
            blocks += wrongNumber(p, said: locked.value, truth: truth, facts: facts, tableWord: tableWord)
        }
        if let e = p.explain { blocks.append(.text(e, .plain)) }
        return blocks
    }

    /// A computed answer as the verdict shows it: "cell#3", "yes", "10 rows".
    static func shownValue(_ v: LessonValue, _ p: Prediction, _ lang: Language) -> String {
        switch (p.kind, v) {
        case (.cell, .number(let n)): return n == 0 ? lang.text(T.Verdict.noCell) : "cell#\(n)"
        case (_, .bool(let b)): return lang.text(b ? T.Verdict.yes : T.Verdict.no)
        case (.number, .number(let n)):
            guard let unit = p.unit?.value, let m = Self.counted(n, unit) else { return NumberText.grouped(n) }
            return lang.text(m)
        default: return v.description
        }
    }

    /// A number in the unit its prediction counts: "10 rows", "행 10개". nil for a unit that is not
    /// a count (a row's number, a cell's id).
    static func counted(_ n: Int, _ unit: LessonUnit) -> Message? {
        let c = NumberText.grouped(n)
        switch unit {
        case .calls: return T.Unit.calls(count: c)
        case .rows: return T.Unit.rows(count: c)
        case .cells: return T.Unit.cells(count: c)
        case .frames: return T.Unit.frames(count: c)
        case .images: return T.Unit.images(count: c)
        case .downloads: return T.Unit.downloads(count: c)
        case .hangs: return T.Unit.hangs(count: c)
        case .sections: return T.Unit.sections(count: c)
        case .ms: return T.Unit.ms(count: c)
        case .points: return T.Unit.points(count: c)
        case .row, .cell, .rowRange, .yesno: return nil
        }
    }

    /// A wrong number or cell gets words of its own before the explanation everyone reads: the
    /// lesson's `wrong:` text when it has one; else, for a cell, where the named cell is now, and
    /// for a number, which way it was off and where to look.
    func wrongNumber(_ p: Prediction, said: LessonValue, truth: LessonValue, facts: LessonFacts?, tableWord: Bool) -> [LessonBlock] {
        if let w = p.wrong { return [.text(w, .plain)] }
        guard case .number(let s) = said, case .number(let t) = truth else { return [] }
        if p.kind == .cell {
            guard let facts, case .number(let row)? = try? LessonExpression.read("rowOf", String(s), facts) else { return [] }
            return [.say(row < 0 ? T.Wrong.cellNotShown(cell: String(s)) : T.Wrong.cellShows(cell: String(s), row: String(row)))]
        }
        let diff = NumberText.grouped(abs(s - t))
        guard tableWord else { return [.say(s > t ? T.Wrong.tooHighRecall(diff: diff) : T.Wrong.tooLowRecall(diff: diff))] }
        return [.say(s > t ? T.Wrong.tooHigh(diff: diff) : T.Wrong.tooLow(diff: diff))]
    }

    // MARK: Help along the way

    mutating func hint(_ n: Int?, _ lesson: Lesson, _ step: LessonStep) -> Response {
        guard !step.hints.isEmpty else {
            if step.asks && course.answer == nil && step.do == nil {
                return .error(.lesson(T.noHintsPredict(form: answerForm(predictionOf(step)))))
            }
            return .error(.lesson(step.do != nil ? T.noHintsSolution : T.noHints))
        }
        let stage = n ?? min(course.hintsShown + 1, step.hints.count)
        guard stage <= step.hints.count else {
            return .error(.lesson(T.hintRange(count: String(step.hints.count))))
        }
        course.hintsShown = max(course.hintsShown, stage)
        progress.update(lesson, step) { $0.hints = max($0.hints, stage) }
        progressChanged = true
        var blocks: [LessonBlock] = []
        // An exercise's hint names the line to look at first (in the learner's file when it runs):
        // the hint then speaks of "this line".
        if let e = step.exercise, let find = step.hintFinds[safe: stage - 1] ?? nil {
            blocks += hintLine(find, e)
        }
        blocks.append(.say(T.hint(stage: String(stage), count: String(step.hints.count), hint: step.hints[stage - 1]), .question))
        // The last hint points at `solution` unless it already gave the command away.
        if stage == step.hints.count, let d = step.do, !step.hints[stage - 1].en.contains(d.text) {
            blocks.append(.say(T.noMoreHints, .dim))
        }
        if stage == step.hints.count, let e = step.exercise {
            blocks.append(.say(L10n.Lessons.Exercise.noMoreHints(file: e.starter), .dim))
        }
        return .lesson(LessonView(blocks))
    }

    mutating func solution(_ step: LessonStep) -> Response {
        if let e = step.exercise { return .error(.lesson(L10n.Lessons.Exercise.noSolution(file: e.starter))) }
        if let d = step.do {
            pendingInput = d.text
            var blocks: [LessonBlock] = [.say(T.typeThis), .command(d.text)]
            if step.asks && course.answer == nil {
                blocks.append(.say(T.afterPrediction(form: answerForm(predictionOf(step))), .dim))
            }
            return .lesson(LessonView(blocks))
        }
        if step.asks && course.answer == nil {
            return .error(.lesson(T.noSolution(form: answerForm(predictionOf(step)))))
        }
        return .error(.lesson(T.nothingToType))
    }

    // MARK: The list

    func listBlocks() -> [LessonBlock] {
        let summaries = lessonSummaries
        guard !summaries.isEmpty else {
            return [.say(T.noLessons, .bad)]
        }
        var blocks: [LessonBlock] = [.say(T.List.heading, .heading)]
        for (i, l) in summaries.enumerated() {
            let (mark, s) = progressOf(i)
            let score = s.answered == 0 ? "" : "  \(s.right)/\(s.answered)"
            blocks.append(.text(Bilingual(en: "\(mark.rawValue) \(l.number). \(l.title.en)\(score)",
                                          ko: "\(mark.rawValue) \(l.number). \(l.title.ko)\(score)"), .plain))
        }
        blocks.append(.say(listFooter(), .dim))
        return blocks
    }

    /// The progress mark and score of the lesson at `index` of `lessonSummaries`. A lesson the
    /// progress has no record of is not started and has no score without reading its steps; one it
    /// has a record of is read (its steps' hashes say which records still count).
    func progressOf(_ index: Int) -> (mark: LessonProgress.Mark, score: (right: Int, answered: Int)) {
        let summaries = lessonSummaries
        guard summaries.indices.contains(index), progress.lessons[summaries[index].id] != nil,
              let lesson = lessonShelf.lesson(at: index) else { return (.notStarted, (0, 0)) }
        return (progress.mark(lesson), progress.score(lesson))
    }

    /// The lesson the learner was in last and has not finished, if any: the start banner names it.
    public var lessonInProgress: Lesson? {
        guard let i = lessonSummaries.firstIndex(where: { $0.id == progress.lastLesson }),
              let lesson = lessonShelf.lesson(at: i) else { return nil }
        switch progress.mark(lesson) {
        case .started: return lesson
        case .done: return resumeStep(lesson) > 0 ? lesson : nil   // being done again, left in the middle
        case .notStarted: return nil
        }
    }

    /// What `lessons` suggests: the lesson the learner was in if it is unfinished, else the first
    /// unfinished one, else that everything is done.
    func listFooter() -> Message {
        let summaries = lessonSummaries
        let last = summaries.indices.first { summaries[$0].id == progress.lastLesson && progressOf($0).mark != .done }
        guard let nextIndex = last ?? summaries.indices.first(where: { progressOf($0).mark != .done }) else {
            return T.List.footerAllDone
        }
        let next = summaries[nextIndex]
        let number = String(next.number)
        return progressOf(nextIndex).mark == .started ? T.List.footerContinue(lesson: number, title: next.title)
                                               : T.List.footerStart(lesson: number, title: next.title)
    }
}

extension Result where Failure == LessonExpressionError {
    init(catching body: () throws(LessonExpressionError) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}

/// What a lesson step leaves behind, to tell two commands that reach the same table apart from two
/// that do not: the settings, the data's shape, where the table is scrolled, which cell shows which
/// row and what waits in each queue, and the rows' state. Not the log: `scroll to 10` and `scroll 10`
/// draw different frames on the way and still leave the same table.
struct LessonTableKey: Equatable {
    var settings: TableSettings
    var rowCount: Int
    var sectionCount: Int
    var offset: Double
    var shown: [String]
    var queues: [String]
    var rowState: RowState

    init(_ t: TableState) {
        settings = t.settings
        // Registering `image` then `text` registers what `register text image` does: the order of
        // registration is not a difference a step cares about.
        settings.registrations.sort { $0.identifier < $1.identifier }
        rowCount = t.rowCount
        sectionCount = t.layout.sectionCount
        offset = t.offset
        shown = t.visibleRows.map { "\($0.path) \($0.cell.id) \($0.cell.alpha)" }
        queues = t.queues.map { "\($0.identifier): \($0.cells)" }
        rowState = t.rowState
    }
}
