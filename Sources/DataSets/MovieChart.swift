// Built-in data set `data movies`: a 40-film chart, after seed 001 (a book chapter that loads a movie
// chart from an API and downloads each row's thumbnail). The thumbnails are never fetched: `thumbnail`
// is a URL on an example domain and `imageKB` is the simulated download size, which the simulation uses
// to decide how long a (simulated) image load takes.
//
// Ratings are illustrative, on a 0–10 scale with one decimal, in the range audiences gave these films;
// they are not taken from any one site. Korean titles are the Korean release titles.

/// One row of the built-in movie chart.
public struct Movie: Sendable, Equatable {
    /// English (international) title.
    public let title: String
    /// Korean release title.
    public let titleKo: String
    /// Year of the (first) release.
    public let year: Int
    /// Rating, 0–10, one decimal.
    public let rating: Double
    /// Thumbnail image URL on an example domain, e.g. "https://img.example.com/movies/001.jpg".
    public let thumbnail: String
    /// Simulated thumbnail size in kilobytes, 40–180.
    public let imageKB: Int

    public init(title: String, titleKo: String, year: Int, rating: Double, thumbnail: String, imageKB: Int) {
        self.title = title
        self.titleKo = titleKo
        self.year = year
        self.rating = rating
        self.thumbnail = thumbnail
        self.imageKB = imageKB
    }
}

/// The built-in movie chart: 40 films, ordered like a chart — by rating, highest first (ties: older
/// film first). Row *n* (0-based) has thumbnail `…/movies/(n+1, three digits).jpg`.
public enum MovieChart {
    /// (Korean title, English title, year, rating), already in chart order.
    static let entries: [(ko: String, en: String, year: Int, rating: Double)] = [
        ("쇼생크 탈출", "The Shawshank Redemption", 1994, 9.3),
        ("대부", "The Godfather", 1972, 9.2),
        ("다크 나이트", "The Dark Knight", 2008, 9.0),
        ("포레스트 검프", "Forrest Gump", 1994, 8.8),
        ("인셉션", "Inception", 2010, 8.8),
        ("인터스텔라", "Interstellar", 2014, 8.7),
        ("센과 치히로의 행방불명", "Spirited Away", 2001, 8.6),
        ("레옹", "Léon: The Professional", 1994, 8.5),
        ("기생충", "Parasite", 2019, 8.5),
        ("어벤져스: 엔드게임", "Avengers: Endgame", 2019, 8.4),
        ("올드보이", "Oldboy", 2003, 8.3),
        ("살인의 추억", "Memories of Murder", 2003, 8.1),
        ("태극기 휘날리며", "Tae Guk Gi: The Brotherhood of War", 2004, 8.1),
        ("아가씨", "The Handmaiden", 2016, 8.1),
        ("라라랜드", "La La Land", 2016, 8.0),
        ("타이타닉", "Titanic", 1997, 7.9),
        ("택시운전사", "A Taxi Driver", 2017, 7.9),
        ("추격자", "The Chaser", 2008, 7.8),
        ("마더", "Mother", 2009, 7.8),
        ("광해, 왕이 된 남자", "Masquerade", 2012, 7.8),
        ("국제시장", "Ode to My Father", 2014, 7.8),
        ("1987", "1987: When the Day Comes", 2017, 7.8),
        ("박하사탕", "Peppermint Candy", 2000, 7.7),
        ("변호인", "The Attorney", 2013, 7.7),
        ("부산행", "Train to Busan", 2016, 7.6),
        ("서울의 봄", "12.12: The Day", 2023, 7.6),
        ("밀양", "Secret Sunshine", 2007, 7.5),
        ("버닝", "Burning", 2018, 7.5),
        ("겨울왕국", "Frozen", 2013, 7.4),
        ("곡성", "The Wailing", 2016, 7.4),
        ("왕의 남자", "The King and the Clown", 2005, 7.3),
        ("헤어질 결심", "Decision to Leave", 2022, 7.3),
        ("암살", "Assassination", 2015, 7.2),
        ("신과함께-죄와 벌", "Along with the Gods: The Two Worlds", 2017, 7.2),
        ("괴물", "The Host", 2006, 7.1),
        ("명량", "The Admiral: Roaring Currents", 2014, 7.1),
        ("극한직업", "Extreme Job", 2019, 7.1),
        ("베테랑", "Veteran", 2015, 7.0),
        ("범죄도시", "The Outlaws", 2017, 7.0),
        ("파묘", "Exhuma", 2024, 6.9),
    ]

    /// The chart, highest rating first.
    public static let movies: [Movie] = entries.enumerated().map { index, e in
        let rank = index + 1
        let number = rank < 10 ? "00\(rank)" : rank < 100 ? "0\(rank)" : "\(rank)"
        return Movie(
            title: e.en,
            titleKo: e.ko,
            year: e.year,
            rating: e.rating,
            thumbnail: "https://img.example.com/movies/\(number).jpg",
            // Deterministic spread over 40…180 KB.
            imageKB: 40 + (rank * 73 + e.year * 7) % 141
        )
    }
}
