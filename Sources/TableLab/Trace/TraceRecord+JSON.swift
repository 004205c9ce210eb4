/// A trace line written by hand: the same bytes `JSONEncoder` writes for a `TraceRecord` with
/// sorted keys and unescaped slashes (`TraceLineTests` holds the two equal over whole sessions), at
/// a small fraction of the cost — `trace FILE` of a million-event session writes a million lines.
/// A field added to `TraceRecord` must be added here too, in key order; the test fails until it is.
extension TraceRecord {
    var jsonLine: String {
        var out = JSONLine()
        out.field("cancelled", cancelled)
        out.field("cause", cause)
        out.field("cell", cell)
        out.field("command", command)
        out.field("count", count)
        out.field("duration", duration)
        out.field("event", event)
        out.field("frame", frame)
        out.field("hitch", hitch)
        out.field("id", id)
        out.field("identifier", identifier)
        out.field("last_row", lastRow)
        out.field("last_section", lastSection)
        out.field("load", load)
        out.field("offset", offset)
        if let paths {
            out.key("paths")
            out.text += "[" + paths.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
        }
        out.field("previous_row", previousRow)
        out.field("previous_section", previousSection)
        out.field("queue", queue)
        out.field("result", result)
        out.field("rolled_back", rolledBack)
        out.field("row", row)
        out.field("scrolling", scrolling)
        out.field("section", section)
        out.field("shown_row", shownRow)
        out.field("shown_section", shownSection)
        out.field("t", t)
        out.field("task", task)
        out.field("text", text)
        out.field("value", value)
        out.field("work", work)
        out.field("wrong", wrong)
        return out.text + "}"
    }
}

/// One JSON object being written: keys in the order given, values formatted as `JSONEncoder` does.
private struct JSONLine {
    var text = "{"
    private var first = true

    mutating func key(_ name: String) {
        text += first ? "\"" : ",\""
        first = false
        text += name
        text += "\":"
    }

    mutating func field(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        text += String(value)
    }

    mutating func field(_ name: String, _ value: Bool?) {
        guard let value else { return }
        key(name)
        text += value ? "true" : "false"
    }

    /// Shortest round-trip digits; a whole number without ".0" (`1`, `-0`), exponents as `1e-07`.
    mutating func field(_ name: String, _ value: Double?) {
        guard let value else { return }
        key(name)
        let digits = value.description
        text += digits.hasSuffix(".0") ? String(digits.dropLast(2)) : digits
    }

    /// `"` and `\` escaped, control characters below U+0020 as `\n`, `\t`, `\r`, `\b`, `\f` or
    /// `\u00xx`; everything else (slashes, DEL, non-ASCII) as is.
    mutating func field(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        text += "\""
        var plain = true
        for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            plain = false
            break
        }
        if plain {
            text += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{8}": text += "\\b"
                case "\u{C}": text += "\\f"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
