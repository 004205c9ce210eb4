import XCTest

@testable import TableSim
@testable import DataSets

final class HangulTests: XCTestCase {
    private func scalarValue(_ c: Character) -> UInt32 { c.unicodeScalars.first!.value }

    // MARK: - Tables

    func testChoseongOrderIsTheNineteenCompatibilityInitials() {
        XCTAssertEqual(Hangul.choseongOrder.count, 19)
        XCTAssertEqual(Hangul.choseongOrder.map(scalarValue), Hangul.compatibilityInitialValues)
        XCTAssertEqual(String(Hangul.choseongOrder), "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
        for c in Hangul.choseongOrder { XCTAssertEqual(c.unicodeScalars.count, 1) }
    }

    func testIndexTitlesAreFourteenPlainCompatibilityConsonants() {
        XCTAssertEqual(Hangul.indexTitles, ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"])
        XCTAssertEqual(Hangul.indexTitles.first?.unicodeScalars.first?.value, 0x3131)
        for title in Hangul.indexTitles {
            let c = Character(title)
            XCTAssertTrue(Hangul.choseongOrder.contains(c))
            XCTAssertEqual(Hangul.foldDoubled(c), c, "index titles are already folded")
            XCTAssertTrue((0x3131...0x314E).contains(scalarValue(c)))
        }
    }

    func testIsSyllable() {
        XCTAssertTrue(Hangul.isSyllable("가"))
        XCTAssertTrue(Hangul.isSyllable("힣"))
        XCTAssertFalse(Hangul.isSyllable("ㄱ"))
        XCTAssertFalse(Hangul.isSyllable("\u{1100}"))
        XCTAssertFalse(Hangul.isSyllable("A"))
        XCTAssertFalse(Hangul.isSyllable(Unicode.Scalar(0xD7A4)!))
    }

    // MARK: - The seed's bug and its fix

    func testRawChoseongIsNotTheIndexTitle() {
        let raw = Hangul.choseongJamo(of: "가")
        XCTAssertEqual(raw, "\u{1100}")
        XCTAssertEqual(raw.map(scalarValue), 0x1100)
        XCTAssertNotEqual(raw, "ㄱ", "ᄀ (U+1100) looks like ㄱ (U+3131) but is a different character")
        XCTAssertNotEqual(raw.map { String($0) }, Hangul.indexTitles[0])

        // Exactly the seed's formula: ((code − 0xAC00) / 28) / 21 + 0x1100.
        for code in stride(from: UInt32(0xAC00), through: 0xD7A3, by: 97) {
            let c = Character(Unicode.Scalar(code)!)
            XCTAssertEqual(Hangul.choseongJamo(of: c).map(scalarValue), ((code - 0xAC00) / 28) / 21 + 0x1100)
        }
        XCTAssertEqual(Hangul.choseongJamo(of: "힣"), "\u{1112}")
        XCTAssertNil(Hangul.choseongJamo(of: "A"))
        XCTAssertNil(Hangul.choseongJamo(of: "ㄱ"))
        XCTAssertNil(Hangul.choseongJamo(of: "1"))
    }

    func testSeedDictionaryLookupFailsUntilKeysAreMapped() {
        let raw = RegionNames.dictionaryByInitial(compatibilityKeys: false)
        for title in Hangul.indexTitles { XCTAssertNil(raw[title], "raw key for \(title) should not be found") }
        XCTAssertNotNil(raw["\u{1100}"])

        let fixed = RegionNames.dictionaryByInitial(compatibilityKeys: true)
        for title in Hangul.indexTitles { XCTAssertNotNil(fixed[title], "\(title) missing") }
        XCTAssertEqual(fixed.values.map(\.count).reduce(0, +), RegionNames.all.count)
    }

    func testCompatibilityJamoFixesTheBug() {
        XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: "\u{1100}"), "ㄱ")
        XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: "\u{1101}"), "ㄲ")
        XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: "\u{1102}"), "ㄴ")
        XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: "\u{1112}"), "ㅎ")
        for i in 0..<19 {
            let choseong = Character(Unicode.Scalar(0x1100 + UInt32(i))!)
            XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: choseong), Hangul.choseongOrder[i])
        }
        // Already compatibility: unchanged.
        for c in Hangul.choseongOrder { XCTAssertEqual(Hangul.compatibilityJamo(forChoseong: c), c) }
        XCTAssertNil(Hangul.compatibilityJamo(forChoseong: "A"))
        XCTAssertNil(Hangul.compatibilityJamo(forChoseong: "가"))
        XCTAssertNil(Hangul.compatibilityJamo(forChoseong: "ㅏ"))
        XCTAssertNil(Hangul.compatibilityJamo(forChoseong: "ㄳ"))

        XCTAssertEqual(Hangul.initialConsonant(of: "가"), "ㄱ")
        XCTAssertEqual(Hangul.initialConsonant(of: "서"), "ㅅ")
        XCTAssertEqual(Hangul.initialConsonant(of: "힣"), "ㅎ")
        XCTAssertEqual(Hangul.initialConsonant(of: "까"), "ㄲ")
        XCTAssertNil(Hangul.initialConsonant(of: "x"))
        // A syllable written as conjoining jamo (one Character) has the same initial.
        XCTAssertEqual(Hangul.initialConsonant(of: "\u{1100}\u{1161}"), "ㄱ")
    }

    func testDoubledConsonantsFold() {
        XCTAssertEqual(Hangul.foldDoubled("ㄲ"), "ㄱ")
        XCTAssertEqual(Hangul.foldDoubled("ㄸ"), "ㄷ")
        XCTAssertEqual(Hangul.foldDoubled("ㅃ"), "ㅂ")
        XCTAssertEqual(Hangul.foldDoubled("ㅆ"), "ㅅ")
        XCTAssertEqual(Hangul.foldDoubled("ㅉ"), "ㅈ")
        XCTAssertEqual(Hangul.foldDoubled("ㄱ"), "ㄱ")
        XCTAssertEqual(Hangul.foldDoubled("\u{1101}"), "\u{1100}")
        XCTAssertEqual(Hangul.foldDoubled("A"), "A")
        let folded = Set(Hangul.choseongOrder.map(Hangul.foldDoubled).map { String($0) })
        XCTAssertEqual(folded, Set(Hangul.indexTitles))
        XCTAssertEqual(Hangul.indexTitle(for: "껀터"), "ㄱ")
        XCTAssertEqual(Hangul.indexTitle(for: "껀터", folding: false), "ㄲ")
        XCTAssertEqual(Hangul.indexTitle(for: "서울"), "ㅅ")
        XCTAssertNil(Hangul.indexTitle(for: "1987"))
        XCTAssertNil(Hangul.indexTitle(for: ""))
    }

    // MARK: - Choseong search

    func testInitials() {
        XCTAssertEqual(Hangul.initials(of: "비동기"), "ㅂㄷㄱ")
        XCTAssertEqual(Hangul.initials(of: "서울의 봄"), "ㅅㅇㅇ ㅂ")
        XCTAssertEqual(Hangul.initials(of: "iOS 앱"), "iOS ㅇ")
        XCTAssertEqual(Hangul.initials(of: "까치"), "ㄲㅊ")
        XCTAssertEqual(Hangul.initials(of: ""), "")
        for scalar in Hangul.initials(of: "테이블뷰").unicodeScalars {
            XCTAssertTrue((0x3131...0x314E).contains(scalar.value))
        }
    }

    func testIsAllCompatibilityConsonants() {
        XCTAssertTrue(Hangul.isAllCompatibilityConsonants("ㅂㄷㄱ"))
        XCTAssertTrue(Hangul.isAllCompatibilityConsonants("ㅂ ㄷ"))
        XCTAssertTrue(Hangul.isAllCompatibilityConsonants("ㄲ"))
        XCTAssertFalse(Hangul.isAllCompatibilityConsonants(""))
        XCTAssertFalse(Hangul.isAllCompatibilityConsonants("  "))
        XCTAssertFalse(Hangul.isAllCompatibilityConsonants("비ㄷ"))
        XCTAssertFalse(Hangul.isAllCompatibilityConsonants("ㅏ"))
        XCTAssertFalse(Hangul.isAllCompatibilityConsonants("\u{1107}\u{1103}"))
        XCTAssertTrue(Hangul.isAllCompatibilityConsonants(Hangul.normalizedForSearch("\u{1107}\u{1103}")))
    }

    func testNormalizedForSearch() {
        XCTAssertEqual(Hangul.normalizedForSearch("\u{1107}\u{1103}"), "ㅂㄷ")
        XCTAssertEqual(Hangul.normalizedForSearch("\u{1107}\u{1175}"), "비")
        XCTAssertEqual(Hangul.normalizedForSearch("\u{1103}\u{1169}\u{11BC}"), "동")
        XCTAssertEqual(Hangul.normalizedForSearch("\u{AC00}\u{11A8}"), "각")
        XCTAssertEqual(Hangul.normalizedForSearch("abc 가"), "abc 가")
        // Composed output is precomposed, scalar for scalar.
        XCTAssertEqual(Array(Hangul.normalizedForSearch("\u{1107}\u{1175}").unicodeScalars.map(\.value)), [0xBE44])
    }

    func testMatchesInitials() {
        XCTAssertTrue(Hangul.matchesInitials("ㅂㄷ", "비동기"))
        XCTAssertTrue(Hangul.matchesInitials("ㅂㄷㄱ", "비동기"))
        XCTAssertTrue(Hangul.matchesInitials("ㄷㄱ", "비동기"), "substring")
        XCTAssertFalse(Hangul.matchesInitials("ㅂㄱ", "비동기"))
        XCTAssertFalse(Hangul.matchesInitials("ㅂㄷㄱㄱ", "비동기"))
        XCTAssertTrue(Hangul.matchesInitials("비ㄷ", "비동기"), "mixed syllable + consonant")
        XCTAssertTrue(Hangul.matchesInitials("비동", "비동기"))
        XCTAssertFalse(Hangul.matchesInitials("바ㄷ", "비동기"))
        XCTAssertTrue(Hangul.matchesInitials("ㅂ ㄷ", "비 동기"), "spaces ignored")
        XCTAssertTrue(Hangul.matchesInitials("ㅅㅇㅇㅂ", "서울의 봄"))
        XCTAssertFalse(Hangul.matchesInitials("ㅅㅇㅂ", "서울의 봄"), "consecutive, not a subsequence")
        XCTAssertTrue(Hangul.matchesInitials("", "비동기"))
        XCTAssertTrue(Hangul.matchesInitials("\u{1107}\u{1103}", "비동기"), "choseong-jamo query (IME)")
        XCTAssertTrue(Hangul.matchesInitials("\u{1107}\u{1175}\u{1103}", "비동기"), "conjoining-jamo syllable in query")
        XCTAssertFalse(Hangul.matchesInitials("ㄱ", "까치"), "ㄱ and ㄲ are different initials")
        XCTAssertTrue(Hangul.matchesInitials("ㄲ", "까치"))
        XCTAssertTrue(Hangul.matchesInitials("ios", "iOS 앱"), "letters case-insensitive")
        XCTAssertTrue(Hangul.matchesInitials("sㅇ", "iOS 앱"))
        XCTAssertFalse(Hangul.matchesInitials("ㅎ", "Hello"))
    }

    func testMatchRange() {
        XCTAssertEqual(Hangul.matchRange("ㄷㄱ", in: "비동기"), 1..<3)
        XCTAssertEqual(Hangul.matchRange("ㅇㅂ", in: "서울의 봄"), 2..<5)
        XCTAssertEqual(Hangul.matchRange("", in: "abc"), 0..<0)
        XCTAssertNil(Hangul.matchRange("ㅋ", in: "비동기"))
    }

    // MARK: - Regions

    func testEveryIndexTitleHasAtLeastTwoRegionNames() {
        let sections = RegionNames.groupedByInitial()
        XCTAssertEqual(sections.map { String($0.title) }, Hangul.indexTitles)
        for section in sections {
            XCTAssertGreaterThanOrEqual(section.names.count, 2, "section \(section.title)")
        }
        XCTAssertEqual(sections.map(\.names.count).reduce(0, +), RegionNames.all.count)
    }

    func testRegionListShape() {
        XCTAssertTrue((80...100).contains(RegionNames.all.count), "\(RegionNames.all.count)")
        XCTAssertEqual(Set(RegionNames.all.map(\.ko)).count, RegionNames.all.count, "Korean names unique")
        XCTAssertEqual(Set(RegionNames.all.map(\.en)).count, RegionNames.all.count, "English names unique")
        for name in RegionNames.all {
            XCTAssertNotNil(Hangul.indexTitle(for: name.ko), name.ko)
            XCTAssertTrue(name.timeZone.contains("/"), name.timeZone)
            XCTAssertFalse(name.timeZone.contains(" "), name.timeZone)
            XCTAssertTrue(name.en.unicodeScalars.allSatisfy(\.isASCII), name.en)
        }
        for required in ["서울", "뭄바이", "싱가포르", "뉴욕", "도쿄", "런던", "파리", "하노이", "카이로"] {
            XCTAssertTrue(RegionNames.all.contains { $0.ko == required }, required)
        }
        XCTAssertEqual(RegionNames.all.first { $0.ko == "서울" }?.timeZone, "Asia/Seoul")
    }

    func testGroupingIsSortedAndStable() {
        let a = RegionNames.groupedByInitial()
        let b = RegionNames.groupedByInitial()
        XCTAssertEqual(a.map(\.title), b.map(\.title))
        XCTAssertEqual(a.map(\.names), b.map(\.names))
        // Same result whatever the input order.
        let shuffled = RegionNames.grouped(RegionNames.all.reversed())
        XCTAssertEqual(a.map(\.names), shuffled.map(\.names))
        for section in a {
            let ko = section.names.map(\.ko)
            XCTAssertEqual(ko, ko.sorted { RegionNames.scalarsPrecede($0, $1) })
        }
        let giyeok = a.first { $0.title == "ㄱ" }!.names.map(\.ko)
        XCTAssertEqual(giyeok.first, "고베")
        XCTAssertEqual(Array(giyeok.suffix(2)), ["껀터", "끄라비"], "ㄲ sorts after every ㄱ syllable")
        let siot = a.first { $0.title == "ㅅ" }!.names.map(\.ko)
        XCTAssertEqual(siot.first, "상파울루")
    }

    func testUnfoldedGroupingHasDoubledSection() {
        let sections = RegionNames.groupedByInitial(folding: false)
        let titles = sections.map(\.title)
        XCTAssertTrue(titles.contains("ㄲ"))
        XCTAssertEqual(sections.first { $0.title == "ㄲ" }?.names.map(\.ko), ["껀터", "끄라비"])
        // Titles follow choseongOrder.
        let positions = titles.map { Hangul.choseongOrder.firstIndex(of: $0)! }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertEqual(sections.map(\.names.count).reduce(0, +), RegionNames.all.count)
    }

    func testGroupedByEnglishInitial() {
        let sections = RegionNames.groupedByEnglishInitial()
        let titles = sections.map(\.title)
        XCTAssertEqual(titles, titles.sorted())
        XCTAssertTrue(titles.allSatisfy { $0.isASCII && $0.isUppercase })
        XCTAssertEqual(sections.map(\.names.count).reduce(0, +), RegionNames.all.count)
        for section in sections {
            for name in section.names { XCTAssertEqual(name.en.first, section.title) }
            let en = section.names.map { $0.en.lowercased() }
            XCTAssertEqual(en, en.sorted())
        }
        XCTAssertEqual(sections.first { $0.title == "S" }?.names.first?.en, "San Francisco")
    }

    // MARK: - Movies

    func testMovieChart() {
        let movies = MovieChart.movies
        XCTAssertEqual(movies.count, 40)
        XCTAssertEqual(Set(movies.map(\.title)).count, 40, "English titles unique")
        XCTAssertEqual(Set(movies.map(\.titleKo)).count, 40, "Korean titles unique")
        XCTAssertEqual(Set(movies.map(\.thumbnail)).count, 40)
        XCTAssertEqual(movies.first?.thumbnail, "https://img.example.com/movies/001.jpg")
        XCTAssertEqual(movies.last?.thumbnail, "https://img.example.com/movies/040.jpg")
        for m in movies {
            XCTAssertTrue((0.0...10.0).contains(m.rating), m.title)
            XCTAssertEqual((m.rating * 10).rounded() / 10, m.rating, "one decimal: \(m.title)")
            XCTAssertTrue((40...180).contains(m.imageKB), "\(m.title) \(m.imageKB)")
            XCTAssertTrue((1900...2025).contains(m.year), m.title)
            XCTAssertTrue(m.thumbnail.hasPrefix("https://img.example.com/movies/"))
        }
        // Chart order: rating descending, ties by year ascending.
        for (a, b) in zip(movies, movies.dropFirst()) {
            XCTAssertTrue(a.rating > b.rating || (a.rating == b.rating && a.year <= b.year), "\(a.title) / \(b.title)")
        }
        XCTAssertGreaterThan(Set(movies.map(\.imageKB)).count, 20, "sizes vary")
        XCTAssertGreaterThanOrEqual(movies.filter { Hangul.indexTitle(for: $0.titleKo) != nil }.count, 30)
    }
}
