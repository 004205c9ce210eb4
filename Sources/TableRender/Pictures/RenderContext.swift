// How a picture is drawn, as opposed to what it shows.
//
// Every picture in this folder is a value built from simulation values (`TableState`, `Event`,
// `Step`) and turned into lines by `render(in:)`. The choices that belong to the person looking —
// their language, whether their terminal takes colour, how wide it is, whether it can draw box
// characters — travel together in one `RenderContext`, decided once by the caller. No picture reads
// the environment or prints: the same inputs give the same lines, which is what makes snapshot tests
// and pasted slides trustworthy.
import TableSim
import TableText

/// The reader's side of a picture: language, colour, terminal width and border style.
public struct RenderContext: Sendable {
    /// The language labels are written in. API names (`cellForRowAt`) are never translated.
    public var language: Language
    /// Colour on or off (NO_COLOR, pipes, `TERM=dumb` are decided by the caller).
    public var palette: Palette
    /// Terminal columns available. Pictures are laid out for 60 and more and degrade readably down
    /// to 40; below ``minimumWidth`` they are drawn at ``minimumWidth`` and the terminal wraps.
    public var width: Int
    /// Box-drawing characters, or ASCII. `.ascii` also switches every symbol to its ASCII form.
    public var border: Box.Border
    /// The learner's file, line by line, when the table runs their app (`app FILE.swift`): an event
    /// with a line (`Event.site`) is shown with it — "line 42 · cell.imageView?.image = image".
    public var sourceLine: (@Sendable (Int) -> String?)?

    /// The narrowest layout the pictures are designed for.
    public static let minimumWidth = 40

    public init(language: Language = .en, palette: Palette = .plain, width: Int = 80,
                border: Box.Border = .unicode) {
        self.language = language
        self.palette = palette
        self.width = width
        self.border = border
    }

    /// "line 42 · code" for the learner's line of `e`, when the table runs their app; nil otherwise.
    public func sourceText(_ e: Event) -> String? {
        guard let site = e.site, site.line > 0, let line = sourceLine?(Int(site.line)) else { return nil }
        let code = line.trimmingCharacters(in: .whitespaces).visibleControls
        return text(L10n.App.Session.line(line: String(site.line), code: code))
    }

    /// The width pictures lay themselves out in: `width`, but never below ``minimumWidth``.
    public var columns: Int { max(width, RenderContext.minimumWidth) }

    /// The symbols matching ``border`` (Unicode marks, or their ASCII stand-ins).
    public var symbols: Symbols { border == .ascii ? .ascii : .unicode }

    /// The message in the reader's language, inline (`both`: "English / 한국어" — a slash, because
    /// " · " separates the parts of a line).
    public func text(_ message: Message) -> String {
        language.text(message)
    }

    /// The message as a block of its own lines (`both`: the English lines, then the Korean ones) —
    /// for a message that is a whole paragraph of the output, not a part of a line.
    public func block(_ message: Message) -> String {
        language.block(message)
    }

    /// `text` painted in `role` (unchanged when colour is off).
    public func paint(_ text: some StringProtocol, _ role: Palette.Role) -> String {
        palette.paint(text, role)
    }

    /// Whether row content should prefer the Korean text of a row (`ko` and `both`).
    var prefersKorean: Bool { language != .en }

    /// The first candidate that fits in `width` columns; when none does, the last one cut to fit
    /// (with this context's ellipsis). Lets a line say everything when there is room and the
    /// essentials when there is not, instead of losing its end to truncation.
    func firstFitting(_ candidates: [String], width: Int) -> String {
        for c in candidates where c.displayWidth <= width { return c }
        return fit(candidates.last ?? "", width: width)
    }

    /// `text` cut to at most `width` columns with this context's ellipsis (never padded).
    func fit(_ text: String, width: Int) -> String {
        guard text.displayWidth > width else { return text }
        return text.cut(toWidth: width, ellipsis: symbols.ellipsis).text
    }

    /// `text` made exactly `width` columns wide with this context's ellipsis.
    func fitted(_ text: String, width: Int, alignment: ColumnAlignment = .left) -> String {
        text.fitted(toWidth: width, alignment: alignment, ellipsis: symbols.ellipsis)
    }

    /// A titled box `width` columns wide whose lines are already fitted (so the ellipsis is ours).
    func box(title: String?, rows: [Box.Row], width: Int, padding: Int = 1) -> [String] {
        let inner = max(1, width - 2 - 2 * padding)
        let fittedRows = rows.map { row -> Box.Row in
            guard case .text(let line) = row else { return row }
            return .text(fitted(line, width: inner))
        }
        let shownTitle = title.map { $0.displayWidth > width - 6 ? fit($0, width: max(1, width - 6)) : $0 }
        return Box(title: shownTitle, rows: fittedRows, width: width, border: border, padding: padding).render()
    }
}
