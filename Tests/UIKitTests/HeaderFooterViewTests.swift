import XCTest
import StandInUIKit

/// `UITableViewHeaderFooterView` keeps its content as UIKit does, and the header display methods
/// are optional delegate methods like the others: UIKit's default says "not implemented", an
/// override is the app's (`OptionalMethods`).
final class HeaderFooterViewTests: XCTestCase {
    private final class SectionHeaderView: UITableViewHeaderFooterView {
        var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    private final class HeaderController: UITableViewController {
        var shown: [Int] = []
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            shown.append(section)
        }
    }

    func testAHeaderViewKeepsItsIdentifierAndText() {
        MainActor.assumeIsolated {
            let header = SectionHeaderView(reuseIdentifier: "header")
            XCTAssertEqual(header.reuseIdentifier, "header")
            header.textLabel?.text = "Section 1"
            XCTAssertEqual(header.textLabel?.text, "Section 1")
            XCTAssertTrue(header.textLabel?.superview === header.contentView)
            header.prepareForReuse()
            XCTAssertEqual(header.resets, 1)
            XCTAssertEqual(header.textLabel?.text, "Section 1", "prepareForReuse resets no content")
            XCTAssertNil(UITableViewHeaderFooterView().reuseIdentifier)
        }
    }

    func testHeaderDisplayMethodsAreOptional() {
        MainActor.assumeIsolated {
            let controller = HeaderController(style: .plain)
            let table = UITableView(frame: .zero, style: .plain)
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            XCTAssertTrue(OptionalMethods.callIfImplemented {
                controller.tableView(table, willDisplayHeaderView: header, forSection: 2)
            })
            XCTAssertEqual(controller.shown, [2])
            XCTAssertFalse(OptionalMethods.callIfImplemented {
                controller.tableView(table, didEndDisplayingHeaderView: header, forSection: 2)
            }, "UIKit's default: not implemented")
        }
    }

    func testTheMessageOfAnAPITablelabDoesNotRunYetNamesItAndWhereToSeeIt() {
        let text = TablelabBridge.notRunYetMessage("UITableView.insertRows(at:with:)", shownBy: "`insert`")
        XCTAssertTrue(text.contains("UITableView.insertRows(at:with:) is UIKit API that tablelab does not run in your app yet"), text)
        XCTAssertTrue(text.contains("`insert`"), text)
    }
}
