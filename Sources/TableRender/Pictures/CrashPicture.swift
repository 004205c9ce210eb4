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

    /// "The app crashed. …" in the reader's language: the one wording every picture uses.
    public static func verdict(_ ctx: RenderContext) -> String {
        ctx.text("The app crashed. tablelab rolled the table back to before this command.",
                 "앱이 죽었습니다. tablelab이 테이블을 이 명령 전으로 되돌렸습니다.")
    }

    public func render(in ctx: RenderContext) -> [String] {
        let mark = ctx.symbols.crash + " "
        let width = ctx.columns - mark.displayWidth
        var lines: [String] = []
        for (n, line) in ctx.wrap(message, width: width).enumerated() {
            lines.append((n == 0 ? ctx.paint(mark, .crash) : "  ") + ctx.paint(line, .crash))
        }
        // In both languages, each on its own line (a sentence broken at " / " reads as neither).
        var verdicts = [CrashPicture.verdict(ctx)]
        if ctx.language == .both {
            verdicts = [Language.en, .ko].map { CrashPicture.verdict(RenderContext(language: $0, palette: ctx.palette,
                                                                                   width: ctx.width, border: ctx.border)) }
        }
        for verdict in verdicts {
            lines += ctx.wrap(verdict, width: width).map { "  " + ctx.paint($0, .crash) }
        }
        return lines
    }
}
