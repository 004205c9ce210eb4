import TableSim
import TableRender
import TableText

/// Pictures and recordings for teachers: `export svg FILE` (the last pictures as an SVG for a
/// slide) and `record FILE.cast` … `record stop` (an asciinema recording for a blog post). The
/// executable writes the files; the session only names them.
extension CommandCatalog {
    static let media: [CommandInfo] = [
        CommandInfo(
            name: "export", area: .looking, usage: "export svg FILE.svg [--force]",
            summary: L10n.Commands.Export.summary,
            detail: L10n.Commands.Export.detail,
            examples: ["export svg scroll.svg", "export svg ~/slides/reuse.svg --force"], subwords: ["svg"]
        ) { r throws(LabError) in
            let format = try r.word()
            guard format.lowercased() == "svg" else { throw .badChoice(command: "export", typed: format, choices: ["svg"]) }
            let path = try r.word()
            let force = try r.forceFlag(command: "export", usage: "export svg FILE.svg [--force]")
            return .exportPicture(path: path, force: force)
        },
        CommandInfo(
            name: "record", area: .meta, usage: "record FILE.cast [--force] | record stop",
            summary: L10n.Commands.Record.summary,
            detail: L10n.Commands.Record.detail,
            examples: ["record scroll.cast", "record stop"], subwords: ["stop"]
        ) { r throws(LabError) in
            guard let first = r.optionalWord() else { return .record(.status) }
            if first.lowercased() == "stop" {
                try r.done()
                return .record(.stop)
            }
            let force = try r.forceFlag(command: "record", usage: "record FILE.cast [--force]")
            return .record(.start(path: first, force: force))
        },
    ]
}

extension ArgumentReader {
    /// An optional `--force` as the last word.
    mutating func forceFlag(command: String, usage: String) throws(LabError) -> Bool {
        guard let w = optionalWord() else { return false }
        guard w == "--force" else { throw .tooManyArguments(command: command, extra: w, usage: usage) }
        try done()
        return true
    }
}

/// What `record` was asked.
public enum RecordCommand: Sendable, Equatable {
    /// `record FILE.cast [--force]`: start writing everything shown to FILE.
    case start(path: String, force: Bool)
    /// `record stop`: finish the file.
    case stop
    /// `record`: whether a recording runs, and where.
    case status
}
