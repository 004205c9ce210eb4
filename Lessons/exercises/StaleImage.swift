import UIKit

// en: Exercise 3 · The image of another row
// ko: 연습 3 · 다른 행의 이미지
// en: The download runs on a background queue now, and the image is set on the main queue when it
// en: arrives. But by then the cell may have been reused for another row: the closure still holds
// en: the cell, not the row, so a late image lands on the wrong row.
// ko: 이제 다운로드는 백그라운드 큐에서 돌고, 이미지는 도착하면 메인 큐에서 넣습니다. 그런데 그때쯤 셀이 이미
// ko: 다른 행에 재사용됐을 수 있습니다. 클로저가 붙잡고 있는 것은 행이 아니라 셀이라서, 늦게 온 이미지가 엉뚱한
// ko: 행에 들어갑니다.
// en: Goal: `scroll 12` then `wait 2000` with no wrong image, and the posters still shown.
// ko: 목표: `scroll 12`, `wait 2000` 뒤에 잘못된 이미지가 하나도 없고, 포스터는 여전히 보여야 합니다.
// en: Run it with `app StaleImage.swift`; `hint` shows where to look.
// ko: `app StaleImage.swift`로 실행하세요. `hint`가 어디를 볼지 알려 줍니다.

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
