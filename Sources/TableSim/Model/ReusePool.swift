import DequeModule

/// The table's reuse queue: one queue per reuse identifier (FIDELITY §2.7 — a dequeue for "image"
/// never returns a "text" cell). Which queued cell comes out first is not documented; tablelab hands
/// out the oldest (first in, first out — a model choice).
public struct ReusePool: Sendable, Equatable {
    /// Identifier → queued cell ids, oldest first. Identifiers keep the order they were first used in.
    public private(set) var queues: [(identifier: String, cells: Deque<Int>)] = []

    public init() {}

    public static func == (lhs: ReusePool, rhs: ReusePool) -> Bool {
        lhs.queues.map(\.identifier) == rhs.queues.map(\.identifier)
            && lhs.queues.map(\.cells) == rhs.queues.map(\.cells)
    }

    public mutating func enqueue(_ cell: Int, identifier: String) {
        if let i = queues.firstIndex(where: { $0.identifier == identifier }) {
            queues[i].cells.append(cell)
        } else {
            queues.append((identifier, [cell]))
        }
    }

    public mutating func dequeue(identifier: String) -> Int? {
        guard let i = queues.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return queues[i].cells.popFirst()
    }

    /// Empties the queue for `identifier`, returning the cells it held, oldest first.
    public mutating func removeAll(identifier: String) -> [Int] {
        guard let i = queues.firstIndex(where: { $0.identifier == identifier }) else { return [] }
        let removed = Array(queues[i].cells)
        queues[i].cells.removeAll()
        return removed
    }

    public func cells(for identifier: String) -> [Int] {
        queues.first { $0.identifier == identifier }.map { Array($0.cells) } ?? []
    }

    public var count: Int { queues.reduce(0) { $0 + $1.cells.count } }
    public var isEmpty: Bool { count == 0 }
}
