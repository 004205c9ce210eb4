// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Code {
        static let placeholders: [String: [String]] = [
            "code.checkedRows": [],
            "code.checkmarkBug": [],
            "code.checkmarkFromModel": [],
            "code.checkmarkNeverSet": [],
            "code.choseongBug": [],
            "code.choseongKeys": [],
            "code.deselectOnTap": [],
            "code.fallback": [],
            "code.fallbackRegistered": [],
            "code.groupCompatibility": [],
            "code.headerDequeue": [],
            "code.headerGeometry": [],
            "code.headerPrepare": [],
            "code.heightAcrossSections": [],
            "code.images.anotherRow": [],
            "code.images.awaitFinished": [],
            "code.images.backToMain": [],
            "code.images.cached": [],
            "code.images.cancelFlag": [],
            "code.images.cancelledTask": [],
            "code.images.cancelsAwait": [],
            "code.images.cancelsIt": [],
            "code.images.downloadedBefore": [],
            "code.images.mainAsync": [],
            "code.images.onMainActor": [],
            "code.images.prefetchCancelled": [],
            "code.images.prefetchFills": [],
            "code.images.prefetchPending": [],
            "code.images.preloaded": [],
            "code.images.queuedStillRuns": [],
            "code.images.relayout": [],
            "code.images.resumed": [],
            "code.images.suspends": [],
            "code.images.sync": [],
            "code.images.task": [],
            "code.images.untilImage": [],
            "code.images.workerThread": [],
            "code.manySections": ["count", "shown"],
            "code.movies": ["count"],
            "code.moviesArrived": [],
            "code.noEstimates": [],
            "code.nonContentOnly": [],
            "code.nothingReset": [],
            "code.prefetchStart": [],
            "code.prefetchStop": [],
            "code.preload": [],
            "code.reconfigureRows": [],
            "code.regions": [],
            "code.reloadRows": [],
            "code.sampleData.header": [],
            "code.sampleData.movies": ["count"],
            "code.sampleData.numbers": [],
            "code.sampleData.places": ["count"],
            "code.sampleData.thumbnails": [],
            "code.sampleMovies": [],
            "code.sampleRegions": [],
            "code.styleFixed": [],
            "code.swift5Mode": [],
        ]
        /// the model: rows with a checkmark
        public static var checkedRows: Message { Message("code.checkedRows") }
        /// The bug: the checkmark goes on the cell object, and nothing remembers the row.
        public static var checkmarkBug: Message { Message("code.checkmarkBug") }
        /// from the model, for every row
        public static var checkmarkFromModel: Message { Message("code.checkmarkFromModel") }
        /// accessoryType is never set here: a reused cell keeps the last row's checkmark (fix: checkmarks from-model).
        public static var checkmarkNeverSet: Message { Message("code.checkmarkNeverSet") }
        /// The bug: this is a choseong jamo (U+1100…), not the ㄱ typed in sectionTitles.
        public static var choseongBug: Message { Message("code.choseongBug") }
        /// keys are U+1100 choseong: never found
        public static var choseongKeys: Message { Message("code.choseongKeys") }
        /// the row flashes and is left unselected; no delegate message
        public static var deselectOnTap: Message { Message("code.deselectOnTap") }
        /// no identifier: never reused
        public static var fallback: Message { Message("code.fallback") }
        /// registered: the dequeue makes a cell, never nil, so `?? UITableViewCell()` never runs
        public static var fallbackRegistered: Message { Message("code.fallbackRegistered") }
        /// Group under compatibility jamo (U+3131…), the same letters the index uses.
        public static var groupCompatibility: Message { Message("code.groupCompatibility") }
        /// A header view from its own reuse queue, apart from the cells'.
        public static var headerDequeue: Message { Message("code.headerDequeue") }
        /// tablelab's geometry (a model): classic 22-pt headers, without the padding iOS 15 adds above them
        public static var headerGeometry: Message { Message("code.headerGeometry") }
        /// Reset only what is not content: viewForHeaderInSection sets the title every time.
        public static var headerPrepare: Message { Message("code.headerPrepare") }
        /// the row counted across all sections: the pattern runs on from one section to the next
        public static var heightAcrossSections: Message { Message("code.heightAcrossSections") }
        /// [[Item]], {count} sections of {shown}, … rows
        public static func manySections(count: some MessageArgument, shown: some MessageArgument) -> Message {
            Message("code.manySections", ["count": count.messageArgument, "shown": shown.messageArgument])
        }
        /// {count} movies from the chart API
        public static func movies(count: some MessageArgument) -> Message {
            Message("code.movies", ["count": count.messageArgument])
        }
        /// Called with the chart API's movies: the table shows them only once every image is in.
        public static var moviesArrived: Message { Message("code.moviesArrived") }
        /// no estimates: every height is asked up front
        public static var noEstimates: Message { Message("code.noEstimates") }
        /// Non-content state only: content is set in cellForRowAt, selection by the table.
        public static var nonContentOnly: Message { Message("code.nonContentOnly") }
        /// nothing reset: an alpha set for another row stays
        public static var nothingReset: Message { Message("code.nothingReset") }
        /// Start loading what these rows will need.
        public static var prefetchStart: Message { Message("code.prefetchStart") }
        /// Stop loading for rows no longer needed.
        public static var prefetchStop: Message { Message("code.prefetchStop") }
        /// Preload: download every image before the first screen (launch waits, memory holds them all).
        public static var preload: Message { Message("code.preload") }
        /// The content of these rows changed: cellForRowAt runs again on the same cells (no prepareForReuse).
        public static var reconfigureRows: Message { Message("code.reconfigureRows") }
        /// loaded from your data
        public static var regions: Message { Message("code.regions") }
        /// The model of these rows changed: each gets another cell (through prepareForReuse); the old one is queued.
        public static var reloadRows: Message { Message("code.reloadRows") }
        /// the chart's movies, as SampleData gives them (the same in every run)
        public static var sampleMovies: Message { Message("code.sampleMovies") }
        /// the places, as SampleData gives them (in no particular order)
        public static var sampleRegions: Message { Message("code.sampleRegions") }
        /// the style is fixed at creation
        public static var styleFixed: Message { Message("code.styleFixed") }
        /// Swift 5 language mode: Swift 6 mode rejects the @Sendable closures below — they capture `movie` (Movie is n…
        public static var swift5Mode: Message { Message("code.swift5Mode") }
        public enum Images {
            /// the cell shows another row now
            public static var anotherRow: Message { Message("code.images.anotherRow") }
            /// a download that finished before the cancel throws nothing: check the flag yourself
            public static var awaitFinished: Message { Message("code.images.awaitFinished") }
            /// back to the main queue for UIKit
            public static var backToMain: Message { Message("code.images.backToMain") }
            /// memoization; still on the main thread
            public static var cached: Message { Message("code.images.cached") }
            /// cancelling only sets a flag; the download above ran anyway
            public static var cancelFlag: Message { Message("code.images.cancelFlag") }
            /// On a background queue; a cancelled task gets no data.
            public static var cancelledTask: Message { Message("code.images.cancelledTask") }
            /// prepareForReuse cancels it: a download still running throws URLError(.cancelled)
            public static var cancelsAwait: Message { Message("code.images.cancelsAwait") }
            /// prepareForReuse cancels it
            public static var cancelsIt: Message { Message("code.images.cancelsIt") }
            /// downloaded before: at once
            public static var downloadedBefore: Message { Message("code.images.downloadedBefore") }
            /// Not a background thread: the main queue runs this a moment later, and it still blocks.
            public static var mainAsync: Message { Message("code.images.mainAsync") }
            /// on the main actor
            public static var onMainActor: Message { Message("code.images.onMainActor") }
            /// cancelled by cancelPrefetchingForRowsAt, which already removed the entry: a newer task for this row may hol…
            public static var prefetchCancelled: Message { Message("code.images.prefetchCancelled") }
            /// the cell showing this row now, if any, was waiting for this download
            public static var prefetchFills: Message { Message("code.images.prefetchFills") }
            /// prefetchRowsAt is downloading it already: its completion fills the cell
            public static var prefetchPending: Message { Message("code.images.prefetchPending") }
            /// downloaded before the table showed the movies
            public static var preloaded: Message { Message("code.images.preloaded") }
            /// A completion queued on the main queue before the cancel still runs: only the identity check (fix identity-c…
            public static var queuedStillRuns: Message { Message("code.images.queuedStillRuns") }
            /// set after cellForRowAt returned: a basic or subtitle cell shows the image only after a new layout
            public static var relayout: Message { Message("code.images.relayout") }
            /// Resumed on the main actor: the cell may show another row by now.
            public static var resumed: Message { Message("code.images.resumed") }
            /// suspends: the main thread is free during the download
            public static var suspends: Message { Message("code.images.suspends") }
            /// blocks the main thread for the whole download
            public static var sync: Message { Message("code.images.sync") }
            /// Not a background thread either: a Task made in a view controller inherits the main actor, so this runs on t…
            public static var task: Message { Message("code.images.task") }
            /// Until the image arrives, the image view shows what this cell showed before.
            public static var untilImage: Message { Message("code.images.untilImage") }
            /// blocks a worker thread, not the main thread
            public static var workerThread: Message { Message("code.images.workerThread") }
        }
        public enum SampleData {
            /// SampleData.swift: tablelab's sample data for Xcode. Add this file to your project next to the one `code > F…
            public static var header: Message { Message("code.sampleData.header") }
            /// The movie chart: {count} films, highest rating first (`data movies`).
            public static func movies(count: some MessageArgument) -> Message {
                Message("code.sampleData.movies", ["count": count.messageArgument])
            }
            /// "Row 0", "Row 1", … (`rows N`).
            public static var numbers: Message { Message("code.sampleData.numbers") }
            /// {count} cities and regions with their time zones, in no particular order (`data timezones-ko`, `data timezo…
            public static func places(count: some MessageArgument) -> Message {
                Message("code.sampleData.places", ["count": count.messageArgument])
            }
            /// The thumbnails are on an example domain (img.example.com), not a real server: in Xcode their downloads give…
            public static var thumbnails: Message { Message("code.sampleData.thumbnails") }
        }
    }
}
