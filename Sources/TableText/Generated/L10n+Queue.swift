// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Queue {
        static let placeholders: [String: [String]] = [
            "queue.cells": ["count"],
            "queue.empty": [],
            "queue.headerViews": [],
            "queue.neverReused": ["count"],
            "queue.neverReusedShort": ["count"],
            "queue.nextOut": ["cell"],
            "queue.noIdentifiers": [],
            "queue.notRegistered": [],
            "queue.releasedOld": ["count"],
            "queue.releasedOldShort": ["count"],
            "queue.title": [],
        ]
        /// {count} cells
        public static func cells(count: some MessageArgument) -> Message {
            Message("queue.cells", ["count": count.messageArgument])
        }
        /// (empty)
        public static var empty: Message { Message("queue.empty") }
        /// header views
        public static var headerViews: Message { Message("queue.headerViews") }
        /// no identifier: {count:cell/cells} released, never reused
        public static func neverReused(count: some MessageArgument) -> Message {
            Message("queue.neverReused", ["count": count.messageArgument])
        }
        /// no identifier: {count} released
        public static func neverReusedShort(count: some MessageArgument) -> Message {
            Message("queue.neverReusedShort", ["count": count.messageArgument])
        }
        /// FIFO model: {cell} next
        public static func nextOut(cell: some MessageArgument) -> Message {
            Message("queue.nextOut", ["cell": cell.messageArgument])
        }
        /// (no identifiers registered)
        public static var noIdentifiers: Message { Message("queue.noIdentifiers") }
        /// not registered
        public static var notRegistered: Message { Message("queue.notRegistered") }
        /// released: {count:cell/cells} of an old table or an unregistered identifier
        public static func releasedOld(count: some MessageArgument) -> Message {
            Message("queue.releasedOld", ["count": count.messageArgument])
        }
        /// released: {count:cell/cells}
        public static func releasedOldShort(count: some MessageArgument) -> Message {
            Message("queue.releasedOldShort", ["count": count.messageArgument])
        }
        /// reuse queue
        public static var title: Message { Message("queue.title") }
    }
}
