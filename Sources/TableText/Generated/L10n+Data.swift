// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Data {
        static let placeholders: [String: [String]] = [
            "data.catalogBroken": ["file", "reason", "fallback"],
            "data.catalogNoFallback": ["file", "reason"],
            "data.missing": ["path"],
            "data.noGlossary": ["path"],
            "data.noMessages": ["path"],
            "data.notAFolder": ["path"],
            "data.notFound": [],
        ]
        /// {file} cannot be used ({reason}) — messages are shown from {fallback} until it is fixed; `tablelab check` s…
        public static func catalogBroken(file: some MessageArgument, reason: some MessageArgument, fallback: some MessageArgument) -> Message {
            Message("data.catalogBroken", ["file": file.messageArgument, "reason": reason.messageArgument, "fallback": fallback.messageArgument])
        }
        /// {file} cannot be used ({reason}), and no other catalog was found — messages show their keys (‹…›) until it …
        public static func catalogNoFallback(file: some MessageArgument, reason: some MessageArgument) -> Message {
            Message("data.catalogNoFallback", ["file": file.messageArgument, "reason": reason.messageArgument])
        }
        /// TABLELAB_DATA={path} does not exist — set it to the folder that holds glossary/, or unset it to use the ins…
        public static func missing(path: some MessageArgument) -> Message {
            Message("data.missing", ["path": path.messageArgument])
        }
        /// TABLELAB_DATA={path} holds no glossary/ folder — set it to the folder that holds glossary/, or unset it to …
        public static func noGlossary(path: some MessageArgument) -> Message {
            Message("data.noGlossary", ["path": path.messageArgument])
        }
        /// TABLELAB_DATA={path} holds no messages/ folder (the message catalogs) — copy it from tablelab's data, or un…
        public static func noMessages(path: some MessageArgument) -> Message {
            Message("data.noMessages", ["path": path.messageArgument])
        }
        /// TABLELAB_DATA={path} is not a folder — set it to the folder that holds glossary/, or unset it to use the in…
        public static func notAFolder(path: some MessageArgument) -> Message {
            Message("data.notAFolder", ["path": path.messageArgument])
        }
        /// the data folder was not found — set TABLELAB_DATA to the folder that holds glossary/, Lessons/ and messages/
        public static var notFound: Message { Message("data.notFound") }
    }
}
