// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Stats {
        static let placeholders: [String: [String]] = [
            "stats.band.critical": [],
            "stats.band.good": [],
            "stats.band.veryBad": [],
            "stats.band.warning": [],
            "stats.bands": [],
            "stats.cacheHitsMisses": [],
            "stats.callbacks": [],
            "stats.cellsAlive": [],
            "stats.cellsAndTable": [],
            "stats.cellsCreated": [],
            "stats.checkTheRow": [],
            "stats.clock": [],
            "stats.everyVsync": [],
            "stats.framesDrawn": [],
            "stats.hangs": [],
            "stats.hangsLongest": ["time"],
            "stats.hitchTimeRatio": [],
            "stats.hitches": [],
            "stats.imageMemory": [],
            "stats.imagesAndThreads": [],
            "stats.imagesDownloaded": [],
            "stats.inReuseQueue": [],
            "stats.inSections": ["count"],
            "stats.kind.crash": [],
            "stats.kind.enqueue": [],
            "stats.kind.frame": [],
            "stats.kind.headerViewDeinit": [],
            "stats.kind.headerViewEnqueue": [],
            "stats.kind.headerViewInit": [],
            "stats.kind.headerViewPrepareForReuse": [],
            "stats.kind.imageAssign": [],
            "stats.kind.imageCacheHit": [],
            "stats.kind.imageIgnored": [],
            "stats.kind.imageLoadCancel": [],
            "stats.kind.imageLoadFinish": [],
            "stats.kind.imageLoadStart": [],
            "stats.kind.placeholder": [],
            "stats.kind.taskEnd": [],
            "stats.kind.taskStart": [],
            "stats.kindOne.frame": [],
            "stats.kindOne.taskEnd": [],
            "stats.kindOne.taskStart": [],
            "stats.loadsCancelled": [],
            "stats.mainThreadBusy": [],
            "stats.noCallbacksYet": [],
            "stats.noHangs": [],
            "stats.ofClock": ["count"],
            "stats.releasedNoIdentifier": ["count"],
            "stats.reuses": [],
            "stats.rows": [],
            "stats.title": [],
            "stats.tryIdentityCheck": [],
            "stats.viewport": [],
            "stats.visibleRows": [],
            "stats.whileScrolling": ["frames"],
            "stats.whileScrollingLate": ["frames", "time"],
            "stats.wrongImages": [],
        ]
        /// bands
        public static var bands: Message { Message("stats.bands") }
        /// cache hits, misses
        public static var cacheHitsMisses: Message { Message("stats.cacheHitsMisses") }
        /// callbacks
        public static var callbacks: Message { Message("stats.callbacks") }
        /// cells alive
        public static var cellsAlive: Message { Message("stats.cellsAlive") }
        /// cells and table
        public static var cellsAndTable: Message { Message("stats.cellsAndTable") }
        /// cells created
        public static var cellsCreated: Message { Message("stats.cellsCreated") }
        /// your completion sets the image on a cell that shows another row now: check the row first (`why cell N` show…
        public static var checkTheRow: Message { Message("stats.checkTheRow") }
        /// clock (frame)
        public static var clock: Message { Message("stats.clock") }
        /// +1 every vsync
        public static var everyVsync: Message { Message("stats.everyVsync") }
        /// frames drawn
        public static var framesDrawn: Message { Message("stats.framesDrawn") }
        /// hangs
        public static var hangs: Message { Message("stats.hangs") }
        /// main thread stuck ≥ 250 ms, longest {time}
        public static func hangsLongest(time: some MessageArgument) -> Message {
            Message("stats.hangsLongest", ["time": time.messageArgument])
        }
        /// hitch time ratio
        public static var hitchTimeRatio: Message { Message("stats.hitchTimeRatio") }
        /// hitches
        public static var hitches: Message { Message("stats.hitches") }
        /// image memory
        public static var imageMemory: Message { Message("stats.imageMemory") }
        /// images and threads
        public static var imagesAndThreads: Message { Message("stats.imagesAndThreads") }
        /// images downloaded
        public static var imagesDownloaded: Message { Message("stats.imagesDownloaded") }
        /// in reuse queue
        public static var inReuseQueue: Message { Message("stats.inReuseQueue") }
        /// in {count:section/sections}
        public static func inSections(count: some MessageArgument) -> Message {
            Message("stats.inSections", ["count": count.messageArgument])
        }
        /// loads cancelled
        public static var loadsCancelled: Message { Message("stats.loadsCancelled") }
        /// main thread busy
        public static var mainThreadBusy: Message { Message("stats.mainThreadBusy") }
        /// no callbacks yet
        public static var noCallbacksYet: Message { Message("stats.noCallbacksYet") }
        /// none of 250 ms or more
        public static var noHangs: Message { Message("stats.noHangs") }
        /// of {count} on the clock
        public static func ofClock(count: some MessageArgument) -> Message {
            Message("stats.ofClock", ["count": count.messageArgument])
        }
        /// {count} released (never reused)
        public static func releasedNoIdentifier(count: some MessageArgument) -> Message {
            Message("stats.releasedNoIdentifier", ["count": count.messageArgument])
        }
        /// reuses
        public static var reuses: Message { Message("stats.reuses") }
        /// rows
        public static var rows: Message { Message("stats.rows") }
        /// stats
        public static var title: Message { Message("stats.title") }
        /// try `fix identity-check on`
        public static var tryIdentityCheck: Message { Message("stats.tryIdentityCheck") }
        /// viewport
        public static var viewport: Message { Message("stats.viewport") }
        /// visible rows
        public static var visibleRows: Message { Message("stats.visibleRows") }
        /// while scrolling ({frames:frame/frames})
        public static func whileScrolling(frames: some MessageArgument) -> Message {
            Message("stats.whileScrolling", ["frames": frames.messageArgument])
        }
        /// while scrolling ({frames:frame/frames}), {time} late in all
        public static func whileScrollingLate(frames: some MessageArgument, time: some MessageArgument) -> Message {
            Message("stats.whileScrollingLate", ["frames": frames.messageArgument, "time": time.messageArgument])
        }
        /// wrong images assigned
        public static var wrongImages: Message { Message("stats.wrongImages") }
        public enum Band {
            /// critical
            public static var critical: Message { Message("stats.band.critical") }
            /// good
            public static var good: Message { Message("stats.band.good") }
            /// very bad
            public static var veryBad: Message { Message("stats.band.veryBad") }
            /// warning
            public static var warning: Message { Message("stats.band.warning") }
        }
        public enum Kind {
            /// app crashed
            public static var crash: Message { Message("stats.kind.crash") }
            /// queued for reuse
            public static var enqueue: Message { Message("stats.kind.enqueue") }
            /// frames drawn
            public static var frame: Message { Message("stats.kind.frame") }
            /// header views released (a new table)
            public static var headerViewDeinit: Message { Message("stats.kind.headerViewDeinit") }
            /// header views queued for reuse
            public static var headerViewEnqueue: Message { Message("stats.kind.headerViewEnqueue") }
            /// header views made (init(reuseIdentifier:))
            public static var headerViewInit: Message { Message("stats.kind.headerViewInit") }
            /// header views reused (prepareForReuse)
            public static var headerViewPrepareForReuse: Message { Message("stats.kind.headerViewPrepareForReuse") }
            /// image assigned
            public static var imageAssign: Message { Message("stats.kind.imageAssign") }
            /// image already kept
            public static var imageCacheHit: Message { Message("stats.kind.imageCacheHit") }
            /// image not put in (identity check)
            public static var imageIgnored: Message { Message("stats.kind.imageIgnored") }
            /// image load cancelled
            public static var imageLoadCancel: Message { Message("stats.kind.imageLoadCancel") }
            /// image load finished
            public static var imageLoadFinish: Message { Message("stats.kind.imageLoadFinish") }
            /// image load started
            public static var imageLoadStart: Message { Message("stats.kind.imageLoadStart") }
            /// placeholder put in
            public static var placeholder: Message { Message("stats.kind.placeholder") }
            /// blocks ended
            public static var taskEnd: Message { Message("stats.kind.taskEnd") }
            /// blocks started on a queue
            public static var taskStart: Message { Message("stats.kind.taskStart") }
        }
        public enum KindOne {
            /// a frame drawn
            public static var frame: Message { Message("stats.kindOne.frame") }
            /// a block ended
            public static var taskEnd: Message { Message("stats.kindOne.taskEnd") }
            /// a block started on a queue
            public static var taskStart: Message { Message("stats.kindOne.taskStart") }
        }
    }
}
