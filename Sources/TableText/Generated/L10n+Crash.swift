// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Crash {
        static let placeholders: [String: [String]] = [
            "crash.verdict": [],
        ]
        /// The app crashed. tablelab rolled the table back to before this command.
        public static var verdict: Message { Message("crash.verdict") }
    }
}
