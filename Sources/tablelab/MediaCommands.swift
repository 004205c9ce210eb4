import Foundation
import TableLab
import TableRender
import TableText

/// The pictures the last drawing command showed, for `export svg`: its response and line, kept by
/// the REPL and the script runner. The SVG is drawn again from the response when it is exported —
/// by the same `ResponseRenderer`, with the same palette's colours — so what is written is what the
/// terminal showed, at no cost to the commands that are never exported.
struct PictureMemory {
    private(set) var response: Response?
    private(set) var line = ""

    /// Remembers `response` when it drew pictures. Commands that only look, write a file or fail
    /// keep the pictures before them (they left the table as it was); a command that changed the
    /// table without drawing one forgets them (they would no longer match the table).
    mutating func note(_ response: Response, line: String) {
        if let pictures = PictureMemory.pictures(in: response) {
            self.response = pictures
            self.line = line.trimmingCharacters(in: .whitespaces)
            return
        }
        switch response {
        case .view(let command) where command.effect == .changesTable:
            self.response = nil
        case .lesson:
            self.response = nil
        default:
            break
        }
    }

    /// The part of `response` that is pictures: a command's step (a crash too), a view that draws
    /// the table, its queue, timeline, statistics or log, or the last such part of a lesson step.
    static func pictures(in response: Response) -> Response? {
        switch response {
        case .step:
            return response
        case .view(let command):
            switch command {
            case .show, .queue, .log, .stats, .timeline, .cell, .diff, .why, .history, .reset: return response
            default: return nil
            }
        case .lesson(let view):
            for case .response(let inner) in view.blocks.reversed() {
                if let pictures = pictures(in: inner) { return pictures }
            }
            return nil
        case .nothing, .error:
            return nil
        }
    }
}

/// `export svg FILE` and `record …`: carried out by the executable, which owns the files and the
/// terminal. `perform` says what it did through `say` and returns true; false for any other response.
enum MediaCommands {
    static func perform(_ response: Response, session: Session, pictures: PictureMemory, width: Int,
                        environment: [String: String], say: (String, _ failed: Bool) -> Void) -> Bool {
        guard case .view(let command) = response else { return false }
        let lang = session.language
        switch command {
        case .exportPicture(let path, let force):
            let r = exportSVG(session, pictures, width: width, to: path, force: force, environment: environment)
            say(r.message, r.failed)
        case .record(.start(let path, let force)):
            let (recording, message) = Recording.prepare(
                path, force: force, columns: LineEditor.terminalColumns ?? width, rows: LineEditor.terminalRows ?? 24,
                environment: environment, language: lang)
            say(message, recording == nil)
            recording?.begin()  // after the message: the recording starts with what follows it
        case .record(.stop):
            if let r = Recording.stop(language: lang) { say(r.message, r.failed) } else { say(lang.block(L10n.Files.Record.notRecording), true) }
        case .record(.status):
            if let current = Recording.current {
                say(lang.block(L10n.Files.Record.status(path: current.shown)), false)
            } else {
                say(lang.block(L10n.Files.Record.notRecording), false)
            }
        default:
            return false
        }
        return true
    }

    /// The remembered pictures as an SVG, written atomically (the rules of `FileEffects`); an
    /// existing file is replaced only with `--force`.
    static func exportSVG(_ session: Session, _ pictures: PictureMemory, width: Int, to typed: String, force: Bool,
                          environment: [String: String]) -> (message: String, failed: Bool) {
        typealias E = L10n.Files.Export
        let lang = session.language
        let shown = typed.visibleControls
        guard let response = pictures.response else { return (lang.block(E.nothingDrawn), true) }
        let target: FileTarget.Write
        switch FileEffects.target(typed, environment: environment) {
        case .failure(.isAFolder):
            let example = (typed.hasSuffix("/") ? typed : typed + "/").visibleControls + "picture.svg"
            return (lang.block(E.isAFolder(path: shown, example: example)), true)
        case .failure(let problem):
            return (lang.block(E.cannotWrite(path: shown, reason: FileEffects.reason(problem))), true)
        case .success(let t):
            target = t
        }
        if target.exists, !force { return (lang.block(E.exists(path: shown, typed: shown)), true) }
        // Colour always, whatever the terminal: the picture is for a slide. Borders as on a terminal.
        let context = RenderContext(language: lang, palette: .colored, width: width, border: .unicode)
        let lines = [context.paint("› " + pictures.line.visibleControls, .heading)]
            + ResponseRenderer.render(response, session: session, context: context)
        let svg = TerminalSVG.document(lines, title: "tablelab › " + pictures.line)
        if let code = AtomicFile.write(target, bytes: Data(svg.utf8)) {
            return (lang.block(E.cannotWrite(path: shown, reason: FileErrorText.reason(code))), true)
        }
        return (lang.block(E.wrote(command: pictures.line.visibleControls, path: shown, lines: String(lines.count),
                                   columns: String(lines.map(\.displayWidth).max() ?? 0))), false)
    }

    /// Ends a recording still running when tablelab ends (`quit`, Ctrl-D, the end of a script).
    static func finishRecording() {
        guard let r = Recording.stop(language: Output.language) else { return }
        Output.line(r.message)
    }
}
