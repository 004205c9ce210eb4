// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Updates {
        static let placeholders: [String: [String]] = [
            "updates.animation": [],
            "updates.animationName": [],
            "updates.code.batch": [],
            "updates.code.callFirst": [],
            "updates.code.crashed": ["command"],
            "updates.code.earlier": ["count"],
            "updates.code.heading": [],
            "updates.code.modelNever": [],
            "updates.code.moveSection": [],
            "updates.code.moveUnchecked": [],
            "updates.code.reloadSection": [],
            "updates.code.session": [],
            "updates.code.swipe": [],
            "updates.code.userSwipe": [],
            "updates.crashRows": ["expected", "section", "before", "inserted", "deleted", "movedIn", "movedOut", "found"],
            "updates.crashSections": ["expected", "before", "inserted", "deleted", "found"],
            "updates.deleted": [],
            "updates.deletedList": ["rows"],
            "updates.deletedSections": ["sections"],
            "updates.inserted": [],
            "updates.insertedList": ["rows"],
            "updates.insertedSections": ["sections"],
            "updates.intoView": [],
            "updates.keptPaths": ["count"],
            "updates.modelAfter": [],
            "updates.modelFirst": [],
            "updates.modelNever": [],
            "updates.moveWithinSection": [],
            "updates.movedSection": ["from", "to"],
            "updates.nameList": ["first", "second"],
            "updates.offsetKept": [],
            "updates.offsetKeptName": [],
            "updates.prefetchCancelled": [],
            "updates.prefetchCancelledName": [],
            "updates.reloaded": [],
            "updates.reloadedSections": ["sections"],
            "updates.rowNamedTwice": ["row"],
            "updates.sectionMoveModel": [],
            "updates.sectionNamedTwice": ["section"],
            "updates.sectionReloadModel": [],
            "updates.sideBySide": [],
            "updates.swipeCannotEdit": ["row"],
            "updates.swipeNeedsCommit": ["row"],
            "updates.toldBefore": ["names"],
            "updates.whyAfter": [],
            "updates.whyDeleted": ["row", "command", "frame"],
            "updates.whyNever": [],
            "updates.whyPushedOff": ["command", "row", "frame"],
            "updates.whySectionReloaded": ["section", "command", "row", "frame"],
        ]
        /// a row animation lasts 0.3 s: rows that are or become visible got their cells in its first frame; deleted ro…
        public static var animation: Message { Message("updates.animation") }
        /// the 0.3 s row animation and its frames
        public static var animationName: Message { Message("updates.animationName") }
        /// The table expected {expected} rows in section {section} after the update ({before} before, {inserted} inser…
        public static func crashRows(expected: some MessageArgument, section: some MessageArgument, before: some MessageArgument, inserted: some MessageArgument, deleted: some MessageArgument, movedIn: some MessageArgument, movedOut: some MessageArgument, found: some MessageArgument) -> Message {
            Message("updates.crashRows", ["expected": expected.messageArgument, "section": section.messageArgument, "before": before.messageArgument, "inserted": inserted.messageArgument, "deleted": deleted.messageArgument, "movedIn": movedIn.messageArgument, "movedOut": movedOut.messageArgument, "found": found.messageArgument])
        }
        /// The table expected {expected} sections after the update ({before} before, {inserted} inserted, {deleted} de…
        public static func crashSections(expected: some MessageArgument, before: some MessageArgument, inserted: some MessageArgument, deleted: some MessageArgument, found: some MessageArgument) -> Message {
            Message("updates.crashSections", ["expected": expected.messageArgument, "before": before.messageArgument, "inserted": inserted.messageArgument, "deleted": deleted.messageArgument, "found": found.messageArgument])
        }
        /// deleted
        public static var deleted: Message { Message("updates.deleted") }
        /// deleted {rows}
        public static func deletedList(rows: some MessageArgument) -> Message {
            Message("updates.deletedList", ["rows": rows.messageArgument])
        }
        /// deleted section {sections}
        public static func deletedSections(sections: some MessageArgument) -> Message {
            Message("updates.deletedSections", ["sections": sections.messageArgument])
        }
        /// new
        public static var inserted: Message { Message("updates.inserted") }
        /// inserted {rows}
        public static func insertedList(rows: some MessageArgument) -> Message {
            Message("updates.insertedList", ["rows": rows.messageArgument])
        }
        /// inserted section {sections}
        public static func insertedSections(sections: some MessageArgument) -> Message {
            Message("updates.insertedSections", ["sections": sections.messageArgument])
        }
        /// shifted into view
        public static var intoView: Message { Message("updates.intoView") }
        /// ({count:other row on screen keeps its index path/other rows on screen keep their index paths})
        public static func keptPaths(count: some MessageArgument) -> Message {
            Message("updates.keptPaths", ["count": count.messageArgument])
        }
        /// model after: the app calls insertRows/deleteRows first and changes its model after — the table asks the cou…
        public static var modelAfter: Message { Message("updates.modelAfter") }
        /// model first: the app changes its model, then calls insertRows/deleteRows/moveRow — the counts agree
        public static var modelFirst: Message { Message("updates.modelFirst") }
        /// model never: the app calls insertRows/deleteRows and never changes its model (try `delete 3`)
        public static var modelNever: Message { Message("updates.modelNever") }
        /// a move within one section counts as neither moved in nor moved out here — the check comes out the same eith…
        public static var moveWithinSection: Message { Message("updates.moveWithinSection") }
        /// moved section {from} → {to}
        public static func movedSection(from: some MessageArgument, to: some MessageArgument) -> Message {
            Message("updates.movedSection", ["from": from.messageArgument, "to": to.messageArgument])
        }
        /// {first}; {second}
        public static func nameList(first: some MessageArgument, second: some MessageArgument) -> Message {
            Message("updates.nameList", ["first": first.messageArgument, "second": second.messageArgument])
        }
        /// the offset stayed where it was, so the rows under the change moved on screen — keeping the same rows in vie…
        public static var offsetKept: Message { Message("updates.offsetKept") }
        /// the offset kept where it was
        public static var offsetKeptName: Message { Message("updates.offsetKeptName") }
        /// the update removed rows a prefetch was pending for: the table sent cancelPrefetchingForRowsAt for them (the…
        public static var prefetchCancelled: Message { Message("updates.prefetchCancelled") }
        /// when cancelPrefetchingForRowsAt came
        public static var prefetchCancelledName: Message { Message("updates.prefetchCancelledName") }
        /// reloaded
        public static var reloaded: Message { Message("updates.reloaded") }
        /// reloaded section {sections}
        public static func reloadedSections(sections: some MessageArgument) -> Message {
            Message("updates.reloadedSections", ["sections": sections.messageArgument])
        }
        /// row {row} is named twice in one update — a row can be deleted (or moved from) once and inserted (or moved t…
        public static func rowNamedTwice(row: some MessageArgument) -> Message {
            Message("updates.rowNamedTwice", ["row": row.messageArgument])
        }
        /// the moved section's rows kept their cells and moved with it; the move counts in neither "inserted" nor "del…
        public static var sectionMoveModel: Message { Message("updates.sectionMoveModel") }
        /// section {section} is named twice in one update, or a row of it is changed while the section is deleted, ins…
        public static func sectionNamedTwice(section: some MessageArgument) -> Message {
            Message("updates.sectionNamedTwice", ["section": section.messageArgument])
        }
        /// the reloaded section's rows on screen got new cells (cellForRowAt, a dequeue) while the old cells stayed un…
        public static var sectionReloadModel: Message { Message("updates.sectionReloadModel") }
        /// index paths before → after:
        public static var sideBySide: Message { Message("updates.sideBySide") }
        /// row {row} has no Delete button: your `tableView(_:canEditRowAt:)` returned false for it
        public static func swipeCannotEdit(row: some MessageArgument) -> Message {
            Message("updates.swipeCannotEdit", ["row": row.messageArgument])
        }
        /// row {row} has no Delete button: your app does not implement `tableView(_:commit:forRowAt:)` — implement it …
        public static func swipeNeedsCommit(row: some MessageArgument) -> Message {
            Message("updates.swipeNeedsCommit", ["row": row.messageArgument])
        }
        /// {names} — as said in full before (`help delete`)
        public static func toldBefore(names: some MessageArgument) -> Message {
            Message("updates.toldBefore", ["names": names.messageArgument])
        }
        /// The app called the table before changing its model (`model after`): inside the call the table asked the dat…
        public static var whyAfter: Message { Message("updates.whyAfter") }
        /// row {row} was deleted by `{command}`: its cell left the screen at frame {frame}, when the row animation ended
        public static func whyDeleted(row: some MessageArgument, command: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("updates.whyDeleted", ["row": row.messageArgument, "command": command.messageArgument, "frame": frame.messageArgument])
        }
        /// The app called the table but never changed its model (`model never`). Change the model first, then call the…
        public static var whyNever: Message { Message("updates.whyNever") }
        /// `{command}` moved the rows, and row {row} was no longer on screen: its cell left at frame {frame}, when the…
        public static func whyPushedOff(command: some MessageArgument, row: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("updates.whyPushedOff", ["command": command.messageArgument, "row": row.messageArgument, "frame": frame.messageArgument])
        }
        /// section {section} was reloaded by `{command}`: its rows got new cells, and this one ({row}) left the screen…
        public static func whySectionReloaded(section: some MessageArgument, command: some MessageArgument, row: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("updates.whySectionReloaded", ["section": section.messageArgument, "command": command.messageArgument, "row": row.messageArgument, "frame": frame.messageArgument])
        }
        public enum Code {
            /// One batch: deletes use the index paths before the update, inserts those after it; the counts are checked wh…
            public static var batch: Message { Message("updates.code.batch") }
            /// ✗ the table asks numberOfRowsInSection inside this call and gets the old count: Invalid update
            public static var callFirst: Message { Message("updates.code.callFirst") }
            /// {command}: the app crashed and tablelab rolled the table back
            public static func crashed(command: some MessageArgument) -> Message {
                Message("updates.code.crashed", ["command": command.messageArgument])
            }
            /// ({count} earlier commands left out)
            public static func earlier(count: some MessageArgument) -> Message {
                Message("updates.code.earlier", ["count": count.messageArgument])
            }
            /// Changing the table without reloadData: the model first, then the table call
            public static var heading: Message { Message("updates.code.heading") }
            /// ✗ the model never changes: Invalid update
            public static var modelNever: Message { Message("updates.code.modelNever") }
            /// The model moves the section first, then moveSection — its rows go with it and keep their cells
            public static var moveSection: Message { Message("updates.code.moveSection") }
            /// the counts do not change, so UIKit cannot tell: until the model moves the row too, the table shows rows in …
            public static var moveUnchecked: Message { Message("updates.code.moveUnchecked") }
            /// A section's items changed: the model first, then reloadSections — its rows get new cells, and their count m…
            public static var reloadSection: Message { Message("updates.code.reloadSection") }
            /// What this session did, in order: each comment is the command you typed
            public static var session: Message { Message("updates.code.session") }
            /// the user swiped the row and tapped Delete
            public static var swipe: Message { Message("updates.code.swipe") }
            /// the user swipes the row and taps Delete: UIKit calls this
            public static var userSwipe: Message { Message("updates.code.userSwipe") }
        }
    }
}
