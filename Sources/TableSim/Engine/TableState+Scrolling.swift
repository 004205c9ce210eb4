/// A drag in progress: where it started, where the finger is heading, and the vsync it began at.
/// The finger moves `velocity` points every frame of real time, whether or not the main thread keeps
/// up — so when frames are missed, the next pass jumps further (the stutter a learner sees).
public struct Drag: Sendable, Equatable {
    public let start: Double
    public let target: Double
    public let startFrame: Int

    public func finished(at offset: Double) -> Bool { offset == target }
}

extension TableState {
    /// A drag from the current offset toward `target` (already clamped by the caller).
    public func beginDrag(to target: Double) -> Drag {
        Drag(start: offset, target: min(max(0, target), maxOffset), startFrame: clock.frame)
    }

    /// One frame of a drag, as its own step: the REPL plays a drag frame by frame with this, and
    /// `apply(.scroll)` runs exactly the same frames.
    public mutating func dragFrame(_ drag: Drag) throws(SimError) -> Step {
        var recorder = EventRecorder(clock: clock, settings: settings)
        var next = self
        do {
            try next.dragFrame(drag, &recorder)
        } catch let crash as Crash {
            recorder.emit(.crash) { $0.text = crash.consoleMessage }
            log.append(command: "frame", events: recorder.events, rolledBack: true)
            return Step(events: recorder.events, notes: [], crash: crash)
        } catch {
            fatalError("unexpected error \(error)")
        }
        next.clock = recorder.clock
        let events = recorder.eventsInTimeOrder
        next.log.append(command: "frame", events: events)
        self = next
        return Step(events: events, notes: recorder.notes, crash: nil)
    }

    /// One frame of a drag (FIDELITY §2.11: scrolling is many small layout passes, not one jump).
    mutating func dragFrame(_ drag: Drag, _ rec: inout EventRecorder) throws {
        guard offset != drag.target else { return }
        beginFrame(&rec)
        let elapsed = Double(rec.clock.frame - drag.startFrame)
        let distance = drag.target - drag.start
        let moved = min(abs(distance), settings.velocity * elapsed)
        let direction = distance > 0 ? 1 : -1
        offset = drag.start + Double(direction) * moved
        try layoutPass(&rec, direction: direction)
    }

    /// The main thread reaches the next vsync it can serve: first it runs what waits on the main
    /// queue, then the frame starts — late, when it was still busy at the vsync (a hitch, recorded on
    /// the `frame` event as the time lost).
    mutating func beginFrame(_ rec: inout EventRecorder) {
        let fd = settings.frameDuration
        runMainQueue(until: rec.clock.frameTime + fd, &rec)
        let missed = rec.clock.nextFrame(duration: fd)
        rec.passFrame = rec.clock.frame
        rec.emit(.frame) { $0.value = Double(missed) * fd }
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
        rec.emit(.frame, at: rec.clock.frameTime) { $0.value = Double(missed) * fd }
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
