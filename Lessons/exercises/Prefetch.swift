import UIKit

// en: Exercise 5 · Prefetch without downloading twice
// ko: 연습 5 · 두 번 내려받지 않는 프리페칭
// en: This list prefetches: the table hands rows about to appear to `prefetchRowsAt`, and the view
// en: controller starts their downloads early. But when a prefetched row comes on screen before its
// en: download is done, `cellForRowAt` finds no image yet and downloads it again.
// ko: 이 목록은 프리페칭을 합니다. 테이블이 곧 나타날 행을 `prefetchRowsAt`에 넘기면, 뷰 컨트롤러가 그 다운로드를
// ko: 미리 시작합니다. 그런데 프리페치한 행이 다운로드가 끝나기 전에 화면에 나오면, `cellForRowAt`은 아직 이미지가
// ko: 없으니 같은 이미지를 또 내려받습니다.
// en: Goal: on a slow network (`latency 1000ms`), `scroll 10` then `wait 2000` downloads each poster
// en: once, and the posters still appear.
// ko: 목표: 느린 네트워크(`latency 1000ms`)에서 `scroll 10`, `wait 2000` 동안 포스터마다 한 번만
// ko: 내려받고, 포스터는 여전히 보여야 합니다.
// en: Run it with `app Prefetch.swift`; `hint` shows where to look.
// ko: `app Prefetch.swift`로 실행하세요. `hint`가 어디를 볼지 알려 줍니다.

final class PrefetchingViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private let movies = SampleData.movies
    private var images: [URL: UIImage] = [:]

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
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data = data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self.images[url] = image
                self.show(image, for: url)
            }
        }.resume()
    }

    // en: Puts the image into the cell of its row, if that row is on screen now.
    // ko: 그 행이 지금 화면에 있으면, 이미지를 그 행의 셀에 넣습니다.
    private func show(_ image: UIImage, for url: URL) {
        guard let row = movies.firstIndex(where: { $0.thumbnailURL == url }),
              let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return }
        cell.imageView?.image = image
    }
}
