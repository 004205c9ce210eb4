import Foundation
import TableSim
import TableText

/// Loads the lessons of a folder, and checks them: every problem as `file:line`.
public enum Lessons {
    /// The lesson files of a folder (`*.md` except `README.md`), by name.
    public static func files(in directory: URL) -> [URL] {
        (try? Glossary.entryFiles(in: directory)) ?? []
    }

    /// Every lesson that parses, ordered by number, and the problems of those that do not.
    /// `shownFolder`: the folder as messages name it (default: its own name, `Lessons`).
    public static func load(from directory: URL, shownFolder: String? = nil) -> ([Lesson], [Diagnostic]) {
        var lessons: [Lesson] = []
        var diagnostics: [Diagnostic] = []
        let folder = shownFolder.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? directory.lastPathComponent
        for url in files(in: directory) {
            let (lesson, d) = LessonParser.parseFile(at: url, displayPath: folder + "/" + url.lastPathComponent)
            diagnostics += d
            if let lesson { lessons.append(lesson) }
        }
        return (lessons.sorted { ($0.number, $0.id) < ($1.number, $1.id) }, diagnostics)
    }
}

public enum LessonChecker {
    private typealias C = L10n.Diagnostics.LessonCheck

    /// Checks every lesson in `directory` (paths printed as `FOLDER/NAME.md`, the folder's own name).
    public static func check(directory: URL, glossary: Glossary) -> [Diagnostic] {
        let folder = directory.lastPathComponent
        let files = Lessons.files(in: directory).map { File(url: $0, shown: folder + "/" + $0.lastPathComponent) }
        return check(files: files, context: [], glossary: glossary)
    }

    /// A lesson file to check, and its path as the reader should see it (as they typed it).
    public struct File: Sendable {
        public var url: URL
        public var shown: String
        public init(url: URL, shown: String) {
            self.url = url
            self.shown = shown
        }
    }

    /// Checks `files`: parse errors, both languages, commands that run, expectations that hold,
    /// predictions that are computed with every choice reachable, recall and glossary links, a last
    /// step that shows the Swift, and no control characters. `context`: the other lessons tablelab
    /// loads with them (the installed ones, a teacher's folders), without the files checked here —
    /// prerequisites and recalls are resolved against them too, and a number or id one of them
    /// already uses is an error.
    ///
    /// Every problem in one pass: a lesson with errors in its steps is still run (its header gives
    /// an id and a number), so its commands and expectations are checked with its structure.
    public static func check(files: [File], context: [Lesson], glossary: Glossary) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var lessons: [Lesson] = []
        for f in files {
            // The file itself first: size, UTF-8, no control characters (shared with the glossary's rules).
            diagnostics += ContentChecker.checkLessonFile(f.url, shown: f.shown)
            let (lesson, parsed) = LessonParser.parseFile(at: f.url, displayPath: f.shown, partial: true)
            diagnostics += parsed
            if let lesson { lessons.append(lesson) }
        }
        lessons.sort { ($0.number, $0.id) < ($1.number, $1.id) }
        let others = context
        let all = (lessons + others).sorted { ($0.number, $0.id) < ($1.number, $1.id) }
        let taken = Set(all.map(\.number))
        var numbers: [Int: String] = [:], ids: [String: String] = [:]
        for l in lessons {
            var p = Problems(file: l.file)
            if !Lesson.numbers.contains(l.number) {
                p.error(l.keyLines["number"] ?? 2, C.numberOutOfRange(number: String(l.number), first: String(Lesson.numbers.lowerBound),
                                                                   last: String(Lesson.numbers.upperBound)))
            }
            if l.prerequisites.contains(l.id) {
                p.error(l.keyLines["prerequisites"] ?? 2, C.prerequisiteIsItself(id: l.id))
            }
            if let other = numbers[l.number] { p.error(l.keyLines["number"] ?? 2, C.numberTwice(number: String(l.number), file: other)) }
            numbers[l.number] = l.file
            if let other = ids[l.id] { p.error(l.keyLines["id"] ?? 2, C.idTwice(id: l.id, file: other)) }
            ids[l.id] = l.file
            if let other = others.first(where: { $0.id == l.id }) {
                p.error(l.keyLines["id"] ?? 2, C.idTwice(id: l.id, file: other.file))
            }
            if let other = others.first(where: { $0.number == l.number }) {
                let free = Lesson.numbers.first { !taken.contains($0) }.map(String.init) ?? "-"
                p.error(l.keyLines["number"] ?? 2, C.numberTaken(number: String(l.number), file: other.file, id: other.id, free: free))
            }
            let expectedName = String(format: "%02d-%@.md", l.number, l.id)
            if l.file.split(separator: "/").last.map(String.init) != expectedName {
                p.warning(1, C.fileName(expected: expectedName))
            }
            if l.title.en.isEmpty || l.title.ko.isEmpty {
                p.error(l.title.line, C.titleNeedsBoth)
            }
            for g in l.glossary where glossary.entry(id: g.id) == nil {
                let near = glossary.suggestions(for: g.id, limit: 1).first
                p.error(g.line, near.map { C.glossaryMissingNear(id: g.id, near: $0.id) } ?? C.glossaryMissing(id: g.id))
            }
            for pre in l.prerequisites where pre != l.id && !all.contains(where: { $0.id == pre }) {
                p.error(l.keyLines["prerequisites"] ?? 2, C.prerequisiteMissing(id: pre))
            }
            // CURRICULUM: a lesson ends on the Swift that does what the learner just saw (an
            // exercise step ends on the learner's own Swift).
            if let last = l.steps.last, !last.code, last.exercise == nil {
                p.warning(last.line, C.lastStepNoSwift(step: last.id))
            }
            diagnostics += p.list
            diagnostics += run(l, all: all, glossary: glossary)
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
            if case .error(let e) = r { p.error(s.line, C.setupFails(command: s.command, reason: e.catalogMessage)) }
        }
        for (i, step) in lesson.steps.enumerated() {
            if i == 0 && lesson.number > 1 && step.recall == nil {
                p.warning(step.line, C.needsRecall)
            }
            if let r = step.recall {
                if let (source, _, _) = session.recallTarget(r.ref) {
                    if source.number >= lesson.number {
                        p.error(r.line, C.recallNotEarlier(ref: r.ref))
                    }
                } else {
                    p.error(r.line, C.recallBadRef(ref: r.ref))
                }
            }
            if let e = step.exercise { checkExercise(e, step, problems: &p) }
            if let p0 = step.predict, step.command == nil {
                p.error(p0.line, C.predictionNeedsCommand)
            }
            guard let c = step.command else { continue }
            do {
                guard try CommandParser.parse(c.text) != nil else {
                    p.error(c.line, C.commandIsComment(command: c.text)); continue
                }
            } catch {
                p.error(c.line, C.commandDoesNotParse(command: c.text, reason: error.catalogMessage)); continue
            }
            for alt in step.alsoAccepted {
                let command: Command
                do {
                    guard let c = try CommandParser.parse(alt.text) else {
                        p.error(alt.line, C.commandIsComment(command: alt.text)); continue
                    }
                    command = c
                } catch {
                    p.error(alt.line, C.commandDoesNotParse(command: alt.text, reason: error.catalogMessage)); continue
                }
                // A table command can fail at this step (a row that is not there); a replay of the
                // whole session is too dear to run twice for each check, and only compares.
                if case .replay = command { continue }
                var copy = session
                if case .error(let e) = copy.runLine(alt.text).0 {
                    p.error(alt.line, C.commandFails(command: alt.text, reason: e.catalogMessage))
                }
            }
            if let pr = step.predict {
                var copy = session
                let (_, facts) = copy.runLine(c.text)
                checkPrediction(pr, facts: facts, step: step, problems: &p)
            }
            let (response, facts) = session.runLine(c.text)
            if case .error(let e) = response {
                p.error(c.line, C.commandFails(command: c.text, reason: e.catalogMessage))
                continue
            }
            for e in step.expect {
                do {
                    let v = try e.condition.evaluate(facts)
                    if v != .bool(true) {
                        p.error(e.line, C.expectationFails(expectation: e.source, facts: describe(e.condition, facts)))
                    }
                } catch {
                    p.error(e.line, L10n.Diagnostics.Lesson.expectation(expectation: e.source, reason: error.message))
                }
            }
        }
        return p.list
    }

    /// An exercise step: its starter speaks both languages, passes the gate `app` applies (no
    /// compiling here: that the starters compile is a test), holds each hint's `find:` on a code
    /// line, and its world and scenario are world commands that parse.
    static func checkExercise(_ e: LessonExercise, _ step: LessonStep, problems p: inout Problems) {
        typealias X = L10n.Diagnostics.Exercise
        for c in e.world + e.scenario {
            let command: Command?
            do { command = try CommandParser.parse(c.text) } catch {
                p.error(c.line, C.commandDoesNotParse(command: c.text, reason: error.catalogMessage)); continue
            }
            let actions: [Action]
            switch command {
            case .sim(let a)?, .stopped(let a, _)?: actions = [a]
            case .sims(let list)?: actions = list
            default: actions = []
            }
            if actions.isEmpty || actions.contains(where: Session.decidedByAppCode) {
                p.error(c.line, X.notWorld(command: c.text))
            }
        }
        guard let template = e.template else { return }
        let path = "Lessons/exercises/" + e.starter
        for lang in ["en", "ko"] where !LessonExercise.lines(template).contains(where: { LessonExercise.tag($0.drop { $0 == " " }) == lang }) {
            p.error(e.line, X.oneLanguage(path: path, lang: lang))
        }
        let code = LessonExercise.lines(LessonExercise.render(template, .en))
        for (i, find) in step.hintFinds.enumerated() {
            if let find, LessonExercise.line(of: find, in: code) == nil {
                p.error(step.hints[i].line, X.findMissing(find: find, path: path))
            }
        }
        if case .success(let source) = AppSource.checked(Array(template.utf8), typedPath: e.starter),
           let first = AppSourceGate.check(source).refusals.first {
            p.error(e.line, X.refused(path: path, reason: AppText.message(first, path: e.starter)))
        }
    }

    static func checkPrediction(_ pr: Prediction, facts: LessonFacts, step: LessonStep, problems p: inout Problems) {
        let truth: LessonValue
        do {
            truth = try pr.answer.evaluate(facts)
        } catch {
            p.error(pr.answerLine, C.answerNotComputable(answer: "\(pr.answer)", reason: error.message))
            return
        }
        switch (pr.kind, truth) {
        case (.yesno, .bool), (.number, .number), (.cell, .number), (.choice, _): break
        default:
            p.error(pr.answerLine, C.answerWrongKind(kind: pr.kind.rawValue, value: "\(truth)"))
        }
        checkUnit(pr, truth: truth, problems: &p)
        if let e = pr.explain, let start = praise(e) {
            p.error(e.line, C.explainTakesSides(start: start))
        }
        if pr.kind == .choice {
            let right = pr.choices.filter { $0.value == truth }
            if right.isEmpty {
                p.error(pr.answerLine, C.noChoiceMatches(value: "\(truth)", choices: pr.choices.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))
            } else if right.count > 1 {
                p.error(right[1].line, right.count == 2
                            ? C.twoChoicesMatch(first: right[0].key, second: right[1].key, value: "\(truth)")
                            : C.choicesMatch(keys: right.map(\.key).joined(separator: ", "), value: "\(truth)"))
            }
            var keys = Set<String>()
            for c in pr.choices {
                if !keys.insert(c.key.lowercased()).inserted { p.error(c.line, C.choiceKeyTwice(key: c.key)) }
                if c.value != truth && c.misconception == nil {
                    p.error(c.line, C.needsMisconception(key: c.key))
                }
                if c.value != truth && c.explain == nil {
                    p.error(c.line, C.needsExplain(key: c.key))
                }
                if c.value != truth && c.tryCommand == nil && step.recall == nil {
                    p.warning(c.line, C.noTry(key: c.key))
                }
                // Nothing is planned here (`planned: []`), so every problem is an error.
                if let t = c.tryCommand, let problem = ContentChecker.problem(withTryCommand: t, planned: [], file: p.file, line: c.line) {
                    p.list.append(problem)
                }
            }
        }
    }

    /// The answer expression counts what the question counts: a number (or a choice among numbers)
    /// declares its unit and the expression must give it; a cell question must be answered by a
    /// cell id; a yes/no question may declare what its comparison counts. Where the expression's
    /// unit cannot be told (a bare number), nothing is claimed.
    static func checkUnit(_ pr: Prediction, truth: LessonValue, problems p: inout Problems) {
        let answer = "\(pr.answer)"
        if pr.kind == .cell {
            if let u = pr.answer.unit, u != .cell {
                p.error(pr.answerLine, C.cellAnswerNotCell(answer: answer, actual: u.rawValue))
            }
            return
        }
        let numeric: Bool
        if case .bool = truth { numeric = false } else { numeric = true }
        guard let declared = pr.unit else {
            if numeric && (pr.kind == .number || pr.kind == .choice) {
                p.error(pr.line, C.unitMissing(kind: pr.kind.rawValue, units: LessonUnit.names))
            }
            return
        }
        guard let actual = numeric ? pr.answer.unit : pr.answer.subjectUnit else { return }
        if actual != declared.value {
            p.error(declared.line, C.unitMismatch(declared: declared.value.rawValue, answer: answer, actual: actual.rawValue))
        }
    }

    /// The opening words of a prediction's `explain:` that read as "you were right" — it is shown
    /// after a wrong answer too ("그렇습니다." under "✗").
    static func praise(_ e: Bilingual) -> String? {
        LessonAnswerWords.praise.first { e.en.hasPrefix($0) || e.ko.hasPrefix($0) }
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
