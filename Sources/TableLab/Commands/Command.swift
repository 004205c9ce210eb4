import TableSim
import TableRender

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
    case help(topic: String?)
    case glossary(query: String?)
    /// Write the whole session's events as JSON Lines to a file (the executable does the writing).
    case trace(path: String)
    /// The Swift that behaves like the current setup.
    case code
    case language(Language)
    case speed(PlaybackSpeed)
    case reset
    case quit
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
