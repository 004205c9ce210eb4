import TableText

extension Asciicast {
    /// What `tablelab play` lets through from a recording to the terminal.
    ///
    /// A recording's control sequences are what it is for — colours, and the cursor moves that redraw
    /// an animation in place — but a cast may come from anywhere, and a terminal obeys more than
    /// that: OSC sequences retitle the window or write the clipboard (OSC 52), DCS/APC/PM/SOS strings
    /// reach terminal extensions, `ESC [ 6 n` and `ESC [ c` make the terminal type an answer into
    /// the shell after playback, modes switch screens or mouse reporting, `ESC c` resets the terminal.
    /// So the filter keeps:
    /// - text (any scalar that is not a control character), newline, carriage return, tab, backspace;
    /// - SGR (`ESC [ … m`: colours and text attributes);
    /// - cursor moves and erasing: `ESC [ … A B C D E F G H f d J K`, `ESC 7`/`ESC 8` (save/restore),
    ///   `ESC M`/`ESC D`/`ESC E` (line moves), and showing or hiding the cursor (`ESC [ ? 25 h|l`);
    ///
    /// and drops everything else, whole: every other escape and CSI sequence, OSC/DCS/SOS/PM/APC
    /// strings up to their terminator, BEL and the other C0 controls, every C1 control (U+0080–009F,
    /// 8-bit CSI and OSC included), and the bidirectional controls `TerminalText` also refuses. It is one state machine over the whole recording, so a sequence
    /// split across two events is still seen as one. `dropped` counts the sequences and controls left out.
    public struct Filter: Sendable {
        enum State: Sendable {
            case ground
            /// After ESC; `intermediates` counts bytes 0x20–0x2F seen.
            case escape(intermediates: Int)
            /// Inside a CSI sequence; `kept` is its text so far (it is written only once complete and allowed).
            case csi(kept: String)
            /// Inside an OSC/DCS/SOS/PM/APC string (dropped); `afterEscape` when the last scalar was ESC.
            case string(afterEscape: Bool)
        }

        var state: State = .ground
        public private(set) var dropped = 0
        /// A CSI sequence longer than this is dropped (no allowed one is near it).
        static let maxSequence = 32

        public init() {}

        /// The part of `text` that may reach the terminal.
        public mutating func pass(_ text: String) -> String {
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { step(scalar, into: &out) }
            return String(out)
        }

        mutating func step(_ scalar: Unicode.Scalar, into out: inout String.UnicodeScalarView) {
            let v = scalar.value
            switch state {
            case .ground:
                if scalar == "\u{1B}" {
                    state = .escape(intermediates: 0)
                } else if v == 0x9B {
                    state = .csi(kept: "")  // 8-bit CSI: read to its end, then dropped (kept never starts with ESC [)
                } else if v == 0x90 || v == 0x98 || v == 0x9D || v == 0x9E || v == 0x9F {
                    state = .string(afterEscape: false)
                } else if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) {
                    if scalar == "\n" || scalar == "\r" || scalar == "\t" || v == 0x08 {
                        out.append(scalar)
                    } else {
                        dropped += 1
                    }
                } else if TerminalText.isBidiControl(scalar) {
                    dropped += 1  // it would reorder what the terminal shows (see `TerminalText`)
                } else {
                    out.append(scalar)
                }
            case .escape(let intermediates):
                switch v {
                case 0x5B where intermediates == 0:  // [
                    state = .csi(kept: "\u{1B}[")
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _ (a string, whatever came between)
                    state = .string(afterEscape: false)
                case 0x20...0x2F:
                    state = .escape(intermediates: intermediates + 1)
                case 0x30...0x7E:
                    if intermediates == 0, "78MDE".unicodeScalars.contains(scalar) {
                        out.append("\u{1B}")
                        out.append(scalar)
                    } else {
                        dropped += 1
                    }
                    state = .ground
                default:
                    // Not a sequence after all: the ESC is dropped, the scalar read as text.
                    dropped += 1
                    state = .ground
                    step(scalar, into: &out)
                }
            case .csi(let kept):
                switch v {
                case 0x20...0x3F:
                    if kept.unicodeScalars.count >= Self.maxSequence {
                        state = .csi(kept: "")  // too long: read to its end, dropped
                    } else {
                        state = .csi(kept: kept.isEmpty ? "" : kept + String(scalar))
                    }
                case 0x40...0x7E:
                    let sequence = kept + String(scalar)
                    if !kept.isEmpty, Self.allowed(csi: sequence) {
                        out.append(contentsOf: sequence.unicodeScalars)
                    } else {
                        dropped += 1
                    }
                    state = .ground
                default:
                    dropped += 1
                    state = .ground
                    step(scalar, into: &out)
                }
            case .string(let afterEscape):
                if v == 0x07 || v == 0x9C || (afterEscape && scalar == "\\") {
                    dropped += 1
                    state = .ground
                } else if afterEscape && scalar != "\u{1B}" {
                    // ESC then something else ends the string (as terminals do); the ESC starts anew.
                    dropped += 1
                    state = .escape(intermediates: 0)
                    step(scalar, into: &out)
                } else {
                    state = .string(afterEscape: scalar == "\u{1B}")
                }
            }
        }

        /// `ESC [ params final`: SGR, cursor moves, erasing, and `?25h`/`?25l`.
        static func allowed(csi sequence: String) -> Bool {
            let body = sequence.dropFirst(2)
            guard let final = body.last else { return false }
            let parameters = body.dropLast()
            if parameters == "?25" { return final == "h" || final == "l" }
            guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return false }
            return "mABCDEFGHfdJK".contains(final)
        }

        /// What to write after the last event, whatever state the recording left: colours off and the
        /// cursor shown again.
        public static let restore = "\u{1B}[0m\u{1B}[?25h"
    }
}
