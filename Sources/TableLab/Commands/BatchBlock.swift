import TableText

/// `batch` alone opens a block of changes, one a line, ended by `end` (issue 19 item 3): the REPL
/// (with a `batch> ` prompt) and scripts read it, and it runs as the one-line
/// `batch CHANGE; CHANGE; …` — one `performBatchUpdates`, kept as one command in the session's
/// timeline, so `save`, `open` and `replay` see one line. A line that is not a change refuses the
/// whole block, naming the line (nothing runs).
public struct BatchBlock: Sendable, Equatable {
    /// The lines typed inside the block, in order (blank lines and `# …` comments included, so
    /// "line N" counts what the learner typed).
    public private(set) var lines: [String] = []

    public init() {}

    /// `batch` with nothing after it opens a block.
    public static func opens(_ line: String) -> Bool { words(line) == ["batch"] }

    /// `end` closes it.
    public static func closes(_ line: String) -> Bool { words(line) == ["end"] }

    private static func words(_ line: String) -> [String] {
        line.split(whereSeparator: { $0.isWhitespace }).map { $0.lowercased() }
    }

    public mutating func add(_ line: String) { lines.append(CommandParser.spacingControlWhitespace(line)) }

    /// The block as the one line that runs it, or what is wrong: an empty block, or the first line
    /// that is not a change (read as `batch` reads each of its parts).
    public func command() -> Result<String, LabError> {
        var changes: [String] = []
        for (i, line) in lines.enumerated() {
            let text = line.trimmingWhitespace()
            if text.isEmpty || text.hasPrefix("#") { continue }
            do {
                _ = try CommandParser.parse("batch " + text)
            } catch {
                return .failure(.batchLine(line: i + 1, text: text, reason: error.catalogMessage))
            }
            changes.append(text)
        }
        guard !changes.isEmpty else { return .failure(.batchEmpty) }
        let line = "batch " + changes.joined(separator: "; ")
        if line.utf8.count > CommandParser.maxLineBytes {
            return .failure(.lineTooLong(bytes: line.utf8.count, limit: CommandParser.maxLineBytes))
        }
        return .success(line)
    }
}
