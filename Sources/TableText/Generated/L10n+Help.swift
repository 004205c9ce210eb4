// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Help {
        static let placeholders: [String: [String]] = [
            "help.examples": [],
            "help.intro": [],
            "help.marked": [],
            "help.start": [],
        ]
        /// Examples:
        public static var examples: Message { Message("help.examples") }
        /// tablelab — watch what a UITableView does. Type a command; `help NAME` shows its usage and examples.
        public static var intro: Message { Message("help.intro") }
        /// Marked words are in the glossary: `glossary TERM`.
        public static var marked: Message { Message("help.marked") }
        /// Start with `scroll 10`: cells leave at the top and come back as new rows.
        public static var start: Message { Message("help.start") }
    }
}
