import UIKit

// A learner's app that prints: plain lines, and one with an escape sequence (which must reach the
// terminal visible, never as a control sequence).

final class PrintingViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad")
        print("\u{1B}[2J\u{1B}[31mred\u{1B}[0m")
        print("rows", 3, separator: ": ")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }
}
