import UIKit

// A to-do list with a diffable data source, the way a learner writes one after WWDC's
// "Advances in UI Data Sources": the item identifiers are the to-dos' ids, the values live in a
// dictionary, and an edit (done or not) reconfigures the item.

enum Section {
    case today
}

struct Todo: Hashable {
    let id: String
    var title: String
    var isDone = false
}

final class TodoCell: UITableViewCell {
    func configure(with todo: Todo) {
        textLabel?.text = todo.title
        accessoryType = todo.isDone ? .checkmark : .none
    }
}

final class TodoDataSource: UITableViewDiffableDataSource<Section, String> {
    var didDelete: ((String) -> Void)?

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([id])
        apply(snapshot, animatingDifferences: true)
        didDelete?(id)
    }
}

final class TodoListViewController: UITableViewController {
    private var todos: [String: Todo] = [:]
    private var dataSource: TodoDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TodoCell.self, forCellReuseIdentifier: "todo")
        let titles = ["Milk", "Eggs", "Bread", "Call mum", "Water the plants", "Pay rent", "Book dentist",
                      "Fix bike", "Read chapter 3", "Gym", "Laundry", "Buy stamps", "Email Sam", "Bake cake",
                      "Clean desk", "Plan trip", "Renew passport", "Backup photos", "Return library book", "Walk"]
        var order: [String] = []
        for (n, title) in titles.enumerated() {
            let id = "todo-\(n)"
            todos[id] = Todo(id: id, title: title)
            order.append(id)
        }
        dataSource = TodoDataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath) as! TodoCell
            cell.configure(with: self.todos[id]!)
            return cell
        }
        dataSource.didDelete = { [unowned self] id in self.todos[id] = nil }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.today])
        snapshot.appendItems(order, toSection: .today)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        todos[id]?.isDone.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func addTodo(_ title: String, after other: String) {
        let id = "todo-\(todos.count + 100)"
        todos[id] = Todo(id: id, title: title)
        var snapshot = dataSource.snapshot()
        snapshot.insertItems([id], afterItem: other)
        dataSource.apply(snapshot)
    }
}
