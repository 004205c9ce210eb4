import XCTest
@testable import TableLab
import TableSim
import TableText

/// `batch` alone … `end` (issue 19 item 3): the block folds into the one `batch` line that runs it;
/// a line that is not a change is named and refuses the block; `open` reads a block too.
final class BatchBlockUnitTests: XCTestCase {
    func testTheBlockFoldsIntoOneLine() {
        XCTAssertTrue(BatchBlock.opens("  Batch "))
        XCTAssertFalse(BatchBlock.opens("batch delete 2"))
        XCTAssertTrue(BatchBlock.closes("end"))
        var block = BatchBlock()
        for line in ["delete 2", "", "# a comment", "insert 2", "move 5 to 0"] { block.add(line) }
        XCTAssertEqual(block.command(), .success("batch delete 2; insert 2; move 5 to 0"))
    }

    func testABadLineIsNamedAndAnEmptyBlockSaysWhatToType() {
        var block = BatchBlock()
        for line in ["delete 2", "scroll 3"] { block.add(line) }
        guard case .failure(let error) = block.command(), case .batchLine(2, "scroll 3", _) = error else {
            return XCTFail("\(block.command())")
        }
        let en = error.message(.en), ko = error.message(.ko)
        XCTAssertTrue(en.contains("line 2 of the batch block (`scroll 3`)") && en.contains("nothing ran"), en)
        XCTAssertTrue(en.contains("`insert`"), "what works: \(en)")
        XCTAssertTrue(ko.contains("batch 블록의 2번째 줄"), ko)
        XCTAssertEqual(BatchBlock().command(), .failure(.batchEmpty))
        XCTAssertTrue(LabError.batchEmpty.message(.en).contains("`end`"))
    }

    func testOpenReadsABlockAsOneCommand() {
        var session = Session()
        let opened = session.open(script: "rows 30\nbatch\ndelete 2\ninsert 2\nend\n", name: "s.tablelab")
        XCTAssertFalse(opened.isError, "\(opened)")
        XCTAssertEqual(session.timeline.lines.last, "batch delete 2; insert 2")
        var other = Session()
        let unended = other.open(script: "rows 30\nbatch\ndelete 2\n", name: "s.tablelab")
        guard case .error(let e) = unended else { return XCTFail("\(unended)") }
        XCTAssertTrue(e.message(.en).contains("has no `end`"), e.message(.en))
    }
}
