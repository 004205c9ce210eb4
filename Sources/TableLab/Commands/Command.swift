import TableSim
import TableRender
import TableText

/// A parsed line: something the simulation does, or something the session shows or changes.
public enum Command: Sendable, Equatable {
    /// Changes the table; produces events.
    case sim(Action)
    /// Several actions from one line (`latency 300ms jitter 50ms`), applied in order as one command.
    case sims([Action])
    /// A drag stopped after a number of frames (`scroll 50 frames 12`): what Ctrl-C during the
    /// animation records, so replaying the session stops the drag at the same frame.
    case stopped(Action, frames: Int)
    case timeline(commands: Int)
    case show
    case queue
    case log(full: Bool)
    /// Statistics of the whole session, or of the last N commands.
    case stats(lastCommands: Int?)
    case cell(Int)
    /// The table's `cellForRow(at:)`: the visible cell for a row, or nil — never a callback.
    case cellForRow(TablePath)
    /// The table's `indexPathsForSelectedRows`: its selection, or nil — never a callback.
    case selectedRows
    case help(topic: String?)
    case glossary(query: String?)
    /// Write the whole session's events as JSON Lines to a file (the executable does the writing).
    /// `force`: replace an existing file that is not a tablelab trace (`trace FILE --force`).
    case trace(path: String, force: Bool)
    /// The Swift that behaves like the current setup.
    case code
    /// `code sample`: SampleData.swift, the small file that makes the printed code build in Xcode.
    case sampleData
    /// `code > FILE.swift`: the same Swift written to a file (the executable writes it), to run with
    /// `app FILE.swift`. `force`: replace a file that is already there. `sample`: SampleData.swift
    /// instead (`code sample > SampleData.swift`).
    case writeCode(path: String, force: Bool, sample: Bool = false)
    /// `export svg FILE`: the last command's pictures as an SVG (the executable renders and writes it).
    case exportPicture(path: String, force: Bool)
    /// `record FILE.cast` … `record stop`: an asciinema recording of the terminal (the executable writes it).
    case record(RecordCommand)
    /// Going back through whole commands, and forward again.
    case back
    case forward
    /// The numbered points of the session (`diff N M`, `back`).
    case history
    /// Running a command one event at a time.
    case step(StepRequest)
    case continueStepping
    /// Answers from the cause links.
    case why(WhyQuestion)
    /// What changed between two points of the session (the last command, when nil).
    case diff(from: Int?, to: Int?)
    /// The commands since the last data change again, with one setting different.
    case replay(TableState.Variation)
    /// The session as a command list, and back.
    case save(path: String, force: Bool)
    case open(path: String)
    case language(Language)
    case speed(PlaybackSpeed)
    case reset
    case quit
    /// The learner's own app: `app FILE.swift`, `app`, `app builtin`, `edit`.
    case app(AppCommand)
    /// The guided lessons: `lessons`, `lesson 3`, `next`, `hint`, `answer 16`, `progress export FILE`, …
    case lesson(LessonCommand)
}

/// What an app command asked (the executable compiles and starts the app; the session runs it).
public enum AppCommand: Sendable, Equatable {
    /// `app FILE.swift`: compile the file and run its view controller as the table's app.
    case run(path: String)
    /// `app`: which app runs.
    case show
    /// `app builtin`: back to tablelab's own app.
    case builtin
    /// `edit`: open the app's file in the learner's editor, then run it again.
    case edit
}

/// What a lesson command asked.
public enum LessonCommand: Sendable, Equatable {
    case list
    /// `lesson 3`; `lesson` alone comes back to the lesson and step the learner left.
    case open(Int?)
    case next
    case previous
    case goto(String)
    /// `hint` (the next one), `hint 2`.
    case hint(Int?)
    case solution
    case answer(String)
    case restart
    /// `exercise`: write the step's starter into the learner's folder (the executable writes it; an
    /// existing file is kept unless `replace`, `exercise reset`).
    case exercise(replace: Bool)
    /// `exercise check`: grade the app that runs now against the exercise step.
    case checkExercise
    /// The executable reads and writes the files. `force` replaces a file that is not a progress file.
    case exportProgress(String, force: Bool)
    case importProgress(String)
    /// `lesson PATH.md`: a lesson file of the teacher's, read where it is (the executable reads it).
    case openFile(String)
    /// `progress name 김민지`: the name a class report shows for this progress; `progress name` alone says it.
    case name(String?)
}

/// What `step` was asked to do.
public enum StepRequest: Sendable, Equatable {
    /// `step scroll 1`: run the line, then stop before its first event.
    case run(line: String)
    /// `step`, `step 5`: go on by that many events.
    case advance(Int)
    /// `step until prepareForReuse`, `step until frame 12`, `step until cell 7`.
    case until(StepTarget)
}

public enum StepTarget: Sendable, Equatable {
    case kind(Event.Kind)
    case frame(Int)
    case cell(Int)
}

/// What `why` was asked.
public enum WhyQuestion: Sendable, Equatable {
    case cell(Int)
    case row(TablePath)
    /// `why new cell` / `why not reused`: the last cell created.
    case newCell
}

/// How fast animations play in real time. It paces the drawing only and never changes the simulation.
public enum PlaybackSpeed: String, Sendable, CaseIterable {
    case slow, normal, fast, instant

    /// Real milliseconds to wait between two drawn frames.
    public var millisecondsPerFrame: Int {
        switch self {
        case .slow: return 120
        case .normal: return 40
        case .fast: return 12
        case .instant: return 0
        }
    }
}
