/// Two sessions open at once each save their own progress; saving merges instead of overwriting.
extension LessonProgress {
    /// A three-way merge per lesson and step: `self` is what the progress file holds now, `ours`
    /// this session's progress, and `base` what the file held when this session last read or wrote
    /// it. What this session changed since `base` (a step's record, a lesson's current step, a
    /// `restart` that cleared a lesson, the last lesson) wins; everything else keeps the file's
    /// value, so another session's answers survive.
    public func merging(ours: LessonProgress, base: LessonProgress) -> LessonProgress {
        var result = self
        if ours.lastLesson != base.lastLesson { result.lastLesson = ours.lastLesson }
        if ours.name != base.name { result.name = ours.name }
        for id in Set(ours.lessons.keys).union(base.lessons.keys) {
            let mine = ours.lessons[id], before = base.lessons[id]
            guard mine != before else { continue }
            guard let mine else {
                result.lessons[id] = nil  // cleared by `restart` in this session
                continue
            }
            var record = result.lessons[id] ?? LessonRecord()
            if mine.current != before?.current { record.current = mine.current }
            for step in Set(mine.steps.keys).union(before.map { Array($0.steps.keys) } ?? [])
            where mine.steps[step] != before?.steps[step] {
                record.steps[step] = mine.steps[step]
            }
            result.lessons[id] = record
        }
        return result
    }
}
