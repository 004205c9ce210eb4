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
            summaryEn: "mark the cell showing ROW selected", summaryKo: "ROW를 보여주는 셀을 선택 상태로",
            detailEn: "Sets isSelected on the cell object directly, as app code sometimes does; prepareForReuse decides whether it survives reuse.",
            detailKo: "앱 코드가 가끔 하듯 셀 객체의 isSelected를 직접 켭니다. 재사용 뒤에도 남는지는 prepareForReuse가 정합니다.",
            examples: ["select 2"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.select(p))
        },
    ]
}
