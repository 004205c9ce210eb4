import Foundation
import XCTest
@testable import TableText

/// The committed accessors match the English catalog, and the built-in copies of the bootstrap
/// messages match both catalogs.
final class GeneratedAccessorTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func catalog(_ language: Language) throws -> Catalog {
        let (catalog, problems) = Catalog.load(from: Self.root.appendingPathComponent("messages/\(language.rawValue).yaml"))
        XCTAssertEqual(problems, [], "messages/\(language.rawValue).yaml")
        return catalog
    }

    func testGeneratedFilesAreCurrent() throws {
        let files = AccessorGenerator.files(for: try catalog(.en))
        let folder = Self.root.appendingPathComponent("Sources/TableText/Generated")
        let existing = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(existing), Set(files.keys), "run `swift run tablelab-l10n`")
        for (name, source) in files {
            let committed = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(committed, source, "\(name) is out of date: run `swift run tablelab-l10n`")
        }
    }

    func testCompiledKeysAreTheEnglishCatalog() throws {
        let en = try catalog(.en)
        XCTAssertEqual(Set(L10n.placeholders.keys), Set(en.entries.keys))
        for (key, names) in L10n.placeholders {
            XCTAssertEqual(en[key]?.template.placeholders, names, key)
        }
    }

    func testBootstrapCopiesMatchTheCatalogs() throws {
        for language in [Language.en, .ko] {
            let c = try catalog(language)
            for (key, text) in BootstrapMessages.all(language) {
                XCTAssertEqual(c[key]?.source, text, "\(language.rawValue) \(key): the copy in BootstrapMessages differs")
            }
        }
    }

    func testBothLanguagesLayout() {
        let catalogs = MessageCatalogs(folder: Self.root.appendingPathComponent("messages"))
        let m = L10n.Notes.alreadyAtTop
        XCTAssertEqual(Language.both.text(m, catalogs: catalogs), "already at the top — nothing moved / 이미 맨 위입니다 — 움직이지 않았습니다")
        XCTAssertEqual(Language.both.block(m, catalogs: catalogs), "already at the top — nothing moved\n이미 맨 위입니다 — 움직이지 않았습니다")
    }

    func testAValueMayBeAMessageOrATextInEachLanguage() {
        let catalogs = MessageCatalogs(folder: Self.root.appendingPathComponent("messages"))
        let quoted = Message("data.missing", ["path": Message.Argument.perLanguage(en: "A", ko: "가")])
        XCTAssertEqual(Language.both.block(quoted, catalogs: catalogs).split(separator: "\n").map { $0.contains("=A ") || $0.contains("=A:") },
                       [true, false])
        XCTAssertTrue(Language.ko.text(quoted, catalogs: catalogs).hasPrefix("TABLELAB_DATA=가"))
        let nested = L10n.Catalogs.notYAML(reason: L10n.Notes.alreadyAtTop)
        XCTAssertTrue(Language.ko.text(nested, catalogs: catalogs).hasSuffix("이미 맨 위입니다 — 움직이지 않았습니다"))
    }

    func testMissingCatalogShowsTheKeyAndBootstrapStillSpeaks() {
        let catalogs = MessageCatalogs(folder: URL(fileURLWithPath: "/nonexistent-tablelab-messages"), fallbacks: [])
        XCTAssertEqual(Language.en.text(L10n.Notes.alreadyAtTop, catalogs: catalogs), "‹notes.alreadyAtTop›")
        XCTAssertTrue(Language.ko.text(L10n.Data.notFound, catalogs: catalogs).hasPrefix("데이터 폴더를 찾지 못했습니다"))
    }

    func testAMissingCatalogIsReplacedByTheInstalledOne() {
        let catalogs = MessageCatalogs(folder: URL(fileURLWithPath: "/nonexistent-tablelab-messages"))
        XCTAssertEqual(Language.en.text(L10n.Notes.alreadyAtTop, catalogs: catalogs), "already at the top — nothing moved")
        XCTAssertEqual(catalogs.failures(.en).first?.fallback?.standardizedFileURL, Self.root.appendingPathComponent("messages").standardizedFileURL)
    }
}
