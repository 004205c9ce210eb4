extension TerminalText {
    /// Whether `text` may hold a scalar `isControl` accepts, decided from its UTF-8 bytes: false only
    /// when none of them can begin one — a C0 byte other than newline and tab, DEL, a C1 control
    /// (C2 80…C2 9F) or a bidi control (E2 80 AA…AE, E2 81 A6…A9). True also when the bytes are not
    /// at hand (a bridged string); `sanitize` then looks at the scalars as before.
    ///
    /// Why: `sanitize` ran on every glossary entry and lesson file as it was read, and walking a
    /// Korean text scalar by scalar only to find nothing was a twentieth of a first `glossary TERM`
    /// (issue 17 §7); the bytes are read many times faster.
    static func mayHoldControl<S: StringProtocol>(_ text: S) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b < 0x20 { if b != 0x0A && b != 0x09 { return true } }
                else if b == 0x7F { return true }
                else if b == 0xC2, i + 1 < n, bytes[i + 1] <= 0x9F { return true }
                else if b == 0xE2, i + 2 < n {
                    let b1 = bytes[i + 1], b2 = bytes[i + 2]
                    if b1 == 0x80 && (0xAA...0xAE).contains(b2) { return true }
                    if b1 == 0x81 && (0xA6...0xA9).contains(b2) { return true }
                }
                i += 1
            }
            return false
        } ?? true
    }
}
