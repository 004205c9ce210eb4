import TableSim
import TableRender
import TableText

/// Stepping through a command, going back and forward, asking why, comparing runs, saving sessions.
extension CommandCatalog {
    static let stepping: [CommandInfo] = [
        CommandInfo(
            name: "step", area: .stepping, usage: "step COMMAND | step [N] | step until EVENT|frame N|cell N",
            summary: L10n.Commands.Step.summary,
            detail: L10n.Commands.Step.detail,
            examples: ["step scroll 1", "step", "step 5", "step until prepareForReuse", "step until frame 12", "step until cell 7", "continue"],
            subwords: ["until", "scroll", "rows", "reload", "top", "bottom"]
        ) { r throws(LabError) in
            guard let first = r.optionalWord() else { return .step(.advance(1)) }
            if let n = Int(first) {
                guard n >= 1 && n <= 1_000_000 else {
                    throw .badNumber(command: "step", typed: first, range: 1...1_000_000, unit: nil)
                }
                try r.done()
                return .step(.advance(n))
            }
            if first.lowercased() == "until" {
                let what = try r.word()
                switch what.lowercased() {
                case "frame": let n = try r.lastInteger(in: 0...100_000_000); return .step(.until(.frame(n)))
                case "cell": let n = try r.lastInteger(in: 1...100_000_000); return .step(.until(.cell(n)))
                default:
                    guard let kind = Event.Kind.allCases.first(where: { $0.rawValue.lowercased() == what.lowercased() }) else {
                        throw .badChoice(command: "step until", typed: what,
                                         choices: ["frame N", "cell N"] + Event.Kind.allCases.map(\.rawValue))
                    }
                    try r.done()
                    return .step(.until(.kind(kind)))
                }
            }
            var words = [first]
            while let w = r.optionalWord() { words.append(w) }
            let line = words.joined(separator: " ")
            switch try CommandParser.parse(line) {
            case .sim?, .sims?, .stopped?: return .step(.run(line: line))
            default: throw .stepNeedsTableCommand(line)
            }
        },
        CommandInfo(
            name: "continue", area: .stepping, usage: "continue",
            summary: L10n.Commands.Continue.summary,
            detail: L10n.Commands.Continue.detail,
            examples: ["continue"], subwords: []
        ) { r throws(LabError) in try r.done(); return .continueStepping },
        CommandInfo(
            name: "back", area: .stepping, usage: "back",
            summary: L10n.Commands.Back.summary,
            detail: L10n.Commands.Back.detail,
            examples: ["back", "forward"], subwords: []
        ) { r throws(LabError) in try r.done(); return .back },
        CommandInfo(
            name: "forward", area: .stepping, usage: "forward",
            summary: L10n.Commands.Forward.summary,
            detail: L10n.Commands.Forward.detail,
            examples: ["forward"], subwords: []
        ) { r throws(LabError) in try r.done(); return .forward },
        CommandInfo(
            name: "history", area: .stepping, usage: "history",
            summary: L10n.Commands.History.summary,
            detail: L10n.Commands.History.detail,
            examples: ["history"], subwords: []
        ) { r throws(LabError) in try r.done(); return .history },
        CommandInfo(
            name: "why", area: .stepping, usage: "why cell N | why row R | why new cell",
            summary: L10n.Commands.Why.summary,
            detail: L10n.Commands.Why.detail,
            examples: ["why cell 1", "why row 25", "why new cell", "why not reused"], subwords: ["cell", "row", "new", "not"]
        ) { r throws(LabError) in
            let w = try r.word().lowercased()
            switch w {
            case "cell":
                guard let next = r.peek else {
                    throw .missingArgument(command: "why cell", usage: "why cell N | why new cell")
                }
                guard Int(next) != nil else {
                    throw .badNumber(command: "why cell", typed: next, range: 1...100_000_000, unit: nil)
                }
                let n = try r.lastInteger(in: 1...100_000_000)
                return .why(.cell(n))
            case "row":
                let p = try r.path()
                try r.done()
                return .why(.row(p))
            case "new", "not":
                let rest = try r.word().lowercased()
                guard (w == "new" && rest == "cell") || (w == "not" && rest == "reused") else {
                    throw .badChoice(command: "why", typed: "\(w) \(rest)", choices: ["cell N", "row R", "new cell", "not reused"])
                }
                try r.done()
                return .why(.newCell)
            default:
                throw .badChoice(command: "why", typed: w, choices: ["cell N", "row R", "new cell", "not reused"])
            }
        },
        CommandInfo(
            name: "diff", area: .stepping, usage: "diff | diff N M",
            summary: L10n.Commands.Diff.summary,
            detail: L10n.Commands.Diff.detail,
            examples: ["diff", "diff 0 3"], subwords: []
        ) { r throws(LabError) in
            guard let a = r.optionalWord() else { return .diff(from: nil, to: nil) }
            let from = try ArgumentReader.integer(a, in: 0...1_000_000, command: "diff", unit: nil)
            let to = try r.lastInteger(in: 0...1_000_000)
            return .diff(from: from, to: to)
        },
        CommandInfo(
            name: "replay", area: .stepping, usage: "replay --fix NAME | replay --load STRATEGY",
            summary: L10n.Commands.Replay.summary,
            detail: L10n.Commands.Replay.detail,
            examples: ["replay --fix identity-check", "replay --fix cancel-on-reuse", "replay --load background"],
            subwords: ["--fix", "--load"]
        ) { r throws(LabError) in
            let flag = try r.word().lowercased()
            switch flag {
            case "--fix", "fix": return .replay(.fix(try r.lastChoice(ImageFix.self), true))
            case "--load", "load": return .replay(.loading(try r.lastChoice(LoadStrategy.self)))
            default: throw .badChoice(command: "replay", typed: flag, choices: ["--fix NAME", "--load STRATEGY"])
            }
        },
        CommandInfo(
            name: "save", area: .stepping, usage: "save FILE [--force]",
            summary: L10n.Commands.Save.summary,
            detail: L10n.Commands.Save.detail,
            examples: ["save scene.txt", "save ~/bug.txt --force"], subwords: ["--force"]
        ) { r throws(LabError) in
            let path = try r.word()
            var force = false
            if let w = r.optionalWord() {
                guard w == "--force" else { throw .tooManyArguments(command: "save", extra: w, usage: "save FILE [--force]") }
                force = true
            }
            try r.done()
            return .save(path: path, force: force)
        },
        CommandInfo(
            name: "open", area: .stepping, usage: "open FILE",
            summary: L10n.Commands.Open.summary,
            detail: L10n.Commands.Open.detail,
            examples: ["open scene.txt"], subwords: []
        ) { r throws(LabError) in
            let path = try r.word()
            try r.done()
            return .open(path: path)
        },
        CommandInfo(
            name: "app", area: .stepping, usage: "app [FILE.swift|builtin]",
            summary: L10n.Commands.App.summary,
            detail: L10n.Commands.App.detail,
            examples: ["app MovieList.swift", "app", "app builtin"], subwords: ["builtin"]
        ) { r throws(LabError) in
            guard let word = r.optionalWord() else { return .app(.show) }
            try r.done()
            return word == "builtin" ? .app(.builtin) : .app(.run(path: word))
        },
        CommandInfo(
            name: "edit", area: .stepping, usage: "edit",
            summary: L10n.Commands.Edit.summary,
            detail: L10n.Commands.Edit.detail,
            examples: ["edit"], subwords: []
        ) { r throws(LabError) in try r.done(); return .app(.edit) },
    ]
}
