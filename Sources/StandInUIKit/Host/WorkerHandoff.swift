internal import AppWire
import Foundation

/// The learner's worker closures in the child: each runs on a real thread of its own, so that at a
/// blocking call (`Data(contentsOf:)`, `Thread.sleep`) it can wait — parked — until the simulated
/// clock reaches the call's end, and go on from there, interleaved with the main thread's work as
/// tablelab's simulation orders it.
///
/// Strict hand-off: at any moment exactly one thread of the app runs — the main thread serving
/// tablelab, or one worker; every other one waits on its own semaphore. A thread runs only when
/// another hands over to it and stops when it hands back, so nothing depends on the system's
/// scheduler: the same requests give the same run, as when everything ran on one thread. The
/// shared state here (and every object of the app) is touched only by the thread holding the
/// hand-off, ordered by the semaphores.
///
/// A parked worker does not survive `fork()` (a fork copies only the calling thread): a copy of the
/// process is good only while `hasParkedWorkers` is false.
final class Strand: @unchecked Sendable {
    fileprivate let baton = DispatchSemaphore(value: 0)
    /// The thread this strand runs on (a worker's is set when it first runs); nil for the main thread.
    fileprivate var thread: pthread_t?
    /// The strand that handed over to this one and waits until it parks or finishes.
    fileprivate var resumer: Strand?
    fileprivate var finished = false
    /// The token of the blocking call it waits in (parked), from the parent's `.suspend`.
    fileprivate var parkedToken: Int?
    /// The answer `.resume` brings to the parked call.
    fileprivate var answer: HostAnswer?
    /// The closure to run next.
    fileprivate var job: (() -> Void)?

    fileprivate init() {}

    /// Runs the job handed over; everything it held is released before the run is handed back.
    fileprivate func runJob() {
        let job = self.job
        self.job = nil
        job?()
    }

    fileprivate var isCurrentThread: Bool {
        guard let thread else { return Foundation.Thread.isMainThread }
        return pthread_equal(thread, pthread_self()) != 0
    }
}

enum WorkerHandoff {
    /// The process's main thread: it holds the hand-off at the start.
    private static let main = Strand()
    /// The strand allowed to run now. Read and written only by the thread holding the hand-off.
    nonisolated(unsafe) private static var holder: Strand = main
    /// Workers waiting in a blocking call, by the parent's token.
    nonisolated(unsafe) private static var parked: [Int: Strand] = [:]

    /// Whether a worker waits in a blocking call (a `fork()` now would lose it).
    static var hasParkedWorkers: Bool { !parked.isEmpty }

    /// Whether the calling thread is a worker that holds the hand-off (so it may touch the app's
    /// main-actor objects: no other thread runs).
    static var currentWorkerHolds: Bool {
        holder !== main && holder.isCurrentThread
    }

    /// Runs `body` on a worker thread (an idle one, or a new one) and waits until it returns (nil)
    /// or parks in a blocking call (its token).
    static func runOnWorker(_ body: @escaping () -> Void) -> Int? {
        let strand = idle.popLast() ?? startWorker()
        strand.job = body
        strand.finished = false
        return handOver(to: strand) { _ in }
    }

    /// Worker threads whose closure returned, waiting for the next one. A thread never ends: one
    /// ending would run its exit (thread-local destructors, the runtime's own caches) at the same
    /// time as the thread it handed back to — the one thing strict hand-off must not allow (found
    /// by CodeRoundTripTests: a crash in the main thread's stack reading). Their number is the most
    /// closures ever waiting at once, plus one.
    nonisolated(unsafe) private static var idle: [Strand] = []

    /// In a copy made by `fork()` (no worker was parked): the idle workers' threads were not
    /// copied, so the copy starts new ones when it needs them.
    static func forgetThreadsAfterFork() {
        idle = []
    }

    private static func startWorker() -> Strand {
        let strand = Strand()
        let thread = Foundation.Thread {
            strand.baton.wait()
            strand.thread = pthread_self()
            while true {
                strand.runJob()
                strand.finished = true
                idle.append(strand)
                let back = strand.resumer!
                strand.resumer = nil
                holder = back
                back.baton.signal()
                strand.baton.wait()  // until the next closure is handed to it
            }
        }
        thread.stackSize = 8 << 20  // a worker's stack, as GCD's threads have (512 KB would end deep recursion early)
        thread.start()
        return strand
    }

    /// The parked worker with `token` goes on, its blocking call answered `answer`; waits until it
    /// returns (nil) or parks again (its token). False: no worker waits with that token.
    static func resume(token: Int, answer: HostAnswer) -> Int?? {
        guard let strand = parked.removeValue(forKey: token) else { return .none }
        return .some(handOver(to: strand) { $0.answer = answer })
    }

    /// Called by a worker whose blocking call the parent answered `.suspend(token)`: hands back to
    /// the thread that ran it and waits; returns the answer `.resume` brings.
    static func park(token: Int) -> HostAnswer {
        let me = holder
        precondition(me !== main && me.isCurrentThread, "only a worker holding the hand-off parks")
        me.parkedToken = token
        parked[token] = me
        let back = me.resumer!
        me.resumer = nil
        holder = back
        back.baton.signal()
        me.baton.wait()
        // Resumed: this thread holds the hand-off again.
        me.parkedToken = nil
        defer { me.answer = nil }
        return me.answer ?? .ok
    }

    /// Hands the run over to `strand` (a new worker, or a parked one) and waits until it gives it
    /// back: finished (nil) or parked (its token).
    private static func handOver(to strand: Strand, _ prepare: (Strand) -> Void) -> Int? {
        let me = holder
        precondition(me.isCurrentThread, "only the thread holding the hand-off hands it over")
        prepare(strand)
        strand.resumer = me
        holder = strand
        strand.baton.signal()
        me.baton.wait()
        return strand.finished ? nil : strand.parkedToken
    }
}
