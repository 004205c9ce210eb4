import TableSim
import TableRender

/// Facts about a command's result that are not callbacks, said in the learner's language.
public enum NoteText {
    public static func text(_ note: Note, _ lang: Language) -> String? {
        switch note {
        case .clampedAtTop:
            return lang.text("stopped at the top: the offset cannot go below 0", "맨 위에서 멈췄습니다: offset은 0보다 작아질 수 없습니다")
        case .clampedAtBottom(_, let maxOffset):
            return lang.text("stopped at the bottom: the largest offset is \(NumberText.points(maxOffset)) (content height − viewport)",
                             "맨 아래에서 멈췄습니다: 가장 큰 offset은 \(NumberText.points(maxOffset))입니다(콘텐츠 높이 − 뷰포트)")
        case .alreadyAtTop:
            return lang.text("already at the top — nothing moved", "이미 맨 위입니다 — 움직이지 않았습니다")
        case .alreadyAtBottom:
            return lang.text("already at the bottom — nothing moved", "이미 맨 아래입니다 — 움직이지 않았습니다")
        case .emptyTable:
            return lang.text("the table has no rows, so there is nothing to scroll — try `rows 30`",
                             "테이블에 행이 없어서 스크롤할 것이 없습니다 — `rows 30`을 써 보세요")
        case .reloaded:
            return lang.text("reloadData() was called so the change takes effect", "바뀐 설정이 적용되도록 reloadData()를 불렀습니다")
        case .launched:
            return lang.text("the app launched with this data: a new table, so only the rows on screen were asked for with cellForRowAt (no reloadData, no reuse yet)",
                             "앱이 이 데이터로 시작했습니다: 새 테이블이라 화면에 보이는 행만 cellForRowAt 호출을 받았습니다(아직 reloadData 호출도 재사용도 없음)")
        case .offsetClampedAfterReload(let from, let to):
            return lang.text("the content got shorter: offset pulled back from \(NumberText.points(from)) to \(NumberText.points(to))",
                             "콘텐츠가 짧아져서 offset이 당겨졌습니다: \(NumberText.points(from)) → \(NumberText.points(to))")
        case .frames(let n):
            return lang.text("\(NumberText.grouped(n)) frames (one layout pass each)", "\(NumberText.grouped(n))프레임(프레임마다 레이아웃 패스 한 번)")
        case .staleCellState(let cell, let path):
            return lang.text("\(Cell.name(cell)) still carries state set for another row, now on \(path)",
                             "\(Cell.name(cell)) 셀이 다른 행에서 바꾼 상태를 그대로 가진 채 \(path) 행에 나왔습니다")
        case .contentSizeCorrected(let from, let to):
            return lang.text("contentSize.height \(NumberText.points(from)) → \(NumberText.points(to)): real heights replaced the estimates as rows were shown, so the scroll indicator jumped (and a scroll aimed with estimates can land short)",
                             "contentSize.height \(NumberText.points(from)) → \(NumberText.points(to)): 행이 보일 때마다 추정 높이가 실제 높이로 바뀌어 스크롤 표시줄이 튀었습니다(추정으로 계산한 스크롤은 덜 갈 수 있습니다)")
        case .styleRebuilt:
            return lang.text("a table's style is fixed when it is created (UITableView(frame:style:)), so the app made a new table in the new style: the old table's cells were released, the new one starts at the top with an empty reuse queue and no selection",
                             "테이블 스타일은 만들 때 정해지므로(UITableView(frame:style:)) 앱이 새 스타일로 테이블을 새로 만들었습니다: 이전 테이블의 셀은 해제되었고, 새 테이블은 빈 재사용 큐와 선택 없이 맨 위에서 시작합니다")
        case .dragTooLong(let frames):
            return lang.text("the drag stopped after \(NumberText.grouped(frames)) frames — use `scroll to ROW` to jump, or a higher `velocity`",
                             "드래그가 \(NumberText.grouped(frames))프레임 뒤에 멈췄습니다 — `scroll to 행`으로 점프하거나 `velocity`를 높이세요")
        case .dragStopped(let frames):
            return lang.text("the drag stopped after \(NumberText.grouped(frames)) frames, short of where it was going; the session keeps it as `… frames \(frames)`, so a saved session stops there too",
                             "드래그가 가려던 곳에 닿기 전에 \(NumberText.grouped(frames))프레임 뒤에 멈췄습니다. 세션에는 `… frames \(frames)` 형태로 남으므로 저장한 세션도 여기서 멈춥니다")
        case .dragLimited(let rows):
            return lang.text("a drag is at most \(NumberText.grouped(rows)) rows — use `scroll to ROW` to jump further",
                             "드래그는 최대 \(NumberText.grouped(rows))행입니다 — 더 멀리는 `scroll to 행`으로 점프하세요")
        case .enteredBeforeLeft(let cells, let passes):
            let names = cells.count <= 3 ? cells.map(Cell.name).joined(separator: ", ")
                : "\(Cell.name(cells[0])) … \(Cell.name(cells[cells.count - 1]))"
            let n = NumberText.grouped(cells.count)
            let p = NumberText.grouped(passes)
            return lang.text("\(n) new \(cells.count == 1 ? "cell" : "cells") (\(names)) because rows entered before others left in the same layout pass (\(passes == 1 ? "1 pass" : "\(p) passes") moved more than a row: a late frame, a jump): tablelab gives cells to entering rows first — a model, UIKit does not document the order; leaving rows first would have queued cells for them",
                             "새 셀 \(n)개(\(names)): 한 레이아웃 패스에서 다른 행이 나가기 전에 새 행이 들어왔기 때문입니다(패스 \(p)번이 한 행 넘게 움직임: 늦은 프레임이나 점프). tablelab은 들어오는 행에 먼저 셀을 줍니다 — 이 순서는 모델이며 UIKit 문서에는 없습니다. 나가는 행을 먼저 처리했다면 큐에 셀이 있었을 것입니다")
        case .leakedCheckmark(let cell, let path, let setFor):
            return lang.text("\(Cell.name(cell)) still has the checkmark didSelectRowAt put on it for row \(setFor), now on row \(path): cellForRowAt never sets accessoryType — fix: `checkmarks from-model` (which row inherits the cell follows tablelab's first-in-first-out queue, a model)",
                             "\(Cell.name(cell)) 셀에는 didSelectRowAt에서 \(setFor) 행을 위해 넣은 체크 표시가 그대로 남아 \(path) 행에 나왔습니다: cellForRowAt에서 accessoryType 값을 설정하지 않기 때문입니다 — 고치는 방법: `checkmarks from-model` (어느 행이 이 셀을 물려받는지는 tablelab의 선입선출 큐 모델에 따릅니다)")
        }
    }
}
