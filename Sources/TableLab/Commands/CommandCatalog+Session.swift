import TableSim
import TableRender
import TableText

/// The session itself.
extension CommandCatalog {
    static let meta: [CommandInfo] = [
        CommandInfo(
            name: "help", area: .meta, usage: "help [COMMAND]", summary: L10n.Commands.Help.summary,
            detail: L10n.Commands.Help.detail,
            examples: ["help", "help scroll"], subwords: []
        ) { r throws(LabError) in
            let topic = r.optionalWord()
            try r.done()
            return .help(topic: topic)
        },
        CommandInfo(
            name: "lang", area: .meta, usage: "lang en|ko|both", summary: L10n.Commands.Lang.summary,
            detail: L10n.Commands.Lang.detail,
            examples: ["lang ko", "lang both"], subwords: Language.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .language(try r.lastChoice(Language.self))
        },
        CommandInfo(
            name: "speed", area: .meta, usage: "speed slow|normal|fast|instant", summary: L10n.Commands.Speed.summary,
            detail: L10n.Commands.Speed.detail,
            examples: ["speed slow"], subwords: PlaybackSpeed.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .speed(try r.lastChoice(PlaybackSpeed.self))
        },
        CommandInfo(
            name: "reset", area: .meta, usage: "reset", summary: L10n.Commands.Reset.summary,
            detail: L10n.Commands.Reset.detail,
            examples: ["reset"], subwords: []
        ) { r throws(LabError) in try r.done(); return .reset },
        CommandInfo(
            name: "quit", area: .meta, usage: "quit", summary: L10n.Commands.Quit.summary,
            detail: L10n.Commands.Quit.detail,
            examples: ["quit"], subwords: []
        ) { r throws(LabError) in try r.done(); return .quit },
    ]
}
