import TableSim
import TableText

// The numbers behind the pictures, for `stats`.
//
// Why: the claims a learner is taught are numeric — "a screenful plus one cells, however many rows",
// "heightForRowAt a million times before the first cell", "prepareForReuse only on reused cells" — and
// this is where they check them. The counters come from `TableState.statistics`, which reads the
// event log's running totals, so the numbers agree with the event list by construction.

/// `stats`: cells created and reused, callback counts, what is on screen, the queue, the clock.
public struct StatsPicture: Sendable {
    public var statistics: Statistics
    /// The box's outer width; `nil` fits the content, at most the context's width.
    public var width: Int?
    /// The table runs a learner's app: the fix is in their code, not a tablelab command.
    public var learnerApp = false

    public init(state: TableState, width: Int? = nil) {
        self.statistics = state.statistics
        self.width = width
        self.learnerApp = state.isLearnerApp
    }

    public init(statistics: Statistics, width: Int? = nil) {
        self.statistics = statistics
        self.width = width
    }

    /// Callbacks the app implements (data source, delegate, prefetching): `Event.Category` decides.
    static let callbackKinds: [Event.Kind] = Event.Kind.allCases.filter {
        [.dataSource, .delegate, .prefetch].contains($0.category)
    }
    /// What happens to cells and the table around those callbacks.
    static let cellKinds: [Event.Kind] = Event.Kind.allCases.filter {
        $0.category == .reuse || ($0.category == .marker && $0 != .crash)
    }

    /// Images, threads and frames (the loading lessons), listed only when something happened there
    /// (frames and block ends are counted elsewhere).
    static let timeKinds: [Event.Kind] = Event.Kind.allCases.filter {
        $0.category == .time && $0 != .frame && $0 != .taskEnd
    }

    /// One line of facts: a label, a number, and a note that says what the number means.
    struct Fact {
        var label: String
        var value: String
        var note: [Piece] = []

        init(_ label: String, _ value: String, _ note: String = "") {
            self.label = label
            self.value = value
            self.note = note.isEmpty ? [] : [Piece(note, .dim)]
        }

        init(_ label: String, _ value: String, pieces: [Piece]) {
            self.label = label
            self.value = value
            self.note = pieces
        }
    }

    public func render(in ctx: RenderContext) -> [String] {
        let st = statistics
        let s = ctx.symbols
        let g = NumberText.grouped
        let d = s.separator
        typealias T = L10n.Stats

        // Key / value / note lines.
        var facts: [Fact] = []
        let byId = st.createdByIdentifier.map { ($0.identifier.isEmpty ? "nil" : "\"\($0.identifier)\"") + " \(g($0.count))" }
        facts.append(Fact(ctx.text(T.cellsCreated), g(st.cellsCreated),
                          st.createdByIdentifier.count > 0 ? byId.joined(separator: ", ") : ""))
        facts.append(Fact(ctx.text(T.reuses), g(st.reuses), "prepareForReuse"))
        facts.append(Fact(ctx.text(T.cellsAlive), g(st.liveCells),
                          st.discardedCells > 0 ? ctx.text(T.releasedNoIdentifier(count: g(st.discardedCells))) : ""))
        facts.append(Fact(ctx.text(T.rows), g(st.rowCount), ctx.text(T.inSections(count: g(st.sectionCount)))))
        let range = st.firstVisible.map { first in "\(first) \(s.ellipsis) \(st.lastVisible ?? first)" } ?? ""
        facts.append(Fact(ctx.text(T.visibleRows), g(st.visibleRows.count), range))
        facts.append(Fact("contentOffset.y", NumberText.points(st.contentOffset), "pt"))
        facts.append(Fact("contentSize.height", NumberText.points(st.contentHeight),
                          "pt" + d + ctx.text(T.viewport) + " \(NumberText.points(st.viewportHeight)) pt"))
        let queued = st.queue.reduce(0) { $0 + $1.cells.count }
        let queueNote = st.queue.map { q in
            "\"\(q.identifier)\" [" + q.cells.prefix(6).map(Cell.name).joined(separator: " ")
                + (q.cells.count > 6 ? " \(s.ellipsis)" : "") + "]"
        }.joined(separator: " ")
        facts.append(Fact(ctx.text(T.inReuseQueue), g(queued), queueNote))
        // The frame counter is the clock: it counts every vsync since the table was created, whether
        // or not anything was drawn (the frames drawn are counted below).
        facts.append(Fact(ctx.text(T.clock), g(st.frame),
                          NumberText.ms(st.time) + d + ctx.text(T.everyVsync)))

        // Callback counts, in two groups.
        func group(_ kinds: [Event.Kind]) -> [(String, String)] {
            let counts = Dictionary(st.callbacks.map { ($0.kind, $0.count) }, uniquingKeysWith: +)
            return kinds.compactMap { k in counts[k].map { (EventKindLabel.text(k, ctx), g($0)) } }
        }
        let left = group(StatsPicture.callbackKinds), right = group(StatsPicture.cellKinds)
        func column(_ title: String, _ items: [(String, String)]) -> [String] {
            let nameW = max(items.map { $0.0.displayWidth }.max() ?? 0, 1)
            let numW = items.map { $0.1.displayWidth }.max() ?? 0
            return [ctx.paint(title, .heading)]
                + items.map { "  " + $0.0.padded(toWidth: nameW) + "  " + $0.1.padded(toWidth: numW, alignment: .right) }
        }
        let leftCol = column(ctx.text(T.callbacks), left)
        let rightCol = column(ctx.text(T.cellsAndTable), right)
        let leftW = leftCol.map(\.displayWidth).max() ?? 0
        let rightW = rightCol.map(\.displayWidth).max() ?? 0
        let time = timeFacts(ctx)

        let natural = max(Self.factLines(facts + time, width: 10_000, ctx).map(\.displayWidth).max() ?? 0,
                          leftW + 4 + rightW) + 4
        let outer = width.map { max($0, RenderContext.minimumWidth) } ?? min(ctx.columns, max(natural, 60))
        let inner = outer - 4
        var callbackLines: [String]
        if leftW + 4 + rightW <= inner {
            callbackLines = (0..<max(leftCol.count, rightCol.count)).map { i in
                (i < leftCol.count ? leftCol[i] : "").padded(toWidth: leftW) + "    " + (i < rightCol.count ? rightCol[i] : "")
            }
        } else {
            callbackLines = leftCol + rightCol
        }
        if left.isEmpty && right.isEmpty { callbackLines = [ctx.paint(ctx.text(T.noCallbacksYet), .dim)] }
        let timeKinds = group(StatsPicture.timeKinds)
        if !timeKinds.isEmpty { callbackLines += column(ctx.text(T.imagesAndThreads), timeKinds) }
        var rows = Self.factLines(facts, width: inner, ctx).map(Box.Row.text) + [.divider] + callbackLines.map(Box.Row.text)
        if !time.isEmpty { rows += [.divider] + Self.factLines(time, width: inner, ctx).map(Box.Row.text) }
        return ctx.box(title: ctx.text(T.title), rows: rows, width: outer)
    }

    /// Facts as a table: labels, numbers right-aligned, notes after them. A note too long for its
    /// line continues under itself (never cut in the middle of a value); when the labels themselves
    /// leave no room (both languages in a narrow box), each label gets a line of its own.
    static func factLines(_ facts: [Fact], width: Int, _ ctx: RenderContext) -> [String] {
        let labelW = facts.map(\.label.displayWidth).max() ?? 0
        let valueW = facts.map(\.value.displayWidth).max() ?? 0
        let noteColumn = labelW + 2 + valueW + 2
        var lines: [String] = []
        if noteColumn + 12 <= width {
            for f in facts {
                let head = f.label.padded(toWidth: labelW) + "  " + ctx.paint(f.value.padded(toWidth: valueW, alignment: .right), .heading)
                guard !f.note.isEmpty else { lines.append(head); continue }
                let inline = ctx.flow(lead: head + "  ", f.note, indent: noteColumn, width: width)
                if inline.count == 1 || width - noteColumn >= 30 {
                    lines += inline
                } else {
                    // A narrow note column would break the note into scraps: give it lines of its own.
                    lines.append(head)
                    lines += ctx.flow(lead: "    ", f.note, indent: 4, width: width)
                }
            }
            return lines
        }
        for f in facts {
            lines += ctx.flow(lead: "", [Piece(f.label)], indent: 2, width: width)
            lines += ctx.flow(lead: "  " + ctx.paint(f.value, .heading) + (f.note.isEmpty ? "" : "  "), f.note, indent: 4, width: width)
        }
        return lines
    }

    /// The main thread, frames and images (FIDELITY §8), once frames have been drawn with a clock
    /// that matters: hitch time ratio with Apple's band, busy time, downloads, cache, memory, bugs.
    func timeFacts(_ ctx: RenderContext) -> [Fact] {
        let st = statistics
        guard st.framesDrawn > 0 || st.imagesDownloaded > 0 || st.cacheHits > 0 else { return [] }
        let g = NumberText.grouped
        typealias T = L10n.Stats
        let bandRole: Palette.Role
        let bandText: String
        switch st.hitchBand {
        case .good: bandRole = .good
        case .warning: bandRole = .warning
        case .critical, .veryBad: bandRole = .bad
        }
        bandText = ctx.text(Self.bandName(st.hitchBand))
        let le = ctx.border == .ascii ? "<=" : "≤"
        var facts: [Fact] = [
            Fact(ctx.text(T.mainThreadBusy), NumberText.ms(st.mainBusy)),
            Fact(ctx.text(T.framesDrawn), g(st.framesDrawn), ctx.text(T.ofClock(count: g(st.frame)))),
            Fact(ctx.text(T.hitches), g(st.hitches),
                 ctx.text(st.hitches > 0 ? T.whileScrollingLate(frames: g(st.scrollFrames), time: NumberText.ms(st.hitchTime))
                                         : T.whileScrolling(frames: g(st.scrollFrames)))),
            Fact(ctx.text(T.hangs), g(st.hangs),
                 ctx.text(st.hangs > 0 ? T.hangsLongest(time: NumberText.ms(st.longestHang)) : T.noHangs)),
            Fact(ctx.text(T.hitchTimeRatio), NumberText.oneDecimal(st.hitchRatio) + " ms/s",
                 pieces: [Piece(bandText, bandRole), Piece("(" + ctx.text(T.bands) + " \(le)10/25/50)", .dim)]),
        ]
        if st.imagesDownloaded > 0 || st.cacheHits > 0 || st.imageMemoryKB > 0 {
            facts.append(Fact(ctx.text(T.imagesDownloaded), g(st.imagesDownloaded)))
            // tablelab's own image cache and its memory: a learner's app keeps its images its own way.
            if !learnerApp {
                facts += [
                    Fact(ctx.text(T.cacheHitsMisses), "\(g(st.cacheHits)) / \(g(st.cacheMisses))"),
                    Fact(ctx.text(T.imageMemory), g(st.imageMemoryKB) + " KB"),
                ]
            }
            facts += [
                Fact(ctx.text(T.wrongImages), g(st.wrongAssignments),
                     st.wrongAssignments > 0 ? ctx.text(learnerApp ? T.checkTheRow : T.tryIdentityCheck) : ""),
                Fact(ctx.text(T.loadsCancelled), g(st.cancelledLoads)),
            ]
        }
        return facts
    }

    /// Apple's name for a hitch-time band, the one wording `stats` and `timeline` use.
    static func bandName(_ band: HitchBand) -> Message {
        switch band {
        case .good: L10n.Stats.Band.good
        case .warning: L10n.Stats.Band.warning
        case .critical: L10n.Stats.Band.critical
        case .veryBad: L10n.Stats.Band.veryBad
        }
    }
}
