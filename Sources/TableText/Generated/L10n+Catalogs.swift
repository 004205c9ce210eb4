// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Catalogs {
        static let placeholders: [String: [String]] = [
            "catalogs.atLine": ["line", "problem"],
            "catalogs.avoidedTerm": ["key", "word", "term", "entry"],
            "catalogs.badKey": [],
            "catalogs.controlCharacter": ["character"],
            "catalogs.controlInValue": ["key", "character"],
            "catalogs.duplicateKey": ["key"],
            "catalogs.missingFile": ["file"],
            "catalogs.missingKey": ["key"],
            "catalogs.missingPlaceholder": ["key", "placeholder"],
            "catalogs.moreMissing": ["count"],
            "catalogs.notRegular": ["file"],
            "catalogs.notText": ["key"],
            "catalogs.notUTF8": ["file"],
            "catalogs.notYAML": ["reason"],
            "catalogs.particleAfterValue": ["key", "particle", "placeholder", "example"],
            "catalogs.particleFallback": ["key", "text", "example"],
            "catalogs.tooLarge": ["file", "limit"],
            "catalogs.unknownKey": ["key"],
            "catalogs.unknownParticle": ["key", "forms"],
            "catalogs.unknownPlaceholder": ["key", "placeholder", "names"],
            "catalogs.unreadable": ["file"],
        ]
        /// line {line}: {problem}
        public static func atLine(line: some MessageArgument, problem: some MessageArgument) -> Message {
            Message("catalogs.atLine", ["line": line.messageArgument, "problem": problem.messageArgument])
        }
        /// `{key}` says `{word}`: the glossary's term is `{term}` ({entry}) — use it, so the screen and the glossary s…
        public static func avoidedTerm(key: some MessageArgument, word: some MessageArgument, term: some MessageArgument, entry: some MessageArgument) -> Message {
            Message("catalogs.avoidedTerm", ["key": key.messageArgument, "word": word.messageArgument, "term": term.messageArgument, "entry": entry.messageArgument])
        }
        /// a key must be a word of text
        public static var badKey: Message { Message("catalogs.badKey") }
        /// control character {character}: printed, it could take over the learner's terminal — delete it
        public static func controlCharacter(character: some MessageArgument) -> Message {
            Message("catalogs.controlCharacter", ["character": character.messageArgument])
        }
        /// `{key}` holds control character {character}, written as a YAML escape (\e, \x1b, \u001b …): printed, it cou…
        public static func controlInValue(key: some MessageArgument, character: some MessageArgument) -> Message {
            Message("catalogs.controlInValue", ["key": key.messageArgument, "character": character.messageArgument])
        }
        /// the key `{key}` is written twice; the second is ignored
        public static func duplicateKey(key: some MessageArgument) -> Message {
            Message("catalogs.duplicateKey", ["key": key.messageArgument])
        }
        /// {file} is missing: every language needs its catalog
        public static func missingFile(file: some MessageArgument) -> Message {
            Message("catalogs.missingFile", ["file": file.messageArgument])
        }
        /// the key `{key}` is missing: tablelab would show ‹{key}› instead of this message — copy it from messages/en.…
        public static func missingKey(key: some MessageArgument) -> Message {
            Message("catalogs.missingKey", ["key": key.messageArgument])
        }
        /// `{key}` leaves out the placeholder {placeholder}: the value it stands for would not be shown
        public static func missingPlaceholder(key: some MessageArgument, placeholder: some MessageArgument) -> Message {
            Message("catalogs.missingPlaceholder", ["key": key.messageArgument, "placeholder": placeholder.messageArgument])
        }
        /// … and {count:more key is/more keys are} missing (every key of messages/en.yaml needs a text here)
        public static func moreMissing(count: some MessageArgument) -> Message {
            Message("catalogs.moreMissing", ["count": count.messageArgument])
        }
        /// {file} is not a regular file (a pipe, a device or a folder), so it is not read
        public static func notRegular(file: some MessageArgument) -> Message {
            Message("catalogs.notRegular", ["file": file.messageArgument])
        }
        /// `{key}` must be a text (in quotes) or a section of keys
        public static func notText(key: some MessageArgument) -> Message {
            Message("catalogs.notText", ["key": key.messageArgument])
        }
        /// {file} is not UTF-8 text
        public static func notUTF8(file: some MessageArgument) -> Message {
            Message("catalogs.notUTF8", ["file": file.messageArgument])
        }
        /// this is not valid YAML: {reason}
        public static func notYAML(reason: some MessageArgument) -> Message {
            Message("catalogs.notYAML", ["reason": reason.messageArgument])
        }
        /// `{key}` puts the particle `{particle}` straight after {placeholder}, whose value it cannot know: write `{ex…
        public static func particleAfterValue(key: some MessageArgument, particle: some MessageArgument, placeholder: some MessageArgument, example: some MessageArgument) -> Message {
            Message("catalogs.particleAfterValue", ["key": key.messageArgument, "particle": particle.messageArgument, "placeholder": placeholder.messageArgument, "example": example.messageArgument])
        }
        /// `{key}` writes the particle as `{text}`: write `{example}` so tablelab chooses the form, or phrase the sent…
        public static func particleFallback(key: some MessageArgument, text: some MessageArgument, example: some MessageArgument) -> Message {
            Message("catalogs.particleFallback", ["key": key.messageArgument, "text": text.messageArgument, "example": example.messageArgument])
        }
        /// {file} is larger than {limit}, so it is not read — is this the right file?
        public static func tooLarge(file: some MessageArgument, limit: some MessageArgument) -> Message {
            Message("catalogs.tooLarge", ["file": file.messageArgument, "limit": limit.messageArgument])
        }
        /// tablelab has no message `{key}` (a typo, or a message that was removed): it is never shown
        public static func unknownKey(key: some MessageArgument) -> Message {
            Message("catalogs.unknownKey", ["key": key.messageArgument])
        }
        /// `{key}`: tablelab does not know the particle pair `{forms}` — write the form after a consonant first, e.g. …
        public static func unknownParticle(key: some MessageArgument, forms: some MessageArgument) -> Message {
            Message("catalogs.unknownParticle", ["key": key.messageArgument, "forms": forms.messageArgument])
        }
        /// `{key}` uses the placeholder {placeholder}, which this message does not have (it has: {names}) — it would s…
        public static func unknownPlaceholder(key: some MessageArgument, placeholder: some MessageArgument, names: some MessageArgument) -> Message {
            Message("catalogs.unknownPlaceholder", ["key": key.messageArgument, "placeholder": placeholder.messageArgument, "names": names.messageArgument])
        }
        /// {file} cannot be read
        public static func unreadable(file: some MessageArgument) -> Message {
            Message("catalogs.unreadable", ["file": file.messageArgument])
        }
    }
}
