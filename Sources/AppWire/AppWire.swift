import Foundation

/// How the messages travel: each one a frame — its length (4 bytes, little-endian), then its bytes
/// in the wire's compact encoding (`WireCodable`) — on file descriptors of their own.
public enum AppWire {
    /// The child reads the parent's messages here.
    public static let requestFD: Int32 = 3
    /// The child writes its messages here.
    public static let replyFD: Int32 = 4
    /// The child's exit status after UIKit raised an exception (after sending `.raised`).
    public static let exceptionExitCode: Int32 = 70
    /// The child's exit status when the wire broke (after sending `.broken` if it could).
    public static let brokenExitCode: Int32 = 71
    /// The environment variable holding the parent's process id: the child ends when its parent
    /// is another (tablelab is gone).
    public static let parentVariable = "TABLELAB_PARENT_PID"
    /// The longest message either side reads (a bigger one is a broken wire, not a message).
    public static let frameLimit = 16 << 20

    /// The bytes of one message, its length first.
    public static func frame<T: WireCodable>(_ message: T) -> [UInt8] {
        var writer = WireWriter()
        for _ in 0..<4 { writer.byte(0) }
        message.write(to: &writer)
        var bytes = writer.bytes
        let n = UInt32(bytes.count - 4)
        for i in 0..<4 { bytes[i] = UInt8(truncatingIfNeeded: n >> UInt32(8 * i)) }
        return bytes
    }

    /// A message from one frame's bytes (without its length); every byte must be read.
    public static func message<T: WireCodable>(_ type: T.Type, from frame: ArraySlice<UInt8>) throws(WireCodecError) -> T {
        var reader = WireReader(frame)
        let message = try T(from: &reader)
        guard reader.isAtEnd else { throw WireCodecError("bytes left after a message") }
        return message
    }

    /// Writes all of `bytes` to `fd`; false when the other end is gone. `socket`: `fd` is a socket,
    /// written with `MSG_NOSIGNAL`, so a reader that is gone is an `EPIPE`, not a `SIGPIPE`.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, socket: Bool = false) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes {
                socket ? send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
                    : write(fd, $0.baseAddress! + offset, $0.count - offset)
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += n
        }
        return true
    }
}

/// Bytes read so far, cut into frames.
public struct WireFrameBuffer: Sendable {
    private var bytes: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    /// The length the next frame declares, once its 4 bytes are here.
    public var nextLength: Int? {
        guard bytes.count - start >= 4 else { return nil }
        var n = 0
        for i in 0..<4 { n |= Int(bytes[start + i]) << (8 * i) }
        return n
    }

    /// The next whole frame's bytes, without its length; nil until one is complete.
    public mutating func nextFrame() -> ArraySlice<UInt8>? {
        guard let n = nextLength, bytes.count - start - 4 >= n else { return nil }
        let frame = Array(bytes[start + 4..<start + 4 + n])
        start += 4 + n
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16 {
            bytes.removeFirst(start)
            start = 0
        }
        return frame[...]
    }

    /// Bytes waiting that are not yet a whole frame.
    public var pendingCount: Int { bytes.count - start }
}
