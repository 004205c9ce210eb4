// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Diagnostics {
        static let placeholders: [String: [String]] = [
            "diagnostics.avoidedTerm": ["word", "term", "entry"],
            "diagnostics.exercise.alone": [],
            "diagnostics.exercise.badStarter": ["starter"],
            "diagnostics.exercise.findMissing": ["find", "path"],
            "diagnostics.exercise.findWithoutExercise": [],
            "diagnostics.exercise.noScenario": [],
            "diagnostics.exercise.notMapping": [],
            "diagnostics.exercise.notWorld": ["command"],
            "diagnostics.exercise.oneLanguage": ["path", "lang"],
            "diagnostics.exercise.refused": ["path", "reason"],
            "diagnostics.exercise.starterUnreadable": ["path"],
            "diagnostics.exercise.unknownKey": ["key", "keys"],
            "diagnostics.file.cannotRead": ["reason"],
            "diagnostics.file.grewTooLarge": ["limit"],
            "diagnostics.file.isAFolder": [],
            "diagnostics.file.notRegular": [],
            "diagnostics.file.notUTF8": [],
            "diagnostics.file.tooLarge": ["size", "limit"],
            "diagnostics.frontMatter.duplicateKeys": ["keys"],
            "diagnostics.frontMatter.noOpening": [],
            "diagnostics.frontMatter.notClosed": [],
            "diagnostics.frontMatter.notKeyValue": [],
            "diagnostics.frontMatter.notYAML": ["problem"],
            "diagnostics.frontMatter.notYAMLQuoteItem": ["problem"],
            "diagnostics.frontMatter.unreadable": ["reason"],
            "diagnostics.glossary.aliasTwice": ["alias"],
            "diagnostics.glossary.badID": ["id"],
            "diagnostics.glossary.boldName": ["bold", "language", "name"],
            "diagnostics.glossary.dash": [],
            "diagnostics.glossary.definitionBackticks": [],
            "diagnostics.glossary.definitionTooLong": ["count"],
            "diagnostics.glossary.duplicateID": ["id", "file"],
            "diagnostics.glossary.emptyField": ["field"],
            "diagnostics.glossary.emptyItem": ["field"],
            "diagnostics.glossary.emptySection": ["language"],
            "diagnostics.glossary.enAfterKo": [],
            "diagnostics.glossary.folderUnreadable": ["path"],
            "diagnostics.glossary.idNotFileName": ["id", "file", "expected"],
            "diagnostics.glossary.keyOrder": ["keys"],
            "diagnostics.glossary.lessonMissing": ["id", "lessons"],
            "diagnostics.glossary.listNotMapping": ["field"],
            "diagnostics.glossary.listNotText": ["field", "value"],
            "diagnostics.glossary.missingField": ["field"],
            "diagnostics.glossary.missingList": ["field"],
            "diagnostics.glossary.nameClash": ["kind", "text", "otherKind", "otherText", "otherFile"],
            "diagnostics.glossary.nestedItem": ["field"],
            "diagnostics.glossary.noDefinition": ["language"],
            "diagnostics.glossary.noDefinitionLine": ["language"],
            "diagnostics.glossary.noEnglishSection": [],
            "diagnostics.glossary.noKoreanSection": [],
            "diagnostics.glossary.noLessonsYet": ["id"],
            "diagnostics.glossary.oneValueNotList": ["field"],
            "diagnostics.glossary.oneValueNotMapping": ["field"],
            "diagnostics.glossary.paragraphCount": ["language", "count"],
            "diagnostics.glossary.relatedCount": ["count"],
            "diagnostics.glossary.relatedMissing": ["id"],
            "diagnostics.glossary.relatedMissingNear": ["id", "near"],
            "diagnostics.glossary.relatedSelf": ["id"],
            "diagnostics.glossary.relatedTwice": ["id"],
            "diagnostics.glossary.secondSection": ["language"],
            "diagnostics.glossary.textBeforeSections": [],
            "diagnostics.glossary.tryNotMentioned": ["language", "command"],
            "diagnostics.glossary.unknownField": ["field", "fields"],
            "diagnostics.glossary.unknownSection": ["heading"],
            "diagnostics.lesson.answer": ["answer", "reason"],
            "diagnostics.lesson.badKind": ["kind"],
            "diagnostics.lesson.badStepID": [],
            "diagnostics.lesson.badUnit": ["unit", "units"],
            "diagnostics.lesson.choiceNoValue": ["key"],
            "diagnostics.lesson.expectation": ["expectation", "reason"],
            "diagnostics.lesson.fenceNotClosed": [],
            "diagnostics.lesson.fenceNotYAML": [],
            "diagnostics.lesson.headingNotStep": ["heading"],
            "diagnostics.lesson.missingKey": ["key"],
            "diagnostics.lesson.needsCommand": ["key"],
            "diagnostics.lesson.noAnswer": [],
            "diagnostics.lesson.noSteps": [],
            "diagnostics.lesson.notKeyValue": [],
            "diagnostics.lesson.notUTF8": [],
            "diagnostics.lesson.numberNotWhole": [],
            "diagnostics.lesson.onlyEnglish": ["step", "en", "ko"],
            "diagnostics.lesson.onlyKorean": ["step", "ko", "en"],
            "diagnostics.lesson.predictNotMapping": [],
            "diagnostics.lesson.recallAndPredict": [],
            "diagnostics.lesson.runAndDo": [],
            "diagnostics.lesson.secondYAML": ["step"],
            "diagnostics.lesson.stepIDTwice": ["step"],
            "diagnostics.lesson.stepNotKeyValue": [],
            "diagnostics.lesson.stepNotYAML": ["step", "problem"],
            "diagnostics.lesson.stepNotYAMLQuoteBoth": ["step", "problem"],
            "diagnostics.lesson.stepNotYAMLQuoteItem": ["step", "problem"],
            "diagnostics.lesson.stepNotYAMLQuoteValue": ["step", "problem"],
            "diagnostics.lesson.stepYAMLUnreadable": ["reason"],
            "diagnostics.lesson.subheadingTwice": ["name", "step"],
            "diagnostics.lesson.texts.noEnglish": ["what"],
            "diagnostics.lesson.texts.noKorean": ["what"],
            "diagnostics.lesson.texts.notAPair": ["what"],
            "diagnostics.lesson.texts.what.choice": ["key"],
            "diagnostics.lesson.texts.what.choiceExplain": ["key"],
            "diagnostics.lesson.texts.what.explain": [],
            "diagnostics.lesson.texts.what.hint": [],
            "diagnostics.lesson.texts.what.misconception": ["key"],
            "diagnostics.lesson.texts.what.question": [],
            "diagnostics.lesson.texts.what.wrong": [],
            "diagnostics.lesson.tooFewChoices": [],
            "diagnostics.lesson.unknownKey": ["key", "keys"],
            "diagnostics.lesson.unknownPredictKey": ["key", "keys"],
            "diagnostics.lesson.unknownStepKey": ["key", "keys"],
            "diagnostics.lesson.unknownSubheading": ["heading"],
            "diagnostics.lesson.unreadable": [],
            "diagnostics.lesson.wrongNeedsNumber": [],
            "diagnostics.lessonCheck.answerNotComputable": ["answer", "reason"],
            "diagnostics.lessonCheck.answerWrongKind": ["kind", "value"],
            "diagnostics.lessonCheck.cellAnswerNotCell": ["answer", "actual"],
            "diagnostics.lessonCheck.choiceKeyTwice": ["key"],
            "diagnostics.lessonCheck.choicesMatch": ["keys", "value"],
            "diagnostics.lessonCheck.commandDoesNotParse": ["command", "reason"],
            "diagnostics.lessonCheck.commandFails": ["command", "reason"],
            "diagnostics.lessonCheck.commandIsComment": ["command"],
            "diagnostics.lessonCheck.expectationFails": ["expectation", "facts"],
            "diagnostics.lessonCheck.explainTakesSides": ["start"],
            "diagnostics.lessonCheck.fileName": ["expected"],
            "diagnostics.lessonCheck.glossaryMissing": ["id"],
            "diagnostics.lessonCheck.glossaryMissingNear": ["id", "near"],
            "diagnostics.lessonCheck.idTwice": ["id", "file"],
            "diagnostics.lessonCheck.lastStepNoSwift": ["step"],
            "diagnostics.lessonCheck.needsExplain": ["key"],
            "diagnostics.lessonCheck.needsMisconception": ["key"],
            "diagnostics.lessonCheck.needsRecall": [],
            "diagnostics.lessonCheck.noChoiceMatches": ["value", "choices"],
            "diagnostics.lessonCheck.noTry": ["key"],
            "diagnostics.lessonCheck.numberOutOfRange": ["number", "first", "last"],
            "diagnostics.lessonCheck.numberTaken": ["number", "file", "id", "free"],
            "diagnostics.lessonCheck.numberTwice": ["number", "file"],
            "diagnostics.lessonCheck.predictionNeedsCommand": [],
            "diagnostics.lessonCheck.prerequisiteIsItself": ["id"],
            "diagnostics.lessonCheck.prerequisiteMissing": ["id"],
            "diagnostics.lessonCheck.recallBadRef": ["ref"],
            "diagnostics.lessonCheck.recallNotEarlier": ["ref"],
            "diagnostics.lessonCheck.setupFails": ["command", "reason"],
            "diagnostics.lessonCheck.titleNeedsBoth": [],
            "diagnostics.lessonCheck.twoChoicesMatch": ["first", "second", "value"],
            "diagnostics.lessonCheck.unitMismatch": ["declared", "answer", "actual"],
            "diagnostics.lessonCheck.unitMissing": ["kind", "units"],
            "diagnostics.text.control": ["list"],
            "diagnostics.text.controlInValue": ["list"],
            "diagnostics.text.crlf": [],
            "diagnostics.text.tab": [],
            "diagnostics.text.yamlAlias": ["name"],
            "diagnostics.text.yamlAnchor": ["name"],
            "diagnostics.text.yamlTooManyNodes": ["limit"],
            "diagnostics.tryCommand.comment": [],
            "diagnostics.tryCommand.fails": ["command", "reason"],
            "diagnostics.tryCommand.planned": ["command", "name"],
            "diagnostics.warningLabel": [],
        ]
        /// says `{word}`: the glossary's term is `{term}` ({entry}) — use it, so the screen and the glossary say the same
        public static func avoidedTerm(word: some MessageArgument, term: some MessageArgument, entry: some MessageArgument) -> Message {
            Message("diagnostics.avoidedTerm", ["word": word.messageArgument, "term": term.messageArgument, "entry": entry.messageArgument])
        }
        /// warning: 
        public static var warningLabel: Message { Message("diagnostics.warningLabel") }
        public enum Exercise {
            /// an `exercise:` step grades the learner's file: it has no `run`, `do`, `predict` or `recall`
            public static var alone: Message { Message("diagnostics.exercise.alone") }
            /// `starter:` must name a file of Lessons/exercises/ such as `RegisterCell.swift` (letters, digits, - and _), …
            public static func badStarter(starter: some MessageArgument) -> Message {
                Message("diagnostics.exercise.badStarter", ["starter": starter.messageArgument])
            }
            /// the hint's `find: {find}` is on no code line of the starter {path}
            public static func findMissing(find: some MessageArgument, path: some MessageArgument) -> Message {
                Message("diagnostics.exercise.findMissing", ["find": find.messageArgument, "path": path.messageArgument])
            }
            /// a hint's `find:` points at a line of an exercise's starter: this step has no `exercise:`
            public static var findWithoutExercise: Message { Message("diagnostics.exercise.findWithoutExercise") }
            /// `scenario:` lists the commands the learner's app is graded on (`scroll 12`, `wait 2000`)
            public static var noScenario: Message { Message("diagnostics.exercise.noScenario") }
            /// `exercise:` must be `key: value` lines (starter, world, scenario)
            public static var notMapping: Message { Message("diagnostics.exercise.notMapping") }
            /// `{command}` is not a world command: a learner's app decides it, so it cannot run in an exercise (use scroll…
            public static func notWorld(command: some MessageArgument) -> Message {
                Message("diagnostics.exercise.notWorld", ["command": command.messageArgument])
            }
            /// the starter {path} has no `// {lang}:` comment: every starter explains itself in English and Korean
            public static func oneLanguage(path: some MessageArgument, lang: some MessageArgument) -> Message {
                Message("diagnostics.exercise.oneLanguage", ["path": path.messageArgument, "lang": lang.messageArgument])
            }
            /// the starter {path} would be refused by `app`: {reason}
            public static func refused(path: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.exercise.refused", ["path": path.messageArgument, "reason": reason.messageArgument])
            }
            /// the starter {path} cannot be read
            public static func starterUnreadable(path: some MessageArgument) -> Message {
                Message("diagnostics.exercise.starterUnreadable", ["path": path.messageArgument])
            }
            /// unknown exercise key `{key}` (keys: {keys})
            public static func unknownKey(key: some MessageArgument, keys: some MessageArgument) -> Message {
                Message("diagnostics.exercise.unknownKey", ["key": key.messageArgument, "keys": keys.messageArgument])
            }
        }
        public enum File {
            /// the file cannot be read: {reason}
            public static func cannotRead(reason: some MessageArgument) -> Message {
                Message("diagnostics.file.cannotRead", ["reason": reason.messageArgument])
            }
            /// the file is larger than {limit}, so it is skipped — is this the right file?
            public static func grewTooLarge(limit: some MessageArgument) -> Message {
                Message("diagnostics.file.grewTooLarge", ["limit": limit.messageArgument])
            }
            /// this is a folder, so it is skipped — an entry is a text file
            public static var isAFolder: Message { Message("diagnostics.file.isAFolder") }
            /// this is not a regular file (a pipe or a device), so it is skipped — an entry is a text file
            public static var notRegular: Message { Message("diagnostics.file.notRegular") }
            /// the file is not UTF-8 text — save it as UTF-8
            public static var notUTF8: Message { Message("diagnostics.file.notUTF8") }
            /// the file is {size}; content files are read up to {limit} (an entry is a few KB), so it is skipped — is this…
            public static func tooLarge(size: some MessageArgument, limit: some MessageArgument) -> Message {
                Message("diagnostics.file.tooLarge", ["size": size.messageArgument, "limit": limit.messageArgument])
            }
        }
        public enum FrontMatter {
            /// the front matter has {keys} more than once
            public static func duplicateKeys(keys: some MessageArgument) -> Message {
                Message("diagnostics.frontMatter.duplicateKeys", ["keys": keys.messageArgument])
            }
            /// the file must start with a `---` line that opens the front matter
            public static var noOpening: Message { Message("diagnostics.frontMatter.noOpening") }
            /// the front matter opened on line 1 is never closed with a `---` line
            public static var notClosed: Message { Message("diagnostics.frontMatter.notClosed") }
            /// the front matter must be `key: value` lines
            public static var notKeyValue: Message { Message("diagnostics.frontMatter.notKeyValue") }
            /// the front matter is not valid YAML: {problem}
            public static func notYAML(problem: some MessageArgument) -> Message {
                Message("diagnostics.frontMatter.notYAML", ["problem": problem.messageArgument])
            }
            /// the front matter is not valid YAML: {problem} (put an item that contains `:`, `,`, `[` or `]`, or starts wi…
            public static func notYAMLQuoteItem(problem: some MessageArgument) -> Message {
                Message("diagnostics.frontMatter.notYAMLQuoteItem", ["problem": problem.messageArgument])
            }
            /// the front matter could not be read: {reason}
            public static func unreadable(reason: some MessageArgument) -> Message {
                Message("diagnostics.frontMatter.unreadable", ["reason": reason.messageArgument])
            }
        }
        public enum Glossary {
            /// alias "{alias}" is listed twice for this entry
            public static func aliasTwice(alias: some MessageArgument) -> Message {
                Message("diagnostics.glossary.aliasTwice", ["alias": alias.messageArgument])
            }
            /// id "{id}" must be lowercase ASCII words joined by hyphens
            public static func badID(id: some MessageArgument) -> Message {
                Message("diagnostics.glossary.badID", ["id": id.messageArgument])
            }
            /// the bold name **{bold}** differs from `{language}: {name}`
            public static func boldName(bold: some MessageArgument, language: some MessageArgument, name: some MessageArgument) -> Message {
                Message("diagnostics.glossary.boldName", ["bold": bold.messageArgument, "language": language.messageArgument, "name": name.messageArgument])
            }
            /// separate the bold name and the definition with ` — ` (an em dash between spaces)
            public static var dash: Message { Message("diagnostics.glossary.dash") }
            /// the definition line should be plain text, without backticks
            public static var definitionBackticks: Message { Message("diagnostics.glossary.definitionBackticks") }
            /// the English definition is {count} characters; keep it to 110
            public static func definitionTooLong(count: some MessageArgument) -> Message {
                Message("diagnostics.glossary.definitionTooLong", ["count": count.messageArgument])
            }
            /// id "{id}" is already used by {file}
            public static func duplicateID(id: some MessageArgument, file: some MessageArgument) -> Message {
                Message("diagnostics.glossary.duplicateID", ["id": id.messageArgument, "file": file.messageArgument])
            }
            /// field "{field}" is empty
            public static func emptyField(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.emptyField", ["field": field.messageArgument])
            }
            /// "{field}" has an empty item
            public static func emptyItem(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.emptyItem", ["field": field.messageArgument])
            }
            /// the `## {language}` section is empty
            public static func emptySection(language: some MessageArgument) -> Message {
                Message("diagnostics.glossary.emptySection", ["language": language.messageArgument])
            }
            /// `## en` should come before `## ko`
            public static var enAfterKo: Message { Message("diagnostics.glossary.enAfterKo") }
            /// the glossary folder {path} cannot be read
            public static func folderUnreadable(path: some MessageArgument) -> Message {
                Message("diagnostics.glossary.folderUnreadable", ["path": path.messageArgument])
            }
            /// id "{id}" does not match the file name {file} (expected "{expected}")
            public static func idNotFileName(id: some MessageArgument, file: some MessageArgument, expected: some MessageArgument) -> Message {
                Message("diagnostics.glossary.idNotFileName", ["id": id.messageArgument, "file": file.messageArgument, "expected": expected.messageArgument])
            }
            /// front-matter keys should be in the order {keys}
            public static func keyOrder(keys: some MessageArgument) -> Message {
                Message("diagnostics.glossary.keyOrder", ["keys": keys.messageArgument])
            }
            /// lesson "{id}" does not exist (lessons: {lessons})
            public static func lessonMissing(id: some MessageArgument, lessons: some MessageArgument) -> Message {
                Message("diagnostics.glossary.lessonMissing", ["id": id.messageArgument, "lessons": lessons.messageArgument])
            }
            /// field "{field}" takes a list like `[a, b]`
            public static func listNotMapping(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.listNotMapping", ["field": field.messageArgument])
            }
            /// field "{field}" takes a list: write `{field}: [{value}]`
            public static func listNotText(field: some MessageArgument, value: some MessageArgument) -> Message {
                Message("diagnostics.glossary.listNotText", ["field": field.messageArgument, "value": value.messageArgument])
            }
            /// missing field "{field}"
            public static func missingField(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.missingField", ["field": field.messageArgument])
            }
            /// missing field "{field}" (write `{field}: []` when there is nothing to list)
            public static func missingList(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.missingList", ["field": field.messageArgument])
            }
            /// {kind} "{text}" is the same as {otherKind} "{otherText}" of {otherFile} — `glossary {text}` would be ambiguous
            public static func nameClash(kind: some MessageArgument, text: some MessageArgument, otherKind: some MessageArgument, otherText: some MessageArgument, otherFile: some MessageArgument) -> Message {
                Message("diagnostics.glossary.nameClash", ["kind": kind.messageArgument, "text": text.messageArgument, "otherKind": otherKind.messageArgument, "otherText": otherText.messageArgument, "otherFile": otherFile.messageArgument])
            }
            /// an item of "{field}" is a nested list or mapping, not a word
            public static func nestedItem(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.nestedItem", ["field": field.messageArgument])
            }
            /// the `## {language}` definition line has no definition after the name
            public static func noDefinition(language: some MessageArgument) -> Message {
                Message("diagnostics.glossary.noDefinition", ["language": language.messageArgument])
            }
            /// the `## {language}` section must start with a line like `**Name** — definition.`
            public static func noDefinitionLine(language: some MessageArgument) -> Message {
                Message("diagnostics.glossary.noDefinitionLine", ["language": language.messageArgument])
            }
            /// missing the English section `## en`
            public static var noEnglishSection: Message { Message("diagnostics.glossary.noEnglishSection") }
            /// missing the Korean section `## ko`
            public static var noKoreanSection: Message { Message("diagnostics.glossary.noKoreanSection") }
            /// lesson "{id}" does not exist: there are no lessons yet (leave `lessons: []`)
            public static func noLessonsYet(id: some MessageArgument) -> Message {
                Message("diagnostics.glossary.noLessonsYet", ["id": id.messageArgument])
            }
            /// field "{field}" takes one value, not a list
            public static func oneValueNotList(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.oneValueNotList", ["field": field.messageArgument])
            }
            /// field "{field}" takes one value, not `key: value` lines
            public static func oneValueNotMapping(field: some MessageArgument) -> Message {
                Message("diagnostics.glossary.oneValueNotMapping", ["field": field.messageArgument])
            }
            /// the `## {language}` section has {count:paragraph/paragraphs} after the definition; write 2 to 5
            public static func paragraphCount(language: some MessageArgument, count: some MessageArgument) -> Message {
                Message("diagnostics.glossary.paragraphCount", ["language": language.messageArgument, "count": count.messageArgument])
            }
            /// "related" has {count:id/ids}; list 2 to 5
            public static func relatedCount(count: some MessageArgument) -> Message {
                Message("diagnostics.glossary.relatedCount", ["count": count.messageArgument])
            }
            /// related id "{id}" does not exist (no {id}.md)
            public static func relatedMissing(id: some MessageArgument) -> Message {
                Message("diagnostics.glossary.relatedMissing", ["id": id.messageArgument])
            }
            /// related id "{id}" does not exist (no {id}.md) — did you mean "{near}"?
            public static func relatedMissingNear(id: some MessageArgument, near: some MessageArgument) -> Message {
                Message("diagnostics.glossary.relatedMissingNear", ["id": id.messageArgument, "near": near.messageArgument])
            }
            /// related id "{id}" is this entry itself
            public static func relatedSelf(id: some MessageArgument) -> Message {
                Message("diagnostics.glossary.relatedSelf", ["id": id.messageArgument])
            }
            /// related id "{id}" is listed twice
            public static func relatedTwice(id: some MessageArgument) -> Message {
                Message("diagnostics.glossary.relatedTwice", ["id": id.messageArgument])
            }
            /// a second `## {language}` section
            public static func secondSection(language: some MessageArgument) -> Message {
                Message("diagnostics.glossary.secondSection", ["language": language.messageArgument])
            }
            /// text before `## en` is ignored
            public static var textBeforeSections: Message { Message("diagnostics.glossary.textBeforeSections") }
            /// the `## {language}` text never mentions the try command `{command}`
            public static func tryNotMentioned(language: some MessageArgument, command: some MessageArgument) -> Message {
                Message("diagnostics.glossary.tryNotMentioned", ["language": language.messageArgument, "command": command.messageArgument])
            }
            /// unknown field "{field}" is ignored (fields: {fields})
            public static func unknownField(field: some MessageArgument, fields: some MessageArgument) -> Message {
                Message("diagnostics.glossary.unknownField", ["field": field.messageArgument, "fields": fields.messageArgument])
            }
            /// unknown section `{heading}`: an entry has exactly `## en` and `## ko`
            public static func unknownSection(heading: some MessageArgument) -> Message {
                Message("diagnostics.glossary.unknownSection", ["heading": heading.messageArgument])
            }
        }
        public enum Lesson {
            /// answer `{answer}`: {reason}
            public static func answer(answer: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lesson.answer", ["answer": answer.messageArgument, "reason": reason.messageArgument])
            }
            /// `predict` needs `kind: number`, `choice`, `cell` or `yesno` (got `{kind}`)
            public static func badKind(kind: some MessageArgument) -> Message {
                Message("diagnostics.lesson.badKind", ["kind": kind.messageArgument])
            }
            /// a step id is one word of letters, digits and hyphens: `## step: first-load`
            public static var badStepID: Message { Message("diagnostics.lesson.badStepID") }
            /// `unit: {unit}` is not a unit a query gives (units: {units})
            public static func badUnit(unit: some MessageArgument, units: some MessageArgument) -> Message {
                Message("diagnostics.lesson.badUnit", ["unit": unit.messageArgument, "units": units.messageArgument])
            }
            /// choice `{key}` needs `value:` (a number, yes/no or a range like 0...15)
            public static func choiceNoValue(key: some MessageArgument) -> Message {
                Message("diagnostics.lesson.choiceNoValue", ["key": key.messageArgument])
            }
            /// expectation `{expectation}`: {reason}
            public static func expectation(expectation: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lesson.expectation", ["expectation": expectation.messageArgument, "reason": reason.messageArgument])
            }
            /// a ```yaml block is never closed
            public static var fenceNotClosed: Message { Message("diagnostics.lesson.fenceNotClosed") }
            /// a step's code block is ```yaml
            public static var fenceNotYAML: Message { Message("diagnostics.lesson.fenceNotYAML") }
            /// a `## ` heading must be `## step: ID`, got `{heading}`
            public static func headingNotStep(heading: some MessageArgument) -> Message {
                Message("diagnostics.lesson.headingNotStep", ["heading": heading.messageArgument])
            }
            /// missing front-matter key `{key}`
            public static func missingKey(key: some MessageArgument) -> Message {
                Message("diagnostics.lesson.missingKey", ["key": key.messageArgument])
            }
            /// `{key}` takes one tablelab command
            public static func needsCommand(key: some MessageArgument) -> Message {
                Message("diagnostics.lesson.needsCommand", ["key": key.messageArgument])
            }
            /// `predict` needs `answer:`, an expression the simulation computes (e.g. `count(cellForRowAt)`)
            public static var noAnswer: Message { Message("diagnostics.lesson.noAnswer") }
            /// the lesson has no `## step: ID` section
            public static var noSteps: Message { Message("diagnostics.lesson.noSteps") }
            /// the front matter must be `key: value` lines (id, number, en, ko, topics, …)
            public static var notKeyValue: Message { Message("diagnostics.lesson.notKeyValue") }
            /// the file is not UTF-8
            public static var notUTF8: Message { Message("diagnostics.lesson.notUTF8") }
            /// `number` must be a whole number (1, 2, …)
            public static var numberNotWhole: Message { Message("diagnostics.lesson.numberNotWhole") }
            /// step `{step}` has `### {en}` but no `### {ko}`: write the Korean too
            public static func onlyEnglish(step: some MessageArgument, en: some MessageArgument, ko: some MessageArgument) -> Message {
                Message("diagnostics.lesson.onlyEnglish", ["step": step.messageArgument, "en": en.messageArgument, "ko": ko.messageArgument])
            }
            /// step `{step}` has `### {ko}` but no `### {en}`: write the English too
            public static func onlyKorean(step: some MessageArgument, ko: some MessageArgument, en: some MessageArgument) -> Message {
                Message("diagnostics.lesson.onlyKorean", ["step": step.messageArgument, "ko": ko.messageArgument, "en": en.messageArgument])
            }
            /// `predict` needs kind, en, ko and answer
            public static var predictNotMapping: Message { Message("diagnostics.lesson.predictNotMapping") }
            /// a step has `recall` or `predict`, not both
            public static var recallAndPredict: Message { Message("diagnostics.lesson.recallAndPredict") }
            /// a step has `run` or `do`, not both: split it in two steps
            public static var runAndDo: Message { Message("diagnostics.lesson.runAndDo") }
            /// step `{step}` has a second ```yaml block; put everything in one
            public static func secondYAML(step: some MessageArgument) -> Message {
                Message("diagnostics.lesson.secondYAML", ["step": step.messageArgument])
            }
            /// step id `{step}` is used twice
            public static func stepIDTwice(step: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepIDTwice", ["step": step.messageArgument])
            }
            /// the ```yaml block must be `key: value` lines (run, do, predict, expect, hints, recall, code)
            public static var stepNotKeyValue: Message { Message("diagnostics.lesson.stepNotKeyValue") }
            /// step `{step}`'s yaml block is not valid YAML: {problem}
            public static func stepNotYAML(step: some MessageArgument, problem: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepNotYAML", ["step": step.messageArgument, "problem": problem.messageArgument])
            }
            /// step `{step}`'s yaml block is not valid YAML: {problem} (put an item that contains `:`, `,`, `[` or `]`, or…
            public static func stepNotYAMLQuoteBoth(step: some MessageArgument, problem: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepNotYAMLQuoteBoth", ["step": step.messageArgument, "problem": problem.messageArgument])
            }
            /// step `{step}`'s yaml block is not valid YAML: {problem} (put an item that contains `:`, `,`, `[` or `]`, or…
            public static func stepNotYAMLQuoteItem(step: some MessageArgument, problem: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepNotYAMLQuoteItem", ["step": step.messageArgument, "problem": problem.messageArgument])
            }
            /// step `{step}`'s yaml block is not valid YAML: {problem} (a value that starts with ` or another YAML sign go…
            public static func stepNotYAMLQuoteValue(step: some MessageArgument, problem: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepNotYAMLQuoteValue", ["step": step.messageArgument, "problem": problem.messageArgument])
            }
            /// the step's yaml could not be read: {reason}
            public static func stepYAMLUnreadable(reason: some MessageArgument) -> Message {
                Message("diagnostics.lesson.stepYAMLUnreadable", ["reason": reason.messageArgument])
            }
            /// `### {name}` appears twice in step `{step}`
            public static func subheadingTwice(name: some MessageArgument, step: some MessageArgument) -> Message {
                Message("diagnostics.lesson.subheadingTwice", ["name": name.messageArgument, "step": step.messageArgument])
            }
            /// a `choice` prediction needs at least two `choices`
            public static var tooFewChoices: Message { Message("diagnostics.lesson.tooFewChoices") }
            /// unknown front-matter key `{key}` (keys: {keys})
            public static func unknownKey(key: some MessageArgument, keys: some MessageArgument) -> Message {
                Message("diagnostics.lesson.unknownKey", ["key": key.messageArgument, "keys": keys.messageArgument])
            }
            /// unknown `predict` key `{key}` (keys: {keys})
            public static func unknownPredictKey(key: some MessageArgument, keys: some MessageArgument) -> Message {
                Message("diagnostics.lesson.unknownPredictKey", ["key": key.messageArgument, "keys": keys.messageArgument])
            }
            /// unknown step key `{key}` (keys: {keys})
            public static func unknownStepKey(key: some MessageArgument, keys: some MessageArgument) -> Message {
                Message("diagnostics.lesson.unknownStepKey", ["key": key.messageArgument, "keys": keys.messageArgument])
            }
            /// a `### ` heading in a step is `### en`, `### ko`, `### en after` or `### ko after`, got `{heading}`
            public static func unknownSubheading(heading: some MessageArgument) -> Message {
                Message("diagnostics.lesson.unknownSubheading", ["heading": heading.messageArgument])
            }
            /// the file cannot be read
            public static var unreadable: Message { Message("diagnostics.lesson.unreadable") }
            /// `wrong:` is for `number` and `cell` predictions; a wrong choice has its own `explain:`
            public static var wrongNeedsNumber: Message { Message("diagnostics.lesson.wrongNeedsNumber") }
            public enum Texts {
                /// {what} has no `en:` text: write the English too
                public static func noEnglish(what: some MessageArgument) -> Message {
                    Message("diagnostics.lesson.texts.noEnglish", ["what": what.messageArgument])
                }
                /// {what} has no `ko:` text: write the Korean too
                public static func noKorean(what: some MessageArgument) -> Message {
                    Message("diagnostics.lesson.texts.noKorean", ["what": what.messageArgument])
                }
                /// {what} needs `en:` and `ko:`
                public static func notAPair(what: some MessageArgument) -> Message {
                    Message("diagnostics.lesson.texts.notAPair", ["what": what.messageArgument])
                }
                public enum What {
                    /// choice `{key}`
                    public static func choice(key: some MessageArgument) -> Message {
                        Message("diagnostics.lesson.texts.what.choice", ["key": key.messageArgument])
                    }
                    /// choice `{key}`'s explain
                    public static func choiceExplain(key: some MessageArgument) -> Message {
                        Message("diagnostics.lesson.texts.what.choiceExplain", ["key": key.messageArgument])
                    }
                    /// the prediction's explain
                    public static var explain: Message { Message("diagnostics.lesson.texts.what.explain") }
                    /// hint
                    public static var hint: Message { Message("diagnostics.lesson.texts.what.hint") }
                    /// choice `{key}`'s misconception
                    public static func misconception(key: some MessageArgument) -> Message {
                        Message("diagnostics.lesson.texts.what.misconception", ["key": key.messageArgument])
                    }
                    /// the prediction's question
                    public static var question: Message { Message("diagnostics.lesson.texts.what.question") }
                    /// the prediction's wrong
                    public static var wrong: Message { Message("diagnostics.lesson.texts.what.wrong") }
                }
            }
        }
        public enum LessonCheck {
            /// the answer `{answer}` cannot be computed: {reason}
            public static func answerNotComputable(answer: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.answerNotComputable", ["answer": answer.messageArgument, "reason": reason.messageArgument])
            }
            /// a `{kind}` prediction's answer gives {value}, which is not a {kind}
            public static func answerWrongKind(kind: some MessageArgument, value: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.answerWrongKind", ["kind": kind.messageArgument, "value": value.messageArgument])
            }
            /// a `cell` prediction's answer must give a cell id (cellAt, queueNext); `{answer}` gives {actual}
            public static func cellAnswerNotCell(answer: some MessageArgument, actual: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.cellAnswerNotCell", ["answer": answer.messageArgument, "actual": actual.messageArgument])
            }
            /// choice key `{key}` is used twice
            public static func choiceKeyTwice(key: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.choiceKeyTwice", ["key": key.messageArgument])
            }
            /// choices {keys} all match the answer {value}; only one may
            public static func choicesMatch(keys: some MessageArgument, value: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.choicesMatch", ["keys": keys.messageArgument, "value": value.messageArgument])
            }
            /// `{command}` does not parse: {reason}
            public static func commandDoesNotParse(command: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.commandDoesNotParse", ["command": command.messageArgument, "reason": reason.messageArgument])
            }
            /// `{command}` does not run at this step: {reason}
            public static func commandFails(command: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.commandFails", ["command": command.messageArgument, "reason": reason.messageArgument])
            }
            /// `{command}` is a comment, not a command
            public static func commandIsComment(command: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.commandIsComment", ["command": command.messageArgument])
            }
            /// expectation `{expectation}` no longer holds: {facts}
            public static func expectationFails(expectation: some MessageArgument, facts: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.expectationFails", ["expectation": expectation.messageArgument, "facts": facts.messageArgument])
            }
            /// the prediction's `explain:` is shown after every answer, right or wrong; `{start}` reads as praise after a …
            public static func explainTakesSides(start: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.explainTakesSides", ["start": start.messageArgument])
            }
            /// name the file {expected} (number and id), so the folder lists lessons in order
            public static func fileName(expected: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.fileName", ["expected": expected.messageArgument])
            }
            /// glossary id `{id}` does not exist (no glossary/{id}.md)
            public static func glossaryMissing(id: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.glossaryMissing", ["id": id.messageArgument])
            }
            /// glossary id `{id}` does not exist (no glossary/{id}.md) — did you mean `{near}`?
            public static func glossaryMissingNear(id: some MessageArgument, near: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.glossaryMissingNear", ["id": id.messageArgument, "near": near.messageArgument])
            }
            /// lesson id `{id}` is also used by {file}
            public static func idTwice(id: some MessageArgument, file: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.idTwice", ["id": id.messageArgument, "file": file.messageArgument])
            }
            /// the last step `{step}` shows no Swift: add `code: true` to its yaml block, so the lesson ends on the code t…
            public static func lastStepNoSwift(step: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.lastStepNoSwift", ["step": step.messageArgument])
            }
            /// wrong choice `{key}` needs `explain:` (en and ko)
            public static func needsExplain(key: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.needsExplain", ["key": key.messageArgument])
            }
            /// wrong choice `{key}` needs `misconception:` (en and ko): the belief it stands for
            public static func needsMisconception(key: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.needsMisconception", ["key": key.messageArgument])
            }
            /// a lesson after the first opens with a `recall` step (a question from an earlier lesson)
            public static var needsRecall: Message { Message("diagnostics.lessonCheck.needsRecall") }
            /// the answer is now {value}, and no choice has that value (choices: {choices})
            public static func noChoiceMatches(value: some MessageArgument, choices: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.noChoiceMatches", ["value": value.messageArgument, "choices": choices.messageArgument])
            }
            /// wrong choice `{key}` has no `try:`: give a command that shows the learner what really happens
            public static func noTry(key: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.noTry", ["key": key.messageArgument])
            }
            /// lesson number {number} cannot be opened: `lesson` takes {first}–{last}
            public static func numberOutOfRange(number: some MessageArgument, first: some MessageArgument, last: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.numberOutOfRange", ["number": number.messageArgument, "first": first.messageArgument, "last": last.messageArgument])
            }
            /// lesson number {number} is already taken by {file} (`{id}`), which tablelab loads too — `lesson {number}` wo…
            public static func numberTaken(number: some MessageArgument, file: some MessageArgument, id: some MessageArgument, free: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.numberTaken", ["number": number.messageArgument, "file": file.messageArgument, "id": id.messageArgument, "free": free.messageArgument])
            }
            /// lesson number {number} is also used by {file}
            public static func numberTwice(number: some MessageArgument, file: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.numberTwice", ["number": number.messageArgument, "file": file.messageArgument])
            }
            /// a prediction needs a command to predict (`run` or `do`)
            public static var predictionNeedsCommand: Message { Message("diagnostics.lessonCheck.predictionNeedsCommand") }
            /// the lesson lists itself (`{id}`) as its own prerequisite: it could never be opened after it — remove it
            public static func prerequisiteIsItself(id: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.prerequisiteIsItself", ["id": id.messageArgument])
            }
            /// prerequisite `{id}` is not a lesson id
            public static func prerequisiteMissing(id: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.prerequisiteMissing", ["id": id.messageArgument])
            }
            /// recall `{ref}` must name LESSON-ID/STEP-ID of a step with a `predict`
            public static func recallBadRef(ref: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.recallBadRef", ["ref": ref.messageArgument])
            }
            /// recall `{ref}` is not from an earlier lesson
            public static func recallNotEarlier(ref: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.recallNotEarlier", ["ref": ref.messageArgument])
            }
            /// setup command `{command}` does not run: {reason}
            public static func setupFails(command: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.setupFails", ["command": command.messageArgument, "reason": reason.messageArgument])
            }
            /// the title needs both `en:` and `ko:`
            public static var titleNeedsBoth: Message { Message("diagnostics.lessonCheck.titleNeedsBoth") }
            /// choices {first} and {second} both match the answer {value}; only one may
            public static func twoChoicesMatch(first: some MessageArgument, second: some MessageArgument, value: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.twoChoicesMatch", ["first": first.messageArgument, "second": second.messageArgument, "value": value.messageArgument])
            }
            /// the question counts {declared} (`unit: {declared}`), but the answer `{answer}` gives {actual}
            public static func unitMismatch(declared: some MessageArgument, answer: some MessageArgument, actual: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.unitMismatch", ["declared": declared.messageArgument, "answer": answer.messageArgument, "actual": actual.messageArgument])
            }
            /// a `{kind}` prediction needs `unit:` ({units}): what the question counts, so the answer can be held to it
            public static func unitMissing(kind: some MessageArgument, units: some MessageArgument) -> Message {
                Message("diagnostics.lessonCheck.unitMissing", ["kind": kind.messageArgument, "units": units.messageArgument])
            }
        }
        public enum Text {
            /// control character {list}: printed, it could take over the learner's terminal (retitle the window, clear the…
            public static func control(list: some MessageArgument) -> Message {
                Message("diagnostics.text.control", ["list": list.messageArgument])
            }
            /// control character {list}, written as a YAML escape (\e, \x1b, \u001b …): printed, it could take over the le…
            public static func controlInValue(list: some MessageArgument) -> Message {
                Message("diagnostics.text.controlInValue", ["list": list.messageArgument])
            }
            /// Windows line endings (CRLF): tablelab reads them, but save with LF as the README asks
            public static var crlf: Message { Message("diagnostics.text.crlf") }
            /// tab character (use spaces)
            public static var tab: Message { Message("diagnostics.text.tab") }
            /// YAML alias `*{name}`: anchors and aliases are not read here (a few lines could stand for billions of copies…
            public static func yamlAlias(name: some MessageArgument) -> Message {
                Message("diagnostics.text.yamlAlias", ["name": name.messageArgument])
            }
            /// YAML anchor `&{name}`: anchors and aliases are not read here (a few lines could stand for billions of copie…
            public static func yamlAnchor(name: some MessageArgument) -> Message {
                Message("diagnostics.text.yamlAnchor", ["name": name.messageArgument])
            }
            /// more than {limit} YAML values: the file is not read — is this the right file?
            public static func yamlTooManyNodes(limit: some MessageArgument) -> Message {
                Message("diagnostics.text.yamlTooManyNodes", ["limit": limit.messageArgument])
            }
        }
        public enum TryCommand {
            /// `try` must be a tablelab command, not a comment
            public static var comment: Message { Message("diagnostics.tryCommand.comment") }
            /// `try: {command}` does not run: {reason}
            public static func fails(command: some MessageArgument, reason: some MessageArgument) -> Message {
                Message("diagnostics.tryCommand.fails", ["command": command.messageArgument, "reason": reason.messageArgument])
            }
            /// `try: {command}` uses `{name}`, which tablelab does not have yet (planned; checked once it exists)
            public static func planned(command: some MessageArgument, name: some MessageArgument) -> Message {
                Message("diagnostics.tryCommand.planned", ["command": command.messageArgument, "name": name.messageArgument])
            }
        }
    }
}
