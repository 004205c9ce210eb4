// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Notes {
        static let placeholders: [String: [String]] = [
            "notes.alreadyAtBottom": [],
            "notes.alreadyAtTop": [],
            "notes.clampedAtBottom": ["offset"],
            "notes.clampedAtTop": [],
            "notes.contentSizeCorrected": ["from", "to"],
            "notes.dragLimited": ["rows"],
            "notes.dragStopped": ["frames", "count"],
            "notes.dragTooLong": ["frames"],
            "notes.dropped.alpha": ["rows"],
            "notes.dropped.checkmark": ["rows"],
            "notes.dropped.list": ["first", "rest"],
            "notes.dropped.selection": ["rows"],
            "notes.emptyTable": [],
            "notes.enteredBeforeLeft": ["count", "names", "passes"],
            "notes.frames": ["count"],
            "notes.launchDroppedState": ["list"],
            "notes.launched": [],
            "notes.leakedCheckmark": ["cell", "setFor", "row"],
            "notes.leakedCheckmarkApp": ["cell", "setFor", "row"],
            "notes.model.constantDrag": [],
            "notes.model.estimatesOff": [],
            "notes.model.headerGeometry": [],
            "notes.model.reloadRecycles": [],
            "notes.model.tapDeselectOrder": [],
            "notes.model.tapOrder": [],
            "notes.model.unregisterReleases": ["count", "id"],
            "notes.model.unregisteredLeaving": ["count", "id"],
            "notes.offsetClampedAfterReload": ["from", "to"],
            "notes.reloadRowsModel": ["rows"],
            "notes.reloaded": [],
            "notes.selectionClearedByReload": ["rows"],
            "notes.staleCellState": ["cell", "row"],
            "notes.styleRebuilt": [],
        ]
        /// already at the bottom — nothing moved
        public static var alreadyAtBottom: Message { Message("notes.alreadyAtBottom") }
        /// already at the top — nothing moved
        public static var alreadyAtTop: Message { Message("notes.alreadyAtTop") }
        /// stopped at the bottom: the largest offset is {offset} (content height − viewport)
        public static func clampedAtBottom(offset: some MessageArgument) -> Message {
            Message("notes.clampedAtBottom", ["offset": offset.messageArgument])
        }
        /// stopped at the top: the offset cannot go below 0
        public static var clampedAtTop: Message { Message("notes.clampedAtTop") }
        /// contentSize.height {from} → {to}: real heights replaced the estimates as rows were shown, so the scroll ind…
        public static func contentSizeCorrected(from: some MessageArgument, to: some MessageArgument) -> Message {
            Message("notes.contentSizeCorrected", ["from": from.messageArgument, "to": to.messageArgument])
        }
        /// a drag is at most {rows} rows — use `scroll to ROW` to jump further
        public static func dragLimited(rows: some MessageArgument) -> Message {
            Message("notes.dragLimited", ["rows": rows.messageArgument])
        }
        /// the drag stopped after {frames:frame/frames}, short of where it was going; the session keeps it as `… frame…
        public static func dragStopped(frames: some MessageArgument, count: some MessageArgument) -> Message {
            Message("notes.dragStopped", ["frames": frames.messageArgument, "count": count.messageArgument])
        }
        /// the drag stopped after {frames:frame/frames} — use `scroll to ROW` to jump, or a higher `velocity`
        public static func dragTooLong(frames: some MessageArgument) -> Message {
            Message("notes.dragTooLong", ["frames": frames.messageArgument])
        }
        /// the table has no rows, so there is nothing to scroll — try `rows 30`
        public static var emptyTable: Message { Message("notes.emptyTable") }
        /// {count:new cell/new cells} ({names}) because rows entered before others left in the same layout pass ({pass…
        public static func enteredBeforeLeft(count: some MessageArgument, names: some MessageArgument, passes: some MessageArgument) -> Message {
            Message("notes.enteredBeforeLeft", ["count": count.messageArgument, "names": names.messageArgument, "passes": passes.messageArgument])
        }
        /// {count:frame/frames} (one layout pass each)
        public static func frames(count: some MessageArgument) -> Message {
            Message("notes.frames", ["count": count.messageArgument])
        }
        /// gone: {list} — set on the table tablelab starts with, before any data; the app launched with this data as a…
        public static func launchDroppedState(list: some MessageArgument) -> Message {
            Message("notes.launchDroppedState", ["list": list.messageArgument])
        }
        /// the app launched with this data: a new table, so only the rows on screen were asked for with cellForRowAt (…
        public static var launched: Message { Message("notes.launched") }
        /// {cell} still has the checkmark didSelectRowAt put on it for row {setFor}, now on row {row}: cellForRowAt ne…
        public static func leakedCheckmark(cell: some MessageArgument, setFor: some MessageArgument, row: some MessageArgument) -> Message {
            Message("notes.leakedCheckmark", ["cell": cell.messageArgument, "setFor": setFor.messageArgument, "row": row.messageArgument])
        }
        /// {cell} still has the checkmark your code put on it for row {setFor}, now on row {row}: the checkmark is on …
        public static func leakedCheckmarkApp(cell: some MessageArgument, setFor: some MessageArgument, row: some MessageArgument) -> Message {
            Message("notes.leakedCheckmarkApp", ["cell": cell.messageArgument, "setFor": setFor.messageArgument, "row": row.messageArgument])
        }
        /// the content got shorter: offset pulled back from {from} to {to}
        public static func offsetClampedAfterReload(from: some MessageArgument, to: some MessageArgument) -> Message {
            Message("notes.offsetClampedAfterReload", ["from": from.messageArgument, "to": to.messageArgument])
        }
        /// reloadRows gave rows {rows} other cells: each old cell stayed on screen while its row animated, so the dequ…
        public static func reloadRowsModel(rows: some MessageArgument) -> Message {
            Message("notes.reloadRowsModel", ["rows": rows.messageArgument])
        }
        /// reloadData() was called so the change takes effect
        public static var reloaded: Message { Message("notes.reloaded") }
        /// reloadRows cleared the selection of {rows}: indexPathsForSelectedRows no longer holds them, and no delegate…
        public static func selectionClearedByReload(rows: some MessageArgument) -> Message {
            Message("notes.selectionClearedByReload", ["rows": rows.messageArgument])
        }
        /// {cell} still carries state set for another row, now on {row}
        public static func staleCellState(cell: some MessageArgument, row: some MessageArgument) -> Message {
            Message("notes.staleCellState", ["cell": cell.messageArgument, "row": row.messageArgument])
        }
        /// a table's style is fixed when it is created (UITableView(frame:style:)), so the app made a new table in the…
        public static var styleRebuilt: Message { Message("notes.styleRebuilt") }
        public enum Dropped {
            /// the alpha of {rows}
            public static func alpha(rows: some MessageArgument) -> Message {
                Message("notes.dropped.alpha", ["rows": rows.messageArgument])
            }
            /// the checkmark of {rows}
            public static func checkmark(rows: some MessageArgument) -> Message {
                Message("notes.dropped.checkmark", ["rows": rows.messageArgument])
            }
            /// {first}, {rest}
            public static func list(first: some MessageArgument, rest: some MessageArgument) -> Message {
                Message("notes.dropped.list", ["first": first.messageArgument, "rest": rest.messageArgument])
            }
            /// the selection of {rows}
            public static func selection(rows: some MessageArgument) -> Message {
                Message("notes.dropped.selection", ["rows": rows.messageArgument])
            }
        }
        public enum Model {
            /// the finger moves at one constant speed and stops dead at the edge: no deceleration after it lifts, no bounc…
            public static var constantDrag: Message { Message("notes.model.constantDrag") }
            /// estimates are off because tablelab starts without them, the classic default; since iOS 11 a new project sta…
            public static var estimatesOff: Message { Message("notes.model.estimatesOff") }
            /// each titled section header is 22 pt, the classic plain-style value: tablelab's geometry — newer iOS version…
            public static var headerGeometry: Message { Message("notes.model.headerGeometry") }
            /// reloadData sent every visible cell back to the reuse queue and each visible row came back through dequeue, …
            public static var reloadRecycles: Message { Message("notes.model.reloadRecycles") }
            /// where didUnhighlightRowAt comes in a tap that deselects a row (allowsMultipleSelection): tablelab sends it …
            public static var tapDeselectOrder: Message { Message("notes.model.tapDeselectOrder") }
            /// where willDeselectRowAt (the row selected before) and didUnhighlightRowAt (the tapped row) come in a tap: t…
            public static var tapOrder: Message { Message("notes.model.tapOrder") }
            /// {count:cell/cells} waiting under "{id}": released, not kept for reuse — UIKit does not document what happen…
            public static func unregisterReleases(count: some MessageArgument, id: some MessageArgument) -> Message {
                Message("notes.model.unregisterReleases", ["count": count.messageArgument, "id": id.messageArgument])
            }
            /// {count:cell/cells} made for "{id}" left the screen: released, not queued — tablelab plays `unregister` as t…
            public static func unregisteredLeaving(count: some MessageArgument, id: some MessageArgument) -> Message {
                Message("notes.model.unregisteredLeaving", ["count": count.messageArgument, "id": id.messageArgument])
            }
        }
    }
}
