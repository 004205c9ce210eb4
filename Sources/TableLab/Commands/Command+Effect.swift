import TableSim

/// What a command does to the session, in four kinds: the one classification that stepping, the
/// lessons and the REPL read, so that a new command is classified once, by the compiler's exhaustive
/// switch (there is no `default:` to fall into — `save` during `step` once ended the stepping silently).
public enum CommandEffect: Sendable, Equatable {
    /// Shows something and changes nothing (`show`, `stats`, `help`, `why`, `diff`, …).
    case looks
    /// Changes the table (a simulated action, `reset`, `back`, `forward`, `open`, `step`), or runs
    /// it again beside the learner's (`replay`): typing one leaves a lesson for free play.
    case changesTable
    /// Changes the session around the table: the language, the speed, the lessons, quitting.
    case session
    /// Writes a file from the session and changes nothing in it (`save`, `trace`, `progress export`).
    case file
}

extension Command {
    /// `app FILE.swift`: a line that needs the compiler (the executable runs it).
    public var isAppRun: Bool {
        if case .app(.run) = self { return true }
        return false
    }

    public var effect: CommandEffect {
        switch self {
        case .sim, .sims, .stopped, .reset, .back, .forward, .replay, .open, .step:
            return .changesTable
        case .timeline, .show, .queue, .log, .stats, .cell, .cellForRow, .selectedRows, .help, .glossary, .code, .sampleData, .history,
             .why, .diff:
            return .looks
        case .save, .trace, .writeCode, .exportPicture, .record:
            return .file
        case .continueStepping, .language, .speed, .quit:
            return .session
        case .app(.show):
            return .looks
        case .app:
            return .changesTable
        case .lesson(.exportProgress), .lesson(.exercise):
            return .file
        case .lesson:
            return .session
        }
    }

    /// Whether a command being stepped through (`step`) is still stepped through after this one:
    /// commands that look, write a file, or set the language or speed leave it alone; `back` steps
    /// back inside it; anything else that changes the table or the session ends it.
    var keepsStepping: Bool {
        switch self {
        case .step(.run): return false
        case .step, .continueStepping, .back, .language, .speed: return true
        default:
            switch effect {
            case .looks, .file: return true
            case .changesTable, .session: return false
            }
        }
    }

    /// An update the REPL plays frame by frame (`insert`, `delete`, `move`, `batch`, `swipe delete`):
    /// its row animation, inserted and deleted rows marked in the viewport (FIDELITY §8c.36).
    public var isAnimatedUpdate: Bool {
        switch self {
        case .sim(.update), .sim(.swipeDelete): return true
        default: return false
        }
    }

    /// A drag the REPL animates frame by frame: `scroll N`, and `scroll N frames F` (stopped after F).
    public var animatedDrag: Action? {
        switch self {
        case .sim(let a) where a.isScroll: return a
        case .stopped(let a, _) where a.isScroll: return a
        default: return nil
        }
    }
}

extension Action {
    var isScroll: Bool {
        if case .scroll = self { return true }
        return false
    }
}
