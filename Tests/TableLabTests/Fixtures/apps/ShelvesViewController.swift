import UIKit

// A learner's sectioned list with header views from their own reuse queue.

final class ShelfHeaderView: UITableViewHeaderFooterView {
    override func prepareForReuse() {
        super.prepareForReuse()
        print("prepareForReuse \(textLabel?.text ?? "")")
    }
}

final class ShelvesViewController: UITableViewController {
    let shelves = (1...8).map { "Shelf \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.register(ShelfHeaderView.self, forHeaderFooterViewReuseIdentifier: "Shelf")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        shelves.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        5
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "\(shelves[indexPath.section]), item \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Shelf")
        header?.textLabel?.text = shelves[section]
        return header
    }

    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        print("didEndDisplayingHeaderView \(section)")
    }
}
