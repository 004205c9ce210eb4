/// A small Swift lexer for the gate: it finds the words, punctuation and literals of a file and drops
/// comments, so `import Glibc` in a comment or a string is not mistaken for an import, and an import
/// hidden in a string interpolation is still found.
///
/// It follows the Swift lexer where that decides what is code: nested `/* */` comments; `"…"`,
/// multi-line `"""…"""` and raw `#"…"#` strings (any number of `#`), whose escapes need the same
/// number of `#` (`\#(` interpolates in `#"…"#`, `\(` does not); interpolations are lexed as code,
/// with their own strings and comments, until the `)` that closes them; extended regex literals
/// `#/…/#`; backquoted names (`` `import` `` is a name, not the keyword); a `#!` first line.
///
/// Why it may err only one way: when this lexer takes text for code that Swift takes for a string,
/// a word may be refused that need not be (the learner rewords a string); the other way round would
/// let code through unchecked. So anything it cannot close — a string, a comment, a regex literal —
/// is a problem with the line it starts on, never skipped to the end of the file; the compiler would
/// refuse such a file anyway. Bare `/…/` regex literals are not lexed: they exist only in Swift 6
/// mode or with `-enable-bare-slash-regex`, and `AppCompiler` compiles in Swift 5 mode without it
/// (with them, `/"/` would open a string here that is a regex there).
struct SwiftLexer {
    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// A name, keyword or number: `import`, `UIKit`, `42`, `$0`.
            case word
            /// A backquoted name: `` `import` `` (the text is what is inside the backquotes).
            case quotedWord
            /// One punctuation or operator byte: `@`, `.`, `(`, `:`, `#`, `{`.
            case punctuation
            /// A string or regex literal (its text is left out: nothing inside it is code).
            case literal
        }

        var kind: Kind
        var text: String
        var line: Int
    }

    enum Problem: Error, Equatable, Sendable {
        case unterminatedString(line: Int)
        case unterminatedComment(line: Int)
        /// Interpolations inside strings inside interpolations… past `maxDepth`: refused rather than
        /// followed, so a hostile file cannot exhaust the stack.
        case nestedTooDeeply(line: Int)
    }

    static let maxDepth = 32

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var depth = 0
    private(set) var tokens: [Token] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func tokens(_ bytes: [UInt8]) -> Result<[Token], Problem> {
        var lexer = SwiftLexer(bytes)
        do {
            lexer.skipShebang()
            try lexer.code(interpolationFrom: nil)
            return .success(lexer.tokens)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Code

    /// Lexes code until the end of the file, or, inside an interpolation that began on line
    /// `interpolationFrom`, until the `)` that closes it.
    private mutating func code(interpolationFrom start: Int?) throws(Problem) {
        var parens = 0
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 0x0A, 0x0D:
                newline()
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                i += 1
            case 0x2F where next(1) == 0x2F:  // `//`
                while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            case 0x2F where next(1) == 0x2A:  // `/*`
                try blockComment()
            case 0x22:  // `"`
                try string(hashes: 0)
            case 0x23:  // `#`
                var hashes = 0
                while next(hashes) == 0x23 { hashes += 1 }
                if next(hashes) == 0x22 {
                    i += hashes
                    try string(hashes: hashes)
                } else if next(hashes) == 0x2F {
                    try regex(hashes: hashes)
                } else {
                    emit(.punctuation, "#")
                    i += 1
                }
            case 0x60:  // a backquote
                quotedWord()
            case 0x28:  // `(`
                parens += 1
                emit(.punctuation, "(")
                i += 1
            case 0x29:  // `)`
                i += 1
                if start != nil, parens == 0 { return }
                parens -= 1
                emit(.punctuation, ")")
            default:
                if Self.isWordByte(c) {
                    word()
                } else {
                    emit(.punctuation, String(UnicodeScalar(c)))
                    i += 1
                }
            }
        }
        if let start { throw .unterminatedString(line: start) }
    }

    private mutating func word() {
        let from = i
        while i < bytes.count, Self.isWordByte(bytes[i]) { i += 1 }
        emit(.word, String(decoding: bytes[from..<i], as: UTF8.self))
    }

    /// `` `name` `` on one line is a name; a lone backquote is punctuation.
    private mutating func quotedWord() {
        var j = i + 1
        while j < bytes.count, bytes[j] != 0x60, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
        guard j < bytes.count, bytes[j] == 0x60 else {
            emit(.punctuation, "`")
            i += 1
            return
        }
        emit(.quotedWord, String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
        i = j + 1
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character (Swift names may be Hangul).
    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    // MARK: Comments and literals

    /// `/* … */`, nested as Swift nests them: `/* a /* b */ still a comment */`.
    private mutating func blockComment() throws(Problem) {
        let start = line
        var nesting = 0
        while i < bytes.count {
            if bytes[i] == 0x2F, next(1) == 0x2A {
                nesting += 1
                i += 2
            } else if bytes[i] == 0x2A, next(1) == 0x2F {
                nesting -= 1
                i += 2
                if nesting == 0 { return }
            } else if bytes[i] == 0x0A || bytes[i] == 0x0D {
                newline()
            } else {
                i += 1
            }
        }
        throw .unterminatedComment(line: start)
    }

    /// A string literal from its opening `"` (the `hashes` `#` before it already passed): single-line
    /// or `"""` multi-line, ended by the same quote followed by `hashes` `#`.
    private mutating func string(hashes: Int) throws(Problem) {
        let start = line
        let multiline = next(1) == 0x22 && next(2) == 0x22
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x5C {  // a backslash: an escape only when followed by `hashes` `#`
                var j = i + 1, seen = 0
                while seen < hashes, j < bytes.count, bytes[j] == 0x23 { j += 1; seen += 1 }
                guard seen == hashes else { i += 1; continue }
                if j < bytes.count, bytes[j] == 0x28 {
                    i = j + 1
                    try interpolation(from: start)
                } else {
                    i = j
                    // The escaped character (a newline, in a multi-line string, is counted below).
                    if i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                }
                continue
            }
            if c == 0x22 {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ next($0) == 0x22 }), (0..<hashes).allSatisfy({ next(quotes + $0) == 0x23 }) {
                    i += quotes + hashes
                    emit(.literal, "", line: start)
                    return
                }
                i += 1
                continue
            }
            if c == 0x0A || c == 0x0D {
                guard multiline else { throw .unterminatedString(line: start) }
                newline()
                continue
            }
            i += 1
        }
        throw .unterminatedString(line: start)
    }

    private mutating func interpolation(from start: Int) throws(Problem) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw .nestedTooDeeply(line: line) }
        try code(interpolationFrom: start)
    }

    /// An extended regex literal `#/ … /#` (with `hashes` `#`), which may span lines.
    private mutating func regex(hashes: Int) throws(Problem) {
        let start = line
        i += hashes + 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x5C {
                i += 1
                if i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            } else if c == 0x2F, (0..<hashes).allSatisfy({ next(1 + $0) == 0x23 }) {
                i += 1 + hashes
                emit(.literal, "", line: start)
                return
            } else if c == 0x0A || c == 0x0D {
                newline()
            } else {
                i += 1
            }
        }
        throw .unterminatedString(line: start)
    }

    // MARK: Helpers

    private mutating func skipShebang() {
        guard bytes.count >= 2, bytes[0] == 0x23, bytes[1] == 0x21 else { return }
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
    }

    /// Passes one line break — LF, CR LF or a lone CR, each one line as Swift counts them.
    private mutating func newline() {
        if bytes[i] == 0x0D, next(1) == 0x0A { i += 1 }
        i += 1
        line += 1
    }

    private func next(_ offset: Int) -> UInt8? {
        i + offset < bytes.count ? bytes[i + offset] : nil
    }

    private mutating func emit(_ kind: Token.Kind, _ text: String, line: Int? = nil) {
        tokens.append(Token(kind: kind, text: text, line: line ?? self.line))
    }
}
