import TableSim

/// Reads one command's words with errors that say what would work. Numbers are parsed strictly:
/// `1e9`, `0x10`, `+5`, `3.0` and anything out of range are refused with the range in the message.
struct ArgumentReader {
    let command: String
    let usage: String
    private(set) var words: ArraySlice<String>

    init(command: String, usage: String, words: [String]) {
        self.command = command
        self.usage = usage
        self.words = words[...]
    }

    var isEmpty: Bool { words.isEmpty }
    var peek: String? { words.first }

    mutating func word() throws(LabError) -> String {
        guard let w = words.popFirst() else { throw .missingArgument(command: command, usage: usage) }
        return w
    }

    mutating func optionalWord() -> String? { words.popFirst() }

    func done() throws(LabError) {
        if let extra = words.first { throw .tooManyArguments(command: command, extra: extra, usage: usage) }
    }

    mutating func integer(in range: ClosedRange<Int>, unit: String? = nil) throws(LabError) -> Int {
        let w = try word()
        return try Self.integer(w, in: range, command: command, unit: unit)
    }

    static func integer(_ w: String, in range: ClosedRange<Int>, command: String, unit: String? = nil) throws(LabError) -> Int {
        let body = w.hasPrefix("-") ? w.dropFirst() : w[...]
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }),
              let n = Int(w), range.contains(n)
        else { throw .badNumber(command: command, typed: w, range: range, unit: unit) }
        return n
    }

    mutating func decimal(in range: ClosedRange<Double>) throws(LabError) -> Double {
        let w = try word()
        return try Self.decimal(w, in: range, command: command)
    }

    static func decimal(_ w: String, in range: ClosedRange<Double>, command: String) throws(LabError) -> Double {
        let allowed = w.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
        guard allowed, let v = Double(w), v.isFinite, range.contains(v)
        else { throw .badDecimal(command: command, typed: w, range: range) }
        return v
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(LabError) -> T where T.RawValue == String {
        let w = try word()
        guard let v = T(rawValue: w.lowercased()) else {
            throw .badChoice(command: command, typed: w, choices: T.allCases.map(\.rawValue))
        }
        return v
    }

    /// The command's last word, one of `T`'s choices (`style grouped`, `load sync`).
    mutating func lastChoice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(LabError) -> T where T.RawValue == String {
        let value = try choice(type)
        try done()
        return value
    }

    /// The command's last word, a whole number in `range` (`viewport 667`, `workers 2`).
    mutating func lastInteger(in range: ClosedRange<Int>, unit: String? = nil) throws(LabError) -> Int {
        let value = try integer(in: range, unit: unit)
        try done()
        return value
    }

    mutating func onOff() throws(LabError) -> Bool {
        let w = try word()
        switch w.lowercased() {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: throw .badChoice(command: command, typed: w, choices: ["on", "off"])
        }
    }

    /// `25` (section 0) or `2:5`.
    mutating func path() throws(LabError) -> TablePath {
        let w = try word()
        let parts = w.split(separator: ":", omittingEmptySubsequences: false)
        let limit = 0...TableData.maxRows
        switch parts.count {
        case 1:
            return TablePath(section: 0, row: try pathNumber(String(parts[0]), w, limit))
        case 2:
            return TablePath(section: try pathNumber(String(parts[0]), w, 0...TableData.maxSections),
                             row: try pathNumber(String(parts[1]), w, limit))
        default:
            throw .badPath(command: command, typed: w)
        }
    }

    /// One or more rows, to the end of the line (`reload rows 3 5 1:2`).
    mutating func paths() throws(LabError) -> [TablePath] {
        var out = [try path()]
        while !isEmpty { out.append(try path()) }
        return out
    }

    private func pathNumber(_ s: String, _ whole: String, _ range: ClosedRange<Int>) throws(LabError) -> Int {
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(s), range.contains(n)
        else { throw .badPath(command: command, typed: whole) }
        return n
    }
}
