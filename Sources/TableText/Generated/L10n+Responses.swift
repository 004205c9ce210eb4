// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Responses {
        static let placeholders: [String: [String]] = [
            "responses.banner.keys": [],
            "responses.banner.lessonInProgress": ["lesson", "title"],
            "responses.banner.loaded": ["rows"],
            "responses.banner.next": [],
            "responses.banner.scene": ["count"],
            "responses.banner.title": [],
            "responses.cellForRow.noRow": ["call", "row", "rows", "sections"],
            "responses.cellForRow.notVisible": ["call", "row"],
            "responses.cellForRow.visible": ["call", "cell"],
            "responses.crashed": [],
            "responses.firstLoad": [],
            "responses.languageSet.both": [],
            "responses.languageSet.en": [],
            "responses.languageSet.ko": [],
            "responses.lastCommands": ["count", "commands"],
            "responses.logFullLimit": ["max", "count"],
            "responses.modelNote": ["note"],
            "responses.nothingYet": [],
            "responses.openSkipped": ["count", "name", "lines"],
            "responses.opened": ["name", "count"],
            "responses.promptLesson": ["number", "step"],
            "responses.register": ["ids"],
            "responses.reset": [],
            "responses.selectedRows.none": ["call"],
            "responses.selectedRows.noneShown": [],
            "responses.selectedRows.shown": ["rows"],
            "responses.selectedRows.some": ["call", "rows", "shown"],
            "responses.speed": ["speed"],
        ]
        /// the app crashed
        public static var crashed: Message { Message("responses.crashed") }
        /// the first load
        public static var firstLoad: Message { Message("responses.firstLoad") }
        /// the last {count:command/commands}: {commands}
        public static func lastCommands(count: some MessageArgument, commands: some MessageArgument) -> Message {
            Message("responses.lastCommands", ["count": count.messageArgument, "commands": commands.messageArgument])
        }
        /// `log full` shows at most {max} lines; this command caused {count} events — `trace FILE` writes every one of…
        public static func logFullLimit(max: some MessageArgument, count: some MessageArgument) -> Message {
            Message("responses.logFullLimit", ["max": max.messageArgument, "count": count.messageArgument])
        }
        /// model: {note}
        public static func modelNote(note: some MessageArgument) -> Message {
            Message("responses.modelNote", ["note": note.messageArgument])
        }
        /// nothing has happened yet
        public static var nothingYet: Message { Message("responses.nothingYet") }
        /// Not run: {count:line/lines} of {name} ({lines}) — `open` replays the commands that change the table; lesson…
        public static func openSkipped(count: some MessageArgument, name: some MessageArgument, lines: some MessageArgument) -> Message {
            Message("responses.openSkipped", ["count": count.messageArgument, "name": name.messageArgument, "lines": lines.messageArgument])
        }
        /// Opened {name}: {count:command/commands} ran on a new table. `history` lists them; `back` goes back one comm…
        public static func opened(name: some MessageArgument, count: some MessageArgument) -> Message {
            Message("responses.opened", ["name": name.messageArgument, "count": count.messageArgument])
        }
        /// lesson {number}·{step}
        public static func promptLesson(number: some MessageArgument, step: some MessageArgument) -> Message {
            Message("responses.promptLesson", ["number": number.messageArgument, "step": step.messageArgument])
        }
        /// What would work: register it before dequeuing — `register {ids}` — then run the command again.
        public static func register(ids: some MessageArgument) -> Message {
            Message("responses.register", ["ids": ids.messageArgument])
        }
        /// A new table: one section of 100 rows, default settings.
        public static var reset: Message { Message("responses.reset") }
        /// Animations now play at `{speed}` speed (the simulation is unchanged).
        public static func speed(speed: some MessageArgument) -> Message {
            Message("responses.speed", ["speed": speed.messageArgument])
        }
        public enum Banner {
            /// `help` lists every command; Ctrl-D leaves.
            public static var keys: Message { Message("responses.banner.keys") }
            /// You are in the middle of lesson {lesson}, “{title}”: `lesson` goes on where you left it.
            public static func lessonInProgress(lesson: some MessageArgument, title: some MessageArgument) -> Message {
                Message("responses.banner.lessonInProgress", ["lesson": lesson.messageArgument, "title": title.messageArgument])
            }
            /// A table of {rows} rows is loaded. How many times did the table call cellForRowAt to show it, and for which …
            public static func loaded(rows: some MessageArgument) -> Message {
                Message("responses.banner.loaded", ["rows": rows.messageArgument])
            }
            /// Type `scroll 10` to watch cells being reused, `lessons` for guided lessons, `help` for every command, Ctrl-…
            public static var next: Message { Message("responses.banner.next") }
            /// The scene is set: {count:command/commands} ran (`history` lists them) and the table is as they left it — `s…
            public static func scene(count: some MessageArgument) -> Message {
                Message("responses.banner.scene", ["count": count.messageArgument])
            }
            /// watch what a UITableView does
            public static var title: Message { Message("responses.banner.title") }
        }
        public enum CellForRow {
            /// {call} → nil — the table has no row {row} ({rows} rows in {sections:section/sections})
            public static func noRow(call: some MessageArgument, row: some MessageArgument, rows: some MessageArgument, sections: some MessageArgument) -> Message {
                Message("responses.cellForRow.noRow", ["call": call.messageArgument, "row": row.messageArgument, "rows": rows.messageArgument, "sections": sections.messageArgument])
            }
            /// {call} → nil: row {row} is not on screen, so it has no cell. Asking never creates one: no callback ran.
            public static func notVisible(call: some MessageArgument, row: some MessageArgument) -> Message {
                Message("responses.cellForRow.notVisible", ["call": call.messageArgument, "row": row.messageArgument])
            }
            /// {call} → {cell}, the cell on screen for that row. No callback ran: the data source's cellForRowAt was not a…
            public static func visible(call: some MessageArgument, cell: some MessageArgument) -> Message {
                Message("responses.cellForRow.visible", ["call": call.messageArgument, "cell": cell.messageArgument])
            }
        }
        public enum LanguageSet {
            /// Messages are now in English and Korean.
            public static var both: Message { Message("responses.languageSet.both") }
            /// Messages are now in English.
            public static var en: Message { Message("responses.languageSet.en") }
            /// Messages are now in Korean.
            public static var ko: Message { Message("responses.languageSet.ko") }
        }
        public enum SelectedRows {
            /// {call} → nil: no row is selected (nil, not an empty array)
            public static func none(call: some MessageArgument) -> Message {
                Message("responses.selectedRows.none", ["call": call.messageArgument])
            }
            /// none of them on screen
            public static var noneShown: Message { Message("responses.selectedRows.noneShown") }
            /// on screen: {rows}
            public static func shown(rows: some MessageArgument) -> Message {
                Message("responses.selectedRows.shown", ["rows": rows.messageArgument])
            }
            /// {call} → [{rows}]: the table keeps its selection by index path, on screen or not ({shown})
            public static func some(call: some MessageArgument, rows: some MessageArgument, shown: some MessageArgument) -> Message {
                Message("responses.selectedRows.some", ["call": call.messageArgument, "rows": rows.messageArgument, "shown": shown.messageArgument])
            }
        }
    }
}
