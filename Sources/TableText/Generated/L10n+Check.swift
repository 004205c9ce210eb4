// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Check {
        static let placeholders: [String: [String]] = [
            "check.pathMissing": ["path"],
            "check.summary": ["entries", "lessons", "errors", "warnings"],
        ]
        /// tablelab: {path} does not exist; give a data folder, a lessons folder or a lesson file
        public static func pathMissing(path: String) -> Message {
            Message("check.pathMissing", ["path": path])
        }
        /// {entries} glossary entries and {lessons} lessons checked: {errors:error/errors}, {warnings:warning/warnings}
        public static func summary(entries: String, lessons: String, errors: String, warnings: String) -> Message {
            Message("check.summary", ["entries": entries, "lessons": lessons, "errors": errors, "warnings": warnings])
        }
    }
}
