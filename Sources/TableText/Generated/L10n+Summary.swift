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
        public static func cancelled(count: String) -> Message {
            Message("summary.cancelled", ["count": count])
        }
        /// {count} cellForRowAt
        public static func cellForRowAt(count: String) -> Message {
            Message("summary.cellForRowAt", ["count": count])
        }
        /// the app crashed
        public static var crashed: Message { Message("summary.crashed") }
        /// {count} new
        public static func created(count: String) -> Message {
            Message("summary.created", ["count": count])
        }
        /// {count:download/downloads} on the main thread
        public static func downloadsOnMain(count: String) -> Message {
            Message("summary.downloadsOnMain", ["count": count])
        }
        /// {count:download/downloads} started
        public static func downloadsStarted(count: String) -> Message {
            Message("summary.downloadsStarted", ["count": count])
        }
        /// {count} to queue
        public static func enqueued(count: String) -> Message {
            Message("summary.enqueued", ["count": count])
        }
        /// {count:frame/frames}
        public static func frames(count: String) -> Message {
            Message("summary.frames", ["count": count])
        }
        /// 1 hang ({time})
        public static func hang(time: String) -> Message {
            Message("summary.hang", ["time": time])
        }
        /// {count} hangs (longest {time})
        public static func hangs(count: String, time: String) -> Message {
            Message("summary.hangs", ["count": count, "time": time])
        }
        /// {count} heightForRowAt
        public static func heightForRowAt(count: String) -> Message {
            Message("summary.heightForRowAt", ["count": count])
        }
        /// {count:hitch/hitches} ({time})
        public static func hitches(count: String, time: String) -> Message {
            Message("summary.hitches", ["count": count, "time": time])
        }
        /// {count} left alone
        public static func ignored(count: String) -> Message {
            Message("summary.ignored", ["count": count])
        }
        /// no callbacks
        public static var noCallbacks: Message { Message("summary.noCallbacks") }
        /// {count} prefetched
        public static func prefetched(count: String) -> Message {
            Message("summary.prefetched", ["count": count])
        }
        /// {count} released
        public static func released(count: String) -> Message {
            Message("summary.released", ["count": count])
        }
        /// {count} reused
        public static func reused(count: String) -> Message {
            Message("summary.reused", ["count": count])
        }
        /// {count} right
        public static func rightImages(count: String) -> Message {
            Message("summary.rightImages", ["count": count])
        }
        /// the table was rolled back
        public static var rolledBack: Message { Message("summary.rolledBack") }
        /// {time} waited
        public static func waited(time: String) -> Message {
            Message("summary.waited", ["time": time])
        }
        /// {count:wrong image/wrong images} assigned
        public static func wrongImages(count: String) -> Message {
            Message("summary.wrongImages", ["count": count])
        }
        /// {count} wrong
        public static func wrongImagesShort(count: String) -> Message {
            Message("summary.wrongImagesShort", ["count": count])
        }
    }
}
