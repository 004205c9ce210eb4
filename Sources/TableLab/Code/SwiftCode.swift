import TableRender
import TableSim
import TableText

/// `code`: the Swift a learner would write in Xcode to get the table tablelab is simulating now —
/// the data source, the registrations, the dequeue call, heights, the index, prefetching, the image
/// loading strategy with its fixes, and checkmarks. It is generated from the settings, so it always
/// matches what the simulation does; comments are in the learner's language.
///
/// It is the code a learner types, with UIKit and Foundation only (no helper types of our own): each
/// piece where it belongs — all content, the placeholder included, set in `cellForRowAt`; the identity
/// check in the completion; `prepareForReuse` resetting only non-content state and cancelling the
/// cell's pending load. Nothing is declared that is not used, and every variant parses
/// (`SwiftCodeTests` runs `swiftc -parse` on them).
public enum SwiftCode {
    typealias T = L10n.Code

    /// A comment's text in the learner's language (`both`: English / Korean on the one line).
    static func comment(_ message: Message, _ lang: Language) -> String { lang.text(message) }

    public static func lines(for table: TableState, language lang: Language) -> [String] {
        let s = table.settings
        let d = table.data
        if let setup = s.diffable, !table.isLearnerApp { return diffableLines(table, setup, lang) }
        let plan = Plan(table)
        var out: [String] = []

        out.append("import UIKit")
        out.append("")
        out += modelTypes(d, plan, lang)
        out += cellClasses(s, plan, lang)
        out += headerViewClass(plan, lang)
        out.append("final class ListViewController: UITableViewController\(s.prefetchEnabled ? ", UITableViewDataSourcePrefetching" : "") {")
        out += model(d, lang)
        if plan.checkmarksFromModel {
            out.append("    var checkedRows: Set<IndexPath> = []   // " + comment(T.checkedRows, lang))
        }
        if plan.prefetchesImages {
            out.append("    var prefetchTasks: [IndexPath: URLSessionDataTask] = [:]")
        }
        if s.style == .grouped {
            out.append("")
            out.append("    init() { super.init(style: .grouped) }   // " + comment(T.styleFixed, lang))
            out.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
        }
        out.append("")
        out.append("    override func viewDidLoad() {")
        out.append("        super.viewDidLoad()")
        for r in s.registrations {
            out.append("        tableView.register(\(cellClassName(r.style)).self, forCellReuseIdentifier: \"\(r.identifier)\")")
        }
        if case .movies(let n) = d.source {
            // The movies arrive from SampleData (the stand-in's, and `code`'s SampleData.swift in Xcode):
            // the code runs as printed, with the chart the simulation shows.
            let chart = "SampleData.movies" + (n < 40 ? ".prefix(\(n))" : "")
                + ".map { Movie(title: $0.title, thumbnailURL: $0.thumbnailURL) }"
            out.append((plan.images && s.loading == .preload ? "        moviesDidArrive(\(chart))" : "        movies = \(chart)")
                       + "   // " + comment(T.sampleMovies, lang))
        }
        if d.source == .regionsKorean || d.source == .regionsEnglish {
            let list = d.source == .regionsKorean ? "timeZonesKorean" : "timeZonesEnglish"
            out.append("        regions = SampleData.\(list).map { Region(name: $0.name) }   // " + comment(T.sampleRegions, lang))
        }
        if case .regionsKorean = d.source {
            out.append("        regionsByInitial = Dictionary(grouping: regions) { Self.initial(of: $0.name) }")
        } else if case .regionsEnglish = d.source {
            out.append("        regionsByInitial = Dictionary(grouping: regions) { String($0.name.prefix(1)) }")
        }
        if case .rowHeight(let h) = s.heights { out.append("        tableView.rowHeight = \(num(h))") }
        if d.sectionTitles().contains(where: { $0 != nil }) {
            // The simulation's header geometry (FIDELITY §7.18, a model): Xcode's defaults differ.
            out.append("        tableView.sectionHeaderHeight = \(num(s.headerHeight))   // " + comment(T.headerGeometry, lang))
            out.append("        if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 0 }")
        }
        if plan.headerViews {
            out.append("        tableView.register(SectionHeaderView.self, forHeaderFooterViewReuseIdentifier: \"\(HeaderView.identifier)\")")
        }
        if s.allowsMultipleSelection { out.append("        tableView.allowsMultipleSelection = true") }
        let asksAll = s.estimatedRowHeight == nil && s.heights == .heightForRowAt
        out.append("        tableView.estimatedRowHeight = \(s.estimatedRowHeight.map(num) ?? "0")"
                   + (asksAll ? "   // " + comment(T.noEstimates, lang) : ""))
        if s.prefetchEnabled { out.append("        tableView.prefetchDataSource = self") }
        out.append("    }")
        out.append("")
        if plan.images && s.loading == .preload {
            out += preloadMethod(lang)
            out.append("")
        }
        out += counts(d, s, lang)
        out.append("")
        out += cellForRow(s, d, plan, lang)
        if plan.showsCheckmarks || s.deselectsOnTap {
            out.append("")
            out += didSelectRow(plan, lang)
        }
        if case .numbers(_, true) = d.source {
            out.append("")
            out += sectionHeader("\"Section \\(section)\"", plan, lang)
        }
        if case .heightForRowAt = s.heights {
            out.append("")
            out += heightForRow(d, lang)
        }
        if d.indexTitles() != nil {
            out.append("")
            out += indexMethods(s, plan, lang, strip: s.style == .plain, korean: d.source == .regionsKorean)
        }
        if s.prefetchEnabled {
            out.append("")
            out += prefetchMethods(plan, lang)
        }
        out += rowUpdates(plan, lang)
        out += updateMethods(table, lang)
        out.append("}")
        return out
    }

    /// What the generated code needs, decided once so declarations appear exactly when they are used.
    struct Plan {
        let settings: TableSettings
        /// The rows have images to load (the movie chart).
        let images: Bool
        /// Checkmarks appear in the code: the learner used `checkmark` or `checkmarks`.
        let showsCheckmarks: Bool
        let checkmarksFromModel: Bool
        /// Section headers are views from `dequeueReusableHeaderFooterView` (`headers views`), and
        /// there are headers (a titled section).
        let headerViews: Bool
        /// The session called `reloadRows` / `reconfigureRows` (`reload rows`, `reconfigure`).
        let reloadsRows: Bool
        let reconfiguresRows: Bool

        init(_ table: TableState) {
            headerViews = table.settings.headers == .views && table.data.sectionTitles().contains { $0 != nil }
            reloadsRows = table.log.count(.reloadRows) > 0
            reconfiguresRows = table.log.count(.reconfigureRows) > 0
            settings = table.settings
            images = table.data.hasImages
            checkmarksFromModel = table.settings.checkmarks == .fromModel
            showsCheckmarks = checkmarksFromModel || !table.rowState.checked.isEmpty
                || table.cells.contains { $0.checkmarkSetFor != nil }
        }

        var loading: LoadStrategy { settings.loading }
        func has(_ fix: ImageFix) -> Bool { settings.fixes.contains(fix) }
        /// The image reaches the cell later, in a closure: the stale-image fixes apply.
        var loadsLater: Bool { images && loading.loadsLater }
        var prefetchesImages: Bool { images && settings.prefetchEnabled }
        /// A `@Sendable` closure (a GCD worker block, a URLSession completion, a `DispatchWorkItem`'s
        /// block — which, unlike `DispatchQueue.main.async`'s, is not treated as main-actor code)
        /// captures `movie`: the code compiles in the Swift 5 language mode, not under Swift 6's
        /// strict checking.
        var sendsMovieAcrossThreads: Bool {
            (images && loading == .background) || prefetchesImages
                || (images && loading == .mainAsync && has(.cancelOnReuse))
        }
        /// `Movie.image` is read or written somewhere.
        var keepsImages: Bool { images && (loading.keepsImages || settings.prefetchEnabled) }
        /// What the cell subclass keeps so `prepareForReuse` can cancel it (fix cancel-on-reuse).
        var pendingProperty: String? {
            guard loadsLater, has(.cancelOnReuse) else { return nil }
            switch loading {
            case .mainAsync: return "pendingWork"
            case .task, .asyncAwait: return "imageTask"
            default: return "loadTask"
            }
        }
        /// `class Cell` is needed: something is registered with it (or a subclass), or the code casts to it.
        var declaresCell: Bool { !settings.registrations.isEmpty || pendingProperty != nil }
    }

    static func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    static func cellClassName(_ style: CellStyle) -> String {
        switch style {
        case .basic: return "Cell"
        case .subtitle: return "SubtitleCell"
        case .custom: return "CustomCell"
        }
    }

    static func modelTypes(_ d: TableData, _ plan: Plan, _ lang: Language) -> [String] {
        switch d.source {
        case .movies:
            var out: [String] = []
            if plan.sendsMovieAcrossThreads { out.append("// " + comment(T.swift5Mode, lang)) }
            out += ["final class Movie {", "    let title: String", "    let thumbnailURL: URL"]
            if plan.keepsImages { out.append("    var image: UIImage?") }
            out += ["    init(title: String, thumbnailURL: URL) {", "        self.title = title", "        self.thumbnailURL = thumbnailURL",
                    "    }", "}", ""]
            return out
        case .regionsKorean, .regionsEnglish:
            return ["struct Region {", "    let name: String", "}", ""]
        case .numbers, .app:
            return []
        }
    }

    static func cellClasses(_ s: TableSettings, _ plan: Plan, _ lang: Language) -> [String] {
        guard plan.declaresCell else { return [] }
        var out: [String] = []
        for style in Set(s.registrations.map(\.style)).sorted(by: { $0.rawValue < $1.rawValue }) where style != .basic {
            out.append("final class \(cellClassName(style)): Cell {")
            out.append("    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
            out.append("        super.init(style: \(style == .subtitle ? ".subtitle" : ".default"), reuseIdentifier: reuseIdentifier)")
            out.append("    }")
            out.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
            out.append("}")
            out.append("")
        }
        out.append("class Cell: UITableViewCell {")
        switch plan.pendingProperty {
        case "pendingWork": out.append("    var pendingWork: DispatchWorkItem?")
        case "loadTask": out.append("    var loadTask: URLSessionDataTask?")
        case "imageTask": out.append("    var imageTask: Task<Void, \(s.loading == .asyncAwait ? "Error" : "Never")>?")
        default: break
        }
        out.append("")
        out.append("    override func prepareForReuse() {")
        out.append("        super.prepareForReuse()")
        out.append("        // " + comment(T.nonContentOnly, lang))
        if s.prepareResets {
            out.append("        alpha = 1")
        } else {
            out.append("        // " + comment(T.nothingReset, lang))
        }
        if let pending = plan.pendingProperty {
            out.append("        \(pending)?.cancel()   // fix cancel-on-reuse")
            out.append("        \(pending) = nil")
        }
        out.append("    }")
        out.append("}")
        out.append("")
        return out
    }

    static func model(_ d: TableData, _ lang: Language) -> [String] {
        switch d.source {
        case .app(let counts):
            return ["    var rows = (0..<\(counts.reduce(0, +))).map { \"Row \\($0)\" }"]
        case .numbers(let counts, let titled):
            if !titled { return ["    var rows = (0..<\(counts.first ?? 0)).map { \"Row \\($0)\" }"] }
            if Set(counts).count == 1 {
                return ["    // [[Item]]: \(counts.count) × \(counts[0])",
                        "    var hierarchicalData = Array(repeating: (0..<\(counts[0])).map { \"Row \\($0)\" }, count: \(counts.count))"]
            }
            if counts.count <= 6 {
                return ["    // [[Item]]: " + counts.map(String.init).joined(separator: ", "),
                        "    var hierarchicalData: [[String]] = [" + counts.map { "(0..<\($0)).map { \"Row \\($0)\" }" }.joined(separator: ", ") + "]"]
            }
            let shown = counts.prefix(6).map(String.init).joined(separator: ", ")
            return ["    var hierarchicalData: [[String]] = []   // " + comment(T.manySections(count: String(counts.count), shown: shown), lang)]
        case .movies(let n):
            return ["    var movies: [Movie] = []   // " + comment(T.movies(count: String(n)), lang)]
        case .regionsKorean, .regionsEnglish:
            return ["    let sectionTitles = [\(d.indexTitles()!.map { "\"\($0)\"" }.joined(separator: ", "))]",
                    "    var regions: [Region] = []   // " + comment(T.regions, lang),
                    "    var regionsByInitial: [String: [Region]] = [:]"]
        }
    }

    static func counts(_ d: TableData, _ s: TableSettings, _ lang: Language) -> [String] {
        var out: [String] = []
        let (sections, rows): (String, String)
        switch d.source {
        case .app:
            // A learner's app prints its own file (`code` shows it), never this.
            (sections, rows) = ("1", "rows.count")
        case .numbers(_, let titled):
            (sections, rows) = titled ? ("hierarchicalData.count", "hierarchicalData[section].count") : ("1", "rows.count")
        case .movies: (sections, rows) = ("1", "movies.count")
        case .regionsKorean, .regionsEnglish:
            let key = s.jamo == .raw && d.source == .regionsKorean
                ? "sectionTitles[section]]?.count ?? 0   // " + comment(T.choseongKeys, lang)
                : "sectionTitles[section]]?.count ?? 0"
            (sections, rows) = ("sectionTitles.count", "regionsByInitial[" + key)
        }
        out.append("    override func numberOfSections(in tableView: UITableView) -> Int {")
        out.append("        return \(sections)")
        out.append("    }")
        out.append("")
        out.append("    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        out.append("        return \(rows)")
        out.append("    }")
        return out
    }

    static func cellForRow(_ s: TableSettings, _ d: TableData, _ plan: Plan, _ lang: Language) -> [String] {
        let i = "        "
        var out = ["    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {"]
        let identifier: String
        switch s.identifiers {
        case .single(let id): identifier = "\"\(id)\""
        case .alternate(let ids):
            out.append(i + "let identifiers = [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]")
            identifier = "identifiers[indexPath.row % identifiers.count]"
        }
        switch s.dequeue {
        case .forIndexPath:
            out.append(i + "let cell = tableView.dequeueReusableCell(withIdentifier: \(identifier), for: indexPath)")
        case .fallback:
            // The fallback runs only for an identifier nobody registered (FIDELITY §2.6).
            let ids: [String]
            switch s.identifiers {
            case .single(let id): ids = [id]
            case .alternate(let all): ids = all
            }
            let unregistered = ids.contains { s.registration(for: $0) == nil }
            out.append(i + "let cell = tableView.dequeueReusableCell(withIdentifier: \(identifier)) ?? UITableViewCell()"
                       + "   // " + comment(unregistered ? T.fallback : T.fallbackRegistered, lang))
        }
        switch d.source {
        case .movies:
            out.append(i + "let movie = movies[indexPath.row]")
            out.append(i + "cell.textLabel?.text = movie.title")
        case .regionsKorean, .regionsEnglish:
            out.append(i + "cell.textLabel?.text = regionsByInitial[sectionTitles[indexPath.section]]?[indexPath.row].name")
        case .app:
            out.append(i + "cell.textLabel?.text = rows[indexPath.row]")
        case .numbers(_, let titled):
            out.append(i + (titled ? "cell.textLabel?.text = hierarchicalData[indexPath.section][indexPath.row]"
                                   : "cell.textLabel?.text = rows[indexPath.row]"))
        }
        if plan.showsCheckmarks {
            if plan.checkmarksFromModel {
                out.append(i + "cell.accessoryType = checkedRows.contains(indexPath) ? .checkmark : .none   // "
                           + comment(T.checkmarkFromModel, lang))
            } else {
                out.append(i + "// " + comment(T.checkmarkNeverSet, lang))
            }
        }
        if plan.images { out += imageLoading(plan, lang) }
        out.append(i + "return cell")
        out.append("    }")
        return out
    }

    /// `heightForRowAt` answering what the simulation answers (`TableData.variableHeight`): the
    /// pattern is indexed by the row counted across all sections, so [1, 0] gets the height the
    /// simulation gives it, not row 0's.
    static func heightForRow(_ d: TableData, _ lang: Language) -> [String] {
        var out = ["    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
                   "        let pattern: [CGFloat] = [44, 64, 88, 52, 120, 44, 76]"]
        let across = "   // " + comment(T.heightAcrossSections, lang)
        switch d.source {
        case .numbers(_, true):
            out.append("        let row = hierarchicalData[..<indexPath.section].reduce(indexPath.row) { $0 + $1.count }" + across)
        case .regionsKorean, .regionsEnglish:
            out.append("        let row = sectionTitles[..<indexPath.section].reduce(indexPath.row) { $0 + (regionsByInitial[$1]?.count ?? 0) }" + across)
        case .numbers(_, false), .movies, .app:
            out.append("        let row = indexPath.row")
        }
        out.append("        return pattern[(row * 5 + row / 7) % pattern.count]")
        out.append("    }")
        return out
    }

    /// `load preload`: the images are downloaded where the movies arrive, before the table shows them
    /// (in `viewDidLoad` the array is still empty).
    static func preloadMethod(_ lang: Language) -> [String] {
        ["    // " + comment(T.preload, lang),
         "    // " + comment(T.moviesArrived, lang),
         "    func moviesDidArrive(_ loaded: [Movie]) {",
         "        for movie in loaded {",
         "            if let data = try? Data(contentsOf: movie.thumbnailURL) {",
         "                movie.image = UIImage(data: data)",
         "            }",
         "        }",
         "        movies = loaded",
         "        tableView.reloadData()",
         "    }"]
    }

    /// An image assigned after `cellForRowAt` returned: a basic or subtitle cell lays out again only
    /// when asked (FIDELITY §8b.32).
    static func lateAssignment(_ value: String, _ lang: Language) -> [String] {
        ["cell.imageView?.image = \(value)",
         "cell.setNeedsLayout()   // " + comment(T.Images.relayout, lang)]
    }

    /// The lines of `cellForRowAt` that put the row's image into the cell, for each strategy and fix.
    static func imageLoading(_ plan: Plan, _ lang: Language) -> [String] {
        let i = "        "
        typealias C = T.Images
        func note(_ message: Message, _ indent: String = "        ") -> String { indent + "// " + comment(message, lang) }
        let decode = "data.flatMap { UIImage(data: $0) }"
        var out: [String] = []
        switch plan.loading {
        case .sync:
            out.append(i + "let data = try? Data(contentsOf: movie.thumbnailURL)   // "
                       + comment(C.sync, lang))
            out.append(i + "cell.imageView?.image = \(decode)")
        case .preload:
            out.append(i + "cell.imageView?.image = movie.image   // " + comment(C.preloaded, lang))
        case .cached:
            out.append(i + "if movie.image == nil, let data = try? Data(contentsOf: movie.thumbnailURL) {   // "
                       + comment(C.cached, lang))
            out.append(i + "    movie.image = UIImage(data: data)")
            out.append(i + "}")
            out.append(i + "cell.imageView?.image = movie.image")
        case .mainAsync:
            out += placeholderLines(plan, lang, indent: i)
            out.append(note(C.mainAsync))
            let body = ["let data = try? Data(contentsOf: movie.thumbnailURL)"]
                + identityCheck(plan, lang) + lateAssignment(decode, lang)
            if plan.has(.cancelOnReuse) {
                out.append(i + "let work = DispatchWorkItem {")
                out += body.map { i + "    " + $0 }
                out.append(i + "}")
                out.append(i + "(cell as? Cell)?.pendingWork = work   // " + comment(C.cancelsIt, lang))
                out.append(i + "DispatchQueue.main.async(execute: work)")
            } else {
                out.append(i + "DispatchQueue.main.async {")
                out += body.map { i + "    " + $0 }
                out.append(i + "}")
            }
        case .background:
            out.append(i + "if let image = movie.image {   // " + comment(C.downloadedBefore, lang))
            out.append(i + "    cell.imageView?.image = image")
            let j = i + "    "
            if plan.prefetchesImages {
                // A cell whose row a prefetch is loading waits for that download, and the prefetch's
                // completion fills the cell showing the row then (a download cellForRowAt started is
                // not waited for: this code knows only `movie.image`, and downloads again).
                out.append(i + "} else if prefetchTasks[indexPath] != nil {   // " + comment(C.prefetchPending, lang))
                out += placeholderLines(plan, lang, indent: j)
            }
            out.append(i + "} else {")
            out += placeholderLines(plan, lang, indent: j)
            let assign = ["movie.image = UIImage(data: data)"] + identityCheck(plan, lang) + lateAssignment("movie.image", lang)
            if plan.has(.cancelOnReuse) {
                // A download that can be cancelled: a URLSession task the cell keeps.
                out.append(j + "let task = URLSession.shared.dataTask(with: movie.thumbnailURL) { data, _, _ in")
                out.append(note(C.cancelledTask, j + "    "))
                out.append(j + "    guard let data else { return }")
                out.append(j + "    DispatchQueue.main.async {")
                out.append(note(C.queuedStillRuns, j + "        "))
                out += assign.map { j + "        " + $0 }
                out.append(j + "    }")
                out.append(j + "}")
                out.append(j + "(cell as? Cell)?.loadTask = task   // " + comment(C.cancelsIt, lang))
                out.append(j + "task.resume()")
            } else {
                out.append(j + "DispatchQueue.global().async {")
                out.append(j + "    let data = try? Data(contentsOf: movie.thumbnailURL)   // "
                           + comment(C.workerThread, lang))
                out.append(j + "    DispatchQueue.main.async {   // " + comment(C.backToMain, lang))
                out.append(j + "        movie.image = \(decode)")
                out += (identityCheck(plan, lang) + lateAssignment("movie.image", lang)).map { j + "        " + $0 }
                out.append(j + "    }")
                out.append(j + "}")
            }
            out.append(i + "}")
        case .task:
            out += placeholderLines(plan, lang, indent: i)
            out.append(note(C.task))
            var body = ["let data = try? Data(contentsOf: movie.thumbnailURL)"]
            if plan.has(.cancelOnReuse) {
                body.append("guard !Task.isCancelled else { return }   // fix cancel-on-reuse: " + comment(C.cancelFlag, lang))
            }
            body += identityCheck(plan, lang) + lateAssignment(decode, lang)
            out.append(i + (plan.has(.cancelOnReuse) ? "let task = Task {" : "Task {"))
            out += body.map { i + "    " + $0 }
            out.append(i + "}")
            if plan.has(.cancelOnReuse) {
                out.append(i + "(cell as? Cell)?.imageTask = task   // " + comment(C.cancelsIt, lang))
            }
        case .asyncAwait:
            out.append(i + "if let image = movie.image {   // " + comment(C.downloadedBefore, lang))
            out.append(i + "    cell.imageView?.image = image")
            out.append(i + "} else {")
            let j = i + "    "
            out += placeholderLines(plan, lang, indent: j)
            out.append(j + (plan.has(.cancelOnReuse) ? "let task = Task {" : "Task {") + "   // "
                       + comment(C.onMainActor, lang))
            out.append(j + "    let (data, _) = try await URLSession.shared.data(from: movie.thumbnailURL)   // "
                       + comment(C.suspends, lang))
            out.append(note(C.resumed, j + "    "))
            out.append(j + "    movie.image = UIImage(data: data)")
            if plan.has(.cancelOnReuse) {
                // Cancelling a task whose download already returned throws nothing (FIDELITY §8b.31).
                out.append(j + "    guard !Task.isCancelled else { return }   // fix cancel-on-reuse: " + comment(C.awaitFinished, lang))
            }
            out += (identityCheck(plan, lang) + lateAssignment("movie.image", lang)).map { j + "    " + $0 }
            out.append(j + "}")
            if plan.has(.cancelOnReuse) {
                out.append(j + "(cell as? Cell)?.imageTask = task   // " + comment(C.cancelsAwait, lang))
            }
            out.append(i + "}")
        }
        return out
    }

    /// `fix placeholder`: content, so it is set in `cellForRowAt` before the load starts.
    static func placeholderLines(_ plan: Plan, _ lang: Language, indent: String) -> [String] {
        if plan.has(.placeholder) {
            return [indent + "cell.imageView?.image = UIImage(named: \"placeholder\")   // fix placeholder"]
        }
        return [indent + "// " + comment(T.Images.untilImage, lang)]
    }

    /// `fix identity-check`: in the completion, assign only if the cell still shows this row.
    static func identityCheck(_ plan: Plan, _ lang: Language) -> [String] {
        guard plan.has(.identityCheck) else { return [] }
        return ["guard tableView.cellForRow(at: indexPath) === cell else { return }   // fix identity-check: "
                + comment(T.Images.anotherRow, lang)]
    }

    /// `didSelectRowAt` of an app that marks the tapped row (FIDELITY §8a.28): the bug, or the fix.
    static func didSelectRow(_ plan: Plan, _ lang: Language) -> [String] {
        var out = ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {"]
        // It sets the mark, as `checkmark N` does (a second tap on the row keeps it): a toggle here
        // would make the code disagree with the simulation it stands for.
        if plan.showsCheckmarks {
            if plan.checkmarksFromModel {
                out.append("        checkedRows.insert(indexPath)")
            } else {
                out.append("        // " + comment(T.checkmarkBug, lang))
            }
            out.append("        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark")
        }
        // `deselect-on-tap on` (FIDELITY §8b.29): the app's own call, so no delegate message.
        if plan.settings.deselectsOnTap {
            out.append("        tableView.deselectRow(at: indexPath, animated: true)   // " + comment(T.deselectOnTap, lang))
        }
        out.append("    }")
        return out
    }

    /// The header view class registered with `headers views` (FIDELITY §8c.40).
    static func headerViewClass(_ plan: Plan, _ lang: Language) -> [String] {
        guard plan.headerViews else { return [] }
        return ["final class SectionHeaderView: UITableViewHeaderFooterView {",
                "    override func prepareForReuse() {",
                "        super.prepareForReuse()",
                "        // " + comment(T.headerPrepare, lang),
                "    }",
                "}",
                ""]
    }

    /// A section's header: its title (`titleForHeaderInSection`), or a reused header view showing it.
    static func sectionHeader(_ title: String, _ plan: Plan, _ lang: Language) -> [String] {
        guard plan.headerViews else {
            return ["    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                    "        return \(title)",
                    "    }"]
        }
        return ["    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {",
                "        // " + comment(T.headerDequeue, lang),
                "        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: \"\(HeaderView.identifier)\")",
                "        header?.textLabel?.text = \(title)",
                "        return header",
                "    }"]
    }

    /// What the app calls when rows' content changed, as the session did (`reload rows`, `reconfigure`).
    static func rowUpdates(_ plan: Plan, _ lang: Language) -> [String] {
        var out: [String] = []
        if plan.reloadsRows {
            out += ["",
                    "    // " + comment(T.reloadRows, lang),
                    "    func rowsDidChange(at indexPaths: [IndexPath]) {",
                    "        tableView.reloadRows(at: indexPaths, with: .automatic)",
                    "    }"]
        }
        if plan.reconfiguresRows {
            out += ["",
                    "    // " + comment(T.reconfigureRows, lang),
                    "    @available(iOS 15.0, *)",
                    "    func rowsContentDidChange(at indexPaths: [IndexPath]) {",
                    "        tableView.reconfigureRows(at: indexPaths)",
                    "    }"]
        }
        return out
    }

    static func prefetchMethods(_ plan: Plan, _ lang: Language) -> [String] {
        var out = ["    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {"]
        if plan.images {
            out += ["        for indexPath in indexPaths {",
                    "            let movie = movies[indexPath.row]",
                    "            guard movie.image == nil, prefetchTasks[indexPath] == nil else { continue }",
                    "            let task = URLSession.shared.dataTask(with: movie.thumbnailURL) { data, _, error in",
                    // A cancelled task leaves the entry alone: a row cancelled and prefetched again
                    // holds a newer task there, and removing it would start a second download.
                    "                // " + comment(T.Images.prefetchCancelled, lang),
                    "                if (error as? URLError)?.code == .cancelled { return }",
                    // The entry goes first, on the main queue that owns the dictionary: a failed
                    // download must not leave it behind, or cellForRowAt would skip the row for ever.
                    "                DispatchQueue.main.async {",
                    "                    self.prefetchTasks[indexPath] = nil",
                    "                    guard let data else { return }",
                    "                    movie.image = UIImage(data: data)"]
            if plan.loading == .background {
                // cellForRowAt left this row to the prefetch: the visible cell gets the image here.
                out += ["                    if let cell = tableView.cellForRow(at: indexPath) {   // " + comment(T.Images.prefetchFills, lang)]
                out += lateAssignment("movie.image", lang).map { "                        " + $0 }
                out += ["                    }"]
            }
            out += ["                }",
                    "            }",
                    "            prefetchTasks[indexPath] = task",
                    "            task.resume()",
                    "        }"]
        } else {
            out.append("        // " + comment(T.prefetchStart, lang))
        }
        out.append("    }")
        out.append("")
        out.append("    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {")
        if plan.images {
            out += ["        for indexPath in indexPaths {",
                    "            prefetchTasks[indexPath]?.cancel()",
                    "            prefetchTasks[indexPath] = nil",
                    "        }"]
        } else {
            out.append("        // " + comment(T.prefetchStop, lang))
        }
        out.append("    }")
        return out
    }

    /// Section titles and the grouping function; the index strip itself only in plain style.
    static func indexMethods(_ s: TableSettings, _ plan: Plan, _ lang: Language, strip: Bool, korean: Bool) -> [String] {
        var out: [String] = []
        if strip {
            out += ["    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {",
                    "        return sectionTitles",
                    "    }",
                    "",
                    "    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {",
                    "        return index",
                    "    }",
                    ""]
        }
        out += sectionHeader("sectionTitles[section]", plan, lang)
        guard korean else { return out }
        if s.jamo == .mapped {
            out.append("")
            out.append("    // " + comment(T.groupCompatibility, lang))
            out.append("    static func initial(of name: String) -> String {")
            out.append("        let code = Int(name.unicodeScalars.first!.value) - 0xAC00")
            out.append("        let choseong = [\"ㄱ\", \"ㄱ\", \"ㄴ\", \"ㄷ\", \"ㄷ\", \"ㄹ\", \"ㅁ\", \"ㅂ\", \"ㅂ\", \"ㅅ\", \"ㅅ\", \"ㅇ\", \"ㅈ\", \"ㅈ\", \"ㅊ\", \"ㅋ\", \"ㅌ\", \"ㅍ\", \"ㅎ\"]")
            out.append("        return choseong[code / 28 / 21]")
            out.append("    }")
        } else {
            out.append("")
            out.append("    // " + comment(T.choseongBug, lang))
            out.append("    static func initial(of name: String) -> String {")
            out.append("        let code = Int(name.unicodeScalars.first!.value) - 0xAC00")
            out.append("        return String(UnicodeScalar(code / 28 / 21 + 0x1100)!)")
            out.append("    }")
        }
        return out
    }
}
