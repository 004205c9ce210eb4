import TableSim
import TableText

// The screen of the simulated phone, as a box.
//
// Why this picture exists: a learner's mental model of a table view is "one cell per row". The box
// shows the truth next to each row — which cell *object* (`cell#12`) is showing it, and whether that
// object was just made (✚) or just came back from the reuse queue (↻, "was [0, 0]") — so after
// `scroll 10` the recycling is visible without reading anything else. Everything else in the box is
// what a real screen would show: rows cut by the top or bottom edge, floating section headers, the
// section index strip at the right edge, and the scroll indicator.
//
// The picture only draws: it reads `TableState` and the last command's events and decides nothing.

/// The viewport (the table's visible rect) as a box, one line per visible row or section header.
///
/// ```
/// ┌─ viewport · 667 pt ──────────────────────────────────────────────┐
/// │ contentOffset.y 440 · contentSize.height 4,400 · 16 visible rows │
/// ├──────────────────────────────────────────────────────────────────┤
/// │   [0, 12]  cell#13  "cell"  Row 12                              ▐│
/// │ ✚ [0, 16]  cell#17  "cell"  Row 16                               │
/// │ ↻ [0, 17]  cell#1   "cell"  Row 17                 was [0, 0]    │
/// │ ↻ [0, 25]  cell#9   "cell"  Row 25     was [0, 8]  7 of 44 pt ◓  │
/// ├──────────────────────────────────────────────────────────────────┤
/// │ ✚ new · ↻ reused · ◓ partly visible · ▐ scroll bar                │
/// └──────────────────────────────────────────────────────────────────┘
/// ```
///
/// With sections, header lines (`─ ㄴ ──── header · section 1 · sticky`) sit between the rows, and
/// with a section index its titles run down the right edge, next to the scroll indicator (`▐`).
public struct ViewportPicture: Sendable {
    public var state: TableState
    /// The events of the command just run: they decide the ✚ / ↻ marks. Defaults to the last
    /// committed batch of the state's log (none after a rolled-back crash: nothing changed).
    public let lastEvents: [Event]
    /// The ✚ / ↻ marks, read from `lastEvents` once per picture (not once per row, nor once per
    /// layout of the box: attack M7).
    let changes: CellChanges
    /// The rows the last update inserted or moved (`+`, `⇅` in the box's gutter), read once.
    let updateMarks: UpdateMarks
    /// The box's outer width; `nil` fits the content, at most the context's width.
    public var width: Int?
    /// At most this many row lines; the middle rows of a taller screen are summarised in one line.
    public var maxRowLines: Int
    /// What is on screen: the state's now, or the screen at one frame of a command being played.
    public var screen: Screen
    /// The rows on `screen`, as global row indexes.
    let visibleRange: Range<Int>
    /// `screen` is a moment of a command being played (an animation frame, a step), not now: image
    /// views are drawn as they were then.
    let showsAnEarlierScreen: Bool

    public init(state: TableState, lastEvents: [Event]? = nil, width: Int? = nil, maxRowLines: Int = 60,
                screen: Screen? = nil) {
        self.state = state
        self.lastEvents = lastEvents ?? state.log.last.flatMap { $0.rolledBack ? nil : $0.events } ?? []
        self.changes = CellChanges(self.lastEvents)
        self.updateMarks = UpdateMarks(self.lastEvents)
        self.width = width
        self.maxRowLines = max(3, maxRowLines)
        self.showsAnEarlierScreen = screen != nil
        let screen = screen ?? state.screen
        self.screen = screen
        visibleRange = screen.globalRows(in: state.layout)
    }

    // MARK: - Model of the lines

    /// What happened to a row's cell in the last command.
    enum Change: Equatable {
        case unchanged
        case created
        /// Out of the reuse queue; `was` is the row the cell showed before, when known.
        case reused(was: TablePath?)
    }

    /// How a row meets the viewport's edges: `shown` of `height` points are visible.
    enum Cut: Equatable {
        case none
        case top(shown: Double, height: Double)
        case bottom(shown: Double, height: Double)
        /// Past an edge with no point showing: a row whose cell the layout pass under way (a
        /// stepped command) has not taken off yet.
        case offScreen
    }

    /// What an update did to a row, drawn in a gutter before the ✚ / ↻ mark (FIDELITY §8c.36).
    enum Gutter: Equatable {
        case none
        case inserted
        case moved
        /// A deleted row's cell, still on screen while the row animation runs (a played frame).
        case deleted
    }

    struct RowLine {
        var path: TablePath
        var cell: Cell?
        var text: String
        /// The Korean text of the row, when the data has one (chosen at render time by language).
        var korean: String?
        var detail: String?
        var change: Change
        var cut: Cut
        var gutter: Gutter = .none
    }

    enum Item {
        case header(section: Int, title: String?, sticky: Bool)
        case row(RowLine)
        /// Rows left out in the middle of a very tall screen.
        case elided(count: Int, first: TablePath, last: TablePath)
        case message(String)
    }

    // MARK: - Rendering

    /// The box, one string per terminal line, every line the same display width.
    public func render(in ctx: RenderContext) -> [String] {
        let items = self.items(ctx)
        let layout = Columns(picture: self, items: items, ctx: ctx)
        let outer = width.map { max($0, RenderContext.minimumWidth) } ?? preferredWidth(in: ctx)
        let inner = outer - 2
        let level = layout.level(forInner: inner, ctx)
        let noteLevel = layout.noteLevel(middle: inner - layout.tailWidth - layout.headWidth(level), ctx)

        var rows: [Box.Row] = [.text(infoLine(ctx, width: inner)), .divider]
        let strip = indexStrip(lines: items.count, ctx)
        let thumb = thumbLines(lines: items.count)
        for (i, item) in items.enumerated() {
            let tail = layout.tail(index: strip[i], thumb: thumb.contains(i), cut: cutMark(item, ctx), ctx)
            let body = inner - tail.displayWidth
            rows.append(.text(line(for: item, width: body, level: level, noteLevel: noteLevel, layout: layout, ctx) + tail))
        }
        let legend = legendLines(items: items, layout: layout, level: level, noteLevel: noteLevel,
                                 thumb: !thumb.isEmpty, gaps: strip.contains { $0?.text == ctx.symbols.indexGap },
                                 ctx, width: inner)
        if !legend.isEmpty {
            rows.append(.divider)
            rows += legend.map(Box.Row.text)
        }
        let title = ctx.text(L10n.Viewport.title) + ctx.symbols.separator + NumberText.points(state.settings.viewportHeight) + " pt"
        return ctx.box(title: title, rows: rows, width: outer, padding: 0)
    }

    /// The width the box would like: every row's full text, at most the context's width.
    public func preferredWidth(in ctx: RenderContext) -> Int {
        let rows = Columns(picture: self, items: items(ctx), ctx: ctx).preferredOuterWidth(ctx)
        return min(ctx.columns, max(rows, infoLineWidth(ctx) + 2))
    }

    /// The widest form of the line under the title, for the box's preferred width.
    func infoLineWidth(_ ctx: RenderContext) -> Int {
        infoLine(ctx, width: 10_000).displayWidth + 1
    }

    // MARK: Items

    /// Headers and rows meeting the visible rect, top to bottom; the floating header first.
    func items(_ ctx: RenderContext) -> [Item] {
        let layout = state.layout
        let top = screen.offset
        let bottom = top + state.settings.viewportHeight
        guard layout.sectionCount > 0 else {
            return [.message(ctx.text(L10n.Viewport.noSections))]
        }
        let titles = state.data.sectionTitles()
        let sticky = state.stickyHeaderSection(at: screen.offset)
        var items: [Item] = []
        if let s = sticky { items.append(.header(section: s, title: titles[s], sticky: true)) }

        // Global rows of the current run between headers; only the ones drawn become lines.
        var rows: [Int] = []
        var s = layout.section(at: top) ?? 0
        while s < layout.sectionCount && layout.sectionTop(s) < bottom && items.count + rows.count < 100_000 {
            let headerTop = layout.sectionTop(s)
            let h = layout.headerHeight(s)
            if h > 0 && s != sticky && headerTop + h > top {
                flush(&rows, into: &items, changes)
                items.append(.header(section: s, title: titles[s], sticky: false))
            }
            let sectionRows = layout.sectionStarts[s]..<layout.sectionStarts[s + 1]
            let shown = sectionRows.clamped(to: visibleRange)
            rows += shown
            s += 1
        }
        flush(&rows, into: &items, changes)
        if !screen.leaving.isEmpty { placeLeavingRows(into: &items, ctx) }

        if layout.rowCount == 0 {
            let n = layout.sectionCount
            items.append(.message(ctx.text(n == 1 ? L10n.Viewport.noRows
                : L10n.Viewport.noRowsInSections(count: NumberText.grouped(n)))))
        }
        return items
    }

    /// Appends a run of rows, summarising its middle when the run is taller than `maxRowLines`. Only
    /// the rows drawn are looked at: with 10,000 rows on screen the box still draws about 60 lines,
    /// and its cost follows them (attack M7).
    private func flush(_ rows: inout [Int], into items: inout [Item], _ changes: CellChanges) {
        defer { rows = [] }
        guard rows.count > maxRowLines else {
            items += rows.map { .row(rowLine($0, changes)) }
            return
        }
        let head = (maxRowLines - 1) / 2
        let tail = maxRowLines - 1 - head
        items += rows[..<head].map { .row(rowLine($0, changes)) }
        let hidden = rows[head..<(rows.count - tail)]
        items.append(.elided(count: hidden.count, first: state.layout.path(hidden.first!), last: state.layout.path(hidden.last!)))
        items += rows[(rows.count - tail)...].map { .row(rowLine($0, changes)) }
    }

    /// Each deleted row's cell, drawn where its row was — under the row that stayed above it — until
    /// it leaves at the end of the row animation. Placed by position in the new layout, so a row
    /// whose neighbour is off screen goes to the edge it is nearest, and one whose neighbour is in
    /// the summarised middle of a short terminal goes just under the summary line.
    private func placeLeavingRows(into items: inout [Item], _ ctx: RenderContext) {
        let layout = state.layout
        /// Where an item sits among the rows of the new layout; nil for a leaving row already placed
        /// (the next one goes after it) and for a message.
        func position(_ item: Item) -> Double? {
            switch item {
            case .row(let r): return r.gutter == .deleted ? nil : Double(layout.global(r.path))
            case .elided(_, let first, _): return Double(layout.global(first))
            case .header(let s, _, let sticky): return sticky ? -.infinity : Double(layout.sectionStarts[s]) - 0.5
            case .message: return nil
            }
        }
        for leaving in screen.leaving {
            let line = RowLine(path: leaving.was, cell: state.cell(leaving.cell),
                               text: ctx.text(L10n.Viewport.leavingRow), korean: nil,
                               detail: nil, change: .unchanged, cut: .none, gutter: .deleted)
            let key: Double
            if let below = leaving.below, layout.contains(below) {
                key = Double(layout.global(below)) + 0.25
            } else if let s = leaving.section, s < layout.sectionCount {
                key = Double(layout.sectionStarts[s]) - 0.25
            } else {
                key = -Double(Int.max)
            }
            let at = items.firstIndex { item in position(item).map { $0 > key } ?? false } ?? items.count
            items.insert(.row(line), at: at)
        }
    }

    private func rowLine(_ g: Int, _ changes: CellChanges) -> RowLine {
        let layout = state.layout
        let path = layout.path(g)
        let content = state.data.content(at: path)
        var cell = screen.cell(at: path).flatMap(state.cell)
        if let id = cell?.id, state.showsImages, showsAnEarlierScreen {
            // A frame of a command being played: its image view as it was then (a row can appear
            // before its image, FIDELITY §8.22); unknown images read as empty.
            let then = screen.images[id] ?? CellImage.none
            if then != cell?.image { cell?.image = then }
            // The row a cell waits for is known for the end of the command only: in an earlier
            // frame it named downloads not started yet (lesson 12's first frame showed "loading
            // [0, 34]" on row 9, two frames before row 34 was asked for — a fresh Korean reading).
            cell?.loadingRow = nil
        }
        let rowTop = layout.rowTop(g) - screen.offset
        let h = layout.rowHeight(g)
        let vh = state.settings.viewportHeight
        let cut: Cut
        if rowTop + h <= 0 || rowTop >= vh {
            cut = .offScreen
        } else if rowTop < 0 {
            cut = .top(shown: min(rowTop + h, vh), height: h)
        } else if rowTop + h > vh {
            cut = .bottom(shown: vh - rowTop, height: h)
        } else {
            cut = .none
        }
        // A learner's app shows what its code put in the cell (sanitized: it is the app's text).
        let app = state.isLearnerApp
        // A diffable data source's cell shows what its cell provider last set: an edit the diff did
        // not see stays off the screen (FIDELITY §8c.38).
        let text = app ? (cell?.text ?? "").visibleControls
            : state.settings.diffable != nil ? (cell?.text ?? content.text) : content.text
        return RowLine(path: path, cell: cell, text: text,
                       korean: app ? nil : content.textKo,
                       detail: app ? cell?.detail?.visibleControls : content.detail,
                       change: cell.map { change(of: $0, at: path, changes) } ?? .unchanged, cut: cut,
                       gutter: gutter(at: path))
    }

    private func gutter(at path: TablePath) -> Gutter {
        switch updateMarks.mark(at: path) {
        case .inserted?: return .inserted
        case .moved?: return .moved
        case nil: return .none
        }
    }

    private func change(of cell: Cell, at path: TablePath, _ changes: CellChanges) -> Change {
        switch changes.change(of: cell.id, at: path) {
        case .created?: return .created
        case .reused(let was)?: return .reused(was: was)
        case nil: return .unchanged
        }
    }

    // MARK: Lines

    private func infoLine(_ ctx: RenderContext, width: Int) -> String {
        let d = ctx.symbols.separator
        let offset = NumberText.points(screen.offset)
        let content = NumberText.points(state.contentHeight)
        let n = NumberText.grouped(visibleRange.count)
        typealias T = L10n.Viewport.Info
        let visible = ctx.text(T.visibleRows(count: n))
        let rows = ctx.text(T.rows(count: n))
        let offsetWord = ctx.text(T.offset)
        let candidates = [
            "contentOffset.y \(offset)" + d + "contentSize.height \(content)" + d + visible,
            offsetWord + " \(offset)" + d + ctx.text(T.contentHeight) + " \(content)" + d + visible,
            offsetWord + " \(offset) / \(content)" + d + rows,
            "y \(offset) / \(content)" + d + rows,
        ]
        return " " + ctx.firstFitting(candidates, width: width - 1)
    }

    private func line(for item: Item, width: Int, level: Columns.Level, noteLevel: Int, layout: Columns,
                      _ ctx: RenderContext) -> String {
        switch item {
        case .row(let row):
            return layout.rowText(row, width: width, level: level, noteLevel: noteLevel, ctx)
        case .header(let section, let title, let sticky):
            return headerText(section: section, title: title, sticky: sticky, width: width, ctx)
        case .elided(let count, let first, let last):
            let n = NumberText.grouped(count)
            let e = ctx.symbols.ellipsis
            let more = ctx.text(L10n.Viewport.moreRows(count: n))
            let text = ctx.firstFitting([
                "\(e) " + more + " (\(first) \(e) \(last))",
                "\(e) " + more,
            ], width: width - 3)
            return ("   " + ctx.paint(text, .dim)).padded(toWidth: width)
        case .message(let text):
            return (" " + ctx.paint(ctx.fit(text, width: width - 2), .warning)).padded(toWidth: width)
        }
    }

    /// `─ ㄱ ───────────── header · section 0 · sticky`: a floating header reads as part of the screen.
    private func headerText(section: Int, title: String?, sticky: Bool, width: Int, _ ctx: RenderContext) -> String {
        let r = ctx.symbols.rule
        typealias T = L10n.Viewport.Header
        let name = title ?? ctx.text(T.noTitle)
        let d = ctx.symbols.separator
        let stickyLabel = ctx.text(T.sticky)
        let sectionLabel = ctx.text(T.section(section: String(section)))
        // With header views (FIDELITY §8c.40) the line names the view object showing the header.
        let view = screen.headers[section].map(HeaderView.name)
        let labels = (view.map { v in [v + d + sectionLabel + (sticky ? d + stickyLabel : ""), v + (sticky ? d + stickyLabel : ""), v] } ?? []) + [
            ctx.text(T.header) + d + sectionLabel + (sticky ? d + stickyLabel : ""),
            sectionLabel + (sticky ? d + stickyLabel : ""),
            sticky ? stickyLabel : "",
            "",
        ]
        let lead = " \(r) "
        let shownTitle = ctx.fit(name, width: max(1, width - lead.displayWidth - 4))
        let fixed = lead.displayWidth + shownTitle.displayWidth + 1
        var label = ""
        for l in labels where fixed + 3 + (l.isEmpty ? 0 : l.displayWidth + 1) <= width {
            label = l
            break
        }
        let ruleCount = max(1, width - fixed - (label.isEmpty ? 1 : label.displayWidth + 2))
        let rule = String(repeating: r, count: ruleCount)
        let text = lead + ctx.paint(shownTitle, .heading) + " " + ctx.paint(rule, .dim)
            + (label.isEmpty ? "" : " " + ctx.paint(label, .dim))
        return ctx.fit(text, width: width).padded(toWidth: width)
    }

    private func cutMark(_ item: Item, _ ctx: RenderContext) -> String {
        guard case .row(let row) = item else { return " " }
        switch row.cut {
        case .none, .offScreen: return " "
        case .top: return ctx.symbols.cutAtTop
        case .bottom: return ctx.symbols.cutAtBottom
        }
    }

    /// The legend names every mark on screen, and only those, so it stays short and always relevant:
    /// the row marks, the short forms of notes the row lines had to use (`←0:4`, `◫-`, `α0.5`), the
    /// edge marks, the scroll bar and the index strip's gaps.
    private func legendLines(items: [Item], layout: Columns, level: Columns.Level, noteLevel: Int,
                             thumb: Bool, gaps: Bool, _ ctx: RenderContext, width: Int) -> [String] {
        let rows = items.compactMap { if case .row(let r) = $0 { return r } else { return nil } }
        let s = ctx.symbols
        let forms = Columns.noteLevels[min(noteLevel, Columns.noteLevels.count - 1)]
        typealias T = L10n.Viewport.Legend
        var long: [String] = [], short: [String] = []
        func add(_ l: String, _ sh: String? = nil) { long.append(l); short.append(sh ?? l) }
        // What the update did comes first: it is what the learner just typed.
        if rows.contains(where: { $0.gutter == .inserted }) {
            add(ctx.paint(s.inserted, .created) + " " + ctx.text(T.inserted), ctx.paint(s.inserted, .created) + " " + ctx.text(T.insertedShort))
        }
        if rows.contains(where: { $0.gutter == .moved }) {
            add(ctx.paint(s.moved, .accent) + " " + ctx.text(T.moved), ctx.paint(s.moved, .accent) + " " + ctx.text(T.movedShort))
        }
        if rows.contains(where: { $0.gutter == .deleted }) {
            add(ctx.paint(s.deleted, .bad) + " " + ctx.text(T.deleted), ctx.paint(s.deleted, .bad) + " " + ctx.text(T.deletedShort))
        }
        if rows.contains(where: { $0.change == .created }) {
            add(ctx.paint(s.created, .created) + " " + ctx.text(T.created),
                ctx.paint(s.created, .created) + " " + ctx.text(T.createdShort))
        }
        if rows.contains(where: { if case .reused = $0.change { return true } else { return false } }) {
            add(ctx.paint(s.reused, .reused) + " " + ctx.text(T.reused),
                ctx.paint(s.reused, .reused) + " " + ctx.text(T.reusedShort))
        }
        if forms.was == .short, let was = rows.lazy.compactMap({ r -> TablePath? in
            if case .reused(let w?) = r.change { return w } else { return nil } }).first {
            add(ctx.paint(s.backArrow + was.compact, .reused) + " = " + ctx.text(T.was(row: was.description)))
        }
        if layout.showsImages && forms.image == .short {
            var kinds: [String] = []
            for row in rows {
                guard let cell = row.cell else { continue }
                let entry: String
                switch cell.image {
                case .image(let p) where p == row.path:
                    entry = ctx.paint(s.image + s.check, .good) + " " + ctx.text(T.rightImage)
                case .image:
                    // One entry for all wrong images, not one per row: the row is in the mark itself.
                    entry = ctx.paint(s.image + s.released + "0:N", .bad) + " " + ctx.text(T.wrongImage)
                case .placeholder:
                    entry = ctx.paint(s.image + "?", .dim) + " " + ctx.text(L10n.Columns.placeholder)
                case .none:
                    entry = ctx.paint(s.image + "-", .dim) + " " + ctx.text(L10n.Columns.empty)
                }
                if !kinds.contains(entry) { kinds.append(entry) }
            }
            for k in kinds { add(k) }
        }
        if forms.flags != .none, let alpha = rows.lazy.compactMap({ $0.cell.flatMap { $0.alpha != 1 ? $0.alpha : nil } }).first {
            let a = NumberText.alpha(alpha)
            add(ctx.paint(s.alpha + a, .warning) + " = " + ctx.text(T.alpha(alpha: a)))
        }
        if forms.flags == .short, rows.contains(where: { $0.cell?.isSelected == true }) {
            add(ctx.paint(s.selection + ctx.text(L10n.Columns.selectedShort), .good) + " = " + ctx.text(L10n.Columns.selected))
        }
        if forms.flags == .short, rows.contains(where: { r in r.cell.map { $0.checkmarkSetFor == r.path } ?? false }) {
            add(ctx.paint(s.check, .good) + " = " + ctx.text(L10n.Columns.checkmark))
        }
        if forms.flags == .short, let leaked = rows.lazy.compactMap({ r -> TablePath? in
            r.cell?.checkmarkSetFor.flatMap { $0 != r.path ? $0 : nil } }).first {
            add(ctx.paint(s.check + s.backArrow + leaked.compact, .bad) + " = " + ctx.text(T.checkmarkSetFor(row: leaked.description)))
        }
        let top = rows.contains { if case .top = $0.cut { return true } else { return false } }
        let bottom = rows.contains { if case .bottom = $0.cut { return true } else { return false } }
        if top || bottom {
            let marks = (top ? s.cutAtTop : "") + (bottom ? s.cutAtBottom : "")
            let edge = ctx.text(top && bottom ? T.cutByBothEdges : top ? T.cutByTopEdge : T.cutByBottomEdge)
            add(marks + " " + edge, marks + " " + ctx.text(T.partlyVisible))
            if forms.cut == .short, let cut = rows.lazy.compactMap({ r -> (Double, Double)? in
                switch r.cut {
                case .none, .offScreen: return nil
                case .top(let a, let b), .bottom(let a, let b): return (a, b)
                } }).first {
                let a = NumberText.points(cut.0), b = NumberText.points(cut.1)
                add("\(a)/\(b) = " + ctx.text(T.cutSize(shown: a, height: b)))
            }
        }
        if thumb { add(s.thumb + " " + ctx.text(T.scrollBar)) }
        if gaps { add(ctx.paint(s.indexGap, .dim) + " " + ctx.text(T.indexGaps)) }
        if level.compactPath, let first = rows.first {
            add(first.path.compact + " = " + first.path.description)
        }
        guard !long.isEmpty else { return [] }
        let d = s.separator
        let room = width - 1
        for parts in [long, short] where parts.joined(separator: d).displayWidth <= room {
            return [" " + parts.joined(separator: d)]
        }
        // On as many lines as they need, each explanation whole.
        var lines: [String] = []
        var current = ""
        for part in short {
            if current.isEmpty {
                current = part
            } else if (current + d + part).displayWidth <= room {
                current += d + part
            } else {
                lines.append(current)
                current = part
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { " " + $0 }
    }

    // MARK: Right edge

    /// The section index strip, one title per line, centred like iOS draws it; when there are more
    /// titles than lines, every other line shows `•` for the titles left out (as iOS does too).
    private func indexStrip(lines: Int, _ ctx: RenderContext) -> [IndexMark?] {
        var strip = [IndexMark?](repeating: nil, count: lines)
        guard let titles = state.indexTitles, !titles.isEmpty, lines > 0 else { return strip }
        let current = state.stickyHeaderSection(at: screen.offset).flatMap { s -> String? in
            let t = state.data.sectionTitles()
            return s < t.count ? t[s] : nil
        }
        if titles.count <= lines {
            let start = (lines - titles.count) / 2
            for (i, t) in titles.enumerated() { strip[start + i] = IndexMark(text: t, current: t == current) }
        } else {
            // An odd number of lines, so the strip starts and ends with a title.
            let used = lines % 2 == 1 ? lines : lines - 1
            let shown = max(1, (used + 1) / 2)
            for k in 0..<shown {
                let i = shown == 1 ? 0 : Int((Double(k) * Double(titles.count - 1) / Double(shown - 1)).rounded())
                strip[2 * k] = IndexMark(text: titles[i], current: titles[i] == current)
                if 2 * k + 1 < used { strip[2 * k + 1] = IndexMark(text: ctx.symbols.indexGap, current: false) }
            }
        }
        return strip
    }

    struct IndexMark {
        var text: String
        var current: Bool
    }

    /// Which lines carry the scroll indicator's thumb: its length is viewport ÷ content height, its
    /// position offset ÷ the largest offset — the same arithmetic UIScrollView uses. No thumb when
    /// everything fits (nothing to scroll).
    func thumbLines(lines: Int) -> Range<Int> {
        let content = state.contentHeight
        let vh = state.settings.viewportHeight
        guard lines > 0, content > vh, state.maxOffset > 0 else { return 0..<0 }
        let length = min(lines, max(1, Int((Double(lines) * vh / content).rounded())))
        let start = Int((Double(lines - length) * min(1, max(0, state.maxOffset > 0 ? screen.offset / state.maxOffset : 0))).rounded())
        return start..<(start + length)
    }
}
