import Foundation

/// What a learner has done in the lessons: per lesson, per step (keyed by the step's content hash,
/// so editing a step resets only that step), whether it was finished, the prediction right or wrong,
/// and how many hints were used. The executable reads and writes it as JSON; this is only the value.
public struct LessonProgress: Codable, Sendable, Equatable {
    public var version = 1
    /// The lesson the learner was in last.
    public var lastLesson: String?
    /// The learner's name as they set it (`progress name 김민지`), for a teacher's class report;
    /// nil until they set one (a file from before names were kept has none).
    public var name: String?
    /// The widest name `progress name` takes, in terminal columns (김민지 is 6).
    public static let nameColumns = 40
    public var lessons: [String: LessonRecord] = [:]

    public init() {}

    public struct LessonRecord: Codable, Sendable, Equatable {
        /// The step to come back to.
        public var current: String?
        public var steps: [String: StepRecord] = [:]
    }

    public struct StepRecord: Codable, Sendable, Equatable {
        public var hash: String
        public var done = false
        /// nil: not asked or not answered yet.
        public var predictionRight: Bool?
        public var answer: String?
        public var hints = 0
    }

    /// The record of a step, if it was made for this version of the step.
    public func record(_ lesson: Lesson, _ step: LessonStep) -> StepRecord? {
        guard let r = lessons[lesson.id]?.steps[step.id], r.hash == step.hash else { return nil }
        return r
    }

    mutating func update(_ lesson: Lesson, _ step: LessonStep, _ change: (inout StepRecord) -> Void) {
        var r = record(lesson, step) ?? StepRecord(hash: step.hash)
        change(&r)
        lessons[lesson.id, default: LessonRecord()].steps[step.id] = r
    }

    public enum Mark: String, Sendable { case done = "✓", started = "◐", notStarted = "·" }

    /// The steps of this version of the lesson the learner finished.
    public func stepsDone(_ lesson: Lesson) -> Int {
        lesson.steps.filter { record(lesson, $0)?.done == true }.count
    }

    public func mark(_ lesson: Lesson) -> Mark {
        let done = stepsDone(lesson)
        if done == lesson.steps.count && done > 0 { return .done }
        return done > 0 || lessons[lesson.id]?.current != nil ? .started : .notStarted
    }

    /// Predictions answered right, and predictions answered.
    public func score(_ lesson: Lesson) -> (right: Int, answered: Int) {
        var right = 0, answered = 0
        for s in lesson.steps where s.asks {
            guard let ok = record(lesson, s)?.predictionRight else { continue }
            answered += 1
            if ok { right += 1 }
        }
        return (right, answered)
    }

    // MARK: JSON

    public func json() -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? e.encode(self)) ?? Data("{}".utf8)
    }

    public static func fromJSON(_ data: Data) throws -> LessonProgress {
        let p = try JSONDecoder().decode(LessonProgress.self, from: data)
        guard p.version == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown progress version \(p.version)"))
        }
        return p
    }
}
