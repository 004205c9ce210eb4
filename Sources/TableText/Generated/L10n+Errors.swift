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
            "errors.sim.unknownIdentifier": ["id"],
            "errors.stepNeedsTableCommand": ["line"],
            "errors.tooManyArguments": ["command", "extra", "usage"],
            "errors.tooMuchData": ["rows", "maxRows", "maxSections"],
            "errors.typedInHangul": ["word", "meant"],
            "errors.unknownCommand": ["word"],
            "errors.unknownCommandSuggest": ["word", "list"],
        ]
        /// `{command}` takes one of {list} — not `{typed}`
        public static func badChoice(command: String, list: String, typed: String) -> Message {
            Message("errors.badChoice", ["command": command, "list": list, "typed": typed])
        }
        /// `{command}` takes a number from {low} to {high} — `{typed}` is not one
        public static func badDecimal(command: String, low: String, high: String, typed: String) -> Message {
            Message("errors.badDecimal", ["command": command, "low": low, "high": high, "typed": typed])
        }
        /// `{command}` takes a whole number from {low} to {high} — `{typed}` is not one
        public static func badNumber(command: String, low: String, high: String, typed: String) -> Message {
            Message("errors.badNumber", ["command": command, "low": low, "high": high, "typed": typed])
        }
        /// `{command}` takes a whole number from {low} to {high} {unit} — `{typed}` is not one
        public static func badNumberUnit(command: String, low: String, high: String, unit: String, typed: String) -> Message {
            Message("errors.badNumberUnit", ["command": command, "low": low, "high": high, "unit": unit, "typed": typed])
        }
        /// `{command}` takes a row like `25` or a section and row like `2:5` — not `{typed}`
        public static func badPath(command: String, typed: String) -> Message {
            Message("errors.badPath", ["command": command, "typed": typed])
        }
        /// `sections` takes SECTIONSxROWS like `3x10`, or rows per section like `5,12,3` — not `{typed}`
        public static func badSections(typed: String) -> Message {
            Message("errors.badSections", ["typed": typed])
        }
        /// `{typed}` is {from}, a choseong jamo — the initial computed from a syllable; the index strip holds `{compat…
        public static func choseongTyped(typed: String, from: String, compatibility: String, to: String) -> Message {
            Message("errors.choseongTyped", ["typed": typed, "from": from, "compatibility": compatibility, "to": to])
        }
        /// `{line}` holds a control character ({name}) — nothing was run; type the command again without it
        public static func controlCharacter(line: String, name: String) -> Message {
            Message("errors.controlCharacter", ["line": line, "name": name])
        }
        /// that line is not valid UTF-8 text — nothing was run; check the file's encoding
        public static var invalidUTF8: Message { Message("errors.invalidUTF8") }
        /// commands are English words: for `{word}`, type `{meant}` (`help` lists them all)
        public static func koreanWord(word: String, meant: String) -> Message {
            Message("errors.koreanWord", ["word": word, "meant": meant])
        }
        /// that line is {bytes} bytes long; commands are at most {limit} — nothing was run
        public static func lineTooLong(bytes: String, limit: String) -> Message {
            Message("errors.lineTooLong", ["bytes": bytes, "limit": limit])
        }
        /// `{command}` needs more: {usage}
        public static func missingArgument(command: String, usage: String) -> Message {
            Message("errors.missingArgument", ["command": command, "usage": usage])
        }
        /// there is no cell#{id}: cells so far are cell#1 … cell#{created}
        public static func noSuchCell(id: String, created: String) -> Message {
            Message("errors.noSuchCell", ["id": id, "created": created])
        }
        /// there is no cell#{id}: no cell has been created yet
        public static func noSuchCellYet(id: String) -> Message {
            Message("errors.noSuchCellYet", ["id": id])
        }
        /// there is no point {point}: the session has points 0 … {last} (`history` lists them)
        public static func noSuchPoint(point: String, last: String) -> Message {
            Message("errors.noSuchPoint", ["point": point, "last": last])
        }
        /// nothing is being stepped through — `step scroll 1` runs a command one callback at a time
        public static var notStepping: Message { Message("errors.notStepping") }
        /// `{word}` is planned but not in this version yet (guided lessons and stepping come next) — the README's tour…
        public static func notYet(word: String) -> Message {
            Message("errors.notYet", ["word": word])
        }
        /// this is the start of the session: there is no command to go back past — `forward` goes the other way
        public static var nothingBack: Message { Message("errors.nothingBack") }
        /// there is no command ahead — `forward` redoes what `back` went past
        public static var nothingForward: Message { Message("errors.nothingForward") }
        /// nothing to replay yet — run an experiment first, e.g. `data movies`, `load background`, `scroll 20`, then `…
        public static var nothingToReplay: Message { Message("errors.nothingToReplay") }
        /// {place}: {reason} — nothing was opened; the session is as it was
        public static func openFailed(place: String, reason: String) -> Message {
            Message("errors.openFailed", ["place": place, "reason": reason])
        }
        /// row {row} is not on screen, so no cell shows it — `why row` asks about a visible row; `scroll to {target}` …
        public static func rowNotShown(row: String, target: String) -> Message {
            Message("errors.rowNotShown", ["row": row, "target": target])
        }
        /// `step` runs a command that changes the table — `{line}` only looks; try `step scroll 1` or `step reload`
        public static func stepNeedsTableCommand(line: String) -> Message {
            Message("errors.stepNeedsTableCommand", ["line": line])
        }
        /// `{command}` does not take `{extra}`: {usage}
        public static func tooManyArguments(command: String, extra: String, usage: String) -> Message {
            Message("errors.tooManyArguments", ["command": command, "extra": extra, "usage": usage])
        }
        /// that is {rows} rows; tablelab holds at most {maxRows} (and {maxSections} sections)
        public static func tooMuchData(rows: String, maxRows: String, maxSections: String) -> Message {
            Message("errors.tooMuchData", ["rows": rows, "maxRows": maxRows, "maxSections": maxSections])
        }
        /// unknown command `{word}` — did you mean `{meant}`? It looks typed with the Korean keyboard on: press 한/영 an…
        public static func typedInHangul(word: String, meant: String) -> Message {
            Message("errors.typedInHangul", ["word": word, "meant": meant])
        }
        /// unknown command `{word}` — type `help` to see every command
        public static func unknownCommand(word: String) -> Message {
            Message("errors.unknownCommand", ["word": word])
        }
        /// unknown command `{word}` — did you mean {list}?
        public static func unknownCommandSuggest(word: String, list: String) -> Message {
            Message("errors.unknownCommandSuggest", ["word": word, "list": list])
        }
        public enum Sim {
            /// this table has no section index — try `data timezones-ko` (ㄱ…ㅎ) or `data timezones-en` (A…Z) in plain style
            public static var noIndex: Message { Message("errors.sim.noIndex") }
            /// grouped tables show no section index — switch with `style plain`, then try again
            public static var noIndexGrouped: Message { Message("errors.sim.noIndexGrouped") }
            /// the index strip has no `{title}` — it shows: {list}
            public static func noSuchIndexTitle(title: String, list: String) -> Message {
                Message("errors.sim.noSuchIndexTitle", ["title": title, "list": list])
            }
            /// there is no row {row} — section {section} has rows 0 … {last}
            public static func noSuchRow(row: String, section: String, last: String) -> Message {
                Message("errors.sim.noSuchRow", ["row": row, "section": section, "last": last])
            }
            /// there is no row {row} — section {section} has no rows
            public static func noSuchRowEmptySection(row: String, section: String) -> Message {
                Message("errors.sim.noSuchRowEmptySection", ["row": row, "section": section])
            }
            /// there is no section {section} — sections are 0 … {last}
            public static func noSuchSection(section: String, last: String) -> Message {
                Message("errors.sim.noSuchSection", ["section": section, "last": last])
            }
            /// there is no section {section} — the table has no sections
            public static func noSuchSectionNone(section: String) -> Message {
                Message("errors.sim.noSuchSectionNone", ["section": section])
            }
            /// row {row} is not on screen, so it has no cell to change — scroll to it first (`scroll to {target}`)
            public static func notVisible(row: String, target: String) -> Message {
                Message("errors.sim.notVisible", ["row": row, "target": target])
            }
            /// nothing is registered as `{id}` — see `stats` for the registered identifiers
            public static func unknownIdentifier(id: String) -> Message {
                Message("errors.sim.unknownIdentifier", ["id": id])
            }
        }
    }
}
