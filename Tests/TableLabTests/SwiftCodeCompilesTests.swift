import Foundation
import XCTest
import TableSim

/// The Swift that `code` prints type-checks against the stand-in UIKit (issue 18, item 7, first
/// half): the code shown is code that compiles, with UIKit's real signatures.
///
/// Each file declares the same classes, so each takes its own `swiftc -typecheck` (about 1 s on this
/// 2-core machine, two at a time). Every distinct variant of `SwiftCodeTests.variants()` takes 150 s
/// (332 files), so this checks a deterministic cover of them (84 files, 40 s): every load strategy ×
/// (no fix, each fix alone, every fix) × prefetch off and on, and for the other settings each value at
/// least once — data set, style, each height/estimate mode per kind of data (numbers, sections,
/// regions), identifiers, dequeue with and without the fallback, prepareForReuse, checkmarks both
/// ways. `TABLELAB_TYPECHECK_EVERY_VARIANT=1` checks every distinct variant instead (all pass).
///
/// Swift 5 language mode, as Xcode's templates: the printed code says so where Swift 6 would refuse it.
final class SwiftCodeCompilesTests: XCTestCase {
    func testTheCodeShownTypeChecksAgainstTheStandInUIKit() throws {
        let every = ProcessInfo.processInfo.environment["TABLELAB_TYPECHECK_EVERY_VARIANT"] == "1"
        let variants = every ? Self.distinctVariants() : Self.cover()
        XCTAssertGreaterThan(variants.count, every ? 200 : 60)
        try Self.assertTypeChecks(variants)
    }

    /// Issue 19's setups — row updates (`insert`, `delete`, `move`, `batch`, `swipe delete`, `model
    /// after|never`: `SwiftCodeUpdatesTests.variants`), `reload rows`, `reconfigure`, `multiple`,
    /// `deselect-on-tap`, `headers views` (`SwiftCodeTests.rowUpdateVariants()`) — every distinct one.
    func testTheRowUpdateCodeTypeChecksAgainstTheStandInUIKit() throws {
        var seen = Set<String>()
        let setups = SwiftCodeTests.rowUpdatesGenerated.map { ($0.lines, $0.swift) }
            + SwiftCodeUpdatesTests.variants.map { ($0, SwiftCodeUpdatesTests.code($0)) }
        let variants = setups.filter { seen.insert($0.1).inserted }.map { (lines: $0.0, swift: $0.1) }
        XCTAssertGreaterThan(variants.count, 40)
        try Self.assertTypeChecks(variants)
    }

    /// Type-checks each variant; a variant with a data-source method's signature written wrong is
    /// checked first and must fail, so the check can fail.
    static func assertTypeChecks(_ variants: [(lines: [String], swift: String)],
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let swiftc = try XCTUnwrap(SwiftCodeTests.swiftc(), "swiftc is not on PATH")
        let modules = try XCTUnwrap(Self.modulesFolder(), "StandInUIKit.swiftmodule is not beside the test bundle")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablelab-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(file: URL, lines: [String])] = []
        for (i, variant) in variants.enumerated() {
            let file = folder.appendingPathComponent("Variant\(i).swift")
            try (variant.swift + "\n").write(to: file, atomically: true, encoding: .utf8)
            files.append((file, variant.lines))
        }

        // The check can fail: a variant with a data-source method's signature written wrong (an
        // optional cell, which UIKit's protocol does not have) is reported with its file and line.
        let wrong = folder.appendingPathComponent("Wrong.swift")
        try variants[0].swift
            .replacingOccurrences(of: "cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
                                  with: "cellForRowAt indexPath: IndexPath) -> UITableViewCell? {")
            .write(to: wrong, atomically: true, encoding: .utf8)
        let failures = Self.typecheck([(wrong, ["(cellForRowAt returning UITableViewCell?)"])] + files,
                                      swiftc: swiftc, modules: modules)
        XCTAssertEqual(failures.first?.lines, ["(cellForRowAt returning UITableViewCell?)"], file: file, line: line)
        XCTAssertTrue(failures.first?.output.contains("Wrong.swift:") == true, failures.first?.output ?? "", file: file, line: line)
        for failure in failures.dropFirst() {
            XCTFail("swiftc -typecheck failed for: \(failure.lines.joined(separator: "; "))\n\(failure.output.prefix(3000))",
                    file: file, line: line)
        }
    }

    // MARK: Which variants

    /// Every distinct variant's code (`code` prints comments in the learner's language; `.both`
    /// puts every comment through the check at once).
    static func distinctVariants() -> [(lines: [String], swift: String)] {
        var seen = Set<String>()
        return SwiftCodeTests.generated.compactMap { seen.insert($0.swift).inserted ? ($0.lines, $0.swift) : nil }
    }

    /// The cover: a variant is kept when it brings a feature no earlier one had (variants in order).
    static func cover() -> [(lines: [String], swift: String)] {
        var covered = Set<String>()
        return distinctVariants().filter { variant in
            let new = features(variant.lines).subtracting(covered)
            covered.formUnion(new)
            return !new.isEmpty
        }
    }

    /// What a variant exercises: each command, each setting left at its default, the height mode
    /// per kind of data, and for images the strategy × fixes (none, one, all) × prefetch.
    static func features(_ lines: [String]) -> Set<String> {
        var out = Set(lines)
        func has(_ prefix: String) -> Bool { lines.contains { $0.hasPrefix(prefix) } }
        let kind = lines.first { $0.hasPrefix("rows") || $0.hasPrefix("sections") || $0.hasPrefix("data") }
            .map { $0.hasPrefix("data timezones") ? "regions" : $0.hasPrefix("sections") ? "sections" : $0 } ?? "rows"
        let heights = lines.filter { $0.hasPrefix("height") || $0.hasPrefix("estimate") }.joined(separator: "+")
        out.insert("\(kind) heights:\(heights.isEmpty ? "default" : heights)")
        out.insert("\(kind) style:\(has("style") ? "grouped" : "plain")")
        out.insert("\(kind) identifiers:\(lines.filter { $0.hasPrefix("identifiers") || $0.hasPrefix("register") }.joined(separator: "+"))")
        for (setting, prefix) in [("dequeue", "dequeue"), ("prefetch", "prefetch"), ("prepare", "prepare"), ("checkmarks", "checkmark")]
        where !has(prefix) {
            out.insert("\(setting) default")
        }
        if let load = lines.first(where: { $0.hasPrefix("load ") }) {
            let fixes = lines.filter { $0.hasPrefix("fix ") }
            let fixKey = fixes.isEmpty ? "no fix" : fixes.count == 1 ? fixes[0] : fixes.count == ImageFix.allCases.count ? "every fix" : nil
            if let fixKey { out.insert("\(load) \(fixKey) prefetch:\(has("prefetch on"))") }
        }
        return out
    }

    // MARK: Running swiftc

    /// Type-checks each file in its own process, two at a time; the files that failed, in order.
    static func typecheck(_ files: [(file: URL, lines: [String])], swiftc: URL, modules: URL)
        -> [(lines: [String], output: String)]
    {
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let i = results.next() {
                let arguments = ["-typecheck", "-swift-version", "5", "-module-alias", "UIKit=StandInUIKit", "-I", modules.path, files[i].file.path]
                let outcome = (try? SwiftCodeTests.run(swiftc, arguments)) ?? (-1, "swiftc did not start")
                results.set(i, outcome.0 == 0 ? nil : outcome.1)
            }
        }
        return results.failures().map { (files[$0.index].lines, $0.output) }
    }

    /// `<bin>/Modules`, where `StandInUIKit.swiftmodule` is: the test bundle sits in the bin folder, and the
    /// test target depends on UIKit so it is built.
    static func modulesFolder() -> URL? {
        let bins = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.resolvingSymlinksInPath().deletingLastPathComponent() }
            + [Bundle.main.bundleURL.deletingLastPathComponent()]
        return bins.map { $0.appendingPathComponent("Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("StandInUIKit.swiftmodule").path) }
    }
}

/// The outputs of the files checked so far, shared by the two workers.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var outputs: [String?]

    init(count: Int) { outputs = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < outputs.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func set(_ index: Int, _ output: String?) {
        lock.lock()
        outputs[index] = output
        lock.unlock()
    }

    func failures() -> [(index: Int, output: String)] {
        lock.lock()
        defer { lock.unlock() }
        return outputs.enumerated().compactMap { i, output in output.map { (i, $0) } }
    }
}
