import TableRender
import TableText

/// One problem found in a content file (a glossary entry today, a lesson later), as a value.
///
/// Why a value and not a thrown error: loading must go on past a broken file (the rest of the glossary
/// still loads), and the checker wants *every* problem at once, so problems are collected, not thrown.
/// The text form is the compiler's `file:line: message`, which editors and CI logs already understand:
///
///     glossary/foo.md:3: missing field "ko"
///     glossary/bar.md:8: warning: `try: load sync` uses `load`, which tablelab does not have yet
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// Errors make the checker fail; warnings are reported but let it pass (used for things that are
    /// planned, such as a `try` command from a later issue, and for style advice).
    public enum Severity: String, Sendable, Equatable {
        case error, warning
    }

    /// The file as the learner or teacher knows it: `glossary/asynchronous.md` (folder name + file name).
    public var file: String
    /// 1-based line in that file; 1 when the problem is about the whole file.
    public var line: Int
    /// What is wrong, as a catalog message (`L10n.Diagnostics…`); it may quote another message (a
    /// command's error), which is then said in the same language.
    public var message: Message
    public var severity: Severity

    public init(file: String, line: Int, _ message: Message, severity: Severity = .error) {
        self.file = file
        self.line = max(1, line)
        self.message = message
        self.severity = severity
    }

    public var isError: Bool { severity == .error }

    /// `glossary/foo.md:3: missing field "ko"` (English; warnings say `warning:` after the line).
    public var description: String { text(.en) }

    /// The same line in the reader's language (`both` puts the Korean message after the English one),
    /// with any control character from a file name or quoted content in its visible form (`␛`).
    public func text(_ language: Language) -> String {
        let label: String
        switch severity {
        case .error: label = ""
        case .warning: label = language.text(L10n.Diagnostics.warningLabel)
        }
        // File names and quoted content come from outside: shown with control characters visible.
        return ("\(file):\(line): \(label)" + language.text(message)).visibleControls
    }
}

extension Array where Element == Diagnostic {
    /// Errors only: what makes a checker run fail.
    public var errors: [Diagnostic] { filter(\.isError) }
    /// Warnings only.
    public var warnings: [Diagnostic] { filter { !$0.isError } }
}

extension Diagnostic {
    /// The same problem, its file named from `folder` as the reader typed it (`data` + `Lessons/x.md`
    /// → `data/Lessons/x.md`), so that a terminal or an editor opens it from where they are.
    public func shown(under folder: String) -> Diagnostic {
        var copy = self
        copy.file = (folder.hasSuffix("/") ? folder : folder + "/") + file
        return copy
    }
}
