// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Glossary {
        static let placeholders: [String: [String]] = [
            "glossary.ambiguous": ["query"],
            "glossary.duplicateId": ["id", "first"],
            "glossary.empty": [],
            "glossary.header": ["count"],
            "glossary.koreanHalf": [],
            "glossary.labels.also": [],
            "glossary.labels.lessons": [],
            "glossary.labels.met": [],
            "glossary.labels.related": [],
            "glossary.labels.tryIt": [],
            "glossary.notFound": ["query"],
            "glossary.notFoundSuggest": ["query", "suggestions"],
            "glossary.unreadableFolder": ["path"],
        ]
        /// `{query}` could mean several terms — type one of these:
        public static func ambiguous(query: String) -> Message {
            Message("glossary.ambiguous", ["query": query])
        }
        /// id "{id}" is already used by {first}; this entry is skipped
        public static func duplicateId(id: String, first: String) -> Message {
            Message("glossary.duplicateId", ["id": id, "first": first])
        }
        /// The glossary is empty: no glossary/ folder with entries was found.
        public static var empty: Message { Message("glossary.empty") }
        /// Glossary: {count:term/terms}. `glossary TERM` explains one — type it in English, in Korean, or as initials …
        public static func header(count: String) -> Message {
            Message("glossary.header", ["count": count])
        }
        /// — Korean —
        public static var koreanHalf: Message { Message("glossary.koreanHalf") }
        /// `{query}` is not in the glossary — `glossary` lists every term
        public static func notFound(query: String) -> Message {
            Message("glossary.notFound", ["query": query])
        }
        /// `{query}` is not in the glossary — did you mean {suggestions}?
        public static func notFoundSuggest(query: String, suggestions: String) -> Message {
            Message("glossary.notFoundSuggest", ["query": query, "suggestions": suggestions])
        }
        /// the glossary folder {path} cannot be read
        public static func unreadableFolder(path: String) -> Message {
            Message("glossary.unreadableFolder", ["path": path])
        }
        public enum Labels {
            /// Also:
            public static var also: Message { Message("glossary.labels.also") }
            /// Lessons:
            public static var lessons: Message { Message("glossary.labels.lessons") }
            /// You met it:
            public static var met: Message { Message("glossary.labels.met") }
            /// Related:
            public static var related: Message { Message("glossary.labels.related") }
            /// Try:
            public static var tryIt: Message { Message("glossary.labels.tryIt") }
        }
    }
}
