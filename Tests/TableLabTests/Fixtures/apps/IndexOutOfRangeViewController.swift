import UIKit

// A learner's mistake: more rows than the model has, so cellForRowAt reads past the array's end.

final class IndexOutOfRangeViewController: UITableViewController {
    private let titles = ["first", "second"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}
