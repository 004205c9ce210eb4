/// A message to show the learner: a key into the catalogs and the values of its named placeholders.
///
/// Why a value and not a string: the text lives in `messages/en.yaml` and `messages/ko.yaml`, where a
/// translator or teacher can correct a sentence without touching Swift. Code names *which* message
/// and *what goes in it*; the catalog of the reader's language says *how*. Keys are typed — code
/// builds messages through the generated `L10n` accessors (`L10n.Errors.unknownCommand(word:)`), so
/// a key that is not in the English catalog, or a placeholder it does not have, does not compile.
public struct Message: Sendable, Hashable {
    /// A placeholder's value: text (already formatted — numbers grouped, paths in brackets), or
    /// another message, shown in the same language as the one it is part of ("cannot read x: *no
    /// such file*" in English, "읽을 수 없습니다: x: *그런 파일이 없습니다*" in Korean).
    public indirect enum Argument: Sendable, Hashable {
        case text(String)
        case message(Message)
        /// Text that is not in the catalogs but exists in both languages — a lesson's title or hint,
        /// read from its file: each half of the message quotes its own language.
        case perLanguage(en: String, ko: String)
    }

    /// The dotted key in the catalogs: `errors.unknownCommand`.
    public var key: String
    /// The value of each named placeholder.
    public var arguments: [String: Argument]

    public init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// What a generated accessor takes for a placeholder: a `String`, or a `Message` of its own.
public protocol MessageArgument: Sendable {
    var messageArgument: Message.Argument { get }
}

extension String: MessageArgument {
    public var messageArgument: Message.Argument { .text(self) }
}

extension Substring: MessageArgument {
    public var messageArgument: Message.Argument { .text(String(self)) }
}

extension Message: MessageArgument {
    public var messageArgument: Message.Argument { .message(self) }
}

extension Message.Argument: MessageArgument {
    public var messageArgument: Message.Argument { self }
}
