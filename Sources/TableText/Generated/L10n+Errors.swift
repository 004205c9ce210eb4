// Generated from messages/en.yaml by AccessorGenerator — do not edit: after changing the catalog,
// run `swift run tablelab-l10n` from the package root.

extension L10n {
    public enum Errors {
        static let placeholders: [String: [String]] = [
            "errors.badChoice": ["command", "list", "typed"],
            "errors.badDecimal": ["command", "low", "high", "typed"],
            "errors.badNumber": ["command", "low", "high", "typed"],
            "errors.badNumberUnit": ["command", "low", "high", "unit", "typed"],
            "errors.badPath": ["command", "typed"],
            "errors.badSections": ["typed"],
            "errors.batchEmpty": [],
            "errors.batchLine": ["line", "text", "reason"],
            "errors.batchNotEnded": ["line"],
            "errors.choseongTyped": ["typed", "from", "compatibility", "to"],
            "errors.controlCharacter": ["line", "name"],
            "errors.invalidUTF8": [],
            "errors.koreanWord": ["word", "meant"],
            "errors.lineTooLong": ["bytes", "limit"],
            "errors.missingArgument": ["command", "usage"],
            "errors.noSuchCell": ["id", "created"],
            "errors.noSuchCellYet": ["id"],
            "errors.noSuchPoint": ["point", "last"],
            "errors.notStepping": [],
            "errors.notYet": ["word"],
            "errors.nothingBack": [],
            "errors.nothingForward": [],
            "errors.nothingToReplay": [],
            "errors.openFailed": ["place", "reason"],
            "errors.rowNotShown": ["row", "target"],
            "errors.sim.noIndex": [],
            "errors.sim.noIndexGrouped": [],
            "errors.sim.noSuchIndexTitle": ["title", "list"],
            "errors.sim.noSuchRow": ["row", "section", "last"],
            "errors.sim.noSuchRowEmptySection": ["row", "section"],
            "errors.sim.noSuchSection": ["section", "last"],
            "errors.sim.noSuchSectionNone": ["section"],
            "errors.sim.notVisible": ["row", "target"],
            "errors.sim.notVisibleTap": ["row", "target"],
            "errors.sim.unknownIdentifier": ["id"],
            "errors.stepNeedsTableCommand": ["line"],
            "errors.tooManyArguments": ["command", "extra", "usage"],
            "errors.tooMuchData": ["rows", "maxRows", "maxSections"],
            "errors.typedInHangul": ["word", "meant"],
            "errors.unknownCommand": ["word"],
            "errors.unknownCommandSuggest": ["word", "list"],
        ]
        /// `{command}` takes one of {list} — not `{typed}`
        public static func badChoice(command: some MessageArgument, list: some MessageArgument, typed: some MessageArgument) -> Message {
            Message("errors.badChoice", ["command": command.messageArgument, "list": list.messageArgument, "typed": typed.messageArgument])
        }
        /// `{command}` takes a number from {low} to {high} — `{typed}` is not one
        public static func badDecimal(command: some MessageArgument, low: some MessageArgument, high: some MessageArgument, typed: some MessageArgument) -> Message {
            Message("errors.badDecimal", ["command": command.messageArgument, "low": low.messageArgument, "high": high.messageArgument, "typed": typed.messageArgument])
        }
        /// `{command}` takes a whole number from {low} to {high} — `{typed}` is not one
        public static func badNumber(command: some MessageArgument, low: some MessageArgument, high: some MessageArgument, typed: some MessageArgument) -> Message {
            Message("errors.badNumber", ["command": command.messageArgument, "low": low.messageArgument, "high": high.messageArgument, "typed": typed.messageArgument])
        }
        /// `{command}` takes a whole number from {low} to {high} {unit} — `{typed}` is not one
        public static func badNumberUnit(command: some MessageArgument, low: some MessageArgument, high: some MessageArgument, unit: some MessageArgument, typed: some MessageArgument) -> Message {
            Message("errors.badNumberUnit", ["command": command.messageArgument, "low": low.messageArgument, "high": high.messageArgument, "unit": unit.messageArgument, "typed": typed.messageArgument])
        }
        /// `{command}` takes a row like `25` or a section and row like `2:5` — not `{typed}`
        public static func badPath(command: some MessageArgument, typed: some MessageArgument) -> Message {
            Message("errors.badPath", ["command": command.messageArgument, "typed": typed.messageArgument])
        }
        /// `sections` takes SECTIONSxROWS like `3x10`, or rows per section like `5,12,3` — not `{typed}`
        public static func badSections(typed: some MessageArgument) -> Message {
            Message("errors.badSections", ["typed": typed.messageArgument])
        }
        /// the batch block is empty: nothing ran — type one change a line (`delete 2`, `insert 2`, `move 5 to 0`), the…
        public static var batchEmpty: Message { Message("errors.batchEmpty") }
        /// line {line} of the batch block (`{text}`): {reason} — nothing ran; each line is one change: `delete 2`, `in…
        public static func batchLine(line: some MessageArgument, text: some MessageArgument, reason: some MessageArgument) -> Message {
            Message("errors.batchLine", ["line": line.messageArgument, "text": text.messageArgument, "reason": reason.messageArgument])
        }
        /// the batch block opened at line {line} has no `end`: nothing ran — end it with a line `end`
        public static func batchNotEnded(line: some MessageArgument) -> Message {
            Message("errors.batchNotEnded", ["line": line.messageArgument])
        }
        /// `{typed}` is {from}, a choseong jamo — the initial computed from a syllable; the index strip holds `{compat…
        public static func choseongTyped(typed: some MessageArgument, from: some MessageArgument, compatibility: some MessageArgument, to: some MessageArgument) -> Message {
            Message("errors.choseongTyped", ["typed": typed.messageArgument, "from": from.messageArgument, "compatibility": compatibility.messageArgument, "to": to.messageArgument])
        }
        /// `{line}` holds a control character ({name}) — nothing was run; type the command again without it
        public static func controlCharacter(line: some MessageArgument, name: some MessageArgument) -> Message {
            Message("errors.controlCharacter", ["line": line.messageArgument, "name": name.messageArgument])
        }
        /// that line is not valid UTF-8 text — nothing was run; check the file's encoding
        public static var invalidUTF8: Message { Message("errors.invalidUTF8") }
        /// commands are English words: for `{word}`, type `{meant}` (`help` lists them all)
        public static func koreanWord(word: some MessageArgument, meant: some MessageArgument) -> Message {
            Message("errors.koreanWord", ["word": word.messageArgument, "meant": meant.messageArgument])
        }
        /// that line is {bytes} bytes long; commands are at most {limit} — nothing was run
        public static func lineTooLong(bytes: some MessageArgument, limit: some MessageArgument) -> Message {
            Message("errors.lineTooLong", ["bytes": bytes.messageArgument, "limit": limit.messageArgument])
        }
        /// `{command}` needs more: {usage}
        public static func missingArgument(command: some MessageArgument, usage: some MessageArgument) -> Message {
            Message("errors.missingArgument", ["command": command.messageArgument, "usage": usage.messageArgument])
        }
        /// there is no cell#{id}: cells so far are cell#1 … cell#{created}
        public static func noSuchCell(id: some MessageArgument, created: some MessageArgument) -> Message {
            Message("errors.noSuchCell", ["id": id.messageArgument, "created": created.messageArgument])
        }
        /// there is no cell#{id}: no cell has been created yet
        public static func noSuchCellYet(id: some MessageArgument) -> Message {
            Message("errors.noSuchCellYet", ["id": id.messageArgument])
        }
        /// there is no point {point}: the session has points 0 … {last} (`history` lists them)
        public static func noSuchPoint(point: some MessageArgument, last: some MessageArgument) -> Message {
            Message("errors.noSuchPoint", ["point": point.messageArgument, "last": last.messageArgument])
        }
        /// nothing is being stepped through — `step scroll 1` runs a command one callback at a time
        public static var notStepping: Message { Message("errors.notStepping") }
        /// `{word}` is planned but not in this version yet — the README's tour and `help` walk through the same ground
        public static func notYet(word: some MessageArgument) -> Message {
            Message("errors.notYet", ["word": word.messageArgument])
        }
        /// this is the start of the session: there is no command to go back past — `forward` goes the other way
        public static var nothingBack: Message { Message("errors.nothingBack") }
        /// there is no command ahead — `forward` redoes what `back` went past
        public static var nothingForward: Message { Message("errors.nothingForward") }
        /// nothing to replay yet — run an experiment first, e.g. `data movies`, `load background`, `scroll 20`, then `…
        public static var nothingToReplay: Message { Message("errors.nothingToReplay") }
        /// {place}: {reason} — nothing was opened; the session is as it was
        public static func openFailed(place: some MessageArgument, reason: some MessageArgument) -> Message {
            Message("errors.openFailed", ["place": place.messageArgument, "reason": reason.messageArgument])
        }
        /// row {row} is not on screen, so no cell shows it — `why row` asks about a visible row; `scroll to {target}` …
        public static func rowNotShown(row: some MessageArgument, target: some MessageArgument) -> Message {
            Message("errors.rowNotShown", ["row": row.messageArgument, "target": target.messageArgument])
        }
        /// `step` runs a command that changes the table — `{line}` is not one that runs callbacks step by step (it onl…
        public static func stepNeedsTableCommand(line: some MessageArgument) -> Message {
            Message("errors.stepNeedsTableCommand", ["line": line.messageArgument])
        }
        /// `{command}` does not take `{extra}`: {usage}
        public static func tooManyArguments(command: some MessageArgument, extra: some MessageArgument, usage: some MessageArgument) -> Message {
            Message("errors.tooManyArguments", ["command": command.messageArgument, "extra": extra.messageArgument, "usage": usage.messageArgument])
        }
        /// that is {rows} rows; tablelab holds at most {maxRows} (and {maxSections} sections)
        public static func tooMuchData(rows: some MessageArgument, maxRows: some MessageArgument, maxSections: some MessageArgument) -> Message {
            Message("errors.tooMuchData", ["rows": rows.messageArgument, "maxRows": maxRows.messageArgument, "maxSections": maxSections.messageArgument])
        }
        /// unknown command `{word}` — did you mean `{meant}`? It looks typed with the Korean keyboard on: press 한/영 an…
        public static func typedInHangul(word: some MessageArgument, meant: some MessageArgument) -> Message {
            Message("errors.typedInHangul", ["word": word.messageArgument, "meant": meant.messageArgument])
        }
        /// unknown command `{word}` — type `help` to see every command
        public static func unknownCommand(word: some MessageArgument) -> Message {
            Message("errors.unknownCommand", ["word": word.messageArgument])
        }
        /// unknown command `{word}` — did you mean {list}?
        public static func unknownCommandSuggest(word: some MessageArgument, list: some MessageArgument) -> Message {
            Message("errors.unknownCommandSuggest", ["word": word.messageArgument, "list": list.messageArgument])
        }
        public enum Sim {
            /// this table has no section index — try `data timezones-ko` (ㄱ…ㅎ) or `data timezones-en` (A…Z) in plain style
            public static var noIndex: Message { Message("errors.sim.noIndex") }
            /// grouped tables show no section index — switch with `style plain`, then try again
            public static var noIndexGrouped: Message { Message("errors.sim.noIndexGrouped") }
            /// the index strip has no `{title}` — it shows: {list}
            public static func noSuchIndexTitle(title: some MessageArgument, list: some MessageArgument) -> Message {
                Message("errors.sim.noSuchIndexTitle", ["title": title.messageArgument, "list": list.messageArgument])
            }
            /// there is no row {row} — section {section} has rows 0 … {last}
            public static func noSuchRow(row: some MessageArgument, section: some MessageArgument, last: some MessageArgument) -> Message {
                Message("errors.sim.noSuchRow", ["row": row.messageArgument, "section": section.messageArgument, "last": last.messageArgument])
            }
            /// there is no row {row} — section {section} has no rows
            public static func noSuchRowEmptySection(row: some MessageArgument, section: some MessageArgument) -> Message {
                Message("errors.sim.noSuchRowEmptySection", ["row": row.messageArgument, "section": section.messageArgument])
            }
            /// there is no section {section} — sections are 0 … {last}
            public static func noSuchSection(section: some MessageArgument, last: some MessageArgument) -> Message {
                Message("errors.sim.noSuchSection", ["section": section.messageArgument, "last": last.messageArgument])
            }
            /// there is no section {section} — the table has no sections
            public static func noSuchSectionNone(section: some MessageArgument) -> Message {
                Message("errors.sim.noSuchSectionNone", ["section": section.messageArgument])
            }
            /// row {row} is not on screen, so it has no cell to change — scroll to it first (`scroll to {target}`)
            public static func notVisible(row: some MessageArgument, target: some MessageArgument) -> Message {
                Message("errors.sim.notVisible", ["row": row.messageArgument, "target": target.messageArgument])
            }
            /// row {row} is not on screen, so there is no cell to tap — scroll to it first (`scroll to {target}`)
            public static func notVisibleTap(row: some MessageArgument, target: some MessageArgument) -> Message {
                Message("errors.sim.notVisibleTap", ["row": row.messageArgument, "target": target.messageArgument])
            }
            /// nothing is registered as `{id}` — see `stats` for the registered identifiers
            public static func unknownIdentifier(id: some MessageArgument) -> Message {
                Message("errors.sim.unknownIdentifier", ["id": id.messageArgument])
            }
        }
    }
}
