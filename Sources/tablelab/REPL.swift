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
        var session = Session(language: language, glossary: GlossaryLoading.load(language: language))
        session.loadLessons { LessonLoading.load(language: language) }
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

    /// `TERM=dumb`: the terminal cannot move the cursor, so drags are not animated in place (only
    /// their result is printed).
    var terminalIsDumb: Bool { environment["TERM"] == "dumb" }

    mutating func run() {
        LineEditor.prepareLocale()
        Output.language = session.language
        for line in ResponseRenderer.banner(session: session, context: context) { Output.line(line) }
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
            warn: { path, problem in
                Output.error(REPL.historyWarning(path: path, problem: problem, language: warnedLanguage))
            })
        defer { editor.close() }
        while true {
            box.repl = self
            warnedLanguage = session.language
            Output.language = session.language
            switch editor.readLine() {
            case .endOfInput:
                return
            case .interrupted:
                continue
            case .line(let text):
                if handle(text) == .quit { return }
                if let text = session.pendingInput {
                    session.pendingInput = nil
                    editor.prefill = text
                }
            }
        }
    }

    enum Outcome { case goOn, quit }

    /// Runs one line; drags on a terminal are animated.
    mutating func handle(_ text: String) -> Outcome {
        defer { saveProgress() }
        let context = self.context
        if session.speed != .instant, !terminalIsDumb, case .sim(.scroll)? = try? CommandParser.parse(text) {
            return animate(line: text.trimmingCharacters(in: .whitespaces), context: context)
        }
        var response = session.execute(text)
        switch SessionFiles.perform(response, &session, environment: environment) {
        case .message(let message, let failed)?:
            for line in HelpText.wrap(message, width: context.columns) { Output.line(palette.paint(line, failed ? .bad : .good)) }
            return .goOn
        case .opened(let opened)?:
            response = opened
        case nil:
            break
        }
        if case .view(.lesson(let c)) = response, let result = ProgressStore.handle(c, session: &session) {
            Output.line(palette.paint(result.message, result.failed ? .bad : .good))
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
    /// `scroll` is), then its pictures, the verdict and the rest.
    func showLesson(_ view: LessonView, context: RenderContext) {
        let split = view.blocks.firstIndex { block in
            if case .response(.step(let step, _)) = block { return step.frames.count > 1 && !step.crashed }
            return false
        }
        guard let split, session.speed != .instant, case .response(.step(let step, _)) = view.blocks[split] else {
            for line in ResponseRenderer.render(.lesson(view), session: session, context: context) { Output.line(line) }
            return
        }
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[..<split]))), session: session, context: context) { Output.line(line) }
        play(step, context: context)
        for line in ResponseRenderer.render(.lesson(LessonView(Array(view.blocks[split...]))), session: session, context: context) { Output.line(line) }
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
            Output.write(out)
            drawn = picture.count
            let advanced = max(1, (frame.frame - shownFrame) / every)
            shownFrame = frame.frame
            usleep(useconds_t(session.speed.millisecondsPerFrame * min(advanced, 25) * 1000))
            if LineEditor.consumeInterrupt() { break }
        }
        if drawn > 0 { Output.write("\u{1B}[\(drawn)A\r\u{1B}[J") }
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
            for l in ResponseRenderer.render(response, session: session, context: context) { Output.line(l) }
            return .goOn
        }
        let frames = step.frames
        // Long drags draw every k-th frame so playback stays under ~120 pictures.
        let every = max(1, Int((Double(frames.count) / 120).rounded(.up)))
        // A frame is redrawn by moving the cursor up over the previous one, so it must not wrap and
        // must fit on the screen: lines are cut to the terminal's real width, and to its height.
        let screenColumns = LineEditor.terminalColumns ?? context.columns
        let screenRows = LineEditor.terminalRows ?? Int.max
        _ = LineEditor.consumeInterrupt()
        var interrupted = false
        var drawn = 0
        var passes = 0          // drag frames (frames with a layout pass) played so far
        for (i, frame) in frames.enumerated() {
            passes += frame.events.filter { $0.kind == .frame && $0.offset != nil }.count
            let isLast = i == frames.count - 1
            if i % every != 0 && !isLast { continue }
            let picture = REPL.fitted(ResponseRenderer.animationFrame(table: session.table, frame: frame, context: context,
                                                                      maxLines: screenRows == Int.max ? nil : screenRows - 1),
                                      columns: screenColumns, rows: screenRows)
            var out = ""
            if drawn > 0 { out += "\u{1B}[\(drawn)A\r\u{1B}[J" }
            out += picture.joined(separator: "\n") + "\n"
            Output.write(out)
            drawn = picture.count
            if isLast { break }
            // Pace by simulated frames: a frame the main thread made late stays on screen for the
            // vsyncs it missed, at the learner's speed, so a stall is felt, not only counted (capped
            // at 75 frames' worth, 4 s at most: a 3-second stall holds 3 s at normal speed).
            let next = frames[min(i + every, frames.count - 1)].frame
            let advanced = max(1, (next - frame.frame) / every)
            let ms = session.speed.millisecondsPerFrame
            let pause = min(ms * advanced, max(ms, min(4000, ms * 75)))
            var slept = 0
            while slept < pause && !interrupted {
                let slice = min(20, pause - slept)
                usleep(useconds_t(slice * 1000))
                slept += slice
                if LineEditor.consumeInterrupt() { interrupted = true }
            }
            if interrupted || LineEditor.consumeInterrupt() { interrupted = true; break }
        }
        if drawn > 0 { Output.write("\u{1B}[\(drawn)A\r\u{1B}[J") }
        var final = response
        if interrupted {
            session = before
            final = session.executeStopped(line, frames: passes)
            Output.line(palette.paint(session.language.text("⏹ stopped at frame \(passes) (Ctrl-C) — the table stays as it is now",
                                                      "⏹ \(passes)프레임에서 멈췄습니다(Ctrl-C) — 테이블은 지금 상태 그대로입니다"), .warning))
        }
        for l in ResponseRenderer.render(final, session: session, context: context) { Output.line(l) }
        return .goOn
    }

    /// An animation frame that cannot wrap or scroll: each line cut to `columns`, at most `rows - 1`
    /// lines (the prompt's row stays free).
    static func fitted(_ picture: [String], columns: Int, rows: Int) -> [String] {
        let lines = rows > 1 && picture.count > rows - 1 ? Array(picture.prefix(rows - 1)) : picture
        return lines.map { $0.displayWidth > columns ? $0.truncated(toWidth: max(1, columns)) : $0 }
    }

    /// The one warning a session gives about its history file.
    static func historyWarning(path rawPath: String, problem: HistoryFile.Problem, language: Language) -> String {
        let path = rawPath.visibleControls  // from the environment: shown, never sent as control codes
        let keep = language.text("this session's history will not be saved", "이번 세션의 입력 기록은 저장하지 않습니다")
        switch problem {
        case .cannotCreateFolder(let code):
            let reason = FileErrorText.reason(code)
            return language.text("tablelab: cannot save history to \(path): its folder cannot be created (\(reason.en)); \(keep) — set XDG_STATE_HOME to a folder you can write to",
                                 "tablelab: 입력 기록을 저장할 수 없습니다: \(path): 폴더를 만들 수 없습니다(\(reason.ko)). \(keep) — 쓸 수 있는 폴더를 XDG_STATE_HOME 환경 변수로 지정하세요", separator: "\n")
        case .notRegularFile:
            return language.text("tablelab: the history file \(path) is not a regular file (a pipe, a device or a folder?); \(keep) — move it away to keep history",
                                 "tablelab: 입력 기록 파일이 일반 파일이 아닙니다(파이프, 장치, 폴더 등): \(path). \(keep) — 기록을 남기려면 그것을 다른 곳으로 옮기세요", separator: "\n")
        case .tooLarge:
            return language.text("tablelab: the history file \(path) is larger than \(HistoryFile.maxBytes >> 20) MB, so it is not a tablelab history; \(keep) — move it away to keep history",
                                 "tablelab: 입력 기록 파일이 \(HistoryFile.maxBytes >> 20)MB보다 커서 tablelab의 기록이 아닙니다: \(path). \(keep) — 기록을 남기려면 그것을 다른 곳으로 옮기세요", separator: "\n")
        case .cannotRead(let code):
            let reason = FileErrorText.reason(code)
            return language.text("tablelab: cannot read the history file \(path): \(reason.en); \(keep)",
                                 "tablelab: 입력 기록 파일을 읽을 수 없습니다: \(path): \(reason.ko). \(keep)", separator: "\n")
        case .cannotWrite(let code):
            let reason = FileErrorText.reason(code)
            return language.text("tablelab: cannot save history to \(path): \(reason.en); lines are kept in memory and saved when it works again",
                                 "tablelab: 입력 기록을 저장할 수 없습니다: \(path): \(reason.ko). 기록은 메모리에 두었다가 다시 저장할 수 있을 때 저장합니다", separator: "\n")
        case .locked:
            return language.text("tablelab: another tablelab has held the history file \(path) for over \(Int(HistoryFile.lockWait)) seconds; this line is saved with the next one",
                                 "tablelab: 다른 tablelab 세션이 입력 기록 파일을 \(Int(HistoryFile.lockWait))초 넘게 잠그고 있습니다: \(path). 이 줄은 다음 줄과 함께 저장합니다", separator: "\n")
        }
    }
}

/// Lets libedit's prompt callback read the REPL's current state without capturing `inout self`.
final class SessionBox {
    var repl: REPL
    init(_ repl: REPL) { self.repl = repl }
}
