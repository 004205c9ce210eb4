import UIKit

// A learner's own file in another common shape: a plain view controller that owns a table and adopts
// the protocols in extensions, sections from a dictionary, a URLSession task that the cell cancels in
// prepareForReuse, and a deselect after a short delay.

final class FlagCell: UITableViewCell {
    static let reuseID = "FlagCell"
    var task: URLSessionDataTask?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        selectionStyle = .default
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
    }

    func show(_ place: SampleData.Place, flagURL: URL) {
        textLabel?.text = place.name
        detailTextLabel?.text = place.timeZoneIdentifier
        imageView?.image = UIImage(systemName: "globe")
        task = URLSession.shared.dataTask(with: flagURL) { [weak self] data, _, error in
            if let error = error as? URLError, error.code == .cancelled { return }
            guard let data = data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self?.imageView?.image = image
                self?.setNeedsLayout()
            }
        }
        task?.resume()
    }
}

final class PlacesViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [(title: String, places: [SampleData.Place])] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "World Clock"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(FlagCell.self, forCellReuseIdentifier: FlagCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.estimatedRowHeight = 60
        tableView.rowHeight = UITableView.automaticDimension
        tableView.tableFooterView = UIView()
        let grouped = Dictionary(grouping: SampleData.timeZonesEnglish) { String($0.name.prefix(1)) }
        sections = grouped.keys.sorted().map { (title: $0, places: grouped[$0] ?? []) }
        tableView.reloadData()
    }
}

extension PlacesViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].places.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: FlagCell.reuseID, for: indexPath) as? FlagCell else {
            return UITableViewCell()
        }
        let place = sections[indexPath.section].places[indexPath.row]
        let flag = URL(string: "https://img.example.com/flags/\(place.timeZoneIdentifier).png")!
        cell.show(place, flagURL: flag)
        cell.accessoryType = tableView.indexPathForSelectedRow == indexPath ? .checkmark : .none
        return cell
    }
}

extension PlacesViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        assert(Thread.isMainThread)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.alpha = indexPath.row.isMultiple(of: 2) ? 1 : 0.9
    }
}
