extension TableState {
    /// One frame of a drag: the offset moves by at most `velocity` points toward `target`, then one
    /// layout pass runs (FIDELITY §2.11: scrolling is many small passes, not one jump).
    ///
    /// Public so a renderer can play a drag frame by frame and stop it anywhere with a consistent
    /// state; `apply(.scroll)` runs exactly these frames.
    public mutating func dragFrame(toward target: Double) throws(SimError) -> Step {
        var recorder = EventRecorder(clock: clock)
        var next = self
        do {
            try next.dragFrame(toward: target, &recorder)
        } catch let crash as Crash {
            recorder.emit(.crash) { $0.text = crash.consoleMessage }
            log.append(command: "frame", events: recorder.events, rolledBack: true)
            return Step(events: recorder.events, notes: [], crash: crash)
        } catch {
            fatalError("unexpected error \(error)")
        }
        next.clock = recorder.clock
        next.log.append(command: "frame", events: recorder.events)
        self = next
        return Step(events: recorder.events, notes: recorder.notes, crash: nil)
    }

    mutating func dragFrame(toward target: Double, _ rec: inout EventRecorder) throws {
        let distance = target - offset
        guard distance != 0 else { return }
        rec.clock.nextFrame(duration: settings.frameDuration)
        let step = min(abs(distance), settings.velocity)
        offset += distance > 0 ? step : -step
        try layoutPass(&rec, direction: distance > 0 ? 1 : -1)
    }

    /// A jump in one layout pass (`scrollToRow(at:at:animated: false)`, `setContentOffset`): every row
    /// of the new screen enters before any old one leaves, so a far jump creates up to a second
    /// screenful of cells (FIDELITY §2.10).
    mutating func jump(to target: Double, _ rec: inout EventRecorder) throws {
        guard target != offset else { return }
        let direction = target > offset ? 1 : -1
        rec.clock.nextFrame(duration: settings.frameDuration)
        offset = target
        try layoutPass(&rec, direction: direction)
    }
}

extension TableState {
    /// A layout pass in the next frame without moving: after the viewport changed size.
    mutating func nextPass(_ rec: inout EventRecorder) throws {
        rec.clock.nextFrame(duration: settings.frameDuration)
        try layoutPass(&rec, direction: 0)
    }
}
