// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Why {
        static let placeholders: [String: [String]] = [
            "why.cellHeading": ["cell"],
            "why.createdCommand": ["row", "frame", "command"],
            "why.createdFirstLoad": ["row", "frame"],
            "why.images.cacheHit": ["frame", "row"],
            "why.images.cancelled": ["frame", "row"],
            "why.images.heading": [],
            "why.images.ignored": ["frame", "row", "shown"],
            "why.images.ignoredNothing": ["frame", "row"],
            "why.images.lastTen": ["count"],
            "why.images.right": ["frame", "row"],
            "why.images.started": ["frame", "row"],
            "why.images.wrong": ["frame", "row", "shown"],
            "why.moreTrips": ["count", "id"],
            "why.newCellCommand": ["cell", "row", "frame", "command"],
            "why.newCellFirstLoad": ["cell", "row", "frame"],
            "why.now.discarded": ["row"],
            "why.now.queued": ["row"],
            "why.now.visible": ["row"],
            "why.reason.enteredBeforeLeft": ["cell", "row"],
            "why.reason.fallbackWithoutIdentifier": [],
            "why.reason.otherIdentifiersOnly": ["list", "identifier"],
            "why.reason.queueEmpty": ["identifier"],
            "why.rowHeading": ["row", "cell"],
            "why.rowNew": ["frame", "row", "cell"],
            "why.rowReused": ["frame", "row", "cell"],
            "why.rowReusedBefore": ["frame", "row", "cell", "previous"],
            "why.trip.left": ["frame", "row"],
            "why.trip.queued": ["frame", "row", "queue"],
            "why.trip.released": ["frame", "row"],
            "why.trip.reused": ["row", "frame"],
            "why.trip.reusedAfter": ["row", "frame", "previous"],
        ]
        /// why {cell} is where it is
        public static func cellHeading(cell: String) -> Message {
            Message("why.cellHeading", ["cell": cell])
        }
        /// created for {row} in frame {frame} (`{command}`).
        public static func createdCommand(row: String, frame: String, command: String) -> Message {
            Message("why.createdCommand", ["row": row, "frame": frame, "command": command])
        }
        /// created for {row} in frame {frame} (the first load).
        public static func createdFirstLoad(row: String, frame: String) -> Message {
            Message("why.createdFirstLoad", ["row": row, "frame": frame])
        }
        /// {count} more trips through the queue (`cell {id}` lists them)
        public static func moreTrips(count: String, id: String) -> Message {
            Message("why.moreTrips", ["count": count, "id": id])
        }
        /// the last new cell was {cell}, made for {row} in frame {frame} (`{command}`)
        public static func newCellCommand(cell: String, row: String, frame: String, command: String) -> Message {
            Message("why.newCellCommand", ["cell": cell, "row": row, "frame": frame, "command": command])
        }
        /// the last new cell was {cell}, made for {row} in frame {frame} (the first load)
        public static func newCellFirstLoad(cell: String, row: String, frame: String) -> Message {
            Message("why.newCellFirstLoad", ["cell": cell, "row": row, "frame": frame])
        }
        /// how {row} got {cell}
        public static func rowHeading(row: String, cell: String) -> Message {
            Message("why.rowHeading", ["row": row, "cell": cell])
        }
        /// frame {frame}: cellForRowAt {row} got a new cell, {cell}.
        public static func rowNew(frame: String, row: String, cell: String) -> Message {
            Message("why.rowNew", ["frame": frame, "row": row, "cell": cell])
        }
        /// frame {frame}: cellForRowAt {row} asked dequeueReusableCell and got {cell} out of the reuse queue (prepareF…
        public static func rowReused(frame: String, row: String, cell: String) -> Message {
            Message("why.rowReused", ["frame": frame, "row": row, "cell": cell])
        }
        /// frame {frame}: cellForRowAt {row} asked dequeueReusableCell and got {cell} out of the reuse queue (prepareF…
        public static func rowReusedBefore(frame: String, row: String, cell: String, previous: String) -> Message {
            Message("why.rowReusedBefore", ["frame": frame, "row": row, "cell": cell, "previous": previous])
        }
        public enum Images {
            /// frame {frame}: {row}'s image was kept already — no download
            public static func cacheHit(frame: String, row: String) -> Message {
                Message("why.images.cacheHit", ["frame": frame, "row": row])
            }
            /// frame {frame}: the download for {row} was cancelled
            public static func cancelled(frame: String, row: String) -> Message {
                Message("why.images.cancelled", ["frame": frame, "row": row])
            }
            /// images:
            public static var heading: Message { Message("why.images.heading") }
            /// frame {frame}: {row}'s image arrived while the cell showed {shown} — left alone (identity check)
            public static func ignored(frame: String, row: String, shown: String) -> Message {
                Message("why.images.ignored", ["frame": frame, "row": row, "shown": shown])
            }
            /// frame {frame}: {row}'s image arrived while the cell showed nothing — left alone (identity check)
            public static func ignoredNothing(frame: String, row: String) -> Message {
                Message("why.images.ignoredNothing", ["frame": frame, "row": row])
            }
            /// images: the last 10 of {count} image events
            public static func lastTen(count: String) -> Message {
                Message("why.images.lastTen", ["count": count])
            }
            /// frame {frame}: {row}'s image went into the cell, which showed that row ✓
            public static func right(frame: String, row: String) -> Message {
                Message("why.images.right", ["frame": frame, "row": row])
            }
            /// frame {frame}: the download of {row}'s image started
            public static func started(frame: String, row: String) -> Message {
                Message("why.images.started", ["frame": frame, "row": row])
            }
            /// frame {frame}: {row}'s image arrived while the cell showed {shown} — the wrong image ✗
            public static func wrong(frame: String, row: String, shown: String) -> Message {
                Message("why.images.wrong", ["frame": frame, "row": row, "shown": shown])
            }
        }
        public enum Now {
            /// now: released (it last showed {row})
            public static func discarded(row: String) -> Message {
                Message("why.now.discarded", ["row": row])
            }
            /// now: waits in the reuse queue (it last showed {row})
            public static func queued(row: String) -> Message {
                Message("why.now.queued", ["row": row])
            }
            /// now: shows {row}
            public static func visible(row: String) -> Message {
                Message("why.now.visible", ["row": row])
            }
        }
        public enum Reason {
            /// Why new: in the same layout pass {cell} left the screen (row {row}) and went to the queue — but only after …
            public static func enteredBeforeLeft(cell: String, row: String) -> Message {
                Message("why.reason.enteredBeforeLeft", ["cell": cell, "row": row])
            }
            /// Why new: dequeueReusableCell(withIdentifier:) returned nil and `?? UITableViewCell()` made a bare cell with…
            public static var fallbackWithoutIdentifier: Message { Message("why.reason.fallbackWithoutIdentifier") }
            /// Why new: cells were waiting, but only under {list}; a dequeue for {identifier} never hands out a cell of an…
            public static func otherIdentifiersOnly(list: String, identifier: String) -> Message {
                Message("why.reason.otherIdentifiersOnly", ["list": list, "identifier": identifier])
            }
            /// Why new: the reuse queue was empty when cellForRowAt asked dequeueReusableCell for {identifier}, so UIKit m…
            public static func queueEmpty(identifier: String) -> Message {
                Message("why.reason.queueEmpty", ["identifier": identifier])
            }
        }
        public enum Trip {
            /// left the screen at frame {frame} ({row})
            public static func left(frame: String, row: String) -> Message {
                Message("why.trip.left", ["frame": frame, "row": row])
            }
            /// left the screen at frame {frame} ({row}) → queue "{queue}"
            public static func queued(frame: String, row: String, queue: String) -> Message {
                Message("why.trip.queued", ["frame": frame, "row": row, "queue": queue])
            }
            /// left the screen at frame {frame} ({row}) and was released — no reuse identifier
            public static func released(frame: String, row: String) -> Message {
                Message("why.trip.released", ["frame": frame, "row": row])
            }
            /// dequeued for {row} at frame {frame} (prepareForReuse)
            public static func reused(row: String, frame: String) -> Message {
                Message("why.trip.reused", ["row": row, "frame": frame])
            }
            /// dequeued for {row} at frame {frame} (prepareForReuse, after {previous})
            public static func reusedAfter(row: String, frame: String, previous: String) -> Message {
                Message("why.trip.reusedAfter", ["row": row, "frame": frame, "previous": previous])
            }
        }
    }
}
