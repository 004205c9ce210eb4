import TableSim
import TableRender
import TableText

/// One command of the learner's language: its name, how to use it, what it does in both languages,
/// the words that may follow it (for Tab completion), and how to parse it.
public struct CommandInfo: Sendable {
    public enum Area: String, Sendable, CaseIterable {
        case data, setup, time, motion, cells, looking, stepping, learning, meta

        public func title(_ lang: Language) -> String {
            typealias T = L10n.Commands.Areas
            switch self {
            case .data: return lang.text(T.data)
            case .setup: return lang.text(T.setup)
            case .time: return lang.text(T.time)
            case .motion: return lang.text(T.motion)
            case .cells: return lang.text(T.cells)
            case .looking: return lang.text(T.looking)
            case .stepping: return lang.text(T.stepping)
            case .learning: return lang.text(T.learning)
            case .meta: return lang.text(T.meta)
            }
        }
    }

    public let name: String
    public let area: Area
    public let usage: String
    /// One line for `help` (`commands.NAME.summary` in the catalogs).
    public let summary: Message
    /// A longer explanation for `help NAME`, including where tablelab models what UIKit leaves open
    /// (`commands.NAME.detail`).
    public let detail: Message
    public let examples: [String]
    /// Words that can follow the name, offered by Tab completion.
    public let subwords: [String]
    let parse: @Sendable (inout ArgumentReader) throws(LabError) -> Command

    public func summary(_ lang: Language) -> String { lang.text(summary) }
    public func detail(_ lang: Language) -> String { lang.block(detail) }
}

/// Every command, in the order `help` lists them.
public enum CommandCatalog {
    public static let all: [CommandInfo] = data + changes + diffableCommands + setup + time + motion + cells + looking + stepping + learning + lessonCommands + meta + media

    /// Other names people type for a command.
    public static let aliases: [String: String] = [
        "exit": "quit", "q": "quit", "?": "help", "h": "help", "language": "lang",
        "row": "rows", "section": "sections", "register-cell": "register",
    ]

    public static func info(named name: String) -> CommandInfo? {
        let key = aliases[name.lowercased()] ?? name.lowercased()
        return all.first { $0.name == key }
    }

    public static var names: [String] { all.map(\.name) }
}
