import TableSim
import TableRender
import TableText

private typealias X = L10n.Lessons.Exercise

/// Exercise steps (rustlings for UIKit): `exercise` hands out the starter, the learner fixes it and
/// runs it with `app FILE.swift` (or `edit`), and the step grades what the app does.
///
/// The grade is the same run every time: the app launched again on a new table with the
/// exercise's world, then its scenario, then the step's `expect` over everything since the launch
/// — whatever the learner did with the table before. Each condition is shown with the value the
/// app gave, so a failed one says what was measured.
extension Session {
    /// The exercise of the step the learner is at, with its lesson and step; nil in free play.
    public var currentExercise: (lesson: Lesson, step: LessonStep, exercise: LessonExercise)? {
        guard course.active, let lesson = currentLesson, lesson.steps.indices.contains(course.step),
              let e = lesson.steps[course.step].exercise else { return nil }
        return (lesson, lesson.steps[course.step], e)
    }

    /// The current exercise's starter as the learner gets it: its file name and its text, with the
    /// comments of the session's language.
    public var exerciseStarter: (file: String, text: String)? {
        guard let e = currentExercise?.exercise, let text = e.text(for: language) else { return nil }
        return (e.starter, text)
    }

    /// After `app FILE` or `edit` launched an app (the executable calls this with what the launch
    /// said): at an exercise step, the launch is followed by its grade.
    public mutating func gradeAfterLaunch(_ response: Response) -> Response {
        guard case .step = response, currentExercise != nil, runningApp != nil else { return response }
        return .lesson(LessonView([.response(response)] + gradeExercise()))
    }

    /// `exercise` and `exercise check`, once `runLesson` knows a lesson is open and active.
    mutating func exerciseCommand(_ c: LessonCommand, _ step: LessonStep) -> Response {
        guard let e = step.exercise else { return .error(.lesson(X.notHere)) }
        if case .checkExercise = c {
            guard runningApp != nil else { return .error(.lesson(X.noApp(file: e.starter))) }
            return .lesson(LessonView(gradeExercise()))
        }
        guard e.template != nil else { return .error(.lesson(X.noStarter(file: e.starter))) }
        return .view(.lesson(c))
    }

    /// What an exercise step says when it opens, after its narration: how to get the file and run
    /// it — unless the narration already says it (`exercise` in both languages), which the learner
    /// then read twice in a row.
    func exerciseOpening(_ e: LessonExercise, narration: Bilingual?) -> [LessonBlock] {
        if let n = narration, n.en.contains("`exercise`"), n.ko.contains("`exercise`") { return [] }
        return [.say(X.getIt(file: e.starter), .question)]
    }

    /// The line a hint points at (`find:`): in the learner's running file when it still holds that
    /// code, else in the starter as the learner got it — said which, the code on a line of its own
    /// (in a sentence, a long line was wrapped into the prose).
    func hintLine(_ find: String, _ e: LessonExercise) -> [LessonBlock] {
        guard let starter = e.text(for: language) else { return [] }
        let inStarter = LessonExercise.line(of: find, in: LessonExercise.lines(starter))
        if let app = runningApp {
            let lines = (0..<app.source.lineCount).map { app.source.line($0 + 1) ?? "" }
            let file = app.source.fileName.visibleControls
            if let (n, code) = LessonExercise.line(of: find, in: lines) {
                return [.say(X.lookAtRun(file: file, line: String(n)), .dim), .code([code.visibleControls])]
            }
            if let (n, code) = inStarter {
                return [.say(X.lookAtDone(file: file, line: String(n)), .dim), .code([code.visibleControls])]
            }
        }
        guard let (n, code) = inStarter else { return [] }
        return [.say(X.lookAt(file: e.starter, line: String(n)), .dim), .code([code.visibleControls])]
    }

    /// Runs the exercise's scenario on the running app, launched again with the exercise's world,
    /// and grades it by the step's conditions; a pass finishes the step.
    mutating func gradeExercise() -> [LessonBlock] {
        guard let (lesson, step, e) = currentExercise, let app = runningApp else { return [] }
        let path = (runningAppPath ?? app.source.fileName).visibleControls
        var world = Session(language: language, glossary: glossary)
        for w in e.world { _ = world.runLine(w.text) }
        let settings = worldSettings(of: world.table.settings, into: TableSettings())
        var blocks: [LessonBlock] = [
            .say(X.grading(file: path, commands: (e.world + e.scenario).map { "`\($0.text)`" }.joined(separator: ", ")), .heading),
        ]
        let launched: TableState
        do {
            launched = try app.launch(settings: settings, command: "app " + path)
        } catch {
            blocks.append(.say(X.stopped(file: path, said: error.message.visibleControls), .bad))
            return blocks + [.say(X.notYet(file: path), .dim)]
        }
        var run = Session(language: language, table: launched, glossary: glossary)
        run.apps = apps
        run.appPaths = appPaths
        var stopped = false
        for c in e.scenario {
            let (response, facts) = run.runLine(c.text)
            if case .error(let error) = response {
                blocks.append(.say(X.commandFailed(command: c.text, reason: error.catalogMessage), .bad))
                stopped = true
            } else if facts.crashed {
                // The crash box names the learner's line.
                blocks.append(.say(X.crashed(command: c.text), .bad))
                blocks.append(.response(response))
                stopped = true
            }
            if stopped { break }
        }
        // What the app printed while it was graded is not the learner's next command's console.
        _ = app.takeConsole()
        let facts = LessonFacts(table: run.table, events: run.table.log.batches.flatMap(\.events), crashed: stopped)
        var passed = !stopped
        for x in step.expect {
            let ok = !stopped && (try? x.condition.evaluate(facts)) == .bool(true)
            passed = passed && ok
            let measured = LessonChecker.describe(x.condition, facts)
            blocks.append(.say(ok ? X.met(expectation: x.source, measured: measured)
                                  : X.notMet(expectation: x.source, measured: measured), ok ? .good : .bad))
            // What an unmet line's queries read, in the learner's language: `nilDequeues` says nothing
            // to a beginner until it is "dequeues that returned nil".
            if !ok {
                for name in x.condition.queryNames {
                    guard let meaning = LessonExpression.meaning(of: name) else { continue }
                    blocks.append(.say(X.means(query: name, meaning: meaning), .dim))
                }
            }
        }
        guard passed else {
            return blocks + [.say(X.notYet(file: path), .dim)]
        }
        blocks.append(.say(X.passed(file: path), .good))
        return blocks + finishStep(lesson, step)
    }
}
