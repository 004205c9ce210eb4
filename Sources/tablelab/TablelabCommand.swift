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
        abstract: "Watch what a UITableView does: data-source callbacks, cell reuse, heights, threads.",
        discussion: """
        With no options on a terminal, tablelab starts an interactive session: type `scroll 10` and \
        watch cells leave the screen into the reuse queue and come back as other rows. `help` lists \
        every command. When standard input is not a terminal, or with --script, commands are read \
        one per line and the run stops at the first error (exit status 1) unless --keep-going.

        UITableView가 하는 일을 터미널에서 지켜보세요. 터미널에서 옵션 없이 실행하면 대화형 세션이 \
        시작됩니다: `scroll 10`을 입력해 보세요. `help`는 모든 명령을 보여줍니다.
        """,
        version: TablelabVersion.current,
        subcommands: [CheckCommand.self, LessonCommandLine.self]
    )

    @Option(name: .long, help: ArgumentHelp("Run the commands in FILE (`-` for standard input), one per line.", valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Write events as JSON Lines to standard output instead of pictures (`jsonl`).", valueName: "FORMAT"))
    var trace: TraceFormat?

    @Flag(name: .long, help: "In a script, report each error and go on (exit status 1 at the end if any failed).")
    var keepGoing = false

    @Flag(name: .long, help: "After --script FILE, stay at the prompt with the table the script made (a teacher's scene; `save` writes one).")
    var thenInteractive = false

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    @Flag(name: .long, help: "Check the glossary (and lessons) for missing fields, languages and broken links; print FILE:LINE problems.")
    var check = false

    @Option(name: .long, help: ArgumentHelp("Draw for this many terminal columns, \(TablelabCommand.widths.lowerBound) to \(TablelabCommand.widths.upperBound) (default: the terminal's width, or 80).", valueName: "COLUMNS"))
    var width: Int?

    /// The widths `--width` accepts: pictures are laid out for at least RenderContext.minimumWidth.
    static let widths = RenderContext.minimumWidth...1000

    mutating func validate() throws {
        if let width, !TablelabCommand.widths.contains(width) {
            let language = lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
            let (low, high) = (TablelabCommand.widths.lowerBound, TablelabCommand.widths.upperBound)
            throw ValidationError(language.text(
                "--width takes a number of columns from \(low) to \(high) (pictures need at least \(low)); \(width) is outside — e.g. --width \(low)",
                "--width 값은 \(low)부터 \(high)까지의 열 수입니다(그림에 최소 \(low)열 필요). 받은 값: \(width) — 예: --width \(low)"))
        }
    }

    func run() throws {
        Output.reserveStandardDescriptors()
        let environment = ProcessInfo.processInfo.environment
        let language = lang ?? Language.fromEnvironment(environment)
        Output.language = language
        if check {
            throw ExitCode(ContentCheck.run(language: language))
        }
        let interactive = script == nil && trace == nil && LineEditor.isInteractive
        if interactive {
            var repl = REPL(language: language, environment: environment, fixedWidth: width)
            repl.run()
            return
        }
        if thenInteractive {
            guard let script, trace == nil else {
                throw ValidationError("--then-interactive goes with --script FILE (and not with --trace): `tablelab --script scene.txt --then-interactive`")
            }
            guard LineEditor.isInteractive else {
                throw ValidationError("--then-interactive needs a terminal to stay at the prompt; standard input is not one")
            }
            let runner = ScriptRunner(language: language, environment: environment, trace: nil,
                                      keepGoing: keepGoing, width: width ?? LineEditor.terminalColumns ?? 80)
            var session = Session(language: language, glossary: GlossaryLoading.load(language: language))
            session.loadLessons { LessonLoading.load(language: language) }
            let status = try runner.run(source: script, session: &session)
            if status != 0 { throw ExitCode(status) }
            var repl = REPL(session: session, environment: environment, fixedWidth: width)
            repl.run()
            return
        }
        let runner = ScriptRunner(language: language, environment: environment, trace: trace,
                                  keepGoing: keepGoing, width: width ?? LineEditor.terminalColumns ?? 80)
        let status = try runner.run(source: script ?? "-")
        if status != 0 { throw ExitCode(status) }
    }
}

/// `tablelab check [PATH]`: the same check as `--check`, of the shipped content or of PATH (a folder
/// holding `glossary/` and `Lessons/`, a lessons folder, or one lesson file).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check lessons and glossary: both languages, commands that run, expectations and predictions that hold; FILE:LINE problems.")

    @Argument(help: ArgumentHelp("A data folder (with glossary/ and Lessons/), a lessons folder, or one lesson file.", valueName: "PATH"))
    var path: String?

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    func run() throws {
        let language = lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
        throw ExitCode(ContentCheck.run(language: language, path: path))
    }
}

/// `tablelab lesson N --print [--lang ko|en|both]`: the lesson as a Markdown transcript with real outputs.
struct LessonCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Print lesson N as a Markdown transcript with the real outputs (for handouts).")

    @Argument(help: "The lesson's number.")
    var number: Int

    @Flag(name: .long, help: "Write the transcript to standard output.")
    var print = false

    @OptionGroup var language: LanguageOption
    var lang: Language? { language.lang }

    @Option(name: .long, help: ArgumentHelp("Columns for the pictures (default 80).", valueName: "COLUMNS"))
    var width: Int = 80

    func run() throws {
        let language = lang ?? Language.fromEnvironment(ProcessInfo.processInfo.environment)
        guard print else {
            throw ValidationError("`tablelab lesson N` needs --print (to take lesson N interactively, start `tablelab` and type `lesson N`)")
        }
        let lessons = LessonLoading.load(language: language)
        guard let lesson = lessons.first(where: { $0.number == number }) else {
            throw ValidationError("there is no lesson \(number); lessons: \(lessons.map { String($0.number) }.joined(separator: ", "))")
        }
        let text = LessonTranscript.markdown(lesson, lessons: lessons, glossary: GlossaryLoading.load(language: language, reportProblems: false),
                                             language: language, width: width)
        Output.write(text)  // a failed write is one line on standard error and a non-zero exit
    }
}

/// `--lang`, shared by the command and its subcommands (an option group, so `tablelab lesson 1 --print
/// --lang ko` and `tablelab --lang ko` read the same option).
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Language of messages: en, ko or both (default from LANG / LC_ALL).", valueName: "LANG"))
    var lang: Language?
}

enum TraceFormat: String, ExpressibleByArgument, CaseIterable {
    case jsonl
}

extension Language: ExpressibleByArgument {}

enum TablelabVersion {
    static let current = "0.1.0"
}
