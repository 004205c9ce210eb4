import UIKit

// A learner's mistake: a loop that never ends and keeps calling UIKit (each call is answered, so
// the app is never silent).

final class ReloadLoopViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        while true {
            tableView.reloadData()
        }
    }
}
