import UIKit

// The fallback pattern: dequeue without `for:`, nothing registered, and a cell made by the app
// when the table has none to give.

final class FallbackViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        100
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        print("row", indexPath.row, "\r\nnext line")
        return cell
    }
}
