/// Collects the events of one command, stamping each with the current frame and time.
struct EventRecorder {
    var clock: Clock
    private(set) var events: [Event] = []
    /// Facts found inside a layout pass that the learner should be told (`staleCellState`); `apply`
    /// adds them to the step's notes.
    var notes: [Note] = []

    init(clock: Clock) { self.clock = clock }

    @discardableResult
    mutating func emit(_ kind: Event.Kind, _ path: TablePath? = nil, cell: Int? = nil,
                       identifier: String? = nil, _ configure: (inout Event) -> Void = { _ in }) -> Event {
        var e = Event(kind, frame: clock.frame, time: clock.now, path: path, cell: cell, identifier: identifier)
        configure(&e)
        events.append(e)
        return e
    }
}
