/// A drag in progress. The finger moves at `velocity` points per second of real time (`pointsPerFrame`
/// every frame), whether or not the main thread keeps up — so when frames are missed, the next pass
/// moves further (the stutter a learner sees). The drag ends when the finger has travelled the distance or the content ends.
public struct Drag: Sendable, Equatable {
    public let start: Double
    public let target: Double
    /// +1 down, −1 up.
    public let direction: Int
    /// Points the finger still has to travel.
    public internal(set) var remaining: Double
    /// The frame the finger was last read at.
    public internal(set) var lastFrame: Int
    public internal(set) var isFinished: Bool
}

extension TableState {
    /// The longest a single drag runs, in frames (100 s at 60 Hz); longer moves are cut short with a
    /// note — `scroll to` jumps any distance in one pass.
    public static let maxDragFrames = 6000

    /// A drag from the current offset toward `target` (clamped to the content).
    func beginDrag(to target: Double) -> Drag {
        let clamped = min(max(0, target), maxOffset)
        let distance = clamped - offset
        return Drag(start: offset, target: clamped, direction: distance >= 0 ? 1 : -1,
                    remaining: abs(distance), lastFrame: clock.frame, isFinished: distance == 0)
    }

    /// One frame of a drag as its own command (for tests that follow a drag frame by frame; the REPL
    /// plays the frames that `apply(.scroll)` recorded instead).
    mutating func dragFrame(_ drag: inout Drag) throws(SimError) -> Step {
        let before = screen
        let firstID = log.nextID
        var recorder = EventRecorder(clock: clock, settings: settings, firstID: firstID)
        recorder.scrolling = true
        var next = self
        var nextDrag = drag
        do {
            try next.dragFrame(&nextDrag, &recorder)
        } catch let crash as Crash {
            recorder.emit(.crash) { $0.text = crash.consoleMessage; $0.cause = nil }
            log.append(command: "frame", events: recorder.events, rolledBack: true, ids: firstID..<recorder.nextID)
            return Step(events: recorder.events, notes: [], crash: crash, before: before)
        } catch {
            fatalError("unexpected error \(error)")
        }
        next.clock = recorder.clock
        let events = recorder.eventsInTimeOrder
        let counts = EventCounts(events)
        next.log.append(command: "frame", events: events, ids: firstID..<recorder.nextID, counts: counts)
        self = next
        drag = nextDrag
        return Step(events: events, notes: recorder.notes, crash: nil, before: before, counts: counts)
    }

    /// One frame of a drag (FIDELITY §2.11: scrolling is many small layout passes, not one jump). The
    /// offset moves by what the finger moved since the last frame read, so corrections made by the
    /// layout pass (estimated heights turning real) carry over instead of being undone.
    mutating func dragFrame(_ drag: inout Drag, _ rec: inout EventRecorder) throws {
        guard !drag.isFinished else { return }
        beginFrame(&rec)
        let frames = Double(rec.clock.frame - drag.lastFrame)
        drag.lastFrame = rec.clock.frame
        let step = min(drag.remaining, settings.pointsPerFrame * frames)
        drag.remaining -= step
        offset = min(max(0, offset + Double(drag.direction) * step), maxOffset)
        try layoutPass(&rec, direction: drag.direction)
        offset = min(max(0, offset), maxOffset)
        let atEdge = drag.direction > 0 ? offset >= maxOffset : offset <= 0
        if drag.remaining <= 0 || atEdge { drag.isFinished = true }
    }

    /// The main thread reaches the next vsync it can serve: first it runs what waits on the main
    /// queue, then the frame starts — late, when it was still busy at the vsync (a hitch, recorded on
    /// the `frame` event as the time lost).
    mutating func beginFrame(_ rec: inout EventRecorder) {
        let fd = settings.frameDuration
        runMainQueue(until: rec.clock.frameTime + fd, &rec)
        let missed = rec.clock.nextFrame(duration: fd)
        rec.passFrame = rec.clock.frame
        let frame = rec.emit(.frame) { $0.value = Double(missed) * fd; $0.duration = fd; $0.cause = nil }
        rec.passFrameEvent = frame.id
        rec.currentCause = frame.id
    }

    /// After a command's last frame: if its work ran past the next vsync, that frame reached the
    /// screen late too.
    mutating func settleFrame(_ rec: inout EventRecorder) {
        let fd = settings.frameDuration
        let over = rec.clock.now - (rec.clock.frameTime + fd)
        guard over > 1e-9 else { return }
        let missed = Int((over / fd).rounded(.up))
        rec.clock.frame += missed + 1
        rec.clock.frameTime += Double(missed + 1) * fd
        rec.emit(.frame, at: rec.clock.frameTime) { $0.value = Double(missed) * fd; $0.duration = fd }
    }

    /// A jump in one layout pass (`scrollToRow(at:at:animated: false)`, `setContentOffset`): every row
    /// of the new screen enters before any old one leaves, so a far jump creates up to a second
    /// screenful of cells (FIDELITY §2.10).
    mutating func jump(to target: Double, _ rec: inout EventRecorder) throws {
        guard target != offset else { return }
        let direction = target > offset ? 1 : -1
        beginFrame(&rec)
        offset = target
        try layoutPass(&rec, direction: direction)
    }

    /// A layout pass in the next frame without moving: after the viewport changed size.
    mutating func nextPass(_ rec: inout EventRecorder) throws {
        beginFrame(&rec)
        try layoutPass(&rec, direction: 0)
    }
}
