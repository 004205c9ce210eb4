import TableSim

/// The trace format: one JSON object per event, one per line (JSON Lines). A documented, stable
/// interface — teachers build material from it and tests read it. The fields are `TraceRecord`'s;
/// the README lists them.
public enum TraceJSONL {
    public static func line(_ e: Event, command: String? = nil, rolledBack: Bool = false) -> String {
        TraceRecord(e, command: command, rolledBack: rolledBack).line
    }

    /// Every event of a log, each tagged with the command that caused it.
    public static func lines(_ log: EventLog) -> [String] {
        log.batches.flatMap { batch in
            batch.events.map { line($0, command: batch.command, rolledBack: batch.rolledBack) }
        }
    }

    /// The marker for `reset`: what follows is a new table whose clock starts at 0.
    public static func resetLine(command: String = "reset") -> String {
        TraceRecord.reset(command: command).line
    }
}

extension TraceJSONL {
    /// Streams every event of a log, one line each, into `writer` (what `trace FILE` writes: the
    /// same lines as `lines(_:)`, without holding the whole file in memory: each line is written
    /// straight into the writer's buffer, never through a `String`). Returns the count.
    @discardableResult
    public static func write(_ log: EventLog, into writer: inout AtomicFile.Writer) -> Int {
        var count = 0
        for batch in log.batches {
            for e in batch.events {
                let record = TraceRecord(e, command: batch.command, rolledBack: batch.rolledBack)
                writer.append { bytes in
                    record.appendJSON(to: &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
                count += 1
            }
            if writer.failure != nil { break }
        }
        return count
    }
}
