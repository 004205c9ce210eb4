import Foundation
import TableSim
import TableRender
import TableText

/// One learner's session: the table, the language, the playback speed and what was typed.
///
/// The REPL layer is thin: a line goes in, a `Response` comes out, and nothing here touches a
/// terminal — so every command, error and message is testable in-process.
public struct Session: Sendable {
    public internal(set) var table: TableState
    public var language: Language
    public var speed: PlaybackSpeed = .normal
    /// Lines that ran without error, in order (for replay and, later, lessons).
    public internal(set) var history: [String] = []
    /// The glossary; often lazy (`Glossary.lazy`): nothing here reads it until a command needs it.
    public let glossary: Glossary
    var linker: GlossaryLinker { glossary.linker }
    /// What the learner was shown, for `sightings` (matched against the glossary only when asked).
    var seen = GlossarySightings()
    /// Where the learner met each glossary term in this session. With nothing noted yet, the
    /// glossary's term finder is not built (it reads every entry's names and spellings).
    public var sightings: GlossarySightings { seen.unread.isEmpty ? seen : seen.resolved(by: linker) }
    /// The trace lines not yet handed out by `takeTraceLines()` (the `--trace jsonl` stream): the
    /// number of the table's batches already written, and lines kept from a table `reset` replaced.
    var tracedBatches = 0
    var pendingTrace: [String] = []
    /// The state after each command that changed the table (`back`, `forward`, `diff`, `save`).
    public internal(set) var timeline: SessionTimeline
    /// The command being stepped through, if any (`step`).
    public internal(set) var stepping: Stepping?
    /// The command whose stepping the last line ended (any command but the stepping ones), to say so.
    public internal(set) var finishedStepping: String?
    /// The commands the last line dropped from ahead (typed after `back`), to say so once.
    public internal(set) var droppedAhead: [String] = []
    /// The last `replay`'s two runs side by side.
    public internal(set) var replayResult: ReplayResult?
    /// The lines the last `open` did not run (lessons, files, `quit`), to say so.
    public internal(set) var openSkipped: [OpenSkippedLine] = []
    /// The guided lessons, in order (`Lessons/`), every one read in full (`tablelab check`, tests).
    /// A session reads them only as it needs them (`lessonSummaries`, `LessonShelf`): the first
    /// prompt reads none, `lesson 1` reads one. Copies of the session share the reads.
    public var lessons: [Lesson] {
        get { lessonShelf.lessons }
        set { lessonShelf = LessonShelf(newValue) }
    }
    /// Number, id, title and prerequisites of every lesson, in order, from their headers alone:
    /// what the list and `lesson N` need before one lesson is read. `course.lesson` indexes these.
    public var lessonSummaries: [LessonSummary] { lessonShelf.summaries }
    var lessonShelf = LessonShelf([])
    /// Where the learner is in the lessons, and what they did.
    public internal(set) var course = CourseState()
    public var progress = LessonProgress()
    /// Set when `progress` changed; the executable saves it and clears this.
    public var progressChanged = false
    /// The learner's apps this session ran, by compiled key (`app FILE.swift`): a table restored by
    /// `back` finds the program of its own app here.
    public internal(set) var apps: [String: ChildApp] = [:]
    /// The learner's file as typed for each app key (`app {path}` in messages).
    public internal(set) var appPaths: [String: String] = [:]
    /// The app `app builtin` left, as typed (`app {path}` runs it again).
    public internal(set) var leftAppPath: String?
    /// What the learner's app printed during the last command (its console), sanitized.
    public internal(set) var appConsole: (lines: [String], truncated: Bool)?
    /// The model notes an update says (`UpdateText.modelNotes`) already told in full in this
    /// session, or since the lesson was opened; and those told before the last command, which its
    /// picture names in one short line instead of saying them again (`Session+ModelNotes`).
    var modelNotesTold: Set<String> = []
    public internal(set) var modelNotesToldBefore: Set<String> = []
    /// A line for the next prompt to start with (`solution`): the REPL types it in, the learner enters it.
    public var pendingInput: String?

    public init(language: Language = .en, table: TableState = TableState(), glossary: Glossary = .empty) {
        self.language = language
        self.table = table
        self.glossary = glossary
        self.timeline = SessionTimeline(start: table)
    }

    /// Runs one line. Errors never change the table, the language or the history.
    public mutating func execute(_ line: String) -> Response {
        execute(ParsedLine(line))
    }

    /// Runs a line parsed once (the REPL parses a line to decide whether to animate it, then runs
    /// the same parse).
    public mutating func execute(_ parsed: ParsedLine) -> Response {
        let line = parsed.line
        let command: Command?
        switch parsed.command {
        case .success(let c): command = c
        case .failure(let error): return .error(error)
        }
        guard let command else { return .nothing }
        droppedAhead = []
        finishedStepping = nil
        // Stepping lasts through the stepping commands and those that only look or write a file
        // (`Command.keepsStepping`, read from the one classification `Command.effect`).
        if !command.keepsStepping {
            if let s = stepping { finishedStepping = s.line }
            if case .step(.run) = command {} else { stepping = nil }
        }
        if let response = lessonTableCommand(command, line: line.trimmingWhitespace()) {
            noteSightings(response, line: line.trimmingWhitespace())
            noteModelNotes(response)
            return response
        }
        let response = run(command, line: line.trimmingWhitespace())
        if case .error = response {} else {
            history.append(line.trimmingWhitespace())
            noteSightings(response, line: line.trimmingWhitespace())
            noteModelNotes(response)
        }
        return response
    }

    /// Runs an already-parsed command.
    public mutating func run(_ command: Command, line: String) -> Response {
        switch command {
        case .sim(let action):
            return apply([action], line: line, command: command)
        case .sims(let actions):
            return apply(actions, line: line, command: command)
        case .stopped(let action, let frames):
            return apply([action], line: line, frameLimit: frames, command: command)
        case .cell(let id):
            guard table.cell(id) != nil else { return .error(.noSuchCell(id, created: table.cells.count)) }
            return .view(command)
        case .help(let topic):
            if let topic, CommandCatalog.info(named: topic) == nil {
                // `help 스크롤` (a Korean word) or `help ㄴㅊ개ㅣㅣ` (the Korean keyboard on) point to the
                // command the way the same word typed as a command does.
                let meant = KoreanKeyboard.words[topic]
                    ?? KoreanKeyboard.keysPressed(for: topic).flatMap { CommandCatalog.info(named: $0)?.name }
                return .error(.unknownCommand(topic, suggestions: meant.map { [$0] } ?? CommandParser.suggestions(for: topic)))
            }
            return .view(command)
        case .language(let l):
            language = l
            return .view(command)
        case .speed(let s):
            speed = s
            return .view(command)
        case .reset:
            pendingTrace += untracedLines() + [TraceJSONL.resetLine(command: line)]
            table = TableState()
            tracedBatches = 0
            droppedAhead = timeline.record(line, command, table, newTable: true)
            return .view(command)
        case .back:
            if stepping != nil { return stepBack() }
            guard timeline.cursor > 0 else { return .error(.nothingBack) }
            moveTo(timeline.cursor - 1)
            return .view(command)
        case .forward:
            guard timeline.cursor < timeline.last else { return .error(.nothingForward) }
            moveTo(timeline.cursor + 1)
            return .view(command)
        case .history:
            return .view(command)
        case .step(let request):
            return step(request)
        case .continueStepping:
            guard let s = stepping else { return .error(.notStepping) }
            stepping = nil
            return .step(s.step, command: s.line)
        case .why(let question):
            return why(question, command)
        case .diff(let from, let to):
            if let from, from > timeline.last { return .error(.noSuchPoint(from, last: timeline.last)) }
            if let to, to > timeline.last { return .error(.noSuchPoint(to, last: timeline.last)) }
            if from == nil && timeline.cursor == 0 { return .error(.nothingBack) }
            return .view(command)
        case .replay(let variation):
            return replay(variation, command)
        case .save, .writeCode, .exportPicture, .record:
            return .view(command)
        case .open:
            return .view(command)
        case .show, .queue, .log, .stats, .timeline, .quit, .glossary, .trace, .code, .sampleData, .cellForRow, .selectedRows:
            return .view(command)
        case .lesson(let c):
            return runLesson(c)
        case .app(let c):
            return runApp(c, line: line)
        }
    }

    /// One run of a line's actions: one batch in the log, one step.
    mutating func apply(_ actions: [Action], line: String, frameLimit: Int? = nil, command: Command) -> Response {
        if table.isLearnerApp, let refused = refusedInApp(actions, line: line) { return .error(refused) }
        do {
            let previous = self
            let app = runningApp
            defer { appConsole = app?.takeConsole() }
            let step = try table.applyLine(actions, command: line, frameLimit: frameLimit, app: app)
            if step.notes.contains(.launched) {
                // The app launched with this data: a new table, as after `reset`.
                pendingTrace += previous.untracedLines() + [TraceJSONL.resetLine(command: line)]
                tracedBatches = 0
                droppedAhead = timeline.record(line, command, table, newTable: true)
                return .step(step, command: line)
            }
            // Every command that changed the table (a crash too: its rolled-back events are logged).
            droppedAhead = timeline.record(line, command, table)
            return .step(step, command: line)
        } catch {
            return .error(.sim(error))
        }
    }

    /// Remembers which glossary terms this response showed the learner: the callbacks and queue
    /// operations a command caused, and the words of a help page.
    mutating func noteSightings(_ response: Response, line: String) {
        var text = ""
        switch response {
        case .step(let step, _):
            // The kinds the step's counts hold (`EventCounts`, made once for the step: every kind
            // among its events has a count), not a set built over its events (attack M7).
            text = step.counts.calls.keys.map(\.rawValue).sorted().joined(separator: " ")
            // Hitches, hangs and reuses by the definitions `stats` and the summary line count them
            // with (`Event.isHitch`, `MainThread.hangs`, a reused dequeue), from the same counts: met
            // only when they say so.
            if !step.crashed && step.counts.reuses > 0 { text += " reuse queue" }
            if !step.crashed && step.counts.hitches > 0 { seen.record(id: "hitch", context: "`\(line)`") }
            // `counts` holds the same hangs (`MainThread.hangs`), counted once for the step.
            if !step.crashed && step.counts.hangs > 0 { seen.record(id: "hang", context: "`\(line)`") }
        case .view(.help(let topic)):
            if let topic, let info = CommandCatalog.info(named: topic) { text = info.detail(.en) }
        case .lesson(let view):
            // What a lesson step ran counts as met in that lesson.
            guard let lesson = currentLesson else { return }
            for case .response(let inner) in view.blocks {
                noteSightings(inner, line: "lesson \(lesson.number)")
            }
            return
        default:
            return
        }
        seen.note(text, context: "`\(line)`")
    }

    /// Marks glossary terms in help text: underlined in colour, followed by ° without colour.
    public func markTerms(_ text: String, colour: Bool) -> String {
        linker.mark(text) { colour ? "\u{1B}[4m\($0)\u{1B}[24m" : $0 + "°" }
    }

}

/// What a line did, for the renderer to draw.
public enum Response: Sendable, Equatable {
    /// A blank line or a comment.
    case nothing
    /// The table changed: its events, and the line that caused them.
    case step(Step, command: String)
    /// A command that looks at the session or changes it without touching the table (`show`, `stats`,
    /// `help`, `lang`, `reset`, `quit`, …): drawn from the session as it is after the command.
    case view(Command)
    case error(LabError)
    /// A lesson step: narration, a question, the command the lesson ran and what it did, a verdict.
    case lesson(LessonView)

    /// A line that could not run. A simulated crash is not one: the command ran, the (simulated)
    /// app crashed, and that is often the very thing being shown.
    public var isError: Bool {
        if case .error = self { return true }
        return false
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

/// A line and what it parsed to, once: a command, nothing (a blank line or a comment), or the error
/// that teaches what is wrong.
public struct ParsedLine: Sendable {
    /// The line with a CR or form feed between words made a space (never kept in history or a save).
    public let line: String
    public let command: Result<Command?, LabError>

    public init(_ text: String) {
        line = CommandParser.spacingControlWhitespace(text)
        do {
            command = .success(try CommandParser.parse(line))
        } catch {
            command = .failure(error)
        }
    }

    init(line: String, command: Command) {
        self.line = line
        self.command = .success(command)
    }

    /// Whether this line is an update the REPL plays frame by frame (`Command.isAnimatedUpdate`).
    public var isAnimatedUpdate: Bool {
        if case .success(let c?) = command { return c.isAnimatedUpdate }
        return false
    }

    /// The drag this line asks for, when the REPL animates it (`Command.animatedDrag`).
    public var animatedDrag: Action? {
        if case .success(let c?) = command { return c.animatedDrag }
        return nil
    }
}

extension Session {
    /// A drag stopped after `frames` frames (Ctrl-C during its animation): the table keeps the state
    /// of that frame, recorded as `scroll … frames N` so a replay of the session stops there too. The
    /// command is built as a value (`.stopped`), never as text to parse again.
    public mutating func executeStopped(_ parsed: ParsedLine, frames: Int) -> Response {
        guard case .scroll(let amount)? = parsed.animatedDrag else { return execute(parsed) }
        let line = "scroll \(amount.commandText) frames \(frames)"
        return execute(ParsedLine(line: line, command: .stopped(.scroll(amount), frames: frames)))
    }

    /// `executeStopped` for a line not parsed yet.
    public mutating func executeStopped(_ line: String, frames: Int) -> Response {
        executeStopped(ParsedLine(line), frames: frames)
    }
}

extension ScrollAmount {
    /// The amount as `scroll` reads it back: `10`, `-3`, `200pt`.
    var commandText: String {
        switch self {
        case .rows(let n): return String(n)
        case .points(let p):
            return (p == p.rounded() && abs(p) < 1e15 ? String(Int(p)) : String(p)) + "pt"
        }
    }
}

extension Session {
    /// Every event of this table so far as JSON Lines, each tagged with the command that caused it
    /// (the first load included) — what `trace FILE` writes.
    public var traceLines: [String] { TraceJSONL.lines(table.log) }

    /// The trace lines of everything that happened since the last call: the first load, each
    /// command's events, and a `reset` marker where the table was made anew — the `--trace jsonl`
    /// stream, which therefore holds everything `trace FILE` holds.
    public mutating func takeTraceLines() -> [String] {
        let lines = pendingTrace + untracedLines()
        pendingTrace = []
        tracedBatches = table.log.batches.count
        return lines
    }

    /// After `open`: the trace stream goes on from the session this one replaced, with a `reset`
    /// marker where the new table starts.
    mutating func pendingTraceFromOpen(previous: Session) {
        pendingTrace = previous.pendingTrace + previous.untracedLines() + [TraceJSONL.resetLine(command: "open")] + pendingTrace
    }

    func untracedLines() -> [String] {
        table.log.batches.dropFirst(tracedBatches).flatMap { batch in
            batch.events.map { TraceJSONL.line($0, command: batch.command, rolledBack: batch.rolledBack) }
        }
    }
}

extension Session {
    /// Lessons to read on first use (`lessons`, `lesson N`, a glossary entry naming its lessons).
    public mutating func loadLessons(when needed: @escaping @Sendable () -> [Lesson]) {
        lessonShelf = LessonShelf(load: { needed().map(LessonSource.init) })
    }

    /// Lesson files to read one by one as they are needed: a glossary entry's lessons read only
    /// their own files; the list reads them all, each once; a lesson is parsed in full when opened.
    public mutating func loadLessonFiles(_ files: @escaping @Sendable () -> [LessonFile]) {
        lessonShelf = LessonShelf(files: files)
    }

    /// The summary of lesson `id` (the glossary names lessons by id), reading as little as it can.
    public func lessonSummary(id: String) -> LessonSummary? { lessonShelf.summary(id: id) }

    /// Lesson summaries to read on first use, each lesson read in full when it is opened.
    public mutating func loadLessonSources(_ sources: @escaping @Sendable () -> [LessonSource]) {
        lessonShelf = LessonShelf(load: sources)
    }
}
