import UIKit

// en: Exercise 1 · Cells that never come back
// ko: 연습 1 · 다시 돌아오지 않는 셀
// en: This list makes a new cell for every row it shows. `UITableViewCell()` has no reuse
// en: identifier, and nothing is registered for "Number", so the reuse queue never hands a cell out.
// ko: 이 목록은 행을 보여 줄 때마다 새 셀을 만듭니다. `UITableViewCell()`에는 재사용 식별자가 없고
// ko: "Number"로 등록된 것도 없어서, 재사용 큐가 셀을 다시 내주는 일이 없습니다.
// en: Goal: after `scroll 20`, at most 17 cells were made and no dequeue returned nil.
// ko: 목표: `scroll 20` 뒤에 만들어진 셀이 17개 이하이고, nil을 돌려준 dequeue가 하나도 없어야 합니다.
// en: Run it with `app RegisterCell.swift`; `hint` shows where to look.
// ko: `app RegisterCell.swift`로 실행하세요. `hint`가 어디를 볼지 알려 줍니다.

final class NumberListViewController: UITableViewController {
    private let numbers = SampleData.numbers(100)

    override func viewDidLoad() {
        super.viewDidLoad()
        // en: TODO: register a cell class for the identifier "Number".
        // ko: TODO: 식별자 "Number"에 셀 클래스를 등록하세요.
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return numbers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Number") ?? UITableViewCell()
        cell.textLabel?.text = numbers[indexPath.row]
        return cell
    }
}
