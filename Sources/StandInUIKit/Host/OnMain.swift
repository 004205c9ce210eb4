/// Runs the bridge call on the main actor. The learner's code runs on the process's main thread,
/// or on a worker thread while it holds the hand-off (`WorkerHandoff`: then no other thread of the
/// app runs, the main thread waits on its semaphore). A thread of any other kind stops here with
/// Swift's own message.
func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    guard WorkerHandoff.currentWorkerHolds else { return try MainActor.assumeIsolated(body) }
    return try callHoldingHandoff(body)
}

/// Calls a main-actor closure on a worker thread that holds the hand-off. `MainActor.assumeIsolated`
/// would trap there (it asks whether this is the main thread), though the main thread is parked and
/// nothing else runs: the semaphores order every thread's access, which is all the main actor's
/// isolation guarantees. So the closure is called through the same closure type without its
/// isolation (a synchronous closure's isolation is static only: the two types have one layout).
/// The one place tablelab steps around the main actor's check; only `onMain` calls it.
private func callHoldingHandoff<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        let plain = unsafeBitCast(body, to: (() throws -> T).self)
        return try plain()
    }
}
