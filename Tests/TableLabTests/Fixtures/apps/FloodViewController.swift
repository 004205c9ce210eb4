import UIKit

// An app that prints far more than anyone reads, to stdout and stderr, before it answers.

final class FloodViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<50_000 {
            print("line \(i) of a very long console that no one reads to the end")
        }
        for i in 0..<5_000 {
            FileHandle.standardError.write(Data("stderr \(i)\n".utf8))
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        7
    }
}
