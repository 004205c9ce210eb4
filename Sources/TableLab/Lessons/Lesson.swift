import TableRender
import TableText

/// Text in both languages, with the file line it was written on.
public struct Bilingual: Sendable, Equatable {
    /// The English text (a catalog message is rendered in English when this is read).
    public var en: String {
        get { message.map { Language.en.text($0) } ?? storedEn }
        set { settle(); storedEn = newValue }
    }
    /// The Korean text (a catalog message is rendered in Korean when this is read).
    public var ko: String {
        get { message.map { Language.ko.text($0) } ?? storedKo }
        set { settle(); storedKo = newValue }
    }
    public var line: Int
    private var storedEn: String
    private var storedKo: String
    /// The runner's own words: a catalog message, rendered in a language only when that language
    /// is read. Why: an English session that opens a lesson never needs `ko.yaml` (reading it was
    /// an eighth of a first `lesson 1`, issue 17 §7); `lang both` reads both, as before.
    private var message: Message?

    public init(en: String, ko: String, line: Int = 1) {
        self.storedEn = en
        self.storedKo = ko
        self.line = line
    }

    /// A catalog message, in both languages (each rendered when it is read).
    init(_ message: Message) {
        self.storedEn = ""
        self.storedKo = ""
        self.line = 1
        self.message = message
    }

    /// Turns a message into its two texts, before one of them is replaced.
    private mutating func settle() {
        guard let message else { return }
        storedEn = Language.en.text(message)
        storedKo = Language.ko.text(message)
        self.message = nil
    }

    /// Equal when they say the same in both languages on the same line (the same message says the
    /// same without being rendered).
    public static func == (a: Bilingual, b: Bilingual) -> Bool {
        guard a.line == b.line else { return false }
        if let m = a.message, let n = b.message, m == n { return true }
        return a.en == b.en && a.ko == b.ko
    }

    /// The text in a language: a block by default (`both`: the English lines, then the Korean), or
    /// inline (`both`: "English / 한국어").
    public func text(_ lang: Language, block: Bool = true) -> String { lang.choose(en: en, ko: ko, block: block) }
}

/// One guided lesson, read from `Lessons/NN-id.md` (see `Lessons/README.md` for the format).
public struct Lesson: Sendable, Equatable {
    /// The lesson numbers `lesson N` opens; `tablelab check` refuses a lesson numbered outside them.
    public static let numbers: ClosedRange<Int> = 1...99

    public var id: String
    public var number: Int
    public var title: Bilingual
    /// CURRICULUM topic numbers.
    public var topics: [Int]
    /// Lesson ids to take first.
    public var prerequisites: [String]
    /// Glossary ids the lesson uses.
    public var glossary: [(id: String, line: Int)]
    /// Commands run on a new table before the first step, without showing them.
    public var setup: [(command: String, line: Int)]
    public var steps: [LessonStep]
    /// `Lessons/01-data-source.md`, for diagnostics.
    public var file: String
    /// The line of each front-matter key.
    public var keyLines: [String: Int]

    public static func == (a: Lesson, b: Lesson) -> Bool {
        a.id == b.id && a.number == b.number && a.title == b.title && a.topics == b.topics
            && a.prerequisites == b.prerequisites && a.glossary.map(\.id) == b.glossary.map(\.id)
            && a.setup.map(\.command) == b.setup.map(\.command) && a.steps == b.steps
    }

    /// The title inline: `both` gives "English / 한국어", the one layout of a line in two languages.
    public func title(_ lang: Language) -> String { title.text(lang, block: false) }

    public func stepIndex(_ name: String) -> Int? {
        if let n = Int(name), (1...steps.count).contains(n) { return n - 1 }
        return steps.firstIndex { $0.id == name }
    }
}

/// One step: narration, then what happens — the lesson runs a command, or the learner types one,
/// with an optional prediction asked before it runs and conditions checked after.
public struct LessonStep: Sendable, Equatable {
    public var id: String
    public var line: Int
    /// Shown when the step opens.
    public var narration: Bilingual?
    /// Shown after the step's command ran.
    public var after: Bilingual?
    /// A command the lesson runs.
    public var run: LessonCommandLine?
    /// A command the learner types (`solution` shows it).
    public var `do`: LessonCommandLine?
    /// Other commands the step names as its own (`do: [replay --fix identity-check, replay --fix
    /// cancel-on-reuse]`: the first is `do`, these the rest). Any command that reaches the same table
    /// or looks up the same glossary entry is accepted without being listed.
    public var alsoAccepted: [LessonCommandLine] = []
    public var predict: Prediction?
    /// `lesson-id/step-id`: a prediction of an earlier lesson asked again from memory.
    public var recall: (ref: String, line: Int)?
    public var expect: [Expectation]
    public var hints: [Bilingual]
    /// For each hint, the code it points at (`find:`): a piece of a line of the exercise's starter,
    /// shown as "line 14 · …" of the learner's file (or of the starter). Nil for a hint without one.
    public var hintFinds: [String?] = []
    /// A file the learner fixes (`exercise:`): the step is done when their app passes `expect`.
    public var exercise: LessonExercise?
    /// Show the Swift for the table as it is after this step (`code`).
    public var code: Bool
    /// A hash of the step's source text: progress is kept per hash, so editing a step resets only it.
    public var hash: String

    public static func == (a: LessonStep, b: LessonStep) -> Bool { a.hash == b.hash && a.id == b.id }

    /// The command of the step, if any: the one the lesson runs or the one the learner types.
    public var command: LessonCommandLine? { run ?? self.do }
    /// Whether the step waits for the learner (a command to type, a file to fix) before `next`.
    public var waitsForLearner: Bool { self.do != nil || exercise != nil }
    /// Whether the learner must answer before the step can go on.
    public var asks: Bool { predict != nil || recall != nil }
}

public struct LessonCommandLine: Sendable, Equatable {
    public var text: String
    public var line: Int
}

/// A question asked before a command runs. The answer is never stored: `answer` is an expression
/// over the simulation's queries, evaluated on a copy of the state after the step's command.
public struct Prediction: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case number, choice, cell, yesno }

    public var kind: Kind
    public var question: Bilingual
    public var answer: LessonExpression
    public var answerLine: Int
    public var choices: [Choice]
    /// Said after the answer whatever it was (why the table did what it did).
    public var explain: Bilingual?
    /// For a number or cell prediction: said after a wrong answer, before `explain` (where a wrong
    /// count usually comes from). Without it the runner says how far off the answer was.
    public var wrong: Bilingual?
    /// What the question counts (`unit: rows`); the checker holds the answer expression to it.
    public var unit: (value: LessonUnit, line: Int)?
    public var line: Int

    public static func == (a: Prediction, b: Prediction) -> Bool { a.line == b.line && a.kind == b.kind }
}

public struct Choice: Sendable, Equatable {
    public var key: String
    /// What the answer expression gives when this choice is right.
    public var value: LessonValue
    public var text: Bilingual
    /// For a wrong choice: the belief it stands for, why the table disagrees, and a command to see it.
    public var misconception: Bilingual?
    public var explain: Bilingual?
    public var tryCommand: String?
    public var line: Int

    public static func == (a: Choice, b: Choice) -> Bool { a.key == b.key && a.value == b.value && a.line == b.line }
}

/// A condition after a step: `count(cellForRowAt) == 16`.
public struct Expectation: Sendable, Equatable {
    public var source: String
    public var condition: LessonExpression
    public var line: Int
}

extension Bilingual: MessageArgument {
    /// A lesson's own text quoted in a catalog message: each half of the message quotes its language.
    public var messageArgument: Message.Argument { .perLanguage(en: en, ko: ko) }
}
