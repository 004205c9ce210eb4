// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Glossary {
        static let placeholders: [String: [String]] = [
            "glossary.ambiguous": ["query"],
            "glossary.empty": [],
            "glossary.entry.also": [],
            "glossary.entry.korean": [],
            "glossary.entry.lessons": [],
            "glossary.entry.related": [],
            "glossary.entry.try": [],
            "glossary.entry.youMetIt": [],
            "glossary.header": ["count"],
            "glossary.notFound": ["query"],
            "glossary.notFoundSuggest": ["query", "list"],
            "glossary.skipped": ["problem"],
        ]
        /// `{query}` could mean several terms — type one of these:
        public static func ambiguous(query: some MessageArgument) -> Message {
            Message("glossary.ambiguous", ["query": query.messageArgument])
        }
        /// The glossary is empty: no glossary/ folder with entries was found.
        public static var empty: Message { Message("glossary.empty") }
        /// Glossary: {count:term/terms}. `glossary TERM` explains one — type it in English, in Korean, or as initials …
        public static func header(count: some MessageArgument) -> Message {
            Message("glossary.header", ["count": count.messageArgument])
        }
        /// `{query}` is not in the glossary — `glossary` lists every term
        public static func notFound(query: some MessageArgument) -> Message {
            Message("glossary.notFound", ["query": query.messageArgument])
        }
        /// `{query}` is not in the glossary — did you mean {list}?
        public static func notFoundSuggest(query: some MessageArgument, list: some MessageArgument) -> Message {
            Message("glossary.notFoundSuggest", ["query": query.messageArgument, "list": list.messageArgument])
        }
        /// {problem}; this entry is skipped
        public static func skipped(problem: some MessageArgument) -> Message {
            Message("glossary.skipped", ["problem": problem.messageArgument])
        }
        public enum Entry {
            /// Also:
            public static var also: Message { Message("glossary.entry.also") }
            /// — 한국어 —
            public static var korean: Message { Message("glossary.entry.korean") }
            /// Lessons:
            public static var lessons: Message { Message("glossary.entry.lessons") }
            /// Related:
            public static var related: Message { Message("glossary.entry.related") }
            /// Try:
            public static var `try`: Message { Message("glossary.entry.try") }
            /// You met it:
            public static var youMetIt: Message { Message("glossary.entry.youMetIt") }
        }
    }
}
