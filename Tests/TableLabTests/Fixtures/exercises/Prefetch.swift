import UIKit


final class PrefetchingViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private let movies = SampleData.movies
    private var images: [URL: UIImage] = [:]
    /// Downloads on their way: a row that comes on screen while its prefetch runs waits for it.
    private var loading: Set<URL> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Movie")
        tableView.rowHeight = 64
        tableView.prefetchDataSource = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return movies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Movie", for: indexPath)
        let movie = movies[indexPath.row]
        cell.textLabel?.text = movie.title
        cell.imageView?.image = images[movie.thumbnailURL]
        if images[movie.thumbnailURL] == nil {
            download(movie.thumbnailURL)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            download(movies[indexPath.row].thumbnailURL)
        }
    }

    private func download(_ url: URL) {
        guard images[url] == nil, !loading.contains(url) else { return }
        loading.insert(url)
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data = data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self.loading.remove(url)
                self.images[url] = image
                self.show(image, for: url)
            }
        }.resume()
    }

    /// Puts the image into the cell of its row, if that row is on screen now.
    private func show(_ image: UIImage, for url: URL) {
        guard let row = movies.firstIndex(where: { $0.thumbnailURL == url }),
              let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return }
        cell.imageView?.image = image
    }
}
