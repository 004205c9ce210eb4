/// One message from `swiftc`: `FILE:LINE:COL: error|warning|note|remark: message`, or one without a
/// place (`error: link command failed…`, `<unknown>:0: error: …`).
///
/// Why typed: the learner's file is compiled as a copy in a work folder, so the compiler names paths
/// the learner never typed. `parse` maps each back to the path as the learner typed it, keeps which
/// diagnostics are in the learner's own file (those get the source line and a sentence in the
/// learner's language), and drops the source excerpts and carets the compiler prints under each.
public struct CompilerDiagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable, Equatable, CaseIterable {
        case error, warning, note, remark
    }

    /// The path as shown: the learner's own path for their file; the compiler's for any other
    /// (sanitized); nil when the compiler named no file.
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    /// The compiler's words (English), with every control character in its visible form.
    public var message: String
    /// True when this is about the learner's file (not the driver, not the stand-in).
    public var inLearnerFile: Bool

    public init(file: String?, line: Int?, column: Int?, severity: Severity, message: String, inLearnerFile: Bool) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.inLearnerFile = inLearnerFile
    }

    /// `FILE:LINE:COL` (as much of it as is known).
    public var place: String? {
        guard let file else { return nil }
        return [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }

    /// The diagnostics in `output`, in order. `paths` maps a path the compiler was given to the path
    /// to show; `learnerPath` is the compiler's path of the learner's copy.
    ///
    /// The compiler runs with `-diagnostic-style llvm`: each diagnostic in a file it was given is
    /// followed by that line of the file, then a caret line (and fix-it lines), all of which are
    /// skipped — the source line is skipped whatever it holds, so a learner's line that reads like a
    /// diagnostic (`print("a.swift:1:2: error: x")`) is never taken for one.
    public static func parse(_ output: String, paths: [String: String], learnerPath: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var excerptNext = false
        for rawLine in output.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if excerptNext {
                excerptNext = false
                continue
            }
            guard let first = rawLine.first, first != " ", first != "\t", first != "^", first != "~" else { continue }
            if let (diagnostic, given) = parseLine(String(rawLine), paths: paths, learnerPath: learnerPath) {
                found.append(diagnostic)
                excerptNext = given
            }
        }
        // The driver ends a failed job with its own line (`error: emit-module command failed with
        // exit code 1 (use -v to see invocation)`; with `-g` the module is emitted by a job of its
        // own, whose line comes first). When the errors themselves are there, it says nothing more
        // and would be the first "error" a learner reads.
        if found.contains(where: { $0.severity == .error && $0.file != nil }) {
            found.removeAll { $0.file == nil && $0.severity == .error && $0.message.contains(" command failed with exit code ") }
        }
        return found
    }

    /// One diagnostic line, and whether it is in a file the compiler was given (an excerpt follows).
    static func parseLine(_ text: String, paths: [String: String], learnerPath: String) -> (CompilerDiagnostic, Bool)? {
        // The first ": error: " (or warning, note, remark) splits the place from the message; a line
        // that starts with "error: " has no place.
        var best: (range: Range<String.Index>, severity: Severity)?
        for severity in Severity.allCases {
            if text.hasPrefix("\(severity.rawValue): ") {
                let message = String(text.dropFirst(severity.rawValue.count + 2))
                return (CompilerDiagnostic(file: nil, line: nil, column: nil, severity: severity,
                                           message: message.visibleControls, inLearnerFile: false), false)
            }
            if let range = text.range(of: ": \(severity.rawValue): "), best == nil || range.lowerBound < best!.range.lowerBound {
                best = (range, severity)
            }
        }
        guard let (range, severity) = best else { return nil }
        let message = String(text[range.upperBound...]).visibleControls
        let placeText = String(text[..<range.lowerBound])
        // A path the compiler was given is matched whole (it may hold `:` itself).
        for (given, shown) in paths where placeText.hasPrefix(given + ":") {
            let numbers = placeText.dropFirst(given.count + 1).split(separator: ":").map { Int($0) }
            guard !numbers.isEmpty, numbers.count <= 2, let line = numbers[0] else { continue }
            return (CompilerDiagnostic(file: shown, line: line, column: numbers.count > 1 ? numbers[1] : nil,
                                       severity: severity, message: message, inLearnerFile: given == learnerPath), true)
        }
        // Any other place — a module's file, `<unknown>:0` — is a full path or `<…>`, read from the
        // right: FILE:LINE:COL or FILE:LINE.
        guard placeText.hasPrefix("/") || placeText.hasPrefix("<") else { return nil }
        var parts = placeText.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while parts.count > 1, numbers.count < 2, let n = Int(parts.last!) {
            numbers.insert(n, at: 0)
            parts.removeLast()
        }
        guard !numbers.isEmpty else { return nil }
        return (CompilerDiagnostic(file: parts.joined(separator: ":").visibleControls,
                                   line: numbers[0] > 0 ? numbers[0] : nil, column: numbers.count > 1 ? numbers[1] : nil,
                                   severity: severity, message: message, inLearnerFile: false), false)
    }
}
