import Foundation
import XCTest
@testable import TableLab
import TableSim
import TableRender
import TableText

/// `code` follows the settings: what the learner changes shows up in the Swift, written the way a
/// learner writes it, and every variant parses.
final class SwiftCodeTests: XCTestCase {
    private func code(_ lines: String..., language: Language = .en) -> String {
        code(lines, language: language)
    }

    private func code(_ lines: [String], language: Language = .en) -> String {
        var session = Session()
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return SwiftCode.lines(for: session.table, language: language).joined(separator: "\n")
    }

    /// The body of `prepareForReuse`, up to its closing brace.
    private func prepareForReuse(_ swift: String) -> String {
        guard let start = swift.range(of: "override func prepareForReuse() {") else { return "" }
        let rest = swift[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n    }")?.lowerBound ?? rest.endIndex)])
    }

    /// The body of `cellForRowAt`.
    private func cellForRowAt(_ swift: String) -> String {
        guard let start = swift.range(of: "cellForRowAt indexPath: IndexPath) -> UITableViewCell {") else { return "" }
        let rest = swift[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n    }\n")?.lowerBound ?? rest.endIndex)])
    }

    func testDefaultTable() {
        let swift = code()
        XCTAssertTrue(swift.contains("dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)"))
        XCTAssertTrue(swift.contains("tableView.rowHeight = 44"))
        XCTAssertTrue(swift.contains("return rows.count"))
        XCTAssertFalse(swift.contains("heightForRowAt"))
    }

    func testTheSettingsAppear() {
        XCTAssertTrue(code("dequeue fallback").contains("?? UITableViewCell()"))
        XCTAssertTrue(code("height var").contains("heightForRowAt"))
        XCTAssertTrue(code("identifiers alternate").contains("identifiers[indexPath.row % identifiers.count]"))
        XCTAssertTrue(code("sections 3x10").contains("hierarchicalData"))
        XCTAssertTrue(code("data movies", "load main-async").contains("DispatchQueue.main.async {"))
        XCTAssertTrue(code("data movies", "load background", "fix identity-check on").contains("guard tableView.cellForRow(at: indexPath) === cell else { return }"))
        XCTAssertTrue(code("data movies", "load background", "fix cancel-on-reuse on").contains("loadTask?.cancel()"))
        XCTAssertTrue(code("prefetch on").contains("prefetchRowsAt"))
        XCTAssertTrue(code("data timezones-ko", "jamo raw").contains("0x1100"))
        XCTAssertTrue(code("prepare none").contains("nothing reset"))
    }

    // MARK: The code a learner writes (issue 10, item 5)

    func testBackgroundLoadingIsGCDNotAMadeUpLoader() {
        let swift = code("data movies", "load background")
        XCTAssertFalse(swift.contains("ImageLoader"))
        let body = cellForRowAt(swift)
        let global = try? XCTUnwrap(body.range(of: "DispatchQueue.global().async {"))
        let download = try? XCTUnwrap(body.range(of: "let data = try? Data(contentsOf: movie.thumbnailURL)"))
        let main = try? XCTUnwrap(body.range(of: "DispatchQueue.main.async {"))
        let assign = try? XCTUnwrap(body.range(of: "cell.imageView?.image = movie.image"))
        if let global, let download, let main, let assign {
            XCTAssertTrue(global.lowerBound < download.lowerBound && download.lowerBound < main.lowerBound && main.lowerBound < assign.lowerBound, body)
        }
    }

    func testNoTryBangAnywhere() {
        for load in LoadStrategy.allCases {
            let swift = code("data movies", "load \(load.rawValue)", "fix placeholder on", "fix identity-check on", "fix cancel-on-reuse on", "prefetch on")
            XCTAssertFalse(swift.contains("try!"), load.rawValue)
        }
        XCTAssertTrue(cellForRowAt(code("data movies", "load sync")).contains("try? Data(contentsOf: movie.thumbnailURL)"))
    }

    func testThePlaceholderIsContentSetInCellForRowAtNotInPrepareForReuse() {
        for load in ["main-async", "background"] {
            let swift = code("data movies", "load \(load)", "fix placeholder on")
            XCTAssertTrue(cellForRowAt(swift).contains("cell.imageView?.image = UIImage(named: \"placeholder\")   // fix placeholder"), load)
            XCTAssertFalse(prepareForReuse(swift).contains("placeholder"), load)
            XCTAssertFalse(prepareForReuse(swift).contains("image"), "prepareForReuse resets no content: \(load)")
        }
    }

    func testCancelOnReuseCancelsInPrepareForReuse() {
        let mainAsync = code("data movies", "load main-async", "fix cancel-on-reuse on")
        XCTAssertTrue(prepareForReuse(mainAsync).contains("pendingWork?.cancel()   // fix cancel-on-reuse"))
        XCTAssertTrue(cellForRowAt(mainAsync).contains("(cell as? Cell)?.pendingWork = work"))
        let background = code("data movies", "load background", "fix cancel-on-reuse on")
        XCTAssertTrue(prepareForReuse(background).contains("loadTask?.cancel()   // fix cancel-on-reuse"))
        XCTAssertTrue(cellForRowAt(background).contains("(cell as? Cell)?.loadTask = task"))
        XCTAssertTrue(cellForRowAt(background).contains("task.resume()"))
    }

    func testTheIdentityCheckIsInTheCompletion() {
        for load in ["main-async", "background"] {
            let body = cellForRowAt(code("data movies", "load \(load)", "fix identity-check on"))
            let check = body.range(of: "guard tableView.cellForRow(at: indexPath) === cell")
            let main = body.range(of: "DispatchQueue.main.async")
            XCTAssertNotNil(check, load)
            if let check, let main { XCTAssertLessThan(main.lowerBound, check.lowerBound, "inside the closure: \(load)") }
        }
    }

    func testNoUnusedCellClassAfterTheBooksFallback() {
        let swift = code("unregister cell", "dequeue fallback")
        XCTAssertFalse(swift.contains("class Cell"), swift)
        XCTAssertFalse(swift.contains("register("))
        XCTAssertTrue(code("dequeue fallback").contains("class Cell"), "still registered: the class is used")
    }

    /// The fallback's comment says what happens in this app: with "cell" registered the dequeue
    /// makes a cell and `??` never runs; "never reused" only when nothing is registered (UIKit
    /// review L4: the comment contradicted the run, which reused all 16 cells).
    func testTheFallbacksCommentMatchesTheRegistration() {
        let registered = code("dequeue fallback")
        XCTAssertTrue(registered.contains("never runs"), registered)
        XCTAssertFalse(registered.contains("never reused"), registered)
        let unregistered = code("unregister cell", "dequeue fallback")
        XCTAssertTrue(unregistered.contains("no identifier: never reused"), unregistered)
    }

    func testCheckmarksBothWays() {
        let buggy = code("checkmark 2")
        XCTAssertTrue(buggy.contains("didSelectRowAt indexPath: IndexPath)"))
        // Sets the mark, never toggles it: `checkmark 2` twice leaves row 2 checked in the simulation.
        XCTAssertTrue(buggy.contains("tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark"))
        XCTAssertFalse(buggy.contains("? .none : .checkmark"), "a toggle would disagree with the simulation")
        XCTAssertFalse(cellForRowAt(buggy).contains("cell.accessoryType ="), "the bug: cellForRowAt never sets it")
        XCTAssertFalse(buggy.contains("checkedRows"))
        let fixed = code("checkmark 2", "checkmarks from-model")
        XCTAssertTrue(fixed.contains("var checkedRows: Set<IndexPath> = []"))
        XCTAssertTrue(fixed.contains("checkedRows.insert(indexPath)"))
        XCTAssertFalse(fixed.contains("checkedRows.remove(indexPath)"))
        XCTAssertTrue(cellForRowAt(fixed).contains("cell.accessoryType = checkedRows.contains(indexPath) ? .checkmark : .none"))
        XCTAssertFalse(code().contains("didSelectRowAt"), "no checkmarks used: no didSelectRowAt")
    }

    func testSelectionIsNotResetInPrepareForReuse() {
        XCTAssertFalse(prepareForReuse(code("select 2")).contains("isSelected"))
    }

    // MARK: The code does what the simulation does (issue 17 §3, fidelity review F-6 … F-10)

    /// The body of a method of the view controller, found by a piece of its signature.
    private func method(_ swift: String, _ signature: String) -> String {
        guard let start = swift.range(of: signature) else { return "" }
        let rest = swift[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n    }\n")?.lowerBound ?? rest.endIndex)])
    }

    /// F-6: with prefetching, `load background` never downloads a row twice — a cell whose row a
    /// prefetch is loading waits for it — and the prefetched image lands in the visible cell. The
    /// simulation does exactly that for the same setup; the code says so too.
    func testPrefetchAndBackgroundDownloadOnceAndFillTheVisibleCell() throws {
        let setup = ["data movies", "latency 1500ms", "load background", "prefetch on", "wait 2s", "scroll 3", "wait 2s"]
        var session = Session()
        for line in setup { XCTAssertFalse(session.execute(line).isError, line) }
        // From `load background` on (it empties the cache and reloads).
        let events = session.table.log.batches.suffix(5).flatMap(\.events)
        let starts = events.filter { $0.kind == .imageLoadStart }.compactMap(\.path)
        XCTAssertEqual(starts.count, Set(starts).count, "the simulation downloads each row once: \(starts)")
        let row16 = TablePath(section: 0, row: 16)
        XCTAssertTrue(events.contains { $0.kind == .prefetchRowsAt && ($0.paths ?? []).contains(row16) })
        XCTAssertTrue(events.contains { $0.kind == .imageAssign && $0.path == row16 && $0.shownPath == row16 },
                      "the prefetched image lands in the cell showing [0, 16]")

        let swift = code(setup)
        let body = cellForRowAt(swift)
        let pending = try XCTUnwrap(body.range(of: "} else if prefetchTasks[indexPath] != nil {"), body)
        let own = try XCTUnwrap(body.range(of: "DispatchQueue.global().async {"), body)
        XCTAssertLessThan(pending.lowerBound, own.lowerBound, "the row a prefetch loads starts no second download")
        let prefetch = method(swift, "prefetchRowsAt indexPaths: [IndexPath]) {")
        XCTAssertTrue(prefetch.contains("if let cell = tableView.cellForRow(at: indexPath) {"), prefetch)
        XCTAssertTrue(prefetch.contains("cell.imageView?.image = movie.image"), prefetch)
        // A failed download clears its entry too, or cellForRowAt would wait on it for ever.
        let cleared = try XCTUnwrap(prefetch.range(of: "self.prefetchTasks[indexPath] = nil"), prefetch)
        let guarded = try XCTUnwrap(prefetch.range(of: "guard let data else { return }"), prefetch)
        XCTAssertLessThan(cleared.lowerBound, guarded.lowerBound, prefetch)
        // A cancelled task does not clear the entry: a row prefetched again holds a newer task there
        // (a review: "reverse, then reverse back" started a duplicate download).
        let cancelled = try XCTUnwrap(prefetch.range(of: "if (error as? URLError)?.code == .cancelled { return }"), prefetch)
        XCTAssertLessThan(cancelled.lowerBound, cleared.lowerBound, prefetch)
        // Strategies whose cellForRowAt downloads anyway (as the simulation does) do not wait.
        for load in ["sync", "cached", "main-async", "task", "await"] {
            let other = code("data movies", "load \(load)", "prefetch on")
            XCTAssertFalse(other.contains("else if prefetchTasks[indexPath] != nil"), load)
            XCTAssertFalse(method(other, "prefetchRowsAt indexPaths: [IndexPath]) {").contains("cellForRow(at:"), load)
        }
    }

    /// A `DispatchWorkItem`'s block is `@Sendable` and not main-actor code (unlike
    /// `DispatchQueue.main.async`'s): capturing `movie` there needs the Swift 5 language mode, as the
    /// background and prefetch variants say (a review found this variant silent).
    func testAWorkItemThatCapturesTheMovieSaysItNeedsSwift5Mode() {
        XCTAssertTrue(code("data movies", "load main-async", "fix cancel-on-reuse on").contains("Swift 5 language mode"))
        XCTAssertFalse(code("data movies", "load main-async").contains("Swift 5 language mode"))
        XCTAssertTrue(code("data movies", "load background").contains("Swift 5 language mode"))
    }

    /// F-8: `heightForRowAt` with sections gives every row the height the simulation gives it: the
    /// pattern is indexed by the row counted across sections ([1, 0] is 88 pt in both).
    func testHeightsWithSectionsAreTheSimulations() throws {
        let swift = code("sections 3x10", "height var")
        let heights = method(swift, "heightForRowAt indexPath: IndexPath) -> CGFloat {")
        XCTAssertTrue(heights.contains("let row = hierarchicalData[..<indexPath.section].reduce(indexPath.row) { $0 + $1.count }"), heights)
        XCTAssertTrue(heights.contains("return pattern[(row * 5 + row / 7) % pattern.count]"), heights)
        let pattern: [Double] = [44, 64, 88, 52, 120, 44, 76]
        XCTAssertTrue(heights.contains("let pattern: [CGFloat] = [44, 64, 88, 52, 120, 44, 76]"), heights)
        // The same arithmetic as the printed code, against the heights the simulation answered.
        var session = Session()
        for line in ["sections 3x10", "height var", "estimate 44", "scroll 12"] { XCTAssertFalse(session.execute(line).isError, line) }
        let asked = session.table.log.batches.flatMap(\.events).filter { $0.kind == .heightForRowAt && $0.count == 1 }
        XCTAssertGreaterThan(asked.count, 10)
        let hierarchicalData = Array(repeating: Array(0..<10), count: 3)
        for e in asked {
            let indexPath = try XCTUnwrap(e.path)
            let row = hierarchicalData[..<indexPath.section].reduce(indexPath.row) { $0 + $1.count }
            XCTAssertEqual(pattern[(row * 5 + row / 7) % pattern.count], e.value, "\(indexPath)")
        }
        XCTAssertTrue(asked.contains { $0.path == TablePath(section: 1, row: 0) && $0.value == 88 })
        XCTAssertTrue(method(code("data timezones-ko", "height var"), "heightForRowAt indexPath: IndexPath) -> CGFloat {")
            .contains("sectionTitles[..<indexPath.section].reduce(indexPath.row) { $0 + (regionsByInitial[$1]?.count ?? 0) }"))
        XCTAssertTrue(method(code("height var"), "heightForRowAt indexPath: IndexPath) -> CGFloat {").contains("let row = indexPath.row"))
    }

    /// Titled sections: the code asks for the simulation's 22-pt headers (Xcode's defaults differ
    /// since iOS 15), and says it is tablelab's geometry.
    func testTitledSectionsAskForTheSimulationsHeaderGeometry() {
        for setup in [["sections 3x10"], ["data timezones-ko"], ["data timezones-en", "style grouped"]] {
            let viewDidLoad = method(code(setup), "override func viewDidLoad() {")
            XCTAssertTrue(viewDidLoad.contains("tableView.sectionHeaderHeight = 22   // tablelab's geometry (a model)"), viewDidLoad)
            XCTAssertTrue(viewDidLoad.contains("if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 0 }"), viewDidLoad)
        }
        XCTAssertFalse(code("rows 30").contains("sectionHeader"))
        XCTAssertFalse(code("data movies").contains("sectionHeader"))
    }

    /// A GCD worker block or a URLSession completion captures the non-Sendable `Movie`: the code
    /// says it is written for the Swift 5 language mode (Swift 6 mode rejects that capture).
    func testCodeThatSendsAMovieAcrossThreadsNamesItsLanguageMode() {
        for setup in [["load background"], ["load background", "fix cancel-on-reuse on"], ["load sync", "prefetch on"]] {
            XCTAssertTrue(code(["data movies"] + setup).contains("// Swift 5 language mode:"), "\(setup)")
        }
        for load in ["sync", "cached", "preload", "main-async", "task", "await"] {
            XCTAssertFalse(code("data movies", "load \(load)").contains("Swift 5 language mode"), load)
        }
    }

    /// F-9 (FIDELITY §8b.32): an image assigned after cellForRowAt returned is followed by
    /// setNeedsLayout(); an image assigned inside cellForRowAt needs none.
    func testLateImagesAskForANewLayout() {
        for load in ["main-async", "background", "task", "await"] {
            for fixes in [[], ["fix placeholder on", "fix identity-check on", "fix cancel-on-reuse on"]] {
                let body = cellForRowAt(code(["data movies", "load \(load)"] + fixes))
                let late = body.components(separatedBy: "\n").enumerated().filter {
                    $0.element.contains("cell.imageView?.image = ") && !$0.element.contains("placeholder")
                        && !$0.element.contains("= image")
                }
                XCTAssertFalse(late.isEmpty, load)
                let lines = body.components(separatedBy: "\n")
                for (i, _) in late {
                    XCTAssertTrue(lines[i + 1].contains("cell.setNeedsLayout()"), "\(load) \(fixes): \(lines[i])")
                }
            }
        }
        for load in ["sync", "cached", "preload"] {
            XCTAssertFalse(code("data movies", "load \(load)").contains("setNeedsLayout"), load)
        }
    }

    /// F-10 (FIDELITY §8b.31): URLSession's async data(from:) throws URLError(.cancelled), and a
    /// download that returned before the cancel throws nothing: the code checks Task.isCancelled.
    func testAwaitCancellationIsURLErrorAndTheFlagIsChecked() throws {
        for language in [Language.en, .ko, .both] {
            let swift = code(["data movies", "load await", "fix cancel-on-reuse on"], language: language)
            XCTAssertFalse(swift.contains("CancellationError"), swift)
            XCTAssertTrue(swift.contains("URLError(.cancelled)"), swift)
            let body = cellForRowAt(swift)
            let suspension = try XCTUnwrap(body.range(of: "try await URLSession.shared.data(from: movie.thumbnailURL)"))
            let check = try XCTUnwrap(body.range(of: "guard !Task.isCancelled else { return }"), body)
            let assign = try XCTUnwrap(body.range(of: "cell.imageView?.image = movie.image", range: suspension.upperBound..<body.endIndex))
            XCTAssertTrue(suspension.upperBound < check.lowerBound && check.upperBound < assign.lowerBound, body)
        }
        XCTAssertFalse(code("data movies", "load await").contains("Task.isCancelled"), "no fix: no check")
    }

    /// `load preload`: the images are downloaded for the movies that are shown, not over the empty
    /// array `viewDidLoad` sees.
    func testPreloadDownloadsTheMoviesThatArrive() throws {
        let swift = code("data movies", "load preload")
        let viewDidLoad = method(swift, "override func viewDidLoad() {")
        XCTAssertFalse(viewDidLoad.contains("for movie in movies"), viewDidLoad)
        let arrive = method(swift, "func moviesDidArrive(_ loaded: [Movie]) {")
        let loop = try XCTUnwrap(arrive.range(of: "for movie in loaded {"), arrive)
        let show = try XCTUnwrap(arrive.range(of: "movies = loaded"), arrive)
        let reload = try XCTUnwrap(arrive.range(of: "tableView.reloadData()"), arrive)
        XCTAssertTrue(loop.lowerBound < show.lowerBound && show.lowerBound < reload.lowerBound, arrive)
        XCTAssertFalse(code("data movies", "load cached").contains("moviesDidArrive"))
    }

    /// Cancel-on-reuse under `load background` is a URLSessionDataTask the cell keeps; a completion
    /// queued on the main queue before the cancel still runs (FIDELITY §8b.31), which the code says,
    /// and with identity-check on, it is checked there.
    func testBackgroundCancelIsADataTaskAndTheQueuedCompletionIsChecked() throws {
        let cancel = cellForRowAt(code("data movies", "load background", "fix cancel-on-reuse on"))
        XCTAssertTrue(cancel.contains("URLSession.shared.dataTask(with: movie.thumbnailURL)"), cancel)
        XCTAssertFalse(cancel.contains("Data(contentsOf:"), cancel)
        XCTAssertTrue(cancel.contains("still runs"), cancel)
        let both = cellForRowAt(code("data movies", "load background", "fix cancel-on-reuse on", "fix identity-check on"))
        let main = try XCTUnwrap(both.range(of: "DispatchQueue.main.async {"))
        let check = try XCTUnwrap(both.range(of: "guard tableView.cellForRow(at: indexPath) === cell else { return }"))
        XCTAssertLessThan(main.lowerBound, check.lowerBound)
    }

    // MARK: Every variant parses and declares nothing unused

    /// A cover of every branch of the generator: each data set × style × heights × identifiers, with
    /// the dequeue call, prefetching, prepareForReuse and checkmarks taking every value in turn; and
    /// for images every loading strategy × every set of fixes × prefetch × dequeue × checkmarks.
    static func variants() -> [[String]] {
        let data = [["rows 30"], ["sections 3x10"], ["sections 5,12,3"], ["sections 1,2,3,4,5,6,7,8"],
                    ["data timezones-ko"], ["data timezones-ko", "jamo raw"], ["data timezones-en"]]
        let styles = [[], ["style grouped"]]
        let heights = [[], ["height var"], ["height var", "estimate 44"], ["height 60", "estimate 44"]]
        let identifiers = [[], ["identifiers alternate"], ["register text image:custom", "identifiers alternate text image"]]
        let dequeues = [[], ["dequeue fallback"], ["unregister cell", "dequeue fallback"]]
        let checkmarks = [[], ["checkmark 0:0"], ["checkmark 0:0", "checkmarks from-model"]]
        var out: [[String]] = []
        var n = 0
        for d in data { for st in styles { for h in heights { for id in identifiers {
            var lines = d + st + h + id
            // Unregistering "cell" only makes sense while "cell" is what is dequeued.
            let dq = id.isEmpty ? dequeues[n % 3] : dequeues[n % 2]
            lines += dq
            if n % 2 == 1 { lines.append("prefetch on") }
            if n % 4 >= 2 { lines.append("prepare none") }
            // `jamo raw` leaves every section empty: no row to put a checkmark on.
            lines += d.contains("jamo raw") ? (n % 3 == 0 ? [] : ["checkmarks from-model"]) : checkmarks[n % 3]
            out.append(lines)
            n += 1
        } } } }
        let fixSets: [[String]] = (0..<8).map { mask in
            ImageFix.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map { "fix \($0.element.rawValue) on" }
        }
        for load in LoadStrategy.allCases { for fixes in fixSets { for prefetch in [false, true] {
            for dq in [[], ["unregister cell", "dequeue fallback"]] {
                var lines = ["data movies", "load \(load.rawValue)"] + fixes + dq
                if prefetch { lines.append("prefetch on") }
                lines += checkmarks[n % 3]
                if n % 2 == 0 { lines.append("prepare none") }
                out.append(lines)
                n += 1
            }
        } } }
        return out
    }

    /// Every variant's code in both languages at once (so every comment goes through the checks),
    /// generated once for the tests below, with the lines that failed to run (none, or the cover is wrong).
    /// The setups of issue 19's row updates, taps and header views (`reload rows`, `reconfigure`,
    /// `multiple`, `deselect-on-tap`, `headers views`). They parse, and every distinct one
    /// type-checks against the stand-in UIKit
    /// (`SwiftCodeCompilesTests.testTheRowUpdateCodeTypeChecksAgainstTheStandInUIKit`), apart from
    /// `generated`, whose cover the other test checks.
    static func rowUpdateVariants() -> [[String]] {
        let data = [["rows 30"], ["sections 3x10"], ["data timezones-ko"], ["data timezones-en", "style grouped"], ["data movies"]]
        let extras = [["headers views"], ["multiple on"], ["deselect-on-tap on"], ["deselect-on-tap on", "checkmark 0:1"],
                      ["reload rows 0:1"], ["reconfigure 0:2"], ["reload rows 0:1", "reconfigure 0:2", "headers views", "multiple on"],
                      ["headers views", "checkmarks from-model", "deselect-on-tap on"], ["reload section 0", "move section 0 0"]]
        return data.flatMap { d in extras.map { d + $0 } }
    }

    static let rowUpdatesGenerated: [(lines: [String], swift: String, failed: [String])] = rowUpdateVariants().map { lines in
        var session = Session()
        let failed = lines.filter { session.execute($0).isError }
        return (lines, SwiftCode.lines(for: session.table, language: .both).joined(separator: "\n"), failed)
    }

    static let generated: [(lines: [String], swift: String, failed: [String])] = variants().map { lines in
        var session = Session()
        let failed = lines.filter { session.execute($0).isError }
        return (lines, SwiftCode.lines(for: session.table, language: .both).joined(separator: "\n"), failed)
    }

    func testEveryVariantDeclaresOnlyWhatItUses() {
        let declaration = try! NSRegularExpression(pattern: #"\b(?:class|struct|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for (lines, swift, failed) in Self.generated + Self.rowUpdatesGenerated {
            XCTAssertEqual(failed, [], "\(lines)")
            let ns = swift as NSString
            for match in declaration.matches(in: swift, range: NSRange(location: 0, length: ns.length)) {
                let name = ns.substring(with: match.range(at: 1))
                if name == "ListViewController" { continue }   // the screen itself: the app shows it
                let uses = try! NSRegularExpression(pattern: #"\b"# + name + #"\b"#).numberOfMatches(in: swift, range: NSRange(location: 0, length: ns.length))
                XCTAssertGreaterThan(uses, 1, "`\(name)` is declared and never used after: \(lines.joined(separator: "; "))")
            }
        }
    }

    func testEveryVariantParses() throws {
        guard let swiftc = Self.swiftc() else { throw XCTSkip("swiftc is not on this machine") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablelab-code-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen = Set<String>()
        var files: [(URL, [String])] = []
        for (i, (lines, swift, _)) in (Self.generated + Self.rowUpdatesGenerated).enumerated() {
            guard seen.insert(swift).inserted else { continue }
            let file = folder.appendingPathComponent("variant\(i).swift")
            try (swift + "\n").write(to: file, atomically: true, encoding: .utf8)
            files.append((file, lines))
            // As `code` prints it on a narrow terminal: lines broken at argument boundaries still parse.
            let narrow = SwiftLineWrap.wrap(swift.components(separatedBy: "\n"), width: SwiftLineWrap.minimumWidth)
            let narrowFile = folder.appendingPathComponent("variant\(i)-narrow.swift")
            try (narrow.joined(separator: "\n") + "\n").write(to: narrowFile, atomically: true, encoding: .utf8)
            files.append((narrowFile, lines + ["(at \(SwiftLineWrap.minimumWidth) columns)"]))
        }
        XCTAssertGreaterThan(files.count, 200)
        // The checker must be able to fail: a file that does not parse is reported.
        let broken = folder.appendingPathComponent("broken.swift")
        try "let = 3\n".write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try Self.run(swiftc, ["-frontend", "-parse", files[0].0.path, broken.path]).0, 0)
        // The frontend parses many files in one process (the driver would start one per file).
        let batch = 200
        for start in stride(from: 0, to: files.count, by: batch) {
            let chunk = files[start..<min(start + batch, files.count)]
            let (status, output) = try Self.run(swiftc, ["-frontend", "-parse"] + chunk.map(\.0.path))
            if status != 0 {
                let culprits = chunk.filter { output.contains($0.0.lastPathComponent) }.map { $0.1.joined(separator: "; ") }
                XCTFail("swiftc -parse failed for: \(culprits)\n\(output.prefix(4000))")
            }
        }
    }

    // MARK: Wrapped to the terminal's width

    /// `code` at 80 and 100 columns broke Swift lines mid-identifier ("UITableV / iewCell", D29): the
    /// terminal wrapped them. Every line fits now, and every word of the code is still whole.
    func testCodeFitsTheWidthWithoutCuttingAWord() throws {
        let setups = [["data movies"], ["data movies", "load background", "fix cancel-on-reuse on"],
                      ["data movies", "load background", "fix cancel-on-reuse on", "fix identity-check on", "prefetch on"],
                      ["data timezones-ko", "height var"], ["sections 3x10", "identifiers alternate"]]
        let word = try NSRegularExpression(pattern: #"[\p{L}_][\p{L}\p{N}_]*"#)
        func words(_ text: String) -> [String: Int] {
            let ns = text as NSString
            var counts: [String: Int] = [:]
            for m in word.matches(in: text, range: NSRange(location: 0, length: ns.length)) { counts[ns.substring(with: m.range), default: 0] += 1 }
            return counts
        }
        for setup in setups {
            for language in [Language.en, .ko, .both] {
                var session = Session(language: language)
                for line in setup { XCTAssertFalse(session.execute(line).isError, line) }
                let whole = SwiftCode.lines(for: session.table, language: language).joined(separator: "\n")
                for width in [100, 80, 60] {
                    let ctx = RenderContext(language: language, width: width)
                    let shown = ResponseRenderer.render(session.execute("code"), session: session, context: ctx)
                    for line in shown {
                        XCTAssertLessThanOrEqual(line.displayWidth, width, "\(setup) \(language) at \(width): \(line)")
                    }
                    XCTAssertEqual(words(shown.joined(separator: "\n")), words(whole), "\(setup) \(language) at \(width)")
                }
            }
        }
    }

    /// A long call breaks after a comma and its continuation is indented; a trailing comment moves
    /// above its line; a string literal is never broken.
    func testWhereALineBreaks() {
        XCTAssertEqual(SwiftLineWrap.wrap(line: #"        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)"#, width: 75), [
            #"        let cell = tableView.dequeueReusableCell(withIdentifier: "cell","#,
            #"            for: indexPath)"#,
        ])
        XCTAssertEqual(SwiftLineWrap.wrap(line: "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {", width: 80), [
            "    override func tableView(_ tableView: UITableView,",
            "            cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        ])
        XCTAssertEqual(SwiftLineWrap.wrap(line: "        (cell as? Cell)?.loadTask = task   // cancelled in prepareForReuse", width: 50), [
            "        // cancelled in prepareForReuse",
            "        (cell as? Cell)?.loadTask = task",
        ])
        let literal = #""a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p""#
        XCTAssertTrue(SwiftLineWrap.wrap(line: "    let s = " + literal, width: 40).contains { $0.hasSuffix(literal) })
        XCTAssertEqual(SwiftLineWrap.wrap(line: "        let x = 0.5 + offset", width: 40), ["        let x = 0.5 + offset"])
        // A type's inheritance clause goes on the next line rather than the generic arguments splitting.
        XCTAssertEqual(SwiftLineWrap.wrap(line: "final class DataSource: UITableViewDiffableDataSource<Section, Item> {", width: 60), [
            "final class DataSource:",
            "        UITableViewDiffableDataSource<Section, Item> {",
        ])
    }

    /// `swiftc` from `SWIFTC`, else the first one on `PATH` (as `which swiftc` finds it).
    static func swiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["SWIFTC"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        return candidates.lazy.map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ tool: URL, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
