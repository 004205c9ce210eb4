// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Columns {
        static let placeholders: [String: [String]] = [
            "columns.checkmark": [],
            "columns.checkmarkOf": ["row"],
            "columns.cutSize": ["shown", "height"],
            "columns.empty": [],
            "columns.image": [],
            "columns.loading": ["row"],
            "columns.noCell": [],
            "columns.placeholder": [],
            "columns.selected": [],
            "columns.selectedShort": [],
            "columns.was": [],
            "columns.wrongImage": ["row"],
        ]
        /// checkmark
        public static var checkmark: Message { Message("columns.checkmark") }
        /// checkmark of {row}
        public static func checkmarkOf(row: some MessageArgument) -> Message {
            Message("columns.checkmarkOf", ["row": row.messageArgument])
        }
        /// {shown} of {height} pt
        public static func cutSize(shown: some MessageArgument, height: some MessageArgument) -> Message {
            Message("columns.cutSize", ["shown": shown.messageArgument, "height": height.messageArgument])
        }
        /// empty
        public static var empty: Message { Message("columns.empty") }
        /// image
        public static var image: Message { Message("columns.image") }
        /// loading {row}
        public static func loading(row: some MessageArgument) -> Message {
            Message("columns.loading", ["row": row.messageArgument])
        }
        /// (no cell)
        public static var noCell: Message { Message("columns.noCell") }
        /// placeholder
        public static var placeholder: Message { Message("columns.placeholder") }
        /// selected
        public static var selected: Message { Message("columns.selected") }
        /// sel
        public static var selectedShort: Message { Message("columns.selectedShort") }
        /// was
        public static var was: Message { Message("columns.was") }
        /// wrong image (of {row})
        public static func wrongImage(row: some MessageArgument) -> Message {
            Message("columns.wrongImage", ["row": row.messageArgument])
        }
    }
}
