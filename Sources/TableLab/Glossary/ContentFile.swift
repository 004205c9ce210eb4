import Foundation

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
        func problem(_ en: String, _ ko: String) -> Result<String, Diagnostic> {
            .failure(Diagnostic(file: displayPath, line: 1, message: en, messageKo: ko))
        }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            return problem("the file cannot be read: \(reason)", "파일을 읽을 수 없습니다: \(reason)")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            return problem("the file cannot be read: \(reason)", "파일을 읽을 수 없습니다: \(reason)")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return problem("this is a folder, so it is skipped — an entry is a text file",
                               "폴더라서 건너뜁니다 — 항목은 텍스트 파일이어야 합니다")
            }
            return problem("this is not a regular file (a pipe or a device), so it is skipped — an entry is a text file",
                           "일반 파일이 아니라(파이프나 장치) 건너뜁니다 — 항목은 텍스트 파일이어야 합니다")
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            return problem("the file is \(byteText(size)); content files are read up to \(byteText(maxBytes)) (an entry is a few KB), so it is skipped — is this the right file?",
                           "파일 크기가 \(byteText(size))입니다. 내용 파일은 \(byteText(maxBytes))까지만 읽으므로(항목 하나는 몇 KB) 건너뜁니다 — 맞는 파일인지 확인하세요")
        }
        // Read at most one byte past the limit: a file that grew since `fstat` is refused too.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= maxBytes {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                return problem("the file cannot be read: \(reason)", "파일을 읽을 수 없습니다: \(reason)")
            }
            if n == 0 { break }
            data.append(buffer, count: n)
        }
        guard data.count <= maxBytes else {
            return problem("the file is larger than \(byteText(maxBytes)), so it is skipped — is this the right file?",
                           "파일이 \(byteText(maxBytes))보다 커서 건너뜁니다 — 맞는 파일인지 확인하세요")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return problem("the file is not UTF-8 text — save it as UTF-8", "파일이 UTF-8 텍스트가 아닙니다 — UTF-8로 저장하세요")
        }
        return .success(text)
    }

    /// CRLF → LF; a lone CR is left (the checker reports it as a control character).
    public static func normalizedLineEndings(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
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

    /// `1 MiB`, `60.0 MB`, `512 bytes`.
    static func byteText(_ bytes: Int) -> String {
        if bytes == 1 << 20 { return "1 MiB" }
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
        return "\(bytes) bytes"
    }
}
