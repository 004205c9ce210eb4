import TableSim
import TableText

/// `code sample`: the small `SampleData.swift` that makes the file `code` prints build in Xcode.
/// `SampleData` is the only tablelab name that file uses (the stand-in UIKit has it); written out
/// here as plain Swift with Foundation only, with the same names and the same values — both read the
/// `DataSets` lists, so they cannot drift apart. Comments are in the learner's language.
public enum SampleDataCode {
    typealias T = L10n.Code.SampleData

    public static func lines(language lang: Language) -> [String] {
        func comment(_ message: Message, _ indent: String = "") -> String { indent + "// " + lang.text(message) }
        var out = [comment(T.header), comment(T.thumbnails), "", "import Foundation", ""]
        out += ["enum SampleData {",
                "    struct Movie: Sendable, Hashable {",
                "        let title: String",
                "        let koreanTitle: String",
                "        let thumbnailURL: URL",
                "    }",
                "",
                "    struct Place: Sendable, Hashable {",
                "        let name: String",
                "        let timeZoneIdentifier: String",
                "    }",
                "",
                comment(T.movies(count: String(MovieChart.movies.count)), "    "),
                "    static let movies: [Movie] = ["]
        for m in MovieChart.movies {
            out.append("        Movie(title: \(literal(m.title)), koreanTitle: \(literal(m.titleKo)),")
            out.append("              thumbnailURL: URL(string: \(literal(m.thumbnail)))!),")
        }
        out += ["    ]",
                "",
                comment(T.numbers, "    "),
                "    static func numbers(_ count: Int) -> [String] {",
                "        (0..<max(0, count)).map { \"Row \\($0)\" }",
                "    }",
                "",
                comment(T.places(count: String(RegionNames.all.count)), "    "),
                "    static let timeZonesKorean: [Place] = places.map { Place(name: $0.korean, timeZoneIdentifier: $0.timeZone) }",
                "    static let timeZonesEnglish: [Place] = places.map { Place(name: $0.english, timeZoneIdentifier: $0.timeZone) }",
                "",
                "    private static let places: [(korean: String, english: String, timeZone: String)] = ["]
        for r in RegionNames.all {
            out.append("        (\(literal(r.ko)), \(literal(r.en)), \(literal(r.timeZone))),")
        }
        out += ["    ]", "}"]
        return out
    }

    /// A Swift string literal of `s`.
    static func literal(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case _ where c.value < 0x20 || c.value == 0x7F: out += "\\u{\(String(c.value, radix: 16))}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
