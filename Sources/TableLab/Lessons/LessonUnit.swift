/// What a number in a lesson counts. A prediction declares it (`unit: rows`) and every query knows
/// its own, so `tablelab check` can tell a question about rows from an answer that counts calls
/// (lesson 13 once asked "how many rows are cancelled" and graded the number of calls) without
/// guessing from the question's prose.
public enum LessonUnit: String, Sendable, CaseIterable {
    /// Calls of a callback or events of one kind (`count(KIND)`).
    case calls
    /// A number of rows (`prefetchedRows`, `rowCount`, `fadedRows`).
    case rows
    /// A number of cells (`cellsCreated`, `liveCells`, `queued`).
    case cells
    case frames, images, downloads, hangs, sections
    /// Milliseconds.
    case ms
    /// Points (`offset`, `contentHeight`).
    case points
    /// One row's number, not a count (`firstVisibleRow`, `rowOf(4)`).
    case row
    /// One cell's id, not a count (`cellAt(17)`, `queueNext`).
    case cell
    /// A range of rows (`visibleRows`).
    case rowRange = "row-range"
    case yesno

    /// What each query gives. Every query of `LessonExpression.queries` has one (a test holds it).
    static let ofQuery: [String: LessonUnit] = [
        "count": .calls, "cellsCreated": .cells, "reuses": .cells, "nilDequeues": .calls, "frames": .frames, "hitches": .frames,
        "hangs": .hangs, "longestHang": .ms, "wrongImages": .images, "rightImages": .images,
        "downloads": .downloads, "downloadsOnMain": .downloads, "imagesOffMain": .images, "repeatDownloads": .downloads, "prefetchedRows": .rows,
        "cancelledPrefetchRows": .rows, "mainBusy": .ms, "hitchTime": .ms, "visibleRows": .rowRange,
        "firstVisibleRow": .row, "lastVisibleRow": .row, "liveCells": .cells, "queued": .cells,
        "rowCount": .rows, "sectionCount": .sections, "offset": .points, "contentHeight": .points,
        "cellAt": .cell, "rowOf": .row, "rowsShownBy": .rows, "fadedRows": .rows, "checkedRow": .row, "wrongCheckmarks": .rows,
        "selectedRow": .row, "selectedIndexPath": .row, "queueNext": .cell, "crashed": .yesno,
    ]

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension LessonExpression {
    /// What the expression's value counts, when it can be told: a query's unit, a sum of one unit,
    /// yes/no for a comparison. nil for a bare number or a sum of different units.
    public var unit: LessonUnit? {
        switch self {
        case .literal(.bool): return .yesno
        case .literal: return nil
        case .query(let name, _):
            return LessonUnit.ofQuery[name.hasPrefix("all.") ? String(name.dropFirst(4)) : name]
        case .arithmetic(let a, _, let b):
            switch (a.unit, b.unit) {
            case (let x?, let y?): return x == y ? x : nil
            case (let x?, nil), (nil, let x?): return x
            case (nil, nil): return nil
            }
        case .compare: return .yesno
        }
    }

    /// What a yes/no expression is about: calls for `count(cellForRowAt) == 10`; the unit itself otherwise.
    public var subjectUnit: LessonUnit? {
        guard case .compare(let a, _, let b) = self else { return unit }
        return a.unit ?? b.unit
    }
}
