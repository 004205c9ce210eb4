import XCTest
@testable import TableLab
import TableRender
import TableText

/// How to answer a yes/no prediction is said in the learner's language, in words the grader takes:
/// a Korean session showed `answer yes/no` (issue 17, learner-ko).
final class AnswerFormTests: XCTestCase {
    private func text(_ r: Response, _ s: Session) -> String {
        ResponseRenderer.render(r, session: s, context: RenderContext(language: s.language, width: 100)).joined(separator: "\n")
    }

    private func atYesNoStep(_ language: Language) -> (Session, String) {
        var s = Session(language: language, glossary: LessonTests.glossary)
        s.lessons = LessonTests.shipped
        _ = s.execute("lesson 11")
        let shown = text(s.execute("goto scroll"), s)
        return (s, shown)
    }

    func testAKoreanYesNoQuestionShowsTheKoreanForm() throws {
        let (s, asked) = atYesNoStep(.ko)
        XCTAssertTrue(asked.contains("`answer 예` / `answer 아니요`"), asked)
        XCTAssertFalse(asked.contains("answer yes"), asked)
        // Every other place the form is shown (here: a command before the answer).
        var session = s
        let early = text(session.execute("scroll 10"), session)
        XCTAssertTrue(early.contains("`answer 예` / `answer 아니요`"), early)
        let bad = text(session.execute("answer 글쎄"), session)
        XCTAssertTrue(bad.contains("`answer 예` / `answer 아니요`"), bad)
    }

    func testTheKoreanFormIsWhatTheGraderAccepts() throws {
        let form = Language.ko.text(L10n.Lessons.answerFormYesNo)
        let words = form.split(separator: "`").filter { $0.hasPrefix("answer ") }.map { String($0.dropFirst("answer ".count)) }
        XCTAssertEqual(words.count, 2, form)
        XCTAssertTrue(LessonAnswerWords.yes.contains(words[0]), form)
        XCTAssertTrue(LessonAnswerWords.no.contains(words[1]), form)
    }

    func testEnglishKeepsYesAndNo() throws {
        let (_, asked) = atYesNoStep(.en)
        XCTAssertTrue(asked.contains("`answer yes` / `answer no`"), asked)
    }
}
