import UIKit

// The same list with the two lines of the delete swapped: the table is told before the model
// changes, so it asks the count and finds the old one (UIKit's "Invalid update").

final class GroceryListWrongOrderViewController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread", "Apples", "Rice", "Coffee", "Butter", "Cheese", "Tomatoes",
                 "Onions", "Pasta", "Yogurt", "Honey", "Salt", "Tea", "Lemons", "Carrots", "Flour"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            tableView.deleteRows(at: [indexPath], with: .automatic)
            items.remove(at: indexPath.row)
        }
    }
}
