import TableSim
import TableRender
import TableText

/// Scrolling: drags frame by frame, and jumps.
extension CommandCatalog {
    static let motion: [CommandInfo] = [
        CommandInfo(
            name: "scroll", area: .motion, usage: "scroll N | scroll -N | scroll Npt | scroll to R | scroll to S:R | scroll N frames F",
            summary: L10n.Commands.Scroll.summary,
            detail: L10n.Commands.Scroll.detail,
            examples: ["scroll 10", "scroll -3", "scroll 200pt", "scroll to 25", "scroll to 2:5", "scroll 50 frames 12"], subwords: ["to"]
        ) { r throws(LabError) in
            let w = try r.word()
            if w.lowercased() == "to" {
                let p = try r.path()
                try r.done()
                return .sim(.scrollTo(p))
            }
            let lower = w.lowercased()
            let amount: ScrollAmount
            if lower.hasSuffix("pt") {
                let v = try ArgumentReader.integer(String(lower.dropLast(2)), in: -100_000_000...100_000_000, command: "scroll", unit: "pt")
                amount = .points(Double(v))
            } else {
                let n = try ArgumentReader.integer(w, in: -TableState.maxDragRows...TableState.maxDragRows, command: "scroll", unit: nil)
                amount = .rows(n)
            }
            if let next = r.optionalWord() {
                guard next.lowercased() == "frames" else {
                    throw LabError.tooManyArguments(command: "scroll", extra: next, usage: "scroll N | scroll N frames F")
                }
                let frames = try r.integer(in: 0...TableState.maxDragFrames, unit: nil)
                try r.done()
                return .stopped(.scroll(amount), frames: frames)
            }
            return .sim(.scroll(amount))
        },
        CommandInfo(
            name: "top", area: .motion, usage: "top", summary: L10n.Commands.Top.summary,
            detail: L10n.Commands.Top.detail,
            examples: ["top"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.top) },
        CommandInfo(
            name: "bottom", area: .motion, usage: "bottom", summary: L10n.Commands.Bottom.summary,
            detail: L10n.Commands.Bottom.detail,
            examples: ["bottom"], subwords: []
        ) { r throws(LabError) in try r.done(); return .sim(.bottom) },
        CommandInfo(
            name: "index", area: .motion, usage: "index TITLE",
            summary: L10n.Commands.Index.summary,
            detail: L10n.Commands.Index.detail,
            examples: ["index ㄷ", "index S"], subwords: Hangul.indexTitles
        ) { r throws(LabError) in
            let t = try r.word()
            try r.done()
            // A lone choseong jamo (ᄃ U+1103) is not the strip's ㄷ (U+3137): say so instead of
            // quietly tapping ㄷ — the difference is what topic 8 teaches (FIDELITY §7.20).
            if !t.unicodeScalars.isEmpty, t.unicodeScalars.allSatisfy(Hangul.isChoseongJamo) {
                throw .choseongTyped(t, compatibility: Hangul.normalizedForSearch(t))
            }
            return .sim(.tapIndex(Hangul.normalizedForSearch(t)))
        },
    ]
}
