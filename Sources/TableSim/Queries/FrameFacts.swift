/// Hitch, hang and "frame drawn while moving", defined once (FIDELITY §8.21).
///
/// Why here: the trace's `hitch` field, `stats`, the summary line, the event list's frame headings,
/// `timeline` and the glossary's "you met it" all say whether a frame was a hitch; when each of them
/// read `Event.value` its own way they disagreed (the launch of `data movies` was a hitch in the trace
/// and a hang in `stats`). Every one of them asks these properties instead.
///
/// - A frame drawn **while moving** is one drawn while the finger dragged (`Event.scrolling`): the
///   frames Apple's hitch time ratio is about, as tablelab counts it (a model: Apple's metric covers
///   every animation; tablelab animates only drags).
/// - A **hitch** is such a frame that reached the screen late.
/// - A **hang** is a stretch of main-thread work of `MainThread.hangThreshold` or more, moving or not
///   (`MainThread.hangs`). A late frame outside a drag is not a hitch; it is the frame a hang (or a
///   shorter stall) delayed.
extension Event {
    /// How late this frame reached the screen (ms): 0 when on time and for every other kind.
    public var lateness: Double { kind == .frame ? max(0, value ?? 0) : 0 }

    /// A frame drawn while the finger dragged.
    public var isFrameWhileMoving: Bool { kind == .frame && scrolling }

    /// A frame drawn while moving that reached the screen late.
    public var isHitch: Bool { isFrameWhileMoving && lateness > 0 }

    /// A late frame outside a drag (a launch, a reload, a `wait`): not a hitch.
    public var isLateWhileStill: Bool { kind == .frame && !scrolling && lateness > 0 }
}

/// What one drawn frame was, for the words beside it.
public enum FrameVerdict: Sendable, Equatable {
    case onTime
    /// Late while moving.
    case hitch
    /// Late outside a drag because a hang (`MainThread.hangs`) held the main thread.
    case afterHang
    /// Late outside a drag, after a stall shorter than a hang.
    case lateWhileStill

    /// The verdict for `frame`, one of `events` (the hangs are found among them).
    public init(_ frame: Event, among events: [Event]) {
        self.init(frame, hangs: MainThread.hangs(events))
    }

    /// The verdict for `frame`, given the hangs of the events it is among (`MainThread.hangs`): a
    /// late frame outside a drag follows a hang when a hang overlaps the time it waited.
    public init(_ frame: Event, hangs: [MainThread.Run]) {
        guard frame.lateness > 0 else { self = .onTime; return }
        if frame.isFrameWhileMoving { self = .hitch; return }
        let from = frame.time - frame.lateness
        let held = hangs.contains { $0.end > from - 1e-9 && $0.start < frame.time + 1e-9 }
        self = held ? .afterHang : .lateWhileStill
    }
}
