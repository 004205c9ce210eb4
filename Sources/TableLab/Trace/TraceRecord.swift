import Foundation
import TableSim

/// One line of the trace, as a Codable record: the only encoder of events to JSON, used by
/// `--trace jsonl` and `trace FILE` alike. Fields that do not apply are left out; numbers are finite
/// and rounded to 0.001 ms, so every line is valid JSON. Keys are sorted, so a line is the same
/// bytes on every run.
struct TraceRecord: Encodable, Equatable {
    var event: String
    var t: Double
    var frame: Int
    var id: Int?
    var cause: Int?
    var section: Int?
    var row: Int?
    var cell: String?
    /// A run of rows (`Event.isRowRun`): the cell of each call, in row order.
    var cells: [String]?
    /// Header-view events: the `UITableViewHeaderFooterView` involved, `"header#2"`.
    var headerView: String?
    var identifier: String?
    var result: String?
    var previousSection: Int?
    var previousRow: Int?
    /// A run of reused dequeues: the row each cell showed before, as `[[section, row], …]`.
    var previousPaths: [[Int]]?
    var count: Int?
    var lastSection: Int?
    var lastRow: Int?
    var paths: [[Int]]?
    var value: Double?
    var hitch: Bool?
    var scrolling: Bool?
    var offset: Double?
    var queue: String?
    var duration: Double?
    var task: Int?
    var load: Int?
    var work: String?
    var cancelled: Bool?
    var shownSection: Int?
    var shownRow: Int?
    var wrong: Bool?
    var text: String?
    /// The learner's file and line that made the event (`app FILE.swift`).
    var file: String?
    var line_: Int?
    var command: String?
    var rolledBack: Bool?

    enum CodingKeys: String, CodingKey {
        case event, t, frame, id, cause, section, row, cell, cells, identifier, result
        case previousSection = "previous_section", previousRow = "previous_row", previousPaths = "previous_paths"
        case count, lastSection = "last_section", lastRow = "last_row", paths, value, hitch, scrolling, offset, queue, duration
        case task, load, work, cancelled, shownSection = "shown_section", shownRow = "shown_row", wrong, text, command
        case rolledBack = "rolled_back", headerView = "header_view"
        case file, line_ = "line"
    }

    init(_ e: Event, command: String?, rolledBack: Bool) {
        event = e.kind.rawValue
        t = Self.number(e.time) ?? 0
        frame = e.frame
        id = e.id > 0 ? e.id : nil
        cause = e.cause
        section = e.section
        row = e.row
        cell = e.cell.map(Cell.name)
        cells = e.cells?.map(Cell.name)
        headerView = e.headerView.map(HeaderView.name)
        identifier = e.identifier
        result = e.dequeue?.rawValue
        previousSection = e.previousPath?.section
        previousRow = e.previousPath.flatMap { $0.row >= 0 ? $0.row : nil }   // a header view's: its section only
        previousPaths = e.previousPaths?.map { [$0.section, $0.row] }
        count = e.count != 1 ? e.count : nil
        if let last = e.lastPath {
            lastSection = last.section
            lastRow = last.row >= 0 ? last.row : nil
        }
        paths = e.paths?.map { [$0.section, $0.row] }
        value = e.value.flatMap(Self.number)
        hitch = e.kind == .frame ? e.isHitch : nil
        scrolling = e.kind == .frame && e.scrolling ? true : nil
        offset = e.offset.flatMap(Self.number)
        queue = e.queue
        duration = e.duration.flatMap(Self.number)
        task = e.task
        load = e.load
        work = e.work?.rawValue
        cancelled = e.cancelled ? true : nil
        shownSection = e.shownPath?.section
        shownRow = e.shownPath?.row
        wrong = e.kind == .imageAssign ? e.isWrong : nil
        text = e.text
        if let site = e.site, site.line > 0 {
            file = site.file
            line_ = Int(site.line)
        }
        self.command = command
        self.rolledBack = rolledBack ? true : nil
    }

    /// The marker written where `reset` made a new table: the clock starts again at 0.
    static func reset(command: String) -> TraceRecord {
        var r = TraceRecord(Event(.reloadData, frame: 0, time: 0), command: command, rolledBack: false)
        r.event = "reset"
        r.text = "a new table: the clock, frames, cell numbers and event ids start again"
        return r
    }

    /// Finite, rounded to 0.001; nil for NaN and infinities (never valid JSON). A value too large
    /// for `v * 1000` to stay finite is already a whole number and is kept as it is.
    static func number(_ v: Double) -> Double? {
        guard v.isFinite else { return nil }
        let rounded = (v * 1000).rounded() / 1000
        return rounded.isFinite ? rounded : v
    }

    /// One JSON Lines line.
    var line: String { jsonLine }  // by hand, as JSONEncoder would write it (TraceRecord+JSON.swift)
}
