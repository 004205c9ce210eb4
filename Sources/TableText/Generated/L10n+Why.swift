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
            "why.reason.madeWithIdentifier": ["identifier"],
            "why.reason.otherIdentifiersOnly": ["list", "identifier"],
            "why.reason.queueEmpty": ["identifier"],
            "why.reason.replacedByReload": ["cell", "row", "identifier"],
            "why.rowHeading": ["row", "cell"],
            "why.rowMovedSince": ["then", "row", "cell"],
            "why.rowNew": ["frame", "row", "cell"],
            "why.rowReused": ["frame", "row", "cell"],
            "why.rowReusedBefore": ["frame", "row", "cell", "previous"],
            "why.trip.left": ["frame", "row"],
            "why.trip.queued": ["frame", "row", "queue"],
            "why.trip.reconfigured": ["row", "frame", "command"],
            "why.trip.released": ["frame", "row"],
            "why.trip.replaced": ["frame", "row", "queue", "command"],
            "why.trip.reused": ["row", "frame"],
            "why.trip.reusedAfter": ["row", "frame", "previous"],
        ]
        /// why {cell} is where it is
        public static func cellHeading(cell: some MessageArgument) -> Message {
            Message("why.cellHeading", ["cell": cell.messageArgument])
        }
        /// created for {row} in frame {frame} (`{command}`).
        public static func createdCommand(row: some MessageArgument, frame: some MessageArgument, command: some MessageArgument) -> Message {
            Message("why.createdCommand", ["row": row.messageArgument, "frame": frame.messageArgument, "command": command.messageArgument])
        }
        /// created for {row} in frame {frame} (the first load).
        public static func createdFirstLoad(row: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("why.createdFirstLoad", ["row": row.messageArgument, "frame": frame.messageArgument])
        }
        /// {count:more trip/more trips} through the queue (`cell {id}` lists them)
        public static func moreTrips(count: some MessageArgument, id: some MessageArgument) -> Message {
            Message("why.moreTrips", ["count": count.messageArgument, "id": id.messageArgument])
        }
        /// the last new cell was {cell}, made for {row} in frame {frame} (`{command}`)
        public static func newCellCommand(cell: some MessageArgument, row: some MessageArgument, frame: some MessageArgument, command: some MessageArgument) -> Message {
            Message("why.newCellCommand", ["cell": cell.messageArgument, "row": row.messageArgument, "frame": frame.messageArgument, "command": command.messageArgument])
        }
        /// the last new cell was {cell}, made for {row} in frame {frame} (the first load)
        public static func newCellFirstLoad(cell: some MessageArgument, row: some MessageArgument, frame: some MessageArgument) -> Message {
            Message("why.newCellFirstLoad", ["cell": cell.messageArgument, "row": row.messageArgument, "frame": frame.messageArgument])
        }
        /// how {row} got {cell}
        public static func rowHeading(row: some MessageArgument, cell: some MessageArgument) -> Message {
            Message("why.rowHeading", ["row": row.messageArgument, "cell": cell.messageArgument])
        }
        /// the table changed since: the row that was {then} is {row} now, and {cell} moved with it (a row keeps its ce…
        public static func rowMovedSince(then: some MessageArgument, row: some MessageArgument, cell: some MessageArgument) -> Message {
            Message("why.rowMovedSince", ["then": then.messageArgument, "row": row.messageArgument, "cell": cell.messageArgument])
        }
        /// frame {frame}: cellForRowAt {row} got a new cell, {cell}.
        public static func rowNew(frame: some MessageArgument, row: some MessageArgument, cell: some MessageArgument) -> Message {
            Message("why.rowNew", ["frame": frame.messageArgument, "row": row.messageArgument, "cell": cell.messageArgument])
        }
        /// frame {frame}: cellForRowAt {row} asked dequeueReusableCell and got {cell} out of the reuse queue (prepareF…
        public static func rowReused(frame: some MessageArgument, row: some MessageArgument, cell: some MessageArgument) -> Message {
            Message("why.rowReused", ["frame": frame.messageArgument, "row": row.messageArgument, "cell": cell.messageArgument])
        }
        /// frame {frame}: cellForRowAt {row} asked dequeueReusableCell and got {cell} out of the reuse queue (prepareF…
        public static func rowReusedBefore(frame: some MessageArgument, row: some MessageArgument, cell: some MessageArgument, previous: some MessageArgument) -> Message {
            Message("why.rowReusedBefore", ["frame": frame.messageArgument, "row": row.messageArgument, "cell": cell.messageArgument, "previous": previous.messageArgument])
        }
        public enum Images {
            /// frame {frame}: {row}'s image was kept already — no download
            public static func cacheHit(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.images.cacheHit", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// frame {frame}: the download for {row} was cancelled
            public static func cancelled(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.images.cancelled", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// images:
            public static var heading: Message { Message("why.images.heading") }
            /// frame {frame}: {row}'s image arrived while the cell showed {shown} — left alone (identity check)
            public static func ignored(frame: some MessageArgument, row: some MessageArgument, shown: some MessageArgument) -> Message {
                Message("why.images.ignored", ["frame": frame.messageArgument, "row": row.messageArgument, "shown": shown.messageArgument])
            }
            /// frame {frame}: {row}'s image arrived while the cell showed nothing — left alone (identity check)
            public static func ignoredNothing(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.images.ignoredNothing", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// images: the last 10 of {count} image events
            public static func lastTen(count: some MessageArgument) -> Message {
                Message("why.images.lastTen", ["count": count.messageArgument])
            }
            /// frame {frame}: {row}'s image went into the cell, which showed that row ✓
            public static func right(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.images.right", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// frame {frame}: the download of {row}'s image started
            public static func started(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.images.started", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// frame {frame}: {row}'s image arrived while the cell showed {shown} — the wrong image ✗
            public static func wrong(frame: some MessageArgument, row: some MessageArgument, shown: some MessageArgument) -> Message {
                Message("why.images.wrong", ["frame": frame.messageArgument, "row": row.messageArgument, "shown": shown.messageArgument])
            }
        }
        public enum Now {
            /// now: released (it last showed {row})
            public static func discarded(row: some MessageArgument) -> Message {
                Message("why.now.discarded", ["row": row.messageArgument])
            }
            /// now: waits in the reuse queue (it last showed {row})
            public static func queued(row: some MessageArgument) -> Message {
                Message("why.now.queued", ["row": row.messageArgument])
            }
            /// now: shows {row}
            public static func visible(row: some MessageArgument) -> Message {
                Message("why.now.visible", ["row": row.messageArgument])
            }
        }
        public enum Reason {
            /// Why new: in the same layout pass {cell} left the screen (row {row}) and went to the queue — but only after …
            public static func enteredBeforeLeft(cell: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.reason.enteredBeforeLeft", ["cell": cell.messageArgument, "row": row.messageArgument])
            }
            /// Why new: dequeueReusableCell(withIdentifier:) returned nil and `?? UITableViewCell()` made a bare cell with…
            public static var fallbackWithoutIdentifier: Message { Message("why.reason.fallbackWithoutIdentifier") }
            /// Why new: dequeueReusableCell(withIdentifier:) returned nil (the queue had no {identifier} cell, and nothing…
            public static func madeWithIdentifier(identifier: some MessageArgument) -> Message {
                Message("why.reason.madeWithIdentifier", ["identifier": identifier.messageArgument])
            }
            /// Why new: cells were waiting, but only under {list}; a dequeue for {identifier} never hands out a cell of an…
            public static func otherIdentifiersOnly(list: some MessageArgument, identifier: some MessageArgument) -> Message {
                Message("why.reason.otherIdentifiersOnly", ["list": list.messageArgument, "identifier": identifier.messageArgument])
            }
            /// Why new: the reuse queue was empty when cellForRowAt asked dequeueReusableCell for {identifier}, so UIKit m…
            public static func queueEmpty(identifier: some MessageArgument) -> Message {
                Message("why.reason.queueEmpty", ["identifier": identifier.messageArgument])
            }
            /// Why new: reloadRows replaces a row's cell. {cell}, the cell row {row} had, stayed on screen while the new o…
            public static func replacedByReload(cell: some MessageArgument, row: some MessageArgument, identifier: some MessageArgument) -> Message {
                Message("why.reason.replacedByReload", ["cell": cell.messageArgument, "row": row.messageArgument, "identifier": identifier.messageArgument])
            }
        }
        public enum Trip {
            /// left the screen at frame {frame} ({row})
            public static func left(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.trip.left", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// left the screen at frame {frame} ({row}) → queue "{queue}"
            public static func queued(frame: some MessageArgument, row: some MessageArgument, queue: some MessageArgument) -> Message {
                Message("why.trip.queued", ["frame": frame.messageArgument, "row": row.messageArgument, "queue": queue.messageArgument])
            }
            /// configured again for {row} at frame {frame} by `{command}` (reconfigureRows: the same cell, no prepareForRe…
            public static func reconfigured(row: some MessageArgument, frame: some MessageArgument, command: some MessageArgument) -> Message {
                Message("why.trip.reconfigured", ["row": row.messageArgument, "frame": frame.messageArgument, "command": command.messageArgument])
            }
            /// left the screen at frame {frame} ({row}) and was released — no reuse identifier
            public static func released(frame: some MessageArgument, row: some MessageArgument) -> Message {
                Message("why.trip.released", ["frame": frame.messageArgument, "row": row.messageArgument])
            }
            /// left the screen at frame {frame} ({row}) → queue "{queue}": `{command}` replaced it (reloadRows)
            public static func replaced(frame: some MessageArgument, row: some MessageArgument, queue: some MessageArgument, command: some MessageArgument) -> Message {
                Message("why.trip.replaced", ["frame": frame.messageArgument, "row": row.messageArgument, "queue": queue.messageArgument, "command": command.messageArgument])
            }
            /// dequeued for {row} at frame {frame} (prepareForReuse)
            public static func reused(row: some MessageArgument, frame: some MessageArgument) -> Message {
                Message("why.trip.reused", ["row": row.messageArgument, "frame": frame.messageArgument])
            }
            /// dequeued for {row} at frame {frame} (prepareForReuse, after {previous})
            public static func reusedAfter(row: some MessageArgument, frame: some MessageArgument, previous: some MessageArgument) -> Message {
                Message("why.trip.reusedAfter", ["row": row.messageArgument, "frame": frame.messageArgument, "previous": previous.messageArgument])
            }
        }
    }
}
