import Foundation
import XCTest

/// Learner-facing text lives in the catalogs, not in Swift: no string literal in `Sources/` holds
/// Hangul, except in the files whose Korean is data (row content of the data sets, the keyboard map,
/// the index titles, the particle table, the bootstrap copies that `GeneratedAccessorTests` compares
/// with the catalogs, the particle fallbacks the checker looks for). An English-only sentence would slip past this scan; the typed `L10n` keys and
/// review catch those — a Korean half cannot exist without its English one.
final class SourceTextTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Files whose Hangul literals are data, not messages.
    static let dataFiles: Set<String> = [
        "DataSets/RegionNames.swift", "DataSets/MovieChart.swift", "DataSets/Hangul.swift",
        "TableLab/Commands/KoreanKeyboard.swift", "MessageCatalog/KoreanParticle.swift",
        "TableText/Catalog/BootstrapMessages.swift", "TableLab/Messages/CatalogChecker.swift",
        "TableLab/Lessons/LessonAnswerWords.swift", "TableLab/Glossary/GlossaryLinker+Particles.swift",
    ]

    func testNoSwiftSourceHoldsAKoreanMessage() throws {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(Self.sources.path.count + 1))
            guard !Self.dataFiles.contains(relative) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.contains("examples:") {  // commands a learner types (`glossary 비동기`), not messages
                for literal in Self.stringLiterals(in: String(line)) where literal.unicodeScalars.contains(where: Self.isHangul) {
                    found.append("\(relative):\(i + 1): \"\(literal)\"")
                }
            }
        }
        XCTAssertEqual(found, [], "move these to messages/en.yaml and messages/ko.yaml")
    }

    /// A Hangul syllable: every Korean word has them. Lone letters (`"ㄱ"`, `"ᄃ"`) are data — jamo
    /// tables for the index strip and the line editor — not messages.
    static func isHangul(_ s: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(s.value)
    }

    /// The contents of the `"…"` literals on one line, stopping at a `//` comment outside a literal.
    static func stringLiterals(in line: String) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        var previous: Character = " "
        for ch in line {
            if var c = current {
                if escaped { escaped = false; c.append(ch); current = c; continue }
                if ch == "\\" { escaped = true; c.append(ch); current = c; continue }
                if ch == "\"" { literals.append(c); current = nil; continue }
                c.append(ch)
                current = c
            } else {
                if ch == "/" && previous == "/" { break }
                if ch == "\"" { current = "" }
            }
            previous = ch
        }
        return literals
    }
}
