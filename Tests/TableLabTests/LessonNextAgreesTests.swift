import XCTest
@testable import TableLab
import TableRender
import TableText

/// A message that says "`next` goes on" must mean it: in every state of every shipped lesson, after
/// any reply that suggests `next`, `next` moves on instead of refusing ("this step waits for a
/// command"). Lesson 11 step 3 said "`next` goes on" to a second `answer 예` while the step still
/// waited for `scroll 10`, and `next` then refused.
final class LessonNextAgreesTests: XCTestCase {
    func text(_ r: Response, _ s: Session) -> String {
        ResponseRenderer.render(r, session: s, context: RenderContext(language: s.language, width: 100)).joined(separator: "\n")
    }

    /// Lines a learner may type in any state: answers of every form, asking twice, help.
    static let probes = ["answer 1", "answer yes", "answer a", "answer cell#1", "hint", "solution"]

    /// Every probe from this state, each on a copy; a reply that names `next` must let `next` pass.
    func probe(_ s: Session, _ lesson: Lesson, _ state: String) {
        for line in Self.probes {
            var copy = s
            let first = copy.execute(line)
            for r in [first, copy.execute(line)] {
                let said = text(r, copy)
                guard said.contains("`next`") else { continue }
                var after = copy
                let next = after.execute("next")
                XCTAssertFalse(next.isError, "\(lesson.file) step \(s.course.step + 1) \(state): `\(line)` said “\(said)”, then `next` said “\(text(next, after))”")
            }
        }
    }

    func testEveryReplyThatSuggestsNextLetsNextGoOn() throws {
        for lesson in LessonTests.shipped {
            var s = Session(language: .en, glossary: LessonTests.glossary)
            s.lessons = LessonTests.shipped
            _ = s.execute("lesson \(lesson.number)")
            for _ in 0..<200 {
                probe(s, lesson, s.course.answer == nil ? "before answering" : "answered")
                let step = lesson.steps[s.course.step]
                if !s.course.ran, let p = s.predictionOf(step), s.course.answer == nil {
                    let answer = try XCTUnwrap(LessonTranscript.rightAnswer(p, session: s, step: step))
                    _ = s.execute("answer " + answer)
                    continue
                }
                if !s.course.ran, let d = step.do {
                    _ = s.execute(d.text)
                    continue
                }
                // An exercise is graded on the learner's compiled file (ExerciseTests): past it.
                if !s.course.ran, step.exercise != nil {
                    XCTAssertFalse(s.execute("goto \(s.course.step + 2)").isError, "\(lesson.file) step \(s.course.step + 1)")
                    continue
                }
                if s.course.step + 1 == lesson.steps.count { break }
                XCTAssertFalse(s.execute("next").isError, "\(lesson.file) step \(s.course.step + 1)")
            }
        }
    }

    /// Lesson 11 step 3 as the learner met it: `answer 예` twice says to type the command, and
    /// `next` still waits for it.
    func testASecondAnswerInAStepThatWaitsForItsCommandSaysToTypeIt() throws {
        let lesson = try XCTUnwrap(LessonTests.shipped.first { $0.number == 11 })
        var s = Session(language: .ko, glossary: LessonTests.glossary)
        s.lessons = LessonTests.shipped
        _ = s.execute("lesson 11")
        _ = s.execute("goto 3")
        let step = lesson.steps[s.course.step]
        XCTAssertNotNil(step.do, "lesson 11 step 3 waits for a command")
        _ = s.execute("answer 예")
        let again = text(s.execute("answer 예"), s)
        XCTAssertFalse(again.contains("`next`"), again)
        XCTAssertTrue(again.contains("명령을 입력하세요"), again)
    }
}
