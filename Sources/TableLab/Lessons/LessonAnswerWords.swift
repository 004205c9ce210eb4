/// What a learner may type as an answer, in either language (`answer 예`, `answer 셀3`): data the
/// answer reader matches, like the keyboard map — not messages, so not in the catalogs.
enum LessonAnswerWords {
    /// Words for yes and no, lowercased.
    static let yes: Set<String> = ["yes", "y", "true", "예", "네", "응"]
    static let no: Set<String> = ["no", "n", "false", "아니요", "아니오", "아니"]
    /// Prefixes before a cell's number (`cell#3`, `#3`, `셀3`), longest of each kind first.
    static let cellPrefixes = ["cell#", "cell ", "cell", "#", "셀#", "셀"]
    /// Openings that read as "you were right" — the checker refuses them at the start of a
    /// prediction's `explain:`, which is shown after a wrong answer too ("그렇습니다." under "✗").
    static let praise = ["Right", "Correct", "Exactly", "Well done", "맞습니다", "그렇습니다", "맞아요", "정답", "잘했"]
}
