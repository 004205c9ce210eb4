import Foundation

/// Loads the lessons of a folder, and checks them: every problem as `file:line`.
public enum Lessons {
    /// The lesson files of a folder (`*.md` except `README.md`), by name.
    public static func files(in directory: URL) -> [URL] {
        (try? Glossary.entryFiles(in: directory)) ?? []
    }

    /// Every lesson that parses, ordered by number, and the problems of those that do not.
    public static func load(from directory: URL) -> ([Lesson], [Diagnostic]) {
        var lessons: [Lesson] = []
        var diagnostics: [Diagnostic] = []
        let folder = directory.lastPathComponent
        for url in files(in: directory) {
            let (lesson, d) = LessonParser.parseFile(at: url, displayPath: folder + "/" + url.lastPathComponent)
            diagnostics += d
            if let lesson { lessons.append(lesson) }
        }
        return (lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) }, diagnostics)
    }
}

public enum LessonChecker {
    /// Checks every lesson in `directory`: parse errors, both languages, commands that run,
    /// expectations that hold, predictions that are computed with every choice reachable, recall
    /// and glossary links, and no control characters.
    public static func check(directory: URL, glossary: Glossary) -> [Diagnostic] {
        // The file itself first: size, UTF-8, no control characters (shared with the glossary's rules).
        var diagnostics = ContentChecker.checkLessonFiles(directory: directory)
        let (lessons, parsed) = Lessons.load(from: directory)
        diagnostics += parsed
        var numbers: [Int: String] = [:], ids: [String: String] = [:]
        for l in lessons {
            var p = Problems(file: l.file)
            if let other = numbers[l.number] { p.error(l.keyLines["number"] ?? 2, "lesson number \(l.number) is also used by \(other)", "레슨 번호 \(l.number): \(other)에서도 쓰고 있습니다") }
            numbers[l.number] = l.file
            if let other = ids[l.id] { p.error(l.keyLines["id"] ?? 2, "lesson id `\(l.id)` is also used by \(other)", "레슨 id `\(l.id)`: \(other)에서도 쓰고 있습니다") }
            ids[l.id] = l.file
            let expectedName = String(format: "%02d-%@.md", l.number, l.id)
            if !l.file.hasSuffix("/" + expectedName) {
                p.warning(1, "name the file \(expectedName) (number and id), so the folder lists lessons in order",
                          "폴더에서 레슨이 순서대로 보이도록 파일 이름을 번호와 id로 지으세요: \(expectedName)")
            }
            if l.title.en.isEmpty || l.title.ko.isEmpty {
                p.error(l.title.line, "the title needs both `en:` and `ko:`", "제목에는 `en:`과 `ko:`가 모두 필요합니다")
            }
            for g in l.glossary where glossary.entry(id: g.id) == nil {
                let near = glossary.suggestions(for: g.id, limit: 1).first.map { " — did you mean `\($0.id)`?" } ?? ""
                p.error(g.line, "glossary id `\(g.id)` does not exist (no glossary/\(g.id).md)\(near)", "없는 용어 id입니다: `\(g.id)` (glossary/\(g.id).md 없음)\(near)")
            }
            for pre in l.prerequisites where !lessons.contains(where: { $0.id == pre }) {
                p.error(l.keyLines["prerequisites"] ?? 2, "prerequisite `\(pre)` is not a lesson id", "선수 레슨이 레슨 id가 아닙니다: `\(pre)`")
            }
            diagnostics += p.list
            diagnostics += run(l, all: lessons, glossary: glossary)
        }
        return diagnostics.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// Runs a lesson headless from its setup to its end, checking each command, prediction and expectation.
    static func run(_ lesson: Lesson, all: [Lesson], glossary: Glossary) -> [Diagnostic] {
        var p = Problems(file: lesson.file)
        var session = Session(language: .en, glossary: glossary)
        session.lessons = all
        session.course.lesson = all.firstIndex(of: lesson)
        _ = session.run(.reset, line: "reset")
        for s in lesson.setup {
            let (r, _) = session.runLine(s.command)
            if case .error(let e) = r { p.error(s.line, "setup command `\(s.command)` does not run: \(e.message(.en))", "실행되지 않는 setup 명령입니다: `\(s.command)` — \(e.message(.ko))") }
        }
        for (i, step) in lesson.steps.enumerated() {
            if i == 0 && lesson.number > 1 && step.recall == nil {
                p.warning(step.line, "a lesson after the first opens with a `recall` step (a question from an earlier lesson)",
                          "첫 레슨이 아니면 `recall` 단계(앞 레슨의 질문)로 시작합니다")
            }
            if let r = step.recall {
                if let (source, _) = session.recallTarget(r.ref) {
                    if source.number >= lesson.number {
                        p.error(r.line, "recall `\(r.ref)` is not from an earlier lesson", "앞 레슨의 단계가 아닙니다: recall `\(r.ref)`")
                    }
                } else {
                    p.error(r.line, "recall `\(r.ref)` must name LESSON-ID/STEP-ID of a step with a `predict`", "recall `\(r.ref)`에는 `predict`가 있는 단계를 LESSON-ID/STEP-ID로 적어야 합니다")
                }
            }
            if let p0 = step.predict, step.command == nil {
                p.error(p0.line, "a prediction needs a command to predict (`run` or `do`)", "예측에는 예측할 명령(`run`이나 `do`)이 필요합니다")
            }
            guard let c = step.command else { continue }
            do {
                guard try CommandParser.parse(c.text) != nil else {
                    p.error(c.line, "`\(c.text)` is a comment, not a command", "명령이 아니라 주석입니다: `\(c.text)`"); continue
                }
            } catch {
                p.error(c.line, "`\(c.text)` does not parse: \(error.message(.en))", "해석할 수 없는 명령입니다: `\(c.text)` — \(error.message(.ko))"); continue
            }
            if let pr = step.predict {
                var copy = session
                let (_, facts) = copy.runLine(c.text)
                checkPrediction(pr, facts: facts, step: step, problems: &p)
            }
            let (response, facts) = session.runLine(c.text)
            if case .error(let e) = response {
                p.error(c.line, "`\(c.text)` does not run at this step: \(e.message(.en))", "이 단계에서 실행되지 않는 명령입니다: `\(c.text)` — \(e.message(.ko))")
                continue
            }
            for e in step.expect {
                do {
                    let v = try e.condition.evaluate(facts)
                    if v != .bool(true) {
                        p.error(e.line, "expectation `\(e.source)` no longer holds: \(describe(e.condition, facts))",
                                "더는 맞지 않는 기대 조건입니다: `\(e.source)` — \(describe(e.condition, facts))")
                    }
                } catch {
                    p.error(e.line, "expectation `\(e.source)`: \(error.message)", "기대 조건 `\(e.source)`: \(error.messageKo)")
                }
            }
        }
        return p.list
    }

    static func checkPrediction(_ pr: Prediction, facts: LessonFacts, step: LessonStep, problems p: inout Problems) {
        let truth: LessonValue
        do {
            truth = try pr.answer.evaluate(facts)
        } catch {
            p.error(pr.answerLine, "the answer `\(pr.answer)` cannot be computed: \(error.message)", "계산할 수 없는 정답 식입니다: `\(pr.answer)` — \(error.messageKo)")
            return
        }
        switch (pr.kind, truth) {
        case (.yesno, .bool), (.number, .number), (.cell, .number), (.choice, _): break
        default:
            p.error(pr.answerLine, "a `\(pr.kind.rawValue)` prediction's answer gives \(truth), which is not a \(pr.kind.rawValue)",
                    "`\(pr.kind.rawValue)` 예측의 정답 식이 \(pr.kind.rawValue) 값이 아닌 값을 냅니다: \(truth)")
        }
        if pr.kind == .choice {
            let right = pr.choices.filter { $0.value == truth }
            if right.isEmpty {
                p.error(pr.answerLine, "the answer is now \(truth), and no choice has that value (choices: \(pr.choices.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))",
                        "정답이 이제 \(truth)인데, 그 값을 가진 선택지가 없습니다(선택지: \(pr.choices.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))")
            } else if right.count > 1 {
                p.error(right[1].line, "choices \(right.map(\.key).joined(separator: " and ")) both match the answer \(truth); only one may",
                        "정답(\(truth))과 같은 선택지가 여럿입니다: \(right.map(\.key).joined(separator: ", ")). 하나만 맞아야 합니다")
            }
            var keys = Set<String>()
            for c in pr.choices {
                if !keys.insert(c.key.lowercased()).inserted { p.error(c.line, "choice key `\(c.key)` is used twice", "선택지 키가 두 번 쓰였습니다: `\(c.key)`") }
                if c.value != truth && c.misconception == nil {
                    p.error(c.line, "wrong choice `\(c.key)` needs `misconception:` (en and ko): the belief it stands for",
                            "오답 선택지 `\(c.key)`에는 그 답이 나타내는 오해 `misconception:`(en, ko)이 필요합니다")
                }
                if c.value != truth && c.explain == nil {
                    p.error(c.line, "wrong choice `\(c.key)` needs `explain:` (en and ko)", "오답 선택지 `\(c.key)`에는 `explain:`(en, ko)이 필요합니다")
                }
                if c.value != truth && c.tryCommand == nil && step.recall == nil {
                    p.warning(c.line, "wrong choice `\(c.key)` has no `try:`: give a command that shows the learner what really happens",
                              "오답 선택지 `\(c.key)`에 `try:`가 없습니다. 실제로 무슨 일이 일어나는지 보여 줄 명령을 주세요")
                }
                if let t = c.tryCommand, let problem = ContentChecker.problem(withTryCommand: t, planned: []) {
                    p.error(c.line, problem.en, problem.ko)
                }
            }
        }
    }

    /// "cellsCreated is 16" for each query in a failed condition.
    static func describe(_ e: LessonExpression, _ f: LessonFacts) -> String {
        var parts: [String] = []
        func walk(_ e: LessonExpression) {
            switch e {
            case .literal: break
            case .query: if let v = try? e.evaluate(f) { parts.append("\(e) = \(v)") }
            case .arithmetic(let a, _, let b), .compare(let a, _, let b): walk(a); walk(b)
            }
        }
        walk(e)
        return parts.joined(separator: ", ")
    }
}
