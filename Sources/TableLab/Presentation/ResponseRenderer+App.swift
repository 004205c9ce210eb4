import TableRender
import TableSim
import TableText

/// The learner's own app on screen: which app runs, what it printed, the line a crash came from.
extension ResponseRenderer {
    static func appLines(_ command: AppCommand, session: Session, context ctx: RenderContext) -> [String] {
        typealias S = L10n.App.Session
        let message: Message
        switch command {
        case .show:
            if let path = session.runningAppPath {
                message = S.runs(path: path.visibleControls)
            } else {
                message = S.builtin
            }
        case .builtin:
            if let path = session.leftAppPath { message = S.backToBuiltin(path: path.visibleControls) } else { message = S.builtin }
        case .run, .edit:
            // Carried out by the executable (it compiles and starts the app): nothing to draw here.
            return []
        }
        return HelpText.wrapBlock(ctx.block(message), width: ctx.columns)
    }

    /// Under a crash of the learner's app: the line it came from, as it reads in their file, and
    /// that the table was rolled back and the app will start again.
    static func appCrashLines(_ step: Step, _ ctx: RenderContext) -> [String] {
        guard let stop = step.crash?.app else { return [] }
        var lines: [String] = []
        if let site = stop.site, site.line > 0 {
            let code = (stop.sourceLine ?? "").trimmingWhitespace().visibleControls
            let text = ctx.text(L10n.App.Session.line(line: String(site.line), code: code))
            lines += HelpText.wrap(text, width: ctx.columns - 2).map { "  " + ctx.paint($0, .crash) }
        }
        lines += HelpText.wrapBlock(ctx.block(L10n.App.Session.rolledBack), width: ctx.columns - 2).map { "  " + $0 }
        return lines
    }

    /// The crash box's message when tablelab stopped the learner's app (a call that never ended,
    /// closures queueing themselves without end), in the learner's language; nil for a crash whose
    /// words are Swift's or UIKit's (as Xcode's console prints them).
    static func appStopMessage(_ crash: Crash, _ ctx: RenderContext) -> String? {
        guard let stop = crash.app else { return nil }
        switch stop.said {
        case .notRunning?: return ctx.text(L10n.App.Run.notRunning)
        case .lostConversation?: return ctx.text(L10n.App.Run.broken(reason: stop.message.visibleControls))
        case .cannotStart(let code)?: return ctx.text(L10n.App.Run.cannotStart(reason: "errno \(code)"))
        case nil: break
        }
        guard stop.kind == .timedOut else { return nil }
        if let seconds = stop.seconds {
            return ctx.text(L10n.App.Session.stoppedLoop(seconds: NumberText.grouped(Int(seconds.rounded()))))
        }
        return ctx.text(L10n.App.Session.stoppedQueueing)
    }

    /// What the learner's app printed during the command, as its console (sanitized when taken).
    static func consoleLines(_ session: Session, _ ctx: RenderContext) -> [String] {
        guard let console = session.appConsole, !console.lines.isEmpty,
              let file = session.table.appScript?.app.fileName ?? session.runningApp?.source.fileName
        else { return [] }
        var lines = [ctx.paint(ctx.text(L10n.App.Session.console(file: file.visibleControls)), .dim)]
        lines += console.lines.prefix(200).flatMap { HelpText.wrap($0, width: ctx.columns - 2).map { "  " + $0 } }
        if console.truncated || console.lines.count > 200 {
            lines.append("  " + ctx.paint(ctx.text(L10n.App.Session.consoleCut), .dim))
        }
        return lines
    }
}
