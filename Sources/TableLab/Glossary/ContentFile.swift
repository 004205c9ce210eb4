import Foundation
import TableText

/// Reads one content file (a glossary entry, a lesson) as text, safely.
///
/// Why not `FileManager.contents(atPath:)`: a FIFO named `foo.md` would hang the start, `/dev/zero`
/// would fill memory, and a 60 MB file cost 9 s and 442 MB before the first prompt. Here only a
/// regular file is read (opened without blocking, checked with `fstat`), and only up to
/// `maxBytes`; anything else is one diagnostic that says what was found and what works.
///
/// Line endings: Windows files (CRLF) are read as if saved with LF. (Swift treats `"\r\n"` as one
/// `Character`, so splitting such text on `"\n"` would find no lines at all.)
public enum ContentFile {
    /// The largest content file tablelab reads: 1 MiB. A glossary entry is 2–4 KB; a file near this
    /// size is almost certainly not an entry.
    public static let maxBytes = 1 << 20

    /// The file's text with CRLF line endings made LF, or the reason it cannot be used.
    public static func read(_ url: URL, displayPath: String, maxBytes: Int = maxBytes) -> Result<String, Diagnostic> {
        rawText(url, displayPath: displayPath, maxBytes: maxBytes).map(normalizedLineEndings)
    }

    /// The file's text exactly as written (CRLF kept), or the reason it cannot be used.
    public static func rawText(_ url: URL, displayPath: String, maxBytes: Int = maxBytes) -> Result<String, Diagnostic> {
        typealias F = L10n.Diagnostics.File
        func problem(_ message: Message) -> Result<String, Diagnostic> {
            .failure(Diagnostic(file: displayPath, line: 1, message))
        }
        // The reason is the system's own words (strerror), as other tools show it.
        func unreadable() -> Result<String, Diagnostic> { problem(F.cannotRead(reason: String(cString: strerror(errno)))) }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return unreadable() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return unreadable() }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return problem(F.isAFolder)
            }
            return problem(F.notRegular)
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            return problem(F.tooLarge(size: byteText(size), limit: byteText(maxBytes)))
        }
        // Read at most one byte past the limit: a file that grew since `fstat` is refused too.
        var data = Data()
        // The buffer fits the file (one byte more, to see it grew): a 64 KiB one zeroed for every
        // 10 KB lesson and 3 KB entry was a hundredth of a first `lesson N` (issue 17 §7).
        var buffer = [UInt8](repeating: 0, count: min(64 * 1024, max(size, 0) + 1))
        while data.count <= maxBytes {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return unreadable()
            }
            if n == 0 { break }
            data.append(buffer, count: n)
        }
        guard data.count <= maxBytes else {
            return problem(F.grewTooLarge(limit: byteText(maxBytes)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return problem(F.notUTF8)
        }
        return .success(text)
    }

    /// CRLF → LF; a lone CR is left (the checker reports it as a control character).
    public static func normalizedLineEndings(_ text: String) -> String {
        guard containsCR(text) else { return text }
        var out = String.UnicodeScalarView()
        var pendingCR = false
        for scalar in text.unicodeScalars {
            if pendingCR && scalar != "\n" { out.append("\r") }
            pendingCR = scalar == "\r"
            if !pendingCR { out.append(scalar) }
        }
        if pendingCR { out.append("\r") }
        return String(out)
    }

    /// Whether the text holds a carriage return, found with `memchr`: `utf8.contains(13)` walks the
    /// UTF-8 view one byte at a time, and was a twentieth of a first `glossary TERM` (issue 17 §7).
    static func containsCR(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 13, bytes.count) != nil
        } ?? text.utf8.contains(13)
    }

    /// `1 MiB`, `60.0 MB`, `512 B`: unit symbols, the same in every language.
    static func byteText(_ bytes: Int) -> String {
        if bytes == 1 << 20 { return "1 MiB" }
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
        return "\(bytes) B"
    }
}
