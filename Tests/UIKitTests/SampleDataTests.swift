import XCTest
import StandInUIKit

/// `SampleData` is the simulation's own data (the `DataSets` target), in the shapes a learner uses.
final class SampleDataTests: XCTestCase {
    func testTheMovieChart() throws {
        XCTAssertEqual(SampleData.movies.count, 40)
        let first = try XCTUnwrap(SampleData.movies.first)
        XCTAssertEqual(first.title, "The Shawshank Redemption")
        XCTAssertEqual(first.koreanTitle, "쇼생크 탈출")
        XCTAssertEqual(first.thumbnailURL, URL(string: "https://img.example.com/movies/001.jpg"))
        XCTAssertEqual(SampleData.movies.last?.thumbnailURL.lastPathComponent, "040.jpg")
        XCTAssertEqual(Set(SampleData.movies.map(\.thumbnailURL)).count, 40)
    }

    func testNumbersAndPlaces() {
        XCTAssertEqual(SampleData.numbers(3), ["Row 0", "Row 1", "Row 2"])
        XCTAssertEqual(SampleData.numbers(-1), [])
        XCTAssertEqual(SampleData.timeZonesKorean.count, SampleData.timeZonesEnglish.count)
        XCTAssertTrue(SampleData.timeZonesKorean.contains { $0.name == "서울" && $0.timeZoneIdentifier == "Asia/Seoul" })
        XCTAssertTrue(SampleData.timeZonesEnglish.contains { $0.name == "Seoul" && $0.timeZoneIdentifier == "Asia/Seoul" })
    }
}
