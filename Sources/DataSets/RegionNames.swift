// Built-in data set `data timezones-ko`: cities and regions with Korean names, for a section index
// grouped by initial consonant (seed 003: a world-clock picker indexed ㄱ ㄴ ㄷ …).
//
// Korean names follow the 국립국어원 외래어 표기 (e.g. 호찌민, 푸껫, 아바나, 빈, 요하네스버그); time zones are
// IANA identifiers (some, like Asia/Phnom_Penh, are links kept in tzdata's `backward` file — still valid
// identifiers, and the ones Apple platforms list). Every one of the 14 index titles ㄱ…ㅎ has at least
// two names; 껀터 and 끄라비 start with the doubled ㄲ (Vietnamese and Thai 표기 use tense consonants),
// so folding matters.

/// A city or region: Korean name, English name, IANA time zone.
public struct RegionName: Sendable, Equatable {
    /// Korean name, e.g. "서울".
    public let ko: String
    /// English name (ASCII), e.g. "Seoul".
    public let en: String
    /// IANA time zone identifier, e.g. "Asia/Seoul".
    public let timeZone: String

    public init(ko: String, en: String, timeZone: String) {
        self.ko = ko
        self.en = en
        self.timeZone = timeZone
    }
}

/// The built-in region list and its groupings for a section index.
public enum RegionNames {
    /// All names, in no particular order (grouping sorts them).
    public static let all: [RegionName] = [
        // ㄱ
        RegionName(ko: "광주", en: "Gwangju", timeZone: "Asia/Seoul"),
        RegionName(ko: "광저우", en: "Guangzhou", timeZone: "Asia/Shanghai"),
        RegionName(ko: "괌", en: "Guam", timeZone: "Pacific/Guam"),
        RegionName(ko: "과테말라시티", en: "Guatemala City", timeZone: "America/Guatemala"),
        RegionName(ko: "고베", en: "Kobe", timeZone: "Asia/Tokyo"),
        RegionName(ko: "기타큐슈", en: "Kitakyushu", timeZone: "Asia/Tokyo"),
        // ㄲ (folds into ㄱ)
        RegionName(ko: "껀터", en: "Can Tho", timeZone: "Asia/Ho_Chi_Minh"),
        RegionName(ko: "끄라비", en: "Krabi", timeZone: "Asia/Bangkok"),
        // ㄴ
        RegionName(ko: "뉴욕", en: "New York", timeZone: "America/New_York"),
        RegionName(ko: "뉴델리", en: "New Delhi", timeZone: "Asia/Kolkata"),
        RegionName(ko: "나이로비", en: "Nairobi", timeZone: "Africa/Nairobi"),
        RegionName(ko: "나고야", en: "Nagoya", timeZone: "Asia/Tokyo"),
        RegionName(ko: "노보시비르스크", en: "Novosibirsk", timeZone: "Asia/Novosibirsk"),
        // ㄷ
        RegionName(ko: "도쿄", en: "Tokyo", timeZone: "Asia/Tokyo"),
        RegionName(ko: "대구", en: "Daegu", timeZone: "Asia/Seoul"),
        RegionName(ko: "두바이", en: "Dubai", timeZone: "Asia/Dubai"),
        RegionName(ko: "더블린", en: "Dublin", timeZone: "Europe/Dublin"),
        RegionName(ko: "다카", en: "Dhaka", timeZone: "Asia/Dhaka"),
        RegionName(ko: "다낭", en: "Da Nang", timeZone: "Asia/Ho_Chi_Minh"),
        // ㄹ
        RegionName(ko: "런던", en: "London", timeZone: "Europe/London"),
        RegionName(ko: "로마", en: "Rome", timeZone: "Europe/Rome"),
        RegionName(ko: "리스본", en: "Lisbon", timeZone: "Europe/Lisbon"),
        RegionName(ko: "로스앤젤레스", en: "Los Angeles", timeZone: "America/Los_Angeles"),
        RegionName(ko: "리우데자네이루", en: "Rio de Janeiro", timeZone: "America/Sao_Paulo"),
        RegionName(ko: "레이캬비크", en: "Reykjavik", timeZone: "Atlantic/Reykjavik"),
        // ㅁ
        RegionName(ko: "모스크바", en: "Moscow", timeZone: "Europe/Moscow"),
        RegionName(ko: "뭄바이", en: "Mumbai", timeZone: "Asia/Kolkata"),
        RegionName(ko: "마드리드", en: "Madrid", timeZone: "Europe/Madrid"),
        RegionName(ko: "마닐라", en: "Manila", timeZone: "Asia/Manila"),
        RegionName(ko: "멕시코시티", en: "Mexico City", timeZone: "America/Mexico_City"),
        RegionName(ko: "멜버른", en: "Melbourne", timeZone: "Australia/Melbourne"),
        // ㅂ
        RegionName(ko: "부산", en: "Busan", timeZone: "Asia/Seoul"),
        RegionName(ko: "베이징", en: "Beijing", timeZone: "Asia/Shanghai"),
        RegionName(ko: "방콕", en: "Bangkok", timeZone: "Asia/Bangkok"),
        RegionName(ko: "베를린", en: "Berlin", timeZone: "Europe/Berlin"),
        RegionName(ko: "부에노스아이레스", en: "Buenos Aires", timeZone: "America/Argentina/Buenos_Aires"),
        RegionName(ko: "밴쿠버", en: "Vancouver", timeZone: "America/Vancouver"),
        RegionName(ko: "빈", en: "Vienna", timeZone: "Europe/Vienna"),
        // ㅅ
        RegionName(ko: "서울", en: "Seoul", timeZone: "Asia/Seoul"),
        RegionName(ko: "상하이", en: "Shanghai", timeZone: "Asia/Shanghai"),
        RegionName(ko: "싱가포르", en: "Singapore", timeZone: "Asia/Singapore"),
        RegionName(ko: "시드니", en: "Sydney", timeZone: "Australia/Sydney"),
        RegionName(ko: "샌프란시스코", en: "San Francisco", timeZone: "America/Los_Angeles"),
        RegionName(ko: "시카고", en: "Chicago", timeZone: "America/Chicago"),
        RegionName(ko: "상파울루", en: "Sao Paulo", timeZone: "America/Sao_Paulo"),
        // ㅇ
        RegionName(ko: "인천", en: "Incheon", timeZone: "Asia/Seoul"),
        RegionName(ko: "울산", en: "Ulsan", timeZone: "Asia/Seoul"),
        RegionName(ko: "오사카", en: "Osaka", timeZone: "Asia/Tokyo"),
        RegionName(ko: "이스탄불", en: "Istanbul", timeZone: "Europe/Istanbul"),
        RegionName(ko: "암스테르담", en: "Amsterdam", timeZone: "Europe/Amsterdam"),
        RegionName(ko: "아테네", en: "Athens", timeZone: "Europe/Athens"),
        RegionName(ko: "오클랜드", en: "Auckland", timeZone: "Pacific/Auckland"),
        RegionName(ko: "양곤", en: "Yangon", timeZone: "Asia/Yangon"),
        RegionName(ko: "아바나", en: "Havana", timeZone: "America/Havana"),
        RegionName(ko: "요하네스버그", en: "Johannesburg", timeZone: "Africa/Johannesburg"),
        // ㅈ
        RegionName(ko: "제주", en: "Jeju", timeZone: "Asia/Seoul"),
        RegionName(ko: "전주", en: "Jeonju", timeZone: "Asia/Seoul"),
        RegionName(ko: "제네바", en: "Geneva", timeZone: "Europe/Zurich"),
        RegionName(ko: "자카르타", en: "Jakarta", timeZone: "Asia/Jakarta"),
        RegionName(ko: "자그레브", en: "Zagreb", timeZone: "Europe/Zagreb"),
        // ㅊ
        RegionName(ko: "청두", en: "Chengdu", timeZone: "Asia/Shanghai"),
        RegionName(ko: "충칭", en: "Chongqing", timeZone: "Asia/Shanghai"),
        RegionName(ko: "취리히", en: "Zurich", timeZone: "Europe/Zurich"),
        RegionName(ko: "치앙마이", en: "Chiang Mai", timeZone: "Asia/Bangkok"),
        RegionName(ko: "첸나이", en: "Chennai", timeZone: "Asia/Kolkata"),
        RegionName(ko: "춘천", en: "Chuncheon", timeZone: "Asia/Seoul"),
        // ㅋ
        RegionName(ko: "카이로", en: "Cairo", timeZone: "Africa/Cairo"),
        RegionName(ko: "쿠알라룸푸르", en: "Kuala Lumpur", timeZone: "Asia/Kuala_Lumpur"),
        RegionName(ko: "카트만두", en: "Kathmandu", timeZone: "Asia/Kathmandu"),
        RegionName(ko: "콜카타", en: "Kolkata", timeZone: "Asia/Kolkata"),
        RegionName(ko: "코펜하겐", en: "Copenhagen", timeZone: "Europe/Copenhagen"),
        RegionName(ko: "캔버라", en: "Canberra", timeZone: "Australia/Sydney"),
        // ㅌ
        RegionName(ko: "타이베이", en: "Taipei", timeZone: "Asia/Taipei"),
        RegionName(ko: "토론토", en: "Toronto", timeZone: "America/Toronto"),
        RegionName(ko: "테헤란", en: "Tehran", timeZone: "Asia/Tehran"),
        RegionName(ko: "트빌리시", en: "Tbilisi", timeZone: "Asia/Tbilisi"),
        RegionName(ko: "탈린", en: "Tallinn", timeZone: "Europe/Tallinn"),
        RegionName(ko: "톈진", en: "Tianjin", timeZone: "Asia/Shanghai"),
        // ㅍ
        RegionName(ko: "파리", en: "Paris", timeZone: "Europe/Paris"),
        RegionName(ko: "프라하", en: "Prague", timeZone: "Europe/Prague"),
        RegionName(ko: "프놈펜", en: "Phnom Penh", timeZone: "Asia/Phnom_Penh"),
        RegionName(ko: "푸껫", en: "Phuket", timeZone: "Asia/Bangkok"),
        RegionName(ko: "퍼스", en: "Perth", timeZone: "Australia/Perth"),
        RegionName(ko: "평양", en: "Pyongyang", timeZone: "Asia/Pyongyang"),
        // ㅎ
        RegionName(ko: "하노이", en: "Hanoi", timeZone: "Asia/Ho_Chi_Minh"),
        RegionName(ko: "호찌민", en: "Ho Chi Minh City", timeZone: "Asia/Ho_Chi_Minh"),
        RegionName(ko: "홍콩", en: "Hong Kong", timeZone: "Asia/Hong_Kong"),
        RegionName(ko: "헬싱키", en: "Helsinki", timeZone: "Europe/Helsinki"),
        RegionName(ko: "호놀룰루", en: "Honolulu", timeZone: "Pacific/Honolulu"),
        RegionName(ko: "휴스턴", en: "Houston", timeZone: "America/Chicago"),
    ]

    /// Title of the section for names that do not start with a Hangul syllable (or an ASCII letter, in
    /// `groupedByEnglishInitial()`). The built-in list has none; it is here for user-added names.
    public static let otherTitle: Character = "#"

    /// Sections for a Korean index: titles are compatibility jamo (ㄱ ㄴ ㄷ …, the same code points as
    /// `Hangul.indexTitles`), in ㄱ…ㅎ order. With `folding` (the default) doubled initials join their
    /// plain consonant (껀터 is under ㄱ) and the titles are the 14 of `Hangul.indexTitles`; without it,
    /// the 19 of `Hangul.choseongOrder`. Only non-empty sections are returned; names that do not start
    /// with a Hangul syllable go to a final `otherTitle` section. Inside a section names are sorted by the
    /// Unicode scalars of `ko` (for precomposed Hangul this is 가나다 dictionary order), then by `en`.
    /// Computed once (the list is constant), so a data source may call this for every row.
    public static func groupedByInitial(folding: Bool = true) -> [(title: Character, names: [RegionName])] {
        folding ? foldedSections : unfoldedSections
    }

    static let foldedSections = grouped(all, folding: true)
    static let unfoldedSections = grouped(all, folding: false)
    static let englishSections = grouped(englishInitialOf: all)

    /// The same grouping for any list of names (for filtered/searched lists).
    public static func grouped(_ names: [RegionName], folding: Bool = true)
        -> [(title: Character, names: [RegionName])]
    {
        let order: [Character] = folding ? Hangul.indexTitles.map { Character($0) } : Hangul.choseongOrder
        var buckets: [Character: [RegionName]] = [:]
        var other: [RegionName] = []
        for name in names {
            if let title = Hangul.indexTitle(for: name.ko, folding: folding) {
                buckets[title, default: []].append(name)
            } else {
                other.append(name)
            }
        }
        var sections: [(title: Character, names: [RegionName])] = []
        for title in order {
            if let bucket = buckets[title] { sections.append((title: title, names: sortedByKorean(bucket))) }
        }
        if !other.isEmpty { sections.append((title: otherTitle, names: sortedByKorean(other))) }
        return sections
    }

    /// The seed's dictionary, keyed by initial. With `compatibilityKeys: false` the keys are what the
    /// seed's `getInitialConsonant` produced — choseong jamo (U+1100 …) — so looking a section up with a
    /// hand-typed index title ("ㄱ", U+3131) returns nil: the bug of FIDELITY §7 item 20. With `true`
    /// the keys are mapped to compatibility jamo (doubled ones folded) and every lookup by
    /// `Hangul.indexTitles` succeeds. Values are sorted like `groupedByInitial()`.
    public static func dictionaryByInitial(compatibilityKeys: Bool) -> [String: [RegionName]] {
        var dictionary: [String: [RegionName]] = [:]
        for name in all {
            guard let first = name.ko.first, let raw = Hangul.choseongJamo(of: first) else { continue }
            let key: Character
            if compatibilityKeys, let compat = Hangul.compatibilityJamo(forChoseong: raw) {
                key = Hangul.foldDoubled(compat)
            } else {
                key = raw
            }
            dictionary[String(key), default: []].append(name)
        }
        for (key, value) in dictionary { dictionary[key] = sortedByKorean(value) }
        return dictionary
    }

    /// Sections A…Z by the first letter of `en` (uppercased ASCII); only non-empty sections, names
    /// sorted case-insensitively by `en`, then by `ko`. Names not starting with an ASCII letter go to a
    /// final `otherTitle` section. Computed once.
    public static func groupedByEnglishInitial() -> [(title: Character, names: [RegionName])] {
        englishSections
    }

    /// The A…Z grouping for any list of names.
    public static func grouped(englishInitialOf names: [RegionName]) -> [(title: Character, names: [RegionName])] {
        var buckets: [UInt8: [RegionName]] = [:]
        var other: [RegionName] = []
        for name in names {
            if let a = name.en.utf8.first, let letter = asciiUpper(a) {
                buckets[letter, default: []].append(name)
            } else {
                other.append(name)
            }
        }
        var sections: [(title: Character, names: [RegionName])] = []
        for letter in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            if let bucket = buckets[letter] {
                sections.append((title: Character(Unicode.Scalar(letter)), names: sortedByEnglish(bucket)))
            }
        }
        if !other.isEmpty { sections.append((title: otherTitle, names: sortedByEnglish(other))) }
        return sections
    }

    // MARK: - Ordering

    static func asciiUpper(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - 32
        default: return nil
        }
    }

    /// Korean collation approximated by Unicode scalar order (exact for precomposed Hangul syllables,
    /// whose code points run in 가나다 order), ties by `en`. Deterministic: no two names compare equal
    /// unless they are equal.
    static func sortedByKorean(_ names: [RegionName]) -> [RegionName] {
        names.sorted { a, b in
            if a.ko != b.ko { return scalarsPrecede(a.ko, b.ko) }
            if a.en != b.en { return scalarsPrecede(a.en, b.en) }
            return scalarsPrecede(a.timeZone, b.timeZone)
        }
    }

    static func sortedByEnglish(_ names: [RegionName]) -> [RegionName] {
        names.sorted { a, b in
            let la = a.en.lowercased(), lb = b.en.lowercased()
            if la != lb { return scalarsPrecede(la, lb) }
            if a.en != b.en { return scalarsPrecede(a.en, b.en) }
            if a.ko != b.ko { return scalarsPrecede(a.ko, b.ko) }
            return scalarsPrecede(a.timeZone, b.timeZone)
        }
    }

    static func scalarsPrecede(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
    }
}
