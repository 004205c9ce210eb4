/// A screen's controller. Its `view` is made on first use (`loadView()`), then `viewDidLoad()` is
/// called once, as in UIKit.
@preconcurrency @MainActor
open class UIViewController {
    private var loadedView: UIView?
    public var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    /// UIKit's `init()` reaches the designated initializer; a subclass may declare its own `init()`.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; `UITableViewController` makes a table.
    open func loadView() { loadedView = UIView(frame: .zero) }

    /// Called once, after the view is made.
    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}
}
