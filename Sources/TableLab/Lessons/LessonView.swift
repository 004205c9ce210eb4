import TableRender
import TableText

/// What a lesson command shows: blocks the renderer lays out (narration, questions, the command the
/// lesson ran with its pictures, the verdict, the Swift).
public struct LessonView: Sendable, Equatable {
    public var blocks: [LessonBlock]

    public init(_ blocks: [LessonBlock]) { self.blocks = blocks }
}

public enum LessonTone: Sendable, Equatable { case plain, heading, question, good, bad, dim }

public enum LessonBlock: Sendable, Equatable {
    case text(Bilingual, LessonTone)
    /// A line the lesson (or the learner) ran, as it would appear after the prompt.
    case command(String)
    /// What that line did.
    case response(Response)
    /// Swift source lines (already in the session's language).
    case code([String])

    /// The runner's own words: a catalog message, in English and in Korean.
    static func say(_ message: Message, _ tone: LessonTone = .plain) -> LessonBlock {
        .text(Bilingual(message), tone)
    }

}

// `Bilingual(message)`: a catalog message as a block's text, rendered in the languages shown. Why
// a `Bilingual` and not the message: a block shows the runner's words and the lesson's words (read
// from its file) the same way, one language or both, English then Korean.

/// Where the learner is in the lessons.
public struct CourseState: Sendable, Equatable {
    /// Index into `Session.lessonSummaries`.
    public var lesson: Int?
    public var step = 0
    /// False after the learner left for free play (a command that changed the table).
    public var active = false
    /// The prediction the learner locked for this step.
    public var answer: LockedAnswer?
    /// Whether the step's command (or its recall) is done.
    public var ran = false
    public var hintsShown = 0

    public init() {}
}

public struct LockedAnswer: Sendable, Equatable {
    public var value: LessonValue
    public var choice: String?
    public var typed: String
}
