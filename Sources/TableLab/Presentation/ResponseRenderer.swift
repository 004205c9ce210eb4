import TableRender
import TableSim
import TableText

/// Turns a `Response` into the lines the learner reads. It only arranges pictures and messages; the
/// pictures themselves live in TableRender and every fact comes from the session's table and log.
public enum ResponseRenderer {
    /// The most lines `log full` prints (the first and last ones, with the middle summarised).
    public static let fullLogLines = 2_000

    public static func render(_ response: Response, session: Session, context: RenderContext) -> [String] {
        var ctx = context
        if let source = session.runningApp?.source { ctx.sourceLine = { source.line($0) } }
        return steppingContext(session, response, ctx) + picture(response, session: session, context: ctx)
    }

    static func picture(_ response: Response, session: Session, context ctx: RenderContext) -> [String] {
        typealias T = L10n.Responses
        let lang = session.language
        let table = session.table
        switch response {
        case .nothing:
            return []
        case .step(let step, _):
            return stepLines(step, table: table, context: ctx, toldBefore: session.modelNotesToldBefore) + appCrashLines(step, ctx) + consoleLines(session, ctx)
                + droppedLines(session, ctx)
        case .view(let command):
            switch command {
            case .app(let c):
                return appLines(c, session: session, context: ctx)
            case .show:
                let viewport = ViewportPicture(state: table, lastEvents: [])
                return StepPicture.boxes(viewport, QueuePicture(state: table, screen: viewport.screen), gap: [""], in: ctx)
            case .queue:
                return QueuePicture(state: table).render(in: ctx)
            case .log(let full):
                guard let batch = table.log.last else { return [ctx.text(T.nothingYet)] }
                let label = table.log.batches.count == 1 ? ctx.text(T.firstLoad) : batch.command.visibleControls
                let header = ctx.paint("› " + label, .heading)
                // `log full` is bounded too: a million-row reload is hundreds of thousands of events
                // (17 MB of text); the picture keeps the first and last lines and says what it left out.
                let lines = [header] + EventListPicture(events: batch.events, state: table, detail: full ? .full : .compact,
                                                        maxLines: full ? fullLogLines : 60).render(in: ctx)
                guard full, batch.events.count > fullLogLines else { return lines }
                let count = NumberText.grouped(batch.events.count)
                return lines + HelpText.wrapBlock(ctx.block(T.logFullLimit(max: NumberText.grouped(fullLogLines), count: count)),
                                             width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
            case .stats(let last):
                guard let last else { return StatsPicture(state: table).render(in: ctx) }
                // The session's own `stats` line is not one of "the last commands".
                let commands = table.log.batches.suffix(last).map(\.command).joined(separator: "; ")
                return HelpText.wrapBlock(ctx.block(T.lastCommands(count: String(last), commands: commands)), width: ctx.columns).map { ctx.paint($0, Palette.Role.dim) }
                    + StatsPicture(statistics: table.statistics(lastCommands: last)).render(in: ctx)
            case .timeline(let n):
                let batches = table.log.batches.filter { !$0.events.isEmpty }.suffix(n)
                return TimelinePicture(events: batches.flatMap(\.events), frameDuration: table.settings.frameDuration).render(in: ctx)
            case .cell(let id):
                return CellHistoryPicture(state: table, cellID: id).render(in: ctx)
            case .cellForRow(let path):
                let call = "tableView.cellForRow(at: \(path))"
                let text: String
                if !table.layout.contains(path) {
                    text = ctx.text(T.CellForRow.noRow(call: call, row: path.description, rows: NumberText.grouped(table.rowCount),
                                                       sections: String(table.layout.sectionCount)))
                } else if let id = table.visibleCell(at: path) {
                    text = ctx.text(T.CellForRow.visible(call: call, cell: Cell.name(id)))
                } else {
                    text = ctx.text(T.CellForRow.notVisible(call: call, row: path.description))
                }
                return HelpText.wrap(text, width: ctx.columns)
            case .selectedRows:
                // What the app's code reads: the table's selection, by index path (FIDELITY §8a.27).
                let call = "tableView.indexPathsForSelectedRows"
                let selected = table.rowState.selected.sorted()
                typealias S = T.SelectedRows
                guard !selected.isEmpty else { return HelpText.wrap(ctx.text(S.none(call: call)), width: ctx.columns) }
                let shown = selected.filter { table.visibleCell(at: $0) != nil }.map(\.description)
                let onScreen = shown.isEmpty ? S.noneShown : S.shown(rows: shown.joined(separator: ", "))
                let text = ctx.text(S.some(call: call, rows: selected.map(\.description).joined(separator: ", "), shown: onScreen))
                return HelpText.wrap(text, width: ctx.columns)
            case .help(let topic):
                if let topic, let info = CommandCatalog.info(named: topic) {
                    return HelpText.command(info, lang, width: ctx.columns) { session.markTerms($0, colour: ctx.palette.enabled) }
                }
                return HelpText.overview(lang, width: ctx.columns)
            case .language(let l):
                // Said in the language just chosen.
                switch l {
                case .en: return [l.text(T.LanguageSet.en)]
                case .ko: return [l.text(T.LanguageSet.ko)]
                case .both: return l.block(T.LanguageSet.both).split(separator: "\n").map(String.init)
                }
            case .speed(let s):
                return HelpText.wrapBlock(lang.block(T.speed(speed: s.rawValue)), width: ctx.columns)
            case .reset:
                return HelpText.wrapBlock(lang.block(T.reset), width: ctx.columns)
                    + ViewportPicture(state: table, lastEvents: table.log.last?.events ?? []).render(in: ctx)
            case .quit, .trace, .sim, .sims, .stopped, .save, .writeCode, .exportPicture, .record, .continueStepping, .lesson:
                return []
            case .open(let name):
                let n = session.timeline.lines.count
                let skipped = session.openSkipped.isEmpty ? [] : HelpText.wrapBlock(ctx.block(T.openSkipped(
                    count: String(session.openSkipped.count), name: name,
                    lines: session.openSkipped.map { "\($0.number) `\($0.text.visibleControls)`" }.joined(separator: ", "))),
                    width: ctx.columns)
                return HelpText.wrapBlock(ctx.block(T.opened(name: name, count: String(n))), width: ctx.columns) + skipped
                    + StepPicture.boxes(ViewportPicture(state: table), QueuePicture(state: table), in: ctx)
            case .back, .forward:
                return movedLines(session, command == .back, ctx)
            case .history:
                return historyLines(session, ctx)
            case .step:
                return steppingLines(session, ctx)
            case .why(let question):
                return WhyText.lines(question, table: table, ctx)
            case .diff(let from, let to):
                return diffLines(session, from: from, to: to, ctx)
            case .replay:
                return replayLines(session, ctx)
            case .code:
                if let source = session.runningApp?.source {
                    // The learner's app: its code is their file, as it was compiled.
                    return SwiftLineWrap.wrap((1...max(1, source.lineCount)).map { (source.line($0) ?? "").visibleControls },
                                              width: ctx.columns)
                }
                return SwiftLineWrap.wrap(SwiftCode.lines(for: table, language: lang), width: ctx.columns)
            case .sampleData:
                return SwiftLineWrap.wrap(SampleDataCode.lines(language: lang), width: ctx.columns)
            case .glossary(let query):
                guard let query else { return session.glossary.listLines(language: lang, width: ctx.columns) }
                // Lesson ids as the learner types them, `lesson 2` (재사용 큐): only the shown entry's
                // lessons are read.
                let found = session.glossary.lookup(query)
                var names: [String: String] = [:]
                if case .found(let entry) = found {
                    for id in entry.lessons {
                        if let l = session.lessonSummary(id: id) { names[id] = "`lesson \(l.number)` \(l.title(lang))" }
                    }
                }
                return session.glossary.lookupLines(found, query: query, language: lang,
                                                    width: ctx.columns, sightings: session.sightings, lessonNames: names)
            }
        case .lesson(let view):
            return lessonLines(view, session: session, context: ctx)
        case .error(let error):
            return error.message(lang).split(separator: "\n")
                .flatMap { line -> [String] in
                    // A line of the learner's file and the caret under it (`   21 |     }`): kept as
                    // it is — wrapping collapsed its indentation and moved the caret off its column.
                    // One wider than the terminal is cut, not wrapped by the terminal at column 0.
                    if case .appReport = error, AppText.isExcerptLine(String(line)) {
                        return [AppText.fittedExcerptLine(String(line), width: ctx.columns)]
                    }
                    return HelpText.wrap(String(line), width: ctx.columns)
                }
                .map { ctx.paint($0, .bad) }
        }
    }

    /// After a command that changed the table: what happened (events by frame), what it looks like
    /// now (viewport), what waits (queue), and one summary line — or the crash, told as a crash.
    /// `toldBefore`: the update's model notes already told in full (`Session.modelNotesToldBefore`),
    /// named in one short line instead.
    static func stepLines(_ step: Step, table: TableState, context ctx: RenderContext,
                          toldBefore: Set<String> = []) -> [String] {
        if let crash = step.crash {
            // The event list ends with UIKit's message and what happened to the table, once.
            // tablelab's own words for stopping a learner's app are said in the learner's language.
            let stopped = appStopMessage(crash, ctx)
            var lines = EventListPicture(events: step.events, state: table, detail: .compact, maxLines: 40,
                                         showsCrashMessage: stopped == nil).render(in: ctx)
            if let stopped { lines += CrashPicture(message: stopped).render(in: ctx) }
            if let id = crash.identifier {
                // Every identifier the command asked for that nothing registers, not only the first.
                var asked = table.settings.identifiers.all
                for case .identifiers(let plan) in step.actions { asked = plan.all }
                let missing = asked.filter { table.settings.registration(for: $0) == nil }
                let ids = (missing.contains(id) ? missing : [id]).joined(separator: " ")
                lines += HelpText.wrapBlock(ctx.block(L10n.Responses.register(ids: ids)), width: ctx.columns).map { ctx.paint($0, .good) }
            }
            if let invalid = crash.invalidUpdate {
                // Which count disagreed, and the order the app changed its model in (FIDELITY §8c.34).
                for message in UpdateText.crashExplanation(invalid, model: table.settings.modelUpdate) {
                    lines += HelpText.wrapBlock(ctx.block(message), width: ctx.columns).map { ctx.paint($0, .good) }
                }
                for message in UpdateText.crashModelNotes(invalid, step) {
                    lines += bulleted("◇", ctx.block(L10n.Responses.modelNote(note: message)), ctx)
                }
            }
            if let diffable = crash.diffable {
                let message = DiffableText.crashExplanation(diffable)
                lines += HelpText.wrapBlock(ctx.block(message), width: ctx.columns).map { ctx.paint($0, .good) }
            }
            return lines
        }
        let actions = step.actions
        var lines: [String]
        let confirmations = actions.compactMap { SettingText.confirmation($0, table.settings, ctx.language) }
        if step.events.isEmpty && !confirmations.isEmpty {
            // Nothing happened in the table: say what changed, not the same viewport again.
            lines = confirmations.flatMap { HelpText.wrap($0, width: ctx.columns) }
        } else {
            var waited: Double?
            for case .wait(let ms) in actions { waited = (waited ?? 0) + ms }
            lines = StepPicture(state: table, step: step, waited: waited).render(in: ctx)
            lines += UpdateText.sideBySide(step, table: table, ctx)
            lines += DiffableText.lines(step, table: table, ctx)
        }
        var said = Set<String>()
        let notes = step.notes.compactMap { note -> String? in
            if case .frames = note { return nil }
            return NoteText.text(note, ctx.language, learnerApp: table.isLearnerApp)
        } + actions.flatMap { SettingText.hints($0, table, ctx.language) }
        for text in notes where said.insert(text).inserted {
            lines += bulleted("•", text, ctx)
        }
        // What follows from a modelling choice is marked as such (FIDELITY: "model").
        for note in step.modelNotes {
            lines += bulleted("◇", ctx.block(L10n.Responses.modelNote(note: NoteText.message(note))), ctx)
        }
        let messages = ModelNoteText.messages(for: step, table: table)
        let again = messages.filter { toldBefore.contains($0.key) }
        for message in messages where !again.contains(message) {
            lines += bulleted("◇", ctx.block(L10n.Responses.modelNote(note: message)), ctx)
        }
        if let named = UpdateText.toldAgain(again) {
            lines += bulleted("◇", ctx.block(L10n.Responses.modelNote(note: named)), ctx)
        }
        return lines
    }

    /// A note of one or more paragraphs (`both`: English, then Korean): the mark before the first,
    /// the others indented under it, each wrapped with its lines under its text (a hanging indent,
    /// so the mark stands alone at the margin), all dimmed.
    static func bulleted(_ mark: String, _ text: String, _ ctx: RenderContext) -> [String] {
        let lead = mark + " ", margin = String(repeating: " ", count: lead.displayWidth)
        return text.split(separator: "\n").enumerated().flatMap { i, paragraph in
            HelpText.wrap(String(paragraph), width: max(20, ctx.columns - margin.count)).enumerated().map { n, line in
                (i == 0 && n == 0 ? lead : margin) + line
            }
        }.map { ctx.paint($0, Palette.Role.dim) }
    }

    /// One frame of an animated drag: the viewport with that frame's changes marked, and its events.
    /// One frame of a command being played back: the screen and the reuse queue at that frame (both
    /// from the events the one run recorded), and the frame's events.
    ///
    /// `maxLines` (the terminal's rows less the prompt's) makes the picture compact: the queue always
    /// shows, the frame's events get a few lines, and the viewport summarises its middle rows — so an
    /// 80×24 terminal shows the viewport's header, its rows and the queue together. `boxWidth` (the
    /// final picture's, `StepPicture.boxWidth`) draws both boxes at one width, the same in every frame.
    public static func animationFrame(table: TableState, frame: StepFrame, context ctx: RenderContext,
                                      maxLines: Int? = nil, boxWidth: Int? = nil) -> [String] {
        // A frame of an update's row animation says its frames are a model (FIDELITY §8c.36), above
        // the queue box, so the mark stays on screen as the frames play.
        let isUpdateFrame = frame.events.contains { $0.update != nil } || !frame.screen.leaving.isEmpty
        let label = isUpdateFrame ? bulleted("◇", ctx.block(L10n.Responses.modelNote(note: L10n.Viewport.frameModel)), ctx) : []
        let queue = label + QueuePicture(state: table, width: boxWidth, screen: frame.screen).render(in: ctx)
        var eventLines = 8
        if let maxLines { eventLines = min(8, max(0, (maxLines - queue.count - 12) / 3)) }
        let events = eventLines > 0
            ? EventListPicture(events: frame.events, state: table, detail: .compact, maxLines: eventLines).render(in: ctx) : []
        var viewport = ViewportPicture(state: table, lastEvents: frame.events, width: boxWidth, screen: frame.screen).render(in: ctx)
        if let maxLines, viewport.count + queue.count + events.count > maxLines {
            let over = viewport.count + queue.count + events.count - maxLines
            var rows = max(3, frame.screen.cells.count + 1 - over)
            while true {
                viewport = ViewportPicture(state: table, lastEvents: frame.events, width: boxWidth, maxRowLines: rows,
                                           screen: frame.screen).render(in: ctx)
                if viewport.count + queue.count + events.count <= maxLines || rows <= 3 { break }
                rows -= max(1, viewport.count + queue.count + events.count - maxLines)
                rows = max(3, rows)
            }
        }
        return viewport + queue + events
    }

    /// One frame of a drag as it is played in place on a terminal of `screenColumns` × `screenRows`:
    /// redrawn by moving the cursor up over the previous frame, so it must neither wrap nor scroll.
    /// Each line is cut to the real width (between characters, never inside one), and the frame keeps
    /// to `screenRows - 2` lines: the prompt's row stays free, and so does the top row — the next
    /// frame rewinds to the first line of this one and clears from there, and a clear from the
    /// top-left corner is taken for "clear screen" by tmux (and terminals that keep cleared screens),
    /// which pushes the whole frame into the scrollback: at 80×24 every frame of a drag piled up
    /// there, and the last one showed twice (a fresh Korean reading). A typed drag and a lesson's
    /// drag play the same frames, at the box width of the picture that stays after them (`boxWidth`).
    public static func playedFrame(table: TableState, frame: StepFrame, context ctx: RenderContext,
                                   screenColumns: Int, screenRows: Int?, boxWidth: Int? = nil) -> [String] {
        let lines = screenRows.map { max(1, $0 - 2) }
        let picture = animationFrame(table: table, frame: frame, context: ctx, maxLines: lines, boxWidth: boxWidth)
        return fitted(picture, columns: screenColumns, rows: lines.map { $0 + 1 } ?? Int.max)
    }

    /// A picture that cannot wrap or scroll: each line cut to `columns`, at most `rows - 1` lines.
    public static func fitted(_ picture: [String], columns: Int, rows: Int) -> [String] {
        let lines = rows > 1 && picture.count > rows - 1 ? Array(picture.prefix(rows - 1)) : picture
        return lines.map { $0.displayWidth > columns ? $0.truncated(toWidth: max(1, columns)) : $0 }
    }

    /// The one-line form of an error for `FILE:LINE:` reports in scripts.
    public static func errorSummary(_ response: Response, language: Language) -> String {
        switch response {
        case .error(let e): return e.message(language).replacingNewlines()
        case .step(let s, _):
            if let crash = s.crash {
                return language.text(L10n.Responses.crashed) + ": " + crash.consoleMessage
            }
            return ""
        default: return ""
        }
    }

    /// What a learner sees first: one line on what to type.
    public static func banner(session: Session, context ctx: RenderContext) -> [String] {
        typealias T = L10n.Responses.Banner
        let t = session.table
        let n = session.timeline.lines.count
        let title = [ctx.paint("tablelab", .heading) + " — " + ctx.text(T.title)]
        if n > 0 {
            // A scene a script set up (`--script FILE --then-interactive`): say so, not the first load.
            return title
                + HelpText.wrapBlock(ctx.block(T.scene(count: String(n))), width: ctx.columns)
                + HelpText.wrapBlock(ctx.block(T.keys), width: ctx.columns)
        }
        // The counts of the first load are left to `log`: said here, they would answer lesson 1's
        // first prediction before the learner makes it.
        let resume = session.lessonInProgress.map { l in
            HelpText.wrapBlock(ctx.block(T.lessonInProgress(lesson: String(l.number), title: l.title)), width: ctx.columns)
        } ?? []
        return title
            + HelpText.wrapBlock(ctx.block(T.loaded(rows: NumberText.grouped(t.rowCount))), width: ctx.columns)
            + resume
            + HelpText.wrapBlock(ctx.block(T.next), width: ctx.columns)
    }

    /// The prompt shows where the table is: `tablelab [0:10 · 440pt] › `.
    /// `ascii` (a dumb terminal, `TERM=dumb`): `-`, `.` and `>` instead of `—`, `·` and `›`, like the
    /// pictures' ASCII symbols.
    public static func prompt(_ session: Session, palette: Palette, ascii: Bool = false) -> String {
        let t = session.table
        let top = t.visibleRange.isEmpty ? (ascii ? "-" : "—") : t.layout.path(t.visibleRange.lowerBound).compact
        let dot = ascii ? " - " : " · "
        let place = palette.paint("[\(top)\(dot)\(NumberText.points(t.offset))pt]", Palette.Role.dim)
        // In a lesson: which lesson and step (`2·3`), so the learner sees where `lesson` brings them back.
        var lesson = ""
        if session.course.active, let l = session.currentLesson {
            // Short, in one language: Korean only when the session is in Korean.
            let said: Language = session.language == .ko ? .ko : .en
            var step = said.text(L10n.Responses.promptLesson(number: String(l.number), step: String(session.course.step + 1)))
            if ascii { step = String(step.map { $0 == "·" ? "." : $0 }) }
            lesson = " " + palette.paint(step, .heading)
        }
        return palette.paint("tablelab", .accent) + " " + place + lesson + (ascii ? " > " : " › ")
    }
}

extension RenderContext {
    /// A line cut to the terminal's width.
    func fitLine(_ text: String) -> String {
        text.displayWidth > columns ? text.truncated(toWidth: columns) : text
    }
}

extension String {
    func replacingNewlines() -> String {
        split(separator: "\n").joined(separator: " / ")
    }
}
