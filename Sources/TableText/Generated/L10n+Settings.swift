// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Settings {
        static let placeholders: [String: [String]] = [
            "settings.callbackCost": ["cost", "other"],
            "settings.checkFromModel": ["row"],
            "settings.checkOnCell": ["row"],
            "settings.clearImageCache": [],
            "settings.deselect": ["row"],
            "settings.deselectOnTapOff": [],
            "settings.deselectOnTapOn": [],
            "settings.fixOff": ["fix", "list"],
            "settings.fixOffNone": ["fix"],
            "settings.fixOn": ["fix", "list"],
            "settings.fixOnNone": ["fix"],
            "settings.hints.cachedImages": ["count"],
            "settings.hints.checkmarksFromModel": [],
            "settings.hints.checkmarksOnCell": [],
            "settings.hints.jamoOtherData": [],
            "settings.hints.jamoRaw": [],
            "settings.hints.noImages": [],
            "settings.hints.runningContentsOf": ["count"],
            "settings.jitter": ["ms", "seed"],
            "settings.latency": ["ms"],
            "settings.multipleOff": [],
            "settings.multipleOn": [],
            "settings.prefetchOff": [],
            "settings.prefetchOn": ["window"],
            "settings.prepareResetsOff": [],
            "settings.prepareResetsOn": [],
            "settings.refreshRate": ["hz", "interval", "perFrame", "velocity"],
            "settings.registered": ["list"],
            "settings.select": ["row"],
            "settings.setAlpha": ["row", "alpha"],
            "settings.uncheck": ["row"],
            "settings.unregistered": ["id"],
            "settings.velocity": ["velocity", "perFrame", "hz"],
            "settings.workers": ["count"],
        ]
        /// each cellForRowAt costs {cost} of main-thread time, other callbacks {other} (model)
        public static func callbackCost(cost: some MessageArgument, other: some MessageArgument) -> Message {
            Message("settings.callbackCost", ["cost": cost.messageArgument, "other": other.messageArgument])
        }
        /// row {row} is checked in the model; cellForRowAt sets accessoryType from the model for every row, so the che…
        public static func checkFromModel(row: some MessageArgument) -> Message {
            Message("settings.checkFromModel", ["row": row.messageArgument])
        }
        /// didSelectRowAt put accessoryType = .checkmark on the cell showing row {row} — on the cell object, not the r…
        public static func checkOnCell(row: some MessageArgument) -> Message {
            Message("settings.checkOnCell", ["row": row.messageArgument])
        }
        /// image cache emptied: every row downloads its image again when shown, on the same schedule as a first run (i…
        public static var clearImageCache: Message { Message("settings.clearImageCache") }
        /// row {row} is deselected: deselectRow(at:animated:) removes its index path from indexPathsForSelectedRows an…
        public static func deselect(row: some MessageArgument) -> Message {
            Message("settings.deselect", ["row": row.messageArgument])
        }
        /// didSelectRowAt no longer calls deselectRow: a tapped row stays selected
        public static var deselectOnTapOff: Message { Message("settings.deselectOnTapOff") }
        /// didSelectRowAt now ends with tableView.deselectRow(at: indexPath, animated: true): the tapped row flashes a…
        public static var deselectOnTapOn: Message { Message("settings.deselectOnTapOn") }
        /// fix {fix}: off (fixes on: {list})
        public static func fixOff(fix: some MessageArgument, list: some MessageArgument) -> Message {
            Message("settings.fixOff", ["fix": fix.messageArgument, "list": list.messageArgument])
        }
        /// fix {fix}: off (fixes on: none)
        public static func fixOffNone(fix: some MessageArgument) -> Message {
            Message("settings.fixOffNone", ["fix": fix.messageArgument])
        }
        /// fix {fix}: on (fixes on: {list})
        public static func fixOn(fix: some MessageArgument, list: some MessageArgument) -> Message {
            Message("settings.fixOn", ["fix": fix.messageArgument, "list": list.messageArgument])
        }
        /// fix {fix}: on (fixes on: none)
        public static func fixOnNone(fix: some MessageArgument) -> Message {
            Message("settings.fixOnNone", ["fix": fix.messageArgument])
        }
        /// jitter: up to {ms} more per download (seed {seed}: the same commands give the same timeline)
        public static func jitter(ms: some MessageArgument, seed: some MessageArgument) -> Message {
            Message("settings.jitter", ["ms": ms.messageArgument, "seed": seed.messageArgument])
        }
        /// latency: each image takes {ms} on the network
        public static func latency(ms: some MessageArgument) -> Message {
            Message("settings.latency", ["ms": ms.messageArgument])
        }
        /// allowsMultipleSelection = false (the default): a tap deselects the row selected before
        public static var multipleOff: Message { Message("settings.multipleOff") }
        /// allowsMultipleSelection = true: a tap adds its row to the selection; a tap on a selected row deselects it (…
        public static var multipleOn: Message { Message("settings.multipleOn") }
        /// prefetchDataSource removed: no prefetching
        public static var prefetchOff: Message { Message("settings.prefetchOff") }
        /// prefetchDataSource set: up to {window} rows ahead of the scroll go to prefetchRowsAt (window size is tablel…
        public static func prefetchOn(window: some MessageArgument) -> Message {
            Message("settings.prefetchOn", ["window": window.messageArgument])
        }
        /// prepareForReuse resets nothing: a cell keeps an alpha set for another row (selection still follows the row:…
        public static var prepareResetsOff: Message { Message("settings.prepareResetsOff") }
        /// prepareForReuse resets alpha — selection needs no reset: the table sets isSelected on every cell it displays
        public static var prepareResetsOn: Message { Message("settings.prepareResetsOn") }
        /// {hz} Hz: a frame every {interval} ms; a drag moves {perFrame} pt per frame (the finger's speed stays {veloc…
        public static func refreshRate(hz: some MessageArgument, interval: some MessageArgument, perFrame: some MessageArgument, velocity: some MessageArgument) -> Message {
            Message("settings.refreshRate", ["hz": hz.messageArgument, "interval": interval.messageArgument, "perFrame": perFrame.messageArgument, "velocity": velocity.messageArgument])
        }
        /// registered {list}
        public static func registered(list: some MessageArgument) -> Message {
            Message("settings.registered", ["list": list.messageArgument])
        }
        /// row {row} is selected: the table keeps its index path and sets isSelected on whichever cell displays that r…
        public static func select(row: some MessageArgument) -> Message {
            Message("settings.select", ["row": row.messageArgument])
        }
        /// the cell showing {row} now has alpha {alpha} — that is the cell object, not the row
        public static func setAlpha(row: some MessageArgument, alpha: some MessageArgument) -> Message {
            Message("settings.setAlpha", ["row": row.messageArgument, "alpha": alpha.messageArgument])
        }
        /// the checkmark of row {row} is removed (accessoryType = .none)
        public static func uncheck(row: some MessageArgument) -> Message {
            Message("settings.uncheck", ["row": row.messageArgument])
        }
        /// "{id}" is no longer registered
        public static func unregistered(id: some MessageArgument) -> Message {
            Message("settings.unregistered", ["id": id.messageArgument])
        }
        /// a drag now moves {velocity} pt/s: {perFrame} pt per frame at {hz} Hz
        public static func velocity(velocity: some MessageArgument, perFrame: some MessageArgument, hz: some MessageArgument) -> Message {
            Message("settings.velocity", ["velocity": velocity.messageArgument, "perFrame": perFrame.messageArgument, "hz": hz.messageArgument])
        }
        /// the global queue now has {count:worker thread/worker threads}
        public static func workers(count: some MessageArgument) -> Message {
            Message("settings.workers", ["count": count.messageArgument])
        }
        public enum Hints {
            /// {count:image is/images are} already in the cache and will not be downloaded again, which hides the bug — to…
            public static func cachedImages(count: some MessageArgument) -> Message {
                Message("settings.hints.cachedImages", ["count": count.messageArgument])
            }
            /// cellForRowAt now sets accessoryType from the model for every row: a checkmark stays on its row
            public static var checkmarksFromModel: Message { Message("settings.hints.checkmarksFromModel") }
            /// cellForRowAt no longer sets accessoryType: a checkmark stays on the cell object and follows it to other rows
            public static var checkmarksOnCell: Message { Message("settings.hints.checkmarksOnCell") }
            /// `jamo` matters for `data timezones-ko`
            public static var jamoOtherData: Message { Message("settings.hints.jamoOtherData") }
            /// every section came back empty: rows are grouped under the initial computed from each name, ᄃ (U+1103 choseo…
            public static var jamoRaw: Message { Message("settings.hints.jamoRaw") }
            /// this table's rows have no images — try `data movies` to see loading
            public static var noImages: Message { Message("settings.hints.noImages") }
            /// {count:load/loads} already started with Data(contentsOf:) on the global queue (running, or waiting for a wo…
            public static func runningContentsOf(count: some MessageArgument) -> Message {
                Message("settings.hints.runningContentsOf", ["count": count.messageArgument])
            }
        }
    }
}
