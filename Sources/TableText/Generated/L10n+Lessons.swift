// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Lessons {
        static let placeholders: [String: [String]] = [
            "lessons.afterPrediction": ["form"],
            "lessons.answerFirst": [],
            "lessons.answerFormYesNo": [],
            "lessons.answerLocked": ["answer"],
            "lessons.answerNotComputed": ["reason"],
            "lessons.answerWith": ["form"],
            "lessons.answeredBefore": ["answer", "mark"],
            "lessons.backToStep": ["lesson", "step"],
            "lessons.badAnswer.cell": ["typed", "form"],
            "lessons.badAnswer.choice": ["typed", "keys", "form"],
            "lessons.badAnswer.number": ["typed", "form"],
            "lessons.badAnswer.yesNo": ["typed", "form"],
            "lessons.belief": ["belief"],
            "lessons.done": ["lesson", "right", "answered", "next", "title"],
            "lessons.doneLast": ["lesson", "right", "answered"],
            "lessons.exercise.commandFailed": ["command", "reason"],
            "lessons.exercise.crashed": ["command"],
            "lessons.exercise.getIt": ["file"],
            "lessons.exercise.grading": ["file", "commands"],
            "lessons.exercise.lookAt": ["file", "line"],
            "lessons.exercise.lookAtDone": ["file", "line"],
            "lessons.exercise.lookAtRun": ["file", "line"],
            "lessons.exercise.means": ["query", "meaning"],
            "lessons.exercise.met": ["expectation", "measured"],
            "lessons.exercise.noApp": ["file"],
            "lessons.exercise.noFileYet": ["file"],
            "lessons.exercise.noMoreHints": ["file"],
            "lessons.exercise.noSolution": ["file"],
            "lessons.exercise.noStarter": ["file"],
            "lessons.exercise.notHere": [],
            "lessons.exercise.notMet": ["expectation", "measured"],
            "lessons.exercise.notYet": ["file"],
            "lessons.exercise.passed": ["file"],
            "lessons.exercise.stopped": ["file", "said"],
            "lessons.exercise.waitsForFile": ["file"],
            "lessons.expectationFailed": ["expectation"],
            "lessons.expression.badRange": ["at"],
            "lessons.expression.cellAtBadRow": ["typed"],
            "lessons.expression.cellAtNeedsRow": [],
            "lessons.expression.comparesNumbers": ["op", "left", "right"],
            "lessons.expression.countNeedsKind": ["typed"],
            "lessons.expression.expectedTerm": ["rest"],
            "lessons.expression.needsNumbers": ["op", "expression"],
            "lessons.expression.noArgument": ["name"],
            "lessons.expression.notClosed": ["name"],
            "lessons.expression.notWholeNumber": ["digits"],
            "lessons.expression.rowOfNeedsCell": [],
            "lessons.expression.unexpected": ["rest", "expression"],
            "lessons.expression.unknownQuery": ["name"],
            "lessons.expression.unknownQuerySuggest": ["name", "near"],
            "lessons.expression.withQueries": ["problem", "queries"],
            "lessons.fileProblems": ["path", "problems"],
            "lessons.fileUnreadable": ["path", "reason"],
            "lessons.firstStep": [],
            "lessons.fromMemory": [],
            "lessons.heading": ["lesson", "title", "step", "count"],
            "lessons.hint": ["stage", "count", "hint"],
            "lessons.hintRange": ["count"],
            "lessons.inFreePlay": ["lesson", "step"],
            "lessons.leftLesson": ["lesson", "step"],
            "lessons.list.footerAllDone": [],
            "lessons.list.footerContinue": ["lesson", "title"],
            "lessons.list.footerStart": ["lesson", "title"],
            "lessons.list.heading": [],
            "lessons.locked": ["answer"],
            "lessons.name.control": [],
            "lessons.name.current": ["name"],
            "lessons.name.set": ["name"],
            "lessons.name.tooLong": ["columns"],
            "lessons.name.unset": [],
            "lessons.next": [],
            "lessons.noHints": [],
            "lessons.noHintsPredict": ["form"],
            "lessons.noHintsSolution": [],
            "lessons.noLessonOpen": [],
            "lessons.noLessons": [],
            "lessons.noMoreHints": [],
            "lessons.noPrediction": [],
            "lessons.noSolution": ["form"],
            "lessons.noSuchLesson": ["number", "numbers"],
            "lessons.noSuchStep": ["lesson", "name", "count", "ids"],
            "lessons.notThisStep": ["step"],
            "lessons.nothingToType": [],
            "lessons.partOfStep": ["step", "command"],
            "lessons.predictFirst": ["form"],
            "lessons.query.cancelledPrefetchRows": [],
            "lessons.query.cellAt": [],
            "lessons.query.cellsCreated": [],
            "lessons.query.checkedRow": [],
            "lessons.query.contentHeight": [],
            "lessons.query.count": [],
            "lessons.query.crashed": [],
            "lessons.query.downloads": [],
            "lessons.query.downloadsOnMain": [],
            "lessons.query.fadedRows": [],
            "lessons.query.firstVisibleRow": [],
            "lessons.query.frames": [],
            "lessons.query.hangs": [],
            "lessons.query.hitchTime": [],
            "lessons.query.hitches": [],
            "lessons.query.imagesOffMain": [],
            "lessons.query.lastVisibleRow": [],
            "lessons.query.liveCells": [],
            "lessons.query.longestHang": [],
            "lessons.query.mainBusy": [],
            "lessons.query.nilDequeues": [],
            "lessons.query.offset": [],
            "lessons.query.prefetchedRows": [],
            "lessons.query.queueNext": [],
            "lessons.query.queued": [],
            "lessons.query.repeatDownloads": [],
            "lessons.query.reuses": [],
            "lessons.query.rightImages": [],
            "lessons.query.rowCount": [],
            "lessons.query.rowOf": [],
            "lessons.query.rowsShownBy": [],
            "lessons.query.sectionCount": [],
            "lessons.query.selectedIndexPath": [],
            "lessons.query.selectedRow": [],
            "lessons.query.visibleRows": [],
            "lessons.query.wrongCheckmarks": [],
            "lessons.query.wrongImages": [],
            "lessons.ranAgain": ["command"],
            "lessons.recallNotComputed": ["reason"],
            "lessons.report.damagedProgressFile": [],
            "lessons.report.legend": [],
            "lessons.report.noStudents": [],
            "lessons.report.notAProgressFile": [],
            "lessons.report.student": [],
            "lessons.report.unknownLesson": [],
            "lessons.report.unreadableHeading": ["count"],
            "lessons.runsAfterAnswer": ["command"],
            "lessons.seeForYourself": ["command"],
            "lessons.stillLocked": ["answer"],
            "lessons.swiftHeading": [],
            "lessons.transcript.answer": [],
            "lessons.transcript.file": [],
            "lessons.transcript.key": [],
            "lessons.transcript.learnerTypes": [],
            "lessons.transcript.lessonRuns": [],
            "lessons.transcript.name": [],
            "lessons.transcript.rightChoice": [],
            "lessons.transcript.step": ["step", "count"],
            "lessons.transcript.why": [],
            "lessons.transcript.worksheet": [],
            "lessons.transcript.yourAnswer": [],
            "lessons.typeThis": [],
            "lessons.unit.calls": ["count"],
            "lessons.unit.cells": ["count"],
            "lessons.unit.downloads": ["count"],
            "lessons.unit.frames": ["count"],
            "lessons.unit.hangs": ["count"],
            "lessons.unit.images": ["count"],
            "lessons.unit.ms": ["count"],
            "lessons.unit.points": ["count"],
            "lessons.unit.rows": ["count"],
            "lessons.unit.sections": ["count"],
            "lessons.verdict.answer": [],
            "lessons.verdict.no": [],
            "lessons.verdict.noCell": [],
            "lessons.verdict.tableDid": [],
            "lessons.verdict.yes": [],
            "lessons.verdict.youSaid": [],
            "lessons.waitsForCommand": [],
            "lessons.waitsForPrediction": ["form"],
            "lessons.wrong.cellNotShown": ["cell"],
            "lessons.wrong.cellShows": ["cell", "row"],
            "lessons.wrong.tooHigh": ["diff"],
            "lessons.wrong.tooHighRecall": ["diff"],
            "lessons.wrong.tooLow": ["diff"],
            "lessons.wrong.tooLowRecall": ["diff"],
            "lessons.yourTurn": [],
        ]
        /// (After your prediction: {form} — a guess is fine.)
        public static func afterPrediction(form: some MessageArgument) -> Message {
            Message("lessons.afterPrediction", ["form": form.messageArgument])
        }
        /// Answer first; then type the command yourself.
        public static var answerFirst: Message { Message("lessons.answerFirst") }
        /// `answer yes` / `answer no`
        public static var answerFormYesNo: Message { Message("lessons.answerFormYesNo") }
        /// Your answer is locked: you said {answer}. `next` goes on (`prev` and `goto` come back to a step)
        public static func answerLocked(answer: some MessageArgument) -> Message {
            Message("lessons.answerLocked", ["answer": answer.messageArgument])
        }
        /// (The lesson could not compute its answer: {reason} — `tablelab check` reports it.)
        public static func answerNotComputed(reason: some MessageArgument) -> Message {
            Message("lessons.answerNotComputed", ["reason": reason.messageArgument])
        }
        /// Answer with {form}.
        public static func answerWith(form: some MessageArgument) -> Message {
            Message("lessons.answerWith", ["form": form.messageArgument])
        }
        /// You answered this before: {answer} {mark}
        public static func answeredBefore(answer: some MessageArgument, mark: some MessageArgument) -> Message {
            Message("lessons.answeredBefore", ["answer": answer.messageArgument, "mark": mark.messageArgument])
        }
        /// Back to lesson {lesson} at step {step} — the table is rebuilt as the lesson had it.
        public static func backToStep(lesson: some MessageArgument, step: some MessageArgument) -> Message {
            Message("lessons.backToStep", ["lesson": lesson.messageArgument, "step": step.messageArgument])
        }
        /// That answer comes from a common belief: {belief}
        public static func belief(belief: some MessageArgument) -> Message {
            Message("lessons.belief", ["belief": belief.messageArgument])
        }
        /// ✓ Lesson {lesson} done — predictions right: {right} of {answered}. `lesson {next}` goes on to “{title}”.
        public static func done(lesson: some MessageArgument, right: some MessageArgument, answered: some MessageArgument, next: some MessageArgument, title: some MessageArgument) -> Message {
            Message("lessons.done", ["lesson": lesson.messageArgument, "right": right.messageArgument, "answered": answered.messageArgument, "next": next.messageArgument, "title": title.messageArgument])
        }
        /// ✓ Lesson {lesson} done — predictions right: {right} of {answered}. That was the last lesson.
        public static func doneLast(lesson: some MessageArgument, right: some MessageArgument, answered: some MessageArgument) -> Message {
            Message("lessons.doneLast", ["lesson": lesson.messageArgument, "right": right.messageArgument, "answered": answered.messageArgument])
        }
        /// (This lesson expected `{expectation}` here, and the table did otherwise — `tablelab check` reports it.)
        public static func expectationFailed(expectation: some MessageArgument) -> Message {
            Message("lessons.expectationFailed", ["expectation": expectation.messageArgument])
        }
        /// {path} is not a lesson tablelab can open: {problems} — `tablelab check {path}` lists every problem
        public static func fileProblems(path: some MessageArgument, problems: some MessageArgument) -> Message {
            Message("lessons.fileProblems", ["path": path.messageArgument, "problems": problems.messageArgument])
        }
        /// Cannot read the lesson {path}: {reason} — give a lesson file (NN-id.md), e.g. `lesson drafts/19-reload-data…
        public static func fileUnreadable(path: some MessageArgument, reason: some MessageArgument) -> Message {
            Message("lessons.fileUnreadable", ["path": path.messageArgument, "reason": reason.messageArgument])
        }
        /// This is the first step; `restart` begins the lesson again
        public static var firstStep: Message { Message("lessons.firstStep") }
        /// From memory, before anything runs:
        public static var fromMemory: Message { Message("lessons.fromMemory") }
        /// Lesson {lesson} · {title} — step {step} of {count}
        public static func heading(lesson: some MessageArgument, title: some MessageArgument, step: some MessageArgument, count: some MessageArgument) -> Message {
            Message("lessons.heading", ["lesson": lesson.messageArgument, "title": title.messageArgument, "step": step.messageArgument, "count": count.messageArgument])
        }
        /// Hint {stage}/{count}: {hint}
        public static func hint(stage: some MessageArgument, count: some MessageArgument, hint: some MessageArgument) -> Message {
            Message("lessons.hint", ["stage": stage.messageArgument, "count": count.messageArgument, "hint": hint.messageArgument])
        }
        /// This step has {count:hint/hints}: `hint 1`…`hint {count}`
        public static func hintRange(count: some MessageArgument) -> Message {
            Message("lessons.hintRange", ["count": count.messageArgument])
        }
        /// You are in free play: type `lesson` first to come back to lesson {lesson}, step {step}
        public static func inFreePlay(lesson: some MessageArgument, step: some MessageArgument) -> Message {
            Message("lessons.inFreePlay", ["lesson": lesson.messageArgument, "step": step.messageArgument])
        }
        /// (You left lesson {lesson} for free play; `lesson` comes back to step {step} with the lesson's table.)
        public static func leftLesson(lesson: some MessageArgument, step: some MessageArgument) -> Message {
            Message("lessons.leftLesson", ["lesson": lesson.messageArgument, "step": step.messageArgument])
        }
        /// Locked: you said {answer}. Now type the command.
        public static func locked(answer: some MessageArgument) -> Message {
            Message("lessons.locked", ["answer": answer.messageArgument])
        }
        /// `next` →
        public static var next: Message { Message("lessons.next") }
        /// This step has no hints; the narration above says what to do.
        public static var noHints: Message { Message("lessons.noHints") }
        /// This step has no hints: it asks for your prediction. Commit to an answer ({form}); a guess is fine — the ta…
        public static func noHintsPredict(form: some MessageArgument) -> Message {
            Message("lessons.noHintsPredict", ["form": form.messageArgument])
        }
        /// This step has no hints; the narration above says what to do (`solution` shows the command to type).
        public static var noHintsSolution: Message { Message("lessons.noHintsSolution") }
        /// No lesson is open: `lessons` lists them, `lesson 1` starts the first
        public static var noLessonOpen: Message { Message("lessons.noLessonOpen") }
        /// No lessons were found (set TABLELAB_DATA to the folder that holds Lessons/)
        public static var noLessons: Message { Message("lessons.noLessons") }
        /// No more hints; `solution` shows the command.
        public static var noMoreHints: Message { Message("lessons.noMoreHints") }
        /// This step asks no prediction; `next` goes on
        public static var noPrediction: Message { Message("lessons.noPrediction") }
        /// A prediction has no solution to copy: commit to an answer ({form}) — being wrong is part of it — and the ta…
        public static func noSolution(form: some MessageArgument) -> Message {
            Message("lessons.noSolution", ["form": form.messageArgument])
        }
        /// There is no lesson {number}; the lessons are {numbers} (`lessons` lists them). A lesson of your own opens b…
        public static func noSuchLesson(number: some MessageArgument, numbers: some MessageArgument) -> Message {
            Message("lessons.noSuchLesson", ["number": number.messageArgument, "numbers": numbers.messageArgument])
        }
        /// Lesson {lesson} has no step `{name}`: give 1–{count} or an id ({ids})
        public static func noSuchStep(lesson: some MessageArgument, name: some MessageArgument, count: some MessageArgument, ids: some MessageArgument) -> Message {
            Message("lessons.noSuchStep", ["lesson": lesson.messageArgument, "name": name.messageArgument, "count": count.messageArgument, "ids": ids.messageArgument])
        }
        /// (That is not what step {step} asks — you are in free play now. `lesson` brings back the lesson's table at t…
        public static func notThisStep(step: some MessageArgument) -> Message {
            Message("lessons.notThisStep", ["step": step.messageArgument])
        }
        /// Nothing to type in this step: `next` goes on
        public static var nothingToType: Message { Message("lessons.nothingToType") }
        /// (That is part of step {step}, and the lesson is still on: the table is not yet where the step wants it. The…
        public static func partOfStep(step: some MessageArgument, command: some MessageArgument) -> Message {
            Message("lessons.partOfStep", ["step": step.messageArgument, "command": command.messageArgument])
        }
        /// First commit to a prediction — a guess is fine: {form}
        public static func predictFirst(form: some MessageArgument) -> Message {
            Message("lessons.predictFirst", ["form": form.messageArgument])
        }
        /// The lesson ran `{command}` again, so the table is as the step left it; `next` goes on (`restart` asks the w…
        public static func ranAgain(command: some MessageArgument) -> Message {
            Message("lessons.ranAgain", ["command": command.messageArgument])
        }
        /// (The recall could not be computed: {reason})
        public static func recallNotComputed(reason: some MessageArgument) -> Message {
            Message("lessons.recallNotComputed", ["reason": reason.messageArgument])
        }
        /// Your answer is locked in, then the lesson runs `{command}`.
        public static func runsAfterAnswer(command: some MessageArgument) -> Message {
            Message("lessons.runsAfterAnswer", ["command": command.messageArgument])
        }
        /// See it for yourself: `{command}`
        public static func seeForYourself(command: some MessageArgument) -> Message {
            Message("lessons.seeForYourself", ["command": command.messageArgument])
        }
        /// Your answer is still locked: you said {answer}. Now type the command.
        public static func stillLocked(answer: some MessageArgument) -> Message {
            Message("lessons.stillLocked", ["answer": answer.messageArgument])
        }
        /// The Swift for what you just watched:
        public static var swiftHeading: Message { Message("lessons.swiftHeading") }
        /// The command (on a terminal it is already at the prompt: just press Enter):
        public static var typeThis: Message { Message("lessons.typeThis") }
        /// This step waits for you to type a command (`hint` gives a clue, `solution` shows it)
        public static var waitsForCommand: Message { Message("lessons.waitsForCommand") }
        /// This step waits for your prediction — a guess is fine: {form}
        public static func waitsForPrediction(form: some MessageArgument) -> Message {
            Message("lessons.waitsForPrediction", ["form": form.messageArgument])
        }
        /// Your turn: type the command (`hint` for a clue, `solution` to see it).
        public static var yourTurn: Message { Message("lessons.yourTurn") }
        public enum BadAnswer {
            /// `{typed}` is not an answer to this question: give a cell id such as cell#3, e.g. {form}
            public static func cell(typed: some MessageArgument, form: some MessageArgument) -> Message {
                Message("lessons.badAnswer.cell", ["typed": typed.messageArgument, "form": form.messageArgument])
            }
            /// `{typed}` is not an answer to this question: give one of {keys}, e.g. {form}
            public static func choice(typed: some MessageArgument, keys: some MessageArgument, form: some MessageArgument) -> Message {
                Message("lessons.badAnswer.choice", ["typed": typed.messageArgument, "keys": keys.messageArgument, "form": form.messageArgument])
            }
            /// `{typed}` is not an answer to this question: give a whole number, e.g. {form}
            public static func number(typed: some MessageArgument, form: some MessageArgument) -> Message {
                Message("lessons.badAnswer.number", ["typed": typed.messageArgument, "form": form.messageArgument])
            }
            /// `{typed}` is not an answer to this question: give yes or no, e.g. {form}
            public static func yesNo(typed: some MessageArgument, form: some MessageArgument) -> Message {
                Message("lessons.badAnswer.yesNo", ["typed": typed.messageArgument, "form": form.messageArgument])
            }
        }
        public enum Exercise {
            /// `{command}` could not run on your app: {reason}
            public static func commandFailed(command: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("lessons.exercise.commandFailed", ["command": command.messageArgument, "reason": reason.messageArgument])
            }
            /// Your app crashed during `{command}`:
            public static func crashed(command: some MessageArgument) -> Message {
                Message("lessons.exercise.crashed", ["command": command.messageArgument])
            }
            /// Your turn, in a real file: `exercise` writes {file} here; edit it, then `app {file}` runs and grades it. `h…
            public static func getIt(file: some MessageArgument) -> Message {
                Message("lessons.exercise.getIt", ["file": file.messageArgument])
            }
            /// Grading {file} on a new table: {commands}
            public static func grading(file: some MessageArgument, commands: some MessageArgument) -> Message {
                Message("lessons.exercise.grading", ["file": file.messageArgument, "commands": commands.messageArgument])
            }
            /// Look at {file}, line {line}:
            public static func lookAt(file: some MessageArgument, line: some MessageArgument) -> Message {
                Message("lessons.exercise.lookAt", ["file": file.messageArgument, "line": line.messageArgument])
            }
            /// {file} as it last ran with `app` no longer has this line of the starter (its line {line}) — this part may b…
            public static func lookAtDone(file: some MessageArgument, line: some MessageArgument) -> Message {
                Message("lessons.exercise.lookAtDone", ["file": file.messageArgument, "line": line.messageArgument])
            }
            /// Look at {file}, line {line} (your file as it last ran with `app`):
            public static func lookAtRun(file: some MessageArgument, line: some MessageArgument) -> Message {
                Message("lessons.exercise.lookAtRun", ["file": file.messageArgument, "line": line.messageArgument])
            }
            ///   {query}: {meaning}
            public static func means(query: some MessageArgument, meaning: some MessageArgument) -> Message {
                Message("lessons.exercise.means", ["query": query.messageArgument, "meaning": meaning.messageArgument])
            }
            /// ✓ {expectation} — {measured}
            public static func met(expectation: some MessageArgument, measured: some MessageArgument) -> Message {
                Message("lessons.exercise.met", ["expectation": expectation.messageArgument, "measured": measured.messageArgument])
            }
            /// No app of yours runs yet: `app {file}` runs it and grades it (`exercise` writes the starter first).
            public static func noApp(file: some MessageArgument) -> Message {
                Message("lessons.exercise.noApp", ["file": file.messageArgument])
            }
            /// There is no {file} here yet: at this step `exercise` writes the starter into this folder; then `app {file}`…
            public static func noFileYet(file: some MessageArgument) -> Message {
                Message("lessons.exercise.noFileYet", ["file": file.messageArgument])
            }
            /// No more hints: change the lines they point at, then `app {file}` grades it again.
            public static func noMoreHints(file: some MessageArgument) -> Message {
                Message("lessons.exercise.noMoreHints", ["file": file.messageArgument])
            }
            /// An exercise has no command to copy: the fix is yours to write in {file}. `hint` shows where to look, one st…
            public static func noSolution(file: some MessageArgument) -> Message {
                Message("lessons.exercise.noSolution", ["file": file.messageArgument])
            }
            /// The starter {file} was not found with the lessons (`tablelab check` reports it).
            public static func noStarter(file: some MessageArgument) -> Message {
                Message("lessons.exercise.noStarter", ["file": file.messageArgument])
            }
            /// This step is not an exercise: `exercise` hands out a file at the steps that grade your own code.
            public static var notHere: Message { Message("lessons.exercise.notHere") }
            /// ✗ {expectation} — your app gave {measured}
            public static func notMet(expectation: some MessageArgument, measured: some MessageArgument) -> Message {
                Message("lessons.exercise.notMet", ["expectation": expectation.messageArgument, "measured": measured.messageArgument])
            }
            /// Not yet: change {file} and run `app {file}` again (`edit` opens it); `hint` shows where to look.
            public static func notYet(file: some MessageArgument) -> Message {
                Message("lessons.exercise.notYet", ["file": file.messageArgument])
            }
            /// ✓ {file} does what the step asks.
            public static func passed(file: some MessageArgument) -> Message {
                Message("lessons.exercise.passed", ["file": file.messageArgument])
            }
            /// {file} stopped before its first screen: {said}
            public static func stopped(file: some MessageArgument, said: some MessageArgument) -> Message {
                Message("lessons.exercise.stopped", ["file": file.messageArgument, "said": said.messageArgument])
            }
            /// This step waits for your file to pass: `app {file}` runs and grades it (`exercise` writes it, `hint` helps).
            public static func waitsForFile(file: some MessageArgument) -> Message {
                Message("lessons.exercise.waitsForFile", ["file": file.messageArgument])
            }
        }
        public enum Expression {
            /// a range is two numbers, the smaller first: `0...15` (at `{at}`)
            public static func badRange(at: some MessageArgument) -> Message {
                Message("lessons.expression.badRange", ["at": at.messageArgument])
            }
            /// cellAt needs a row number or SECTION:ROW, got `{typed}`
            public static func cellAtBadRow(typed: some MessageArgument) -> Message {
                Message("lessons.expression.cellAtBadRow", ["typed": typed.messageArgument])
            }
            /// cellAt needs a row: cellAt(17) or cellAt(1:5)
            public static var cellAtNeedsRow: Message { Message("lessons.expression.cellAtNeedsRow") }
            /// `{op}` compares numbers, not {left} and {right}
            public static func comparesNumbers(op: some MessageArgument, left: some MessageArgument, right: some MessageArgument) -> Message {
                Message("lessons.expression.comparesNumbers", ["op": op.messageArgument, "left": left.messageArgument, "right": right.messageArgument])
            }
            /// count(KIND) needs an event name such as cellForRowAt, prepareForReuse, init, enqueue; got `{typed}`
            public static func countNeedsKind(typed: some MessageArgument) -> Message {
                Message("lessons.expression.countNeedsKind", ["typed": typed.messageArgument])
            }
            /// expected a number or a query (cellsCreated, count(cellForRowAt), …) at `{rest}`
            public static func expectedTerm(rest: some MessageArgument) -> Message {
                Message("lessons.expression.expectedTerm", ["rest": rest.messageArgument])
            }
            /// `{op}` needs numbers on both sides in `{expression}`
            public static func needsNumbers(op: some MessageArgument, expression: some MessageArgument) -> Message {
                Message("lessons.expression.needsNumbers", ["op": op.messageArgument, "expression": expression.messageArgument])
            }
            /// `{name}` takes no argument
            public static func noArgument(name: some MessageArgument) -> Message {
                Message("lessons.expression.noArgument", ["name": name.messageArgument])
            }
            /// `{name}(` is never closed with `)`
            public static func notClosed(name: some MessageArgument) -> Message {
                Message("lessons.expression.notClosed", ["name": name.messageArgument])
            }
            /// `{digits}` is not a whole number
            public static func notWholeNumber(digits: some MessageArgument) -> Message {
                Message("lessons.expression.notWholeNumber", ["digits": digits.messageArgument])
            }
            /// rowOf and rowsShownBy need a cell id: rowOf(4), rowsShownBy(1)
            public static var rowOfNeedsCell: Message { Message("lessons.expression.rowOfNeedsCell") }
            /// unexpected `{rest}` in `{expression}`
            public static func unexpected(rest: some MessageArgument, expression: some MessageArgument) -> Message {
                Message("lessons.expression.unexpected", ["rest": rest.messageArgument, "expression": expression.messageArgument])
            }
            /// unknown query `{name}`
            public static func unknownQuery(name: some MessageArgument) -> Message {
                Message("lessons.expression.unknownQuery", ["name": name.messageArgument])
            }
            /// unknown query `{name}` — did you mean `{near}`?
            public static func unknownQuerySuggest(name: some MessageArgument, near: some MessageArgument) -> Message {
                Message("lessons.expression.unknownQuerySuggest", ["name": name.messageArgument, "near": near.messageArgument])
            }
            /// {problem} (queries: {queries})
            public static func withQueries(problem: some MessageArgument, queries: some MessageArgument) -> Message {
                Message("lessons.expression.withQueries", ["problem": problem.messageArgument, "queries": queries.messageArgument])
            }
        }
        public enum List {
            /// Every lesson is done. `lesson N` takes one again; the numbers after a title are predictions right / answered.
            public static var footerAllDone: Message { Message("lessons.list.footerAllDone") }
            /// Next: `lesson {lesson}` goes on with “{title}” where you left it. The numbers after a title are predictions…
            public static func footerContinue(lesson: some MessageArgument, title: some MessageArgument) -> Message {
                Message("lessons.list.footerContinue", ["lesson": lesson.messageArgument, "title": title.messageArgument])
            }
            /// Next: `lesson {lesson}` starts “{title}”. The numbers after a title are predictions right / answered.
            public static func footerStart(lesson: some MessageArgument, title: some MessageArgument) -> Message {
                Message("lessons.list.footerStart", ["lesson": lesson.messageArgument, "title": title.messageArgument])
            }
            /// Lessons (✓ done, ◐ started, · not yet)
            public static var heading: Message { Message("lessons.list.heading") }
        }
        public enum Name {
            /// A name cannot hold control characters (a terminal escape, a tab): type it as plain text, e.g. `progress nam…
            public static var control: Message { Message("lessons.name.control") }
            /// Your name in progress files: {name} (`progress name NEW NAME` changes it).
            public static func current(name: some MessageArgument) -> Message {
                Message("lessons.name.current", ["name": name.messageArgument])
            }
            /// Your name is now {name}: `progress export FILE` gives your teacher a copy with it.
            public static func set(name: some MessageArgument) -> Message {
                Message("lessons.name.set", ["name": name.messageArgument])
            }
            /// A name fits in {columns} columns (김민지 is 6): type a shorter one.
            public static func tooLong(columns: some MessageArgument) -> Message {
                Message("lessons.name.tooLong", ["columns": columns.messageArgument])
            }
            /// No name is set: `progress name YOUR NAME` sets the name your teacher's class report shows (it is kept with …
            public static var unset: Message { Message("lessons.name.unset") }
        }
        public enum Query {
            /// rows handed to cancelPrefetchingForRowsAt (one call can cancel many rows)
            public static var cancelledPrefetchRows: Message { Message("lessons.query.cancelledPrefetchRows") }
            /// cellAt(ROW) or cellAt(S:R): the id of the cell showing that row, 0 when it is not on screen
            public static var cellAt: Message { Message("lessons.query.cellAt") }
            /// cells created
            public static var cellsCreated: Message { Message("lessons.query.cellsCreated") }
            /// the first row on screen that shows a checkmark, -1 when none does
            public static var checkedRow: Message { Message("lessons.query.checkedRow") }
            /// contentSize.height in points
            public static var contentHeight: Message { Message("lessons.query.contentHeight") }
            /// count(KIND): calls of one callback or event (count(cellForRowAt))
            public static var count: Message { Message("lessons.query.count") }
            /// whether the (simulated) app crashed
            public static var crashed: Message { Message("lessons.query.crashed") }
            /// downloads started
            public static var downloads: Message { Message("lessons.query.downloads") }
            /// downloads on the main thread
            public static var downloadsOnMain: Message { Message("lessons.query.downloadsOnMain") }
            /// rows on screen whose cell has alpha below 1
            public static var fadedRows: Message { Message("lessons.query.fadedRows") }
            /// the first row on screen
            public static var firstVisibleRow: Message { Message("lessons.query.firstVisibleRow") }
            /// frames drawn
            public static var frames: Message { Message("lessons.query.frames") }
            /// main-thread stalls of 250 ms or more
            public static var hangs: Message { Message("lessons.query.hangs") }
            /// milliseconds frames were late, added up (rounded)
            public static var hitchTime: Message { Message("lessons.query.hitchTime") }
            /// late frames while scrolling
            public static var hitches: Message { Message("lessons.query.hitches") }
            /// images put into a cell by code on a background thread (UIKit is main-thread only: Xcode's Main Thread Check…
            public static var imagesOffMain: Message { Message("lessons.query.imagesOffMain") }
            /// the last row on screen
            public static var lastVisibleRow: Message { Message("lessons.query.lastVisibleRow") }
            /// cells that exist now
            public static var liveCells: Message { Message("lessons.query.liveCells") }
            /// the longest main-thread stall in milliseconds, to the nearest 100 ms (0 when none reached 250 ms)
            public static var longestHang: Message { Message("lessons.query.longestHang") }
            /// milliseconds the main thread was busy (rounded)
            public static var mainBusy: Message { Message("lessons.query.mainBusy") }
            /// dequeues that returned nil (nothing queued, nothing registered): the app's own fallback made the cell
            public static var nilDequeues: Message { Message("lessons.query.nilDequeues") }
            /// contentOffset.y in points
            public static var offset: Message { Message("lessons.query.offset") }
            /// rows handed to prefetchRowsAt
            public static var prefetchedRows: Message { Message("lessons.query.prefetchedRows") }
            /// the id of the cell the queue hands out next (0 when empty)
            public static var queueNext: Message { Message("lessons.query.queueNext") }
            /// cells waiting in the reuse queue now
            public static var queued: Message { Message("lessons.query.queued") }
            /// downloads started for a row whose image was already downloading or downloaded
            public static var repeatDownloads: Message { Message("lessons.query.repeatDownloads") }
            /// cells handed out again from the reuse queue
            public static var reuses: Message { Message("lessons.query.reuses") }
            /// images put into the right cell
            public static var rightImages: Message { Message("lessons.query.rightImages") }
            /// rows in the table
            public static var rowCount: Message { Message("lessons.query.rowCount") }
            /// rowOf(CELL): the global row the cell shows now, -1 when it is not on screen (rowOf(4))
            public static var rowOf: Message { Message("lessons.query.rowOf") }
            /// rowsShownBy(CELL): how many times cellForRowAt configured the cell for a row, its first row included (rowsS…
            public static var rowsShownBy: Message { Message("lessons.query.rowsShownBy") }
            /// sections in the table
            public static var sectionCount: Message { Message("lessons.query.sectionCount") }
            /// the first row indexPathsForSelectedRows holds, on screen or not; -1 when it returns nil
            public static var selectedIndexPath: Message { Message("lessons.query.selectedIndexPath") }
            /// the first row on screen that shows the selected look, -1 when none does
            public static var selectedRow: Message { Message("lessons.query.selectedRow") }
            /// the rows on screen now, first...last (global row numbers)
            public static var visibleRows: Message { Message("lessons.query.visibleRows") }
            /// rows on screen showing a checkmark the app set for another row
            public static var wrongCheckmarks: Message { Message("lessons.query.wrongCheckmarks") }
            /// images put into a cell that shows another row
            public static var wrongImages: Message { Message("lessons.query.wrongImages") }
        }
        public enum Report {
            /// a damaged file: its text stops or breaks before the end (cut off in a download or edited?) — ask the studen…
            public static var damagedProgressFile: Message { Message("lessons.report.damagedProgressFile") }
            /// Each cell: steps done/steps · predictions right/answered (— not started). Lessons:
            public static var legend: Message { Message("lessons.report.legend") }
            /// No progress file could be read: each student makes one with `progress export FILE` in tablelab.
            public static var noStudents: Message { Message("lessons.report.noStudents") }
            /// not a tablelab progress file (made by `progress export`): was the wrong file sent?
            public static var notAProgressFile: Message { Message("lessons.report.notAProgressFile") }
            /// Student
            public static var student: Message { Message("lessons.report.student") }
            /// (not one of this tablelab's lessons, so its steps are counted from the progress files alone: for its number…
            public static var unknownLesson: Message { Message("lessons.report.unknownLesson") }
            /// {count:file/files} could not be read (left out of the table):
            public static func unreadableHeading(count: some MessageArgument) -> Message {
                Message("lessons.report.unreadableHeading", ["count": count.messageArgument])
            }
        }
        public enum Transcript {
            /// Answer
            public static var answer: Message { Message("lessons.transcript.answer") }
            /// The file to fix:
            public static var file: Message { Message("lessons.transcript.file") }
            /// Answer key
            public static var key: Message { Message("lessons.transcript.key") }
            /// The learner types
            public static var learnerTypes: Message { Message("lessons.transcript.learnerTypes") }
            /// The lesson runs
            public static var lessonRuns: Message { Message("lessons.transcript.lessonRuns") }
            /// Name:
            public static var name: Message { Message("lessons.transcript.name") }
            /// the answer.
            public static var rightChoice: Message { Message("lessons.transcript.rightChoice") }
            /// Step {step} of {count}
            public static func step(step: some MessageArgument, count: some MessageArgument) -> Message {
                Message("lessons.transcript.step", ["step": step.messageArgument, "count": count.messageArgument])
            }
            /// Why do you think so?
            public static var why: Message { Message("lessons.transcript.why") }
            /// Worksheet
            public static var worksheet: Message { Message("lessons.transcript.worksheet") }
            /// Your answer:
            public static var yourAnswer: Message { Message("lessons.transcript.yourAnswer") }
        }
        public enum Unit {
            /// {count:call/calls}
            public static func calls(count: some MessageArgument) -> Message {
                Message("lessons.unit.calls", ["count": count.messageArgument])
            }
            /// {count:cell/cells}
            public static func cells(count: some MessageArgument) -> Message {
                Message("lessons.unit.cells", ["count": count.messageArgument])
            }
            /// {count:download/downloads}
            public static func downloads(count: some MessageArgument) -> Message {
                Message("lessons.unit.downloads", ["count": count.messageArgument])
            }
            /// {count:frame/frames}
            public static func frames(count: some MessageArgument) -> Message {
                Message("lessons.unit.frames", ["count": count.messageArgument])
            }
            /// {count:hang/hangs}
            public static func hangs(count: some MessageArgument) -> Message {
                Message("lessons.unit.hangs", ["count": count.messageArgument])
            }
            /// {count:image/images}
            public static func images(count: some MessageArgument) -> Message {
                Message("lessons.unit.images", ["count": count.messageArgument])
            }
            /// {count} ms
            public static func ms(count: some MessageArgument) -> Message {
                Message("lessons.unit.ms", ["count": count.messageArgument])
            }
            /// {count} pt
            public static func points(count: some MessageArgument) -> Message {
                Message("lessons.unit.points", ["count": count.messageArgument])
            }
            /// {count:row/rows}
            public static func rows(count: some MessageArgument) -> Message {
                Message("lessons.unit.rows", ["count": count.messageArgument])
            }
            /// {count:section/sections}
            public static func sections(count: some MessageArgument) -> Message {
                Message("lessons.unit.sections", ["count": count.messageArgument])
            }
        }
        public enum Verdict {
            /// the answer
            public static var answer: Message { Message("lessons.verdict.answer") }
            /// no
            public static var no: Message { Message("lessons.verdict.no") }
            /// no cell
            public static var noCell: Message { Message("lessons.verdict.noCell") }
            /// the table did
            public static var tableDid: Message { Message("lessons.verdict.tableDid") }
            /// yes
            public static var yes: Message { Message("lessons.verdict.yes") }
            /// you said
            public static var youSaid: Message { Message("lessons.verdict.youSaid") }
        }
        public enum Wrong {
            /// The cell you named, cell#{cell}, is not on screen now (it waits in the queue, or was never made).
            public static func cellNotShown(cell: some MessageArgument) -> Message {
                Message("lessons.wrong.cellNotShown", ["cell": cell.messageArgument])
            }
            /// The cell you named, cell#{cell}, shows row {row} now.
            public static func cellShows(cell: some MessageArgument, row: some MessageArgument) -> Message {
                Message("lessons.wrong.cellShows", ["cell": cell.messageArgument, "row": row.messageArgument])
            }
            /// Your number is {diff} too high: look in the events above for something you counted that the table did not d…
            public static func tooHigh(diff: some MessageArgument) -> Message {
                Message("lessons.wrong.tooHigh", ["diff": diff.messageArgument])
            }
            /// Your number is {diff} too high.
            public static func tooHighRecall(diff: some MessageArgument) -> Message {
                Message("lessons.wrong.tooHighRecall", ["diff": diff.messageArgument])
            }
            /// Your number is {diff} too low: look in the events above for something the table did that you did not count …
            public static func tooLow(diff: some MessageArgument) -> Message {
                Message("lessons.wrong.tooLow", ["diff": diff.messageArgument])
            }
            /// Your number is {diff} too low.
            public static func tooLowRecall(diff: some MessageArgument) -> Message {
                Message("lessons.wrong.tooLowRecall", ["diff": diff.messageArgument])
            }
        }
    }
}
