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

    func testCheckmarksBothWays() {
        let buggy = code("checkmark 2")
        XCTAssertTrue(buggy.contains("didSelectRowAt indexPath: IndexPath)"))
        XCTAssertTrue(buggy.contains("cell?.accessoryType = cell?.accessoryType == .checkmark ? .none : .checkmark"))
        XCTAssertFalse(cellForRowAt(buggy).contains("cell.accessoryType ="), "the bug: cellForRowAt never sets it")
        XCTAssertFalse(buggy.contains("checkedRows"))
        let fixed = code("checkmark 2", "checkmarks from-model")
        XCTAssertTrue(fixed.contains("var checkedRows: Set<IndexPath> = []"))
        XCTAssertTrue(cellForRowAt(fixed).contains("cell.accessoryType = checkedRows.contains(indexPath) ? .checkmark : .none"))
        XCTAssertFalse(code().contains("didSelectRowAt"), "no checkmarks used: no didSelectRowAt")
    }

    func testSelectionIsNotResetInPrepareForReuse() {
        XCTAssertFalse(prepareForReuse(code("select 2")).contains("isSelected"))
    }

    // MARK: Every variant parses and declares nothing unused

    /// A cover of every branch of the generator: each data set × style × heights × identifiers, with
    /// the dequeue call, prefetching, prepareForReuse and checkmarks taking every value in turn; and
    /// for images every loading strategy × every set of fixes × prefetch × dequeue × checkmarks.
    private static func variants() -> [[String]] {
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
    private static let generated: [(lines: [String], swift: String, failed: [String])] = variants().map { lines in
        var session = Session()
        let failed = lines.filter { session.execute($0).isError }
        return (lines, SwiftCode.lines(for: session.table, language: .both).joined(separator: "\n"), failed)
    }

    func testEveryVariantDeclaresOnlyWhatItUses() {
        let declaration = try! NSRegularExpression(pattern: #"\b(?:class|struct|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for (lines, swift, failed) in Self.generated {
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
        for (i, (lines, swift, _)) in Self.generated.enumerated() {
            guard seen.insert(swift).inserted else { continue }
            let file = folder.appendingPathComponent("variant\(i).swift")
            try (swift + "\n").write(to: file, atomically: true, encoding: .utf8)
            files.append((file, lines))
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

    /// `swiftc` from `SWIFTC`, else the first one on `PATH` (as `which swiftc` finds it).
    private static func swiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["SWIFTC"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        return candidates.lazy.map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private static func run(_ tool: URL, _ arguments: [String]) throws -> (Int32, String) {
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
