// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

/// Every message key in the English catalog, as typed accessors (see `AccessorGenerator`).
public enum L10n {
    /// Each key and its placeholder names, in the order the English text first uses them.
    public static let placeholders: [String: [String]] = {
        var all: [String: [String]] = [:]
        all.merge(Catalogs.placeholders) { a, _ in a }
        all.merge(Commands.placeholders) { a, _ in a }
        all.merge(Data.placeholders) { a, _ in a }
        all.merge(Lessons.placeholders) { a, _ in a }
        all.merge(Notes.placeholders) { a, _ in a }
        return all
    }()
}
