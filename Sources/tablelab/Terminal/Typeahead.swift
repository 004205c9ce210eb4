import CTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the learner types while a drag plays, read without waiting.
///
/// While frames play, libedit is not reading: the terminal is in cooked mode, so the kernel echoes
/// keys and collects whole lines, and standard input turns readable only once a line is complete or
/// Ctrl-D is pressed. Left alone, a Ctrl-D typed then stayed in the kernel's line buffer, and when
/// libedit switched to raw mode it became a stray character that made the next Enter print `^M`.
/// So the drag polls: a complete line is kept and handed to the editor at the next prompt (it runs,
/// as if typed there), text ended by Ctrl-D is kept as the start of the next line, and Ctrl-D on an
/// empty line is end of input — the drag stops as on Ctrl-C, and the session ends.
final class Typeahead {
    private var bytes: [UInt8] = []
    /// Ctrl-D was pressed on an empty line during a drag.
    private(set) var endOfInput = false

    /// Reads what the terminal has ready, without waiting. True once Ctrl-D on an empty line was read.
    @discardableResult
    func collect() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !endOfInput {
            var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) == 1, ready.revents & Int16(POLLIN) != 0 else { break }
            // Never blocks: a Ctrl-C between poll and read flushes what poll saw (tl_read_ready).
            let n = buffer.withUnsafeMutableBytes { tl_read_ready($0.baseAddress, UInt($0.count)) }
            if n > 0 {
                bytes += buffer[0..<n]
            } else if n == 0 {
                endOfInput = true
            } else if errno != EINTR && errno != EAGAIN {
                break
            }
        }
        return endOfInput
    }

    /// The text to start the next prompt with: the first line kept (with its newline, so it runs), or
    /// the text Ctrl-D ended; nil when nothing was kept.
    func next() -> String? {
        guard !bytes.isEmpty else { return nil }
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
        let line = Array(bytes[..<end])
        bytes.removeFirst(end)
        return String(decoding: line, as: UTF8.self)
    }
}
