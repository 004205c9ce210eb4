import TableSim

/// A command being stepped through: its one run's events, and how many of them have been shown.
public struct Stepping: Sendable, Equatable {
    public let line: String
    public let step: Step
    /// Events shown so far (the cursor is on event `position - 1`).
    public internal(set) var position: Int
    /// The last `step until` found no such event ahead (the cursor went to the last event).
    public internal(set) var missed: StepTarget?
    /// The last `back` was at the first event already.
    public internal(set) var atFirst = false

    public var current: Event? { position >= 1 && position <= step.events.count ? step.events[position - 1] : nil }
    public var isAtEnd: Bool { position >= step.events.count }

    /// The screen just after the current event (before the first, at position 0).
    public var screen: Screen? {
        step.before?.replaying(step.events.prefix(position))
    }

    /// The screen just before the current event.
    public var screenBefore: Screen? {
        step.before?.replaying(step.events.prefix(max(0, position - 1)))
    }

    /// The committed frame that first shows the current event's change (FIDELITY §8b.33): a row that
    /// `willDisplay` adds is the table's now, and on screen only once the pass is committed. Nil
    /// before the first event or when the command has no screen to start from.
    public func commit(frameDuration: Double) -> FrameCommit? {
        guard position >= 1, let before = step.before else { return nil }
        return FrameCommits.of(step.events, from: before, frameDuration: frameDuration).first { $0.events.contains(position - 1) }
    }

    /// The current event and the events that led to it, outermost first (causes inside this command).
    public var callChain: [Event] {
        guard let e = current else { return [] }
        let byID = Dictionary(step.events.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var chain = [e]
        var seen: Set<Int> = [e.id]
        while let c = chain[0].cause, let cause = byID[c], seen.insert(c).inserted { chain.insert(cause, at: 0) }
        return chain
    }
}

extension Session {
    mutating func step(_ request: StepRequest) -> Response {
        switch request {
        case .run(let line):
            let response = execute(line)
            guard case .step(let step, let text) = response else { return response }
            stepping = Stepping(line: text, step: step, position: step.events.isEmpty ? 0 : 1, missed: nil, atFirst: false)
            return .view(.step(request))
        case .advance(let n):
            guard var s = stepping else { return .error(.notStepping) }
            s.missed = nil
            s.atFirst = false
            s.position = min(s.step.events.count, s.position + n)
            stepping = s
            return .view(.step(request))
        case .until(let target):
            guard var s = stepping else { return .error(.notStepping) }
            let next = s.step.events.indices.first { i in
                guard i >= s.position else { return false }
                let e = s.step.events[i]
                switch target {
                case .kind(let k): return e.kind == k
                case .frame(let f): return e.frame >= f
                case .cell(let c): return e.cell == c
                }
            }
            s.missed = nil
            s.atFirst = false
            guard let next else {
                s.position = s.step.events.count
                s.missed = target
                stepping = s
                return .view(.step(request))
            }
            s.position = next + 1
            stepping = s
            return .view(.step(request))
        }
    }

    mutating func stepBack() -> Response {
        guard var s = stepping else { return .error(.notStepping) }
        s.missed = nil
        s.atFirst = s.position <= 1
        s.position = max(s.step.events.isEmpty ? 0 : 1, s.position - 1)
        stepping = s
        return .view(.step(.advance(0)))
    }

    /// `back` / `forward`: the table as it was at point `i`.
    mutating func moveTo(_ i: Int) {
        table = timeline.move(to: i)
        stepping = nil
    }

    /// What `save` writes: a comment header, then one command per line — a valid `--script`.
    public var savedScript: String {
        var lines = [
            "\(Self.savedScriptMarker) — \(timeline.lines.count == 1 ? "1 command" : "\(timeline.lines.count) commands")",
            "# Open it with `open FILE`, or run `tablelab --script FILE --then-interactive`.",
        ]
        lines += timeline.lines
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header line `save` writes, by which it recognises its own files.
    public static let savedScriptMarker = "# tablelab session"

    /// `open FILE`: runs the text's commands on a new table. If a line fails, nothing changes.
    /// `runApp` compiles and launches a learner's app for an `app FILE.swift` line (the executable's
    /// work; without it such a line is skipped and said), and `edit` is skipped (it opens an editor).
    public mutating func open(script text: String, name: String,
                              runApp: ((inout Session, String, String) -> Response)? = nil) -> Response {
        var fresh = Session(language: language, glossary: glossary)
        fresh.speed = speed
        fresh.lessonShelf = lessonShelf
        fresh.progress = progress
        var number = 0
        var skipped: [OpenSkippedLine] = []
        // A `batch` block (written by hand: `save` writes its one line) runs as that one line.
        var block: (opened: Int, lines: BatchBlock)?
        // Split on any line break: a CRLF file's "\r\n" is one Character in Swift, not a "\n".
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            var line = String(raw)
            if var open = block {
                guard BatchBlock.closes(line) else {
                    open.lines.add(line)
                    block = open
                    continue
                }
                block = nil
                switch open.lines.command() {
                case .success(let folded): line = folded
                case .failure(let e): return .error(.openFailed(file: name, line: number, message: e.catalogMessage))
                }
            } else if BatchBlock.opens(line) {
                block = (number, BatchBlock())
                continue
            }
            let parsed = try? CommandParser.parse(line)
            if let command = parsed, OpenSkippedLine.isSkipped(command) || (runApp == nil && command.isAppRun) {
                skipped.append(OpenSkippedLine(number: number, text: line.trimmingWhitespace()))
                continue
            }
            var response = fresh.execute(line)
            if case .view(.app(.run(let path))) = response, let runApp {
                response = runApp(&fresh, path, line.trimmingWhitespace())
            }
            if case .error(let e) = response {
                return .error(.openFailed(file: name, line: number, message: e.catalogMessage))
            }
        }
        if let open = block {
            return .error(.openFailed(file: name, line: number, message: LabError.batchNotEnded(line: open.opened).catalogMessage))
        }
        fresh.seen = seen
        fresh.history = history
        fresh.pendingTraceFromOpen(previous: self)
        fresh.openSkipped = skipped
        self = fresh
        return .view(.open(path: name))
    }
}

/// A line of an opened file that `open` did not run, and says so: a session file replays what
/// changed the table, so a lesson (which would make its own table), a file command (`save`,
/// `trace`, `open`, `progress`) and `quit` are passed over.
public struct OpenSkippedLine: Sendable, Equatable {
    public let number: Int
    public let text: String

    static func isSkipped(_ command: Command) -> Bool {
        switch command {
        case .lesson, .save, .trace, .open, .quit, .app(.edit), .exportPicture, .record: return true
        default: return false
        }
    }
}
