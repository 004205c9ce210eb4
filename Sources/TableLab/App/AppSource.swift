import Foundation
import TableText

/// The learner's Swift file, read once: the bytes that are checked, hashed and compiled are the same
/// bytes, so an editor saving the file between the check and the compile cannot slip unchecked code
/// past the gate (the compiler is given a copy, never the learner's path).
///
/// Reading refuses, with the line, what no Swift file needs and what could take over a terminal when
/// a line is quoted back: bytes that are not UTF-8, and control characters other than tab, newline
/// and carriage return (ESC, NUL, DEL, C1 controls, and the bidirectional controls that make a line
/// read differently from what the compiler sees — "Trojan Source").
public struct AppSource: Sendable, Equatable {
    /// The path as the learner typed it: every message names the file this way.
    public let typedPath: String
    public let bytes: [UInt8]
    /// Where each line starts in `bytes` (a line ends at LF, CR LF or a lone CR, as Swift counts lines).
    let lineStarts: [Int]

    /// A learner's view controller is a few hundred lines; 1 MiB is far past any real one, and keeps a
    /// wrong path (a log, a video) from being read into memory and lexed.
    public static let byteLimit = 1 << 20

    /// Reads and checks the file at `typedPath` (`~/` is `$HOME`, as for every path the learner types).
    public static func read(_ typedPath: String, environment: [String: String]) -> Result<AppSource, AppProblem> {
        let path: String
        switch FilePaths.expand(typedPath, environment: environment) {
        case .noHome: return .failure(.unreadable(path: typedPath, .noHome))
        case .path(let expanded): path = expanded
        }
        switch FileTarget.read(path, limit: byteLimit) {
        case .failure(let problem): return .failure(.unreadable(path: typedPath, problem))
        case .success(nil): return .failure(.noFile(path: typedPath))
        case .success(let data?): return checked(Array(data), typedPath: typedPath)
        }
    }

    /// Checks bytes already in memory (a test, or text the REPL holds) as `read` checks a file's.
    public static func checked(_ bytes: [UInt8], typedPath: String) -> Result<AppSource, AppProblem> {
        guard bytes.count <= byteLimit else { return .failure(.unreadable(path: typedPath, .tooLarge(limit: byteLimit))) }
        let starts = lineStarts(of: bytes)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
                return .failure(.notUTF8(path: typedPath, line: index + 1))
            }
            if let scalar = text.unicodeScalars.first(where: { $0 != "\r" && TerminalText.isControl($0) }) {
                return .failure(.controlCharacter(path: typedPath, line: index + 1, scalar: scalar))
            }
        }
        return .success(AppSource(typedPath: typedPath, bytes: bytes, lineStarts: starts))
    }

    /// The file name part of the path (`ViewController.swift` for `~/app/ViewController.swift`).
    public var fileName: String { FilePaths.name(of: typedPath) }

    public var lineCount: Int { lineStarts.count }

    /// Line `number` (from 1) without its line break, or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                if i + 1 < bytes.count { starts.append(i + 1) }
            }
            i += 1
        }
        return starts
    }
}
