/// The app's data, as the data source sees it: how many sections, how many rows in each, their
/// titles, the index strip, and what each row shows. Rows are never stored one by one for the
/// generated sets, so a table of ten million rows costs a few numbers.
public struct TableData: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// "Row 0", "Row 1", … — `rows N` (one untitled section) or `sections 3x10` / `5,12,3`
        /// (titled sections: the natural model is an array of arrays, `[[Item]]`).
        case numbers(rowCounts: [Int], titled: Bool)
        /// The seed book's movie chart: titles, ratings and thumbnails to download.
        case movies(count: Int)
        /// Seed 003: Korean region and time-zone names in sections ㄱ…ㅎ with a Korean index strip.
        case regionsKorean
        /// The same places by English name, in sections A…Z with an A…Z index strip.
        case regionsEnglish
        /// A learner's app (`app FILE.swift`): the counts its data source answered, per section. What
        /// a row shows is what the app put in the cell (`Cell.text`).
        case app(rowCounts: [Int])
    }

    public var source: Source
    /// Rows and sections the app inserted, deleted or moved since the data was loaded (`insert`,
    /// `delete`, `move`, `batch`); nil while the data is as generated.
    public internal(set) var edits: DataEdits?

    public init(_ source: Source) { self.source = source }

    /// The default table: one section of 100 rows.
    public static let standard = TableData(.numbers(rowCounts: [100], titled: false))

    public static let maxRows = 10_000_000
    public static let maxSections = 100_000

    /// What `numberOfRowsInSection` answers for each section. With `jamo raw` the Korean data is
    /// grouped under U+1100 initials but looked up by U+3131 titles, so every lookup misses.
    public func rowCounts(jamo: JamoMode) -> [Int] {
        if let edits { return edits.rowCounts }
        switch source {
        case .numbers(let counts, _): return counts
        case .movies(let n): return [n]
        case .regionsKorean:
            let groups = RegionNames.groupedByInitial(folding: true)
            if jamo == .raw { return groups.map { _ in 0 } }
            return groups.map { $0.names.count }
        case .regionsEnglish:
            return RegionNames.groupedByEnglishInitial().map { $0.names.count }
        case .app(let counts): return counts
        }
    }

    /// What `titleForHeaderInSection` answers (nil: no header is drawn).
    public func sectionTitles() -> [String?] {
        if let edits {
            let generated = TableData(source).sectionTitles()
            return edits.sections.map { section in
                switch section.origin {
                case .original(let s): return generated[s]
                case .inserted(let n): return generated.contains { $0 != nil } ? "New section \(n)" : nil
                }
            }
        }
        switch source {
        case .numbers(let counts, let titled):
            return counts.indices.map { titled ? "Section \($0)" : nil }
        case .movies: return [nil]
        case .app(let counts): return counts.map { _ in nil }
        case .regionsKorean:
            return RegionNames.groupedByInitial(folding: true).map { String($0.title) }
        case .regionsEnglish:
            return RegionNames.groupedByEnglishInitial().map { String($0.title) }
        }
    }

    /// What `sectionIndexTitles(for:)` answers: the strip at the right edge, or nil for none.
    public func indexTitles() -> [String]? {
        switch source {
        case .numbers, .movies, .app: return nil
        case .regionsKorean: return Hangul.indexTitles
        case .regionsEnglish: return RegionNames.groupedByEnglishInitial().map { String($0.title) }
        }
    }

    /// What `tableView(_:sectionForSectionIndexTitle:at:)` answers: the section whose title matches.
    public func section(forIndexTitle title: String, at index: Int) -> Int {
        let titles = sectionTitles()
        return titles.firstIndex { $0 == title } ?? min(index, max(0, titles.count - 1))
    }

    /// Whether rows carry an image that must be loaded.
    public var hasImages: Bool {
        if case .movies = source { return true }
        return false
    }

    /// What `cellForRowAt` puts into the cell for `path`.
    public func content(at path: TablePath) -> RowContent {
        if let edits {
            let item = edits.item(at: path)
            var content: RowContent
            switch item {
            case .original(let p): content = TableData(source).content(at: p)
            case .inserted(let n): content = RowContent(text: "New \(n)")
            }
            if let v = edits.versions[item] {
                // Edited in place (`edit ROW`): the model's text now, for the cell provider.
                content.text += " v\(v + 1)"
                content.textKo = content.textKo.map { $0 + " v\(v + 1)" }
            }
            return content
        }
        switch source {
        case .numbers:
            return RowContent(text: "Row \(path.row)")
        case .app:
            // What the app's cell shows is the cell's (`Cell.text`); a row has no content of its own.
            return RowContent(text: "")
        case .movies:
            let all = MovieChart.movies
            let m = all[path.row % all.count]
            let lap = path.row / all.count
            let suffix = lap > 0 ? " (\(lap + 1))" : ""
            return RowContent(text: m.title + suffix, textKo: m.titleKo + suffix,
                              detail: "★ \(formatRating(m.rating)) · \(m.year)", image: m.thumbnail,
                              imageKB: m.imageKB)
        case .regionsKorean:
            // The Korean name is the point of this data set (it decides the section): show it always.
            let g = RegionNames.groupedByInitial(folding: true)[path.section].names[path.row]
            return RowContent(text: g.ko, textKo: g.ko, detail: "\(g.en) · \(g.timeZone)")
        case .regionsEnglish:
            let g = RegionNames.groupedByEnglishInitial()[path.section].names[path.row]
            return RowContent(text: g.en, textKo: g.ko, detail: g.timeZone)
        }
    }

    /// The height `heightForRowAt` answers for global row `g`: a fixed, varied pattern, so a learner
    /// can predict it and tests can pin it (`HeightPattern`; model: real apps compute heights from
    /// content).
    public static func variableHeight(_ g: Int) -> Double { HeightPattern.height(g) }

    private func formatRating(_ r: Double) -> String {
        let tenths = Int((r * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// What one row shows.
public struct RowContent: Sendable, Equatable {
    public var text: String
    /// The Korean text, when the data has one (movie titles, region names).
    public var textKo: String?
    public var detail: String?
    /// The URL of the row's image, when it has one.
    public var image: String?
    public var imageKB: Int?

    public init(text: String, textKo: String? = nil, detail: String? = nil, image: String? = nil,
                imageKB: Int? = nil) {
        self.text = text
        self.textKo = textKo
        self.detail = detail
        self.image = image
        self.imageKB = imageKB
    }
}
