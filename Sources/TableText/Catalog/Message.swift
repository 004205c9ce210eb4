/// A message to show the learner: a key into the catalogs and the values of its named placeholders.
///
/// Why a value and not a string: the text lives in `messages/en.yaml` and `messages/ko.yaml`, where a
/// translator or teacher can correct a sentence without touching Swift. Code names *which* message
/// and *what goes in it*; the catalog of the reader's language says *how*. Keys are typed — code
/// builds messages through the generated `L10n` accessors (`L10n.Errors.unknownCommand(word:)`), so
/// a key that is not in the English catalog, or a placeholder it does not have, does not compile.
public struct Message: Sendable, Hashable {
    /// The dotted key in the catalogs: `errors.unknownCommand`.
    public var key: String
    /// The value of each named placeholder, already formatted (numbers grouped, paths in brackets).
    public var arguments: [String: String]

    public init(_ key: String, _ arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
