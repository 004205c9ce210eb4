import Foundation
import TableRender
import TableText

/// The learner's file and its compile, said in the learner's language: why a file was refused or
/// not compiled and what works instead; each compiler error with its place, the compiler's own words
/// (English, as Xcode shows them, control characters made visible), the line of the learner's file,
/// and a sentence — specific for the errors beginners meet most, general otherwise.
public enum AppText {
    /// The message for a problem. `reason` says a file problem in words — the executable's
    /// `FileEffects.reason`, which speaks for every file tablelab reads or writes.
    public static func message(_ problem: AppProblem, reason: (FileProblem) -> Message) -> Message {
        typealias S = L10n.App.Source
        switch problem {
        case .noFile(let path): return S.noFile(path: path.visibleControls)
        // Two reasons said for this file: the general ones speak of writing (`--force`) and of files
        // tablelab made, which a learner's Swift file is not.
        case .unreadable(let path, .notRegular): return S.notRegular(path: path.visibleControls)
        case .unreadable(let path, .tooLarge(let limit)):
            return S.tooLarge(path: path.visibleControls, megabytes: String(limit >> 20))
        case .unreadable(let path, let problem): return S.unreadable(path: path.visibleControls, reason: reason(problem))
        case .notUTF8(let path, let line): return S.notUTF8(path: path.visibleControls, line: String(line))
        case .controlCharacter(let path, let line, let scalar):
            return S.controlCharacter(path: path.visibleControls, line: String(line), character: TerminalText.describe(scalar))
        case .toolchainMissing(nil): return L10n.App.Toolchain.missing
        case .toolchainMissing(let configured?): return L10n.App.Toolchain.configuredMissing(path: configured.visibleControls)
        case .toolchainNotRunnable(let path, let status):
            return L10n.App.Toolchain.notRunnable(path: path.visibleControls, status: message(status, reason: reason))
        case .standInMissing(nil): return L10n.App.StandIn.missing
        case .standInMissing(let configured?): return L10n.App.StandIn.configuredMissing(path: configured.visibleControls)
        case .noCacheFolder: return L10n.App.Cache.noFolder
        case .cacheUnwritable(let path, let problem):
            return L10n.App.Cache.unwritable(path: path.visibleControls, reason: reason(problem))
        case .compileErrors(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            let path = errors.first(where: \.inLearnerFile)?.file ?? errors.first?.file ?? "swiftc"
            return L10n.App.Compile.errors(path: path.visibleControls, count: NumberText.grouped(errors.count))
        case .compileTimedOut(let seconds): return L10n.App.Compile.timedOut(seconds: NumberText.grouped(seconds))
        case .compileStopped: return L10n.App.Compile.stopped
        case .compilerFailed(let status, _): return L10n.App.Compile.failed(status: message(status, reason: reason))
        case .noRootViewController(let path, let problem): return message(problem, path: path)
        }
    }

    /// How a child process ended, in words ("exit status 1").
    public static func message(_ status: ChildProcess.Status, reason: (FileProblem) -> Message) -> Message {
        typealias T = L10n.App.Status
        switch status {
        case .exited(let code): return T.exited(code: String(code))
        case .signalled(let signal): return T.signalled(signal: String(signal))
        case .timedOut(let seconds): return T.timedOut(seconds: NumberText.grouped(Int(seconds.rounded())))
        case .stopped: return T.stopped
        case .cannotStart(let code): return T.cannotStart(reason: reason(.system(code)))
        }
    }

    /// Everything to show for a problem, as lines: its message, then for compile errors each error
    /// with the learner's line and a sentence (`errorLines`; `source` is the file that was compiled),
    /// for a compiler that failed without one the end of what it printed.
    public static func lines(_ problem: AppProblem, source: AppSource?, language: Language,
                             reason: (FileProblem) -> Message) -> [String] {
        var out = language.block(message(problem, reason: reason)).visibleControls.components(separatedBy: "\n")
        switch problem {
        case .compileErrors(let diagnostics):
            out += errorLines(diagnostics, source: source, language: language)
        case .compilerFailed(_, let output):
            out += output.visibleControls.components(separatedBy: "\n").map { "  " + $0 }
        default:
            break
        }
        return out
    }

    // MARK: The gate

    /// A refusal as a message naming the file and line (`path` as the learner typed it).
    public static func message(_ refusal: AppRefusal, path: String) -> Message {
        typealias G = L10n.App.Gate
        let path = path.visibleControls, line = String(refusal.line)
        switch refusal.reason {
        case .forbiddenImport(let module): return G.forbiddenImport(path: path, line: line, module: module.visibleControls)
        case .testableImport: return G.testableImport(path: path, line: line)
        case .underscoredAttribute(let name): return G.underscoredAttribute(path: path, line: line, name: name.visibleControls)
        case .unterminatedString: return G.unterminatedString(path: path, line: line)
        case .unterminatedComment: return G.unterminatedComment(path: path, line: line)
        case .nestedTooDeeply: return G.nestedTooDeeply(path: path, line: line, limit: String(SwiftLexer.maxDepth))
        }
    }

    /// Each refusal of `report`, with the line of the file it is about.
    public static func lines(_ report: AppGateReport, language: Language) -> [String] {
        report.refusals.flatMap { refusal -> [String] in
            var out = language.block(message(refusal, path: report.source.typedPath)).visibleControls.components(separatedBy: "\n")
            if let text = report.source.line(refusal.line) { out += excerpt(text, line: refusal.line, column: nil) }
            return out
        }
    }

    // MARK: Compiler errors

    /// Each error, in order: `FILE:LINE:COL: error: message`; for one in the learner's file its line,
    /// a caret under the column, and the sentence of `hint`. Notes in the learner's file follow the
    /// error they belong to; warnings and notes elsewhere are left out.
    public static func errorLines(_ diagnostics: [CompilerDiagnostic], source: AppSource?, language: Language) -> [String] {
        var out: [String] = []
        var shownError = false
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error:
                shownError = true
                out.append(heading(diagnostic))
                if diagnostic.inLearnerFile, let line = diagnostic.line, let text = source?.line(line) {
                    out += excerpt(text, line: line, column: diagnostic.column)
                }
                out += language.block(hint(for: diagnostic)).visibleControls.components(separatedBy: "\n").map { "  → " + $0 }
            case .note where shownError && diagnostic.inLearnerFile:
                out.append(heading(diagnostic))
            default:
                continue
            }
        }
        return out
    }

    private static func heading(_ diagnostic: CompilerDiagnostic) -> String {
        let place = diagnostic.place.map { $0 + ": " } ?? ""
        return (place + diagnostic.severity.rawValue + ": " + diagnostic.message).visibleControls
    }

    /// A line of the learner's file under its number, and a caret under `column` (a byte offset
    /// from 1, as the compiler counts): tabs are kept so the caret lines up however wide a tab is;
    /// wide characters (Hangul) take two columns.
    static func excerpt(_ text: String, line: Int, column: Int?) -> [String] {
        let number = String(line)
        let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number + " | "
        var out = [gutter + text.visibleControls]
        if let column, column >= 1 {
            let prefix = String(decoding: Array(text.utf8).prefix(column - 1), as: UTF8.self)
            var pad = ""
            for character in prefix {
                pad += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.width(of: character))
            }
            out.append(String(repeating: " ", count: 6) + "| " + pad + "^")
        }
        return out
    }

    /// An `excerpt` line fitted to `width` columns: a line of the learner's file wider than the
    /// terminal is cut with "…". Why: the renderer keeps excerpt lines unwrapped (wrapping moved the
    /// caret off its column), and the terminal would go on with the rest at column 0, under no
    /// gutter, where it reads as a line of its own. Tabs count to the next multiple of 8.
    public static func fittedExcerptLine(_ line: String, width: Int) -> String {
        func advance(_ c: Character, at column: Int) -> Int { c == "\t" ? 8 - column % 8 : DisplayWidth.width(of: c) }
        var total = 0
        for c in line { total += advance(c, at: total) }
        guard total > width, width > 1 else { return line }
        var used = 0, out = ""
        for c in line {
            let w = advance(c, at: used)
            if used + w > width - 1 { break }
            out.append(c)
            used += w
        }
        return out + "…"
    }

    /// Whether `line` is one `excerpt` made: a gutter (`   21 | `, `      | `) then the text.
    public static func isExcerptLine(_ line: String) -> Bool {
        let head = line.prefix(8)
        return head.count == 8 && head.hasSuffix(" | ") && head.dropLast(3).allSatisfy { $0 == " " || $0.isNumber }
    }

    /// UIKit names a table-view file often uses that the stand-in does not declare. Why: "cannot
    /// find 'navigationController' in scope" told the learner to check the spelling of a name they
    /// had spelled right; for these the sentence says the stand-in lacks it (one table screen).
    static let uikitNamesNotInStandIn: Set<String> = [
        "navigationController", "navigationItem", "UINavigationController", "pushViewController", "present", "dismiss",
        "UIAlertController", "UIAlertAction", "UIStoryboard", "storyboard", "performSegue", "UINib",
        "UICollectionView", "UICollectionViewCell", "UIRefreshControl", "refreshControl", "UISearchController",
        "UIButton", "UISwitch", "UIFont", "UIStackView", "NSLayoutConstraint", "UIActivityIndicatorView",
        "UIContextualAction", "UISwipeActionsConfiguration", "UIScreen", "UIApplication",
    ]

    /// The sentence under an error: what it means for a beginner and what to write. Specific for
    /// the errors beginners meet most, told from the compiler's own words.
    public static func hint(for diagnostic: CompilerDiagnostic) -> Message {
        typealias H = L10n.App.Hint
        let text = diagnostic.message
        if text.contains("requires an 'override' keyword") { return H.missingOverride }
        if text.hasPrefix("missing return in") { return H.missingReturn }
        if text.contains("must be unwrapped") { return H.optional }
        // `incorrect argument label(s) in call`, `missing argument label 'x:' in call`, `extraneous …`.
        if text.contains("argument label") && text.contains(" in call") { return H.argumentLabels }
        if text.contains("@objc") || text.contains("'@IBOutlet'") || text.contains("'@IBAction'") || text.contains("Objective-C") {
            return H.objectiveC
        }
        if text.contains("'main' attribute cannot be used") || text.contains("'UIApplicationMain'") { return H.entryPoint }
        if text.contains("compiled with Swift") || text.contains("cannot load module") && text.contains("UIKit") {
            return H.otherCompiler
        }
        func unknown(_ name: Substring) -> Message {
            uikitNamesNotInStandIn.contains(String(name)) ? H.notInStandIn(name: String(name)) : H.unknownName(name: String(name).visibleControls)
        }
        for prefix in ["cannot find type '", "cannot find '"] where text.hasPrefix(prefix) {
            return unknown(text.dropFirst(prefix.count).prefix { $0 != "'" })
        }
        if text.hasPrefix("value of type '"), let range = text.range(of: "' has no member '") {
            return unknown(text[range.upperBound...].prefix { $0 != "'" })
        }
        return H.general
    }
}
