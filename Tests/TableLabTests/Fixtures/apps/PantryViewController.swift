import UIKit

// A learner's pantry in shelves (sections): a tap on a shelf's first row moves the shelf to the
// top; a tap on another row restocks the shelf (one more item) and reloads it.

struct Shelf {
    var name: String
    var items: [String]
}

final class PantryViewController: UITableViewController {
    var shelves = [
        Shelf(name: "Fruit", items: ["Apples", "Bananas", "Cherries"]),
        Shelf(name: "Bakery", items: ["Bread", "Bagels"]),
        Shelf(name: "Dairy", items: ["Milk", "Butter", "Cheese", "Yogurt"]),
        Shelf(name: "Frozen", items: ["Peas", "Ice cream"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        shelves.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelves[section].items.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        shelves[section].name
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section].items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.row == 0 {
            let shelf = shelves.remove(at: indexPath.section)
            shelves.insert(shelf, at: 0)
            tableView.moveSection(indexPath.section, toSection: 0)
        } else {
            shelves[indexPath.section].items.append("More \(shelves[indexPath.section].name)")
            tableView.reloadSections(IndexSet(integer: indexPath.section), with: .automatic)
        }
    }
}
