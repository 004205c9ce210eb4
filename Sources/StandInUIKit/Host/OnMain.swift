/// Runs the bridge call on the main actor. Everything of the learner's runs on the process's one
/// real thread (the host simulates the others), so this only states it; a real second thread would
/// stop here with Swift's own message.
func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(body)
}
