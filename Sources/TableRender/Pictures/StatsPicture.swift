import TableSim

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

    public init(state: TableState, width: Int? = nil) {
        self.statistics = state.statistics
        self.width = width
    }

    public init(statistics: Statistics, width: Int? = nil) {
        self.statistics = statistics
        self.width = width
    }

    /// Callbacks the app implements (data source, delegate, prefetching).
    static let callbackKinds: [Event.Kind] = [
        .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
        .heightForRowAt, .cellForRowAt, .willDisplay, .didEndDisplaying, .prefetchRowsAt,
        .cancelPrefetchingForRowsAt, .sectionForSectionIndexTitle,
    ]
    /// What happens to cells and the table around those callbacks.
    static let cellKinds: [Event.Kind] = [
        .reloadData, .dequeueReusableCell, .initCell, .prepareForReuse, .enqueue, .deinitCell, .contentSizeChanged,
    ]

    /// Images, threads and frames (the loading lessons), listed only when something happened there.
    static let timeKinds: [Event.Kind] = [
        .taskStart, .imageLoadStart, .imageLoadFinish, .imageCacheHit, .imageAssign, .imageIgnored,
        .imageLoadCancel,
    ]

    public func render(in ctx: RenderContext) -> [String] {
        let st = statistics
        let s = ctx.symbols
        let g = NumberText.grouped
        let d = s.separator

        // Key / value / note lines.
        var facts: [(label: String, value: String, note: String)] = []
        let byId = st.createdByIdentifier.map { ($0.identifier.isEmpty ? "nil" : "\"\($0.identifier)\"") + " \(g($0.count))" }
        facts.append((ctx.text("cells created", "만든 셀"), g(st.cellsCreated),
                      st.createdByIdentifier.count > 0 ? byId.joined(separator: ", ") : ""))
        facts.append((ctx.text("reuses", "재사용"), g(st.reuses), "prepareForReuse"))
        facts.append((ctx.text("cells alive", "살아 있는 셀"), g(st.liveCells),
                      st.discardedCells > 0 ? ctx.text("\(g(st.discardedCells)) released (no identifier)",
                                                       "\(g(st.discardedCells))개 해제 (식별자 없음)") : ""))
        facts.append((ctx.text("rows", "행"), g(st.rowCount),
                      ctx.text(st.sectionCount == 1 ? "in 1 section" : "in \(g(st.sectionCount)) sections",
                               "섹션 \(g(st.sectionCount))개")))
        let range = st.firstVisible.map { first in "\(first) \(s.ellipsis) \(st.lastVisible ?? first)" } ?? ""
        facts.append((ctx.text("visible rows", "보이는 행"), g(st.visibleRows.count), range))
        facts.append(("contentOffset.y", NumberText.points(st.contentOffset), "pt"))
        facts.append(("contentSize.height", NumberText.points(st.contentHeight),
                      "pt" + d + ctx.text("viewport", "화면") + " \(NumberText.points(st.viewportHeight)) pt"))
        let queued = st.queue.reduce(0) { $0 + $1.cells.count }
        let queueNote = st.queue.map { q in
            "\"\(q.identifier)\" [" + q.cells.prefix(6).map(Cell.name).joined(separator: " ")
                + (q.cells.count > 6 ? " \(s.ellipsis)" : "") + "]"
        }.joined(separator: " ")
        facts.append((ctx.text("in reuse queue", "재사용 큐"), g(queued), queueNote))
        facts.append((ctx.text("frame", "프레임"), g(st.frame), NumberText.ms(st.time)))

        let labelW = facts.map(\.label.displayWidth).max() ?? 0
        let valueW = facts.map(\.value.displayWidth).max() ?? 0
        let factLines = facts.map { f in
            f.label.padded(toWidth: labelW) + "  " + ctx.paint(f.value.padded(toWidth: valueW, alignment: .right), .heading)
                + (f.note.isEmpty ? "" : "  " + ctx.paint(f.note, .dim))
        }

        // Callback counts, in two groups.
        func group(_ kinds: [Event.Kind]) -> [(String, String)] {
            let counts = Dictionary(st.callbacks.map { ($0.kind, $0.count) }, uniquingKeysWith: +)
            return kinds.compactMap { k in counts[k].map { (k.rawValue, g($0)) } }
        }
        let left = group(StatsPicture.callbackKinds), right = group(StatsPicture.cellKinds)
        func column(_ title: String, _ items: [(String, String)]) -> [String] {
            let nameW = max(items.map { $0.0.displayWidth }.max() ?? 0, 1)
            let numW = items.map { $0.1.displayWidth }.max() ?? 0
            return [ctx.paint(title, .heading)]
                + items.map { "  " + $0.0.padded(toWidth: nameW) + "  " + $0.1.padded(toWidth: numW, alignment: .right) }
        }
        let leftCol = column(ctx.text("callbacks", "콜백"), left)
        let rightCol = column(ctx.text("cells and table", "셀과 테이블"), right)
        let leftW = leftCol.map(\.displayWidth).max() ?? 0
        let rightW = rightCol.map(\.displayWidth).max() ?? 0

        let natural = max(factLines.map(\.displayWidth).max() ?? 0, leftW + 4 + rightW) + 4
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
        if left.isEmpty && right.isEmpty { callbackLines = [ctx.paint(ctx.text("no callbacks yet", "아직 콜백 없음"), .dim)] }
        let time = group(StatsPicture.timeKinds)
        if !time.isEmpty { callbackLines += column(ctx.text("images and threads", "이미지와 스레드"), time) }
        var rows = factLines.map(Box.Row.text) + [.divider] + callbackLines.map(Box.Row.text)
        let timeLines = timeFacts(ctx)
        if !timeLines.isEmpty { rows += [.divider] + timeLines.map(Box.Row.text) }
        return ctx.box(title: ctx.text("stats", "통계"), rows: rows, width: outer)
    }

    /// The main thread, frames and images (FIDELITY §8), once frames have been drawn with a clock
    /// that matters: hitch time ratio with Apple's band, busy time, downloads, cache, memory, bugs.
    func timeFacts(_ ctx: RenderContext) -> [String] {
        let st = statistics
        guard st.framesDrawn > 0 || st.imagesDownloaded > 0 || st.cacheHits > 0 else { return [] }
        let g = NumberText.grouped
        let bandRole: Palette.Role
        let bandText: String
        switch st.hitchBand {
        case .good: bandRole = .good; bandText = ctx.text("good", "좋음")
        case .warning: bandRole = .warning; bandText = ctx.text("warning", "주의")
        case .critical: bandRole = .bad; bandText = ctx.text("critical", "심각")
        case .veryBad: bandRole = .bad; bandText = ctx.text("very bad", "매우 나쁨")
        }
        var facts: [(String, String, String)] = [
            (ctx.text("main thread busy", "메인 스레드 사용"), NumberText.ms(st.mainBusy), ""),
            (ctx.text("frames drawn", "그린 프레임"), g(st.framesDrawn), ""),
            (ctx.text("hitches", "히치"), g(st.hitches), ctx.text("\(NumberText.ms(st.hitchTime)) late in all", "모두 \(NumberText.ms(st.hitchTime)) 늦음")),
            (ctx.text("hitch time ratio", "히치 시간 비율"), NumberText.oneDecimal(st.hitchRatio) + " ms/s",
             ctx.paint(bandText, bandRole) + ctx.text(" (bands ≤10/25/50)", " (기준 ≤10/25/50)")),
        ]
        if st.imagesDownloaded > 0 || st.cacheHits > 0 || st.imageMemoryKB > 0 {
            facts += [
                (ctx.text("images downloaded", "받은 이미지"), g(st.imagesDownloaded), ""),
                (ctx.text("cache hits / misses", "캐시 적중 / 실패"), "\(g(st.cacheHits)) / \(g(st.cacheMisses))", ""),
                (ctx.text("image memory", "이미지 메모리"), g(st.imageMemoryKB) + " KB", ""),
                (ctx.text("wrong images assigned", "잘못 넣은 이미지"), g(st.wrongAssignments),
                 st.wrongAssignments > 0 ? ctx.text("try `fix identity-check on`", "`fix identity-check on`을 써 보세요") : ""),
                (ctx.text("loads cancelled", "취소한 로딩"), g(st.cancelledLoads), ""),
            ]
        }
        let labelW = facts.map(\.0.displayWidth).max() ?? 0
        let valueW = facts.map(\.1.displayWidth).max() ?? 0
        return facts.map { f in
            f.0.padded(toWidth: labelW) + "  " + ctx.paint(f.1.padded(toWidth: valueW, alignment: .right), .heading)
                + (f.2.isEmpty ? "" : "  " + f.2)
        }
    }
}
