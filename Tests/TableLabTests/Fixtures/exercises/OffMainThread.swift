import UIKit

// A right solution of Lessons/exercises/OffMainThread.swift: the download runs on a global queue,
// the image is set on the main queue.

final class PosterListViewController: UITableViewController {
    private let movies = SampleData.movies

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Movie")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Movie", for: indexPath)
        let movie = movies[indexPath.row]
        cell.textLabel?.text = movie.title
        cell.imageView?.image = nil
        let url = movie.thumbnailURL
        DispatchQueue.global(qos: .userInitiated).async {
            let data = try? Data(contentsOf: url)
            DispatchQueue.main.async {
                cell.imageView?.image = data.flatMap { UIImage(data: $0) }
            }
        }
        return cell
    }
}
