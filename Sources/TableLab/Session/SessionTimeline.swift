import TableSim

/// The table after each command that changed it — point 0 is the start — so `back` and `forward`
/// restore a state exactly (`==`), `diff N M` compares two, and `save` writes the commands that led
/// to the current one.
///
/// Each point keeps its state without its events (`TableState.withoutEvents()`); the events live once,
/// in the longest log of each table (a `reset` starts a new table, an "epoch"), and a restored state
/// takes the first of them back. So going back costs memory for the states, not for the log.
public struct SessionTimeline: Sendable {
    public struct Point: Sendable {
        /// The line that led here (nil for the start), as typed: what `history` and `save` show.
        public let line: String?
        /// The command that line parsed to (nil for the start): what `replay` runs again and reads,
        /// so no code compares or re-parses the text.
        public let command: Command?
        /// Boxed: a copy of the session copies a pointer per point, not a whole state.
        private let box: Box
        /// Which table this point belongs to: a `reset` or a launch starts the next one.
        let epoch: Int
        var table: TableState { box.table }

        init(line: String?, command: Command?, table: TableState, epoch: Int) {
            self.line = line
            self.command = command
            self.box = Box(table)
            self.epoch = epoch
        }
    }

    /// A state that never changes once kept.
    final class Box: Sendable {
        let table: TableState
        init(_ table: TableState) { self.table = table }
    }

    public private(set) var points: [Point]
    /// The point the session is at.
    public private(set) var cursor: Int = 0
    /// The longest log of each table.
    private var logs: [EventLog]

    init(start: TableState) {
        points = [Point(line: nil, command: nil, table: start.withoutEvents(), epoch: 0)]
        logs = [start.log]
    }

    /// A command changed the table (`newTable`: `reset` made another). Returns the lines of the
    /// points ahead that this drops (after `back`).
    mutating func record(_ line: String, _ command: Command, _ table: TableState, newTable: Bool = false) -> [String] {
        let dropped = points[(cursor + 1)...].compactMap(\.line)
        points.removeSubrange((cursor + 1)...)
        var epoch = points[cursor].epoch
        logs.removeSubrange((epoch + 1)...)
        if newTable {
            epoch += 1
            logs.append(table.log)
        } else {
            logs[epoch] = table.log
        }
        points.append(Point(line: line, command: command, table: table.withoutEvents(), epoch: epoch))
        cursor += 1
        return dropped
    }

    /// The state at point `i`, exactly as it was.
    public func table(at i: Int) -> TableState {
        points[i].table.restored(from: logs[points[i].epoch])
    }

    mutating func move(to i: Int) -> TableState {
        cursor = i
        return table(at: i)
    }

    public var last: Int { points.count - 1 }

    /// Whether points `i` and `j` belong to the same table (no `reset` or launch between them).
    func sameTable(_ i: Int, _ j: Int) -> Bool { points[i].epoch == points[j].epoch }

    /// The lines that led to the current point, in order (`save`).
    public var lines: [String] { points.dropFirst().prefix(cursor).compactMap(\.line) }  // none at the start (cursor 0)

    /// Events kept for going back: the logs of every table (shared with the points).
    public var keptEvents: Int { logs.reduce(0) { $0 + $1.eventCount } }
}
