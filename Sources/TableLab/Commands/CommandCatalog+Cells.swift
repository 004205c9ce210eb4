import TableSim
import TableRender
import TableText

/// The app touching a visible cell directly.
extension CommandCatalog {
    static let cells: [CommandInfo] = [
        CommandInfo(
            name: "alpha", area: .cells, usage: "alpha ROW VALUE",
            summary: L10n.Commands.Alpha.summary,
            detail: L10n.Commands.Alpha.detail,
            examples: ["alpha 3 0.5"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            let v = try r.decimal(in: 0...1)
            try r.done()
            return .sim(.setAlpha(p, v))
        },
        CommandInfo(
            name: "select", area: .cells, usage: "select ROW",
            summary: L10n.Commands.Select.summary,
            detail: L10n.Commands.Select.detail,
            examples: ["select 2", "select 1:3"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.select(p))
        },
        CommandInfo(
            name: "tap", area: .cells, usage: "tap ROW",
            summary: L10n.Commands.Tap.summary,
            detail: L10n.Commands.Tap.detail,
            examples: ["tap 5", "tap 1:3"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.tap(p))
        },
        CommandInfo(
            name: "deselect", area: .cells, usage: "deselect ROW",
            summary: L10n.Commands.Deselect.summary,
            detail: L10n.Commands.Deselect.detail,
            examples: ["deselect 2"], subwords: []
        ) { r throws(LabError) in
            let p = try r.path()
            try r.done()
            return .sim(.deselect(p))
        },
        CommandInfo(
            name: "checkmark", area: .cells, usage: "checkmark ROW [on|off]",
            summary: L10n.Commands.Checkmark.summary,
            detail: L10n.Commands.Checkmark.detail,
            examples: ["checkmark 2", "checkmark 2 off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let p = try r.path()
            let on = r.isEmpty ? true : try r.onOff()
            try r.done()
            return .sim(.checkmark(p, on))
        },
        CommandInfo(
            name: "multiple", area: .cells, usage: "multiple on|off",
            summary: L10n.Commands.Multiple.summary,
            detail: L10n.Commands.Multiple.detail,
            examples: ["multiple on", "multiple off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let on = try r.onOff()
            try r.done()
            return .sim(.multipleSelection(on))
        },
        CommandInfo(
            name: "deselect-on-tap", area: .cells, usage: "deselect-on-tap on|off",
            summary: L10n.Commands.DeselectOnTap.summary,
            detail: L10n.Commands.DeselectOnTap.detail,
            examples: ["deselect-on-tap on", "deselect-on-tap off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let on = try r.onOff()
            try r.done()
            return .sim(.deselectOnTap(on))
        },
        CommandInfo(
            name: "checkmarks", area: .cells, usage: "checkmarks on-cell|from-model",
            summary: L10n.Commands.Checkmarks.summary,
            detail: L10n.Commands.Checkmarks.detail,
            examples: ["checkmarks from-model", "checkmarks on-cell"], subwords: CheckmarkSource.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.checkmarks(try r.lastChoice(CheckmarkSource.self)))
        },
    ]
}
