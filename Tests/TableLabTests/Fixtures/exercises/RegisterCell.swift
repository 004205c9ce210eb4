import UIKit

// A right solution of Lessons/exercises/RegisterCell.swift: the identifier is registered, and the
// dequeue with `for:` always returns a cell (made once, then reused).

final class NumberListViewController: UITableViewController {
    private let numbers = SampleData.numbers(100)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Number")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return numbers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
        cell.textLabel?.text = numbers[indexPath.row]
        return cell
    }
}
