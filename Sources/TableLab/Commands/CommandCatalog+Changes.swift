import TableSim
import TableRender
import TableText

/// Changing the table without reloadData: inserts, deletes, moves, batches, swipe to delete, and
/// when the app changes its model around them (FIDELITY §8c.34–36, 39).
extension CommandCatalog {
    /// The most rows one `insert` or `delete` names.
    static let maxRowsPerChange = 10_000
    /// Rows an inserted section holds when the command does not say (`insert section 1`).
    static let newSectionRows = 3

    static let changes: [CommandInfo] = [
        CommandInfo(
            name: "insert", area: .data, usage: "insert [S:]ROW [N] | insert section S [N] | insert ROW copy ROW",
            summary: L10n.Commands.Insert.summary,
            detail: L10n.Commands.Insert.detail,
            examples: ["insert 3", "insert 0 2", "insert 1:0", "insert section 1", "insert 0 copy 5"], subwords: ["section", "copy"]
        ) { r throws(LabError) in
            if let copy = try insertCopy(&r) { return .sim(copy) }
            let call = try changeCall("insert", &r)
            try r.done()
            return .sim(.update(TableUpdate([call])))
        },
        CommandInfo(
            name: "delete", area: .data, usage: "delete [S:]ROW [N] | delete section S",
            summary: L10n.Commands.Delete.summary,
            detail: L10n.Commands.Delete.detail,
            examples: ["delete 3", "delete 2 3", "delete section 1"], subwords: ["section"]
        ) { r throws(LabError) in
            let call = try changeCall("delete", &r)
            try r.done()
            return .sim(.update(TableUpdate([call])))
        },
        CommandInfo(
            name: "move", area: .data, usage: "move [S:]ROW to [S:]ROW | move section S T",
            summary: L10n.Commands.Move.summary,
            detail: L10n.Commands.Move.detail,
            examples: ["move 5 to 0", "move 0:2 to 1:0", "move section 2 0"], subwords: ["to", "section"]
        ) { r throws(LabError) in
            let call = try changeCall("move", &r)
            try r.done()
            return .sim(.update(TableUpdate([call])))
        },
        CommandInfo(
            name: "batch", area: .data, usage: "batch CHANGE; CHANGE; …",
            summary: L10n.Commands.Batch.summary,
            detail: L10n.Commands.Batch.detail,
            examples: ["batch delete 2; insert 2; move 5 to 0", "batch reload section 0; move section 2 1"],
            subwords: ["insert", "delete", "move", "reload"]
        ) { r throws(LabError) in
            var words: [String] = []
            while let w = r.optionalWord() { words.append(w) }
            let parts = words.joined(separator: " ").split(separator: ";").map {
                $0.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            }.filter { !$0.isEmpty }
            guard !parts.isEmpty else { throw .missingArgument(command: "batch", usage: "batch CHANGE; CHANGE; …") }
            var calls: [TableUpdate.Call] = []
            for part in parts {
                let name = part[0].lowercased()
                guard ["insert", "delete", "move", "reload"].contains(name) else {
                    throw .badChoice(command: "batch", typed: part[0], choices: ["insert", "delete", "move", "reload section"])
                }
                let usage = name == "reload" ? "reload section S" : CommandCatalog.info(named: name)?.usage ?? name
                var sub = ArgumentReader(command: name, usage: usage, words: Array(part.dropFirst()))
                calls.append(try changeCall(name, &sub))
                try sub.done()
            }
            return .sim(.update(TableUpdate(calls, batch: true)))
        },
        CommandInfo(
            name: "swipe", area: .cells, usage: "swipe delete ROW",
            summary: L10n.Commands.Swipe.summary,
            detail: L10n.Commands.Swipe.detail,
            examples: ["swipe delete 3"], subwords: ["delete"]
        ) { r throws(LabError) in
            let w = try r.word()
            guard w.lowercased() == "delete" else { throw .badChoice(command: "swipe", typed: w, choices: ["delete"]) }
            let p = try r.path()
            try r.done()
            return .sim(.swipeDelete(p))
        },
        CommandInfo(
            name: "model", area: .setup, usage: "model first|after|never",
            summary: L10n.Commands.Model.summary,
            detail: L10n.Commands.Model.detail,
            examples: ["model never", "model after", "model first"], subwords: ModelUpdate.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.modelUpdate(try r.lastChoice(ModelUpdate.self)))
        },
    ]

    /// One call of an update, from the words after `insert`, `delete`, `move` or `reload` (also
    /// inside `batch`; `reload` there is `reload section S` only).
    static func changeCall(_ name: String, _ r: inout ArgumentReader) throws(LabError) -> TableUpdate.Call {
        if name == "reload" {
            let w = try r.word()
            guard w.lowercased() == "section" else { throw .badChoice(command: "batch", typed: w, choices: ["section"]) }
            return .reloadSections([try r.integer(in: 0...TableData.maxSections)])
        }
        if name == "move", r.peek?.lowercased() == "section" {
            // `move section 2 0` (also `move section 2 to 0`): moveSection(_:toSection:).
            _ = r.optionalWord()
            let from = try r.integer(in: 0...TableData.maxSections)
            if r.peek?.lowercased() == "to" { _ = r.optionalWord() }
            return .moveSection(from: from, to: try r.integer(in: 0...TableData.maxSections))
        }
        if name != "move", r.peek?.lowercased() == "section" {
            _ = r.optionalWord()
            let s = try r.integer(in: 0...TableData.maxSections)
            if name == "delete" { return .deleteSections([s]) }
            let n = r.isEmpty ? newSectionRows : try r.integer(in: 0...maxRowsPerChange)
            return .insertSections([TableUpdate.NewSection(index: s, rows: n)])
        }
        let p = try r.path()
        if name == "move" {
            let to = try r.word()
            guard to.lowercased() == "to" else { throw .badChoice(command: "move", typed: to, choices: ["to"]) }
            return .moveRow(p, try r.path())
        }
        let n = r.isEmpty ? 1 : try r.integer(in: 1...maxRowsPerChange)
        let paths = (0..<n).map { TablePath(section: p.section, row: p.row + $0) }
        return name == "insert" ? .insertRows(paths) : .deleteRows(paths)
    }
}
