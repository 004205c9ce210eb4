import TableSim
import TableRender
import TableText

/// The data the data source answers with.
extension CommandCatalog {
    static let data: [CommandInfo] = [
        CommandInfo(
            name: "rows", area: .data, usage: "rows N",
            summary: L10n.Commands.Rows.summary,
            detail: L10n.Commands.Rows.detail,
            examples: ["rows 30", "rows 1000000", "rows 0"], subwords: []
        ) { r throws(LabError) in
            return .sim(.rows(try r.lastInteger(in: 0...TableData.maxRows)))
        },
        CommandInfo(
            name: "sections", area: .data, usage: "sections SxR | sections A,B,C",
            summary: L10n.Commands.Sections.summary,
            detail: L10n.Commands.Sections.detail,
            examples: ["sections 3x10", "sections 5,12,3"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.sections(try parseSections(w)))
        },
        CommandInfo(
            name: "data", area: .data, usage: "data numbers|movies|timezones-ko|timezones-en [N]",
            summary: L10n.Commands.Data.summary,
            detail: L10n.Commands.Data.detail,
            examples: ["data movies", "data timezones-ko"], subwords: DataSetName.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let name = try r.choice(DataSetName.self)
            var count: Int?
            if !r.isEmpty {
                switch name {
                case .numbers: count = try r.integer(in: 0...TableData.maxRows)
                case .movies: count = try r.integer(in: 0...100_000)
                case .timezonesKo, .timezonesEn: break
                }
            }
            try r.done()
            return .sim(.dataSet(name, count: count))
        },
        CommandInfo(
            name: "reload", area: .data, usage: "reload [rows ROW…] | reload section S | reload item ID",
            summary: L10n.Commands.Reload.summary,
            detail: L10n.Commands.Reload.detail,
            examples: ["reload", "reload rows 3 5", "reload rows 1:2", "reload section 1", "reload item 3"],
            subwords: ["rows", "section", "item"]
        ) { r throws(LabError) in
            // `reload section 1`: reloadSections(_:with:), an update like `delete section` (FIDELITY §8c.34).
            if r.peek?.lowercased() == "section" {
                let call = try changeCall("reload", &r)
                try r.done()
                return .sim(.update(TableUpdate([call])))
            }
            // `reload item 3`: a diffable snapshot's reloadItems by identifier (FIDELITY §8c.38).
            if r.peek?.lowercased() == "item" {
                _ = r.optionalWord()
                let id = try r.integer(in: 0...Int(Int32.max))
                try r.done()
                return .sim(.reloadItem(id))
            }
            // `reload rows 3 5`: reloadRows(at:with:) (FIDELITY §8c.37); `reload`: reloadData().
            if r.peek?.lowercased() == "rows" {
                _ = r.optionalWord()
                return .sim(.reloadRows(try r.paths()))
            }
            try r.done()
            return .sim(.reload)
        },
        CommandInfo(
            name: "reconfigure", area: .data, usage: "reconfigure ROW…",
            summary: L10n.Commands.Reconfigure.summary,
            detail: L10n.Commands.Reconfigure.detail,
            examples: ["reconfigure 3 5", "reconfigure 1:2"], subwords: []
        ) { r throws(LabError) in
            return .sim(.reconfigureRows(try r.paths()))
        },
    ]

    static func parseSections(_ w: String) throws(LabError) -> [Int] {
        let lower = w.lowercased()
        var counts: [Int]
        if lower.contains("x") || lower.contains("×") {
            let parts = lower.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .badChoice(command: "sections", typed: w, choices: ["3x10", "5,12,3"])
            }
            let s = try ArgumentReader.integer(String(parts[0]), in: 1...TableData.maxSections, command: "sections")
            let n = try ArgumentReader.integer(String(parts[1]), in: 0...TableData.maxRows, command: "sections")
            counts = Array(repeating: n, count: s)
        } else {
            let parts = lower.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= TableData.maxSections else { throw .tooMuchData(rows: parts.count) }
            if parts.contains(where: \.isEmpty) { throw .badChoice(command: "sections", typed: w, choices: ["3x10", "5,12,3"]) }
            counts = []
            for p in parts {
                counts.append(try ArgumentReader.integer(String(p), in: 0...TableData.maxRows, command: "sections"))
            }
        }
        let total = counts.reduce(0) { $0 &+ $1 }
        if total > TableData.maxRows { throw .tooMuchData(rows: total) }
        return counts
    }
}
