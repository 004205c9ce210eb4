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
            "timeline.legend.handler": [],
            "timeline.legend.hitch": [],
            "timeline.legend.inFlight": [],
            "timeline.legend.lateStill": [],
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
            "timeline.workers.handlers": ["count", "times"],
            "timeline.workers.handlersShort": ["count"],
            "timeline.workers.offMain": ["count"],
            "timeline.workers.offMainCalls": ["count", "times"],
            "timeline.workers.offMainShort": ["count"],
            "timeline.workers.stillRunning": ["count"],
            "timeline.wrong.more": ["count"],
            "timeline.wrong.showing": ["row"],
            "timeline.wrong.showingShort": ["row"],
        ]
        /// {time} late
        public static func late(time: some MessageArgument) -> Message {
            Message("timeline.late", ["time": time.messageArgument])
        }
        /// nothing happened in simulated time yet — try `data movies` then `scroll 10`
        public static var nothingYet: Message { Message("timeline.nothingYet") }
        /// 1 column = {scale} ms
        public static func scale(scale: some MessageArgument) -> Message {
            Message("timeline.scale", ["scale": scale.messageArgument])
        }
        /// timeline
        public static var title: Message { Message("timeline.title") }
        /// these commands took no time on any thread — try `data movies` then `scroll 10`
        public static var tookNoTime: Message { Message("timeline.tookNoTime") }
        public enum Assigns {
            /// {count}{times}after await: imageView.image = {ellipsis}, {total} in all
            public static func afterAwait(count: some MessageArgument, times: some MessageArgument, ellipsis: some MessageArgument, total: some MessageArgument) -> Message {
                Message("timeline.assigns.afterAwait", ["count": count.messageArgument, "times": times.messageArgument, "ellipsis": ellipsis.messageArgument, "total": total.messageArgument])
            }
            /// {count}{times}DispatchQueue.main.async { imageView.image = {ellipsis} }, {total} in all
            public static func mainAsync(count: some MessageArgument, times: some MessageArgument, ellipsis: some MessageArgument, total: some MessageArgument) -> Message {
                Message("timeline.assigns.mainAsync", ["count": count.messageArgument, "times": times.messageArgument, "ellipsis": ellipsis.messageArgument, "total": total.messageArgument])
            }
            /// {count}{times}main.async { imageView.image = {ellipsis} }, {total}
            public static func short(count: some MessageArgument, times: some MessageArgument, ellipsis: some MessageArgument, total: some MessageArgument) -> Message {
                Message("timeline.assigns.short", ["count": count.messageArgument, "times": times.messageArgument, "ellipsis": ellipsis.messageArgument, "total": total.messageArgument])
            }
            /// {count:image assign/image assigns}, {total}
            public static func shortest(count: some MessageArgument, total: some MessageArgument) -> Message {
                Message("timeline.assigns.shortest", ["count": count.messageArgument, "total": total.messageArgument])
            }
        }
        public enum Cancels {
            /// {count} more cancelled
            public static func more(count: some MessageArgument) -> Message {
                Message("timeline.cancels.more", ["count": count.messageArgument])
            }
            /// (now {row})
            public static func now(row: some MessageArgument) -> Message {
                Message("timeline.cancels.now", ["row": row.messageArgument])
            }
        }
        public enum Downloads {
            /// {count} more Data(contentsOf:) on the main thread, {time} in all
            public static func more(count: some MessageArgument, time: some MessageArgument) -> Message {
                Message("timeline.downloads.more", ["count": count.messageArgument, "time": time.messageArgument])
            }
            /// {count} more, {time}
            public static func moreShort(count: some MessageArgument, time: some MessageArgument) -> Message {
                Message("timeline.downloads.moreShort", ["count": count.messageArgument, "time": time.messageArgument])
            }
        }
        public enum Hitches {
            /// frame {number} {time} late
            public static func frameLate(number: some MessageArgument, time: some MessageArgument) -> Message {
                Message("timeline.hitches.frameLate", ["number": number.messageArgument, "time": time.messageArgument])
            }
            /// ({count:vsync/vsyncs} missed)
            public static func vsyncsMissed(count: some MessageArgument) -> Message {
                Message("timeline.hitches.vsyncsMissed", ["count": count.messageArgument])
            }
        }
        public enum Ignored {
            /// {count} more left alone
            public static func more(count: some MessageArgument) -> Message {
                Message("timeline.ignored.more", ["count": count.messageArgument])
            }
            /// {cell} is off screen, left alone
            public static func offScreen(cell: some MessageArgument) -> Message {
                Message("timeline.ignored.offScreen", ["cell": cell.messageArgument])
            }
            /// {cell} off screen
            public static func offScreenShort(cell: some MessageArgument) -> Message {
                Message("timeline.ignored.offScreenShort", ["cell": cell.messageArgument])
            }
            /// {cell} shows {row}
            public static func shows(cell: some MessageArgument, row: some MessageArgument) -> Message {
                Message("timeline.ignored.shows", ["cell": cell.messageArgument, "row": row.messageArgument])
            }
            /// {cell} shows {row} now, left alone
            public static func showsNow(cell: some MessageArgument, row: some MessageArgument) -> Message {
                Message("timeline.ignored.showsNow", ["cell": cell.messageArgument, "row": row.messageArgument])
            }
        }
        public enum Lanes {
            /// frames
            public static var frames: Message { Message("timeline.lanes.frames") }
            /// main
            public static var main: Message { Message("timeline.lanes.main") }
            /// main thread
            public static var mainThread: Message { Message("timeline.lanes.mainThread") }
            /// +{count:worker/workers}
            public static func moreWorkers(count: some MessageArgument) -> Message {
                Message("timeline.lanes.moreWorkers", ["count": count.messageArgument])
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
            /// completion handler on a worker
            public static var handler: Message { Message("timeline.legend.handler") }
            /// late frame (hitch)
            public static var hitch: Message { Message("timeline.legend.hitch") }
            /// two downloads at once
            public static var inFlight: Message { Message("timeline.legend.inFlight") }
            /// late frame, not moving (no hitch)
            public static var lateStill: Message { Message("timeline.legend.lateStill") }
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
            public static func appearedWith(count: some MessageArgument) -> Message {
                Message("timeline.rows.appearedWith", ["count": count.messageArgument])
            }
            /// 1 row appeared only with its image (the image first, then willDisplay)
            public static var appearedWithOne: Message { Message("timeline.rows.appearedWithOne") }
            /// {count} rows appeared right away without their images
            public static func appearedWithout(count: some MessageArgument) -> Message {
                Message("timeline.rows.appearedWithout", ["count": count.messageArgument])
            }
            /// {count} rows appeared right away without their images, the longest wait {time}
            public static func appearedWithoutLongest(count: some MessageArgument, time: some MessageArgument) -> Message {
                Message("timeline.rows.appearedWithoutLongest", ["count": count.messageArgument, "time": time.messageArgument])
            }
            /// 1 row appeared right away without its image
            public static var appearedWithoutOne: Message { Message("timeline.rows.appearedWithoutOne") }
            /// 1 row appeared right away without its image, the longest wait {time}
            public static func appearedWithoutOneLongest(time: some MessageArgument) -> Message {
                Message("timeline.rows.appearedWithoutOneLongest", ["time": time.messageArgument])
            }
        }
        public enum Summary {
            /// {count:frame/frames}
            public static func frames(count: some MessageArgument) -> Message {
                Message("timeline.summary.frames", ["count": count.messageArgument])
            }
            /// {count:hitch/hitches}
            public static func hitches(count: some MessageArgument) -> Message {
                Message("timeline.summary.hitches", ["count": count.messageArgument])
            }
            /// {count:frame/frames} late outside scrolling ({time}, not counted as hitches)
            public static func lateOutsideScrolling(count: some MessageArgument, time: some MessageArgument) -> Message {
                Message("timeline.summary.lateOutsideScrolling", ["count": count.messageArgument, "time": time.messageArgument])
            }
            /// main thread busy {time}
            public static func mainBusy(time: some MessageArgument) -> Message {
                Message("timeline.summary.mainBusy", ["time": time.messageArgument])
            }
            /// main thread busy {time}, {percent} of the time shown
            public static func mainBusyShare(time: some MessageArgument, percent: some MessageArgument) -> Message {
                Message("timeline.summary.mainBusyShare", ["time": time.messageArgument, "percent": percent.messageArgument])
            }
            /// no frames in these events
            public static var noFrames: Message { Message("timeline.summary.noFrames") }
        }
        public enum Workers {
            /// {count} cancelled
            public static func cancelled(count: some MessageArgument) -> Message {
                Message("timeline.workers.cancelled", ["count": count.messageArgument])
            }
            /// {time} each
            public static func each(time: some MessageArgument) -> Message {
                Message("timeline.workers.each", ["time": time.messageArgument])
            }
            /// {count}{times}completion handler on a worker (URLSession's delegate queue), then DispatchQueue.main.async
            public static func handlers(count: some MessageArgument, times: some MessageArgument) -> Message {
                Message("timeline.workers.handlers", ["count": count.messageArgument, "times": times.messageArgument])
            }
            /// {count:completion handler/completion handlers} on workers
            public static func handlersShort(count: some MessageArgument) -> Message {
                Message("timeline.workers.handlersShort", ["count": count.messageArgument])
            }
            /// {count:download/downloads} off the main thread
            public static func offMain(count: some MessageArgument) -> Message {
                Message("timeline.workers.offMain", ["count": count.messageArgument])
            }
            /// {count}{times}Data(contentsOf:) off the main thread
            public static func offMainCalls(count: some MessageArgument, times: some MessageArgument) -> Message {
                Message("timeline.workers.offMainCalls", ["count": count.messageArgument, "times": times.messageArgument])
            }
            /// {count:download/downloads} off main
            public static func offMainShort(count: some MessageArgument) -> Message {
                Message("timeline.workers.offMainShort", ["count": count.messageArgument])
            }
            /// {count} still running
            public static func stillRunning(count: some MessageArgument) -> Message {
                Message("timeline.workers.stillRunning", ["count": count.messageArgument])
            }
        }
        public enum Wrong {
            /// {count:more wrong image/more wrong images}
            public static func more(count: some MessageArgument) -> Message {
                Message("timeline.wrong.more", ["count": count.messageArgument])
            }
            /// showing {row}
            public static func showing(row: some MessageArgument) -> Message {
                Message("timeline.wrong.showing", ["row": row.messageArgument])
            }
            /// showing {row}
            public static func showingShort(row: some MessageArgument) -> Message {
                Message("timeline.wrong.showingShort", ["row": row.messageArgument])
            }
        }
    }
}
