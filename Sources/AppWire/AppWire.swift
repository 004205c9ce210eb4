import Foundation

/// How the messages travel: one JSON object a line (JSON never holds a raw line break: one inside a
/// string is written `\n`), on file descriptors of their own.
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
    /// The longest line either side reads (a bigger one is a broken wire, not a message).
    public static let lineLimit = 16 << 20

    /// The bytes of one message, its line break included.
    public static func line<T: Encodable>(_ message: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: inf, negativeInfinity: "-" + inf, nan: nan)
        return Array(try encoder.encode(message)) + [0x0A]
    }

    // A learner's `heightForRowAt` may return `.infinity` or `.nan`: the wire carries it, and the
    // simulation decides what it means.
    private static let inf = "inf", nan = "nan"

    /// A message from one line (without its line break).
    public static func message<T: Decodable>(_ type: T.Type, from line: ArraySlice<UInt8>) throws -> T {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: inf, negativeInfinity: "-" + inf, nan: nan)
        return try decoder.decode(type, from: Data(line))
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

/// Bytes read so far, cut into lines.
public struct WireLineBuffer: Sendable {
    private var bytes: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ more: ArraySlice<UInt8>) { bytes.append(contentsOf: more) }

    /// The next whole line, without its line break; nil until one is complete.
    public mutating func nextLine() -> ArraySlice<UInt8>? {
        guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
        let line = Array(bytes[start..<end])
        start = end + 1
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16 {
            bytes.removeFirst(start)
            start = 0
        }
        return line[...]
    }

    /// Bytes waiting that are not yet a whole line.
    public var pendingCount: Int { bytes.count - start }
}
