import Foundation
import TableLab
import TableRender
import TableSim

/// The interactive loop on a terminal: libedit for the line, pictures after each command, and drags
/// played frame by frame at the learner's speed (Ctrl-C stops on the current frame).
struct REPL {
    var session: Session
    let environment: [String: String]
    let fixedWidth: Int?
    let palette: Palette
    let border: Box.Border

    init(language: Language, environment: [String: String], fixedWidth: Int?) {
        self.session = Session(language: language, glossary: GlossaryLoading.load(language: language))
        self.environment = environment
        self.fixedWidth = fixedWidth
        self.palette = Palette.fromEnvironment(isTTY: true, environment: environment)
        self.border = Box.Border.fromEnvironment(environment)
    }

    var context: RenderContext {
        RenderContext(language: session.language, palette: palette,
                      width: fixedWidth ?? LineEditor.terminalColumns ?? 80, border: border)
    }

    mutating func run() {
        LineEditor.prepareLocale()
        for line in ResponseRenderer.banner(session: session, context: context) { print(line) }
        let box = SessionBox(self)
        var warnedLanguage = session.language
        let editor = LineEditor(
            programName: "tablelab",
            historyFile: LineEditor.defaultHistoryFile(environment: environment),
            prompt: { ResponseRenderer.prompt(box.repl.session, palette: box.repl.palette) },
            completer: { line in
                Completion.candidates(for: line, glossary: box.repl.session.glossary,
                                      indexTitles: box.repl.session.table.indexTitles ?? [])
            },
            warn: { path in
                let message = warnedLanguage.text(
                    "tablelab: cannot save history to \(path); this session's history will not be kept",
                    "tablelab: 입력 기록을 \(path)에 저장할 수 없습니다. 이번 세션의 기록은 남지 않습니다", separator: "\n")
                FileHandle.standardError.write(Data((message + "\n").utf8))
            })
        defer { editor.close() }
        while true {
            box.repl = self
            warnedLanguage = session.language
            switch editor.readLine() {
            case .endOfInput:
                return
            case .interrupted:
                continue
            case .line(let text):
                if handle(text) == .quit { return }
            }
        }
    }

    enum Outcome { case goOn, quit }

    /// Runs one line; drags on a terminal are animated.
    mutating func handle(_ text: String) -> Outcome {
        let context = self.context
        if session.speed != .instant, case .sim(.scroll(let amount))? = try? CommandParser.parse(text) {
            return animate(amount, line: text.trimmingCharacters(in: .whitespaces), context: context)
        }
        let response = session.execute(text)
        if case .view(.trace(let path)) = response {
            let result = TraceFile.write(session, to: path)
            print(palette.paint(result.message, result.failed ? .bad : .good))
            return .goOn
        }
        for line in ResponseRenderer.render(response, session: session, context: context) { print(line) }
        if case .view(.quit) = response { return .quit }
        return .goOn
    }

    /// Plays a drag: the viewport is redrawn in place each frame with that frame's events. The
    /// simulation is never paced by the drawing; Ctrl-C keeps the state of the frame on screen.
    mutating func animate(_ amount: ScrollAmount, line: String, context: RenderContext) -> Outcome {
        var preview = session.table
        var drag = preview.beginDrag(to: preview.scrollTarget(for: amount))
        var drawn = 0
        var frames = 0
        var shownFrame = preview.clock.frame
        // Long drags draw every k-th frame so playback stays under ~120 pictures; the simulation
        // still runs every frame.
        let expected = abs(drag.target - drag.start) / max(1, session.table.settings.pointsPerFrame)
        let every = max(1, Int((expected / 120).rounded(.up)))
        _ = LineEditor.consumeInterrupt()
        var interrupted = false
        while !drag.isFinished && frames < TableState.maxDragFrames {
            guard let step = try? preview.dragFrame(&drag), !step.crashed else { break }
            frames += 1
            if frames % every != 0 && !drag.isFinished { continue }
            let picture = ResponseRenderer.animationFrame(table: preview, frameEvents: step.events, context: context)
            var out = ""
            if drawn > 0 { out += "\u{1B}[\(drawn)A\r\u{1B}[J" }
            out += picture.joined(separator: "\n") + "\n"
            FileHandle.standardOutput.write(Data(out.utf8))
            drawn = picture.count
            // Pace by simulated frames: a frame the main thread made late stays on screen longer, so a
            // stall looks like one (capped, so a 3-second stall does not keep the learner waiting).
            let advanced = max(1, (preview.clock.frame - shownFrame) / every)
            shownFrame = preview.clock.frame
            let pause = session.speed.millisecondsPerFrame * min(advanced, 25)
            var slept = 0
            while slept < pause && !interrupted {
                let slice = min(20, pause - slept)
                usleep(useconds_t(slice * 1000))
                slept += slice
                if LineEditor.consumeInterrupt() { interrupted = true }
            }
            if interrupted || LineEditor.consumeInterrupt() { interrupted = true; break }
        }
        if drawn > 0 { FileHandle.standardOutput.write(Data("\u{1B}[\(drawn)A\r\u{1B}[J".utf8)) }
        let response: Response
        if interrupted {
            response = session.executeScroll(amount, line: line, frameLimit: frames)
            print(palette.paint(session.language.text("⏹ stopped at frame \(frames) (Ctrl-C) — the table stays as it is now",
                                                      "⏹ \(frames)프레임에서 멈췄습니다(Ctrl-C) — 테이블은 지금 상태 그대로입니다"), .warning))
        } else {
            response = session.execute(line)
        }
        for l in ResponseRenderer.render(response, session: session, context: context) { print(l) }
        return .goOn
    }
}

/// Lets libedit's prompt callback read the REPL's current state without capturing `inout self`.
final class SessionBox {
    var repl: REPL
    init(_ repl: REPL) { self.repl = repl }
}
