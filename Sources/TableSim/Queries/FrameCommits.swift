/// When what the main thread changed reached the screen (FIDELITY §8b.33): the screen changes only
/// once the main thread has finished its work and Core Animation has committed a frame, so a row
/// "appears" at the first vsync after the work that displayed it — never in the middle of a long
/// main-thread stretch, however early in it `willDisplay` ran.
///
/// Commits happen (model, after the run loop): at the end of a layout pass, before the blocks the
/// main queue holds run (the same point `Step.frames` cuts a command at, FIDELITY §8.22); and
/// whenever the main thread goes idle after other work (a run of main-queue blocks, a tap). A
/// commit reaches the screen at the first vsync after it; the vsync grid is read from the
/// `frame` events.
public struct FrameCommit: Sendable, Equatable {
    /// The vsync at which the committed frame reached the screen (ms).
    public var time: Double
    /// That vsync's frame number.
    public var frame: Int
    /// When the main thread committed it (the end of the work it shows).
    public var committedAt: Double
    /// The events whose changes it shows for the first time: indices into the events given.
    public var events: Range<Int>
    /// What the screen showed from that vsync on: rows, cells and what their image views hold.
    public var screen: Screen
}

public enum FrameCommits {
    /// Every commit among `events` (in time order), starting from `screen` (what the screen showed
    /// before them). `frameDuration` is the vsync interval to use before the first `frame` event.
    public static func of(_ events: [Event], from screen: Screen, frameDuration: Double) -> [FrameCommit] {
        var commits: [FrameCommit] = []
        var current = screen
        var first = 0                          // first event not committed yet
        var dirty = false                      // a change to what is on screen waits for a commit
        var inPass = false                     // a layout pass ran since the last commit
        var busyUntil = -Double.infinity       // the main thread's work so far ends here
        var grid = (time: 0.0, frame: 0, duration: frameDuration)

        func commit(at point: Double, upTo end: Int) {
            defer { first = end; dirty = false; inPass = false }
            guard dirty else { current = current.replaying(events[first..<end]); return }
            // The first vsync after the commit: the render server shows it there.
            let k = max(0, ((point - grid.time) / grid.duration + 1e-9).rounded(.down) + 1)
            current = current.replaying(events[first..<end])
            commits.append(FrameCommit(time: grid.time + k * grid.duration, frame: grid.frame + Int(k),
                                       committedAt: point, events: first..<end, screen: current))
        }

        for (i, e) in events.enumerated() {
            let onMain = e.thread == nil || e.thread == .main
            if onMain && e.kind != .frame && e.time > busyUntil + 1e-9 && dirty {
                // The main thread was idle before this: what it did before is on screen.
                commit(at: busyUntil, upTo: i)
            }
            if e.kind == .taskStart && e.thread == .main && inPass && dirty {
                // The pass's frame is committed before the main queue runs the blocks waiting on it.
                commit(at: e.time, upTo: i)
            }
            if e.kind == .frame {
                // A vsync the main thread was free for: what it did before is committed already.
                if dirty { commit(at: busyUntil, upTo: i) }
                grid = (e.time, e.frame, e.duration ?? grid.duration)
                inPass = e.offset != nil
                if inPass { busyUntil = max(busyUntil, e.time) }
            } else if onMain {
                busyUntil = max(busyUntil, e.time + (e.duration ?? 0))
            }
            if changesScreen(e) { dirty = true }
        }
        if first < events.count || dirty { commit(at: busyUntil, upTo: events.count) }
        return commits
    }

    /// What the screen showed at frame `frame`: the last commit that had reached the screen by that
    /// vsync (nil when none had yet — the screen the events started from).
    public static func screen(atFrame frame: Int, _ commits: [FrameCommit]) -> Screen? {
        commits.last { $0.frame <= frame }?.screen
    }

    /// Event id → the vsync at which its change first reached the screen.
    public static func shownAt(_ commits: [FrameCommit], _ events: [Event]) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for c in commits {
            for e in events[c.events] { result[e.id] = c.time }
        }
        return result
    }

    /// Events that change what the learner sees: rows, cells and images.
    static func changesScreen(_ e: Event) -> Bool {
        switch e.kind {
        case .willDisplay, .didEndDisplaying, .imageAssign, .imagePlaceholder, .deinitCell: return true
        case .willDisplayHeaderView, .didEndDisplayingHeaderView, .headerViewDeinit: return true
        case .frame: return e.offset != nil
        default: return false
        }
    }
}
