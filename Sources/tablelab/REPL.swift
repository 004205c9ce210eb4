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
        var session = Session(language: language, glossary: GlossaryLoading.load(language: language))
        session.lessons = LessonLoading.load(language: language)
        self.init(session: session, environment: environment, fixedWidth: fixedWidth)
    }

    /// A REPL that goes on from a session a script set up (`--then-interactive`).
    init(session: Session, environment: [String: String], fixedWidth: Int?) {
        self.session = session
        self.environment = environment
        self.fixedWidth = fixedWidth
        self.palette = Palette.fromEnvironment(isTTY: true, environment: environment)
        self.border = Box.Border.fromEnvironment(environment)
        self.progressStore = ProgressStore(environment: environment)
        if self.session.lessons.isEmpty { self.session.lessons = LessonLoading.load(language: session.language) }
        let language = session.language
        self.session.progress = progressStore.load(language: language) { GlossaryLoading.warn($0) }
    }

    let progressStore: ProgressStore

    /// Saves lesson progress after a command that changed it.
    mutating func saveProgress() {
        guard session.progressChanged else { return }
        session.progressChanged = false
        if !progressStore.save(session.progress), let url = progressStore.url {
            GlossaryLoading.warn(session.language.text("tablelab: cannot save lesson progress to \(url.path)",
                                                       "tablelab: 레슨 진행 상황을 \(url.path)에 저장할 수 없습니다"))
        }
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
        defer { saveProgress() }
        let context = self.context
        if session.speed != .instant, case .sim(.scroll)? = try? CommandParser.parse(text) {
            return animate(line: text.trimmingCharacters(in: .whitespaces), context: context)
        }
        var response = session.execute(text)
        if case .view(.trace(let path)) = response {
            let result = TraceFile.write(session, to: path)
            print(palette.paint(result.message, result.failed ? .bad : .good))
            return .goOn
        }
        if case .view(.save(let path, let force)) = response {
            let result = SessionFiles.save(session, to: path, force: force)
            print(palette.paint(result.message, result.failed ? .bad : .good))
            return .goOn
        }
        if case .view(.lesson(let c)) = response, let result = ProgressStore.handle(c, session: &session) {
            print(palette.paint(result.message, result.failed ? .bad : .good))
            return .goOn
        }
        if case .view(.open(let path)) = response { response = SessionFiles.open(&session, path) }
        if case .lesson(let view) = response {
            showLesson(view, context: context)
            return .goOn
        }
        for line in ResponseRenderer.render(response, session: session, context: context) { print(line) }
        if case .view(.quit) = response { return .quit }
        return .goOn
    }

    /// A lesson step: the narration, then the drag the step ran played frame by frame (as a typed
    /// `scroll` is), then its pictures, the verdict and the rest.
    func showLesson(_ view: LessonView, context: RenderContext) {
        let split = view.blocks.firstIndex { block in
            if case .response(.step(let step, _)) = block { return step.frames.count > 1 && !step.crashed }
            return false
        }
        guard let split, session.speed != .instant, case .response(.step(let step, _)) = view.blocks[split] else {
            for line in ResponseRenderer.render(.lesson(view), session: session, context: context) { print(line) }
            return
        }
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[..<split]))), session: session, context: context) { print(line) }
        play(step, context: context)
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[split...]))), session: session, context: context) { print(line) }
    }

    /// Plays a step's recorded frames in place; Ctrl-C skips the rest of the playback (the table is
    /// already in its final state: the lesson ran the whole command).
    func play(_ step: Step, context: RenderContext) {
        let frames = step.frames
        let every = max(1, Int((Double(frames.count) / 120).rounded(.up)))
        _ = LineEditor.consumeInterrupt()
        var drawn = 0
        var shownFrame = frames.first?.frame ?? 0
        for (i, frame) in frames.enumerated() where i % every == 0 || i == frames.count - 1 {
            let picture = ResponseRenderer.animationFrame(table: session.table, frame: frame, context: context)
            var out = ""
            if drawn > 0 { out += "\u{1B}[\(drawn)A\r\u{1B}[J" }
            out += picture.joined(separator: "\n") + "\n"
            FileHandle.standardOutput.write(Data(out.utf8))
            drawn = picture.count
            let advanced = max(1, (frame.frame - shownFrame) / every)
            shownFrame = frame.frame
            usleep(useconds_t(session.speed.millisecondsPerFrame * min(advanced, 25) * 1000))
            if LineEditor.consumeInterrupt() { break }
        }
        if drawn > 0 { FileHandle.standardOutput.write(Data("\u{1B}[\(drawn)A\r\u{1B}[J".utf8)) }
    }

    /// Runs a drag once, then plays the frames that run recorded: the viewport and the queue are
    /// redrawn in place each frame from the log. The simulation is never paced by the drawing. Ctrl-C
    /// stops on the frame shown: the line runs again from the state before it, limited to the frames
    /// drawn (`scroll … frames N`), so the table is exactly what was on screen.
    mutating func animate(line: String, context: RenderContext) -> Outcome {
        let before = session
        let response = session.execute(line)
        if case .lesson(let view) = response {
            showLesson(view, context: context)
            return .goOn
        }
        guard case .step(let step, _) = response, !step.crashed else {
            for l in ResponseRenderer.render(response, session: session, context: context) { print(l) }
            return .goOn
        }
        let frames = step.frames
        // Long drags draw every k-th frame so playback stays under ~120 pictures.
        let every = max(1, Int((Double(frames.count) / 120).rounded(.up)))
        _ = LineEditor.consumeInterrupt()
        var interrupted = false
        var drawn = 0
        var passes = 0          // drag frames (frames with a layout pass) played so far
        var shownFrame = frames.first?.frame ?? 0
        for (i, frame) in frames.enumerated() {
            passes += frame.events.filter { $0.kind == .frame && $0.offset != nil }.count
            let isLast = i == frames.count - 1
            if i % every != 0 && !isLast { continue }
            let picture = ResponseRenderer.animationFrame(table: session.table, frame: frame, context: context)
            var out = ""
            if drawn > 0 { out += "\u{1B}[\(drawn)A\r\u{1B}[J" }
            out += picture.joined(separator: "\n") + "\n"
            FileHandle.standardOutput.write(Data(out.utf8))
            drawn = picture.count
            if isLast { break }
            // Pace by simulated frames: a frame the main thread made late stays on screen longer, so a
            // stall looks like one (capped, so a 3-second stall does not keep the learner waiting).
            let advanced = max(1, (frame.frame - shownFrame) / every)
            shownFrame = frame.frame
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
        var final = response
        if interrupted {
            session = before
            final = session.executeStopped(line, frames: passes)
            print(palette.paint(session.language.text("⏹ stopped at frame \(passes) (Ctrl-C) — the table stays as it is now (`scroll … frames \(passes)` in the history)",
                                                      "⏹ \(passes)프레임에서 멈췄습니다(Ctrl-C) — 테이블은 지금 상태 그대로입니다(기록에는 `scroll … frames \(passes)`)"), .warning))
        }
        for l in ResponseRenderer.render(final, session: session, context: context) { print(l) }
        return .goOn
    }
}

/// Lets libedit's prompt callback read the REPL's current state without capturing `inout self`.
final class SessionBox {
    var repl: REPL
    init(_ repl: REPL) { self.repl = repl }
}
