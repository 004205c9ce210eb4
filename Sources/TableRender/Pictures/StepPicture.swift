import TableSim

// What the learner sees after every command, assembled from the other pictures.
//
// Order, top to bottom: what happened (the events, frame by frame — and, after a crash, UIKit's
// message, once), what the screen looks like now (the viewport), what waits to be reused (the
// queue), and one summary line last — nearest the prompt, so it is the line still visible when the
// rest has scrolled away. The viewport and queue boxes share one width so they stack neatly.

/// Events (compact) + viewport + reuse queue + summary for one `Step`.
public struct StepPicture: Sendable {
    public var state: TableState
    public var step: Step
    public var detail: EventListPicture.Detail
    public var maxEventLines: Int
    /// Simulated time the command let pass with no input (`wait 3s`), for the summary line.
    public var waited: Double?

    public init(state: TableState, step: Step, detail: EventListPicture.Detail = .compact, maxEventLines: Int = 40,
                waited: Double? = nil) {
        self.state = state
        self.step = step
        self.detail = detail
        self.maxEventLines = maxEventLines
        self.waited = waited
    }

    public func render(in ctx: RenderContext) -> [String] {
        let events = EventListPicture(events: step.events, state: state, detail: detail, maxLines: maxEventLines)
        let viewport = ViewportPicture(state: state, lastEvents: step.crashed ? [] : step.events)
        // The queue of the same screen: the state's now, worked out once for both boxes.
        let queue = QueuePicture(state: state, screen: viewport.screen)
        var lines = events.render(in: ctx)
        lines += Self.boxes(viewport, queue, in: ctx)
        lines += SummaryLine(step: step, waited: waited).render(in: ctx)
        return lines
    }

    /// The one width of the viewport and queue boxes in this picture. The frames of a drag played
    /// before it are drawn at this width too (`ResponseRenderer.animationFrame`), so the boxes keep
    /// their width from the first frame to the picture that stays.
    public func boxWidth(in ctx: RenderContext) -> Int {
        let viewport = ViewportPicture(state: state, lastEvents: step.crashed ? [] : step.events)
        return Self.sharedWidth(viewport, QueuePicture(state: state, screen: viewport.screen), ctx)
    }

    /// A viewport and the queue of the same screen, one above the other at their shared width (the
    /// same pictures, so the screen they read is worked out once). Every response that draws both
    /// goes through here — a command's picture, `show`, `back`, `forward`, `open`, one event of
    /// `step` — so the two boxes never differ in width. `gap` goes between them.
    public static func boxes(_ viewport: ViewportPicture, _ queue: QueuePicture, gap: [String] = [],
                             in ctx: RenderContext) -> [String] {
        let width = sharedWidth(viewport, queue, ctx)
        var viewport = viewport, queue = queue
        viewport.width = width
        queue.width = width
        return viewport.render(in: ctx) + gap + queue.render(in: ctx)
    }

    static func sharedWidth(_ viewport: ViewportPicture, _ queue: QueuePicture, _ ctx: RenderContext) -> Int {
        max(viewport.preferredWidth(in: ctx), queue.preferredWidth(in: ctx))
    }
}
