import TableSim
import TableRender
import TableText

/// Looking at the table without changing it.
extension CommandCatalog {
    static let looking: [CommandInfo] = [
        CommandInfo(
            name: "show", area: .looking, usage: "show", summary: L10n.Commands.Show.summary,
            detail: L10n.Commands.Show.detail,
            examples: ["show"], subwords: []
        ) { r throws(LabError) in try r.done(); return .show },
        CommandInfo(
            name: "queue", area: .looking, usage: "queue", summary: L10n.Commands.Queue.summary,
            detail: L10n.Commands.Queue.detail,
            examples: ["queue"], subwords: []
        ) { r throws(LabError) in try r.done(); return .queue },
        CommandInfo(
            name: "log", area: .looking, usage: "log [full]", summary: L10n.Commands.Log.summary,
            detail: L10n.Commands.Log.detail,
            examples: ["log", "log full"], subwords: ["full"]
        ) { r throws(LabError) in
            var full = false
            if let w = r.optionalWord() {
                guard w.lowercased() == "full" else { throw .badChoice(command: "log", typed: w, choices: ["full"]) }
                full = true
            }
            try r.done()
            return .log(full: full)
        },
        CommandInfo(
            name: "stats", area: .looking, usage: "stats [last [N]]", summary: L10n.Commands.Stats.summary,
            detail: L10n.Commands.Stats.detail,
            examples: ["stats", "stats last", "stats last 2"], subwords: ["last"]
        ) { r throws(LabError) in
            guard let w = r.optionalWord() else { return .stats(lastCommands: nil) }
            guard w.lowercased() == "last" else { throw .badChoice(command: "stats", typed: w, choices: ["last", "last 3"]) }
            let n = r.isEmpty ? 1 : try r.integer(in: 1...10_000)
            try r.done()
            return .stats(lastCommands: n)
        },
        CommandInfo(
            name: "code", area: .looking, usage: "code [sample] [> FILE.swift [--force]]",
            summary: L10n.Commands.Code.summary,
            detail: L10n.Commands.Code.detail,
            examples: ["code", "code > MyTable.swift", "code sample > SampleData.swift"], subwords: ["sample"]
        ) { r throws(LabError) in
            // `code sample`: SampleData.swift, which makes the printed file build in Xcode.
            let sample = r.peek?.lowercased() == "sample"
            if sample { _ = r.optionalWord() }
            guard r.peek == ">" || r.peek?.hasPrefix(">") == true else { try r.done(); return sample ? .sampleData : .code }
            // `code > FILE` (as in a shell), or `code >FILE`.
            let arrow = r.optionalWord() ?? ">"
            let path = arrow.count > 1 ? String(arrow.dropFirst()) : try r.word()
            let force = r.peek == "--force"
            if force { _ = r.optionalWord() }
            try r.done()
            return .writeCode(path: path, force: force, sample: sample)
        },
        CommandInfo(
            name: "trace", area: .looking, usage: "trace FILE [--force]",
            summary: L10n.Commands.Trace.summary,
            detail: L10n.Commands.Trace.detail,
            examples: ["trace scroll.jsonl", "trace notes.txt --force"], subwords: []
        ) { r throws(LabError) in
            let path = try r.word()
            let force = r.peek == "--force"
            if force { _ = r.optionalWord() }
            try r.done()
            return .trace(path: path, force: force)
        },
        CommandInfo(
            name: "timeline", area: .looking, usage: "timeline [N]",
            summary: L10n.Commands.Timeline.summary,
            detail: L10n.Commands.Timeline.detail,
            examples: ["timeline", "timeline 2"], subwords: []
        ) { r throws(LabError) in
            let n = r.isEmpty ? 1 : try r.integer(in: 1...50)
            try r.done()
            return .timeline(commands: n)
        },
        CommandInfo(
            name: "cell", area: .looking, usage: "cell N", summary: L10n.Commands.Cell.summary,
            detail: L10n.Commands.Cell.detail,
            examples: ["cell 7"], subwords: []
        ) { r throws(LabError) in
            var w = try r.word()
            if w.lowercased().hasPrefix("cell#") { w = String(w.dropFirst(5)) } else if w.hasPrefix("#") { w = String(w.dropFirst()) }
            let n = try ArgumentReader.integer(w, in: 1...Int(Int32.max), command: "cell")
            try r.done()
            return .cell(n)
        },
        CommandInfo(
            name: "cellforrow", area: .looking, usage: "cellforrow ROW",
            summary: L10n.Commands.Cellforrow.summary,
            detail: L10n.Commands.Cellforrow.detail,
            examples: ["cellforrow 5", "cellforrow 40", "cellforrow 2:3"], subwords: []
        ) { r throws(LabError) in
            let path = try r.path()
            try r.done()
            return .cellForRow(path)
        },
        CommandInfo(
            name: "selected", area: .looking, usage: "selected",
            summary: L10n.Commands.Selected.summary,
            detail: L10n.Commands.Selected.detail,
            examples: ["selected"], subwords: []
        ) { r throws(LabError) in
            try r.done()
            return .selectedRows
        },
    ]
}
