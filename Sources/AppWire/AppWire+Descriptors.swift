import Foundation

/// File descriptors sent along the wire's socket (`SCM_RIGHTS`): how a `.fork` request hands the
/// app's copy its own channels. The request channel (parent → child) is a Unix socket; a
/// descriptor travels with the first byte of the message that carries it, and the reader keeps
/// what came with the bytes it read.
extension AppWire {
    /// The descriptors a `.fork` request carries, in this order: the copy's stdout, stderr, request
    /// end (read) and reply end (write).
    public static let forkDescriptors = 4

    /// Writes all of `bytes` to the socket `fd` (`MSG_NOSIGNAL`), the descriptors `passing` attached
    /// to the first byte. False when the other end is gone. The caller still owns (and closes) them.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, passing descriptors: [Int32]) -> Bool {
        guard let first = bytes.first else { return true }
        let dataCount = descriptors.count * MemoryLayout<Int32>.size
        var control = [UInt8](repeating: 0, count: controlSpace(dataCount))
        var byte = first
        let sent: Int = control.withUnsafeMutableBytes { control in
            let header = control.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
            header.pointee.cmsg_len = .init(headerSpace + dataCount)
            header.pointee.cmsg_level = SOL_SOCKET
            header.pointee.cmsg_type = .init(SCM_RIGHTS)
            descriptors.withUnsafeBytes { (control.baseAddress! + headerSpace).copyMemory(from: $0.baseAddress!, byteCount: dataCount) }
            return withUnsafeMutableBytes(of: &byte) { one in
                var part = iovec(iov_base: one.baseAddress, iov_len: 1)
                return withUnsafeMutablePointer(to: &part) { part in
                    var message = msghdr()
                    message.msg_iov = part
                    message.msg_iovlen = 1
                    message.msg_control = control.baseAddress
                    message.msg_controllen = .init(control.count)
                    while true {
                        let n = sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                        if n < 0, errno == EINTR || errno == EAGAIN { continue }
                        return n
                    }
                }
            }
        }
        guard sent == 1 else { return false }
        return writeAll(Array(bytes.dropFirst()), to: fd, socket: true)
    }

    /// Reads what is there on the socket `fd` into `buffer`, as `read` does; the descriptors that
    /// came with the bytes are appended to `received` (close-on-exec). The byte count, 0 at the end,
    /// -1 on an error (`errno`).
    public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, receiving received: inout [Int32]) -> Int {
        let room = 8
        var control = [UInt8](repeating: 0, count: controlSpace(room * MemoryLayout<Int32>.size))
        return control.withUnsafeMutableBytes { control in
            var part = iovec(iov_base: buffer.baseAddress, iov_len: buffer.count)
            return withUnsafeMutablePointer(to: &part) { part in
                var message = msghdr()
                message.msg_iov = part
                message.msg_iovlen = 1
                message.msg_control = control.baseAddress
                message.msg_controllen = .init(control.count)
                let n = recvmsg(fd, &message, Int32(MSG_CMSG_CLOEXEC))
                guard n >= 0 else { return n }
                var offset = 0
                let length = Int(message.msg_controllen)
                while offset + headerSpace <= length {
                    let header = (control.baseAddress! + offset).assumingMemoryBound(to: cmsghdr.self).pointee
                    let size = Int(header.cmsg_len)
                    guard size >= headerSpace else { break }
                    if header.cmsg_level == SOL_SOCKET, header.cmsg_type == .init(SCM_RIGHTS) {
                        let count = (size - headerSpace) / MemoryLayout<Int32>.size
                        for i in 0..<count {
                            received.append((control.baseAddress! + headerSpace + offset + i * 4).loadUnaligned(as: Int32.self))
                        }
                    }
                    offset += aligned(size)
                }
                return n
            }
        }
    }

    /// `CMSG_ALIGN`, `CMSG_LEN`'s header and `CMSG_SPACE` (C macros Swift does not import).
    private static func aligned(_ n: Int) -> Int { (n + MemoryLayout<Int>.size - 1) & ~(MemoryLayout<Int>.size - 1) }
    private static var headerSpace: Int { aligned(MemoryLayout<cmsghdr>.size) }
    private static func controlSpace(_ dataCount: Int) -> Int { headerSpace + aligned(dataCount) }
}
