// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Files {
        static let placeholders: [String: [String]] = [
            "files.code.cannotWrite": ["path", "reason"],
            "files.code.exists": ["path"],
            "files.code.existsSample": ["path"],
            "files.code.isAFolder": ["path", "example"],
            "files.code.isAFolderSample": ["path", "example"],
            "files.code.wrote": ["path", "count"],
            "files.code.wroteSample": ["path", "count"],
            "files.exercise.cannotWrite": ["path", "reason"],
            "files.exercise.kept": ["path", "file"],
            "files.exercise.replaced": ["path", "file"],
            "files.exercise.unchanged": ["path", "file"],
            "files.exercise.wrote": ["path", "file"],
            "files.export.cannotWrite": ["path", "reason"],
            "files.export.exists": ["path", "typed"],
            "files.export.isAFolder": ["path", "example"],
            "files.export.nothingDrawn": [],
            "files.export.wrote": ["command", "path", "lines", "columns"],
            "files.history.cannotCreateFolder": ["path", "reason"],
            "files.history.cannotRead": ["path", "reason"],
            "files.history.cannotWrite": ["path", "reason"],
            "files.history.locked": ["path", "seconds"],
            "files.history.notAHistory": ["path"],
            "files.history.notRegular": ["path"],
            "files.history.tooLarge": ["path", "megabytes"],
            "files.open.isAFolder": [],
            "files.open.noSuchFile": [],
            "files.open.notUTF8": [],
            "files.open.tooLarge": [],
            "files.open.unreadable": [],
            "files.play.abstract": [],
            "files.play.badSpeed": ["speed"],
            "files.play.cannotRead": ["path", "reason"],
            "files.play.file": [],
            "files.play.filtered": ["count"],
            "files.play.notACast": ["path", "line", "problem"],
            "files.play.speed": [],
            "files.progress.anotherStudent": ["path", "name"],
            "files.progress.cannotExport": ["path", "reason"],
            "files.progress.cannotImport": ["path", "reason"],
            "files.progress.cannotRead": ["path", "reason"],
            "files.progress.exported": ["path"],
            "files.progress.imported": ["path"],
            "files.progress.movedAside": ["path", "aside"],
            "files.progress.noStateFolder": [],
            "files.progress.notAProgressFile": ["path"],
            "files.progress.notOurs": ["path"],
            "files.progress.unreadable": ["path"],
            "files.reasons.badDescriptor": [],
            "files.reasons.brokenPipe": [],
            "files.reasons.busy": [],
            "files.reasons.danglingLink": ["target"],
            "files.reasons.exists": [],
            "files.reasons.inputOutput": [],
            "files.reasons.isAFolder": [],
            "files.reasons.largerThan": ["megabytes"],
            "files.reasons.locked": ["seconds"],
            "files.reasons.nameTooLong": [],
            "files.reasons.noHome": [],
            "files.reasons.noSpace": [],
            "files.reasons.noSuchFile": [],
            "files.reasons.notAFolder": [],
            "files.reasons.notPermitted": [],
            "files.reasons.notRegular": [],
            "files.reasons.other": ["system", "code"],
            "files.reasons.permissionDenied": [],
            "files.reasons.quotaExceeded": [],
            "files.reasons.readOnly": [],
            "files.reasons.symlinkLoop": [],
            "files.reasons.textBusy": [],
            "files.reasons.tooLarge": [],
            "files.reasons.tooManyOpen": [],
            "files.reasons.tooManyOpenInSystem": [],
            "files.record.already": ["path"],
            "files.record.broke": ["path", "reason"],
            "files.record.cannotWrite": ["path", "reason"],
            "files.record.exists": ["path", "typed"],
            "files.record.isAFolder": ["path", "example"],
            "files.record.notRecording": [],
            "files.record.started": ["path"],
            "files.record.status": ["path"],
            "files.record.stopped": ["path", "seconds"],
            "files.save.cannotWrite": ["path", "reason"],
            "files.save.isAFolder": ["path"],
            "files.save.notASession": ["path"],
            "files.save.saved": ["count", "path"],
            "files.trace.cannotWrite": ["path", "reason"],
            "files.trace.isAFolder": ["path", "example"],
            "files.trace.notATrace": ["path", "typed"],
            "files.trace.notRegular": ["path"],
            "files.trace.wrote": ["count", "path"],
        ]
        public enum Code {
            /// cannot write the Swift to {path}: {reason} — try a path in a folder you can write to
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.code.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// not written: {path} is already there — give another name, or add --force to replace it (`code > {path} --fo…
            public static func exists(path: some MessageArgument) -> Message {
                Message("files.code.exists", ["path": path.messageArgument])
            }
            /// not written: {path} is already there — give another name, or add --force to replace it (`code sample > {pat…
            public static func existsSample(path: some MessageArgument) -> Message {
                Message("files.code.existsSample", ["path": path.messageArgument])
            }
            /// cannot write the Swift: {path} is a folder — give a file name, e.g. `code > {example}`
            public static func isAFolder(path: some MessageArgument, example: some MessageArgument) -> Message {
                Message("files.code.isAFolder", ["path": path.messageArgument, "example": example.messageArgument])
            }
            /// cannot write the sample data: {path} is a folder — give a file name, e.g. `code sample > {example}`
            public static func isAFolderSample(path: some MessageArgument, example: some MessageArgument) -> Message {
                Message("files.code.isAFolderSample", ["path": path.messageArgument, "example": example.messageArgument])
            }
            /// wrote the Swift of this setup to {path} ({count:line/lines}) — run it as your own app: `app {path}`
            public static func wrote(path: some MessageArgument, count: some MessageArgument) -> Message {
                Message("files.code.wrote", ["path": path.messageArgument, "count": count.messageArgument])
            }
            /// wrote SampleData.swift's code to {path} ({count:line/lines}) — in Xcode, add it to your project next to the…
            public static func wroteSample(path: some MessageArgument, count: some MessageArgument) -> Message {
                Message("files.code.wroteSample", ["path": path.messageArgument, "count": count.messageArgument])
            }
        }
        public enum Exercise {
            /// Cannot write {path}: {reason}
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.exercise.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// {path} is already here and differs from the starter — your edits are kept, nothing was written. `app {file}…
            public static func kept(path: some MessageArgument, file: some MessageArgument) -> Message {
                Message("files.exercise.kept", ["path": path.messageArgument, "file": file.messageArgument])
            }
            /// Replaced {path} with the starter: your earlier version of it is gone. Edit it, then `app {file}` runs it an…
            public static func replaced(path: some MessageArgument, file: some MessageArgument) -> Message {
                Message("files.exercise.replaced", ["path": path.messageArgument, "file": file.messageArgument])
            }
            /// {path} is already here, as the starter wrote it. Edit it, then `app {file}` runs it and grades it.
            public static func unchanged(path: some MessageArgument, file: some MessageArgument) -> Message {
                Message("files.exercise.unchanged", ["path": path.messageArgument, "file": file.messageArgument])
            }
            /// Wrote {path}. Edit it in your editor, then `app {file}` runs it and grades it (`edit` opens it again once i…
            public static func wrote(path: some MessageArgument, file: some MessageArgument) -> Message {
                Message("files.exercise.wrote", ["path": path.messageArgument, "file": file.messageArgument])
            }
        }
        public enum Export {
            /// cannot write the picture to {path}: {reason} — try a path in a folder you can write to
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.export.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// not written: {path} is already there — give another name, or add --force to replace it (`export svg {typed}…
            public static func exists(path: some MessageArgument, typed: some MessageArgument) -> Message {
                Message("files.export.exists", ["path": path.messageArgument, "typed": typed.messageArgument])
            }
            /// cannot write the picture: {path} is a folder — give a file name, e.g. `export svg {example}`
            public static func isAFolder(path: some MessageArgument, example: some MessageArgument) -> Message {
                Message("files.export.isAFolder", ["path": path.messageArgument, "example": example.messageArgument])
            }
            /// nothing to export yet: `export svg FILE` writes the pictures the last drawing command showed — run `show`, …
            public static var nothingDrawn: Message { Message("files.export.nothingDrawn") }
            /// wrote the pictures of `{command}` to {path} ({lines} lines, {columns} columns) — open it in a browser, or p…
            public static func wrote(command: some MessageArgument, path: some MessageArgument, lines: some MessageArgument, columns: some MessageArgument) -> Message {
                Message("files.export.wrote", ["command": command.messageArgument, "path": path.messageArgument, "lines": lines.messageArgument, "columns": columns.messageArgument])
            }
        }
        public enum History {
            /// tablelab: cannot save history to {path}: its folder cannot be created ({reason}); this session's history wi…
            public static func cannotCreateFolder(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.history.cannotCreateFolder", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: cannot read the history file {path}: {reason}; this session's history will not be saved
            public static func cannotRead(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.history.cannotRead", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: cannot save history to {path}: {reason}; lines are kept in memory and saved when it works again
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.history.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: another tablelab has held the history file {path} for over {seconds} seconds; this line is saved …
            public static func locked(path: some MessageArgument, seconds: some MessageArgument) -> Message {
                Message("files.history.locked", ["path": path.messageArgument, "seconds": seconds.messageArgument])
            }
            /// tablelab: the history file {path} is not a tablelab history (its first line is not `_HiStOrY_V2_`); it is l…
            public static func notAHistory(path: some MessageArgument) -> Message {
                Message("files.history.notAHistory", ["path": path.messageArgument])
            }
            /// tablelab: the history file {path} is not a regular file (a pipe, a device or a folder?); this session's his…
            public static func notRegular(path: some MessageArgument) -> Message {
                Message("files.history.notRegular", ["path": path.messageArgument])
            }
            /// tablelab: the history file {path} is larger than {megabytes} MB, so it is not a tablelab history; this sess…
            public static func tooLarge(path: some MessageArgument, megabytes: some MessageArgument) -> Message {
                Message("files.history.tooLarge", ["path": path.messageArgument, "megabytes": megabytes.messageArgument])
            }
        }
        public enum Open {
            /// it is a folder, not a file
            public static var isAFolder: Message { Message("files.open.isAFolder") }
            /// no such file
            public static var noSuchFile: Message { Message("files.open.noSuchFile") }
            /// it is not UTF-8 text
            public static var notUTF8: Message { Message("files.open.notUTF8") }
            /// larger than 1 MiB — a session file is a short list of commands
            public static var tooLarge: Message { Message("files.open.tooLarge") }
            /// it cannot be read
            public static var unreadable: Message { Message("files.open.unreadable") }
        }
        public enum Play {
            /// Replay an asciinema recording (`record FILE.cast`) in this terminal, with its timing; Ctrl-C stops.
            public static var abstract: Message { Message("files.play.abstract") }
            /// --speed takes a number above 0 and at most 100, e.g. --speed 2; {speed} is not one
            public static func badSpeed(speed: some MessageArgument) -> Message {
                Message("files.play.badSpeed", ["speed": speed.messageArgument])
            }
            /// cannot play {path}: {reason}
            public static func cannotRead(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.play.cannotRead", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// The recording (.cast, asciicast v2).
            public static var file: Message { Message("files.play.file") }
            /// (played without {count} control sequences that could retitle the window, write the clipboard or query the t…
            public static func filtered(count: some MessageArgument) -> Message {
                Message("files.play.filtered", ["count": count.messageArgument])
            }
            /// cannot play {path}: line {line} is not asciicast v2 ({problem}) — record one with `record FILE.cast`
            public static func notACast(path: some MessageArgument, line: some MessageArgument, problem: some MessageArgument) -> Message {
                Message("files.play.notACast", ["path": path.messageArgument, "line": line.messageArgument, "problem": problem.messageArgument])
            }
            /// Play N times as fast (2 is twice as fast, 0.5 half).
            public static var speed: Message { Message("files.play.speed") }
        }
        public enum Progress {
            /// {path} holds the progress of {name} — nothing was written; set your own name with `progress name NAME` and …
            public static func anotherStudent(path: some MessageArgument, name: some MessageArgument) -> Message {
                Message("files.progress.anotherStudent", ["path": path.messageArgument, "name": name.messageArgument])
            }
            /// Cannot write {path}: {reason} — nothing was written; try a path in a folder you can write to.
            public static func cannotExport(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.progress.cannotExport", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// Cannot read {path}: {reason}; your progress is unchanged. `progress export FILE` makes one.
            public static func cannotImport(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.progress.cannotImport", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// tablelab: cannot read lesson progress {path}: {reason}; it is left as it is, and this session's progress is…
            public static func cannotRead(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.progress.cannotRead", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// Progress written to {path}.
            public static func exported(path: some MessageArgument) -> Message {
                Message("files.progress.exported", ["path": path.messageArgument])
            }
            /// Progress imported from {path} (`lessons` shows it).
            public static func imported(path: some MessageArgument) -> Message {
                Message("files.progress.imported", ["path": path.messageArgument])
            }
            /// tablelab: {path} could not be read, so it was moved to {aside} (nothing was deleted); lessons start with no…
            public static func movedAside(path: some MessageArgument, aside: some MessageArgument) -> Message {
                Message("files.progress.movedAside", ["path": path.messageArgument, "aside": aside.messageArgument])
            }
            /// tablelab: neither HOME nor XDG_STATE_HOME is set to a full path, so this session's history and lesson progr…
            public static var noStateFolder: Message { Message("files.progress.noStateFolder") }
            /// {path} is not a tablelab progress file (made by `progress export`); your progress is unchanged.
            public static func notAProgressFile(path: some MessageArgument) -> Message {
                Message("files.progress.notAProgressFile", ["path": path.messageArgument])
            }
            /// {path} exists and is not a tablelab progress file — nothing was written; `progress export {path} --force` r…
            public static func notOurs(path: some MessageArgument) -> Message {
                Message("files.progress.notOurs", ["path": path.messageArgument])
            }
            /// tablelab: {path} could not be read; lessons start with no progress and it is left as it is
            public static func unreadable(path: some MessageArgument) -> Message {
                Message("files.progress.unreadable", ["path": path.messageArgument])
            }
        }
        public enum Reasons {
            /// Bad file descriptor
            public static var badDescriptor: Message { Message("files.reasons.badDescriptor") }
            /// Broken pipe
            public static var brokenPipe: Message { Message("files.reasons.brokenPipe") }
            /// Device or resource busy
            public static var busy: Message { Message("files.reasons.busy") }
            /// it is a symbolic link to {target}, which does not exist
            public static func danglingLink(target: some MessageArgument) -> Message {
                Message("files.reasons.danglingLink", ["target": target.messageArgument])
            }
            /// File exists
            public static var exists: Message { Message("files.reasons.exists") }
            /// Input/output error
            public static var inputOutput: Message { Message("files.reasons.inputOutput") }
            /// Is a directory
            public static var isAFolder: Message { Message("files.reasons.isAFolder") }
            /// it is larger than {megabytes} MB, so tablelab did not make it
            public static func largerThan(megabytes: some MessageArgument) -> Message {
                Message("files.reasons.largerThan", ["megabytes": megabytes.messageArgument])
            }
            /// another tablelab session has held it for over {seconds} seconds
            public static func locked(seconds: some MessageArgument) -> Message {
                Message("files.reasons.locked", ["seconds": seconds.messageArgument])
            }
            /// File name too long
            public static var nameTooLong: Message { Message("files.reasons.nameTooLong") }
            /// `~` stands for $HOME, which is not set to a full path — write the path in full
            public static var noHome: Message { Message("files.reasons.noHome") }
            /// No space left on device
            public static var noSpace: Message { Message("files.reasons.noSpace") }
            /// No such file or directory
            public static var noSuchFile: Message { Message("files.reasons.noSuchFile") }
            /// Not a directory
            public static var notAFolder: Message { Message("files.reasons.notAFolder") }
            /// Operation not permitted
            public static var notPermitted: Message { Message("files.reasons.notPermitted") }
            /// it is a device, a pipe or a socket, not a regular file — tablelab writes only regular files, even with --force
            public static var notRegular: Message { Message("files.reasons.notRegular") }
            /// {system} (error {code})
            public static func other(system: some MessageArgument, code: some MessageArgument) -> Message {
                Message("files.reasons.other", ["system": system.messageArgument, "code": code.messageArgument])
            }
            /// Permission denied
            public static var permissionDenied: Message { Message("files.reasons.permissionDenied") }
            /// Disk quota exceeded
            public static var quotaExceeded: Message { Message("files.reasons.quotaExceeded") }
            /// Read-only file system
            public static var readOnly: Message { Message("files.reasons.readOnly") }
            /// Too many levels of symbolic links
            public static var symlinkLoop: Message { Message("files.reasons.symlinkLoop") }
            /// Text file busy
            public static var textBusy: Message { Message("files.reasons.textBusy") }
            /// File too large
            public static var tooLarge: Message { Message("files.reasons.tooLarge") }
            /// Too many open files
            public static var tooManyOpen: Message { Message("files.reasons.tooManyOpen") }
            /// Too many open files in system
            public static var tooManyOpenInSystem: Message { Message("files.reasons.tooManyOpenInSystem") }
        }
        public enum Record {
            /// already recording to {path} — `record stop` finishes it first
            public static func already(path: some MessageArgument) -> Message {
                Message("files.record.already", ["path": path.messageArgument])
            }
            /// the recording stopped: writing {path} failed ({reason}); nothing was replaced
            public static func broke(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.record.broke", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// cannot record to {path}: {reason} — try a path in a folder you can write to
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.record.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// not recording: {path} is already there — give another name, or add --force to replace it when the recording…
            public static func exists(path: some MessageArgument, typed: some MessageArgument) -> Message {
                Message("files.record.exists", ["path": path.messageArgument, "typed": typed.messageArgument])
            }
            /// cannot record: {path} is a folder — give a file name, e.g. `record {example}`
            public static func isAFolder(path: some MessageArgument, example: some MessageArgument) -> Message {
                Message("files.record.isAFolder", ["path": path.messageArgument, "example": example.messageArgument])
            }
            /// no recording runs — `record FILE.cast` starts one
            public static var notRecording: Message { Message("files.record.notRecording") }
            /// recording to {path}: everything shown from now on, with its timing (typed lines too) — `record stop` finish…
            public static func started(path: some MessageArgument) -> Message {
                Message("files.record.started", ["path": path.messageArgument])
            }
            /// recording to {path} — `record stop` finishes it
            public static func status(path: some MessageArgument) -> Message {
                Message("files.record.status", ["path": path.messageArgument])
            }
            /// saved the recording {path} ({seconds} s) — play it with `tablelab play {path}`, or upload it to asciinema.org
            public static func stopped(path: some MessageArgument, seconds: some MessageArgument) -> Message {
                Message("files.record.stopped", ["path": path.messageArgument, "seconds": seconds.messageArgument])
            }
        }
        public enum Save {
            /// cannot write {path}: {reason} — try a path in a folder you can write to
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.save.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// cannot save to {path}: it is a folder — give a file name inside it
            public static func isAFolder(path: some MessageArgument) -> Message {
                Message("files.save.isAFolder", ["path": path.messageArgument])
            }
            /// {path} exists and is not a saved tablelab session — nothing was written; `save {path} --force` replaces it
            public static func notASession(path: some MessageArgument) -> Message {
                Message("files.save.notASession", ["path": path.messageArgument])
            }
            /// saved {count:command/commands} to {path} — `open {path}` or `tablelab --script {path} --then-interactive` g…
            public static func saved(count: some MessageArgument, path: some MessageArgument) -> Message {
                Message("files.save.saved", ["count": count.messageArgument, "path": path.messageArgument])
            }
        }
        public enum Trace {
            /// cannot write the trace to {path}: {reason} — try a path in a folder you can write to
            public static func cannotWrite(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("files.trace.cannotWrite", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// cannot write the trace: {path} is a folder — give a file name, e.g. `trace {example}`
            public static func isAFolder(path: some MessageArgument, example: some MessageArgument) -> Message {
                Message("files.trace.isAFolder", ["path": path.messageArgument, "example": example.messageArgument])
            }
            /// not written: {path} already exists and is not a tablelab trace — choose another name, or add --force to rep…
            public static func notATrace(path: some MessageArgument, typed: some MessageArgument) -> Message {
                Message("files.trace.notATrace", ["path": path.messageArgument, "typed": typed.messageArgument])
            }
            /// cannot write the trace: {path} is not a regular file (a device or a pipe) — choose a file name
            public static func notRegular(path: some MessageArgument) -> Message {
                Message("files.trace.notRegular", ["path": path.messageArgument])
            }
            /// wrote {count:event/events} to {path} (what happened so far; run `trace` again later to include more)
            public static func wrote(count: some MessageArgument, path: some MessageArgument) -> Message {
                Message("files.trace.wrote", ["count": count.messageArgument, "path": path.messageArgument])
            }
        }
    }
}
