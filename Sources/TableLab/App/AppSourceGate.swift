/// What the gate found in a learner's file before anything is compiled.
///
/// Why a gate at all: the learner's file is compiled and run on the learner's machine, against the
/// stand-in UIKit, so that what happens is what tablelab can show — on the simulated clock, with
/// every call recorded. A file that imports another module (`Glibc`, `Darwin`, `Dispatch`…) or uses
/// one of Swift's underscored attributes (`@_silgen_name` binds any C function to a Swift name) can
/// step around the stand-in: real threads, real sleeps, real files. Those are refused here, each with
/// its line and what to write instead. The gate reads the file with `SwiftLexer`, so the same words in
/// a comment or a string are not refused, and `#if canImport(Glibc)` hides nothing: every `#if`
/// branch is read, taken or not.
///
/// It is a teaching guard that keeps runs deterministic, not a sandbox: `import Foundation` is
/// allowed (as in any iOS file) and reaches the C library on Linux. The child process is what keeps
/// the session safe from the learner's code.
public enum AppSourceGate {
    /// The modules a learner's file may import: what an iOS table-view file imports.
    public static let allowedModules: Set<String> = ["UIKit", "Foundation", "Swift"]

    /// At most this many refusals are listed (the first ones, in file order): enough to fix a file
    /// in one go, never a wall of text for a file that is not Swift at all.
    public static let refusalLimit = 20
    /// At most this many uses of Swift concurrency are recorded.
    public static let concurrencyLimit = 50

    /// Reads `source` and says what is refused and where Swift concurrency is used.
    public static func check(_ source: AppSource) -> AppGateReport {
        let tokens: [SwiftLexer.Token]
        switch SwiftLexer.tokens(source.bytes) {
        case .success(let found): tokens = found
        case .failure(let problem):
            let refusal: AppRefusal
            switch problem {
            case .unterminatedString(let line): refusal = AppRefusal(.unterminatedString, line: line)
            case .unterminatedComment(let line): refusal = AppRefusal(.unterminatedComment, line: line)
            case .nestedTooDeeply(let line): refusal = AppRefusal(.nestedTooDeeply, line: line)
            }
            return AppGateReport(source: source, refusals: [refusal], concurrency: [])
        }
        var refusals: [AppRefusal] = []
        var concurrency: [ConcurrencyUse] = []
        var foundationImports: [Int] = []
        func refuse(_ reason: AppRefusal.Reason, _ line: Int) {
            if refusals.count < refusalLimit { refusals.append(AppRefusal(reason, line: line)) }
        }
        func record(_ kind: ConcurrencyUse.Kind, _ line: Int) {
            if concurrency.count < concurrencyLimit { concurrency.append(ConcurrencyUse(kind: kind, line: line)) }
        }
        for (index, token) in tokens.enumerated() {
            let before = index > 0 ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.kind {
            case .punctuation where token.text == "@":
                // `@name`, `@ name`, `` @`name` ``: any attribute whose name starts with `_`.
                guard let name = after, name.kind == .word || name.kind == .quotedWord else { continue }
                if name.text.hasPrefix("_") { refuse(.underscoredAttribute(name.text), token.line) }
                if name.text == "testable" { refuse(.testableImport, token.line) }
            case .word:
                // `x.import`, `f(import: 1)` and `func f(_ a: Int, import b: Int)` use the word as a
                // member or a label; everywhere else it begins an import declaration.
                let isMember = before?.kind == .punctuation && before?.text == "."
                let isLabel = after?.kind == .punctuation && after?.text == ":"
                switch token.text {
                case "import":
                    let inParameters = before?.kind == .punctuation && (before?.text == "(" || before?.text == ",")
                    guard !isMember, !isLabel, !inParameters else { continue }
                    if let module = importedModule(tokens, after: index), !allowedModules.contains(module) {
                        refuse(.forbiddenImport(module: module), token.line)
                    } else if index + 1 < tokens.count, tokens[index + 1].kind == .word, tokens[index + 1].text == "Foundation",
                              index + 2 >= tokens.count || tokens[index + 2].text != "." || tokens[index + 2].kind != .punctuation {
                        foundationImports.append(token.line)
                    }
                case "await":
                    if !isMember, !isLabel { record(.await, token.line) }
                case "async":
                    // `DispatchQueue.main.async { … }` is GCD, not Swift concurrency.
                    let isDeclaredName = before?.kind == .word && before?.text == "func"
                    if !isMember, !isLabel, !isDeclaredName { record(.async, token.line) }
                case "Task":
                    let opens = after?.kind == .punctuation && ["{", "(", ".", "<"].contains(after?.text ?? "")
                    if !isMember, opens { record(.task, token.line) }
                case "actor":
                    if !isMember, !isLabel, after?.kind == .word || after?.kind == .quotedWord { record(.actor, token.line) }
                default:
                    continue
                }
            default:
                continue
            }
        }
        return AppGateReport(source: source, refusals: refusals, concurrency: concurrency,
                             foundationImportLines: foundationImports)
    }

    /// The module an import declaration starting at `tokens[index]` names: the first part of its
    /// path, after an optional kind (`import struct Foundation.Date` imports from `Foundation`).
    static func importedModule(_ tokens: [SwiftLexer.Token], after index: Int) -> String? {
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        var j = index + 1
        if j < tokens.count, tokens[j].kind == .word, kinds.contains(tokens[j].text),
           j + 1 < tokens.count, tokens[j + 1].kind == .word || tokens[j + 1].kind == .quotedWord {
            j += 1
        }
        guard j < tokens.count, tokens[j].kind == .word || tokens[j].kind == .quotedWord else { return nil }
        return tokens[j].text
    }
}

/// The gate's answer for one file: the refusals (none: it may be compiled) and the uses of Swift
/// concurrency, which the caller decides about (run them on the simulated clock, or point to
/// `load task` / `load await`).
public struct AppGateReport: Sendable, Equatable {
    public let source: AppSource
    public let refusals: [AppRefusal]
    public let concurrency: [ConcurrencyUse]
    /// The lines holding a plain `import Foundation` declaration (as the lexer read them: never one
    /// inside a string or a comment).
    public let foundationImportLines: [Int]

    init(source: AppSource, refusals: [AppRefusal], concurrency: [ConcurrencyUse], foundationImportLines: [Int] = []) {
        self.source = source
        self.refusals = refusals
        self.concurrency = concurrency
        self.foundationImportLines = foundationImportLines
    }

    /// The file, cleared for compiling; nil when anything was refused. `AppCompiler` takes only this,
    /// so nothing reaches the compiler without passing the gate.
    public var approved: ApprovedSource? {
        refusals.isEmpty ? ApprovedSource(source: source, concurrency: concurrency, foundationImportLines: foundationImportLines) : nil
    }
}

/// A learner's file that passed `AppSourceGate` (made only by `AppGateReport.approved`).
public struct ApprovedSource: Sendable, Equatable {
    public let source: AppSource
    public let concurrency: [ConcurrencyUse]
    let foundationImportLines: [Int]

    fileprivate init(source: AppSource, concurrency: [ConcurrencyUse], foundationImportLines: [Int]) {
        self.source = source
        self.concurrency = concurrency
        self.foundationImportLines = foundationImportLines
    }

    /// The bytes the compiler reads: the learner's, with each line that is only `import Foundation`
    /// (a trailing `;` or `//` comment allowed) left empty, its line break kept so every line keeps
    /// its number. Why: the stand-in `UIKit` re-exports Foundation and declares the time-and-thread
    /// API itself (`DispatchQueue`, `Data(contentsOf:)`, `Thread`…); a file that also imports
    /// Foundation directly finds Dispatch's `DispatchQueue.main` next to the stand-in's and the
    /// compiler calls it ambiguous. Without the line the file means the same (UIKit brings
    /// Foundation), exactly as in Xcode, where UIKit re-exports Foundation too.
    public var compiledBytes: [UInt8] {
        guard !foundationImportLines.isEmpty else { return source.bytes }
        let lines = Set(foundationImportLines)
        var out: [UInt8] = []
        out.reserveCapacity(source.bytes.count)
        var lineNumber = 1
        for var line in source.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if lines.contains(lineNumber) {
                var text = String(decoding: line, as: UTF8.self)
                if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
                text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if text.hasSuffix(";") { text = String(text.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) }
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if words == ["import", "Foundation"] { line = line.last == UInt8(ascii: "\r") ? [UInt8(ascii: "\r")][...] : [][...] }
            }
            if lineNumber > 1 { out.append(UInt8(ascii: "\n")) }
            out += line
            lineNumber += 1
        }
        return out
    }
}

/// One thing the gate refuses, at a line of the learner's file.
public struct AppRefusal: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// `import X` for a module other than UIKit, Foundation or Swift.
        case forbiddenImport(module: String)
        /// `@testable import`: a test's view into a module's internals, not an app's.
        case testableImport
        /// `@_silgen_name`, `@_cdecl`, `@_implementationOnly`, `@_exported`… (the name, without `@`).
        case underscoredAttribute(String)
        /// A string or regex literal, or a `/* */` comment, that never ends: the gate cannot tell code
        /// from text after it (and the compiler would refuse the file).
        case unterminatedString
        case unterminatedComment
        case nestedTooDeeply
    }

    public let reason: Reason
    public let line: Int

    public init(_ reason: Reason, line: Int) {
        self.reason = reason
        self.line = line
    }
}

/// A place where the learner's file uses Swift concurrency.
public struct ConcurrencyUse: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// `Task { … }`, `Task(priority:)`, `Task.detached`, `Task<…>`.
        case task
        /// `await` (also `for await`).
        case await
        /// An `async` function, closure or `async let` (not GCD's `queue.async { … }`).
        case async
        /// An `actor` declaration.
        case actor
    }

    public let kind: Kind
    public let line: Int
}
