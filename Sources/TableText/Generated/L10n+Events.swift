// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Events {
        static let placeholders: [String: [String]] = [
            "events.elision.firstLines": ["count", "frame"],
            "events.elision.frame": ["frame"],
            "events.elision.frames": ["count", "first", "last"],
            "events.elision.linesInFrame": ["count", "frame"],
            "events.elision.wrongImages": ["count"],
            "events.entry.afterAwait": [],
            "events.entry.alreadyKept": [],
            "events.entry.alreadyKeptMany": ["count"],
            "events.entry.areOffScreen": ["cells"],
            "events.entry.awaitSuspended": [],
            "events.entry.blockMain": ["ms"],
            "events.entry.blocksMain": ["ms"],
            "events.entry.bulkRows": ["rows"],
            "events.entry.cancelled": [],
            "events.entry.cancelledAt": ["rows"],
            "events.entry.cancelledMany": ["count"],
            "events.entry.cancelledManyAt": ["count", "rows"],
            "events.entry.cellShowsNow": ["rows"],
            "events.entry.cells": ["count"],
            "events.entry.cellsShowNow": ["rows"],
            "events.entry.dataTaskResumed": [],
            "events.entry.downloadStarts": [],
            "events.entry.downloadStartsOn": [],
            "events.entry.downloaded": [],
            "events.entry.downloadedMany": ["count"],
            "events.entry.downloadsStart": ["count"],
            "events.entry.downloadsStartOn": ["count"],
            "events.entry.image": [],
            "events.entry.imageWentIn": ["rows"],
            "events.entry.images": [],
            "events.entry.imagesWentIn": ["rows"],
            "events.entry.isOffScreen": ["cells"],
            "events.entry.leftAlone": [],
            "events.entry.neverReused": [],
            "events.entry.new": [],
            "events.entry.noIdentifier": [],
            "events.entry.noPrepareForReuse": [],
            "events.entry.onWorkers": ["workers"],
            "events.entry.released": [],
            "events.entry.reused": [],
            "events.entry.sameCell": [],
            "events.entry.showNow": ["cells", "rows"],
            "events.entry.showsNow": ["cells", "rows"],
            "events.entry.toQueue": ["id"],
            "events.entry.uncaughtException": [],
            "events.entry.was": [],
            "events.entry.wrongImage": [],
            "events.entry.wrongImages": ["count"],
            "events.estimatesReplaced": [],
            "events.frame": [],
            "events.full.cell": [],
            "events.full.cellShows": ["row"],
            "events.full.crashed": [],
            "events.full.event": [],
            "events.full.frame": [],
            "events.full.identifier": [],
            "events.full.imageData": ["size"],
            "events.full.new": [],
            "events.full.result": [],
            "events.full.reused": [],
            "events.full.time": [],
            "events.full.wrongImage": ["row"],
            "events.headerNew": [],
            "events.headerReused": [],
            "events.late.by": ["ms"],
            "events.late.hang": [],
            "events.late.hitch": [],
            "events.late.notScrolling": [],
            "events.late.short": [],
            "events.noDelegateMessage": [],
            "events.none": [],
            "events.queue": [],
            "events.released": [],
            "events.rows": ["count"],
            "events.sameCell": [],
            "events.section": ["section"],
            "events.sections": [],
            "events.titles": ["count"],
        ]
        /// estimates replaced by real heights
        public static var estimatesReplaced: Message { Message("events.estimatesReplaced") }
        /// frame
        public static var frame: Message { Message("events.frame") }
        /// new
        public static var headerNew: Message { Message("events.headerNew") }
        /// reused
        public static var headerReused: Message { Message("events.headerReused") }
        /// the app's call: no delegate message
        public static var noDelegateMessage: Message { Message("events.noDelegateMessage") }
        /// no callbacks: the table did nothing
        public static var none: Message { Message("events.none") }
        /// queue
        public static var queue: Message { Message("events.queue") }
        /// released
        public static var released: Message { Message("events.released") }
        /// {count:row/rows}
        public static func rows(count: some MessageArgument) -> Message {
            Message("events.rows", ["count": count.messageArgument])
        }
        /// the same cell
        public static var sameCell: Message { Message("events.sameCell") }
        /// section {section}
        public static func section(section: some MessageArgument) -> Message {
            Message("events.section", ["section": section.messageArgument])
        }
        /// sections
        public static var sections: Message { Message("events.sections") }
        /// {count:title/titles}
        public static func titles(count: some MessageArgument) -> Message {
            Message("events.titles", ["count": count.messageArgument])
        }
        public enum Elision {
            /// the first {count:line/lines} of frame {frame}
            public static func firstLines(count: some MessageArgument, frame: some MessageArgument) -> Message {
                Message("events.elision.firstLines", ["count": count.messageArgument, "frame": frame.messageArgument])
            }
            /// frame {frame}
            public static func frame(frame: some MessageArgument) -> Message {
                Message("events.elision.frame", ["frame": frame.messageArgument])
            }
            /// {count} more frames ({first}–{last})
            public static func frames(count: some MessageArgument, first: some MessageArgument, last: some MessageArgument) -> Message {
                Message("events.elision.frames", ["count": count.messageArgument, "first": first.messageArgument, "last": last.messageArgument])
            }
            /// {count:more line/more lines} in frame {frame}
            public static func linesInFrame(count: some MessageArgument, frame: some MessageArgument) -> Message {
                Message("events.elision.linesInFrame", ["count": count.messageArgument, "frame": frame.messageArgument])
            }
            /// {count:wrong image/wrong images}
            public static func wrongImages(count: some MessageArgument) -> Message {
                Message("events.elision.wrongImages", ["count": count.messageArgument])
            }
        }
        public enum Entry {
            /// after await, on the main actor:
            public static var afterAwait: Message { Message("events.entry.afterAwait") }
            /// image already kept: no download
            public static var alreadyKept: Message { Message("events.entry.alreadyKept") }
            /// {count} images already kept: no download
            public static func alreadyKeptMany(count: some MessageArgument) -> Message {
                Message("events.entry.alreadyKeptMany", ["count": count.messageArgument])
            }
            /// {cells} are off screen
            public static func areOffScreen(cells: some MessageArgument) -> Message {
                Message("events.entry.areOffScreen", ["cells": cells.messageArgument])
            }
            /// the task is suspended, the main thread is free (network)
            public static var awaitSuspended: Message { Message("events.entry.awaitSuspended") }
            /// block the main thread, {ms} in all
            public static func blockMain(ms: some MessageArgument) -> Message {
                Message("events.entry.blockMain", ["ms": ms.messageArgument])
            }
            /// blocks the main thread {ms}
            public static func blocksMain(ms: some MessageArgument) -> Message {
                Message("events.entry.blocksMain", ["ms": ms.messageArgument])
            }
            /// rows {rows}, one bulk entry
            public static func bulkRows(rows: some MessageArgument) -> Message {
                Message("events.entry.bulkRows", ["rows": rows.messageArgument])
            }
            /// image download cancelled
            public static var cancelled: Message { Message("events.entry.cancelled") }
            /// image download {rows} cancelled
            public static func cancelledAt(rows: some MessageArgument) -> Message {
                Message("events.entry.cancelledAt", ["rows": rows.messageArgument])
            }
            /// {count} image downloads cancelled
            public static func cancelledMany(count: some MessageArgument) -> Message {
                Message("events.entry.cancelledMany", ["count": count.messageArgument])
            }
            /// {count} image downloads {rows} cancelled
            public static func cancelledManyAt(count: some MessageArgument, rows: some MessageArgument) -> Message {
                Message("events.entry.cancelledManyAt", ["count": count.messageArgument, "rows": rows.messageArgument])
            }
            /// this cell shows {rows} now
            public static func cellShowsNow(rows: some MessageArgument) -> Message {
                Message("events.entry.cellShowsNow", ["rows": rows.messageArgument])
            }
            /// {count:cell/cells}
            public static func cells(count: some MessageArgument) -> Message {
                Message("events.entry.cells", ["count": count.messageArgument])
            }
            /// these cells show {rows} now
            public static func cellsShowNow(rows: some MessageArgument) -> Message {
                Message("events.entry.cellsShowNow", ["rows": rows.messageArgument])
            }
            /// the download is on the network, no thread waits; cancel() stops it
            public static var dataTaskResumed: Message { Message("events.entry.dataTaskResumed") }
            /// image download starts (network)
            public static var downloadStarts: Message { Message("events.entry.downloadStarts") }
            /// image download starts:
            public static var downloadStartsOn: Message { Message("events.entry.downloadStartsOn") }
            /// image downloaded
            public static var downloaded: Message { Message("events.entry.downloaded") }
            /// {count} images downloaded
            public static func downloadedMany(count: some MessageArgument) -> Message {
                Message("events.entry.downloadedMany", ["count": count.messageArgument])
            }
            /// {count} image downloads start (network)
            public static func downloadsStart(count: some MessageArgument) -> Message {
                Message("events.entry.downloadsStart", ["count": count.messageArgument])
            }
            /// {count} image downloads start:
            public static func downloadsStartOn(count: some MessageArgument) -> Message {
                Message("events.entry.downloadsStartOn", ["count": count.messageArgument])
            }
            /// image
            public static var image: Message { Message("events.entry.image") }
            /// the image of {rows} went in
            public static func imageWentIn(rows: some MessageArgument) -> Message {
                Message("events.entry.imageWentIn", ["rows": rows.messageArgument])
            }
            /// images
            public static var images: Message { Message("events.entry.images") }
            /// the images of {rows} went in
            public static func imagesWentIn(rows: some MessageArgument) -> Message {
                Message("events.entry.imagesWentIn", ["rows": rows.messageArgument])
            }
            /// {cells} is off screen
            public static func isOffScreen(cells: some MessageArgument) -> Message {
                Message("events.entry.isOffScreen", ["cells": cells.messageArgument])
            }
            /// left alone (identity check):
            public static var leftAlone: Message { Message("events.entry.leftAlone") }
            /// not queued, never reused
            public static var neverReused: Message { Message("events.entry.neverReused") }
            /// new
            public static var new: Message { Message("events.entry.new") }
            /// no identifier
            public static var noIdentifier: Message { Message("events.entry.noIdentifier") }
            /// no prepareForReuse
            public static var noPrepareForReuse: Message { Message("events.entry.noPrepareForReuse") }
            /// Data(contentsOf:) on global {workers}
            public static func onWorkers(workers: some MessageArgument) -> Message {
                Message("events.entry.onWorkers", ["workers": workers.messageArgument])
            }
            /// released
            public static var released: Message { Message("events.entry.released") }
            /// reused
            public static var reused: Message { Message("events.entry.reused") }
            /// the same
            public static var sameCell: Message { Message("events.entry.sameCell") }
            /// {cells} show {rows} now
            public static func showNow(cells: some MessageArgument, rows: some MessageArgument) -> Message {
                Message("events.entry.showNow", ["cells": cells.messageArgument, "rows": rows.messageArgument])
            }
            /// {cells} shows {rows} now
            public static func showsNow(cells: some MessageArgument, rows: some MessageArgument) -> Message {
                Message("events.entry.showsNow", ["cells": cells.messageArgument, "rows": rows.messageArgument])
            }
            /// to queue "{id}"
            public static func toQueue(id: some MessageArgument) -> Message {
                Message("events.entry.toQueue", ["id": id.messageArgument])
            }
            /// uncaught exception (below)
            public static var uncaughtException: Message { Message("events.entry.uncaughtException") }
            /// was
            public static var was: Message { Message("events.entry.was") }
            /// wrong image:
            public static var wrongImage: Message { Message("events.entry.wrongImage") }
            /// {count} wrong images:
            public static func wrongImages(count: some MessageArgument) -> Message {
                Message("events.entry.wrongImages", ["count": count.messageArgument])
            }
        }
        public enum Full {
            /// cell
            public static var cell: Message { Message("events.full.cell") }
            /// cell shows {row}
            public static func cellShows(row: some MessageArgument) -> Message {
                Message("events.full.cellShows", ["row": row.messageArgument])
            }
            /// app crashed (see below)
            public static var crashed: Message { Message("events.full.crashed") }
            /// event
            public static var event: Message { Message("events.full.event") }
            /// frame
            public static var frame: Message { Message("events.full.frame") }
            /// identifier
            public static var identifier: Message { Message("events.full.identifier") }
            /// {size} KB of image data (model)
            public static func imageData(size: some MessageArgument) -> Message {
                Message("events.full.imageData", ["size": size.messageArgument])
            }
            /// new
            public static var new: Message { Message("events.full.new") }
            /// result
            public static var result: Message { Message("events.full.result") }
            /// reused
            public static var reused: Message { Message("events.full.reused") }
            /// time
            public static var time: Message { Message("events.full.time") }
            /// cell shows {row}: wrong image
            public static func wrongImage(row: some MessageArgument) -> Message {
                Message("events.full.wrongImage", ["row": row.messageArgument])
            }
        }
        public enum Late {
            /// {ms} late
            public static func by(ms: some MessageArgument) -> Message {
                Message("events.late.by", ["ms": ms.messageArgument])
            }
            /// late (hang, not scrolling)
            public static var hang: Message { Message("events.late.hang") }
            /// late (hitch)
            public static var hitch: Message { Message("events.late.hitch") }
            /// late (not scrolling)
            public static var notScrolling: Message { Message("events.late.notScrolling") }
            /// late
            public static var short: Message { Message("events.late.short") }
        }
    }
}
