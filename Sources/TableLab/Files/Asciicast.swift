import Foundation

/// The asciicast v2 format of asciinema recordings (`record FILE.cast`, `tablelab play FILE.cast`):
/// <https://docs.asciinema.org/manual/asciicast/v2/>. A file is one JSON object per line: a header
/// (`{"version": 2, "width": …, "height": …, "timestamp": …, "env": {"TERM": …}}`), then one event
/// per line, `[time, "o", text]` — seconds since the start (never decreasing) and what was written
/// to the terminal then. Only output events (`"o"`) are written; others are skipped when played.
public enum Asciicast {
    /// What the header says.
    public struct Header: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var timestamp: Int
        public var term: String
        /// The longest pause a player keeps (asciinema's `idle_time_limit`), if the file sets one.
        public var idleTimeLimit: Double?

        public init(width: Int, height: Int, timestamp: Int, term: String, idleTimeLimit: Double? = nil) {
            self.width = width
            self.height = height
            self.timestamp = timestamp
            self.term = term
            self.idleTimeLimit = idleTimeLimit
        }

        /// The header line (no newline).
        public var line: String {
            var fields = "\"version\": 2, \"width\": \(width), \"height\": \(height), \"timestamp\": \(timestamp)"
            if let idleTimeLimit { fields += ", \"idle_time_limit\": \(idleTimeLimit)" }
            return "{" + fields + ", \"env\": {\"TERM\": " + Asciicast.jsonString(term) + "}}"
        }
    }

    /// One output event.
    public struct Event: Equatable, Sendable {
        public var time: Double
        public var text: String
        public init(time: Double, text: String) {
            self.time = time
            self.text = text
        }

        /// `[1.234567, "o", "text"]`, microsecond precision (no newline).
        public var line: String {
            "[" + String(format: "%.6f", time) + ", \"o\", " + Asciicast.jsonString(text) + "]"
        }
    }

    /// Makes event lines with times that never go backwards, from seconds measured by any clock
    /// (the executable's monotonic clock; fixed numbers in tests).
    public struct Writer: Sendable {
        public let start: Double
        private var last = 0.0

        public init(start: Double) { self.start = start }

        /// The event line for `text` written at `now` (on the clock `start` was read from). A text
        /// written on a terminal — whose driver turns "\n" into "\r\n" — has its newlines written
        /// as "\r\n", so a player (which does not translate) starts each line at the left edge.
        public mutating func line(_ text: String, at now: Double) -> String {
            last = max(last, now - start)
            return Event(time: last, text: Asciicast.terminalNewlines(text)).line
        }
    }

    /// "\n" → "\r\n" (a "\r\n" already there is kept).
    public static func terminalNewlines(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar? = nil
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous != "\r" { out.append("\r") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Why a file is not a recording tablelab can play: the line (1-based) and what is wrong there.
    public struct Problem: Error, Equatable, Sendable {
        public let line: Int
        public let what: String
    }

    /// Reads a whole cast: its header and output events, in order. Events of other kinds (`"i"`
    /// input, `"m"` markers, `"r"` resizes) are skipped; a time that goes backwards, a line that is not
    /// JSON, or a header that is not version 2 is a problem.
    public static func parse(_ data: Data) -> Result<(Header, [Event]), Problem> {
        guard let text = String(data: data, encoding: .utf8) else { return .failure(Problem(line: 1, what: "not UTF-8")) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().makeIterator()
        guard let (_, first) = lines.next(),
              let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            return .failure(Problem(line: 1, what: "no JSON header"))
        }
        guard (object["version"] as? NSNumber)?.intValue == 2 else {
            return .failure(Problem(line: 1, what: "version is not 2"))
        }
        guard let width = (object["width"] as? NSNumber)?.intValue, let height = (object["height"] as? NSNumber)?.intValue,
              (1...10_000).contains(width), (1...10_000).contains(height) else {
            return .failure(Problem(line: 1, what: "no width and height"))
        }
        let env = object["env"] as? [String: Any]
        let header = Header(width: width, height: height,
                            timestamp: (object["timestamp"] as? NSNumber)?.intValue ?? 0,
                            term: env?["TERM"] as? String ?? "",
                            idleTimeLimit: (object["idle_time_limit"] as? NSNumber)?.doubleValue)
        var events: [Event] = []
        var last = 0.0
        while let (index, line) = lines.next() {
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  let time = (array[0] as? NSNumber)?.doubleValue, time.isFinite, time >= 0,
                  let kind = array[1] as? String, let data = array[2] as? String else {
                return .failure(Problem(line: index + 1, what: "not [time, \"o\", text]"))
            }
            guard time >= last else { return .failure(Problem(line: index + 1, what: "time goes backwards")) }
            last = time
            if kind == "o" { events.append(Event(time: time, text: data)) }
        }
        return .success((header, events))
    }
}
