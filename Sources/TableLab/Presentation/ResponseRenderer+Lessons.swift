import TableRender
import TableText

extension ResponseRenderer {
    /// A lesson step as text: narration wrapped to the terminal, the lesson's command as if typed at
    /// the prompt, its pictures, the verdict and the Swift.
    static func lessonLines(_ view: LessonView, session: Session, context ctx: RenderContext) -> [String] {
        var lines: [String] = []
        for block in view.blocks {
            switch block {
            case .text(let b, let tone):
                let role: Palette.Role?
                switch tone {
                case .plain: role = nil
                case .heading: role = .heading
                case .question: role = .accent
                case .good: role = .good
                case .bad: role = .bad
                case .dim: role = Palette.Role.dim
                }
                var texts: [String]
                switch ctx.language {
                case .en: texts = [b.en]
                case .ko: texts = [b.ko]
                case .both: texts = b.en == b.ko ? [b.en] : [b.en, b.ko]
                }
                if tone == .heading || tone == .plain && b.en.hasPrefix("  ") { lines += tone == .heading ? [""] : [] }
                for text in texts {
                    for (i, para) in text.components(separatedBy: "\n\n").enumerated() {
                        if i > 0 { lines.append("") }
                        // An indented paragraph is a choice, a verdict or a lesson's aligned lines:
                        // each line keeps its place, and one too wide hangs under its own text.
                        let wrapped = para.hasPrefix("  ")
                            ? para.components(separatedBy: "\n").flatMap { HelpText.wrapItem($0, width: ctx.columns) }
                            : HelpText.wrap(para, width: ctx.columns)
                        lines += wrapped.map { w in role.map { r in ctx.paint(w, r) } ?? w }
                    }
                }
            case .command(let line):
                lines.append(ctx.paint("› ", Palette.Role.dim) + ctx.paint(line, .accent))
            case .response(let r):
                lines += render(r, session: session, context: ctx)
            case .code(let code):
                lines += SwiftLineWrap.wrap(code, width: ctx.columns)
            }
        }
        return lines
    }
}
