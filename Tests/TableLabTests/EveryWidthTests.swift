import XCTest
import Foundation
@testable import TableLab
import TableRender
import TableSim
import TableText

/// Every picture drawn at many terminal widths (every width where lists wrap), over the states the lessons reach (and a few more):
/// no picture may index past an end or ask for a negative count at any width. A trap here is a
/// crash a learner would meet (lesson 10 step 4 at 100 columns did, in `EventListPicture.elide`).
/// What is checked beyond "it did not trap": no line is wider than the terminal when the picture is
/// one that is played in place (a drag frame), and every frame fits the rows it was given.
final class EveryWidthTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let lessons: [Lesson] = Lessons.load(from: packageRoot.appendingPathComponent("Lessons")).0
    static let glossary = Glossary.load(from: packageRoot.appendingPathComponent("glossary")).0

    // The widths a learner's terminal may have: below the minimum the pictures are laid out at the
    // minimum (the terminal wraps), but a played frame is cut to the real width.
    /// For whole responses (slow to draw): the minimum, the widths learners reported, and wide ones.
    static let responseWidths = [RenderContext.minimumWidth, 60, 80, 90, 100, 120, 200]

    /// For played frames: below the minimum, around it, and around the widths learners reported.
    static let frameWidths = [1, 20, 39, 40, 41, 60, 79, 80, 81, 85, 90, 95, 99, 100, 101, 120, 160, 200]
    /// For event lists (cheap to draw, where a wrapped entry meets the line budget): every width from
    /// the minimum to 120, and wider ones.
    static let listWidths = Array(RenderContext.minimumWidth...120) + [140, 160, 200]

    /// Computed once for all the tests of this class.
    static let seen: [Language: [Seen]] = [
        .en: lessonResponses(.en) + freeResponses(.en),
        .ko: lessonResponses(.ko) + freeResponses(.ko),
    ]

    /// A response and the session right after it, in the language it was asked in.
    struct Seen {
        var what: String
        var response: Response
        var session: Session
    }

    /// Plays every shipped lesson in `language`, answered right: `visit` sees the session before each
    /// move (and the response that led there), then the walk answers the pending prediction with its
    /// right answer, runs the step's command, or goes `next`.
    static func walkLessons(_ language: Language,
                            visit: (_ lesson: Lesson, _ session: Session, _ response: Response, _ rightAnswer: String?) -> Void) {
        for lesson in lessons {
            var s = Session(language: language, glossary: glossary)
            s.lessons = lessons
            var r = s.execute("lesson \(lesson.number)")
            var guardCount = 0
            while guardCount < 200 {
                guardCount += 1
                let step = lesson.steps[s.course.step]
                if !s.course.ran, let p = s.predictionOf(step), s.course.answer == nil {
                    let answer = LessonTranscript.rightAnswer(p, session: s, step: step) ?? "0"
                    visit(lesson, s, r, answer)
                    r = s.execute("answer " + answer)
                    continue
                }
                visit(lesson, s, r, nil)
                if !s.course.ran, let d = step.do {
                    r = s.execute(d.text)
                    continue
                }
                // An exercise is graded on the learner's compiled file (ExerciseTests): past it.
                if !s.course.ran, step.exercise != nil {
                    r = s.execute("goto \(s.course.step + 2)")
                    continue
                }
                if s.course.step + 1 >= lesson.steps.count { break }
                r = s.execute("next")
            }
        }
    }

    /// Every response of every shipped lesson, answered right, in `language`.
    static func lessonResponses(_ language: Language) -> [Seen] {
        var seen: [Seen] = []
        walkLessons(language) { lesson, s, r, _ in
            seen.append(Seen(what: "lesson \(lesson.number) step \(s.course.step + 1)", response: r, session: s))
        }
        return seen
    }

    /// Every verdict a lesson can give to a choice: each step that asks for a choice, answered with
    /// each of its choices (the right one is in `lessonResponses` already; these are the wrong ones,
    /// whose verdict repeats the chosen text and adds the misconception and its explanation).
    static func verdictResponses(_ language: Language) -> [Seen] {
        var seen: [Seen] = []
        walkLessons(language) { lesson, s, _, right in
            guard let right else { return }
            let step = lesson.steps[s.course.step]
            guard let p = s.predictionOf(step) else { return }
            for choice in p.choices.map(\.key) where choice != right {
                var wrong = s
                var r = wrong.execute("answer " + choice)
                let what = "lesson \(lesson.number) step \(s.course.step + 1) answer \(choice)"
                seen.append(Seen(what: what, response: r, session: wrong))
                // A step with a command gives its verdict after the command.
                if let d = step.do {
                    r = wrong.execute(d.text)
                    seen.append(Seen(what: what + "; " + d.text, response: r, session: wrong))
                }
            }
        }
        return seen
    }

    /// A few sessions outside the lessons: long drags, stalls, every view.
    static func freeResponses(_ language: Language) -> [Seen] {
        let scripts: [[String]] = [
            ["rows 1000", "scroll 300", "stats", "timeline", "history", "log full", "scroll 5"],
            ["data movies", "load sync", "scroll 10", "timeline", "stats"],
            ["data movies", "load main-async", "scroll 20", "timeline"],
            ["data movies", "latency 300ms", "load cached", "scroll 10", "timeline", "stats"],
        ]
        var seen: [Seen] = []
        for script in scripts {
            var s = Session(language: language, glossary: glossary)
            s.lessons = lessons
            for line in script {
                let r = s.execute(line)
                seen.append(Seen(what: script.prefix { $0 != line }.joined(separator: "; ") + "; " + line, response: r, session: s))
            }
        }
        return seen
    }

    /// Of each drag: the frame with the most events (the one whose list is longest).
    static func framesToPlay(_ response: Response) -> [StepFrame] {
        var steps: [Step] = []
        switch response {
        case .step(let step, _): steps.append(step)
        case .lesson(let view):
            for block in view.blocks {
                if case .response(.step(let step, _)) = block { steps.append(step) }
            }
        default: break
        }
        var frames: [StepFrame] = []
        for step in steps where step.frames.count > 1 {
            if let busiest = step.frames.max(by: { $0.events.count < $1.events.count }) { frames.append(busiest) }
        }
        return frames
    }

    func testEveryResponseDrawsAtLearnersWidthsInEnglish() {
        checkResponses(Self.seen[.en]!, language: .en)
    }

    func testEveryResponseDrawsAtLearnersWidthsInKorean() {
        checkResponses(Self.seen[.ko]!, language: .ko)
    }

    func checkResponses(_ seen: [Seen], language: Language) {
        XCTAssertGreaterThan(seen.count, Self.lessons.count, "the lessons were read")
        for item in seen {
            // Below the minimum width the pictures are laid out at the minimum (the terminal wraps).
            for width in Self.responseWidths {
                let ctx = RenderContext(language: language, width: width)
                // Drawn without a crash at every width, and from 60 columns on every line fits (the
                // terminal would fold a longer one inside a word or a box). Below, pictures keep their
                // minimum and Swift lines cannot always break short enough.
                let lines = ResponseRenderer.render(item.response, session: item.session, context: ctx)
                for line in lines where width >= 60 && line.displayWidth > width {
                    XCTFail("\(language) \(item.what) at \(width): \(line.displayWidth) columns: \(line)")
                }
            }
        }
    }

    /// Read-ko finding 3: at 80 columns the choices (`  a) …`) and the verdict (`  my prediction │ …`)
    /// were printed unwrapped — 82 columns in Korean — and the terminal folded them inside a word.
    /// Every line of every lesson step, right or wrong answer, fits the learners' widths.
    func testEveryLessonLineFitsTheTerminal() {
        for language in [Language.en, .ko] {
            let seen = Self.seen[language]!.filter { $0.what.hasPrefix("lesson ") } + Self.verdictResponses(language)
            XCTAssertTrue(seen.contains { $0.what.contains(" answer ") }, "wrong answers were given")
            for item in seen {
                for width in [80, 100] {
                    let ctx = RenderContext(language: language, width: width)
                    for line in ResponseRenderer.render(item.response, session: item.session, context: ctx)
                    where line.displayWidth > width {
                        XCTFail("\(language) \(item.what) at \(width): \(line.displayWidth) columns: \(line)")
                    }
                }
            }
        }
    }

    /// The frames a drag plays, at every terminal size a learner may have: each fits the terminal.
    func testEveryPlayedFrameFitsEveryTerminal() {
        for language in [Language.en, .ko] {
            for item in Self.seen[language]! {
                for frame in Self.framesToPlay(item.response) {
                    for width in Self.frameWidths {
                        for rows in width == 80 ? [5, 24, 40] : [24, 40] {
                            let ctx = RenderContext(language: language, width: width)
                            let lines = ResponseRenderer.playedFrame(
                                table: item.session.table, frame: frame, context: ctx,
                                screenColumns: width, screenRows: rows)
                            XCTAssertLessThanOrEqual(lines.count, rows - 2, "\(item.what) frame \(frame.frame) at \(width)×\(rows)")
                            for line in lines where line.displayWidth > width {
                                XCTFail("\(item.what) frame \(frame.frame) at \(width)×\(rows): \(line.displayWidth) columns: \(line)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every frame of the drags outside the lessons (`load cached` among them: lesson 10 crashed on
    /// one of its frames at 80 and 100 columns) at every width around those, with the 8-line budget
    /// a played frame gives its event list.
    func testEveryFrameOfAStallingDragKeepsItsListBudget() {
        for language in [Language.en, .ko] {
            for item in Self.seen[language]! where item.what.contains("load") {
                guard case .step(let step, _) = item.response else { continue }
                for frame in step.frames {
                    for width in 76...104 {
                        let ctx = RenderContext(language: language, width: width)
                        let lines = EventListPicture(events: frame.events, state: item.session.table, detail: .compact,
                                                     maxLines: 8, showsCrashMessage: false).render(in: ctx)
                        XCTAssertLessThanOrEqual(lines.count, 8, "\(item.what) frame \(frame.frame) at \(width)")
                    }
                }
            }
        }
    }

    /// The event list of a frame keeps within its line budget at every width (the elision used to
    /// read past the end of the list when the last entry wrapped onto more lines than the budget).
    func testEventListsKeepTheirBudgetAtEveryWidth() {
        for item in Self.seen[.en]! + Self.seen[.ko]! {
            for frame in Self.framesToPlay(item.response) {
                for width in Self.listWidths {
                    for budget in [5, 8] {
                        let ctx = RenderContext(language: item.session.language, width: width)
                        let lines = EventListPicture(events: frame.events, state: item.session.table, detail: .compact,
                                                     maxLines: budget, showsCrashMessage: false).render(in: ctx)
                        XCTAssertLessThanOrEqual(lines.count, budget, "\(item.what) frame \(frame.frame) at \(width)")
                    }
                }
            }
        }
    }
}
