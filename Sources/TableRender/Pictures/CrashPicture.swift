import TableSim
import TableText

// The simulated app crashing, told once.
//
// A crash is the loudest thing tablelab shows, and it is a lesson in itself (an unregistered reuse
// identifier): the learner should read UIKit's own message exactly as Xcode's console prints it —
// once, in full, after the events that led to it, in bold red — and then one sentence on what
// tablelab did about it. Repeating the message (in the list, again under it, again in the summary)
// only makes it look like several crashes.

/// UIKit's message for a crash, wrapped to the width, and what tablelab did (rolled the table back).
///
/// ```
/// ✖ *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason:
///   'unable to dequeue a cell with identifier text - must register a nib or a class for the
///   identifier or connect a prototype cell in a storyboard'
///   The app crashed. tablelab rolled the table back to before this command.
/// ```
public struct CrashPicture: Sendable {
    /// UIKit's console message (`*** Terminating app due to uncaught exception …`).
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public init(crash: Crash) {
        self.message = crash.consoleMessage
    }

    /// "The app crashed. …" in the reader's language: the one wording every picture uses. A sentence
    /// of its own, so in both languages the Korean stands on the line under the English (a sentence
    /// broken at " / " reads as neither).
    public static func verdict(_ ctx: RenderContext) -> String {
        ctx.language.block(L10n.Crash.verdict)
    }

    public func render(in ctx: RenderContext) -> [String] {
        let mark = ctx.symbols.crash + " "
        let width = ctx.columns - mark.displayWidth
        var lines: [String] = []
        for (n, line) in ctx.wrap(message, width: width).enumerated() {
            lines.append((n == 0 ? ctx.paint(mark, .crash) : "  ") + ctx.paint(line, .crash))
        }
        // In both languages, each on its own line (`verdict` is a block).
        for verdict in CrashPicture.verdict(ctx).split(separator: "\n") {
            lines += ctx.wrap(String(verdict), width: width).map { "  " + ctx.paint($0, .crash) }
        }
        return lines
    }
}
