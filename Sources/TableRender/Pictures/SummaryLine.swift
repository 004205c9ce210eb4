import TableSim

// One line that answers "what did that command do?" before the learner reads any detail:
// `10 cellForRowAt · ✚ 1 new · ↻ 9 reused · ⇢ 10 to queue · 15 frames`. It is the line a teacher
// points at ("only one new cell for ten new rows — why?"), so it uses the same marks and colours as
// the event list and the viewport.

/// A one-line summary of a `Step`.
public struct SummaryLine: Sendable {
    public var step: Step

    public init(step: Step) {
        self.step = step
    }

    /// One line (as an array, like every picture), at most the context's width.
    public func render(in ctx: RenderContext) -> [String] {
        let s = ctx.symbols
        let d = s.separator
        if let crash = step.crash {
            let text = s.crash + " " + ctx.text("the app crashed", "앱이 종료됨") + " (\(crash.exception))" + d
                + ctx.text("the table was rolled back", "테이블을 되돌림")
            return [ctx.paint(ctx.firstFitting([text, s.crash + " " + crash.exception], width: ctx.columns), .crash)]
        }
        let events = step.events
        guard !events.isEmpty else {
            return [ctx.paint(ctx.text("no callbacks", "콜백 없음"), .dim)]
        }
        func count(_ kind: Event.Kind) -> Int { events.reduce(0) { $0 + ($1.kind == kind ? $1.count : 0) } }
        let frames = step.notes.lazy.compactMap { note -> Int? in
            if case .frames(let n) = note { return n } else { return nil }
        }.first ?? Set(events.filter { $0.kind != .frame }.map(\.frame)).count

        var long: [String] = [], short: [String] = []
        func add(_ l: String, _ sh: String? = nil) { long.append(l); short.append(sh ?? l) }
        let g = NumberText.grouped
        if count(.reloadData) > 0 { add(ctx.paint("reloadData()", .accent)) }
        let heights = count(.heightForRowAt)
        if heights > 0 {
            add(ctx.text("\(g(heights)) heightForRowAt", "heightForRowAt \(g(heights))회", both: "\(g(heights)) heightForRowAt"))
        }
        let cfr = count(.cellForRowAt)
        add(ctx.text("\(g(cfr)) cellForRowAt", "cellForRowAt \(g(cfr))회", both: "\(g(cfr)) cellForRowAt"))
        let created = count(.initCell), reused = count(.prepareForReuse)
        let queued = count(.enqueue), released = count(.deinitCell)
        if created > 0 || cfr > 0 {
            add(ctx.paint(s.created, .created) + " " + ctx.paint(ctx.text("\(g(created)) new", "새 셀 \(g(created))",
                                                                          both: "\(g(created)) " + ctx.text("new", "새 셀")), .created),
                ctx.paint(s.created + "\(g(created))", .created))
        }
        if reused > 0 || cfr > 0 {
            add(ctx.paint(s.reused, .reused) + " " + ctx.paint(ctx.text("\(g(reused)) reused", "재사용 \(g(reused))",
                                                                        both: "\(g(reused)) " + ctx.text("reused", "재사용")), .reused),
                ctx.paint(s.reused + "\(g(reused))", .reused))
        }
        if queued > 0 {
            add(ctx.paint(s.enqueued, .enqueue) + " " + ctx.paint(ctx.text("\(g(queued)) to queue", "큐로 \(g(queued))",
                                                                            both: "\(g(queued)) " + ctx.text("to queue", "큐로")), .enqueue),
                ctx.paint(s.enqueued + "\(g(queued))", .enqueue))
        }
        if released > 0 {
            add(ctx.paint(s.released, .warning) + " " + ctx.paint(ctx.text("\(g(released)) released", "해제 \(g(released))",
                                                                          both: "\(g(released)) " + ctx.text("released", "해제")), .warning),
                ctx.paint(s.released + "\(g(released))", .warning))
        }
        let prefetched = events.filter { $0.kind == .prefetchRowsAt }.reduce(0) { $0 + ($1.paths?.count ?? 1) }
        if prefetched > 0 { add(ctx.text("\(g(prefetched)) prefetched", "프리페치 \(g(prefetched))")) }
        if frames > 0 {
            add(ctx.text(frames == 1 ? "1 frame" : "\(g(frames)) frames", "\(g(frames))프레임",
                         both: "\(g(frames)) " + ctx.text(frames == 1 ? "frame" : "frames", "프레임")))
        }
        let reload = count(.reloadData) > 0 ? 1 : 0
        return [ctx.firstFitting([long.joined(separator: d), short.joined(separator: d),
                                  short.dropFirst(reload).joined(separator: d), short.dropFirst(reload).joined(separator: " ")],
                                 width: ctx.columns)]
    }
}
