import Foundation
import XCTest
@testable import TableLab
import TableRender
import TableText

/// Korean that reads as written by a person, in the glossary's words: a tour of commands, errors,
/// stepping, lessons and help in Korean shows no particle fallback ("은(는)"), no particle whose form
/// had to be guessed (one after a code word), no message key without a text, and no word the glossary
/// asks to avoid.
final class KoreanParticleTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let tour = [
        "scrol 10", "스크롤", "ㄴㅊ개ㅣㅣ 10", "rows -5", "rows", "rows 5 6", "estimate abc", "style wobbly",
        "scroll to x", "sections 3y10", "rows 20000000", "cell 999", "why cell 999", "index Q", "unregister photo",
        "scroll to 9:0", "alpha 50 0.5", "replay --fix nonsense", "step 0", "back 3", "diff 5 9", "step stats",
        "lessons", "lesson 99", "glossary 없는말", "help scroll", "help", "rows 30", "scroll 10", "stats",
        "data movies", "load background", "scroll 20", "wait 1s", "why cell 1", "why new cell", "diff", "history",
        "step scroll 1", "step until prepareForReuse", "continue", "back", "forward", "replay --fix identity-check",
        "rows 3", "bottom", "viewport 44", "data timezones-ko", "index ᄃ", "index ㄷ", "style grouped", "index ㄱ",
        "rows 40", "checkmark 3", "scroll 12", "checkmarks from-model", "select 2", "load sync", "scroll 5", "timeline",
        "stats last 1", "load task", "scroll 8", "cache clear", "estimate 44", "scroll to 30", "code", "queue",
        "lesson 1", "next", "answer 3", "hint", "solution", "prev", "lessons",
        "latency 300", "fix placeholder on", "fix placeholder off", "workers 1", "select 2", "checkmark 2",
        "why row 2", "cellforrow 2", "cellforrow 9", "jamo raw", "language ko",
    ]

    func testATourOfCommandsErrorsAndHelpReadsAsWrittenByAPerson() {
        let avoid = CatalogChecker.avoidedTerms(in: Glossary.load(from: Self.root.appendingPathComponent("glossary")).0)
        var session = Session(language: .ko)
        _ = MessageCatalogs.shared.takeParticleGuesses()
        let lines = Self.tour + CommandCatalog.names.map { "help \($0)" }
        for line in lines {
            let response = session.execute(line)
            let text = ResponseRenderer.render(response, session: session, context: RenderContext(language: .ko, width: 100))
                .joined(separator: "\n")
            if let fallback = CatalogChecker.particleFallback(in: text) {
                XCTFail("`\(line)` shows the particle fallback \(fallback):\n\(text)")
            }
            XCTAssertEqual(MessageCatalogs.shared.takeParticleGuesses(), [], "`\(line)`: a particle follows a value with no Korean reading:\n\(text)")
            XCTAssertFalse(text.contains("‹"), "`\(line)` shows a message key with no text:\n\(text)")
            for a in avoid where text.contains(a.word) {
                XCTFail("`\(line)` says \(a.word); the glossary's term is \(a.term) (\(a.entry)):\n\(text)")
            }
        }
    }
}
