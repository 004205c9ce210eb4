// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Stepping {
        static let placeholders: [String: [String]] = [
            "stepping.afterAll": ["line", "position"],
            "stepping.afterReturned": ["call"],
            "stepping.back": ["line", "point", "last"],
            "stepping.change.leaves": ["cell", "queue"],
            "stepping.change.more": ["count"],
            "stepping.change.offScreen": ["row", "cell"],
            "stepping.change.shows": ["row", "cell"],
            "stepping.change.waits": ["cell", "queue"],
            "stepping.change.willShow": ["row", "cell"],
            "stepping.change.willShowAt": ["row", "cell", "frame", "ms"],
            "stepping.diff.between": ["from", "to"],
            "stepping.diff.changed": ["line"],
            "stepping.diff.nothing": [],
            "stepping.dropped": ["count", "list"],
            "stepping.ended": ["line"],
            "stepping.firstEvent": ["line"],
            "stepping.forward": ["line", "point", "last"],
            "stepping.frame": ["frame"],
            "stepping.historyHeading": [],
            "stepping.historyStart": [],
            "stepping.keys": [],
            "stepping.lastEvent": ["line"],
            "stepping.layoutPass": [],
            "stepping.noEvents": ["line"],
            "stepping.noMoreCell": ["cell", "line"],
            "stepping.noMoreFrame": ["frame", "line"],
            "stepping.noMoreKind": ["kind", "line"],
            "stepping.position": ["position", "total"],
            "stepping.replay.alreadySet": ["change"],
            "stepping.replay.asRun": [],
            "stepping.replay.cellShows": ["row"],
            "stepping.replay.cellsCreated": [],
            "stepping.replay.downloadCode": [],
            "stepping.replay.downloadsCancelled": [],
            "stepping.replay.downloadsFinished": [],
            "stepping.replay.downloadsStarted": [],
            "stepping.replay.firstDiffer": [],
            "stepping.replay.hangs": [],
            "stepping.replay.hitches": [],
            "stepping.replay.mainBusy": [],
            "stepping.replay.noMoreEvents": [],
            "stepping.replay.nothingCancelled": [],
            "stepping.replay.otherImageShown": [],
            "stepping.replay.rowTimeInAll": ["ms"],
            "stepping.replay.same": [],
            "stepping.replay.title": ["count", "first", "change"],
            "stepping.replay.titleOne": ["first", "change"],
            "stepping.replay.unchanged": ["change"],
            "stepping.replay.wrongImages": [],
        ]
        /// (while stepping: this describes the table after all of `{line}`, not step {position} — `continue` to finish…
        public static func afterAll(line: some MessageArgument, position: some MessageArgument) -> Message {
            Message("stepping.afterAll", ["line": line.messageArgument, "position": position.messageArgument])
        }
        /// (after {call} returned)
        public static func afterReturned(call: some MessageArgument) -> Message {
            Message("stepping.afterReturned", ["call": call.messageArgument])
        }
        /// ⏪ back before `{line}` — point {point} of {last} (`forward` redoes it)
        public static func back(line: some MessageArgument, point: some MessageArgument, last: some MessageArgument) -> Message {
            Message("stepping.back", ["line": line.messageArgument, "point": point.messageArgument, "last": last.messageArgument])
        }
        /// This new command dropped the {count:command/commands} ahead of it: {list} (`forward` has nothing to redo now).
        public static func dropped(count: some MessageArgument, list: some MessageArgument) -> Message {
            Message("stepping.dropped", ["count": count.messageArgument, "list": list.messageArgument])
        }
        /// (stepping through `{line}` ended: the rest of its events happened as recorded)
        public static func ended(line: some MessageArgument) -> Message {
            Message("stepping.ended", ["line": line.messageArgument])
        }
        /// this is the first event of `{line}` — `step` goes on; `continue` shows it all; any other command ends the s…
        public static func firstEvent(line: some MessageArgument) -> Message {
            Message("stepping.firstEvent", ["line": line.messageArgument])
        }
        /// ⏩ forward past `{line}` — point {point} of {last}
        public static func forward(line: some MessageArgument, point: some MessageArgument, last: some MessageArgument) -> Message {
            Message("stepping.forward", ["line": line.messageArgument, "point": point.messageArgument, "last": last.messageArgument])
        }
        /// frame {frame}
        public static func frame(frame: some MessageArgument) -> Message {
            Message("stepping.frame", ["frame": frame.messageArgument])
        }
        /// points of this session (`diff N M` compares two, `back` / `forward` move)
        public static var historyHeading: Message { Message("stepping.historyHeading") }
        /// (start)
        public static var historyStart: Message { Message("stepping.historyStart") }
        /// `step` next · `step 5` · `step until prepareForReuse` · `back` one back · `continue` the rest
        public static var keys: Message { Message("stepping.keys") }
        /// the last event of `{line}` — `back` goes one event back; any command goes on
        public static func lastEvent(line: some MessageArgument) -> Message {
            Message("stepping.lastEvent", ["line": line.messageArgument])
        }
        /// UITableView (layout pass)
        public static var layoutPass: Message { Message("stepping.layoutPass") }
        /// `{line}` caused no events — nothing to step through
        public static func noEvents(line: some MessageArgument) -> Message {
            Message("stepping.noEvents", ["line": line.messageArgument])
        }
        /// no more {cell} in `{line}` — here is its last event
        public static func noMoreCell(cell: some MessageArgument, line: some MessageArgument) -> Message {
            Message("stepping.noMoreCell", ["cell": cell.messageArgument, "line": line.messageArgument])
        }
        /// no more frame {frame} in `{line}` — here is its last event
        public static func noMoreFrame(frame: some MessageArgument, line: some MessageArgument) -> Message {
            Message("stepping.noMoreFrame", ["frame": frame.messageArgument, "line": line.messageArgument])
        }
        /// no more {kind} in `{line}` — here is its last event
        public static func noMoreKind(kind: some MessageArgument, line: some MessageArgument) -> Message {
            Message("stepping.noMoreKind", ["kind": kind.messageArgument, "line": line.messageArgument])
        }
        /// step {position} of {total}
        public static func position(position: some MessageArgument, total: some MessageArgument) -> Message {
            Message("stepping.position", ["position": position.messageArgument, "total": total.messageArgument])
        }
        public enum Change {
            /// {cell} leaves the reuse queue "{queue}"
            public static func leaves(cell: some MessageArgument, queue: some MessageArgument) -> Message {
                Message("stepping.change.leaves", ["cell": cell.messageArgument, "queue": queue.messageArgument])
            }
            /// … {count:more change/more changes} like these (one step of a run of rows)
            public static func more(count: some MessageArgument) -> Message {
                Message("stepping.change.more", ["count": count.messageArgument])
            }
            /// off screen: {row} ({cell})
            public static func offScreen(row: some MessageArgument, cell: some MessageArgument) -> Message {
                Message("stepping.change.offScreen", ["row": row.messageArgument, "cell": cell.messageArgument])
            }
            /// on screen: {row} shows {cell}
            public static func shows(row: some MessageArgument, cell: some MessageArgument) -> Message {
                Message("stepping.change.shows", ["row": row.messageArgument, "cell": cell.messageArgument])
            }
            /// {cell} waits in the reuse queue "{queue}"
            public static func waits(cell: some MessageArgument, queue: some MessageArgument) -> Message {
                Message("stepping.change.waits", ["cell": cell.messageArgument, "queue": queue.messageArgument])
            }
            /// about to be shown: {row} → {cell} (drawn when the layout pass is committed)
            public static func willShow(row: some MessageArgument, cell: some MessageArgument) -> Message {
                Message("stepping.change.willShow", ["row": row.messageArgument, "cell": cell.messageArgument])
            }
            /// about to be shown: {row} → {cell} (on screen from frame {frame} · {ms}, when the pass is committed)
            public static func willShowAt(row: some MessageArgument, cell: some MessageArgument, frame: some MessageArgument, ms: some MessageArgument) -> Message {
                Message("stepping.change.willShowAt", ["row": row.messageArgument, "cell": cell.messageArgument, "frame": frame.messageArgument, "ms": ms.messageArgument])
            }
        }
        public enum Diff {
            /// from point {from} to point {to} ({from} → {to})
            public static func between(from: some MessageArgument, to: some MessageArgument) -> Message {
                Message("stepping.diff.between", ["from": from.messageArgument, "to": to.messageArgument])
            }
            /// what `{line}` changed (before → after)
            public static func changed(line: some MessageArgument) -> Message {
                Message("stepping.diff.changed", ["line": line.messageArgument])
            }
            /// nothing changed
            public static var nothing: Message { Message("stepping.diff.nothing") }
        }
        public enum Replay {
            /// (your session is unchanged: it already runs with `{change}`)
            public static func alreadySet(change: some MessageArgument) -> Message {
                Message("stepping.replay.alreadySet", ["change": change.messageArgument])
            }
            /// as run
            public static var asRun: Message { Message("stepping.replay.asRun") }
            /// cell shows {row}
            public static func cellShows(row: some MessageArgument) -> Message {
                Message("stepping.replay.cellShows", ["row": row.messageArgument])
            }
            /// cells created
            public static var cellsCreated: Message { Message("stepping.replay.cellsCreated") }
            /// loaded with
            public static var downloadCode: Message { Message("stepping.replay.downloadCode") }
            /// downloads stopped by cancel()
            public static var downloadsCancelled: Message { Message("stepping.replay.downloadsCancelled") }
            /// downloads finished
            public static var downloadsFinished: Message { Message("stepping.replay.downloadsFinished") }
            /// downloads started
            public static var downloadsStarted: Message { Message("stepping.replay.downloadsStarted") }
            /// where the two runs first differ:
            public static var firstDiffer: Message { Message("stepping.replay.firstDiffer") }
            /// hangs (≥ 250 ms)
            public static var hangs: Message { Message("stepping.replay.hangs") }
            /// hitches
            public static var hitches: Message { Message("stepping.replay.hitches") }
            /// main thread busy
            public static var mainBusy: Message { Message("stepping.replay.mainBusy") }
            /// (no more events)
            public static var noMoreEvents: Message { Message("stepping.replay.noMoreEvents") }
            /// cancel() stopped no download here: no cell was reused while its own download was still running, so prepareF…
            public static var nothingCancelled: Message { Message("stepping.replay.nothingCancelled") }
            /// rows shown with another row's image
            public static var otherImageShown: Message { Message("stepping.replay.otherImageShown") }
            /// {ms} in all
            public static func rowTimeInAll(ms: some MessageArgument) -> Message {
                Message("stepping.replay.rowTimeInAll", ["ms": ms.messageArgument])
            }
            /// the two runs did exactly the same — this change makes no difference here
            public static var same: Message { Message("stepping.replay.same") }
            /// the {count} commands from `{first}` on, replayed on the same schedule with `{change}`
            public static func title(count: some MessageArgument, first: some MessageArgument, change: some MessageArgument) -> Message {
                Message("stepping.replay.title", ["count": count.messageArgument, "first": first.messageArgument, "change": change.messageArgument])
            }
            /// the command from `{first}` on, replayed on the same schedule with `{change}`
            public static func titleOne(first: some MessageArgument, change: some MessageArgument) -> Message {
                Message("stepping.replay.titleOne", ["first": first.messageArgument, "change": change.messageArgument])
            }
            /// (your session is unchanged; to keep the change, type `{change}`)
            public static func unchanged(change: some MessageArgument) -> Message {
                Message("stepping.replay.unchanged", ["change": change.messageArgument])
            }
            /// wrong images put in
            public static var wrongImages: Message { Message("stepping.replay.wrongImages") }
        }
    }
}
