import TableSim
import TableRender

/// The app touching a visible cell directly.
extension CommandCatalog {
    static let cells: [CommandInfo] = [
        CommandInfo(
            name: "alpha", area: .cells, usage: "alpha ROW VALUE",
            summaryEn: "set alpha on the cell now showing ROW (non-content state)", summaryKo: "ROW를 보여주는 셀의 alpha 바꾸기(콘텐츠 아닌 상태)",
            detailEn: "This changes the cell object, not the row. Scroll it away and back: whether the fade follows the cell to another row depends on prepareForReuse (`prepare reset|none`).",
            detailKo: "행이 아니라 셀 객체를 바꿉니다. 스크롤해서 보내고 다시 와 보세요: 흐린 상태가 셀을 따라 다른 행으로 가는지는 prepareForReuse(`prepare reset|none`)에 달려 있습니다.",
            examples: ["alpha 3 0.5"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            let v = try r.decimal(in: 0...1)
            try r.done()
            return .sim(.setAlpha(p, v))
        },
        CommandInfo(
            name: "select", area: .cells, usage: "select ROW",
            summaryEn: "select a row: the table keeps its index path", summaryKo: "행 선택: 테이블이 그 인덱스 경로를 기억함",
            detailEn: "Like selectRow(at:animated:scrollPosition:) or a tap: the TABLE keeps the selected index paths (indexPathsForSelectedRows) and sets isSelected on whichever cell displays that row, every time it displays it. Scroll the row away and back: it is still selected, and its selection never shows on another row — with `prepare none` as with `prepare reset`. One row at a time, as UIKit's default allowsMultipleSelection = false. The row need not be on screen. State the app itself puts on a cell behaves differently: see `checkmark`.",
            detailKo: "selectRow(at:animated:scrollPosition:)나 탭처럼 동작합니다: 선택된 인덱스 경로(indexPathsForSelectedRows)는 셀이 아니라 테이블이 기억하고, 그 행을 보여줄 때마다 그 행을 보여주는 셀에 isSelected 값을 설정합니다. 행을 스크롤해서 보냈다가 다시 와 보세요: 여전히 선택되어 있고, 선택 표시가 다른 행에 나타나지 않습니다 — `prepare none`에서도 `prepare reset`에서도 같습니다. UIKit 기본값(allowsMultipleSelection = false)처럼 한 번에 한 행만 선택됩니다. 화면에 없는 행도 선택할 수 있습니다. 앱이 직접 셀에 넣는 상태는 다르게 동작합니다: `checkmark` 참고.",
            examples: ["select 2", "select 1:3"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.select(p))
        },
        CommandInfo(
            name: "deselect", area: .cells, usage: "deselect ROW",
            summaryEn: "deselect a row (deselectRow(at:animated:))", summaryKo: "행 선택 해제(deselectRow(at:animated:))",
            detailEn: "Removes the row from the table's selection; the cell displaying it, if any, loses its selected look.",
            detailKo: "테이블의 선택 목록에서 행을 뺍니다. 그 행을 보여주는 셀이 있으면 선택 표시가 사라집니다.",
            examples: ["deselect 2"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.deselect(p))
        },
        CommandInfo(
            name: "checkmark", area: .cells, usage: "checkmark ROW [on|off]",
            summaryEn: "the app's didSelectRowAt puts a checkmark on the cell showing ROW", summaryKo: "앱의 didSelectRowAt에서 ROW 행을 보여주는 셀에 체크 표시 넣기",
            detailEn: "Like an app whose didSelectRowAt does `tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark`: state the app puts on the cell object. With `checkmarks on-cell` (the default, and the classic bug) cellForRowAt never sets accessoryType, so the checkmark stays on the cell and shows on whichever row the cell is reused for (✓ on the wrong row in the picture), while its own row may come back without it. `checkmarks from-model` keeps checked rows in the model and sets accessoryType in cellForRowAt for every row: the checkmark follows the row. Which row inherits a leaked checkmark depends on which queued cell a dequeue hands out: tablelab hands out the one queued first, a model (UIKit does not document it).",
            detailKo: "didSelectRowAt에서 `tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark` 코드를 실행하는 앱처럼 동작합니다: 앱이 셀 객체에 넣는 상태입니다. `checkmarks on-cell`(기본값이자 흔한 버그)에서는 cellForRowAt에서 accessoryType 값을 설정하지 않으므로, 체크 표시가 셀에 남아 그 셀이 재사용되는 행에 나타나고(그림에서 엉뚱한 행의 ✓), 원래 행은 체크 표시 없이 돌아올 수 있습니다. `checkmarks from-model` 설정에서는 앱이 체크한 행을 모델에 두고 cellForRowAt에서 모든 행마다 accessoryType 값을 설정합니다: 체크 표시가 행을 따라갑니다. 새어 나간 체크 표시를 어느 행이 물려받는지는 dequeue할 때 큐에서 어느 셀이 나오는지에 달려 있습니다: tablelab에서는 먼저 들어간 셀이 나옵니다(모델이며, UIKit 문서에는 없습니다).",
            examples: ["checkmark 2", "checkmark 2 off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let p = try r.path()
            let on = r.isEmpty ? true : try r.onOff()
            try r.done()
            return .sim(.checkmark(p, on))
        },
        CommandInfo(
            name: "checkmarks", area: .cells, usage: "checkmarks on-cell|from-model",
            summaryEn: "does cellForRowAt set each row's checkmark from the model?", summaryKo: "cellForRowAt에서 행마다 모델을 보고 체크 표시를 설정하는지",
            detailEn: "on-cell (default): the checkmark lives only on the cell object that `checkmark` touched, and leaks through reuse to other rows. from-model: the app keeps checked rows in its model and cellForRowAt sets `cell.accessoryType = checked.contains(indexPath) ? .checkmark : .none` for every row — the fix for \"checkmarks appear on other rows\". Switching reloads the table.",
            detailKo: "on-cell(기본값): 체크 표시는 `checkmark` 명령으로 건드린 셀 객체에만 있고, 재사용을 통해 다른 행으로 새어 나갑니다. from-model: 앱이 체크한 행을 모델에 두고, cellForRowAt에서 모든 행마다 `cell.accessoryType = checked.contains(indexPath) ? .checkmark : .none` 코드를 실행합니다 — \"다른 행에 체크 표시가 나타나는\" 버그의 해결책입니다. 바꾸면 테이블을 다시 불러옵니다.",
            examples: ["checkmarks from-model", "checkmarks on-cell"], subwords: CheckmarkSource.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.checkmarks(try r.lastChoice(CheckmarkSource.self)))
        },
    ]
}
