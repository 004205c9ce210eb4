#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGHUP (the terminal window closed), SIGTERM and SIGQUIT end tablelab at once: CTerminal's
/// handler gives the terminal back the shell's modes and takes the default action. Held back while a
/// line changes the session and the progress it made is saved, one signal arriving then ends the
/// process right after the save instead of between the change and the save: an answer revealed, a
/// step done, is on disk before the first line about it is drawn.
enum EndingSignals {
    static func heldBack<T>(_ body: () throws -> T) rethrows -> T {
        var ending = sigset_t()
        sigemptyset(&ending)
        for signal in [SIGHUP, SIGTERM, SIGQUIT] { sigaddset(&ending, signal) }
        var previous = sigset_t()
        let blocked = pthread_sigmask(SIG_BLOCK, &ending, &previous) == 0
        defer { if blocked { pthread_sigmask(SIG_SETMASK, &previous, nil) } }
        return try body()
    }
}
