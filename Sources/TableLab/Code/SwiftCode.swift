import TableRender
import TableSim

/// `code`: the Swift a learner would write in Xcode to get the table tablelab is simulating now —
/// the data source, the registrations, the dequeue call, heights, the index, prefetching and the
/// image loading strategy with its fixes. It is generated from the settings, so it always matches
/// what the simulation does; comments are in the learner's language.
public enum SwiftCode {
    public static func lines(for table: TableState, language lang: Language) -> [String] {
        let s = table.settings
        let d = table.data
        var out: [String] = []
        func c(_ en: String, _ ko: String, indent: String = "    ") { out.append(indent + "// " + lang.text(en, ko, separator: " / ")) }

        out.append("import UIKit")
        let usesLoader = d.hasImages && (s.loading == .background || s.prefetchEnabled)
        if usesLoader {
            out.append("// " + lang.text("ImageLoader stands for a small helper of your own: it downloads on a global queue, keeps an image",
                                         "ImageLoader는 직접 만드는 작은 도우미입니다: 글로벌 큐에서 받고, 이미지 캐시를 두고,", separator: " / "))
            out.append("// " + lang.text("cache, joins a download already on its way, can cancel a cell's request, and calls back on the main queue.",
                                         "이미 진행 중인 다운로드에 합류하고, 셀의 요청을 취소할 수 있으며, 메인 큐에서 결과를 알려줍니다.", separator: " / "))
        }
        out.append("")
        out += modelTypes(d)
        out += cellClass(s, lang)
        out.append("final class ListViewController: UITableViewController\(s.prefetchEnabled ? ", UITableViewDataSourcePrefetching" : "") {")
        out += model(d, lang)
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
        if s.loading == .preload && d.hasImages {
            c("Preload: download every image before the first screen (launch waits).", "미리 받기: 첫 화면 전에 모든 이미지를 받음(시작이 늦어짐).", indent: "        ")
            out.append("        for movie in movies { movie.image = UIImage(data: try! Data(contentsOf: movie.thumbnailURL)) }")
        }
        out.append("    }")
        out.append("")
        out += counts(d, s, lang)
        out.append("")
        out += cellForRow(s, d, lang)
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
            out.append("    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {")
            if d.hasImages { out.append("        for indexPath in indexPaths { ImageLoader.shared.load(movies[indexPath.row].thumbnailURL, for: nil) { _ in } }") }
            else { c("Start loading what these rows will need.", "이 행들에 필요한 것을 미리 불러오기 시작.", indent: "        ") }
            out.append("    }")
            out.append("")
            out.append("    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {")
            if d.hasImages { out.append("        for indexPath in indexPaths { ImageLoader.shared.cancel(movies[indexPath.row].thumbnailURL) }") }
            else { c("Stop loading for rows no longer needed.", "더는 필요 없는 행의 로딩을 멈춤.", indent: "        ") }
            out.append("    }")
        }
        out.append("}")
        return out
    }

    static func num(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    static func cellClassName(_ style: CellStyle) -> String {
        switch style {
        case .basic: return "Cell"
        case .subtitle: return "SubtitleCell"
        case .custom: return "CustomCell"
        }
    }

    static func modelTypes(_ d: TableData) -> [String] {
        switch d.source {
        case .movies:
            return ["final class Movie {", "    let title: String", "    let thumbnailURL: URL",
                    "    var image: UIImage?", "    init(title: String, thumbnailURL: URL) { self.title = title; self.thumbnailURL = thumbnailURL }",
                    "}", ""]
        case .regionsKorean, .regionsEnglish:
            return ["struct Region { let name: String; let timeZone: String }", ""]
        case .numbers:
            return []
        }
    }

    static func cellClass(_ s: TableSettings, _ lang: Language) -> [String] {
        let pendingWork = s.fixes.contains(.cancelOnReuse) && s.loading == .mainAsync
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
        if pendingWork { out.append("    var pendingWork: DispatchWorkItem?") }
        out.append("    override func prepareForReuse() {")
        out.append("        super.prepareForReuse()")
        if s.prepareResets {
            out.append("        alpha = 1                  // " + lang.text("non-content state only", "콘텐츠가 아닌 상태만", separator: " / "))
            out.append("        isSelected = false")
        } else {
            out.append("        // " + lang.text("nothing reset: alpha and selection stay from the last row", "아무것도 되돌리지 않음: alpha와 선택 상태가 이전 행에서 그대로 남음", separator: " / "))
        }
        if s.fixes.contains(.cancelOnReuse) {
            out.append(s.loading == .mainAsync
                ? "        pendingWork?.cancel()   // fix cancel-on-reuse"
                : "        ImageLoader.shared.cancel(for: self)   // fix cancel-on-reuse")
        }
        if s.fixes.contains(.placeholder) { out.append("        imageView?.image = UIImage(named: \"placeholder\")   // fix placeholder") }
        out.append("    }")
        out.append("}")
        out.append("")
        return out
    }

    static func model(_ d: TableData, _ lang: Language) -> [String] {
        switch d.source {
        case .numbers(let counts, let titled):
            if !titled { return ["    var rows = Array(0..<\(counts.first ?? 0)).map { \"Row \\($0)\" }"] }
            let shape = counts.count <= 6 ? counts.map(String.init).joined(separator: ", ") : "\(counts.count) sections"
            return ["    // [[Item]]: " + shape,
                    "    var hierarchicalData: [[String]] = " + (Set(counts).count == 1
                        ? "Array(repeating: (0..<\(counts[0])).map { \"Row \\($0)\" }, count: \(counts.count))"
                        : "[" + counts.prefix(6).map { "(0..<\($0)).map { \"Row \\($0)\" }" }.joined(separator: ", ") + (counts.count > 6 ? ", …" : "") + "]")]
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
            let key = s.jamo == .raw
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

    static func cellForRow(_ s: TableSettings, _ d: TableData, _ lang: Language) -> [String] {
        var out = ["    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {"]
        let identifier: String
        switch s.identifiers {
        case .single(let id): identifier = "\"\(id)\""
        case .alternate(let ids):
            out.append("        let identifiers = [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]")
            identifier = "identifiers[indexPath.row % identifiers.count]"
        }
        switch s.dequeue {
        case .forIndexPath:
            out.append("        let cell = tableView.dequeueReusableCell(withIdentifier: \(identifier), for: indexPath)")
        case .fallback:
            out.append("        let cell = tableView.dequeueReusableCell(withIdentifier: \(identifier)) ?? UITableViewCell()"
                       + "   // " + lang.text("no identifier: never reused", "identifier 없음: 재사용 안 됨", separator: " / "))
        }
        switch d.source {
        case .movies:
            out.append("        let movie = movies[indexPath.row]")
            out.append("        cell.textLabel?.text = movie.title")
            out += imageLoading(s, lang)
        case .regionsKorean, .regionsEnglish:
            out.append("        cell.textLabel?.text = regionsByInitial[sectionTitles[indexPath.section]]?[indexPath.row].name")
        case .numbers(_, let titled):
            out.append(titled ? "        cell.textLabel?.text = hierarchicalData[indexPath.section][indexPath.row]"
                              : "        cell.textLabel?.text = rows[indexPath.row]")
        }
        out.append("        return cell")
        out.append("    }")
        return out
    }

    static func imageLoading(_ s: TableSettings, _ lang: Language) -> [String] {
        let i = "        "
        func note(_ en: String, _ ko: String) -> String { i + "// " + lang.text(en, ko, separator: " / ") }
        var out: [String] = []
        if s.fixes.contains(.placeholder) && (s.loading == .background || s.loading == .mainAsync) {
            out.append(i + "cell.imageView?.image = UIImage(named: \"placeholder\")   // fix placeholder")
        }
        let assign: String
        if s.fixes.contains(.identityCheck) {
            assign = "if tableView.cellForRow(at: indexPath) === cell { cell.imageView?.image = image }   // fix identity-check"
        } else {
            assign = "cell.imageView?.image = image"
        }
        switch s.loading {
        case .sync:
            out.append(note("Blocks the main thread for the whole download.", "다운로드 내내 메인 스레드를 막음."))
            out.append(i + "cell.imageView?.image = UIImage(data: try! Data(contentsOf: movie.thumbnailURL))")
        case .preload:
            out.append(i + "cell.imageView?.image = movie.image   // " + lang.text("downloaded in viewDidLoad", "viewDidLoad에서 받아 둠", separator: " / "))
        case .cached:
            out.append(i + "if movie.image == nil {   // " + lang.text("memoization", "메모이제이션", separator: " / "))
            out.append(i + "    movie.image = UIImage(data: try! Data(contentsOf: movie.thumbnailURL))   // " + lang.text("still on the main thread", "여전히 메인 스레드", separator: " / "))
            out.append(i + "}")
            out.append(i + "cell.imageView?.image = movie.image")
        case .mainAsync:
            out.append(note("Not a background thread: the main queue runs this a moment later.", "백그라운드 스레드가 아님: 메인 큐가 잠시 뒤 실행함."))
            if s.fixes.contains(.cancelOnReuse) {
                out.append(i + "let work = DispatchWorkItem {")
                out.append(i + "    let image = UIImage(data: try! Data(contentsOf: movie.thumbnailURL))")
                out.append(i + "    " + assign)
                out.append(i + "}")
                out.append(i + "(cell as? Cell)?.pendingWork = work")
                out.append(i + "DispatchQueue.main.async(execute: work)")
            } else {
                out.append(i + "DispatchQueue.main.async {")
                out.append(i + "    let image = UIImage(data: try! Data(contentsOf: movie.thumbnailURL))")
                out.append(i + "    " + assign)
                out.append(i + "}")
            }
        case .background:
            out.append(note("Cached: at once. Otherwise downloaded on a global queue; this closure runs on the main queue.",
                            "캐시에 있으면 바로. 없으면 글로벌 큐에서 받고, 이 클로저는 메인 큐에서 실행됨."))
            out.append(i + "ImageLoader.shared.load(movie.thumbnailURL, for: cell) { image in")
            out.append(i + "    " + assign)
            out.append(i + "}")
        }
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
            out.append("        let choseong = [\"ㄱ\",\"ㄱ\",\"ㄴ\",\"ㄷ\",\"ㄷ\",\"ㄹ\",\"ㅁ\",\"ㅂ\",\"ㅂ\",\"ㅅ\",\"ㅅ\",\"ㅇ\",\"ㅈ\",\"ㅈ\",\"ㅊ\",\"ㅋ\",\"ㅌ\",\"ㅍ\",\"ㅎ\"]")
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
