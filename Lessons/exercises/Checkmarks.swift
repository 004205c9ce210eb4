import UIKit

// en: Exercise 4 · A checkmark that follows the cell
// ko: 연습 4 · 셀을 따라다니는 체크 표시
// en: Tapping a row puts a checkmark on its cell. But the cell is reused for other rows while the
// en: list scrolls, and the checkmark goes with it: a row nobody tapped shows it.
// ko: 행을 탭하면 그 셀에 체크 표시가 붙습니다. 그런데 스크롤하는 동안 셀은 다른 행에 재사용되고, 체크 표시도
// ko: 함께 따라갑니다. 아무도 탭하지 않은 행에 체크 표시가 보입니다.
// en: Goal: `tap 2`, `scroll 20`, `scroll to 0`: no row shows a checkmark set for another row, and
// en: row 2 shows its checkmark again.
// ko: 목표: `tap 2`, `scroll 20`, `scroll to 0` 뒤에 다른 행의 체크 표시를 보여 주는 행이 없고, 2번 행에는 체크
// ko: 표시가 다시 보여야 합니다.
// en: Run it with `app Checkmarks.swift`; `hint` shows where to look.
// ko: `app Checkmarks.swift`로 실행하세요. `hint`가 어디를 볼지 알려 줍니다.

final class ChecklistViewController: UITableViewController {
    private let items = SampleData.numbers(60)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    }
}
