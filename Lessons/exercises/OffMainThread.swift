import UIKit

// en: Exercise 2 · A download that stops the scrolling
// ko: 연습 2 · 스크롤을 멈추게 하는 다운로드
// en: `cellForRowAt` runs on the main thread, and `Data(contentsOf:)` waits there until the whole
// en: image has arrived. While it waits, no frame is drawn: the scrolling stutters.
// ko: `cellForRowAt`은 메인 스레드에서 실행되고, `Data(contentsOf:)`는 이미지가 다 도착할 때까지 그 자리에서
// ko: 기다립니다. 기다리는 동안 프레임이 그려지지 않아 스크롤이 끊깁니다.
// en: Goal: on a slow network (`latency 300ms`), `scroll 10` then `wait 2000` with no hitch, no
// en: download on the main thread, no image set off the main thread (UIKit is main-thread only), and
// en: the posters still shown.
// ko: 목표: 느린 네트워크(`latency 300ms`)에서 `scroll 10`, `wait 2000` 동안 늦은 프레임이 없고, 메인
// ko: 스레드에서 다운로드하지 않으며, 이미지는 메인 스레드에서만 넣고(UIKit은 메인 스레드 전용입니다),
// ko: 포스터는 여전히 보여야 합니다.
// en: Run it with `app OffMainThread.swift`; `hint` shows where to look.
// ko: `app OffMainThread.swift`로 실행하세요. `hint`가 어디를 볼지 알려 줍니다.

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
        let data = try? Data(contentsOf: movie.thumbnailURL)
        cell.imageView?.image = data.flatMap { UIImage(data: $0) }
        return cell
    }
}
