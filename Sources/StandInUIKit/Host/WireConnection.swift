internal import AppWire

/// The child's end of the wire: blocking reads of the parent's messages on `AppWire.requestFD`,
/// writes on `AppWire.replyFD`. The parent gone (end of file, a failed write) ends the child
/// quietly: nobody is left to tell.
struct WireConnection {
    private var buffer = WireFrameBuffer()
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)
    /// Messages written but not sent yet: notifications wait for the next message the parent must
    /// see at once (one write, not one per message).
    private var outgoing: [UInt8] = []
    /// Descriptors that came with the parent's messages (a `.fork` request's), not yet taken.
    private var received: [Int32] = []

    /// Whether the process was started by tablelab, with the wire's descriptors open.
    static var isConnected: Bool {
        fcntl(AppWire.requestFD, F_GETFD) >= 0 && fcntl(AppWire.replyFD, F_GETFD) >= 0
    }

    /// Sends `message` with everything held before it.
    mutating func send(_ message: ChildMessage) {
        hold(message)
        flush()
    }

    /// Keeps `message` to go with the next one sent (a notification, `HostCall.expectsAnswer`).
    mutating func hold(_ message: ChildMessage) {
        outgoing += AppWire.frame(message)
    }

    mutating func flush() {
        guard !outgoing.isEmpty else { return }
        guard AppWire.writeAll(outgoing, to: AppWire.replyFD) else { exit(AppWire.brokenExitCode) }
        outgoing.removeAll(keepingCapacity: true)
    }

    /// The first `count` descriptors received (the ones the `.fork` request being served carried),
    /// now the caller's. A later request's come after them: tablelab may ask for two copies
    /// without waiting (a command that asked the app nothing), and one read can bring both.
    mutating func takeReceived(_ count: Int) -> [Int32] {
        let taken = Array(received.prefix(count))
        received.removeFirst(taken.count)
        return taken
    }

    /// The parent's next message (what was held is sent first: the parent may be waiting for it).
    mutating func receive() -> ParentMessage {
        flush()
        while true {
            if let frame = buffer.nextFrame() {
                do {
                    return try AppWire.message(ParentMessage.self, from: frame)
                } catch {
                    send(.broken("a frame that is not a message (\(frame.count) bytes: \(error))"))
                    exit(AppWire.brokenExitCode)
                }
            }
            if let n = buffer.nextLength, n > AppWire.frameLimit {
                send(.broken("a message of \(n) bytes, longer than \(AppWire.frameLimit)"))
                exit(AppWire.brokenExitCode)
            }
            let n = chunk.withUnsafeMutableBytes { AppWire.read(AppWire.requestFD, into: $0, receiving: &received) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                fflush(stdout)
                exit(0)  // the parent closed the wire
            }
            buffer.append(chunk[..<n])
        }
    }
}
