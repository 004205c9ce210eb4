import TableSim
import TableText

/// A diffable data source (FIDELITY §8c.38): switching to it, what its items hash, how it applies
/// snapshots, and the edit a snapshot may not see. `insert ROW copy ROW` and `reload item ID` are
/// forms of `insert` and `reload` (their commands read them).
extension CommandCatalog {
    static let diffableCommands: [CommandInfo] = [
        CommandInfo(
            name: "diffable", area: .setup, usage: "diffable on|off",
            summary: L10n.Commands.Diffable.summary,
            detail: L10n.Commands.Diffable.detail,
            examples: ["diffable on", "diffable off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let on = try r.onOff()
            try r.done()
            return .sim(.diffable(on))
        },
        CommandInfo(
            name: "identity", area: .setup, usage: "identity id|value",
            summary: L10n.Commands.Identity.summary,
            detail: L10n.Commands.Identity.detail,
            examples: ["identity value", "identity id"], subwords: DiffableIdentity.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.identity(try r.lastChoice(DiffableIdentity.self)))
        },
        CommandInfo(
            name: "apply", area: .setup, usage: "apply animated|instant|reload",
            summary: L10n.Commands.Apply.summary,
            detail: L10n.Commands.Apply.detail,
            examples: ["apply instant", "apply reload", "apply animated"], subwords: ApplyMode.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.applyMode(try r.lastChoice(ApplyMode.self)))
        },
        CommandInfo(
            name: "rename", area: .data, usage: "rename ROW",
            summary: L10n.Commands.Rename.summary,
            detail: L10n.Commands.Rename.detail,
            examples: ["rename 2", "rename 1:0"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.editItem(p))
        },
    ]

    /// `insert ROW copy ROW`: the words after `insert` name a copy of another row's item, or nil.
    static func insertCopy(_ r: inout ArgumentReader) throws(LabError) -> Action? {
        let words = Array(r.words)
        guard words.count == 3, words[1].lowercased() == "copy" else { return nil }
        let at = try r.path()
        _ = r.optionalWord()
        let of = try r.path()
        try r.done()
        return .insertCopy(at, of: of)
    }
}
