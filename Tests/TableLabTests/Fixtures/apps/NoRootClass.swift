import UIKit

// Only a cell: no view controller for tablelab to start. (A class in a comment does not count:
// class Fake: UITableViewController)

final class TitleCell: UITableViewCell {
    let note = "class NotReal: UIViewController"
}
