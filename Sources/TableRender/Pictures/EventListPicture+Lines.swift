import TableSim
import TableText

// Entries of the compact list as text: `mark path  callback → callback → callback`, continued on
// indented lines when the terminal is narrow (the mark column stays clear, so the eye can run down
// the marks), and sub-entries (what happened inside one row's cellForRowAt) one step further in.

extension EventListPicture {
    /// Choices made once for the whole list, so every entry reads alike.
    struct LineStyle {
        /// The column the single index paths are padded to.
        var pathWidth: Int
        /// Name the reuse identifier after each cell (when rows use more than one).
        var showIdentifiers: Bool
        /// Say which row a reused cell showed before (only when every such line keeps it on one line).
        var showWas: Bool
        var width: Int
        /// Continuation lines start just right of the marks instead of under the callbacks (chosen
        /// for the whole list when that saves lines: narrow terminals, long runs of index paths).
        var nearIndent = false
    }

    /// Every line of an entry: its own, then its sub-entries'. What happened inside `cellForRowAt`
    /// (a `Data(contentsOf:)` that blocks, a block dispatched) came before `willDisplay`, so an entry
    /// with sub-entries says `willDisplay` after them, in the order the events ran.
    func lines(of e: Entry, _ style: LineStyle, _ ctx: RenderContext) -> [String] {
        let subs = e.subs.flatMap { sub in subLines(of: sub, parentPaths: e.paths, style, ctx) }
        guard e.displayed, !subs.isEmpty else { return mainLines(of: e, style, ctx) + subs }
        var bare = e
        bare.displayed = false
        let lead = "    " + ctx.paint(ctx.symbols.display, ifAny: .display) + " "
        return mainLines(of: bare, style, ctx) + subs
            + ctx.flow(lead: lead, [Piece("willDisplay", .display)], indent: 6, width: style.width)
    }

    /// The entry's own lines (without sub-entries).
    func mainLines(of e: Entry, _ style: LineStyle, _ ctx: RenderContext) -> [String] {
        if case .text(let candidates) = e.shape { return textLines(candidates, lead: "  ", style, ctx) }
        let (mark, role, pieces) = self.pieces(of: e, pathInLead: true, style, ctx)
        var lead = "  " + ctx.paint(mark, ifAny: role) + " "
        let paths = e.paths
        if paths.count == 1 {
            lead += paths[0].description.padded(toWidth: style.pathWidth) + " "
        } else if paths.count > 1 {
            lead += RunText.paths(paths, ctx, layout: state?.layout) + "  "
        }
        return ctx.flow(lead: lead, pieces, indent: style.nearIndent ? 4 : lead.displayWidth, width: style.width)
    }

    /// A sub-entry under its row: one step further in, without repeating the row's index path.
    private func subLines(of e: Entry, parentPaths: [TablePath], _ style: LineStyle, _ ctx: RenderContext) -> [String] {
        if case .text(let candidates) = e.shape { return textLines(candidates, lead: "    ", style, ctx) }
        let samePaths = e.paths.isEmpty || e.paths == parentPaths
        let (mark, role, pieces) = self.pieces(of: e, pathInLead: !samePaths, style, ctx)
        var lead = "    " + ctx.paint(mark, ifAny: role) + " "
        if !samePaths { lead += RunText.paths(e.paths, ctx, layout: state?.layout) + " " }
        let indent = min(lead.displayWidth, 6)
        return ctx.flow(lead: lead, pieces, indent: indent, width: style.width)
    }

    /// The first candidate that fits; else the first one, continued on indented lines.
    private func textLines(_ candidates: [String], lead: String, _ style: LineStyle, _ ctx: RenderContext) -> [String] {
        let room = style.width - lead.displayWidth
        if let fits = candidates.first(where: { $0.displayWidth <= room }) { return [lead + fits] }
        return ctx.flow(lead: lead, [Piece(candidates.first ?? "")], indent: lead.displayWidth + 2, width: style.width)
    }

    /// The pieces `make` builds for the reader's language; for `both`, the English pieces, a slash,
    /// then the Korean ones (so each half wraps on its own, and a piece keeps its colour in either).
    private func say(_ ctx: RenderContext, _ make: (Language) -> [Piece]) -> [Piece] {
        switch ctx.language {
        case .en, .ko: return make(ctx.language)
        case .both: return make(.en) + [Piece("/")] + make(.ko)
        }
    }

    // MARK: - What each entry says

    /// The mark in front of an entry, its colour, and the pieces of its text.
    func pieces(of e: Entry, pathInLead: Bool, _ style: LineStyle, _ ctx: RenderContext)
        -> (mark: String, role: Palette.Role?, pieces: [Piece]) {
        let s = ctx.symbols
        let n = e.rowCount
        let g = NumberText.grouped
        let cells = RunText.cells(e.cells, ctx)
        let id = style.showIdentifiers ? e.rows.first?.identifier.map { " \"\($0)\"" } ?? " nil" : ""
        let willDisplay = e.displayed ? [Piece.arrow(ctx, "willDisplay", .display)] : []
        let cellForRowAt = Piece("cellForRowAt")
        let didEnd = Piece("didEndDisplaying", .end)
        let total = e.rows.reduce(0) { $0 + $1.ms }
        typealias T = L10n.Events.Entry

        switch e.shape {
        case .created:
            let cell = Piece.arrow(ctx, ctx.text(T.new) + " " + cells + id, .created) + " (init)"
            return (s.created, .created, [cellForRowAt, cell] + willDisplay)

        case .reused:
            let was = style.showWas && n == 1 ? e.rows[0].was.map { ", " + ctx.text(T.was) + " \($0)" } ?? "" : ""
            let cell = Piece.arrow(ctx, ctx.text(T.reused) + " " + cells + id, .reused) + " (prepareForReuse\(was))"
            return (s.reused, .reused, [cellForRowAt, cell] + willDisplay)

        case .fallback:
            let q = e.rows.first?.identifier.map { "\"\($0)\"" } ?? "nil"
            // A learner's app may make the cell with a reuse identifier of its own
            // (`UITableViewCell(style:reuseIdentifier:)`): such a cell is queued and reused.
            if let made = e.rows.first?.cell.flatMap({ state?.cell($0) })?.identifier {
                return (s.created, .created, [
                    cellForRowAt, Piece.arrow(ctx, "dequeueReusableCell(\(q))"), Piece.arrow(ctx, "nil"),
                    Piece.arrow(ctx, "UITableViewCell(reuseIdentifier: \"\(made)\") " + cells, .created),
                ] + willDisplay)
            }
            let noId = Piece(" (") + Piece(ctx.text(T.noIdentifier), .warning) + ")"
            return (s.created, .created, [
                cellForRowAt, Piece.arrow(ctx, "dequeueReusableCell(\(q))"), Piece.arrow(ctx, "nil"),
                Piece.arrow(ctx, "UITableViewCell() " + cells, .created) + noId,
            ] + willDisplay)

        case .reconfigured:
            let cell = Piece.arrow(ctx, ctx.text(T.sameCell) + " " + cells + id, .display) + " (" + ctx.text(T.noPrepareForReuse) + ")"
            return (s.display, .display, [cellForRowAt, cell])

        case .failed:
            // A learner's app can stop anywhere in its `cellForRowAt` (a force-unwrap, an index out of
            // range, a loop stopped by tablelab), not only in the dequeue: the box below says where.
            if state?.isLearnerApp == true {
                return (s.crash, .crash, [cellForRowAt, Piece.arrow(ctx, ctx.text(L10n.Events.Full.crashed), .crash)])
            }
            // The identifier is in UIKit's message below; the state is rolled back and may not know it.
            return (s.crash, .crash, [
                cellForRowAt, Piece.arrow(ctx, "dequeueReusableCell(withIdentifier:for:)"),
                Piece.arrow(ctx, ctx.text(T.uncaughtException), .crash),
            ])

        case .queued(let identifier):
            let who = n == 1 ? cells : ctx.text(T.cells(count: g(n)))
            let list = n == 1 ? [] : [Piece("(\(cells))")]
            let rest = " " + ctx.text(T.toQueue(id: identifier))
            return (s.enqueued, .enqueue, [didEnd, Piece.arrow(ctx, who, .enqueue) + rest] + list)

        case .released:
            let who = n == 1 ? cells : ctx.text(T.cells(count: g(n)))
            let list = n == 1 ? [] : [Piece("(\(cells))", .warning)]
            return (s.released, .warning, [
                didEnd, Piece.arrow(ctx, who + " " + ctx.text(T.released), .warning)] + list + [
                Piece("(" + ctx.text(T.neverReused) + ")"),
            ])

        case .ended:
            return (s.ended, .end, [didEnd, Piece.arrow(ctx, cells)])

        case .downloadStarts:
            let workers = e.rows.compactMap(\.worker)
            guard !workers.isEmpty else {
                return (s.imageLoadStart, .accent, [Piece(ctx.text(n == 1 ? T.downloadStarts : T.downloadsStart(count: g(n))), .accent)])
            }
            let on = T.onWorkers(workers: RunText.numbers(workers, ctx))
            return (s.imageLoadStart, .accent, say(ctx) { lang in
                [Piece(lang.text(n == 1 ? T.downloadStartsOn : T.downloadsStartOn(count: g(n))), .accent), Piece(lang.text(on))]
            })

        case .dataTaskStarts:
            return (s.imageLoadStart, .accent, [Piece(n == 1 ? "URLSessionDataTask.resume()" : "\(g(n)) × URLSessionDataTask.resume()", .accent),
                                                Piece(ctx.text(T.dataTaskResumed))])

        case .awaitStarts:
            return (s.imageLoadStart, .accent, [Piece(n == 1 ? "await URLSession.shared.data(from:)" : "\(g(n)) × await URLSession.shared.data(from:)", .accent),
                                                Piece(ctx.text(T.awaitSuspended))])

        case .mainDownload(let block):
            let n = e.rows.reduce(0) { $0 + $1.calls }
            let bulk = e.rows.count == 1 && n > 1 ? e.rows[0].lastPath.map { "\(e.rows[0].path.map(\.description) ?? "") … \($0)" } : nil
            let call: Piece
            switch block {
            case .taskDownload?: call = Piece("Task { ") + Piece("Data(contentsOf:)", .bad) + " }"
            case .some: call = Piece("DispatchQueue.main.async { ") + Piece("Data(contentsOf:)", .bad) + " }"
            case nil: call = Piece("Data(contentsOf:)", .bad)
            }
            let ms = NumberText.ms(total)
            // The call first in both languages (code reads the same in either); the count, if any, before it.
            let calls = n == 1 ? call : Piece("\(g(n)) × ") + call
            let blocks = n == 1 ? T.blocksMain(ms: ms) : T.blockMain(ms: ms)
            let range = bulk.map { [Piece(ctx.text(T.bulkRows(rows: $0)), .dim)] } ?? []
            return (s.imageLoadStart, .bad, say(ctx) { lang in [calls, Piece(lang.text(blocks))] } + range + outcomePieces(e, ctx))

        case .completion(let downloaded, let awaited):
            var pieces: [Piece] = []
            if downloaded {
                pieces.append(Piece(ctx.text(n == 1 ? T.downloaded : T.downloadedMany(count: g(n)))))
            }
            let outcomes = outcomePieces(e, ctx)
            if !outcomes.isEmpty || !downloaded {
                let block = awaited ? ctx.text(T.afterAwait) + " imageView.image = \(s.ellipsis)"
                    : "DispatchQueue.main.async { imageView.image = \(s.ellipsis) }"
                pieces.append(downloaded ? Piece.arrow(ctx, block) : Piece(block))
            }
            let (mark, role) = outcomeMark(e, ctx, none: (s.imageLoadFinish, .accent))
            return (mark, role, pieces + outcomes)

        case .assign:
            let (mark, role) = outcomeMark(e, ctx, none: (s.image, .good))
            return (mark, role, outcomePieces(e, ctx))

        case .cacheHit:
            let text = ctx.text(n == 1 ? T.alreadyKept : T.alreadyKeptMany(count: g(n)))
            return (s.imageCacheHit, .accent, [Piece(text, .accent)] + outcomePieces(e, ctx))

        case .cancel:
            let of = e.cells.isEmpty ? "" : " (\(cells))"
            let message: Message
            if pathInLead {
                message = n == 1 ? T.cancelled : T.cancelledMany(count: g(n))
            } else {
                let rows = RunText.paths(e.paths, ctx, layout: state?.layout)
                message = n == 1 ? T.cancelledAt(rows: rows) : T.cancelledManyAt(count: g(n), rows: rows)
            }
            return (s.cancelPrefetch, .dim, [Piece(ctx.text(message) + of, .dim)])

        case .text(let candidates):
            return ("", nil, [Piece(candidates.first ?? "")])

        case .crash(let message):
            return (s.crash, .crash, [Piece(message, .crash)])
        }
    }

    /// The mark of an entry whose images went into cells: ✗ when any was wrong, ⌧ when all were left
    /// alone, ◫ when they were right.
    private func outcomeMark(_ e: Entry, _ ctx: RenderContext, none: (String, Palette.Role)) -> (String, Palette.Role) {
        let s = ctx.symbols
        let all = e.rows.flatMap(\.outcomes)
        if all.contains(where: { if case .wrong = $0 { return true } else { return false } }) { return (s.wrongImage, .bad) }
        if all.contains(where: { if case .right = $0 { return true } else { return false } }) { return (s.image, .good) }
        if !all.isEmpty { return (s.imageIgnored, .dim) }
        return none
    }

    /// `→ cell#14 image ✓`, `→ cell#1 ✗ wrong image: the image of [0, 0] went in — this cell shows
    /// [0, 20] now`, `→ ⌧ left alone (identity check): cell#1 shows [0, 20] now`.
    private func outcomePieces(_ e: Entry, _ ctx: RenderContext) -> [Piece] {
        let s = ctx.symbols
        let g = NumberText.grouped
        let layout = state?.layout
        typealias T = L10n.Events.Entry
        var right: [Int] = []
        var wrong: [(cell: Int, image: TablePath?, shows: TablePath?)] = []
        var ignored: [(cell: Int, image: TablePath?, shows: TablePath?)] = []
        for row in e.rows {
            for o in row.outcomes {
                switch o {
                case .right(let c): right.append(c)
                case .wrong(let c, let shows): wrong.append((c, row.path, shows))
                case .ignored(let c, let shows): ignored.append((c, row.path, shows))
                }
            }
        }
        var pieces: [Piece] = []
        if !right.isEmpty {
            let names = RunText.cells(right, ctx)
            pieces.append(Piece.arrow(ctx, names + " " + ctx.text(right.count == 1 ? T.image : T.images) + " " + s.check, .good))
        }
        if !wrong.isEmpty {
            let n = wrong.count
            let images = RunText.paths(wrong.compactMap(\.image), ctx, layout: layout)
            let shows = RunText.paths(wrong.compactMap(\.shows), ctx, layout: layout)
            pieces.append(Piece.arrow(ctx, RunText.cells(wrong.map(\.cell), ctx), .bad))
            pieces.append(Piece(s.wrongImage + " " + ctx.text(n == 1 ? T.wrongImage : T.wrongImages(count: g(n))), .bad))
            let wentIn = n == 1 ? T.imageWentIn(rows: images) : T.imagesWentIn(rows: images)
            let showsNow = n == 1 ? T.cellShowsNow(rows: shows) : T.cellsShowNow(rows: shows)
            pieces += say(ctx) { lang in
                [Piece(lang.text(wentIn) + " " + s.dash, .bad), Piece(lang.text(showsNow), .bad)]
            }
        }
        if !ignored.isEmpty {
            let n = ignored.count
            let names = RunText.cells(ignored.map(\.cell), ctx)
            pieces.append(Piece.arrow(ctx, s.imageIgnored + " " + ctx.text(T.leftAlone), .good))
            let offScreen = ignored.allSatisfy { $0.shows == nil || $0.shows == $0.image }
            let shows = RunText.paths(ignored.compactMap(\.shows), ctx, layout: layout)
            pieces.append(Piece(ctx.text(offScreen
                ? (n == 1 ? T.isOffScreen(cells: names) : T.areOffScreen(cells: names))
                : (n == 1 ? T.showsNow(cells: names, rows: shows) : T.showNow(cells: names, rows: shows)))))
        }
        return pieces
    }
}
