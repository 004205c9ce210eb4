import TableSim
import TableRender
import TableText

/// Simulated time, threads and image loading.
extension CommandCatalog {
    static let time: [CommandInfo] = [
        CommandInfo(
            name: "load", area: .time, usage: "load sync|preload|cached|main-async|background|task|await",
            summary: L10n.Commands.Load.summary,
            detail: L10n.Commands.Load.detail,
            examples: ["load sync", "load main-async", "load background", "load task", "load await"], subwords: LoadStrategy.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            return .sim(.load(try r.lastChoice(LoadStrategy.self)))
        },
        CommandInfo(
            name: "cache", area: .time, usage: "cache clear",
            summary: L10n.Commands.Cache.summary,
            detail: L10n.Commands.Cache.detail,
            examples: ["cache clear"], subwords: ["clear"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            try r.done()
            guard w == "clear" else { throw .badChoice(command: "cache", typed: w, choices: ["clear"]) }
            return .sim(.clearImageCache)
        },
        CommandInfo(
            name: "fix", area: .time, usage: "fix placeholder|identity-check|cancel-on-reuse on|off",
            summary: L10n.Commands.Fix.summary,
            detail: L10n.Commands.Fix.detail,
            examples: ["fix identity-check on", "fix cancel-on-reuse on", "fix placeholder off"], subwords: ImageFix.allCases.map(\.rawValue)
        ) { r throws(LabError) in
            let f = try r.choice(ImageFix.self)
            let on = r.isEmpty ? true : try r.onOff()
            try r.done()
            return .sim(.fix(f, on))
        },
        CommandInfo(
            name: "latency", area: .time, usage: "latency MS [jitter MS] [seed N]",
            summary: L10n.Commands.Latency.summary,
            detail: L10n.Commands.Latency.detail,
            examples: ["latency 300ms", "latency 300ms jitter 100ms seed 7"], subwords: ["300ms", "jitter", "seed"]
        ) { r throws(LabError) in
            let ms = try parseDuration(try r.word(), command: "latency")
            guard let next = r.optionalWord() else { return .sim(.latency(ms)) }
            guard next.lowercased() == "jitter" else { throw .tooManyArguments(command: "latency", extra: next, usage: "latency MS [jitter MS] [seed N]") }
            let jitter = try parseDuration(try r.word(), command: "latency")
            var seed: UInt64?
            if let w = r.optionalWord() {
                guard w.lowercased() == "seed" else { throw .tooManyArguments(command: "latency", extra: w, usage: "latency MS [jitter MS] [seed N]") }
                seed = UInt64(try r.integer(in: 0...Int(Int32.max)))
            }
            try r.done()
            return .sims([.latency(ms), .jitter(jitter, seed: seed)])
        },
        CommandInfo(
            name: "workers", area: .time, usage: "workers N",
            summary: L10n.Commands.Workers.summary,
            detail: L10n.Commands.Workers.detail,
            examples: ["workers 2"], subwords: []
        ) { r throws(LabError) in
            return .sim(.workers(try r.lastInteger(in: 1...512)))
        },
        CommandInfo(
            name: "cost", area: .time, usage: "cost MS",
            summary: L10n.Commands.Cost.summary,
            detail: L10n.Commands.Cost.detail,
            examples: ["cost 5ms", "cost 0.05ms"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.callbackCost(try parseDuration(w, command: "cost", range: 0...1000)))
        },
        CommandInfo(
            name: "hz", area: .time, usage: "hz 60|120 (also 30, 90, 240)",
            summary: L10n.Commands.Hz.summary,
            detail: L10n.Commands.Hz.detail,
            examples: ["hz 120"], subwords: ["60", "120"]
        ) { r throws(LabError) in
            let hz = try r.integer(in: 30...240)
            try r.done()
            guard [30, 60, 90, 120, 240].contains(hz) else { throw .badChoice(command: "hz", typed: String(hz), choices: ["60", "120"]) }
            return .sim(.refreshRate(hz))
        },
        CommandInfo(
            name: "wait", area: .time, usage: "wait MS | wait Ns",
            summary: L10n.Commands.Wait.summary,
            detail: L10n.Commands.Wait.detail,
            examples: ["wait 500ms", "wait 2s"], subwords: ["500ms", "1s"]
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .sim(.wait(try parseDuration(w, command: "wait", range: 0...600_000)))
        },
    ]

    /// `300ms`, `300`, `1.5s`, `0.05ms` → milliseconds.
    static func parseDuration(_ w: String, command: String, range: ClosedRange<Double> = 0...60_000) throws(LabError) -> Double {
        var text = w.lowercased()
        var scale = 1.0
        if text.hasSuffix("ms") { text.removeLast(2) } else if text.hasSuffix("s") { text.removeLast(); scale = 1000 }
        let v = try ArgumentReader.decimal(text, in: (range.lowerBound / scale)...(range.upperBound / scale), command: command)
        return v * scale
    }
}
