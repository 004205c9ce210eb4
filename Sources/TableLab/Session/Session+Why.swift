import TableSim
import TableText

extension Session {
    mutating func why(_ question: WhyQuestion, _ command: Command) -> Response {
        switch question {
        case .cell(let id):
            guard table.cell(id) != nil else { return .error(.noSuchCell(id, created: table.cells.count)) }
        case .row(let path):
            guard table.layout.contains(path) else {
                return .error(.sim(.noSuchRow(path, rowsInSection: path.section >= 0 && path.section < table.layout.sectionCount
                                              ? table.layout.rowCount(inSection: path.section) : nil,
                                              sections: table.layout.sectionCount)))
            }
            guard table.visibleCell(at: path) != nil else { return .error(.rowNotShown(path)) }
        case .newCell:
            guard table.lastCreatedCell != nil else { return .error(.noSuchCell(1, created: 0)) }
        }
        return .view(command)
    }
}

/// Two runs of the same commands, one with a setting changed (`replay --fix`, `replay --load`).
public struct ReplayResult: Sendable {
    public var variation: TableState.Variation
    /// The commands replayed (the data change first).
    public var lines: [String]
    public var original: EventCounts
    public var replayed: EventCounts
    /// Cells created in each run.
    public var originalCells: Int
    public var replayedCells: Int
    /// What the screen showed in each run: rows shown with another row's image, and how long —
    /// what a placeholder changes though the wrong assignments stay the same.
    public var originalShown = ShownImages()
    public var replayedShown = ShownImages()
    public var divergence: Divergence?
    /// Whether the session already runs with the change (`fix cancel-on-reuse on` typed before
    /// `replay --fix cancel-on-reuse`): then there is nothing to keep.
    public var alreadySet = false
}

extension Session {
    mutating func replay(_ variation: TableState.Variation, _ command: Command) -> Response {
        // `replay` varies tablelab's own app's code (a fix, a loading strategy): in a learner's
        // app, their code decides that.
        if table.isLearnerApp {
            return .error(.app(L10n.App.Session.decides(command: "replay", path: (runningAppPath ?? "").visibleControls)))
        }
        let points = timeline.points
        // The last command since which the experiment runs: a data change, in this table's life
        // (the points of the same table: a `reset` or a launch, however typed, starts another).
        var start: Int?
        var i = timeline.cursor
        while i >= 1, timeline.sameTable(i, timeline.cursor), let parsed = points[i].command {
            if Self.actions(of: parsed).contains(where: TableState.startsExperiment) {
                start = i
                break
            }
            i -= 1
        }
        guard let start, start <= timeline.cursor else { return .error(.nothingToReplay) }
        let steps = points[start...timeline.cursor].compactMap { p in p.line.flatMap { l in p.command.map { (l, $0) } } }
        let lines = steps.map(\.0)
        var replay = timeline.table(at: start - 1)
        let screenBefore = replay.screen
        let batchesBefore = replay.log.batches.count
        replay.vary(variation)
        for (line, parsed) in steps {
            var limit: Int?
            if case .stopped(_, let frames) = parsed { limit = frames }
            // The commands that set what the replay varies (`load background` when replaying with
            // `--load sync`) keep the variation instead.
            let actions = Self.actions(of: parsed).map { action -> Action in
                switch (action, variation) {
                case (.load, .loading(let strategy)): return .load(strategy)
                case (.fix(let f, _), .fix(let g, let on)) where f == g: return .fix(g, on)
                default: return action
                }
            }
            _ = try? replay.applyLine(actions, command: line, frameLimit: limit)
        }
        let original = table.log.batches.dropFirst(batchesBefore).filter { !$0.rolledBack }.flatMap(\.events)
        let replayed = replay.log.batches.dropFirst(batchesBefore).filter { !$0.rolledBack }.flatMap(\.events)
        let a = EventCounts(original), b = EventCounts(replayed)
        replayResult = ReplayResult(variation: variation, lines: lines, original: a, replayed: b,
                                    originalCells: a.cellsCreated, replayedCells: b.cellsCreated,
                                    originalShown: ShownImages.of(original, from: screenBefore, frameDuration: table.settings.frameDuration),
                                    replayedShown: ShownImages.of(replayed, from: screenBefore, frameDuration: replay.settings.frameDuration),
                                    divergence: Divergence.first(original, replayed),
                                    alreadySet: table.has(variation))
        return .view(command)
    }

    /// The actions a parsed line runs on the table.
    static func actions(of command: Command) -> [Action] {
        switch command {
        case .sim(let a): return [a]
        case .sims(let list): return list
        case .stopped(let a, _): return [a]
        default: return []
        }
    }
}
