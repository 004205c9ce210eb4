import UIKit

// A learner's mistake: a force-unwrap of a value that is nil, in cellForRowAt.

final class ForceUnwrapViewController: UITableViewController {
    private let titles: [String?] = ["first", nil, "third"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]!
        return cell
    }
}
