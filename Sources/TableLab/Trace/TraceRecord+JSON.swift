/// A trace line written by hand: the same bytes `JSONEncoder` writes for a `TraceRecord` with
/// sorted keys and unescaped slashes (`TraceLineTests` holds the two equal over whole sessions), at
/// a small fraction of the cost — `trace FILE` of a million-event session writes a million lines.
/// The bytes go straight onto the end of the writer's buffer: no `String` per line or per number. A field added to `TraceRecord` must be added here too, in key
/// order; the test fails until it is.
extension TraceRecord {
    /// One line as text, without its newline (what `--trace jsonl` prints and the tests compare).
    var jsonLine: String {
        var bytes: [UInt8] = []
        appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the JSON object, without a newline, to `out`.
    func appendJSON(to out: inout [UInt8]) {
        var line = JSONLine()
        out.append(UInt8(ascii: "{"))
        line.field("cancelled", cancelled, &out)
        line.field("cause", cause, &out)
        line.field("cell", cell, &out)
        if let cells {
            line.key("cells", &out)
            out.append(UInt8(ascii: "["))
            for (i, name) in cells.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONLine.string(name, &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        line.field("command", command, &out)
        line.field("count", count, &out)
        line.field("duration", duration, &out)
        line.field("event", event, &out)
        line.field("file", file, &out)
        line.field("frame", frame, &out)
        line.field("header_view", headerView, &out)
        line.field("hitch", hitch, &out)
        line.field("id", id, &out)
        line.field("identifier", identifier, &out)
        line.field("last_row", lastRow, &out)
        line.field("last_section", lastSection, &out)
        line.field("line", line_, &out)
        line.field("load", load, &out)
        line.field("offset", offset, &out)
        if let paths { line.paths("paths", paths, &out) }
        if let previousPaths { line.paths("previous_paths", previousPaths, &out) }
        line.field("previous_row", previousRow, &out)
        line.field("previous_section", previousSection, &out)
        line.field("queue", queue, &out)
        line.field("result", result, &out)
        line.field("rolled_back", rolledBack, &out)
        line.field("row", row, &out)
        line.field("scrolling", scrolling, &out)
        line.field("section", section, &out)
        line.field("shown_row", shownRow, &out)
        line.field("shown_section", shownSection, &out)
        line.field("t", t, &out)
        line.field("task", task, &out)
        line.field("text", text, &out)
        line.field("value", value, &out)
        line.field("work", work, &out)
        line.field("wrong", wrong, &out)
        out.append(UInt8(ascii: "}"))
    }
}

/// One JSON object being written into a byte buffer: keys in the order given, values formatted as
/// `JSONEncoder` formats them.
struct JSONLine {
    private var first = true

    /// `"name":[[section,row],…]`.
    mutating func paths(_ name: StaticString, _ paths: [[Int]], _ out: inout [UInt8]) {
        key(name, &out)
        out.append(UInt8(ascii: "["))
        for (i, path) in paths.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (j, n) in path.enumerated() {
                if j > 0 { out.append(UInt8(ascii: ",")) }
                JSONLine.integer(n, &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
    }

    mutating func key(_ name: StaticString, _ out: inout [UInt8]) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        out.append(UInt8(ascii: "\""))
        Self.raw(name, &out)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    mutating func field(_ name: StaticString, _ value: Int?, _ out: inout [UInt8]) {
        guard let value else { return }
        key(name, &out)
        Self.integer(value, &out)
    }

    mutating func field(_ name: StaticString, _ value: Bool?, _ out: inout [UInt8]) {
        guard let value else { return }
        key(name, &out)
        Self.raw(value ? "true" : "false", &out)
    }

    mutating func field(_ name: StaticString, _ value: Double?, _ out: inout [UInt8]) {
        guard let value else { return }
        key(name, &out)
        Self.number(value, &out)
    }

    mutating func field(_ name: StaticString, _ value: String?, _ out: inout [UInt8]) {
        guard let value else { return }
        key(name, &out)
        Self.string(value, &out)
    }

    /// ASCII text known when compiling (a key, `true`), copied as is.
    static func raw(_ text: StaticString, _ out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Decimal digits, `-` for a negative number: what `String(value)` writes.
    static func integer(_ value: Int, _ out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        unsigned(value.magnitude, &out)
    }

    private static func unsigned(_ value: UInt, _ out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // 20 digits hold UInt.max; written from the right, then copied in order.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var m = value
            var i = buffer.count
            repeat {
                i -= 1
                buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: m % 10)
                m /= 10
            } while m > 0
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// What `JSONEncoder` writes for a `Double`: the shortest digits that read back as the same
    /// number (`description`), without a trailing ".0" (`1`, `-0`, `1e-07`, `1e+16`).
    ///
    /// The trace rounds every number to 0.001 (`TraceRecord.number`), so almost every value is
    /// n / 1000 for a whole n, and is written here from n itself: below 2^33 neighbouring doubles lie
    /// far closer than 0.001, so no shorter decimal reads back as the same double and the shortest
    /// digits are n's, with its trailing zeros dropped — exactly `description`'s. Anything else
    /// (negative zero, large or unrounded values) goes through `description`.
    static func number(_ value: Double, _ out: inout [UInt8]) {
        let thousandths = (value * 1000).rounded()
        guard value.magnitude < 8_589_934_592, thousandths / 1000 == value,
              !(value == 0 && value.sign == .minus) else {
            let digits = value.description
            out.append(contentsOf: digits.hasSuffix(".0") ? digits.utf8.dropLast(2) : digits.utf8[...])
            return
        }
        let n = Int(thousandths)
        if n < 0 { out.append(UInt8(ascii: "-")) }
        let whole = n.magnitude / 1000, fraction = n.magnitude % 1000
        unsigned(whole, &out)
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100))
        let rest = fraction % 100
        guard rest != 0 else { return }
        out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / 10))
        if rest % 10 != 0 { out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)) }
    }

    /// `"` and `\` escaped, control characters below U+0020 as `\n`, `\t`, `\r`, `\b`, `\f` or
    /// `\u00xx`; every other byte (slashes, DEL, non-ASCII UTF-8) as is.
    static func string(_ value: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var plain = 0  // the start of bytes not yet copied
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain..<i]))
                plain = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x22: out.append(UInt8(ascii: "\""))
                case 0x5C: out.append(UInt8(ascii: "\\"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    raw("u00", &out)
                    out.append(UInt8(ascii: "0") &+ byte >> 4)  // 0 or 1: below 0x20
                    let low = byte & 0xF
                    out.append(low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ (low - 10))
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
