/// Collects the events of one command, stamping each with its id, frame, time and cause. Callbacks on
/// the main thread cost `callbackCost` ms each (a bulk event costs that many times over), so the
/// recorder's clock is the main thread's cursor.
struct EventRecorder {
    var clock: Clock
    private(set) var callbackCost: Double
    private(set) var frameDuration: Double
    private(set) var events: [Event] = []
    /// The id the next event gets. Ids run on from the log's, so they are unique in a table's life.
    private(set) var nextID: Int
    /// Facts found inside a layout pass that the learner should be told (`staleCellState`); `apply`
    /// adds them to the step's notes.
    var notes: [Note] = []
    /// The frame whose layout pass is running, if one is: its callbacks belong to that frame even when
    /// they run past the next vsync. Outside a pass, an event belongs to the frame of its time.
    var passFrame: Int?
    /// The `frame` event of the running layout pass: it is told the offset the pass ends at.
    var passFrameEvent: Int?
    /// The event that events without a cause of their own are put down to: the `frame` of the running
    /// layout pass, or the `reloadData` being answered.
    var currentCause: Int?
    /// The main-queue task running now: events on the main thread inside it carry its id.
    var currentTask: Int?
    /// Cells made because rows entered before others left in one pass (FIDELITY §2.10, a model):
    /// `apply` says so in one note, with how many passes moved more than a row (`passesOverARow`,
    /// every such pass, whether or not it made a cell — what the note's sentence counts).
    var enteredBeforeLeft: [Int] = []
    var passesOverARow = 0
    /// Other facts that follow from one of tablelab's models (`Step.modelNotes`), once each.
    var modelNotes: [Note] = []
    /// A drag is running (`scroll`): frames drawn now are scrolling frames (`Event.scrolling`).
    var scrolling = false
    /// The learner's app being asked, and where its code is running (`app FILE.swift`).
    var app: AppCall?

    init(clock: Clock, settings: TableSettings, firstID: Int) {
        self.clock = clock
        self.callbackCost = settings.callbackCost
        self.frameDuration = settings.frameDuration
        self.nextID = firstID
    }

    /// Follows a setting changed by an earlier action of the same line (`hz 120 callbacks 1ms`).
    mutating func adopt(_ settings: TableSettings) {
        callbackCost = settings.callbackCost
        frameDuration = settings.frameDuration
    }

    /// An id for an event recorded later, so that events recorded before it can name it as their
    /// cause (`prepareForReuse` runs inside the dequeue that is recorded when it returns).
    mutating func reserveID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Records an event on the main thread at the cursor; callbacks advance the cursor by their cost.
    @discardableResult
    mutating func emit(_ kind: Event.Kind, _ path: TablePath? = nil, cell: Int? = nil,
                       identifier: String? = nil, cause: Int? = nil, id: Int? = nil,
                       _ configure: (inout Event) -> Void = { _ in }) -> Event {
        let frame = passFrame ?? clock.frame(at: clock.now, duration: frameDuration)
        var e = Event(kind, frame: frame, time: clock.now, path: path, cell: cell, identifier: identifier)
        e.id = id ?? reserveID()
        e.cause = cause ?? (kind == .frame ? nil : currentCause)
        if e.thread == nil && currentTask != nil { e.task = currentTask }
        if kind == .frame { e.scrolling = scrolling }
        configure(&e)
        if kind.isCallback && callbackCost > 0 {
            // cellForRowAt is where an app does its work (configuring a cell); the other callbacks
            // answer from data already at hand and cost a twenty-fifth of it (model).
            let each = kind == .cellForRowAt ? callbackCost : callbackCost / 25
            e.duration = each * Double(e.count)
            e.thread = .main
            clock.now += e.duration!
        }
        events.append(e)
        return e
    }

    /// Records an event at another moment (a worker thread, the network), without moving the cursor.
    @discardableResult
    mutating func emit(_ kind: Event.Kind, at time: Double, _ path: TablePath? = nil, cause: Int? = nil,
                       id: Int? = nil, _ configure: (inout Event) -> Void = { _ in }) -> Event {
        var e = Event(kind, frame: clock.frame(at: time, duration: frameDuration), time: time, path: path)
        e.id = id ?? reserveID()
        e.cause = cause
        if kind == .frame { e.scrolling = scrolling }
        configure(&e)
        events.append(e)
        return e
    }

    /// Records an event prepared earlier (a learner's closure's, kept until its time came): it gets
    /// its id now, and the frame of its time.
    @discardableResult
    mutating func record(_ prepared: Event, at time: Double) -> Int {
        var e = prepared
        e.id = reserveID()
        e.time = time
        e.frame = clock.frame(at: time, duration: frameDuration)
        events.append(e)
        return e.id
    }

    /// Room for about `count` more events, made at once when a layout pass knows how many rows enter
    /// and leave: grown by doubling instead, the events of a reload with 10,000 rows on screen
    /// (60,000) were copied into ever larger arrays several times (attack M7). A sixteenth more, for
    /// the few events that end a command (a late frame, the main queue); never less than doubling,
    /// so many small passes still grow the array geometrically.
    mutating func expect(_ count: Int) {
        let need = events.count + count
        if need > events.capacity { events.reserveCapacity(max(need + need / 16 + 16, 2 * events.capacity)) }
    }

    /// Changes an event already recorded in this command (a main task's span is known when it ends).
    mutating func update(_ id: Int, _ change: (inout Event) -> Void) {
        guard let i = events.lastIndex(where: { $0.id == id }) else { return }
        change(&events[i])
    }

    /// Takes back the last event, `id`, and the main-thread time it cost: a callback recorded before
    /// asking a learner's app, which turned out not to implement it (nothing happened after it).
    mutating func retract(_ id: Int) {
        guard let last = events.last, last.id == id else { return }
        clock.now = last.time
        events.removeLast()
    }

    /// The main thread is busy for `ms` without a callback (a synchronous download).
    mutating func spend(_ ms: Double) { clock.now += ms }

    /// Events in time order (work on other threads is recorded when it is simulated, not when it
    /// happened); ties keep the order they were recorded in.
    ///
    /// Most commands record in time order already (everything on the main thread), so that is checked
    /// first; otherwise the positions are sorted, not the events (an event is a few hundred bytes, and
    /// a reload with 10,000 rows on screen records 60,000 of them — attack M7).
    var eventsInTimeOrder: [Event] {
        // By index: a `zip` of the events would copy each one twice.
        if events.indices.dropFirst().allSatisfy({ events[$0 - 1].time <= events[$0].time }) { return events }
        let order = events.indices.sorted { (events[$0].time, $0) < (events[$1].time, $1) }
        return order.map { events[$0] }
    }
}
