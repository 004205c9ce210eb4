import TableRender
import TableText

private typealias T = L10n.Lessons

/// A whole lesson as a CommonMark handout (`tablelab lesson N --print`): the lesson runs headless
/// and the handout is written from its steps — never from the REPL's screen, so no prompt, no
/// "`next` →", no "Locked: you said …" and no score reaches the paper.
///
/// Three kinds: the walkthrough (`--print`: each step, its question and answer, the command and
/// the real pictures, the Swift), the worksheet (`--worksheet`: questions and choices, no answers,
/// no outputs, room to write) and the answer key (`--answers`: the walkthrough with every choice's
/// belief, explanation and command to try). `both` writes each text in English, then in Korean.
public enum LessonTranscript {
    public enum Kind: Sendable { case walkthrough, worksheet, answers }

    public static func markdown(_ lesson: Lesson, lessons: [Lesson], glossary: Glossary = .empty,
                                language: Language, width: Int = 80, kind: Kind = .walkthrough) -> String {
        handout(lesson, lessons: lessons, glossary: glossary, language: language, width: width, kind: kind).text
    }

    /// A handout, and the expectations of the lesson that did not hold while it was written: a
    /// lesson that no longer runs as written must not reach the class as if it did (the command
    /// line says so and exits 1; `tablelab check` says where).
    public struct Handout: Sendable {
        public var text: String
        public var failedExpectations: [Expectation]
    }

    public static func handout(_ lesson: Lesson, lessons: [Lesson], glossary: Glossary = .empty,
                               language: Language, width: Int = 80, kind: Kind = .walkthrough) -> Handout {
        var failed: [Expectation] = []
        var session = Session(language: language, glossary: glossary)
        session.lessons = lessons
        session.course.lesson = session.lessons.firstIndex(of: lesson)
        let ctx = RenderContext(language: language, width: width)
        let languages: [Language] = language == .both ? [.en, .ko] : [language]
        /// A lesson's text in each language shown, one paragraph list per language.
        func texts(_ b: Bilingual) -> [String] { languages.map { $0 == .en ? b.en : b.ko } }
        func inline(_ m: Message) -> String { Bilingual(m).text(language, block: false) }
        var title = "# \(lesson.number). \(lesson.title(language))"
        switch kind {
        case .walkthrough: break
        case .worksheet: title += " — " + inline(T.Transcript.worksheet)
        case .answers: title += " — " + inline(T.Transcript.key)
        }
        var out: [String] = [title, ""]
        if kind == .worksheet { out += ["**" + inline(T.Transcript.name) + "** " + blank, ""] }
        session.rebuildTable(lesson, upTo: 0)
        for (i, step) in lesson.steps.enumerated() {
            session.course.step = i
            out += ["## " + inline(T.Transcript.step(step: String(i + 1), count: String(lesson.steps.count))), ""]
            if let n = step.narration { out += texts(n).flatMap(paragraph) }
            let prediction = session.predictionOf(step)
            if let p = prediction {
                if step.recall != nil { out += ["*" + inline(T.fromMemory) + "*", ""] }
                for q in texts(p.question) { out += quoted(q) }
                // The key lists every choice with its verdict below, in place of the bare list.
                for l in languages where kind != .answers {
                    out += p.choices.map { "- **\($0.key))** " + (l == .en ? $0.text.en : $0.text.ko) }
                    if !p.choices.isEmpty { out.append("") }
                }
            }
            if let c = step.command {
                let label = step.run != nil ? T.Transcript.lessonRuns : T.Transcript.learnerTypes
                out += ["**" + inline(label) + ":** `\(c.text)`", ""]
            }
            if kind == .worksheet {
                if prediction != nil {
                    out += ["**" + inline(T.Transcript.yourAnswer) + "** " + blank, "",
                            "**" + inline(T.Transcript.why) + "** " + blank, ""]
                }
                if let e = step.exercise { out += ["**" + inline(T.Transcript.file) + "** `\(e.starter)`", ""] }
                if let c = step.command {
                    let (_, facts) = session.runLine(c.text)
                    failed += step.expect.filter { (try? $0.condition.evaluate(facts)) != .bool(true) }
                }
                continue
            }
            if let p = prediction {
                let truth = session.computedAnswer(step)
                out += answerLines(p, truth: truth, languages: languages, language: language, all: kind == .answers)
            }
            if let c = step.command {
                let (response, facts) = session.runLine(c.text)
                failed += step.expect.filter { (try? $0.condition.evaluate(facts)) != .bool(true) }
                out += fenced(["› " + c.text] + ResponseRenderer.render(response, session: session, context: ctx), language: "text")
            }
            if let e = step.exercise, let template = e.template {
                out += ["**" + e.starter + "**", ""]
                out += fenced(LessonExercise.lines(LessonExercise.render(template, language == .ko ? .ko : .en)), language: "swift")
            }
            if let a = step.after { out += texts(a).flatMap(paragraph) }
            if step.code {
                out += ["**" + inline(T.swiftHeading) + "**", ""]
                out += fenced(SwiftCode.lines(for: session.table, language: language), language: "swift")
            }
        }
        while out.last == "" { out.removeLast() }
        return Handout(text: out.joined(separator: "\n") + "\n", failedExpectations: failed)
    }

    /// Room to write: a run of underscores after a label (never alone on a line, where CommonMark
    /// would read it as a rule).
    static let blank = String(repeating: "_", count: 32)

    /// The answer to a prediction: the right one with the prediction's explanation; with `all`, every
    /// choice marked right or wrong, each wrong one with its belief, why the table disagrees, and a
    /// command to see it (the key a teacher grades with).
    static func answerLines(_ p: Prediction, truth: LessonValue?, languages: [Language], language: Language, all: Bool) -> [String] {
        var out: [String] = []
        let correct = truth.flatMap { t in p.choices.first { $0.value == t } }
        for l in languages {
            let label = "**" + l.text(T.Transcript.answer) + ":** "
            if let c = correct {
                out += [label + "\(c.key)) " + (l == .en ? c.text.en : c.text.ko), ""]
            } else if let truth {
                out += [label + Session.shownValue(truth, p, l), ""]
            }
            if all {
                for c in p.choices {
                    var line = "- **\(c.key))** " + (l == .en ? c.text.en : c.text.ko) + " — "
                    if c.value == truth {
                        line += "✓ " + l.text(T.Transcript.rightChoice)
                        if let e = c.explain { line += " " + (l == .en ? e.en : e.ko) }
                    } else {
                        line += "✗"
                        if let m = c.misconception { line += " " + l.text(T.belief(belief: m)) }
                        if let e = c.explain { line += " " + (l == .en ? e.en : e.ko) }
                        if let t = c.tryCommand { line += " " + l.text(T.seeForYourself(command: t)) }
                    }
                    out.append(oneLine(line))
                }
                if !p.choices.isEmpty { out.append("") }
                if let w = p.wrong { out += paragraph(l == .en ? w.en : w.ko) }
            }
            if let e = p.explain { out += paragraph(l == .en ? e.en : e.ko) }
        }
        return out
    }

    /// Paragraphs as CommonMark: each followed by a blank line.
    static func paragraph(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { [$0, ""] }
    }

    /// A question as a block quote, paragraph by paragraph.
    static func quoted(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").enumerated().flatMap { i, para in
            (i > 0 ? [">"] : []) + para.components(separatedBy: "\n").map { "> " + $0 }
        } + [""]
    }

    /// A list item on one line: its paragraphs joined (a blank line would end the item).
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n\n", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// A fenced code block whose fence is longer than any run of backticks inside it.
    static func fenced(_ lines: [String], language: String) -> [String] {
        var longest = 0
        for line in lines {
            var run = 0
            for ch in line { run = ch == "`" ? run + 1 : 0; longest = max(longest, run) }
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return [fence + language] + lines + [fence, ""]
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
