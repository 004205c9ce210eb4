internal import AppWire

/// The child's end of the wire: blocking reads of the parent's lines on `AppWire.requestFD`,
/// writes on `AppWire.replyFD`. The parent gone (end of file, a failed write) ends the child
/// quietly: nobody is left to tell.
struct WireConnection {
    private var buffer = WireLineBuffer()
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    /// Whether the process was started by tablelab, with the wire's descriptors open.
    static var isConnected: Bool {
        fcntl(AppWire.requestFD, F_GETFD) >= 0 && fcntl(AppWire.replyFD, F_GETFD) >= 0
    }

    func send(_ message: ChildMessage) {
        guard let line = try? AppWire.line(message), AppWire.writeAll(line, to: AppWire.replyFD) else {
            exit(AppWire.brokenExitCode)
        }
    }

    /// The parent's next message.
    mutating func receive() -> ParentMessage {
        while true {
            if let line = buffer.nextLine() {
                guard let message = try? AppWire.message(ParentMessage.self, from: line) else {
                    send(.broken("a line that is not a message (\(line.count) bytes)"))
                    exit(AppWire.brokenExitCode)
                }
                return message
            }
            if buffer.pendingCount > AppWire.lineLimit {
                send(.broken("a line longer than \(AppWire.lineLimit) bytes"))
                exit(AppWire.brokenExitCode)
            }
            let n = chunk.withUnsafeMutableBytes { read(AppWire.requestFD, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                fflush(stdout)
                exit(0)  // the parent closed the wire
            }
            buffer.append(chunk[..<n])
        }
    }
}
