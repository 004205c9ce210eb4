import Foundation
import TableLab
import TableRender
import TableSim
import TableText

/// The interactive loop on a terminal: libedit for the line, pictures after each command, and drags
/// played frame by frame at the learner's speed (Ctrl-C stops on the current frame).
struct REPL {
    var session: Session
    let environment: [String: String]
    let fixedWidth: Int?
    let palette: Palette
    let border: Box.Border

    init(language: Language, environment: [String: String], fixedWidth: Int?) {
        let location = DataLocator.locate(environment: environment)  // once, for the glossary and the lessons
        var session = Session(language: language, glossary: GlossaryLoading.load(language: language, environment: environment, location: location))
        session.loadLessonFiles { LessonLoading.files(language: language, environment: environment, location: location) }
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
        let language = session.language
        if progressStore.path == nil {
            GlossaryLoading.warn(language.block(L10n.Files.Progress.noStateFolder))
        }
        self.session.progress = progressStore.load(language: language) { GlossaryLoading.warn($0) }
    }

    let progressStore: ProgressStore
    /// The last pictures drawn, for `export svg`.
    var pictures = PictureMemory()
    /// Keys typed during a drag (shared with the line editor; a class, so copies of the REPL share it).
    let typeahead = Typeahead()
    /// A `batch` block being typed (`batch` alone, then one change a line, then `end`).
    var batchBlock: BatchBlock?

    /// The prompt now: `batch> ` inside a block, else where the table is.
    func promptText() -> String {
        if batchBlock != nil { return palette.paint("batch", Palette.Role.heading) + (border == .ascii ? "> " : "› ") }
        return ResponseRenderer.prompt(session, palette: palette, ascii: border == .ascii)
    }

    /// Saves lesson progress after a command that changed it (merged with other sessions' saves).
    mutating func saveProgress() {
        progressStore.saveIfChanged(&session) { GlossaryLoading.warn($0) }
    }

    /// Runs a line and saves the progress it made at once, before anything is drawn: a drag played
    /// after a lesson's verdict lasts seconds, and a terminal closed meanwhile (SIGHUP, or a write
    /// that fails once it is gone) ends the process — the progress must be on disk by then.
    mutating func executeAndSave(_ parsed: ParsedLine) -> Response {
        EndingSignals.heldBack {
            let response = session.execute(parsed)
            saveProgress()
            pictures.note(response, line: parsed.line)
            return response
        }
    }

    var context: RenderContext {
        RenderContext(language: session.language, palette: palette,
                      width: fixedWidth ?? LineEditor.terminalColumns ?? 80, border: border)
    }

    /// `TERM=dumb`: the terminal cannot move the cursor, so drags are not animated in place (only
    /// their result is printed).
    var terminalIsDumb: Bool { environment["TERM"] == "dumb" }

    /// `first`: lines run after the banner as if typed (`--app FILE`).
    mutating func run(first: [String] = []) {
        LineEditor.prepareLocale()
        Output.language = session.language
        for line in ResponseRenderer.banner(session: session, context: context) { Output.line(line) }
        for line in first {
            Output.line(palette.paint("› " + line.visibleControls, Palette.Role.heading))
            _ = handle(line)
        }
        let box = SessionBox(self)
        var warnedLanguage = session.language
        let editor = LineEditor(
            programName: "tablelab",
            historyFile: FilePaths.stateFolder(environment: environment).map { URL(fileURLWithPath: $0 + "/history") },
            prompt: { TerminalText.forTerminal(box.repl.promptText()) },
            completer: { line in
                Completion.candidates(for: line, glossary: box.repl.session.glossary,
                                      indexTitles: box.repl.session.table.indexTitles ?? [])
            },
            warn: { path, problem in
                Output.error(REPL.historyWarning(path: path, problem: problem, language: warnedLanguage))
            })
        defer { editor.close() }
        editor.typeahead = typeahead
        editor.canMoveCursor = !terminalIsDumb
        while true {
            box.repl = self
            warnedLanguage = session.language
            Output.language = session.language
            switch editor.readLine() {
            case .endOfInput:
                if batchBlock != nil { say(L10n.Shell.batchCancelled, .warning) }
                return
            case .interrupted:
                // Ctrl-C inside a block cancels the block (nothing of it ran).
                if batchBlock != nil {
                    batchBlock = nil
                    say(L10n.Shell.batchCancelled, .warning)
                }
                continue
            case .notUTF8:
                for line in ResponseRenderer.render(.error(.invalidUTF8), session: session, context: context) { Output.line(line) }
            case .line(let text):
                // A recording shows the line as the terminal did: libedit drew the prompt and the typing
                // (not `record stop` itself, which ends it).
                if let recording = Recording.current, !ParsedLine(text).isRecord {
                    recording.typed(prompt: TerminalText.forTerminal(promptText()), line: text)
                }
                if batchBlock != nil || BatchBlock.opens(text) {
                    if collectBatch(text) == .quit { return }
                    continue
                }
                if handle(text) == .quit { return }
                if let text = session.pendingInput {
                    session.pendingInput = nil
                    editor.prefill = text
                }
            }
        }
    }

    enum Outcome { case goOn, quit }

    /// A line of a `batch` block: `batch` opens it (and says what to type), each change is kept,
    /// `end` runs the block as one `batch` line — or, when a line is not a change or the block is
    /// empty, says so and runs nothing.
    mutating func collectBatch(_ text: String) -> Outcome {
        guard var block = batchBlock else {
            batchBlock = BatchBlock()
            say(L10n.Shell.batchOpened, .dim)
            return .goOn
        }
        guard BatchBlock.closes(text) else {
            block.add(text)
            batchBlock = block
            return .goOn
        }
        batchBlock = nil
        switch block.command() {
        case .success(let line):
            return handle(line)
        case .failure(let error):
            for line in ResponseRenderer.render(.error(error), session: session, context: context) { Output.line(line) }
            return .goOn
        }
    }

    /// One message of the shell, wrapped to the terminal.
    func say(_ message: Message, _ role: Palette.Role) {
        let ctx = context
        for paragraph in ctx.block(message).split(separator: "\n") {
            for line in HelpText.wrap(String(paragraph), width: ctx.columns) { Output.line(palette.paint(line, role)) }
        }
    }

    /// Runs one line; drags on a terminal are animated.
    mutating func handle(_ text: String) -> Outcome {
        defer { saveProgress() }
        let context = self.context
        // Parsed once: the same value decides the animation and runs (`scroll N frames F` is animated
        // too, up to its last frame).
        let parsed = ParsedLine(text)
        if session.speed != .instant, !terminalIsDumb, parsed.animatedDrag != nil {
            return animate(parsed, context: context)
        }
        if session.speed != .instant, !terminalIsDumb, parsed.isAnimatedUpdate {
            return animateUpdate(parsed, context: context)
        }
        var response = executeAndSave(parsed)
        if MediaCommands.perform(response, session: session, pictures: pictures, width: context.columns,
                                 environment: environment, say: { message, failed in
                                     for line in HelpText.wrapBlock(message, width: context.columns) { Output.line(palette.paint(line, failed ? .bad : .good)) }
                                 }) {
            return .goOn
        }
        switch SessionFiles.perform(response, &session, environment: environment,
                                    progress: { line in
                                        // Wrapped at word breaks (the terminal cut "캐/시에서" at 80 columns).
                                        for part in HelpText.wrap(line, width: context.columns) {
                                            Output.line(palette.paint(part, Palette.Role.dim))
                                        }
                                    }) {
        case .message(let message, let failed)?:
            for line in HelpText.wrapBlock(message, width: context.columns) { Output.line(palette.paint(line, failed ? .bad : .good)) }
            return .goOn
        case .opened(let opened)?:
            response = opened
        case nil:
            break
        }
        if case .view(.lesson(let c)) = response,
           let result = progressStore.handle(c, session: &session, environment: environment) {
            for line in HelpText.wrapBlock(result.message, width: context.columns) {
                Output.line(palette.paint(line, result.failed ? .bad : .good))
            }
            return .goOn
        }
        if case .lesson(let view) = response {
            showLesson(view, context: context)
            return .goOn
        }
        for line in ResponseRenderer.render(response, session: session, context: context) { Output.line(line) }
        if case .view(.quit) = response { return .quit }
        return .goOn
    }

    /// A lesson step: the narration, then the drag the step ran played frame by frame (as a typed
    /// `scroll` is), then its pictures, the verdict and the rest. Not played on a dumb terminal (it
    /// cannot move the cursor) nor at `speed instant`.
    func showLesson(_ view: LessonView, context: RenderContext) {
        let split = view.blocks.firstIndex { block in
            if case .response(.step(let step, _)) = block { return step.frames.count > 1 && !step.crashed }
            return false
        }
        guard let split, session.speed != .instant, !terminalIsDumb,
              case .response(.step(let step, _)) = view.blocks[split] else {
            for line in ResponseRenderer.render(.lesson(view), session: session, context: context) { Output.line(line) }
            return
        }
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[..<split]))), session: session, context: context) { Output.line(line) }
        // Ctrl-C (or Ctrl-D) skips the rest of the playback: the lesson ran the whole command, the
        // table is already in its final state.
        _ = playFrames(step, context: context)
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[split...]))), session: session, context: context) { Output.line(line) }
    }

    /// Draws `frames` one after the other in place, at the learner's speed, each cut to the
    /// terminal's real size so it can neither wrap nor scroll (moving the cursor up over the previous
    /// frame must land on its first line). Long drags draw every k-th frame so playback stays under
    /// ~120 pictures. Pacing follows simulated time: a frame the main thread made late stays on screen
    /// for the vsyncs it missed (capped at 75 frames' worth, 4 s at most), so a stall is felt.
    ///
    /// Stops early on Ctrl-C, or on Ctrl-D on an empty line (read by `typeahead`, which also keeps
    /// the lines typed meanwhile). Returns whether it stopped early and how many drag frames (frames
    /// with a layout pass) it had shown.
    ///
    /// Every frame draws its viewport and queue boxes at the width of the picture printed after the
    /// playback (worked out once, here), so the boxes neither differ nor jump while the table moves.
    func playFrames(_ step: Step, context: RenderContext) -> (stopped: Bool, passes: Int) {
        let frames = step.frames
        let boxWidth = StepPicture(state: session.table, step: step).boxWidth(in: context)
        let every = max(1, Int((Double(frames.count) / 120).rounded(.up)))
        let screenColumns = LineEditor.terminalColumns ?? context.columns
        let screenRows = LineEditor.terminalRows
        _ = LineEditor.consumeInterrupt()
        var stopped = false
        var drawn = 0
        var passes = 0
        func stopRequested() -> Bool { LineEditor.consumeInterrupt() || typeahead.collect() }
        for (i, frame) in frames.enumerated() {
            passes += frame.events.filter { $0.kind == .frame && $0.offset != nil }.count
            let isLast = i == frames.count - 1
            if i % every != 0 && !isLast { continue }
            let picture = ResponseRenderer.playedFrame(table: session.table, frame: frame, context: context,
                                                       screenColumns: screenColumns, screenRows: screenRows,
                                                       boxWidth: boxWidth)
            Output.write(picture.joined(separator: "\n") + "\n", rewinding: drawn)
            drawn = picture.count
            if isLast { break }
            let next = frames[min(i + every, frames.count - 1)].frame
            let advanced = max(1, (next - frame.frame) / every)
            let ms = session.speed.millisecondsPerFrame
            let pause = min(ms * advanced, max(ms, min(4000, ms * 75)))
            var slept = 0
            while slept < pause && !stopped {
                let slice = min(20, pause - slept)
                usleep(useconds_t(slice * 1000))
                slept += slice
                if stopRequested() { stopped = true }
            }
            if stopped || stopRequested() { stopped = true; break }
        }
        if drawn > 0 { Output.write("", rewinding: drawn) }
        return (stopped, passes)
    }

    /// Runs a drag once, then plays the frames that run recorded: the viewport and the queue are
    /// redrawn in place each frame from the log. The simulation is never paced by the drawing. Ctrl-C
    /// (or Ctrl-D) stops on the frame shown: the line runs again from the state before it, limited to
    /// the frames drawn (`scroll … frames N`), so the table is exactly what was on screen.
    mutating func animate(_ parsed: ParsedLine, context: RenderContext) -> Outcome {
        let before = session
        let response = executeAndSave(parsed)
        if case .lesson(let view) = response {
            showLesson(view, context: context)
            return .goOn
        }
        guard case .step(let step, _) = response, !step.crashed else {
            for l in ResponseRenderer.render(response, session: session, context: context) { Output.line(l) }
            return .goOn
        }
        let (interrupted, passes) = playFrames(step, context: context)
        var final = response
        if interrupted {
            session = before
            final = session.executeStopped(parsed, frames: passes)
            pictures.note(final, line: parsed.line)
            let stop = typeahead.endOfInput ? L10n.Shell.stoppedAtFrameEndOfInput(frame: String(passes))
                                            : L10n.Shell.stoppedAtFrame(frame: String(passes))
            Output.line(palette.paint(session.language.text(stop), .warning))
        }
        for l in ResponseRenderer.render(final, session: session, context: context) { Output.line(l) }
        return .goOn
    }

    /// Runs an update once, then plays its row animation from the log: the frame with the inserted
    /// rows marked and the deleted rows' cells still on screen, then the frame they leave in. Ctrl-C
    /// (or Ctrl-D) only skips the playback: the update ran whole, the table is in its final state.
    mutating func animateUpdate(_ parsed: ParsedLine, context: RenderContext) -> Outcome {
        let response = executeAndSave(parsed)
        if case .lesson(let view) = response {
            showLesson(view, context: context)
            return .goOn
        }
        if case .step(let step, _) = response, !step.crashed, step.frames.count > 1 {
            _ = playFrames(step, context: context)
        }
        for l in ResponseRenderer.render(response, session: session, context: context) { Output.line(l) }
        return .goOn
    }

    /// The one warning a session gives about its history file.
    static func historyWarning(path rawPath: String, problem: HistoryFile.Problem, language: Language) -> String {
        let path = rawPath.visibleControls  // from the environment: shown, never sent as control codes
        typealias H = L10n.Files.History
        switch problem {
        case .cannotCreateFolder(let code):
            return language.block(H.cannotCreateFolder(path: path, reason: FileErrorText.reason(code)))
        case .notRegularFile:
            return language.block(H.notRegular(path: path))
        case .tooLarge:
            return language.block(H.tooLarge(path: path, megabytes: String(HistoryFile.maxBytes >> 20)))
        case .cannotRead(let code):
            return language.block(H.cannotRead(path: path, reason: FileErrorText.reason(code)))
        case .cannotWrite(let code):
            return language.block(H.cannotWrite(path: path, reason: FileErrorText.reason(code)))
        case .locked:
            return language.block(H.locked(path: path, seconds: String(Int(HistoryFile.lockWait))))
        case .notAHistory:
            return language.block(H.notAHistory(path: path))
        case .danglingLink(let target):
            return language.block(H.cannotWrite(path: path, reason: L10n.Files.Reasons.danglingLink(target: target.visibleControls)))
        }
    }
}

/// Lets libedit's prompt callback read the REPL's current state without capturing `inout self`.
final class SessionBox {
    var repl: REPL
    init(_ repl: REPL) { self.repl = repl }
}
