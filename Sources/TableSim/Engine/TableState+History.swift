extension TableState {
    /// The state without its log's events: what a session keeps for each command so `back` and
    /// `forward` restore it exactly. The events are shared with the session's longest log
    /// (`restored(from:)`), so going back costs memory for the state, not for the log.
    public func withoutEvents() -> TableState {
        var copy = self
        copy.log = log.detached()
        return copy
    }

    /// A state from `withoutEvents()`, with its events taken from `full` — the log of a later state
    /// of the same table (its log starts with this one's).
    public func restored(from full: EventLog) -> TableState {
        var copy = self
        copy.log = log.reattached(from: full)
        return copy
    }

    /// The settings a replay changes before running the same commands again (`replay --fix`,
    /// `replay --load`): the setting alone, no event, so the schedule is the same.
    public enum Variation: Sendable, Equatable {
        case fix(ImageFix, Bool)
        case loading(LoadStrategy)
    }

    public mutating func vary(_ variation: Variation) {
        switch variation {
        case .fix(let fix, let on):
            if on { settings.fixes.insert(fix) } else { settings.fixes.remove(fix) }
        case .loading(let strategy):
            settings.loading = strategy
        }
    }

    /// Whether the table already runs as `variation` would make it: `replay --fix cancel-on-reuse`
    /// with the fix on already has nothing to suggest keeping.
    public func has(_ variation: Variation) -> Bool {
        switch variation {
        case .fix(let fix, let on): return settings.fixes.contains(fix) == on
        case .loading(let strategy): return settings.loading == strategy
        }
    }

    /// Whether the action replaces the table's data (a new data set, a new loading strategy): the
    /// start of an experiment for `replay`.
    public static func startsExperiment(_ action: Action) -> Bool {
        switch action {
        case .rows, .sections, .dataSet, .load: return true
        default: return false
        }
    }
}
