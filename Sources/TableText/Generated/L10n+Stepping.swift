// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Stepping {
        static let placeholders: [String: [String]] = [
            "stepping.afterAll": ["line", "position"],
            "stepping.back": ["line", "point", "last"],
            "stepping.change.leaves": ["cell", "queue"],
            "stepping.change.offScreen": ["row", "cell"],
            "stepping.change.shows": ["row", "cell"],
            "stepping.change.waits": ["cell", "queue"],
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
            "stepping.replay.asRun": [],
            "stepping.replay.cellShows": ["row"],
            "stepping.replay.cellsCreated": [],
            "stepping.replay.downloads": [],
            "stepping.replay.firstDiffer": [],
            "stepping.replay.hangs": [],
            "stepping.replay.hitches": [],
            "stepping.replay.mainBusy": [],
            "stepping.replay.noMoreEvents": [],
            "stepping.replay.same": [],
            "stepping.replay.title": ["count", "first", "change"],
            "stepping.replay.titleOne": ["first", "change"],
            "stepping.replay.unchanged": ["change"],
            "stepping.replay.wrongImages": [],
        ]
        /// (while stepping: this describes the table after all of `{line}`, not step {position} — `continue` to finish…
        public static func afterAll(line: String, position: String) -> Message {
            Message("stepping.afterAll", ["line": line, "position": position])
        }
        /// ⏪ back before `{line}` — point {point} of {last} (`forward` redoes it)
        public static func back(line: String, point: String, last: String) -> Message {
            Message("stepping.back", ["line": line, "point": point, "last": last])
        }
        /// This new command dropped the {count:command/commands} ahead of it: {list} (`forward` has nothing to redo now).
        public static func dropped(count: String, list: String) -> Message {
            Message("stepping.dropped", ["count": count, "list": list])
        }
        /// (stepping through `{line}` ended: the rest of its events happened as recorded)
        public static func ended(line: String) -> Message {
            Message("stepping.ended", ["line": line])
        }
        /// this is the first event of `{line}` — `step` goes on; `continue` shows it all; any other command ends the s…
        public static func firstEvent(line: String) -> Message {
            Message("stepping.firstEvent", ["line": line])
        }
        /// ⏩ forward past `{line}` — point {point} of {last}
        public static func forward(line: String, point: String, last: String) -> Message {
            Message("stepping.forward", ["line": line, "point": point, "last": last])
        }
        /// frame {frame}
        public static func frame(frame: String) -> Message {
            Message("stepping.frame", ["frame": frame])
        }
        /// points of this session (`diff N M` compares two, `back` / `forward` move)
        public static var historyHeading: Message { Message("stepping.historyHeading") }
        /// (start)
        public static var historyStart: Message { Message("stepping.historyStart") }
        /// `step` next · `step 5` · `step until prepareForReuse` · `back` one back · `continue` the rest
        public static var keys: Message { Message("stepping.keys") }
        /// the last event of `{line}` — `back` goes one event back; any command goes on
        public static func lastEvent(line: String) -> Message {
            Message("stepping.lastEvent", ["line": line])
        }
        /// UITableView (layout pass)
        public static var layoutPass: Message { Message("stepping.layoutPass") }
        /// `{line}` caused no events — nothing to step through
        public static func noEvents(line: String) -> Message {
            Message("stepping.noEvents", ["line": line])
        }
        /// no more {cell} in `{line}` — here is its last event
        public static func noMoreCell(cell: String, line: String) -> Message {
            Message("stepping.noMoreCell", ["cell": cell, "line": line])
        }
        /// no more frame {frame} in `{line}` — here is its last event
        public static func noMoreFrame(frame: String, line: String) -> Message {
            Message("stepping.noMoreFrame", ["frame": frame, "line": line])
        }
        /// no more {kind} in `{line}` — here is its last event
        public static func noMoreKind(kind: String, line: String) -> Message {
            Message("stepping.noMoreKind", ["kind": kind, "line": line])
        }
        /// step {position} of {total}
        public static func position(position: String, total: String) -> Message {
            Message("stepping.position", ["position": position, "total": total])
        }
        public enum Change {
            /// {cell} leaves the reuse queue "{queue}"
            public static func leaves(cell: String, queue: String) -> Message {
                Message("stepping.change.leaves", ["cell": cell, "queue": queue])
            }
            /// off screen: {row} ({cell})
            public static func offScreen(row: String, cell: String) -> Message {
                Message("stepping.change.offScreen", ["row": row, "cell": cell])
            }
            /// on screen: {row} shows {cell}
            public static func shows(row: String, cell: String) -> Message {
                Message("stepping.change.shows", ["row": row, "cell": cell])
            }
            /// {cell} waits in the reuse queue "{queue}"
            public static func waits(cell: String, queue: String) -> Message {
                Message("stepping.change.waits", ["cell": cell, "queue": queue])
            }
        }
        public enum Diff {
            /// from point {from} to point {to} (− {from}, + {to})
            public static func between(from: String, to: String) -> Message {
                Message("stepping.diff.between", ["from": from, "to": to])
            }
            /// what `{line}` changed (− before, + after)
            public static func changed(line: String) -> Message {
                Message("stepping.diff.changed", ["line": line])
            }
            /// nothing changed
            public static var nothing: Message { Message("stepping.diff.nothing") }
        }
        public enum Replay {
            /// as run
            public static var asRun: Message { Message("stepping.replay.asRun") }
            /// cell shows {row}
            public static func cellShows(row: String) -> Message {
                Message("stepping.replay.cellShows", ["row": row])
            }
            /// cells created
            public static var cellsCreated: Message { Message("stepping.replay.cellsCreated") }
            /// downloads
            public static var downloads: Message { Message("stepping.replay.downloads") }
            /// where the two runs first differ:
            public static var firstDiffer: Message { Message("stepping.replay.firstDiffer") }
            /// hangs (> 250 ms)
            public static var hangs: Message { Message("stepping.replay.hangs") }
            /// hitches
            public static var hitches: Message { Message("stepping.replay.hitches") }
            /// main thread busy
            public static var mainBusy: Message { Message("stepping.replay.mainBusy") }
            /// (no more events)
            public static var noMoreEvents: Message { Message("stepping.replay.noMoreEvents") }
            /// the two runs did exactly the same — this change makes no difference here
            public static var same: Message { Message("stepping.replay.same") }
            /// the {count} commands from `{first}` on, replayed on the same schedule with `{change}`
            public static func title(count: String, first: String, change: String) -> Message {
                Message("stepping.replay.title", ["count": count, "first": first, "change": change])
            }
            /// the command from `{first}` on, replayed on the same schedule with `{change}`
            public static func titleOne(first: String, change: String) -> Message {
                Message("stepping.replay.titleOne", ["first": first, "change": change])
            }
            /// (your session is unchanged; to keep the change, type `{change}`)
            public static func unchanged(change: String) -> Message {
                Message("stepping.replay.unchanged", ["change": change])
            }
            /// wrong images
            public static var wrongImages: Message { Message("stepping.replay.wrongImages") }
        }
    }
}
