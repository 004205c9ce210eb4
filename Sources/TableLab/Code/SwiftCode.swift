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
    public static func lines(for table: TableState, language lang: Language) -> [String] {
        let s = table.settings
        let d = table.data
        let plan = Plan(table)
        var out: [String] = []
        func c(_ en: String, _ ko: String, indent: String = "    ") { out.append(indent + "// " + lang.text(en, ko, separator: " / ")) }

        out.append("import UIKit")
        out.append("")
        out += modelTypes(d, plan)
        out += cellClasses(s, plan, lang)
        out.append("final class ListViewController: UITableViewController\(s.prefetchEnabled ? ", UITableViewDataSourcePrefetching" : "") {")
        out += model(d, lang)
        if plan.checkmarksFromModel {
            out.append("    var checkedRows: Set<IndexPath> = []   // " + lang.text("the model: rows with a checkmark", "모델: 체크 표시가 있는 행", separator: " / "))
        }
        if plan.prefetchesImages {
            out.append("    var prefetchTasks: [IndexPath: URLSessionDataTask] = [:]")
        }
        if s.style == .grouped {
            out.append("")
            out.append("    init() { super.init(style: .grouped) }   // " + lang.text("the style is fixed at creation", "스타일은 만들 때 정해짐", separator: " / "))
            out.append("    required init?(coder: NSCoder) { super.init(coder: coder) }")
        }
        out.append("")
        out.append("    override func viewDidLoad() {")
        out.append("        super.viewDidLoad()")
        for r in s.registrations {
            out.append("        tableView.register(\(cellClassName(r.style)).self, forCellReuseIdentifier: \"\(r.identifier)\")")
        }
        if case .regionsKorean = d.source {
            out.append("        regionsByInitial = Dictionary(grouping: regions) { Self.initial(of: $0.name) }")
        } else if case .regionsEnglish = d.source {
            out.append("        regionsByInitial = Dictionary(grouping: regions) { String($0.name.prefix(1)) }")
        }
        if case .rowHeight(let h) = s.heights { out.append("        tableView.rowHeight = \(num(h))") }
        let asksAll = s.estimatedRowHeight == nil && s.heights == .heightForRowAt
        out.append("        tableView.estimatedRowHeight = \(s.estimatedRowHeight.map(num) ?? "0")"
                   + (asksAll ? "   // " + lang.text("no estimates: every height is asked up front", "추정 없음: 모든 높이를 먼저 물음", separator: " / ") : ""))
        if s.prefetchEnabled { out.append("        tableView.prefetchDataSource = self") }
        if plan.images && s.loading == .preload {
            c("Preload: download every image before the first screen (launch waits, memory holds them all).",
              "미리 받기: 첫 화면 전에 모든 이미지를 받음(시작이 늦어지고, 메모리에 모두 남음).", indent: "        ")
            out.append("        for movie in movies {")
            out.append("            if let data = try? Data(contentsOf: movie.thumbnailURL) {")
            out.append("                movie.image = UIImage(data: data)")
            out.append("            }")
            out.append("        }")
        }
        out.append("    }")
        out.append("")
        out += counts(d, s, lang)
        out.append("")
        out += cellForRow(s, d, plan, lang)
        if plan.showsCheckmarks {
            out.append("")
            out += didSelectRow(plan, lang)
        }
        if case .numbers(_, true) = d.source {
            out.append("")
            out.append("    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {")
            out.append("        return \"Section \\(section)\"")
            out.append("    }")
        }
        if case .heightForRowAt = s.heights {
            out.append("")
            out.append("    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {")
            out.append("        let pattern: [CGFloat] = [44, 64, 88, 52, 120, 44, 76]")
            out.append("        return pattern[(indexPath.row * 5 + indexPath.row / 7) % pattern.count]")
            out.append("    }")
        }
        if d.indexTitles() != nil {
            out.append("")
            out += indexMethods(s, lang, strip: s.style == .plain, korean: d.source == .regionsKorean)
        }
        if s.prefetchEnabled {
            out.append("")
            out += prefetchMethods(plan, lang)
        }
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

        init(_ table: TableState) {
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

    static func modelTypes(_ d: TableData, _ plan: Plan) -> [String] {
        switch d.source {
        case .movies:
            var out = ["final class Movie {", "    let title: String", "    let thumbnailURL: URL"]
            if plan.keepsImages { out.append("    var image: UIImage?") }
            out += ["    init(title: String, thumbnailURL: URL) {", "        self.title = title", "        self.thumbnailURL = thumbnailURL",
                    "    }", "}", ""]
            return out
        case .regionsKorean, .regionsEnglish:
            return ["struct Region {", "    let name: String", "}", ""]
        case .numbers:
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
        out.append("        // " + lang.text("Non-content state only: content is set in cellForRowAt, selection by the table.",
                                         "콘텐츠가 아닌 상태만: 콘텐츠는 cellForRowAt에서, 선택 상태는 테이블이 설정함.", separator: " / "))
        if s.prepareResets {
            out.append("        alpha = 1")
        } else {
            out.append("        // " + lang.text("nothing reset: an alpha set for another row stays", "아무것도 되돌리지 않음: 다른 행에서 바꾼 alpha 값이 남음", separator: " / "))
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
            return ["    var hierarchicalData: [[String]] = []   // " + lang.text("[[Item]], \(counts.count) sections of \(shown), … rows",
                                                                            "[[Item]], 섹션 \(counts.count)개, 행 수 \(shown), …", separator: " / ")]
        case .movies(let n):
            return ["    var movies: [Movie] = []   // " + lang.text("\(n) movies from the chart API", "영화 차트 API에서 받은 \(n)편", separator: " / ")]
        case .regionsKorean, .regionsEnglish:
            return ["    let sectionTitles = [\(d.indexTitles()!.map { "\"\($0)\"" }.joined(separator: ", "))]",
                    "    var regions: [Region] = []   // " + lang.text("loaded from your data", "데이터에서 불러옴", separator: " / "),
                    "    var regionsByInitial: [String: [Region]] = [:]"]
        }
    }

    static func counts(_ d: TableData, _ s: TableSettings, _ lang: Language) -> [String] {
        var out: [String] = []
        let (sections, rows): (String, String)
        switch d.source {
        case .numbers(_, let titled):
            (sections, rows) = titled ? ("hierarchicalData.count", "hierarchicalData[section].count") : ("1", "rows.count")
        case .movies: (sections, rows) = ("1", "movies.count")
        case .regionsKorean, .regionsEnglish:
            let key = s.jamo == .raw && d.source == .regionsKorean
                ? "sectionTitles[section]]?.count ?? 0   // " + lang.text("keys are U+1100 choseong: never found", "키가 U+1100 초성이라 찾지 못함", separator: " / ")
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
        func note(_ en: String, _ ko: String) -> String { i + "// " + lang.text(en, ko, separator: " / ") }
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
            out.append(i + "let cell = tableView.dequeueReusableCell(withIdentifier: \(identifier)) ?? UITableViewCell()"
                       + "   // " + lang.text("no identifier: never reused", "identifier 없음: 재사용 안 됨", separator: " / "))
        }
        switch d.source {
        case .movies:
            out.append(i + "let movie = movies[indexPath.row]")
            out.append(i + "cell.textLabel?.text = movie.title")
        case .regionsKorean, .regionsEnglish:
            out.append(i + "cell.textLabel?.text = regionsByInitial[sectionTitles[indexPath.section]]?[indexPath.row].name")
        case .numbers(_, let titled):
            out.append(i + (titled ? "cell.textLabel?.text = hierarchicalData[indexPath.section][indexPath.row]"
                                   : "cell.textLabel?.text = rows[indexPath.row]"))
        }
        if plan.showsCheckmarks {
            if plan.checkmarksFromModel {
                out.append(i + "cell.accessoryType = checkedRows.contains(indexPath) ? .checkmark : .none   // "
                           + lang.text("from the model, for every row", "모델을 보고, 모든 행마다", separator: " / "))
            } else {
                out.append(note("accessoryType is never set here: a reused cell keeps the last row's checkmark (fix: checkmarks from-model).",
                                "여기서 accessoryType 값을 설정하지 않음: 재사용된 셀에 이전 행의 체크 표시가 남음(해결: checkmarks from-model)."))
            }
        }
        if plan.images { out += imageLoading(plan, lang) }
        out.append(i + "return cell")
        out.append("    }")
        return out
    }

    /// The lines of `cellForRowAt` that put the row's image into the cell, for each strategy and fix.
    static func imageLoading(_ plan: Plan, _ lang: Language) -> [String] {
        let i = "        "
        func note(_ en: String, _ ko: String, _ indent: String = "        ") -> String { indent + "// " + lang.text(en, ko, separator: " / ") }
        let decode = "data.flatMap { UIImage(data: $0) }"
        var out: [String] = []
        switch plan.loading {
        case .sync:
            out.append(i + "let data = try? Data(contentsOf: movie.thumbnailURL)   // "
                       + lang.text("blocks the main thread for the whole download", "다운로드 내내 메인 스레드를 막음", separator: " / "))
            out.append(i + "cell.imageView?.image = \(decode)")
        case .preload:
            out.append(i + "cell.imageView?.image = movie.image   // " + lang.text("downloaded in viewDidLoad", "viewDidLoad에서 받아 둠", separator: " / "))
        case .cached:
            out.append(i + "if movie.image == nil, let data = try? Data(contentsOf: movie.thumbnailURL) {   // "
                       + lang.text("memoization; still on the main thread", "메모이제이션. 여전히 메인 스레드", separator: " / "))
            out.append(i + "    movie.image = UIImage(data: data)")
            out.append(i + "}")
            out.append(i + "cell.imageView?.image = movie.image")
        case .mainAsync:
            out += placeholderLines(plan, lang, indent: i)
            out.append(note("Not a background thread: the main queue runs this a moment later, and it still blocks.",
                            "백그라운드 스레드가 아님: 메인 큐가 잠시 뒤 실행하고, 여전히 막음."))
            let body = [
                "let data = try? Data(contentsOf: movie.thumbnailURL)",
            ] + identityCheck(plan, lang) + [
                "cell.imageView?.image = \(decode)",
            ]
            if plan.has(.cancelOnReuse) {
                out.append(i + "let work = DispatchWorkItem {")
                out += body.map { i + "    " + $0 }
                out.append(i + "}")
                out.append(i + "(cell as? Cell)?.pendingWork = work   // " + lang.text("prepareForReuse cancels it", "prepareForReuse에서 취소함", separator: " / "))
                out.append(i + "DispatchQueue.main.async(execute: work)")
            } else {
                out.append(i + "DispatchQueue.main.async {")
                out += body.map { i + "    " + $0 }
                out.append(i + "}")
            }
        case .background:
            out.append(i + "if let image = movie.image {   // " + lang.text("downloaded before: at once", "전에 받아 둠: 바로", separator: " / "))
            out.append(i + "    cell.imageView?.image = image")
            out.append(i + "} else {")
            let j = i + "    "
            out += placeholderLines(plan, lang, indent: j)
            let assign = ["movie.image = \(decode)"] + identityCheck(plan, lang) + ["cell.imageView?.image = movie.image"]
            if plan.has(.cancelOnReuse) {
                // A download that can be cancelled: a URLSession task the cell keeps.
                out.append(j + "let task = URLSession.shared.dataTask(with: movie.thumbnailURL) { data, _, _ in")
                out.append(note("On a background queue; a cancelled task gets no data.", "백그라운드 큐에서 실행. 취소된 작업에는 데이터가 없음.", j + "    "))
                out.append(j + "    guard let data else { return }")
                out.append(j + "    DispatchQueue.main.async {")
                out += assign.map { j + "        " + $0.replacingOccurrences(of: decode, with: "UIImage(data: data)") }
                out.append(j + "    }")
                out.append(j + "}")
                out.append(j + "(cell as? Cell)?.loadTask = task   // " + lang.text("prepareForReuse cancels it", "prepareForReuse에서 취소함", separator: " / "))
                out.append(j + "task.resume()")
            } else {
                out.append(j + "DispatchQueue.global().async {")
                out.append(j + "    let data = try? Data(contentsOf: movie.thumbnailURL)   // "
                           + lang.text("blocks a worker thread, not the main thread", "메인 스레드가 아니라 작업 스레드를 막음", separator: " / "))
                out.append(j + "    DispatchQueue.main.async {   // " + lang.text("back to the main queue for UIKit", "UIKit은 메인 큐에서", separator: " / "))
                out += assign.map { j + "        " + $0 }
                out.append(j + "    }")
                out.append(j + "}")
            }
            out.append(i + "}")
        case .task:
            out += placeholderLines(plan, lang, indent: i)
            out.append(note("Not a background thread either: a Task made in a view controller inherits the main actor, so this runs on the main thread a moment later, and it still blocks.",
                            "이것도 백그라운드 스레드가 아님: 뷰 컨트롤러에서 만든 Task 작업은 메인 액터를 물려받아 잠시 뒤 메인 스레드에서 실행되고, 여전히 막음."))
            var body = ["let data = try? Data(contentsOf: movie.thumbnailURL)"]
            if plan.has(.cancelOnReuse) {
                body.append("guard !Task.isCancelled else { return }   // fix cancel-on-reuse: " +
                            lang.text("cancelling only sets a flag; the download above ran anyway", "취소는 표시만 남김. 위의 다운로드는 그래도 실행됨", separator: " / "))
            }
            body += identityCheck(plan, lang) + ["cell.imageView?.image = \(decode)"]
            out.append(i + (plan.has(.cancelOnReuse) ? "let task = Task {" : "Task {"))
            out += body.map { i + "    " + $0 }
            out.append(i + "}")
            if plan.has(.cancelOnReuse) {
                out.append(i + "(cell as? Cell)?.imageTask = task   // " + lang.text("prepareForReuse cancels it", "prepareForReuse에서 취소함", separator: " / "))
            }
        case .asyncAwait:
            out.append(i + "if let image = movie.image {   // " + lang.text("downloaded before: at once", "전에 받아 둠: 바로", separator: " / "))
            out.append(i + "    cell.imageView?.image = image")
            out.append(i + "} else {")
            let j = i + "    "
            out += placeholderLines(plan, lang, indent: j)
            out.append(j + (plan.has(.cancelOnReuse) ? "let task = Task {" : "Task {") + "   // "
                       + lang.text("on the main actor", "메인 액터에서", separator: " / "))
            out.append(j + "    let (data, _) = try await URLSession.shared.data(from: movie.thumbnailURL)   // "
                       + lang.text("suspends: the main thread is free during the download", "일시 중단: 다운로드 동안 메인 스레드는 자유로움", separator: " / "))
            out.append(note("Resumed on the main actor: the cell may show another row by now.",
                            "메인 액터에서 재개됨: 그사이 셀이 다른 행을 보여 줄 수 있음.", j + "    "))
            out.append(j + "    movie.image = UIImage(data: data)")
            out += identityCheck(plan, lang).map { j + "    " + $0 }
            out.append(j + "    cell.imageView?.image = movie.image")
            out.append(j + "}")
            if plan.has(.cancelOnReuse) {
                out.append(j + "(cell as? Cell)?.imageTask = task   // " + lang.text("prepareForReuse cancels it: the await throws CancellationError",
                                                                              "prepareForReuse에서 취소함: 기다리던 await 호출이 CancellationError 오류를 던짐", separator: " / "))
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
        return [indent + "// " + lang.text("Until the image arrives, the image view shows what this cell showed before.",
                                           "이미지가 올 때까지 이미지 뷰에는 이 셀이 전에 보여 주던 것이 남음.", separator: " / ")]
    }

    /// `fix identity-check`: in the completion, assign only if the cell still shows this row.
    static func identityCheck(_ plan: Plan, _ lang: Language) -> [String] {
        guard plan.has(.identityCheck) else { return [] }
        return ["guard tableView.cellForRow(at: indexPath) === cell else { return }   // fix identity-check: "
                + lang.text("the cell shows another row now", "셀이 이제 다른 행을 보여 줌", separator: " / ")]
    }

    /// `didSelectRowAt` of an app that marks the tapped row (FIDELITY §8a.28): the bug, or the fix.
    static func didSelectRow(_ plan: Plan, _ lang: Language) -> [String] {
        var out = ["    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {"]
        if plan.checkmarksFromModel {
            out.append("        if checkedRows.contains(indexPath) {")
            out.append("            checkedRows.remove(indexPath)")
            out.append("        } else {")
            out.append("            checkedRows.insert(indexPath)")
            out.append("        }")
            out.append("        tableView.cellForRow(at: indexPath)?.accessoryType = checkedRows.contains(indexPath) ? .checkmark : .none")
        } else {
            out.append("        // " + lang.text("The bug: the checkmark goes on the cell object, and nothing remembers the row.",
                                             "버그: 체크 표시가 셀 객체에 들어가고, 어느 행인지는 아무도 기억하지 않음.", separator: " / "))
            out.append("        let cell = tableView.cellForRow(at: indexPath)")
            out.append("        cell?.accessoryType = cell?.accessoryType == .checkmark ? .none : .checkmark")
        }
        out.append("    }")
        return out
    }

    static func prefetchMethods(_ plan: Plan, _ lang: Language) -> [String] {
        var out = ["    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {"]
        if plan.images {
            out += ["        for indexPath in indexPaths {",
                    "            let movie = movies[indexPath.row]",
                    "            guard movie.image == nil, prefetchTasks[indexPath] == nil else { continue }",
                    "            let task = URLSession.shared.dataTask(with: movie.thumbnailURL) { data, _, _ in",
                    "                guard let data else { return }",
                    "                DispatchQueue.main.async {",
                    "                    movie.image = UIImage(data: data)",
                    "                    self.prefetchTasks[indexPath] = nil",
                    "                }",
                    "            }",
                    "            prefetchTasks[indexPath] = task",
                    "            task.resume()",
                    "        }"]
        } else {
            out.append("        // " + lang.text("Start loading what these rows will need.", "이 행들에 필요한 것을 미리 불러오기 시작.", separator: " / "))
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
            out.append("        // " + lang.text("Stop loading for rows no longer needed.", "더는 필요 없는 행의 로딩을 멈춤.", separator: " / "))
        }
        out.append("    }")
        return out
    }

    /// Section titles and the grouping function; the index strip itself only in plain style.
    static func indexMethods(_ s: TableSettings, _ lang: Language, strip: Bool, korean: Bool) -> [String] {
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
        out += ["    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                "        return sectionTitles[section]",
                "    }"]
        guard korean else { return out }
        if s.jamo == .mapped {
            out.append("")
            out.append("    // " + lang.text("Group under compatibility jamo (U+3131…), the same letters the index uses.",
                                         "인덱스와 같은 호환용 자모(U+3131…)로 묶기.", separator: " / "))
            out.append("    static func initial(of name: String) -> String {")
            out.append("        let code = Int(name.unicodeScalars.first!.value) - 0xAC00")
            out.append("        let choseong = [\"ㄱ\", \"ㄱ\", \"ㄴ\", \"ㄷ\", \"ㄷ\", \"ㄹ\", \"ㅁ\", \"ㅂ\", \"ㅂ\", \"ㅅ\", \"ㅅ\", \"ㅇ\", \"ㅈ\", \"ㅈ\", \"ㅊ\", \"ㅋ\", \"ㅌ\", \"ㅍ\", \"ㅎ\"]")
            out.append("        return choseong[code / 28 / 21]")
            out.append("    }")
        } else {
            out.append("")
            out.append("    // " + lang.text("The bug: this is a choseong jamo (U+1100…), not the ㄱ typed in sectionTitles.",
                                         "버그: 이것은 초성 자모(U+1100…)라서 sectionTitles에 입력한 ㄱ과 다름.", separator: " / "))
            out.append("    static func initial(of name: String) -> String {")
            out.append("        let code = Int(name.unicodeScalars.first!.value) - 0xAC00")
            out.append("        return String(UnicodeScalar(code / 28 / 21 + 0x1100)!)")
            out.append("    }")
        }
        return out
    }
}
