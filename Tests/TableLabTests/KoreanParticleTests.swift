import XCTest
@testable import TableLab
import TableRender
import TableText

/// Korean that reads as written by a person: no "은(는)"-style fallback anywhere on screen. Where a
/// typed word or code comes before a particle, the sentence is phrased so none follows it.
final class KoreanParticleTests: XCTestCase {
    static let fallbacks = ["(은)", "(는)", "(이)", "(가)", "(을)", "(를)", "(으)로", "(와)", "(과)", "(아)", "(야)"]

    func testATourOfCommandsErrorsAndHelpHasNoParticleFallback() {
        _ = MessageCatalogs.shared.takeParticleGuesses()
        var session = Session(language: .ko)
        let lines = [
            "scrol 10", "스크롤", "ㄴㅊ개ㅣㅣ 10", "rows -5", "rows", "rows 5 6", "estimate abc", "style wobbly",
            "scroll to x", "sections 3y10", "rows 20000000", "cell 999", "why cell 999", "index Q", "unregister photo",
            "scroll to 9:0", "alpha 50 0.5", "replay --fix nonsense", "step 0", "back 3", "diff 5 9", "step stats",
            "lessons", "lesson 99", "glossary 없는말", "help scroll", "help", "rows 30", "scroll 10", "stats",
            "data movies", "load background", "scroll 20", "wait 1s", "why cell 1", "why new cell", "diff", "history",
            "step scroll 1", "step until prepareForReuse", "continue", "back", "forward", "replay --fix identity-check",
            "rows 3", "bottom", "viewport 44",
            "latency 300", "fix placeholder on", "fix placeholder off", "workers 1", "select 2", "checkmark 2",
            "why row 2", "cellforrow 2", "cellforrow 9", "code", "jamo raw", "language ko",
        ]
        for line in lines {
            let response = session.execute(line)
            let text = ResponseRenderer.render(response, session: session, context: RenderContext(language: .ko, width: 100))
                .joined(separator: "\n")
            for f in Self.fallbacks {
                XCTAssertFalse(text.contains(f), "`\(line)` shows \(f):\n\(text)")
            }
            // A particle after a value is chosen from how the value is read, never guessed from a
            // Latin word (a typed word or code is never followed by one).
            XCTAssertEqual(MessageCatalogs.shared.takeParticleGuesses(), [], "`\(line)`:\n\(text)")
        }
    }
}
