// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Shell {
        static let placeholders: [String: [String]] = [
            "shell.batchCancelled": [],
            "shell.batchOpened": [],
            "shell.glossaryEmpty": [],
            "shell.handoutExpectationFails": ["lesson", "expectation", "file"],
            "shell.help.abstract": [],
            "shell.help.app": [],
            "shell.help.check": [],
            "shell.help.checkAbstract": [],
            "shell.help.checkPath": [],
            "shell.help.discussion": [],
            "shell.help.keepGoing": [],
            "shell.help.lang": [],
            "shell.help.lessonAbstract": [],
            "shell.help.lessonAnswers": [],
            "shell.help.lessonNumber": [],
            "shell.help.lessonPrint": [],
            "shell.help.lessonWidth": [],
            "shell.help.lessonWorksheet": [],
            "shell.help.progressAbstract": [],
            "shell.help.progressReportAbstract": [],
            "shell.help.progressReportCSV": [],
            "shell.help.progressReportFiles": [],
            "shell.help.progressReportMarkdown": [],
            "shell.help.script": [],
            "shell.help.thenInteractive": [],
            "shell.help.trace": [],
            "shell.help.width": ["low", "high"],
            "shell.lessonNeedsPrint": [],
            "shell.lessonOneKind": [],
            "shell.lessonsFolderMissing": ["path"],
            "shell.noSuchLesson": ["number", "lessons"],
            "shell.progressNotSaved": ["path", "reason"],
            "shell.reportNeedsFiles": [],
            "shell.reportOneFormat": [],
            "shell.script.cannotRead": ["file", "reason"],
            "shell.script.cannotReadStandardInput": ["reason"],
            "shell.script.isAFolder": ["file"],
            "shell.script.readingStopped": ["file", "line", "reason"],
            "shell.script.standardInputIsAFolder": [],
            "shell.stoppedAtFrame": ["frame"],
            "shell.stoppedAtFrameEndOfInput": ["frame"],
            "shell.thenInteractiveNeedsScript": [],
            "shell.thenInteractiveNeedsTerminal": [],
            "shell.widthOutOfRange": ["low", "high", "width"],
            "shell.writeFailed": ["reason"],
        ]
        /// batch block cancelled (Ctrl-C): nothing ran, the table is as it was
        public static var batchCancelled: Message { Message("shell.batchCancelled") }
        /// batch: type one change a line (`delete 2`, `insert 2`, `move 5 to 0`); `end` runs them as one performBatchU…
        public static var batchOpened: Message { Message("shell.batchOpened") }
        /// tablelab: the glossary is empty in this session
        public static var glossaryEmpty: Message { Message("shell.glossaryEmpty") }
        /// tablelab: lesson {lesson} does not run as written: `{expectation}` no longer holds, so the handout shows wh…
        public static func handoutExpectationFails(lesson: some MessageArgument, expectation: some MessageArgument, file: some MessageArgument) -> Message {
            Message("shell.handoutExpectationFails", ["lesson": lesson.messageArgument, "expectation": expectation.messageArgument, "file": file.messageArgument])
        }
        /// `tablelab lesson N` needs --print, --worksheet or --answers (to take lesson N interactively, start `tablela…
        public static var lessonNeedsPrint: Message { Message("shell.lessonNeedsPrint") }
        /// --worksheet and --answers make different handouts: give one of them (or --print for the walkthrough)
        public static var lessonOneKind: Message { Message("shell.lessonOneKind") }
        /// tablelab: TABLELAB_LESSONS names {path}, which is not a folder — its lessons are left out (TABLELAB_LESSONS…
        public static func lessonsFolderMissing(path: some MessageArgument) -> Message {
            Message("shell.lessonsFolderMissing", ["path": path.messageArgument])
        }
        /// there is no lesson {number}; lessons: {lessons} — a lesson of your own opens by its file (`tablelab lesson …
        public static func noSuchLesson(number: some MessageArgument, lessons: some MessageArgument) -> Message {
            Message("shell.noSuchLesson", ["number": number.messageArgument, "lessons": lessons.messageArgument])
        }
        /// tablelab: cannot save lesson progress to {path}: {reason}; it is kept in memory and saved when it works aga…
        public static func progressNotSaved(path: some MessageArgument, reason: some MessageArgument) -> Message {
            Message("shell.progressNotSaved", ["path": path.messageArgument, "reason": reason.messageArgument])
        }
        /// `tablelab progress report` needs the progress files to read: each student makes one with `progress export F…
        public static var reportNeedsFiles: Message { Message("shell.reportNeedsFiles") }
        /// --csv and --markdown are two formats: give one of them (without either, an aligned table)
        public static var reportOneFormat: Message { Message("shell.reportOneFormat") }
        /// ⏹ stopped at frame {frame} (Ctrl-C) — the table stays as it is now
        public static func stoppedAtFrame(frame: some MessageArgument) -> Message {
            Message("shell.stoppedAtFrame", ["frame": frame.messageArgument])
        }
        /// ⏹ stopped at frame {frame} (Ctrl-D) — the table stays as it is now, and the session ends
        public static func stoppedAtFrameEndOfInput(frame: some MessageArgument) -> Message {
            Message("shell.stoppedAtFrameEndOfInput", ["frame": frame.messageArgument])
        }
        /// --then-interactive goes with --script FILE (and not with --trace): `tablelab --script scene.txt --then-inte…
        public static var thenInteractiveNeedsScript: Message { Message("shell.thenInteractiveNeedsScript") }
        /// --then-interactive needs a terminal to stay at the prompt; standard input is not one
        public static var thenInteractiveNeedsTerminal: Message { Message("shell.thenInteractiveNeedsTerminal") }
        /// --width takes a number of columns from {low} to {high} (pictures need at least {low}); {width} is outside —…
        public static func widthOutOfRange(low: some MessageArgument, high: some MessageArgument, width: some MessageArgument) -> Message {
            Message("shell.widthOutOfRange", ["low": low.messageArgument, "high": high.messageArgument, "width": width.messageArgument])
        }
        /// tablelab: cannot write to standard output: {reason}
        public static func writeFailed(reason: some MessageArgument) -> Message {
            Message("shell.writeFailed", ["reason": reason.messageArgument])
        }
        public enum Help {
            /// Watch what a UITableView does: data-source callbacks, cell reuse, heights, threads.
            public static var abstract: Message { Message("shell.help.abstract") }
            /// Run a view controller of yours (FILE.swift) as the table's app first, as if `app FILE.swift` were typed bef…
            public static var app: Message { Message("shell.help.app") }
            /// Check the glossary, the lessons and the message catalogs for missing fields, languages, keys and broken lin…
            public static var check: Message { Message("shell.help.check") }
            /// Check lessons, glossary and message catalogs: both languages, commands that run, expectations and predictio…
            public static var checkAbstract: Message { Message("shell.help.checkAbstract") }
            /// What to check, one or more: a data folder (with glossary/, Lessons/ and messages/), a folder of lessons, a …
            public static var checkPath: Message { Message("shell.help.checkPath") }
            /// With no options on a terminal, tablelab starts an interactive session: type `scroll 10` and watch cells lea…
            public static var discussion: Message { Message("shell.help.discussion") }
            /// In a script, report each error and go on (exit status 1 at the end if any failed).
            public static var keepGoing: Message { Message("shell.help.keepGoing") }
            /// Language of messages: en, ko or both (default from LANG / LC_ALL).
            public static var lang: Message { Message("shell.help.lang") }
            /// Print lesson N (or your lesson file) as a CommonMark handout: the walkthrough with the real outputs, a work…
            public static var lessonAbstract: Message { Message("shell.help.lessonAbstract") }
            /// Write the answer key instead: the walkthrough with every choice's belief, explanation and command to try.
            public static var lessonAnswers: Message { Message("shell.help.lessonAnswers") }
            /// The lesson's number, or the path of a lesson file of yours (drafts/19-reload-data.md).
            public static var lessonNumber: Message { Message("shell.help.lessonNumber") }
            /// Write the walkthrough to standard output: each step, its answer, the command and its real pictures, the Swift.
            public static var lessonPrint: Message { Message("shell.help.lessonPrint") }
            /// Columns for the pictures.
            public static var lessonWidth: Message { Message("shell.help.lessonWidth") }
            /// Write a worksheet instead: the questions and their choices, no answers and no outputs, with room to write.
            public static var lessonWorksheet: Message { Message("shell.help.lessonWorksheet") }
            /// Read students' exported progress files (for teachers).
            public static var progressAbstract: Message { Message("shell.help.progressAbstract") }
            /// A table of a class: one row per progress file (made with `progress export`), one column per lesson: steps d…
            public static var progressReportAbstract: Message { Message("shell.help.progressReportAbstract") }
            /// Write CSV (one row per student and lesson) instead of the aligned table.
            public static var progressReportCSV: Message { Message("shell.help.progressReportCSV") }
            /// Progress files exported by students (`progress export FILE`), e.g. class/*.json.
            public static var progressReportFiles: Message { Message("shell.help.progressReportFiles") }
            /// Write a Markdown table instead of the aligned table.
            public static var progressReportMarkdown: Message { Message("shell.help.progressReportMarkdown") }
            /// Run the commands in FILE (`-` for standard input), one per line.
            public static var script: Message { Message("shell.help.script") }
            /// After --script FILE, stay at the prompt with the table the script made (a teacher's scene; `save` writes one).
            public static var thenInteractive: Message { Message("shell.help.thenInteractive") }
            /// Write events as JSON Lines to standard output instead of pictures (`jsonl`).
            public static var trace: Message { Message("shell.help.trace") }
            /// Draw for this many terminal columns, {low} to {high} (default: the terminal's width, or 80).
            public static func width(low: some MessageArgument, high: some MessageArgument) -> Message {
                Message("shell.help.width", ["low": low.messageArgument, "high": high.messageArgument])
            }
        }
        public enum Script {
            /// tablelab: cannot read {file}: {reason}
            public static func cannotRead(file: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("shell.script.cannotRead", ["file": file.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: cannot read standard input: {reason}
            public static func cannotReadStandardInput(reason: some MessageArgument) -> Message {
                Message("shell.script.cannotReadStandardInput", ["reason": reason.messageArgument])
            }
            /// tablelab: {file} is a folder, not a script — give a file of commands, one per line (e.g. --script lesson.txt)
            public static func isAFolder(file: some MessageArgument) -> Message {
                Message("shell.script.isAFolder", ["file": file.messageArgument])
            }
            /// {file}: reading stopped after line {line}: {reason}
            public static func readingStopped(file: some MessageArgument, line: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("shell.script.readingStopped", ["file": file.messageArgument, "line": line.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: standard input is a folder, not a script — give a file of commands, one per line (e.g. --script l…
            public static var standardInputIsAFolder: Message { Message("shell.script.standardInputIsAFolder") }
        }
    }
}
