import StandInUIKit

// Code written the way a learner writes it (their `import UIKit` is this module by module alias; the
// test files also import XCTest, which re-exports Foundation: there `DispatchQueue` would be ambiguous,
// as in a learner's file that imports Foundation too). Each function returns its stand-in call's line.

final class ThumbnailCell: UITableViewCell {
    var madeWithStyle: UITableViewCell.CellStyle?
    var pendingWork: DispatchWorkItem?
    private(set) var resets = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWithStyle = style
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        pendingWork?.cancel()
        pendingWork = nil
    }
}

/// Overrides one optional method (`heightForRowAt`) and none of the others.
final class HeightsController: UITableViewController {
    var heightsAsked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThumbnailCell.self, forCellReuseIdentifier: "thumb")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "thumb", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked += 1
        return 60
    }
}

/// A plain class adopting the protocols: implements `titleForHeaderInSection` and
/// `didSelectRowAt`, not `numberOfSections` or `heightForRowAt`; prefetches without cancelling.
final class PlainSource: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var selections: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
}

enum Learner {
    static func asyncOnMain(_ body: @escaping @Sendable () -> Void) -> UInt {
        let line: UInt = #line + 1
        DispatchQueue.main.async { body() }
        return line
    }

    static func asyncOnWorker(_ body: @escaping @Sendable () -> Void) -> UInt {
        let line: UInt = #line + 1
        DispatchQueue.global(qos: .userInitiated).async(execute: body)
        return line
    }

    static func workItem(_ body: @escaping () -> Void) -> DispatchWorkItem {
        DispatchWorkItem { body() }
    }

    static func run(_ item: DispatchWorkItem, after seconds: Double) -> UInt {
        let line: UInt = #line + 1
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: item)
        return line
    }

    static func runOnMain(_ item: DispatchWorkItem) { DispatchQueue.main.async(execute: item) }

    static func download(_ url: URL) -> (image: UIImage?, line: UInt) {
        let line: UInt = #line + 1
        let data = try? Data(contentsOf: url)
        return (data.flatMap { UIImage(data: $0) }, line)
    }

    static func dataTask(_ url: URL, _ completion: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSession.shared.dataTask(with: url, completionHandler: completion)
    }

    static func isMainThread() -> Bool { Thread.isMainThread }

    static func reloadLater(_ tableView: UITableView) -> UInt {
        let line: UInt = #line + 1
        DispatchQueue.main.async(execute: tableView.reloadData)
        return line
    }
}
