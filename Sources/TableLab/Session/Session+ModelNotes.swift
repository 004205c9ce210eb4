import TableSim

/// The model notes an update says after it (the row animation, the kept offset — FIDELITY §8c.36)
/// are told in full the first time in a session, and again the first time in each lesson; after
/// that the picture names them in one short line. Said in full after every change, they pushed the
/// rows a lesson step asks about off an 80×24 screen.
extension Session {
    /// Called after every command that answered: remembers which notes its steps told.
    mutating func noteModelNotes(_ response: Response) {
        modelNotesToldBefore = modelNotesTold
        for step in Self.steps(in: response) {
            modelNotesTold.formUnion(UpdateText.modelNotes(step).map(\.key))
        }
    }

    /// The steps a response shows: its own, or those a lesson step ran.
    static func steps(in response: Response) -> [Step] {
        switch response {
        case .step(let step, _): return [step]
        case .lesson(let view):
            return view.blocks.flatMap { block -> [Step] in
                if case .response(let inner) = block { return steps(in: inner) }
                return []
            }
        default: return []
        }
    }
}
