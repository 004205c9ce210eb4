// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Catalogs {
        static let placeholders: [String: [String]] = [
            "catalogs.badKey": [],
            "catalogs.duplicateKey": ["key"],
            "catalogs.notText": ["key"],
            "catalogs.notUTF8": ["file"],
            "catalogs.notYAML": ["reason"],
            "catalogs.unreadable": ["file"],
        ]
        /// a key must be a word of text
        public static var badKey: Message { Message("catalogs.badKey") }
        /// the key `{key}` is written twice; the second is ignored
        public static func duplicateKey(key: String) -> Message {
            Message("catalogs.duplicateKey", ["key": key])
        }
        /// `{key}` must be a text (in quotes) or a section of keys
        public static func notText(key: String) -> Message {
            Message("catalogs.notText", ["key": key])
        }
        /// {file} is not UTF-8 text
        public static func notUTF8(file: String) -> Message {
            Message("catalogs.notUTF8", ["file": file])
        }
        /// this is not valid YAML: {reason}
        public static func notYAML(reason: String) -> Message {
            Message("catalogs.notYAML", ["reason": reason])
        }
        /// {file} cannot be read
        public static func unreadable(file: String) -> Message {
            Message("catalogs.unreadable", ["file": file])
        }
    }
}
