import UIKit

final class FirstListViewController: UITableViewController {}

final class SecondListViewController: UITableViewController {}

final class DetailViewController: UIViewController {}
