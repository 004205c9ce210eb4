// TerminalScreen — a small VT100/xterm screen model: replays a program's output and tells which lines
// a person would see, after line-editor redraws, cursor moves and erases.
//
//     var screen = TerminalScreen(rows: 24, columns: 80)
//     screen.feed(term.transcript)
//     XCTAssertEqual(screen.lines.last(where: { !$0.isEmpty }), "> 한글")
//
// Handles: printable text with display widths (wide East Asian characters and emoji take 2 cells,
// combining marks / ZWJ / VS16 / Hangul medial and final jamo 0), deferred autowrap like xterm,
// CR LF BS HT, ESC 7/8 D E M c, charset designations (ignored), OSC/DCS strings (ignored), and CSI
// A B C D E F G H f d e a ` (moves), J K (erase), @ P X (insert/delete/erase characters), L M (lines),
// S T (scroll), r (scroll region), s u (save/restore), h/l for insert mode (4), autowrap (?7) and the
// alternate screen (?47 ?1047 ?1049). Colours and other attributes (SGR) are ignored. Lines scrolled
// off the top are kept in `scrollbackLines`.
//
// Widths are per Unicode scalar, like glibc's wcwidth and the terminals that follow it: a ZWJ emoji
// sequence shows as its parts (👨‍👩‍👧 takes 6 cells here).

import Foundation

struct TerminalScreen: Sendable {
    let rows: Int
    let columns: Int

    /// Zero-based cursor position.
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0

    /// How many times output overwrote, erased, deleted or pushed off only one half of a wide
    /// character. A program that measures widths as the terminal does never does this; a non-zero
    /// count after a redraw suggests a width bug (and terminals differ in what they then show).
    private(set) var brokenWideCharacters = 0

    private struct Cell: Sendable, Equatable {
        var text: String
        /// 1 or 2 for a cell that starts a character, 0 for the right half of a wide character.
        var width: Int8
        static let blank = Cell(text: " ", width: 1)
        static let continuation = Cell(text: "", width: 0)
    }

    private var grid: [[Cell]]
    private var scrollback: [[Cell]] = []
    private var wrapPending = false
    private var autowrap = true
    private var insertMode = false
    private var top = 0
    private var bottom: Int
    private var saved: (row: Int, column: Int)?
    private var mainScreen: (grid: [[Cell]], row: Int, column: Int)?   // set while the alternate screen shows

    // Parser state, kept across `feed` calls.
    private enum Mode: Sendable { case ground, escape, escapeIntermediate, csi, string, stringEscape }
    private var mode = Mode.ground
    private var sequence = ""            // CSI parameters and intermediates, or ESC intermediates
    private var utf8Tail: [UInt8] = []   // an incomplete UTF-8 sequence at the end of the last feed

    init(rows: Int = 24, columns: Int = 80) {
        precondition(rows > 0 && columns > 0)
        self.rows = rows
        self.columns = columns
        self.bottom = rows - 1
        self.grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    }

    /// A screen after replaying `transcript`.
    init(rows: Int = 24, columns: Int = 80, replaying transcript: String) {
        self.init(rows: rows, columns: columns)
        feed(transcript)
    }

    // MARK: Reading the screen

    /// The visible rows, top to bottom, trailing blanks removed (always `rows` strings).
    var lines: [String] { grid.map { Self.render($0) } }

    /// The visible rows with their trailing blanks: each fills `columns` cells. Use this to look for
    /// text that ends in spaces, such as an empty prompt "> ".
    var paddedLines: [String] { grid.map { Self.render($0, trimming: false) } }

    /// The lines that scrolled off the top, oldest first.
    var scrollbackLines: [String] { scrollback.map { Self.render($0) } }

    /// Scrollback then screen, with trailing empty lines removed.
    var allLines: [String] { Self.trimmingTrailingEmpty(scrollbackLines + lines) }

    /// The visible screen as text: `lines` without trailing empty lines, joined with "\n".
    var text: String { Self.trimmingTrailingEmpty(lines).joined(separator: "\n") }

    /// The line the cursor is on.
    var cursorLine: String { Self.render(grid[cursorRow]) }

    // MARK: Feeding output

    mutating func feed(_ text: String) {
        feed(Array(text.utf8))
    }

    mutating func feed(_ bytes: [UInt8]) {
        var data = utf8Tail + bytes
        utf8Tail = Self.incompleteUTF8Suffix(of: data)
        data.removeLast(utf8Tail.count)
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            step(scalar)
        }
    }

    // MARK: - Parser

    private mutating func step(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch mode {
        case .ground:
            if v == 0x1B {
                mode = .escape
                sequence = ""
            } else if v < 0x20 || v == 0x7F {
                control(v)
            } else if (0x80..<0xA0).contains(v) {
                return  // C1 controls as characters: ignored
            } else {
                put(scalar)
            }
        case .escape:
            switch v {
            case 0x5B: mode = .csi; sequence = ""                               // [
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: mode = .string                   // ] P X ^ _
            case 0x20...0x2F: mode = .escapeIntermediate; sequence = String(scalar)
            case 0x1B: mode = .escape
            case 0x18, 0x1A: mode = .ground
            case 0x00..<0x20: control(v)
            default:
                mode = .ground
                escape(scalar)
            }
        case .escapeIntermediate:
            switch v {
            case 0x20...0x2F: sequence.unicodeScalars.append(scalar)
            case 0x1B: mode = .escape; sequence = ""
            case 0x18, 0x1A: mode = .ground
            case 0x00..<0x20: control(v)
            default: mode = .ground   // charset designation (ESC ( B), DECALN (ESC # 8): ignored
            }
        case .csi:
            switch v {
            case 0x40...0x7E:
                mode = .ground
                csi(final: scalar)
            case 0x20...0x3F: sequence.unicodeScalars.append(scalar)
            case 0x1B: mode = .escape; sequence = ""
            case 0x18, 0x1A: mode = .ground
            case 0x00..<0x20: control(v)
            default: mode = .ground
            }
        case .string:
            switch v {
            case 0x07, 0x18, 0x1A: mode = .ground
            case 0x1B: mode = .stringEscape
            default: break
            }
        case .stringEscape:
            if v == 0x5C {
                mode = .ground
            } else {
                mode = .escape
                sequence = ""
                step(scalar)
            }
        }
    }

    private mutating func control(_ v: UInt32) {
        switch v {
        case 0x08:  // BS
            wrapPending = false
            cursorColumn = max(0, cursorColumn - 1)
        case 0x09:  // HT: stops every 8 columns
            wrapPending = false
            cursorColumn = min(columns - 1, (cursorColumn / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C:  // LF VT FF (the tty's ONLCR has already added CR where needed)
            wrapPending = false
            index()
        case 0x0D:  // CR
            wrapPending = false
            cursorColumn = 0
        default:
            break  // BEL, NUL, SO, SI, DEL, …
        }
    }

    private mutating func escape(_ final: Unicode.Scalar) {
        switch final {
        case "7": saved = (cursorRow, cursorColumn)
        case "8": restoreCursor()
        case "D": wrapPending = false; index()
        case "E": wrapPending = false; cursorColumn = 0; index()
        case "M": wrapPending = false; reverseIndex()
        case "c": self = TerminalScreen(rows: rows, columns: columns)
        default: break  // ESC = ESC > (keypad modes) and the rest: no effect on the text
        }
    }

    private mutating func csi(final: Unicode.Scalar) {
        var body = Substring(sequence)
        var marker: Character?
        if let first = body.first, "?><=".contains(first) {
            marker = first
            body = body.dropFirst()
        }
        // Intermediates (0x20–0x2F) make it a different function (e.g. CSI SP q): ignore those.
        if body.unicodeScalars.contains(where: { (0x20...0x2F).contains($0.value) }) { return }
        let params: [Int?] = body.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0.split(separator: ":").first ?? "")
        }
        func p(_ i: Int, _ fallback: Int) -> Int {
            i < params.count ? (params[i] ?? fallback) : fallback
        }
        let n = max(1, p(0, 1))  // a count: 0 or missing means 1

        if let marker {
            if marker == "?" && (final == "h" || final == "l") {
                for mode in params.compactMap({ $0 }) { privateMode(mode, on: final == "h") }
            }
            return
        }

        switch final {
        case "A":  // CUU
            moveTo(row: max(cursorRow >= top ? top : 0, cursorRow - n), column: cursorColumn)
        case "B", "e":  // CUD, VPR
            moveTo(row: min(cursorRow <= bottom ? bottom : rows - 1, cursorRow + n), column: cursorColumn)
        case "C", "a":  // CUF, HPR
            moveTo(row: cursorRow, column: cursorColumn + n)
        case "D":  // CUB
            moveTo(row: cursorRow, column: cursorColumn - n)
        case "E":  // CNL
            moveTo(row: min(cursorRow <= bottom ? bottom : rows - 1, cursorRow + n), column: 0)
        case "F":  // CPL
            moveTo(row: max(cursorRow >= top ? top : 0, cursorRow - n), column: 0)
        case "G", "`":  // CHA, HPA
            moveTo(row: cursorRow, column: p(0, 1) - 1)
        case "d":  // VPA
            moveTo(row: p(0, 1) - 1, column: cursorColumn)
        case "H", "f":  // CUP
            moveTo(row: p(0, 1) - 1, column: p(1, 1) - 1)
        case "J":  // ED
            switch p(0, 0) {
            case 0:
                eraseInLine(from: cursorColumn, to: columns)
                for r in (cursorRow + 1)..<rows { grid[r] = blankLine() }
            case 1:
                for r in 0..<cursorRow { grid[r] = blankLine() }
                eraseInLine(from: 0, to: cursorColumn + 1)
            case 2:
                for r in 0..<rows { grid[r] = blankLine() }
            case 3:
                scrollback.removeAll()
            default: break
            }
        case "K":  // EL
            switch p(0, 0) {
            case 0: eraseInLine(from: cursorColumn, to: columns)
            case 1: eraseInLine(from: 0, to: cursorColumn + 1)
            case 2: eraseInLine(from: 0, to: columns)
            default: break
            }
        case "@":  // ICH
            wrapPending = false
            insertBlanks(n)
        case "P":  // DCH
            wrapPending = false
            deleteCharacters(n)
        case "X":  // ECH
            wrapPending = false
            eraseInLine(from: cursorColumn, to: min(columns, cursorColumn + n))
        case "L":  // IL
            if (top...bottom).contains(cursorRow) {
                scrollDown(n, from: cursorRow)
                cursorColumn = 0
                wrapPending = false
            }
        case "M":  // DL
            if (top...bottom).contains(cursorRow) {
                scrollUp(n, from: cursorRow)
                cursorColumn = 0
                wrapPending = false
            }
        case "S": scrollUp(n, from: top)
        case "T": scrollDown(n, from: top)
        case "r":  // DECSTBM
            let t = p(0, 1) - 1
            let b = min(rows, p(1, rows)) - 1
            if t < b && t >= 0 {
                top = t
                bottom = b
                moveTo(row: 0, column: 0)
            }
        case "s": saved = (cursorRow, cursorColumn)
        case "u": restoreCursor()
        case "h", "l":
            if params.contains(where: { $0 == 4 }) { insertMode = final == "h" }
        default:
            break  // SGR (m), device reports (n, c), window ops (t), …
        }
    }

    private mutating func privateMode(_ mode: Int, on: Bool) {
        switch mode {
        case 7:
            autowrap = on
            if !on { wrapPending = false }
        case 47, 1047, 1049:
            if on, mainScreen == nil {
                mainScreen = (grid, cursorRow, cursorColumn)
                grid = Array(repeating: blankLine(), count: rows)
            } else if !on, let main = mainScreen {
                grid = main.grid
                if mode == 1049 { moveTo(row: main.row, column: main.column) }
                mainScreen = nil
            }
        default:
            break
        }
    }

    // MARK: - Screen operations

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = Self.width(of: scalar)
        if width == 0 {
            // Combining mark, ZWJ, variation selector: joins the character before the cursor.
            var c = wrapPending ? cursorColumn : cursorColumn - 1
            if c >= 0, grid[cursorRow][c].width == 0 { c -= 1 }
            if c >= 0 { grid[cursorRow][c].text.unicodeScalars.append(scalar) }
            return
        }
        if wrapPending {
            wrapPending = false
            if autowrap {
                cursorColumn = 0
                index()
            }
        }
        if width == 2 && cursorColumn == columns - 1 {
            // A wide character does not fit in the last column: it goes to the next line (xterm).
            guard autowrap, columns >= 2 else { return }
            eraseInLine(from: cursorColumn, to: columns)
            cursorColumn = 0
            index()
        }
        if insertMode { insertBlanks(width) }
        breakWideCharacters(around: cursorColumn..<(cursorColumn + width))
        grid[cursorRow][cursorColumn] = Cell(text: String(scalar), width: Int8(width))
        if width == 2 { grid[cursorRow][cursorColumn + 1] = .continuation }
        cursorColumn += width
        if cursorColumn >= columns {
            cursorColumn = columns - 1
            wrapPending = autowrap
        }
    }

    /// Before the cells `range` of the cursor's row are overwritten or erased: a wide character only
    /// partly inside the range is blanked whole (as xterm and VTE do; tmux keeps the left half showing
    /// when an erase starts on the right half).
    private mutating func breakWideCharacters(around range: Range<Int>) {
        let start = max(0, range.lowerBound)
        let end = min(columns, range.upperBound)
        guard start < end else { return }
        if grid[cursorRow][start].width == 0, start > 0 {
            grid[cursorRow][start - 1] = .blank
            grid[cursorRow][start] = .blank
            brokenWideCharacters += 1
        }
        if grid[cursorRow][end - 1].width == 2, end < columns {
            grid[cursorRow][end] = .blank
            brokenWideCharacters += 1
        }
    }

    private mutating func eraseInLine(from start: Int, to end: Int) {
        let start = max(0, start)
        let end = min(columns, end)
        guard start < end else { return }
        breakWideCharacters(around: start..<end)
        for c in start..<end { grid[cursorRow][c] = .blank }
    }

    private mutating func insertBlanks(_ n: Int) {
        let n = min(n, columns - cursorColumn)
        guard n > 0 else { return }
        if grid[cursorRow][cursorColumn].width == 0 {   // inserting inside a wide character
            breakWideCharacters(around: cursorColumn..<(cursorColumn + 1))
        }
        var line = grid[cursorRow]
        line.insert(contentsOf: Array(repeating: Cell.blank, count: n), at: cursorColumn)
        line.removeLast(n)
        if line[columns - 1].width == 2 {   // a wide character pushed half off the right edge
            line[columns - 1] = .blank
            brokenWideCharacters += 1
        }
        grid[cursorRow] = line
    }

    private mutating func deleteCharacters(_ n: Int) {
        let n = min(n, columns - cursorColumn)
        guard n > 0 else { return }
        breakWideCharacters(around: cursorColumn..<(cursorColumn + n))
        var line = grid[cursorRow]
        line.removeSubrange(cursorColumn..<(cursorColumn + n))
        line.append(contentsOf: Array(repeating: Cell.blank, count: n))
        grid[cursorRow] = line
    }

    private mutating func index() {
        if cursorRow == bottom {
            scrollUp(1, from: top)
        } else if cursorRow < rows - 1 {
            cursorRow += 1
        }
    }

    private mutating func reverseIndex() {
        if cursorRow == top {
            scrollDown(1, from: top)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    /// Moves lines `from...bottom` up by `n`, blank lines entering at the bottom.
    private mutating func scrollUp(_ n: Int, from start: Int) {
        let n = min(n, bottom - start + 1)
        guard n > 0 else { return }
        let removed = Array(grid[start..<(start + n)])
        if start == 0 && mainScreen == nil { scrollback.append(contentsOf: removed) }
        grid.removeSubrange(start..<(start + n))
        grid.insert(contentsOf: Array(repeating: blankLine(), count: n), at: bottom - n + 1)
    }

    /// Moves lines `from...bottom` down by `n`, blank lines entering at `from`.
    private mutating func scrollDown(_ n: Int, from start: Int) {
        let n = min(n, bottom - start + 1)
        guard n > 0 else { return }
        grid.removeSubrange((bottom - n + 1)...bottom)
        grid.insert(contentsOf: Array(repeating: blankLine(), count: n), at: start)
    }

    private mutating func moveTo(row: Int, column: Int) {
        wrapPending = false
        cursorRow = min(max(0, row), rows - 1)
        cursorColumn = min(max(0, column), columns - 1)
    }

    private mutating func restoreCursor() {
        if let saved { moveTo(row: saved.row, column: saved.column) } else { moveTo(row: 0, column: 0) }
    }

    private func blankLine() -> [Cell] { Array(repeating: .blank, count: columns) }

    private static func render(_ line: [Cell], trimming: Bool = true) -> String {
        var s = ""
        for cell in line where cell.width != 0 { s += cell.text }
        if trimming {
            while s.last == " " { s.removeLast() }
        }
        return s
    }

    private static func trimmingTrailingEmpty(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The bytes at the end of `data` that start a UTF-8 sequence not yet complete.
    private static func incompleteUTF8Suffix(of data: [UInt8]) -> [UInt8] {
        var i = data.count - 1
        var back = 0
        while i >= 0 && back < 4 {
            let b = data[i]
            if b & 0xC0 != 0x80 {   // a lead byte (or ASCII)
                let need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                return need > back + 1 ? Array(data[i...]) : []
            }
            i -= 1
            back += 1
        }
        return []
    }

    // MARK: - Display width

    /// Columns a string takes, summing `width(of:)` over its scalars (as glibc's wcswidth does).
    static func width(of string: String) -> Int {
        string.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns one scalar takes: 0, 1 or 2. East Asian Wide and Fullwidth characters and emoji with
    /// emoji presentation are 2; combining marks, format characters (ZWJ, ZWSP), variation selectors
    /// and Hangul medial/final jamo are 0; ambiguous-width characters are 1 (glibc's choice).
    static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }  // Latin, including U+00AD (glibc: 1)
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format:
            return prependedMarks.contains(v) ? 1 : 0   // Arabic number signs and the like print
        default:
            break
        }
        if scalar.properties.isEmojiPresentation && !(0x1F1E6...0x1F1FF).contains(v) { return 2 }
        var lo = 0
        var hi = wide.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < wide[mid].lowerBound {
                hi = mid - 1
            } else if v > wide[mid].upperBound {
                lo = mid + 1
            } else {
                return 2
            }
        }
        return 1
    }

    /// Format characters (Prepended_Concatenation_Mark) that glibc counts as 1 column.
    private static let prependedMarks: Set<UInt32> = [
        0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]

    /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji, sorted (UAX #11), plus the
    /// circled numbers U+3248–324F that glibc makes wide.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x2FFF, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
        0x3131...0x318E, 0x3190...0x31E5, 0x31EF...0x321E, 0x3220...0xA48C,
        0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122, 0x1B132...0x1B132,
        0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
