// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Diffable {
        static let placeholders: [String: [String]] = [
            "diffable.applyAnimated": [],
            "diffable.applyInstant": [],
            "diffable.applyReload": [],
            "diffable.code.edit": [],
            "diffable.code.editValue": [],
            "diffable.code.hashId": [],
            "diffable.code.hashValue": [],
            "diffable.code.heading": [],
            "diffable.crashDuplicate": ["id"],
            "diffable.crashMissing": ["id"],
            "diffable.deleted": ["ids"],
            "diffable.diff": ["changes"],
            "diffable.identityId": [],
            "diffable.identityValue": [],
            "diffable.inserted": ["ids"],
            "diffable.modelOrder": [],
            "diffable.moved": ["ids"],
            "diffable.needsDiffable": ["command"],
            "diffable.noChange": [],
            "diffable.off": [],
            "diffable.on": [],
            "diffable.reloadData": [],
            "diffable.sections": [],
            "diffable.snapshot": ["ids"],
            "diffable.snapshotEdited": ["example", "id", "ids"],
            "diffable.stale": ["row", "shows", "model"],
            "diffable.tooManyItems": ["count", "limit"],
        ]
        /// apply animated: dataSource.apply(snapshot, animatingDifferences: true)
        public static var applyAnimated: Message { Message("diffable.applyAnimated") }
        /// apply instant: dataSource.apply(snapshot, animatingDifferences: false) — since iOS 15 it diffs too, without…
        public static var applyInstant: Message { Message("diffable.applyInstant") }
        /// apply reload: dataSource.applySnapshotUsingReloadData(snapshot) — no diff: the table reloads its data
        public static var applyReload: Message { Message("diffable.applyReload") }
        /// The new snapshot holds the item with id {id} twice. Identifiers must be unique: the data source finds each …
        public static func crashDuplicate(id: some MessageArgument) -> Message {
            Message("diffable.crashDuplicate", ["id": id.messageArgument])
        }
        /// reloadItems named the item with id {id}, which the snapshot does not hold (deleted, or never there). Mark o…
        public static func crashMissing(id: some MessageArgument) -> Message {
            Message("diffable.crashMissing", ["id": id.messageArgument])
        }
        /// deleted {ids}
        public static func deleted(ids: some MessageArgument) -> Message {
            Message("diffable.deleted", ["ids": ids.messageArgument])
        }
        /// the data source's diff: {changes}
        public static func diff(changes: some MessageArgument) -> Message {
            Message("diffable.diff", ["changes": changes.messageArgument])
        }
        /// identity id: Item hashes its id only — an edited item keeps its identifier (try `rename 2`)
        public static var identityId: Message { Message("diffable.identityId") }
        /// identity value: Item hashes its whole value — an edit makes a new identifier, so the diff deletes the old i…
        public static var identityValue: Message { Message("diffable.identityValue") }
        /// inserted {ids}
        public static func inserted(ids: some MessageArgument) -> Message {
            Message("diffable.inserted", ["ids": ids.messageArgument])
        }
        /// `model` has no meaning with a diffable data source: the snapshot is the model and the data source works out…
        public static var modelOrder: Message { Message("diffable.modelOrder") }
        /// moved {ids}
        public static func moved(ids: some MessageArgument) -> Message {
            Message("diffable.moved", ["ids": ids.messageArgument])
        }
        /// `{command}` needs the diffable data source: `diffable on` first
        public static func needsDiffable(command: some MessageArgument) -> Message {
            Message("diffable.needsDiffable", ["command": command.messageArgument])
        }
        /// the data source's diff: no change — no cell was asked for again
        public static var noChange: Message { Message("diffable.noChange") }
        /// diffable off: the classic UITableViewDataSource again (numberOfRowsInSection, cellForRowAt)
        public static var off: Message { Message("diffable.off") }
        /// diffable on: the data source is a UITableViewDiffableDataSource<Section, Item> with a cell provider; insert…
        public static var on: Message { Message("diffable.on") }
        /// applySnapshotUsingReloadData: no diff — the table reloaded its data
        public static var reloadData: Message { Message("diffable.reloadData") }
        /// tablelab's snapshots change items, not sections: with `diffable on`, `insert` and `delete` take rows (`inse…
        public static var sections: Message { Message("diffable.sections") }
        /// snapshot: {ids}
        public static func snapshot(ids: some MessageArgument) -> Message {
            Message("diffable.snapshot", ["ids": ids.messageArgument])
        }
        /// snapshot ({example}: item {id} after `rename`): {ids}
        public static func snapshotEdited(example: some MessageArgument, id: some MessageArgument, ids: some MessageArgument) -> Message {
            Message("diffable.snapshotEdited", ["example": example.messageArgument, "id": id.messageArgument, "ids": ids.messageArgument])
        }
        /// row {row}: the cell still shows "{shows}", the model holds "{model}" — the identifier did not change, so ap…
        public static func stale(row: some MessageArgument, shows: some MessageArgument, model: some MessageArgument) -> Message {
            Message("diffable.stale", ["row": row.messageArgument, "shows": shows.messageArgument, "model": model.messageArgument])
        }
        /// a snapshot lists every identifier: {count} items is more than tablelab's diffable data source holds ({limit…
        public static func tooManyItems(count: some MessageArgument, limit: some MessageArgument) -> Message {
            Message("diffable.tooManyItems", ["count": count.messageArgument, "limit": limit.messageArgument])
        }
        public enum Code {
            /// the same id: apply sees no change — mark the item
            public static var edit: Message { Message("diffable.code.edit") }
            /// a new value is a new identifier: apply deletes the old item and inserts the new one
            public static var editValue: Message { Message("diffable.code.editValue") }
            /// Hashable by id only: an edited item keeps its identifier
            public static var hashId: Message { Message("diffable.code.hashId") }
            /// the synthesized Hashable: the whole value is the identifier
            public static var hashValue: Message { Message("diffable.code.hashValue") }
            /// A diffable data source: the app applies snapshots, the data source works out the changes
            public static var heading: Message { Message("diffable.code.heading") }
        }
    }
}
