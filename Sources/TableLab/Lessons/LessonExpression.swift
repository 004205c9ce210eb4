import TableSim
import TableRender
import TableText

private typealias Q = L10n.Lessons.Query

/// A value a lesson query gives: a number (counts, cell ids), yes/no, or a range of rows.
public enum LessonValue: Sendable, Equatable, CustomStringConvertible {
    case number(Int)
    case bool(Bool)
    case range(Int, Int)

    public var description: String {
        switch self {
        case .number(let n): return String(n)
        case .bool(let b): return b ? "yes" : "no"
        case .range(let a, let b): return "\(a)...\(b)"
        }
    }

    /// Reads `16`, `1,000`, `yes`/`no`, `0...15`.
    public static func parse(_ text: String) -> LessonValue? {
        let t = text.trimmingWhitespace().lowercased()
        switch t {
        case "yes", "true", "y": return .bool(true)
        case "no", "false", "n": return .bool(false)
        default: break
        }
        if let r = t.range(of: "...") {
            guard let a = Int(String(t[..<r.lowerBound]).trimmingWhitespace()), let b = Int(String(t[r.upperBound...]).trimmingWhitespace()) else { return nil }
            return .range(a, b)
        }
        // Commas filtered as characters: Foundation's `replacingOccurrences` cost a fortieth of a
        // first `lesson N` (issue 17 §7); a number is ASCII, so both leave the same digits.
        return Int(String(t.filter { $0 != "," })).map(LessonValue.number)
    }
}

/// What the queries read: the table after a step and the events of the step's command.
public struct LessonFacts: Sendable {
    public var table: TableState
    public var events: [Event]
    public var crashed: Bool

    public init(table: TableState, events: [Event], crashed: Bool = false) {
        self.table = table
        self.events = events
        self.crashed = crashed
    }
}

/// A tiny expression over a fixed set of named queries, so a lesson says what it expects in words a
/// teacher can read: `count(cellForRowAt) == 16`, `cellsCreated == 0`, `visibleRows == 0...15`,
/// `wrongImages > 0`, `all.cellsCreated`, `cellAt(17)`.
public indirect enum LessonExpression: Sendable, Equatable, CustomStringConvertible {
    case literal(LessonValue)
    case query(String, argument: String?)
    case arithmetic(LessonExpression, String, LessonExpression)
    case compare(LessonExpression, String, LessonExpression)

    public var description: String {
        switch self {
        case .literal(let v): return v.description
        case .query(let name, let arg): return arg.map { "\(name)(\($0))" } ?? name
        case .arithmetic(let a, let op, let b), .compare(let a, let op, let b): return "\(a) \(op) \(b)"
        }
    }

    /// The queries, each with what it reads, in the catalogs (`lessons.query.*`): shown under an
    /// exercise's unmet expectation, so `nilDequeues == 0` is explained in the learner's language.
    public static let queries: [String: Message] = [
        "count": Q.count,
        "cellsCreated": Q.cellsCreated,
        "reuses": Q.reuses,
        "nilDequeues": Q.nilDequeues,
        "frames": Q.frames,
        "hitches": Q.hitches,
        "hangs": Q.hangs,
        "longestHang": Q.longestHang,
        "wrongImages": Q.wrongImages,
        "rightImages": Q.rightImages,
        "downloads": Q.downloads,
        "downloadsOnMain": Q.downloadsOnMain,
        "imagesOffMain": Q.imagesOffMain,
        "repeatDownloads": Q.repeatDownloads,
        "prefetchedRows": Q.prefetchedRows,
        "cancelledPrefetchRows": Q.cancelledPrefetchRows,
        "mainBusy": Q.mainBusy,
        "hitchTime": Q.hitchTime,
        "visibleRows": Q.visibleRows,
        "firstVisibleRow": Q.firstVisibleRow,
        "lastVisibleRow": Q.lastVisibleRow,
        "liveCells": Q.liveCells,
        "queued": Q.queued,
        "rowCount": Q.rowCount,
        "sectionCount": Q.sectionCount,
        "offset": Q.offset,
        "contentHeight": Q.contentHeight,
        "cellAt": Q.cellAt,
        "rowOf": Q.rowOf,
        "rowsShownBy": Q.rowsShownBy,
        "fadedRows": Q.fadedRows,
        "checkedRow": Q.checkedRow,
        "wrongCheckmarks": Q.wrongCheckmarks,
        "selectedRow": Q.selectedRow,
        "selectedIndexPath": Q.selectedIndexPath,
        "queueNext": Q.queueNext,
        "crashed": Q.crashed,
    ]

    /// What `name` reads (`all.` names the same query over the whole session); nil when unknown.
    public static func meaning(of name: String) -> Message? {
        queries[name.hasPrefix("all.") ? String(name.dropFirst(4)) : name]
    }

    /// The names of the queries `self` reads, each once, in the order they appear.
    public var queryNames: [String] {
        switch self {
        case .literal: return []
        case .query(let name, _): return [name]
        case .arithmetic(let a, _, let b), .compare(let a, _, let b):
            return a.queryNames + b.queryNames.filter { !a.queryNames.contains($0) }
        }
    }

    // MARK: Parsing

    public static func parse(_ text: String) throws(LessonExpressionError) -> LessonExpression {
        var p = ExpressionScanner(text)
        let e = try p.condition()
        p.skipSpaces()
        guard p.atEnd else { throw LessonExpressionError(E.unexpected(rest: p.rest, expression: text)) }
        return e
    }

    // MARK: Evaluating

    public func evaluate(_ facts: LessonFacts) throws(LessonExpressionError) -> LessonValue {
        switch self {
        case .literal(let v): return v
        case .query(let name, let arg): return try LessonExpression.read(name, arg, facts)
        case .arithmetic(let a, let op, let b):
            guard case .number(let x) = try a.evaluate(facts), case .number(let y) = try b.evaluate(facts) else {
                throw LessonExpressionError(E.needsNumbers(op: op, expression: description))
            }
            return .number(op == "+" ? x + y : x - y)
        case .compare(let a, let op, let b):
            let x = try a.evaluate(facts), y = try b.evaluate(facts)
            switch (x, y, op) {
            case (.number(let m), .number(let n), _):
                switch op {
                case "==": return .bool(m == n)
                case "!=": return .bool(m != n)
                case "<": return .bool(m < n)
                case "<=": return .bool(m <= n)
                case ">": return .bool(m > n)
                default: return .bool(m >= n)
                }
            case (.number(let m), .range(let lo, let hi), "=="): return .bool((lo...hi).contains(m))
            case (_, _, "=="): return .bool(x == y)
            case (_, _, "!="): return .bool(x != y)
            default: throw LessonExpressionError(E.comparesNumbers(op: op, left: x.description, right: y.description))
            }
        }
    }

    static func read(_ name: String, _ arg: String?, _ f: LessonFacts) throws(LessonExpressionError) -> LessonValue {
        if name.hasPrefix("all.") {
            let inner = String(name.dropFirst(4))
            let all = LessonFacts(table: f.table, events: f.table.log.batches.flatMap(\.events), crashed: f.crashed)
            return try read(inner, arg, all)
        }
        let counts = EventCounts(f.events)
        let t = f.table
        func needsNoArgument() throws(LessonExpressionError) {
            if arg != nil { throw LessonExpressionError(E.noArgument(name: name)) }
        }
        switch name {
        case "count":
            guard let arg, let kind = Event.Kind(rawValue: arg) ?? Event.Kind.allCases.first(where: { "\($0)" == arg }) else {
                throw LessonExpressionError(E.countNeedsKind(typed: arg ?? ""))
            }
            return .number(counts.count(kind))
        case "cellAt":
            guard let arg else { throw LessonExpressionError(E.cellAtNeedsRow) }
            let path: TablePath
            if let c = arg.firstIndex(of: ":"), let s = Int(arg[..<c]), let r = Int(arg[arg.index(after: c)...]) {
                path = TablePath(section: s, row: r)
            } else if let g = Int(arg), g >= 0, g < t.rowCount {
                path = t.layout.path(g)
            } else {
                throw LessonExpressionError(E.cellAtBadRow(typed: arg))
            }
            return .number(t.visibleCell(at: path) ?? 0)
        case "rowOf":
            guard let arg, let id = Int(arg.hasPrefix("cell#") ? String(arg.dropFirst(5)) : arg) else {
                throw LessonExpressionError(E.rowOfNeedsCell)
            }
            return .number(t.visibleRange.first { g in t.visibleCell(at: t.layout.path(g)) == id } ?? -1)
        case "rowsShownBy":
            guard let arg, let id = Int(arg.hasPrefix("cell#") ? String(arg.dropFirst(5)) : arg) else {
                throw LessonExpressionError(E.rowOfNeedsCell)
            }
            return .number(t.rowsShown(ofCell: id).count)
        default: break
        }
        try needsNoArgument()
        switch name {
        case "cellsCreated": return .number(counts.cellsCreated)
        case "reuses": return .number(counts.reuses)
        case "nilDequeues": return .number(counts.nilDequeues)
        case "frames": return .number(counts.frames)
        case "hitches": return .number(counts.hitches)
        case "hangs": return .number(counts.hangs)
        case "longestHang":
            // To the nearest 100 ms: the downloads' time, not the fraction of a millisecond callbacks add.
            let ms = MainThread.hangs(f.events).map(\.length).max() ?? 0
            return .number(Int((ms / 100).rounded()) * 100)
        case "wrongImages": return .number(counts.wrongImages)
        case "rightImages": return .number(counts.rightImages)
        case "downloads": return .number(counts.downloadsOnMain + counts.downloadsOffMain)
        case "downloadsOnMain": return .number(counts.downloadsOnMain)
        case "imagesOffMain":
            // An image view set in a closure on a global queue: the event is on the worker's thread.
            return .number(f.events.filter { ($0.kind == .imageAssign || $0.kind == .imagePlaceholder) && $0.thread?.worker != nil }.count)
        case "repeatDownloads":
            // The same row's image asked for again (a prefetch and then cellForRowAt, each downloading).
            var seen: [TablePath: Int] = [:]
            for e in f.events where e.kind == .imageLoadStart { if let p = e.path { seen[p, default: 0] += max(1, e.count) } }
            return .number(seen.values.reduce(0) { $0 + max(0, $1 - 1) })
        case "prefetchedRows": return .number(counts.prefetchedRows)
        case "cancelledPrefetchRows": return .number(counts.cancelledPrefetchRows)
        case "mainBusy": return .number(Int(counts.mainBusy.rounded()))
        case "hitchTime": return .number(Int(counts.hitchTime.rounded()))
        case "visibleRows":
            let r = t.visibleRange
            return r.isEmpty ? .range(0, -1) : .range(r.lowerBound, r.upperBound - 1)
        case "firstVisibleRow": return .number(t.visibleRange.isEmpty ? -1 : t.visibleRange.lowerBound)
        case "lastVisibleRow": return .number(t.visibleRange.isEmpty ? -1 : t.visibleRange.upperBound - 1)
        case "liveCells": return .number(t.statistics.liveCells)
        case "queued": return .number(t.queuedCellCount)
        case "queueNext": return .number(t.queues.first?.cells.first ?? 0)
        case "rowCount": return .number(t.rowCount)
        case "sectionCount": return .number(t.layout.sectionCount)
        case "offset": return .number(Int(t.offset.rounded()))
        case "contentHeight": return .number(Int(t.contentHeight.rounded()))
        case "crashed": return .bool(f.crashed)
        case "fadedRows": return .number(t.visibleRows.filter { $0.cell.alpha < 1 }.count)
        case "checkedRow":
            return .number(t.visibleRows.first { $0.cell.checkmarkSetFor != nil }.map { t.layout.global($0.path) } ?? -1)
        case "wrongCheckmarks":
            return .number(t.visibleRows.filter { v in v.cell.checkmarkSetFor.map { $0 != v.path } ?? false }.count)
        case "selectedRow":
            return .number(t.visibleRows.first { $0.cell.isSelected }.map { t.layout.global($0.path) } ?? -1)
        case "selectedIndexPath":
            return .number(t.rowState.selected.min().map { t.layout.global($0) } ?? -1)
        default:
            let near = CommandParser.suggestions(for: name, among: Array(queries.keys).sorted())
            throw LessonExpressionError(E.withQueries(problem: LessonExpressionError.unknownQuery(name, near: near.first),
                                                      queries: queries.keys.sorted().joined(separator: ", ")))
        }
    }
}

/// Why an expression cannot be read or computed, as a catalog message: the checker quotes it for the
/// lesson's author (`answer `cellsMade`: unknown query `cellsMade``), the runner for the learner.
public struct LessonExpressionError: Error, Sendable, Equatable {
    public var message: Message

    init(_ message: Message) {
        self.message = message
    }

    public func text(_ lang: Language) -> String { lang.text(message) }

    /// `unknown query `cellsMade``, with the nearest query name when there is one.
    static func unknownQuery(_ name: String, near: String?) -> Message {
        near.map { E.unknownQuerySuggest(name: name, near: $0) } ?? E.unknownQuery(name: name)
    }
}

private typealias E = L10n.Lessons.Expression

/// Reads an expression left to right: comparisons of sums of terms.
struct ExpressionScanner {
    let chars: [Character]
    var i = 0
    init(_ text: String) { chars = Array(text) }

    /// The characters in `range` as a string, appended one by one: `String(chars[range])` went
    /// through the generic initializer, character by character through witness tables (a fiftieth
    /// of a first `lesson N`, which reads every step's expressions; issue 17 §7).
    func text<R: RangeExpression<Int>>(_ range: R) -> String {
        var s = ""
        for c in chars[range] { s.append(c) }
        return s
    }

    var atEnd: Bool { i >= chars.count }
    var rest: String { text(min(i, chars.count)...) }
    mutating func skipSpaces() { while i < chars.count, chars[i] == " " { i += 1 } }

    mutating func condition() throws(LessonExpressionError) -> LessonExpression {
        let left = try sum()
        skipSpaces()
        for op in ["==", "!=", "<=", ">=", "<", ">"] where rest.hasPrefix(op) {
            i += op.count
            skipSpaces()
            let right = try rangeOrSum()
            return .compare(left, op, right)
        }
        return left
    }

    mutating func rangeOrSum() throws(LessonExpressionError) -> LessonExpression {
        let start = i
        let first = try sum()
        skipSpaces()
        if rest.hasPrefix("...") {
            i += 3
            skipSpaces()
            let second = try sum()
            guard case .literal(.number(let a)) = first, case .literal(.number(let b)) = second, a <= b else {
                throw LessonExpressionError(E.badRange(at: text(start...)))
            }
            return .literal(.range(a, b))
        }
        return first
    }

    mutating func sum() throws(LessonExpressionError) -> LessonExpression {
        var e = try term()
        while true {
            skipSpaces()
            guard let c = chars[safe: i], c == "+" || c == "-" else { return e }
            i += 1
            skipSpaces()
            e = .arithmetic(e, String(c), try term())
        }
    }

    mutating func term() throws(LessonExpressionError) -> LessonExpression {
        skipSpaces()
        let start = i
        if chars[safe: i] == "-" { i += 1 }
        while let c = chars[safe: i], c.isNumber || c == "," { i += 1 }
        if i > start && !(i == start + 1 && chars[start] == "-") {
            var digits = ""  // the digits without their commas (each comma is a character of its own here)
            for c in chars[start..<i] where c != "," { digits.append(c) }
            guard let n = Int(digits) else { throw LessonExpressionError(E.notWholeNumber(digits: digits)) }
            return .literal(.number(n))
        }
        i = start
        while let c = chars[safe: i], c.isLetter || c.isNumber || c == "." || c == "_" { i += 1 }
        let name = text(start..<i)
        guard !name.isEmpty else {
            throw LessonExpressionError(E.expectedTerm(rest: rest))
        }
        if name == "yes" || name == "true" { return .literal(.bool(true)) }
        if name == "no" || name == "false" { return .literal(.bool(false)) }
        var argument: String?
        if chars[safe: i] == "(" {
            guard let close = chars[i...].firstIndex(of: ")") else {
                throw LessonExpressionError(E.notClosed(name: name))
            }
            argument = text((i + 1)..<close).trimmingWhitespace()
            i = close + 1
        }
        let base = name.hasPrefix("all.") ? String(name.dropFirst(4)) : name
        guard LessonExpression.queries[base] != nil else {
            let near = CommandParser.suggestions(for: base, among: Array(LessonExpression.queries.keys).sorted())
            throw LessonExpressionError(LessonExpressionError.unknownQuery(name, near: near.first))
        }
        return .query(name, argument: argument)
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
