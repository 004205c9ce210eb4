import TableSim
import TableRender
import TableText

/// Everything that can be wrong with a line the learner typed. Each case knows what was wrong and
/// what would work, in both languages; the session survives every one of them unchanged.
public enum LabError: Error, Sendable, Equatable {
    case unknownCommand(String, suggestions: [String])
    /// A command typed with the Korean input method on (`ㄴㅊ개ㅣㅣ` for `scroll`).
    case typedInHangul(String, meant: String)
    /// A Korean word for a command (`스크롤`).
    case koreanWord(String, meant: String)
    case missingArgument(command: String, usage: String)
    case tooManyArguments(command: String, extra: String, usage: String)
    /// A number that is not a whole number in range: `rows -1`, `scroll 1e9`, `rows 999…`.
    case badNumber(command: String, typed: String, range: ClosedRange<Int>, unit: String?)
    case badDecimal(command: String, typed: String, range: ClosedRange<Double>)
    case badChoice(command: String, typed: String, choices: [String])
    case badPath(command: String, typed: String)
    case tooMuchData(rows: Int)
    case lineTooLong(bytes: Int, limit: Int)
    case invalidUTF8
    /// A line with a control character (ESC, BEL, …) inside a word: refused whole.
    case controlCharacter(line: String, scalar: Unicode.Scalar)
    /// A command from the plan that this version does not have yet (lessons, stepping).
    case notYet(String)
    /// A lesson command that cannot be done now, with what would work.
    case lesson(Message)
    case sim(SimError)
    case noSuchCell(Int, created: Int)
    /// `step` with a command that does not change the table (`step stats`).
    case stepNeedsTableCommand(String)
    /// `step`, `continue` with nothing being stepped through.
    case notStepping
    case nothingBack
    case nothingForward
    /// `diff N M` with a point that does not exist; `last` is the newest point.
    case noSuchPoint(Int, last: Int)
    /// `replay` before any command since the last data change.
    case nothingToReplay
    /// `why row R` for a row that is not on screen.
    case rowNotShown(TablePath)
    /// `open FILE`: a line of the file could not run (nothing changed).
    case openFailed(file: String, line: Int?, message: Message)
    /// The learner's own app: a command its code decides, a file that did not compile or start.
    /// The message is complete (it names the file and what works).
    case app(Message)
    /// The learner's file could not be run: what is wrong and where, as lines already in the
    /// learner's language (compiler errors with their lines and carets), and the headline alone
    /// for places that quote one message (`open` naming its failing line).
    case appReport(lines: [String], headline: Message)
    /// `index ᄃ`: a choseong jamo (U+1100…) typed where the index strip holds compatibility jamo
    /// (U+3131…) that look the same (FIDELITY §7.20).
    case choseongTyped(String, compatibility: String)
    /// A line of a multi-line `batch` block (`line`: its place in the block, from 1) that is not a
    /// change; the block did not run.
    case batchLine(line: Int, text: String, reason: Message)
    /// `batch` then `end` with no change between.
    case batchEmpty
    /// A script's `batch` block (opened at `line`) that the file ended before its `end`.
    case batchNotEnded(line: Int)

    /// The message in a language, as a block (`both`: the English lines, then the Korean). Words the
    /// learner typed are quoted in it, so it passes through `visibleControls`: a typed
    /// `ESC ] 0 ; x BEL` is shown as `␛]0;x␇`, never sent to the terminal.
    public func message(_ lang: Language) -> String {
        if case .appReport(let lines, _) = self { return lines.joined(separator: "\n").visibleControls }
        return lang.block(catalogMessage).visibleControls
    }

    /// The catalog message. Typed words are cut (40 characters for a command, 30 for a value, 60 for
    /// a line) and always quoted as code, never followed by a particle.
    public var catalogMessage: Message {
        typealias T = L10n.Errors
        let g = NumberText.grouped
        switch self {
        case .unknownCommand(let word, let suggestions):
            let shown = String(word.prefix(40)) + (word.count > 40 ? "…" : "")
            if suggestions.isEmpty { return T.unknownCommand(word: shown) }
            return T.unknownCommandSuggest(word: shown, list: suggestions.map { "`\($0)`" }.joined(separator: ", "))
        case .typedInHangul(let word, let meant):
            return T.typedInHangul(word: word, meant: meant)
        case .koreanWord(let word, let meant):
            return T.koreanWord(word: word, meant: meant)
        case .missingArgument(let command, let usage):
            return T.missingArgument(command: command, usage: usage)
        case .tooManyArguments(let command, let extra, let usage):
            return T.tooManyArguments(command: command, extra: extra, usage: usage)
        case .badNumber(let command, let typed, let range, let unit):
            let t = String(typed.prefix(30)), low = g(range.lowerBound), high = g(range.upperBound)
            if let unit { return T.badNumberUnit(command: command, low: low, high: high, unit: unit, typed: t) }
            return T.badNumber(command: command, low: low, high: high, typed: t)
        case .badDecimal(let command, let typed, let range):
            return T.badDecimal(command: command, low: NumberText.points(range.lowerBound),
                                high: NumberText.points(range.upperBound), typed: String(typed.prefix(30)))
        case .badChoice("sections", let typed, _):
            return T.badSections(typed: String(typed.prefix(30)))
        case .badChoice(let command, let typed, let choices):
            return T.badChoice(command: command, list: choices.map { "`\($0)`" }.joined(separator: ", "), typed: String(typed.prefix(30)))
        case .badPath(let command, let typed):
            return T.badPath(command: command, typed: String(typed.prefix(30)))
        case .tooMuchData(let rows):
            return T.tooMuchData(rows: g(rows), maxRows: g(TableData.maxRows), maxSections: g(TableData.maxSections))
        case .lineTooLong(let bytes, let limit):
            return T.lineTooLong(bytes: g(bytes), limit: g(limit))
        case .lesson(let message), .app(let message), .appReport(_, let message):
            return message
        case .notYet(let word):
            return T.notYet(word: word)
        case .invalidUTF8:
            return T.invalidUTF8
        case .controlCharacter(let line, let scalar):
            // `message` shows the control characters as symbols (␛, ␇).
            let shown = String(line.prefix(60)) + (line.count > 60 ? "…" : "")
            return T.controlCharacter(line: shown, name: TerminalText.describe(scalar))
        case .noSuchCell(let id, let created):
            return created == 0 ? T.noSuchCellYet(id: String(id)) : T.noSuchCell(id: String(id), created: String(created))
        case .sim(let e):
            return Self.simMessage(e)
        case .stepNeedsTableCommand(let line):
            return T.stepNeedsTableCommand(line: line)
        case .notStepping:
            return T.notStepping
        case .nothingBack:
            return T.nothingBack
        case .nothingForward:
            return T.nothingForward
        case .noSuchPoint(let n, let last):
            return T.noSuchPoint(point: String(n), last: String(last))
        case .nothingToReplay:
            return T.nothingToReplay
        case .rowNotShown(let path):
            return T.rowNotShown(row: path.description, target: "\(path.section):\(path.row)")
        case .openFailed(let file, let line, let message):
            return T.openFailed(place: line.map { "\(file):\($0)" } ?? file, reason: message)
        case .batchLine(let line, let text, let reason):
            return T.batchLine(line: String(line), text: String(text.prefix(60)), reason: reason)
        case .batchEmpty:
            return T.batchEmpty
        case .batchNotEnded(let line):
            return T.batchNotEnded(line: String(line))
        case .choseongTyped(let typed, let compatibility):
            return T.choseongTyped(typed: typed, from: Self.codePoints(typed), compatibility: compatibility,
                                   to: Self.codePoints(compatibility))
        }
    }

    /// `U+1103`, or `U+1103 U+1105` for several scalars.
    static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    static func simMessage(_ e: SimError) -> Message {
        typealias T = L10n.Errors.Sim
        switch e {
        case .noSuchRow(let path, let rows, let sections):
            if let rows {
                return rows == 0
                    ? T.noSuchRowEmptySection(row: path.description, section: String(path.section))
                    : T.noSuchRow(row: path.description, section: String(path.section), last: NumberText.grouped(rows - 1))
            }
            return sections == 0 ? T.noSuchSectionNone(section: String(path.section))
                : T.noSuchSection(section: String(path.section), last: String(sections - 1))
        case .noSuchIndexTitle(let title, let available):
            return T.noSuchIndexTitle(title: title, list: available.joined(separator: " "))
        case .noIndex(dataHasIndex: true):
            return T.noIndexGrouped
        case .noIndex:
            return T.noIndex
        case .notVisible(let path, let tap):
            let target = "\(path.section):\(path.row)"
            return tap ? T.notVisibleTap(row: path.description, target: target) : T.notVisible(row: path.description, target: target)
        case .unknownIdentifier(let id):
            return T.unknownIdentifier(id: id)
        case .namedTwice(let path):
            return path.row < 0 ? L10n.Updates.sectionNamedTwice(section: String(path.section))
                : L10n.Updates.rowNamedTwice(row: path.description)
        case .appCannotSwipeDelete(let path, .noCommit):
            return L10n.Updates.swipeNeedsCommit(row: path.description)
        case .appCannotSwipeDelete(let path, .canEditSaysNo):
            return L10n.Updates.swipeCannotEdit(row: path.description)
        case .diffable(let refusal):
            return DiffableText.refusal(refusal)
        }
    }
}
