import TableRender
import TableSim
import TableText

/// `why`: answers in the learner's words, built from the events' causes (`Explanation` in TableSim).
/// Runs of the same thing are collapsed so a long life reads in a few lines.
enum WhyText {
    static func lines(_ question: WhyQuestion, table: TableState, _ ctx: RenderContext) -> [String] {
        switch question {
        case .cell(let id): return cellLines(id, table, ctx)
        case .row(let path): return rowLines(path, table, ctx)
        case .newCell:
            guard let id = table.lastCreatedCell, let made = table.creation(ofCell: id) else { return [] }
            let when = made.command == "load" ? ctx.text("the first load", "첫 로드") : "`\(made.command)`"
            var lines = heading(ctx.text("the last new cell was \(Cell.name(id)), made for \(made.row) in frame \(made.frame) (\(when))",
                                            "마지막 새 셀은 \(Cell.name(id)) — \(when) 때 프레임 \(made.frame)에서 \(made.row) 행을 위해 만들어졌습니다"), ctx)
            lines += wrap(reason(made, ctx), ctx)
            return lines
        }
    }

    /// Why no queued cell was reused, in words.
    static func reason(_ made: Explanation.Creation, _ ctx: RenderContext) -> String {
        let id = made.identifier.map { "\"\($0)\"" } ?? "nil"
        switch made.reason {
        case .queueEmpty:
            return ctx.text("Why new: the reuse queue was empty when cellForRowAt asked dequeueReusableCell for \(id), so UIKit made a new cell from the registered class.",
                            "새로 만든 까닭: cellForRowAt 안에서 dequeueReusableCell로 \(id) 셀을 달라고 했을 때 재사용 큐가 비어 있어서, UIKit이 등록된 클래스로 새 셀을 만들었습니다.")
        case .otherIdentifiersOnly(let others):
            let list = others.map { "\"\($0)\"" }.joined(separator: ", ")
            return ctx.text("Why new: cells were waiting, but only under \(list); a dequeue for \(id) never hands out a cell of another identifier.",
                            "새로 만든 까닭: 큐에 셀이 있었지만 \(list) 식별자뿐이었습니다. \(id) 셀을 달라는 dequeue는 다른 식별자의 셀을 절대 내주지 않습니다.")
        case .enteredBeforeLeft(let cell, let row):
            return ctx.text("Why new: in the same layout pass \(Cell.name(cell)) left the screen (row \(row)) and went to the queue — but only after this row had entered. tablelab gives cells to entering rows before it retires leaving ones; UIKit does not document that order, so this is tablelab's model. Late frames and far jumps move many rows in one pass, which is when this happens.",
                            "새로 만든 까닭: 같은 레이아웃 패스에서 \(row) 행이 화면을 떠나 그 셀(\(Cell.name(cell)))이 큐로 갔지만, 이 행이 들어온 뒤였습니다. tablelab은 들어오는 행에 먼저 셀을 주고 나가는 행을 나중에 정리합니다. UIKit은 이 순서를 문서로 밝히지 않으므로 이것은 tablelab의 모델입니다. 늦은 프레임이나 먼 점프처럼 한 패스에 여러 행이 움직일 때 이런 일이 생깁니다.")
        case .fallbackWithoutIdentifier:
            return ctx.text("Why new: dequeueReusableCell(withIdentifier:) returned nil and `?? UITableViewCell()` made a bare cell with no reuse identifier — such a cell never enters the reuse queue, so every new row needs another one.",
                            "새로 만든 까닭: dequeueReusableCell(withIdentifier:) 호출이 셀을 돌려주지 못하자(결과 nil) `?? UITableViewCell()` 코드가 재사용 식별자가 없는 셀을 만들었습니다. 이런 셀은 재사용 큐에 들어가지 않으므로 새 행마다 셀이 또 필요합니다.")
        }
    }

    static func cellLines(_ id: Int, _ table: TableState, _ ctx: RenderContext) -> [String] {
        guard let cell = table.cell(id) else { return [] }
        var lines: [String] = []
        lines += heading(ctx.text("why \(cell.name) is where it is", "지금 그 자리에 있는 까닭 — \(cell.name)"), ctx)
        if let made = table.creation(ofCell: id) {
            let when = made.command == "load" ? ctx.text("the first load", "첫 로드") : "`\(made.command)`"
            lines += wrap("• " + ctx.text("created for \(made.row) in frame \(made.frame) (\(when)).", "\(when) 때 프레임 \(made.frame)에서 \(made.row) 행을 위해 생성."), ctx)
            lines += indented(reason(made, ctx), ctx)
        }
        // Its life, with runs of "left → queue → came back" collapsed when long.
        let life = table.life(ofCell: id).entries.filter { if case .created = $0.what { return false } else { return true } }
        var trips: [String] = []
        for e in life {
            switch e.what {
            case .queued(let q):
                trips.append(ctx.text("left the screen at frame \(e.frame) (\(e.path)) → queue \"\(q)\"", "프레임 \(e.frame)에 화면을 떠남(\(e.path)) → \"\(q)\" 큐"))
            case .released:
                trips.append(ctx.text("left the screen at frame \(e.frame) (\(e.path)) and was released — no reuse identifier", "프레임 \(e.frame)에 화면을 떠나(\(e.path)) 해제됨 — 재사용 식별자 없음"))
            case .left:
                trips.append(ctx.text("left the screen at frame \(e.frame) (\(e.path))", "프레임 \(e.frame)에 화면을 떠남(\(e.path))"))
            case .reused(let previous):
                let was = previous.map { ctx.text(", after \($0)", ", 이전 \($0)") } ?? ""
                trips.append(ctx.text("dequeued for \(e.path) at frame \(e.frame) (prepareForReuse\(was))", "프레임 \(e.frame)에 \(e.path) 행을 위해 dequeue됨 (prepareForReuse\(was))"))
            case .created:
                break
            }
        }
        let keep = 8
        if trips.count > keep {
            for t in trips.prefix(3) { lines += wrap("• " + t, ctx) }
            lines.append(ctx.paint("  " + ctx.symbols.ellipsis + " " + ctx.text("\(trips.count - 6) more trips through the queue (`cell \(id)` lists them)",
                                                                                 "큐를 오간 기록 \(trips.count - 6)개 더 (`cell \(id)`가 모두 보여줍니다)"), Palette.Role.dim))
            for t in trips.suffix(3) { lines += wrap("• " + t, ctx) }
        } else {
            for t in trips { lines += wrap("• " + t, ctx) }
        }
        lines += wrap("• " + ctx.text("now: ", "지금: ") + now(cell, table, ctx), ctx)
        lines += imageLines(table.images(ofCell: id), ctx)
        return lines
    }

    static func now(_ cell: Cell, _ table: TableState, _ ctx: RenderContext) -> String {
        switch cell.place {
        case .visible: return ctx.text("shows \(cell.row)", "\(cell.row) 행을 보여줌")
        case .queued: return ctx.text("waits in the reuse queue (it last showed \(cell.row))", "재사용 큐에서 대기 중 (마지막으로 \(cell.row) 행을 보여줌)")
        case .discarded: return ctx.text("released (it last showed \(cell.row))", "해제됨 (마지막으로 \(cell.row) 행을 보여줌)")
        }
    }

    /// Which downloads started for which row, and which row the cell showed when each arrived.
    static func imageLines(_ facts: [Explanation.ImageFact], _ ctx: RenderContext) -> [String] {
        guard !facts.isEmpty else { return [] }
        var lines: [String] = heading(ctx.text("images:", "이미지:"), ctx)
        var shown = facts
        if facts.count > 10 {
            lines.append(ctx.paint("  " + ctx.text("images: the last 10 of \(facts.count) image events", "이미지: 이미지 이벤트 \(facts.count)개 중 마지막 10개"), Palette.Role.dim))
            shown = Array(facts.suffix(10))
        }
        for f in shown {
            let text: String
            switch f.what {
            case .started:
                text = ctx.text("frame \(f.frame): the download of \(f.row)'s image started", "프레임 \(f.frame): \(f.row) 행 이미지의 다운로드 시작")
            case .assigned(let on):
                if let on, on != f.row {
                    text = ctx.text("frame \(f.frame): \(f.row)'s image arrived while the cell showed \(on) — the wrong image ✗",
                                    "프레임 \(f.frame): \(f.row) 행 이미지가 도착했을 때 셀은 \(on) 행을 보여주고 있었음 — 잘못된 이미지 ✗")
                } else {
                    text = ctx.text("frame \(f.frame): \(f.row)'s image went into the cell, which showed that row ✓",
                                    "프레임 \(f.frame): \(f.row) 행 이미지가 그 행을 보여주던 셀에 들어감 ✓")
                }
            case .ignored(let on):
                text = ctx.text("frame \(f.frame): \(f.row)'s image arrived while the cell showed \(on.map(\.description) ?? "nothing") — left alone (identity check)",
                                "프레임 \(f.frame): \(f.row) 행 이미지가 도착했지만 셀은 \(on.map(\.description) ?? "다른") 행을 보여주고 있어 그대로 둠 (identity check)")
            case .cancelled:
                text = ctx.text("frame \(f.frame): the download for \(f.row) was cancelled", "프레임 \(f.frame): \(f.row) 행 다운로드 취소")
            case .cacheHit:
                text = ctx.text("frame \(f.frame): \(f.row)'s image was kept already — no download", "프레임 \(f.frame): \(f.row) 행 이미지는 이미 보관되어 있음 — 다운로드 없음")
            }
            lines += wrap("  " + text, ctx)
        }
        return lines
    }

    static func rowLines(_ path: TablePath, _ table: TableState, _ ctx: RenderContext) -> [String] {
        guard let id = table.visibleCell(at: path), let cell = table.cell(id) else { return [] }
        var lines = heading(ctx.text("how \(path) got \(cell.name)", "\(path) 행이 셀(\(cell.name))을 얻은 과정"), ctx)
        if let d = table.dequeue(forRow: path) {
            switch d.dequeue {
            case .reused?:
                let was = d.previousPath.map { ctx.text(" — it showed \($0) before", " — 이전에는 \($0) 행을 보여줌") } ?? ""
                lines += wrap("• " + ctx.text("frame \(d.frame): cellForRowAt \(path) asked dequeueReusableCell and got \(cell.name) out of the reuse queue (prepareForReuse ran)\(was).",
                                              "프레임 \(d.frame): cellForRowAt(\(path) 행)에서 dequeueReusableCell 호출로 재사용 큐의 셀(\(cell.name))을 받음 (prepareForReuse 실행)\(was)."), ctx)
            default:
                if let made = table.creation(ofCell: id) {
                    lines += wrap("• " + ctx.text("frame \(made.frame): cellForRowAt \(path) got a new cell, \(cell.name).", "프레임 \(made.frame): cellForRowAt(\(path) 행)에서 새 셀(\(cell.name))을 받음."), ctx)
                    lines += indented(reason(made, ctx), ctx)
                }
            }
        }
        let images = table.images(ofCell: id).filter { $0.row == path || { if case .assigned(let on) = $0.what { return on == path } else { return false } }($0) }
        lines += imageLines(images, ctx)
        return lines
    }

    /// A bullet or an indented line, wrapped with its continuation lines under its text.
    static func wrap(_ text: String, _ ctx: RenderContext) -> [String] {
        guard text.hasPrefix("• ") || text.hasPrefix("  ") else { return HelpText.wrap(text, width: ctx.columns) }
        let body = String(text.dropFirst(2))
        let lead = text.hasPrefix("• ") ? "• " : "  "
        return HelpText.wrap(body, width: max(20, ctx.columns - 2)).enumerated().map { ($0.offset == 0 ? lead : "  ") + $0.element }
    }

    /// A heading, wrapped to the terminal.
    static func heading(_ text: String, _ ctx: RenderContext) -> [String] {
        HelpText.wrap(text, width: ctx.columns).map { ctx.paint($0, .heading) }
    }

    /// A paragraph under a bullet, indented by two columns.
    static func indented(_ text: String, _ ctx: RenderContext) -> [String] {
        HelpText.wrap(text, width: max(20, ctx.columns - 2)).map { "  " + $0 }
    }
}
