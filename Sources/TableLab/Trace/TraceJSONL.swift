import TableSim

/// The trace format: one JSON object per event, one per line (JSON Lines). A documented, stable
/// interface — teachers build material from it and tests read it. Fields (absent when they do not
/// apply):
///
/// `event` (UIKit's name), `t` (simulated ms), `frame`, `section`, `row`, `cell` (`"cell#7"`),
/// `identifier`, `result` (dequeue: reused/created/nil), `count` (bulk events), `last_section`,
/// `last_row` (end of a bulk run), `paths` (prefetch: `[[s, r], …]`), `value`, `text`, `command`
/// (the command that caused it), `rolled_back` (true for events of a crashed command); for time and
/// threads: `hitch` (frame events), `queue` (main, global N, network), `duration` (ms the thread was
/// busy), `shown_section`/`shown_row` (the row the cell shows when an image arrives) and `wrong`.
public enum TraceJSONL {
    public static func line(_ e: Event, command: String? = nil, rolledBack: Bool = false) -> String {
        var fields: [(String, String)] = [
            ("event", quote(e.kind.rawValue)),
            ("t", number(e.time)),
            ("frame", String(e.frame)),
        ]
        if let s = e.section { fields.append(("section", String(s))) }
        if let r = e.row { fields.append(("row", String(r))) }
        if let c = e.cell { fields.append(("cell", quote(Cell.name(c)))) }
        if let id = e.identifier { fields.append(("identifier", quote(id))) }
        if let d = e.dequeue { fields.append(("result", quote(d.rawValue))) }
        if e.count != 1 { fields.append(("count", String(e.count))) }
        if let last = e.lastPath {
            fields.append(("last_section", String(last.section)))
            if last.row >= 0 { fields.append(("last_row", String(last.row))) }
        }
        if let paths = e.paths {
            fields.append(("paths", "[" + paths.map { "[\($0.section),\($0.row)]" }.joined(separator: ",") + "]"))
        }
        if let v = e.value { fields.append(("value", number(v))) }
        if e.kind == .frame { fields.append(("hitch", (e.value ?? 0) > 0 ? "true" : "false")) }
        if let q = e.queue { fields.append(("queue", quote(q))) }
        if let d = e.duration { fields.append(("duration", number(d))) }
        if let shown = e.shownPath {
            fields.append(("shown_section", String(shown.section)))
            fields.append(("shown_row", String(shown.row)))
        }
        if e.kind == .imageAssign { fields.append(("wrong", e.isWrong ? "true" : "false")) }
        if let t = e.text { fields.append(("text", quote(t))) }
        if let command { fields.append(("command", quote(command))) }
        if rolledBack { fields.append(("rolled_back", "true")) }
        return "{" + fields.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        let s = String((v * 1000).rounded() / 1000)
        return s
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
