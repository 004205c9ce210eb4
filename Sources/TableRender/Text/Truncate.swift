// Fitting text into a fixed number of terminal columns.
//
// Everything here counts columns with `displayWidth` (so "가" is 2 and an SGR colour sequence is 0),
// works on whole grapheme clusters (a cut never separates "e" from its accent or a family emoji into
// people), and passes escape sequences through untouched.

/// Where the padding goes when text is narrower than its column.
public enum ColumnAlignment: Sendable, Hashable {
    /// Text at the left, padding on the right ("pad right").
    case left
    /// Text at the right, padding on the left ("pad left") — for numbers.
    case right
    /// Text in the middle; when the padding is odd, the extra column goes on the **right**, so
    /// centring the same text in the same width always gives the same picture.
    case center
}

extension StringProtocol {
    /// The text cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    ///
    /// Exact behaviour:
    /// - Text that already fits (`displayWidth <= width`) is returned **unchanged** (no padding).
    /// - `width <= 0` gives `""`.
    /// - Otherwise whole clusters are kept while they fit in `width - ellipsis.displayWidth`
    ///   columns; the ellipsis follows. If the next cluster is 2 columns wide and only 1 column is
    ///   left, it is dropped and a space is added **after** the ellipsis, so a cut result is always
    ///   exactly `width` columns — never one more (the box border would move) and never one less
    ///   (the next column would move). With `"가나다라"`: width 5 → `"가나…"`, 4 → `"가… "`,
    ///   3 → `"가…"`, 2 → `"… "`, 1 → `"…"`.
    /// - If the ellipsis itself is wider than `width`, the text is cut without one.
    /// - Escape sequences before the cut are kept. If a style is still active where the text was
    ///   cut (the last SGR sequence kept was not a reset), the ellipsis is drawn in that style and
    ///   `ESC[0m` is appended after it, so the style cannot leak into whatever is printed next (a
    ///   box border, the next cell). Escape sequences after the cut are dropped. The padding space
    ///   comes after the reset, so it is never underlined or coloured.
    ///
    /// - Parameters:
    ///   - width: the column budget.
    ///   - ellipsis: what marks the cut; `"…"` (U+2026, 1 column). Pass `""` for a hard cut.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard displayWidth > width else { return width > 0 ? String(self) : "" }
        let (text, used) = cut(toWidth: width, ellipsis: ellipsis)
        let missing = width - used
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// ``truncated(toWidth:ellipsis:)`` without the final padding, and the width of the result
    /// (which may be one column short of `width` after a 2-column cluster). For callers that fill
    /// the gap with something other than a space, like the rule after a box title.
    func cut(toWidth width: Int, ellipsis: String = "…") -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let text = Substring(self)
        let fullWidth = text.displayWidth
        if fullWidth <= width { return (String(text), fullWidth) }

        let ellipsisWidth = ellipsis.displayWidth
        let marker = ellipsisWidth <= width ? ellipsis : ""
        let budget = width - (ellipsisWidth <= width ? ellipsisWidth : 0)

        var kept = ""
        var used = 0
        var styleActive = false
        var tokens = ANSITokens(text)
        scan: while let token = tokens.next() {
            switch token {
            case .escape(let sequence):
                kept += sequence
                if token.isSGRReset {
                    styleActive = false
                } else if token.isSGR {
                    styleActive = true
                }
            case .character(let character):
                let w = character.displayWidth
                if used + w > budget { break scan }
                kept.append(character)
                used += w
            }
        }
        kept += marker
        if styleActive { kept += Palette.reset }
        return (kept, used + (marker.isEmpty ? 0 : ellipsisWidth))
    }

    /// The text padded with `fill` to at least `width` columns. Text that is already `width` columns
    /// or wider is returned unchanged — use ``fitted(toWidth:alignment:ellipsis:)`` for an exact width.
    ///
    /// - Parameters:
    ///   - alignment: `.left` pads on the right, `.right` pads on the left, `.center` splits the
    ///     padding (extra column on the right).
    ///   - fill: a 1-column character (a 2-column fill could not hit an odd width exactly).
    public func padded(
        toWidth width: Int, alignment: ColumnAlignment = .left, fill: Character = " "
    ) -> String {
        precondition(fill.displayWidth == 1, "padding must be a 1-column character")
        let missing = width - displayWidth
        guard missing > 0 else { return String(self) }
        let left: Int
        switch alignment {
        case .left: left = 0
        case .right: left = missing
        case .center: left = missing / 2
        }
        return String(repeating: fill, count: left) + self
            + String(repeating: fill, count: missing - left)
    }

    /// The text made **exactly** `width` columns wide (for `width >= 0`): truncated with an ellipsis
    /// when too wide (see ``truncated(toWidth:ellipsis:)``), padded when too narrow. This is what
    /// table cells and box lines use: the result's `displayWidth` is always `max(width, 0)`.
    public func fitted(
        toWidth width: Int, alignment: ColumnAlignment = .left, ellipsis: String = "…"
    ) -> String {
        // Text that fits (nearly every line of a box) is measured once, not once to truncate and
        // again to pad: a viewport of 60 lines fitted each line four times (attack M7).
        let measured = displayWidth
        guard measured > width else {
            guard width > 0 else { return "" }
            let missing = width - measured
            guard missing > 0 else { return String(self) }
            let left = alignment == .right ? missing : alignment == .center ? missing / 2 : 0
            return String(repeating: " ", count: left) + self + String(repeating: " ", count: missing - left)
        }
        return truncated(toWidth: width, ellipsis: ellipsis).padded(toWidth: width, alignment: alignment)
    }
}
