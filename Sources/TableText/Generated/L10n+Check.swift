// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Check {
        static let placeholders: [String: [String]] = [
            "check.pathMissing": ["path"],
            "check.summary": ["entries", "lessons", "errors", "warnings"],
        ]
        /// tablelab: {path} does not exist; give a data folder, a lessons folder or a lesson file
        public static func pathMissing(path: some MessageArgument) -> Message {
            Message("check.pathMissing", ["path": path.messageArgument])
        }
        /// {entries} glossary entries and {lessons} lessons checked: {errors:error/errors}, {warnings:warning/warnings}
        public static func summary(entries: some MessageArgument, lessons: some MessageArgument, errors: some MessageArgument, warnings: some MessageArgument) -> Message {
            Message("check.summary", ["entries": entries.messageArgument, "lessons": lessons.messageArgument, "errors": errors.messageArgument, "warnings": warnings.messageArgument])
        }
    }
}
