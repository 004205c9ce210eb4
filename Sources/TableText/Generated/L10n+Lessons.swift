// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Lessons {
        static let placeholders: [String: [String]] = [
            "lessons.answerThenType": [],
            "lessons.answerWith": ["answer"],
            "lessons.backToStep": ["number", "step"],
            "lessons.cannotCompute": ["reason"],
            "lessons.doneLast": ["number", "right", "answered"],
            "lessons.doneNext": ["number", "right", "answered", "next", "title"],
            "lessons.errors.answerLocked": ["answer"],
            "lessons.errors.firstStep": [],
            "lessons.errors.hintRange": ["count"],
            "lessons.errors.inFreePlay": ["number", "step"],
            "lessons.errors.noHints": [],
            "lessons.errors.noHintsPredict": ["answer"],
            "lessons.errors.noHintsSolution": [],
            "lessons.errors.noLessons": [],
            "lessons.errors.noPrediction": [],
            "lessons.errors.noSuchLesson": ["number", "numbers"],
            "lessons.errors.noSuchStep": ["number", "name", "count", "ids"],
            "lessons.errors.noneOpen": [],
            "lessons.errors.notACell": ["typed", "example"],
            "lessons.errors.notAChoice": ["typed", "keys", "example"],
            "lessons.errors.notANumber": ["typed", "example"],
            "lessons.errors.notYesNo": ["typed", "example"],
            "lessons.errors.nothingToType": [],
            "lessons.errors.predictFirst": ["answer"],
            "lessons.errors.predictionNoSolution": ["answer"],
            "lessons.errors.waitsForCommand": [],
            "lessons.errors.waitsForPrediction": ["answer"],
            "lessons.expectationFailed": ["expectation"],
            "lessons.expression.cellAtPath": ["typed"],
            "lessons.expression.cellAtRow": [],
            "lessons.expression.comparesNumbers": ["op", "left", "right"],
            "lessons.expression.countKind": ["typed"],
            "lessons.expression.expected": ["rest"],
            "lessons.expression.needsNumbers": ["op", "expression"],
            "lessons.expression.noArgument": ["name"],
            "lessons.expression.notWholeNumber": ["digits"],
            "lessons.expression.range": ["rest"],
            "lessons.expression.rowOfCell": [],
            "lessons.expression.unclosed": ["name"],
            "lessons.expression.unexpected": ["rest", "text"],
            "lessons.expression.unknownQuery": ["name"],
            "lessons.expression.unknownQueryListed": ["name", "queries"],
            "lessons.expression.unknownQueryNear": ["name", "near"],
            "lessons.expression.unknownQueryNearListed": ["name", "near", "queries"],
            "lessons.fromMemory": [],
            "lessons.hints.afterPrediction": ["answer"],
            "lessons.hints.hint": ["stage", "count", "hint"],
            "lessons.hints.noMore": [],
            "lessons.hints.typeThisLine": [],
            "lessons.leftForFreePlay": ["number", "step"],
            "lessons.lessonRuns": ["command"],
            "lessons.list.footer": [],
            "lessons.list.heading": [],
            "lessons.list.noLessons": [],
            "lessons.locked": ["answer"],
            "lessons.notThisStep": ["step"],
            "lessons.recallCannotCompute": ["reason"],
            "lessons.stepHeading": ["number", "title", "step", "steps"],
            "lessons.stillLocked": ["answer"],
            "lessons.swiftHeading": [],
            "lessons.transcript.answer": [],
            "lessons.transcript.learnerTypes": [],
            "lessons.verdict.answer": [],
            "lessons.verdict.answerNo": [],
            "lessons.verdict.answerYes": [],
            "lessons.verdict.belief": ["belief"],
            "lessons.verdict.noCell": [],
            "lessons.verdict.seeForYourself": ["command"],
            "lessons.verdict.tableDid": [],
            "lessons.verdict.youSaid": [],
            "lessons.yourTurn": [],
        ]
        /// Answer first; then type the command yourself.
        public static var answerThenType: Message { Message("lessons.answerThenType") }
        /// Answer with {answer}.
        public static func answerWith(answer: String) -> Message {
            Message("lessons.answerWith", ["answer": answer])
        }
        /// Back to lesson {number} at step {step} — the table is rebuilt as the lesson had it.
        public static func backToStep(number: String, step: String) -> Message {
            Message("lessons.backToStep", ["number": number, "step": step])
        }
        /// (The lesson could not compute its answer: {reason} — `tablelab check` reports it.)
        public static func cannotCompute(reason: String) -> Message {
            Message("lessons.cannotCompute", ["reason": reason])
        }
        /// ✓ Lesson {number} done — predictions right: {right} of {answered}. That was the last lesson.
        public static func doneLast(number: String, right: String, answered: String) -> Message {
            Message("lessons.doneLast", ["number": number, "right": right, "answered": answered])
        }
        /// ✓ Lesson {number} done — predictions right: {right} of {answered}. `lesson {next}` goes on to “{title}”.
        public static func doneNext(number: String, right: String, answered: String, next: String, title: String) -> Message {
            Message("lessons.doneNext", ["number": number, "right": right, "answered": answered, "next": next, "title": title])
        }
        /// (This lesson expected `{expectation}` here, and the table did otherwise — `tablelab check` reports it.)
        public static func expectationFailed(expectation: String) -> Message {
            Message("lessons.expectationFailed", ["expectation": expectation])
        }
        /// From memory, before anything runs:
        public static var fromMemory: Message { Message("lessons.fromMemory") }
        /// (You left lesson {number} for free play; `lesson` comes back to step {step} with the lesson's table.)
        public static func leftForFreePlay(number: String, step: String) -> Message {
            Message("lessons.leftForFreePlay", ["number": number, "step": step])
        }
        /// Your answer is locked in, then the lesson runs `{command}`.
        public static func lessonRuns(command: String) -> Message {
            Message("lessons.lessonRuns", ["command": command])
        }
        /// Locked: you said {answer}. Now type the command.
        public static func locked(answer: String) -> Message {
            Message("lessons.locked", ["answer": answer])
        }
        /// (That is not what step {step} asks — you are in free play now. `lesson` brings back the lesson's table at t…
        public static func notThisStep(step: String) -> Message {
            Message("lessons.notThisStep", ["step": step])
        }
        /// (The recall could not be computed: {reason})
        public static func recallCannotCompute(reason: String) -> Message {
            Message("lessons.recallCannotCompute", ["reason": reason])
        }
        /// Lesson {number} · {title} — step {step} of {steps}
        public static func stepHeading(number: String, title: String, step: String, steps: String) -> Message {
            Message("lessons.stepHeading", ["number": number, "title": title, "step": step, "steps": steps])
        }
        /// Your answer is still locked: you said {answer}. Now type the command.
        public static func stillLocked(answer: String) -> Message {
            Message("lessons.stillLocked", ["answer": answer])
        }
        /// The Swift for what you just watched:
        public static var swiftHeading: Message { Message("lessons.swiftHeading") }
        /// Your turn: type the command (`hint` for a clue, `solution` to see it).
        public static var yourTurn: Message { Message("lessons.yourTurn") }
        public enum Errors {
            /// Your answer is locked: you said {answer}. `next` goes on (`prev` and `goto` come back to a step)
            public static func answerLocked(answer: String) -> Message {
                Message("lessons.errors.answerLocked", ["answer": answer])
            }
            /// This is the first step; `restart` begins the lesson again
            public static var firstStep: Message { Message("lessons.errors.firstStep") }
            /// This step has {count:hint/hints}: `hint 1`…`hint {count}`
            public static func hintRange(count: String) -> Message {
                Message("lessons.errors.hintRange", ["count": count])
            }
            /// You are in free play; `lesson` comes back to lesson {number}, step {step}, first
            public static func inFreePlay(number: String, step: String) -> Message {
                Message("lessons.errors.inFreePlay", ["number": number, "step": step])
            }
            /// This step has no hints; the narration above says what to do.
            public static var noHints: Message { Message("lessons.errors.noHints") }
            /// This step has no hints: it asks for your prediction. Commit to an answer ({answer}); a guess is fine — the …
            public static func noHintsPredict(answer: String) -> Message {
                Message("lessons.errors.noHintsPredict", ["answer": answer])
            }
            /// This step has no hints; the narration above says what to do (`solution` shows the command to type).
            public static var noHintsSolution: Message { Message("lessons.errors.noHintsSolution") }
            /// No lessons were found (set TABLELAB_DATA to the folder that holds Lessons/)
            public static var noLessons: Message { Message("lessons.errors.noLessons") }
            /// This step asks no prediction; `next` goes on
            public static var noPrediction: Message { Message("lessons.errors.noPrediction") }
            /// There is no lesson {number}; the lessons are {numbers} (`lessons` lists them)
            public static func noSuchLesson(number: String, numbers: String) -> Message {
                Message("lessons.errors.noSuchLesson", ["number": number, "numbers": numbers])
            }
            /// Lesson {number} has no step `{name}`: give 1–{count} or an id ({ids})
            public static func noSuchStep(number: String, name: String, count: String, ids: String) -> Message {
                Message("lessons.errors.noSuchStep", ["number": number, "name": name, "count": count, "ids": ids])
            }
            /// No lesson is open: `lessons` lists them, `lesson 1` starts the first
            public static var noneOpen: Message { Message("lessons.errors.noneOpen") }
            /// `{typed}` is not an answer to this question: give a cell id such as cell#3, e.g. {example}
            public static func notACell(typed: String, example: String) -> Message {
                Message("lessons.errors.notACell", ["typed": typed, "example": example])
            }
            /// `{typed}` is not an answer to this question: give one of {keys}, e.g. {example}
            public static func notAChoice(typed: String, keys: String, example: String) -> Message {
                Message("lessons.errors.notAChoice", ["typed": typed, "keys": keys, "example": example])
            }
            /// `{typed}` is not an answer to this question: give a whole number, e.g. {example}
            public static func notANumber(typed: String, example: String) -> Message {
                Message("lessons.errors.notANumber", ["typed": typed, "example": example])
            }
            /// `{typed}` is not an answer to this question: give yes or no, e.g. {example}
            public static func notYesNo(typed: String, example: String) -> Message {
                Message("lessons.errors.notYesNo", ["typed": typed, "example": example])
            }
            /// Nothing to type in this step: `next` goes on
            public static var nothingToType: Message { Message("lessons.errors.nothingToType") }
            /// First commit to a prediction — a guess is fine: {answer}
            public static func predictFirst(answer: String) -> Message {
                Message("lessons.errors.predictFirst", ["answer": answer])
            }
            /// A prediction has no solution to copy: commit to an answer ({answer}) — being wrong is part of it — and the …
            public static func predictionNoSolution(answer: String) -> Message {
                Message("lessons.errors.predictionNoSolution", ["answer": answer])
            }
            /// This step waits for you to type a command (`hint` gives a clue, `solution` shows it)
            public static var waitsForCommand: Message { Message("lessons.errors.waitsForCommand") }
            /// This step waits for your prediction — a guess is fine: {answer}
            public static func waitsForPrediction(answer: String) -> Message {
                Message("lessons.errors.waitsForPrediction", ["answer": answer])
            }
        }
        public enum Expression {
            /// cellAt needs a row number or SECTION:ROW, got `{typed}`
            public static func cellAtPath(typed: String) -> Message {
                Message("lessons.expression.cellAtPath", ["typed": typed])
            }
            /// cellAt needs a row: cellAt(17) or cellAt(1:5)
            public static var cellAtRow: Message { Message("lessons.expression.cellAtRow") }
            /// `{op}` compares numbers, not {left} and {right}
            public static func comparesNumbers(op: String, left: String, right: String) -> Message {
                Message("lessons.expression.comparesNumbers", ["op": op, "left": left, "right": right])
            }
            /// count(KIND) needs an event name such as cellForRowAt, prepareForReuse, init, enqueue; got `{typed}`
            public static func countKind(typed: String) -> Message {
                Message("lessons.expression.countKind", ["typed": typed])
            }
            /// expected a number or a query (cellsCreated, count(cellForRowAt), …) at `{rest}`
            public static func expected(rest: String) -> Message {
                Message("lessons.expression.expected", ["rest": rest])
            }
            /// `{op}` needs numbers on both sides in `{expression}`
            public static func needsNumbers(op: String, expression: String) -> Message {
                Message("lessons.expression.needsNumbers", ["op": op, "expression": expression])
            }
            /// `{name}` takes no argument
            public static func noArgument(name: String) -> Message {
                Message("lessons.expression.noArgument", ["name": name])
            }
            /// `{digits}` is not a whole number
            public static func notWholeNumber(digits: String) -> Message {
                Message("lessons.expression.notWholeNumber", ["digits": digits])
            }
            /// a range is two numbers, the smaller first: `0...15` (at `{rest}`)
            public static func range(rest: String) -> Message {
                Message("lessons.expression.range", ["rest": rest])
            }
            /// rowOf needs a cell id: rowOf(4)
            public static var rowOfCell: Message { Message("lessons.expression.rowOfCell") }
            /// `{name}(` is never closed with `)`
            public static func unclosed(name: String) -> Message {
                Message("lessons.expression.unclosed", ["name": name])
            }
            /// unexpected `{rest}` in `{text}`
            public static func unexpected(rest: String, text: String) -> Message {
                Message("lessons.expression.unexpected", ["rest": rest, "text": text])
            }
            /// unknown query `{name}`
            public static func unknownQuery(name: String) -> Message {
                Message("lessons.expression.unknownQuery", ["name": name])
            }
            /// unknown query `{name}` (queries: {queries})
            public static func unknownQueryListed(name: String, queries: String) -> Message {
                Message("lessons.expression.unknownQueryListed", ["name": name, "queries": queries])
            }
            /// unknown query `{name}` — did you mean `{near}`?
            public static func unknownQueryNear(name: String, near: String) -> Message {
                Message("lessons.expression.unknownQueryNear", ["name": name, "near": near])
            }
            /// unknown query `{name}` — did you mean `{near}`? (queries: {queries})
            public static func unknownQueryNearListed(name: String, near: String, queries: String) -> Message {
                Message("lessons.expression.unknownQueryNearListed", ["name": name, "near": near, "queries": queries])
            }
        }
        public enum Hints {
            /// (After your prediction: {answer} — a guess is fine.)
            public static func afterPrediction(answer: String) -> Message {
                Message("lessons.hints.afterPrediction", ["answer": answer])
            }
            /// Hint {stage}/{count}: {hint}
            public static func hint(stage: String, count: String, hint: String) -> Message {
                Message("lessons.hints.hint", ["stage": stage, "count": count, "hint": hint])
            }
            /// No more hints; `solution` shows the command.
            public static var noMore: Message { Message("lessons.hints.noMore") }
            /// Type this line (on a terminal it is already typed at the prompt: press Enter):
            public static var typeThisLine: Message { Message("lessons.hints.typeThisLine") }
        }
        public enum List {
            /// `lesson 1` starts the first; the numbers after a title are predictions right / answered.
            public static var footer: Message { Message("lessons.list.footer") }
            /// Lessons (✓ done · ◐ started · · not yet)
            public static var heading: Message { Message("lessons.list.heading") }
            /// No lessons were found (set TABLELAB_DATA to the folder that holds Lessons/).
            public static var noLessons: Message { Message("lessons.list.noLessons") }
        }
        public enum Transcript {
            /// answer
            public static var answer: Message { Message("lessons.transcript.answer") }
            /// the learner types
            public static var learnerTypes: Message { Message("lessons.transcript.learnerTypes") }
        }
        public enum Verdict {
            /// the answer
            public static var answer: Message { Message("lessons.verdict.answer") }
            /// no
            public static var answerNo: Message { Message("lessons.verdict.answerNo") }
            /// yes
            public static var answerYes: Message { Message("lessons.verdict.answerYes") }
            /// That answer comes from a common belief: {belief}
            public static func belief(belief: String) -> Message {
                Message("lessons.verdict.belief", ["belief": belief])
            }
            /// no cell
            public static var noCell: Message { Message("lessons.verdict.noCell") }
            /// See it for yourself: `{command}`
            public static func seeForYourself(command: String) -> Message {
                Message("lessons.verdict.seeForYourself", ["command": command])
            }
            /// the table did
            public static var tableDid: Message { Message("lessons.verdict.tableDid") }
            /// you said
            public static var youSaid: Message { Message("lessons.verdict.youSaid") }
        }
    }
}
