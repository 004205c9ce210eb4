// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Catalogs {
        static let placeholders: [String: [String]] = [
            "catalogs.avoidedTerm": ["key", "word", "term", "entry"],
            "catalogs.badKey": [],
            "catalogs.controlCharacter": ["character"],
            "catalogs.duplicateKey": ["key"],
            "catalogs.missingFile": ["file"],
            "catalogs.missingKey": ["key"],
            "catalogs.missingPlaceholder": ["key", "placeholder"],
            "catalogs.notText": ["key"],
            "catalogs.notUTF8": ["file"],
            "catalogs.notYAML": ["reason"],
            "catalogs.particleFallback": ["key", "text", "example"],
            "catalogs.summary": ["en", "ko", "errors", "warnings"],
            "catalogs.unknownKey": ["key"],
            "catalogs.unknownParticle": ["key", "forms"],
            "catalogs.unknownPlaceholder": ["key", "placeholder", "names"],
            "catalogs.unreadable": ["file"],
        ]
        /// `{key}` says `{word}`: the glossary's term is `{term}` ({entry}) — use it, so the screen and the glossary s…
        public static func avoidedTerm(key: String, word: String, term: String, entry: String) -> Message {
            Message("catalogs.avoidedTerm", ["key": key, "word": word, "term": term, "entry": entry])
        }
        /// a key must be a word of text
        public static var badKey: Message { Message("catalogs.badKey") }
        /// control character {character}: printed, it could take over the learner's terminal — delete it
        public static func controlCharacter(character: String) -> Message {
            Message("catalogs.controlCharacter", ["character": character])
        }
        /// the key `{key}` is written twice; the second is ignored
        public static func duplicateKey(key: String) -> Message {
            Message("catalogs.duplicateKey", ["key": key])
        }
        /// {file} is missing: every language needs its catalog
        public static func missingFile(file: String) -> Message {
            Message("catalogs.missingFile", ["file": file])
        }
        /// the key `{key}` is missing: tablelab would show ‹{key}› instead of this message — copy it from messages/en.…
        public static func missingKey(key: String) -> Message {
            Message("catalogs.missingKey", ["key": key])
        }
        /// `{key}` leaves out the placeholder {placeholder}: the value it stands for would not be shown
        public static func missingPlaceholder(key: String, placeholder: String) -> Message {
            Message("catalogs.missingPlaceholder", ["key": key, "placeholder": placeholder])
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
        /// `{key}` writes the particle as `{text}`: write `{example}` so tablelab chooses the form, or phrase the sent…
        public static func particleFallback(key: String, text: String, example: String) -> Message {
            Message("catalogs.particleFallback", ["key": key, "text": text, "example": example])
        }
        /// {en} and {ko} checked: {errors:error/errors}, {warnings:warning/warnings}
        public static func summary(en: String, ko: String, errors: String, warnings: String) -> Message {
            Message("catalogs.summary", ["en": en, "ko": ko, "errors": errors, "warnings": warnings])
        }
        /// tablelab has no message `{key}` (a typo, or a message that was removed): it is never shown
        public static func unknownKey(key: String) -> Message {
            Message("catalogs.unknownKey", ["key": key])
        }
        /// `{key}`: tablelab does not know the particle pair `{forms}` — write the form after a consonant first, e.g. …
        public static func unknownParticle(key: String, forms: String) -> Message {
            Message("catalogs.unknownParticle", ["key": key, "forms": forms])
        }
        /// `{key}` uses the placeholder {placeholder}, which this message does not have (it has: {names}) — it would s…
        public static func unknownPlaceholder(key: String, placeholder: String, names: String) -> Message {
            Message("catalogs.unknownPlaceholder", ["key": key, "placeholder": placeholder, "names": names])
        }
        /// {file} cannot be read
        public static func unreadable(file: String) -> Message {
            Message("catalogs.unreadable", ["file": file])
        }
    }
}
