import TableSim
import TableRender
import TableText

/// How the table is set up: the properties and methods the app provides.
extension CommandCatalog {
    static let setup: [CommandInfo] = [
        CommandInfo(
            name: "viewport", area: .setup, usage: "viewport PT",
            summary: L10n.Commands.Viewport.summary,
            detail: L10n.Commands.Viewport.detail,
            examples: ["viewport 667", "viewport 896"], subwords: ["667", "896"]
        ) { r throws(LabError) in
            return .sim(.viewport(Double(try r.lastInteger(in: 44...10_000, unit: "pt"))))
        },
        CommandInfo(
            name: "height", area: .setup, usage: "height PT | height var",
            summary: L10n.Commands.Height.summary,
            detail: L10n.Commands.Height.detail,
            examples: ["height 44", "height 60", "height var"], subwords: ["var", "44"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            if ["var", "variable", "perrow"].contains(w.lowercased()) { return .sim(.heightForRowAt) }
            let h = try ArgumentReader.integer(w, in: 1...2000, command: "height", unit: "pt")
            return .sim(.rowHeight(Double(h)))
        },
        CommandInfo(
            name: "estimate", area: .setup, usage: "estimate PT | estimate off",
            summary: L10n.Commands.Estimate.summary,
            detail: L10n.Commands.Estimate.detail,
            examples: ["estimate 44", "estimate off"], subwords: ["off", "44"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            if ["off", "0", "none"].contains(w.lowercased()) { return .sim(.estimate(nil)) }
            return .sim(.estimate(Double(try ArgumentReader.integer(w, in: 1...2000, command: "estimate", unit: "pt"))))
        },
        CommandInfo(
            name: "style", area: .setup, usage: "style plain|grouped",
            summary: L10n.Commands.Style.summary,
            detail: L10n.Commands.Style.detail,
            examples: ["style grouped"], subwords: TableStyle.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.style(try r.lastChoice(TableStyle.self)))
        },
        CommandInfo(
            name: "headers", area: .setup, usage: "headers titles|views",
            summary: L10n.Commands.Headers.summary,
            detail: L10n.Commands.Headers.detail,
            examples: ["headers views", "headers titles"], subwords: HeaderMode.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.headers(try r.lastChoice(HeaderMode.self)))
        },
        CommandInfo(
            name: "register", area: .setup, usage: "register ID[:basic|subtitle|custom] …",
            summary: L10n.Commands.Register.summary,
            detail: L10n.Commands.Register.detail,
            examples: ["register basic subtitle", "register text image:custom"], subwords: CellStyle.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            var regs: [Registration] = []
            regs.append(try parseRegistration(try r.word()))
            while let w = r.optionalWord() { regs.append(try parseRegistration(w)) }
            return .sim(.register(regs))
        },
        CommandInfo(
            name: "unregister", area: .setup, usage: "unregister ID",
            summary: L10n.Commands.Unregister.summary,
            detail: L10n.Commands.Unregister.detail,
            examples: ["unregister cell"], subwords: ["cell"]
        ) { r throws(LabError) in
            let id = try r.word()
            try r.done()
            return .sim(.unregister(id))
        },
        CommandInfo(
            name: "identifiers", area: .setup, usage: "identifiers single ID | identifiers alternate [A B …]",
            summary: L10n.Commands.Identifiers.summary,
            detail: L10n.Commands.Identifiers.detail,
            examples: ["identifiers alternate", "identifiers single cell"], subwords: ["single", "alternate"]
        ) { r throws(LabError) in
            let mode = try r.word().lowercased()
            switch mode {
            case "single":
                let id = try r.word()
                try r.done()
                return .sim(.identifiers(.single(id)))
            case "alternate":
                var ids: [String] = []
                while let w = r.optionalWord() { ids.append(w) }
                if ids.isEmpty {
                    return .sims([.register([Registration(identifier: "basic", style: .basic),
                                             Registration(identifier: "subtitle", style: .subtitle)]),
                                  .identifiers(.alternate(["basic", "subtitle"]))])
                }
                guard ids.count >= 2 else { throw .missingArgument(command: "identifiers alternate", usage: "identifiers alternate A B") }
                return .sim(.identifiers(.alternate(ids)))
            default:
                throw .badChoice(command: "identifiers", typed: mode, choices: ["single", "alternate"])
            }
        },
        CommandInfo(
            name: "dequeue", area: .setup, usage: "dequeue for|fallback",
            summary: L10n.Commands.Dequeue.summary,
            detail: L10n.Commands.Dequeue.detail,
            examples: ["dequeue fallback", "dequeue for"], subwords: DequeueVariant.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.dequeue(try r.lastChoice(DequeueVariant.self)))
        },
        CommandInfo(
            name: "prepare", area: .setup, usage: "prepare reset|none",
            summary: L10n.Commands.Prepare.summary,
            detail: L10n.Commands.Prepare.detail,
            examples: ["prepare none", "prepare reset"], subwords: ["reset", "none"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            try r.done()
            switch w {
            case "reset", "on": return .sim(.prepareResets(true))
            case "none", "off": return .sim(.prepareResets(false))
            default: throw .badChoice(command: "prepare", typed: w, choices: ["reset", "none"])
            }
        },
        CommandInfo(
            name: "prefetch", area: .setup, usage: "prefetch on|off [window N]",
            summary: L10n.Commands.Prefetch.summary,
            detail: L10n.Commands.Prefetch.detail,
            examples: ["prefetch on", "prefetch on window 5", "prefetch off"], subwords: ["on", "off"]
        ) { r throws(LabError) in
            let on = try r.onOff()
            var window: Int?
            if let w = r.optionalWord() {
                guard w.lowercased() == "window" else { throw .tooManyArguments(command: "prefetch", extra: w, usage: "prefetch on|off [window N]") }
                window = try r.integer(in: 1...100, unit: nil)
            }
            try r.done()
            return .sim(.prefetch(on, window: window))
        },
        CommandInfo(
            name: "velocity", area: .setup, usage: "velocity PT/S",
            summary: L10n.Commands.Velocity.summary,
            detail: L10n.Commands.Velocity.detail,
            examples: ["velocity 1800", "velocity 24000"], subwords: ["1800", "24000"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            let number = w.lowercased().hasSuffix("pt/s") ? String(w.dropLast(4)) : w
            return .sim(.velocity(Double(try ArgumentReader.integer(number, in: 60...300_000, command: "velocity", unit: "pt/s"))))
        },
        CommandInfo(
            name: "jamo", area: .setup, usage: "jamo raw|mapped",
            summary: L10n.Commands.Jamo.summary,
            detail: L10n.Commands.Jamo.detail,
            examples: ["jamo raw", "jamo mapped"], subwords: JamoMode.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.jamo(try r.lastChoice(JamoMode.self)))
        },
    ]

    static func parseRegistration(_ w: String) throws(LabError) -> Registration {
        let parts = w.split(separator: ":", maxSplits: 1).map(String.init)
        guard let id = parts.first, !id.isEmpty else { throw .badChoice(command: "register", typed: w, choices: ["basic", "subtitle", "text:custom"]) }
        if parts.count == 2 {
            guard let style = CellStyle(rawValue: parts[1].lowercased()) else {
                throw .badChoice(command: "register", typed: parts[1], choices: CellStyle.allCases.map(\.rawValue))
            }
            return Registration(identifier: id, style: style)
        }
        return Registration(identifier: id, style: CellStyle(rawValue: id.lowercased()) ?? .basic)
    }
}
