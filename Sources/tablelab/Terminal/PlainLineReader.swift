// PlainLineReader.swift — line input when stdin is not a terminal (pipes, files, test harnesses).
//
// Swift's readLine() is not used: it cannot report invalid UTF-8. This reads raw bytes with read(2),
// splits on "\n" (a "\r" before it is dropped, as is a UTF-8 BOM at the very start), decodes with
// U+FFFD replacement and says whether anything was replaced. Lines longer than `maxLineBytes` are cut
// there (the rest of that line is skipped) so endless input cannot exhaust memory.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct PlainLine: Equatable, Sendable {
    /// The line without its line ending; invalid UTF-8 replaced by U+FFFD.
    var text: String
    /// True when the raw bytes were not valid UTF-8.
    var hadInvalidUTF8: Bool
    /// True when the line was longer than `maxLineBytes` and was cut.
    var wasTruncated: Bool = false
}

final class PlainLineReader {
    let maxLineBytes: Int
    private let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var lineStart = 0  // start of the current (unfinished) line in `buffer`
    private var scanFrom = 0  // where to resume searching for "\n"
    private var reachedEnd = false
    /// The errno of a failed read (EISDIR, EIO…), after which reading stopped; nil at a normal end.
    private(set) var readError: Int32?
    private var atStartOfInput = true
    private static let chunkSize = 64 * 1024
    private var chunk = [UInt8](repeating: 0, count: PlainLineReader.chunkSize)

    /// - Parameters:
    ///   - fileDescriptor: defaults to standard input.
    ///   - maxLineBytes: longer lines are truncated (and flagged); default 16 MiB.
    init(fileDescriptor: Int32 = 0, maxLineBytes: Int = 16 * 1024 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The next line, or nil at end of input. A last line without "\n" is still returned.
    func readLine() -> PlainLine? {
        while true {
            if let newline = firstNewline(from: scanFrom) {
                let tooLong = newline - lineStart > maxLineBytes
                let end = tooLong ? lineStart + maxLineBytes : newline
                let line = makeLine(buffer[lineStart..<end], truncated: tooLong)
                lineStart = newline + 1
                scanFrom = lineStart
                compact()
                return line
            }
            scanFrom = buffer.count
            if buffer.count - lineStart > maxLineBytes {
                // A split UTF-8 sequence at the cut becomes U+FFFD (and sets hadInvalidUTF8).
                let line = makeLine(buffer[lineStart..<(lineStart + maxLineBytes)], truncated: true)
                discardThroughNewline()
                return line
            }
            if reachedEnd {
                guard lineStart < buffer.count else { return nil }
                let line = makeLine(buffer[lineStart...], truncated: false)
                lineStart = buffer.count
                scanFrom = lineStart
                compact()
                return line
            }
            fill()
        }
    }

    /// Drops the rest of the current line, through its "\n" (or to end of input), without storing it.
    private func discardThroughNewline() {
        while true {
            if let newline = firstNewline(from: lineStart) {
                lineStart = newline + 1
                scanFrom = lineStart
                compact()
                return
            }
            buffer.removeSubrange(lineStart...)
            scanFrom = lineStart
            if reachedEnd { return }
            fill()
        }
    }

    private func firstNewline(from start: Int) -> Int? {
        guard start < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress,
                  let hit = memchr(base + start, 0x0A, raw.count - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    private func makeLine(_ raw: ArraySlice<UInt8>, truncated: Bool) -> PlainLine {
        var bytes = raw
        if atStartOfInput {
            atStartOfInput = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        if !truncated, bytes.last == 0x0D { bytes = bytes.dropLast() }
        let text = String(decoding: bytes, as: UTF8.self)
        // Valid UTF-8 decodes to the very same bytes; any replacement changes them.
        var decodedText = text
        let valid = decodedText.withUTF8 { decoded in
            bytes.withUnsafeBytes { original in
                decoded.count == original.count
                    && (decoded.isEmpty || memcmp(decoded.baseAddress!, original.baseAddress!, decoded.count) == 0)
            }
        }
        return PlainLine(text: text, hadInvalidUTF8: !valid, wasTruncated: truncated)
    }

    private func fill() {
        var readCount = 0
        repeat {
            readCount = chunk.withUnsafeMutableBytes { raw in read(fileDescriptor, raw.baseAddress!, raw.count) }
        } while readCount < 0 && errno == EINTR
        if readCount > 0 {
            chunk.withUnsafeBytes { raw in buffer.append(contentsOf: raw.prefix(readCount)) }
        } else {
            reachedEnd = true  // 0 = end of input; < 0 = read error, remembered in `readError`
            if readCount < 0 { readError = errno }
        }
    }

    /// Drops consumed bytes once they dominate the buffer.
    private func compact() {
        if lineStart > Self.chunkSize, lineStart * 2 > buffer.count {
            buffer.removeSubrange(..<lineStart)
            scanFrom -= lineStart
            lineStart = 0
        }
    }
}
