// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

/// Every message key in the English catalog, as typed accessors (see `AccessorGenerator`).
public enum L10n {
    /// Each key and its placeholder names, in the order the English text first uses them.
    public static let placeholders: [String: [String]] = {
        var all: [String: [String]] = [:]
        all.merge(App.placeholders) { a, _ in a }
        all.merge(Catalogs.placeholders) { a, _ in a }
        all.merge(CellHistory.placeholders) { a, _ in a }
        all.merge(Check.placeholders) { a, _ in a }
        all.merge(Code.placeholders) { a, _ in a }
        all.merge(Columns.placeholders) { a, _ in a }
        all.merge(Commands.placeholders) { a, _ in a }
        all.merge(Crash.placeholders) { a, _ in a }
        all.merge(Data.placeholders) { a, _ in a }
        all.merge(Diagnostics.placeholders) { a, _ in a }
        all.merge(Diffable.placeholders) { a, _ in a }
        all.merge(Errors.placeholders) { a, _ in a }
        all.merge(Events.placeholders) { a, _ in a }
        all.merge(Files.placeholders) { a, _ in a }
        all.merge(Glossary.placeholders) { a, _ in a }
        all.merge(Help.placeholders) { a, _ in a }
        all.merge(Lessons.placeholders) { a, _ in a }
        all.merge(Notes.placeholders) { a, _ in a }
        all.merge(Queue.placeholders) { a, _ in a }
        all.merge(Responses.placeholders) { a, _ in a }
        all.merge(Settings.placeholders) { a, _ in a }
        all.merge(Shell.placeholders) { a, _ in a }
        all.merge(Stats.placeholders) { a, _ in a }
        all.merge(Stepping.placeholders) { a, _ in a }
        all.merge(Summary.placeholders) { a, _ in a }
        all.merge(Timeline.placeholders) { a, _ in a }
        all.merge(Updates.placeholders) { a, _ in a }
        all.merge(Viewport.placeholders) { a, _ in a }
        all.merge(Why.placeholders) { a, _ in a }
        return all
    }()
}
