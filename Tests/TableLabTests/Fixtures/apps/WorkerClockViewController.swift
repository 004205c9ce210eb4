import UIKit
import Foundation

// A learner's app whose worker closures go on after blocking calls: what a closure prints and reads
// after `Data(contentsOf:)` or `Thread.sleep` happens when the simulated clock gets there.

final class WorkerClockViewController: UITableViewController {
    private var selected = -1

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        5
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = indexPath.row
        print("selected \(indexPath.row)")
        if indexPath.row == 0 { download() }
        if indexPath.row == 1 { twoWorkers() }
        if indexPath.row == 2 { dataTask() }
    }

    private func dataTask() {
        URLSession.shared.dataTask(with: SampleData.movies[1].thumbnailURL) { data, _, _ in
            print("handler got \(data == nil ? "nothing" : "the image"), selected \(self.selected)")
            Thread.sleep(forTimeInterval: 0.5)
            print("handler slept, selected \(self.selected)")
        }.resume()
    }

    private func download() {
        let url = SampleData.movies[0].thumbnailURL
        DispatchQueue.global().async {
            let data = try? Data(contentsOf: url)
            print("downloaded \(data == nil ? "nothing" : "the image"), selected \(self.selected)")
        }
    }

    private func twoWorkers() {
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.2)
            print("A1")
            Thread.sleep(forTimeInterval: 0.2)
            print("A2")
        }
        DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.3)
            print("B1")
            Thread.sleep(forTimeInterval: 0.2)
            print("B2")
        }
    }
}
