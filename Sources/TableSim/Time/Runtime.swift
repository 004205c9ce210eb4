/// The threads, queues, network and image store behind the table (FIDELITY §8): a serial main queue
/// bound to the main thread, a global queue served by a few worker threads, and downloads that take
/// the network latency. Everything is simulated time; nothing sleeps.
public struct Runtime: Sendable, Equatable {
    /// Blocks waiting for the main thread, first in first out (`DispatchQueue.main.async`).
    public internal(set) var mainQueue: [MainBlock] = []
    /// Background downloads, waiting for a worker or running on one.
    public internal(set) var loads: [ImageLoad] = []
    /// When each worker thread of the global queue is free again.
    public internal(set) var workerFreeAt: [Double] = []
    /// Images kept by row (memoized on the row's model, or in the image cache), global row → KB.
    public internal(set) var kept: [Int: Int] = [:]
    /// The generator behind latency jitter, so the same commands give the same timeline.
    public internal(set) var random = SplitMix64(seed: 1)
    public internal(set) var nextLoadID = 1

    public init(seed: UInt64 = 1) {
        random = SplitMix64(seed: seed)
    }
}

/// A block on the main queue.
public struct MainBlock: Sendable, Equatable {
    public enum Work: Sendable, Equatable {
        /// `Data(contentsOf:)` then assign, all on the main thread (the book's main-async "fix").
        case downloadAndAssign(row: Int, cell: Int)
        /// Assign a downloaded image to a cell (the completion of a background load).
        case assign(row: Int, cells: [Int])
    }
    public var work: Work
    /// When it was enqueued: it cannot run earlier.
    public var readyAt: Double
}

/// One background download of one row's image.
public struct ImageLoad: Sendable, Equatable {
    public var id: Int
    public var row: Int
    /// Cells waiting for this image (empty for a prefetch nobody displayed yet).
    public var cells: [Int]
    public var prefetched: Bool
    public var readyAt: Double
    /// Set once a worker runs it.
    public var worker: Int?
    public var finishAt: Double?
}

/// A small, well-known deterministic generator (SplitMix64): the same seed gives the same jitter.
public struct SplitMix64: Sendable, Equatable {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0 ..< 1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
