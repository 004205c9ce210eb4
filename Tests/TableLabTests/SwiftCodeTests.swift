import XCTest
@testable import TableLab
import TableSim

/// `code` follows the settings: what the learner changes shows up in the Swift.
final class SwiftCodeTests: XCTestCase {
    private func code(_ lines: String...) -> String {
        var session = Session()
        for line in lines { XCTAssertFalse(session.execute(line).isError, line) }
        return SwiftCode.lines(for: session.table, language: .en).joined(separator: "\n")
    }

    func testDefaultTable() {
        let swift = code()
        XCTAssertTrue(swift.contains("dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)"))
        XCTAssertTrue(swift.contains("tableView.rowHeight = 44"))
        XCTAssertTrue(swift.contains("return rows.count"))
        XCTAssertFalse(swift.contains("heightForRowAt"))
    }

    func testTheSettingsAppear() {
        XCTAssertTrue(code("dequeue fallback").contains("?? UITableViewCell()"))
        XCTAssertTrue(code("height var").contains("heightForRowAt"))
        XCTAssertTrue(code("identifiers alternate").contains("identifiers[indexPath.row % identifiers.count]"))
        XCTAssertTrue(code("sections 3x10").contains("hierarchicalData"))
        XCTAssertTrue(code("data movies", "load main-async").contains("DispatchQueue.main.async {"))
        XCTAssertTrue(code("data movies", "load background", "fix identity-check on").contains("cellForRow(at: indexPath) === cell"))
        XCTAssertTrue(code("data movies", "load background", "fix cancel-on-reuse on").contains("ImageLoader.shared.cancel(for: self)"))
        XCTAssertTrue(code("prefetch on").contains("prefetchRowsAt"))
        XCTAssertTrue(code("data timezones-ko", "jamo raw").contains("0x1100"))
        XCTAssertTrue(code("prepare none").contains("nothing reset"))
    }
}
