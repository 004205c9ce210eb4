import UIKit
import Foundation

// A learner's movie list with images and swipe to delete, written the usual way: a data task per
// cell, cancelled when the cell is reused, and the model changed before the table.

final class MovieSwipeCell: UITableViewCell {
    var task: URLSessionDataTask?

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
        imageView?.image = nil
    }
}

final class MovieSwipeViewController: UITableViewController {
    private var movies = SampleData.movies

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MovieSwipeCell.self, forCellReuseIdentifier: "Movie")
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Movie", for: indexPath) as! MovieSwipeCell
        let movie = movies[indexPath.row]
        cell.textLabel?.text = movie.title
        let task = URLSession.shared.dataTask(with: movie.thumbnailURL) { data, _, _ in
            guard let data = data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                cell.imageView?.image = image
            }
        }
        cell.task = task
        task.resume()
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            movies.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}
