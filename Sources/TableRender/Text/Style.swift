// Colour without global state.
//
// Why not Rainbow's `Rainbow.enabled` switch: it is one process-wide mutable flag. Tests run in
// parallel and snapshot tests must produce the same bytes whether or not they run in a terminal, so
// the decision "colour or not" is a value (`Palette`) that the caller makes once — from the real
// environment in the executable, `Palette.plain` or `Palette.colored` in tests — and passes down.
// The renderer never asks the environment itself.

/// An SGR (Select Graphic Rendition) style: the parameters of one `ESC [ … m` sequence.
public struct TextStyle: Sendable, Hashable {
    /// SGR parameters, e.g. `[1, 31]` for bold red.
    public var parameters: [Int]

    public init(_ parameters: Int...) {
        self.parameters = parameters
    }

    public init(parameters: [Int]) {
        self.parameters = parameters
    }

    /// The escape sequence that switches this style on (`""` for an empty style).
    public var opening: String {
        parameters.isEmpty ? "" : "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }

    /// Both styles at once (`.bold + .red`).
    public static func + (lhs: TextStyle, rhs: TextStyle) -> TextStyle {
        TextStyle(parameters: lhs.parameters + rhs.parameters)
    }

    public static let bold = TextStyle(1)
    public static let dim = TextStyle(2)
    public static let italic = TextStyle(3)
    public static let underline = TextStyle(4)
    public static let red = TextStyle(31)
    public static let green = TextStyle(32)
    public static let yellow = TextStyle(33)
    public static let blue = TextStyle(34)
    public static let magenta = TextStyle(35)
    public static let cyan = TextStyle(36)
}

/// Semantic colours for everything tablelab draws, switched on or off as a whole.
///
/// Renderers ask for a *role* ("this cell was reused"), never for a colour, so the meaning of a
/// colour is decided in one place and a picture reads the same with colour off (the text carries
/// the meaning; colour only helps).
public struct Palette: Sendable {
    /// What a piece of text means. Colours follow the event it belongs to, so a learner can follow
    /// one cell through the picture: created → reused → queue → display → end.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// A new cell object was created (green).
        case created
        /// A cell came back from the reuse queue (yellow).
        case reused
        /// A cell went into the reuse queue (cyan).
        case enqueue
        /// The reuse queue itself (cyan).
        case queue
        /// `willDisplay` / on screen (blue).
        case display
        /// `didEndDisplaying` / gone from screen (dim).
        case end
        /// The simulated app crashed (bold red).
        case crash
        /// Titles and headings (bold).
        case heading
        /// Secondary text (dim).
        case dim
        /// Something to watch out for (yellow).
        case warning
        /// A good outcome, e.g. a fix that worked (green).
        case good
        /// A bad outcome, e.g. a wrong image shown (red).
        case bad
        /// Highlights (magenta).
        case accent
        /// File paths and commands to type (bold).
        case path
    }

    /// The SGR sequence that resets every attribute.
    public static let reset = "\u{1B}[0m"

    /// The default style of every role.
    public static let defaultStyles: [Role: TextStyle] = [
        .created: .green,
        .reused: .yellow,
        .enqueue: .cyan,
        .queue: .cyan,
        .display: .blue,
        .end: .dim,
        .crash: .bold + .red,
        .heading: .bold,
        .dim: .dim,
        .warning: .yellow,
        .good: .green,
        .bad: .red,
        .accent: .magenta,
        .path: .bold,
    ]

    /// When false, ``paint(_:_:)`` returns text unchanged: no escape sequence is ever written.
    public var enabled: Bool
    /// The style of each role; roles missing here fall back to ``defaultStyles``.
    public var styles: [Role: TextStyle]

    public init(enabled: Bool, styles: [Role: TextStyle] = Palette.defaultStyles) {
        self.enabled = enabled
        self.styles = styles
    }

    /// No colour: for scripts, pipes, `TERM=dumb`, `NO_COLOR`, and snapshot tests of plain text.
    public static let plain = Palette(enabled: false)
    /// Colour on, default styles: for snapshot tests of styled output.
    public static let colored = Palette(enabled: true)

    /// The style used for `role`.
    public func style(for role: Role) -> TextStyle {
        styles[role] ?? Palette.defaultStyles[role] ?? TextStyle()
    }

    /// `text` in the style of `role` when colour is enabled; `text` unchanged otherwise.
    public func paint(_ text: some StringProtocol, _ role: Role) -> String {
        paint(text, style(for: role))
    }

    /// `text` wrapped in `style` and a reset when colour is enabled; `text` unchanged otherwise.
    ///
    /// Painting already-painted text nests: every reset inside `text` is followed by `style` again,
    /// so `paint("a " + paint("b", .bad) + " c", .heading)` keeps " c" bold. Empty text stays empty
    /// (no escape sequences around nothing).
    public func paint(_ text: some StringProtocol, _ style: TextStyle) -> String {
        let opening = style.opening
        guard enabled, !opening.isEmpty, !text.isEmpty else { return String(text) }
        var result = opening
        var tokens = ANSITokens(Substring(text))
        while let token = tokens.next() {
            switch token {
            case .escape(let sequence):
                result += sequence
                if token.isSGRReset { result += opening }
            case .character(let character):
                result.append(character)
            }
        }
        return result + Palette.reset
    }

    /// Decides whether to colour, following the conventions people already set in their shells:
    ///
    /// 1. `NO_COLOR` set to anything non-empty → off (<https://no-color.org>; it wins over
    ///    everything, because a person who set it may not be able to read colour at all).
    /// 2. `FORCE_COLOR` non-empty and not `"0"` → on, even into a pipe (CI logs, `less -R`).
    ///    `FORCE_COLOR=0` is read as "do not force" — the Node.js convention — and the rules below
    ///    apply.
    /// 3. `TERM=dumb` → off (Emacs shells, some CI runners: escape codes would print as garbage).
    /// 4. Output is not a terminal → off (pipes and files get plain text).
    /// 5. Otherwise → on.
    ///
    /// Takes the environment and TTY-ness as arguments instead of reading them, so every rule is
    /// testable and the library never touches process state.
    public static func fromEnvironment(isTTY: Bool, environment: [String: String]) -> Palette {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return .colored }
        if environment["TERM"] == "dumb" { return .plain }
        return isTTY ? .colored : .plain
    }
}
