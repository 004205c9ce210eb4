// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Timeline {
        static let placeholders: [String: [String]] = [
            "timeline.assigns.afterAwait": ["count", "times", "ellipsis", "total"],
            "timeline.assigns.mainAsync": ["count", "times", "ellipsis", "total"],
            "timeline.assigns.short": ["count", "times", "ellipsis", "total"],
            "timeline.assigns.shortest": ["count", "total"],
            "timeline.cancels.more": ["count"],
            "timeline.cancels.now": ["row"],
            "timeline.downloads.more": ["count", "time"],
            "timeline.downloads.moreShort": ["count", "time"],
            "timeline.hitches.frameLate": ["number", "time"],
            "timeline.hitches.vsyncsMissed": ["count"],
            "timeline.ignored.more": ["count"],
            "timeline.ignored.offScreen": ["cell"],
            "timeline.ignored.offScreenShort": ["cell"],
            "timeline.ignored.shows": ["cell", "row"],
            "timeline.ignored.showsNow": ["cell", "row"],
            "timeline.lanes.frames": [],
            "timeline.lanes.main": [],
            "timeline.lanes.mainThread": [],
            "timeline.lanes.moreWorkers": ["count"],
            "timeline.lanes.network": [],
            "timeline.lanes.rows": [],
            "timeline.lanes.rowsShown": [],
            "timeline.late": ["time"],
            "timeline.legend.assign": [],
            "timeline.legend.callback": [],
            "timeline.legend.download": [],
            "timeline.legend.frame": [],
            "timeline.legend.gap": [],
            "timeline.legend.hitch": [],
            "timeline.legend.inFlight": [],
            "timeline.legend.many": [],
            "timeline.legend.rowLabel": [],
            "timeline.legend.rowWithImage": [],
            "timeline.legend.rowWithoutImage": [],
            "timeline.legend.waiting": [],
            "timeline.legend.work": [],
            "timeline.legend.wrong": [],
            "timeline.nothingYet": [],
            "timeline.rows.appearedWith": ["count"],
            "timeline.rows.appearedWithOne": [],
            "timeline.rows.appearedWithout": ["count"],
            "timeline.rows.appearedWithoutLongest": ["count", "time"],
            "timeline.rows.appearedWithoutOne": [],
            "timeline.rows.appearedWithoutOneLongest": ["time"],
            "timeline.scale": ["scale"],
            "timeline.summary.frames": ["count"],
            "timeline.summary.hitches": ["count"],
            "timeline.summary.lateOutsideScrolling": ["count", "time"],
            "timeline.summary.mainBusy": ["time"],
            "timeline.summary.mainBusyShare": ["time", "percent"],
            "timeline.summary.noFrames": [],
            "timeline.title": [],
            "timeline.tookNoTime": [],
            "timeline.workers.cancelled": ["count"],
            "timeline.workers.each": ["time"],
            "timeline.workers.offMain": ["count"],
            "timeline.workers.offMainCalls": ["count", "times"],
            "timeline.workers.offMainShort": ["count"],
            "timeline.workers.stillRunning": ["count"],
            "timeline.wrong.more": ["count"],
            "timeline.wrong.showing": ["row"],
            "timeline.wrong.showingShort": ["row"],
        ]
        /// {time} late
        public static func late(time: String) -> Message {
            Message("timeline.late", ["time": time])
        }
        /// nothing happened in simulated time yet — try `data movies` then `scroll 10`
        public static var nothingYet: Message { Message("timeline.nothingYet") }
        /// 1 column = {scale} ms
        public static func scale(scale: String) -> Message {
            Message("timeline.scale", ["scale": scale])
        }
        /// timeline
        public static var title: Message { Message("timeline.title") }
        /// these commands took no time on any thread — try `data movies` then `scroll 10`
        public static var tookNoTime: Message { Message("timeline.tookNoTime") }
        public enum Assigns {
            /// {count}{times}after await: imageView.image = {ellipsis}, {total} in all
            public static func afterAwait(count: String, times: String, ellipsis: String, total: String) -> Message {
                Message("timeline.assigns.afterAwait", ["count": count, "times": times, "ellipsis": ellipsis, "total": total])
            }
            /// {count}{times}DispatchQueue.main.async { imageView.image = {ellipsis} }, {total} in all
            public static func mainAsync(count: String, times: String, ellipsis: String, total: String) -> Message {
                Message("timeline.assigns.mainAsync", ["count": count, "times": times, "ellipsis": ellipsis, "total": total])
            }
            /// {count}{times}main.async { imageView.image = {ellipsis} }, {total}
            public static func short(count: String, times: String, ellipsis: String, total: String) -> Message {
                Message("timeline.assigns.short", ["count": count, "times": times, "ellipsis": ellipsis, "total": total])
            }
            /// {count:image assign/image assigns}, {total}
            public static func shortest(count: String, total: String) -> Message {
                Message("timeline.assigns.shortest", ["count": count, "total": total])
            }
        }
        public enum Cancels {
            /// {count} more cancelled
            public static func more(count: String) -> Message {
                Message("timeline.cancels.more", ["count": count])
            }
            /// (now {row})
            public static func now(row: String) -> Message {
                Message("timeline.cancels.now", ["row": row])
            }
        }
        public enum Downloads {
            /// {count} more Data(contentsOf:) on the main thread, {time} in all
            public static func more(count: String, time: String) -> Message {
                Message("timeline.downloads.more", ["count": count, "time": time])
            }
            /// {count} more, {time}
            public static func moreShort(count: String, time: String) -> Message {
                Message("timeline.downloads.moreShort", ["count": count, "time": time])
            }
        }
        public enum Hitches {
            /// frame {number} {time} late
            public static func frameLate(number: String, time: String) -> Message {
                Message("timeline.hitches.frameLate", ["number": number, "time": time])
            }
            /// ({count:vsync/vsyncs} missed)
            public static func vsyncsMissed(count: String) -> Message {
                Message("timeline.hitches.vsyncsMissed", ["count": count])
            }
        }
        public enum Ignored {
            /// {count} more left alone
            public static func more(count: String) -> Message {
                Message("timeline.ignored.more", ["count": count])
            }
            /// {cell} is off screen, left alone
            public static func offScreen(cell: String) -> Message {
                Message("timeline.ignored.offScreen", ["cell": cell])
            }
            /// {cell} off screen
            public static func offScreenShort(cell: String) -> Message {
                Message("timeline.ignored.offScreenShort", ["cell": cell])
            }
            /// {cell} shows {row}
            public static func shows(cell: String, row: String) -> Message {
                Message("timeline.ignored.shows", ["cell": cell, "row": row])
            }
            /// {cell} shows {row} now, left alone
            public static func showsNow(cell: String, row: String) -> Message {
                Message("timeline.ignored.showsNow", ["cell": cell, "row": row])
            }
        }
        public enum Lanes {
            /// frames
            public static var frames: Message { Message("timeline.lanes.frames") }
            /// main
            public static var main: Message { Message("timeline.lanes.main") }
            /// main thread
            public static var mainThread: Message { Message("timeline.lanes.mainThread") }
            /// +{count} workers
            public static func moreWorkers(count: String) -> Message {
                Message("timeline.lanes.moreWorkers", ["count": count])
            }
            /// network
            public static var network: Message { Message("timeline.lanes.network") }
            /// rows
            public static var rows: Message { Message("timeline.lanes.rows") }
            /// rows shown
            public static var rowsShown: Message { Message("timeline.lanes.rowsShown") }
        }
        public enum Legend {
            /// image assigned
            public static var assign: Message { Message("timeline.legend.assign") }
            /// callback
            public static var callback: Message { Message("timeline.legend.callback") }
            /// Data(contentsOf:) on main
            public static var download: Message { Message("timeline.legend.download") }
            /// frame on time
            public static var frame: Message { Message("timeline.legend.frame") }
            /// idle, skipped
            public static var gap: Message { Message("timeline.legend.gap") }
            /// late frame (hitch)
            public static var hitch: Message { Message("timeline.legend.hitch") }
            /// two downloads at once
            public static var inFlight: Message { Message("timeline.legend.inFlight") }
            /// ten or more
            public static var many: Message { Message("timeline.legend.many") }
            /// row [0, 16]
            public static var rowLabel: Message { Message("timeline.legend.rowLabel") }
            /// row on screen with its image
            public static var rowWithImage: Message { Message("timeline.legend.rowWithImage") }
            /// row on screen without its image
            public static var rowWithoutImage: Message { Message("timeline.legend.rowWithoutImage") }
            /// waiting for its image
            public static var waiting: Message { Message("timeline.legend.waiting") }
            /// download on a worker
            public static var work: Message { Message("timeline.legend.work") }
            /// wrong image
            public static var wrong: Message { Message("timeline.legend.wrong") }
        }
        public enum Rows {
            /// {count} rows appeared only with their images (the image first, then willDisplay)
            public static func appearedWith(count: String) -> Message {
                Message("timeline.rows.appearedWith", ["count": count])
            }
            /// 1 row appeared only with its image (the image first, then willDisplay)
            public static var appearedWithOne: Message { Message("timeline.rows.appearedWithOne") }
            /// {count} rows appeared right away without their images
            public static func appearedWithout(count: String) -> Message {
                Message("timeline.rows.appearedWithout", ["count": count])
            }
            /// {count} rows appeared right away without their images, the longest wait {time}
            public static func appearedWithoutLongest(count: String, time: String) -> Message {
                Message("timeline.rows.appearedWithoutLongest", ["count": count, "time": time])
            }
            /// 1 row appeared right away without its image
            public static var appearedWithoutOne: Message { Message("timeline.rows.appearedWithoutOne") }
            /// 1 row appeared right away without its image, the longest wait {time}
            public static func appearedWithoutOneLongest(time: String) -> Message {
                Message("timeline.rows.appearedWithoutOneLongest", ["time": time])
            }
        }
        public enum Summary {
            /// {count:frame/frames}
            public static func frames(count: String) -> Message {
                Message("timeline.summary.frames", ["count": count])
            }
            /// {count:hitch/hitches}
            public static func hitches(count: String) -> Message {
                Message("timeline.summary.hitches", ["count": count])
            }
            /// {count} late outside scrolling ({time}: a hang, not a hitch)
            public static func lateOutsideScrolling(count: String, time: String) -> Message {
                Message("timeline.summary.lateOutsideScrolling", ["count": count, "time": time])
            }
            /// main thread busy {time}
            public static func mainBusy(time: String) -> Message {
                Message("timeline.summary.mainBusy", ["time": time])
            }
            /// main thread busy {time}, {percent} of the time shown
            public static func mainBusyShare(time: String, percent: String) -> Message {
                Message("timeline.summary.mainBusyShare", ["time": time, "percent": percent])
            }
            /// no frames in these events
            public static var noFrames: Message { Message("timeline.summary.noFrames") }
        }
        public enum Workers {
            /// {count} cancelled
            public static func cancelled(count: String) -> Message {
                Message("timeline.workers.cancelled", ["count": count])
            }
            /// {time} each
            public static func each(time: String) -> Message {
                Message("timeline.workers.each", ["time": time])
            }
            /// {count:download/downloads} off the main thread
            public static func offMain(count: String) -> Message {
                Message("timeline.workers.offMain", ["count": count])
            }
            /// {count}{times}Data(contentsOf:) off the main thread
            public static func offMainCalls(count: String, times: String) -> Message {
                Message("timeline.workers.offMainCalls", ["count": count, "times": times])
            }
            /// {count:download/downloads} off main
            public static func offMainShort(count: String) -> Message {
                Message("timeline.workers.offMainShort", ["count": count])
            }
            /// {count} still running
            public static func stillRunning(count: String) -> Message {
                Message("timeline.workers.stillRunning", ["count": count])
            }
        }
        public enum Wrong {
            /// {count:more wrong image/more wrong images}
            public static func more(count: String) -> Message {
                Message("timeline.wrong.more", ["count": count])
            }
            /// showing {row}
            public static func showing(row: String) -> Message {
                Message("timeline.wrong.showing", ["row": row])
            }
            /// showing {row}
            public static func showingShort(row: String) -> Message {
                Message("timeline.wrong.showingShort", ["row": row])
            }
        }
    }
}
