import TableSim
import TableRender
import TableText

/// The guided lessons.
extension CommandCatalog {
    static let lessonCommands: [CommandInfo] = [
        CommandInfo(
            name: "lessons", area: .learning, usage: "lessons", summary: L10n.Commands.Lessons.summary,
            detail: L10n.Commands.Lessons.detail,
            examples: ["lessons"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.list) },
        CommandInfo(
            name: "lesson", area: .learning, usage: "lesson [N | FILE.md]", summary: L10n.Commands.Lesson.summary,
            detail: L10n.Commands.Lesson.detail,
            examples: ["lesson 1", "lesson", "lesson drafts/19-reload-data.md"], subwords: []
        ) { r throws(LabError) in
            // A lesson file of the teacher's (a path or a `.md` name) rather than a number.
            if let w = r.peek, r.words.count == 1, Int(w) == nil, w.contains("/") || w.lowercased().hasSuffix(".md") {
                return .lesson(.openFile(w))
            }
            let n: Int? = r.isEmpty ? nil : try r.lastInteger(in: Lesson.numbers)
            return .lesson(.open(n))
        },
        CommandInfo(
            name: "next", area: .learning, usage: "next", summary: L10n.Commands.Next.summary,
            detail: L10n.Commands.Next.detail,
            examples: ["next"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.next) },
        CommandInfo(
            name: "prev", area: .learning, usage: "prev", summary: L10n.Commands.Prev.summary,
            detail: L10n.Commands.Prev.detail,
            examples: ["prev"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.previous) },
        CommandInfo(
            name: "goto", area: .learning, usage: "goto STEP", summary: L10n.Commands.Goto.summary,
            detail: L10n.Commands.Goto.detail,
            examples: ["goto 3"], subwords: []
        ) { r throws(LabError) in
            let w = try r.word()
            try r.done()
            return .lesson(.goto(w))
        },
        CommandInfo(
            name: "hint", area: .learning, usage: "hint [N]", summary: L10n.Commands.Hint.summary,
            detail: L10n.Commands.Hint.detail,
            examples: ["hint", "hint 2"], subwords: []
        ) { r throws(LabError) in
            let n: Int? = r.isEmpty ? nil : try r.lastInteger(in: 1...9)
            return .lesson(.hint(n))
        },
        CommandInfo(
            name: "solution", area: .learning, usage: "solution", summary: L10n.Commands.Solution.summary,
            detail: L10n.Commands.Solution.detail,
            examples: ["solution"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.solution) },
        CommandInfo(
            name: "answer", area: .learning, usage: "answer VALUE", summary: L10n.Commands.Answer.summary,
            detail: L10n.Commands.Answer.detail,
            examples: ["answer 16", "answer b", "answer yes", "answer cell#3"], subwords: []
        ) { r throws(LabError) in
            var words: [String] = []
            while let w = r.optionalWord() { words.append(w) }
            guard !words.isEmpty else { throw .missingArgument(command: "answer", usage: "answer VALUE") }
            return .lesson(.answer(words.joined(separator: " ")))
        },
        CommandInfo(
            name: "exercise", area: .learning, usage: "exercise | exercise check | exercise reset", summary: L10n.Commands.Exercise.summary,
            detail: L10n.Commands.Exercise.detail,
            examples: ["exercise", "exercise check", "exercise reset"], subwords: ["check", "reset"]
        ) { r throws(LabError) in
            guard let w = r.optionalWord() else { return .lesson(.exercise(replace: false)) }
            try r.done()
            switch w.lowercased() {
            case "check": return .lesson(.checkExercise)
            case "reset": return .lesson(.exercise(replace: true))
            default: throw .badChoice(command: "exercise", typed: w, choices: ["check", "reset"])
            }
        },
        CommandInfo(
            name: "restart", area: .learning, usage: "restart", summary: L10n.Commands.Restart.summary,
            detail: L10n.Commands.Restart.detail,
            examples: ["restart"], subwords: []
        ) { r throws(LabError) in try r.done(); return .lesson(.restart) },
        CommandInfo(
            name: "progress", area: .learning, usage: "progress export FILE [--force] | progress import FILE | progress name [NAME]",
            summary: L10n.Commands.Progress.summary,
            detail: L10n.Commands.Progress.detail,
            examples: ["progress export progress-backup.json", "progress import progress-backup.json", "progress name 김민지"],
            subwords: ["export", "import", "name"]
        ) { r throws(LabError) in
            let how = try r.word().lowercased()
            guard how == "export" || how == "import" || how == "name" else {
                throw .badChoice(command: "progress", typed: how, choices: ["export", "import", "name"])
            }
            if how == "name" {
                var words: [String] = []
                while let w = r.optionalWord() { words.append(w) }
                return .lesson(.name(words.isEmpty ? nil : words.joined(separator: " ")))
            }
            let path = try r.word()
            guard how == "export" else {
                try r.done()
                return .lesson(.importProgress(path))
            }
            var force = false
            if let w = r.optionalWord() {
                guard w == "--force" else {
                    throw .tooManyArguments(command: "progress", extra: w, usage: "progress export FILE [--force]")
                }
                force = true
            }
            try r.done()
            return .lesson(.exportProgress(path, force: force))
        },
    ]
}
