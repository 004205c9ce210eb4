/// Collects the events of one command, stamping each with its frame and time. Callbacks on the main
/// thread cost `callbackCost` ms each (a bulk event costs that many times over), so the recorder's
/// clock is the main thread's cursor.
struct EventRecorder {
    var clock: Clock
    let callbackCost: Double
    let frameDuration: Double
    private(set) var events: [Event] = []
    /// Facts found inside a layout pass that the learner should be told (`staleCellState`); `apply`
    /// adds them to the step's notes.
    var notes: [Note] = []
    /// The frame whose layout pass is running, if one is: its callbacks belong to that frame even when
    /// they run past the next vsync. Outside a pass, an event belongs to the frame of its time.
    var passFrame: Int?

    init(clock: Clock, settings: TableSettings) {
        self.clock = clock
        self.callbackCost = settings.callbackCost
        self.frameDuration = settings.frameDuration
    }

    /// Data-source and delegate methods: the app's code runs on the main thread and costs time.
    static let callbacks: Set<Event.Kind> = [
        .numberOfSections, .numberOfRowsInSection, .titleForHeaderInSection, .sectionIndexTitles,
        .heightForRowAt, .cellForRowAt, .prepareForReuse, .willDisplay, .didEndDisplaying,
        .prefetchRowsAt, .cancelPrefetchingForRowsAt, .sectionForSectionIndexTitle,
    ]

    /// Records an event on the main thread at the cursor; callbacks advance the cursor by their cost.
    @discardableResult
    mutating func emit(_ kind: Event.Kind, _ path: TablePath? = nil, cell: Int? = nil,
                       identifier: String? = nil, _ configure: (inout Event) -> Void = { _ in }) -> Event {
        let frame = passFrame ?? clock.frame(at: clock.now, duration: frameDuration)
        var e = Event(kind, frame: frame, time: clock.now, path: path, cell: cell, identifier: identifier)
        configure(&e)
        if Self.callbacks.contains(kind) && callbackCost > 0 {
            // cellForRowAt is where an app does its work (configuring a cell); the other callbacks
            // answer from data already at hand and cost a twenty-fifth of it (model).
            let each = kind == .cellForRowAt ? callbackCost : callbackCost / 25
            e.duration = each * Double(e.count)
            e.queue = "main"
            clock.now += e.duration!
        }
        events.append(e)
        return e
    }

    /// Records an event at another moment (a worker thread, the network), without moving the cursor.
    @discardableResult
    mutating func emit(_ kind: Event.Kind, at time: Double, _ path: TablePath? = nil,
                       _ configure: (inout Event) -> Void = { _ in }) -> Event {
        var e = Event(kind, frame: clock.frame(at: time, duration: frameDuration), time: time, path: path)
        configure(&e)
        events.append(e)
        return e
    }

    /// The main thread is busy for `ms` without a callback (a synchronous download).
    mutating func spend(_ ms: Double) { clock.now += ms }

    /// Events in time order (work on other threads is recorded when it is simulated, not when it
    /// happened); ties keep the order they were recorded in.
    var eventsInTimeOrder: [Event] {
        events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
