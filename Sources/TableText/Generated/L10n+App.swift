// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum App {
        static let placeholders: [String: [String]] = [
            "app.cache.noFolder": [],
            "app.cache.unwritable": ["path", "reason"],
            "app.compile.errors": ["path", "count"],
            "app.compile.failed": ["status"],
            "app.compile.stopped": [],
            "app.compile.timedOut": ["seconds"],
            "app.gate.forbiddenImport": ["path", "line", "module"],
            "app.gate.nestedTooDeeply": ["path", "line", "limit"],
            "app.gate.testableImport": ["path", "line"],
            "app.gate.underscoredAttribute": ["path", "line", "name"],
            "app.gate.unterminatedComment": ["path", "line"],
            "app.gate.unterminatedString": ["path", "line"],
            "app.hint.argumentLabels": [],
            "app.hint.entryPoint": [],
            "app.hint.general": [],
            "app.hint.missingOverride": [],
            "app.hint.missingReturn": [],
            "app.hint.notInStandIn": ["name"],
            "app.hint.objectiveC": [],
            "app.hint.optional": [],
            "app.hint.otherCompiler": [],
            "app.hint.unknownName": ["name"],
            "app.root.ambiguous": ["path", "names", "superclass"],
            "app.root.noClass": ["path"],
            "app.root.noViewController": ["path", "names"],
            "app.run.broken": ["reason"],
            "app.run.cannotStart": ["reason"],
            "app.run.crashed": ["status", "message"],
            "app.run.crashedAt": ["path", "line", "message"],
            "app.run.exception": ["path", "line", "name", "reason"],
            "app.run.notRunning": [],
            "app.run.timedOut": ["request", "seconds"],
            "app.session.backToBuiltin": ["path"],
            "app.session.builtin": [],
            "app.session.compiling": ["file"],
            "app.session.concurrency": ["path", "line", "word"],
            "app.session.console": ["file"],
            "app.session.consoleCut": [],
            "app.session.decides": ["command", "path"],
            "app.session.decidesAt": ["command", "path", "line", "code"],
            "app.session.editorFailed": ["editor", "status", "path"],
            "app.session.launched": ["file"],
            "app.session.line": ["line", "code"],
            "app.session.noEditor": ["path"],
            "app.session.noFile": [],
            "app.session.offMainThread": ["api", "at"],
            "app.session.rolledBack": [],
            "app.session.runs": ["path"],
            "app.session.stillBuiltin": [],
            "app.session.stillYours": ["path"],
            "app.session.stoppedLoop": ["seconds"],
            "app.session.stoppedQueueing": [],
            "app.source.controlCharacter": ["path", "line", "character"],
            "app.source.noFile": ["path"],
            "app.source.notRegular": ["path"],
            "app.source.notUTF8": ["path", "line"],
            "app.source.tooLarge": ["path", "megabytes"],
            "app.source.unreadable": ["path", "reason"],
            "app.standIn.configuredMissing": ["path"],
            "app.standIn.missing": [],
            "app.status.cannotStart": ["reason"],
            "app.status.exited": ["code"],
            "app.status.signalled": ["signal"],
            "app.status.stopped": [],
            "app.status.timedOut": ["seconds"],
            "app.toolchain.configuredMissing": ["path"],
            "app.toolchain.missing": [],
            "app.toolchain.notRunnable": ["path", "status"],
        ]
        public enum Cache {
            /// tablelab keeps compiled apps in $XDG_CACHE_HOME/tablelab (else ~/.cache/tablelab), and neither XDG_CACHE_HO…
            public static var noFolder: Message { Message("app.cache.noFolder") }
            /// cannot keep the compiled app in {path}: {reason} — set XDG_CACHE_HOME to a folder you can write
            public static func unwritable(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("app.cache.unwritable", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
        }
        public enum Compile {
            /// {path}: swiftc found {count:error/errors}, so nothing was run — fix the lines below and try again
            public static func errors(path: some MessageArgument, count: some MessageArgument) -> Message {
                Message("app.compile.errors", ["path": path.messageArgument, "count": count.messageArgument])
            }
            /// swiftc failed ({status}) without naming a line of your file, so nothing was run — what it printed last:
            public static func failed(status: some MessageArgument) -> Message {
                Message("app.compile.failed", ["status": status.messageArgument])
            }
            /// compiling was stopped, so nothing was run
            public static var stopped: Message { Message("app.compile.stopped") }
            /// swiftc did not finish within {seconds:second/seconds} and was stopped, so nothing was run — a long expressi…
            public static func timedOut(seconds: some MessageArgument) -> Message {
                Message("app.compile.timedOut", ["seconds": seconds.messageArgument])
            }
        }
        public enum Gate {
            /// {path}:{line}: `import {module}` is not allowed — your file runs against tablelab's stand-in UIKit, so it m…
            public static func forbiddenImport(path: some MessageArgument, line: some MessageArgument, module: some MessageArgument) -> Message {
                Message("app.gate.forbiddenImport", ["path": path.messageArgument, "line": line.messageArgument, "module": module.messageArgument])
            }
            /// {path}:{line}: strings inside interpolations inside strings, more than {limit} levels deep — tablelab reads…
            public static func nestedTooDeeply(path: some MessageArgument, line: some MessageArgument, limit: some MessageArgument) -> Message {
                Message("app.gate.nestedTooDeeply", ["path": path.messageArgument, "line": line.messageArgument, "limit": limit.messageArgument])
            }
            /// {path}:{line}: `@testable import` is for tests, which look inside a module — an app imports UIKit as it is:…
            public static func testableImport(path: some MessageArgument, line: some MessageArgument) -> Message {
                Message("app.gate.testableImport", ["path": path.messageArgument, "line": line.messageArgument])
            }
            /// {path}:{line}: `@{name}` is an underscored attribute — Swift's own, for the compiler and the standard libra…
            public static func underscoredAttribute(path: some MessageArgument, line: some MessageArgument, name: some MessageArgument) -> Message {
                Message("app.gate.underscoredAttribute", ["path": path.messageArgument, "line": line.messageArgument, "name": name.messageArgument])
            }
            /// {path}:{line}: a `/*` comment starts on this line and never ends — close it with `*/` (comments nest: each …
            public static func unterminatedComment(path: some MessageArgument, line: some MessageArgument) -> Message {
                Message("app.gate.unterminatedComment", ["path": path.messageArgument, "line": line.messageArgument])
            }
            /// {path}:{line}: a string (or a `#/…/#` regex) starts on this line and never ends — close it with `"` (`"""` …
            public static func unterminatedString(path: some MessageArgument, line: some MessageArgument) -> Message {
                Message("app.gate.unterminatedString", ["path": path.messageArgument, "line": line.messageArgument])
            }
        }
        public enum Hint {
            /// a method's argument labels are part of its name (`dequeueReusableCell(withIdentifier:for:)`): write them as…
            public static var argumentLabels: Message { Message("app.hint.argumentLabels") }
            /// tablelab starts the app itself and shows your view controller: delete `@main` (or `@UIApplicationMain`) — t…
            public static var entryPoint: Message { Message("app.hint.entryPoint") }
            /// the compiler's message above (in English, as Xcode shows it) says what it expected on this line
            public static var general: Message { Message("app.hint.general") }
            /// your class inherits this method and writes it again: begin it with `override` (`override func viewDidLoad()…
            public static var missingOverride: Message { Message("app.hint.missingOverride") }
            /// this function says it returns a value (after `->`), and it can end without `return` — return one on every p…
            public static var missingReturn: Message { Message("app.hint.missingReturn") }
            /// `{name}` is UIKit's, and tablelab's stand-in UIKit does not have it: tablelab runs one table screen — no na…
            public static func notInStandIn(name: some MessageArgument) -> Message {
                Message("app.hint.notInStandIn", ["name": name.messageArgument])
            }
            /// this error is about Objective-C, which Swift on Linux does not have — Xcode would not show it: tablelab has…
            public static var objectiveC: Message { Message("app.hint.objectiveC") }
            /// this value is optional (`?`): it may be nil, so Swift wants you to say what happens then — `if let`, `guard…
            public static var optional: Message { Message("app.hint.optional") }
            /// the stand-in UIKit was built by another Swift compiler than this swiftc — rebuild tablelab with this toolch…
            public static var otherCompiler: Message { Message("app.hint.otherCompiler") }
            /// Swift knows no name `{name}` here — check its spelling and capital letters against UIKit's (`UITableViewCel…
            public static func unknownName(name: some MessageArgument) -> Message {
                Message("app.hint.unknownName", ["name": name.messageArgument])
            }
        }
        public enum Root {
            /// {path}: {names} all inherit `{superclass}`, and tablelab starts one view controller — keep only the one to …
            public static func ambiguous(path: some MessageArgument, names: some MessageArgument, superclass: some MessageArgument) -> Message {
                Message("app.root.ambiguous", ["path": path.messageArgument, "names": names.messageArgument, "superclass": superclass.messageArgument])
            }
            /// {path}: there is no class here for tablelab to start — it shows your view controller: declare one that inhe…
            public static func noClass(path: some MessageArgument) -> Message {
                Message("app.root.noClass", ["path": path.messageArgument])
            }
            /// {path}: none of its classes ({names}) inherits `UITableViewController` or `UIViewController`, so there is n…
            public static func noViewController(path: some MessageArgument, names: some MessageArgument) -> Message {
                Message("app.root.noViewController", ["path": path.messageArgument, "names": names.messageArgument])
            }
        }
        public enum Run {
            /// tablelab lost the conversation with your app and stopped it: {reason}
            public static func broken(reason: some MessageArgument) -> Message {
                Message("app.run.broken", ["reason": reason.messageArgument])
            }
            /// your app could not be started: {reason}
            public static func cannotStart(reason: some MessageArgument) -> Message {
                Message("app.run.cannotStart", ["reason": reason.messageArgument])
            }
            /// your app crashed ({status}): {message} — the session goes on
            public static func crashed(status: some MessageArgument, message: some MessageArgument) -> Message {
                Message("app.run.crashed", ["status": status.messageArgument, "message": message.messageArgument])
            }
            /// your app crashed at {path}:{line}: {message} — the session goes on: fix the line and run the app again
            public static func crashedAt(path: some MessageArgument, line: some MessageArgument, message: some MessageArgument) -> Message {
                Message("app.run.crashedAt", ["path": path.messageArgument, "line": line.messageArgument, "message": message.messageArgument])
            }
            /// UIKit ended your app at {path}:{line} with an uncaught exception: '{name}', reason: '{reason}'
            public static func exception(path: some MessageArgument, line: some MessageArgument, name: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("app.run.exception", ["path": path.messageArgument, "line": line.messageArgument, "name": name.messageArgument, "reason": reason.messageArgument])
            }
            /// your app is not running any more — run it again
            public static var notRunning: Message { Message("app.run.notRunning") }
            /// your app was stopped: it worked on `{request}` for {seconds:second/seconds} without finishing — a loop that…
            public static func timedOut(request: some MessageArgument, seconds: some MessageArgument) -> Message {
                Message("app.run.timedOut", ["request": request.messageArgument, "seconds": seconds.messageArgument])
            }
        }
        public enum Session {
            /// back to tablelab's own app, on a new table — `app {path}` runs yours again
            public static func backToBuiltin(path: some MessageArgument) -> Message {
                Message("app.session.backToBuiltin", ["path": path.messageArgument])
            }
            /// tablelab's own app runs (its settings are the commands you type) — `app FILE.swift` runs a view controller …
            public static var builtin: Message { Message("app.session.builtin") }
            /// compiling {file} with swiftc… (a few seconds; the same file again comes from the cache)
            public static func compiling(file: some MessageArgument) -> Message {
                Message("app.session.compiling", ["file": file.messageArgument])
            }
            /// {path}:{line}: `{word}` is Swift concurrency: its tasks run on threads tablelab cannot put on its simulated…
            public static func concurrency(path: some MessageArgument, line: some MessageArgument, word: some MessageArgument) -> Message {
                Message("app.session.concurrency", ["path": path.messageArgument, "line": line.messageArgument, "word": word.messageArgument])
            }
            /// {file} printed:
            public static func console(file: some MessageArgument) -> Message {
                Message("app.session.console", ["file": file.messageArgument])
            }
            /// (it printed more: tablelab shows the first 200 lines and keeps the first 64 KB)
            public static var consoleCut: Message { Message("app.session.consoleCut") }
            /// `{command}` changes the code of tablelab's own app; in yours, your code decides this — change it in {path}:…
            public static func decides(command: some MessageArgument, path: some MessageArgument) -> Message {
                Message("app.session.decides", ["command": command.messageArgument, "path": path.messageArgument])
            }
            /// `{command}` changes the code of tablelab's own app; in yours, your code decides this — {path}, line {line} …
            public static func decidesAt(command: some MessageArgument, path: some MessageArgument, line: some MessageArgument, code: some MessageArgument) -> Message {
                Message("app.session.decidesAt", ["command": command.messageArgument, "path": path.messageArgument, "line": line.messageArgument, "code": code.messageArgument])
            }
            /// {editor} ended with {status} (127: the editor is not installed), so {path} was not run again — type `app {p…
            public static func editorFailed(editor: some MessageArgument, status: some MessageArgument, path: some MessageArgument) -> Message {
                Message("app.session.editorFailed", ["editor": editor.messageArgument, "status": status.messageArgument, "path": path.messageArgument])
            }
            /// {file} runs: its view controller loaded (`viewDidLoad`) and the table asked its data source for the first s…
            public static func launched(file: some MessageArgument) -> Message {
                Message("app.session.launched", ["file": file.messageArgument])
            }
            /// line {line} · {code}
            public static func line(line: some MessageArgument, code: some MessageArgument) -> Message {
                Message("app.session.line", ["line": line.messageArgument, "code": code.messageArgument])
            }
            /// `edit` opens $VISUAL or $EDITOR, and neither is set — set one in your shell before starting tablelab (`expo…
            public static func noEditor(path: some MessageArgument) -> Message {
                Message("app.session.noEditor", ["path": path.messageArgument])
            }
            /// `edit` opens your app's file, and tablelab's own app runs — run yours first: `app FILE.swift`
            public static var noFile: Message { Message("app.session.noFile") }
            /// Main Thread Checker: UI API called on a background thread: {api} — at {at}. UIKit is not thread-safe: Xcode…
            public static func offMainThread(api: some MessageArgument, at: some MessageArgument) -> Message {
                Message("app.session.offMainThread", ["api": api.messageArgument, "at": at.messageArgument])
            }
            /// tablelab starts your app again for the next command
            public static var rolledBack: Message { Message("app.session.rolledBack") }
            /// your app runs: {path} — `edit` opens it; `app {path}` again after you change it; `app builtin` goes back to…
            public static func runs(path: some MessageArgument) -> Message {
                Message("app.session.runs", ["path": path.messageArgument])
            }
            /// the table still runs tablelab's own app, as before
            public static var stillBuiltin: Message { Message("app.session.stillBuiltin") }
            /// the table still runs your app {path}, as before
            public static func stillYours(path: some MessageArgument) -> Message {
                Message("app.session.stillYours", ["path": path.messageArgument])
            }
            /// tablelab stopped your app: the call above did not finish within {seconds:second/seconds} — a loop that neve…
            public static func stoppedLoop(seconds: some MessageArgument) -> Message {
                Message("app.session.stoppedLoop", ["seconds": seconds.messageArgument])
            }
            /// tablelab stopped your app: in this one command its closures kept queueing more closures, tens of thousands …
            public static var stoppedQueueing: Message { Message("app.session.stoppedQueueing") }
        }
        public enum Source {
            /// {path}:{line}: control character {character} — a Swift file holds text, tabs and line breaks only: delete i…
            public static func controlCharacter(path: some MessageArgument, line: some MessageArgument, character: some MessageArgument) -> Message {
                Message("app.source.controlCharacter", ["path": path.messageArgument, "line": line.messageArgument, "character": character.messageArgument])
            }
            /// {path}: there is no such file — give the path of your Swift file (`code` prints a view controller to start …
            public static func noFile(path: some MessageArgument) -> Message {
                Message("app.source.noFile", ["path": path.messageArgument])
            }
            /// {path} is not a file but a device, a pipe or a socket — give the path of your Swift file (a .swift file)
            public static func notRegular(path: some MessageArgument) -> Message {
                Message("app.source.notRegular", ["path": path.messageArgument])
            }
            /// {path}:{line}: this line is not UTF-8 text — save the file as UTF-8 (every code editor can) and try again
            public static func notUTF8(path: some MessageArgument, line: some MessageArgument) -> Message {
                Message("app.source.notUTF8", ["path": path.messageArgument, "line": line.messageArgument])
            }
            /// {path} is larger than {megabytes} MB, and a view controller's Swift file is a few KB — is this the right fi…
            public static func tooLarge(path: some MessageArgument, megabytes: some MessageArgument) -> Message {
                Message("app.source.tooLarge", ["path": path.messageArgument, "megabytes": megabytes.messageArgument])
            }
            /// {path} cannot be read: {reason}
            public static func unreadable(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("app.source.unreadable", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
        }
        public enum StandIn {
            /// TABLELAB_UIKIT={path} does not hold Modules/StandInUIKit.swiftmodule and libStandInUIKit.so — set it to the…
            public static func configuredMissing(path: some MessageArgument) -> Message {
                Message("app.standIn.configuredMissing", ["path": path.messageArgument])
            }
            /// tablelab's stand-in UIKit (Modules/StandInUIKit.swiftmodule and libStandInUIKit.so) was not found beside ta…
            public static var missing: Message { Message("app.standIn.missing") }
        }
        public enum Status {
            /// could not start: {reason}
            public static func cannotStart(reason: some MessageArgument) -> Message {
                Message("app.status.cannotStart", ["reason": reason.messageArgument])
            }
            /// exit status {code}
            public static func exited(code: some MessageArgument) -> Message {
                Message("app.status.exited", ["code": code.messageArgument])
            }
            /// ended by signal {signal}
            public static func signalled(signal: some MessageArgument) -> Message {
                Message("app.status.signalled", ["signal": signal.messageArgument])
            }
            /// stopped
            public static var stopped: Message { Message("app.status.stopped") }
            /// no answer within {seconds:second/seconds}
            public static func timedOut(seconds: some MessageArgument) -> Message {
                Message("app.status.timedOut", ["seconds": seconds.messageArgument])
            }
        }
        public enum Toolchain {
            /// TABLELAB_SWIFTC={path} is not a program that can run — set it to the full path of swiftc (`which swiftc` pr…
            public static func configuredMissing(path: some MessageArgument) -> Message {
                Message("app.toolchain.configuredMissing", ["path": path.messageArgument])
            }
            /// tablelab compiles your file with the Swift compiler, `swiftc`, and there is none on PATH — install the Swif…
            public static var missing: Message { Message("app.toolchain.missing") }
            /// {path} did not answer `swiftc --version` ({status}) — reinstall the Swift toolchain from swift.org (https:/…
            public static func notRunnable(path: some MessageArgument, status: some MessageArgument) -> Message {
                Message("app.toolchain.notRunnable", ["path": path.messageArgument, "status": status.messageArgument])
            }
        }
    }
}
