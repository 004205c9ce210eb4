// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Commands {
        static let placeholders: [String: [String]] = [
            "commands.alpha.detail": [],
            "commands.alpha.summary": [],
            "commands.answer.detail": [],
            "commands.answer.summary": [],
            "commands.app.detail": [],
            "commands.app.summary": [],
            "commands.apply.detail": [],
            "commands.apply.summary": [],
            "commands.areas.cells": [],
            "commands.areas.data": [],
            "commands.areas.learning": [],
            "commands.areas.looking": [],
            "commands.areas.meta": [],
            "commands.areas.motion": [],
            "commands.areas.setup": [],
            "commands.areas.stepping": [],
            "commands.areas.time": [],
            "commands.back.detail": [],
            "commands.back.summary": [],
            "commands.batch.detail": [],
            "commands.batch.summary": [],
            "commands.bottom.detail": [],
            "commands.bottom.summary": [],
            "commands.cache.detail": [],
            "commands.cache.summary": [],
            "commands.cell.detail": [],
            "commands.cell.summary": [],
            "commands.cellforrow.detail": [],
            "commands.cellforrow.summary": [],
            "commands.checkmark.detail": [],
            "commands.checkmark.summary": [],
            "commands.checkmarks.detail": [],
            "commands.checkmarks.summary": [],
            "commands.code.detail": [],
            "commands.code.summary": [],
            "commands.continue.detail": [],
            "commands.continue.summary": [],
            "commands.cost.detail": [],
            "commands.cost.summary": [],
            "commands.data.detail": [],
            "commands.data.summary": [],
            "commands.delete.detail": [],
            "commands.delete.summary": [],
            "commands.dequeue.detail": [],
            "commands.dequeue.summary": [],
            "commands.deselect.detail": [],
            "commands.deselect.summary": [],
            "commands.deselectOnTap.detail": [],
            "commands.deselectOnTap.summary": [],
            "commands.diff.detail": [],
            "commands.diff.summary": [],
            "commands.diffable.detail": [],
            "commands.diffable.summary": [],
            "commands.edit.detail": [],
            "commands.edit.summary": [],
            "commands.estimate.detail": [],
            "commands.estimate.summary": [],
            "commands.exercise.detail": [],
            "commands.exercise.summary": [],
            "commands.export.detail": [],
            "commands.export.summary": [],
            "commands.fix.detail": [],
            "commands.fix.summary": [],
            "commands.forward.detail": [],
            "commands.forward.summary": [],
            "commands.glossary.detail": [],
            "commands.glossary.summary": [],
            "commands.goto.detail": [],
            "commands.goto.summary": [],
            "commands.headers.detail": [],
            "commands.headers.summary": [],
            "commands.height.detail": [],
            "commands.height.summary": [],
            "commands.help.detail": [],
            "commands.help.summary": [],
            "commands.hint.detail": [],
            "commands.hint.summary": [],
            "commands.history.detail": [],
            "commands.history.summary": [],
            "commands.hz.detail": [],
            "commands.hz.summary": [],
            "commands.identifiers.detail": [],
            "commands.identifiers.summary": [],
            "commands.identity.detail": [],
            "commands.identity.summary": [],
            "commands.index.detail": [],
            "commands.index.summary": [],
            "commands.insert.detail": [],
            "commands.insert.summary": [],
            "commands.jamo.detail": [],
            "commands.jamo.summary": [],
            "commands.lang.detail": [],
            "commands.lang.summary": [],
            "commands.latency.detail": [],
            "commands.latency.summary": [],
            "commands.lesson.detail": [],
            "commands.lesson.summary": [],
            "commands.lessons.detail": [],
            "commands.lessons.summary": [],
            "commands.load.detail": [],
            "commands.load.summary": [],
            "commands.log.detail": [],
            "commands.log.summary": [],
            "commands.model.detail": [],
            "commands.model.summary": [],
            "commands.move.detail": [],
            "commands.move.summary": [],
            "commands.multiple.detail": [],
            "commands.multiple.summary": [],
            "commands.next.detail": [],
            "commands.next.summary": [],
            "commands.open.detail": [],
            "commands.open.summary": [],
            "commands.prefetch.detail": [],
            "commands.prefetch.summary": [],
            "commands.prepare.detail": [],
            "commands.prepare.summary": [],
            "commands.prev.detail": [],
            "commands.prev.summary": [],
            "commands.progress.detail": [],
            "commands.progress.summary": [],
            "commands.queue.detail": [],
            "commands.queue.summary": [],
            "commands.quit.detail": [],
            "commands.quit.summary": [],
            "commands.reconfigure.detail": [],
            "commands.reconfigure.summary": [],
            "commands.record.detail": [],
            "commands.record.summary": [],
            "commands.register.detail": [],
            "commands.register.summary": [],
            "commands.reload.detail": [],
            "commands.reload.summary": [],
            "commands.rename.detail": [],
            "commands.rename.summary": [],
            "commands.replay.detail": [],
            "commands.replay.summary": [],
            "commands.reset.detail": [],
            "commands.reset.summary": [],
            "commands.restart.detail": [],
            "commands.restart.summary": [],
            "commands.rows.detail": [],
            "commands.rows.summary": [],
            "commands.save.detail": [],
            "commands.save.summary": [],
            "commands.scroll.detail": [],
            "commands.scroll.summary": [],
            "commands.sections.detail": [],
            "commands.sections.summary": [],
            "commands.select.detail": [],
            "commands.select.summary": [],
            "commands.selected.detail": [],
            "commands.selected.summary": [],
            "commands.show.detail": [],
            "commands.show.summary": [],
            "commands.solution.detail": [],
            "commands.solution.summary": [],
            "commands.speed.detail": [],
            "commands.speed.summary": [],
            "commands.stats.detail": [],
            "commands.stats.summary": [],
            "commands.step.detail": [],
            "commands.step.summary": [],
            "commands.style.detail": [],
            "commands.style.summary": [],
            "commands.swipe.detail": [],
            "commands.swipe.summary": [],
            "commands.tap.detail": [],
            "commands.tap.summary": [],
            "commands.timeline.detail": [],
            "commands.timeline.summary": [],
            "commands.top.detail": [],
            "commands.top.summary": [],
            "commands.trace.detail": [],
            "commands.trace.summary": [],
            "commands.unregister.detail": [],
            "commands.unregister.summary": [],
            "commands.velocity.detail": [],
            "commands.velocity.summary": [],
            "commands.viewport.detail": [],
            "commands.viewport.summary": [],
            "commands.wait.detail": [],
            "commands.wait.summary": [],
            "commands.why.detail": [],
            "commands.why.summary": [],
            "commands.workers.detail": [],
            "commands.workers.summary": [],
        ]
        public enum Alpha {
            /// This changes the cell object, not the row. Scroll it away and back: whether the fade follows the cell to an…
            public static var detail: Message { Message("commands.alpha.detail") }
            /// set alpha on the cell now showing ROW (non-content state)
            public static var summary: Message { Message("commands.alpha.summary") }
        }
        public enum Answer {
            /// Your answer is locked before the command runs; then you see what you said next to what the table did.
            public static var detail: Message { Message("commands.answer.detail") }
            /// answer the lesson's prediction: `answer 16`, `answer b`, `answer yes`, `answer cell#3`
            public static var summary: Message { Message("commands.answer.summary") }
        }
        public enum App {
            /// `app FILE.swift` compiles your file against tablelab's stand-in UIKit (with the Swift toolchain) and runs i…
            public static var detail: Message { Message("commands.app.detail") }
            /// run your own view controller (a .swift file) as the table's app
            public static var summary: Message { Message("commands.app.summary") }
        }
        public enum Apply {
            /// `apply animated`: apply(snapshot, animatingDifferences: true). `apply instant`: animatingDifferences: false…
            public static var detail: Message { Message("commands.apply.detail") }
            /// how the app applies snapshots: animated, instant (animatingDifferences: false) or reload
            public static var summary: Message { Message("commands.apply.summary") }
        }
        public enum Areas {
            /// Touching a cell
            public static var cells: Message { Message("commands.areas.cells") }
            /// Data
            public static var data: Message { Message("commands.areas.data") }
            /// Learning
            public static var learning: Message { Message("commands.areas.learning") }
            /// Looking
            public static var looking: Message { Message("commands.areas.looking") }
            /// Session
            public static var meta: Message { Message("commands.areas.meta") }
            /// Motion
            public static var motion: Message { Message("commands.areas.motion") }
            /// Table setup
            public static var setup: Message { Message("commands.areas.setup") }
            /// Stepping, going back, asking why
            public static var stepping: Message { Message("commands.areas.stepping") }
            /// Time and loading
            public static var time: Message { Message("commands.areas.time") }
        }
        public enum Back {
            /// Restores the table exactly as it was before the last command: the screen, the queue, the statistics, the cl…
            public static var detail: Message { Message("commands.back.detail") }
            /// go back one command (one event while stepping)
            public static var summary: Message { Message("commands.back.summary") }
        }
        public enum Batch {
            /// `batch delete 2; insert 2; move 5 to 0` is one performBatchUpdates(_:completion:). Deletes (and move source…
            public static var detail: Message { Message("commands.batch.detail") }
            /// several changes in one performBatchUpdates: deletes use the old index paths, inserts the new
            public static var summary: Message { Message("commands.batch.summary") }
        }
        public enum Bottom {
            /// One layout pass to the largest offset the content allows (contentSize − viewport).
            public static var detail: Message { Message("commands.bottom.detail") }
            /// jump to the bottom
            public static var summary: Message { Message("commands.bottom.summary") }
        }
        public enum Cache {
            /// cached, preload and background keep every downloaded image (on the row's model): the second time a row is s…
            public static var detail: Message { Message("commands.cache.detail") }
            /// empty the image cache: start an experiment as a first run
            public static var summary: Message { Message("commands.cache.summary") }
        }
        public enum Cell {
            /// Cells are numbered in creation order: cell#1, cell#2, …
            public static var detail: Message { Message("commands.cell.detail") }
            /// one cell's life: created for which row, every row since
            public static var summary: Message { Message("commands.cell.summary") }
        }
        public enum Cellforrow {
            /// The table's own method, not the data source's tableView(_:cellForRowAt:): it returns the cell on screen for…
            public static var detail: Message { Message("commands.cellforrow.detail") }
            /// ask the table for a row's cell: tableView.cellForRow(at:) — a visible cell or nil
            public static var summary: Message { Message("commands.cellforrow.summary") }
        }
        public enum Checkmark {
            /// A tap on ROW (see `tap`: it selects ROW and deselects the row selected before), in an app whose didSelectRo…
            public static var detail: Message { Message("commands.checkmark.detail") }
            /// tap ROW in an app whose didSelectRowAt puts a checkmark on the row's cell
            public static var summary: Message { Message("commands.checkmark.summary") }
        }
        public enum Checkmarks {
            /// on-cell (default): the checkmark lives only on the cell object that `checkmark` touched, and leaks through …
            public static var detail: Message { Message("commands.checkmarks.detail") }
            /// does cellForRowAt set each row's checkmark from the model?
            public static var summary: Message { Message("commands.checkmarks.summary") }
        }
        public enum Code {
            /// A UITableViewController with the data source, registrations, dequeue call, heights, index, prefetching and …
            public static var detail: Message { Message("commands.code.detail") }
            /// the Swift that behaves like the current setup
            public static var summary: Message { Message("commands.code.summary") }
        }
        public enum Continue {
            /// Shows the rest of the command's events, the viewport and the queue, as if it had run at once.
            public static var detail: Message { Message("commands.continue.detail") }
            /// finish the command being stepped through
            public static var summary: Message { Message("commands.continue.summary") }
        }
        public enum Cost {
            /// Every data-source and delegate callback runs your code on the main thread. `cost MS` is what one cellForRow…
            public static var detail: Message { Message("commands.cost.detail") }
            /// main-thread time of one cellForRowAt (default 0.05ms)
            public static var summary: Message { Message("commands.cost.summary") }
        }
        public enum Data {
            /// numbers: Row 0, Row 1, … · movies: a textbook's movie chart with thumbnails · timezones-ko: Korean region n…
            public static var detail: Message { Message("commands.data.detail") }
            /// load a built-in data set, then reloadData()
            public static var summary: Message { Message("commands.data.summary") }
        }
        public enum Delete {
            /// `delete 3` removes row 3 (`delete 2 3`: rows 2, 3, 4; `delete section 1`). The table asks the counts again …
            public static var detail: Message { Message("commands.delete.detail") }
            /// the app deletes rows (or a section) from its model, then deleteRows(at:with:)
            public static var summary: Message { Message("commands.delete.summary") }
        }
        public enum Dequeue {
            /// `fallback` is a well-known textbook's `dequeueReusableCell(withIdentifier:) ?? UITableViewCell()`. When not…
            public static var detail: Message { Message("commands.dequeue.detail") }
            /// withIdentifier:for: (default) or withIdentifier: ?? UITableViewCell()
            public static var summary: Message { Message("commands.dequeue.summary") }
        }
        public enum Deselect {
            /// Removes the row from the table's selection; the cell displaying it, if any, loses its selected look.
            public static var detail: Message { Message("commands.deselect.detail") }
            /// deselect a row (deselectRow(at:animated:))
            public static var summary: Message { Message("commands.deselect.summary") }
        }
        public enum DeselectOnTap {
            /// `deselect-on-tap on`: didSelectRowAt ends with tableView.deselectRow(at: indexPath, animated: true), so the…
            public static var detail: Message { Message("commands.deselectOnTap.detail") }
            /// does didSelectRowAt call deselectRow(at:animated: true), as most apps do?
            public static var summary: Message { Message("commands.deselectOnTap.summary") }
        }
        public enum Diff {
            /// Compares the table before and after: which cells moved between rows and the reuse queue, the counters, the …
            public static var detail: Message { Message("commands.diff.detail") }
            /// what the last command changed, or what changed between two points
            public static var summary: Message { Message("commands.diff.summary") }
        }
        public enum Diffable {
            /// `diffable on`: a UITableViewDiffableDataSource<Section, Item> with a cell provider; the counts come from th…
            public static var detail: Message { Message("commands.diffable.detail") }
            /// the app's data source becomes a UITableViewDiffableDataSource (on) or the classic one (off)
            public static var summary: Message { Message("commands.diffable.summary") }
        }
        public enum Edit {
            /// Opens the file of the app that runs ($VISUAL, else $EDITOR) and, when the editor exits, compiles and runs i…
            public static var detail: Message { Message("commands.edit.detail") }
            /// open your app's file in your editor, then run it again
            public static var summary: Message { Message("commands.edit.summary") }
        }
        public enum Estimate {
            /// With an estimate, contentSize starts as rows × estimate and is corrected as real heights arrive — the scrol…
            public static var detail: Message { Message("commands.estimate.detail") }
            /// estimatedRowHeight: heights asked only for rows shown
            public static var summary: Message { Message("commands.estimate.summary") }
        }
        public enum Exercise {
            /// At an exercise step, `exercise` writes the step's starter (a Swift file, comments in your language) into th…
            public static var detail: Message { Message("commands.exercise.detail") }
            /// get the starter file of this exercise step; `exercise check` grades the app that runs
            public static var summary: Message { Message("commands.exercise.summary") }
        }
        public enum Export {
            /// `export svg FILE.svg` draws what the last drawing command showed — `show`, `scroll 3`, `queue`, `timeline`,…
            public static var detail: Message { Message("commands.export.detail") }
            /// write the last pictures (viewport, queue, timeline, stats) to an SVG for a slide
            public static var summary: Message { Message("commands.export.summary") }
        }
        public enum Fix {
            /// All three are off by default. placeholder: cellForRowAt sets a placeholder image before the load starts (co…
            public static var detail: Message { Message("commands.fix.detail") }
            /// switch a fix for the stale-image bug
            public static var summary: Message { Message("commands.fix.summary") }
        }
        public enum Forward {
            /// Restores the state after the next command, exactly as it was.
            public static var detail: Message { Message("commands.forward.detail") }
            /// redo the command `back` went past
            public static var summary: Message { Message("commands.forward.summary") }
        }
        public enum Glossary {
            /// Type a term in English or Korean, an alias (`async`), or Korean initials (`ㅂㄷㄱ`). Each entry has a command …
            public static var detail: Message { Message("commands.glossary.detail") }
            /// every term in English and Korean; `glossary 비동기` explains one
            public static var summary: Message { Message("commands.glossary.summary") }
        }
        public enum Goto {
            /// `goto 3` or `goto first-load`: the table is rebuilt as it is at the start of that step.
            public static var detail: Message { Message("commands.goto.detail") }
            /// jump to a step of the lesson, by number or id
            public static var summary: Message { Message("commands.goto.summary") }
        }
        public enum Headers {
            /// `headers views`: the app registers a UITableViewHeaderFooterView class (register(_:forHeaderFooterViewReuse…
            public static var detail: Message { Message("commands.headers.detail") }
            /// section headers as titles (titleForHeaderInSection) or reusable header views (viewForHeaderInSection)
            public static var summary: Message { Message("commands.headers.summary") }
        }
        public enum Height {
            /// `height 44` sets rowHeight: nothing is asked. `height var` implements heightForRowAt with a fixed pattern (…
            public static var detail: Message { Message("commands.height.detail") }
            /// rowHeight for every row, or `var`: heightForRowAt per row
            public static var summary: Message { Message("commands.height.summary") }
        }
        public enum Help {
            /// `help scroll` shows usage, what it does and examples.
            public static var detail: Message { Message("commands.help.detail") }
            /// commands by area, or one command in detail
            public static var summary: Message { Message("commands.help.summary") }
        }
        public enum Hint {
            /// Hints come in stages, the last one closest to the answer; after them, `solution` shows the command.
            public static var detail: Message { Message("commands.hint.detail") }
            /// a hint for this step; `hint 2` the second
            public static var summary: Message { Message("commands.hint.summary") }
        }
        public enum History {
            /// Point 0 is the start; point N is after the N-th command that changed the table. The marker shows where `bac…
            public static var detail: Message { Message("commands.history.detail") }
            /// the numbered points of the session (for `diff N M`)
            public static var summary: Message { Message("commands.history.summary") }
        }
        public enum Hz {
            /// At 120 Hz every frame has half the time: the same main-thread work misses more vsyncs. The finger keeps its…
            public static var detail: Message { Message("commands.hz.detail") }
            /// display refresh rate: 60 (16.67 ms frames) or 120 (8.33 ms)
            public static var summary: Message { Message("commands.hz.summary") }
        }
        public enum Identifiers {
            /// `identifiers alternate` registers basic and subtitle and uses them on even and odd rows: two queues, never …
            public static var detail: Message { Message("commands.identifiers.detail") }
            /// which identifier cellForRowAt dequeues on each row
            public static var summary: Message { Message("commands.identifiers.summary") }
        }
        public enum Identity {
            /// `identity id` (default): `Item` is Hashable by `id`, so an edited item keeps its identifier and apply does …
            public static var detail: Message { Message("commands.identity.detail") }
            /// what the app's Item hashes with diffable on: its id, or its whole value
            public static var summary: Message { Message("commands.identity.summary") }
        }
        public enum Index {
            /// The table calls sectionForSectionIndexTitle(title, at:) and scrolls that section's header to the top. Try `…
            public static var detail: Message { Message("commands.index.detail") }
            /// tap a title on the section index strip
            public static var summary: Message { Message("commands.index.summary") }
        }
        public enum Insert {
            /// `insert 3` puts a new row at row 3 (`insert 3 2`: two rows, `insert 1:0`: section 1); `insert section 1` a …
            public static var detail: Message { Message("commands.insert.detail") }
            /// the app inserts rows (or a section) into its model, then insertRows(at:with:) — no reloadData
            public static var summary: Message { Message("commands.insert.summary") }
        }
        public enum Jamo {
            /// An initial computed from a syllable is a choseong jamo (U+1100 ᄀ); an index typed by hand uses compatibilit…
            public static var detail: Message { Message("commands.jamo.detail") }
            /// Korean index: raw U+1100 initials (the bug) or mapped to ㄱ U+3131
            public static var summary: Message { Message("commands.jamo.summary") }
        }
        public enum Lang {
            /// The default follows LANG / LC_ALL (ko → Korean). API names are never translated.
            public static var detail: Message { Message("commands.lang.detail") }
            /// language of messages
            public static var summary: Message { Message("commands.lang.summary") }
        }
        public enum Latency {
            /// Jitter adds up to that many ms to each download, drawn from a seeded generator: the same commands always gi…
            public static var detail: Message { Message("commands.latency.detail") }
            /// network time for one image (default 200ms), optional seeded jitter
            public static var summary: Message { Message("commands.latency.summary") }
        }
        public enum Lesson {
            /// Any command that changes the table (`scroll 5`, `rows 10`) leaves the lesson for free play; `lesson` alone,…
            public static var detail: Message { Message("commands.lesson.detail") }
            /// start lesson N, or come back to the step you left
            public static var summary: Message { Message("commands.lesson.summary") }
        }
        public enum Lessons {
            /// Each lesson walks through one idea: you predict, the table runs, you compare. Progress is saved between ses…
            public static var detail: Message { Message("commands.lessons.detail") }
            /// the guided lessons, with ✓ done, ◐ started, · not yet, and your prediction scores
            public static var summary: Message { Message("commands.lessons.summary") }
        }
        public enum Load {
            /// The default is sync, the first version most books show. sync: Data(contentsOf:) inside cellForRowAt on the …
            public static var detail: Message { Message("commands.load.detail") }
            /// how the rows' images are loaded (try `data movies` first)
            public static var summary: Message { Message("commands.load.summary") }
        }
        public enum Log {
            /// Events are UIKit's callback names, grouped by frame, with simulated time.
            public static var detail: Message { Message("commands.log.detail") }
            /// the last command's events (`full`: every event)
            public static var summary: Message { Message("commands.log.summary") }
        }
        public enum Model {
            /// first (default): the model changes, then the table call — the counts agree. after: the table call comes fir…
            public static var detail: Message { Message("commands.model.detail") }
            /// when the app changes its model around insertRows/deleteRows: first (right), after, never
            public static var summary: Message { Message("commands.model.summary") }
        }
        public enum Move {
            /// `move 5 to 0`: the row at 5 goes to 0 and the rows between shift by one. The moved row keeps its cell if it…
            public static var detail: Message { Message("commands.move.detail") }
            /// the app moves a row in its model, then moveRow(at:to:)
            public static var summary: Message { Message("commands.move.summary") }
        }
        public enum Multiple {
            /// `multiple on` sets tableView.allowsMultipleSelection = true. A tap on a row adds it to the selection (willS…
            public static var detail: Message { Message("commands.multiple.detail") }
            /// allowsMultipleSelection: a tap on a selected row deselects it, others stay selected
            public static var summary: Message { Message("commands.multiple.summary") }
        }
        public enum Next {
            /// A step that asks a prediction or a command waits for it first (`answer`, `hint`, `solution`).
            public static var detail: Message { Message("commands.next.detail") }
            /// the lesson's next step
            public static var summary: Message { Message("commands.next.summary") }
        }
        public enum Open {
            /// Runs the file's commands on a new table. If a line fails, nothing changes and the error names the line.
            public static var detail: Message { Message("commands.open.detail") }
            /// start again from a saved session (or any script)
            public static var summary: Message { Message("commands.open.summary") }
        }
        public enum Prefetch {
            /// Rows within the window past the visible edge, in the scroll direction, are handed to prefetchRowsAt nearest…
            public static var detail: Message { Message("commands.prefetch.detail") }
            /// set a prefetchDataSource: prefetchRowsAt ahead of the scroll
            public static var summary: Message { Message("commands.prefetch.summary") }
        }
        public enum Prepare {
            /// Apple: prepareForReuse should reset only non-content state (alpha, editing, selection); cellForRowAt sets a…
            public static var detail: Message { Message("commands.prepare.detail") }
            /// does the cell's prepareForReuse reset alpha?
            public static var summary: Message { Message("commands.prepare.summary") }
        }
        public enum Prev {
            /// The table goes back to how it was at the start of that step.
            public static var detail: Message { Message("commands.prev.detail") }
            /// the lesson's previous step, with its table
            public static var summary: Message { Message("commands.prev.summary") }
        }
        public enum Progress {
            /// Progress lives in $XDG_STATE_HOME/tablelab/progress.json (else ~/.local/state/tablelab/). `export` does not…
            public static var detail: Message { Message("commands.progress.detail") }
            /// copy your lesson progress to a file, load it from one, or set your name
            public static var summary: Message { Message("commands.progress.summary") }
        }
        public enum Queue {
            /// Cells waiting to be handed out by dequeueReusableCell, in the order they were queued. Which waiting cell a …
            public static var detail: Message { Message("commands.queue.detail") }
            /// the reuse queue, per identifier
            public static var summary: Message { Message("commands.queue.summary") }
        }
        public enum Quit {
            /// History is saved.
            public static var detail: Message { Message("commands.quit.detail") }
            /// leave tablelab (Ctrl-D too)
            public static var summary: Message { Message("commands.quit.summary") }
        }
        public enum Reconfigure {
            /// `reconfigure 3 5` asks cellForRowAt again for those rows, but the dequeue inside returns the cell the row a…
            public static var detail: Message { Message("commands.reconfigure.detail") }
            /// reconfigureRows(at:) (iOS 15): cellForRowAt runs again on the same cells, no prepareForReuse
            public static var summary: Message { Message("commands.reconfigure.summary") }
        }
        public enum Record {
            /// `record FILE.cast` writes everything tablelab shows from then on — pictures, animations frame by frame, the…
            public static var detail: Message { Message("commands.record.detail") }
            /// record the session as an asciinema recording (FILE.cast), until `record stop`
            public static var summary: Message { Message("commands.record.summary") }
        }
        public enum Register {
            /// `register basic subtitle` registers identifiers "basic" and "subtitle" with those styles; `register image:c…
            public static var detail: Message { Message("commands.register.detail") }
            /// register reuse identifiers (prototype cells)
            public static var summary: Message { Message("commands.register.summary") }
        }
        public enum Reload {
            /// Every visible cell goes back to the reuse queue and each visible row comes back through dequeue, so you see…
            public static var detail: Message { Message("commands.reload.detail") }
            /// call reloadData(): counts asked again, visible rows requested again; `reload rows 3 5`: reloadRows(at:with:…
            public static var summary: Message { Message("commands.reload.summary") }
        }
        public enum Rename {
            /// `rename 2`: row 2's item gets new text (`Row 2 v2`). With `identity id` its identifier is the same, so the …
            public static var detail: Message { Message("commands.rename.detail") }
            /// the app changes an item's text in its model and applies a new snapshot (diffable on)
            public static var summary: Message { Message("commands.rename.summary") }
        }
        public enum Replay {
            /// Re-runs the commands since the last data change (`data`, `rows`, `load` …) on the identical schedule — the …
            public static var detail: Message { Message("commands.replay.detail") }
            /// the same commands again with one fix or strategy, side by side
            public static var summary: Message { Message("commands.replay.summary") }
        }
        public enum Reset {
            /// Language, speed and history are kept.
            public static var detail: Message { Message("commands.reset.detail") }
            /// a new default table (100 rows, default settings)
            public static var summary: Message { Message("commands.reset.summary") }
        }
        public enum Restart {
            /// The lesson's saved steps and scores are cleared; other lessons keep theirs.
            public static var detail: Message { Message("commands.restart.detail") }
            /// start this lesson again from its first step
            public static var summary: Message { Message("commands.restart.summary") }
        }
        public enum Rows {
            /// The data source now answers numberOfSections = 1 and numberOfRowsInSection = N. Watch how few cellForRowAt …
            public static var detail: Message { Message("commands.rows.detail") }
            /// one section of N rows, then reloadData()
            public static var summary: Message { Message("commands.rows.summary") }
        }
        public enum Save {
            /// Writes the commands that made the table as it is now, one per line, with a comment header: `open FILE` (or …
            public static var detail: Message { Message("commands.save.detail") }
            /// write the session as a command list (a valid --script)
            public static var summary: Message { Message("commands.save.summary") }
        }
        public enum Scroll {
            /// `scroll 10` drags down 10 rows at the current velocity: one layout pass per frame, cells leave at the top i…
            public static var detail: Message { Message("commands.scroll.detail") }
            /// drag N rows (frame by frame), or jump to a row
            public static var summary: Message { Message("commands.scroll.summary") }
        }
        public enum Sections {
            /// `sections 3x10` makes 3 sections of 10 rows; `sections 5,12,3` makes uneven ones. The natural model is an a…
            public static var detail: Message { Message("commands.sections.detail") }
            /// several titled sections ([[Item]]), then reloadData()
            public static var summary: Message { Message("commands.sections.summary") }
        }
        public enum Select {
            /// What the app's own code does with selectRow(at:animated:scrollPosition:) — not a tap: UIKit sends no delega…
            public static var detail: Message { Message("commands.select.detail") }
            /// select a row from the app's code: selectRow(at:animated:scrollPosition:) — no delegate message
            public static var summary: Message { Message("commands.select.summary") }
        }
        public enum Selected {
            /// Reads the table's selection as the app's code would: indexPathsForSelectedRows returns the selected index p…
            public static var detail: Message { Message("commands.selected.detail") }
            /// ask the table which rows are selected: tableView.indexPathsForSelectedRows
            public static var summary: Message { Message("commands.selected.summary") }
        }
        public enum Show {
            /// One line per visible row: index path, the cell showing it, its identifier and content.
            public static var detail: Message { Message("commands.show.detail") }
            /// draw the viewport and the reuse queue
            public static var summary: Message { Message("commands.show.summary") }
        }
        public enum Solution {
            /// It shows the line; typing it is still yours.
            public static var detail: Message { Message("commands.solution.detail") }
            /// the command this step asks you to type
            public static var summary: Message { Message("commands.solution.summary") }
        }
        public enum Speed {
            /// Only the drawing is paced; the same commands always give the same events. Each frame stays on screen for th…
            public static var detail: Message { Message("commands.speed.detail") }
            /// how fast animations play (never changes the simulation)
            public static var summary: Message { Message("commands.speed.summary") }
        }
        public enum Stats {
            /// Counted from the event log since the table was created (or since `reset`). `stats last` counts only the las…
            public static var detail: Message { Message("commands.stats.detail") }
            /// cells created, reuses, callback counts, frames, hitches and hangs, offset, queue
            public static var summary: Message { Message("commands.stats.summary") }
        }
        public enum Step {
            /// `step scroll 1` runs the command, then shows its events one at a time: the call being made (UITableView → c…
            public static var detail: Message { Message("commands.step.detail") }
            /// run a command one callback at a time
            public static var summary: Message { Message("commands.step.summary") }
        }
        public enum Style {
            /// Plain section headers stick to the top while their section scrolls; grouped ones scroll away, and grouped t…
            public static var detail: Message { Message("commands.style.detail") }
            /// plain (floating headers, index strip) or grouped
            public static var summary: Message { Message("commands.style.summary") }
        }
        public enum Swipe {
            /// UIKit calls tableView(_:commit:forRowAt:) with .delete; the app's code removes the item from its model, the…
            public static var detail: Message { Message("commands.swipe.detail") }
            /// the user swipes ROW and taps Delete: tableView(_:commit:forRowAt:) with .delete
            public static var summary: Message { Message("commands.swipe.summary") }
        }
        public enum Tap {
            /// What UIKit does when the user taps a row, in order: finger down, shouldHighlightRowAt (this app answers tru…
            public static var detail: Message { Message("commands.tap.detail") }
            /// a finger taps a row on screen: highlight, willSelectRowAt … didSelectRowAt, in UIKit's order (`help tap`)
            public static var summary: Message { Message("commands.tap.summary") }
        }
        public enum Timeline {
            /// Draws the last command (or the last N) as lanes: what kept the main thread busy, each worker's downloads, t…
            public static var detail: Message { Message("commands.timeline.detail") }
            /// swimlanes over simulated time: main thread, workers, network, frames
            public static var summary: Message { Message("commands.timeline.summary") }
        }
        public enum Top {
            /// One layout pass, like setContentOffset(.zero, animated: false).
            public static var detail: Message { Message("commands.top.detail") }
            /// jump to the top (offset 0)
            public static var summary: Message { Message("commands.top.summary") }
        }
        public enum Trace {
            /// The same format as `tablelab --trace jsonl` (see the README): one object per event with its name, time, fra…
            public static var detail: Message { Message("commands.trace.detail") }
            /// write every event so far to FILE as JSON Lines
            public static var summary: Message { Message("commands.trace.summary") }
        }
        public enum Unregister {
            /// After this, a dequeue for that identifier crashes (withIdentifier:for:) or returns nil (withIdentifier:, se…
            public static var detail: Message { Message("commands.unregister.detail") }
            /// forget a registered identifier
            public static var summary: Message { Message("commands.unregister.summary") }
        }
        public enum Velocity {
            /// A drag is one layout pass per frame, and the finger moves the same number of points per second at any refre…
            public static var detail: Message { Message("commands.velocity.detail") }
            /// finger speed while dragging, points per second (default 1,800)
            public static var summary: Message { Message("commands.velocity.summary") }
        }
        public enum Viewport {
            /// A taller viewport shows more rows at once, so the table owns more cells. Default 667 pt.
            public static var detail: Message { Message("commands.viewport.detail") }
            /// the visible height in points (667 = iPhone SE)
            public static var summary: Message { Message("commands.viewport.summary") }
        }
        public enum Wait {
            /// No finger moves; the main thread runs what waits on the main queue, the workers and the network go on.
            public static var detail: Message { Message("commands.wait.detail") }
            /// let simulated time pass: downloads finish, completions run
            public static var summary: Message { Message("commands.wait.summary") }
        }
        public enum Why {
            /// `why cell 7` tells the cell's life: the row it was created for and why no queued cell was reused, each time…
            public static var detail: Message { Message("commands.why.detail") }
            /// why a cell or row is what it is, from the events' causes
            public static var summary: Message { Message("commands.why.summary") }
        }
        public enum Workers {
            /// Each background download keeps a worker busy for its whole latency. GCD adds threads while blocks block, up…
            public static var detail: Message { Message("commands.workers.detail") }
            /// worker threads of the global queue (default 64)
            public static var summary: Message { Message("commands.workers.summary") }
        }
    }
}
