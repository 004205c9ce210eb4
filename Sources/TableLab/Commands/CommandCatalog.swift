import TableSim
import TableRender
import TableText

/// One command of the learner's language: its name, how to use it, what it does in both languages,
/// the words that may follow it (for Tab completion), and how to parse it.
public struct CommandInfo: Sendable {
    public enum Area: String, Sendable, CaseIterable {
        case data, setup, time, motion, cells, looking, stepping, learning, meta

        public func title(_ lang: Language) -> String {
            switch self {
            case .data: return lang.text("Data", "데이터")
            case .setup: return lang.text("Table setup", "테이블 설정")
            case .time: return lang.text("Time and loading", "시간과 로딩")
            case .motion: return lang.text("Motion", "움직이기")
            case .cells: return lang.text("Touching a cell", "셀 건드리기")
            case .looking: return lang.text("Looking", "살펴보기")
            case .stepping: return lang.text("Stepping, going back, asking why", "한 단계씩 보기, 되돌아가기, 까닭 묻기")
            case .learning: return lang.text("Learning", "배우기")
            case .meta: return lang.text("Session", "세션")
            }
        }
    }

    public let name: String
    public let area: Area
    public let usage: String
    public let summaryEn: String
    public let summaryKo: String
    /// A longer explanation for `help NAME`, including where tablelab models what UIKit leaves open.
    public let detailEn: String
    public let detailKo: String
    public let examples: [String]
    /// Words that can follow the name, offered by Tab completion.
    public let subwords: [String]
    let parse: @Sendable (inout ArgumentReader) throws(LabError) -> Command

    public func summary(_ lang: Language) -> String { lang.text(summaryEn, summaryKo) }
    public func detail(_ lang: Language) -> String { lang.text(detailEn, detailKo, separator: "\n") }
}

/// Every command, in the order `help` lists them.
public enum CommandCatalog {
    public static let all: [CommandInfo] = data + setup + time + motion + cells + looking + stepping + learning + lessonCommands + meta

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
