import Foundation
import XCTest
@testable import TableLab
import TableText

/// The glossary's persisted name index (issue 17 §7): what it gives is what reading the files gives;
/// any change to the files, and any index that is not exactly what tablelab writes, sends the
/// session back to the files; a hostile index cannot put a control character on the screen.
final class GlossaryNameIndexTests: XCTestCase {
    static let shippedFolder = FirstAnswerTests.packageRoot.appendingPathComponent("glossary")

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("name-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    var store: GlossaryNameIndex.Store {
        GlossaryNameIndex.Store(path: scratch.appendingPathComponent("state/glossary-index").path, version: "test")
    }

    /// The session's way: names only, bodies when shown, with the index.
    func load(_ folder: URL, store: GlossaryNameIndex.Store? = nil) -> (Glossary, [Diagnostic]) {
        Glossary.load(from: folder, plainFirst: true, readBodiesWhenShown: { _ in }, nameIndex: store ?? self.store)
    }

    /// The session's way without an index.
    func read(_ folder: URL) -> Glossary {
        Glossary.load(from: folder, plainFirst: true, readBodiesWhenShown: { _ in }).0
    }

    /// A copy of the shipped glossary to change.
    func copyOfShipped() throws -> URL {
        let folder = scratch.appendingPathComponent("glossary")
        try FileManager.default.copyItem(at: Self.shippedFolder, to: folder)
        return folder
    }

    /// The index's lines: a header of three, then one line a file, its fields between tabs.
    func indexLines() throws -> [String] {
        try String(contentsOfFile: store.path, encoding: .utf8).components(separatedBy: "\n")
    }

    func writeLines(_ lines: [String]) throws {
        try lines.joined(separator: "\n").write(toFile: store.path, atomically: true, encoding: .utf8)
    }

    static let fields = ["name", "size", "mtime", "id", "en", "ko", "tryCommand", "aliases", "avoid", "related", "lessons",
                         "fieldLines", "aliasLines", "relatedLines", "lessonLines"]

    /// Changes a field of every file in the index (`en` to `TAMPERED`), its stamps kept: a glossary
    /// that then answers to `TAMPERED` took its names from the index.
    func tamper(_ value: String = "TAMPERED", field: String = "en") throws {
        let column = try XCTUnwrap(Self.fields.firstIndex(of: field))
        var lines = try indexLines()
        for i in 3..<lines.count where !lines[i].isEmpty {
            var parts = lines[i].components(separatedBy: "\t")
            XCTAssertEqual(parts.count, Self.fields.count)
            parts[column] = value
            lines[i] = parts.joined(separator: "\t")
        }
        try writeLines(lines)
    }

    func replaceLine(_ number: Int, with text: String) throws {
        var lines = try indexLines()
        lines[number] = text
        try writeLines(lines)
    }

    func usedIndex(_ glossary: Glossary) -> Bool {
        glossary.entries.contains { $0.en == "TAMPERED" }
    }

    func testRoundTripEqualsTheReadGlossaryOnTheShippedData() throws {
        let (first, firstProblems) = load(Self.shippedFolder)
        XCTAssertEqual(firstProblems, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path), "a clean read writes the index")
        let (second, secondProblems) = load(Self.shippedFolder)
        XCTAssertEqual(secondProblems, [])
        let plain = read(Self.shippedFolder)
        XCTAssertEqual(plain.entries.count, 87)
        XCTAssertEqual(first.entries, plain.entries)
        XCTAssertEqual(second.entries, plain.entries, "the names from the index are the names from the files")
        for stub in second.entries.prefix(5) {
            XCTAssertEqual(second.shown(stub), plain.shown(stub), "\(stub.id): the body is read from its file")
        }
        // And the second load did take them from the index.
        try tamper()
        XCTAssertTrue(usedIndex(load(Self.shippedFolder).0))
    }

    func testLookupsAreTheSameWithAndWithoutTheIndex() throws {
        _ = load(Self.shippedFolder)
        let indexed = load(Self.shippedFolder).0
        let plain = read(Self.shippedFolder)
        // 셀, 큐, ㅈㅅㅇ (a headword's initials above an alias's), and a few more.
        for query in ["\u{C140}", "\u{D050}", "\u{3148}\u{3145}\u{3147}", "reuse", "queue", "asynchronus", "cell", "async"] {
            XCTAssertEqual(indexed.lookup(query), plain.lookup(query), query)
            for language in [Language.en, .ko] {
                XCTAssertEqual(indexed.lookupLines(indexed.lookup(query), query: query, language: language, width: 80),
                               plain.lookupLines(plain.lookup(query), query: query, language: language, width: 80), query)
            }
        }
        XCTAssertEqual(indexed.completions(prefix: "re"), plain.completions(prefix: "re"))
    }

    func testAChangedAddedOrRemovedFileInvalidatesTheIndex() throws {
        let folder = try copyOfShipped()
        let cell = folder.appendingPathComponent("cell.md")
        let changes: [(String, () throws -> Void)] = [
            ("changed", { try (String(contentsOf: cell, encoding: .utf8) + "\n").write(to: cell, atomically: true, encoding: .utf8) }),
            ("touched", {
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: cell.path)
            }),
            ("added", {
                try FileManager.default.copyItem(at: cell, to: folder.appendingPathComponent("cellular.md"))
                let text = try String(contentsOf: cell, encoding: .utf8).replacingOccurrences(of: "id: cell\n", with: "id: cellular\n")
                try text.write(to: folder.appendingPathComponent("cellular.md"), atomically: true, encoding: .utf8)
            }),
            ("removed", { try FileManager.default.removeItem(at: folder.appendingPathComponent("cellular.md")) }),
        ]
        _ = load(folder)
        for (name, change) in changes {
            try tamper()
            XCTAssertTrue(usedIndex(load(folder).0), "\(name): the index matched before the change")
            try tamper()
            try change()
            let (glossary, problems) = load(folder)
            XCTAssertFalse(usedIndex(glossary), name)
            XCTAssertEqual(glossary.entries, read(folder).entries, name)
            XCTAssertEqual(problems, [], name)
            XCTAssertEqual(load(folder).0.entries, glossary.entries, "\(name): the index is rewritten and matches")
        }
    }

    func testACorruptOversizedOrHostileIndexFallsBackToTheFiles() throws {
        let plain = read(Self.shippedFolder)
        let path = URL(fileURLWithPath: store.path)
        let cases: [(String, () throws -> Void)] = [
            ("garbage", { try Data("{\"format\": 1, \"files\": [".utf8).write(to: path) }),
            ("empty", { try Data().write(to: path) }),
            ("oversized", {
                try Data().write(to: path)
                let handle = try FileHandle(forWritingTo: path)
                try handle.truncate(atOffset: UInt64(FileLimits.stateFileBytes + 1))
                try handle.close()
            }),
            ("not UTF-8", {
                var data = try Data(contentsOf: path)
                data[data.count - 2] = 0xFF
                try data.write(to: path)
            }),
            ("a control character", { try self.tamper("cell\u{1B}[2J\u{07}") }),
            ("a C1 control", { try self.tamper("cell\u{9B}31m", field: "ko") }),
            ("an alias with a control", { try self.tamper("\u{1B}]0;PWNED\u{07}", field: "aliases") }),
            ("a tab in a value", { try self.tamper("cell\tcell") }),
            ("not a number", { try self.tamper("twelve", field: "size") }),
            ("not a line number", { try self.tamper("x", field: "aliasLines") }),
            ("id not the file", { try self.tamper("cell", field: "id") }),
            ("lines not aligned", { try self.tamper("", field: "aliasLines") }),
            ("an empty name", { try self.tamper("", field: "en") }),
            ("another format", { try self.replaceLine(0, with: "tablelab-glossary-index 1") }),
            ("another version", { try self.replaceLine(1, with: "0.0.1") }),
            ("another folder", { try self.replaceLine(2, with: "/elsewhere/glossary") }),
            ("a file left out", {
                var lines = try self.indexLines()
                lines.remove(at: 3)
                try self.writeLines(lines)
            }),
            ("a folder in its place", {
                try FileManager.default.removeItem(at: path)
                try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
            }),
        ]
        for (name, corrupt) in cases {
            try? FileManager.default.removeItem(at: path)
            _ = load(Self.shippedFolder)
            try corrupt()
            let (glossary, problems) = load(Self.shippedFolder)
            XCTAssertEqual(problems, [], "\(name): nothing to say")
            XCTAssertEqual(glossary.entries, plain.entries, "\(name): the names are read from the files")
            XCTAssertFalse(glossary.entries.contains { ($0.allNames + [$0.tryCommand]).contains(where: \.containsControlCharacters) }, name)
        }
    }

    func testWithoutAStateFolderOrAWritableOneTheGlossaryReadsAsBefore() throws {
        XCTAssertNil(GlossaryNameIndex.Store.inStateFolder(environment: [:], version: "test"))
        XCTAssertEqual(GlossaryNameIndex.Store.inStateFolder(environment: ["HOME": "/home/learner"], version: "test")?.path,
                       "/home/learner/.local/state/tablelab/glossary-index")
        let unwritable = GlossaryNameIndex.Store(path: "/dev/null/tablelab/glossary-index", version: "test")
        let (glossary, problems) = load(Self.shippedFolder, store: unwritable)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(glossary.entries, read(Self.shippedFolder).entries)
    }

    /// `tablelab check`'s way (every file in full) neither reads nor writes the index; nor does a
    /// glossary whose files have problems (the index would hide them).
    func testTheFullReadAndABrokenGlossaryLeaveTheIndexAlone() {
        _ = Glossary.load(from: Self.shippedFolder, plainFirst: true, nameIndex: store)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path))
        let broken = FirstAnswerTests.fixtures.appendingPathComponent("glossary-broken")
        let (_, problems) = load(broken)
        XCTAssertFalse(problems.isEmpty)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path))
    }
}
