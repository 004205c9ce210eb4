import TableSim
import TableRender
import TableText

/// Everything that can be wrong with a line the learner typed. Each case knows what was wrong and
/// what would work, in both languages; the session survives every one of them unchanged.
public enum LabError: Error, Sendable, Equatable {
    case unknownCommand(String, suggestions: [String])
    /// A command typed with the Korean input method on (`ㄴㅊ개ㅣㅣ` for `scroll`).
    case typedInHangul(String, meant: String)
    /// A Korean word for a command (`스크롤`).
    case koreanWord(String, meant: String)
    case missingArgument(command: String, usage: String)
    case tooManyArguments(command: String, extra: String, usage: String)
    /// A number that is not a whole number in range: `rows -1`, `scroll 1e9`, `rows 999…`.
    case badNumber(command: String, typed: String, range: ClosedRange<Int>, unit: String?)
    case badDecimal(command: String, typed: String, range: ClosedRange<Double>)
    case badChoice(command: String, typed: String, choices: [String])
    case badPath(command: String, typed: String)
    case tooMuchData(rows: Int)
    case lineTooLong(bytes: Int, limit: Int)
    case invalidUTF8
    /// A line with a control character (ESC, BEL, …) inside a word: refused whole.
    case controlCharacter(line: String, scalar: Unicode.Scalar)
    /// A command from the plan that this version does not have yet (lessons, stepping).
    case notYet(String)
    /// A lesson command that cannot be done now, with what would work.
    case lesson(en: String, ko: String)
    case sim(SimError)
    case noSuchCell(Int, created: Int)
    /// `step` with a command that does not change the table (`step stats`).
    case stepNeedsTableCommand(String)
    /// `step`, `continue` with nothing being stepped through.
    case notStepping
    case nothingBack
    case nothingForward
    /// `diff N M` with a point that does not exist; `last` is the newest point.
    case noSuchPoint(Int, last: Int)
    /// `replay` before any command since the last data change.
    case nothingToReplay
    /// `why row R` for a row that is not on screen.
    case rowNotShown(TablePath)
    /// `open FILE`: a line of the file could not run (nothing changed).
    case openFailed(file: String, line: Int?, message: String)
    /// `index ᄃ`: a choseong jamo (U+1100…) typed where the index strip holds compatibility jamo
    /// (U+3131…) that look the same (FIDELITY §7.20).
    case choseongTyped(String, compatibility: String)

    /// The message in a language. Words the learner typed are quoted in it, so it passes through
    /// `visibleControls`: a typed `ESC ] 0 ; x BEL` is shown as `␛]0;x␇`, never sent to the terminal.
    public func message(_ lang: Language) -> String {
        unsanitizedMessage(lang).visibleControls
    }

    private func unsanitizedMessage(_ lang: Language) -> String {
        switch self {
        case .unknownCommand(let word, let suggestions):
            let shown = String(word.prefix(40)) + (word.count > 40 ? "…" : "")
            if suggestions.isEmpty {
                return lang.text("unknown command `\(shown)` — type `help` to see every command",
                                 "없는 명령입니다: `\(shown)` — 모든 명령 목록: `help`", separator: "\n")
            }
            let list = suggestions.map { "`\($0)`" }.joined(separator: ", ")
            return lang.text("unknown command `\(shown)` — did you mean \(list)?",
                             "없는 명령입니다: `\(shown)` — 이 명령을 찾으셨나요? \(list)", separator: "\n")
        case .typedInHangul(let word, let meant):
            return lang.text("unknown command `\(word)` — did you mean `\(meant)`? It looks typed with the Korean keyboard on: press 한/영 and type it again",
                             "없는 명령입니다: `\(word)` — 한글 자판이 켜진 채로 입력한 것 같습니다. 이 명령인가요? `\(meant)` — 한/영 키를 누르고 다시 입력하세요",
                             separator: "\n")
        case .koreanWord(let word, let meant):
            return lang.text("commands are English words: for `\(word)`, type `\(meant)` (`help` lists them all)",
                             "명령은 영어 단어입니다. `\(word)` 대신 이렇게 입력하세요: `\(meant)` (모든 명령 목록: `help`)", separator: "\n")
        case .missingArgument(let command, let usage):
            return lang.text("`\(command)` needs more: \(usage)", "`\(command)` 명령에 값이 더 필요합니다: \(usage)", separator: "\n")
        case .tooManyArguments(let command, let extra, let usage):
            return lang.text("`\(command)` does not take `\(extra)`: \(usage)",
                             "`\(command)` 명령에 쓸 수 없는 값입니다: `\(extra)` — 사용법: \(usage)", separator: "\n")
        case .badNumber(let command, let typed, let range, let unit):
            let u = unit.map { " " + $0 } ?? ""
            let t = String(typed.prefix(30))
            return lang.text("`\(command)` takes a whole number from \(NumberText.grouped(range.lowerBound)) to \(NumberText.grouped(range.upperBound))\(u) — `\(t)` is not one",
                             "`\(command)` 명령에 쓸 수 있는 값: \(NumberText.grouped(range.lowerBound))부터 \(NumberText.grouped(range.upperBound))까지의 정수\(u) — 쓸 수 없는 값: `\(t)`",
                             separator: "\n")
        case .badDecimal(let command, let typed, let range):
            let t = String(typed.prefix(30))
            return lang.text("`\(command)` takes a number from \(NumberText.points(range.lowerBound)) to \(NumberText.points(range.upperBound)) — `\(t)` is not one",
                             "`\(command)` 명령에 쓸 수 있는 값: \(NumberText.points(range.lowerBound))부터 \(NumberText.points(range.upperBound))까지의 수 — 쓸 수 없는 값: `\(t)`",
                             separator: "\n")
        case .badChoice("sections", let typed, _):
            let t = String(typed.prefix(30))
            return lang.text("`sections` takes SECTIONSxROWS like `3x10`, or rows per section like `5,12,3` — not `\(t)`",
                             "`sections` 명령에 쓸 수 있는 값: `3x10`처럼 섹션 수x행 수, 또는 `5,12,3`처럼 섹션마다의 행 수 — 쓸 수 없는 값: `\(t)`",
                             separator: "\n")
        case .badChoice(let command, let typed, let choices):
            let list = choices.map { "`\($0)`" }.joined(separator: ", ")
            let t = String(typed.prefix(30))
            return lang.text("`\(command)` takes one of \(list) — not `\(t)`",
                             "`\(command)` 명령에 쓸 수 있는 값: \(list) — 없는 값: `\(t)`", separator: "\n")
        case .badPath(let command, let typed):
            let t = String(typed.prefix(30))
            return lang.text("`\(command)` takes a row like `25` or a section and row like `2:5` — not `\(t)`",
                             "`\(command)` 명령에 쓸 수 있는 값: `25` 같은 행 번호나 `2:5` 같은 섹션:행 — 쓸 수 없는 값: `\(t)`", separator: "\n")
        case .tooMuchData(let rows):
            return lang.text("that is \(NumberText.grouped(rows)) rows; tablelab holds at most \(NumberText.grouped(TableData.maxRows)) (and \(NumberText.grouped(TableData.maxSections)) sections)",
                             "모두 \(NumberText.grouped(rows))행입니다. tablelab은 최대 \(NumberText.grouped(TableData.maxRows))행(섹션은 \(NumberText.grouped(TableData.maxSections))개)까지 다룹니다",
                             separator: "\n")
        case .lineTooLong(let bytes, let limit):
            return lang.text("that line is \(NumberText.grouped(bytes)) bytes long; commands are at most \(NumberText.grouped(limit)) — nothing was run",
                             "입력한 줄이 \(NumberText.grouped(bytes))바이트입니다. 명령은 최대 \(NumberText.grouped(limit))바이트까지이며, 아무것도 실행하지 않았습니다",
                             separator: "\n")
        case .lesson(let en, let ko):
            return lang.text(en, ko, separator: "\n")
        case .notYet(let word):
            return lang.text("`\(word)` is planned but not in this version yet (guided lessons and stepping come next) — the README's tour and `help` walk through the same ground",
                             "계획되어 있지만 이 버전에는 아직 없는 명령입니다: `\(word)` — README의 둘러보기와 명령 목록(`help`)으로 같은 내용을 따라갈 수 있습니다",
                             separator: "\n")
        case .invalidUTF8:
            return lang.text("that line is not valid UTF-8 text — nothing was run; check the file's encoding",
                             "입력한 줄이 올바른 UTF-8 텍스트가 아닙니다 — 아무것도 실행하지 않았습니다. 파일 인코딩을 확인하세요",
                             separator: "\n")
        case .controlCharacter(let line, let scalar):
            // `message` shows the control characters as symbols (␛, ␇).
            let shown = String(line.prefix(60)) + (line.count > 60 ? "…" : "")
            let name = TerminalText.describe(scalar)
            return lang.text("`\(shown)` holds a control character (\(name)) — nothing was run; type the command again without it",
                             "입력한 줄에 제어 문자가 있어 아무것도 실행하지 않았습니다: `\(shown)` (\(name)) — 그 문자를 빼고 다시 입력하세요",
                             separator: "\n")
        case .noSuchCell(let id, let created):
            return created == 0
                ? lang.text("there is no cell#\(id): no cell has been created yet", "그런 셀은 없습니다: cell#\(id) — 아직 만들어진 셀이 없습니다", separator: "\n")
                : lang.text("there is no cell#\(id): cells so far are cell#1 … cell#\(created)",
                            "그런 셀은 없습니다: cell#\(id) — 지금까지 만들어진 셀은 cell#1 … cell#\(created)", separator: "\n")
        case .sim(let e):
            return Self.simMessage(e, lang)
        case .stepNeedsTableCommand(let line):
            return lang.text("`step` runs a command that changes the table — `\(line)` only looks; try `step scroll 1` or `step reload`",
                             "`step` 명령은 테이블을 바꾸는 명령을 한 단계씩 실행합니다 — `\(line)` 명령은 보기만 합니다. 예: `step scroll 1`, `step reload`",
                             separator: "\n")
        case .notStepping:
            return lang.text("nothing is being stepped through — `step scroll 1` runs a command one callback at a time",
                             "지금 한 단계씩 보고 있는 명령이 없습니다 — 명령을 콜백 하나씩 실행해 보세요. 예: `step scroll 1`", separator: "\n")
        case .nothingBack:
            return lang.text("this is the start of the session: there is no command to go back past — `forward` goes the other way",
                             "세션의 처음입니다: 되돌아갈 명령이 없습니다 — 반대 방향은 `forward`", separator: "\n")
        case .nothingForward:
            return lang.text("there is no command ahead — `forward` redoes what `back` went past",
                             "앞에 있는 명령이 없습니다 — 되돌아간 명령이 있을 때만 다시 할 수 있습니다 (`back` 다음에 `forward`)", separator: "\n")
        case .noSuchPoint(let n, let last):
            return lang.text("there is no point \(n): the session has points 0 … \(last) (`history` lists them)",
                             "\(n)번 지점은 없습니다: 세션의 지점은 0 … \(last)번입니다 (목록은 `history`)", separator: "\n")
        case .nothingToReplay:
            return lang.text("nothing to replay yet — run an experiment first, e.g. `data movies`, `load background`, `scroll 20`, then `replay --fix identity-check`",
                             "아직 다시 실행할 것이 없습니다 — 먼저 실험을 해 보세요. 예: `data movies`, `load background`, `scroll 20` 다음에 `replay --fix identity-check`",
                             separator: "\n")
        case .rowNotShown(let path):
            return lang.text("row \(path) is not on screen, so no cell shows it — `why row` asks about a visible row; `scroll to \(path.section):\(path.row)` first",
                             "\(path) 행은 화면에 없어서 보여주는 셀이 없습니다 — `why row` 명령은 보이는 행에 대해 묻습니다. 먼저 스크롤하세요: `scroll to \(path.section):\(path.row)`",
                             separator: "\n")
        case .openFailed(let file, let line, let message):
            let place = line.map { "\(file):\($0)" } ?? file
            return lang.text("\(place): \(message) — nothing was opened; the session is as it was",
                             "\(place): \(message) — 아무것도 열지 않았습니다. 세션은 그대로입니다", separator: "\n")
        case .choseongTyped(let typed, let compatibility):
            let from = Self.codePoints(typed), to = Self.codePoints(compatibility)
            return lang.text("`\(typed)` is \(from), a choseong jamo — the initial computed from a syllable; the index strip holds `\(compatibility)`, \(to), a compatibility jamo — the letter a keyboard types. They look alike and compare unequal (the bug `jamo raw` shows). To tap it, type `index \(compatibility)`",
                             "입력한 `\(typed)` 글자는 \(from) 초성 자모(음절에서 계산한 초성)이고, 인덱스에 있는 `\(compatibility)` 글자는 \(to) 호환용 자모(키보드로 치는 글자)입니다. 생김새는 같아도 같지 않다고 비교됩니다(`jamo raw`에서 보이는 그 버그). 탭하려면 `index \(compatibility)` 명령을 입력하세요",
                             separator: "\n")
        }
    }

    /// `U+1103`, or `U+1103 U+1105` for several scalars.
    static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    static func simMessage(_ e: SimError, _ lang: Language) -> String {
        switch e {
        case .noSuchRow(let path, let rows, let sections):
            if let rows {
                let valid = rows == 0
                    ? lang.text("section \(path.section) has no rows", "섹션 \(path.section)에는 행이 없습니다")
                    : lang.text("section \(path.section) has rows 0 … \(NumberText.grouped(rows - 1))", "섹션 \(path.section)의 행은 0 … \(NumberText.grouped(rows - 1))입니다")
                return lang.text("there is no row \(path) — \(valid)", "\(path) 행은 없습니다 — \(valid)", separator: "\n")
            }
            let valid = sections == 0
                ? lang.text("the table has no sections", "테이블에 섹션이 없습니다")
                : lang.text("sections are 0 … \(sections - 1)", "섹션은 0 … \(sections - 1)입니다")
            return lang.text("there is no section \(path.section) — \(valid)", "그런 섹션은 없습니다: 섹션 \(path.section) — \(valid)", separator: "\n")
        case .noSuchIndexTitle(let title, let available):
            let list = available.joined(separator: " ")
            return lang.text("the index strip has no `\(title)` — it shows: \(list)",
                             "인덱스에 없는 제목입니다: `\(title)` — 있는 것: \(list)", separator: "\n")
        case .noIndex(dataHasIndex: true):
            return lang.text("grouped tables show no section index — switch with `style plain`, then try again",
                             "grouped 테이블에는 섹션 인덱스가 없습니다 — `style plain`으로 바꾼 뒤 다시 해 보세요", separator: "\n")
        case .noIndex:
            return lang.text("this table has no section index — try `data timezones-ko` (ㄱ…ㅎ) or `data timezones-en` (A…Z) in plain style",
                             "이 테이블에는 섹션 인덱스가 없습니다 — plain 스타일에서 `data timezones-ko`(ㄱ…ㅎ)나 `data timezones-en`(A…Z)을 써 보세요",
                             separator: "\n")
        case .notVisible(let path):
            return lang.text("row \(path) is not on screen, so it has no cell to change — scroll to it first (`scroll to \(path.section):\(path.row)`)",
                             "\(path) 행은 화면에 없어서 바꿀 셀이 없습니다 — 먼저 스크롤하세요 (`scroll to \(path.section):\(path.row)`)",
                             separator: "\n")
        case .unknownIdentifier(let id):
            return lang.text("nothing is registered as `\(id)` — see `stats` for the registered identifiers",
                             "그 이름으로 등록된 것이 없습니다: `\(id)` — 등록된 identifier 목록: `stats`", separator: "\n")
        }
    }
}
