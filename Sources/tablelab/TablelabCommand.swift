import ArgumentParser
import Foundation
import TableLab
import TableRender
import TableText

/// `tablelab`: the interactive playground on a terminal, or a script runner otherwise.
@main
struct TablelabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablelab",
        abstract: helpText(L10n.Shell.Help.abstract),
        // Both languages, English first: whoever reads `--help` finds the paragraph they can read.
        discussion: HelpRequest.isShown
            ? (Language.en.text(L10n.Shell.Help.discussion) + "\n\n" + Language.ko.text(L10n.Shell.Help.discussion)).visibleControls : "",
        version: TablelabVersion.current,
        subcommands: [CheckCommand.self, LessonCommandLine.self, ProgressCommandLine.self, PlayCommand.self]
    )

    /// The entry point: start reading the message catalogs on another thread before parsing the
    /// arguments, so the first message does not wait for them (the benchmark's start-up row).
    static func main() {
        if !HelpRequest.isShown { MessageCatalogs.shared.preloadInBackground(HelpRequest.language) }
        do {
            var command = try parseAsRoot(nil)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// ArgumentParser's `exit(withError:)`, but help and `--version` are written through `Output`
    /// like every other output: a full disk or a closed pipe is reported (exit 1, or 141 for a broken
    /// pipe) instead of a silent success (`print` dropped the error).
    static func exit(reporting error: Error) -> Never {
        let code = exitCode(for: error)
        var message = fullMessage(for: error)
        if code == .success && HelpRequest.isShown { message = HelpLayout.fit(message, width: HelpLayout.width()) }
        if code == .success {
            if !message.isEmpty { Output.write(message + "\n") }
        } else if !message.isEmpty {
            Output.error(message)
        }
        Foundation.exit(code.rawValue)
    }

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.script), valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.app), valueName: "FILE.swift"))
    var app: String?

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.trace), valueName: "FORMAT"))
    var trace: TraceFormat?

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.keepGoing)))
    var keepGoing = false

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.thenInteractive)))
    var thenInteractive = false

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.check)))
    var check = false

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.width(low: String(TablelabCommand.widths.lowerBound), high: String(TablelabCommand.widths.upperBound))), valueName: "COLUMNS"))
    var width: Int?

    /// The widths `--width` accepts: pictures are laid out for at least RenderContext.minimumWidth.
    static let widths = RenderContext.minimumWidth...1000

    mutating func validate() throws {
        if let width, !TablelabCommand.widths.contains(width) {
            let language = lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
            let (low, high) = (TablelabCommand.widths.lowerBound, TablelabCommand.widths.upperBound)
            throw ValidationError(shown: language.text(L10n.Shell.widthOutOfRange(low: String(low), high: String(high), width: String(width))))
        }
    }

    /// What runs before anything typed or read: `--app FILE` is the command `app FILE`.
    var startLines: [String] { app.map { ["app " + $0] } ?? [] }

    func run() throws {
        Output.reserveStandardDescriptors()
        defer { MediaCommands.finishRecording() }  // `record` still running at `quit`, Ctrl-D or a script's end
        let environment = ProcessInfo.processInfo.environment
        let language = lang ?? Language.fromEnvironment(environment)
        Output.language = language
        if check {
            throw ExitCode(ContentCheck.run(language: language))
        }
        let interactive = script == nil && trace == nil && LineEditor.isInteractive
        if interactive {
            var repl = REPL(language: language, environment: environment, fixedWidth: width)
            repl.run(first: startLines)
            return
        }
        if thenInteractive {
            guard let script, trace == nil else {
                throw ValidationError(shown: language.text(L10n.Shell.thenInteractiveNeedsScript))
            }
            guard LineEditor.isInteractive else {
                throw ValidationError(shown: language.text(L10n.Shell.thenInteractiveNeedsTerminal))
            }
            var runner = ScriptRunner(language: language, environment: environment, trace: nil,
                                      keepGoing: keepGoing, width: width ?? LineEditor.terminalColumns ?? 80)
            runner.prelude = startLines
            let location = DataLocator.locate(environment: environment)  // once, for the glossary and the lessons
            var session = Session(language: language, glossary: GlossaryLoading.load(language: language, environment: environment, location: location))
            session.loadLessonFiles { LessonLoading.files(language: language, environment: environment, location: location) }
            let status = try runner.run(source: script, session: &session)
            if status != 0 { throw ExitCode(status) }
            var repl = REPL(session: session, environment: environment, fixedWidth: width)
            repl.run()
            return
        }
        var runner = ScriptRunner(language: language, environment: environment, trace: trace,
                                  keepGoing: keepGoing, width: width ?? LineEditor.terminalColumns ?? 80)
        runner.prelude = startLines
        let status = try runner.run(source: script ?? "-")
        if status != 0 { throw ExitCode(status) }
    }
}

/// `tablelab check [PATH…]`: the same check as `--check`, of the shipped content or of each PATH (a
/// folder holding `glossary/` and `Lessons/`, a lessons folder, a lesson file, a catalog).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: helpText(L10n.Shell.Help.checkAbstract))

    @Argument(help: ArgumentHelp(helpText(L10n.Shell.Help.checkPath), valueName: "PATH"))
    var paths: [String] = []

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    func run() throws {
        let language = lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
        throw ExitCode(ContentCheck.run(language: language, paths: paths))
    }
}

/// `tablelab lesson N|FILE.md --print|--worksheet|--answers [--lang ko|en|both]`: a lesson as a
/// CommonMark handout (`LessonTranscript`) — an installed lesson by number, or a teacher's lesson
/// file read where it is.
struct LessonCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: helpText(L10n.Shell.Help.lessonAbstract))

    @Argument(help: ArgumentHelp(helpText(L10n.Shell.Help.lessonNumber), valueName: "N|FILE.md"))
    var lesson: String

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.lessonPrint)))
    var print = false

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.lessonWorksheet)))
    var worksheet = false

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.lessonAnswers)))
    var answers = false

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.lessonWidth), valueName: "COLUMNS"))
    var width: Int = 80

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let language = lang ?? Language.fromEnvironment(environment)
        guard print || worksheet || answers else {
            throw ValidationError(shown: language.text(L10n.Shell.lessonNeedsPrint))
        }
        guard !(worksheet && answers) else {
            throw ValidationError(shown: language.text(L10n.Shell.lessonOneKind))
        }
        var lessons = LessonLoading.load(language: language, environment: environment)
        let chosen: Lesson
        if let number = Int(lesson) {
            guard let found = lessons.first(where: { $0.number == number }) else {
                throw ValidationError(shown: language.text(L10n.Shell.noSuchLesson(
                    number: String(number), lessons: lessons.map { String($0.number) }.joined(separator: ", "))))
            }
            chosen = found
        } else {
            var session = Session(language: language)
            switch SessionFiles.openLessonFile(&session, lesson, environment: environment) {
            case .message(let message, _):
                throw ValidationError(shown: message)
            case .opened:
                guard let read = session.currentLesson else { throw ExitCode(1) }
                chosen = read
            }
            lessons.removeAll { $0.id == chosen.id }
            lessons.append(chosen)
            lessons.sort { ($0.number, $0.id) < ($1.number, $1.id) }
        }
        let kind: LessonTranscript.Kind = worksheet ? .worksheet : answers ? .answers : .walkthrough
        let handout = LessonTranscript.handout(chosen, lessons: lessons,
                                               glossary: GlossaryLoading.load(language: language, reportProblems: false),
                                               language: language, width: width, kind: kind)
        Output.write(handout.text)  // a failed write is one line on standard error and a non-zero exit
        if let first = handout.failedExpectations.first {
            // Written all the same (the teacher sees what it does now), but not as if it were right.
            Output.error(language.text(L10n.Shell.handoutExpectationFails(
                lesson: Int(lesson) != nil ? lesson : chosen.file, expectation: first.source, file: chosen.file)))
            throw ExitCode(1)
        }
    }
}

/// `--lang`, shared by the command and its subcommands (an option group, so `tablelab lesson 1 --print
/// --lang ko` and `tablelab --lang ko` read the same option).
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.lang), valueName: "LANG"))
    var lang: Language?
}

enum TraceFormat: String, ExpressibleByArgument, CaseIterable {
    case jsonl
}

extension Language: ExpressibleByArgument {}

/// A line of `--help` in the environment's language (`LANG`, `LC_ALL`): help is laid out before
/// `--lang` is read.
/// An option's or command's help, in the language of `--lang` (else the environment's) — read from the
/// catalogs only when help will be shown (see `HelpRequest`).
///
/// ArgumentParser prints this text itself, past `Output`: so it is made terminal-safe here (a catalog
/// is data, and a YAML escape in it decodes to a control character).
func helpText(_ message: Message) -> String {
    HelpRequest.isShown ? HelpRequest.language.text(message).visibleControls : ""
}

/// Whether this run shows help. ArgumentParser builds every option's help text on every run; reading
/// the message catalogs for it costs several milliseconds a language, which `--version`, a script and
/// the first prompt would pay for text they never show. So help text is only read when one of the
/// arguments asks for it.
enum HelpRequest {
    static let isShown: Bool = CommandLine.arguments.dropFirst().contains { argument in
        ["-h", "--help", "help", "--experimental-dump-help"].contains(argument)
            || argument.hasPrefix("--generate-completion-script")
    }

    /// `--lang ko --help` (or `--lang=ko`) shows Korean help; without it, the environment decides.
    static let language: Language = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        for (i, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang="), let l = Language(rawValue: String(argument.dropFirst(7))) { return l }
            if argument == "--lang", i + 1 < arguments.count, let l = Language(rawValue: arguments[i + 1]) { return l }
        }
        return Language.fromEnvironment(ProcessInfo.processInfo.environment)
    }()
}

enum TablelabVersion {
    static let current = "0.1.0"
}

extension ValidationError {
    /// A validation error ArgumentParser prints itself, past `Output`: its catalog text made
    /// terminal-safe first (control characters shown, not sent).
    init(shown message: String) {
        self.init(message.visibleControls)
    }
}

/// `tablelab progress report FILE… [--csv | --markdown]`: a teacher's table of their students'
/// exported progress files (`ClassReport`). A file that cannot be read is listed with its reason;
/// the report goes on. Exit status 1 only when no file could be read.
struct ProgressCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: helpText(L10n.Shell.Help.progressAbstract),
        subcommands: [ProgressReportCommand.self])
}

struct ProgressReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: helpText(L10n.Shell.Help.progressReportAbstract))

    @Argument(help: ArgumentHelp(helpText(L10n.Shell.Help.progressReportFiles), valueName: "FILE"))
    var files: [String] = []

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.progressReportCSV)))
    var csv = false

    @Flag(name: .long, help: ArgumentHelp(helpText(L10n.Shell.Help.progressReportMarkdown)))
    var markdown = false

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let language = lang ?? Language.fromEnvironment(environment)
        guard !(csv && markdown) else { throw ValidationError(shown: language.text(L10n.Shell.reportOneFormat)) }
        guard !files.isEmpty else { throw ValidationError(shown: language.text(L10n.Shell.reportNeedsFiles)) }
        var students: [ClassReport.Student] = []
        var unreadable: [ClassReport.Unreadable] = []
        for typed in files {
            switch FileEffects.read(typed, limit: FileLimits.stateFileBytes, environment: environment) {
            case .failure(let problem):
                unreadable.append(ClassReport.Unreadable(file: typed, reason: FileEffects.reason(problem)))
            case .success(nil):
                unreadable.append(ClassReport.Unreadable(file: typed, reason: FileErrorText.reason(ENOENT)))
            case .success(let data?):
                guard let progress = try? LessonProgress.fromJSON(data) else {
                    // JSON that is not ours is the wrong file; text that is not JSON at all is one
                    // cut off or broken: the teacher asks for a new export, not another file.
                    let isJSON = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
                    unreadable.append(ClassReport.Unreadable(file: typed, reason: isJSON ? L10n.Lessons.Report.notAProgressFile
                                                                                   : L10n.Lessons.Report.damagedProgressFile))
                    continue
                }
                students.append(ClassReport.Student(file: typed, progress: progress))
            }
        }
        let report = ClassReport(students: students, unreadable: unreadable,
                                 lessons: LessonLoading.load(language: language, reportProblems: false, environment: environment))
        if csv {
            Output.write(report.csv(language))
        } else if markdown {
            Output.write(report.markdown(language))
        } else {
            for line in report.text(language) { Output.line(line) }
        }
        if students.isEmpty { throw ExitCode(1) }
    }
}
