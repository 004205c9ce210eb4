import DequeModule
import OrderedCollections

/// The table's reuse queue: one queue per reuse identifier (FIDELITY §2.7 — a dequeue for "image"
/// never returns a "text" cell). Which queued cell comes out first is not documented; tablelab hands
/// out the oldest (first in, first out — a model choice, FIDELITY §7a).
struct ReusePool: Sendable, Equatable {
    /// Identifier → queued cell ids, oldest first. Identifiers keep the order they were first used in.
    private(set) var queues: OrderedDictionary<String, Deque<Int>> = [:]

    init() {}

    mutating func enqueue(_ cell: Int, identifier: String) {
        queues[identifier, default: []].append(cell)
    }

    mutating func dequeue(identifier: String) -> Int? {
        queues[identifier]?.popFirst()
    }

    /// Many cells into one queue at once, in order (a run of rows leaving the screen).
    mutating func enqueue(_ cells: [Int], identifier: String) {
        queues[identifier, default: []].append(contentsOf: cells)
    }

    /// Up to `count` cells out of one queue at once, oldest first (a run of rows entering).
    mutating func dequeue(identifier: String, upTo count: Int) -> [Int] {
        guard let queue = queues[identifier], !queue.isEmpty else { return [] }
        let taken = Array(queue.prefix(count))
        queues[identifier]!.removeFirst(taken.count)
        return taken
    }

    /// Takes a given cell out of its queue (replaying a dequeue or a release from the log).
    mutating func remove(_ cell: Int, identifier: String?) {
        if let identifier, let i = queues[identifier]?.firstIndex(of: cell) {
            queues[identifier]!.remove(at: i)
            return
        }
        for key in queues.keys {
            if let i = queues[key]!.firstIndex(of: cell) { queues[key]!.remove(at: i); return }
        }
    }

    /// Empties the queue for `identifier`, returning the cells it held, oldest first.
    mutating func removeAll(identifier: String) -> [Int] {
        guard let cells = queues[identifier] else { return [] }
        queues[identifier] = []
        return Array(cells)
    }

    func cells(for identifier: String) -> [Int] {
        queues[identifier].map(Array.init) ?? []
    }

    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
    var isEmpty: Bool { count == 0 }

    /// The queues as values a picture can draw.
    var listed: [QueuedCells] {
        queues.map { QueuedCells(identifier: $0.key, cells: Array($0.value)) }
    }
}
