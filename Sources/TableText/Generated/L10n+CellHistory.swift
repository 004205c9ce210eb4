// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum CellHistory {
        static let placeholders: [String: [String]] = [
            "cellHistory.checkmarkSetFor": ["row"],
            "cellHistory.created": [],
            "cellHistory.createdFor": ["row", "frame"],
            "cellHistory.frame": [],
            "cellHistory.identifier": [],
            "cellHistory.inQueue": ["id", "position", "count"],
            "cellHistory.lastShowed": ["row"],
            "cellHistory.more": ["count"],
            "cellHistory.neverReused": [],
            "cellHistory.noCellsYet": ["cell"],
            "cellHistory.noEvents": [],
            "cellHistory.noSuchCell": ["cell", "range"],
            "cellHistory.notSelected": [],
            "cellHistory.now": [],
            "cellHistory.onScreen": ["row"],
            "cellHistory.released": [],
            "cellHistory.releasedShort": [],
            "cellHistory.reused": [],
            "cellHistory.reusedTimes": ["count"],
            "cellHistory.rowsInAll": ["count"],
            "cellHistory.rowsShown": [],
            "cellHistory.selected": [],
            "cellHistory.style": [],
            "cellHistory.toQueue": ["id"],
        ]
        /// accessoryType .checkmark, set for {row}
        public static func checkmarkSetFor(row: some MessageArgument) -> Message {
            Message("cellHistory.checkmarkSetFor", ["row": row.messageArgument])
        }
        /// created
        public static var created: Message { Message("cellHistory.created") }
        /// created for {row} in frame {frame}
        public static func createdFor(row: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("cellHistory.createdFor", ["row": row.messageArgument, "frame": frame.messageArgument])
        }
        /// frame
        public static var frame: Message { Message("cellHistory.frame") }
        /// identifier
        public static var identifier: Message { Message("cellHistory.identifier") }
        /// in reuse queue "{id}" ({position} of {count})
        public static func inQueue(id: some MessageArgument, position: some MessageArgument, count: some MessageArgument) -> Message {
            Message("cellHistory.inQueue", ["id": id.messageArgument, "position": position.messageArgument, "count": count.messageArgument])
        }
        /// last showed {row}
        public static func lastShowed(row: some MessageArgument) -> Message {
            Message("cellHistory.lastShowed", ["row": row.messageArgument])
        }
        /// {count} more
        public static func more(count: some MessageArgument) -> Message {
            Message("cellHistory.more", ["count": count.messageArgument])
        }
        /// never reused
        public static var neverReused: Message { Message("cellHistory.neverReused") }
        /// There is no cell#{cell}: no cell has been created yet.
        public static func noCellsYet(cell: some MessageArgument) -> Message {
            Message("cellHistory.noCellsYet", ["cell": cell.messageArgument])
        }
        /// (no events in the log)
        public static var noEvents: Message { Message("cellHistory.noEvents") }
        /// There is no cell#{cell}: cells are {range}.
        public static func noSuchCell(cell: some MessageArgument, range: some MessageArgument) -> Message {
            Message("cellHistory.noSuchCell", ["cell": cell.messageArgument, "range": range.messageArgument])
        }
        /// not selected
        public static var notSelected: Message { Message("cellHistory.notSelected") }
        /// now
        public static var now: Message { Message("cellHistory.now") }
        /// on screen, showing {row}
        public static func onScreen(row: some MessageArgument) -> Message {
            Message("cellHistory.onScreen", ["row": row.messageArgument])
        }
        /// released (no reuse identifier)
        public static var released: Message { Message("cellHistory.released") }
        /// released
        public static var releasedShort: Message { Message("cellHistory.releasedShort") }
        /// reused
        public static var reused: Message { Message("cellHistory.reused") }
        /// reused {count:time/times}
        public static func reusedTimes(count: some MessageArgument) -> Message {
            Message("cellHistory.reusedTimes", ["count": count.messageArgument])
        }
        /// {count:row/rows} in all
        public static func rowsInAll(count: some MessageArgument) -> Message {
            Message("cellHistory.rowsInAll", ["count": count.messageArgument])
        }
        /// rows shown
        public static var rowsShown: Message { Message("cellHistory.rowsShown") }
        /// selected
        public static var selected: Message { Message("cellHistory.selected") }
        /// style
        public static var style: Message { Message("cellHistory.style") }
        /// queue "{id}"
        public static func toQueue(id: some MessageArgument) -> Message {
            Message("cellHistory.toQueue", ["id": id.messageArgument])
        }
    }
}
