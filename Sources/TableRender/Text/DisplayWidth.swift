// Terminal column widths for text that mixes Korean, English and emoji.
//
// Why this file exists: a `String.count` counts grapheme clusters, but a terminal lays text out in
// *columns*. "가나다" is 3 `Character`s and 6 columns; if we padded by `count`, every box with Korean
// in it would be ragged. glibc's `wcwidth` would answer the question, but it is hidden from Swift
// (`__USE_XOPEN`), depends on the process locale (in the plain `C` locale every non-ASCII character
// is −1) and differs between libc versions. Snapshot tests must not depend on any of that, so the
// width data lives here, in two compact range tables.

/// Measures text in terminal columns, one grapheme cluster (`Character`) at a time.
///
/// The rules, in the order they are applied to a `Character`:
///
/// | what                                                                  | columns |
/// |-----------------------------------------------------------------------|---------|
/// | printable ASCII                                                       | 1       |
/// | control characters (C0, DEL, C1; also `"\r\n"`)                       | 0       |
/// | a cluster whose scalars are all zero width (lone combining mark, ZWJ, variation selector, U+200B, U+FEFF, Hangul medial/final jamo U+1160–11FF, U+D7B0–D7FF) | 0 |
/// | East Asian Width **W** or **F** base (Hangul syllables, choseong jamo U+1100–115F, compatibility jamo U+3131–318E, CJK ideographs, fullwidth forms, emoji with emoji presentation, flags) | 2 |
/// | an emoji base followed by VS16 (U+FE0F), a skin-tone modifier or a ZWJ (emoji ZWJ sequence) | 2 |
/// | everything else, including East Asian *ambiguous* characters and box drawing (`─│┌`)   | 1 |
///
/// A cluster is measured by its **base** (its first scalar that is not zero width); the scalars
/// that follow it (combining marks, medial/final jamo, skin tones, the rest of a ZWJ sequence) add
/// nothing, except that a spacing combining mark (general category Mc, as in Devanagari "कि") adds
/// one column, which is what terminals that advance per code point draw. Summing scalar widths
/// instead would count a family emoji as 8 columns and a decomposed "가" (U+1100 U+1161) correctly
/// only by luck.
///
/// Ambiguous-width characters are 1 column (glibc's choice, and every Western terminal's default):
/// box drawing must stay 1 column or no box lines up.
///
/// **Escape sequences.** `String.displayWidth` (and `DisplayWidth.width(of:)` for strings) is
/// *ANSI-aware*: CSI sequences (`ESC [ … final`, which includes every SGR colour sequence
/// `ESC [ … m`), OSC sequences (`ESC ] … BEL` / `ESC ] … ESC \`) and two-byte escapes count as 0
/// columns, so a string painted by ``Palette`` measures the same as its plain text. There is
/// deliberately no separate "visibleWidth": a renderer only ever wants the width a person sees, and
/// one function cannot be called by mistake in place of the other.
public enum DisplayWidth {
    /// The Unicode version the range tables were generated from (EastAsianWidth-17.0.0.txt and
    /// DerivedGeneralCategory-17.0.0.txt, via the tables of the `wcwidth` Python package 0.7.0).
    public static let unicodeVersion = "17.0.0"

    /// Width of one Unicode scalar on its own, without cluster context: 0, 1 or 2.
    ///
    /// Prefer `width(of:)` on a `Character`: a scalar's width is only meaningful as the base of a
    /// cluster (U+FE0F on its own is 0 but turns "✔" into a 2-column emoji).
    public static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and the C1 controls
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    /// Width of one grapheme cluster: 0, 1 or 2 (3 or more only for clusters with spacing marks).
    public static func width(of character: Character) -> Int {
        // Fast path: ASCII (including "\r\n", whose asciiValue is 10) never needs the tables.
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var base: Unicode.Scalar?
        var width = 0
        for scalar in character.unicodeScalars {
            guard let baseScalar = base else {
                let w = DisplayWidth.width(ofScalar: scalar)
                if w > 0 {
                    base = scalar
                    width = w
                }
                continue
            }
            switch scalar.value {
            case 0xFE0F:
                // VS16 asks for emoji presentation: "✔️", "❤️", keycaps "1️⃣" become 2 columns.
                // After a non-emoji base it is meaningless and changes nothing.
                if baseScalar.properties.isEmoji { width = max(width, 2) }
            case 0x1F3FB...0x1F3FF:
                // A skin-tone modifier implies emoji presentation ("☝🏽").
                if baseScalar.properties.isEmoji { width = max(width, 2) }
            case 0x200D:
                // An emoji ZWJ sequence ("👨‍👩‍👧", "❤️‍🔥") is drawn as one glyph; what follows
                // the joiner must not be counted again.
                if baseScalar.properties.isEmoji { return max(width, 2) }
            default:
                // Spacing combining marks (Mc) take a column of their own; everything else after
                // the base (Mn/Me marks, medial/final jamo, tags) is drawn on top of it.
                if scalar.properties.generalCategory == .spacingMark { width += 1 }
            }
        }
        return width
    }

    /// Width of a string in columns: the sum of its clusters, with escape sequences counted as 0.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        var total = 0
        var tokens = ANSITokens(Substring(text))
        while let token = tokens.next() {
            if case .character(let character) = token { total += width(of: character) }
        }
        return total
    }

    /// Binary search in a flat table of inclusive `[low, high]` pairs, sorted and disjoint.
    @inline(__always)
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var lo = 0
        var hi = table.count / 2 - 1
        if value < table[0] || value > table[table.count - 1] { return false }
        while lo <= hi {
            let mid = (lo + hi) / 2
            if value > table[2 * mid + 1] {
                lo = mid + 1
            } else if value < table[2 * mid] {
                hi = mid - 1
            } else {
                return true
            }
        }
        return false
    }
}

extension Character {
    /// Terminal columns this grapheme cluster occupies (0, 1 or 2). See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.width(of: self) }
}

extension StringProtocol {
    /// Terminal columns this text occupies, **ignoring ANSI escape sequences** (so styled and plain
    /// text measure the same). See ``DisplayWidth``.
    public var displayWidth: Int { DisplayWidth.width(of: self) }

    /// The text with every ANSI escape sequence removed: what a person reads, without the styling.
    /// Useful for logs, traces and tests that should not care about colour.
    public func strippingANSIEscapes() -> String {
        var result = ""
        var tokens = ANSITokens(Substring(self))
        while let token = tokens.next() {
            if case .character(let character) = token { result.append(character) }
        }
        return result
    }
}

// MARK: - ANSI escape sequences

/// One piece of styled text: either an escape sequence (kept verbatim, 0 columns) or a visible
/// grapheme cluster.
enum ANSIToken {
    case escape(Substring)
    case character(Character)

    /// True for an SGR sequence that resets every attribute (`ESC[m`, `ESC[0m`, `ESC[00m`), after
    /// which nothing is styled any more.
    var isSGRReset: Bool {
        guard case .escape(let sequence) = self, sequence.hasPrefix("\u{1B}["), sequence.last == "m"
        else { return false }
        let parameters = sequence.dropFirst(2).dropLast()
        return parameters.allSatisfy { $0 == "0" }
    }

    /// True for any SGR sequence (`ESC [ … m`): the only escapes that change how text looks.
    var isSGR: Bool {
        guard case .escape(let sequence) = self else { return false }
        return sequence.hasPrefix("\u{1B}[") && sequence.last == "m"
    }
}

/// Splits text into ``ANSIToken``s.
///
/// Works on `Character`s, not bytes: ESC is a control character, so Unicode always puts a grapheme
/// boundary on both sides of it, and the rest of a well-formed sequence is ASCII — each byte is its
/// own `Character`. Scanning `Character`s therefore never cuts a visible cluster in two, which is
/// what truncation needs. Malformed sequences end at the first character that cannot belong to them
/// (that character is then read as text), so stray ESCs never swallow visible text.
struct ANSITokens: IteratorProtocol {
    private let text: Substring
    private var index: Substring.Index

    init(_ text: Substring) {
        self.text = text
        self.index = text.startIndex
    }

    mutating func next() -> ANSIToken? {
        guard index < text.endIndex else { return nil }
        let start = index
        let first = text[index]
        text.formIndex(after: &index)
        guard first == "\u{1B}" else { return .character(first) }
        guard index < text.endIndex, let introducer = text[index].asciiValue else {
            return .escape(text[start..<index])
        }
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
            text.formIndex(after: &index)
            while index < text.endIndex, let byte = text[index].asciiValue, (0x20...0x3F).contains(byte) {
                text.formIndex(after: &index)
            }
            if index < text.endIndex, let byte = text[index].asciiValue, (0x40...0x7E).contains(byte) {
                text.formIndex(after: &index)
            }
        case UInt8(ascii: "]"):
            // OSC (titles, hyperlinks): runs to BEL or to the string terminator ESC \.
            text.formIndex(after: &index)
            while index < text.endIndex {
                let character = text[index]
                text.formIndex(after: &index)
                if character == "\u{07}" { break }
                if character == "\u{1B}" {
                    if index < text.endIndex, text[index] == "\\" { text.formIndex(after: &index) }
                    break
                }
            }
        default:
            // Other escapes: optional intermediates 0x20–0x2F, then one final byte 0x30–0x7E.
            while index < text.endIndex, let byte = text[index].asciiValue, (0x20...0x2F).contains(byte) {
                text.formIndex(after: &index)
            }
            if index < text.endIndex, let byte = text[index].asciiValue, (0x30...0x7E).contains(byte) {
                text.formIndex(after: &index)
            }
        }
        return .escape(text[start..<index])
    }
}

// MARK: - Tables

// Flat arrays of inclusive [low, high] pairs, sorted, searched by `DisplayWidth.contains`.
// Flat `UInt32` literals (rather than `ClosedRange`s) keep type-checking of these literals instant.
//
// Generated from the `wcwidth` Python package 0.7.0 (`WIDE_EASTASIAN` and `ZERO_WIDTH` for Unicode
// 17.0.0), with one deliberate change: U+3164 HANGUL FILLER is moved from zero width to wide, so the
// whole compatibility-jamo block U+3131–318E is 2 columns as East Asian Width says (and as glibc
// draws it). To regenerate, take those two tables, apply the same change, merge adjacent ranges.
extension DisplayWidth {
    /// East Asian Width W and F, including the unassigned code points UAX #11 defaults to W
    /// (the rest of the CJK blocks, planes 2 and 3).
    static let wideRanges: [UInt32] = [
        0x01100, 0x0115F, 0x0231A, 0x0231B, 0x02329, 0x0232A, 0x023E9, 0x023EC,
        0x023F0, 0x023F0, 0x023F3, 0x023F3, 0x025FD, 0x025FE, 0x02614, 0x02615,
        0x02630, 0x02637, 0x02648, 0x02653, 0x0267F, 0x0267F, 0x0268A, 0x0268F,
        0x02693, 0x02693, 0x026A1, 0x026A1, 0x026AA, 0x026AB, 0x026BD, 0x026BE,
        0x026C4, 0x026C5, 0x026CE, 0x026CE, 0x026D4, 0x026D4, 0x026EA, 0x026EA,
        0x026F2, 0x026F3, 0x026F5, 0x026F5, 0x026FA, 0x026FA, 0x026FD, 0x026FD,
        0x02705, 0x02705, 0x0270A, 0x0270B, 0x02728, 0x02728, 0x0274C, 0x0274C,
        0x0274E, 0x0274E, 0x02753, 0x02755, 0x02757, 0x02757, 0x02795, 0x02797,
        0x027B0, 0x027B0, 0x027BF, 0x027BF, 0x02B1B, 0x02B1C, 0x02B50, 0x02B50,
        0x02B55, 0x02B55, 0x02E80, 0x02E99, 0x02E9B, 0x02EF3, 0x02F00, 0x02FD5,
        0x02FF0, 0x03029, 0x03030, 0x0303E, 0x03041, 0x03096, 0x0309B, 0x030FF,
        0x03105, 0x0312F, 0x03131, 0x0318E, 0x03190, 0x031E5, 0x031EF, 0x0321E,
        0x03220, 0x03247, 0x03250, 0x0A48C, 0x0A490, 0x0A4C6, 0x0A960, 0x0A97C,
        0x0AC00, 0x0D7A3, 0x0F900, 0x0FAFF, 0x0FE10, 0x0FE19, 0x0FE30, 0x0FE52,
        0x0FE54, 0x0FE66, 0x0FE68, 0x0FE6B, 0x0FF01, 0x0FF60, 0x0FFE0, 0x0FFE6,
        0x16FE0, 0x16FE3, 0x16FF2, 0x16FF6, 0x17000, 0x18CD5, 0x18CFF, 0x18D1E,
        0x18D80, 0x18DF2, 0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE,
        0x1B000, 0x1B122, 0x1B132, 0x1B132, 0x1B150, 0x1B152, 0x1B155, 0x1B155,
        0x1B164, 0x1B167, 0x1B170, 0x1B2FB, 0x1D300, 0x1D356, 0x1D360, 0x1D376,
        0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E, 0x1F191, 0x1F19A,
        0x1F1E6, 0x1F202, 0x1F210, 0x1F23B, 0x1F240, 0x1F248, 0x1F250, 0x1F251,
        0x1F260, 0x1F265, 0x1F300, 0x1F320, 0x1F32D, 0x1F335, 0x1F337, 0x1F37C,
        0x1F37E, 0x1F393, 0x1F3A0, 0x1F3CA, 0x1F3CF, 0x1F3D3, 0x1F3E0, 0x1F3F0,
        0x1F3F4, 0x1F3F4, 0x1F3F8, 0x1F43E, 0x1F440, 0x1F440, 0x1F442, 0x1F4FC,
        0x1F4FF, 0x1F53D, 0x1F54B, 0x1F54E, 0x1F550, 0x1F567, 0x1F57A, 0x1F57A,
        0x1F595, 0x1F596, 0x1F5A4, 0x1F5A4, 0x1F5FB, 0x1F64F, 0x1F680, 0x1F6C5,
        0x1F6CC, 0x1F6CC, 0x1F6D0, 0x1F6D2, 0x1F6D5, 0x1F6D8, 0x1F6DC, 0x1F6DF,
        0x1F6EB, 0x1F6EC, 0x1F6F4, 0x1F6FC, 0x1F7E0, 0x1F7EB, 0x1F7F0, 0x1F7F0,
        0x1F90C, 0x1F93A, 0x1F93C, 0x1F945, 0x1F947, 0x1F9FF, 0x1FA70, 0x1FA7C,
        0x1FA80, 0x1FA8A, 0x1FA8E, 0x1FAC6, 0x1FAC8, 0x1FAC8, 0x1FACD, 0x1FADC,
        0x1FADF, 0x1FAEA, 0x1FAEF, 0x1FAF8, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
    ]

    /// Zero width: nonspacing, enclosing and spacing combining marks (Mn, Me, Mc — Mc gets its
    /// column back inside a cluster, see `width(of:)`), format characters (Cf: ZWJ, ZWNJ, U+200B,
    /// U+FEFF, bidi marks, tags) except the ones that print (U+00AD SOFT HYPHEN, prepended
    /// concatenation marks such as U+0600), variation selectors, line/paragraph separators, and the
    /// conjoining Hangul medial/final jamo U+1160–11FF and U+D7B0–D7FF.
    static let zeroWidthRanges: [UInt32] = [
        0x00300, 0x0036F, 0x00483, 0x00489, 0x00591, 0x005BD, 0x005BF, 0x005BF,
        0x005C1, 0x005C2, 0x005C4, 0x005C5, 0x005C7, 0x005C7, 0x00610, 0x0061A,
        0x0061C, 0x0061C, 0x0064B, 0x0065F, 0x00670, 0x00670, 0x006D6, 0x006DC,
        0x006DF, 0x006E4, 0x006E7, 0x006E8, 0x006EA, 0x006ED, 0x00711, 0x00711,
        0x00730, 0x0074A, 0x007A6, 0x007B0, 0x007EB, 0x007F3, 0x007FD, 0x007FD,
        0x00816, 0x00819, 0x0081B, 0x00823, 0x00825, 0x00827, 0x00829, 0x0082D,
        0x00859, 0x0085B, 0x00897, 0x0089F, 0x008CA, 0x008E1, 0x008E3, 0x00903,
        0x0093A, 0x0093C, 0x0093E, 0x0094F, 0x00951, 0x00957, 0x00962, 0x00963,
        0x00981, 0x00983, 0x009BC, 0x009BC, 0x009BE, 0x009C4, 0x009C7, 0x009C8,
        0x009CB, 0x009CD, 0x009D7, 0x009D7, 0x009E2, 0x009E3, 0x009FE, 0x009FE,
        0x00A01, 0x00A03, 0x00A3C, 0x00A3C, 0x00A3E, 0x00A42, 0x00A47, 0x00A48,
        0x00A4B, 0x00A4D, 0x00A51, 0x00A51, 0x00A70, 0x00A71, 0x00A75, 0x00A75,
        0x00A81, 0x00A83, 0x00ABC, 0x00ABC, 0x00ABE, 0x00AC5, 0x00AC7, 0x00AC9,
        0x00ACB, 0x00ACD, 0x00AE2, 0x00AE3, 0x00AFA, 0x00AFF, 0x00B01, 0x00B03,
        0x00B3C, 0x00B3C, 0x00B3E, 0x00B44, 0x00B47, 0x00B48, 0x00B4B, 0x00B4D,
        0x00B55, 0x00B57, 0x00B62, 0x00B63, 0x00B82, 0x00B82, 0x00BBE, 0x00BC2,
        0x00BC6, 0x00BC8, 0x00BCA, 0x00BCD, 0x00BD7, 0x00BD7, 0x00C00, 0x00C04,
        0x00C3C, 0x00C3C, 0x00C3E, 0x00C44, 0x00C46, 0x00C48, 0x00C4A, 0x00C4D,
        0x00C55, 0x00C56, 0x00C62, 0x00C63, 0x00C81, 0x00C83, 0x00CBC, 0x00CBC,
        0x00CBE, 0x00CC4, 0x00CC6, 0x00CC8, 0x00CCA, 0x00CCD, 0x00CD5, 0x00CD6,
        0x00CE2, 0x00CE3, 0x00CF3, 0x00CF3, 0x00D00, 0x00D03, 0x00D3B, 0x00D3C,
        0x00D3E, 0x00D44, 0x00D46, 0x00D48, 0x00D4A, 0x00D4D, 0x00D57, 0x00D57,
        0x00D62, 0x00D63, 0x00D81, 0x00D83, 0x00DCA, 0x00DCA, 0x00DCF, 0x00DD4,
        0x00DD6, 0x00DD6, 0x00DD8, 0x00DDF, 0x00DF2, 0x00DF3, 0x00E31, 0x00E31,
        0x00E34, 0x00E3A, 0x00E47, 0x00E4E, 0x00EB1, 0x00EB1, 0x00EB4, 0x00EBC,
        0x00EC8, 0x00ECE, 0x00F18, 0x00F19, 0x00F35, 0x00F35, 0x00F37, 0x00F37,
        0x00F39, 0x00F39, 0x00F3E, 0x00F3F, 0x00F71, 0x00F84, 0x00F86, 0x00F87,
        0x00F8D, 0x00F97, 0x00F99, 0x00FBC, 0x00FC6, 0x00FC6, 0x0102B, 0x0103E,
        0x01056, 0x01059, 0x0105E, 0x01060, 0x01062, 0x01064, 0x01067, 0x0106D,
        0x01071, 0x01074, 0x01082, 0x0108D, 0x0108F, 0x0108F, 0x0109A, 0x0109D,
        0x01160, 0x011FF, 0x0135D, 0x0135F, 0x01712, 0x01715, 0x01732, 0x01734,
        0x01752, 0x01753, 0x01772, 0x01773, 0x017B4, 0x017D3, 0x017DD, 0x017DD,
        0x0180B, 0x0180F, 0x01885, 0x01886, 0x018A9, 0x018A9, 0x01920, 0x0192B,
        0x01930, 0x0193B, 0x01A17, 0x01A1B, 0x01A55, 0x01A5E, 0x01A60, 0x01A7C,
        0x01A7F, 0x01A7F, 0x01AB0, 0x01ADD, 0x01AE0, 0x01AEB, 0x01B00, 0x01B04,
        0x01B34, 0x01B44, 0x01B6B, 0x01B73, 0x01B80, 0x01B82, 0x01BA1, 0x01BAD,
        0x01BE6, 0x01BF3, 0x01C24, 0x01C37, 0x01CD0, 0x01CD2, 0x01CD4, 0x01CE8,
        0x01CED, 0x01CED, 0x01CF4, 0x01CF4, 0x01CF7, 0x01CF9, 0x01DC0, 0x01DFF,
        0x0200B, 0x0200F, 0x02028, 0x0202E, 0x02060, 0x0206F, 0x020D0, 0x020F0,
        0x02CEF, 0x02CF1, 0x02D7F, 0x02D7F, 0x02DE0, 0x02DFF, 0x0302A, 0x0302F,
        0x03099, 0x0309A, 0x0A66F, 0x0A672, 0x0A674, 0x0A67D, 0x0A69E, 0x0A69F,
        0x0A6F0, 0x0A6F1, 0x0A802, 0x0A802, 0x0A806, 0x0A806, 0x0A80B, 0x0A80B,
        0x0A823, 0x0A827, 0x0A82C, 0x0A82C, 0x0A880, 0x0A881, 0x0A8B4, 0x0A8C5,
        0x0A8E0, 0x0A8F1, 0x0A8FF, 0x0A8FF, 0x0A926, 0x0A92D, 0x0A947, 0x0A953,
        0x0A980, 0x0A983, 0x0A9B3, 0x0A9C0, 0x0A9E5, 0x0A9E5, 0x0AA29, 0x0AA36,
        0x0AA43, 0x0AA43, 0x0AA4C, 0x0AA4D, 0x0AA7B, 0x0AA7D, 0x0AAB0, 0x0AAB0,
        0x0AAB2, 0x0AAB4, 0x0AAB7, 0x0AAB8, 0x0AABE, 0x0AABF, 0x0AAC1, 0x0AAC1,
        0x0AAEB, 0x0AAEF, 0x0AAF5, 0x0AAF6, 0x0ABE3, 0x0ABEA, 0x0ABEC, 0x0ABED,
        0x0D7B0, 0x0D7FF, 0x0FB1E, 0x0FB1E, 0x0FE00, 0x0FE0F, 0x0FE20, 0x0FE2F,
        0x0FEFF, 0x0FEFF, 0x0FFA0, 0x0FFA0, 0x0FFF0, 0x0FFFB, 0x101FD, 0x101FD,
        0x102E0, 0x102E0, 0x10376, 0x1037A, 0x10A01, 0x10A03, 0x10A05, 0x10A06,
        0x10A0C, 0x10A0F, 0x10A38, 0x10A3A, 0x10A3F, 0x10A3F, 0x10AE5, 0x10AE6,
        0x10D24, 0x10D27, 0x10D69, 0x10D6D, 0x10EAB, 0x10EAC, 0x10EFA, 0x10EFF,
        0x10F46, 0x10F50, 0x10F82, 0x10F85, 0x11000, 0x11002, 0x11038, 0x11046,
        0x11070, 0x11070, 0x11073, 0x11074, 0x1107F, 0x11082, 0x110B0, 0x110BA,
        0x110C2, 0x110C2, 0x11100, 0x11102, 0x11127, 0x11134, 0x11145, 0x11146,
        0x11173, 0x11173, 0x11180, 0x11182, 0x111B3, 0x111C0, 0x111C9, 0x111CC,
        0x111CE, 0x111CF, 0x1122C, 0x11237, 0x1123E, 0x1123E, 0x11241, 0x11241,
        0x112DF, 0x112EA, 0x11300, 0x11303, 0x1133B, 0x1133C, 0x1133E, 0x11344,
        0x11347, 0x11348, 0x1134B, 0x1134D, 0x11357, 0x11357, 0x11362, 0x11363,
        0x11366, 0x1136C, 0x11370, 0x11374, 0x113B8, 0x113C0, 0x113C2, 0x113C2,
        0x113C5, 0x113C5, 0x113C7, 0x113CA, 0x113CC, 0x113D0, 0x113D2, 0x113D2,
        0x113E1, 0x113E2, 0x11435, 0x11446, 0x1145E, 0x1145E, 0x114B0, 0x114C3,
        0x115AF, 0x115B5, 0x115B8, 0x115C0, 0x115DC, 0x115DD, 0x11630, 0x11640,
        0x116AB, 0x116B7, 0x1171D, 0x1172B, 0x1182C, 0x1183A, 0x11930, 0x11935,
        0x11937, 0x11938, 0x1193B, 0x1193E, 0x11940, 0x11940, 0x11942, 0x11943,
        0x119D1, 0x119D7, 0x119DA, 0x119E0, 0x119E4, 0x119E4, 0x11A01, 0x11A0A,
        0x11A33, 0x11A39, 0x11A3B, 0x11A3E, 0x11A47, 0x11A47, 0x11A51, 0x11A5B,
        0x11A8A, 0x11A99, 0x11B60, 0x11B67, 0x11C2F, 0x11C36, 0x11C38, 0x11C3F,
        0x11C92, 0x11CA7, 0x11CA9, 0x11CB6, 0x11D31, 0x11D36, 0x11D3A, 0x11D3A,
        0x11D3C, 0x11D3D, 0x11D3F, 0x11D45, 0x11D47, 0x11D47, 0x11D8A, 0x11D8E,
        0x11D90, 0x11D91, 0x11D93, 0x11D97, 0x11EF3, 0x11EF6, 0x11F00, 0x11F01,
        0x11F03, 0x11F03, 0x11F34, 0x11F3A, 0x11F3E, 0x11F42, 0x11F5A, 0x11F5A,
        0x13430, 0x13440, 0x13447, 0x13455, 0x1611E, 0x1612F, 0x16AF0, 0x16AF4,
        0x16B30, 0x16B36, 0x16F4F, 0x16F4F, 0x16F51, 0x16F87, 0x16F8F, 0x16F92,
        0x16FE4, 0x16FE4, 0x16FF0, 0x16FF1, 0x1BC9D, 0x1BC9E, 0x1BCA0, 0x1BCA3,
        0x1CF00, 0x1CF2D, 0x1CF30, 0x1CF46, 0x1D165, 0x1D169, 0x1D16D, 0x1D182,
        0x1D185, 0x1D18B, 0x1D1AA, 0x1D1AD, 0x1D242, 0x1D244, 0x1DA00, 0x1DA36,
        0x1DA3B, 0x1DA6C, 0x1DA75, 0x1DA75, 0x1DA84, 0x1DA84, 0x1DA9B, 0x1DA9F,
        0x1DAA1, 0x1DAAF, 0x1E000, 0x1E006, 0x1E008, 0x1E018, 0x1E01B, 0x1E021,
        0x1E023, 0x1E024, 0x1E026, 0x1E02A, 0x1E08F, 0x1E08F, 0x1E130, 0x1E136,
        0x1E2AE, 0x1E2AE, 0x1E2EC, 0x1E2EF, 0x1E4EC, 0x1E4EF, 0x1E5EE, 0x1E5EF,
        0x1E6E3, 0x1E6E3, 0x1E6E6, 0x1E6E6, 0x1E6EE, 0x1E6EF, 0x1E6F5, 0x1E6F5,
        0x1E8D0, 0x1E8D6, 0x1E944, 0x1E94A, 0xE0000, 0xE0FFF,
    ]
}
