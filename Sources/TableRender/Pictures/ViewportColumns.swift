import TableSim
import TableText

// Column arithmetic for the viewport box, kept apart from what the box shows.
//
// A row line is `head + middle + tail`:
//
//     " ↻ [0, 17]  cell#1   "cell"  " + "Row 17      was [0, 0]" + " ◓ ㄱ ▐"
//      mark path   cell id  identifier   content     notes         cut index thumb
//
// The head columns are padded to the widest value on screen so the cell ids line up (the eye follows
// them down the box); the tail is a fixed strip at the right edge. When the terminal is narrow, the
// head gives way step by step (tighter gaps, then the identifier when every cell shares one, then a
// compact `0:17` path), so the row's own text keeps enough room to be read — down to 40 columns.

extension ViewportPicture {
    struct Columns {
        /// One way of laying out the head.
        struct Level: Equatable {
            var gap: Int
            var compactPath: Bool
            var showIdentifier: Bool
        }

        let rows: [RowLine]
        let pathWidth: Int
        let compactPathWidth: Int
        let cellWidth: Int
        let identifierWidth: Int
        let indexWidth: Int
        let levels: [Level]
        /// Whether rows carry images (the loading lessons): then each row says what its image view shows.
        let showsImages: Bool
        /// The widest row text (without detail), capped: what the middle must keep room for.
        let textNeed: Int
        /// Whether an update marked a row (`+` inserted, `⇅` moved, `−` deleted): then every row has
        /// a two-column gutter before its ✚ / ↻ mark, so the paths stay in one column.
        let hasGutter: Bool

        static let maxIdentifierWidth = 14

        init(picture: ViewportPicture, items: [Item], ctx: RenderContext) {
            rows = items.compactMap { if case .row(let r) = $0 { return r } else { return nil } }
            pathWidth = rows.map { $0.path.description.displayWidth }.max() ?? 0
            compactPathWidth = rows.map { $0.path.compact.displayWidth }.max() ?? 0
            cellWidth = rows.map { ($0.cell?.name ?? "").displayWidth }.max() ?? 0
            identifierWidth = min(Columns.maxIdentifierWidth,
                                  rows.map { Columns.identifier($0).displayWidth }.max() ?? 0)
            indexWidth = (picture.state.indexTitles ?? []).map(\.displayWidth).max() ?? 0
            let identifiers = Set(rows.map { $0.cell?.identifier ?? "\u{0}nil" })
            let droppable = identifiers.count <= 1
            var levels = [Level(gap: 2, compactPath: false, showIdentifier: true),
                          Level(gap: 1, compactPath: false, showIdentifier: true)]
            if droppable { levels.append(Level(gap: 1, compactPath: false, showIdentifier: false)) }
            levels.append(Level(gap: 1, compactPath: true, showIdentifier: !droppable))
            self.levels = levels
            showsImages = picture.state.showsImages
            hasGutter = rows.contains { $0.gutter != .none }
            textNeed = min(12, rows.map { ctx.prefersKorean ? ($0.korean ?? $0.text) : $0.text }
                .map(\.displayWidth).max() ?? 0)
        }

        static func identifier(_ row: RowLine) -> String {
            guard let cell = row.cell else { return "" }
            return cell.identifier.map { "\"\($0)\"" } ?? "nil"
        }

        /// `" " + mark + " " + path + gap + cell + gap + identifier + gap`.
        func headWidth(_ level: Level) -> Int {
            3 + (hasGutter ? 2 : 0) + (level.compactPath ? compactPathWidth : pathWidth) + level.gap + cellWidth + level.gap
                + (level.showIdentifier && identifierWidth > 0 ? identifierWidth + level.gap : 0)
        }

        /// `" " + cut + (" " + index) + " " + thumb`.
        var tailWidth: Int { 4 + (indexWidth > 0 ? indexWidth + 1 : 0) }

        /// The first level that leaves the row text room to be read and keeps the notes at least in
        /// short form ("was" matters more than a gap or an identifier every row shares); failing
        /// that, the first that leaves the text room.
        func level(forInner inner: Int, _ ctx: RenderContext) -> Level {
            let shortNotes = 4
            for level in levels where inner - tailWidth - headWidth(level) >= textNeed
                && noteLevel(middle: inner - tailWidth - headWidth(level), ctx) <= shortNotes {
                return level
            }
            // Otherwise the level that keeps the most notes (a stale α0.5 is the lesson of a row).
            let roomy = levels.filter { inner - tailWidth - headWidth($0) >= textNeed }
            if let best = roomy.min(by: { noteLevel(middle: inner - tailWidth - headWidth($0), ctx)
                                          < noteLevel(middle: inner - tailWidth - headWidth($1), ctx) }) {
                return best
            }
            return levels.last!
        }

        func preferredOuterWidth(_ ctx: RenderContext) -> Int {
            let head = headWidth(levels[0])
            let middle = rows.map { naturalMiddle($0, ctx) }.max() ?? 0
            let rowsWant = head + middle + tailWidth + 2
            return min(ctx.columns, max(rowsWant, 60))
        }

        func tail(index: IndexMark?, thumb: Bool, cut: String, _ ctx: RenderContext) -> String {
            var t = " " + cut
            if indexWidth > 0 {
                let text = index.map { ctx.fitted($0.text, width: indexWidth, alignment: .center) }
                    ?? String(repeating: " ", count: indexWidth)
                t += " " + (index?.current == true ? ctx.paint(text, .accent) : ctx.paint(text, .dim))
            }
            return t + " " + (thumb ? ctx.symbols.thumb : " ")
        }

        // MARK: One row

        func rowText(_ row: RowLine, width: Int, level: Level, noteLevel: Int, _ ctx: RenderContext) -> String {
            let s = ctx.symbols
            let gap = String(repeating: " ", count: level.gap)
            let role: Palette.Role? = switch row.change {
            case .created: .created
            case .reused: .reused
            case .unchanged: nil
            }
            let mark = switch row.change {
            case .created: s.created
            case .reused: s.reused
            case .unchanged: " "
            }
            let path = (level.compactPath ? row.path.compact : row.path.description)
                .padded(toWidth: level.compactPath ? compactPathWidth : pathWidth)
            let name = row.cell?.name ?? ""
            let cellName = (role.map { ctx.paint(name, $0) } ?? name).padded(toWidth: cellWidth)
            var head = " " + gutterMark(row.gutter, ctx) + (role.map { ctx.paint(mark, $0) } ?? mark) + " " + path + gap + cellName + gap
            if level.showIdentifier && identifierWidth > 0 {
                head += ctx.paint(ctx.fitted(Columns.identifier(row), width: identifierWidth), .dim) + gap
            }
            let middle = max(0, width - head.displayWidth)
            return head + middleText(row, width: middle, noteLevel: noteLevel, ctx)
        }

        /// The update's mark and a space, coloured on top of the mark (never colour alone); nothing
        /// when no row on screen has one.
        private func gutterMark(_ gutter: Gutter, _ ctx: RenderContext) -> String {
            guard hasGutter else { return "" }
            let s = ctx.symbols
            switch gutter {
            case .none: return "  "
            case .inserted: return ctx.paint(s.inserted, .created) + " "
            case .moved: return ctx.paint(s.moved, .accent) + " "
            case .deleted: return ctx.paint(s.deleted, .bad) + " "
            }
        }

        /// How much of each note a row shows: its long form, its short form, or nothing.
        enum NoteForm { case long, short, none }

        /// Note levels, tried in order until every row on screen fits; the same level is used for
        /// all rows so the notes line up and read alike. Order of giving way: the cut size, then "was",
        /// then flags and image in short form; a wrong image is the last thing to go.
        static let noteLevels: [(image: NoteForm, flags: NoteForm, was: NoteForm, cut: NoteForm)] = [
            (.long, .long, .long, .long), (.long, .long, .long, .short), (.long, .long, .long, .none),
            (.long, .long, .short, .none), (.short, .short, .short, .none), (.short, .short, .none, .none),
            (.short, .none, .none, .none), (.none, .none, .none, .none),
        ]

        struct Note {
            var text: String
            var role: Palette.Role
        }

        /// The notes of a row at a note level, most important first.
        func notes(_ row: RowLine, level: Int, _ ctx: RenderContext) -> [Note] {
            let s = ctx.symbols
            let forms = Columns.noteLevels[min(level, Columns.noteLevels.count - 1)]
            typealias T = L10n.Columns
            var notes: [Note] = []
            func pick(_ form: NoteForm, _ long: String, _ short: String, _ role: Palette.Role) {
                switch form {
                case .long: notes.append(Note(text: long, role: role))
                case .short: notes.append(Note(text: short, role: role))
                case .none: break
                }
            }
            if showsImages, let cell = row.cell {
                // "empty · loading [0, 0]": what the image view shows, then what is on its way.
                let loading = cell.loadingRow.map { s.separator + ctx.text(T.loading(row: $0.description)) } ?? ""
                switch cell.image {
                case .image(let p) where p == row.path:
                    pick(forms.image, ctx.text(T.image) + " \(s.check)" + loading, s.image + s.check, .good)
                case .image(let p):
                    pick(forms.image, s.wrongImage + " " + ctx.text(T.wrongImage(row: p.description)) + loading,
                         s.image + s.released + p.compact, .bad)
                case .placeholder:
                    pick(forms.image, ctx.text(T.placeholder) + loading, s.image + "?", .dim)
                case .none:
                    pick(forms.image, ctx.text(T.empty) + loading, s.image + "-", .dim)
                }
            }
            if let cell = row.cell {
                if cell.alpha != 1 {
                    pick(forms.flags, s.alpha + NumberText.alpha(cell.alpha), s.alpha + NumberText.alpha(cell.alpha), .warning)
                }
                if cell.isSelected {
                    pick(forms.flags, s.selection + ctx.text(T.selected), s.selection + ctx.text(T.selectedShort), .good)
                }
                // The checkmark the app put on the cell object; another row's when it leaked.
                if let p = cell.checkmarkSetFor, p == row.path {
                    pick(forms.flags, s.check + ctx.text(T.checkmark), s.check, .good)
                } else if let p = cell.checkmarkSetFor {
                    pick(forms.flags, s.check + ctx.text(T.checkmarkOf(row: p.description)), s.check + s.backArrow + p.compact, .bad)
                }
            }
            if case .reused(let was?) = row.change {
                pick(forms.was, ctx.text(T.was) + " \(was)", s.backArrow + was.compact, .reused)
            }
            switch row.cut {
            case .none: break
            case .top(let shown, let h), .bottom(let shown, let h):
                let a = NumberText.points(shown), b = NumberText.points(h)
                pick(forms.cut, ctx.text(T.cutSize(shown: a, height: b)), "\(a)/\(b)", .dim)
            case .offScreen:
                // Not "0 of 44 pt" beside the "cut by the edge" mark: nothing of it shows.
                pick(forms.cut, ctx.text(L10n.Viewport.Legend.offScreen), ctx.text(L10n.Viewport.Legend.offScreenShort), .dim)
            }
            return notes
        }

        static func width(of notes: [Note]) -> Int {
            notes.isEmpty ? 0 : notes.map(\.text.displayWidth).reduce(0, +) + 2 * (notes.count - 1) + 2
        }

        private func text(_ row: RowLine, _ ctx: RenderContext) -> String {
            ctx.prefersKorean ? (row.korean ?? row.text) : row.text
        }

        /// The columns a row must keep for its text.
        private func need(_ row: RowLine, _ ctx: RenderContext) -> Int {
            row.cell == nil ? noCell(ctx).displayWidth : min(text(row, ctx).displayWidth, textNeed)
        }

        /// The first note level at which every row keeps `need` columns for its text in `middle`.
        func noteLevel(middle: Int, _ ctx: RenderContext) -> Int {
            for level in Columns.noteLevels.indices {
                if rows.allSatisfy({ need($0, ctx) + Columns.width(of: notes($0, level: level, ctx)) + 1 <= middle }) {
                    return level
                }
            }
            return Columns.noteLevels.count - 1
        }

        func naturalMiddle(_ row: RowLine, _ ctx: RenderContext) -> Int {
            guard row.cell != nil else { return noCell(ctx).displayWidth + 1 }
            let w = text(row, ctx).displayWidth + (row.detail.map { $0.displayWidth + 2 } ?? 0)
            return w + Columns.width(of: notes(row, level: 0, ctx)) + 1
        }

        private func noCell(_ ctx: RenderContext) -> String { ctx.text(L10n.Columns.noCell) }

        /// Row text at the left, then the detail (cut with "…" when it does not quite fit, left out
        /// when fewer than 6 columns are left for it), notes right-aligned.
        func middleText(_ row: RowLine, width: Int, noteLevel: Int, _ ctx: RenderContext) -> String {
            guard row.cell != nil else {
                return ctx.paint(ctx.fitted(noCell(ctx), width: width), .bad)
            }
            let notes = self.notes(row, level: noteLevel, ctx)
            let textWidth = max(0, width - Columns.width(of: notes))
            let main = text(row, ctx)
            var content = main
            if let detail = row.detail {
                let room = textWidth - main.displayWidth - 2 - 1
                if room >= detail.displayWidth || room >= 10 {
                    content = main + "  " + ctx.paint(ctx.fit(detail, width: room), .dim)
                }
            }
            var shown = ctx.fitted(content, width: textWidth)
            if row.cut != .none { shown = ctx.paint(shown, .dim) }
            guard !notes.isEmpty else { return shown }
            return shown + "  " + notes.map { ctx.paint($0.text, $0.role) }.joined(separator: "  ")
        }
    }
}
