// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Summary {
        static let placeholders: [String: [String]] = [
            "summary.cancelled": ["count"],
            "summary.cellForRowAt": ["count"],
            "summary.crashed": [],
            "summary.created": ["count"],
            "summary.downloadsOnMain": ["count"],
            "summary.downloadsStarted": ["count"],
            "summary.enqueued": ["count"],
            "summary.frames": ["count"],
            "summary.hang": ["time"],
            "summary.hangs": ["count", "time"],
            "summary.heightForRowAt": ["count"],
            "summary.hitches": ["count", "time"],
            "summary.ignored": ["count"],
            "summary.noCallbacks": [],
            "summary.prefetched": ["count"],
            "summary.released": ["count"],
            "summary.reused": ["count"],
            "summary.rightImages": ["count"],
            "summary.rolledBack": [],
            "summary.waited": ["time"],
            "summary.wrongImages": ["count"],
            "summary.wrongImagesShort": ["count"],
        ]
        /// {count} cancelled
        public static func cancelled(count: some MessageArgument) -> Message {
            Message("summary.cancelled", ["count": count.messageArgument])
        }
        /// {count} cellForRowAt
        public static func cellForRowAt(count: some MessageArgument) -> Message {
            Message("summary.cellForRowAt", ["count": count.messageArgument])
        }
        /// the app crashed
        public static var crashed: Message { Message("summary.crashed") }
        /// {count} new
        public static func created(count: some MessageArgument) -> Message {
            Message("summary.created", ["count": count.messageArgument])
        }
        /// {count:download/downloads} on the main thread
        public static func downloadsOnMain(count: some MessageArgument) -> Message {
            Message("summary.downloadsOnMain", ["count": count.messageArgument])
        }
        /// {count:download/downloads} started
        public static func downloadsStarted(count: some MessageArgument) -> Message {
            Message("summary.downloadsStarted", ["count": count.messageArgument])
        }
        /// {count} to queue
        public static func enqueued(count: some MessageArgument) -> Message {
            Message("summary.enqueued", ["count": count.messageArgument])
        }
        /// {count:frame/frames}
        public static func frames(count: some MessageArgument) -> Message {
            Message("summary.frames", ["count": count.messageArgument])
        }
        /// 1 hang ({time})
        public static func hang(time: some MessageArgument) -> Message {
            Message("summary.hang", ["time": time.messageArgument])
        }
        /// {count} hangs (longest {time})
        public static func hangs(count: some MessageArgument, time: some MessageArgument) -> Message {
            Message("summary.hangs", ["count": count.messageArgument, "time": time.messageArgument])
        }
        /// {count} heightForRowAt
        public static func heightForRowAt(count: some MessageArgument) -> Message {
            Message("summary.heightForRowAt", ["count": count.messageArgument])
        }
        /// {count:hitch/hitches} ({time})
        public static func hitches(count: some MessageArgument, time: some MessageArgument) -> Message {
            Message("summary.hitches", ["count": count.messageArgument, "time": time.messageArgument])
        }
        /// {count} left alone
        public static func ignored(count: some MessageArgument) -> Message {
            Message("summary.ignored", ["count": count.messageArgument])
        }
        /// no callbacks
        public static var noCallbacks: Message { Message("summary.noCallbacks") }
        /// {count} prefetched
        public static func prefetched(count: some MessageArgument) -> Message {
            Message("summary.prefetched", ["count": count.messageArgument])
        }
        /// {count} released
        public static func released(count: some MessageArgument) -> Message {
            Message("summary.released", ["count": count.messageArgument])
        }
        /// {count} reused
        public static func reused(count: some MessageArgument) -> Message {
            Message("summary.reused", ["count": count.messageArgument])
        }
        /// {count} right
        public static func rightImages(count: some MessageArgument) -> Message {
            Message("summary.rightImages", ["count": count.messageArgument])
        }
        /// the table was rolled back
        public static var rolledBack: Message { Message("summary.rolledBack") }
        /// {time} waited
        public static func waited(time: some MessageArgument) -> Message {
            Message("summary.waited", ["time": time.messageArgument])
        }
        /// {count:wrong image/wrong images} assigned
        public static func wrongImages(count: some MessageArgument) -> Message {
            Message("summary.wrongImages", ["count": count.messageArgument])
        }
        /// {count} wrong
        public static func wrongImagesShort(count: some MessageArgument) -> Message {
            Message("summary.wrongImagesShort", ["count": count.messageArgument])
        }
    }
}
