import UIKit

// A right solution of Lessons/exercises/Checkmarks.swift: the checked rows live in the model, and
// cellForRowAt sets every cell's accessory from it.

final class ChecklistViewController: UITableViewController {
    private let items = SampleData.numbers(60)
    private var checked: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = checked.contains(indexPath.row) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        checked.insert(indexPath.row)
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    }
}
