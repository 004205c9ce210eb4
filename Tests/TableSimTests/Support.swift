@testable import TableSim

extension TableState {
    /// Applies actions in order, failing the test on a SimError.
    @discardableResult
    mutating func run(_ actions: Action...) throws -> [Step] {
        try actions.map { try apply($0) }
    }
}

extension Array where Element == Event {
    func of(_ kind: Event.Kind) -> [Event] { filter { $0.kind == kind } }
    func count(_ kind: Event.Kind) -> Int { of(kind).reduce(0) { $0 + $1.count } }
    var kinds: [Event.Kind] { map(\.kind) }
}

extension TableState {
    /// One frame toward `target`, as a drag that starts now (the finger moves `pointsPerFrame` this frame).
    @discardableResult
    mutating func dragFrame(toward target: Double) throws(SimError) -> Step {
        var drag = beginDrag(to: target)
        return try dragFrame(&drag)
    }
}
