import TableSim
import TableRender

/// One learner's session: the table, the language, the playback speed and what was typed.
///
/// The REPL layer is thin: a line goes in, a `Response` comes out, and nothing here touches a
/// terminal — so every command, error and message is testable in-process.
public struct Session: Sendable {
    public private(set) var table: TableState
    public var language: Language
    public var speed: PlaybackSpeed = .normal
    /// Lines that ran without error, in order (for replay and, later, lessons).
    public private(set) var history: [String] = []

    public init(language: Language = .en, table: TableState = TableState()) {
        self.language = language
        self.table = table
    }

    /// Runs one line. Errors never change the table, the language or the history.
    public mutating func execute(_ line: String) -> Response {
        let command: Command?
        do {
            command = try CommandParser.parse(line)
        } catch {
            return .error(error)
        }
        guard let command else { return .nothing }
        let response = run(command, line: line.trimmingWhitespace())
        if case .error = response {} else { history.append(line.trimmingWhitespace()) }
        return response
    }

    /// Runs an already-parsed command.
    public mutating func run(_ command: Command, line: String) -> Response {
        switch command {
        case .sim(let action):
            do {
                let step = try table.apply(action, command: line)
                return .step(step, command: line)
            } catch {
                return .error(.sim(error))
            }
        case .sims(let actions):
            var copy = table
            var merged = Step(events: [], notes: [], crash: nil)
            for action in actions {
                do {
                    let step = try copy.apply(action, command: line)
                    merged.events += step.events
                    merged.notes += step.notes
                } catch {
                    return .error(.sim(error))
                }
            }
            table = copy
            return .step(merged, command: line)
        case .timeline(let n):
            return .timeline(commands: n)
        case .show: return .show
        case .queue: return .queue
        case .log(let full): return .log(full: full)
        case .stats: return .stats
        case .cell(let id):
            guard table.cell(id) != nil else { return .error(.noSuchCell(id, created: table.cells.count)) }
            return .cell(id)
        case .help(let topic):
            if let topic, CommandCatalog.info(named: topic) == nil {
                return .error(.unknownCommand(topic, suggestions: CommandParser.suggestions(for: topic)))
            }
            return .help(topic: topic)
        case .language(let l):
            language = l
            return .language(l)
        case .speed(let s):
            speed = s
            return .speed(s)
        case .reset:
            table = TableState()
            return .reset
        case .quit:
            return .quit
        }
    }

}

/// What a line did, for the renderer to draw.
public enum Response: Sendable, Equatable {
    case nothing
    case step(Step, command: String)
    case show
    case queue
    case log(full: Bool)
    case stats
    case timeline(commands: Int)
    case cell(Int)
    case help(topic: String?)
    case language(Language)
    case speed(PlaybackSpeed)
    case reset
    case quit
    case error(LabError)

    public var isError: Bool {
        if case .error = self { return true }
        if case .step(let s, _) = self, s.crashed { return true }
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

extension Session {
    /// A drag stopped after `frameLimit` frames (Ctrl-C during an animation): the table keeps the
    /// state of that frame, recorded as one command like any other.
    public mutating func executeScroll(_ amount: ScrollAmount, line: String, frameLimit: Int) -> Response {
        do {
            let step = try table.apply(.scroll(amount), command: line, frameLimit: frameLimit)
            history.append(line)
            return .step(step, command: line)
        } catch {
            return .error(.sim(error))
        }
    }
}
