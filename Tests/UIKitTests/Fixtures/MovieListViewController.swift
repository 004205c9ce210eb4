import UIKit
import Foundation

// A learner's own file: a custom cell with configure(with:), a model array, a GCD download with an
// identity check by a stored property. It compiles unchanged in Xcode (with SampleData.swift).

final class MovieCell: UITableViewCell {
    static let identifier = "MovieCell"
    private(set) var representedURL: URL?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView?.image = nil
        representedURL = nil
    }

    func configure(with movie: SampleData.Movie) {
        textLabel?.text = movie.title
        detailTextLabel?.text = movie.koreanTitle
        representedURL = movie.thumbnailURL
        let url = movie.thumbnailURL
        DispatchQueue.global(qos: .userInitiated).async {
            let data = try? Data(contentsOf: url)
            DispatchQueue.main.async {
                guard self.representedURL == url else { return }   // still this row?
                self.imageView?.image = data.flatMap { UIImage(data: $0) }
                self.setNeedsLayout()
            }
        }
    }
}

final class MovieListViewController: UITableViewController {
    private var movies: [SampleData.Movie] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MovieCell.self, forCellReuseIdentifier: MovieCell.identifier)
        tableView.rowHeight = 64
        movies = SampleData.movies
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MovieCell.identifier, for: indexPath)
        if let movieCell = cell as? MovieCell {
            movieCell.configure(with: movies[indexPath.row])
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("Selected", movies[indexPath.row].title, "main thread:", Thread.isMainThread)
    }
}
