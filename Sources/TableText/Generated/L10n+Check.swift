// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Check {
        static let placeholders: [String: [String]] = [
            "check.catalogSummary": ["messages", "catalogs", "errors", "warnings"],
            "check.noLessons": ["path"],
            "check.notALesson": ["path"],
            "check.pathMissing": ["path"],
            "check.summary": ["entries", "lessons", "messages", "catalogs", "errors", "warnings"],
        ]
        /// {messages} messages in {catalogs} checked: {errors:error/errors}, {warnings:warning/warnings}
        public static func catalogSummary(messages: some MessageArgument, catalogs: some MessageArgument, errors: some MessageArgument, warnings: some MessageArgument) -> Message {
            Message("check.catalogSummary", ["messages": messages.messageArgument, "catalogs": catalogs.messageArgument, "errors": errors.messageArgument, "warnings": warnings.messageArgument])
        }
        /// tablelab: {path} holds no lesson files (NN-id.md; README.md is skipped) — give a folder of lessons, a lesso…
        public static func noLessons(path: some MessageArgument) -> Message {
            Message("check.noLessons", ["path": path.messageArgument])
        }
        /// tablelab: {path} is not a lesson file — `tablelab check` takes lesson files (NN-id.md, e.g. 19-reload-data.…
        public static func notALesson(path: some MessageArgument) -> Message {
            Message("check.notALesson", ["path": path.messageArgument])
        }
        /// tablelab: {path} does not exist; give a data folder, a lessons folder, a lesson file, a messages folder or …
        public static func pathMissing(path: some MessageArgument) -> Message {
            Message("check.pathMissing", ["path": path.messageArgument])
        }
        /// {entries:glossary entry/glossary entries}, {lessons:lesson/lessons} and {messages} messages in {catalogs} c…
        public static func summary(entries: some MessageArgument, lessons: some MessageArgument, messages: some MessageArgument, catalogs: some MessageArgument, errors: some MessageArgument, warnings: some MessageArgument) -> Message {
            Message("check.summary", ["entries": entries.messageArgument, "lessons": lessons.messageArgument, "messages": messages.messageArgument, "catalogs": catalogs.messageArgument, "errors": errors.messageArgument, "warnings": warnings.messageArgument])
        }
    }
}
