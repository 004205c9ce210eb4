// LineEditor.swift — interactive line editing on a terminal, through libedit.
//
// libedit does the editing (Hangul included, counted as 2 columns), history and key bindings; this
// file adds a coloured prompt, Tab completion over candidates from a Swift closure, a history file
// and Ctrl-C / resize flags. Use it only when stdin and stdout are terminals
// (`LineEditor.isInteractive`); otherwise read with `PlainLineReader`.
//
// The signal flags live once, in the CTerminal C target; everything in Swift reaches them through
// `LineEditor.consumeInterrupt()` / `LineEditor.consumeResize()`. Characters reach libedit through
// CTerminal's strict UTF-8 reader (EL_GETCFN): invalid bytes become U+FFFD, which the command parser
// refuses, instead of being dropped silently by libedit.

import CLibEdit
import CTerminal
import Foundation
import TableText

final class LineEditor {
    /// Text the next prompt starts with, as if typed (and not yet entered).
    var prefill: String?
    /// Keys typed while a drag played (see `Typeahead`): each kept line runs at a prompt of its own,
    /// then a Ctrl-D read during the drag ends the input.
    var typeahead: Typeahead?
    /// False on a dumb terminal (`TERM=dumb`): no cursor movement or erasing is written.
    var canMoveCursor = true
    enum Result: Equatable, Sendable {
        /// A line, without its trailing newline (may be empty).
        case line(String)
        /// A line that held bytes that are not UTF-8 (each shown as U+FFFD): refused whole, and not
        /// kept in the history. A U+FFFD typed as a character is valid text and comes as `line`.
        case notUTF8(String)
        /// Ctrl-C: the line being typed was discarded; a newline has already been printed.
        case interrupted
        /// Ctrl-D on an empty line (or the terminal went away); a newline has already been printed.
        case endOfInput
    }

    /// Add a space after a unique completion (not after one ending in "/").
    var appendsSpaceAfterUniqueCompletion = true

    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    private let promptProvider: () -> String
    private let completer: (_ lineBeforeCursor: String) -> [String]
    private let warn: (_ historyFilePath: String, _ problem: HistoryFile.Problem) -> Void
    private let historyFile: HistoryFile?
    private var hasWarned = false
    private var promptStorage: UnsafeMutablePointer<CChar>?
    private var isClosed = false

    /// The literal-mode character for EL_PROMPT_ESC.
    private static let literalMarker: Character = "\u{1}"

    /// - Parameters:
    ///   - programName: passed to `el_init` (selects `~/.editrc` sections).
    ///   - historyFile: where history is loaded from and saved to; nil = no history file.
    ///   - prompt: called once per `readLine()`; may contain ANSI escape codes.
    ///   - completer: gets the text before the cursor and returns full replacements for its LAST
    ///     word (the text after the last whitespace). `LineEditor.completionMatches` helps filter.
    ///   - warn: called at most once per session, with the history file's path and what went wrong
    ///     (its folder cannot be created, it is not a regular file, it cannot be written...). The
    ///     caller words (and translates) the message; editing continues with in-memory history.
    init(
        programName: String,
        historyFile: URL?,
        prompt: @escaping () -> String,
        completer: @escaping (_ lineBeforeCursor: String) -> [String],
        warn: @escaping (_ historyFilePath: String, _ problem: HistoryFile.Problem) -> Void = { path, problem in
            Output.error(REPL.historyWarning(path: path, problem: problem, language: Output.language))
        }
    ) {
        self.promptProvider = prompt
        self.completer = completer
        self.warn = warn
        self.historyFile = historyFile.map { HistoryFile(path: $0.path) }

        LineEditor.prepareLocale()
        LineEditor.installSignalHandlers()

        history = tl_history_init()
        if let history {
            _ = tl_history_setsize(history, HistoryFile.maxEntries)
            _ = tl_history_setunique(history, 1)
        }

        editLine = tl_el_init(programName)
        if let editLine {
            _ = tl_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
            _ = tl_el_set_editor(editLine, "emacs")
            // libedit's signal handling is off: CTerminal handles Ctrl-C, resizes, Ctrl-Z / `fg` and
            // termination (libedit's left cooked mode behind after a second Ctrl-Z at one prompt,
            // and did not redraw the prompt after `fg`); the reader calls these hooks.
            _ = tl_el_set_signal(editLine, 0)
            tl_set_editor_hooks({ el in if let el { tl_el_resize(el) } },
                                { el in
                                    guard let el else { return }
                                    tl_write_stdout("\r")
                                    tl_el_refresh(el)
                                })
            _ = tl_el_set_getcfn(editLine, tl_read_char)
            if let history { _ = tl_el_set_hist(editLine, history) }
            _ = tl_el_set_prompt_esc(editLine, { el in
                guard let el, let data = tl_el_get_clientdata(el) else { return nil }
                return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptStorage
            }, CChar(1))
            _ = tl_el_addfn(editLine, "tablelab-complete", "Complete the word before the cursor", { el, _ in
                guard let el, let data = tl_el_get_clientdata(el) else { return UInt8(CC_ERROR) }
                return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete(el)
            })
            _ = tl_el_bind(editLine, "^I", "tablelab-complete")
        }

        openHistoryFile()
    }

    deinit {
        close()
    }

    // MARK: - Reading

    /// Reads one line with editing, history and completion.
    func readLine() -> Result {
        guard !isClosed else { return .endOfInput }
        guard let editLine else { return readLineWithoutEditor() }
        _ = tl_consume_sigint()  // a Ctrl-C from before this prompt must not cancel it
        _ = tl_consume_sigcont()  // nor redraw it: a `fg` during a drag is over by now
        setPrompt(promptProvider())
        if let text = prefill {
            // `solution` in a lesson: the line is typed for the learner, who still presses Enter.
            prefill = nil
            tl_el_push(editLine, text)
        } else if let typeahead {
            if let text = typeahead.next() {
                tl_el_push(editLine, text)
            } else if typeahead.endOfInput {
                return .endOfInput
            }
        }

        while true {
            var count: Int32 = 0
            tl_reset_invalid_input()
            let raw = tl_el_gets(editLine, &count)
            let savedErrno = tl_errno()

            // Ctrl-C first, whatever el_gets returned: interrupted incremental search (Ctrl-R) returns
            // NULL with count 0, exactly like Ctrl-D — only the flag tells them apart.
            if tl_consume_sigint() != 0 {
                // From a search, libedit has already moved below the search's own row (`bck:scr`,
                // under the line): go up, erase that row and prompt there, so no search line stays.
                let fromSearch = raw == nil && count == 0
                tl_write_stdout(fromSearch ? (canMoveCursor ? "\u{1B}[A\r\u{1B}[K" : "") : "\n")
                return .interrupted
            }
            if let raw, count > 0 {
                let bytes = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
                var text = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
                if text.hasSuffix("\n") { text.removeLast() }  // "\r\n" is one Character
                // Invalid UTF-8 arrived as U+FFFD: the line is refused; history does not keep it.
                guard tl_had_invalid_input() == 0 else { return .notUTF8(text) }
                remember(text)
                return .line(text)
            }
            if count == 0 {  // Ctrl-D on an empty line
                tl_write_stdout("\n")
                return .endOfInput
            }
            // count == -1: interrupted by another signal, or a read error.
            if savedErrno == EINTR { continue }  // some other signal: prompt again
            tl_write_stdout("\n")
            return .endOfInput
        }
    }

    /// Saves history and releases libedit. Safe to call more than once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        saveHistory()
        if let editLine { tl_el_end(editLine) }
        editLine = nil
        if let history { tl_history_end(history) }
        history = nil
        free(promptStorage)
        promptStorage = nil
    }

    // MARK: - Terminal state (usable without an editor instance)

    /// True when both stdin and stdout are terminals, i.e. when a LineEditor should be used.
    static var isInteractive: Bool { tl_isatty(0) != 0 && tl_isatty(1) != 0 }

    /// Width of the terminal on stdout, or nil when stdout is not a terminal.
    static var terminalColumns: Int? {
        let columns = tl_terminal_columns(1)
        return columns > 0 ? Int(columns) : nil
    }

    /// Height of the terminal on stdout, or nil when stdout is not a terminal.
    static var terminalRows: Int? {
        let rows = tl_terminal_rows(1)
        return rows > 0 ? Int(rows) : nil
    }

    /// True once after each SIGWINCH (terminal resized).
    static func consumeResize() -> Bool { tl_consume_sigwinch() != 0 }

    /// True once after each Ctrl-C (SIGINT) received outside `readLine()` — for animation loops.
    static func consumeInterrupt() -> Bool { tl_consume_sigint() != 0 }

    /// Installs the SIGINT (no SA_RESTART) and SIGWINCH handlers. Idempotent; `init` calls it. Call
    /// it yourself only to poll Ctrl-C/resize without a LineEditor. While installed, Ctrl-C no longer
    /// kills the process: poll `consumeInterrupt()`.
    static func installSignalHandlers() {
        _ = tl_install_signal_handlers()
        _ = tl_install_job_control_handlers()
    }

    /// Puts SIGINT and SIGWINCH back to their default actions (Ctrl-C kills again).
    static func restoreDefaultSignalHandlers() { tl_restore_default_signal_handlers() }

    /// `setlocale(LC_CTYPE, "")`, falling back to a UTF-8 locale when the environment's is missing or
    /// not UTF-8 (without it libedit drops typed Hangul). Called by `init`; idempotent.
    static func prepareLocale() {
        if setlocale(LC_CTYPE, "") != nil, tl_codeset_is_utf8() != 0 { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
            if setlocale(LC_CTYPE, name) != nil, tl_codeset_is_utf8() != 0 { return }
        }
    }

    // MARK: - Prompt

    private func setPrompt(_ prompt: String) {
        free(promptStorage)
        promptStorage = strdup(LineEditor.escapePrompt(prompt))
    }

    /// Wraps ANSI escape sequences for EL_PROMPT_ESC: `\1<escapes>\1` followed by a visible character
    /// (libedit draws the literal together with the next character and gives it that character's
    /// width, so a literal can be neither last nor followed by a zero-width character). Adjacent
    /// escapes are merged; escapes at the very end move in front of the trailing spaces, or get a
    /// space after them when there are none.
    static func escapePrompt(_ prompt: String) -> String {
        struct Cell { var escapes: String; var scalar: Unicode.Scalar }
        var cells: [Cell] = []
        var pending = ""
        let scalars = Array(prompt.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1B}" {
                let end = escapeSequenceEnd(scalars, from: i)
                pending.unicodeScalars.append(contentsOf: scalars[i..<end])
                i = end
                continue
            }
            i += 1
            if s == "\u{1}" { continue }
            if s.value < 0x20 && s != "\n" && s != "\t" || s.value == 0x7F {  // other controls: zero width
                pending.unicodeScalars.append(s)
                continue
            }
            if !pending.isEmpty && tl_wcwidth(Int32(bitPattern: s.value)) > 0 {
                cells.append(Cell(escapes: pending, scalar: s))
                pending = ""
            } else {
                cells.append(Cell(escapes: "", scalar: s))
            }
        }
        if !pending.isEmpty {
            var j = cells.count
            while j > 0, cells[j - 1].scalar == " ", cells[j - 1].escapes.isEmpty { j -= 1 }
            if j < cells.count {
                cells[j].escapes = pending
            } else {
                cells.append(Cell(escapes: pending, scalar: " "))
            }
        }
        var out = ""
        for cell in cells {
            if !cell.escapes.isEmpty {
                out.append(literalMarker)
                out += cell.escapes
                out.append(literalMarker)
            }
            out.unicodeScalars.append(cell.scalar)
        }
        return out
    }

    /// Index just past the escape sequence starting at `start` (an ESC): CSI, OSC/DCS-like strings
    /// ended by BEL or ESC \, or a two-character escape.
    private static func escapeSequenceEnd(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start + 1
        guard i < s.count else { return i }
        switch s[i] {
        case "[":
            i += 1
            while i < s.count, (0x20...0x3F).contains(s[i].value) { i += 1 }
            return min(i + 1, s.count)  // the final byte 0x40–0x7E
        case "]", "P", "_", "^", "X":
            i += 1
            while i < s.count {
                if s[i] == "\u{7}" { return i + 1 }
                if s[i] == "\u{1B}", i + 1 < s.count, s[i + 1] == "\\" { return i + 2 }
                i += 1
            }
            return i
        default:
            return i + 1
        }
    }

    // MARK: - Completion

    private func complete(_ el: OpaquePointer) -> UInt8 {
        guard let info = tl_el_wline(el)?.pointee,
              let buffer = info.buffer, let cursor = info.cursor, let lastChar = info.lastchar
        else { return UInt8(CC_ERROR) }

        let before = LineEditor.string(fromWide: buffer, count: cursor - buffer)
        let next: Unicode.Scalar? = cursor < lastChar ? Unicode.Scalar(UInt32(bitPattern: cursor.pointee)) : nil
        let word = LineEditor.lastWord(of: before)

        var seen = Set<String>()
        let candidates = completer(before).filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }

        if candidates.count == 1 {
            var insertion = candidates[0]
            let nextIsSpace = next.map { $0.properties.isWhitespace } ?? false
            if appendsSpaceAfterUniqueCompletion, !insertion.hasSuffix("/"), !nextIsSpace {
                insertion += " "
            }
            replaceWord(word, with: insertion, in: el)
            return UInt8(CC_REFRESH)
        }

        let prefix = LineEditor.commonPrefix(candidates)
        if !prefix.isEmpty, prefix != word, prefix.count >= word.count, !word.hasPrefix(prefix) {
            replaceWord(word, with: prefix, in: el)
            return UInt8(CC_REFRESH)
        }

        // CC_REDISPLAY makes libedit move up from where it believes the cursor is (row `cursorRow`
        // of the edit area) and redraw there. So: step below the whole edit area, print the list,
        // then step down `cursorRow` more rows, so the redraw lands right under the list.
        let columns = LineEditor.terminalColumns ?? 80
        let after = LineEditor.string(fromWide: cursor, count: lastChar - cursor)
        let rows = LineEditor.editRows(
            prompt: promptStorage.map { String(cString: $0) } ?? "", before: before, after: after,
            columns: columns, screenRows: LineEditor.terminalRows ?? Int.max)
        var output = String(repeating: "\r\n", count: rows.last - rows.cursor + 1)
        output += LineEditor.columns(candidates.map(\.visibleControls), width: columns)  // names from data files
        output += String(repeating: "\r\n", count: rows.cursor)
        tl_write_stdout(output)
        return UInt8(CC_REDISPLAY)
    }

    private func replaceWord(_ word: String, with replacement: String, in el: OpaquePointer) {
        let deleteCount = word.unicodeScalars.count  // wchar_t is one code point
        if deleteCount > 0 { tl_el_deletestr(el, Int32(deleteCount)) }
        guard !replacement.isEmpty else { return }
        var wide = replacement.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        _ = tl_el_winsertstr(el, wide)
    }

    private static func string(fromWide start: UnsafePointer<wchar_t>, count: Int) -> String {
        var text = String.UnicodeScalarView()
        for k in 0..<max(0, count) {
            text.append(Unicode.Scalar(UInt32(bitPattern: start[k])) ?? "\u{FFFD}")
        }
        return String(text)
    }

    /// The text after the last whitespace.
    static func lastWord(of text: String) -> String {
        if let space = text.lastIndex(where: { $0.isWhitespace }) {
            return String(text[text.index(after: space)...])
        }
        return text
    }

    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            var n = 0
            for (a, b) in zip(prefix, Array(string)) {
                guard a == b else { break }
                n += 1
            }
            prefix = Array(prefix.prefix(n))
        }
        return String(prefix)
    }

    /// Where libedit puts the cursor and the last row of the edit area (rows counted from the
    /// prompt's row), following its refresh.c: a wide character that does not fit wraps early, a
    /// full row moves on to the next, tabs go to multiples of 8, controls show as ^X.
    static func editRows(prompt escapedPrompt: String, before: String, after: String, columns: Int, screenRows: Int)
        -> (cursor: Int, last: Int)
    {
        let width = max(columns, 2)
        var h = 0, v = 0
        func put(_ w: Int, wrapFirst: Bool = true) {
            if wrapFirst { while h + w > width { put(1) } }
            h += w
            if h >= width {
                h = 0
                if v + 1 < screenRows { v += 1 }
            }
        }
        func add(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "\t":
                repeat { put(1) } while h % 8 != 0
            case "\n":
                h = 0
                if v + 1 < screenRows { v += 1 }
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { put(1); put(1); return }  // ^X
                let w = Int(tl_wcwidth(Int32(bitPattern: scalar.value)))
                if w < 0 { for _ in 0..<(scalar.value > 0xFFFF ? 8 : 7) { put(1) } } else { put(w) }  // \U+XXXX
            }
        }
        // The prompt, with \1...\1 literals drawn together with the next character at its width.
        let p = Array(escapedPrompt.unicodeScalars)
        var i = 0
        while i < p.count {
            if p[i] == "\u{1}" {
                var j = i + 1
                while j < p.count, p[j] != "\u{1}" { j += 1 }
                guard j + 1 < p.count else { break }
                let w = Int(tl_wcwidth(Int32(bitPattern: p[j + 1].value)))
                if w > 0 { put(w, wrapFirst: false) }
                i = j + 2
                continue
            }
            let w = Int(tl_wcwidth(Int32(bitPattern: p[i].value)))
            put(max(w, 0))
            i += 1
        }
        for scalar in before.unicodeScalars { add(scalar) }
        var cursorRow = v
        if let first = after.unicodeScalars.first {
            let w = Int(tl_wcwidth(Int32(bitPattern: first.value)))
            if w > 1, h + w > width, v + 1 < screenRows { cursorRow = v + 1 }
        }
        for scalar in after.unicodeScalars { add(scalar) }
        return (cursorRow, v)
    }

    /// The candidates in columns (column-major, like a shell), each row ending with "\r\n" because the
    /// terminal is in raw mode.
    static func columns(_ items: [String], width: Int) -> String {
        let widths = items.map(displayWidth)
        let cellWidth = (widths.max() ?? 0) + 2
        let columnCount = max(1, (max(width, 1) + 2) / cellWidth)
        let rowCount = (items.count + columnCount - 1) / columnCount
        var out = ""
        for row in 0..<rowCount {
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < items.count else { break }
                line += items[index]
                let isLast = column == columnCount - 1 || (column + 1) * rowCount + row >= items.count
                if !isLast { line += String(repeating: " ", count: cellWidth - widths[index]) }
            }
            out += line + "\r\n"
        }
        return out
    }

    /// Terminal columns of `text` (per Character, the widest code point; unknown counts as 1).
    static func displayWidth(_ text: String) -> Int {
        var total = 0
        for character in text {
            var widest = -1
            for scalar in character.unicodeScalars {
                widest = max(widest, Int(tl_wcwidth(Int32(bitPattern: scalar.value))))
            }
            total += widest < 0 ? (character.isASCII && character.asciiValue! < 0x20 ? 0 : 1) : widest
        }
        return total
    }

    /// A matcher for completers: `candidate` starts with `word`, ignoring ASCII case, where any
    /// Hangul compatibility consonant in `word` (ㅂ) matches a syllable with that initial (비), and a
    /// final syllable without a final consonant (도, mid-composition) matches one that adds it (동).
    static func completionMatches(word: String, candidate: String) -> Bool {
        let w = Array(word.lowercased()), c = Array(candidate.lowercased())
        guard w.count <= c.count else { return false }
        for k in w.indices where w[k] != c[k] {
            guard let cs = hangulSyllable(c[k]) else { return false }
            if let initial = choseongIndex(ofCompatibilityJamo: w[k]), initial == cs / 588 { continue }
            if k == w.count - 1, let ws = hangulSyllable(w[k]), ws % 28 == 0, ws / 28 == cs / 28 { continue }
            return false
        }
        return true
    }

    /// Index of a precomposed Hangul syllable (0..<11172), or nil.
    private static func hangulSyllable(_ character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let v = scalars.first?.value, (0xAC00...0xD7A3).contains(v) else { return nil }
        return Int(v - 0xAC00)
    }

    private static let compatibilityChoseong: [Character] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    private static func choseongIndex(ofCompatibilityJamo character: Character) -> Int? {
        compatibilityChoseong.firstIndex(of: character)
    }

    // MARK: - History

    private func openHistoryFile() {
        guard let historyFile, let history else { return }
        if let problem = historyFile.load(into: history) { warnOnce(problem) }
    }

    /// Adds a non-blank line to history (without trailing whitespace, which libedit drops on recall
    /// anyway, so "stats " and "stats" are one entry) and saves the file.
    private func remember(_ line: String) {
        guard let history else { return }
        var entry = Substring(line)
        while let last = entry.last, last.isWhitespace { entry.removeLast() }
        guard !entry.isEmpty else { return }
        _ = tl_history_enter(history, String(entry))
        historyFile?.add(String(entry))
        saveHistory()
    }

    private func saveHistory() {
        if let problem = historyFile?.save() { warnOnce(problem) }
    }

    private func warnOnce(_ problem: HistoryFile.Problem) {
        guard !hasWarned, let historyFile else { return }
        hasWarned = true
        warn(historyFile.path, problem)
    }

    // MARK: - Fallback

    private lazy var plainReader = PlainLineReader()

    /// Only when el_init failed: print the prompt without escapes and read a plain line.
    private func readLineWithoutEditor() -> Result {
        let prompt = promptProvider().replacingOccurrences(
            of: "\u{1B}\\[[0-?]*[ -/]*[@-~]", with: "", options: .regularExpression)
        tl_write_stdout(prompt)
        guard let line = plainReader.readLine() else { return .endOfInput }
        guard !line.hadInvalidUTF8 else { return .notUTF8(line.text) }
        remember(line.text)
        return .line(line.text)
    }
}
