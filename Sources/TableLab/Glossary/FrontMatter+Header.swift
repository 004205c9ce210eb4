import Foundation

/// The front matter of a file without its body: what the glossary's name index and the list of
/// lessons need.
///
/// Why: `split` turns the whole file into lines, and the glossary's index and the lessons' headers
/// need only the first few (issue 17 §7: a twelfth of a first `glossary TERM`, an eighth of a first
/// `lesson N`). This scans the UTF-8 bytes for line feeds (`memchr`) only up to the closing fence.
extension FrontMatter {
    /// The same `yaml`, `yamlFirstLine` and `bodyFirstLine` as `split(text, file:)`, with an empty
    /// `body`; the same diagnostic when there is no front matter (it is then `split` that answers).
    /// `FirstAnswerTests` compares the two on every shipped file and on edge cases.
    public static func header(_ text: String, file: String) throws(Diagnostic) -> FrontMatter {
        if let found = fastHeader(text) {
            return FrontMatter(yaml: found.yaml, yamlFirstLine: 2, body: [], bodyFirstLine: found.closeLine + 2)
        }
        let whole = try split(text, file: file)
        return FrontMatter(yaml: whole.yaml, yamlFirstLine: whole.yamlFirstLine, body: [], bodyFirstLine: whole.bodyFirstLine)
    }

    /// The YAML between the fences and the 0-based line of the closing fence, or nil to let `split`
    /// decide: a text with a carriage return (`split` reads those lines its own way), one not stored
    /// contiguously, or one without an opening and a closing fence.
    static func fastHeader(_ text: String) -> (yaml: String, closeLine: Int)? {
        guard !ContentFile.containsCR(text) else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> (yaml: String, closeLine: Int)? in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            // A byte-order mark before the opening fence is tolerated, as `split` does.
            var start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            var line = 0
            var yamlStart = 0
            while true {
                let end = memchr(base + start, 10, count - start).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
                if line == 0 {
                    guard isFence(bytes, start, end, allowDots: false) else { return nil }
                    yamlStart = end + 1
                } else if isFence(bytes, start, end, allowDots: true) {
                    let yamlEnd = max(yamlStart, start - 1)
                    return (String(decoding: UnsafeBufferPointer(rebasing: bytes[yamlStart..<yamlEnd]), as: UTF8.self), line)
                }
                guard end < count else { return nil }
                start = end + 1
                line += 1
            }
        } ?? nil
    }

    /// Whether `bytes[start..<end]` is `---` (or `...` when `allowDots`) followed only by spaces and tabs.
    private static func isFence(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, allowDots: Bool) -> Bool {
        var last = end
        while last > start, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
        guard last - start == 3 else { return false }
        let c = bytes[start]
        guard c == UInt8(ascii: "-") || (allowDots && c == UInt8(ascii: ".")) else { return false }
        return bytes[start + 1] == c && bytes[start + 2] == c
    }
}
