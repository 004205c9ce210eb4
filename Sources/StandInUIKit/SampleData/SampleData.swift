internal import DataSets

/// tablelab's built-in data sets, for a learner's own code: the only tablelab name a learner's
/// file uses (`code` can print a small `SampleData.swift` that makes the file build in Xcode). The
/// lists are the simulation's own (the `DataSets` target), never copies.
public enum SampleData {
    /// A film of the movie chart.
    public struct Movie: Sendable, Hashable {
        /// English (international) title.
        public let title: String
        /// Korean release title.
        public let koreanTitle: String
        /// The thumbnail to download (simulated: never fetched from the network).
        public let thumbnailURL: URL
    }

    /// A city or region and its time zone.
    public struct Place: Sendable, Hashable {
        /// The name, in the list's language.
        public let name: String
        /// IANA time-zone identifier, e.g. "Asia/Seoul".
        public let timeZoneIdentifier: String
    }

    /// The movie chart: 40 films, highest rating first (`data movies`).
    public static let movies: [Movie] = MovieChart.movies.map {
        Movie(title: $0.title, koreanTitle: $0.titleKo, thumbnailURL: URL(string: $0.thumbnail)!)
    }

    /// "Row 0", "Row 1", … (`rows N`).
    public static func numbers(_ count: Int) -> [String] {
        (0..<max(0, count)).map { "Row \($0)" }
    }

    /// Cities and regions by Korean name, in no particular order (`data timezones-ko`): group them
    /// by initial consonant for a ㄱ ㄴ ㄷ … index.
    public static let timeZonesKorean: [Place] = RegionNames.all.map {
        Place(name: $0.ko, timeZoneIdentifier: $0.timeZone)
    }

    /// The same places by English name (`data timezones-en`).
    public static let timeZonesEnglish: [Place] = RegionNames.all.map {
        Place(name: $0.en, timeZoneIdentifier: $0.timeZone)
    }
}
