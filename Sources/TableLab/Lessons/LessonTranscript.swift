import TableRender
import TableText

/// A whole lesson as Markdown with the real outputs, for handouts and blogs
/// (`tablelab lesson N --print`): the lesson runs headless, each prediction answered right.
public enum LessonTranscript {
    public static func markdown(_ lesson: Lesson, lessons: [Lesson], glossary: Glossary = .empty,
                                language: Language, width: Int = 80) -> String {
        var session = Session(language: language, glossary: glossary)
        session.lessons = lessons
        let ctx = RenderContext(language: language, width: width)
        var out: [String] = ["# \(lesson.number). \(lesson.title(language))", ""]
        func text(_ b: Bilingual) -> [String] {
            switch language {
            case .en: return [b.en]
            case .ko: return [b.ko]
            case .both: return [b.en, b.ko]
            }
        }
        var response = session.execute("lesson \(lesson.number)")
        var guardSteps = 0
        while guardSteps < 200 {
            guardSteps += 1
            out += blocks(response, session: session, ctx: ctx, text: text)
            guard let step = session.currentLesson?.steps[session.course.step] else { break }
            if !session.course.ran {
                if let p = session.predictionOf(step), session.course.answer == nil {
                    let answer = LessonTranscript.rightAnswer(p, session: session, step: step) ?? "0"
                    out += ["", "**" + language.text(L10n.Lessons.Transcript.answer) + ":** `answer \(answer)`", ""]
                    response = session.execute("answer \(answer)")
                    continue
                }
                if let d = step.do {
                    out += ["**" + language.text(L10n.Lessons.Transcript.learnerTypes) + ":** `\(d.text)`", ""]
                    response = session.execute(d.text)
                    continue
                }
                if let e = step.exercise {
                    // The file the learner fixes, as `exercise` hands it out; grading needs their
                    // compiled app, so the handout goes on to the next step.
                    if let starter = session.exerciseStarter?.text {
                        out += ["**" + e.starter + "**", "", "```swift"] + LessonExercise.lines(starter) + ["```", ""]
                    }
                    if session.course.step + 1 >= lesson.steps.count { break }
                    response = session.execute("goto \(session.course.step + 2)")
                    continue
                }
            }
            if session.course.step + 1 >= lesson.steps.count { break }
            response = session.execute("next")
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func blocks(_ response: Response, session: Session, ctx: RenderContext, text: (Bilingual) -> [String]) -> [String] {
        guard case .lesson(let view) = response else {
            return ["```text"] + ResponseRenderer.render(response, session: session, context: ctx) + ["```", ""]
        }
        var out: [String] = []
        var pending: [String] = []
        func flush() {
            if !pending.isEmpty { out += ["```text"] + pending + ["```", ""]; pending = [] }
        }
        for b in view.blocks {
            switch b {
            case .text(let t, let tone):
                if t.en.hasPrefix("  ") { pending += text(t); continue }
                flush()
                for s in text(t) {
                    switch tone {
                    case .heading: out += ["## " + s, ""]
                    case .question: out += ["> " + s.replacingOccurrences(of: "\n\n", with: "\n>\n> "), ""]
                    case .dim: out += ["*" + s + "*", ""]
                    default: out += [s, ""]
                    }
                }
            case .command(let line):
                pending.append("› " + line)
            case .response(let r):
                pending += ResponseRenderer.render(r, session: session, context: ctx)
            case .code(let lines):
                flush()
                out += ["```swift"] + lines + ["```", ""]
            }
        }
        flush()
        return out
    }

    /// The answer the simulation computes for the current step, as the learner would type it; nil
    /// when it cannot be computed.
    public static func rightAnswer(_ p: Prediction, session: Session, step: LessonStep) -> String? {
        guard let truth = session.computedAnswer(step) else { return nil }
        switch (p.kind, truth) {
        case (.choice, _): return p.choices.first { $0.value == truth }?.key
        case (.cell, .number(let n)): return "cell#\(n)"
        default: return truth.description
        }
    }

    /// A wrong answer of the same kind.
    public static func wrongAnswer(_ p: Prediction, session: Session, step: LessonStep) -> String? {
        guard let truth = session.computedAnswer(step) else { return nil }
        switch (p.kind, truth) {
        case (.choice, _): return p.choices.first { $0.value != truth }?.key
        case (.cell, .number(let n)): return "cell#\(n + 1)"
        case (.number, .number(let n)): return String(n + 1)
        case (.yesno, .bool(let b)): return b ? "no" : "yes"
        default: return nil
        }
    }
}

extension Session {
    /// The answer to the current step's prediction (or recall), computed on a copy of the session.
    public func computedAnswer(_ step: LessonStep) -> LessonValue? {
        guard let p = predictionOf(step) else { return nil }
        if let r = step.recall {
            guard let (source, i, sourceIndex) = recallTarget(r.ref) else { return nil }
            var scratch = Session(language: language, glossary: glossary)
            scratch.lessonShelf = lessonShelf
            scratch.course.lesson = sourceIndex
            scratch.rebuildTable(source, upTo: i)
            let (_, facts) = scratch.runLine(source.steps[i].command?.text ?? "")
            return try? p.answer.evaluate(facts)
        }
        guard let c = step.command else { return nil }
        var copy = self
        let (_, facts) = copy.runLine(c.text)
        return try? p.answer.evaluate(facts)
    }
}
