import Yams
import TableText

/// The YAML block at the top of a content file, between two `---` lines, read with a real YAML
/// library (Yams) rather than by hand.
///
/// Why `Yams.compose` and not `Yams.load`: `compose` keeps each node's position (`Mark`), so every
/// problem can be reported as `file:line` pointing at the key or list item to fix. Values are taken
/// as the text written in the file (`node.string`), never re-typed by YAML's resolver, so an alias
/// like `yes`, `null` or `120` stays the word the teacher wrote.
///
/// Shared by the glossary and (later) the lessons: both are Markdown with this front matter.
public struct FrontMatter: Sendable, Equatable {
    /// The YAML text between the fences.
    public var yaml: String
    /// The file line of the first YAML line (2 when the file starts with `---`).
    public var yamlFirstLine: Int
    /// The lines after the closing fence, and the file line of the first of them.
    public var body: [String]
    public var bodyFirstLine: Int

    /// Splits a file's text into front matter and body. The file must start with a `---` line (a
    /// UTF-8 byte-order mark before it is tolerated) and have a closing `---` (or `...`) line.
    public static func split(_ text: String, file: String) throws(Diagnostic) -> FrontMatter {
        var lines: [String]
        if !ContentFile.containsCR(text) {
            // No CR: the lines are the runs between LF bytes (LF is always a character of its own),
            // found without walking the text character by character — a tenth of the cost.
            lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { String(Substring($0)) }
        } else {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            }
        }
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else {
            throw Diagnostic(file: file, line: 1, L10n.Diagnostics.FrontMatter.noOpening)
        }
        guard let close = lines.indices.dropFirst().first(where: {
            let l = lines[$0].trimmingTrailingSpaces()
            return l == "---" || l == "..."
        }) else {
            throw Diagnostic(file: file, line: 1, L10n.Diagnostics.FrontMatter.notClosed)
        }
        // Joined by hand: `joined(separator:)` on a slice of lines is not specialized, and went
        // through the lines generically (a thirtieth of a first `glossary TERM`, issue 17 §7).
        var yaml = ""
        for i in 1..<close {
            if i > 1 { yaml += "\n" }
            yaml += lines[i]
        }
        return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: Array(lines[(close + 1)...]), bodyFirstLine: close + 2)
    }

    /// The top-level keys in the order written, each with its line and value. Invalid YAML, or YAML
    /// that is not a `key: value` mapping, is one diagnostic at the line YAML complains about.
    public func fields(file: String) throws(Diagnostic) -> [FrontMatterField] {
        try fieldsAndControls(file: file).fields
    }

    /// `fields`, and an error for each value that holds a control character once YAML has decoded
    /// its escapes (`en: "cell\e]0;PWNED\a"`): the raw file shows none, the value printed would.
    /// Anchors and aliases are refused before anything is built (`SafeYAML`).
    public func fieldsAndControls(file: String) throws(Diagnostic) -> (fields: [FrontMatterField], controls: [Diagnostic]) {
        let root: Node?
        do {
            root = try SafeYAML.compose(yaml)
        } catch let refusal as SafeYAML.Refusal {
            throw Diagnostic(file: file, line: refusal.line + yamlFirstLine - 1, refusal.kind.message)
        } catch let error as YamlError {
            throw diagnostic(for: error, file: file)
        } catch {
            throw Diagnostic(file: file, line: yamlFirstLine, L10n.Diagnostics.FrontMatter.unreadable(reason: "\(error)"))
        }
        guard let root else { return ([], []) }
        guard let mapping = root.mapping else {
            throw Diagnostic(file: file, line: fileLine(root.mark), L10n.Diagnostics.FrontMatter.notKeyValue)
        }
        let fields = mapping.map { pair in
            FrontMatterField(key: pair.key.string ?? "", line: fileLine(pair.key.mark),
                             value: value(of: pair.value))
        }
        let controls = SafeYAML.controlScalars(in: root, source: yaml, isControl: TerminalText.isControl).map { found in
            let list = found.scalars.prefix(4).map(TerminalText.describe).joined(separator: ", ") + (found.scalars.count > 4 ? ", …" : "")
            return Diagnostic(file: file, line: found.line + yamlFirstLine - 1, L10n.Diagnostics.Text.controlInValue(list: list))
        }
        return (fields, controls)
    }

    // MARK: - Helpers

    func fileLine(_ mark: Mark?) -> Int {
        guard let mark else { return yamlFirstLine }
        return mark.line + yamlFirstLine - 1
    }

    func value(of node: Node) -> FrontMatterValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain && (scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null") {
                return .null
            }
            return .text(scalar.string)
        case .sequence(let sequence):
            return .list(sequence.map { item in
                FrontMatterItem(text: item.scalar?.string, line: fileLine(item.mark))
            })
        case .mapping:
            return .mapping
        case .alias:
            return .null
        }
    }

    /// The problem YAML reports, at the line to fix. `step` names the lesson step whose ```yaml
    /// block this is (the message then says so); nil for the front matter itself.
    func diagnostic(for error: YamlError, file: String, step: String? = nil) -> Diagnostic {
        var problem: String
        var mark: Mark?
        switch error {
        case .scanner(let c, let p, let m, _), .parser(let c, let p, let m, _), .composer(let c, let p, let m, _):
            // libyaml's context ("while scanning a quoted scalar", "while parsing a flow sequence")
            // marks where the unfinished construct *starts*: the line a teacher has to fix. The
            // problem mark is often just where the text ran out.
            problem = c.map { "\($0.text), \(p)" } ?? p
            mark = c?.mark ?? m
        case .duplicatedKeysInMapping(let duplicates, let context):
            let list = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return Diagnostic(file: file, line: fileLine(context.mark), L10n.Diagnostics.FrontMatter.duplicateKeys(keys: list))
        case .reader(let p, _, _, _):
            problem = p
        default:
            problem = "\(error)"
        }
        // Hints for the usual slips: a list item with a YAML sign in it, and (in a step) a value that
        // starts with one, such as a backtick.
        let listProblem = problem.contains("flow") || problem.contains("','") || problem.contains("mapping values")
        let message: Message
        if let step {
            typealias L = L10n.Diagnostics.Lesson
            let signProblem = problem.contains("cannot start any token")
            switch (listProblem, signProblem) {
            case (false, false): message = L.stepNotYAML(step: step, problem: problem)
            case (true, false): message = L.stepNotYAMLQuoteItem(step: step, problem: problem)
            case (false, true): message = L.stepNotYAMLQuoteValue(step: step, problem: problem)
            case (true, true): message = L.stepNotYAMLQuoteBoth(step: step, problem: problem)
            }
        } else {
            typealias F = L10n.Diagnostics.FrontMatter
            message = listProblem ? F.notYAMLQuoteItem(problem: problem) : F.notYAML(problem: problem)
        }
        return Diagnostic(file: file, line: fileLine(mark), message)
    }
}

/// One `key: value` line of the front matter.
public struct FrontMatterField: Sendable, Equatable {
    public var key: String
    /// The file line of the key.
    public var line: Int
    public var value: FrontMatterValue
}

/// What a key holds, as written.
public enum FrontMatterValue: Sendable, Equatable {
    /// A single value (`try: load sync`).
    case text(String)
    /// A list (`[a, b]` or `- a` lines).
    case list([FrontMatterItem])
    /// Nothing after the colon (or `~`, `null`).
    case null
    /// A nested `key: value` block, which no field of ours expects.
    case mapping
}

/// One list item; `text` is nil when the item is itself a list or a mapping.
public struct FrontMatterItem: Sendable, Equatable {
    public var text: String?
    public var line: Int
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
