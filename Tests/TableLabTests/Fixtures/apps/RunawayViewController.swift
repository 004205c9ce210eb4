import UIKit

// A learner's mistake: a loop that never ends, in cellForRowAt.

final class RunawayViewController: UITableViewController {
    private var spins = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        10
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        while true {
            spins += 1
        }
    }
}
